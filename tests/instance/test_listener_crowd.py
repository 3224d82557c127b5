"""Idle connections cannot crowd out a real launch, nor make the listener spin.

About 1,000 idle connections of the same user used to exhaust the game's file descriptors; the
listening socket then stayed readable, ``accept`` failed again at once, and the listener spun,
logging 85,281 warnings in 10 s, while later launches could not get through. Here the listener
runs in a process of its own with 96 or 20 file descriptors (tests/instance/listener_driver.py), 300
idle connections are opened to it, and then a real launch (``claim_or_hand_over``, as the game
starts) hands over a file.

On Windows the listener is a named pipe with the same cap. Its test runs the listener in the
Windows Python of the Wine prefix that ``packaging/build --windows`` prepares
(tests/instance/pipe_crowd_driver.py); without that prefix it skips, except in CI's Windows
step (``TTT_WINDOWS_EXE`` set), where it fails.
"""

from __future__ import annotations

import json
import os
import socket
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from ttt_desktop.instance.launch import (
    KEY_VARIABLE,
    claim_or_hand_over,
    instance_key,
    server_name,
)
from ttt_desktop.instance.listener import MAX_CLIENTS

from ..packaging.helpers import windows_path, wine_prefix_env

unix_only = pytest.mark.skipif(sys.platform == "win32", reason="Unix-domain sockets")

DRIVER = Path(__file__).with_name("listener_driver.py")
PIPE_DRIVER = Path(__file__).with_name("pipe_crowd_driver.py")
ROOT = Path(__file__).resolve().parents[2]
IDLE = 300


# 96 descriptors: more than the clients the listener holds; 20: fewer (Qt and Python hold
# about 12 of them), so that the system refuses connections and the listener must recover
@unix_only
@pytest.mark.parametrize("max_files", [96, 20])
def test_idle_connections_neither_block_a_launch_nor_make_the_listener_spin(tmp_path: Path,
                                                                           monkeypatch,
                                                                           max_files: int):
    (tmp_path / "run").mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "run"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.delenv(KEY_VARIABLE, raising=False)
    path = server_name(instance_key())
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    driver = subprocess.Popen([sys.executable, str(DRIVER), str(max_files)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env)
    assert driver.stdin is not None and driver.stdout is not None
    idle: list[socket.socket] = []
    try:
        assert driver.stdout.readline() == "listening\n"
        failed_in_a_row = 0
        while len(idle) < IDLE and failed_in_a_row < 3:  # each connects and says nothing
            client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            # blocking, for 2 s at most, while the listener's backlog is full (a Unix socket's
            # connect waits for SO_SNDTIMEO; with settimeout it would fail at once)
            client.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, struct.pack("ll", 2, 0))
            try:
                client.connect(path)
            except OSError:
                client.close()
                failed_in_a_row += 1
                continue
            failed_in_a_row = 0
            idle.append(client)
        game = tmp_path / "game.ttt"
        try:
            handed_over = claim_or_hand_over([str(game)]) is None  # it retries for 10 s
        except TimeoutError:
            handed_over = False
        heard = driver.stdout.readline() if handed_over else ""
    finally:
        for client in idle:
            client.close()
        _, errors = driver.communicate(input="\n", timeout=30)
    assert driver.returncode == 0, errors[-2000:]
    warnings = [line for line in errors.splitlines() if line.startswith("WARNING")]
    assert (len(idle), handed_over, heard, len(warnings) <= 3) == (
        IDLE, True, f"handover: {game}\n", True), (len(warnings), warnings[:3])


def wine_prefix() -> dict[str, str]:
    """The prepared Wine prefix's environment for the pipe's driver; skipped without one
    (failed in CI's Windows step)."""
    env, reason = wine_prefix_env() if sys.platform == "linux" else (None, "needs Linux")
    if env is None:
        if os.environ.get("CI") and os.environ.get("TTT_WINDOWS_EXE"):
            pytest.fail(reason)
        pytest.skip(reason)
    return {**env, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": windows_path(ROOT)}


@pytest.mark.slow
def test_the_windows_pipe_lets_the_oldest_idle_clients_go() -> None:
    """Idle clients, then one that talks: it is answered, and the listener never holds more than
    MAX_CLIENTS. With room for all, every idle client stays connected (one that came before its
    pipe was waited on is held like the others, not cut off); with 100, the ones let go are
    exactly the oldest."""
    env = wine_prefix()
    driver = windows_path(PIPE_DRIVER)
    kept = MAX_CLIENTS - 1  # the talker is held too
    for idle in (kept, 100):
        result = subprocess.run(["wine", env["WINPYTHON"], driver, str(idle)], env=env,
                                stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                timeout=180)
        assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
        out = json.loads(result.stdout.strip().splitlines()[-1])
        assert out["answer"] == "heard hello\n"
        assert out["max_clients"] == MAX_CLIENTS and out["held"] == MAX_CLIENTS
        assert out["connected"] == [False] * (idle - kept) + [True] * kept, out["connected"]
