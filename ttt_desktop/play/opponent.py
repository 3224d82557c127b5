"""The computer's thinking, off the UI thread: a worker object living in a QThread.

:class:`ComputerOpponent` owns the thread (the worker-object pattern: a parentless QObject moved to
the thread, ``finished`` connected to ``deleteLater``, ``quit()`` then ``wait()`` on shutdown; never
``terminate()``). Every request carries a serial number with the game's id, ply and position; the
opponent passes every answer on, and the game controller, which knows the request it waits for,
drops anything stale (in one place).

The worker runs Python, so it shares the interpreter lock with the UI thread. With Python's
default switch interval (5 ms) the UI thread waited up to 13-25 ms behind a solve; the program
calls :func:`share_interpreter_fairly` at start-up, which keeps the event loop's longest stall to
a few milliseconds (``benchmarks/bench_ui.py``, ``max_stall_ms``).
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
from ..engine.strength import StrengthPlayer

#: How long the worker may hold the interpreter lock while the UI thread waits for it.
SWITCH_INTERVAL_S = 0.001


def share_interpreter_fairly() -> None:
    """Let the UI thread take the interpreter lock back from the worker within
    :data:`SWITCH_INTERVAL_S` (process-wide: called once, at start-up)."""
    sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))


@dataclass(frozen=True)
class MoveRequest:
    """What the computer is asked: a move for ``key`` (see ``Position.key``) in a game."""

    serial: int
    game_id: int
    ply: int
    key: int
    variant: Variant
    level: Level
    skill: float | None = None  # Adaptive's skill for this game (then ``level`` is unused)


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

    def __init__(self, seed: int | None = None, extra_think_ms: int = 0) -> None:
        super().__init__()  # parentless: it is moved to the worker thread
        self._rng = random.Random(seed)
        self._cancelled_upto = 0  # requests with this serial or lower are cancelled
        self._wake = threading.Event()
        self.extra_think_ms = extra_think_ms

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
        deadline = time.monotonic() + self.extra_think_ms / 1000
        while time.monotonic() < deadline and request.serial > self._cancelled_upto:
            if self._wake.wait(0.005):
                self._wake.clear()
        try:
            position = Position.from_key(request.key, request.variant)
            if request.skill is None:
                cell = choose_move(request.level, position, self._rng)
            else:
                cell = StrengthPlayer(request.skill).choose_move(position, self._rng)
        except ValueError as exc:  # an impossible request: report, never crash the thread
            self.failed.emit(request, str(exc))
            return
        self.move_chosen.emit(MoveReply(request, cell))


class ComputerOpponent(QObject):
    """The controller's handle on the worker: ask, cancel, shut down.

    Answers pass through :attr:`move_ready` no sooner than ``pause_ms`` after the request, so the
    computer seems to think for a moment; the pause is a timer and never blocks the event loop.
    ``extra_think_ms`` makes the worker itself take that much longer on every move (a slow
    computer, for tests of what happens while it thinks); a cancelled request stops waiting.
    """

    move_ready = Signal(object)  # MoveReply
    failed = Signal(object, str)  # MoveRequest, why it got no move
    think_requested = Signal(object)  # MoveRequest, delivered to the worker thread
    warm_up_requested = Signal()
    solver_ready = Signal()  # the worker has solved every variant

    def __init__(self, parent: QObject | None = None, pause_ms: int = 400,
                 seed: int | None = None, extra_think_ms: int = 0) -> None:
        super().__init__(parent)
        self.pause_ms = pause_ms
        self._serial = 0
        self._asked_at: dict[int, float] = {}  # serial -> when it was asked
        self._thread = QThread()
        self._thread.setObjectName("ttt-computer")
        self.worker = AiWorker(seed, extra_think_ms)
        self.worker.moveToThread(self._thread)
        self._thread.finished.connect(self.worker.deleteLater)
        self.think_requested.connect(self.worker.think)
        self.warm_up_requested.connect(self.worker.warm_up)
        self.worker.move_chosen.connect(self._on_move_chosen)
        self.worker.failed.connect(self._on_failed)
        self.worker.warmed_up.connect(self.solver_ready)
        self._thread.start()
        # Solve the variants once the window is up, not while it starts (the GIL is shared).
        QTimer.singleShot(300, self, self.warm_up)

    def is_running(self) -> bool:
        """True while the worker thread runs (until :meth:`shutdown`)."""
        return self._thread.isRunning()

    @Slot()
    def warm_up(self) -> None:
        """Ask the worker to solve every variant (it says so with :attr:`solver_ready`)."""
        self.warm_up_requested.emit()

    def request_move(self, position: Position, level: Level, game_id: int,
                     skill: float | None = None) -> MoveRequest:
        """Ask for a move for ``position`` in game ``game_id``, at ``level`` or (Adaptive) at
        ``skill`` on the strength scale."""
        self._serial += 1
        request = MoveRequest(self._serial, game_id, position.ply, position.key,
                              position.variant, level, skill)
        self._asked_at[request.serial] = time.monotonic()
        self.think_requested.emit(request)
        return request

    def cancel(self, request: MoveRequest) -> None:
        """Tell the worker that ``request`` (and any earlier one) is no longer wanted."""
        self.worker.cancel(request.serial)

    def shutdown(self) -> None:
        """Stop the thread and wait for it (call before the window goes away)."""
        self.worker.cancel(self._serial)
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()

    @Slot(object)
    def _on_move_chosen(self, reply: MoveReply) -> None:
        asked_at = self._asked_at.pop(reply.request.serial, 0.0)
        wait_ms = self.pause_ms - (time.monotonic() - asked_at) * 1000
        if wait_ms > 0:
            QTimer.singleShot(int(wait_ms), self, lambda: self.move_ready.emit(reply))
        else:
            self.move_ready.emit(reply)

    @Slot(object, str)
    def _on_failed(self, request: MoveRequest, message: str) -> None:
        self._asked_at.pop(request.serial, None)
        self.failed.emit(request, message)
