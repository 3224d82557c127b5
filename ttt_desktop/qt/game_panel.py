"""The window's central widget: the players' names, the result, the board, the rule in force and
the score line. :meth:`GamePanel.show_game` draws it all from the controller's state."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPalette, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..engine import Mark, Position
from ..engine.lines import LineRole, marked_lines
from ..play.controller import GameController
from . import status_words
from .board_widget import BoardWidget, LineStyle
from .elided_label import ElidedLabel
from .words import line_name

# The player names and the score line grow with the board, within these pixel sizes.
LABEL_PX = (12, 22)

Line = tuple[int, int, int]


def line_styles(position: Position) -> list[tuple[Line, LineStyle]]:
    """How the board draws each completed line: the deciding line strong, a line a later one
    beat faded, a line made in mid-game dashed in its owner's pattern."""
    styles = []
    for marked in marked_lines(position):
        if marked.role is LineRole.MADE:
            style = LineStyle.DASHED_CIRCLE if marked.owner is Mark.X else LineStyle.DASHED_CROSS
        else:
            style = LineStyle.FADED if marked.role is LineRole.BEATEN else LineStyle.STRONG
        styles.append((marked.line, style))
    return styles


class GamePanel(QWidget):
    """Names, result, board, rule and score, one above the other."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # whose turn it is never changes the window's width (a bold name would widen its label
        # and lay the whole window out again at every turn): see _show_name
        self.circle_label = ElidedLabel()
        self.cross_label = ElidedLabel()
        self.score_label = ElidedLabel(wrap=True)  # read whole in every language
        for label in (self.circle_label, self.cross_label, self.score_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        players = QHBoxLayout()
        players.addWidget(self.circle_label)
        players.addWidget(self.cross_label)
        # the result shows beside the board and never over it, so no line is hidden; the row
        # keeps its height during play so that the board does not move when a game ends
        self.result_label = QLabel()
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result_label.setWordWrap(True)
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

    def show_game(self, controller: GameController, analysis: bool) -> str:
        """Draw the game on show; return the status line's state of play."""
        board, game = self.board, controller.game
        position = controller.shown_position()
        live = controller.replay_ply is None
        board.set_cells(position.cells())
        board.set_last_move(position.last_move)
        styles = line_styles(position)
        board.set_lines(styles)
        board.set_dimmed(controller.is_thinking())
        hint = controller.hint
        board.set_highlight(hint.cell if hint is not None and live else None)
        notes = (status_words.analysis_notes(position)
                 if analysis and live and game.is_human_turn() else {})
        board.set_notes({cell: note for cell, (note, _) in notes.items()},
                        {cell: tip for cell, (_, tip) in notes.items()})
        board.setToolTip(status_words.analysis_tooltip() if notes else "")
        self.result_label.setText(status_words.result(controller) if live else "")
        self.rule_label.setText(status_words.rule(game.variant))
        names, turn = status_words.names(controller), game.position.turn
        for mark, label in ((Mark.X, self.circle_label), (Mark.O, self.cross_label)):
            active = not game.is_over() and mark is turn  # whose turn: bold and underlined
            if label.font().bold() != active or label.font().underline() != active:
                font = QFont(label.font())
                font.setBold(active)
                font.setUnderline(active)
                label.setFont(font)
            self._show_name(label, "  ".join((mark.symbol, names[mark])))
        self.score_label.set_full_text(status_words.score_line(controller, controller.score()))
        deciding = [line_name(line) for line, style in styles if style is LineStyle.STRONG]
        return status_words.state(controller, deciding)

    @staticmethod
    def _show_name(label: ElidedLabel, text: str) -> None:
        """A player's name, never cut at the window's minimum size: the label is at least as wide
        as the name in the smallest, bold font, whoever is to move (so turns never change the
        window's minimum size, and a larger window's larger font cannot hold the window wide)."""
        if text == label.full_text() and label.minimumWidth():
            return  # the same name as before (every move redraws): already measured
        label.set_full_text(text)
        font = QFont(label.font())
        font.setPixelSize(LABEL_PX[0])
        font.setBold(True)
        font.setUnderline(True)
        width = math.ceil(QFontMetricsF(font).horizontalAdvance(text)) + 1 + 2 * label.margin()
        if label.minimumWidth() != width:
            label.setMinimumWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The player names and the score line grow with the board, within LABEL_PX."""
        super().resizeEvent(event)
        window = self.window()
        low, high = LABEL_PX
        px = max(low, min(high, round(min(window.width(), window.height()) * 0.032)))
        for label in (self.circle_label, self.cross_label, self.score_label):
            font = QFont(label.font())
            if font.pixelSize() != px:
                font.setPixelSize(px)
                label.setFont(font)
