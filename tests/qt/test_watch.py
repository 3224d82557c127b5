"""Game › Watch: the computer plays itself, with a level for each side, and stops cleanly on a
click, on New Game and on close."""

from __future__ import annotations

from ttt_desktop.engine import Mark
from ttt_desktop.engine.players import Level
from ttt_desktop.qt.settings import FirstMover, Settings

from .helpers import answer_next_dialog, click_cell


def test_watching_plays_a_whole_game_and_never_counts_it(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))
    window.start_watching((Level.PERFECT, Level.PERFECT))
    assert window.opponent.is_thinking()  # ○ is the computer too
    qtbot.waitUntil(window.game.is_over, timeout=20_000)
    assert window.game.position.ply == 9 and window.status_text().startswith("Draw")
    assert "Computer (Perfect)" in window.circle_label.text()
    assert "Wins 0 · Draws 0 · Losses 0" in window.score_label.full_text()
    assert rows_reviewed(window) == 9  # both sides' moves are reviewed


def rows_reviewed(window) -> int:
    view = window.move_list.moves_view
    return sum(view.item(i).text().split()[-1] in ("!", "?!", "?", "??")
               for i in range(1, view.count()))


def test_the_dialog_sets_each_sides_level_and_remembers_it(qtbot, make_window, store):
    window = make_window()
    seen = answer_next_dialog(qtbot, "OK")
    window.watch_action.trigger()
    assert seen == ["Watch the Computer Play"]
    assert window.game.level_for(Mark.X) is Level.PERFECT
    assert window.game.level_for(Mark.O) is Level.HARD
    assert store.value("watch/cross") == "hard"


def test_a_click_stops_watching_and_the_board_is_the_players(qtbot, make_window):
    window = make_window(pause_ms=200)
    window.start_watching((Level.EASY, Level.EASY))
    with qtbot.waitSignal(window.opponent.move_ready, timeout=10_000):
        pass
    click_cell(qtbot, window, 8 if window.game.position[8] is None else 0)
    assert window.game.watch is None and not window.opponent.is_thinking()
    assert window.game.two_players and "stopped" in window.status_text()
    plies = window.game.position.ply
    with qtbot.waitSignal(window.opponent.move_ready, timeout=600, raising=False) as moved:
        pass
    assert not moved.signal_triggered and window.game.position.ply == plies


def test_new_game_stops_watching(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU), pause_ms=300)
    window.start_watching((Level.HARD, Level.HARD))
    window.new_game()
    assert window.game.watch is None and window.game.human is Mark.X
    assert not window.opponent.is_thinking()


def test_closing_while_watching_stops_the_worker(qtbot, make_window):
    window = make_window(pause_ms=300)
    window.start_watching((Level.PERFECT, Level.EASY))
    assert window.opponent.is_thinking()
    window.close()
    window.opponent.shutdown()
    assert not window.opponent.is_running()
