"""Every dialog fits a laptop's screen: 1366×768 and 1280×800 at 100 %, and 2560×1600 at
200 %, each with a 48 px panel taking part of its height, in English and Japanese.

Each screen is an offscreen screen of the free area's size (the offscreen platform has no
panels), in a process of its own (``dialog_fit_probe.py`` opens every dialog and reports).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ttt_desktop.qt.widgets.window_fit import FRAME_ALLOWANCE

ROOT = Path(__file__).resolve().parents[2]
PANEL = 48  # a task bar or top bar, in logical pixels

SCREENS = [(1366, 768, 1), (1280, 800, 1), (2560, 1600, 2)]
DIALOGS = {"main window", "how to play:HelpDialog", "about:about", "settings:SettingsDialog",
           "watch:WatchDialog", "reset score:QMessageBox", "open game:warning", "statistics",
           "puzzles"}


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("width", "height", "scale"), SCREENS)
def test_every_dialog_fits_the_screen(tmp_path: Path, width: int, height: int, scale: int,
                                      language: str) -> None:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "s", "x": 0, "y": 0, "width": width, "height": height - PANEL * scale,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_SCALE_FACTOR": str(scale),
           "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run([sys.executable, "-m", "tests.qt.dialog_fit_probe", language],
                          env=env, capture_output=True, text=True, timeout=120, check=True,
                          cwd=ROOT)
    shown = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert {d["dialog"] for d in shown} == DIALOGS, done.stdout + done.stderr
    for dialog in shown:
        assert (dialog["free_width"], dialog["free_height"]) == (
            width // scale, height // scale - PANEL)
        assert dialog["width"] + FRAME_ALLOWANCE.width() <= dialog["free_width"], dialog
        assert dialog["height"] + FRAME_ALLOWANCE.height() <= dialog["free_height"], dialog
