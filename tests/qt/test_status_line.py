"""The status line: a passing note never outlives the state it answers, and a line too long
for the window is elided, whole in its tooltip, without ever widening the window."""

from __future__ import annotations

from ttt_desktop.play.settings import Settings

from .helpers import click_cell


def test_the_thinking_note_goes_when_the_computer_has_moved(qtbot, make_window):
    window = make_window(pause_ms=300)
    click_cell(qtbot, window, 4)
    click_cell(qtbot, window, 0)  # during the computer's turn
    assert "thinking" in window.status_line.text()
    qtbot.waitUntil(lambda: window.controller.game.is_human_turn(), timeout=10_000)
    assert "thinking" not in window.status_line.text()
    assert window.status_line.text().startswith("Your turn")


def test_at_the_minimum_size_the_status_is_elided_with_the_whole_text_in_a_tooltip(
    qtbot, make_window
):
    window = make_window(Settings(two_players=True))
    window.moves_dock.hide()  # the narrowest the window gets
    qtbot.waitUntil(lambda: window.minimumSizeHint().width() < 300)
    narrowest = window.minimumSizeHint()

    def narrowed() -> bool:  # the layout may settle over a few events before the resize holds
        window.resize(narrowest)
        return window.width() <= narrowest.width()

    qtbot.waitUntil(narrowed)
    for cell in (0, 3, 1, 4, 2):
        click_cell(qtbot, window, cell)
    line = window.status_line
    qtbot.waitUntil(lambda: line.shown_text() != line.text())  # what is shown is cut short
    assert line.shown_text().endswith("…")
    assert line.toolTip() == window.status_line.text()
    assert window.status_line.minimumSizeHint().width() == 0  # it never widens the window
    assert window.status_line.text().endswith("to play again.")
