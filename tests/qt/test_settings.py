"""Settings and score through a real QSettings file: round trip and damaged values."""

from __future__ import annotations

import logging

from PySide6.QtCore import QSettings

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.score import ScoreBook
from ttt_desktop.play.settings import FirstMover, Settings, load_settings, save_settings


def reopen(store: QSettings) -> QSettings:
    return QSettings(store.fileName(), QSettings.Format.IniFormat)


def test_settings_round_trip_through_the_file(store):
    chosen = Settings(level=Level.HARD, variant=Variant.LAST_LINE, first=FirstMover.RANDOM,
                      two_players=True)
    save_settings(store, chosen)
    assert load_settings(reopen(store)) == chosen


def test_missing_settings_are_the_defaults(store):
    assert load_settings(store) == Settings(adaptive=True)  # a new profile: Adaptive


def test_corrupted_values_fall_back_to_defaults_with_a_warning(store, caplog):
    store.setValue("game/level", "grandmaster")
    store.setValue("game/variant", 42)
    store.setValue("game/first", "")
    store.setValue("game/two_players", "maybe")
    store.sync()
    with caplog.at_level(logging.WARNING):
        loaded = load_settings(reopen(store))
    assert loaded == Settings()
    assert "grandmaster" in caplog.text and "maybe" in caplog.text


def test_a_garbage_settings_file_does_not_stop_the_window(qtbot, make_window, tmp_path):
    path = tmp_path / "garbage.ini"
    path.write_bytes(b"\x00\xff[game]\nlevel=\xfe\xfe\nscore/standard/perfect/wins=lots\n")
    damaged = QSettings(str(path), QSettings.Format.IniFormat)
    window = make_window(load_settings(damaged), settings_store=damaged)
    assert window.controller.next_settings.level is Level.PERFECT
    assert "Wins 0" in window.panel.score_label.shown_text()


def test_score_values_that_are_not_counts_read_as_zero(store, caplog):
    store.setValue("score/standard/perfect/wins", "lots")
    store.setValue("score/standard/perfect/losses", -3)
    store.setValue("score/standard/perfect/draws", 2)
    with caplog.at_level(logging.WARNING):
        score = ScoreBook(store).get("standard/perfect")
    assert (score.wins, score.draws, score.losses) == (0, 2, 0)
    assert "lots" in caplog.text


def test_the_dialog_edits_every_setting_and_says_when_they_apply(qtbot):
    from ttt_desktop.qt.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(Settings(), game_in_progress=True)
    qtbot.addWidget(dialog)
    assert dialog.next_game_note.isHidden()  # nothing changed yet (issue 17)
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
