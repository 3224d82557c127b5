"""Small helpers shared by the window tests."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ttt_desktop.qt.main_window import MainWindow


def click_cell(qtbot, window: MainWindow, cell: int) -> None:
    """A real left click in the middle of a cell of the board widget."""
    centre = window.board.cell_rect(cell).center().toPoint()
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=centre)


def play_and_wait_reply(qtbot, window: MainWindow, cell: int) -> None:
    """Click a cell and wait until the computer's reply has landed on the board."""
    with qtbot.waitSignal(window.opponent.move_ready, timeout=10_000):
        click_cell(qtbot, window, cell)
