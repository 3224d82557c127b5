"""The running game's local endpoint (a Unix-domain socket here; the named pipe of Windows is
exercised under Wine by tests/packaging/test_windows_exe.py): one line in, one line out, and
clients that say too much or nothing are let go without stopping the listener."""

from __future__ import annotations

import contextlib
import os
import socket
import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QObject

from ttt_desktop.instance import listener as local_listener
from ttt_desktop.instance.listener import MAX_LINE, listen

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Unix-domain sockets")


class Client:
    """A non-blocking client, so that the listener on this thread's event loop can answer."""

    def __init__(self, path: Path) -> None:
        self.socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.socket.connect(str(path))
        self.socket.setblocking(False)
        self.received = b""
        self.closed = False

    def send(self, data: bytes) -> None:
        self.socket.sendall(data)

    def poll(self) -> bool:
        """Read what has come; True once the listener has closed the connection."""
        try:
            while chunk := self.socket.recv(4096):
                self.received += chunk
            self.closed = True
        except BlockingIOError:
            pass
        except ConnectionResetError:
            self.closed = True
        return self.closed


@pytest.fixture
def served(qtbot, tmp_path: Path):
    """(path, lines received, owner): a listener that answers each line with its length."""
    lines: list[bytes] = []
    owner = QObject()
    path = tmp_path / "game.socket"

    def answer(line: bytes) -> bytes:
        lines.append(line)
        return b"%d\n" % len(line)

    listen(str(path), answer, owner)
    yield path, lines, owner
    owner.deleteLater()


def test_a_line_gets_its_answer_and_the_connection_ends(qtbot, served):
    path, lines, _ = served
    client = Client(path)
    client.send(b"hello\n")
    qtbot.waitUntil(client.poll)
    assert client.received == b"5\n" and lines == [b"hello"]


def test_a_line_that_comes_in_pieces_is_taken_whole(qtbot, served):
    path, lines, _ = served
    client = Client(path)
    client.send(b'{"files": ')
    for _ in range(5):  # turns of the event loop with half a line: nothing is answered
        QCoreApplication.processEvents()
    assert not client.poll() and lines == [] and client.received == b""
    client.send(b'["a.ttt"]}\n')
    qtbot.waitUntil(client.poll)
    assert lines == [b'{"files": ["a.ttt"]}'] and client.received == b"20\n"


def test_two_clients_at_once_both_get_their_answers(qtbot, served):
    path, lines, _ = served
    first, second = Client(path), Client(path)
    second.send(b"bb\n")
    first.send(b"a\n")
    qtbot.waitUntil(lambda: first.poll() and second.poll())
    assert (first.received, second.received) == (b"1\n", b"2\n")
    assert sorted(lines) == [b"a", b"bb"]


def test_a_client_that_says_too_much_is_let_go_and_the_next_is_answered(qtbot, served):
    path, lines, _ = served
    flood = Client(path)
    with contextlib.suppress(BlockingIOError):  # the listener stopped reading and closed
        flood.send(b"x" * (MAX_LINE + 4096))
    qtbot.waitUntil(flood.poll)
    assert flood.received == b"" and lines == []
    client = Client(path)
    client.send(b"ok\n")
    qtbot.waitUntil(client.poll)
    assert client.received == b"2\n"


def test_a_silent_client_is_let_go_after_its_time(qtbot, served, monkeypatch):
    monkeypatch.setattr(local_listener, "CLIENT_TIMEOUT_MS", 100)
    path, lines, _ = served
    silent = Client(path)
    qtbot.waitUntil(silent.poll, timeout=3000)
    assert silent.received == b"" and lines == []


def test_the_socket_is_this_users_alone_and_a_stale_one_is_replaced(qtbot, tmp_path: Path):
    path = tmp_path / "game.socket"
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(path))  # a socket file left by a game that was killed
    stale.close()
    owner = QObject()
    listen(str(path), lambda line: b"yes\n", owner)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    client = Client(path)
    client.send(b"?\n")
    qtbot.waitUntil(client.poll)
    assert client.received == b"yes\n"
    owner.deleteLater()
    qtbot.waitUntil(lambda: not path.exists())  # gone with its listener


def test_a_name_that_cannot_be_listened_on_raises(tmp_path: Path):
    owner = QObject()
    with pytest.raises(OSError):
        listen(str(tmp_path / "no such folder" / "game.socket"), lambda line: b"\n", owner)


def test_a_closed_listener_lets_its_clients_go_and_takes_no_more(qtbot, served):
    path, lines, owner = served
    waiting = Client(path)
    listener = owner.findChild(local_listener.Listener)
    listener.close()
    qtbot.waitUntil(waiting.poll)
    assert waiting.received == b"" and lines == [] and not path.exists()
    with pytest.raises(OSError):
        Client(path)
