"""The sounds: made by tools/make-sounds and nothing else, short, distinct and clean; played
without waiting, at the volume chosen; muted, silent or without a device, the game is quiet."""

from __future__ import annotations

import array
import math
import runpy
import stat
import wave
from pathlib import Path

import pytest

from ttt_desktop.qt.sound.player import Sound, SoundPlayer, write_scaled
from ttt_desktop.resources_path import resource_path

ROOT = Path(__file__).resolve().parents[3]


def samples(path: Path) -> array.array:
    with wave.open(str(path), "rb") as reader:
        assert (reader.getnchannels(), reader.getsampwidth()) == (1, 2)
        return array.array("h", reader.readframes(reader.getnframes()))


def rms(values: array.array) -> float:
    return math.sqrt(sum(v * v for v in values) / len(values))


def test_the_committed_sounds_are_the_tool_s_output(tmp_path):
    tool = runpy.run_path(str(ROOT / "tools" / "make-sounds"))
    for name, made in tool["sounds"]().items():
        tool["write"](tmp_path / f"{name}.wav", made)
        assert (tmp_path / f"{name}.wav").read_bytes() == (
            resource_path("sounds") / f"{name}.wav").read_bytes(), name
    assert {p.stem for p in resource_path("sounds").glob("*.wav")} == {s.value for s in Sound}


@pytest.mark.parametrize("sound", list(Sound))
def test_each_sound_is_short_audible_and_unclipped(sound):
    values = samples(resource_path("sounds") / f"{sound.value}.wav")
    assert 0.05 < len(values) / 22_050 < 0.7
    assert rms(values) > 0.02 * 32_767 and max(abs(v) for v in values) < 32_767
    assert abs(values[0]) < 1_000 and abs(values[-1]) < 1_000  # no click at either end


def test_the_sounds_differ_from_each_other():
    seen = {}
    for sound in Sound:
        data = (resource_path("sounds") / f"{sound.value}.wav").read_bytes()
        assert data not in seen.values(), sound
        seen[sound] = data


def test_the_volume_scales_the_samples(tmp_path):
    source = resource_path("sounds") / "win.wav"
    write_scaled(source, tmp_path / "half.wav", 0.5)
    ratio = rms(samples(tmp_path / "half.wav")) / rms(samples(source))
    assert ratio == pytest.approx(0.5, abs=0.01)


def player_script(folder: Path, code: int) -> list[str]:
    """A player that exits with ``code`` after writing the path it was given."""
    script = folder / f"player-{code}"
    script.write_text(f'#!/bin/sh\necho "$1" >> "{folder}/played"\nexit {code}\n')
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return [str(script)]


@pytest.fixture
def players():
    """Sound players made by a test, each closed (its thread stopped) at teardown."""
    made: list[SoundPlayer] = []
    yield made
    for player in made:
        player.close()


def test_a_sound_is_started_at_the_volume_chosen_and_not_waited_for(qapp, tmp_path, players):
    player = SoundPlayer(volume=40, command=player_script(tmp_path, 0))
    players.append(player)
    heard = []
    player.played.connect(heard.append)
    assert player.play(Sound.MOVE)
    player.wait()
    assert heard == [Sound.MOVE]
    played = Path((tmp_path / "played").read_text().strip())
    assert played.name == "move-40.wav"
    assert rms(samples(played)) == pytest.approx(
        0.4 * rms(samples(resource_path("sounds") / "move.wav")), rel=0.02)


def test_muted_or_silent_plays_nothing(qapp, tmp_path, players):
    player = SoundPlayer(enabled=False, command=player_script(tmp_path, 0))
    players.append(player)
    assert not player.play(Sound.WIN)
    player.set_enabled(True)
    player.set_volume(0)
    assert not player.play(Sound.WIN)
    player.wait()
    assert not (tmp_path / "played").exists()


def test_a_player_that_fails_makes_the_game_silent_for_the_session(qapp, tmp_path, players):
    player = SoundPlayer(command=player_script(tmp_path, 1))  # as with no audio device
    players.append(player)
    assert player.play(Sound.MOVE)
    player.wait()
    player.play(Sound.MOVE)  # the worker hears the failure as it starts the next sound
    player.wait()
    assert not player.available() and not player.play(Sound.MOVE)


def test_no_player_on_the_system_is_silence_without_a_word(qapp, tmp_path, monkeypatch,
                                                            players):
    monkeypatch.setenv("PATH", str(tmp_path))  # nothing to play with
    monkeypatch.setattr("sys.platform", "linux")
    player = SoundPlayer()
    players.append(player)
    heard = []
    player.played.connect(heard.append)
    player.play(Sound.WIN)
    player.wait()
    assert heard == [] and not player.available() and not player.play(Sound.WIN)
