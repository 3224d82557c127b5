"""The open connection that every kind of record shares: one statement at a time (the window
reads while its background writer adds games), each write in its own transaction."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

from ..engine import Mark, Variant
from .errors import explain

# the columns' text as the program's values (a dict is much faster than calling the enum)
VARIANTS = {variant.value: variant for variant in Variant}
MARKS: dict[str | None, Mark | None] = {"X": Mark.X, "O": Mark.O, None: None}
#: The SQL condition that keeps the rows of the rules this program knows. A row of another rule
#: (written by a newer version, or by hand) is left out of every read, not an error: it cannot
#: stop the statistics from opening. ``HistoryStore.unknown_rule_rows`` counts them.
KNOWN_RULES = "variant IN ({})".format(", ".join(f"'{v.value}'" for v in Variant))


class Database:
    """An open history file: the reads and writes the records' classes build on."""

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self._db = connection
        self.path = path
        self._lock = threading.Lock()

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            self._db.close()

    def _write(self, *statements: tuple[str, tuple[object, ...]]) -> int:
        """Run the statements in one transaction, one writer at a time; return the row id the
        first one inserted."""
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                first = self._db.execute(*statements[0]).lastrowid
                for sql, args in statements[1:]:
                    self._db.execute(sql, args)
                self._db.execute("COMMIT")
            except sqlite3.Error as exc:
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                raise explain(exc, self.path) from None
        assert first is not None
        return first

    def _query(self, sql: str, args: tuple[object, ...]) -> list[tuple[Any, ...]]:
        try:
            with self._lock:
                return list(self._db.execute(sql, args))
        except sqlite3.Error as exc:
            raise explain(exc, self.path) from None
