"""The move list: keypad notation, stepping through a game read-only, playing on from a position,
the post-game review and retrying from the first mistake, and copying the game as text; its
focus drawn, and a nine-move game with its review in sight at the default and the minimum
size."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.notation import parse_game
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FirstMover, Settings

from .helpers import active, click_cell, play_and_wait_reply


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
    assert "replay" in window.status_line.text().lower()
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


def test_the_move_list_shows_when_it_has_the_focus(qtbot, make_window):
    window = active(qtbot, make_window(Settings(two_players=True)))
    for cell in (4, 0):
        click_cell(qtbot, window, cell)
    view = window.move_list.moves_view
    window.panel.board.setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    without = view.grab().toImage()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    with_focus = view.grab().toImage()
    # the frame round the list changes colour (the rows themselves are the same)
    edge = ([(x, 1) for x in range(0, view.width(), 7)]
            + [(1, y) for y in range(0, view.height(), 7)])
    changed = sum(without.pixel(x, y) != with_focus.pixel(x, y) for x, y in edge)
    assert changed > len(edge) // 2


def test_a_nine_move_game_fits_the_list_with_its_review(qtbot, make_window) -> None:
    from PySide6.QtWidgets import QApplication

    from ttt_desktop.qt.language.fonts import install_fallback_font

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_fallback_font()  # as the game does at start: its ○ and × set the rows' height
    before = app.font()
    larger = app.font()
    larger.setPointSizeF(10)  # a common desktop font size; the tests' default is 9
    app.setFont(larger)
    try:
        window = make_window(Settings(two_players=True))
        for cell in (0, 1, 2, 3, 4, 5, 7, 6, 8):  # 3 mistakes and 1 inaccuracy
            window.controller.play(cell)
        moves = window.move_list
        qtbot.waitUntil(lambda: moves.summary_label.text() != "", timeout=5000)
        summary = moves.summary_label
        lines = summary.fontMetrics().lineSpacing()
        qtbot.waitUntil(lambda: summary.height() >= 2 * lines, timeout=3000)  # wrapped
        assert moves.moves_view.count() == 10
        bar = moves.moves_view.verticalScrollBar()
        qtbot.waitUntil(lambda: bar.maximum() == 0, timeout=3000)  # every row in sight
    finally:
        app.setFont(before)


def test_at_the_minimum_size_the_review_words_scroll_instead_of_covering_the_list(
        qtbot, make_window) -> None:
    window = make_window(Settings(two_players=True))
    window.resize(100, 100)  # the window's minimum size
    for cell in (0, 1, 2, 3, 4, 5, 7, 6, 8):
        window.controller.play(cell)
    moves = window.move_list
    qtbot.waitUntil(lambda: moves.summary_label.text() != "", timeout=5000)
    moves.moves_view.setCurrentRow(5)  # a reason shows under the list
    qtbot.waitUntil(lambda: moves.reason_label.text() != "")
    widgets = (moves.moves_view, moves.reason_label, moves.strip_label, moves.strip,
               moves.summary_label, moves.play_button, moves.retry_button)
    qtbot.waitUntil(lambda: all(upper.geometry().bottom() < lower.geometry().top()
                                for upper, lower in itertools.pairwise(widgets)))


def test_a_digit_pressed_in_the_move_list_plays_its_cell(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    view = window.move_list.moves_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_5)  # the centre, as on the board
    assert window.controller.game.position.moves == (4,)
    click_cell(qtbot, window, 0)
    window.controller.show_ply(1)  # a replay on show: the digit is answered, not ignored
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert window.controller.game.position.moves == (4, 0)
    assert "Press End" in window.status_line.text()
