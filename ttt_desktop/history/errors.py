"""The one error of the history, and how an SQLite error is said in plain words.

A history that another program holds (a backup, a sync tool, ``sqlite3`` on the command line,
a second copy of the game), or a full disk, is a passing state: the writes wait and are tried
again (:attr:`HistoryError.passing`). A damaged file, a read-only one and one written by a newer
version stay as they are for the whole session.
"""

from __future__ import annotations

import enum
import sqlite3
from pathlib import Path


class Problem(enum.Enum):
    """Why a history file cannot be used: what the game says and does about it follows the
    code, never the words of the message."""

    DAMAGED = "damaged"  # the rescue is offered
    READ_ONLY = "read-only"  # still read, for the statistics
    LOCKED = "locked"  # another program holds it: passes, the writes wait
    FULL = "full"  # the disk is full: passes, the writes wait
    NEWER_VERSION = "newer-version"  # written by a newer game: left as it is
    OTHER = "other"

    @property
    def passing(self) -> bool:
        """True when waiting may be enough: the history is busy, or the disk full.

        >>> Problem.LOCKED.passing, Problem.FULL.passing, Problem.DAMAGED.passing
        (True, True, False)
        """
        return self in (Problem.LOCKED, Problem.FULL)


class HistoryError(Exception):
    """The history file cannot be used; the message says why in plain words (English, with the
    file's path) and :attr:`reason` says it as a code.

    >>> HistoryError("busy", Problem.LOCKED).passing, HistoryError("bad").passing
    (True, False)
    """

    def __init__(self, message: str, reason: Problem = Problem.OTHER) -> None:
        super().__init__(message)
        self.reason = reason

    @property
    def passing(self) -> bool:
        """True when waiting may be enough (:attr:`Problem.passing`)."""
        return self.reason.passing


def explain(error: sqlite3.Error, path: Path) -> HistoryError:
    """The :class:`HistoryError` that says why ``error`` happened to the file at ``path``."""
    code = getattr(error, "sqlite_errorname", "") or ""
    text = str(error).lower()
    if code.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text or "busy" in text:
        why, reason = "another program is using it", Problem.LOCKED
    elif code.startswith(("SQLITE_READONLY", "SQLITE_PERM")) or "readonly" in text \
            or "read-only" in text or "permission" in text:
        why, reason = "it is read-only", Problem.READ_ONLY
    elif code.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "not a database" in text \
            or "malformed" in text or "corrupt" in text:
        why, reason = "it is damaged", Problem.DAMAGED
    elif code == "SQLITE_FULL" or "disk is full" in text:
        why, reason = "the disk is full", Problem.FULL
    else:
        why, reason = str(error), Problem.OTHER
    return HistoryError(f"the game history {path} cannot be used: {why}", reason)
