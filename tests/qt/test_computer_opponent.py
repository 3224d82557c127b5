"""The computer opponent in the window: an answer made stale by a new game, an undo or new
settings never lands, and closing the window while the computer thinks exits cleanly."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
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
