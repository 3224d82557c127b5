"""The window's actions, in one table: each one's name, the slot it triggers, its keys and its
menu; and their words, so that building the menus and re-translating them read the same list."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

_STD = QKeySequence.StandardKey
# Each action: its name, its slot's name, its keys, and the menu it is in ("" for none).
ACTIONS: tuple[tuple[str, str, tuple[QKeySequence.StandardKey | str, ...], str], ...] = (
    ("new", "controller.new_game", (_STD.New,), "game"),
    ("open", "files.open_dialog", (_STD.Open,), "game"),
    ("save", "files.save", (_STD.Save,), "game"),
    ("undo", "controller.undo", (_STD.Undo,), "game"),
    ("redo", "controller.redo", ("Ctrl+Shift+Z", "Ctrl+Y"), "game"),
    ("hint", "controller.show_hint", ("H",), "game"),
    ("swap", "controller.swap_sides", ("Ctrl+T",), "game"),
    ("review", "review_game", ("Ctrl+R",), "game"),
    ("statistics", "show_statistics", ("Ctrl+I",), "game"),
    ("puzzles", "show_puzzles", ("Ctrl+P",), "game"),
    ("watch", "watch", ("W",), "game"),
    ("reset", "reset_score", (), "game-"),
    ("settings", "open_settings", ("Ctrl+,",), "game"),
    ("quit", "close", (_STD.Quit, "Ctrl+Q"), "game-"),
    ("copy", "copy_game", (_STD.Copy,), "edit"),
    ("paste", "paste_game", (_STD.Paste,), "edit"),
    ("analysis", "redraw", ("A",), "view"),
    ("how_to", "show_how_to_play", (_STD.HelpContents,), "help"),
    ("about", "show_about", (), "help"),
)


def action_texts() -> dict[str, str]:
    """Every action's and menu's words, in the current language."""
    return {
        "new": QCoreApplication.translate("MainWindow", "&New Game"),
        "open": QCoreApplication.translate("MainWindow", "&Open Game…"),
        "save": QCoreApplication.translate("MainWindow", "S&ave Game…"),
        "undo": QCoreApplication.translate("MainWindow", "&Undo"),
        "redo": QCoreApplication.translate("MainWindow", "&Redo"),
        "hint": QCoreApplication.translate("MainWindow", "&Hint"),
        "swap": QCoreApplication.translate("MainWindow", "&Swap Sides"),
        "review": QCoreApplication.translate("MainWindow", "Re&view Game"),
        "statistics": QCoreApplication.translate("MainWindow", "Stat&istics…"),
        "puzzles": QCoreApplication.translate("MainWindow", "&Puzzles…"),
        "watch": QCoreApplication.translate("MainWindow", "&Watch the Computer…"),
        "reset": QCoreApplication.translate("MainWindow", "Reset S&core…"),
        "settings": QCoreApplication.translate("MainWindow", "Se&ttings…"),
        "quit": QCoreApplication.translate("MainWindow", "&Quit"),
        "copy": QCoreApplication.translate("MainWindow", "&Copy Game"),
        "paste": QCoreApplication.translate("MainWindow", "&Paste Game"),
        "analysis": QCoreApplication.translate("MainWindow", "Show Move &Analysis"),
        "moves": QCoreApplication.translate("MainWindow", "&Moves"),
        "how_to": QCoreApplication.translate("MainWindow", "&How to Play"),
        "about": QCoreApplication.translate("MainWindow", "&About Tic-tac-toe"),
        "game_menu": QCoreApplication.translate("MainWindow", "&Game"),
        "edit_menu": QCoreApplication.translate("MainWindow", "&Edit"),
        "view_menu": QCoreApplication.translate("MainWindow", "&View"),
        "help_menu": QCoreApplication.translate("MainWindow", "&Help"),
    }
