"""Ctrl+C (SIGINT) and SIGTERM close the real game's window as Game › Quit does: cleanly, with
its settings saved."""

from __future__ import annotations

import signal
import subprocess

import pytest

from .helpers import launch_game


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 0)])
def test_a_signal_closes_the_window_cleanly_and_saves(tmp_path, signum, status):
    process = launch_game(tmp_path)
    process.send_signal(signum)
    try:
        _, err = process.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        pytest.fail(f"the game did not close after signal {signum}")
    assert process.returncode == status, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    conf = tmp_path / "ttt-desktop" / "ttt-desktop.conf"
    assert "geometry" in conf.read_text(encoding="utf-8")  # saved as Game > Quit saves
