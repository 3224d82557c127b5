"""A local endpoint on the window's event loop that answers one-line requests: a Unix-domain
socket on Linux and macOS, a named pipe on Windows, watched with QtCore's own notifiers.

The running game listens here for later launches (:mod:`ttt_desktop.instance.server`). It
needs nothing from QtNetwork, whose libraries (and, on Linux, the Kerberos libraries they link)
would add about 1.1 MB to the Windows executable and 1.8 MB to the Linux one for this one line.

Each client sends one line (at most :data:`MAX_LINE` bytes, ended by ``\\n``), gets one line
back and is let go. A client that sends more, or nothing within :data:`CLIENT_TIMEOUT_MS`, is
dropped without an answer; the listener goes on for the next one.

Idle clients cannot crowd the game out: at most :data:`MAX_CLIENTS` are held at once, and a new
one lets the oldest go (a real launch sends its line as soon as it connects, so it is answered
long before it is the oldest). When the system refuses a connection (no file descriptor left),
the oldest client is let go to free one, or, with none to let go, the listener rests for
:data:`ACCEPT_PAUSE_MS` instead of asking again at once; either is said once.
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Slot

log = logging.getLogger(__name__)

#: The longest request line taken, in bytes (a handover names a few game files).
MAX_LINE = 64 * 1024
#: How long a connected client may take to send its line.
CLIENT_TIMEOUT_MS = 5000
#: The most clients held at once; the next one lets the oldest go.
MAX_CLIENTS = 32
#: How long the listener rests after the system refused to hand it a connection.
ACCEPT_PAUSE_MS = 200

#: Turns a request line (without its ``\n``) into the answer line (with it).
Answer = Callable[[bytes], bytes]


class Listener(QObject):
    """What :func:`listen` returns: it holds the clients, whatever carries them, and lets the
    oldest go when :data:`MAX_CLIENTS` are held."""

    def __init__(self, answer: Answer, parent: QObject) -> None:
        super().__init__(parent)
        self._answer = answer
        self._held: list[_Client] = []  # oldest first
        self._crowded = False  # the oldest client was let go for a new one; said once

    @property
    def held(self) -> int:
        """How many clients are held now."""
        return len(self._held)

    def close(self) -> None:
        """Stop listening and let every client go (done too when the listener goes)."""
        for client in list(self._held):
            client.drop()

    def _hold(self, close: Callable[[], None], parent: QObject) -> _Client:
        """A new client's talk, held with the others (``close`` lets its connection go)."""
        held = self._held
        if len(held) >= MAX_CLIENTS:
            if not self._crowded:
                log.warning("more than %d launches at once: the oldest waiting ones are let go",
                            MAX_CLIENTS)
                self._crowded = True
            held[0].drop()

        def let_go() -> None:
            close()
            with contextlib.suppress(ValueError):
                held.remove(client)

        client = _Client(self._answer, let_go, parent)
        held.append(client)
        return client


def listen(name: str, answer: Answer, parent: QObject) -> Listener:
    """Listen on ``name`` (a socket's path, or a pipe's name on Windows) until ``parent`` goes
    or the listener is closed. A socket file left there by a process that died is removed
    first: only the holder of the instance lock calls this. Raises :class:`OSError` when the
    name cannot be listened on."""
    if sys.platform == "win32":
        return _PipeListener(name, answer, parent)
    return _SocketListener(name, answer, parent)


class _Client(QObject):
    """One client's side of the talk, whatever carries it: what it has sent so far, its answer
    once the line is whole, and the timer that drops it if it says nothing."""

    def __init__(self, answer: Answer, close: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.received = b""
        self._answer = answer
        self._answered = False
        self._close: Callable[[], None] | None = close
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.drop)
        self._timer.start(CLIENT_TIMEOUT_MS)

    @property
    def dropped(self) -> bool:
        """True once the client has been let go."""
        return self._close is None

    def answer_to(self, data: bytes) -> bytes | None:
        """The answer to send once ``data`` completes the line (``None`` until then). A client
        that has gone (no ``data``), says more than :data:`MAX_LINE` bytes, or says anything
        after its answer is dropped instead."""
        if not data or self._answered:
            self.drop()
            return None
        self.received += data
        line, newline, _ = self.received.partition(b"\n")
        if not newline:
            if len(self.received) > MAX_LINE:
                log.warning("a request longer than the longest line taken")
                self.drop()
            return None
        self._answered = True
        return self._answer(line)

    @Slot()
    def drop(self) -> None:
        """Let the client go (answered, silent for too long, or gone); once."""
        close, self._close = self._close, None
        if close is not None:
            self._timer.stop()
            close()
            self.deleteLater()


def _close_socket(server: socket.socket, path: str, made: int) -> None:
    """Close the listening socket and remove its file, unless a later game made it anew."""
    if server.fileno() < 0:
        return  # closed already
    server.close()
    with contextlib.suppress(OSError):
        if os.stat(path).st_ino == made:
            os.unlink(path)


class _SocketListener(Listener):
    """A Unix-domain stream socket, readable by this user only."""

    def __init__(self, path: str, answer: Answer, parent: QObject) -> None:
        super().__init__(answer, parent)
        if os.path.exists(path) and not os.path.isdir(path):
            os.unlink(path)  # left by a game that was killed
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            server.bind(path)
            os.chmod(path, 0o600)
            server.listen(8)
        except OSError:
            server.close()
            raise
        server.setblocking(False)
        self._server = server
        self._notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._accept)
        self._path = path
        self._made = made = os.stat(path).st_ino
        self._closed = False
        self._refused = False  # the system refused a connection (said once)
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._resume)
        self.destroyed.connect(lambda: _close_socket(server, path, made))

    def close(self) -> None:
        self._closed = True
        super().close()
        self._pause.stop()
        self._notifier.setEnabled(False)
        _close_socket(self._server, self._path, self._made)

    @Slot()
    def _accept(self) -> None:
        while True:
            try:
                connection, _ = self._server.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as error:  # EMFILE, ENFILE, ENOBUFS…: the socket stays readable
                if not self._refused:
                    log.warning("a later launch could not be taken (%s); the oldest waiting "
                                "ones are let go, or the listener rests %d ms", error,
                                ACCEPT_PAUSE_MS)
                    self._refused = True
                if self._held:
                    self._held[0].drop()  # its descriptor for the next one: try again
                    continue
                self._notifier.setEnabled(False)  # nothing to let go: rest, never spin
                self._pause.start(ACCEPT_PAUSE_MS)
                return
            connection.setblocking(False)
            self._serve(connection)

    @Slot()
    def _resume(self) -> None:
        if not self._closed:
            self._notifier.setEnabled(True)

    def _serve(self, connection: socket.socket) -> None:
        notifier = QSocketNotifier(connection.fileno(), QSocketNotifier.Type.Read)

        def close() -> None:
            notifier.setEnabled(False)
            notifier.deleteLater()
            connection.close()

        client = self._hold(close, self)
        notifier.setParent(client)

        def readable() -> None:
            try:
                data = connection.recv(4096)
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                data = b""
            reply = client.answer_to(data)
            if reply is None:
                return  # the line goes on, or the client was let go
            try:
                connection.setblocking(True)
                connection.settimeout(1.0)
                connection.sendall(reply)
            except OSError as error:
                log.warning("a later launch went before its answer: %s", error)
            client.drop()

        notifier.activated.connect(readable)


if sys.platform == "win32":
    import _winapi

    from PySide6.QtCore import QWinEventNotifier
    from shiboken6 import VoidPtr

    _BUFFER = 4096
    _ERROR_NO_DATA = 232  # a client connected and went before the pipe was waited on
    _ERROR_IO_INCOMPLETE = 996

    def _notifier(overlapped: object, parent: QObject) -> QWinEventNotifier:
        """A notifier of ``overlapped``'s event (PySide6 takes a Windows handle as a pointer)."""
        return QWinEventNotifier(VoidPtr(overlapped.event), parent)  # type: ignore[attr-defined]

    def _finish(overlapped: object, wait: bool) -> tuple[int, bool]:
        """(bytes moved, whether it went well) of an overlapped call that has finished (or,
        with ``wait``, once it has)."""
        try:
            moved, error = overlapped.GetOverlappedResult(wait)  # type: ignore[attr-defined]
        except OSError:
            return 0, False
        return int(moved), not error

    def _client_came(overlapped: object) -> bool:
        """Whether the wait for a client on a pipe ended with one: the connect finished well,
        or the client came before the pipe was waited on (ERROR_PIPE_CONNECTED: ``_winapi``
        then signals the event itself, and the call goes on calling itself incomplete)."""
        try:
            _, error = overlapped.GetOverlappedResult(False)  # type: ignore[attr-defined]
        except OSError:  # the client has gone already
            return False
        return error in (0, _ERROR_IO_INCOMPLETE)

    def _abandon(handle: int, overlapped: object | None) -> None:
        """Cancel what is pending on ``handle`` and close it."""
        if overlapped is not None:
            with contextlib.suppress(OSError):
                overlapped.cancel()  # type: ignore[attr-defined]
            _finish(overlapped, True)
        _winapi.CloseHandle(handle)

    def _abandon_all(waiting: list[tuple[int, object, QWinEventNotifier]]) -> None:
        for handle, overlapped, _ in waiting:
            _abandon(handle, overlapped)
        waiting.clear()

    class _PipeListener(Listener):
        """A named pipe, ``\\\\.\\pipe\\NAME``, that this process made first and that remote
        clients cannot reach; one instance waits for the next client at all times."""

        def __init__(self, name: str, answer: Answer, parent: QObject) -> None:
            super().__init__(answer, parent)
            self._address = rf"\\.\pipe\{name}"
            # (handle, overlapped connect, notifier) of the instance waiting for a client, in a
            # list that the closing below still reaches once this object is gone
            self._waiting: list[tuple[int, object, QWinEventNotifier]] = []
            self._wait_for_client(first=True)
            waiting = self._waiting
            self.destroyed.connect(lambda: _abandon_all(waiting))

        def close(self) -> None:
            super().close()
            for _, _, notifier in self._waiting:
                notifier.setEnabled(False)
            _abandon_all(self._waiting)

        def _new_pipe(self, first: bool) -> int:
            flags = _winapi.PIPE_ACCESS_DUPLEX | _winapi.FILE_FLAG_OVERLAPPED
            if first:  # the name is ours: no other process made it before us
                flags |= _winapi.FILE_FLAG_FIRST_PIPE_INSTANCE
            reject_remote = 0x8  # PIPE_REJECT_REMOTE_CLIENTS
            return int(_winapi.CreateNamedPipe(
                self._address, flags, _winapi.PIPE_WAIT | reject_remote,
                _winapi.PIPE_UNLIMITED_INSTANCES, _BUFFER, _BUFFER, 0, _winapi.NULL))

        def _wait_for_client(self, first: bool = False) -> None:
            for _ in range(3):
                handle = self._new_pipe(first)
                try:
                    overlapped = _winapi.ConnectNamedPipe(handle, overlapped=True)
                except OSError as error:
                    _winapi.CloseHandle(handle)
                    if error.winerror != _ERROR_NO_DATA:
                        raise
                    first = False
                    continue
                notifier = _notifier(overlapped, self)
                notifier.activated.connect(self._connected)
                self._waiting.append((handle, overlapped, notifier))
                return
            raise OSError("clients keep going before they are taken")

        @Slot()
        def _connected(self) -> None:
            if not self._waiting:
                return
            handle, overlapped, notifier = self._waiting.pop()
            notifier.setEnabled(False)
            notifier.deleteLater()
            if _client_came(overlapped):
                _PipeClient(handle, self)
            else:
                _winapi.CloseHandle(handle)
            try:
                self._wait_for_client()
            except OSError as failure:
                log.warning("cannot listen for more launches: %s", failure)

    class _PipeClient(QObject):
        """One connected client: its line read, the answer written, then the pipe closed once
        the client has read it and gone (or at the client's time-out)."""

        def __init__(self, handle: int, listener: _PipeListener) -> None:
            super().__init__(listener)
            self._handle = handle
            self._pending: tuple[object, QWinEventNotifier] | None = None
            self._client = listener._hold(self._close, self)
            self._read()

        def _read(self) -> None:
            try:
                overlapped, _ = _winapi.ReadFile(self._handle, _BUFFER, overlapped=True)
            except OSError:  # the client has gone
                self._client.drop()
                return
            notifier = _notifier(overlapped, self)
            notifier.activated.connect(self._readable)
            self._pending = (overlapped, notifier)

        @Slot()
        def _readable(self) -> None:
            if self._pending is None:
                return
            overlapped, notifier = self._pending
            notifier.setEnabled(False)
            notifier.deleteLater()
            self._pending = None
            moved, ok = _finish(overlapped, False)
            data = bytes(overlapped.getbuffer())[:moved] if ok else b""  # type: ignore[attr-defined]
            reply = self._client.answer_to(data)
            if reply is not None:
                try:
                    written, _ = _winapi.WriteFile(self._handle, reply, overlapped=True)
                except OSError as failure:
                    log.warning("a later launch went before its answer: %s", failure)
                    self._client.drop()
                    return
                _finish(written, True)
            if not self._client.dropped:
                self._read()  # the rest of the line, or the client closing after the answer

        def _close(self) -> None:
            pending, self._pending = self._pending, None
            if pending is not None:
                pending[1].setEnabled(False)
            if self._handle:
                _abandon(self._handle, pending[0] if pending is not None else None)
                self._handle = 0
            self.deleteLater()
