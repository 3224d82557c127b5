"""A Reset Score covers exactly the games that ended before it, whatever order the writes reach
the history in: a game whose row is still on its way when the player resets (its review and
row follow the end by a few turns of the event loop, longer while a table is built) is covered
by the reset, after a restart too, and a game that ends after the reset counts."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QSettings

from ttt_desktop.engine import Variant
from ttt_desktop.history import HistoryStore, StoredGame
from ttt_desktop.play.controller import GameController
from ttt_desktop.play.score import Score
from ttt_desktop.play.settings import Settings

TABLE = "standard/two-players"
CIRCLE_WINS = (0, 3, 1, 4, 2)  # ○ takes the top row
DRAW = (4, 0, 8, 2, 1, 7, 6, 3, 5)


def rows(path: Path) -> int:
    store = HistoryStore.open(path)
    try:
        return store.count()
    finally:
        store.close()


def started(qtbot, settings: QSettings, path: Path) -> GameController:
    controller = GameController(settings, Settings(two_players=True), pause_ms=0,
                                history_path=path)
    controller.recorder.open_later()
    qtbot.waitUntil(lambda: controller.recorder.store is not None)
    return controller


def play_out(controller: GameController, moves: tuple[int, ...]) -> None:
    if controller.game.position.ply:
        controller.new_game()
    for cell in moves:
        controller.play(cell)
    assert controller.game.is_over()


def test_a_reset_made_while_a_finished_games_row_is_on_its_way_holds_after_a_restart(
        qtbot, store: QSettings, tmp_path: Path):
    path = tmp_path / "history.sqlite3"
    controller = started(qtbot, store, path)
    play_out(controller, DRAW)
    qtbot.waitUntil(lambda: rows(path) == 1)  # an earlier game, in the file before the reset
    play_out(controller, CIRCLE_WINS)
    assert controller.score_for(TABLE) == Score(1, 1, 0)
    controller.reset_score()  # at once: the win's review and row come in later turns
    assert rows(path) == 1, "the row was already written: the test shows nothing"
    assert controller.score_for(TABLE) == Score()
    qtbot.waitUntil(lambda: rows(path) == 2)  # the win's row arrives after the reset
    assert controller.score_for(TABLE) == Score()
    controller.shutdown()

    again = started(qtbot, QSettings(store.fileName(), store.format()), path)  # a restart
    try:
        assert again.score_for(TABLE) == Score()  # the win ended before the reset
        play_out(again, CIRCLE_WINS)
        assert again.score_for(TABLE) == Score(1, 0, 0)
    finally:
        again.shutdown()
    last = started(qtbot, QSettings(store.fileName(), store.format()), path)
    try:
        assert last.score_for(TABLE) == Score(1, 0, 0)  # the game after the reset counts
    finally:
        last.shutdown()


def test_a_game_that_ends_while_the_history_is_held_at_start_counts_once(
        qtbot, store: QSettings, tmp_path: Path):
    """Another program holds the history as the game starts: the game that ends meanwhile
    counts in memory (not in the settings file, whose counts would be carried into the history
    and the game counted again), waits for the file, and counts once after a restart."""
    path = tmp_path / "history.sqlite3"
    HistoryStore.open(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        controller = GameController(store, Settings(two_players=True), pause_ms=0,
                                    history_path=path)
        assert controller.recorder.store is None and controller.recorder.waiting
        play_out(controller, CIRCLE_WINS)
        assert controller.score_for(TABLE) == Score(1, 0, 0)
        qtbot.waitUntil(lambda: controller.review is not None)
    finally:
        other.execute("ROLLBACK")
        other.close()
    qtbot.waitUntil(lambda: controller.recorder.store is not None, timeout=10_000)
    qtbot.waitUntil(lambda: rows(path) == 1)
    assert controller.score_for(TABLE) == Score(1, 0, 0)
    assert not controller.score_session_only()
    controller.shutdown()
    again = started(qtbot, QSettings(store.fileName(), store.format()), path)
    try:
        assert again.score_for(TABLE) == Score(1, 0, 0)
    finally:
        again.shutdown()


def test_a_reset_made_while_the_history_is_held_at_start_waits_for_it_and_holds(
        qtbot, store: QSettings, tmp_path: Path):
    """The reset is asked for before the history opens: it is written once the file is free,
    with the moment it was asked for, so it covers the game before it and not the one after,
    whose rows both reach the file after it opens."""
    path = tmp_path / "history.sqlite3"
    earlier = HistoryStore.open(path)  # a game of an earlier session: the reset covers it
    earlier.add_game(StoredGame(None, "2026-11-20T10:00:00+00:00", Variant.STANDARD, "human",
                                "human", DRAW, 0, None))
    earlier.close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        controller = GameController(store, Settings(two_players=True), pause_ms=0,
                                    history_path=path)
        assert controller.recorder.store is None
        play_out(controller, CIRCLE_WINS)
        controller.reset_score()
        play_out(controller, DRAW)
        assert controller.score_for(TABLE) == Score(0, 1, 0)
    finally:
        other.execute("ROLLBACK")
        other.close()
    qtbot.waitUntil(lambda: controller.recorder.store is not None, timeout=10_000)
    qtbot.waitUntil(lambda: rows(path) == 3)
    assert controller.score_for(TABLE) == Score(0, 1, 0)
    controller.shutdown()
    again = started(qtbot, QSettings(store.fileName(), store.format()), path)
    try:
        assert again.score_for(TABLE) == Score(0, 1, 0)
    finally:
        again.shutdown()
