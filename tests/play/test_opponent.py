"""The computer opponent without a window: the pause is a timer that keeps the event loop
running, an impossible request is reported instead of crashing the worker, the worker holds the
interpreter lock for a millisecond at most, and a request cancelled before it starts stays
cancelled. The slowed-down thinking runs on a clock the test sets, the worker called on the
test's thread: it waits while the clock is short of ``extra_think_ms`` and not a moment after,
and a request cancelled before it starts does not wait at all."""

from __future__ import annotations

import sys
import time

import pytest

from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play import opponent as opponent_module
from ttt_desktop.play.opponent import AiWorker, ComputerOpponent, MoveReply, MoveRequest


class Clock:
    """``time`` for the worker: its ``monotonic`` gives these readings in turn, then the last one
    plus a minute on every further reading (so that a worker that waits too long still ends)."""

    def __init__(self, *readings: float) -> None:
        self.readings = list(readings)
        self.last = readings[-1]

    def monotonic(self) -> float:
        if self.readings:
            return self.readings.pop(0)
        self.last += 60.0
        return self.last


class Wake:
    """The worker's wake-up event: counts the waits, each one short of a wake-up."""

    def __init__(self) -> None:
        self.waits = 0

    def wait(self, timeout: float) -> bool:
        self.waits += 1
        return False

    def set(self) -> None:
        pass

    def clear(self) -> None:
        pass


def slowed_worker(monkeypatch: pytest.MonkeyPatch, clock: Clock,
                  extra_think_ms: int) -> tuple[AiWorker, Wake, list[MoveReply]]:
    monkeypatch.setattr(opponent_module, "time", clock)
    worker = AiWorker(seed=1, extra_think_ms=extra_think_ms)
    wake = Wake()
    monkeypatch.setattr(worker, "_wake", wake)
    replies: list[MoveReply] = []
    worker.move_chosen.connect(replies.append)
    return worker, wake, replies


def request(serial: int = 1) -> MoveRequest:
    return MoveRequest(serial, game_id=1, ply=0, key=0, variant=Variant.STANDARD,
                       level=Level.EASY)


def test_a_slowed_worker_waits_until_its_extra_time_has_passed_and_no_longer(qapp, monkeypatch):
    # asked at 0 s with 1,000 ms to wait: half a millisecond short it waits; at 1 s it answers
    worker, wake, replies = slowed_worker(monkeypatch, Clock(0.0, 0.9995, 1.0, 1.0005),
                                          extra_think_ms=1000)
    worker.think(request())
    assert wake.waits == 1
    assert len(replies) == 1 and replies[0].request == request()


def test_a_request_cancelled_before_it_starts_does_not_wait(qapp, monkeypatch):
    # asked at 0 s with 1,000 ms to wait, and at 0.5 s still short of it: cancelled, no wait
    worker, wake, replies = slowed_worker(monkeypatch, Clock(0.0, 0.5), extra_think_ms=1000)
    worker.cancel(1)
    worker.think(request(1))
    assert wake.waits == 0
    assert len(replies) == 1


def test_the_pause_counts_from_the_request_not_from_the_answer(qapp, monkeypatch):
    """The computer seems to think for ``pause_ms`` from the moment it is asked: an answer that
    took 250 ms of a 400 ms pause waits the other 150 ms; one that took longer comes at once."""
    from ttt_desktop.play.opponent import ComputerOpponent

    opponent = ComputerOpponent(pause_ms=400, seed=1)
    delays: list[int] = []
    ready: list[MoveReply] = []
    opponent.move_ready.connect(ready.append)

    class Timer:
        @staticmethod
        def singleShot(ms: int, context: object, slot: object) -> None:
            delays.append(ms)

    try:
        monkeypatch.setattr(opponent_module, "QTimer", Timer)
        monkeypatch.setattr(opponent_module, "time", Clock(10.25, 10.5))
        for serial in (1, 2):
            opponent._asked_at[serial] = 10.0  # asked at 10 s, answered at 10.25 s and 10.5 s
            opponent._on_move_chosen(MoveReply(request(serial), 4))
        assert delays == [150]
        assert [reply.request.serial for reply in ready] == [2]
    finally:
        monkeypatch.undo()
        opponent.shutdown()


def test_the_pause_is_a_timer_that_keeps_the_event_loop_running(qtbot):
    opponent = ComputerOpponent(pause_ms=300, seed=1)
    try:
        ticks = []
        from PySide6.QtCore import QTimer

        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(1))
        timer.start(10)
        with qtbot.waitSignal(opponent.move_ready, timeout=5000):
            opponent.request_move(Position(), Level.PERFECT, game_id=1)
        timer.stop()
        assert len(ticks) >= 10  # the loop kept turning while the reply waited
    finally:
        opponent.shutdown()


def test_the_worker_reports_an_impossible_request_instead_of_crashing(qtbot):
    opponent = ComputerOpponent(pause_ms=0, seed=1)
    try:
        finished = Position(moves=[0, 3, 1, 4, 2])
        with qtbot.waitSignal(opponent.failed, timeout=5000) as failure:
            opponent.request_move(finished, Level.EASY, game_id=1)
        assert "over" in failure.args[1]
    finally:
        opponent.shutdown()


def test_the_worker_holds_the_interpreter_lock_for_at_most_a_millisecond():
    from ttt_desktop.play.opponent import share_interpreter_fairly

    before = sys.getswitchinterval()
    try:
        sys.setswitchinterval(0.005)
        share_interpreter_fairly()
        assert sys.getswitchinterval() <= 0.001
    finally:
        sys.setswitchinterval(before)


def test_a_request_cancelled_before_the_worker_starts_it_stays_cancelled(qtbot):
    """The race behind a closing window that waited out a slowed-down request: the cancel came
    before the worker had picked the request up, and starting it used to clear the cancel."""
    from ttt_desktop.play.opponent import AiWorker, MoveRequest

    worker = AiWorker(seed=1)
    worker.extra_think_ms = 60_000  # it would think for a minute if the cancel were lost
    worker.cancel(7)
    chosen = []
    worker.move_chosen.connect(chosen.append)
    started = time.monotonic()
    worker.think(MoveRequest(7, 1, 0, 0, Variant.STANDARD, Level.EASY))  # in this thread
    assert chosen and chosen[0].request.serial == 7
    assert time.monotonic() - started < 30  # far below the minute it would wait otherwise
    later = MoveRequest(8, 1, 0, 0, Variant.STANDARD, Level.EASY)
    worker.extra_think_ms = 30
    worker.think(later)  # a later request is not cancelled by the earlier cancel
    assert chosen[-1].request.serial == 8
