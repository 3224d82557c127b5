"""The window's link to the game history: opens the file after the first paint, writes each
finished game once, and reports a problem once (the game then plays on without history).

The history module (and sqlite3) load only when the file is opened, after the first paint, to
keep them out of the start-up time.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import Mark
from ..engine.players import Level
from ..engine.solver import is_solved
from .session import GameSession

if TYPE_CHECKING:
    from ..history import HistoryStore, StoredGame


class HistoryRecorder(QObject):
    """Writes finished games to ``path`` (``None``: keep no history, as in tests)."""

    problem_found = Signal(str)  # the history cannot be used, and why
    game_stored = Signal()  # one more game is in the history
    review_needed = Signal()  # a finished game waits for its variant's table to be built

    def __init__(self, path: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._store: HistoryStore | None = None
        self._written: set[int] = set()  # game ids already stored
        self._waiting: list[StoredGame] = []  # finished, not yet reviewed (cold solver)
        self._problem = ""
        self.keeps_history = path is not None  # False: this session keeps no history at all

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

    @Slot()
    def open_later(self) -> None:
        """Open the file once the event loop is free (after the first paint)."""
        QTimer.singleShot(0, self, self._open)

    @Slot()
    def _open(self) -> None:
        if self._path is None or self._store is not None:
            return
        from ..history import HistoryError, HistoryStore

        try:
            self._store = HistoryStore.open(self._path)
        except HistoryError as exc:
            self._path = None  # say it once, then play on without history
            self._problem = str(exc)
            self.problem_found.emit(str(exc))

    def record(self, game: GameSession, level: Level) -> None:
        """Store a finished game, once, with its review summary. When the variant's table is
        not built yet (a game finished in the first moments), the game waits in
        :attr:`review_needed` until :meth:`store_waiting`: the window's thread never solves."""
        outcome = game.outcome
        if self._store is None or outcome is None or game.game_id in self._written:
            return
        import datetime

        from ..history import StoredGame

        self._written.add(game.game_id)
        sides = {}
        for mark in Mark:
            watched = game.level_for(mark)
            if watched is not None:
                sides[mark] = watched.value
            elif game.human is None or mark is game.human:
                sides[mark] = "human"
            else:
                sides[mark] = level.value
        stored = StoredGame(None, datetime.datetime.now(datetime.timezone.utc).isoformat(
            timespec="seconds"), game.variant, sides[Mark.X], sides[Mark.O], game.position.moves,
            outcome.result_for(Mark.X), game.human)
        self._waiting.append(stored)
        if is_solved(game.variant):
            self.store_waiting()
        else:
            self.review_needed.emit()

    @Slot()
    def store_waiting(self, now: bool = False) -> None:
        """Review and store the games waiting for their variant's table, once it is built (or
        ``now``, building it here: the window is closing and no game may be lost)."""
        from dataclasses import replace

        from ..engine.review import english_summary, review_game
        from ..history import HistoryError

        ready = [g for g in self._waiting if now or is_solved(g.variant)]
        self._waiting = [g for g in self._waiting if g not in ready]
        for stored in ready:
            if self._store is None:
                return
            review = review_game(stored.variant, stored.moves)
            human = stored.human
            reviewed = replace(stored, mistakes=sum(
                m.verdict.is_error for m in review.moves if human is None or m.mover is human),
                summary=english_summary(review, human))
            try:
                self._store.add_game(reviewed)
            except HistoryError as exc:
                self._store.close()
                self._store = None
                self._problem = str(exc)
                self.problem_found.emit(str(exc))
                return
            self.game_stored.emit()

    def close(self) -> None:
        """Store any game still waiting for its review, and close the file (on window close)."""
        self.store_waiting(now=True)
        if self._store is not None:
            self._store.close()
            self._store = None
