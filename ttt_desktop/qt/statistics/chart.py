"""The Statistics window's two painted charts: results over time, and mistakes per game.

Like the board, each chart only draws the state it is given (setters call ``update()``). Wins,
draws and losses differ in fill pattern as well as colour (solid, dotted, hatched), so that they
stay apart in high contrast and for colour-blind eyes. Each chart also puts what it shows into
its accessible description, for screen readers.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...statistics import Period, moving_average
from ..widgets.palette import MARK_COLOUR

WIN_COLOUR = QColor("#2E9E5B")
LOSS_COLOUR = QColor(MARK_COLOUR)
PAD_LEFT, PAD_RIGHT, PAD_TOP, PAD_BOTTOM = 42.0, 8.0, 22.0, 18.0
MAX_BARS = 120  # up to this many games, one bar each; beyond, one line per pixel column
LINE_POINTS = 120  # at most about this many points on the average's line
ROW = 16.0  # the height of a line of words above a plot (its title, a row of the legend)
SWATCH = 22.0  # the length of a legend's sample line


def _fills(palette: QPalette) -> list[tuple[QColor, Qt.BrushStyle]]:
    """The fill of wins, draws and losses: a colour and a pattern each."""
    draw = QColor(palette.color(QPalette.ColorRole.WindowText))
    draw.setAlphaF(0.45)
    return [(WIN_COLOUR, Qt.BrushStyle.SolidPattern), (draw, Qt.BrushStyle.Dense4Pattern),
            (LOSS_COLOUR, Qt.BrushStyle.BDiagPattern)]


# a line of words in its own box, laid out by its own direction (Arabic right to left) and
# placed where the box says, whatever the direction: the boxes are laid out here
_CENTRED = Qt.AlignmentFlag.AlignCenter | Qt.AlignmentFlag.AlignAbsolute


class _Chart(QWidget):
    """What both charts share: a plot area, a frame and the axis text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # time runs left to right in every language, Arabic too (as its figures are written)
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 120)

    def sizeHint(self) -> QSize:
        return QSize(480, 170)

    def plot_area(self) -> QRectF:
        """Where the data is drawn, inside the axes."""
        return QRectF(self.rect()).adjusted(PAD_LEFT, PAD_TOP, -PAD_RIGHT, -PAD_BOTTOM)

    def _axes(self, painter: QPainter, area: QRectF, top: str, bottom: str) -> None:
        ink = self.palette().color(QPalette.ColorRole.WindowText)
        painter.setPen(QPen(ink, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(area)
        painter.drawText(QRectF(0, area.top() - 8, PAD_LEFT - 4, 16),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, top)
        painter.drawText(QRectF(0, area.bottom() - 8, PAD_LEFT - 4, 16),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, bottom)

    def retranslate(self) -> None:
        """Say the chart in the current language (each chart: its name and description)."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _empty(self, painter: QPainter, text: str) -> None:
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, text)


class ResultsChart(_Chart):
    """Stacked bars, one per period of consecutive games: the share of wins (bottom), draws and
    losses (top), oldest on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._periods: tuple[Period, ...] = ()
        self.retranslate()

    def retranslate(self) -> None:
        """The name and description in the current language."""
        self.setAccessibleName(self.tr("Results over time"))
        self.set_periods(self._periods)

    def set_periods(self, periods: Sequence[Period]) -> None:
        """The periods to draw, oldest first."""
        self._periods = tuple(periods)
        described = [self.tr("games {first} to {last}: {wins} won, {draws} drawn, {losses} lost")
                     .format(first=p.first, last=p.last, wins=p.tally.wins, draws=p.tally.draws,
                             losses=p.tally.losses) for p in self._periods]
        self.setAccessibleDescription("; ".join(described))
        self.update()

    def periods(self) -> tuple[Period, ...]:
        """What the chart shows."""
        return self._periods

    def bar_rect(self, index: int) -> QRectF:
        """The whole bar of one period, in widget coordinates."""
        area = self.plot_area()
        step = area.width() / max(1, len(self._periods))
        return QRectF(area.left() + index * step + step * 0.12, area.top(), step * 0.76,
                      area.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if not self._periods:
            self._empty(painter, self.tr("No games to show yet."))
            painter.end()
            return
        area = self.plot_area()
        fills = _fills(self.palette())
        painter.setPen(Qt.PenStyle.NoPen)
        for index, period in enumerate(self._periods):
            bar = self.bar_rect(index)
            bottom = bar.bottom()
            counts = (period.tally.wins, period.tally.draws, period.tally.losses)
            for count, (colour, pattern) in zip(counts, fills, strict=True):
                height = bar.height() * count / period.tally.games
                segment = QRectF(bar.left(), bottom - height, bar.width(), height)
                painter.fillRect(segment, QBrush(colour, pattern))
                bottom -= height
        self._axes(painter, area, "100%", "0%")
        self._legend(painter, fills)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        first, last = self._periods[0], self._periods[-1]
        below = QRectF(area.left(), area.bottom() + 2, area.width(), PAD_BOTTOM - 2)
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft, first.started[:10])
        painter.drawText(below, Qt.AlignmentFlag.AlignRight, last.ended[:10])
        painter.end()

    def _legend(self, painter: QPainter, fills: list[tuple[QColor, Qt.BrushStyle]]) -> None:
        names = (self.tr("Wins"), self.tr("Draws"), self.tr("Losses"))
        x = PAD_LEFT
        metrics = painter.fontMetrics()
        for name, (colour, pattern) in zip(names, fills, strict=True):
            swatch = QRectF(x, 5, 12, 12)
            painter.fillRect(swatch, QBrush(colour, pattern))
            painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
            painter.drawRect(swatch)
            painter.drawText(QPointF(x + 16, 15), name)
            x += 16 + metrics.horizontalAdvance(name) + 14


class MistakesChart(_Chart):
    """The player's mistakes in each game (grey bars) and their moving average (a red line),
    oldest on the left: a falling line is a player who learns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._mistakes: tuple[int, ...] = ()
        self._top = 1
        self._average: tuple[float, ...] = ()
        self.retranslate()

    def retranslate(self) -> None:
        """The name and description in the current language."""
        self.setAccessibleName(self.tr("Mistakes per game"))
        self.set_mistakes(self._mistakes)

    def set_mistakes(self, mistakes: Sequence[int]) -> None:
        """The player's mistakes and blunders in each game, oldest first."""
        self._mistakes = tuple(mistakes)
        self._top = max(1, max(self._mistakes, default=1))
        self._average = tuple(moving_average(self._mistakes))
        if self._average:
            self.setAccessibleDescription(self.tr(
                "%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} "
                "lately", "", len(self._mistakes)).format(first=self._average[0],
                                                           last=self._average[-1]))
        else:
            self.setAccessibleDescription("")
        self.update()

    def average(self) -> tuple[float, ...]:
        """The moving average drawn as the line."""
        return self._average

    def point_at(self, index: int, value: float) -> QPointF:
        """Where game ``index`` with ``value`` mistakes is drawn."""
        area = self.plot_area()
        top = self._top
        x = area.left() + area.width() * (index + 0.5) / max(1, len(self._mistakes))
        return QPointF(x, area.bottom() - area.height() * value / top)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if not self._mistakes:
            self._empty(painter, self.tr("No games to show yet."))
            painter.end()
            return
        area = self.plot_area()
        self._axes(painter, area, str(self._top), "0")  # under the data
        count = len(self._mistakes)
        grey = QColor(self.palette().color(QPalette.ColorRole.WindowText))
        grey.setAlphaF(0.3)
        bottom = area.bottom()
        if count <= MAX_BARS:  # one bar per game
            width = max(1.0, area.width() / count * 0.6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(grey)
            for index, value in enumerate(self._mistakes):
                if value:
                    top = self.point_at(index, value)
                    painter.drawRect(QRectF(top.x() - width / 2, top.y(), width,
                                            bottom - top.y()))
        else:  # more games than that: one line per pixel column, the mean of its games
            columns = max(1, int(area.width()))
            strokes = []
            for column in range(columns):
                games = self._mistakes[column * count // columns:(column + 1) * count // columns]
                if games and any(games):
                    top = self.point_at(column * count // columns, sum(games) / len(games))
                    x = area.left() + column + 0.5
                    strokes.append(QLineF(x, bottom, x, top.y()))
            painter.setPen(QPen(grey, 1))
            painter.drawLines(strokes)  # one call: ten times faster than a rectangle each
        # the average is smooth: a point every few games is enough for the line
        step = max(1, count // LINE_POINTS)
        line = [self.point_at(i, self._average[i]) for i in range(0, count, step)]
        line.append(self.point_at(count - 1, self._average[-1]))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)  # the line only: bars are square
        painter.setPen(QPen(LOSS_COLOUR, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(QPolygonF(line))
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(QRectF(area.left(), 3, area.width(), 16), Qt.AlignmentFlag.AlignLeft,
                         self.tr("Mistakes per game; the line is the average of 10 games"))
        painter.end()


class RatingChart(_Chart):
    """The player's puzzle rating after each attempt (a line), oldest on the left. It can draw
    several lines (:meth:`set_series`), each across the whole width, told apart by their dashes
    and named in a legend."""

    PENS = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: tuple[tuple[str, tuple[float, ...]], ...] = ()
        self.setMinimumSize(240, 90)
        self.retranslate()

    def retranslate(self) -> None:
        """The name and description in the current language."""
        self.setAccessibleName(self.tr("Puzzle rating over time"))
        self.set_series(self._series)

    def sizeHint(self) -> QSize:
        return QSize(480, 110)

    def title(self) -> str:
        """The line above the plot."""
        return self.tr("Puzzle rating after each puzzle")

    def empty_text(self) -> str:
        """What the chart says with nothing to draw."""
        return self.tr("No puzzles yet: Game › Puzzles.")

    def describe(self, ratings: tuple[float, ...]) -> str:
        """One line's figures for a screen reader."""
        return self.tr("%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, "
                       "{best:.0f} at best", "", len(ratings)).format(
            first=ratings[0], last=ratings[-1], best=max(ratings))

    def set_ratings(self, ratings: Sequence[float]) -> None:
        """The rating after each attempt, oldest first."""
        self.set_series([("", ratings)])

    def set_series(self, series: Sequence[tuple[str, Sequence[float]]]) -> None:
        """Lines to draw, each (its name in the legend, the ratings oldest first); empty lines
        are left out."""
        self._series = tuple((name, tuple(r)) for name, r in series if r)
        self.setAccessibleDescription("; ".join(
            (f"{name}: " if name else "") + self.describe(ratings)
            for name, ratings in self._series))
        self.update()

    def ratings(self) -> tuple[float, ...]:
        """What the chart shows (the first line)."""
        return self._series[0][1] if self._series else ()

    def series(self) -> tuple[tuple[str, tuple[float, ...]], ...]:
        """Every line the chart shows."""
        return self._series

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if not self._series:
            self._empty(painter, self.empty_text())
            painter.end()
            return
        area = self.plot_area()
        every = [r for _, ratings in self._series for r in ratings]
        low = min(every) // 100 * 100
        high = max(low + 100, -(-max(every) // 100) * 100)
        self._axes(painter, area, f"{high:.0f}", f"{low:.0f}")
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = self.palette().color(QPalette.ColorRole.Highlight)
        title_rect, legend = self.header()
        named = iter(legend)
        for index, (name, ratings) in enumerate(self._series):
            count = len(ratings)
            step = max(1, count // int(max(1.0, area.width())))
            points = [QPointF(area.left() + area.width() * (i + 0.5) / count,
                              area.bottom() - area.height() * (ratings[i] - low) / (high - low))
                      for i in range(0, count, step)]
            pen = QPen(ink, 2.5)
            pen.setStyle(self.PENS[index % len(self.PENS)])
            painter.setPen(pen)
            if len(points) == 1:
                painter.drawEllipse(points[0], 3, 3)
            else:
                painter.drawPolyline(QPolygonF(points))
            if name:
                sample, where = next(named)
                painter.drawLine(sample)
                painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
                painter.drawText(where, _CENTRED, name)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(title_rect, _CENTRED, self.title())
        painter.end()

    def plot_area(self) -> QRectF:
        """Below the title and the legend's rows."""
        below = max((where.bottom() for _, where in self.header()[1]), default=3 + ROW)
        return super().plot_area().adjusted(0, below - (3 + ROW), 0, 0)

    def header(self) -> tuple[QRectF, list[tuple[QLineF, QRectF]]]:
        """Where the title goes, and each named line's entry in the legend (its sample line and
        its name), in the order of the lines. The title starts the first row where reading
        starts (on the right in Arabic), the legend ends its rows where reading ends; the legend
        shares the title's row only when both fit it whole, and else takes rows of its own
        below it: the two never overlap."""
        metrics = QFontMetricsF(self.font())
        right_to_left = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        left, right = PAD_LEFT, max(PAD_LEFT + 1, self.width() - PAD_RIGHT)
        room = right - left
        title_width = min(room, metrics.horizontalAdvance(self.title()) + 4)
        title = QRectF(right - title_width if right_to_left else left, 3, title_width, ROW)
        widths = [min(room, SWATCH + 4 + metrics.horizontalAdvance(name) + 4)
                  for name, _ in self._series if name]
        gap = 10.0
        rows: list[list[float]] = [[]]
        for width in widths:  # as many rows as the names need, each as wide as the chart
            if rows[-1] and sum(rows[-1]) + gap * len(rows[-1]) + width > room:
                rows.append([])
            rows[-1].append(width)
        spans = [sum(row) + gap * (len(row) - 1) for row in rows]
        beside = len(rows) == 1 and title_width + 2 * gap + spans[0] <= room
        legend = []
        for number, (row, span) in enumerate(zip(rows, spans, strict=True), 0 if beside else 1):
            top = 3 + number * (ROW + 2)
            x = left + span if right_to_left else right - span  # where the row's reading starts
            for width in row:
                sample_x = x - SWATCH if right_to_left else x
                name_x = x - width if right_to_left else x + SWATCH + 4
                legend.append((QLineF(sample_x, top + ROW / 2, sample_x + SWATCH, top + ROW / 2),
                               QRectF(name_x, top, width - SWATCH - 4, ROW)))
                x += -(width + gap) if right_to_left else width + gap
        return title, legend


class GameRatingChart(RatingChart):
    """The player's game rating after each rated game, one line per rule."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def retranslate(self) -> None:
        """The name and description in the current language."""
        self.setAccessibleName(self.tr("Game rating over time"))
        self.set_series(self._series)

    def title(self) -> str:
        return self.tr("Game rating after each game")

    def empty_text(self) -> str:
        return self.tr("No rated games yet: play the computer.")

    def describe(self, ratings: tuple[float, ...]) -> str:
        return self.tr("%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, "
                       "{best:.0f} at best", "", len(ratings)).format(
            first=ratings[0], last=ratings[-1], best=max(ratings))
