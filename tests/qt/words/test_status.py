"""The window's sentences about the game (ttt_desktop/qt/words/status.py): the analysis
overlay's numbers in words, shown under the pointer and read by a screen reader; the computer
thinking said once; a taken cell named plainly; the two players' score line; a damaged history
said reason first, its path in the tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QAccessible, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.analysis import Result, analyze
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.language.translations import Language, apply_language

from ..helpers import click_cell


def hover(window, cell: int) -> str:
    """Ask the board for a tooltip over a cell, as Qt does when the pointer rests there."""
    point = window.panel.board.cell_rect(cell).center().toPoint()
    event = QHelpEvent(QEvent.Type.ToolTip, point, window.panel.board.mapToGlobal(point))
    QApplication.sendEvent(window.panel.board, event)
    return QToolTip.text() if QToolTip.isVisible() else ""


@pytest.mark.parametrize("variant", list(Variant))
def test_each_cells_note_is_explained_under_the_pointer_and_to_screen_readers(qtbot, make_window,
                                                                            variant):
    window = make_window(Settings(first=FirstMover.YOU, two_players=True, variant=variant))
    for cell in (4, 0):
        click_cell(qtbot, window, cell)
    window.analysis_action.trigger()
    expected = {m.cell: m for m in analyze(Position(variant, (4, 0)))}
    board = QAccessible.queryAccessibleInterface(window.panel.board)
    for cell, move in expected.items():
        words = hover(window, cell)
        assert window.panel.board.notes()[cell] == f"{move.result.name.lower()} {move.plies}"
        kind = {Result.WIN: "wins", Result.DRAW: "draw", Result.LOSS: "loses"}[move.result]
        assert kind in words and (str(move.plies) in words or "at once" in words
                                  or "fills the board" in words), words
        assert words in board.child(cell).text(QAccessible.Text.Description)
    QToolTip.hideText()
    assert "win 3" in window.panel.board.toolTip()  # the legend over the board as a whole stays


def test_a_taken_cell_or_the_analysis_off_has_no_cell_words(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU, two_players=True))
    click_cell(qtbot, window, 4)
    assert window.panel.board.note_tip(0) == ""
    window.analysis_action.trigger()
    assert window.panel.board.note_tip(4) == ""  # taken: no note
    assert window.panel.board.note_tip(0) != ""
    window.analysis_action.trigger()
    assert window.panel.board.note_tip(0) == ""
    assert hover(window, 0) == "" or hover(window, 0) == window.panel.board.toolTip()


def test_swapping_sides_still_says_that_the_computer_is_thinking(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU), pause_ms=300)
    window.controller.swap_sides()  # you play ×: the computer opens
    assert window.controller.is_thinking()
    text = window.status_line.text()
    assert "Sides swapped" in text and "thinking" in text


def test_a_taken_cell_is_named_without_nested_brackets(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    click_cell(qtbot, window, 4)
    click_cell(qtbot, window, 4)
    assert "That cell, centre (5), is taken: pick an empty one." in window.status_line.text()


def test_a_damaged_history_is_said_reason_first_whole_with_the_path_in_the_tooltip(
        qtbot, make_window, tmp_path):
    for language in (Language.ENGLISH, Language.JAPANESE):
        apply_language(language)
        try:
            path = tmp_path / language.name / "history.sqlite3"
            path.parent.mkdir()
            path.write_bytes(b"\x00\x13 not a database " * 300)
            window = make_window(history_path=path)  # at the default size
            qtbot.waitUntil(lambda window=window: window.controller.recorder.problem() != "")
            qtbot.waitUntil(lambda window=window: window.status_line.note() != "")
            line = window.status_line
            assert line.shown_text() == line.text(), line.shown_text()  # the whole line fits
            assert str(path) not in line.shown_text() and str(path) in line.toolTip()
            if language is Language.ENGLISH:
                assert line.note().startswith("Game history damaged")
            else:
                assert "the game history" not in line.note()
            window.close()
        finally:
            apply_language(Language.ENGLISH)


def test_a_click_while_the_computer_thinks_says_thinking_once(qtbot, make_window) -> None:
    from ..helpers import click_cell

    window = make_window(Settings(first=FirstMover.COMPUTER), pause_ms=10_000)
    assert window.controller.is_thinking()
    click_cell(qtbot, window, 4)
    said = window.status_line.text()
    assert "your move comes after the computer's" in said
    assert said.lower().count("thinking") == 1, said


def test_the_two_player_score_line_capitalises_draws_as_the_other_does(make_window) -> None:
    window = make_window(Settings(two_players=True))
    assert window.panel.score_label.text().startswith("○ 0 · Draws 0 · × 0")
