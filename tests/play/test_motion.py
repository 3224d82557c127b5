"""Animations on or off: a new profile follows the system's preference once; the choice then
holds; a damaged value means on, repaired."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtDBus import QDBusVariant

from ttt_desktop.play import motion
from ttt_desktop.play.motion import ANIMATIONS_KEY, load_animations, save_animations


@pytest.fixture
def store(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.mark.parametrize("system", [True, False])
def test_a_new_profile_takes_the_system_s_preference_and_keeps_it(store, monkeypatch, system):
    monkeypatch.setattr(motion, "system_allows_motion", lambda: system)
    assert load_animations(store) is system
    assert store.value(ANIMATIONS_KEY) == ("true" if system else "false")
    monkeypatch.setattr(motion, "system_allows_motion", lambda: not system)
    assert load_animations(store) is system  # the system changed its mind: the choice holds


def test_the_player_s_choice_is_kept(store):
    save_animations(store, False)
    assert load_animations(store) is False
    save_animations(store, True)
    assert load_animations(store) is True


def test_a_damaged_value_means_on_and_is_repaired(store):
    store.setValue(ANIMATIONS_KEY, "sometimes")
    assert load_animations(store) is True
    assert store.value(ANIMATIONS_KEY) == "true"


def test_the_portal_s_answer_is_read_through_its_variants():
    assert motion._as_bool(True) is True
    assert motion._as_bool(QDBusVariant(False)) is False
    assert motion._as_bool(QDBusVariant(QDBusVariant(False))) is False  # Read wraps it again
    assert motion._as_bool("yes") is None


def test_no_session_bus_is_no_preference(monkeypatch):
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/bus")
    assert motion.system_allows_motion() is True
