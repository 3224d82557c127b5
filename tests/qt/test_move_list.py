"""The move list: keypad notation, stepping through a game read-only, playing on from a position,
the post-game review and retrying from the first mistake, and copying the game as text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.notation import parse_game
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FirstMover, Settings

from .helpers import click_cell, play_and_wait_reply


def rows(window) -> list[str]:
    view = window.move_list.moves_view
    return [view.item(i).text() for i in range(view.count())]


def two_player_game(qtbot, window, cells) -> None:
    for cell in cells:
        click_cell(qtbot, window, cell)


def test_moves_are_listed_in_keypad_notation(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    two_player_game(qtbot, window, (4, 0, 8))
    assert rows(window) == ["Start", "1. ○5", "1. ×7", "2. ○3"]


def test_keys_step_through_the_game_read_only_and_end_returns(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    two_player_game(qtbot, window, (4, 0, 8))
    view = window.move_list.moves_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert window.move_list.shown_ply() == 2
    assert window.panel.board.cells() == (Mark.O, None, None, None, Mark.X, None, None, None, None)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert window.panel.board.cells() == (None,) * 9
    click_cell(qtbot, window, 2)  # a click on a replay changes nothing and says why
    assert window.controller.game.position.moves == (4, 0, 8)
    assert "replay" in window.status_text().lower()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.panel.board.cells()[4] is Mark.X and window.panel.board.cells()[0] is None
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert window.panel.board.cells() == window.controller.game.position.cells()
    click_cell(qtbot, window, 2)  # live again: the click plays
    assert window.controller.game.position.moves == (4, 0, 8, 2)


def test_a_click_on_a_row_shows_that_position(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    two_player_game(qtbot, window, (4, 0, 8))
    view = window.move_list.moves_view
    rect = view.visualItemRect(view.item(1))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.panel.board.cells().count(None) == 8


def test_play_from_here_continues_with_the_computer_to_move(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU, level=Level.PERFECT))
    play_and_wait_reply(qtbot, window, 4)
    play_and_wait_reply(qtbot, window, next(c for c in (0, 2, 6, 8)
                                        if window.controller.game.position[c] is None))
    window.move_list.show_ply(1)  # after your first move: the computer's turn
    with qtbot.waitSignal(window.controller.opponent.move_ready, timeout=10_000):
        window.move_list.play_button.click()
    assert (
        window.controller.game.position.moves[0] == 4 and window.controller.game.position.ply == 2
    )
    assert (
        window.controller.game.human is Mark.X
        and window.controller.settings_in_force.level is Level.PERFECT
    )
    assert not window.move_list.is_replaying()


def test_the_review_marks_every_move_and_retry_goes_back_before_the_first_mistake(
    qtbot, make_window
):
    window = make_window(Settings(two_players=True))
    # ○5 ×7 ○3 ×9 ○1 ×8: ○'s fifth move (1) leaves ×'s top row open, and × takes it
    two_player_game(qtbot, window, (4, 0, 8, 2, 6, 1))
    assert window.controller.game.is_over()
    qtbot.waitUntil(lambda: window.move_list.first_mistake() is not None)  # the review follows
    assert rows(window)[5] == "3. ○1 ?"
    assert all(text.split()[-1] in ("!", "?!", "?", "??") for text in rows(window)[1:])
    panel = window.move_list
    assert "first at 3. ○1" in panel.summary_label.text()  # numbered as the list numbers it
    assert panel.strip.values() == (0, 0, 0, 0, 0, -1, -1)
    panel.show_ply(5)
    assert "better was 8" in panel.reason_label.text()
    panel.retry_button.click()
    assert window.controller.game.position.moves == (4, 0, 8, 2)
    assert (
        window.controller.game.is_human_turn() and window.panel.board.highlight() == 1
    )  # the hint: block at 8


def test_copy_game_puts_the_notation_on_the_clipboard(qtbot, make_window):
    window = make_window(Settings(two_players=True, variant=Variant.MISERE))
    two_player_game(qtbot, window, (4, 0))
    window.copy_action.trigger()
    record = parse_game(QGuiApplication.clipboard().text())
    assert record.variant is Variant.MISERE and record.moves == (4, 0)
    assert record.headers["○"] == "human"


def test_a_pasted_game_is_loaded_with_its_rules_and_reviewed(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    QGuiApplication.clipboard().setText("Variant: misere\n\n1. ○5 ×7  2. ○3 ×9")
    window.paste_action.trigger()
    assert window.controller.game.variant is Variant.MISERE
    assert window.controller.game.position.moves == (4, 0, 8, 2)
    assert rows(window)[-1] == "2. ×9"


def test_text_that_is_not_a_game_says_where_and_loads_nothing(qtbot, make_window):
    from .helpers import answer_next_dialog

    window = make_window(Settings(two_players=True))
    two_player_game(qtbot, window, (4,))
    for text, where in (
        ("hello", "Line 1, column 1"),
        ("Variant: standard\n\n1. ○5 ×5", "Line 3, column 8"),
        ("7 4 8 5 9 6", "already over"),
    ):
        QGuiApplication.clipboard().setText(text)
        seen = answer_next_dialog(qtbot, "OK")
        window.paste_action.trigger()
        assert where in seen[0] and "Nothing was loaded" in seen[0]
        assert window.controller.game.position.moves == (4,)


def test_with_two_players_the_list_has_its_start_row_before_the_first_move(make_window):
    window = make_window(Settings(two_players=True))
    view = window.move_list.moves_view
    assert view.count() == 1 and view.item(0).text() == "Start"
    assert view.currentRow() == 0 and not window.move_list.is_replaying()


def test_a_replay_and_playing_on_are_numbered_as_the_list_is(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    two_player_game(qtbot, window, (4, 0, 8))
    window.move_list.show_ply(2)
    assert rows(window)[2] == "1. ×7"
    assert window.status_line.state().startswith("Replay: after 1. ×7. Press End")
    assert window.move_list.reason_label.text() == "Replay: after 1. ×7"
    window.move_list.show_ply(0)
    assert window.status_line.state().startswith("Replay: the start.")
    window.move_list.show_ply(2)
    window.move_list.play_button.click()
    assert window.status_line.note() == "Playing on after 1. ×7."
