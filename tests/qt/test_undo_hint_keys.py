"""Undo and redo, the hint (its words stay until the next move; H says why there is none), the
analysis overlay and keyboard play (the keys stay on the board when the move list shows)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ttt_desktop.engine import Mark, Position
from ttt_desktop.play.settings import Settings

from .helpers import active, click_cell, play_and_wait_reply


def test_undo_goes_back_to_your_previous_turn_and_redo_replays_it(qtbot, make_window):
    window = make_window()
    play_and_wait_reply(qtbot, window, 4)
    played = window.controller.game.position.moves
    window.undo_action.trigger()
    assert window.controller.game.position.moves == ()
    assert window.panel.board.cells() == (None,) * 9
    window.redo_action.trigger()
    assert window.controller.game.position.moves == played
    assert window.controller.game.is_human_turn()


def test_ctrl_z_and_ctrl_shift_z_are_the_shortcuts(qtbot, make_window):
    window = make_window()
    play_and_wait_reply(qtbot, window, 4)
    qtbot.keyClick(window.panel.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.position.moves == ()
    qtbot.keyClick(window.panel.board, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(window.controller.game.position.moves) == 2


def test_undo_works_after_the_game_has_ended_and_the_first_result_stays_counted(qtbot,
                                                                               make_window):
    window = make_window(Settings(two_players=True))
    for cell in (0, 3, 1, 4, 2):
        click_cell(qtbot, window, cell)
    assert "○ 1 · Draws 0 · × 0" in window.panel.score_label.shown_text()
    window.controller.undo()
    assert not window.controller.game.is_over()
    assert window.panel.result_label.text() == "" and window.panel.board.winning_lines() == ()
    assert "○ 1 · Draws 0 · × 0" in window.panel.score_label.shown_text()
    for cell in (8, 5):  # play on differently: × completes the middle row
        click_cell(qtbot, window, cell)
    assert window.status_line.text().startswith("× wins")
    assert "○ 1 · Draws 0 · × 0" in window.panel.score_label.shown_text()  # the game counted once


def test_undo_while_the_computer_thinks_takes_back_your_move(qtbot, make_window):
    window = make_window(pause_ms=400)
    click_cell(qtbot, window, 4)
    assert window.controller.is_thinking()
    window.controller.undo()
    assert window.controller.game.position.moves == ()
    assert not window.controller.is_thinking()
    # redo replays your move and asks the computer again
    window.controller.redo()
    assert window.controller.game.position.moves == (4,)
    qtbot.waitUntil(lambda: window.controller.game.position.ply == 2, timeout=5000)


def test_hint_lights_the_best_move_and_says_why(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    for cell in (0, 4, 1):  # ○ threatens the top row; × to move
        click_cell(qtbot, window, cell)
    window.hint_action.trigger()
    assert window.panel.board.highlight() == 2
    assert "blocks a line" in window.status_line.text()
    window.hint_action.trigger()  # H again: the hint goes
    assert window.panel.board.highlight() is None


def test_hint_then_undo_clears_the_highlight(qtbot, make_window):
    window = make_window()
    play_and_wait_reply(qtbot, window, 0)
    window.controller.show_hint()
    assert window.panel.board.highlight() is not None
    window.controller.undo()
    assert window.panel.board.highlight() is None


def test_no_hint_during_the_computers_turn(qtbot, make_window):
    window = make_window(pause_ms=300)
    click_cell(qtbot, window, 4)
    window.controller.show_hint()
    assert window.panel.board.highlight() is None
    assert "Wait" in window.status_line.text()
    qtbot.waitUntil(lambda: window.controller.game.is_human_turn(), timeout=5000)


def test_digits_play_in_numpad_layout(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    qtbot.keyClick(window.panel.board, Qt.Key.Key_7)
    qtbot.keyClick(window.panel.board, Qt.Key.Key_3)
    assert window.panel.board.cells()[0] is Mark.X
    assert window.panel.board.cells()[8] is Mark.O


def test_arrow_keys_move_the_cursor_and_enter_or_space_plays(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    assert window.panel.board.cursor_cell() == 4
    qtbot.keyClick(window.panel.board, Qt.Key.Key_Up)
    qtbot.keyClick(window.panel.board, Qt.Key.Key_Left)
    qtbot.keyClick(window.panel.board, Qt.Key.Key_Return)
    assert window.controller.game.position.moves == (0,)
    qtbot.keyClick(window.panel.board, Qt.Key.Key_Left)  # wraps round to the right edge
    qtbot.keyClick(window.panel.board, Qt.Key.Key_Space)
    assert window.controller.game.position.moves == (0, 2)


def test_analysis_overlay_shows_each_moves_outcome(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    click_cell(qtbot, window, 0)
    click_cell(qtbot, window, 1)  # a losing reply for ×: ○ now wins
    window.analysis_action.setChecked(True)
    notes = window.panel.board.notes()
    assert set(notes) == set(Position(moves=[0, 1]).legal_moves())
    assert notes[4].startswith("win")


def test_the_hint_and_its_words_stay_until_the_next_move(qtbot, make_window):
    window = active(qtbot, make_window(Settings(two_players=True)))
    for cell in (0, 4, 1):  # ○ threatens the top row; × to move
        click_cell(qtbot, window, cell)
    qtbot.keyClick(window.panel.board, Qt.Key.Key_H)
    assert window.panel.board.highlight() == 2
    # longer than the hint once lasted (1.6 s) and than a passing note (3 s)
    with qtbot.assertNotEmitted(window.controller.changed, wait=3500):
        pass
    assert window.panel.board.highlight() == 2
    assert "blocks a line" in window.status_line.text()
    click_cell(qtbot, window, 2)  # the next move takes it away
    assert window.panel.board.highlight() is None
    assert "Hint" not in window.status_line.text()


def test_h_says_why_there_is_no_hint_while_the_computer_thinks_and_after_the_end(
        qtbot, make_window):
    window = active(qtbot, make_window(pause_ms=400))
    click_cell(qtbot, window, 4)
    assert window.controller.is_thinking()
    qtbot.keyClick(window.panel.board, Qt.Key.Key_H)
    assert "Wait for the computer's move" in window.status_line.text()
    qtbot.waitUntil(lambda: window.controller.game.is_human_turn(), timeout=5000)
    window.controller.load_text("1. ○7 ×1  2. ○8 ×2  3. ○9")  # a finished game
    qtbot.keyClick(window.panel.board, Qt.Key.Key_H)
    assert "The game is over: no hint needed" in window.status_line.text()


def test_review_during_a_game_leaves_the_keys_on_the_board(qtbot, make_window):
    window = active(qtbot, make_window(Settings(two_players=True)))
    window.panel.board.setFocus()
    qtbot.keyClick(window.panel.board, Qt.Key.Key_5)
    qtbot.keyClick(window.panel.board, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.moves_dock.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_7)  # the next digit still plays
    assert window.controller.game.position.moves == (4, 0)
