"""SIGINT (Ctrl+C in the terminal) and SIGTERM close the window as Game › Quit does.

Python runs a signal handler only between bytecodes of the main thread, and while Qt's event
loop waits in C++ that can take until the next input event; the default SIGINT handler then
raises KeyboardInterrupt inside whatever Qt method happens to call Python. So the handlers here
do nothing but let Python write the signal's number to a socket (``signal.set_wakeup_fd``); a
QSocketNotifier on the other end wakes the event loop, which closes the window cleanly: the
settings are saved and the computer's thread is stopped.

Exit status: 130 after SIGINT (the shell's convention for Ctrl+C), 0 after SIGTERM (a polite
request to quit, carried out in full).
"""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, Slot

EXIT_STATUS = {signal.SIGINT: 130, signal.SIGTERM: 0}


def _ignore(signum: int, frame: object) -> None:
    """The Python-level handler: the wake-up socket does the work."""


class QuitSignals(QObject):
    """Turns SIGINT and SIGTERM into a call of ``close``; :attr:`exit_status` says what came."""

    def __init__(self, close: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._close = close
        self.exit_status: int | None = None
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno())
        self._old_handlers = {s: signal.signal(s, _ignore) for s in EXIT_STATUS}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_signal)

    @Slot()
    def _on_signal(self) -> None:
        try:
            data = self._reader.recv(64)
        except BlockingIOError:
            return
        for number in data:
            if number in EXIT_STATUS and self.exit_status is None:
                self.exit_status = EXIT_STATUS[signal.Signals(number)]
                self._close()

    def uninstall(self) -> None:
        """Put the previous handlers back and close the sockets."""
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._old_fd)
        for signum, handler in self._old_handlers.items():
            signal.signal(signum, handler)
        self._reader.close()
        self._writer.close()
