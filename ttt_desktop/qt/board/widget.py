"""The board, painted with QPainter in the proportions of the original canvas (seed 004), by the
game's painter (:mod:`.painter`). Everything scales with the widget, which keeps the board square
and centred.

The widget only draws the state it is given and reports clicks and key presses as
:attr:`cell_clicked`; it knows no rules. Screen readers see it as a table of nine named cells
(:mod:`.board_accessibility`): each setter also tells them which cells changed.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...engine import Line, Mark, Position
from ...engine.lines import LineRole, marked_lines
from ...engine.notation import cell_from_digit
from ..widgets.palette import MARK_COLOUR
from . import accessibility
from .painter import CELL, cell_square, mark_pen, paint_grid, paint_mark

MARGIN = 0.06  # of the board's side, around the board
PULSE_MS = 1200  # the winning line swells twice when a game ends
STROKE_MS = 180  # a new mark is drawn as a pen would: the circle traced, the cross stroke by stroke
LINE_MS = 200  # the winning line is drawn across, then swells

_ARROWS = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1),
           Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}


def cell_for_key(key: Qt.Key) -> int | None:
    """The cell a digit key plays, as on a numeric keypad (seed 002): 7 8 9 is the top row.

    >>> cell_for_key(Qt.Key.Key_7), cell_for_key(Qt.Key.Key_3), cell_for_key(Qt.Key.Key_0)
    (0, 8, None)
    """
    digit = key.value - Qt.Key.Key_0.value
    return cell_from_digit(digit) if 1 <= digit <= 9 else None


class LineStyle(enum.Enum):
    """How a completed line is drawn."""

    STRONG = "strong"  # the line that decided the game
    FADED = "faded"  # a line that a later one beat
    DASHED_CIRCLE = "dashed-circle"  # made in mid-game by ○: long dashes
    DASHED_CROSS = "dashed-cross"  # made in mid-game by ×: short dashes


_DASHES = {LineStyle.DASHED_CIRCLE: [4.0, 2.5], LineStyle.DASHED_CROSS: [1.2, 1.8]}


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


class BoardWidget(QWidget):
    """A square 3 × 3 board. Setters store state and call ``update()``; ``paintEvent`` draws."""

    cell_clicked = Signal(int)
    first_painted = Signal()  # once, after the first frame is drawn

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # never mirrored, in Arabic either: the cells are the keypad's keys, which do not move
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self._cells: tuple[Mark | None, ...] = (None,) * 9
        self._lines: tuple[tuple[Line, LineStyle], ...] = ()
        self._last_move: int | None = None
        self._highlight: int | None = None
        self._cursor: int = 4
        self._show_cursor = False
        self._notes: dict[int, str] = {}
        self._tips: dict[int, str] = {}
        self._dimmed = False
        self._pulse = 0.0  # 0..1: how much the winning lines swell just after the end
        self._pulse_animation = QVariantAnimation(self)
        self._pulse_animation.setDuration(PULSE_MS)
        self._pulse_animation.setKeyValues([(0.0, 0.0), (0.25, 1.0), (0.5, 0.0), (0.75, 1.0),
                                            (1.0, 0.0)])
        self._pulse_animation.valueChanged.connect(self._on_pulse)
        self._animated = True  # False: reduced motion, nothing moves
        self._stroke_cell: int | None = None  # the mark being drawn, if any
        self._stroke = 1.0  # 0..1: how much of it is drawn
        self._stroke_animation = self._progress_animation(STROKE_MS, self._on_stroke)
        self._line_drawn = 1.0  # 0..1: how far across the deciding lines are drawn
        self._line_animation = self._progress_animation(LINE_MS, self._on_line_drawn)
        self._line_animation.finished.connect(self._pulse_animation.start)
        self.painted_count = 0  # how many times the board was painted (for --smoke-test)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(180, 180)
        self._retranslate()
        self._handles = tuple(accessibility.CellHandle(i, self) for i in range(9))
        accessibility.install(type(self))

    # -- state ------------------------------------------------------------------------------

    def set_cells(self, cells: Iterable[Mark | None]) -> None:
        """The nine cells, row-major."""
        old, self._cells = self._cells, tuple(cells)
        changed = [cell for cell, (before, after) in enumerate(zip(old, self._cells, strict=True))
                   if before is not after]
        for cell in changed:
            accessibility.cell_changed(self._handles[cell])
        if self._stroke_cell in changed:  # taken back or replaced: nothing left to draw
            self._end_stroke()
        if changed:
            self.update()

    def cells(self) -> tuple[Mark | None, ...]:
        """The marks being shown."""
        return self._cells

    def set_lines(self, lines: Iterable[tuple[Line, LineStyle]], draw: bool = False) -> None:
        """The completed lines to draw, each in its style. New strong lines pulse briefly, so
        that the eye finds them; with ``draw`` (the move that made them was just played) they
        are first drawn across. With animations off they are simply there."""
        lines = tuple(lines)
        if lines == self._lines:
            return
        strong = [line for line, style in lines if style is LineStyle.STRONG]
        self._line_animation.stop()
        self._pulse_animation.stop()
        self._pulse, self._line_drawn = 0.0, 1.0
        if strong and strong != list(self.winning_lines()) and self._animated:
            if draw:
                self._line_drawn = 0.0
                self._line_animation.start()
            else:
                self._pulse_animation.start()
        self._lines = lines
        self.update()

    def set_winning_lines(self, lines: Iterable[Line]) -> None:
        """Lines to strike through strongly (and no others)."""
        self.set_lines((line, LineStyle.STRONG) for line in lines)

    def lines(self) -> tuple[tuple[Line, LineStyle], ...]:
        """Every line drawn, with its style."""
        return self._lines

    def winning_lines(self) -> tuple[Line, ...]:
        """The lines struck through strongly."""
        return tuple(line for line, style in self._lines if style is LineStyle.STRONG)

    def is_pulsing(self) -> bool:
        """True while new winning lines are drawn across or swell."""
        return any(a.state() == QVariantAnimation.State.Running
                   for a in (self._line_animation, self._pulse_animation))

    @Slot(object)
    def _on_pulse(self, value: object) -> None:
        self._pulse = float(value)  # type: ignore[arg-type]
        self.update()

    # -- motion -----------------------------------------------------------------------------

    def _progress_animation(self, duration_ms: int, slot: Callable[[object], None],
                            ) -> QVariantAnimation:
        animation = QVariantAnimation(self)
        animation.setDuration(duration_ms)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)  # fast, then easing off like a pen
        animation.valueChanged.connect(slot)
        return animation

    def set_animated(self, animated: bool) -> None:
        """Animations on, or off (reduced motion: whatever moves now ends at once, and nothing
        moves again)."""
        self._animated = animated
        if not animated:
            self.finish_animations()
            self._pulse_animation.stop()
            self._pulse = 0.0
            self.update()

    def animated(self) -> bool:
        """True while the board may animate."""
        return self._animated

    def draw_mark(self, cell: int) -> None:
        """Draw the mark just played in ``cell`` as a stroke, the earlier one finished at once.
        Without animations the mark is simply there."""
        self.finish_animations()
        if not self._animated or self._cells[cell] is None:
            return
        self._stroke_cell, self._stroke = cell, 0.0
        self._stroke_animation.start()

    def finish_animations(self) -> None:
        """Jump every stroke to its end (a click, a key or the next move never waits for it);
        a winning line goes on to its swell."""
        if self._stroke_animation.state() == QVariantAnimation.State.Running:
            self._stroke_animation.stop()
        self._end_stroke()
        if self._line_animation.state() == QVariantAnimation.State.Running:
            self._line_animation.stop()
            self._line_drawn = 1.0
            self._pulse_animation.start()
            self.update()

    def stroke_drawn(self) -> float:
        """How much of the mark being drawn is drawn, 0..1 (1 when none is being drawn)."""
        return self._stroke

    def is_animating(self) -> bool:
        """True while anything on the board moves: a stroke, a line drawn across, a swell."""
        return any(a.state() == QVariantAnimation.State.Running for a in
                   (self._stroke_animation, self._line_animation, self._pulse_animation))

    def _end_stroke(self) -> None:
        if self._stroke_cell is not None:
            self._stroke_animation.stop()
            self._stroke_cell, self._stroke = None, 1.0
            self.update()

    @Slot(object)
    def _on_stroke(self, value: object) -> None:
        self._stroke = float(value)  # type: ignore[arg-type]
        if self._stroke >= 1.0:
            self._stroke_cell = None
        self.update()

    @Slot(object)
    def _on_line_drawn(self, value: object) -> None:
        self._line_drawn = float(value)  # type: ignore[arg-type]
        self.update()

    def set_last_move(self, cell: int | None) -> None:
        """The cell to mark as the latest move."""
        before, self._last_move = self._last_move, cell
        self._described(before, cell)
        if before != cell:
            self.update()

    def last_move(self) -> int | None:
        """The cell marked as the latest move."""
        return self._last_move

    def set_highlight(self, cell: int | None) -> None:
        """A cell to light up (the hint)."""
        before, self._highlight = self._highlight, cell
        self._described(before, cell)
        if before != cell:
            self.update()

    def highlight(self) -> int | None:
        """The lit cell, if any."""
        return self._highlight

    def set_notes(self, notes: Mapping[int, str], tips: Mapping[int, str] | None = None) -> None:
        """Small text per cell (the analysis overlay), and what each note means in words: the
        tooltip over that cell, and what a screen reader reads for it."""
        before, self._notes = self._notes, dict(notes)
        self._tips = dict(tips or {})
        changed = [cell for cell in set(before) | set(self._notes)
                   if before.get(cell) != self._notes.get(cell)]
        for cell in changed:
            accessibility.cell_described(self._handles[cell])
        if changed:
            self.update()

    def notes(self) -> dict[int, str]:
        """The small text shown per cell."""
        return dict(self._notes)

    def note_tip(self, cell: int) -> str:
        """The words for a cell's note ("" when there are none)."""
        return self._tips.get(cell, "")

    def set_dimmed(self, dimmed: bool) -> None:
        """Grey the marks a little (while the computer thinks)."""
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    def cursor_cell(self) -> int:
        """The cell under the keyboard cursor."""
        return self._cursor

    def cell_handles(self) -> tuple[accessibility.CellHandle, ...]:
        """The nine objects that stand for the cells to accessibility clients."""
        return self._handles

    def _described(self, before: int | None, after: int | None) -> None:
        if before != after:
            for cell in (before, after):
                if cell is not None:
                    accessibility.cell_described(self._handles[cell])

    def _move_cursor(self, cell: int) -> None:
        if cell != self._cursor:
            self._cursor = cell
            if self.hasFocus():
                accessibility.cursor_moved(self._handles[cell])

    # -- geometry ---------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(360, 360)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def board_rect(self) -> QRectF:
        """The square the board occupies, centred in the widget."""
        full = min(self.width(), self.height())
        side = full - 2 * full * MARGIN
        return QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)

    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Board"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def cell_rect(self, cell: int) -> QRectF:
        """A cell's square, in widget coordinates."""
        return cell_square(self.board_rect(), cell)

    def cell_at(self, point: QPointF) -> int | None:
        """The cell under a point, or ``None`` outside the board."""
        board = self.board_rect()
        if not board.contains(point):
            return None
        size = board.width() / 3
        col = min(int((point.x() - board.left()) // size), 2)
        row = min(int((point.y() - board.top()) // size), 2)
        return row * 3 + col

    # -- input ------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        cell = self.cell_at(event.position())
        self.finish_animations()
        if cell is not None:
            self._show_cursor = False
            self._move_cursor(cell)
            self.cell_clicked.emit(cell)
        event.accept()
        return None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        cell = cell_for_key(key)
        self.finish_animations()
        if cell is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self._move_cursor(cell)
            self.cell_clicked.emit(self._cursor)
        elif key in _ARROWS:
            d_row, d_col = _ARROWS[key]
            row, col = divmod(self._cursor, 3)
            self._move_cursor((row + d_row) % 3 * 3 + (col + d_col) % 3)
            self._show_cursor = True
            self.update()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._show_cursor = True
            self.cell_clicked.emit(self._cursor)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            cell = self.cell_at(QPointF(event.pos()))
            tip = self._tips.get(cell) if cell is not None else None
            if tip:  # the words for the note under the pointer, while it stays in that cell
                QToolTip.showText(event.globalPos(), tip, self,
                                  self.cell_rect(cell).toAlignedRect())  # type: ignore[arg-type]
                return True
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # the focus comes by keyboard: show where the keys act, and tell a screen reader
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._show_cursor = True
        accessibility.cursor_moved(self._handles[self._cursor])
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    # -- drawing ----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = self.board_rect()
        scale = board.width() / (3 * CELL)
        palette = self.palette()
        self._paint_cell_backgrounds(painter, palette)
        paint_grid(painter, board, palette.color(QPalette.ColorRole.WindowText))
        mark_colour = QColor(MARK_COLOUR)
        if self._dimmed:
            mark_colour.setAlphaF(0.75)
        painter.setPen(mark_pen(board, mark_colour))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for cell, mark in enumerate(self._cells):
            if mark is not None:
                drawn = self._stroke if cell == self._stroke_cell else 1.0
                paint_mark(painter, self.cell_rect(cell), mark, drawn)
        self._paint_notes(painter, scale, palette)
        self._paint_lines(painter, scale, palette)
        painter.end()
        self.painted_count += 1
        if self.painted_count == 1:
            self.first_painted.emit()

    def _paint_cell_backgrounds(self, painter: QPainter, palette: QPalette) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        if self._last_move is not None and self._cells[self._last_move] is not None:
            tint = QColor(MARK_COLOUR)
            tint.setAlphaF(0.12)
            painter.setBrush(tint)
            painter.drawRoundedRect(self.cell_rect(self._last_move).adjusted(6, 6, -6, -6), 8, 8)
        highlight = palette.color(QPalette.ColorRole.Highlight)
        if self._highlight is not None:  # the hint: a glow inside a solid frame
            glow = QColor(highlight)
            glow.setAlphaF(0.35)
            painter.setPen(QPen(highlight, 3))
            painter.setBrush(glow)
            painter.drawRoundedRect(self.cell_rect(self._highlight).adjusted(6, 6, -6, -6), 8, 8)
        if self.hasFocus():  # the focus is always visible: a frame around the board
            painter.setPen(QPen(highlight, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 6, 6)
            if self._show_cursor:  # and, once the keys are used, the cell they act on: dashed
                painter.setPen(QPen(highlight, 3, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(self.cell_rect(self._cursor).adjusted(10, 10, -10, -10),
                                        8, 8)

    def _paint_notes(self, painter: QPainter, scale: float, palette: QPalette) -> None:
        if not self._notes:
            return
        painter.setFont(self.note_font(scale))
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        for cell, text in self._notes.items():
            painter.drawText(self.cell_rect(cell), Qt.AlignmentFlag.AlignCenter, text)

    def note_font(self, scale: float) -> QFont:
        """The notes' font: 13 px at full size, and smaller when the longest note would not fit
        in a cell ("Niederlage 3", "проигрыш 5": a result runs longer in some languages)."""
        font = QFont(self.font())
        font.setPixelSize(max(9, int(13 * scale)))
        room = 0.9 * self.cell_rect(0).width()
        widest = max((QFontMetricsF(font).horizontalAdvance(text)
                      for text in self._notes.values()), default=0.0)
        if widest > room:
            font.setPixelSize(max(6, int(font.pixelSize() * room / widest)))
        return font

    def _paint_lines(self, painter: QPainter, scale: float, palette: QPalette) -> None:
        for (first, _, last), style in self._lines:
            painter.setPen(self._line_pen(style, scale, palette))
            a, b = self.cell_rect(first).center(), self.cell_rect(last).center()
            reach = 0.32  # extend past the end cells' centres, as a hand would draw it
            d = b - a
            start, end = a - d * (reach / 2), b + d * (reach / 2)
            if style is LineStyle.STRONG and self._line_drawn < 1.0:  # being drawn across
                end = start + (end - start) * self._line_drawn
            painter.drawLine(start, end)

    def _line_pen(self, style: LineStyle, scale: float, palette: QPalette) -> QPen:
        if style in _DASHES:  # thin and dashed, in the marks' colour: play goes on
            pen = QPen(MARK_COLOUR, 4 * scale, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
            pen.setDashPattern(_DASHES[style])
            return pen
        colour = QColor(palette.color(QPalette.ColorRole.WindowText))
        if style is LineStyle.FADED:
            colour.setAlphaF(0.25)
            return QPen(colour, 6 * scale, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        colour.setAlphaF(0.8)
        return QPen(colour, (7 + 5 * self._pulse) * scale, Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap)
