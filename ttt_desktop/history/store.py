"""Opening the history file: created, checked, migrated in place, or refused in plain words.

The file is opened in one write transaction (``BEGIN IMMEDIATE``) that reads the schema version
only once it holds the lock: of two processes opening a missing or older file at the same
moment, the second waits for the first and then finds the tables made, instead of making them
again. The file is then switched to WAL (a refused file is left untouched); SQLite refuses that
at once, without its busy handler, while another process writes, so it is tried again until
the same deadline.

Every open checks the file: ``PRAGMA quick_check`` (about 1 ms for 10,000 games; see
docs/history.md), so that a file damaged in its middle is refused at start and can be put aside,
and the schema against the program's own (``schema.check_own_schema``: a trigger or view of
another program is dropped). SQL in the file's schema runs with ``trusted_schema`` off.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from pathlib import Path

from .database import KNOWN_RULES
from .errors import HistoryError, Problem, explain
from .game_ratings import GameRatingRecords
from .games import GameRecords
from .lessons import LessonRecords
from .migrations import migrate
from .puzzles import PuzzleRecords
from .schema import SCHEMA_VERSION, check_own_schema, create
from .scores import ScoreRecords

log = logging.getLogger(__name__)

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
        """Open (or create) the history at ``path``, migrating an older schema; wait up to
        ``timeout_s`` for another process that holds it.

        Raise :class:`HistoryError` if the file is damaged, read-only, newer (``reason`` says
        which) or still held by another program after ``timeout_s`` (``"locked"``: passing).
        """
        deadline = time.monotonic() + timeout_s
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists():  # in WAL mode a write test would only touch the -wal file
                with open(path, "r+b"):
                    pass  # opened for update, not written: fails if read-only, even for root
        except OSError as exc:
            raise HistoryError(f"the game history {path} cannot be used: it is read-only "
                               f"({exc.strerror})", Problem.READ_ONLY) from None
        if not _folder_writable(path.parent):  # SQLite keeps its journal beside the file
            raise HistoryError(f"the game history {path} cannot be used: it is read-only "
                               "(its folder cannot be written)", Problem.READ_ONLY)
        try:
            connection = sqlite3.connect(str(path), timeout=timeout_s, isolation_level=None,
                                         check_same_thread=False)
        except (OSError, sqlite3.Error) as exc:
            raise HistoryError(f"the game history {path} cannot be opened: {exc}") from None
        try:
            connection.execute("PRAGMA trusted_schema = OFF")
            connection.execute("BEGIN IMMEDIATE")  # fails when read-only, or locked too long
            try:
                _set_up(connection, path)
                connection.execute("COMMIT")
            except BaseException:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                raise
            _use_wal(connection, deadline)  # after the checks: a refused file is not touched
            connection.execute("PRAGMA synchronous = NORMAL")
        except sqlite3.Error as exc:
            connection.close()
            raise explain(exc, path) from None
        except HistoryError:
            connection.close()
            raise
        return cls(connection, path, timeout_s)

    @classmethod
    def open_read_only(cls, path: Path) -> HistoryStore:
        """Open an existing history of this version to read it only (it cannot be written: new
        games are not kept). Raise :class:`HistoryError` if it cannot be read."""
        # In a folder that cannot be written, SQLite cannot make the shared-memory file a WAL
        # file's reader needs; nobody can write the file there either (its journal could not be
        # made), so it is read as immutable.
        fixed = "&immutable=1" if path.exists() and not _folder_writable(path.parent) else ""
        try:
            connection = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro{fixed}", uri=True,
                                         isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            raise explain(exc, path) from None
        try:
            connection.execute("PRAGMA trusted_schema = OFF")
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if version != SCHEMA_VERSION:
                raise HistoryError(f"the game history {path} cannot be read: it is read-only "
                                   f"and of schema {version}", Problem.READ_ONLY)
            _check_intact(connection, path)
            _dropped, refused = check_own_schema(connection, writable=False)
            if refused:
                raise HistoryError(f"the game history {path} cannot be used: it is damaged "
                                   f"({refused})", Problem.DAMAGED)
        except sqlite3.Error as exc:
            connection.close()
            raise explain(exc, path) from None
        except HistoryError:
            connection.close()
            raise
        return cls(connection, path)


def _folder_writable(folder: Path) -> bool:
    """True when files can be made in ``folder`` (SQLite's journal and shared-memory files).
    ``os.access`` answers for root too where the folder is immutable or on a read-only mount."""
    return os.access(folder, os.W_OK | os.X_OK)


def _use_wal(connection: sqlite3.Connection, deadline: float) -> None:
    """Put the file in WAL mode. While another process writes to a file not yet in WAL mode,
    SQLite answers "busy" at once instead of waiting: try again until ``deadline``."""
    while True:
        try:
            connection.execute("PRAGMA journal_mode = WAL").fetchone()
            return
        except sqlite3.OperationalError as exc:
            if explain(exc, Path()).reason is not Problem.LOCKED or time.monotonic() >= deadline:
                raise
        time.sleep(0.005)


def _set_up(connection: sqlite3.Connection, path: Path) -> None:
    """Inside the opening transaction, with the write lock held: read the version, check the
    file, create or migrate it, and check its schema against the program's own."""
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise HistoryError(f"the game history {path} was written by a newer version of this "
                           f"game (schema {version}); it is left as it is",
                           Problem.NEWER_VERSION)
    if version == 0:
        create(connection)
    else:
        _check_intact(connection, path)
    migrate(connection, path, max(version, 1))
    dropped, refused = check_own_schema(connection, writable=True)
    if refused:
        raise HistoryError(f"the game history {path} cannot be used: it is damaged ({refused})",
                           Problem.DAMAGED)
    for what in dropped:
        log.warning("the game history %s held a %s that is not the game's: dropped", path, what)
    if version != SCHEMA_VERSION:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _check_intact(connection: sqlite3.Connection, path: Path) -> None:
    """Refuse a damaged file at once (``PRAGMA quick_check``: every page read and its structure
    checked), rather than at the first write that meets the damage."""
    problems = [str(row[0]) for row in connection.execute("PRAGMA quick_check(3)")]
    if problems != ["ok"]:
        raise HistoryError(f"the game history {path} cannot be used: it is damaged "
                           f"({'; '.join(problems)})", Problem.DAMAGED)
