"""Windows that fit their screen: the first window's size within the screen's free area."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Room left for the window manager's frame: the borders and the title bar.
FRAME_ALLOWANCE = QSize(16, 40)


def fit_to_screen(window: QWidget, wanted: QSize) -> None:
    """Size ``window`` to ``wanted``, or less when its screen's free area (without panels and
    docks) is smaller, never below the window's minimum size; then centre it there."""
    # QGuiApplication's static lookup, not window.screen(): PySide6 ties a QScreen returned by a
    # widget's method to that widget's wrapper, and a window collected by Python's cycle
    # collector then deleted the application's screen with it (a crash at the next window)
    screen = QGuiApplication.screenAt(window.geometry().center()) or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(wanted)
        return
    available = screen.availableGeometry()
    size = wanted.boundedTo(available.size() - FRAME_ALLOWANCE).expandedTo(
        window.minimumSizeHint())
    window.resize(size)
    frame = size + FRAME_ALLOWANCE
    window.move(available.x() + max(0, (available.width() - frame.width()) // 2),
                available.y() + max(0, (available.height() - frame.height()) // 2))
