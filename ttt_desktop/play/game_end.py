"""The end of a game: its score, its rating, its review and its history row, each once.

The controller hands a game here when it reaches an end (:meth:`GameEnd.finish`). The score of
the game's own table and the player's rating move at once, so that the board that shows the
deciding move shows the new score too. The review and the history row follow, each in a turn of
the event loop of its own and after the paint that shows the deciding move
(:meth:`GameEnd.follow_up`), so that the end shows at once and the review, its redraw and the
history row each stall the window for their own time only.

A game waits for its review while its variant's table is not built (a game that ends in the
first moments): the opponent's worker builds it (the window's thread never solves) and the
review comes when it is ready. At closing (:meth:`GameEnd.close`) it is built here, so that no
finished game is lost.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal, Slot

from ..engine.solver import is_solved
from .game_rating import GameRatingBook
from .opponent import ComputerOpponent
from .recorder import HistoryRecorder
from .score import GameScorer, utc_now
from .session import GameSession

if TYPE_CHECKING:
    from ..engine.review import GameReview

# an event posted at Qt's low priority, as Qt posts a window's paint request: it is handled
# after the paint of the state that was just drawn (see GameEnd._after_paint)
_AFTER_PAINT = QEvent.Type(QEvent.registerEventType())


class GameEnd(QObject):
    """Scores, rates, reviews and records the games that end, the one on the board among them.

    ``reviewed`` says that a finished game's review is ready: the board's game may have one now
    (:meth:`review_of`)."""

    reviewed = Signal()

    def __init__(self, scorer: GameScorer, ratings: GameRatingBook, recorder: HistoryRecorder,
                 opponent: ComputerOpponent, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scorer = scorer
        self._ratings = ratings
        self._recorder = recorder
        self._opponent = opponent
        self._current_id: int | None = None  # the game on the board
        self._reviewed: tuple[tuple[int, ...], GameReview] | None = None  # its moves, review
        self._unreviewed: list[GameSession] = []  # finished, waiting to be reviewed
        self._unstored: list[tuple[GameSession, GameReview]] = []  # reviewed, to be stored
        self._steps: list[Callable[[], None]] = []  # see _after_paint
        opponent.solver_ready.connect(self._on_solver_ready)

    def start(self, session: GameSession) -> None:
        """A game is put on the board: it is the one the score counts and the review is kept for
        (a game that is not scored counts nowhere)."""
        self._current_id = session.game_id
        self._reviewed = None
        self._scorer.start(session.score_table or "", session.game_id)

    def finish(self, game: GameSession) -> None:
        """The game reached an end: score it (its first end only) and rate the player against
        the computer; its review and history row follow (:meth:`follow_up`)."""
        if game.ended_at is None:  # its first end: a reset after it covers it
            game.ended_at = utc_now()
        result = game.result_for_score()
        if result is not None:
            first_end = not self._scorer.counted
            self._scorer.finished(result, game.ended_at)
            if first_end and game.score_table is not None:
                self._ratings.rate_game(game, (result + 1) / 2)
        self._unreviewed.append(game.snapshot())

    def follow_up(self) -> None:
        """After the paint of the deciding move: the review, in a turn of its own; then the
        history row, in another."""
        self._after_paint(self._review_after_end)

    def review_of(self, game: GameSession) -> GameReview | None:
        """The review of ``game`` as it stands on the board, if it is finished and reviewed."""
        if self._reviewed is None or game.game_id != self._current_id or not game.is_over():
            return None
        moves, review = self._reviewed
        return review if moves == game.position.moves else None

    def close(self) -> None:
        """Before the program ends: review (building a table if need be) and record every game
        that still waits."""
        self._review_waiting(build=True)
        self._store_reviewed()

    # -- after the paint ----------------------------------------------------------------------

    def _after_paint(self, step: Callable[[], None]) -> None:
        """Run ``step`` in a turn of the event loop of its own, after the paint of what the
        window has just drawn.

        Qt posts a window's paint request at its low priority and handles posted events in
        order of priority, so an event posted here at that priority after the redraw was asked
        for comes after the paint; the step itself is then queued, for the next turn (after the
        timers)."""
        self._steps.append(step)
        QCoreApplication.postEvent(self, QEvent(_AFTER_PAINT),
                                   Qt.EventPriority.LowEventPriority.value)

    def event(self, event: QEvent) -> bool:
        if event.type() == _AFTER_PAINT:
            if self._steps:
                QTimer.singleShot(0, self, self._steps.pop(0))
            return True
        return super().event(event)

    @Slot()
    def _review_after_end(self) -> None:
        """The second turn of a game's end: its review, shown; the history row comes next."""
        if self._unreviewed:
            self._review_waiting()
            self.reviewed.emit()
        if self._unstored:
            self._after_paint(self._store_reviewed)

    def _review_waiting(self, build: bool = False) -> None:
        """Review the finished games that wait for it, once each; a game whose variant's table
        is not built waits for the worker to build it, unless ``build`` (at closing)."""
        from ..engine.review import review_game

        waiting = []
        for finished in self._unreviewed:
            if not (build or is_solved(finished.variant)):
                waiting.append(finished)
                continue
            moves = finished.position.moves
            if self._reviewed is not None and self._reviewed[0] == moves:
                review = self._reviewed[1]
            else:
                review = review_game(finished.variant, moves)
                if finished.game_id == self._current_id:
                    self._reviewed = (moves, review)
            self._unstored.append((finished, review))
        self._unreviewed = waiting
        if waiting:
            self._opponent.warm_up()

    @Slot()
    def _store_reviewed(self) -> None:
        """The third turn of a game's end: the history row of each game reviewed."""
        unstored, self._unstored = self._unstored, []
        for finished, review in unstored:
            self._recorder.record(finished, review)

    @Slot()
    def _on_solver_ready(self) -> None:
        """The worker has built the tables: review and record what waited for them."""
        self._review_after_end()
