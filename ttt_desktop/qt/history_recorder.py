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
from .game_session import GameSession

if TYPE_CHECKING:
    from ..history import HistoryStore


class HistoryRecorder(QObject):
    """Writes finished games to ``path`` (``None``: keep no history, as in tests)."""

    problem_found = Signal(str)  # the history cannot be used, and why
    game_stored = Signal()  # one more game is in the history

    def __init__(self, path: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._store: HistoryStore | None = None
        self._written: set[int] = set()  # game ids already stored
        self._problem = "" if path is not None else self.tr("no history is kept in this session")

    @property
    def store(self) -> HistoryStore | None:
        """The open history, if any."""
        return self._store

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
        """Store a finished game, once, with its review summary."""
        outcome = game.outcome
        if self._store is None or outcome is None or game.game_id in self._written:
            return
        import datetime

        from ..engine.review import english_summary, review_game
        from ..history import HistoryError, StoredGame

        self._written.add(game.game_id)
        review = review_game(game.variant, game.position.moves)
        sides = {}
        for mark in Mark:
            watched = game.level_for(mark)
            if watched is not None:
                sides[mark] = watched.value
            elif game.human is None or mark is game.human:
                sides[mark] = "human"
            else:
                sides[mark] = level.value
        human = game.human
        stored = StoredGame(None, datetime.datetime.now(datetime.timezone.utc).isoformat(
            timespec="seconds"), game.variant, sides[Mark.X], sides[Mark.O], game.position.moves,
            outcome.result_for(Mark.X), human,
            sum(m.verdict.is_error for m in review.moves if human is None or m.mover is human),
            english_summary(review, human))
        try:
            self._store.add_game(stored)
        except HistoryError as exc:
            self._store.close()
            self._store = None
            self._problem = str(exc)
            self.problem_found.emit(str(exc))
            return
        self.game_stored.emit()

    def close(self) -> None:
        """Close the file (on window close)."""
        if self._store is not None:
            self._store.close()
            self._store = None
