"""The window keeps a game history: written when a game ends, read back after a restart, the
score agreeing with it; a damaged, locked or read-only file is said once and the game plays on."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.history import HistoryStore
from ttt_desktop.play.settings import FirstMover, Settings

from .helpers import click_cell


@pytest.fixture
def history_window(make_window):
    """A window that keeps its history at ``path`` (two players unless told otherwise)."""

    def build(path, settings=None):
        return make_window(settings or Settings(two_players=True), seed=2, history_path=path)

    return build


def test_a_finished_game_is_in_the_history_after_a_restart(qtbot, history_window, tmp_path):
    path = tmp_path / "data" / "history.sqlite3"
    window = history_window(path)
    qtbot.waitUntil(
        lambda: window.controller.recorder.store is not None
    )  # opened after the first paint
    for cell in (4, 0, 8, 2, 6, 1):  # × wins; ○'s fifth move was the mistake
        click_cell(qtbot, window, cell)
    window.controller.undo()
    click_cell(qtbot, window, 1)  # the same game ends again: stored once
    window.close()
    stored = HistoryStore.open(path).games()
    assert len(stored) == 1
    game = stored[0]
    assert game.moves == (4, 0, 8, 2, 6, 1) and game.result == -1
    assert (game.circle, game.cross, game.human) == ("human", "human", None)
    assert game.mistakes == 1 and "move 5" in game.summary


def test_the_score_agrees_with_the_history(qtbot, history_window, tmp_path):
    path = tmp_path / "history.sqlite3"
    window = history_window(path, Settings(level=Level.PERFECT, first=FirstMover.YOU))
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    while (
        not window.controller.game.is_over()
    ):  # the player follows the hint: a draw against Perfect
        qtbot.waitUntil(
            lambda: window.controller.game.is_human_turn() or window.controller.game.is_over(),
            timeout=10_000,
        )
        if window.controller.game.is_over():
            break
        window.controller.show_hint()
        click_cell(qtbot, window, window.panel.board.highlight())
    assert "Wins 0 · Draws 1 · Losses 0" in window.panel.score_label.full_text()
    qtbot.waitUntil(lambda: window.controller.recorder.store.count() == 1)  # written off-thread
    assert window.controller.recorder.store.tallies() == {("standard", "perfect"): (0, 1, 0)}


def damage(path):
    path.write_bytes(b"this is not a database" * 100)


def lock(path):
    HistoryStore.open(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def test_a_damaged_history_is_said_once_and_the_game_plays_on(qtbot, history_window, tmp_path):
    path = tmp_path / "history.sqlite3"
    damage(path)
    window = history_window(path)
    qtbot.waitUntil(lambda: "Game history damaged" in window.status_text())
    assert "damaged" in window.status_text()
    for cell in (0, 3, 1, 4, 2):
        click_cell(qtbot, window, cell)
    assert window.controller.game.is_over() and window.status_text().startswith("○ wins")
    assert path.read_bytes().startswith(b"this is not a database")


def test_a_locked_history_is_said_and_kept(qtbot, history_window, tmp_path):
    path = tmp_path / "history.sqlite3"
    other = lock(path)
    try:
        window = history_window(path)
        qtbot.waitUntil(lambda: "another program" in window.status_text())
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert HistoryStore.open(path).count() == 0


def test_a_read_only_history_is_said_and_kept(qtbot, history_window, tmp_path):
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed: cannot make a file read-only for root")
    path = tmp_path / "history.sqlite3"
    HistoryStore.open(path).close()
    if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("this file system does not support the immutable attribute")
    try:
        window = history_window(path)
        qtbot.waitUntil(lambda: "read-only" in window.status_text())
        assert window.controller.game.variant is Variant.STANDARD
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)
