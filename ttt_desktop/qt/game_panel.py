"""The window's central widget: the players' names, the result, the board, the rule in force and
the score line. :meth:`GamePanel.show_game` draws it all from the controller's state."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..engine import Mark, Variant
from ..play.controller import GameController
from .board.widget import BoardWidget, LineStyle, line_styles
from .widgets.elided_label import ElidedLabel
from .widgets.wrapped_label import WrappedLabel
from .words import status as status_words
from .words.names import line_name

# The player names and the score line grow with the board, within these pixel sizes.
LABEL_PX = (12, 22)

class GamePanel(QWidget):
    """Names, result, board, rule and score, one above the other."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # a move lays nothing out again: whose turn it is is painted (bold and underlined, the
        # label's font unchanged), and each label that changes its words keeps room for the
        # longest it may say in the language in force (_reserve_room)
        self._variant: Variant | None = None  # whose results the result label has room for
        self._names: tuple[str, ...] = ()  # the names of a game that is not watched
        self._stroked: tuple[int, int] | None = None  # the last move drawn as a stroke
        self.circle_label = ElidedLabel()
        self.cross_label = ElidedLabel()
        self.score_label = ElidedLabel()
        for label in (self.circle_label, self.cross_label, self.score_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # a score line too long for the board's width (a long level, "about Medium", in a
        # language of long words) is painted smaller, whole, before it drops its level
        self.score_label.shrink_to(LABEL_PX[0])
        players = QHBoxLayout()
        players.addWidget(self.circle_label)
        players.addWidget(self.cross_label)
        # the result shows beside the board and never over it, so no line is hidden; the row
        # keeps its height during play so that the board does not move when a game ends
        self.result_label = WrappedLabel()
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        result_font = QFont(self.result_label.font())
        result_font.setBold(True)
        result_font.setPointSizeF(result_font.pointSizeF() * 1.3)
        self.result_label.setFont(result_font)
        self.result_label.setMinimumHeight(round(self.result_label.fontMetrics().height() * 1.5))
        self.board = BoardWidget()
        self.rule_label = QLabel()
        self.rule_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rule_label.setWordWrap(True)
        self.rule_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        column = QVBoxLayout(self)
        column.addLayout(players)
        column.addWidget(self.result_label)
        column.addWidget(self.board, 1)
        column.addWidget(self.rule_label)
        column.addWidget(self.score_label)
        self.retranslate()

    def retranslate(self) -> None:
        """The words that do not depend on the game."""
        self.result_label.setAccessibleDescription(self.tr("Result"))
        self.rule_label.setAccessibleDescription(self.tr("Rules in force"))
        self.score_label.set_fixed_tooltip(status_words.score_rules())
        self._variant = None  # the results in the new words
        self._names = status_words.possible_names()

    def _reserve_room(self, variant: Variant, names: dict[Mark, str]) -> None:
        """Room for the longest words the labels may show in this game, in the language in
        force: the players' names, never cut at the window's minimum size (the smallest font),
        whoever is to move; every result of the rules in force. The names and the rules change
        only with the game, so a move never changes a size hint."""
        for mark, label in ((Mark.X, self.circle_label), (Mark.O, self.cross_label)):
            smallest = QFont(label.font())
            smallest.setPixelSize(LABEL_PX[0])
            label.set_reserve(sorted({_name_text(mark, name)
                                      for name in (*self._names, names[mark])}), smallest)
        if variant is not self._variant:
            self._variant = variant
            self.result_label.set_reserve(status_words.possible_results(variant))

    def show_game(self, controller: GameController, analysis: bool) -> str:
        """Draw the game on show; return the status line's state of play."""
        board, game = self.board, controller.game
        position = controller.shown_position()
        live = controller.replay_ply is None and controller.explored is None
        fresh = controller.fresh_move
        stroke = live and fresh == (game.game_id, position.ply) and fresh != self._stroked
        board.set_cells(position.cells())
        if stroke and position.last_move is not None:  # once per move, as a pen draws it
            self._stroked = fresh
            board.draw_mark(position.last_move)
        board.set_last_move(position.last_move)
        styles = line_styles(position)
        board.set_lines(styles, draw=stroke)
        board.set_dimmed(controller.is_thinking())
        hint = controller.hint
        board.set_highlight(hint.cell if hint is not None and live else None)
        notes = (status_words.analysis_notes(position)
                 if analysis and live and game.is_human_turn() else {})
        board.set_notes({cell: note for cell, (note, _) in notes.items()},
                        {cell: tip for cell, (_, tip) in notes.items()})
        board.setToolTip(status_words.analysis_tooltip() if notes else "")
        names, turn = status_words.names(controller), game.position.turn
        self._reserve_room(game.variant, names)
        self.result_label.setText(status_words.result(controller) if live else "")
        self.rule_label.setText(status_words.rule(game.variant))
        for mark, label in ((Mark.X, self.circle_label), (Mark.O, self.cross_label)):
            label.set_text(_name_text(mark, names[mark]))
            label.set_emphasis(not game.is_over() and mark is turn)  # whose turn
        score = controller.score()
        self.score_label.set_text(status_words.score_line(controller, score),
                                  status_words.score_counts(controller, score))
        deciding = [line_name(line) for line, style in styles if style is LineStyle.STRONG]
        return status_words.state(controller, deciding)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The player names and the score line grow with the board, within LABEL_PX, and
        never beyond the size at which a name would be cut (near the window's minimum width,
        where the names have only the room measured in the smallest size)."""
        super().resizeEvent(event)
        window = self.window()
        low, high = LABEL_PX
        px = max(low, min(high, round(min(window.width(), window.height()) * 0.032)))
        while px > low and not all(label.reserve_fits(px)
                                   for label in (self.circle_label, self.cross_label)):
            px -= 1
        for label in (self.circle_label, self.cross_label, self.score_label):
            font = QFont(label.font())
            if font.pixelSize() != px:
                font.setPixelSize(px)
                label.setFont(font)


def _name_text(mark: Mark, name: str) -> str:
    return "  ".join((mark.symbol, name))
