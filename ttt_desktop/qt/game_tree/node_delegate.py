"""The move column of the game tree: a small board of the node's position, painted by the game's
own painter, then the move in keypad notation."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPalette, QTextOption
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from ...engine.game_tree import Branch
from ..board.painter import paint_small_board
from .model import BRANCH_ROLE

BOARD_SIDE = 34  # px, at a scale of 1


class NodeDelegate(QStyledItemDelegate):
    """Draws a node's board before its words; the rest is the style's own item."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width() + BOARD_SIDE + 8, max(size.height(), BOARD_SIDE + 6))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        branch = index.data(BRANCH_ROLE)
        if not isinstance(branch, Branch):
            super().paint(painter, option, index)
            return
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        rect = item.rect
        style = item.widget.style() if item.widget is not None else None
        text = item.text
        item.text = ""
        if style is not None:  # the background, selection and focus, as any item
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, item.widget)
        side = min(BOARD_SIDE, rect.height() - 4)
        rtl = item.direction == Qt.LayoutDirection.RightToLeft
        left = rect.right() - side - 3 if rtl else rect.left() + 3
        board = QRectF(left, rect.top() + (rect.height() - side) / 2, side, side)
        selected = bool(item.state & QStyle.StateFlag.State_Selected)
        role = (QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        colour = item.palette.color(role)
        paint_small_board(painter, board, branch.position().cells(), colour, branch.cell)
        painter.save()
        painter.setPen(colour)
        painter.setFont(item.font)
        words = QRectF(rect.adjusted(0 if rtl else side + 10, 0, -(side + 10) if rtl else 0, 0))
        text_option = QTextOption(Qt.AlignmentFlag.AlignVCenter | (
            Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft))
        text_option.setTextDirection(Qt.LayoutDirection.LeftToRight)  # keypad notation
        text_option.setWrapMode(QTextOption.WrapMode.NoWrap)
        painter.drawText(words, text.strip("\u202a\u202c"), text_option)
        painter.restore()
