"""The game's sounds reach a real sound server: PulseAudio with a null sink, recorded from the
sink's monitor while the real window plays a game; with the server gone the game stays silent
and plays on."""

from __future__ import annotations

import math
import shutil
import subprocess
import time
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest

from ttt_desktop.play.settings import Settings

from ...e2e.xserver import needs
from ..helpers import click_cell

TOOLS = ("pulseaudio", "paplay", "parecord", "pactl")
MISSING = [tool for tool in TOOLS if shutil.which(tool) is None]
needs_sound_server = needs(MISSING, "a sound server",
                           "apt-get install pulseaudio pulseaudio-utils")


@pytest.fixture
def sound_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A PulseAudio server of this test's own, with one null sink: what is played there can be
    recorded from ``null.monitor``. The game's player (paplay) finds it through the environment."""
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.setenv("PULSE_RUNTIME_PATH", str(runtime / "pulse"))
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    server = subprocess.Popen(
        ["pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit", "-n",
         "--load=module-null-sink sink_name=null",
         "--load=module-native-protocol-unix auth-anonymous=1", "--log-target=stderr"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 15
    while subprocess.run(["pactl", "info"], capture_output=True).returncode != 0:
        assert server.poll() is None and time.monotonic() < deadline, "pulseaudio did not start"
    yield runtime
    server.terminate()
    server.wait(10)


def loudness(path: Path) -> tuple[float, float]:
    """(peak, RMS) of a 16-bit recording, each 0..1."""
    with wave.open(str(path), "rb") as reader:
        frames = reader.readframes(reader.getnframes())
        width = reader.getsampwidth()
    assert width == 2
    values = [int.from_bytes(frames[i:i + 2], "little", signed=True)
              for i in range(0, len(frames) - 1, 2)]
    peak = max((abs(v) for v in values), default=0) / 32_768
    rms = math.sqrt(sum(v * v for v in values) / max(1, len(values))) / 32_768
    return peak, rms


@needs_sound_server
def test_a_game_s_sounds_reach_the_sound_server(qtbot, make_window, sound_server, tmp_path):
    recording = tmp_path / "heard.wav"
    recorder = subprocess.Popen(["parecord", "--device=null.monitor", "--file-format=wav",
                                 str(recording)])
    try:
        qtbot.waitUntil(lambda: recording.exists() and recording.stat().st_size > 4096,
                        timeout=10_000)  # recording, really, before the first sound
        window = make_window(Settings(two_players=True))
        started = []
        window.sound.player.played.connect(started.append)
        for cell in (0, 3, 1, 4, 2):  # four moves, then ○'s winning line
            click_cell(qtbot, window, cell)
        window.sound.player.wait()
        assert window.sound.player.available() and len(started) == 5
        # the server's last buffers reach the monitor in real time: 0.3 s more of recording
        # (stereo, 16 bits, 44.1 kHz)
        size = recording.stat().st_size
        qtbot.waitUntil(lambda: recording.stat().st_size >= size + 53_000, timeout=10_000)
    finally:
        recorder.terminate()
        recorder.wait(10)
    peak, rms = loudness(recording)
    # the win sound's peak is 0.32 of full scale as made, played at the default 70 %
    assert 0.15 < peak < 0.35 and rms > 0.005, (peak, rms)


@needs_sound_server
def test_without_a_sound_server_the_game_is_silent_and_plays_on(
        qtbot, make_window, sound_server, monkeypatch, tmp_path):
    monkeypatch.setenv("PULSE_SERVER", f"unix:{tmp_path}/nobody-here")
    window = make_window(Settings(two_players=True))
    click_cell(qtbot, window, 4)
    window.sound.player.wait()
    click_cell(qtbot, window, 0)
    assert not window.sound.player.available()
    assert window.controller.game.position.moves == (4, 0)
