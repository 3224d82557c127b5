"""The one error of the history, and how an SQLite error is said in plain words."""

from __future__ import annotations

import enum
import sqlite3
from pathlib import Path


class Problem(enum.Enum):
    """Why a history file cannot be used: what the game says and does about it follows the
    code, never the words of the message."""

    DAMAGED = "damaged"  # the rescue is offered
    READ_ONLY = "read-only"  # still read, for the statistics
    LOCKED = "locked"  # another program holds it
    NEWER_VERSION = "newer-version"  # written by a newer game: left as it is
    OTHER = "other"


class HistoryError(Exception):
    """The history file cannot be used; the message says why in plain words (English, with the
    file's path) and :attr:`reason` says it as a code."""

    def __init__(self, message: str, reason: Problem = Problem.OTHER) -> None:
        super().__init__(message)
        self.reason = reason


def explain(error: sqlite3.Error, path: Path) -> HistoryError:
    """The :class:`HistoryError` that says why ``error`` happened to the file at ``path``."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        why, reason = "another program is using it", Problem.LOCKED
    elif "readonly" in text or "read-only" in text or "permission" in text:
        why, reason = "it is read-only", Problem.READ_ONLY
    elif "not a database" in text or "malformed" in text or "corrupt" in text:
        why, reason = "it is damaged", Problem.DAMAGED
    else:
        why, reason = str(error), Problem.OTHER
    return HistoryError(f"the game history {path} cannot be used: {why}", reason)
