"""The Watch dialog: a level for each side, remembered, and a window wide enough for its title."""

from __future__ import annotations

from ttt_desktop.engine import Mark
from ttt_desktop.engine.players import Level
from ttt_desktop.qt.dialogs.watch import WatchDialog
from ttt_desktop.qt.language.translations import Language, apply_language

from ..helpers import answer_next_dialog


def test_the_dialog_sets_each_sides_level_and_remembers_it(qtbot, make_window, store):
    window = make_window()
    seen = answer_next_dialog(qtbot, "OK")
    window.watch_action.trigger()
    assert seen == ["Watch the Computer Play"]
    assert window.controller.game.level_for(Mark.X) is Level.PERFECT
    assert window.controller.game.level_for(Mark.O) is Level.HARD
    assert store.value("watch/cross") == "hard"


def test_the_watch_dialog_is_wide_enough_for_its_title(qtbot):
    for language in (Language.ENGLISH, Language.JAPANESE):
        apply_language(language)
        try:
            dialog = WatchDialog(Level.EASY, Level.PERFECT)
            qtbot.addWidget(dialog)
            dialog.show()
            title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
            # the title bar also holds an icon and two or three buttons
            assert dialog.width() >= title + 160, (dialog.windowTitle(), dialog.width())
            dialog.close()
        finally:
            apply_language(Language.ENGLISH)
