"""The board as accessibility clients see it, in process: a named table of nine named cells that
follow the game (moves, undo, new game), the keyboard cursor as the focused cell, hints and
analysis as text, and every name in Japanese too."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface

from ttt_desktop.engine.notation import keypad_digit
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.board.widget import cell_for_key
from ttt_desktop.qt.language.fonts import install_fallback_font
from ttt_desktop.qt.language.translations import Language, apply_language

from ..helpers import click_cell, play_and_wait_reply

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
PLACES = ["top left", "top middle", "top right", "middle left", "centre", "middle right",
          "bottom left", "bottom middle", "bottom right"]


def board_interface(window) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(window.panel.board)
    assert interface is not None and interface.isValid()
    return interface


def cell_names(window) -> list[str]:
    board = board_interface(window)
    return [board.child(i).text(NAME) for i in range(board.childCount())]


def test_the_board_is_a_named_table_of_nine_named_cells(qtbot, make_window):
    window = make_window()
    board = board_interface(window)
    assert board.role() == QAccessible.Role.Table
    assert board.text(NAME) == "Board"
    assert "arrow keys" in board.text(DESCRIPTION)
    assert board.childCount() == 9
    assert cell_names(window) == [f"{place}, empty" for place in PLACES]
    for i in range(9):
        cell = board.child(i)
        assert cell.role() == QAccessible.Role.Cell
        assert board.indexOfChild(cell) == i
        assert cell.parent().object() is window.panel.board
        assert f"key {keypad_digit(i)}" in cell.text(DESCRIPTION)
        # the digit named in the description is the key that plays the cell
        digit_key = Qt.Key(Qt.Key.Key_0 + keypad_digit(i))
        assert cell_for_key(digit_key) == i
    assert board.child(9) is None


def test_each_cell_sits_where_it_is_painted_and_is_found_there(qtbot, make_window):
    window = make_window()
    board = board_interface(window)
    for i in range(9):
        painted = window.panel.board.cell_rect(i).toAlignedRect()
        on_screen = board.child(i).rect()
        assert on_screen.topLeft() == window.panel.board.mapToGlobal(painted.topLeft())
        assert on_screen.size() == painted.size()
        centre = on_screen.center()
        assert board.childAt(centre.x(), centre.y()).text(NAME) == board.child(i).text(NAME)
    outside = window.panel.board.mapToGlobal(QPoint(1, 1))
    assert board.childAt(outside.x(), outside.y()) is None


def names_of_position(window) -> list[str]:
    """What the names must say for the game's position, read from the engine."""
    return [f"{place}, {'empty' if mark is None else mark.symbol}"
            for place, mark in zip(PLACES, window.controller.game.position.cells(), strict=True)]


def test_names_follow_a_move_an_undo_and_a_new_game(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU, level=Level.PERFECT))
    play_and_wait_reply(qtbot, window, 4)
    names = cell_names(window)
    assert names[4] == "centre, ○"
    assert sum(name.endswith(", ×") for name in names) == 1
    assert names == names_of_position(window)
    crossed = names.index(next(n for n in names if n.endswith(", ×")))
    empty = names.index(next(n for n in names if n.endswith("empty")))
    assert board_interface(window).child(crossed).state().readOnly
    assert not board_interface(window).child(empty).state().readOnly

    window.controller.undo()
    assert cell_names(window) == [f"{place}, empty" for place in PLACES]
    window.controller.redo()
    assert cell_names(window)[4] == "centre, ○"
    assert cell_names(window) == names_of_position(window)
    window.controller.new_game()  # sides alternate: the computer may open; wait for your turn
    qtbot.waitUntil(window.controller.game.is_human_turn)
    assert window.controller.game.position.ply <= 1
    assert cell_names(window) == names_of_position(window)


def test_the_keyboard_cursor_is_the_focused_cell(qtbot, make_window):
    window = make_window()
    window.panel.board.setFocus()
    qtbot.waitUntil(window.panel.board.hasFocus)
    board = board_interface(window)
    assert board.focusChild().text(NAME) == "centre, empty"
    qtbot.keyClick(window.panel.board, Qt.Key.Key_Up)
    qtbot.keyClick(window.panel.board, Qt.Key.Key_Left)
    assert board.focusChild().text(NAME) == "top left, empty"
    assert board.child(0).state().focused
    assert not board.child(4).state().focused
    window.moves_dock.show()
    window.move_list.setFocus()
    qtbot.waitUntil(lambda: not window.panel.board.hasFocus())
    assert board.focusChild() is None
    assert not any(board.child(i).state().focused for i in range(9))


def test_the_hint_and_the_analysis_can_be_read_as_text(qtbot, make_window):
    window = make_window()
    window.controller.show_hint()
    hinted = window.panel.board.highlight()
    assert hinted is not None
    board = board_interface(window)
    assert "hint: the best move" in board.child(hinted).text(DESCRIPTION)
    others = [board.child(i).text(DESCRIPTION) for i in range(9) if i != hinted]
    assert not any("hint" in text for text in others)

    window.analysis_action.trigger()  # View > Show Move Analysis, on
    assert len(window.panel.board.notes()) == 9
    for i in range(9):  # the note in words ("draw 9": "… draws … in 9 moves")
        assert window.panel.board.note_tip(i) in board.child(i).text(DESCRIPTION)
    assert "draws with best play: the board fills in 9 moves" in board.child(4).text(DESCRIPTION)


def test_the_last_move_is_named_in_its_cell(qtbot, make_window):
    window = make_window()
    play_and_wait_reply(qtbot, window, 0)
    board = board_interface(window)
    last = window.controller.game.position.last_move
    assert "last move" in board.child(last).text(DESCRIPTION)
    assert "last move" not in board.child(0).text(DESCRIPTION)


def test_the_status_line_gives_its_whole_text_to_screen_readers(qtbot, make_window):
    window = make_window()
    window.resize(window.minimumSize())
    status = QAccessible.queryAccessibleInterface(window.status_line)
    assert status.text(NAME) == window.status_line.text()
    click_cell(qtbot, window, 4)
    qtbot.waitUntil(lambda: window.controller.game.is_human_turn())
    click_cell(qtbot, window, 4)  # a taken cell: the refusal is part of what is read
    assert "taken" in status.text(NAME)
    assert status.text(NAME) == window.status_line.text()
    assert status.text(DESCRIPTION) == "Status"


def test_the_result_names_the_winning_line(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU, two_players=True))
    for cell in (0, 3, 1, 4, 2):  # ○ takes the top row
        click_cell(qtbot, window, cell)
    assert "top row" in window.status_line.text()
    result = QAccessible.queryAccessibleInterface(window.panel.result_label)
    assert "○ wins" in result.text(NAME)


def test_every_name_is_translated(qtbot, make_window):
    install_fallback_font()
    assert apply_language(Language.JAPANESE)
    try:
        window = make_window()
        board = board_interface(window)
        assert board.text(NAME) == "盤面"
        assert "矢印キー" in board.text(DESCRIPTION)
        assert cell_names(window)[0] == "左上、空き"
        click_cell(qtbot, window, 4)
        qtbot.waitUntil(window.controller.game.is_human_turn)
        assert cell_names(window)[4] == "中央、○"
        assert board.child(4).text(DESCRIPTION).startswith("キー 5")
    finally:
        apply_language(Language.ENGLISH)
