"""Adaptive in the window: the opponent's strength as a rating and the nearest level, its own
score table, the notes of a level passed and of the top held, the Settings choice, the game
rating beside the puzzle rating in Statistics, and the first start's line that goes for good
once dismissed."""

from __future__ import annotations

import re

from PySide6.QtCore import QSettings, Qt

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.history import GameStanding, HistoryStore, StoredRating
from ttt_desktop.play import adaptive
from ttt_desktop.play.notice import Notice, NoticeKind
from ttt_desktop.play.settings import FirstMover, Settings, load_settings
from ttt_desktop.qt.statistics.window import StatisticsWindow
from ttt_desktop.qt.words import status as status_words

ADAPTIVE = Settings(first=FirstMover.YOU, adaptive=True)


def test_the_window_names_adaptive_by_rating_and_nearest_level(make_window):
    window = make_window(ADAPTIVE)
    game = window.controller.game
    assert game.skill is not None
    level, rating = adaptive.describe(game.skill, game.variant)
    assert window.panel.cross_label.text() == f"×  Adaptive ({rating})"
    assert window.panel.circle_label.text().endswith("You")
    assert window.panel.score_label.text().endswith(
        f"(about {level.capitalize()})")
    assert window.controller.score_table() == "standard/adaptive"


def test_at_the_top_the_window_says_perfect_and_that_it_cannot_be_beaten(make_window):
    window = make_window(ADAPTIVE)
    window.controller.game.skill = 1.0
    window.redraw()
    assert re.fullmatch(r"× {2}Adaptive \(\d{4}\)", window.panel.cross_label.text())
    assert window.panel.score_label.text().endswith("(Perfect: the top)")
    said = status_words.notice(Notice(NoticeKind.TOP_HELD, variant=Variant.STANDARD))
    assert "cannot be beaten" in said and "draw" in said
    passed = status_words.notice(Notice(NoticeKind.LEVEL_PASSED, text="hard",
                                        variant=Variant.MISERE))
    assert "misère" in passed and "Hard" in passed


def test_a_rated_game_shows_its_notes_in_the_status_line(make_window, qtbot):
    window = make_window(ADAPTIVE)
    window.controller.notice.emit(Notice(NoticeKind.LEVEL_PASSED, text="medium",
                                         variant=Variant.STANDARD))
    qtbot.waitUntil(lambda: "Medium" in window.status_line.note())


def test_settings_offer_adaptive_and_keep_the_level_beside_it(qtbot):
    from ttt_desktop.qt.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(Settings(level=Level.HARD), game_in_progress=False)
    qtbot.addWidget(dialog)
    assert dialog.level_box.itemText(dialog.level_box.count() - 1) == "Adaptive"
    dialog.level_box.setCurrentIndex(dialog.level_box.count() - 1)
    assert dialog.settings() == Settings(level=Level.HARD, adaptive=True)
    assert "rating" in dialog.level_note.text()
    again = SettingsDialog(Settings(level=Level.HARD, adaptive=True), game_in_progress=False)
    qtbot.addWidget(again)
    assert again.level_box.currentIndex() == again.level_box.count() - 1
    again.level_box.setCurrentIndex(list(Level).index(Level.EASY))
    assert again.settings() == Settings(level=Level.EASY)


def test_statistics_show_the_game_rating_beside_the_puzzle_rating(qtbot, tmp_path):
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    for i, (variant, rating) in enumerate([(Variant.STANDARD, 1560.0), (Variant.MISERE, 1480.0),
                                           (Variant.STANDARD, 1610.0)]):
        store.add_rating(StoredRating(None, f"2026-11-25T10:0{i}:00+00:00", variant, "adaptive",
                                      0.5, 1500.0, 1.0, rating, 200.0, 0.06),
                         GameStanding(variant, rating, 200.0, 0.06))
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.load(store)
    chart = window.game_rating_chart
    assert chart.series() == (("Standard", (1560.0, 1610.0)), ("Misère", (1480.0,)))
    assert "1610 now" in window.game_rating_label.text()
    window.rules_box.setCurrentIndex(window.rules_box.findData(Variant.MISERE))
    assert chart.series() == (("", (1480.0,)),)
    assert window.level_box.findData("adaptive") > 0
    window.show()
    qtbot.waitExposed(window)
    image = chart.grab().toImage()
    ink = window.palette().color(window.palette().ColorRole.Highlight)
    assert any(image.pixelColor(x, y) == ink for x in range(0, image.width(), 2)
               for y in range(image.height()))
    store.close()


def test_the_first_start_line_shows_for_a_new_profile_until_dismissed(make_window, store,
                                                                      qtbot):
    settings = load_settings(store)  # a new profile: Adaptive, and the line
    assert settings.adaptive
    window = make_window(settings)
    line = window.first_start_line
    assert line is not None and line.isVisible()
    assert "adapts" in line.label.text() and "Puzzles" in line.label.text()
    assert line.button.accessibleName() and line.button.focusPolicy() & Qt.FocusPolicy.TabFocus
    line.button.click()
    assert not line.isVisible()
    reread = QSettings(store.fileName(), QSettings.Format.IniFormat)
    load_settings(reread)
    assert make_window(load_settings(reread), settings_store=reread).first_start_line is None


def test_an_existing_profile_keeps_its_level_and_sees_no_first_start_line(make_window, store):
    store.setValue("game/level", "hard")  # chosen before Adaptive existed
    settings = load_settings(store)
    assert not settings.adaptive and settings.level is Level.HARD
    assert make_window(settings).first_start_line is None
    assert make_window(settings).controller.game.human is Mark.X
