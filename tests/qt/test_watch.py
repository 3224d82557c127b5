"""Game › Watch: the computer plays itself, with a level for each side, and stops cleanly on a
click, on New Game and on close."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from ttt_desktop.engine import Mark
from ttt_desktop.engine.players import Level
from ttt_desktop.play.score import Score
from ttt_desktop.play.settings import FirstMover, Settings

from .helpers import click_cell


def test_watching_plays_a_whole_game_and_never_counts_it(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))
    window.controller.start_watching((Level.PERFECT, Level.PERFECT))
    assert window.controller.is_thinking()  # ○ is the computer too
    qtbot.waitUntil(window.controller.game.is_over, timeout=20_000)
    assert window.controller.game.position.ply == 9 and window.status_line.text().startswith("Draw")
    assert "Computer (Perfect)" in window.panel.circle_label.shown_text()
    assert window.panel.score_label.text() == "Watching the computer: not scored"
    assert window.controller.score() == Score()  # nobody's score moved
    qtbot.waitUntil(lambda: rows_reviewed(window) == 9)  # both sides' moves are reviewed


def rows_reviewed(window) -> int:
    view = window.move_list.moves_view
    return sum(view.item(i).text().split()[-1] in ("!", "?!", "?", "??")
               for i in range(1, view.count()))


def test_a_click_stops_watching_and_the_board_is_the_players(qtbot, make_window):
    window = make_window(pause_ms=200)
    window.controller.start_watching((Level.EASY, Level.EASY))
    with qtbot.waitSignal(window.controller.opponent.move_ready, timeout=10_000):
        pass
    click_cell(qtbot, window, 8 if window.controller.game.position[8] is None else 0)
    assert not window.controller.game.watching and not window.controller.is_thinking()
    assert window.controller.game.two_players and "stopped" in window.status_line.text()
    plies = window.controller.game.position.ply
    with qtbot.waitSignal(window.controller.changed, timeout=600, raising=False) as moved:
        pass
    assert not moved.signal_triggered and window.controller.game.position.ply == plies


def test_new_game_stops_watching(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU), pause_ms=300)
    window.controller.start_watching((Level.HARD, Level.HARD))
    window.controller.new_game()
    assert not window.controller.game.watching and window.controller.game.human is Mark.X
    assert not window.controller.is_thinking()


def test_closing_while_watching_stops_the_worker(qtbot, make_window, qtlog):
    window = make_window(pause_ms=300)
    window.controller.start_watching((Level.PERFECT, Level.EASY))
    assert window.controller.is_thinking()
    assert window.close()  # the window's own close, nothing else: it must stop the thread
    assert not window.controller.opponent.is_running()
    assert not [r.message for r in qtlog.records if "QThread" in r.message]


def wait_first_watched_move(qtbot, window) -> None:
    with qtbot.waitSignal(window.controller.opponent.move_ready, timeout=10_000):
        pass
    assert window.controller.game.watching and window.controller.game.position.ply >= 1


def new_game(qtbot, window) -> None:
    window.new_action.trigger()


def swap_sides(qtbot, window) -> None:
    window.swap_action.trigger()


def undo(qtbot, window) -> None:
    window.undo_action.trigger()


def paste_game(qtbot, window) -> None:
    QGuiApplication.clipboard().setText("5739")
    window.paste_action.trigger()


def play_from_here(qtbot, window) -> None:
    window.move_list.show_ply(0)  # the empty board, shown read-only
    assert window.move_list.play_button.isEnabled()
    window.move_list.play_button.click()


@pytest.mark.parametrize("action", [new_game, swap_sides, undo, paste_game, play_from_here],
                         ids=lambda action: action.__name__)
def test_every_action_that_changes_the_game_stops_watching(qtbot, make_window, action):
    window = make_window(Settings(first=FirstMover.YOU), pause_ms=200)
    window.controller.start_watching((Level.EASY, Level.EASY))
    wait_first_watched_move(qtbot, window)
    action(qtbot, window)
    assert not window.controller.game.watching
    # a computer move that belongs to the new game may come (after Swap Sides it moves first);
    # after that, nobody moves on their own: the watch is over
    qtbot.waitUntil(
        lambda: window.controller.game.is_human_turn() or window.controller.game.is_over(),
        timeout=10_000,
    )
    plies = window.controller.game.position.ply
    with qtbot.waitSignal(window.controller.changed, timeout=700, raising=False) as moved:
        pass
    assert not moved.signal_triggered and window.controller.game.position.ply == plies


def test_undo_while_watching_takes_back_one_move_and_says_the_watch_stopped(qtbot, make_window):
    window = make_window(pause_ms=200)
    window.controller.start_watching((Level.HARD, Level.HARD))
    wait_first_watched_move(qtbot, window)
    moves = window.controller.game.position.moves
    window.undo_action.trigger()
    assert (
        window.controller.game.position.moves == moves[:-1] and window.controller.game.two_players
    )
    assert "Watching stopped" in window.status_line.text()
    assert not window.controller.is_thinking()


def test_a_stale_answer_after_a_stop_is_dropped(qtbot, make_window):
    """The worker's answer to the watched game's last request, if it comes at all after the
    stop, changes nothing."""
    window = make_window(pause_ms=0)
    window.controller.start_watching((Level.PERFECT, Level.PERFECT))
    request = window.controller.awaited
    assert request is not None
    click_cell(qtbot, window, 4)  # stops the watch; the request is now stale
    from ttt_desktop.play.opponent import MoveReply

    before = window.controller.game.position.moves
    window.controller.opponent.move_ready.emit(
        MoveReply(request, 0)
    )  # as if the old answer still arrived
    assert window.controller.game.position.moves == before


def test_the_score_line_says_a_watched_game_is_not_scored(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))
    assert not window.panel.score_label.text().startswith("Watching")
    window.controller.start_watching((Level.EASY, Level.HARD))
    assert window.panel.score_label.text() == "Watching the computer: not scored"
    click_cell(qtbot, window, 4)  # a click stops watching: the players' score is back
    qtbot.waitUntil(lambda: not window.controller.game.watching)
    assert not window.panel.score_label.text().startswith("Watching")
