"""A small painted strip under the move list: the value for ○ after each ply, like a chess
evaluation graph. Above the middle line ○ wins with best play, below it × wins, on it a draw."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from .widgets.palette import MARK_COLOUR


class EvaluationStrip(QWidget):
    """Paints :meth:`set_values` (+1 ○ wins, 0 draw, -1 × wins, one per position) and marks
    the ply on show."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the first move on the left in every language, as the notation in the list reads
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self._values: tuple[int, ...] = ()
        self._shown: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Evaluation after each move"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Evaluation after each move"))
            self._say_values()  # the description and tooltip in the new words
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(160, 48)

    def minimumSizeHint(self) -> QSize:
        return QSize(60, 48)

    def set_values(self, values: Sequence[int]) -> None:
        """The value for ○ of each position, the empty board first. With none (before a
        review), nothing is painted: no empty box, and the strip keeps its place, so that the
        review lays nothing out again."""
        if tuple(values) == self._values:
            return
        self._values = tuple(values)
        self._say_values()
        self.update()

    def _say_values(self) -> None:
        self.setAccessibleDescription(self.tr("Values for ○ after each move: {values}").format(
            values=" ".join({1: "+", 0: "=", -1: "−"}[v] for v in self._values))
            if self._values else "")
        # rich text, so that the tooltip wraps instead of running 1,000 px wide
        self.setToolTip("<p>" + html.escape(self.tr(
            "Who wins with best play after each move, from the empty board on the left: ○ "
            "winning above the middle line, × winning below it, a draw on it. The mark is the "
            "position on the board.")) + "</p>" if self._values else "")

    def values(self) -> tuple[int, ...]:
        """What the strip shows."""
        return self._values

    def set_shown(self, ply: int | None) -> None:
        """The ply to mark (the position on the board), or ``None``."""
        if ply != self._shown:
            self._shown = ply
            if self._values:
                self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._values:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        area = QRectF(self.rect()).adjusted(2, 4, -2, -4)
        painter.fillRect(area, palette.color(QPalette.ColorRole.Base))
        middle = area.center().y()
        grid = QColor(palette.color(QPalette.ColorRole.WindowText))
        grid.setAlphaF(0.35)
        painter.setPen(QPen(grid, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        if len(self._values) >= 1:
            step = area.width() / max(1, len(self._values) - 1)
            half = area.height() / 2 - 3
            points = [QPointF(area.left() + i * step, middle - v * half)
                      for i, v in enumerate(self._values)]
            fill = QColor(MARK_COLOUR)
            fill.setAlphaF(0.25)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawPolygon(QPolygonF([QPointF(points[0].x(), middle), *points,
                                           QPointF(points[-1].x(), middle)]))
            painter.setPen(QPen(MARK_COLOUR, 2))
            painter.drawPolyline(QPolygonF(points))
            if self._shown is not None and 0 <= self._shown < len(points):
                cursor = QColor(palette.color(QPalette.ColorRole.Highlight))
                painter.setPen(QPen(cursor, 2))
                x = points[self._shown].x()
                painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        painter.end()
