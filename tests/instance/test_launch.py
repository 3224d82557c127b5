"""The lock and the message of one game per user (plain Python: ttt_desktop/instance/launch.py);
the real processes are in tests/e2e/test_single_instance.py."""

from __future__ import annotations

import sys

import pytest

from ttt_desktop.instance.launch import Handover, InstanceLock, instance_key, send, server_name


@pytest.fixture
def places(tmp_path, monkeypatch):
    runtime = tmp_path / "run"
    runtime.mkdir()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return runtime


def test_each_settings_folder_has_its_own_game(places, tmp_path, monkeypatch):
    first = instance_key()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "other"))
    assert instance_key() != first
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert instance_key() == first and first.startswith("ttt-desktop-")


@pytest.mark.skipif(sys.platform == "win32", reason="flock")
def test_the_lock_is_held_by_one_holder_and_freed_on_release(places):
    key = instance_key()
    holder, other = InstanceLock(key), InstanceLock(key)
    assert holder.try_take()
    assert not other.try_take()  # held: a later launch hands over instead
    holder.release()
    assert other.try_take()
    other.release()


def test_a_handover_survives_the_wire_and_garbage_is_refused():
    sent = Handover(("/home/me/a game.ttt", "C:\\対局\\b.ttt"), "startup-1", "token-2")
    line = sent.encode()
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert Handover.decode(line) == sent
    for garbage in (b"", b"\xff\xfe", b"[1, 2]", b'{"files": "x"}', b'{"files": [1]}'):
        assert Handover.decode(garbage) is None


@pytest.mark.skipif(sys.platform == "win32", reason="a Unix-domain socket")
def test_sending_to_nobody_fails_quietly(places):
    assert not send(server_name(instance_key()), Handover(), timeout_s=0.2)
