"""Game › Statistics: the figures agree with the stored games, the filters choose a rule and a
level, the charts paint what they count, a past game opens in the move list reviewed and in
front, puzzle attempts are followed while the window is open, and an empty, missing or read-only
history says so."""

from __future__ import annotations

import subprocess

import pytest
from PySide6.QtCore import SIGNAL, QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from ttt_desktop.engine import Mark, Position, Variant
from ttt_desktop.history import HistoryStore, StoredGame
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.statistics.chart import LOSS_COLOUR, WIN_COLOUR
from ttt_desktop.qt.statistics.window import StatisticsWindow

from ..helpers import answer_next_dialog, click_cell
from ..test_puzzle_window import WIN_NOW, open_puzzles, start

WIN_FOR_X = (0, 3, 1, 4, 2)  # ○ takes the top row
WIN_FOR_O = (0, 3, 1, 4, 8, 5)  # × takes the middle row
DRAW = (4, 0, 8, 2, 1, 7, 6, 3, 5)


def stored(moves, human: Mark, level: str = "hard", variant=Variant.STANDARD, day: int = 1,
           mistakes: int = 0) -> StoredGame:
    outcome = Position(variant, moves).outcome()
    assert outcome is not None
    sides = {human: "human", human.other: level}
    return StoredGame(None, f"2026-11-{day:02d}T10:00:00+00:00", variant, sides[Mark.X],
                      sides[Mark.O], tuple(moves), outcome.result_for(Mark.X), human, mistakes)


@pytest.fixture
def history(tmp_path):
    """A history file with games added by the test before the window opens it."""
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    yield path, store
    store.close()


def open_statistics(qtbot, make_window, path, settings=None):
    window = make_window(settings or Settings(first=FirstMover.YOU), history_path=path)
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    window.statistics_action.trigger()
    assert window.statistics_window is not None and window.statistics_window.isVisible()
    return window, window.statistics_window


def test_the_figures_agree_with_the_stored_games_and_the_filters_choose(qtbot, make_window,
                                                                        history):
    path, store = history
    for day, (moves, human, level, variant) in enumerate([
            (WIN_FOR_X, Mark.X, "hard", Variant.STANDARD),      # won
            (WIN_FOR_O, Mark.X, "hard", Variant.STANDARD),      # lost
            (WIN_FOR_O, Mark.O, "perfect", Variant.STANDARD),   # won, as ×
            (DRAW, Mark.X, "perfect", Variant.STANDARD),        # drawn
            (WIN_FOR_X, Mark.O, "easy", Variant.MISERE)], 1):   # ○ made the line and lost: won
        store.add_game(stored(moves, human, level, variant, day))
    store.add_game(StoredGame(None, "2026-11-09T10:00:00+00:00", Variant.STANDARD, "human",
                              "human", DRAW, 0, None))  # two players: listed, not counted
    _window, stats = open_statistics(qtbot, make_window, path)
    assert stats.summary_label.text().startswith("5 games: 3 won, 1 drawn, 1 lost")
    assert stats.games_model.rowCount() == 6
    stats.rules_box.setCurrentIndex(stats.rules_box.findData(Variant.STANDARD))
    assert stats.summary_label.text().startswith("4 games: 2 won, 1 drawn, 1 lost")
    stats.level_box.setCurrentIndex(stats.level_box.findData("perfect"))
    assert stats.summary_label.text().startswith("2 games: 1 won, 1 drawn, 0 lost")
    stats.level_box.setCurrentIndex(stats.level_box.findData("medium"))
    assert stats.summary_label.text().startswith("No games yet")
    assert stats.results_chart.periods() == ()


def bar_pixels(chart, index: int) -> list[QColor]:
    image = chart.grab().toImage()
    bar = chart.bar_rect(index)
    x = int(bar.center().x())
    return [image.pixelColor(QPoint(x, y)) for y in range(int(bar.top()) + 2,
                                                         int(bar.bottom()) - 1)]


def near(colour: QColor, target: QColor) -> bool:
    return all(abs(a - b) <= 30 for a, b in zip(colour.getRgb()[:3], target.getRgb()[:3]))


def test_the_results_chart_paints_each_period_in_proportion(qtbot, make_window, history):
    path, store = history
    for day in range(1, 5):  # four wins, then four losses: two periods of four at most 2 bars
        store.add_game(stored(WIN_FOR_X, Mark.X, day=day))
    for day in range(5, 9):
        store.add_game(stored(WIN_FOR_O, Mark.X, day=day))
    _window, stats = open_statistics(qtbot, make_window, path)
    chart = stats.results_chart
    assert [(p.tally.wins, p.tally.losses) for p in chart.periods()] == [(1, 0)] * 4 + [(0, 1)] * 4
    first, last = bar_pixels(chart, 0), bar_pixels(chart, 7)
    assert sum(near(c, WIN_COLOUR) for c in first) > 0.9 * len(first)  # a whole bar of wins
    assert not any(near(c, LOSS_COLOUR) for c in first)
    assert any(near(c, LOSS_COLOUR) for c in last)  # hatched in the losses' red
    assert not any(near(c, WIN_COLOUR) for c in last)


def test_the_mistakes_chart_shows_the_falling_average(qtbot, make_window, history):
    path, store = history
    for day in range(1, 25):
        store.add_game(stored(DRAW, Mark.X, day=day, mistakes=3 if day <= 12 else 0))
    _window, stats = open_statistics(qtbot, make_window, path)
    average = stats.mistakes_chart.average()
    assert average[0] == 3 and average[-1] == 0
    assert "falling" in stats.trend_label.text()
    start = stats.mistakes_chart.point_at(0, average[0])
    end = stats.mistakes_chart.point_at(23, average[-1])
    assert start.y() < end.y()  # the line comes down, left to right
    image = stats.mistakes_chart.grab().toImage()
    assert any(near(image.pixelColor(QPoint(int(start.x()) + dx, int(start.y()) + dy)),
                    LOSS_COLOUR) for dx in range(-2, 4) for dy in range(-3, 4))


def test_a_past_game_opens_in_the_move_list_reviewed(qtbot, make_window, history):
    path, store = history
    store.add_game(stored(WIN_FOR_O, Mark.X, variant=Variant.STANDARD, mistakes=1))
    store.add_game(stored(DRAW, Mark.X, variant=Variant.MISERE, day=2))
    window, stats = open_statistics(qtbot, make_window, path,
                                    Settings(first=FirstMover.YOU, variant=Variant.LAST_LINE))
    view = stats.games_view
    row = next(r for r in range(stats.games_model.rowCount())
               if stats.games_model.index(r, 1).data() == "Standard")
    rect = view.visualRect(stats.games_model.index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert stats.open_button.isEnabled()  # a row is chosen
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.controller.game.position.moves == WIN_FOR_O
    assert window.controller.game.variant is Variant.STANDARD and window.controller.game.is_over()
    assert window.move_list.moves_view.count() == len(WIN_FOR_O) + 1
    qtbot.waitUntil(lambda: window.move_list.first_mistake() is not None)  # ○'s mistake marked
    assert "loaded" in window.status_line.text()


def test_an_empty_history_says_how_it_fills(qtbot, make_window, history):
    path, _ = history
    _window, stats = open_statistics(qtbot, make_window, path)
    assert stats.summary_label.text().startswith("No games yet")
    assert stats.games_model.rowCount() == 0 and not stats.open_button.isEnabled()
    assert "trend" in stats.trend_label.text()


def test_a_game_finished_while_it_is_open_is_counted_at_once(qtbot, make_window, history):
    path, _ = history
    window, stats = open_statistics(qtbot, make_window, path,
                                    Settings(first=FirstMover.YOU, two_players=True))
    for cell in WIN_FOR_X:
        click_cell(qtbot, window, cell)
    qtbot.waitUntil(lambda: stats.games_model.rowCount() == 1)


def test_without_a_history_the_statistics_say_why(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))  # no history path: none is kept
    seen = answer_next_dialog(qtbot, "OK")
    window.statistics_action.trigger()
    qtbot.waitUntil(lambda: bool(seen))
    assert "no statistics without the game history" in seen[0]
    assert window.statistics_window is None


def test_the_list_reads_a_page_at_a_time_as_it_scrolls(qtbot, make_window, history):
    path, store = history
    for i in range(450):
        store.add_game(stored(DRAW, Mark.X, day=1 + i % 28))
    _window, stats = open_statistics(qtbot, make_window, path)
    model = stats.games_model
    assert model.rowCount() == model.PAGE and model.canFetchMore()
    assert stats.summary_label.text().startswith("450 games")  # the figures count them all
    stats.games_view.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() > model.PAGE)
    while model.canFetchMore():  # the rest, as further scrolling would read it
        model.fetchMore()
    assert model.rowCount() == 450 and not model.canFetchMore()
    ids = [model.game_id(r) for r in range(450)]
    assert len(set(ids)) == 450  # each game once


def test_an_opened_past_game_is_reviewed_for_its_player_and_counted_nowhere_again(
        qtbot, make_window, history):
    path, store = history
    store.add_game(stored(WIN_FOR_X, Mark.O, level="hard", mistakes=1))  # the person was ×
    window, stats = open_statistics(qtbot, make_window, path)
    assert window.panel.score_label.text().startswith("Wins 0")
    stats.games_view.selectRow(0)
    stats.open_button.click()
    game = window.controller.game
    assert game.position.moves == WIN_FOR_X and game.human is Mark.O
    qtbot.waitUntil(lambda: window.move_list.first_mistake() is not None)  # ×'s own mistake
    # a loaded game counts nowhere, and the score line says so
    # (it once said "a game from a position", although the game began on the empty board)
    assert window.panel.score_label.text() == "Not scored: a past game"
    window.close()  # a game waiting for its review would be stored now
    again = HistoryStore.open(path)
    assert again.count() == 1
    again.close()


def test_loading_again_keeps_one_connection_to_the_selection(qtbot, history):
    """The history is read again whenever a game is stored while the window is open: the
    selection must still reach the window once per change, not once per load."""
    _path, store = history
    store.add_game(stored(DRAW, Mark.X))
    stats = StatisticsWindow()
    qtbot.addWidget(stats)
    stats.load(store)
    selection = stats.games_view.selectionModel()
    signal = SIGNAL("selectionChanged(QItemSelection,QItemSelection)")
    receivers = selection.receivers(signal)  # the view's own, and the window's
    stats.load(store)
    stats.load(store)
    assert selection.receivers(signal) == receivers
    enabled: list[bool] = []
    stats.open_button.setEnabled = enabled.append  # what the slot does, once per call
    stats.games_view.selectRow(0)
    assert enabled == [True]
    stats.games_view.clearSelection()
    assert enabled == [True, False]


def test_a_game_opened_from_statistics_comes_to_the_front(qtbot, make_window, tmp_path):
    """Statistics is a window of its own, not one kept above the main window, so the main window
    raised to show the opened game is not covered by it."""
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(stored(WIN_FOR_O, Mark.X))
    store.close()
    window, stats = open_statistics(qtbot, make_window, path)
    assert stats.windowHandle().transientParent() is None
    stats.games_view.selectRow(0)
    stats.open_button.click()
    assert window.controller.game.position.moves == WIN_FOR_O
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.close()
    assert not stats.isVisible()  # it goes with the main window


def test_a_read_only_history_still_shows_its_statistics_and_says_games_are_not_kept(
        qtbot, make_window, tmp_path):
    import shutil

    import pytest

    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed: cannot make a file read-only for root")
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(stored(WIN_FOR_O, Mark.X))
    store.close()
    if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("this file system does not support the immutable attribute")
    try:
        window = make_window(Settings(two_players=True), history_path=path)
        qtbot.waitUntil(lambda: "read-only" in window.status_line.text())
        assert "new games are not kept" in window.status_line.text()
        window.statistics_action.trigger()
        stats = window.statistics_window
        assert stats is not None and stats.isVisible()
        assert stats.games_model.rowCount() == 1
        for cell in (0, 3, 1, 4, 2):  # a game played now is not kept, and nothing breaks
            click_cell(qtbot, window, cell)
        assert window.controller.game.is_over()
        window.close()
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)
    again = HistoryStore.open(path)
    assert again.count() == 1
    again.close()


def test_an_open_statistics_window_follows_puzzle_attempts(qtbot, make_window, tmp_path) -> None:
    window, stats = open_statistics(qtbot, make_window, tmp_path / "history.sqlite3")
    assert "none tried yet" in stats.puzzles_label.text()
    puzzles = open_puzzles(window)
    start(puzzles, WIN_NOW)
    puzzles.board.cell_clicked.emit(3)  # wrong
    qtbot.waitUntil(lambda: "0 of 1 solved" in stats.puzzles_label.text(), timeout=3000)
    assert len(stats.rating_chart.ratings()) == 1


def test_an_empty_statistics_window_shows_one_welcome(qtbot, make_window, tmp_path) -> None:
    window, stats = open_statistics(qtbot, make_window, tmp_path / "history.sqlite3")
    assert stats.welcome_label.isVisible() and not stats.contents.isVisible()
    assert "Nothing to show yet" in stats.welcome_label.text()
    puzzles = open_puzzles(window)
    start(puzzles, WIN_NOW)
    puzzles.board.cell_clicked.emit(2)  # one attempt: the window shows what there is
    qtbot.waitUntil(lambda: stats.contents.isVisible(), timeout=3000)
    assert not stats.welcome_label.isVisible()
