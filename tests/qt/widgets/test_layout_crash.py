"""A stored window layout (geometry and dock state) can never crash a start.

``QMainWindow.restoreState`` trusts its bytes: one changed byte of a stored state (bytes 13-16,
the dock area's counts, on PySide6 6.11) made it crash the process with SIGSEGV at every start.
The real window runs in a process of its own here (tests/qt/layout_driver.py), since a crash
kills it: every byte of a real stored state is changed in turn, and a crash during the restore
is made certain to check that the next start does not repeat it. ``benchmarks/
bench_layout_damage.py`` runs random damages of the whole settings file through the program.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

DRIVER = Path(__file__).resolve().parents[1] / "layout_driver.py"
ROOT = Path(__file__).resolve().parents[3]


def _driver(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(DRIVER), *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                               "PYTHONPATH": os.pathsep.join(
                                   [str(ROOT), os.environ.get("PYTHONPATH", "")])})


def _stored_layout(tmp_path: Path) -> Path:
    good = tmp_path / "good.ini"
    started = _driver("start", str(good))
    assert started.returncode == 0, started.stderr[-2000:]
    state = QSettings(str(good), QSettings.Format.IniFormat).value("window/state")
    assert isinstance(state, QByteArray) and state.size() > 100  # a real dock state
    return good


@pytest.mark.timeout(300)
def test_no_changed_byte_of_the_stored_state_crashes_the_start(tmp_path: Path) -> None:
    good = _stored_layout(tmp_path)
    run = _driver("damage", str(good), str(tmp_path / "damaged.ini"), "0", "100000", "255",
                  timeout=280)
    lines = run.stdout.split()
    assert run.returncode == 0, (
        f"the start crashed (status {run.returncode}) with the state's byte at "
        f"{run.stdout.splitlines()[-1]} changed")
    assert lines[-2] == "done" and int(lines[-1]) > 100


def test_a_crash_during_the_restore_is_not_repeated(tmp_path: Path) -> None:
    good = _stored_layout(tmp_path)
    crashed = _driver("start", str(good), "--die-in-restore")
    assert crashed.returncode == -9  # the whole layout was restored, and the restore died
    again = _driver("start", str(good), "--die-in-restore")
    assert again.returncode == 0, "the next start crashed in the same restore"
    assert "closed" in again.stdout
    after = QSettings(str(good), QSettings.Format.IniFormat)
    assert after.value("window/state") is not None  # a fresh layout, stored on closing
    assert after.value("window/restoring") is None
    assert after.value("game/adaptive") is not None  # the other settings are kept
