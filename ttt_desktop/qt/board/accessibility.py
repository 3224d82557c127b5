"""The painted board as screen readers see it: a named 3 × 3 table of nine named cells.

The board is one painted widget, so by default an accessibility client (AT-SPI on Linux, UI
Automation on Windows, NSAccessibility on macOS) sees a single element with no children. This
module gives it a :class:`QAccessibleInterface` instead of turning the cells into child widgets:
the cells would then have to be kept in step with the painted geometry, take the focus and the
mouse from the board, and would still be generic widgets with no "cell" role. Here the board
stays one widget that draws and takes the keys, and the interface tells the client what it shows.

- The board is a *table* named "Board"; its nine children are *cells* named for their place and
  content ("top left, empty", "centre, ○"), with the key that plays them and any hint or analysis
  note in their description.
- The keyboard cursor is the focused cell.
- Each cell is backed by a small :class:`CellHandle` QObject owned by the board, so that Qt's
  accessibility cache creates, finds and deletes the cells' interfaces as it does for widgets.
- :func:`cell_changed`, :func:`cell_described` and :func:`cursor_moved` send the events after
  which a screen reader reads a cell again. They cost nothing while no client is listening.

The board widget calls :func:`install` with its own class before the first window is shown. This
module never imports the widget: it reads the board only through :class:`AccessibleBoard`.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from ...engine import Mark
from ...engine.notation import keypad_digit
from ..words.names import place_name


class AccessibleBoard(Protocol):
    """What this module reads from the board, besides what every QWidget has."""

    def cells(self) -> tuple[Mark | None, ...]: ...

    def cell_rect(self, cell: int) -> QRectF: ...

    def cell_at(self, point: QPointF) -> int | None: ...

    def cursor_cell(self) -> int: ...

    def cell_handles(self) -> tuple[CellHandle, ...]: ...

    def highlight(self) -> int | None: ...

    def last_move(self) -> int | None: ...

    def note_tip(self, cell: int) -> str: ...

    def notes(self) -> dict[int, str]: ...


# The classes given to install(): their widgets are shown as boards (module-global, one per
# process, as Qt's own list of factories is). A plain comment: lupdate would give "#:" ones to
# the translators.
_board_classes: tuple[type[AccessibleBoard], ...] = ()


def _as_board(widget: QObject) -> AccessibleBoard:
    """The widget seen as a board: it must be of a class given to :func:`install`."""
    if not isinstance(widget, _board_classes):
        raise TypeError(f"{type(widget).__name__} was not installed as a board")
    return widget


def cell_label(cell: int, mark: Mark | None) -> str:
    """A cell's accessible name: its place and what is on it, e.g. ``centre, ○``."""
    content = QCoreApplication.translate("Board cells", "empty") if mark is None else mark.symbol
    return QCoreApplication.translate("Board cells", "{place}, {content}").format(
        place=place_name(cell), content=content)


class CellHandle(QObject):
    """Stands for one cell in Qt's accessibility cache. Owned by the board."""

    def __init__(self, index: int, board: QWidget) -> None:
        super().__init__(board)
        self.index = index
        self.board = board


# Qt's child(), childAt() and focusChild() return a null interface when there is no such child,
# and Qt relies on it; PySide6's stubs type them as never None. The overrides here and in
# BoardAccessible keep the true type, "... | None", and silence only mypy's [override] error.


class CellAccessible(QAccessibleInterface):
    """One cell: a *cell* with a name, a description, a rectangle and a focus state."""

    def __init__(self, handle: CellHandle) -> None:
        super().__init__()
        self._handle = handle

    def _widget(self) -> QWidget:
        return self._handle.board

    def _board(self) -> AccessibleBoard:
        return _as_board(self._handle.board)

    def isValid(self) -> bool:
        return True

    def object(self) -> QObject:
        return self._handle

    def window(self) -> QWindow:
        return self._widget().window().windowHandle()

    def parent(self) -> QAccessibleInterface:
        return QAccessible.queryAccessibleInterface(self._widget())

    def child(self, index: int) -> None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> None:  # type: ignore[override]
        return None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def text(self, kind: QAccessible.Text) -> str:
        board, index = self._board(), self._handle.index
        if kind == QAccessible.Text.Name:
            return cell_label(index, board.cells()[index])
        if kind == QAccessible.Text.Description:
            return cell_description(board, index)
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # the names come from the game

    def rect(self) -> QRect:
        local = self._board().cell_rect(self._handle.index).toAlignedRect()
        return QRect(self._widget().mapToGlobal(local.topLeft()), local.size())

    def state(self) -> QAccessible.State:
        widget, board, index = self._widget(), self._board(), self._handle.index
        state = QAccessible.State()
        state.focusable = True
        state.selectable = False
        state.focused = widget.hasFocus() and board.cursor_cell() == index
        state.invisible = not widget.isVisible()
        state.disabled = not widget.isEnabled()
        state.readOnly = board.cells()[index] is not None
        return state


def cell_description(board: AccessibleBoard, index: int) -> str:
    """The key that plays a cell, then any hint, analysis note or last-move mark on it."""
    parts = [QCoreApplication.translate("Board cells", "key {digit}").format(
        digit=keypad_digit(index))]
    if board.last_move() == index:
        parts.append(QCoreApplication.translate("Board cells", "last move"))
    if board.highlight() == index:
        parts.append(QCoreApplication.translate("Board cells", "hint: the best move"))
    note = board.note_tip(index) or board.notes().get(index)
    if note:
        parts.append(note)
    return QCoreApplication.translate("Board cells", "; ").join(parts)


class BoardAccessible(QAccessibleWidget):
    """The board: a table with nine cells, whose focused child is the keyboard cursor."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.Table)
        self._board_widget = widget
        self._board = _as_board(widget)

    def childCount(self) -> int:
        return 9

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if 0 <= index < 9:
            handle = self._board.cell_handles()[index]
            return QAccessible.queryAccessibleInterface(handle)
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        handle = child.object() if child is not None else None
        if isinstance(handle, CellHandle) and handle.board is self._board_widget:
            return handle.index
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        point = self._board_widget.mapFromGlobal(QPoint(x, y)).toPointF()
        cell = self._board.cell_at(point)
        return None if cell is None else self.child(cell)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if not self._board_widget.hasFocus():
            return None
        return self.child(self._board.cursor_cell())

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Description:
            return QCoreApplication.translate(
                "Board cells", "Move with the arrow keys and play with Enter, or press 1 to 9 "
                "as on a numeric keypad: 7 is the top left.")
        return super().text(kind)


def _factory(class_name: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, CellHandle):
        return CellAccessible(obj)
    if isinstance(obj, QWidget) and isinstance(obj, _board_classes):
        return BoardAccessible(obj)
    return None


def install(board_class: type[AccessibleBoard]) -> None:
    """Show the widgets of ``board_class`` to accessibility clients as boards, and let Qt ask
    this module for the board's and the cells' interfaces (the factory once per process)."""
    global _board_classes
    if board_class in _board_classes:
        return
    if not _board_classes:
        QAccessible.installFactory(_factory)
    _board_classes = (*_board_classes, board_class)


def _send(handle: QObject, kind: QAccessible.Event) -> None:
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(handle, kind))


def cell_changed(handle: CellHandle) -> None:
    """A mark came or went: the cell's name and state changed."""
    _send(handle, QAccessible.Event.NameChanged)
    if QAccessible.isActive():
        state = QAccessible.State()
        state.readOnly = True
        QAccessible.updateAccessibility(QAccessibleStateChangeEvent(handle, state))


def cell_described(handle: CellHandle) -> None:
    """A hint, a note or the last-move mark came or went on the cell."""
    _send(handle, QAccessible.Event.DescriptionChanged)


def cursor_moved(handle: CellHandle) -> None:
    """The keyboard cursor is on this cell now: it has the focus."""
    _send(handle, QAccessible.Event.Focus)

