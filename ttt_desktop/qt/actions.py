"""The window's actions, in one typed table: each one's name, the slot it triggers, its keys and
its menu; and their words, so that building the menus and re-translating them read the same list."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from ..play.controller import GameController
from .game_file_menu import GameFileMenu
from .sound.cues import SoundCues

_STD = QKeySequence.StandardKey
Keys = tuple[QKeySequence.StandardKey | str, ...]


class ActionOwner(Protocol):
    """What the actions' slots are found on: the main window, as the table below reaches it."""

    @property
    def controller(self) -> GameController: ...
    @property
    def files(self) -> GameFileMenu: ...
    @property
    def sound(self) -> SoundCues: ...
    def review_game(self) -> None: ...
    def show_statistics(self) -> None: ...
    def show_puzzles(self) -> None: ...
    def show_lessons(self) -> None: ...
    def show_strategy_map(self) -> None: ...
    def show_game_tree(self) -> None: ...
    def watch(self) -> None: ...
    def reset_score(self) -> None: ...
    def open_settings(self) -> None: ...
    def close(self) -> bool: ...
    def copy_game(self) -> None: ...
    def paste_game(self) -> None: ...
    def redraw(self) -> None: ...
    def show_how_to_play(self) -> None: ...
    def show_about(self) -> None: ...


@dataclass(frozen=True)
class Action:
    """One of the window's actions: the name its attribute and words go by (``new`` gives
    ``new_action``), the slot it triggers on the window, its keys, and its menu ("" for none,
    a trailing "-" for a separator before it). ``toggles``: a checkable action, whose slot
    follows ``toggled`` rather than ``triggered``."""

    name: str
    slot: Callable[[ActionOwner], Callable[..., object]]
    keys: Keys
    menu: str
    toggles: bool = False


ACTIONS: tuple[Action, ...] = (
    Action("new", lambda w: w.controller.new_game, (_STD.New,), "game"),
    Action("open", lambda w: w.files.open_dialog, (_STD.Open,), "game"),
    Action("save", lambda w: w.files.save, (_STD.Save,), "game"),
    Action("undo", lambda w: w.controller.undo, (_STD.Undo,), "game"),
    Action("redo", lambda w: w.controller.redo, ("Ctrl+Shift+Z", "Ctrl+Y"), "game"),
    Action("hint", lambda w: w.controller.show_hint, ("H",), "game"),
    Action("swap", lambda w: w.controller.swap_sides, ("Ctrl+T",), "game"),
    Action("review", lambda w: w.review_game, ("Ctrl+R",), "game"),
    Action("statistics", lambda w: w.show_statistics, ("Ctrl+I",), "game"),
    Action("puzzles", lambda w: w.show_puzzles, ("Ctrl+P",), "game"),
    Action("watch", lambda w: w.watch, ("W",), "game"),
    Action("reset", lambda w: w.reset_score, (), "game-"),
    Action("settings", lambda w: w.open_settings, ("Ctrl+,",), "game"),
    Action("quit", lambda w: w.close, (_STD.Quit, "Ctrl+Q"), "game-"),
    Action("copy", lambda w: w.copy_game, (_STD.Copy,), "edit"),
    Action("paste", lambda w: w.paste_game, (_STD.Paste,), "edit"),
    Action("analysis", lambda w: w.redraw, ("A",), "view", toggles=True),
    Action("sound", lambda w: w.sound.set_enabled, ("M",), "view", toggles=True),
    Action("game_tree", lambda w: w.show_game_tree, ("Ctrl+G",), "view"),
    Action("lessons", lambda w: w.show_lessons, ("Ctrl+L",), "help"),
    Action("strategy_map", lambda w: w.show_strategy_map, (), "help"),
    Action("how_to", lambda w: w.show_how_to_play, (_STD.HelpContents,), "help"),
    Action("about", lambda w: w.show_about, (), "help"),
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
        "sound": QCoreApplication.translate("MainWindow", "&Sound"),
        "moves": QCoreApplication.translate("MainWindow", "&Moves"),
        "game_tree": QCoreApplication.translate("MainWindow", "Game &Tree…"),
        "lessons": QCoreApplication.translate("MainWindow", "&Lessons…"),
        "strategy_map": QCoreApplication.translate("MainWindow", "Strategy &Map…"),
        "how_to": QCoreApplication.translate("MainWindow", "&How to Play"),
        "about": QCoreApplication.translate("MainWindow", "&About Tic-tac-toe"),
        "game_menu": QCoreApplication.translate("MainWindow", "&Game"),
        "edit_menu": QCoreApplication.translate("MainWindow", "&Edit"),
        "view_menu": QCoreApplication.translate("MainWindow", "&View"),
        "help_menu": QCoreApplication.translate("MainWindow", "&Help"),
    }
