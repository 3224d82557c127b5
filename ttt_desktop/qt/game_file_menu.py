"""The game's files: Game › Open Game… (Ctrl+O), Save Game… (Ctrl+S) and Open Recent, and a game
file named on the command line, handed over by a later launch or opened from the file manager.

A game file is the text of Copy Game (keypad notation), saved with the ``.ttt`` extension. A file
that is not a game gets one clear message and loads nothing.
"""

from __future__ import annotations

import datetime
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEvent, QObject, QSettings, Slot
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from .game_files import read_game_file
from .words.files import cannot_save_title, not_saved, nothing_loaded

if TYPE_CHECKING:
    from ..instance.launch import Handover

# How many games Open Recent lists
RECENT_COUNT = 8
RECENT_KEY = "files/recent"

_T = TypeVar("_T")


def _weak(method: Callable[..., _T]) -> Callable[[], Callable[..., _T]]:
    """A weak reference to a bound method that calls as the method (its object is alive as long
    as the window that owns this menu)."""
    ref = weakref.WeakMethod(method)

    def alive() -> Callable[..., _T]:
        bound = ref()
        assert bound is not None, "the window that owns the game file menu is gone"
        return bound

    return alive


class GameFileMenu(QObject):
    """Opens and saves games for ``window``. ``load_text(text, source)`` loads a game's text and
    returns whether it was a game; ``game_text()`` is the game on the board as text."""

    def __init__(self, window: QWidget, store: QSettings,
                 load_text: Callable[[str, str], bool], game_text: Callable[[], str]) -> None:
        super().__init__(window)
        # The window owns this object: it is reached as the parent, and the two callbacks (the
        # window's and its controller's methods) are held weakly. Strong references back would
        # make a reference cycle, and a window in a cycle is freed by Python's cycle collector
        # at whatever moment it runs, which deleted the window's Qt objects in the middle of
        # another window's event processing (the crash of the window's fuzz).
        self._load_text = _weak(load_text)
        self._game_text = _weak(game_text)
        self._store = store
        self.recent_menu = QMenu(window)
        self.recent_menu.setObjectName("recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._fill_recent()

    def _parent_window(self) -> QWidget:
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    def retranslate(self) -> None:
        """The menu's title in the current language."""
        self.recent_menu.setTitle(self.tr("Open Rec&ent"))
        self._fill_recent()

    # -- opening ----------------------------------------------------------------------------

    @Slot()
    def open_dialog(self) -> None:
        """Game › Open Game…: choose a game file and load it."""
        name, _ = QFileDialog.getOpenFileName(self._parent_window(), self.tr("Open Game"),
                                              self._folder(),
                                              self.tr("Games (*.ttt *.txt);;All files (*)"))
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Load the game in ``path`` (live and unscored); a file that is not a game gets a
        message and loads nothing. Return whether it loaded."""
        text, problem, title = read_game_file(path)
        if problem:
            QMessageBox.warning(self._parent_window(), title, nothing_loaded(problem))
            return False
        if not self._load_text()(text, path.name):
            return False
        self._remember(path)
        return True

    @Slot(object)
    def take_handover(self, handover: Handover) -> None:
        """A later launch found this game: its window comes to the front and opens the files
        the launch names."""
        window = self._parent_window()
        if window.isMinimized():
            window.showNormal()
        window.raise_()
        window.activateWindow()
        for name in handover.files:
            self.open_path(Path(name))

    # -- saving -----------------------------------------------------------------------------

    @Slot()
    def save(self) -> None:
        """Game › Save Game… (Ctrl+S): the game on the board, as Copy Game writes it."""
        suggested = Path(self._folder()) / f"game-{datetime.date.today().isoformat()}.ttt"
        name, _ = QFileDialog.getSaveFileName(self._parent_window(), self.tr("Save Game"),
                                              str(suggested),
                                              self.tr("Games (*.ttt);;All files (*)"))
        if name:
            self.save_to(Path(name))

    def save_to(self, path: Path) -> bool:
        """Write the game to ``path``; a failure gets a message. Return whether it was saved."""
        if not path.suffix:
            path = path.with_suffix(".ttt")
        try:
            path.write_text(self._game_text()(), encoding="utf-8")
        except OSError as exc:
            QMessageBox.warning(self._parent_window(), cannot_save_title(),
                                not_saved(path.name, str(exc.strerror or exc)))
            return False
        self._remember(path)
        return True

    # -- recent games -----------------------------------------------------------------------

    def recent_files(self) -> list[Path]:
        """The games last opened or saved, newest first."""
        value = self._store.value(RECENT_KEY, [])
        names: list[object] = [value] if isinstance(value, str) else (
            list(value) if isinstance(value, list) else [])
        return [Path(str(name)) for name in names if str(name)][:RECENT_COUNT]

    def _remember(self, path: Path) -> None:
        path = path.absolute()
        names = [str(path)] + [str(p) for p in self.recent_files() if p != path]
        self._store.setValue(RECENT_KEY, names[:RECENT_COUNT])

    def _folder(self) -> str:
        recent = self.recent_files()
        return str(recent[0].parent) if recent else ""

    @Slot()
    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        for number, path in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{number} {path.name}" if number < 10
                                                else path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        if files:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("&Clear List"), self._clear_recent)
        else:
            none = self.recent_menu.addAction(self.tr("No recent games"))
            none.setEnabled(False)

    @Slot()
    def _clear_recent(self) -> None:
        self._store.remove(RECENT_KEY)


class FileOpenEvents(QObject):
    """macOS: a game double-clicked in the Finder (or dropped on the Dock icon) comes as a
    ``QFileOpenEvent`` to the application; it opens like a game named on the command line."""

    def __init__(self, files: GameFileMenu, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._files = files

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            self._files.open_path(Path(event.file()))
            return True
        return super().eventFilter(watched, event)
