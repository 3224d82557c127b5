"""The Watch dialog: a level for each side, remembered, and a window wide enough for its title."""

from __future__ import annotations

from ttt_desktop.engine import Mark
from ttt_desktop.engine.players import Level

from ..helpers import answer_next_dialog


def test_the_dialog_sets_each_sides_level_and_remembers_it(qtbot, make_window, store):
    window = make_window()
    seen = answer_next_dialog(qtbot, "OK")
    window.watch_action.trigger()
    assert seen == ["Watch the Computer Play"]
    assert window.controller.game.level_for(Mark.X) is Level.PERFECT
    assert window.controller.game.level_for(Mark.O) is Level.HARD
    assert store.value("watch/cross") == "hard"
