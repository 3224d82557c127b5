"""The window as a player uses it: clicks, the computer's replies, results, score, sides."""

from __future__ import annotations

import random

import pytest

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FirstMover, Settings

from .helpers import answer_next_dialog, click_cell, play_and_wait_reply


def test_a_click_plays_and_the_computer_replies_through_the_worker(qtbot, make_window):
    window = make_window()
    play_and_wait_reply(qtbot, window, 4)
    cells = window.board.cells()
    assert cells[4] is Mark.X
    assert sum(c is Mark.O for c in cells) == 1
    assert window.game.is_human_turn()
    assert "Your turn" in window.status_text()


def test_the_reply_is_chosen_in_the_worker_thread_not_the_ui_thread(qtbot, make_window):
    window = make_window()
    threads = []
    window.opponent.worker.move_chosen.connect(
        lambda _reply: threads.append(window.opponent.worker.thread()),
    )
    play_and_wait_reply(qtbot, window, 0)
    assert threads and threads[0] is not window.thread()
    assert threads[0] is window.opponent._thread


@pytest.mark.parametrize("seed", range(4))
def test_a_whole_game_against_perfect_ends_in_a_draw_or_a_computer_win(qtbot, make_window, seed):
    window = make_window(Settings(level=Level.PERFECT, first=FirstMover.YOU), seed=seed)
    rng = random.Random(seed)
    while not window.game.is_over():
        cell = rng.choice(window.game.position.legal_moves())
        if window.game.position.ply >= 8:  # the ninth move ends the game: no reply comes
            click_cell(qtbot, window, cell)
        else:
            with qtbot.waitSignal(window.opponent.move_ready, timeout=10_000):
                click_cell(qtbot, window, cell)
            qtbot.waitUntil(lambda: window.game.is_human_turn() or window.game.is_over())
    assert window.game.human_result() in (0, -1)
    assert window.status_text().startswith(("Draw", "The computer wins"))
    assert window.result_label.text().startswith(("Draw", "The computer wins"))


def test_a_click_on_a_taken_cell_changes_nothing_and_says_why(qtbot, make_window):
    window = make_window()
    play_and_wait_reply(qtbot, window, 4)
    before = window.game.position.moves
    click_cell(qtbot, window, 4)
    assert window.game.position.moves == before
    assert "taken" in window.status_text()


def test_a_click_during_the_computers_turn_changes_nothing(qtbot, make_window):
    window = make_window(pause_ms=300)
    click_cell(qtbot, window, 4)
    assert window.opponent.is_thinking()
    click_cell(qtbot, window, 0)
    assert window.game.position.moves == (4,)
    assert "thinking" in window.status_text()
    qtbot.waitUntil(lambda: window.game.is_human_turn(), timeout=5000)
    assert len(window.game.position.moves) == 2


def test_a_click_outside_the_board_does_nothing(qtbot, make_window):
    from PySide6.QtCore import QPoint, Qt

    window = make_window()
    window.board.resize(400, 200)  # wide: empty margins left and right of the board
    with qtbot.assertNotEmitted(window.board.cell_clicked):
        qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=QPoint(5, 100))
    assert window.game.position.moves == ()


def test_after_the_end_a_click_on_the_board_starts_the_next_game(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU, two_players=True))
    for cell in (0, 3, 1, 4, 2):
        click_cell(qtbot, window, cell)
    assert window.game.is_over() and window.status_text().startswith("○ wins")
    finished_id = window.game.game_id
    click_cell(qtbot, window, 8)
    assert window.game.game_id == finished_id + 1
    assert window.game.position.moves == ()


def test_ctrl_n_starts_a_new_game(qtbot, make_window):
    window = make_window()
    play_and_wait_reply(qtbot, window, 4)
    window.new_action.trigger()
    assert window.game.position.moves == ()


def test_two_players_take_turns_and_the_result_names_the_mark(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    for cell in (4, 0, 2, 6, 3, 1, 5):  # ○ completes the middle row
        click_cell(qtbot, window, cell)
    assert not window.opponent.is_thinking()
    assert window.game.is_over()
    assert window.status_text().startswith("○ wins")
    assert "Player ○" in window.circle_label.text()


def test_alternate_swaps_who_moves_first_every_game(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.ALTERNATE))
    humans = [window.game.human]
    for _ in range(3):
        window.new_game()
        humans.append(window.game.human)
    assert humans == [Mark.X, Mark.O, Mark.X, Mark.O]
    # When the computer opens, its move arrives without any click.
    window.new_game()
    window.new_game()
    assert window.game.human is Mark.O
    qtbot.waitUntil(lambda: window.game.position.ply == 1, timeout=5000)


def test_swap_sides_swaps_at_once_and_starts_a_new_game(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))
    play_and_wait_reply(qtbot, window, 4)
    old_id = window.game.game_id
    window.swap_action.trigger()
    assert window.game.game_id == old_id + 1
    assert window.game.human is Mark.O
    assert "You" in window.cross_label.text() and "Computer" in window.circle_label.text()


def test_the_window_shows_who_plays_which_mark_and_whose_turn(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))
    assert window.circle_label.text() == "○  You"
    assert window.cross_label.text() == "×  Computer"
    # whose turn: that player's label is bold and underlined
    assert window.circle_label.font().bold() and window.circle_label.font().underline()
    assert not window.cross_label.font().bold() and not window.cross_label.font().underline()
    window.opponent.worker.slowdown_ms = 5000  # keep the computer's turn on screen
    click_cell(qtbot, window, 4)
    assert window.cross_label.font().underline() and not window.circle_label.font().underline()


def test_turns_and_results_never_change_the_windows_minimum_size(qtbot, make_window):
    """The side to move is shown bold; a bold name used to widen its label, so every turn and
    every result changed the window's minimum size and laid the whole window out again."""
    window = make_window(Settings(two_players=True))
    qtbot.waitExposed(window)

    def minimum() -> tuple[tuple[int, int], ...]:
        window.layout().activate()  # as the pending layout request would
        return tuple(w.minimumSizeHint().toTuple()
                     for w in (window, window.circle_label, window.cross_label))

    sizes = {minimum()}
    for cell in (4, 0, 2, 6, 3, 1, 5):  # ○ completes the middle row
        click_cell(qtbot, window, cell)
        sizes.add(minimum())
    assert window.game.is_over()
    window.new_game()
    sizes.add(minimum())
    assert len(sizes) == 1, sizes
    # a label narrower than its name (it cannot happen in the layout) elides it, whole in the tip
    window.circle_label.resize(40, window.circle_label.height())
    assert window.circle_label.text().endswith("…")
    assert window.circle_label.full_text() in window.circle_label.toolTip()


def test_the_score_counts_results_and_persists_across_restarts(qtbot, make_window, store):
    window = make_window(Settings(two_players=True, variant=Variant.MISERE))
    for cell in (0, 3, 1, 4, 2):  # ○ completes the top row: in misère, ○ loses
        click_cell(qtbot, window, cell)
    assert window.status_text().startswith("× wins")
    assert "○ 0 · draws 0 · × 1" in window.score_label.text()
    window.close()
    again = make_window(Settings(two_players=True, variant=Variant.MISERE))
    assert "○ 0 · draws 0 · × 1" in again.score_label.text()
    answer_next_dialog(qtbot, "Cancel")
    again.reset_action.trigger()
    assert "○ 0 · draws 0 · × 1" in again.score_label.text()  # cancelled: nothing lost
    asked = answer_next_dialog(qtbot, "Reset This Score")
    again.reset_action.trigger()
    assert "two players, misère" in asked[0]  # the question names what it resets
    assert "○ 0 · draws 0 · × 0" in again.score_label.text()


def test_a_game_left_unfinished_is_not_counted(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU), pause_ms=500)
    click_cell(qtbot, window, 4)  # one move only: the computer is still thinking
    window.new_game()
    assert "Wins 0 · Draws 0 · Losses 0" in window.score_label.text()
    play_and_wait_reply(qtbot, window, 4)
    window.new_game()  # Ctrl+N in mid-game
    window.swap_sides()  # Ctrl+T on a fresh board
    assert "Wins 0 · Draws 0 · Losses 0" in window.score_label.text()


def test_settings_changed_mid_game_apply_from_the_next_game(qtbot, make_window, store):
    window = make_window(Settings(first=FirstMover.YOU, level=Level.PERFECT))
    play_and_wait_reply(qtbot, window, 4)
    window.apply_settings(Settings(first=FirstMover.YOU, variant=Variant.MISERE))
    assert window.game.variant is Variant.STANDARD
    assert "next game" in window.status_text()
    window.new_game()
    assert window.game.variant is Variant.MISERE
    assert store.value("game/variant") == "misere"


def test_closing_saves_the_window_geometry(qtbot, make_window, store):
    window = make_window()
    window.resize(500, 600)
    window.close()
    again = make_window()
    assert (again.width(), again.height()) == (500, 600)
