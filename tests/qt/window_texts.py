"""What a window shows in words, and where its words do not fit: for the pseudo-locale and the
per-language tests."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QScrollArea,
    QTabBar,
    QWidget,
)

from ttt_desktop.qt.widgets.elided_label import ElidedLabel
from ttt_desktop.qt.widgets.wrapped_label import WrappedLabel


@dataclass(frozen=True)
class Shown:
    """One text on screen: where, what kind, and the words."""

    where: str
    kind: str
    text: str


def _name(widget: QWidget) -> str:
    return f"{type(widget).__name__}({widget.objectName() or widget.accessibleName()[:30]!r})"


def _plain(text: str) -> str:
    if QtGuiNamespace.mightBeRichText(text):
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return text


def _visible(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and not widget.size().isEmpty()


def _menu_texts(menu: QMenu, where: str) -> Iterator[Shown]:
    yield Shown(where, "menu", menu.title())
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        if action.menu() is not None:
            yield from _menu_texts(action.menu(), f"{where} > {action.text()}")
        else:
            yield Shown(where, "action", action.text())


def texts(top: QWidget) -> Iterator[Shown]:
    """Every word ``top`` shows or says: titles, labels, buttons, menus, lists' rows, combo
    boxes' choices, tooltips and the names a screen reader reads."""
    yield Shown(_name(top), "window title", top.windowTitle())
    if isinstance(top, QMainWindow):
        for action in top.menuBar().actions():
            if action.menu() is not None:
                yield from _menu_texts(action.menu(), "menu bar")
    for widget in top.findChildren(QWidget):
        if not _visible(widget, top):
            continue
        where = _name(widget)
        if isinstance(widget, QDockWidget):
            yield Shown(where, "dock title", widget.windowTitle())
        if isinstance(widget, QLabel):
            yield Shown(where, "label", _plain(widget.text()))
        elif isinstance(widget, QAbstractButton):
            yield Shown(where, "button", widget.text())
        elif isinstance(widget, QGroupBox):
            yield Shown(where, "group", widget.title())
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                yield Shown(where, "choice", widget.itemText(index))
        elif isinstance(widget, QLineEdit):
            yield Shown(where, "placeholder", widget.placeholderText())
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                yield Shown(where, "tab", widget.tabText(index))
        if isinstance(widget, QListWidget):
            for row in range(widget.count()):
                yield Shown(where, "row", widget.item(row).text())
                yield Shown(where, "row tooltip", widget.item(row).toolTip())
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for column in range(model.columnCount()):
                yield Shown(where, "header", str(model.headerData(
                    column, Qt.Orientation.Horizontal) or ""))
        yield Shown(where, "tooltip", _plain(widget.toolTip()))
        yield Shown(where, "accessible name", widget.accessibleName())
        yield Shown(where, "accessible description", widget.accessibleDescription())


def _scroll_area_of(widget: QWidget) -> QScrollArea | None:
    """The scroll area whose contents ``widget`` is part of, if any."""
    parent = widget.parentWidget()
    while parent is not None:
        area = parent.parentWidget()
        if isinstance(area, QScrollArea) and parent is area.viewport():
            return area
        parent = area
    return None


def _outside(widget: QWidget, top: QWidget) -> bool:
    """Whether ``widget`` reaches beyond ``top``. What a scroll area holds may run below its
    bottom edge (it scrolls; the area itself must fit), but not past its sides (the game's
    scroll areas never scroll sideways); a button may not run below it either: at the default
    size every button is in view without scrolling."""
    corner = widget.mapTo(top, widget.rect().topLeft())
    area = _scroll_area_of(widget)
    if area is None:
        return not top.rect().contains(QRect(corner, widget.size()))
    view = area.viewport()
    origin = widget.mapTo(view, widget.rect().topLeft())
    if isinstance(widget, QAbstractButton) and not (
            origin.y() >= 0 and origin.y() + widget.height() <= view.height()):
        return True
    return origin.x() < 0 or origin.x() + widget.width() > view.width()


def is_fit_problem(line: str) -> bool:
    """Whether a line of :func:`cut` or of the untranslated texts says a text does not fit
    (and not merely that a text on show holds the word "cut")."""
    return any(mark in line for mark in (" cut (", " sticks out of ", " elided: "))


def cut(top: QWidget) -> list[str]:
    """The texts that do not fit whole where they are shown, and the widgets that stick out of
    ``top``: each as one line."""
    found = []
    for widget in top.findChildren(QWidget):
        if not _visible(widget, top) or isinstance(widget, QMenu):
            continue
        where = _name(widget)
        if widget.window() is top and _outside(widget, top):
            found.append(f"{where} sticks out of {_name(top)}")
        if isinstance(widget, ElidedLabel):
            # its start and "…", or its short form (the score line without its level): both
            # leave out words the window has room for at its default size
            if widget.shown_text() != widget.text():
                found.append(f"{where} elided: {widget.shown_text()!r} of {widget.text()!r}")
        elif isinstance(widget, WrappedLabel):
            if widget.text():  # it paints its own text, wrapped to its width
                room = widget.contentsRect()
                needed = widget.fontMetrics().boundingRect(
                    QRect(0, 0, max(1, room.width() - 2 * widget.margin()), 100_000),
                    int(Qt.TextFlag.TextWordWrap), widget.text()).height()
                if needed > room.height() - 2 * widget.margin() + 1:
                    found.append(f"{where} cut (needs {needed} px high, has {room.height()}): "
                                 f"{widget.text()[:60]!r}")
        elif isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            room = widget.contentsRect()
            rich = QtGuiNamespace.mightBeRichText(widget.text())
            if widget.wordWrap() or rich:
                # the lines the text takes at this width, in the label's own font
                needed = widget.heightForWidth(room.width()) if rich else (
                    widget.fontMetrics().boundingRect(
                        QRect(0, 0, room.width(), 100_000),
                        int(Qt.TextFlag.TextWordWrap), widget.text()).height())
                if needed > room.height() + 1:
                    found.append(f"{where} cut (needs {needed} px high, has {room.height()}): "
                                 f"{widget.text()[:60]!r}")
            elif widget.sizeHint().width() > widget.width() + 1:
                found.append(f"{where} cut ({widget.sizeHint().width()} px wide, has "
                             f"{widget.width()}): {widget.text()[:60]!r}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            if widget.sizeHint().width() > widget.width() + 1:
                found.append(f"{where} cut ({widget.sizeHint().width()} px wide, has "
                             f"{widget.width()}): {widget.text()!r}")
        elif isinstance(widget, QGroupBox) and widget.title():
            if widget.fontMetrics().horizontalAdvance(widget.title()) > widget.width():
                found.append(f"{where} title cut: {widget.title()!r}")
        elif (isinstance(widget, QComboBox) and widget.count()
              and widget.minimumSizeHint().width() > widget.width() + 1):
            found.append(f"{where} cut ({widget.minimumSizeHint().width()} px wide, has "
                         f"{widget.width()}): {widget.currentText()!r}")
    return found
