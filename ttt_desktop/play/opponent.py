"""The computer's thinking, off the UI thread: a worker object living in a QThread.

:class:`ComputerOpponent` owns the thread (the worker-object pattern: a parentless QObject moved to
the thread, ``finished`` connected to ``deleteLater``, ``quit()`` then ``wait()`` on shutdown; never
``terminate()``). Every request carries a serial number with the game's id and ply; the window
compares a reply with the request it is waiting for and drops anything stale.

The worker runs Python, so it shares the interpreter lock with the UI thread. With Python's
default switch interval (5 ms) the UI thread waited up to 13-25 ms behind a solve;
:class:`ComputerOpponent` lowers the interval to 1 ms, which keeps the event loop's longest stall
to 4-8 ms (``benchmarks/bench_ui.py``, ``max_stall_ms``).
"""

from __future__ import annotations

import random
import sys
import threading
import time
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from ..engine import Position, Variant, solve
from ..engine.players import Level, choose_move

#: How long the worker may hold the interpreter lock while the UI thread waits for it.
SWITCH_INTERVAL_S = 0.001


@dataclass(frozen=True)
class MoveRequest:
    """What the computer is asked: a move for ``key`` (see ``Position.key``) in a game."""

    serial: int
    game_id: int
    ply: int
    key: int
    variant: Variant
    level: Level


@dataclass(frozen=True)
class MoveReply:
    """The computer's answer to a :class:`MoveRequest`."""

    request: MoveRequest
    cell: int


class AiWorker(QObject):
    """Chooses moves in its own thread. Knows nothing of the window."""

    move_chosen = Signal(object)  # MoveReply
    failed = Signal(object, str)  # MoveRequest, message
    warmed_up = Signal()  # every variant is solved

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()  # parentless: it is moved to the worker thread
        self._rng = random.Random(seed)
        self._cancelled_upto = 0  # requests with this serial or lower are cancelled
        self._wake = threading.Event()
        #: Test hook: extra thinking time in milliseconds, spent in the worker thread.
        self.slowdown_ms = 0

    def cancel(self, serial: int) -> None:
        """Ask a slowed-down computation for request ``serial``, or any earlier one, to stop
        early (thread-safe; a request cancelled before the worker has started it stays
        cancelled)."""
        self._cancelled_upto = max(self._cancelled_upto, serial)
        self._wake.set()

    @Slot()
    def warm_up(self) -> None:
        """Solve the variants once, so that the first Perfect move is instant and the window's
        thread never has to build a table (a review, a hint); then say so."""
        for variant in Variant:
            solve(variant)
        self.warmed_up.emit()

    @Slot(object)
    def think(self, request: MoveRequest) -> None:
        """Choose a move for the request and emit :attr:`move_chosen`."""
        deadline = time.monotonic() + self.slowdown_ms / 1000
        while time.monotonic() < deadline and request.serial > self._cancelled_upto:
            if self._wake.wait(0.005):
                self._wake.clear()
        try:
            position = Position.from_key(request.key, request.variant)
            cell = choose_move(request.level, position, self._rng)
        except ValueError as exc:  # an impossible request: report, never crash the thread
            self.failed.emit(request, str(exc))
            return
        self.move_chosen.emit(MoveReply(request, cell))


class ComputerOpponent(QObject):
    """The window's handle on the worker: ask, cancel, shut down.

    Replies pass through :attr:`move_ready` no sooner than ``pause_ms`` after the request, so the
    computer seems to think for a moment; the pause is a timer and never blocks the event loop.
    """

    move_ready = Signal(object)  # MoveReply
    failed = Signal(str)  # why the pending request got no move
    think_requested = Signal(object)  # MoveRequest, delivered to the worker thread
    warm_up_requested = Signal()
    solver_ready = Signal()  # the worker has solved every variant

    def __init__(self, parent: QObject | None = None, pause_ms: int = 400,
                 seed: int | None = None) -> None:
        super().__init__(parent)
        self.pause_ms = pause_ms
        self._serial = 0
        self._pending: MoveRequest | None = None
        self._asked_at = 0.0
        self._thread = QThread()
        self._thread.setObjectName("ttt-computer")
        self.worker = AiWorker(seed)
        self.worker.moveToThread(self._thread)
        self._thread.finished.connect(self.worker.deleteLater)
        self.think_requested.connect(self.worker.think)
        self.warm_up_requested.connect(self.worker.warm_up)
        self.worker.move_chosen.connect(self._on_move_chosen)
        self.worker.failed.connect(self._on_failed)
        self.worker.warmed_up.connect(self.solver_ready)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._deliver)
        self._ready: MoveReply | None = None
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
        self._thread.start()
        # Solve the variants once the window is up, not while it starts (the GIL is shared).
        QTimer.singleShot(300, self, self.warm_up_requested.emit)

    @property
    def pending(self) -> MoveRequest | None:
        """The request still waiting for its answer, if any."""
        return self._pending

    def is_thinking(self) -> bool:
        """True while a request waits for its answer."""
        return self._pending is not None

    def is_running(self) -> bool:
        """True while the worker thread runs (until :meth:`shutdown`)."""
        return self._thread.isRunning()

    def request_move(self, position: Position, level: Level, game_id: int) -> MoveRequest:
        """Ask for a move; any earlier request becomes stale."""
        self.cancel()
        self._serial += 1
        request = MoveRequest(self._serial, game_id, position.ply, position.key,
                              position.variant, level)
        self._pending = request
        self._asked_at = time.monotonic()
        self.think_requested.emit(request)
        return request

    def cancel(self) -> None:
        """Forget the pending request: its answer, when it comes, is dropped."""
        if self._pending is not None:
            self.worker.cancel(self._pending.serial)
        self._pending = None
        self._ready = None
        self._delay.stop()

    def shutdown(self) -> None:
        """Stop the thread and wait for it (call before the window goes away)."""
        self.cancel()
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()

    @Slot(object)
    def _on_move_chosen(self, reply: MoveReply) -> None:
        if reply.request != self._pending:
            return  # stale: a new game, an undo or new settings came in between
        wait_ms = self.pause_ms - (time.monotonic() - self._asked_at) * 1000
        self._ready = reply
        if wait_ms > 0:
            self._delay.start(int(wait_ms))
        else:
            self._deliver()

    @Slot()
    def _deliver(self) -> None:
        reply, self._ready = self._ready, None
        if reply is None or reply.request != self._pending:
            return
        self._pending = None
        self.move_ready.emit(reply)

    @Slot(object, str)
    def _on_failed(self, request: MoveRequest, message: str) -> None:
        if request == self._pending:
            self._pending = None
            self.failed.emit(message)
