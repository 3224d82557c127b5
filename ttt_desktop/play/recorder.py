"""The link to the game history: opens the file (the controller opens it before the window is
shown, so that the first frame's score is the history's), writes each finished game
once (off the window's thread), waits for a busy history, and reports a problem once (the game
then plays on without history).

- **A busy history is a passing state.** Another program holding the file (a backup, a sync
  tool, ``sqlite3`` on the command line, a second copy of the game) or a full disk only delays
  the writes. While the file cannot be opened, the games that end wait in memory and the open
  is tried again: with backoff (from :data:`RETRY_FIRST_MS` to :data:`RETRY_MAX_MS`) and at each
  game's end. Once it opens, they are written first, then :attr:`HistoryRecorder.opened` is
  emitted. Once it is open, a write that finds it busy waits in the store's memory, in order
  (games, puzzle attempts, ratings, score resets alike; see
  ``ttt_desktop.history.database``), and is tried again the same way. No attempt waits on the
  window's thread: an open there does not wait at all, and a write waits at most
  :data:`WRITE_WAIT_S` on the disk writer's thread. :attr:`HistoryRecorder.waiting` says whether
  anything waits now; :attr:`HistoryRecorder.waiting_changed` says ``True`` once a wait has
  lasted :data:`WAIT_SHOWN_AFTER_MS` (the status bar's "waiting for the history"), and ``False``
  when everything that waited is written.
- **Only a damaged, read-only or newer file holds for the session**: :attr:`problem_found` once,
  with its :class:`~ttt_desktop.history.Problem` (also kept in
  :attr:`HistoryRecorder.problem_reason`). A damaged file, found at open or by a write, sets
  :attr:`HistoryRecorder.damaged_path` before the problem is said, so the rescue
  (:meth:`HistoryRecorder.start_afresh`) can be offered at once; the games that end meanwhile,
  and the writes that waited, go into the new file if the player starts one.

The history module (and sqlite3) load only when the file is opened.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import Mark
from .disk_writer import DiskWriter
from .session import GameSession

if TYPE_CHECKING:
    from ..engine.review import GameReview
    from ..history import HistoryError, HistoryStore, Problem
    from ..history.database import WaitingWrite

log = logging.getLogger(__name__)

#: How long a write on the disk writer's thread waits for a busy file before it waits in memory
#: (long enough for another game's write, which takes milliseconds).
WRITE_WAIT_S = 0.1
#: The first pause before the history is tried again, and the longest (the pause doubles).
RETRY_FIRST_MS = 50
RETRY_MAX_MS = 2000
#: How long the history may be waited for before :attr:`HistoryRecorder.waiting_changed` says
#: so: a wait shorter than this is not worth a word.
WAIT_SHOWN_AFTER_MS = 3000
#: How long the games still waiting may wait for the file when the window closes.
CLOSE_WAIT_S = 2.0


class HistoryRecorder(QObject):
    """Writes finished games to ``path`` (``None``: keep no history, as in tests)."""

    problem_found = Signal(str, object)  # the history cannot be used: why (English), its Problem
    game_stored = Signal()  # one more game is in the history
    game_written = Signal(int)  # the game with this session id is in the history
    opened = Signal()  # the history is open (to read and write, or to read only)
    attempt_stored = Signal()  # one more puzzle attempt is in the history (from the puzzles)
    #: True: the history has been busy for WAIT_SHOWN_AFTER_MS, and what ended since waits in
    #: memory ("waiting for the history"); False: everything that waited is written.
    waiting_changed = Signal(bool)
    _failed = Signal(str, object)  # a write failed for good: the message and its Problem
    _store_waiting = Signal(bool)  # the open store's writes wait (True) or are all made
    _written_first = Signal()  # the games that waited for the open are written

    def __init__(self, path: Path | None, writer: DiskWriter,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._writer = writer
        self._store: HistoryStore | None = None
        self._written: set[int] = set()  # game ids already stored
        self._problem = ""
        self._before_open: list[tuple[GameSession, GameReview]] = []  # ended before it opened
        self._orphans: list[WaitingWrite] = []  # writes that waited for a damaged file
        self.keeps_history = path is not None  # False: this session keeps no history at all
        self.damaged_path: Path | None = None  # the file, when it could not open as damaged
        self.fresh_start_offered = False  # the window offers start_afresh once
        self.read_only = False  # the history is open to be read only: new games are not kept
        self.problem_reason: Problem | None = None  # why the history cannot be used
        self._open_waits = False  # the file was busy when last opened: it is tried again
        self._writes_wait = False  # the open store has writes waiting in memory
        self._waiting_said = False  # waiting_changed(True) was emitted for this wait
        self._backoff_ms = RETRY_FIRST_MS
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._try_again)
        self._say_waiting = QTimer(self)
        self._say_waiting.setSingleShot(True)
        self._say_waiting.setInterval(WAIT_SHOWN_AFTER_MS)
        self._say_waiting.timeout.connect(self._on_long_wait)
        self._failed.connect(self._on_failed)
        self._store_waiting.connect(self._on_store_waiting)
        self._written_first.connect(self.opened)

    @property
    def store(self) -> HistoryStore | None:
        """The open history, if any."""
        return self._store

    @property
    def waiting(self) -> bool:
        """True while the history is busy and finished games (or attempts, ratings, resets)
        wait in memory for it."""
        return self._open_waits or self._writes_wait

    def already_stored(self, game_id: int) -> None:
        """The game with this id is in the history already (a past game, opened to review)."""
        self._written.add(game_id)

    def problem(self) -> str:
        """Why there is no open history ("" while it is open, about to open, or waited for)."""
        return self._problem

    @Slot()
    def open_later(self) -> None:
        """Open the file once the event loop is free, if it is not open yet (after the first
        paint: a file that was busy when the controller opened it is tried again then too)."""
        QTimer.singleShot(0, self, self._open)

    @Slot()
    def open_now(self) -> None:
        """Open the file now if it is not open yet (the puzzles need it before the first paint's
        turn comes). A busy file is not waited for here: it is tried again later."""
        self._open()

    @Slot()
    def _open(self, wait_s: float = 0.0) -> None:
        if self._path is None or self._store is not None:
            return
        self._retry.stop()
        from ..history import HistoryError, HistoryStore

        try:
            store = HistoryStore.open(self._path, timeout_s=wait_s)
        except HistoryError as exc:
            if exc.passing:
                self._open_waits = True
                self._wait_again()
            else:
                self._open_waits = False
                self._refused(exc)
            return
        self._open_waits = False
        self._backoff_ms = RETRY_FIRST_MS
        store.wait_in_memory(WRITE_WAIT_S)
        store.on_waiting = self._store_waiting.emit
        self._store = store
        orphans, self._orphans = self._orphans, []
        waiting, self._before_open = self._before_open, []
        if orphans:
            store.add_waiting(orphans)
            self._writer.submit(self._retry_job(store))
        for game, review in waiting:
            self.record(game, review)
        if waiting or orphans:  # they go in first: the score is then read with them in it
            self._writer.submit(self._written_first.emit)
        else:
            self.opened.emit()
        self._end_wait_if_done()

    def _refused(self, exc: HistoryError) -> None:
        """The file cannot be used this session: a damaged one is kept for the rescue (and the
        games that end wait for it), a read-only one is still read."""
        from ..history import HistoryError, HistoryStore, Problem

        reason = exc.reason
        if reason is Problem.DAMAGED:
            self.damaged_path = self._path
        elif reason is Problem.READ_ONLY and self._path is not None:  # still read, for statistics
            try:
                self._store = HistoryStore.open_read_only(self._path)
                self.read_only = True
            except HistoryError:
                pass
        self._path = None  # say it once, then play on without history
        if reason is not Problem.DAMAGED:
            self._before_open.clear()
        self.problem_reason = reason
        self._end_wait_if_done()
        self._report(str(exc), reason)
        if self._store is not None:
            self.opened.emit()

    def start_afresh(self) -> Path | None:
        """Keep the damaged history aside (renamed beside it, never deleted) and start a new
        one at its place, with the games that ended since and the writes that waited. Return
        the kept file's path (``None``: nothing was damaged, or it could not be renamed)."""
        damaged = self.damaged_path
        if damaged is None:
            return None
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        kept = damaged.with_name(f"{damaged.name}.damaged-{stamp}")
        try:
            damaged.rename(kept)
            for extra in ("-wal", "-shm"):  # its journal goes with it
                side = damaged.with_name(damaged.name + extra)
                if side.exists():
                    side.rename(kept.with_name(kept.name + extra))
        except OSError:
            return None
        self.damaged_path, self._path, self._problem = None, damaged, ""
        self.problem_reason = None
        self._open()
        return kept

    def record(self, game: GameSession, review: GameReview) -> None:
        """Store a finished game once, with its review's count of the person's mistakes and
        summary. The write happens on the disk writer's thread; :attr:`game_stored` or
        :attr:`problem_found` follows. While the history is busy the game waits in memory, and
        the history is tried again now."""
        outcome = game.outcome
        store = self._store
        if outcome is None or game.game_id in self._written or self.read_only:
            return
        if store is None:
            if self._path is not None or self.damaged_path is not None:
                self._before_open.append((game, review))  # written once it is open
                if self._open_waits:
                    self._open()  # tried again at each game's end
            return
        from ..engine.review import english_summary
        from ..history import HistoryError, StoredGame

        self._written.add(game.game_id)
        human = game.human
        names = game.player_names()
        stored = StoredGame(
            None, datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            game.variant, names[Mark.X], names[Mark.O], game.position.moves,
            outcome.result_for(Mark.X), human,
            sum(m.verdict.is_error for m in review.moves if human is None or m.mover is human),
            english_summary(review, human),
            # a watched game taken over by people is not a game of theirs from the empty board
            0 if game.began_watched and game.start_ply is None else game.start_ply,
            game.ended_at)
        game_id = game.game_id

        def stored_now(_row_id: int) -> None:  # now, or once the busy file is free
            self.game_written.emit(game_id)
            self.game_stored.emit()

        def write() -> None:
            try:
                store.add_game(stored, then=stored_now)
            except HistoryError as exc:
                self._failed.emit(str(exc), exc.reason)  # heard on the window's thread

        self._writer.submit(write)

    def _retry_job(self, store: HistoryStore) -> Callable[[], None]:
        """A job for the disk writer: try the writes that wait in ``store`` once more."""
        from ..history import HistoryError

        def retry() -> None:
            if store is not self._store:
                return  # given up or closed meanwhile
            try:
                still = not store.retry_waiting(WRITE_WAIT_S)
            except HistoryError as exc:
                self._failed.emit(str(exc), exc.reason)
                return
            self._store_waiting.emit(still)

        return retry

    @Slot()
    def _try_again(self) -> None:
        if self._store is None:
            if self._open_waits:
                self._open()
        elif self._writes_wait:
            self._writer.submit(self._retry_job(self._store))

    def _wait_again(self) -> None:
        """Something waits: try again after the next pause, and say so if the wait is long."""
        if not self._say_waiting.isActive() and not self._waiting_said:
            self._say_waiting.start()
        if not self._retry.isActive():
            self._retry.start(self._backoff_ms)
            self._backoff_ms = min(RETRY_MAX_MS, self._backoff_ms * 2)

    @Slot()
    def _on_long_wait(self) -> None:
        if self.waiting and not self._waiting_said:
            self._waiting_said = True
            self.waiting_changed.emit(True)

    def _end_wait_if_done(self) -> None:
        if self.waiting:
            return
        self._retry.stop()
        self._say_waiting.stop()
        self._backoff_ms = RETRY_FIRST_MS
        if self._waiting_said:
            self._waiting_said = False
            self.waiting_changed.emit(False)

    @Slot(bool)
    def _on_store_waiting(self, waiting: bool) -> None:
        if self._store is None or self.read_only:
            return
        self._writes_wait = waiting
        if waiting:
            self._wait_again()
        else:
            self._end_wait_if_done()

    @Slot(str, object)
    def _on_failed(self, problem: str, reason: Problem) -> None:
        """A write failed for good (on the window's thread): give the file up, say it once."""
        from ..history import Problem

        if self._problem or self._store is None:
            return
        if reason is Problem.DAMAGED:
            self.damaged_path = self._store.path
            self._orphans = self._store.take_waiting()
        self.problem_reason = reason
        self.give_up(problem, reason)
        self._path = None
        self.problem_found.emit(problem, reason)

    def _report(self, problem: str, reason: Problem) -> None:
        self._problem, self.problem_reason = problem, reason
        self.problem_found.emit(problem, reason)

    @Slot(str, object)
    def give_up(self, problem: str, reason: Problem | None = None) -> None:
        """Close the history after a failed write: later games are not kept. A history open
        to be read only stays open, for the statistics. The file is closed on the disk
        writer's thread after the writes asked for before: nothing waits here."""
        store = self._store
        if store is not None and not self.read_only:
            self._store = None
            self._writes_wait = False
            try:
                self._writer.submit(store.close)
            except RuntimeError:  # the writer has stopped: nothing else uses the file
                store.close()
        self._problem = problem
        if reason is not None:
            self.problem_reason = reason
        self._end_wait_if_done()

    def close(self) -> None:
        """Wait for the writes still under way and close the file (on closing the window).
        Games that still wait for a busy file are given :data:`CLOSE_WAIT_S` more."""
        path = self._path
        if self._before_open and self._store is None and path is not None:
            self._open(CLOSE_WAIT_S)  # not open yet: open it now, to lose nothing
            if self._store is None:
                log.warning("%d games waited for the game history %s, busy until the end, and "
                            "were not kept", len(self._before_open), path)
        self._retry.stop()
        self._say_waiting.stop()
        self._open_waits = False
        self._path = None  # nothing is opened after closing
        self._writer.flush()
        store = self._store
        if store is None:
            return
        if store.waiting and not self.read_only:
            from ..history import HistoryError

            try:
                store.retry_waiting(CLOSE_WAIT_S)
            except HistoryError as exc:
                log.warning("the writes waiting for the history were not made: %s", exc)
            if store.waiting:
                log.warning("%d writes waited for the game history %s, busy until the end, and "
                            "were not made", store.waiting, store.path)
        store.close()
        self._store = None
