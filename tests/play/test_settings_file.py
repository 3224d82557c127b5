"""A damaged settings file is kept aside before the settings start afresh, and each damaged file
has a copy of its own: a second one never writes over the first's."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from ttt_desktop.play.settings import Settings, load_settings, quarantine_if_damaged


def damage(path: Path, data: bytes) -> QSettings:
    path.write_bytes(data)
    return QSettings(str(path), QSettings.Format.IniFormat)


def test_every_damaged_settings_file_keeps_a_copy_of_its_own(tmp_path: Path):
    path = tmp_path / "settings.ini"
    damaged = [bytes(range(256)) * 4, b"\0\0\0 second damage", b"\xff\xfe no setting \x81\n"]
    kept = []
    for data in damaged:
        store = damage(path, data)
        copy = quarantine_if_damaged(store)
        assert copy is not None
        kept.append(copy)
        assert load_settings(store) == Settings(adaptive=True)  # afresh, as a new profile
    assert [p.name for p in kept] == ["settings.ini.bad", "settings.ini.bad.2",
                                      "settings.ini.bad.3"]
    assert [p.read_bytes() for p in kept] == damaged  # the first damage is still there


def test_a_copy_left_from_before_is_not_written_over(tmp_path: Path):
    path = tmp_path / "settings.ini"
    earlier = tmp_path / "settings.ini.bad"
    earlier.write_bytes(b"the player's own notes, or an earlier damage")
    (tmp_path / "settings.ini.bad.2").mkdir()  # whatever stands there is left alone too
    copy = quarantine_if_damaged(damage(path, b"\xff" * 64))
    assert copy == tmp_path / "settings.ini.bad.3" and copy.read_bytes() == b"\xff" * 64
    assert earlier.read_bytes() == b"the player's own notes, or an earlier damage"
