"""Opening the history file: created, checked, migrated in place, or refused in plain words."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from .database import KNOWN_RULES
from .errors import HistoryError, Problem, explain
from .game_ratings import GameRatingRecords
from .games import GameRecords
from .lessons import LessonRecords
from .migrations import migrate
from .puzzles import PuzzleRecords
from .schema import SCHEMA_VERSION, create
from .scores import ScoreRecords

#: How long a write waits for another process's write to the same file (another game of this
#: user, or a program reading it) before the history is called busy.
BUSY_TIMEOUT_S = 5.0


class HistoryStore(GameRecords, PuzzleRecords, GameRatingRecords, ScoreRecords, LessonRecords):
    """An open history file, with every kind of record. Build it with :meth:`open`."""

    def unknown_rule_rows(self) -> int:
        """How many games, rated games and puzzle attempts are of rules this program does not
        know (a newer version's): every read leaves them out, and this says how many."""
        counts = [f"(SELECT COUNT(*) FROM {table} WHERE NOT {KNOWN_RULES})"
                  for table in ("games", "game_ratings", "puzzle_attempts")]
        return int(self._query("SELECT " + " + ".join(counts), ())[0][0])

    @classmethod
    def open(cls, path: Path, timeout_s: float = BUSY_TIMEOUT_S) -> HistoryStore:
        """Open (or create) the history at ``path``, migrating an older schema.

        Raise :class:`HistoryError` if the file is corrupt, locked, read-only or newer.
        """
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists():  # in WAL mode a write test would only touch the -wal file
                with open(path, "r+b"):
                    pass  # opened for update, not written: fails if read-only, even for root
        except OSError as exc:
            raise HistoryError(f"the game history {path} cannot be used: it is read-only "
                               f"({exc.strerror})", Problem.READ_ONLY) from None
        try:
            connection = sqlite3.connect(str(path), timeout=timeout_s, isolation_level=None,
                                         check_same_thread=False)
        except (OSError, sqlite3.Error) as exc:
            raise HistoryError(f"the game history {path} cannot be opened: {exc}") from None
        try:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise HistoryError(f"the game history {path} was written by a newer version of "
                                   f"this game (schema {version}); it is left as it is",
                                   Problem.NEWER_VERSION)
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = NORMAL")
            connection.execute("BEGIN IMMEDIATE")  # fails at once when read-only or locked
            try:
                if version == 0:
                    create(connection)
                migrate(connection, path, max(version, 1))
                if version != SCHEMA_VERSION:
                    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                    connection.execute("COMMIT")
                else:
                    connection.execute("ROLLBACK")  # nothing to change: the write test passed
            except BaseException:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            connection.close()
            raise explain(exc, path) from None
        except HistoryError:
            connection.close()
            raise
        return cls(connection, path)

    @classmethod
    def open_read_only(cls, path: Path) -> HistoryStore:
        """Open an existing history of this version to read it only (it cannot be written: new
        games are not kept). Raise :class:`HistoryError` if it cannot be read."""
        try:
            connection = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True,
                                         isolation_level=None, check_same_thread=False)
            version = connection.execute("PRAGMA user_version").fetchone()[0]
        except sqlite3.Error as exc:
            raise explain(exc, path) from None
        if version != SCHEMA_VERSION:
            connection.close()
            raise HistoryError(f"the game history {path} cannot be read: it is read-only and "
                               f"of schema {version}", Problem.READ_ONLY)
        return cls(connection, path)
