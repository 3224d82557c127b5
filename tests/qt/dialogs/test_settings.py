"""The Settings dialog: it edits every setting, says when they apply and what each level
promises, and grows to fit its text."""

from __future__ import annotations

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FirstMover, Settings


def test_the_dialog_edits_every_setting_and_says_when_they_apply(qtbot):
    from ttt_desktop.qt.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(Settings(), game_in_progress=True)
    qtbot.addWidget(dialog)
    assert dialog.next_game_note.isHidden()  # nothing changed yet
    dialog.level_box.setCurrentIndex(0)
    assert not dialog.next_game_note.isHidden()  # a game setting changed: the next game
    dialog.variant_box.setCurrentIndex(1)
    dialog.first_box.setCurrentIndex(1)
    assert dialog.level_note.text() == Level.EASY.description
    assert dialog.variant_note.text() == Variant.MISERE.description
    dialog.people_button.setChecked(True)
    assert not dialog.level_box.isEnabled()
    assert dialog.settings() == Settings(Level.EASY, Variant.MISERE, FirstMover.COMPUTER, True)
    idle = SettingsDialog(Settings(), game_in_progress=False)
    qtbot.addWidget(idle)
    assert idle.next_game_note.isHidden()
