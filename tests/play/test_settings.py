"""The settings through a real QSettings file (ttt_desktop/play/settings.py): round trip, damaged
values, a damaged file kept aside, and the levels of Watch."""

from __future__ import annotations

import logging

from PySide6.QtCore import QSettings

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import (
    FirstMover,
    Settings,
    load_settings,
    quarantine_if_damaged,
    save_settings,
)


def reopen(store: QSettings) -> QSettings:
    return QSettings(store.fileName(), QSettings.Format.IniFormat)


def test_settings_round_trip_through_the_file(store):
    chosen = Settings(level=Level.HARD, variant=Variant.LAST_LINE, first=FirstMover.RANDOM,
                      two_players=True)
    save_settings(store, chosen)
    assert load_settings(reopen(store)) == chosen


def test_missing_settings_are_the_defaults(store):
    assert load_settings(store) == Settings(adaptive=True)  # a new profile: Adaptive


def test_corrupted_values_fall_back_to_defaults_with_a_warning(store, caplog):
    store.setValue("game/level", "grandmaster")
    store.setValue("game/variant", 42)
    store.setValue("game/first", "")
    store.setValue("game/two_players", "maybe")
    store.sync()
    with caplog.at_level(logging.WARNING):
        loaded = load_settings(reopen(store))
    assert loaded == Settings(adaptive=True)  # a level that cannot be read: the default
    assert "grandmaster" in caplog.text and "maybe" in caplog.text


def test_a_damaged_level_puts_the_player_on_adaptive_not_on_perfect(store, caplog):
    for adaptive_stored in ("false", None, "true"):
        store.clear()
        store.setValue("game/level", "\x00perf")  # a damaged level value
        if adaptive_stored is not None:
            store.setValue("game/adaptive", adaptive_stored)
        store.sync()
        with caplog.at_level(logging.WARNING):
            loaded = load_settings(reopen(store))
        assert loaded.adaptive, adaptive_stored
        assert load_settings(reopen(store)).adaptive  # repaired in the file: it holds


def test_a_damaged_word_on_adaptive_puts_the_player_on_adaptive(store):
    save_settings(store, Settings(level=Level.HARD))
    store.setValue("game/adaptive", "perhaps")
    store.sync()
    assert load_settings(reopen(store)) == Settings(level=Level.HARD, adaptive=True)


def test_a_chosen_level_is_kept(store):
    save_settings(store, Settings(level=Level.HARD))
    assert load_settings(reopen(store)) == Settings(level=Level.HARD, adaptive=False)


def test_the_levels_are_remembered_and_a_damaged_value_falls_back_to_hard(store):
    from ttt_desktop.play.settings import DEFAULT_WATCH_LEVELS as DEFAULT_LEVELS
    from ttt_desktop.play.settings import load_watch_levels as load_levels
    from ttt_desktop.play.settings import save_watch_levels as save_levels

    assert load_levels(store) == DEFAULT_LEVELS
    save_levels(store, (Level.EASY, Level.MEDIUM))
    assert load_levels(store) == (Level.EASY, Level.MEDIUM)
    store.setValue("watch/cross", "grandmaster")
    assert load_levels(store) == (Level.EASY, Level.HARD)


def test_a_settings_file_of_random_bytes_is_kept_aside_and_replaced(tmp_path):
    path = tmp_path / "settings.ini"
    garbage = bytes(range(256)) * 4
    path.write_bytes(garbage)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    bad = quarantine_if_damaged(store)
    assert bad == tmp_path / "settings.ini.bad"
    assert bad.read_bytes() == garbage
    assert load_settings(store) == Settings(adaptive=True)  # read as a new profile


def test_a_settings_file_that_is_not_utf8_is_kept_aside_too(tmp_path):
    """No NUL byte and keys QSettings can read, but bytes that are not UTF-8: damaged in part.
    A copy is kept aside, and the settings it still holds are kept (not reset)."""
    path = tmp_path / "settings.ini"
    damaged = b"[game]\nlevel=easy\nvariant=\xff\xfe\xfd\n"
    path.write_bytes(damaged)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    assert store.allKeys()
    assert quarantine_if_damaged(store) is None  # nothing was reset
    assert (tmp_path / "settings.ini.bad").read_bytes() == damaged
    assert load_settings(store).level is Level.EASY


def test_a_healthy_settings_file_is_left_alone(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text("[game]\nlevel=easy\n", encoding="utf-8")
    store = QSettings(str(path), QSettings.Format.IniFormat)
    assert quarantine_if_damaged(store) is None
    assert not (tmp_path / "settings.ini.bad").exists()
