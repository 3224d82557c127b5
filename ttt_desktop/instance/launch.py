"""One game per user: the first launch holds a lock for as long as it runs; a later launch hands
its arguments to it and exits. Plain Python, no Qt, so that a second launch decides in the time
it takes Python to start (the running game's end, a socket or pipe on the window's event loop,
is in ``ttt_desktop.instance.server``).

- **Who is first.** A lock file held with the operating system's own lock (``flock`` on Linux and
  macOS, ``msvcrt.locking`` on Windows) for the whole life of the game. The system lets go of it
  when the process ends, however it ends, so a lock left by a crashed or killed game never blocks
  the next start: there is nothing stale to detect. Two launches in the same instant cannot both
  take it.
- **Where.** One name per user and per settings location (``XDG_CONFIG_HOME`` or the home folder;
  on Windows ``APPDATA``): tests with their own settings folder never meet the player's game.
  ``TTT_INSTANCE_KEY`` (any text) names a game of its own within that, apart from the player's:
  launches with the same text share one game. ``tools/play`` sets it from the checkout's path,
  so that a checkout's code runs even while an installed copy of the game is open. The lock
  (readable by this user only) and the socket live in ``XDG_RUNTIME_DIR``; without it, in a
  folder of this user's own in the temporary folder (``ttt-desktop-<uid>``, mode 0700), which is
  checked before each use: a folder of that name that is a symbolic link, belongs to another
  user or can be entered by others is refused, never used or repaired (another user could have
  made it to take the lock, listen in the game's place and receive the files it is given). The
  game then runs without the handover, and says why on stderr.
- **The handover.** A launch that finds the lock held connects to the running game's local
  socket (a Unix-domain socket; a named pipe on Windows), sends one line of JSON (the game files
  to open, the startup-notification ID or activation token it was given) and waits for ``ok``.
  The running game may still be starting and not yet listening: the launch tries again until
  :data:`HANDOVER_TIMEOUT_S`, and if meanwhile the running game has ended (the lock is free) it
  starts normally instead. A socket's path has a length limit (108 bytes on Linux): a runtime
  folder too deep for it gives way to the private temporary folder, and where no folder fits, no
  game can listen, so a later launch does not wait for one: it runs on its own.
"""

from __future__ import annotations

import binascii
import contextlib
import logging
import os
import stat
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

log = logging.getLogger(__name__)

#: How long a second launch waits for the running game to take its arguments.
HANDOVER_TIMEOUT_S = 10.0
#: The longest path a Unix-domain socket can have: ``sun_path`` holds 108 bytes on Linux and
#: 104 on macOS and the BSDs, the closing NUL included.
SOCKET_PATH_MAX = 107 if sys.platform.startswith("linux") else 103
#: The name given when no folder can hold the socket: nothing can be made under ``/dev/null``, so
#: listening there fails at once, and a later launch knows not to wait.
UNREACHABLE = "/dev/null/ttt-desktop.socket"


class UnsafeFolderError(OSError):
    """The folder for the lock and the socket is not this user's private folder; why, in the
    message."""


@dataclass(frozen=True)
class Handover:
    """What a second launch passes to the running game."""

    files: tuple[str, ...] = ()
    startup_id: str = ""  # X11 startup notification (DESKTOP_STARTUP_ID)
    activation_token: str = ""  # Wayland (XDG_ACTIVATION_TOKEN)

    @classmethod
    def from_environment(cls, files: Sequence[str]) -> Handover:
        """The files, with the activation IDs this process was launched with."""
        return cls(tuple(files), os.environ.get("DESKTOP_STARTUP_ID", ""),
                   os.environ.get("XDG_ACTIVATION_TOKEN", ""))

    def encode(self) -> bytes:
        """One line of JSON."""
        import json

        return (json.dumps({"files": list(self.files), "startup_id": self.startup_id,
                            "activation_token": self.activation_token}) + "\n").encode()

    @classmethod
    def decode(cls, line: bytes) -> Handover | None:
        """The handover in ``line``, or ``None`` if it is not one."""
        import json

        try:
            data = json.loads(line.decode("utf-8"))
            files = data.get("files", [])
            if not (isinstance(files, list) and all(isinstance(f, str) for f in files)):
                return None
            return cls(tuple(files), str(data.get("startup_id", "")),
                       str(data.get("activation_token", "")))
        except (UnicodeDecodeError, ValueError, AttributeError):
            return None


#: The environment variable that names a game of its own (see the module's docstring).
KEY_VARIABLE = "TTT_INSTANCE_KEY"


def instance_key() -> str:
    """The name of this user's game for this settings location (and for the text in
    ``TTT_INSTANCE_KEY``, when it is set)."""
    if sys.platform == "win32":
        config = os.environ.get("APPDATA", "")
    else:
        config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    # the uid on POSIX (cheaper than getpass, and not taken from the environment)
    user = os.environ.get("USERNAME", "") if sys.platform == "win32" else str(os.getuid())
    text = f"{user}\0{os.path.abspath(config)}"
    chosen = os.environ.get(KEY_VARIABLE, "")
    if chosen:  # no path holds a NUL: no settings folder alone gives this text
        text += f"\0{chosen}"
    # a name, not a secret: two CRC-32s are enough to keep settings folders apart, and cost
    # nothing to import (hashlib loads OpenSSL); the chosen text may be too long for a socket's
    # path, or hold characters a file name cannot
    data = text.encode("utf-8", "surrogateescape")
    return f"ttt-desktop-{binascii.crc32(data):08x}{binascii.crc32(data[::-1]):08x}"


def runtime_folder() -> Path:
    """This user's folder for the lock and the socket: ``XDG_RUNTIME_DIR``, else
    :func:`private_temporary_folder` (on Windows the user's own temporary folder). Raise
    :class:`UnsafeFolderError` if that folder is refused."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isdir(runtime):
        return Path(runtime)
    if sys.platform == "win32":
        from tempfile import gettempdir

        return Path(gettempdir())
    return private_temporary_folder()


def private_temporary_folder() -> Path:
    """``ttt-desktop-<uid>`` in the temporary folder (``TMPDIR``, else ``/tmp``), made with mode
    0700 if it is not there. Raise :class:`UnsafeFolderError` unless it is a real folder (not a
    symbolic link), owned by this user, that no other user can read, write or enter."""
    base = Path(os.environ.get("TMPDIR") or "/tmp")
    folder = base / f"ttt-desktop-{os.getuid()}"
    try:
        os.mkdir(folder, 0o700)
    except FileExistsError:
        pass
    except OSError as exc:
        raise UnsafeFolderError(f"cannot make the folder {folder} for the game's lock: "
                           f"{exc.strerror}") from None
    try:
        found = os.lstat(folder)
    except OSError as exc:
        raise UnsafeFolderError(f"cannot check the folder {folder}: {exc.strerror}") from None
    why = ""
    if stat.S_ISLNK(found.st_mode):
        why = "it is a symbolic link"
    elif not stat.S_ISDIR(found.st_mode):
        why = "it is not a folder"
    elif found.st_uid != os.getuid():
        why = f"it belongs to another user (uid {found.st_uid})"
    elif stat.S_IMODE(found.st_mode) != 0o700:
        why = f"its mode is {stat.S_IMODE(found.st_mode):04o}, not 0700"
    if why:
        raise UnsafeFolderError(f"{folder} is refused for the game's lock and socket: {why}")
    return folder


def server_name(key: str) -> str:
    """The name the running game listens on: a socket's path (Unix), a pipe's name (Windows).

    The socket goes beside the lock (:func:`runtime_folder`); where that path would be too long
    for a socket, in :func:`private_temporary_folder`; where no safe folder gives a path short
    enough, the name is :data:`UNREACHABLE`."""
    if sys.platform == "win32":
        return key
    for folder in (runtime_folder, private_temporary_folder):
        try:
            name = str(folder() / f"{key}.socket")
        except UnsafeFolderError:
            continue
        if len(os.fsencode(name)) <= SOCKET_PATH_MAX:
            return name
    return UNREACHABLE


class InstanceLock:
    """The lock held by the running game for as long as it runs (``path`` ``None``: a game that
    runs on its own, holding nothing, see :meth:`alone`)."""

    def __init__(self, key: str) -> None:
        self.path: Path | None = runtime_folder() / f"{key}.lock"
        self._file: IO[bytes] | None = None

    @classmethod
    def alone(cls) -> InstanceLock:
        """A lock that holds nothing: the game runs without the handover."""
        lock = cls.__new__(cls)
        lock.path, lock._file = None, None
        return lock

    @property
    def held(self) -> bool:
        """True while this process holds the lock."""
        return self._file is not None

    def try_take(self) -> bool:
        """Take the lock if no running game holds it. A lock that cannot be made at all (the
        folder is not writable, or a symbolic link stands at its name) counts as taken: the
        game then runs on its own. The lock file is this user's only (mode 0600)."""
        if self.path is None:
            return True
        try:
            descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
                                 | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0),
                                 0o600)
        except OSError as exc:
            log.warning("the game's lock %s cannot be made (%s): this game runs on its own",
                        self.path, exc.strerror)
            return True
        handle = os.fdopen(descriptor, "r+b")  # held until release()
        if sys.platform != "win32":
            with contextlib.suppress(OSError):  # a lock left by an older version was 0644
                os.fchmod(descriptor, 0o600)
        try:
            if sys.platform == "win32":
                import msvcrt

                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return False
        self._file = handle
        return True

    def release(self) -> None:
        """Let go (the system does it too when the process ends)."""
        if self._file is not None:
            self._file.close()
            self._file = None


def send(name: str, handover: Handover, timeout_s: float = 2.0,
         answer_timeout_s: float = HANDOVER_TIMEOUT_S) -> bool:
    """Give the handover to the game listening on ``name``; True once it said ``ok``. Once the
    line is sent, the answer is awaited for ``answer_timeout_s`` (a busy game answers late, and
    sending again would open the file twice)."""
    import socket

    line = handover.encode()
    try:
        if sys.platform == "win32":
            with open(rf"\\.\pipe\{name}", "r+b", buffering=0) as pipe:
                pipe.write(line)
                return pipe.readline().strip() == b"ok"
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
            client.settimeout(timeout_s)
            client.connect(name)
            client.sendall(line)
            client.settimeout(answer_timeout_s)
            answer = b""
            while not answer.endswith(b"\n"):
                chunk = client.recv(64)
                if not chunk:
                    break
                answer += chunk
            return answer.strip() == b"ok"
    except OSError:
        return False


def claim_or_hand_over(files: Sequence[str],
                       timeout_s: float = HANDOVER_TIMEOUT_S) -> InstanceLock | None:
    """The lock when this launch is the first (keep it while the game runs); ``None`` when the
    running game took the handover (this launch should exit with status 0). Raise
    :class:`TimeoutError` when a running game holds the lock but never answered.

    Where there is no safe folder for the lock, or the running game cannot be reached at all,
    the lock returned holds nothing (:meth:`InstanceLock.alone`) and a warning says why: the
    game runs on its own, at once."""
    key = instance_key()
    try:
        lock = InstanceLock(key)
    except UnsafeFolderError as exc:
        log.warning("%s; this game runs without handing later launches over to it", exc)
        return InstanceLock.alone()
    name = server_name(key)
    handover = Handover.from_environment(files)
    deadline = time.monotonic() + timeout_s
    while True:
        if lock.try_take():
            return lock
        if name == UNREACHABLE:  # the running game cannot listen either: do not wait for it
            log.warning("the running game (lock %s) cannot be reached: no folder gives a socket "
                        "path of at most %d bytes; this game runs on its own", lock.path,
                        SOCKET_PATH_MAX)
            return InstanceLock.alone()
        if send(name, handover, answer_timeout_s=max(1.0, deadline - time.monotonic())):
            return None
        if time.monotonic() > deadline:
            raise TimeoutError(f"the running game (lock {lock.path}) did not answer")
        time.sleep(0.02)
