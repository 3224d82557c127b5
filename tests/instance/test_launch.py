"""The lock and the message of one game per user (plain Python: ttt_desktop/instance/launch.py),
and the line a launch that hands over prints; the real processes are in
tests/e2e/test_single_instance.py."""

from __future__ import annotations

import binascii
import logging
import os
import shutil
import socket
import stat
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from ttt_desktop.instance.launch import (
    KEY_VARIABLE,
    SOCKET_PATH_MAX,
    UNREACHABLE,
    Handover,
    InstanceLock,
    UnsafeFolderError,
    claim_or_hand_over,
    instance_key,
    send,
    server_name,
)
from ttt_desktop.qt import app


@pytest.fixture
def places(tmp_path, monkeypatch):
    runtime = tmp_path / "run"
    runtime.mkdir()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.delenv(KEY_VARIABLE, raising=False)
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


def test_a_chosen_key_names_a_game_of_its_own_within_the_settings_folder(places, tmp_path,
                                                                         monkeypatch):
    default = instance_key()
    if sys.platform != "win32":  # unchanged without the variable: the name released games use
        text = f"{os.getuid()}\0{tmp_path / 'config'}".encode()
        assert default == f"ttt-desktop-{binascii.crc32(text):08x}{binascii.crc32(text[::-1]):08x}"
    monkeypatch.setenv(KEY_VARIABLE, "")  # empty: as if unset
    assert instance_key() == default
    monkeypatch.setenv(KEY_VARIABLE, "checkout:/home/me/ttt-desktop")
    mine = instance_key()
    assert mine != default and mine.startswith("ttt-desktop-")
    assert instance_key() == mine  # the same text, the same game
    monkeypatch.setenv(KEY_VARIABLE, "checkout:/home/me/ttt-desktop-2")
    assert instance_key() not in (mine, default)
    # tests keep their own settings folder, and so their own game, even with a text chosen
    monkeypatch.setenv(KEY_VARIABLE, "checkout:/home/me/ttt-desktop")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "other"))
    assert instance_key() != mine
    # any text, however long or odd, gives a name as short as the default (a socket's path
    # holds about 100 bytes) and fit for a file name
    monkeypatch.setenv(KEY_VARIABLE, "/a path/" * 40 + "\N{SNOWMAN}")
    odd = instance_key()
    assert len(odd) == len(default) and odd.replace("-", "").isalnum() and odd.isascii()


@pytest.mark.skipif(sys.platform == "win32", reason="flock")
def test_a_launch_with_a_chosen_key_starts_beside_the_running_game(places, monkeypatch):
    installed = InstanceLock(instance_key())
    assert installed.try_take()  # the player's game is running
    try:
        monkeypatch.setenv(KEY_VARIABLE, "checkout:/home/me/ttt-desktop")
        lock = claim_or_hand_over([], timeout_s=0.0)  # no handover: nothing to wait for
        assert lock is not None
        lock.release()
    finally:
        installed.release()


class RunningGame:
    """The running game's end of the handover, without Qt: holds the lock, takes one line on
    the socket and answers ``ok``."""

    def __init__(self) -> None:
        key = instance_key()
        self.lock = InstanceLock(key)
        assert self.lock.try_take()
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(server_name(key))
        self.listener.listen(1)
        self.received: list[Handover | None] = []
        self.thread = threading.Thread(target=self._serve_one, daemon=True)
        self.thread.start()

    def _serve_one(self) -> None:
        connection, _ = self.listener.accept()
        with connection:
            line = b""
            while not line.endswith(b"\n"):
                chunk = connection.recv(4096)
                if not chunk:
                    break
                line += chunk
            self.received.append(Handover.decode(line))
            connection.sendall(b"ok\n")

    def close(self) -> None:
        self.thread.join(timeout=10)
        self.listener.close()
        self.lock.release()


@pytest.mark.skipif(sys.platform == "win32", reason="a Unix-domain socket")
@pytest.mark.parametrize("with_file", [False, True])
def test_a_launch_that_hands_over_says_so_in_one_line_on_stderr(places, tmp_path, capsys,
                                                                 with_file):
    saved = tmp_path / "saved game.ttt"
    saved.write_text("Variant: standard\n\n5\n", encoding="utf-8")
    running = RunningGame()
    try:
        status = app.main([str(saved)] if with_file else [])
    finally:
        running.close()
    assert status == 0
    assert running.received == [Handover((str(saved),) if with_file else ())]
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("ttt-desktop: the game is already running; ")
    assert (str(saved) in lines[0]) == with_file
    assert KEY_VARIABLE in lines[0]  # how to run a game of its own instead



# -- where the lock and the socket go without XDG_RUNTIME_DIR ------------------------------------

@pytest.fixture
def no_runtime(tmp_path, monkeypatch):
    """No XDG_RUNTIME_DIR; the temporary folder is one of the test's own, standing for /tmp (a
    short path of its own, as pytest's are too long for a socket)."""
    shared = Path(tempfile.mkdtemp(prefix="tmp-", dir="/tmp")) / "tmp"
    shared.mkdir(mode=0o1777)
    shared.chmod(0o1777)
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setenv("TMPDIR", str(shared))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    yield shared / f"ttt-desktop-{os.getuid()}"
    shutil.rmtree(shared.parent)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes and owners")
def test_without_a_runtime_folder_the_lock_and_socket_go_to_a_private_folder(no_runtime):
    lock = claim_or_hand_over([], timeout_s=1.0)
    assert lock is not None and lock.held
    try:
        assert lock.path == no_runtime / f"{instance_key()}.lock"
        folder = os.lstat(no_runtime)
        assert stat.S_ISDIR(folder.st_mode) and stat.S_IMODE(folder.st_mode) == 0o700
        assert folder.st_uid == os.getuid()
        assert stat.S_IMODE(os.stat(lock.path).st_mode) == 0o600  # not readable by others
        assert Path(server_name(instance_key())).parent == no_runtime
        assert list(no_runtime.parent.iterdir()) == [no_runtime]  # nothing else in "/tmp"
    finally:
        lock.release()


def plant_open_folder(folder: Path) -> None:
    folder.mkdir()
    folder.chmod(0o777)


def plant_symlink(folder: Path) -> None:
    elsewhere = folder.parent.parent / "elsewhere"  # this user's own, private: still refused
    elsewhere.mkdir(mode=0o700)
    folder.symlink_to(elsewhere, target_is_directory=True)


def plant_other_users_folder(folder: Path) -> None:
    folder.mkdir(mode=0o700)
    os.chown(folder, os.getuid() + 4242, os.getgid() + 4242)


def plant_file(folder: Path) -> None:
    folder.write_text("not a folder")


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes and owners")
@pytest.mark.parametrize("plant", [plant_open_folder, plant_symlink, plant_other_users_folder,
                                   plant_file])
def test_a_planted_folder_is_refused_and_the_game_runs_on_its_own(no_runtime, plant, caplog):
    if plant is plant_other_users_folder and os.getuid() != 0:
        pytest.skip("giving a folder to another user needs root")
    plant(no_runtime)
    before = sorted(p.name for p in no_runtime.parent.parent.rglob("*"))
    with caplog.at_level(logging.WARNING, logger="ttt_desktop.instance.launch"):
        lock = claim_or_hand_over([], timeout_s=1.0)
    assert lock is not None and not lock.held and lock.path is None
    lock.release()
    assert sorted(p.name for p in no_runtime.parent.parent.rglob("*")) == before  # untouched
    said = [r.getMessage() for r in caplog.records]
    assert len(said) == 1 and "is refused for the game's lock and socket" in said[0]
    assert "runs without handing later launches over" in said[0]
    assert server_name(instance_key()) == UNREACHABLE  # nothing listens in a refused folder
    with pytest.raises(UnsafeFolderError):
        InstanceLock(instance_key())


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links")
def test_a_symbolic_link_at_the_locks_name_is_not_followed(places, tmp_path):
    victim = tmp_path / "victim"
    lock = InstanceLock(instance_key())
    assert lock.path is not None
    lock.path.symlink_to(victim)
    assert lock.try_take()  # runs on its own
    assert not lock.held and not victim.exists()  # and made no file where the link points


@pytest.mark.skipif(sys.platform == "win32", reason="a Unix-domain socket")
def test_a_runtime_folder_too_deep_for_a_socket_gives_way_to_the_private_folder(no_runtime,
                                                                                 tmp_path,
                                                                                 monkeypatch):
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    deep.mkdir(parents=True, mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(deep))
    name = server_name(instance_key())
    assert len(os.fsencode(str(deep / "x.socket"))) > SOCKET_PATH_MAX
    assert Path(name).parent == no_runtime
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(name)  # a game can listen there
    assert InstanceLock(instance_key()).path == deep / f"{instance_key()}.lock"


@pytest.mark.skipif(sys.platform == "win32", reason="a Unix-domain socket")
def test_a_later_launch_does_not_wait_for_a_game_that_cannot_listen(tmp_path, monkeypatch,
                                                                    caplog):
    """Where no folder gives a socket path short enough, the running game cannot listen: a later
    launch runs on its own at once instead of waiting for an answer that cannot come."""
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    deep.mkdir(parents=True, mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(deep))
    monkeypatch.setenv("TMPDIR", str(deep))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert server_name(instance_key()) == UNREACHABLE
    running = InstanceLock(instance_key())
    assert running.try_take()
    try:
        with caplog.at_level(logging.WARNING, logger="ttt_desktop.instance.launch"):
            later = claim_or_hand_over([], timeout_s=3.0)  # before: TimeoutError after 3 s
        assert later is not None and not later.held
        assert any("cannot be reached" in r.getMessage() for r in caplog.records)
    finally:
        running.release()
