"""The window layout's store (ttt_desktop/qt/widgets/window_layout.py): a whole layout comes
back; a damaged one, or one stored before its digest, is dropped in part or whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from ttt_desktop.qt.widgets.window_layout import (
    DIGEST_KEY,
    GEOMETRY_KEY,
    RESTORING_KEY,
    STATE_KEY,
    layout_digest,
    restore_layout,
    save_layout,
)


def _window() -> QMainWindow:
    window = QMainWindow()
    window.setCentralWidget(QWidget())
    dock = QDockWidget("moves", window)
    dock.setObjectName("moves")
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    return window


def _dock(window: QMainWindow) -> QDockWidget:
    dock = window.findChild(QDockWidget, "moves")
    assert isinstance(dock, QDockWidget)
    return dock


def test_a_whole_layout_comes_back(qtbot, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = _window()
    qtbot.addWidget(first)
    first.resize(500, 410)
    first.show()
    _dock(first).hide()
    save_layout(first, store)
    second = _window()
    qtbot.addWidget(second)
    assert restore_layout(second, store)
    second.show()
    assert _dock(second).isHidden()
    assert second.size() == first.size()
    assert store.value(RESTORING_KEY) is None


@pytest.mark.parametrize("damaged", [GEOMETRY_KEY, STATE_KEY, DIGEST_KEY])
def test_a_layout_that_fails_its_digest_is_dropped(qtbot, tmp_path: Path, damaged: str) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue("game/level", "hard")
    first = _window()
    qtbot.addWidget(first)
    first.show()
    _dock(first).hide()
    save_layout(first, store)
    value = store.value(damaged)
    if damaged == DIGEST_KEY:
        text = str(value)
        store.setValue(damaged, ("1" if text[0] == "0" else "0") + text[1:])
    else:
        data = bytearray(bytes(value.data()))
        data[len(data) // 2] ^= 1
        store.setValue(damaged, QByteArray(bytes(data)))
    second = _window()
    qtbot.addWidget(second)
    assert not restore_layout(second, store)
    second.show()
    assert not _dock(second).isHidden()  # the dock state was not applied
    assert all(store.value(key) is None for key in (GEOMETRY_KEY, STATE_KEY, DIGEST_KEY))
    assert store.value("game/level") == "hard"  # only the layout goes


def test_a_layout_from_before_the_digest_keeps_its_geometry_only(qtbot, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = _window()
    qtbot.addWidget(first)
    first.resize(520, 430)
    first.show()
    _dock(first).hide()
    store.setValue(GEOMETRY_KEY, first.saveGeometry())
    store.setValue(STATE_KEY, first.saveState())
    second = _window()
    qtbot.addWidget(second)
    assert restore_layout(second, store)
    second.show()
    assert second.size() == first.size()
    assert not _dock(second).isHidden()


def test_the_digest_covers_the_border_between_geometry_and_state() -> None:
    assert layout_digest(b"\x01\x02", b"\x03") != layout_digest(b"\x01", b"\x02\x03")
