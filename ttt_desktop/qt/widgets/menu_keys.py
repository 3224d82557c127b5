"""The keys go back to the board when a menu closes.

Alt+G (or a click on a menu's title) opens a menu; one Escape closes it, and Qt then leaves the
menu bar holding the keyboard with no title lit, so the digits and Tab seemed dead. Here a menu
that closes without opening another hands the keys back to the widget that had them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget


class MenuKeys(QObject):
    """Watches ``menu_bar``'s menus and gives the keys back to ``home`` when they close."""

    def __init__(self, menu_bar: QMenuBar, home: QWidget) -> None:
        super().__init__(menu_bar)
        self._bar = menu_bar
        self._home = home
        for action in menu_bar.actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                menu.aboutToHide.connect(self._menu_closed)

    @Slot()
    def _menu_closed(self) -> None:
        QTimer.singleShot(0, self, self._give_keys_back)  # after Qt has moved on to another menu

    @Slot()
    def _give_keys_back(self) -> None:
        if QApplication.activePopupWidget() is None and QApplication.focusWidget() is self._bar:
            self._bar.setActiveAction(None)  # type: ignore[arg-type]
            self._home.setFocus()
