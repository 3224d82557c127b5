"""The window's thread never builds a solver table: a game that ends before the worker has
solved its variant gets its review when the worker is done (the cold solve takes 15-20 ms of
pure Python, a stall of a frame or two on the UI thread)."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from ttt_desktop.engine import solver
from ttt_desktop.play.settings import FirstMover, Settings

from .helpers import click_cell


@pytest.fixture
def cold_solver(monkeypatch) -> Iterator[list[str]]:
    """Forget the solved tables for this test, and note which thread builds each one."""
    builders: list[str] = []
    build = solver._build

    def noting_build(variant):
        builders.append(threading.current_thread().name)
        return build(variant)

    monkeypatch.setattr(solver, "_SOLVED", {})
    monkeypatch.setattr(solver, "_build", noting_build)
    yield builders


def test_a_game_that_ends_before_the_warm_up_is_reviewed_by_the_worker(qtbot, make_window,
                                                                         cold_solver):
    window = make_window(Settings(first=FirstMover.YOU, two_players=True))
    for cell in (0, 3, 1, 4, 2):  # ○ takes the top row at once, well within 0.3 s
        click_cell(qtbot, window, cell)
    assert window.controller.game.is_over()
    assert window.move_list.first_mistake() is None and window.move_list.summary_label.text() == ""
    with qtbot.waitSignal(window.controller.opponent.solver_ready, timeout=10_000):
        pass
    qtbot.waitUntil(lambda: window.move_list.summary_label.text() != "")
    assert cold_solver and threading.main_thread().name not in cold_solver, cold_solver
    assert window.move_list.moves_view.count() == 6  # the start and five moves, reviewed


def test_a_game_stored_before_the_warm_up_is_reviewed_by_the_worker(qtbot, make_window,
                                                                      cold_solver, tmp_path):
    from ttt_desktop.engine import Variant
    from ttt_desktop.engine.review import english_summary, review_game
    from ttt_desktop.history import HistoryStore

    path = tmp_path / "history.sqlite3"
    window = make_window(Settings(first=FirstMover.YOU, two_players=True), history_path=path)
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    for cell in (0, 3, 1, 4, 8, 5):  # × takes the middle row: ○ erred at move 5
        click_cell(qtbot, window, cell)
    assert window.controller.recorder.store.count() == 0  # waiting for the table
    with qtbot.waitSignal(window.controller.recorder.game_stored, timeout=10_000):
        pass
    assert threading.main_thread().name not in cold_solver, cold_solver
    window.close()
    stored = HistoryStore.open(path)
    game = stored.games()[0]
    stored.close()
    assert game.moves == (0, 3, 1, 4, 8, 5) and game.result == -1
    review = review_game(Variant.STANDARD, game.moves)  # both sides: two players
    assert game.summary == english_summary(review, None)
    assert game.mistakes == sum(m.verdict.is_error for m in review.moves) >= 1
