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
  so that a checkout's code runs even while an installed copy of the game is open.
- **The handover.** A launch that finds the lock held connects to the running game's local
  socket (a Unix-domain socket; a named pipe on Windows), sends one line of JSON (the game files
  to open, the startup-notification ID or activation token it was given) and waits for ``ok``.
  The running game may still be starting and not yet listening: the launch tries again until
  :data:`HANDOVER_TIMEOUT_S`, and if meanwhile the running game has ended (the lock is free) it
  starts normally instead.
"""

from __future__ import annotations

import binascii
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

#: How long a second launch waits for the running game to take its arguments.
HANDOVER_TIMEOUT_S = 10.0


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
    """This user's folder for the lock and the socket (``XDG_RUNTIME_DIR``, else the temporary
    folder)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isdir(runtime):
        return Path(runtime)
    if sys.platform == "win32":
        from tempfile import gettempdir

        return Path(gettempdir())
    return Path(os.environ.get("TMPDIR") or "/tmp")


def server_name(key: str) -> str:
    """The name the running game listens on: a socket's path (Unix), a pipe's name (Windows)."""
    return key if sys.platform == "win32" else str(runtime_folder() / f"{key}.socket")


class InstanceLock:
    """The lock held by the running game for as long as it runs."""

    def __init__(self, key: str) -> None:
        self.path = runtime_folder() / f"{key}.lock"
        self._file: IO[bytes] | None = None

    def try_take(self) -> bool:
        """Take the lock if no running game holds it. A lock that cannot be made at all (the
        folder is not writable) counts as taken: the game then runs on its own."""
        try:
            handle = open(self.path, "a+b")  # noqa: SIM115 (held until release())
        except OSError:
            return True
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
    :class:`TimeoutError` when a running game holds the lock but never answered."""
    key = instance_key()
    lock = InstanceLock(key)
    name = server_name(key)
    handover = Handover.from_environment(files)
    deadline = time.monotonic() + timeout_s
    while True:
        if lock.try_take():
            return lock
        if send(name, handover, answer_timeout_s=max(1.0, deadline - time.monotonic())):
            return None
        if time.monotonic() > deadline:
            raise TimeoutError(f"the running game (lock {lock.path}) did not answer")
        time.sleep(0.02)
