"""The link to the game history: opens the file after the first paint, writes each finished game
once (off the window's thread), and reports a problem once (the game then plays on without
history).

The history module (and sqlite3) load only when the file is opened, after the first paint, to
keep them out of the start-up time.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import Mark
from .disk_writer import DiskWriter
from .session import GameSession

if TYPE_CHECKING:
    from ..engine.review import GameReview
    from ..history import HistoryStore, Problem


class HistoryRecorder(QObject):
    """Writes finished games to ``path`` (``None``: keep no history, as in tests)."""

    problem_found = Signal(str, object)  # the history cannot be used: why (English), its Problem
    game_stored = Signal()  # one more game is in the history
    game_written = Signal(int)  # the game with this session id is in the history
    opened = Signal()  # the history is open (to read and write, or to read only)
    attempt_stored = Signal()  # one more puzzle attempt is in the history (from the puzzles)

    def __init__(self, path: Path | None, writer: DiskWriter,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._writer = writer
        self._store: HistoryStore | None = None
        self._written: set[int] = set()  # game ids already stored
        self._problem = ""
        self._reason: Problem | None = None  # the problem's code
        self._before_open: list[tuple[GameSession, GameReview]] = []  # ended before it opened
        self.keeps_history = path is not None  # False: this session keeps no history at all
        self.damaged_path: Path | None = None  # the file, when it could not open as damaged
        self.fresh_start_offered = False  # the window offers start_afresh once
        self.read_only = False  # the history is open to be read only: new games are not kept
        self.problem_found.connect(self.give_up)

    @property
    def store(self) -> HistoryStore | None:
        """The open history, if any."""
        return self._store

    def already_stored(self, game_id: int) -> None:
        """The game with this id is in the history already (a past game, opened to review)."""
        self._written.add(game_id)

    def problem(self) -> str:
        """Why there is no open history ("" while it is open or about to open)."""
        return self._problem

    def problem_reason(self) -> Problem | None:
        """The code of :meth:`problem` (``None`` while there is none): what the windows say
        follows the code; the English problem is for the log and the tooltip."""
        return self._reason if self._problem else None

    @Slot()
    def open_later(self) -> None:
        """Open the file once the event loop is free (after the first paint)."""
        QTimer.singleShot(0, self, self._open)

    @Slot()
    def open_now(self) -> None:
        """Open the file now if it is not open yet (the puzzles need it before the first paint's
        turn comes)."""
        self._open()

    @Slot()
    def _open(self) -> None:
        if self._path is None or self._store is not None:
            return
        from ..history import HistoryError, HistoryStore, Problem

        try:
            self._store = HistoryStore.open(self._path)
        except HistoryError as exc:
            if exc.reason is Problem.DAMAGED:
                self.damaged_path = self._path
            elif exc.reason is Problem.READ_ONLY:  # still read, for the statistics
                try:
                    self._store = HistoryStore.open_read_only(self._path)
                    self.read_only = True
                    self.opened.emit()
                except HistoryError:
                    pass
            self._path = None  # say it once, then play on without history
            self._before_open.clear()
            self._report(str(exc), exc.reason)
            if self._store is not None:
                self.opened.emit()
            return
        self.opened.emit()
        waiting, self._before_open = self._before_open, []
        for game, review in waiting:
            self.record(game, review)
        self.opened.emit()

    def start_afresh(self) -> Path | None:
        """Keep the damaged history aside (renamed beside it, never deleted) and start a new
        one at its place. Return the kept file's path (``None``: nothing was damaged, or it
        could not be renamed)."""
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
        self.damaged_path, self._path, self._problem, self._reason = None, damaged, "", None
        self._open()
        return kept

    def record(self, game: GameSession, review: GameReview) -> None:
        """Store a finished game once, with its review's count of the person's mistakes and
        summary. The write happens on the disk writer's thread; :attr:`game_stored` or
        :attr:`problem_found` follows."""
        outcome = game.outcome
        store = self._store
        if outcome is None or game.game_id in self._written or self.read_only:
            return
        if store is None:
            if self._path is not None:  # still opening: written once it is open
                self._before_open.append((game, review))
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
            0 if game.began_watched and game.start_ply is None else game.start_ply)

        def write() -> None:
            try:
                store.add_game(stored)
            except HistoryError as exc:
                self._report(str(exc), exc.reason)  # queued: the window's thread hears it
                return
            self.game_written.emit(game.game_id)
            self.game_stored.emit()

        self._writer.submit(write)

    def _report(self, problem: str, reason: Problem) -> None:
        self._problem, self._reason = problem, reason
        self.problem_found.emit(problem, reason)

    @Slot(str, object)
    def give_up(self, problem: str, reason: Problem | None = None) -> None:
        """Close the history after a failed write: later games are not kept. A history open
        to be read only stays open, for the statistics."""
        if self._store is not None and not self.read_only:
            self._writer.flush()
            self._store.close()
            self._store = None
        self._problem = problem
        if reason is not None:
            self._reason = reason

    def close(self) -> None:
        """Wait for the writes still under way and close the file (on closing the window)."""
        if self._before_open:  # closed before the file opened: open it now, to lose nothing
            self._open()
        self._writer.flush()
        if self._store is not None:
            self._store.close()
            self._store = None
