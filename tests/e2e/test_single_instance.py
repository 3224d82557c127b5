"""One game per user, with real processes (offscreen): a later launch hands its game file to the
running game and exits; two launches at once make one window; a killed game's lock and socket
do not block the next start.

The game runs from source, and also as the packaged executable when ``TTT_EXECUTABLE`` names
one. Each test has its own settings folder (``XDG_CONFIG_HOME``), so its games never meet the
player's.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

LAUNCHERS = {"source": [sys.executable, "-m", "ttt_desktop"]}
if os.environ.get("TTT_EXECUTABLE"):
    LAUNCHERS["executable"] = [os.environ["TTT_EXECUTABLE"]]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and sockets")


class Game:
    """A launched game whose stdout lines are read as they come."""

    def __init__(self, command: list[str], env: dict[str, str]) -> None:
        # a session of its own: killing the game kills the one-file build's unpacker and the
        # game it runs alike
        self.process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True,
                                        start_new_session=True)
        self.lines: queue.Queue[str] = queue.Queue()
        assert self.process.stdout is not None
        stdout = self.process.stdout
        threading.Thread(target=lambda: [self.lines.put(line.strip()) for line in stdout],
                         daemon=True).start()

    def wait_for(self, prefix: str, timeout: float = 30.0) -> str:
        """The first line (from now) that starts with ``prefix``."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no line {prefix!r} within {timeout} s") from None
            if line.startswith(prefix):
                return line

    def kill(self) -> None:
        """SIGKILL to the game (and to the one-file build's unpacker, its parent)."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=30)
        finally:
            for stream in (self.process.stdout, self.process.stderr):
                if stream is not None:
                    stream.close()


@pytest.fixture(params=list(LAUNCHERS))
def launch(request, tmp_path: Path) -> Iterator:
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_RUNTIME_DIR=str(runtime),
               QT_QPA_PLATFORM="offscreen", TTT_REPORT_GAMES="1")
    games: list[Game] = []

    def start(*args: str) -> Game:
        games.append(Game([*LAUNCHERS[request.param], *args], env))
        return games[-1]

    start.kind = request.param  # type: ignore[attr-defined]
    yield start
    for game in games:
        game.stop()


def test_a_second_launch_hands_its_game_to_the_running_one_and_exits(launch, tmp_path):
    first = launch()
    first.wait_for("handover: listening")
    saved = tmp_path / "saved game.ttt"
    saved.write_text("Variant: standard\n\n5 1 9\n", encoding="utf-8")
    started = time.monotonic()
    second = launch(str(saved))
    assert second.process.wait(timeout=10) == 0
    # the bound from source; the one-file build unpacks itself first (its budget, 1 s
    # on a quiet machine, is measured by benchmarks/bench_handover.py)
    assert time.monotonic() - started < (1.0 if launch.kind == "source" else 5.0)
    assert first.wait_for("game:", timeout=10) == "game: 462 live unscored"
    assert first.process.poll() is None  # still running, with the game on its board
    assert second.process.stderr is not None  # one line says where the file went
    said = second.process.stderr.read().splitlines()
    assert len(said) == 1 and said[0].startswith("ttt-desktop: the game is already running; ")
    assert str(saved) in said[0]


def test_a_second_launch_without_a_file_only_brings_the_game_forward(launch):
    first = launch()
    first.wait_for("handover: listening")
    second = launch()
    assert second.process.wait(timeout=10) == 0
    assert second.lines.empty()  # it printed no board: it opened no window
    assert first.process.poll() is None
    assert second.process.stderr is not None
    said = second.process.stderr.read().splitlines()
    assert len(said) == 1 and said[0].startswith("ttt-desktop: the game is already running; ")


def test_two_launches_in_the_same_instant_make_one_window(launch):
    games = [launch(), launch()]  # started within a few milliseconds of each other
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and all(g.process.poll() is None for g in games):
        time.sleep(0.05)
    ended = [g for g in games if g.process.poll() is not None]
    assert len(ended) == 1 and ended[0].process.returncode == 0
    running = next(g for g in games if g not in ended)
    running.wait_for("handover: listening")
    assert running.process.poll() is None


def test_a_killed_game_does_not_block_the_next_start(launch, tmp_path):
    first = launch()
    first.wait_for("handover: listening")
    first.kill()
    assert list((tmp_path / "run").glob("*.socket"))  # left behind by the killed game
    second = launch()
    second.wait_for("handover: listening")  # it started, and it listens in its place
    assert second.process.poll() is None
    third = launch()
    assert third.process.wait(timeout=10) == 0  # and it is the one later launches find


def test_a_file_that_is_not_a_game_loads_nothing(launch, tmp_path):
    first = launch()
    first.wait_for("handover: listening")
    missing = launch(str(tmp_path / "missing.ttt"))
    assert missing.process.wait(timeout=10) == 2  # a bad argument: message and status 2
    assert missing.process.stderr is not None
    assert "no such game file" in missing.process.stderr.read()
