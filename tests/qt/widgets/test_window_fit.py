"""Windows that fit their screen: the first window fits a small screen, and windows that ask
for their screen leave the application's screen alone when Python frees them.

``fit_to_screen`` asked the window for its screen (``QWidget.screen()``), and PySide6 tied the
returned QScreen's wrapper to the window's. When Python's cycle collector later freed such a
window, it deleted the application's QScreen with it (``QScreen::~QScreen`` called from the
collector), and the next window crashed the process in ``QScreen::virtualSiblings``. The window's
fuzz met it in about one full test run in two, whenever a collection fell at that moment. Here
the fuzz runs with the collector run every 20 allocations, which made the crash certain, in a
process of its own, since the crash kills it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.timeout(300)
def test_the_window_fuzz_survives_a_cycle_collection_at_every_turn(tmp_path: Path) -> None:
    (tmp_path / "often_collected.py").write_text(
        "import gc\n\ngc.set_threshold(20, 2, 2)\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "often_collected",
         "tests/qt/test_fuzz_window.py", "-k", "survives"],
        cwd=ROOT, capture_output=True, text=True, timeout=280,
        env={**os.environ, "PYTHONPATH": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
    assert "1 passed" in done.stdout


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
