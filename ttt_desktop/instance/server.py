"""The running game's end of the handover (see :mod:`ttt_desktop.instance.launch`): a local
endpoint (:mod:`ttt_desktop.instance.listener`) that takes a second launch's line of JSON,
answers ``ok`` and says what came.

It starts after the window's first paint, so that it costs the first window nothing.
"""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from .launch import Handover
from .listener import Listener, listen

log = logging.getLogger(__name__)


class HandoverServer(QObject):
    """Listens on ``name`` once :meth:`start` is called; emits :attr:`handed_over` for each
    second launch."""

    handed_over = Signal(object)  # Handover
    listening = Signal()  # later launches can reach this game now

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self._listener: Listener | None = None

    @Slot()
    def start_later(self) -> None:
        """Start once the event loop is free (after the first paint)."""
        QTimer.singleShot(0, self, self.start)

    @Slot()
    def start(self) -> None:
        """Listen (once). A socket left by a killed game is removed first (only the holder of
        the instance lock starts a server)."""
        if self._listener is not None:
            return
        try:
            self._listener = listen(self._name, self._answer, self)
        except OSError as error:
            log.warning("cannot listen for other launches on %s: %s", self._name, error)
            return
        application = QCoreApplication.instance()
        if application is not None:  # what is pending is put down before Python's end
            application.aboutToQuit.connect(self._listener.close)
        self.listening.emit()

    def _answer(self, line: bytes) -> bytes:
        handover = Handover.decode(line)
        if handover is None:
            log.warning("a later launch sent something that is not a handover: %r", line[:80])
            return b"no\n"
        if handover.activation_token:  # Wayland: the next activation uses the launcher's token
            os.environ["XDG_ACTIVATION_TOKEN"] = handover.activation_token
        # after the answer: the window's work on the file does not keep the later launch waiting
        QTimer.singleShot(0, self, lambda: self.handed_over.emit(handover))
        return b"ok\n"
