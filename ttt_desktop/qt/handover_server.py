"""The running game's end of the handover (see :mod:`ttt_desktop.single_instance`): a
``QLocalServer`` that takes a second launch's line of JSON, answers ``ok`` and says what came.

QtNetwork is imported when the server starts, after the window's first paint, so that it costs
the first window nothing.
"""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..single_instance import Handover

log = logging.getLogger(__name__)


class HandoverServer(QObject):
    """Listens on ``name`` once :meth:`start` is called; emits :attr:`handed_over` for each
    second launch."""

    handed_over = Signal(object)  # Handover
    listening = Signal()  # later launches can reach this game now

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self._server: object | None = None
        self._pending: dict[object, bytes] = {}

    @Slot()
    def start_later(self) -> None:
        """Start once the event loop is free (after the first paint)."""
        QTimer.singleShot(0, self, self.start)

    @Slot()
    def start(self) -> None:
        """Listen (once). A socket left by a killed game is removed
        first (only the holder of the instance lock starts a server)."""
        if self._server is not None:
            return
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self._name)
        if not server.listen(self._name):
            log.warning("cannot listen for other launches on %s: %s", self._name,
                        server.errorString())
            return
        server.newConnection.connect(self._on_new_connection)
        self._server = server
        self.listening.emit()

    def is_listening(self) -> bool:
        """True once later launches can reach this game."""
        return self._server is not None

    @Slot()
    def _on_new_connection(self) -> None:
        from PySide6.QtNetwork import QLocalServer

        server = self._server
        assert isinstance(server, QLocalServer)
        while server.hasPendingConnections():
            connection = server.nextPendingConnection()
            connection.readyRead.connect(lambda c=connection: self._read(c))
            connection.disconnected.connect(connection.deleteLater)
            self._read(connection)

    def _read(self, connection: QObject) -> None:
        from PySide6.QtNetwork import QLocalSocket

        assert isinstance(connection, QLocalSocket)
        if not connection.canReadLine():
            return
        line = bytes(connection.readLine().data())
        handover = Handover.decode(line)
        connection.write(b"ok\n" if handover is not None else b"no\n")
        connection.flush()
        connection.disconnectFromServer()
        if handover is None:
            log.warning("a later launch sent something that is not a handover: %r", line[:80])
            return
        if handover.activation_token:  # Wayland: the next activation uses the launcher's token
            os.environ["XDG_ACTIVATION_TOKEN"] = handover.activation_token
        self.handed_over.emit(handover)
