"""Game › Puzzles in the real window: the task, the board by mouse and keys, a wrong move's
reason and the right move, Hint, Try Again, Next, the filters (remembered after a restart), the
rating line (read before the history opens, and left alone by a review), accessible names and
what screen readers hear; closing it during the computer's defence leaves nothing stuck."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton

from ttt_desktop.engine import Variant
from ttt_desktop.engine.notation import keypad_digit
from ttt_desktop.engine.puzzles import Theme, puzzle_by_id
from ttt_desktop.engine.solver import solve
from ttt_desktop.history import HistoryStore, PuzzleStanding, StoredAttempt
from ttt_desktop.play.puzzle_trainer import Phase
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.puzzle_window import PuzzleWindow
from ttt_desktop.qt.words.puzzles import theme_title

WIN_NOW = "standard:OO..X.X.."  # ○ on 5 and 1 wins at once on 9
CORNER = "standard:X........"  # × in the corner: ○ takes the centre, and the line goes on


def open_puzzles(window) -> PuzzleWindow:
    window.puzzles_action.trigger()
    puzzles = window.findChild(PuzzleWindow)
    assert puzzles is not None and puzzles.isVisible()
    return puzzles


def start(puzzles: PuzzleWindow, puzzle_id: str) -> None:
    puzzle = puzzle_by_id(puzzle_id)
    assert puzzle is not None
    puzzles.trainer.start(puzzle)


def test_game_puzzles_opens_one_window_on_the_rules_being_played(make_window) -> None:
    window = make_window(Settings(first=FirstMover.YOU, variant=Variant.MISERE))
    puzzles = open_puzzles(window)
    assert puzzles.rules_box.currentData() is Variant.MISERE
    assert puzzles.trainer.puzzle is not None and puzzles.trainer.puzzle.variant is Variant.MISERE
    assert puzzles.task_label.text().endswith(("to play and win", "to play and draw"))
    assert puzzles.announced().startswith(puzzles.task_label.text())
    assert open_puzzles(window) is puzzles
    assert not puzzles.isModal()


def test_the_keys_play_a_wrong_move_then_the_right_one(make_window, qtbot) -> None:
    puzzles = open_puzzles(make_window())
    start(puzzles, WIN_NOW)
    assert puzzles.task_label.text() == "○ to play and win"
    QTest.keyClick(puzzles.board, Qt.Key.Key_6)  # cell 5: misses the win at 9
    assert puzzles.trainer.phase is Phase.WRONG
    assert "misses the win at 9" in puzzles.result_label.text()
    assert "The right move was 9" in puzzles.result_label.text()
    assert puzzles.board.highlight() == 2 and puzzles.board.last_move() == 5
    assert "misses the win at 9" in puzzles.announced()
    assert puzzles.again_button.isEnabled() and not puzzles.hint_button.isEnabled()
    assert "Streak: 0" in puzzles.rating_label.text() and "(-" in puzzles.rating_label.text()
    puzzles.again_button.click()
    assert puzzles.trainer.position.moves == () and puzzles.board.highlight() is None
    QTest.keyClick(puzzles.board, Qt.Key.Key_9)
    assert puzzles.trainer.phase is Phase.FINISHED
    assert "counts as failed" in puzzles.result_label.text()


def test_solving_shows_it_and_the_rating_goes_up(make_window) -> None:
    puzzles = open_puzzles(make_window())
    start(puzzles, WIN_NOW)
    QTest.keyClick(puzzles.board, Qt.Key.Key_9)
    assert puzzles.result_label.text() == "Solved!" and puzzles.announced() == "Solved!"
    assert "(+" in puzzles.rating_label.text() and "Streak: 1" in puzzles.rating_label.text()
    QTest.keyClick(puzzles.board, Qt.Key.Key_1)
    assert "This puzzle is over" in puzzles.notice_label.text()
    first = puzzles.trainer.puzzle
    puzzles.next_button.click()
    assert puzzles.trainer.puzzle is not first and puzzles.notice_label.text() == ""


def test_the_hint_lights_the_right_move(make_window) -> None:
    puzzles = open_puzzles(make_window())
    start(puzzles, WIN_NOW)
    puzzles.hint_button.click()
    assert puzzles.board.highlight() == 2 and puzzles.board.notes() == {2: "right"}
    assert "Hint: play 9" in puzzles.result_label.text()


def test_the_defence_follows_after_the_pause(make_window, qtbot) -> None:
    puzzles = open_puzzles(make_window(pause_ms=20))
    start(puzzles, "standard:X........")
    QTest.keyClick(puzzles.board, Qt.Key.Key_5)
    assert puzzles.result_label.text() == "Right. The computer defends…"
    QTest.keyClick(puzzles.board, Qt.Key.Key_1)
    assert puzzles.notice_label.text() == "Wait for the computer's move."
    qtbot.waitUntil(lambda: puzzles.trainer.phase is Phase.PLAYER)
    assert puzzles.result_label.text() == "Right. Find the next move."


def test_the_filters(make_window) -> None:
    puzzles = open_puzzles(make_window())
    puzzles.rules_box.setCurrentIndex(3)  # last line wins
    assert puzzles.trainer.variant_filter is Variant.LAST_LINE
    assert [puzzles.theme_box.itemText(i) for i in range(puzzles.theme_box.count())][1:] == [
        theme_title(Theme.LATER_LINE), theme_title(Theme.DONT_CLOSE_EARLY)]
    puzzles.theme_box.setCurrentIndex(2)
    assert puzzles.trainer.puzzle is not None
    assert puzzles.trainer.puzzle.theme is Theme.DONT_CLOSE_EARLY
    assert theme_title(Theme.DONT_CLOSE_EARLY) in puzzles.about_label.text()
    puzzles.rules_box.setCurrentIndex(0)
    assert puzzles.trainer.variant_filter is None and puzzles.theme_box.count() == 1 + 9


def test_every_control_has_an_accessible_name(make_window) -> None:
    puzzles = open_puzzles(make_window())
    for widget in [*puzzles.findChildren(QPushButton), *puzzles.findChildren(QComboBox)]:
        assert widget.accessibleName(), widget
    for label in puzzles.findChildren(QLabel):
        assert label.accessibleDescription() or label.buddy() is not None, label.text()


def test_attempts_go_to_the_history_and_back(make_window, tmp_path: Path, qtbot) -> None:
    window = make_window(history_path=tmp_path / "history.sqlite3")
    window.controller.recorder.open_later()
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    puzzles = open_puzzles(window)
    start(puzzles, WIN_NOW)
    with qtbot.waitSignal(puzzles.trainer.attempt_stored):
        QTest.keyClick(puzzles.board, Qt.Key.Key_9)
    store = window.controller.recorder.store
    assert [a.puzzle for a in store.attempts()] == [WIN_NOW]
    assert store.puzzle_standing().streak == 1
    window.statistics_action.trigger()  # the rating over time
    statistics = window.statistics_window
    assert statistics.rating_chart.ratings() == (puzzles.trainer.rating.rating,)
    assert "1 of 1 solved" in statistics.puzzles_label.text()
    window.puzzles_action.trigger()  # a second window keeps the rating: read back
    assert window.findChild(PuzzleWindow) is puzzles
    again = PuzzleWindow(window.controller, window)
    assert again.trainer.rating == puzzles.trainer.rating
    assert again.trainer.streak == puzzles.trainer.streak


def test_a_wrong_move_reason_comes_from_the_review(make_window) -> None:
    puzzles = open_puzzles(make_window())
    trainer = puzzles.trainer
    best = solve(trainer.position.variant).facts_for_key(trainer.position.key)[2]
    wrong = next(c for c in trainer.position.legal_moves() if c not in best)
    puzzles.board.cell_clicked.emit(wrong)
    assert trainer.review is not None
    assert f"at {keypad_digit(wrong)}" in puzzles.result_label.text()


def test_a_live_language_switch_retranslates_the_puzzle_window(make_window) -> None:
    from ttt_desktop.qt.language.fonts import install_fallback_font
    from ttt_desktop.qt.language.translations import Language, apply_language

    puzzles = open_puzzles(make_window())
    start(puzzles, WIN_NOW)
    install_fallback_font()
    try:
        assert apply_language(Language.JAPANESE)
        QCoreApplication.processEvents()
        assert puzzles.windowTitle() == "次の一手"
        assert puzzles.task_label.text() == "○ が打って勝つ"
        assert puzzles.rules_box.currentData() is Variant.STANDARD
        assert puzzles.theme_box.itemText(0) == "すべてのテーマ"
    finally:
        apply_language(Language.ENGLISH)
    QCoreApplication.processEvents()
    assert puzzles.task_label.text() == "○ to play and win"


def test_the_keys_h_n_and_backspace(make_window, qtbot) -> None:
    puzzles = open_puzzles(make_window())
    puzzles.activateWindow()
    qtbot.waitUntil(puzzles.isActiveWindow)
    start(puzzles, WIN_NOW)
    QTest.keyClick(puzzles.board, Qt.Key.Key_6)
    QTest.keyClick(puzzles.board, Qt.Key.Key_Backspace)
    assert puzzles.trainer.phase is Phase.PLAYER and puzzles.trainer.position.moves == ()
    QTest.keyClick(puzzles.board, Qt.Key.Key_H)
    assert puzzles.board.highlight() == 2
    first = puzzles.trainer.puzzle
    QTest.keyClick(puzzles.board, Qt.Key.Key_N)
    assert puzzles.trainer.puzzle is not first


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


def test_puzzles_opened_at_once_keep_the_stored_rating(qtbot, make_window, tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_attempt(StoredAttempt(None, "2026-11-25T08:00:00+00:00", WIN_NOW, Variant.STANDARD,
                                    "win now", 1190, True, False, 1712.0, 200.0, 0.06),
                      PuzzleStanding(1712.0, 200.0, 0.06, 3, 5))
    store.close()
    window = make_window(Settings(first=FirstMover.YOU), history_path=path)
    assert window.controller.recorder.store is not None  # it opens before the window shows
    puzzles = open_puzzles(window)  # at once, before the first paint
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
