"""The open connection that every kind of record shares: one statement at a time (the window
reads while its background writer adds games), each write in its own transaction.

A write that finds the file busy (another program holds it) or the disk full waits in memory
once :meth:`Database.wait_in_memory` is on (the game turns it on): it stays in a queue, in the
order asked, and is made before any later write, by the next write or by
:meth:`Database.retry_waiting`. Nothing waits on the caller's thread for longer than the short
wait given there.
"""

from __future__ import annotations

import sqlite3
import threading
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine import Mark, Variant
from .errors import HistoryError, Problem, explain

# the columns' text as the program's values (a dict is much faster than calling the enum)
VARIANTS = {variant.value: variant for variant in Variant}
MARKS: dict[str | None, Mark | None] = {"X": Mark.X, "O": Mark.O, None: None}
#: The SQL condition that keeps the rows of the rules this program knows. A row of another rule
#: (written by a newer version, or by hand) is left out of every read, not an error: it cannot
#: stop the statistics from opening. ``HistoryStore.unknown_rule_rows`` counts them.
KNOWN_RULES = "variant IN ({})".format(", ".join(f"'{v.value}'" for v in Variant))

Statement = tuple[str, tuple[object, ...]]


class WaitingWrite:
    """One write (its statements, made in one transaction) not made yet, and what to call with
    the first statement's row id once it is made. Each is itself: two alike are two writes (a
    plain class: a dataclass would cost the history's import, made before the first paint)."""

    __slots__ = ("row_id", "statements", "then")

    def __init__(self, statements: tuple[Statement, ...],
                 then: Callable[[int], None] | None = None) -> None:
        self.statements = statements
        self.then = then
        self.row_id: int | None = None


class Database:
    """An open history file: the reads and writes the records' classes build on."""

    def __init__(self, connection: sqlite3.Connection, path: Path,
                 busy_timeout_s: float = 5.0) -> None:
        self._db = connection
        self.path = path
        self._lock = threading.Lock()
        self._queue: deque[WaitingWrite] = deque()  # writes not made yet, oldest first
        self._timeout_ms = int(busy_timeout_s * 1000)  # the connection's busy timeout now
        self._wait_in_memory = False
        self._write_wait_s = busy_timeout_s
        self._waiting_reason: Problem | None = None
        #: Called with True when writes start to wait in memory and with False when every one
        #: is made (from the thread that wrote; never under the connection's lock).
        self.on_waiting: Callable[[bool], None] | None = None

    def close(self) -> None:
        """Close the file. Writes still waiting are not made (see :attr:`waiting`)."""
        with self._lock:
            self._db.close()

    # -- writes that wait ---------------------------------------------------------------------

    def wait_in_memory(self, write_wait_s: float) -> None:
        """From now on, a write that finds the file busy (or the disk full) for ``write_wait_s``
        waits in memory instead of raising :class:`HistoryError`."""
        self._wait_in_memory = True
        self._write_wait_s = write_wait_s

    @property
    def waiting(self) -> int:
        """How many writes wait in memory for the file."""
        return len(self._queue)

    @property
    def waiting_reason(self) -> Problem | None:
        """Why writes wait: :attr:`Problem.LOCKED` or :attr:`Problem.FULL` (``None``: none
        waits)."""
        return self._waiting_reason if self._queue else None

    def retry_waiting(self, wait_s: float = 0.0) -> bool:
        """Try the writes that wait, waiting up to ``wait_s`` for the file; True when none
        waits any more. Raise :class:`HistoryError` if the file cannot be written at all (the
        writes stay in the queue: :meth:`take_waiting`)."""
        self._run(None, wait_s)
        return not self._queue

    def take_waiting(self) -> list[WaitingWrite]:
        """The writes that wait, taken out of this file's queue (to be made in another file,
        after a damaged one was put aside)."""
        with self._lock:
            taken = list(self._queue)
            self._queue.clear()
        return taken

    def add_waiting(self, writes: list[WaitingWrite]) -> None:
        """Queue writes taken from another file (:meth:`take_waiting`) before any later one;
        they are made by the next write or :meth:`retry_waiting`."""
        with self._lock:
            self._queue.extend(writes)

    def _write(self, *statements: Statement,
               then: Callable[[int], None] | None = None) -> int | None:
        """Run the statements in one transaction, after every write still waiting, one writer
        at a time; return the row id the first one inserted. When the file is busy and writes
        wait in memory, return ``None``: the write waits, and ``then`` is called with the row
        id once it is made (at once too, when it is made now)."""
        entry = WaitingWrite(statements, then)
        self._run(entry, self._write_wait_s)
        return entry.row_id

    def _run(self, entry: WaitingWrite | None, wait_s: float) -> None:
        """Queue ``entry`` (if any) and make every write that waits, in order."""
        made: list[WaitingWrite] = []
        failure: HistoryError | None = None
        with self._lock:
            was_waiting = bool(self._queue)
            if entry is not None:
                self._queue.append(entry)
            try:
                self._make_waiting(made, wait_s)
            except HistoryError as exc:
                if self._wait_in_memory and exc.passing:
                    self._waiting_reason = exc.reason
                else:
                    if not self._wait_in_memory and entry is not None and entry in self._queue:
                        self._queue.remove(entry)  # refused: the caller hears it
                    failure = exc  # waiting writes stay queued for take_waiting()
            now_waiting = bool(self._queue)
        for done in made:
            if done.then is not None and done.row_id is not None:
                done.then(done.row_id)
        if now_waiting != was_waiting and self.on_waiting is not None:
            self.on_waiting(now_waiting)
        if failure is not None:
            raise failure

    def _make_waiting(self, made: list[WaitingWrite], wait_s: float) -> None:
        """Make the queued writes in order (under the lock); stop at the first that fails."""
        timeout_ms = int(wait_s * 1000)
        if self._queue and timeout_ms != self._timeout_ms:
            self._db.execute(f"PRAGMA busy_timeout = {timeout_ms}")
            self._timeout_ms = timeout_ms
        while self._queue:
            head = self._queue[0]
            head.row_id = self._commit(head.statements)
            self._queue.popleft()
            made.append(head)

    def _commit(self, statements: tuple[Statement, ...]) -> int:
        """Run the statements in one transaction and return the first one's row id."""
        try:
            self._db.execute("BEGIN IMMEDIATE")
            first = self._db.execute(*statements[0]).lastrowid
            for sql, args in statements[1:]:
                self._db.execute(sql, args)
            self._db.execute("COMMIT")
        except sqlite3.Error as exc:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            error = explain(exc, self.path)
            if error.reason is Problem.OTHER and self._damaged():
                error = HistoryError(f"the game history {self.path} cannot be used: it is "
                                     f"damaged ({exc})", Problem.DAMAGED)
            raise error from None
        assert first is not None
        return first

    def _damaged(self) -> bool:
        """True when SQLite's own check finds the file damaged (after a write failed)."""
        try:
            rows = self._db.execute("PRAGMA quick_check(1)").fetchall()
        except sqlite3.DatabaseError as exc:
            return explain(exc, self.path).reason is Problem.DAMAGED
        return rows != [("ok",)]

    def _query(self, sql: str, args: tuple[object, ...]) -> list[tuple[Any, ...]]:
        try:
            with self._lock:
                return list(self._db.execute(sql, args))
        except sqlite3.Error as exc:
            raise explain(exc, self.path) from None
