"""Windows that ask for their screen leave the application's screen alone when Python frees them.

``fit_to_screen`` asked the window for its screen (``QWidget.screen()``), and PySide6 tied the
returned QScreen's wrapper to the window's. When Python's cycle collector later freed such a
window, it deleted the application's QScreen with it (``QScreen::~QScreen`` called from the
collector), and the next window crashed the process in ``QScreen::virtualSiblings``. The window's
fuzz met it in about one full test run in two, whenever a collection fell at that moment. Here
the fuzz runs with the collector run every 20 allocations, which made the crash certain, in a
process of its own, since the crash kills it.
"""

from __future__ import annotations

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
