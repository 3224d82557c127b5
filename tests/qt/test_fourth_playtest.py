"""What the fourth play-test found (issue 24), each pinned by a test that failed before the fix.

Defects 1 and 2 (the order of the puzzles) are in ``tests/play/test_puzzle_order.py``; the
dialogs' fit on small and scaled screens is in ``tests/qt/test_dialogs_fit.py``.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, QSettings

from ttt_desktop.engine import Variant
from ttt_desktop.engine.puzzles import Theme
from ttt_desktop.history import HistoryStore, PuzzleStanding, StoredAttempt
from ttt_desktop.play.puzzle_trainer import Phase
from ttt_desktop.play.settings import FirstMover, Settings

from .statistics.test_window import open_statistics
from .test_puzzle_window import WIN_NOW, open_puzzles, start

CORNER = "standard:X........"  # × in the corner: ○ takes the centre, and the line goes on


# -- 3. closing the window during the computer's defence -----------------------------------------


def test_closing_during_the_defence_does_not_leave_the_puzzle_stuck(qtbot, make_window) -> None:
    window = make_window(pause_ms=150)
    puzzles = open_puzzles(window)
    start(puzzles, CORNER)
    puzzles.board.cell_clicked.emit(4)  # right; the computer defends after the pause
    assert puzzles.trainer.phase is Phase.DEFENCE
    puzzles.close()
    assert open_puzzles(window) is puzzles  # Ctrl+P again
    qtbot.waitUntil(lambda: puzzles.trainer.phase is Phase.PLAYER, timeout=3000)
    assert puzzles.trainer.position.moves == (4, 6) and puzzles.hint_button.isEnabled()


# -- 4. an open Statistics window follows puzzle attempts ----------------------------------------


def test_an_open_statistics_window_follows_puzzle_attempts(qtbot, make_window, tmp_path) -> None:
    window, stats = open_statistics(qtbot, make_window, tmp_path / "history.sqlite3")
    assert "none tried yet" in stats.puzzles_label.text()
    puzzles = open_puzzles(window)
    start(puzzles, WIN_NOW)
    puzzles.board.cell_clicked.emit(3)  # wrong
    qtbot.waitUntil(lambda: "0 of 1 solved" in stats.puzzles_label.text(), timeout=3000)
    assert len(stats.rating_chart.ratings()) == 1


# -- 5. puzzles opened before the history has opened ---------------------------------------------


def test_puzzles_opened_before_the_history_opens_keep_the_stored_rating(qtbot, make_window,
                                                                       tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_attempt(StoredAttempt(None, "2026-11-25T08:00:00+00:00", WIN_NOW, Variant.STANDARD,
                                    "win now", 1190, True, False, 1712.0, 200.0, 0.06),
                      PuzzleStanding(1712.0, 200.0, 0.06, 3, 5))
    store.close()
    window = make_window(Settings(first=FirstMover.YOU), history_path=path)
    assert window.controller.recorder.store is None  # it opens after the first paint
    puzzles = open_puzzles(window)  # at once
    assert puzzles.trainer.rating.rating == 1712.0
    assert (puzzles.trainer.streak.current, puzzles.trainer.streak.best) == (3, 5)
    assert "Your rating: 1712" in puzzles.rating_label.text()
    start(puzzles, CORNER)
    with qtbot.waitSignal(puzzles.trainer.attempt_stored):
        puzzles.hint_button.click()
    reread = HistoryStore.open(path)
    try:
        assert [a.puzzle for a in reread.attempts()] == [WIN_NOW, CORNER]
    finally:
        reread.close()


def test_puzzles_without_a_usable_history_say_so(qtbot, make_window, tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database, not at all" * 100)
    window = make_window(Settings(first=FirstMover.YOU), history_path=path)
    puzzles = open_puzzles(window)
    assert puzzles.notice_label.text().startswith("Puzzles are not saved:")


# -- 6. the filter is remembered -----------------------------------------------------------------


def test_the_filter_is_remembered_after_a_restart(qtbot, make_window, tmp_path) -> None:
    settings = QSettings(str(tmp_path / "kept.ini"), QSettings.Format.IniFormat)
    first = open_puzzles(make_window(settings_store=settings))
    first.rules_box.setCurrentIndex(first.rules_box.findData(Variant.LAST_LINE))
    first.theme_box.setCurrentIndex(first.theme_box.findData(Theme.DONT_CLOSE_EARLY))
    assert first.trainer.puzzle is not None
    assert first.trainer.puzzle.theme is Theme.DONT_CLOSE_EARLY
    settings.sync()
    again = QSettings(str(tmp_path / "kept.ini"), QSettings.Format.IniFormat)
    second = open_puzzles(make_window(Settings(variant=Variant.MISERE), settings_store=again))
    assert second.rules_box.currentData() is Variant.LAST_LINE
    assert second.theme_box.currentData() is Theme.DONT_CLOSE_EARLY
    assert second.trainer.puzzle is not None
    assert second.trainer.puzzle.theme is Theme.DONT_CLOSE_EARLY


def test_with_no_filter_remembered_the_puzzles_follow_the_rules_being_played(make_window,
                                                                             tmp_path) -> None:
    settings = QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat)
    puzzles = open_puzzles(make_window(Settings(variant=Variant.MISERE), settings_store=settings))
    assert puzzles.rules_box.currentData() is Variant.MISERE
    assert puzzles.theme_box.currentData() is None


def test_a_review_solve_is_shown_and_leaves_the_rating(qtbot, make_window) -> None:
    puzzles = open_puzzles(make_window())
    start(puzzles, WIN_NOW)
    puzzles.hint_button.click()
    rating = puzzles.trainer.rating
    start(puzzles, WIN_NOW)
    assert "review" in puzzles.about_label.text()
    puzzles.board.cell_clicked.emit(2)
    assert puzzles.trainer.rating == rating
    assert puzzles.result_label.text() == (
        "Solved! A review counts for the streak, not for the rating.")
    assert "Streak: 1" in puzzles.rating_label.text() and "(+" not in puzzles.rating_label.text()


# -- 7. How to Play fits the screen (every dialog: test_dialogs_fit.py) ---------------------------


def test_how_to_play_scrolls_in_a_box_that_can_be_resized(make_window, monkeypatch) -> None:
    from ttt_desktop.qt.dialogs.help import HelpDialog

    seen: list[HelpDialog] = []
    monkeypatch.setattr(HelpDialog, "exec", lambda self: seen.append(self) or 0)
    window = make_window()
    window.show_how_to_play()
    [dialog] = seen
    assert dialog.windowTitle() == "How to play"
    assert "Last line wins" in dialog.text.toPlainText()
    assert dialog.minimumSizeHint().height() < 300  # it can shrink, and then it scrolls
    dialog.deleteLater()


# -- 8. a past game says it is a past game: tests/qt/test_statistics_window.py -------------------
# (test_an_opened_past_game_is_reviewed_for_its_player_and_counted_nowhere_again)


# -- 9. several equally best moves are all named -------------------------------------------------


def test_the_review_names_every_equally_best_move() -> None:
    from ttt_desktop.engine.notation import cell_from_digit
    from ttt_desktop.engine.review import review_game
    from ttt_desktop.qt.words.review import summary

    moves = [cell_from_digit(d) for d in (5, 1, 2, 8, 3)]  # ○3 lets the draw go
    text = summary(review_game(Variant.STANDARD, moves))
    assert text.endswith("Equally best there: 4, 6, 7, 9."), text
    single = summary(review_game(Variant.STANDARD, [4, 0, 8, 2, 6]))  # one best move
    assert single.endswith("Best there was 8."), single


# -- 11. a game file is read only if it is a small regular file ----------------------------------


def test_a_fifo_a_folder_and_a_huge_file_are_refused_at_once(tmp_path) -> None:
    import os

    from ttt_desktop.qt.game_files import MAX_BYTES, read_game_file

    fifo = tmp_path / "pipe.ttt"
    os.mkfifo(fifo)  # opening it for reading would wait for a writer for ever
    assert read_game_file(fifo) == ("", "pipe.ttt is not a regular file, so it cannot hold a "
                                        "game.")
    assert read_game_file(tmp_path)[1].endswith("is not a regular file, so it cannot hold a "
                                                "game.")
    huge = tmp_path / "huge.ttt"
    with open(huge, "wb") as file:
        file.truncate(2 * 1024 ** 3)  # 2 GB, sparse: reading it whole would take seconds
    assert read_game_file(huge) == ("", "huge.ttt is over 64 KB, so it cannot hold a game.")
    edge = tmp_path / "edge.ttt"
    edge.write_bytes(b"1. 5 1\r\n" + b" " * (MAX_BYTES - 8))
    text, problem = read_game_file(edge)
    assert problem == "" and text.startswith("1. 5 1\n")
    edge.write_bytes(b" " * (MAX_BYTES + 1))
    assert read_game_file(edge)[1] == "edge.ttt is over 64 KB, so it cannot hold a game."


# -- the nits ------------------------------------------------------------------------------------


def test_a_click_while_the_computer_thinks_says_thinking_once(qtbot, make_window) -> None:
    from .helpers import click_cell

    window = make_window(Settings(first=FirstMover.COMPUTER), pause_ms=10_000)
    assert window.controller.is_thinking()
    click_cell(qtbot, window, 4)
    said = window.status_text()
    assert "your move comes after the computer's" in said
    assert said.lower().count("thinking") == 1, said


def test_the_two_player_score_line_capitalises_draws_as_the_other_does(make_window) -> None:
    window = make_window(Settings(two_players=True))
    assert window.panel.score_label.text().startswith("○ 0 · Draws 0 · × 0")


def test_the_evaluation_strips_tooltip_wraps(qtbot) -> None:
    from PySide6.QtGui import Qt

    from ttt_desktop.qt.evaluation_strip import EvaluationStrip

    strip = EvaluationStrip()
    qtbot.addWidget(strip)
    strip.set_values([0, 0, 1])
    tip = strip.toolTip()
    assert Qt.mightBeRichText(tip) and "best play" in tip  # a rich-text tooltip wraps


def test_disabled_text_stands_apart_in_a_dark_palette() -> None:
    from PySide6.QtGui import QColor, QPalette

    from ttt_desktop.qt.widgets.disabled_text import with_dim_disabled_text

    dark = QPalette(QColor("#31363b"))  # a dark theme: light text on dark grey
    for role in (QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        dark.setColor(QPalette.ColorGroup.Active, role, QColor("#fcfcfc"))
        dark.setColor(QPalette.ColorGroup.Disabled, role, QColor("#e0e0e0"))  # nearly the same
    fixed = with_dim_disabled_text(dark)
    enabled = fixed.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)
    disabled = fixed.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
    button = fixed.color(QPalette.ColorRole.Button)
    assert contrast(enabled, disabled) >= 2.5  # it was 1.2
    assert contrast(disabled, button) >= 2.0  # still readable
    light = QPalette(QColor("#efefef"))
    assert with_dim_disabled_text(light) == light  # a light palette is left alone


def contrast(a, b) -> float:
    def luminance(colour) -> float:
        channels = []
        for value in (colour.redF(), colour.greenF(), colour.blueF()):
            channels.append(value / 12.92 if value <= 0.03928 else
                            ((value + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_an_empty_statistics_window_shows_one_welcome(qtbot, make_window, tmp_path) -> None:
    window, stats = open_statistics(qtbot, make_window, tmp_path / "history.sqlite3")
    assert stats.welcome_label.isVisible() and not stats.contents.isVisible()
    assert "Nothing to show yet" in stats.welcome_label.text()
    puzzles = open_puzzles(window)
    start(puzzles, WIN_NOW)
    puzzles.board.cell_clicked.emit(2)  # one attempt: the window shows what there is
    qtbot.waitUntil(lambda: stats.contents.isVisible(), timeout=3000)
    assert not stats.welcome_label.isVisible()


def test_packaging_readme_says_sqlite3_is_kept() -> None:
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "packaging" / "README.md").read_text()
    excluded = readme[readme.index("It excludes unused stdlib"):readme.index("It keeps")]
    assert "sqlite3" not in excluded and "sqlite3 (the game history)" in readme


def _last_line(text: str, font, width: int) -> str:
    from PySide6.QtGui import QTextLayout, QTextOption

    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    last = None
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        last = line
    layout.endLayout()
    assert last is not None
    return text[last.textStart():last.textStart() + last.textLength()].replace("\u2060", "")


def test_japanese_never_leaves_a_kana_alone_with_its_full_stop(qtbot, make_window) -> None:
    from ttt_desktop.qt.language.translations import Language, apply_language

    puzzles = open_puzzles(make_window())
    start(puzzles, WIN_NOW)
    apply_language(Language.JAPANESE)
    try:
        QCoreApplication.processEvents()
        shown = puzzles.result_label.text()
        plain = shown.replace("\u2060", "")
        assert plain.endswith("。") and plain != shown
        font = puzzles.result_label.font()
        full = puzzles.result_label.fontMetrics().horizontalAdvance(plain)
        orphans = [w for w in range(full // 3, full) if len(_last_line(plain, font, w)) <= 2]
        assert orphans, "the check would find the fault in the plain text"
        for width in range(full // 3, full):
            assert len(_last_line(shown, font, width).strip()) >= 4, width
    finally:
        apply_language(Language.ENGLISH)


# -- 10. a 9-move game's list fits at the default size once the review is shown ------------------


def test_a_nine_move_game_fits_the_list_with_its_review(qtbot, make_window) -> None:
    from PySide6.QtWidgets import QApplication

    from ttt_desktop.qt.language.fonts import install_fallback_font

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_fallback_font()  # as the game does at start: its ○ and × set the rows' height
    before = app.font()
    larger = app.font()
    larger.setPointSizeF(10)  # a common desktop font size; the tests' default is 9
    app.setFont(larger)
    try:
        window = make_window(Settings(two_players=True))
        for cell in (0, 1, 2, 3, 4, 5, 7, 6, 8):  # 3 mistakes and 1 inaccuracy
            window.controller.play(cell)
        moves = window.move_list
        qtbot.waitUntil(lambda: moves.summary_label.text() != "", timeout=5000)
        summary = moves.summary_label
        lines = summary.fontMetrics().lineSpacing()
        qtbot.waitUntil(lambda: summary.height() >= 2 * lines, timeout=3000)  # wrapped
        assert moves.moves_view.count() == 10
        bar = moves.moves_view.verticalScrollBar()
        qtbot.waitUntil(lambda: bar.maximum() == 0, timeout=3000)  # every row in sight
    finally:
        app.setFont(before)


def test_at_the_minimum_size_the_score_line_drops_its_table_rather_than_a_count(
        qtbot, make_window) -> None:
    window = make_window()  # against the computer: "Wins 0 · Draws 0 · Losses 0   (Medium)"
    label = window.panel.score_label
    assert label.shown_text() == label.text()  # the default size has room for it all
    window.resize(window.minimumSizeHint())
    qtbot.waitUntil(lambda: label.shown_text() != label.text(), timeout=3000)
    assert label.shown_text() == "Wins 0 · Draws 0 · Losses 0"  # whole counts, no "…"
    assert label.accessibleName() == label.text()  # screen readers hear it all


def test_at_the_minimum_size_the_review_words_scroll_instead_of_covering_the_list(
        qtbot, make_window) -> None:
    window = make_window(Settings(two_players=True))
    window.resize(100, 100)  # the window's minimum size
    for cell in (0, 1, 2, 3, 4, 5, 7, 6, 8):
        window.controller.play(cell)
    moves = window.move_list
    qtbot.waitUntil(lambda: moves.summary_label.text() != "", timeout=5000)
    moves.moves_view.setCurrentRow(5)  # a reason shows under the list
    qtbot.waitUntil(lambda: moves.reason_label.text() != "")
    widgets = (moves.moves_view, moves.reason_label, moves.strip_label, moves.strip,
               moves.summary_label, moves.play_button, moves.retry_button)
    qtbot.waitUntil(lambda: all(upper.geometry().bottom() < lower.geometry().top()
                                for upper, lower in itertools.pairwise(widgets)))
