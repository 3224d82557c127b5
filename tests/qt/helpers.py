"""Small helpers shared by the window tests."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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


def active(qtbot, window):
    """The window active, as under a window manager, so that its shortcuts take keys."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def launch_game(tmp_path: Path) -> subprocess.Popen[str]:
    """Start the game in a process of its own, offscreen, with its settings and history under
    ``tmp_path``; return once its board has painted."""
    env = dict(
        os.environ,
        XDG_CONFIG_HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path / "data"),
        QT_QPA_PLATFORM="offscreen",
        TTT_REPORT_GEOMETRY="1",
    )
    process = subprocess.Popen(
        [sys.executable, "-m", "ttt_desktop"],
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None
    line = process.stdout.readline()  # blocks until the board has painted and reported
    assert line.startswith("board:"), (line, process.stderr.read() if process.stderr else "")
    return process
