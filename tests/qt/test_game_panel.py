"""The game panel's names and score line: they grow with the window within bounds, and the
score line stays whole (or drops its table, never a count) without widening the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QFontMetricsF

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.score import MAX_COUNT
from ttt_desktop.play.settings import FIRST_START_KEY, Settings, load_settings
from ttt_desktop.qt.game_panel import LABEL_PX
from ttt_desktop.qt.language.translations import TRANSLATED, Language, apply_language
from ttt_desktop.qt.words.status import adaptive_level

CODES = [language.value for language in TRANSLATED]


def test_an_absurd_count_is_clamped_and_does_not_widen_the_window(
    qtbot, make_window, store, tmp_path
):
    plain = make_window(
        settings_store=QSettings(str(tmp_path / "plain.ini"), QSettings.Format.IniFormat)
    )
    store.setValue("score/standard/perfect/wins", "99999999999999999999999")
    window = make_window()
    assert f"Wins {MAX_COUNT}" in window.panel.score_label.text()
    window.controller.flush_writes()
    store.sync()
    assert int(store.value("score/standard/perfect/wins")) == MAX_COUNT
    assert window.minimumSizeHint().width() == plain.minimumSizeHint().width()


def test_names_and_score_grow_with_the_window_within_bounds(qtbot, make_window):
    window = make_window()
    window.resize(window.minimumSizeHint())
    qtbot.waitUntil(lambda: window.panel.score_label.font().pixelSize() == 12)
    window.resize(1400, 1500)
    qtbot.waitUntil(lambda: window.panel.score_label.font().pixelSize() == 22)
    assert window.panel.circle_label.font().pixelSize() == 22


def test_the_score_line_fits_while_watching_and_with_large_scores(qtbot, make_window, store):
    """At the default size, in English and Japanese: the line is whole, never cut with '…'."""
    for key, count in (("wins", 123), ("draws", 456), ("losses", 789)):
        store.setValue(f"score/last-line/perfect/{key}", count)
    window = make_window(Settings(variant=Variant.LAST_LINE))
    window.resize(640, 520)
    label = window.panel.score_label
    for language in (Language.ENGLISH, Language.JAPANESE):
        apply_language(language)
        try:
            QCoreApplication.processEvents()
            window.controller.new_game()
            shown = label.shown_text()
            assert "123" in label.text() and not shown.endswith("…"), shown
            window.controller.start_watching((Level.PERFECT, Level.HARD))
            assert not label.shown_text().endswith("…"), label.shown_text()
        finally:
            apply_language(Language.ENGLISH)


def test_at_the_minimum_size_the_score_line_drops_its_table_rather_than_a_count(
        qtbot, make_window) -> None:
    window = make_window()  # against the computer: "Wins 0 · Draws 0 · Losses 0   (Medium)"
    label = window.panel.score_label
    assert label.shown_text() == label.text()  # the default size has room for it all
    window.resize(window.minimumSizeHint())
    qtbot.waitUntil(lambda: label.shown_text() != label.text(), timeout=3000)
    assert label.shown_text() == "Wins 0 · Draws 0 · Losses 0"  # whole counts, no "…"
    assert label.accessibleName() == label.text()  # screen readers hear it all


@pytest.mark.parametrize("language", ["en", *CODES], indirect=True)
def test_a_new_players_score_line_keeps_its_level_at_the_default_size(
        qtbot, make_window, store, language) -> None:
    """A new profile plays Adaptive: "(about Medium)" is the longest level the line shows at
    first. At the default size, with the first start's line above the board, the whole line is
    painted (smaller if need be, never below the smallest label size), level and all."""
    store.setValue(FIRST_START_KEY, "show")
    window = make_window(load_settings(store))
    window.resize(640, 580)  # the default size
    QCoreApplication.processEvents()
    label = window.panel.score_label
    level = adaptive_level(window.controller)
    assert level in label.text()
    assert label.shown_text() == label.text()
    font = label.shown_font()
    assert LABEL_PX[0] <= font.pixelSize() <= label.font().pixelSize()
    assert QFontMetricsF(font).horizontalAdvance(label.text()) <= label.contentsRect().width()
