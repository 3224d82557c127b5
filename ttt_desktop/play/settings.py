"""The player's settings, typed, and their round trip through QSettings.

Stored values are checked on load: anything missing, unknown or corrupted falls back to the
default with a warning in the log, and a bad value is replaced by the default in the file (so the
warning comes once), so a damaged settings file never stops the game.
"""

from __future__ import annotations

import enum
import errno
import logging
import os
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Final

from PySide6.QtCore import QSettings

from ..engine import Variant
from ..engine.players import Level
from ..engine.puzzles import Theme
from .first_mover import FirstMover as FirstMover

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Settings:
    """Everything the settings dialog edits."""

    level: Level = Level.PERFECT
    variant: Variant = Variant.STANDARD
    first: FirstMover = FirstMover.ALTERNATE
    two_players: bool = False
    #: Adaptive (:mod:`.adaptive`) instead of ``level``: a new profile's choice (see
    #: :func:`load_settings`); a profile that chose a level before Adaptive existed keeps it.
    adaptive: bool = False

    def with_changes(self, **changes: object) -> Settings:
        """A copy with some fields replaced."""
        return replace(self, **changes)  # type: ignore[arg-type]


_KEYS: Final = {"level": "game/level", "variant": "game/variant", "first": "game/first",
                "two_players": "game/two_players", "adaptive": "game/adaptive"}


def _read_enum(store: QSettings, key: str, kind: type[enum.Enum], default: enum.Enum) -> enum.Enum:
    raw = store.value(key)
    if raw is None:
        return default
    try:
        return kind(str(raw))
    except ValueError:
        log.warning("settings: %s has the unknown value %r; using %r", key, raw, default.value)
        store.setValue(key, _stored_text(default))  # repaired in the file: said once
        return default


def _readable(raw: object, kind: type[enum.Enum]) -> bool:
    """True when ``raw`` is missing or a value of ``kind``."""
    if raw is None:
        return True
    try:
        kind(str(raw))
    except ValueError:
        return False
    return True


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
    store.setValue(key, _stored_text(default))  # repaired in the file: said once
    return default


def load_settings(store: QSettings) -> Settings:
    """Read the settings, falling back to defaults for anything missing or invalid.

    Adaptive is the level of a new profile (no level stored); a profile that has a level but no
    word on Adaptive (it chose its level before Adaptive existed) keeps its level. The choice is
    written at once, so that it holds whatever is stored later. A damaged level, or a damaged
    word on Adaptive, puts the player on Adaptive too: the game's default, not a guess.
    """
    default = Settings()
    if not _readable(store.value(_KEYS["level"]), Level):
        # a level that cannot be read is no choice: the player goes on at the game's own
        # default, Adaptive, not at the Perfect that stands behind it in Settings
        store.setValue(_KEYS["adaptive"], _stored_text(True))
    if store.value(_KEYS["adaptive"]) is None:
        new_profile = store.value(_KEYS["level"]) is None
        store.setValue(_KEYS["adaptive"], _stored_text(new_profile))
        if new_profile and store.value(FIRST_START_KEY) is None:
            store.setValue(FIRST_START_KEY, "show")  # the first start's line, until dismissed
    settings = Settings(
        level=_read_enum(store, _KEYS["level"], Level, default.level),  # type: ignore[arg-type]
        variant=_read_enum(store, _KEYS["variant"], Variant, default.variant),  # type: ignore[arg-type]
        first=_read_enum(store, _KEYS["first"], FirstMover, default.first),  # type: ignore[arg-type]
        two_players=_read_bool(store, _KEYS["two_players"], default.two_players),
        # an unreadable word on Adaptive: a new profile's choice, Adaptive
        adaptive=_read_bool(store, _KEYS["adaptive"], True),
    )
    store.sync()  # a repaired value is on the disk before the next launch reads it
    return settings


def _stored_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    assert isinstance(value, enum.Enum)
    return str(value.value)


def save_settings(store: QSettings, settings: Settings) -> None:
    """Write every setting (as plain strings, so the file stays readable)."""
    for field in fields(Settings):
        store.setValue(_KEYS[field.name], _stored_text(getattr(settings, field.name)))
    store.sync()


def save_changes(store: QSettings, before: Settings, after: Settings) -> tuple[str, ...]:
    """Write only the settings that differ between ``before`` (what the dialog showed) and
    ``after`` (what it gave back); return their names.

    Command-line options change what the dialog shows for one run; pressing OK without
    touching them must not make them permanent.
    """
    changed = tuple(f.name for f in fields(Settings)
                    if getattr(before, f.name) != getattr(after, f.name))
    for name in changed:
        store.setValue(_KEYS[name], _stored_text(getattr(after, name)))
    if changed:
        store.sync()
    return changed


def quarantine_if_damaged(store: QSettings) -> Path | None:
    """If the settings file is unreadable as a whole, keep a copy beside it (``<file>.bad``, or
    ``<file>.bad.2``, ``.bad.3`` … when earlier copies are there: one is never written over),
    start afresh, and return the copy's path; else return ``None``.

    QSettings reads a file of random bytes as an empty store without any error, so the file is
    checked here: it is damaged as a whole when it has content of which QSettings could read no
    key. A file that is damaged in part (bytes that are not UTF-8, or NUL bytes, in some lines)
    keeps every setting QSettings reads from it: :func:`load_settings` replaces each unreadable
    value by its default. A copy of it as it was is kept all the same, and ``None`` returned.
    """
    path = Path(store.fileName())
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if not data.strip():
        return None
    try:
        in_part = b"\0" in data or not data.decode("utf-8")
    except UnicodeDecodeError:
        in_part = True
    whole = not store.allKeys()
    if not (whole or in_part):
        return None
    try:
        bad = _keep_aside(path, data)
    except OSError as exc:
        log.warning("settings: %s is damaged and could not be copied aside: %s", path, exc)
        return None
    if not whole:
        log.warning("settings: %s has damaged lines; the settings read from it are kept, and "
                    "a copy of it is kept as %s", path, bad)
        return None
    log.warning("settings: %s was damaged; a copy is kept as %s", path, bad)
    store.clear()
    store.sync()
    return bad


def why_not_writable(store: QSettings) -> OSError | None:
    """Why the settings file cannot be written (a read-only file or folder, or a folder where
    the file should be), or ``None`` when it can; the error names the settings file.

    Nothing is written: the file is opened to append and closed, and a probe file made and
    removed beside it (QSettings writes a new file there and renames it over the old one)."""
    path = Path(store.fileName())
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_dir():
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if path.exists():
            with open(path, "ab"):
                pass
        probe = path.with_name(f".{path.name}.{os.getpid()}.probe")
        probe.unlink(missing_ok=True)  # left by a process that died here
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        probe.unlink()
    except OSError as exc:
        log.warning("settings: %s cannot be written (%s); changes are not kept", path, exc)
        return OSError(exc.errno, exc.strerror or str(exc), str(path))  # the file, not a probe
    return None


def _keep_aside(path: Path, data: bytes) -> Path:
    """Write ``data`` to the first free name of ``<path>.bad``, ``<path>.bad.2``, … (created
    exclusively: a copy already there, or one made at the same moment, is never written over)."""
    number = 1
    while True:
        bad = path.with_name(path.name + (".bad" if number == 1 else f".bad.{number}"))
        try:
            with open(bad, "xb") as copy:
                copy.write(data)
        except FileExistsError:
            number += 1
            continue
        return bad


#: The first start's line: ``show`` for a new profile until the player dismisses it, then
#: ``dismissed``; absent for a profile from before the line existed (it is not shown).
FIRST_START_KEY: Final = "ui/first_start_line"


def first_start_line_wanted(store: QSettings) -> bool:
    """True while the first start's line should show (see :data:`FIRST_START_KEY`)."""
    return str(store.value(FIRST_START_KEY, "")) == "show"


def dismiss_first_start_line(store: QSettings) -> None:
    """The player dismissed the first start's line: it never comes back."""
    store.setValue(FIRST_START_KEY, "dismissed")
    store.sync()


#: Settings keys of Game › Watch's levels, and the levels used until the player picks others.
WATCH_KEYS: Final = ("watch/circle", "watch/cross")
DEFAULT_WATCH_LEVELS: Final = (Level.PERFECT, Level.HARD)


def load_watch_levels(store: QSettings) -> tuple[Level, Level]:
    """(○'s level, ×'s level) as last chosen for Watch; an unknown stored value reads as Hard."""
    known = {level.value: level for level in Level}
    circle, cross = (known.get(str(store.value(key, default.value)), Level.HARD)
                     for key, default in zip(WATCH_KEYS, DEFAULT_WATCH_LEVELS))
    return circle, cross


def save_watch_levels(store: QSettings, levels: tuple[Level, Level]) -> None:
    """Remember (○'s level, ×'s level) for the next Watch."""
    for key, level in zip(WATCH_KEYS, levels):
        store.setValue(key, level.value)


#: Settings keys of Game › Puzzles' filter: the rules and the theme, kept between sessions.
PUZZLE_FILTER_KEYS: Final = ("puzzles/rules", "puzzles/theme")


def load_puzzle_filter(store: QSettings) -> tuple[Variant | None, Theme | None] | None:
    """The puzzles' filter as last chosen (``None`` for "all"), or ``None`` if none was ever
    chosen; an unknown stored value reads as "all"."""
    if not store.contains(PUZZLE_FILTER_KEYS[0]):
        return None
    rules, theme = (str(store.value(key, "")) for key in PUZZLE_FILTER_KEYS)
    variant = next((v for v in Variant if v.value == rules), None)
    chosen = next((t for t in Theme if t.value == theme and t.variant is variant), None)
    return variant, chosen


def save_puzzle_filter(store: QSettings, variant: Variant | None, theme: Theme | None) -> None:
    """Remember the puzzles' filter for the next start."""
    store.setValue(PUZZLE_FILTER_KEYS[0], "" if variant is None else variant.value)
    store.setValue(PUZZLE_FILTER_KEYS[1], "" if theme is None else theme.value)
