"""The game's painter: the grid and the marks in the proportions of the original canvas (seed 004),
for any square. The board widget paints with it, and so does every small board elsewhere (the
game tree's nodes), so that a position looks the same wherever it is drawn.

Per 100-pixel cell: grid lines 4 wide; marks in #DD3344, 10 wide, unfilled; the circle has radius
30 around the cell's centre; the cross runs from (20, 20) to (80, 80) and from (20, 80) to (80, 20).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ...engine import Mark
from ..widgets.palette import MARK_COLOUR

CELL = 100.0  # the original canvas's cell size: all geometry below is in these units
GRID_WIDTH = 4.0
MARK_WIDTH = 10.0
CIRCLE_RADIUS = 30.0
CROSS_INSET = 20.0


def cell_square(board: QRectF, cell: int) -> QRectF:
    """A cell's square inside the board's square."""
    size = board.width() / 3
    return QRectF(board.left() + cell % 3 * size, board.top() + cell // 3 * size, size, size)


def paint_grid(painter: QPainter, board: QRectF, colour: QColor) -> None:
    """The two lines each way, 4 units wide per 100-unit cell."""
    step = board.width() / 3
    painter.setPen(QPen(colour, GRID_WIDTH * step / CELL, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.FlatCap))
    for i in (1, 2):
        x = board.left() + i * step
        y = board.top() + i * step
        painter.drawLine(QPointF(x, board.top()), QPointF(x, board.bottom()))
        painter.drawLine(QPointF(board.left(), y), QPointF(board.right(), y))


def mark_pen(board: QRectF, colour: QColor | None = None) -> QPen:
    """The pen of the marks on a board of this size: #DD3344, 10 units wide, round ends."""
    return QPen(colour or QColor(MARK_COLOUR), MARK_WIDTH * board.width() / (3 * CELL),
                Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)


def paint_mark(painter: QPainter, square: QRectF, mark: Mark, drawn: float = 1.0) -> None:
    """A mark in a cell's square with the painter's pen, or the part a pen has drawn so far
    (``drawn`` 0..1): the circle traced from the top, anticlockwise; the cross's first stroke,
    then its second."""
    scale = square.width() / CELL

    def at(x: float, y: float) -> QPointF:
        return QPointF(square.left() + x * scale, square.top() + y * scale)

    if drawn <= 0.0:
        return
    if mark is Mark.X:  # ○, the first player
        radius = CIRCLE_RADIUS * scale
        centre = at(CELL / 2, CELL / 2)
        if drawn >= 1.0:
            painter.drawEllipse(centre, radius, radius)
        else:  # Qt's angles are sixteenths of a degree, from three o'clock
            box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            painter.drawArc(box, 90 * 16, round(360 * 16 * drawn))
    else:  # ×, the second player
        low, high = CROSS_INSET, CELL - CROSS_INSET
        first = min(1.0, drawn * 2)
        painter.drawLine(at(low, low), at(low + (high - low) * first,
                                           low + (high - low) * first))
        if drawn > 0.5:
            second = (drawn - 0.5) * 2
            painter.drawLine(at(high, low), at(high - (high - low) * second,
                                               low + (high - low) * second))


def paint_small_board(painter: QPainter, board: QRectF, cells: Sequence[Mark | None],
                      grid: QColor, fresh: int | None = None) -> None:
    """A whole position in a square, as the board draws it (no animation); the ``fresh`` cell,
    the move that led to it, gets the board's faint tint behind its mark."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if fresh is not None:
        tint = QColor(MARK_COLOUR)
        tint.setAlphaF(0.16)
        painter.fillRect(cell_square(board, fresh), tint)
    paint_grid(painter, board, grid)
    painter.setPen(mark_pen(board))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for cell, mark in enumerate(cells):
        if mark is not None:
            paint_mark(painter, cell_square(board, cell), mark)
    painter.restore()
