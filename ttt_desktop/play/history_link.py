"""The controller's side that faces the history: what the recorder, the score book and the game
ratings tell, turned into the controller's notices and redraws.

:class:`HistoryLink` listens to the :class:`~.recorder.HistoryRecorder` (a problem, a wait, the
file opened, a game written) and to the :class:`~.game_rating.GameRatingBook` (a game rated). When
the file opens it reads the score from it, and an Adaptive game the person has not touched yet
takes the skill the stored rating calls for. It holds no game of its own: ``game`` gives it the
one on the board.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import Mark
from ..history.errors import Problem
from . import adaptive
from .game_rating import GameRatingBook, RatedGame
from .notice import Notice, NoticeKind
from .recorder import HistoryRecorder
from .score import ScoreBook
from .session import GameSession


class HistoryLink(QObject):
    """Wires the recorder and the ratings to the score and to the controller's signals."""

    changed = Signal()  # the score or the game's skill changed
    notice = Signal(object)  # Notice

    def __init__(self, recorder: HistoryRecorder, scores: ScoreBook, ratings: GameRatingBook,
                 game: Callable[[], GameSession], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._recorder, self._scores, self._ratings, self._game = recorder, scores, ratings, game
        self._provisional_said = False
        self.opening = False  # True while the history opens before the window listens
        recorder.problem_found.connect(self.on_problem)
        recorder.opened.connect(self._on_opened)
        recorder.game_written.connect(self._on_game_written)
        recorder.waiting_changed.connect(self._on_waiting)
        ratings.rated.connect(self._on_rated)

    def _say(self, kind: NoticeKind, **details: object) -> None:
        self.notice.emit(Notice(kind, **details))  # type: ignore[arg-type]

    @Slot(str, object)
    def on_problem(self, problem: str, reason: Problem | None = None) -> None:
        """The history cannot be used: the score is this session's, and the window says why."""
        self._scores.lose_history()
        self.changed.emit()
        if self.opening:  # found before the window that says it: in the loop's first turn
            QTimer.singleShot(0, self, lambda: self._say(NoticeKind.HISTORY_PROBLEM,
                                                         text=problem, problem=reason))
            return
        self._say(NoticeKind.HISTORY_PROBLEM, text=problem, problem=reason)

    @Slot(bool)
    def _on_waiting(self, waiting: bool) -> None:
        """Said once when a wait for a busy history has lasted, and once when it is over."""
        self._say(NoticeKind.HISTORY_WAITING if waiting else NoticeKind.HISTORY_CAUGHT_UP)

    @Slot(int)
    def _on_game_written(self, game_id: int) -> None:
        self._scores.stored(game_id)

    @Slot()
    def _on_opened(self) -> None:
        """The score is read from the history; the ratings are read: an Adaptive game that the
        person has not touched yet is played at the skill the stored rating calls for."""
        store = self._recorder.store
        if store is None:
            return
        from ..history import HistoryError

        try:
            self._scores.use_history(store, writable=not self._recorder.read_only)
        except HistoryError as exc:
            self._recorder.give_up(str(exc), exc.reason)
            self.on_problem(str(exc), exc.reason)
            return
        self.changed.emit()
        game = self._game()
        if not self._ratings.load() or not game.adaptive or game.human is None:
            return
        if game.position.ply >= (1 if game.human is Mark.X else 2):
            return  # the person has moved: the game goes on as it began
        game.skill = adaptive.pick_skill(self._ratings.rating(game.variant), game.variant)
        self.changed.emit()

    @Slot(object)
    def _on_rated(self, rated: RatedGame) -> None:
        """A game was rated: say a named level passed for the first time, the top held, or
        (once) that the rating is provisional."""
        for name in rated.passed:
            self._say(NoticeKind.LEVEL_PASSED, text=name, variant=rated.variant)
        if rated.top_held:
            self._say(NoticeKind.TOP_HELD, variant=rated.variant)
        if rated.provisional and not self._provisional_said:
            self._provisional_said = True
            self._say(NoticeKind.RATING_PROVISIONAL)
        self.changed.emit()
