"""The keys go back to the board when a menu closes (ttt_desktop/qt/widgets/menu_keys.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ttt_desktop.play.settings import Settings


def test_escape_from_a_menu_gives_the_keys_back_to_the_board(qtbot, make_window):
    """Alt+V, then one Escape: the digits play again (the menu bar no longer keeps the keys)."""
    window = make_window(Settings(two_players=True))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.panel.board.setFocus()
    QTest.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.focusWidget() is window.panel.board)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_5)
    assert window.controller.game.position.moves == (4,)
