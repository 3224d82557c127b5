"""The listener on a Windows named pipe, crowded by idle clients, for
tests/instance/test_listener_crowd.py (run by a Windows Python, under Wine here).

``python pipe_crowd_driver.py IDLE``: listen on a pipe of this process's own name
(:func:`ttt_desktop.instance.listener.listen`) with an answer that echoes the line. A thread
connects ``IDLE`` clients that say nothing, then one that sends a line and reads the answer,
then asks of every idle client whether its pipe is still connected. Prints one line of JSON:
``{"answer": ..., "connected": [bool, ...], "held": N, "max_clients": M}``: the idle clients'
connections, oldest first, and how many clients the listener held when the line came.
The idle clients' time-out is lifted to a minute so that only the cap can let them go.
"""

from __future__ import annotations

import _winapi
import json
import os
import sys
import threading
import time

from PySide6.QtCore import QCoreApplication, QTimer

from ttt_desktop.instance import listener as listener_module

ERROR_PIPE_BUSY = 231
GENERIC_READ_WRITE = 0x80000000 | 0x40000000


def connect(address: str) -> int:
    """A client's end of the pipe, waiting while the listener has no instance free."""
    deadline = time.monotonic() + 30
    while True:
        try:
            return int(_winapi.CreateFile(address, GENERIC_READ_WRITE, 0, _winapi.NULL,
                                          _winapi.OPEN_EXISTING, 0, _winapi.NULL))
        except OSError as error:
            if error.winerror != ERROR_PIPE_BUSY or time.monotonic() > deadline:
                raise
            _winapi.WaitNamedPipe(address, 1000)


def still_connected(handle: int) -> bool:
    try:
        _winapi.PeekNamedPipe(handle, 0)
    except OSError:  # broken or disconnected: the listener let this client go
        return False
    return True


def crowd(address: str, idle: int, out: dict[str, object]) -> None:
    handles = [connect(address) for _ in range(idle)]
    talker = connect(address)
    _winapi.WriteFile(talker, b"hello\n")
    answer, _ = _winapi.ReadFile(talker, 4096)
    out["answer"] = answer.decode()
    out["connected"] = [still_connected(handle) for handle in handles]
    for handle in (*handles, talker):
        _winapi.CloseHandle(handle)


def main() -> None:
    idle = int(sys.argv[1])
    listener_module.CLIENT_TIMEOUT_MS = 60_000
    app = QCoreApplication([sys.argv[0]])
    name = f"ttt-desktop-crowd-{os.getpid()}"
    out: dict[str, object] = {"max_clients": listener_module.MAX_CLIENTS}

    def answer(line: bytes) -> bytes:  # the talker is held now, after every idle client
        out["held"] = listener.held
        return b"heard " + line + b"\n"

    listener = listener_module.listen(name, answer, app)
    worker = threading.Thread(target=crowd, args=(rf"\\.\pipe\{name}", idle, out), daemon=True)
    done = QTimer()
    done.timeout.connect(lambda: worker.is_alive() or app.quit())
    done.start(10)
    worker.start()
    app.exec()
    listener.close()
    print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
