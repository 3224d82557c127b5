"""A replay stays on show until the player leaves it: redraws for other reasons (the analysis
toggled, the score reset, the language changed) must not put the live game back on the board
while the move list and the status still say "replay". Found by the fuzzed window."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ttt_desktop.engine import Mark
from ttt_desktop.play.settings import Settings

from .helpers import answer_next_dialog, click_cell


def _replay_the_start(qtbot, window) -> None:
    for cell in (4, 0, 8):
        click_cell(qtbot, window, cell)
    view = window.move_list.moves_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert window.move_list.is_replaying() and window.panel.board.cells() == (None,) * 9


def test_toggling_the_analysis_during_a_replay_keeps_the_replay_on_the_board(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    _replay_the_start(qtbot, window)
    window.analysis_action.trigger()
    assert window.panel.board.cells() == (None,) * 9  # not the live game's three marks
    assert window.status_line.state().startswith("Replay")
    window.analysis_action.trigger()
    assert window.panel.board.cells() == (None,) * 9


def test_resetting_the_score_during_a_replay_keeps_the_replay_on_the_board(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    _replay_the_start(qtbot, window)
    answer_next_dialog(qtbot, "Reset This Score")
    window.reset_action.trigger()
    assert window.panel.board.cells() == (None,) * 9
    assert window.status_line.state().startswith("Replay")
    qtbot.keyClick(window.move_list.moves_view, Qt.Key.Key_End)  # back to the game
    assert window.panel.board.cells()[4] is Mark.X and not window.move_list.is_replaying()


def test_a_hint_during_a_replay_says_it_is_a_replay_and_lights_nothing(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    _replay_the_start(qtbot, window)
    window.hint_action.trigger()
    assert window.panel.board.highlight() is None
    assert window.status_line.note().startswith("This is a replay")
