"""What the third play-test found (issue 17), each pinned by a test that failed before the fix.

Items whose fix lives in the controller have their tests in ``tests/play/test_controller.py``;
item 6 (the machine) is in ``tests/test_setup_env.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from ttt_desktop.engine import Mark
from ttt_desktop.engine.players import Level
from ttt_desktop.history import HistoryStore
from ttt_desktop.qt.translations import Language, apply_language
from ttt_desktop.qt.watch_dialog import WatchDialog

from .test_statistics_window import WIN_FOR_O, open_statistics, stored

ROOT = Path(__file__).resolve().parents[2]

# -- 4. windows that behave ----------------------------------------------------------------------


def test_a_game_opened_from_statistics_comes_to_the_front(qtbot, make_window, tmp_path):
    """Statistics is a window of its own, not one kept above the main window, so the main window
    raised to show the opened game is not covered by it."""
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(stored(WIN_FOR_O, Mark.X))
    store.close()
    window, stats = open_statistics(qtbot, make_window, path)
    assert stats.windowHandle().transientParent() is None
    stats.games_view.selectRow(0)
    stats.open_button.click()
    assert window.controller.game.position.moves == WIN_FOR_O
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.close()
    assert not stats.isVisible()  # it goes with the main window


def test_the_first_window_fits_a_small_screen(tmp_path):
    """QT_SCALE_FACTOR=2 on a 1280x1024 screen leaves 640x512: the first window fits in it."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1280,
                                               "height": 1024, "logicalDpi": 96,
                                               "logicalBaseDpi": 96, "dpr": 1}]}))
    script = (
        "import sys, tempfile\n"
        "from PySide6.QtCore import QSettings\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from ttt_desktop.play.settings import Settings\n"
        "from ttt_desktop.qt.main_window import MainWindow\n"
        "app = QApplication([])\n"
        "store = QSettings(tempfile.mkdtemp() + '/s.ini', QSettings.Format.IniFormat)\n"
        "window = MainWindow(store, Settings(), pause_ms=0)\n"
        "window.show()\n"
        "app.processEvents()\n"
        "frame, available = window.frameGeometry(), window.screen().availableGeometry()\n"
        "print(frame.width(), frame.height(), available.width(), available.height())\n"
        "window.close()\n")
    env = {**os.environ, "QT_SCALE_FACTOR": "2",
           "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=60, check=True, cwd=ROOT)
    width, height, free_width, free_height = map(int, done.stdout.split())
    assert (free_width, free_height) == (640, 512)
    assert width <= free_width and height <= free_height, done.stdout


def test_the_english_title_has_no_japanese_and_the_japanese_keeps_its_own(make_window):
    window = make_window()
    assert window.windowTitle() == "Tic-tac-toe"  # a window manager without CJK draws boxes
    apply_language(Language.JAPANESE)
    try:
        QCoreApplication.processEvents()
        assert window.windowTitle() == "三目並べ"
    finally:
        apply_language(Language.ENGLISH)


def test_the_watch_dialog_is_wide_enough_for_its_title(qtbot):
    for language in (Language.ENGLISH, Language.JAPANESE):
        apply_language(language)
        try:
            dialog = WatchDialog(Level.EASY, Level.PERFECT)
            qtbot.addWidget(dialog)
            dialog.show()
            title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
            # the title bar also holds an icon and two or three buttons
            assert dialog.width() >= title + 160, (dialog.windowTitle(), dialog.width())
            dialog.close()
        finally:
            apply_language(Language.ENGLISH)
