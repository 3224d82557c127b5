"""The Settings dialog: it edits every setting, says when they apply and what each level
promises, and grows to fit its text."""

from __future__ import annotations

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.language.translations import Language, apply_language


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


def test_the_dialog_says_what_perfect_promises_under_each_rule(qtbot):
    from ttt_desktop.qt.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(Settings(level=Level.PERFECT, variant=Variant.STANDARD), False)
    qtbot.addWidget(dialog)
    assert "never loses" in dialog.level_note.text()
    dialog.variant_box.setCurrentIndex(list(Variant).index(Variant.LAST_LINE))
    text = dialog.level_note.text()
    assert "opening at 5" in text and "loses" in text
    assert "never loses a game that can still be saved" in text


def test_the_settings_dialog_grows_to_fit_its_text_when_the_rules_change(qtbot):
    from ttt_desktop.engine import Variant
    from ttt_desktop.qt.dialogs.settings import SettingsDialog

    for language in (Language.ENGLISH, Language.JAPANESE):
        apply_language(language)
        try:
            dialog = SettingsDialog(Settings(level=Level.PERFECT), False)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            dialog.variant_box.setCurrentIndex(list(Variant).index(Variant.LAST_LINE))
            for label in (dialog.level_note, dialog.variant_note):  # every line shown whole
                qtbot.waitUntil(lambda label=label: label.height()
                                >= label.heightForWidth(label.width()), timeout=2000)
            dialog.close()
        finally:
            apply_language(Language.ENGLISH)


def test_the_next_game_note_shows_only_for_a_game_setting(qtbot):
    from ttt_desktop.qt.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(Settings(level=Level.PERFECT), True)  # a game is in progress
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.next_game_note.isVisible()
    dialog.language_box.setCurrentIndex(list(Language).index(Language.JAPANESE))
    assert not dialog.next_game_note.isVisible()  # the language applies at once
    dialog.level_box.setCurrentIndex(list(Level).index(Level.EASY))
    assert dialog.next_game_note.isVisible()
    dialog.level_box.setCurrentIndex(list(Level).index(Level.PERFECT))  # back as it was
    assert not dialog.next_game_note.isVisible()
