"""Sound on or off, and how loud: the player's choice (View › Sound, Settings › Volume), kept in
the settings file. A damaged value falls back to the default (on, at 70 %) and is repaired.

>>> SoundChoice().enabled, SoundChoice().volume
(True, 70)
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QSettings

log = logging.getLogger(__name__)

ENABLED_KEY: Final = "sound/enabled"
VOLUME_KEY: Final = "sound/volume"


@dataclass(frozen=True)
class SoundChoice:
    """Whether the game plays its sounds, and at what volume (0-100 %)."""

    enabled: bool = True
    volume: int = 70


def load_sound_choice(store: QSettings) -> SoundChoice:
    """The stored choice, each value checked."""
    default = SoundChoice()
    enabled, volume = default.enabled, default.volume
    raw = store.value(ENABLED_KEY)
    if raw is not None:
        text = str(raw).strip().lower()
        if text in ("true", "false"):
            enabled = text == "true"
        else:
            log.warning("settings: %s has the unreadable value %r", ENABLED_KEY, raw)
            store.setValue(ENABLED_KEY, "true" if enabled else "false")
    raw = store.value(VOLUME_KEY)
    if raw is not None:
        try:
            number = int(str(raw))
            if not 0 <= number <= 100:
                raise ValueError(number)
            volume = number
        except ValueError:
            log.warning("settings: %s has the unreadable value %r", VOLUME_KEY, raw)
            store.setValue(VOLUME_KEY, str(volume))
    return SoundChoice(enabled, volume)


def save_sound_choice(store: QSettings, choice: SoundChoice) -> None:
    """Keep the choice."""
    store.setValue(ENABLED_KEY, "true" if choice.enabled else "false")
    store.setValue(VOLUME_KEY, str(choice.volume))
