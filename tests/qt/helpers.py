"""Small helpers shared by the window tests."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ttt_desktop.qt.main_window import MainWindow


def click_cell(qtbot, window: MainWindow, cell: int) -> None:
    """A real left click in the middle of a cell of the board widget."""
    centre = window.panel.board.cell_rect(cell).center().toPoint()
    qtbot.mouseClick(window.panel.board, Qt.MouseButton.LeftButton, pos=centre)


def play_and_wait_reply(qtbot, window: MainWindow, cell: int) -> None:
    """Click a cell and wait until the computer's reply has landed on the board."""
    with qtbot.waitSignal(window.controller.opponent.move_ready, timeout=10_000):
        click_cell(qtbot, window, cell)


def answer_next_dialog(qtbot, button_text: str) -> list[str]:
    """Arrange for the next modal dialog (a message box or the settings dialog) to be answered
    by a real click on the button whose text, without '&', is ``button_text``. Returns a list
    that receives the dialog's text (a message box's question, else its title)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox

    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, answer)
            return
        seen.append(dialog.text() if isinstance(dialog, QMessageBox) else dialog.windowTitle())
        buttons = dialog.findChildren(QAbstractButton)
        for button in buttons:
            if button.text().replace("&", "") == button_text:
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                return
        dialog.reject()
        raise AssertionError(f"no button {button_text!r} in {[b.text() for b in buttons]}")

    QTimer.singleShot(0, answer)
    return seen
