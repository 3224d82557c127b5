"""Game › Watch: the computer plays both sides. This module keeps the levels chosen for each side
(remembered in the settings store) and stops a watched game cleanly.

The watched game itself is an ordinary :class:`GameSession` whose ``watch`` holds the two
levels, so the window's one turn loop plays it: the same worker, the same pause as a normal
move. Stopping cancels the pending request (its answer, if it still comes, is stale and dropped)
and hands the board to two players, so nothing moves on its own afterwards.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QWidget

from ..engine.players import Level
from ..play.opponent import ComputerOpponent
from ..play.session import GameSession

#: Settings keys and the levels used until the player picks others.
KEYS = ("watch/circle", "watch/cross")
DEFAULT_LEVELS = (Level.PERFECT, Level.HARD)


def load_levels(store: QSettings) -> tuple[Level, Level]:
    """(○'s level, ×'s level) as last chosen; an unknown stored value falls back to Hard."""
    known = {level.value: level for level in Level}
    circle, cross = (known.get(str(store.value(key, default.value)), Level.HARD)
                     for key, default in zip(KEYS, DEFAULT_LEVELS))
    return circle, cross


def save_levels(store: QSettings, levels: tuple[Level, Level]) -> None:
    """Remember (○'s level, ×'s level) for the next Watch."""
    for key, level in zip(KEYS, levels):
        store.setValue(key, level.value)


class WatchController(QObject):
    """Asks for the two levels and stops a watched game; the window starts and plays it."""

    def __init__(self, store: QSettings, opponent: ComputerOpponent,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._opponent = opponent

    def choose_levels(self, parent: QWidget) -> tuple[Level, Level] | None:
        """Show the Watch dialog with the remembered levels; the levels chosen (and remembered),
        or ``None`` if it was cancelled."""
        from .watch_dialog import WatchDialog

        dialog = WatchDialog(*load_levels(self._store), parent)
        if dialog.exec() != WatchDialog.DialogCode.Accepted:
            return None
        levels = dialog.levels()
        save_levels(self._store, levels)
        return levels

    def stop(self, game: GameSession) -> bool:
        """If ``game`` is being watched, stop it: the computer's pending move is dropped and the
        board belongs to two players. True if it was being watched."""
        if game.watch is None:
            return False
        self._opponent.cancel()
        game.stop_watching()
        return True
