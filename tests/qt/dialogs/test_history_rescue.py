"""A damaged history: the offer to keep it aside and start a new one is made once, and the
damaged file is renamed, never deleted."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ttt_desktop.history import Problem


def _rescue_box(window):
    from PySide6.QtWidgets import QMessageBox

    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    return boxes[0] if boxes else None


def test_a_damaged_history_is_kept_aside_once_asked_and_a_new_one_started(
        qtbot, make_window, tmp_path):
    path = tmp_path / "history.sqlite3"
    damaged = b"\x00\x13 not a database " * 300
    path.write_bytes(damaged)
    window = make_window(history_path=path)
    qtbot.waitUntil(lambda: _rescue_box(window) is not None)
    box = _rescue_box(window)
    button = next(b for b in box.buttons() if "New History" in b.text())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("history.sqlite3.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged  # renamed, never deleted
    assert "new history" in window.status_line.text()
    assert window.controller.recorder.problem() == "" and path.exists()  # the new history


def test_the_offer_is_made_once(qtbot, make_window, tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"\x00\x13 not a database " * 300)
    window = make_window(history_path=path)
    qtbot.waitUntil(lambda: _rescue_box(window) is not None)
    box = _rescue_box(window)
    qtbot.mouseClick(next(b for b in box.buttons() if "Not Now" in b.text()),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _rescue_box(window) is None)
    window.controller.recorder.problem_found.emit(  # said again
        "the game history is damaged", Problem.DAMAGED)
    assert _rescue_box(window) is None
    assert path.exists()  # left where it was
