"""The one error of the history, and how an SQLite error is said in plain words."""

from __future__ import annotations

import sqlite3
from pathlib import Path


class HistoryError(Exception):
    """The history file cannot be used; the message says why in plain words. ``reason`` is
    ``"damaged"``, ``"read-only"``, ``"locked"`` or ``""`` (another reason)."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason


def explain(error: sqlite3.Error, path: Path) -> HistoryError:
    """The :class:`HistoryError` that says why ``error`` happened to the file at ``path``."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        why, reason = "another program is using it", "locked"
    elif "readonly" in text or "read-only" in text or "permission" in text:
        why, reason = "it is read-only", "read-only"
    elif "not a database" in text or "malformed" in text or "corrupt" in text:
        why, reason = "it is damaged", "damaged"
    else:
        why, reason = str(error), ""
    return HistoryError(f"the game history {path} cannot be used: {why}", reason)
