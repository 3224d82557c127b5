"""The window's sentences about the game (ttt_desktop/qt/words/status.py): the analysis
overlay's numbers in words, shown under the pointer and read by a screen reader."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QAccessible, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.analysis import Result, analyze
from ttt_desktop.play.settings import FirstMover, Settings

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
