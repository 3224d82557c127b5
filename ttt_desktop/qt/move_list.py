"""The move list beside the board: the game's moves in keypad notation, stepping through them,
and the post-game review (verdict marks, reasons, an evaluation strip and a summary).

It knows no rules and plays nothing: it shows what the window gives it (:meth:`set_game`) and
asks for things with signals. Row 0 is the empty board; row *k* the position after ply *k*; the
last row is the game as it stands (live). Any other row is a replay, shown read-only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal, Slot
from PySide6.QtGui import QAction, QFocusEvent, QKeyEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine import Mark
from ..engine.notation import move_label
from .board.widget import cell_for_key
from .evaluation_strip import EvaluationStrip
from .language.line_breaks import keep_end_together
from .widgets.wrapped_label import WrappedLabel
from .words.names import notation
from .words.status import replay_text

if TYPE_CHECKING:
    from ..engine.review import GameReview


class _MovesView(QListWidget):
    """A list where Left/Right step back and forth and Home/End jump to the ends; a digit plays
    its cell, as on the board (``cell_key_pressed``), rather than search the rows."""

    cell_key_pressed = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        cell = cell_for_key(Qt.Key(key))
        if cell is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.cell_key_pressed.emit(cell)
            event.accept()
            return
        rows = self.count()
        target = {Qt.Key.Key_Left: self.currentRow() - 1, Qt.Key.Key_Right: self.currentRow() + 1,
                  Qt.Key.Key_Home: 0, Qt.Key.Key_End: rows - 1}.get(Qt.Key(key))
        if target is None:
            super().keyPressEvent(event)
            return
        row = max(0, min(rows - 1, target))
        if row == self.currentRow():  # asked again: back from a position off the list
            self.currentRowChanged.emit(row)
        self.setCurrentRow(row)
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The rows, and with the focus a frame in the highlight colour round them, so that the
        keys' target can be seen."""
        super().paintEvent(event)
        if self.hasFocus():
            painter = QPainter(self.viewport())
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 3))
            painter.drawRect(self.viewport().rect().adjusted(1, 1, -2, -2))
            painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()


class MoveListPanel(QWidget):
    """Moves, review and replay controls. See the module's docstring."""

    ply_shown = Signal(int)  # the player stepped to this position (0 = the empty board)
    play_from_here_requested = Signal(int)  # continue a live game from this position
    retry_requested = Signal(int)  # go back to before this ply, with the hint on
    game_tree_requested = Signal()  # the game tree below the position on show
    cell_key_pressed = Signal(int)  # a digit pressed in the list: the cell it plays on the board

    def sizeHint(self) -> QSize:
        return QSize(200, 400)

    def heightForWidth(self, width: int) -> int:
        """The least height the panel needs at this width: the list's few rows, the wrapped
        words and the buttons. The scroll area around it gives the panel at least this; Qt's
        own answer (the list at its preferred height) made the panel taller than the dock at
        the default size, and the buttons scrolled out of view while the list could shrink."""
        layout = self.layout()
        return layout.totalMinimumHeightForWidth(width) if layout is not None else -1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._moves: tuple[int, ...] = ()
        self._review: GameReview | None = None
        self._side: Mark | None = None
        self._loaded = 0  # the first moves, loaded rather than played
        self._room_for_review = False  # room kept for the summary (keep_room_for_the_review)
        self.moves_view = _MovesView()
        self.moves_view.cell_key_pressed.connect(self.cell_key_pressed)
        self.moves_view.currentRowChanged.connect(self._on_row_changed)
        self.moves_view.itemClicked.connect(self._on_item_clicked)
        self.tree_action = QAction(self.moves_view)  # the list's context menu
        self.tree_action.triggered.connect(self.game_tree_requested)
        self.moves_view.addAction(self.tree_action)
        self.moves_view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        # The labels keep their room during a game, and the strip its place, empty until the
        # review: neither a move nor the review lays the list out again.
        self.reason_label = WrappedLabel(lines=2)
        self.strip = EvaluationStrip()
        self.strip_label = WrappedLabel()  # what the strip shows, above it
        self.strip_label.setBuddy(self.strip)
        self.summary_label = WrappedLabel(lines=2)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self._on_play_clicked)
        self.retry_button = QPushButton()
        self.retry_button.clicked.connect(self._on_retry_clicked)
        self.moves_view.setMinimumHeight(80)
        # the scroll bar is always there, so that the row that first overflows the list does
        # not lay the list out again (nor does a row wider than the list)
        self.moves_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # scrolled by pixels, its page step is the list's height: a new row that still fits
        # leaves the scroll bar as it was, where scrolling by rows changed its page step and
        # repainted it at every move (about a third of a move's paint)
        self.moves_view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.moves_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        for widget in (self.moves_view, self.reason_label, self.strip_label, self.strip,
                       self.summary_label, self.play_button, self.retry_button):
            box.addWidget(widget, 1 if widget is self.moves_view else 0)
        self.retranslate()

    def retranslate(self) -> None:
        """Put every word in the current language (the window calls this on a language change)."""
        self.moves_view.setAccessibleName(self.tr("Moves"))
        self.reason_label.setAccessibleDescription(self.tr("Why"))
        self.summary_label.setAccessibleDescription(self.tr("Review summary"))
        self.tree_action.setText(self.tr("Game &Tree from Here…"))
        self.play_button.setText(self.tr("&Play from Here"))
        self.play_button.setAccessibleName(self.tr("Play from here"))
        self.retry_button.setText(self.tr("Retry from First &Mistake"))
        self.retry_button.setAccessibleName(self.tr("Retry from the first mistake"))
        self.strip_label.set_reserve([self._strip_words()])
        # the reason's two lines in the language's own script, whose lines may be taller than
        # the system font's (Japanese): a reason shown after a move then lays nothing out
        self.reason_label.set_reserve(["\n".join([self.tr("Moves")] * 2)])
        if self._room_for_review:
            self.keep_room_for_the_review()
        self._fill(self.shown_ply() if self.moves_view.count() else 0)  # the rows' words too

    def keep_room_for_the_review(self) -> None:
        """Keep room for the review's summary, in the language in force, before the first
        review comes (this loads the review's words: the window calls it when idle)."""
        from .words.review import summary_samples

        self._room_for_review = True
        self.summary_label.set_reserve(summary_samples())

    # -- what the window gives --------------------------------------------------------------

    def set_game(self, moves: Sequence[int], review: GameReview | None = None,
                 side: Mark | None = None, replay: int | None = None, loaded: int = 0) -> None:
        """The game's moves, and its review once there is one (for ``side``'s moves, or both
        sides when ``None``; the first ``loaded`` moves, loaded rather than played, for both),
        showing the position after ``replay`` moves (``None``: the live one). Nothing is
        emitted: the caller knows what it asked for."""
        moves = tuple(moves)
        shown = len(moves) if replay is None else replay
        if (moves, review, side, loaded) == (self._moves, self._review, self._side,
                                             self._loaded):
            if shown != self.shown_ply():
                self._show_row(shown)
            return
        # a move added with no review on either side: only its row is new; the review of the
        # same moves: the rows are there, only their words change
        added = (self._review is None and side == self._side and loaded == self._loaded
                 and moves[:len(self._moves)] == self._moves)
        keep = len(self._moves) if added else 0
        self._moves, self._review, self._side, self._loaded = moves, review, side, loaded
        self._fill(shown, keep)

    def _show_row(self, row: int) -> None:
        self.moves_view.blockSignals(True)
        self.moves_view.setCurrentRow(row)
        self.moves_view.blockSignals(False)
        self.strip.set_shown(row)
        self._update_controls()

    def _fill(self, shown: int, keep: int = 0) -> None:
        """Write the list's rows, the strip and the summary, with row ``shown`` current. The
        first ``keep`` moves' rows are already there: a move just played adds one row, not the
        whole list again, and the review of the moves on the list only adds its marks to them."""
        moves, review = self._moves, self._review
        view = self.moves_view
        view.blockSignals(True)
        if not keep:
            view.clear()
            view.addItem(QListWidgetItem(self.tr("Start")))
        for ply, cell in enumerate(moves[keep:], keep + 1):
            view.addItem(QListWidgetItem(notation(move_label(ply, cell))))
        if review is not None:
            for ply in range(1, len(moves) + 1):
                self._mark_row(view.item(ply), ply)
        view.blockSignals(False)
        self.strip.set_values(review.values_for_first() if review is not None else ())
        self.strip_label.setText(self._strip_words() if review is not None else "")
        if review is not None:  # the words load with the first review, not at start-up
            from .words.review import summary

            self.summary_label.setText(keep_end_together(summary(review, self._side,
                                                                  self._loaded)))
        else:
            self.summary_label.setText("")
        self._show_row(shown)

    def _mark_row(self, item: QListWidgetItem, ply: int) -> None:
        """A row's move with its verdict and why, when the review speaks of it."""
        from .words.review import verdict_and_reason

        assert self._review is not None
        move = self._review.moves[ply - 1]
        if self._side is None or move.mover is self._side or ply <= self._loaded:
            text = " ".join((move_label(ply, self._moves[ply - 1]), move.verdict.symbol))
            item.setText(notation(text))
            item.setToolTip(verdict_and_reason(move))

    def _strip_words(self) -> str:
        # one short line: the strip's tooltip says how to read it (a longer caption took the
        # last rows of a 9-move list)
        return self.tr("Best play: ○ above, × below")

    # -- questions --------------------------------------------------------------------------

    def shown_ply(self) -> int:
        """The position on show: 0 for the empty board, up to the number of moves."""
        return max(0, self.moves_view.currentRow())

    def is_replaying(self) -> bool:
        """True when an earlier position than the live one is shown."""
        return self.shown_ply() < len(self._moves)

    def show_ply(self, ply: int) -> None:
        """Step to a position (as a click on its row does)."""
        self.moves_view.setCurrentRow(max(0, min(len(self._moves), ply)))

    def first_mistake(self) -> int | None:
        """The ply of the first mistake or blunder under review, if any."""
        if self._review is None:
            return None
        move = self._review.first_mistake(self._side)
        return None if move is None else move.ply

    # -- reactions --------------------------------------------------------------------------

    @Slot(int)
    def _on_row_changed(self, row: int) -> None:
        if row < 0:
            return
        self.strip.set_shown(row)
        self._update_controls()
        self.ply_shown.emit(row)

    @Slot(QListWidgetItem)
    def _on_item_clicked(self, item: QListWidgetItem) -> None:
        self._on_row_changed(self.moves_view.row(item))  # again: back from the game tree's

    @Slot()
    def _on_play_clicked(self) -> None:
        self.play_from_here_requested.emit(self.shown_ply())

    @Slot()
    def _on_retry_clicked(self) -> None:
        ply = self.first_mistake()
        if ply is not None:
            self.retry_requested.emit(ply)

    def _update_controls(self) -> None:
        row = self.shown_ply()
        move = (self._review.moves[row - 1]
                if self._review is not None and 1 <= row <= len(self._review.moves) else None)
        if move is not None:
            from .words.review import verdict_and_reason

            self.reason_label.setText(keep_end_together(verdict_and_reason(move)))
        else:  # (no kana alone on the last line, in Japanese: keep_end_together)
            self.reason_label.setText(keep_end_together(replay_text(self._moves, row))
                                      if self.is_replaying() else "")
        self.play_button.setEnabled(self.is_replaying())
        self.retry_button.setEnabled(self.first_mistake() is not None)


class _PanelScrollArea(QScrollArea):
    """A frameless scroll area around the panel that never scrolls sideways: it is as wide as the
    panel needs, and as high as the panel alone would let the window be, whatever the language
    (a live switch to longer words widens the panel's minimum, and the area follows)."""

    def __init__(self, panel: MoveListPanel) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(panel)
        self.setFocusProxy(panel)
        panel.installEventFilter(self)
        self._follow(panel)

    def _follow(self, panel: QWidget) -> None:
        hint = panel.minimumSizeHint()
        self.setMinimumSize(hint.width() + self.verticalScrollBar().sizeHint().width(),
                            hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        panel = self.widget()
        if event.type() == QEvent.Type.LayoutRequest and panel is not None and watched is panel:
            self._follow(panel)  # a no-op when the minimum is unchanged
        return super().eventFilter(watched, event)


def trailing_area(right_to_left: bool) -> Qt.DockWidgetArea:
    """Where the move list's dock goes: the side after the board in reading order, right, or
    left in Arabic."""
    return (Qt.DockWidgetArea.LeftDockWidgetArea if right_to_left
            else Qt.DockWidgetArea.RightDockWidgetArea)


def scrolling(panel: MoveListPanel) -> QScrollArea:
    """The panel in a frameless scroll area: in a window too small for the list, its wrapped
    words and its buttons, the panel scrolls instead of laying the words over the list."""
    return _PanelScrollArea(panel)
