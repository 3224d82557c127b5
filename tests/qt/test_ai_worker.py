"""The worker thread: stale answers never land, and closing while it thinks exits cleanly."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time

from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.opponent import ComputerOpponent
from ttt_desktop.play.settings import FirstMover, Settings

from .helpers import click_cell


def slow(window, ms: int = 400) -> None:
    window.controller.opponent.worker.extra_think_ms = ms


def test_a_new_game_while_the_computer_thinks_drops_the_old_answer(qtbot, make_window):
    window = make_window()
    slow(window)
    click_cell(qtbot, window, 4)
    old_request = window.controller.awaited
    with qtbot.waitSignal(window.controller.opponent.move_ready, timeout=5000) as old:
        window.controller.new_game()
    assert old.args[0].request == old_request  # the old answer did arrive ...
    assert window.controller.game.position.moves == ()  # ... and was dropped
    assert window.panel.board.cells() == (None,) * 9


def test_an_undo_while_the_computer_thinks_drops_the_old_answer(qtbot, make_window):
    window = make_window()
    slow(window)
    click_cell(qtbot, window, 4)
    with qtbot.waitSignal(window.controller.opponent.worker.move_chosen, timeout=5000):
        window.controller.undo()
        click_cell(qtbot, window, 0)  # the same ply again, with another position
    qtbot.waitUntil(lambda: window.controller.game.position.ply == 2, timeout=5000)
    assert window.controller.game.position.moves[0] == 0
    assert window.controller.game.position.moves[1] != 0


def test_a_settings_change_while_the_computer_thinks_drops_the_old_answer(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.COMPUTER, level=Level.PERFECT))
    slow(window)
    window.controller.new_game()  # the computer opens, slowly this time
    assert window.controller.is_thinking()
    first_game = window.controller.game.game_id
    with qtbot.waitSignal(window.controller.opponent.worker.move_chosen, timeout=5000):
        window.controller.apply_settings(Settings(first=FirstMover.YOU, variant=Variant.MISERE))
    assert window.controller.game.game_id == first_game + 1
    assert window.controller.game.variant is Variant.MISERE
    assert window.controller.game.position.moves == ()
    assert not window.controller.is_thinking()


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


def test_closing_the_window_while_the_computer_thinks_exits_cleanly(tmp_path):
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QSettings, QTimer
        from PySide6.QtWidgets import QApplication
        from ttt_desktop.qt.main_window import MainWindow
        from ttt_desktop.play.settings import FirstMover, Settings

        app = QApplication([])
        store = QSettings(sys.argv[1], QSettings.Format.IniFormat)
        window = MainWindow(store, Settings(first=FirstMover.COMPUTER), pause_ms=0)
        window.controller.opponent.worker.extra_think_ms = 5000
        window.controller.new_game()  # the computer opens, slowly
        window.show()
        def close():
            assert window.controller.is_thinking(), "the computer should still be thinking"
            window.close()
        QTimer.singleShot(200, close)
        QTimer.singleShot(4000, lambda: sys.exit("the window did not close in time"))
        status = app.exec()
        print("thread running:", window.controller.opponent.is_running())
        sys.exit(status)
        """
    )
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "s.ini")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "thread running: False" in done.stdout
    assert "QThread" not in done.stderr and "Traceback" not in done.stderr


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
