"""A settings file damaged in part keeps every setting it still holds; a settings file that
cannot be written is told apart (read-only file, read-only folder, a folder in its place).

One byte that is not UTF-8 used to set the whole file aside and reset every setting; here each
byte of a real settings file is damaged in turn (Hypothesis picks the byte and its new value),
and every setting whose line is untouched keeps its value.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
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

CHOSEN = Settings(level=Level.HARD, variant=Variant.MISERE, first=FirstMover.COMPUTER,
                  two_players=True, adaptive=False)
FIELDS = {"level": "level=", "variant": "variant=", "first": "first=",
          "two_players": "two_players=", "adaptive": "adaptive="}


def _written(folder: Path) -> bytes:
    path = folder / "written.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    save_settings(store, CHOSEN)
    store.setValue("sound/volume", 40)
    store.sync()
    return path.read_bytes()


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(where=st.floats(0, 1, exclude_max=True), byte=st.integers(0x80, 0xFF))
def test_a_byte_that_is_not_utf8_loses_at_most_its_own_line(tmp_path: Path, where: float,
                                                             byte: int) -> None:
    original = _written(tmp_path)
    position = int(where * len(original))
    damaged = bytearray(original)
    damaged[position] = byte
    path = tmp_path / "settings.ini"
    path.write_bytes(bytes(damaged))
    for old in tmp_path.glob("settings.ini.bad*"):
        old.unlink()
    store = QSettings(str(path), QSettings.Format.IniFormat)
    assert quarantine_if_damaged(store) is None  # not reset
    assert [p.name for p in tmp_path.glob("settings.ini.bad*")] == ["settings.ini.bad"]
    loaded = load_settings(store)
    # the damaged byte's line; a damaged line break joins the next line to it
    start = original.rfind(b"\n", 0, position) + 1
    end = original.find(b"\n", position + 1 if original[position] == ord("\n") else position)
    touched = original[start:end if end >= 0 else None].decode().splitlines()
    if any(line.startswith("[game]") for line in touched):
        return  # the section's name: all its settings go with it
    lost = {name for name, key in FIELDS.items() if any(line.startswith(key) for line in touched)}
    if "level" in lost:  # a damaged level puts the player on Adaptive, a new player's level
        lost.add("adaptive")
    for name in FIELDS:
        if name not in lost:
            assert getattr(loaded, name) == getattr(CHOSEN, name), (name, touched)


def test_a_file_that_holds_no_setting_at_all_is_still_reset(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(bytes(range(128, 256)) * 3)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    assert quarantine_if_damaged(store) == tmp_path / "settings.ini.bad"
    assert load_settings(store) == Settings(adaptive=True)


def why_not_writable(store: QSettings) -> OSError | None:
    from ttt_desktop.play.settings import why_not_writable as under_test

    return under_test(store)


@contextmanager
def _immutable(path: Path) -> Iterator[None]:
    """``chattr +i``: read-only even for root (chmod does not stop root)."""
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed: cannot make a file read-only for root")
    if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("this file system does not support the immutable attribute")
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)


def test_a_writable_settings_file_has_no_problem_and_no_probe_is_left(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "new" / "settings.ini"), QSettings.Format.IniFormat)
    assert why_not_writable(store) is None
    assert list((tmp_path / "new").iterdir()) == []


def test_a_read_only_settings_file_is_told(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    save_settings(store, CHOSEN)
    with _immutable(path):
        problem = why_not_writable(store)
        store.setValue("game/level", "easy")
        store.sync()
        assert store.status() is QSettings.Status.AccessError  # Qt agrees: nothing is saved
    assert problem is not None and problem.filename == str(path)


def test_a_read_only_settings_folder_is_told(tmp_path: Path) -> None:
    folder = tmp_path / "config"
    folder.mkdir()
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    with _immutable(folder):
        problem = why_not_writable(store)
    assert problem is not None and problem.filename == str(folder / "settings.ini")
    assert list(folder.iterdir()) == []


def test_a_folder_in_the_settings_files_place_is_told(tmp_path: Path) -> None:
    (tmp_path / "settings.ini").mkdir()
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    problem = why_not_writable(store)
    assert isinstance(problem, IsADirectoryError)
