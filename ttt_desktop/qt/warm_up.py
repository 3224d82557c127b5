"""What the first game of a session needs, made ready while the window stands idle after its
first paint, so that the first game stalls the window no more than the next ones.

The first time a process reviews a game, draws a result in its large bold font, strikes a
winning line, paints the evaluation strip or an enabled button, Python loads modules and Qt loads
glyphs, builds pens and paths and runs code for the first time: over ten milliseconds at the
first game's end, where a frame lasts 8.3 ms at 120 Hz. Here each of those is done once, in
small steps of one turn of the event loop each, on unseen copies of the widgets: a click in
between waits for one step at most, and nothing on show changes (but for the room the move list
keeps for the review's summary, laid out here once instead of at the first game's end).

The review's step waits for the worker to have read or solved the variant's table: the
window's thread never solves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import Mark, Position
from ..engine.solver import is_solved
from ..play.controller import GameController
from .board.widget import BoardWidget, line_styles
from .game_panel import GamePanel
from .move_list import MoveListPanel
from .sound.cues import SoundCues
from .widgets.wrapped_label import WrappedLabel
from .words import status as status_words
from .words.names import line_name

if TYPE_CHECKING:
    from ..engine.review import GameReview


def sample_game(position: Position) -> Position:
    """A finished game: from ``position`` (under its rules), the first free cell each turn."""
    game = position.copy()
    while not game.is_game_over():
        game.push(game.legal_moves()[0])
    return game


_warm_in_process: list[bool] = []  # the first window warms the process for every later one


class IdleWarmUp(QObject):
    """Started by :meth:`start` after the window's first paint; :attr:`finished` when done. A
    later window of the same process only keeps its move list's room for the review."""

    finished = Signal()

    def __init__(self, controller: GameController, panel: GamePanel, moves: MoveListPanel,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._panel = panel
        self._moves = moves
        self._review: GameReview | None = None
        self._game = Position()
        self._list: MoveListPanel | None = None  # the unseen copies
        self._board: BoardWidget | None = None
        self._result: WrappedLabel | None = None
        self._steps: list[Callable[[], None]] = [self._keep_room_for_the_summary]
        if not _warm_in_process:
            self._steps = [
                self._ready_the_sounds, self._load_the_review, self._load_the_review_words,
                self._keep_room_for_the_summary, self._review_a_game, self._build_a_move_list,
                self._show_the_review, self._paint_the_rows, self._paint_the_strip,
                self._paint_the_buttons, self._paint_a_replay, self._build_a_board,
                self._paint_the_board, self._paint_the_result, self._drop_the_copies]
        self._started = False
        self.done = False

    @Slot()
    def start(self) -> None:
        """Begin (once): one step per turn of the event loop."""
        if not self._started:
            self._started = True
            QTimer.singleShot(0, self, self._next)

    @Slot()
    def _next(self) -> None:
        if not self._steps:
            self.done = True
            self.finished.emit()
            return
        if self._steps[0] == self._review_a_game and not is_solved(self._game.variant):
            # the worker reads (or solves) the tables a moment after the window opens
            QTimer.singleShot(50, self, self._next)
            return
        self._steps.pop(0)()
        QTimer.singleShot(0, self, self._next)

    # -- the steps --------------------------------------------------------------------------

    def _ready_the_sounds(self) -> None:
        """The window's sound player (if it has one) gets ready in its own thread."""
        parent = self.parent()
        cues = parent.findChild(SoundCues) if parent is not None else None
        if cues is not None:
            cues.player.prepare()

    def _load_the_review(self) -> None:
        from ..engine import review  # noqa: F401 - loaded now rather than at the first end

        self._game = sample_game(Position(self._controller.game.variant))

    def _load_the_review_words(self) -> None:
        from .words import review as review_words  # noqa: F401

    def _keep_room_for_the_summary(self) -> None:
        self._moves.keep_room_for_the_review()

    def _review_a_game(self) -> None:
        from ..engine.review import english_summary, review_game

        self._review = review_game(self._game.variant, self._game.moves)
        english_summary(self._review, Mark.X)  # as the history row says it

    def _build_a_move_list(self) -> None:
        self._list = MoveListPanel()
        self._list.resize(self._moves.size())

    def _show_the_review(self) -> None:
        """The rows with their verdicts, the strip, the summary, the buttons' states."""
        assert self._list is not None
        self._list.set_game(self._game.moves, self._review, None)

    def _paint_the_rows(self) -> None:
        assert self._list is not None
        self._list.moves_view.grab()

    def _paint_the_strip(self) -> None:
        assert self._list is not None
        for part in (self._list.strip, self._list.strip_label, self._list.summary_label):
            part.grab()

    def _paint_the_buttons(self) -> None:
        assert self._list is not None
        self._list.retry_button.grab()
        self._list.play_button.grab()

    def _paint_a_replay(self) -> None:
        assert self._list is not None
        self._list.show_ply(1)
        self._list.grab()

    def _build_a_board(self) -> None:
        """A finished board with its deciding line (which starts the line's pulse)."""
        self._board = BoardWidget()
        self._board.resize(self._panel.board.size())
        self._board.set_cells(self._game.cells())
        styles = line_styles(self._game)
        self._board.set_lines(styles)
        for line, _ in styles:
            line_name(line)

    def _paint_the_board(self) -> None:
        assert self._board is not None
        self._board.grab()

    def _paint_the_result(self) -> None:
        """Every result of the rules in force, in the result's font."""
        self._result = WrappedLabel()
        self._result.setFont(self._panel.result_label.font())
        self._result.resize(self._panel.result_label.width(), 1000)
        self._result.setText(" ".join(status_words.possible_results(self._game.variant)))
        self._result.grab()

    def _drop_the_copies(self) -> None:
        for copy in (self._list, self._board, self._result):
            if copy is not None:
                copy.deleteLater()
        self._list = self._board = self._result = None
        _warm_in_process.append(True)
