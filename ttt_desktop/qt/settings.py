"""The player's settings, typed, and their round trip through QSettings.

Stored values are checked on load: anything missing, unknown or corrupted falls back to the
default with a warning in the log, so a damaged settings file never stops the game.
"""

from __future__ import annotations

import enum
import logging
from dataclasses import dataclass, replace
from typing import Final

from PySide6.QtCore import QSettings

from ..engine import Variant
from ..engine.players import Level

log = logging.getLogger(__name__)


class FirstMover(enum.Enum):
    """Who moves first in a new game against the computer."""

    YOU = "you"
    COMPUTER = "computer"
    ALTERNATE = "alternate"
    RANDOM = "random"

    @property
    def title(self) -> str:
        """The choice as the settings dialog shows it."""
        return _FIRST_TITLES[self]


_FIRST_TITLES: Final = {
    FirstMover.YOU: "You",
    FirstMover.COMPUTER: "The computer",
    FirstMover.ALTERNATE: "Alternate each game",
    FirstMover.RANDOM: "Random",
}


@dataclass(frozen=True)
class Settings:
    """Everything the settings dialog edits."""

    level: Level = Level.PERFECT
    variant: Variant = Variant.STANDARD
    first: FirstMover = FirstMover.ALTERNATE
    two_players: bool = False

    def with_changes(self, **changes: object) -> Settings:
        """A copy with some fields replaced."""
        return replace(self, **changes)  # type: ignore[arg-type]


_KEYS: Final = {"level": "game/level", "variant": "game/variant", "first": "game/first",
                "two_players": "game/two_players"}


def _read_enum(store: QSettings, key: str, kind: type[enum.Enum], default: enum.Enum) -> enum.Enum:
    raw = store.value(key)
    if raw is None:
        return default
    try:
        return kind(str(raw))
    except ValueError:
        log.warning("settings: %s has the unknown value %r; using %r", key, raw, default.value)
        return default


def _read_bool(store: QSettings, key: str, default: bool) -> bool:
    raw = store.value(key)
    if raw is None:
        return default
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    log.warning("settings: %s has the unreadable value %r; using %r", key, raw, default)
    return default


def load_settings(store: QSettings) -> Settings:
    """Read the settings, falling back to defaults for anything missing or invalid."""
    default = Settings()
    return Settings(
        level=_read_enum(store, _KEYS["level"], Level, default.level),  # type: ignore[arg-type]
        variant=_read_enum(store, _KEYS["variant"], Variant, default.variant),  # type: ignore[arg-type]
        first=_read_enum(store, _KEYS["first"], FirstMover, default.first),  # type: ignore[arg-type]
        two_players=_read_bool(store, _KEYS["two_players"], default.two_players),
    )


def save_settings(store: QSettings, settings: Settings) -> None:
    """Write the settings (as plain strings, so the file stays readable)."""
    store.setValue(_KEYS["level"], settings.level.value)
    store.setValue(_KEYS["variant"], settings.variant.value)
    store.setValue(_KEYS["first"], settings.first.value)
    store.setValue(_KEYS["two_players"], "true" if settings.two_players else "false")
    store.sync()
