"""The window keeps a game history: written when a game ends, read back after a restart, the
score agreeing with it; a damaged, locked or read-only file is said once and the game plays on."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess

import pytest

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.history import HistoryStore, StoredGame
from ttt_desktop.play import recorder as recorder_module
from ttt_desktop.play.score import Score
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
    assert "Wins 0 · Draws 1 · Losses 0" in window.panel.score_label.text()
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
    qtbot.waitUntil(lambda: "Game history damaged" in window.status_line.text())
    assert "damaged" in window.status_line.text()
    for cell in (0, 3, 1, 4, 2):
        click_cell(qtbot, window, cell)
    assert window.controller.game.is_over() and window.status_line.text().startswith("○ wins")
    assert path.read_bytes().startswith(b"this is not a database")


def test_a_locked_history_is_waited_for_and_its_games_kept(qtbot, history_window, tmp_path,
                                                          monkeypatch):
    """Another program holds the file as the game starts: the game says once that it waits, the
    game that ends meanwhile waits in memory, and it is written once the file is free."""
    monkeypatch.setattr(recorder_module, "WAIT_SHOWN_AFTER_MS", 100)
    path = tmp_path / "history.sqlite3"
    other = lock(path)
    try:
        window = history_window(path)
        qtbot.waitUntil(lambda: "Waiting for the game history" in window.status_line.text())
        for cell in (0, 3, 1, 4, 2):
            click_cell(qtbot, window, cell)
        assert window.controller.game.is_over()
        assert not window.controller.score_session_only()
    finally:
        other.execute("ROLLBACK")
        other.close()
    qtbot.waitUntil(lambda: "free again" in window.status_line.text(), timeout=10_000)
    window.close()
    assert HistoryStore.open(path).count() == 1


def test_a_read_only_history_is_said_and_kept(qtbot, history_window, tmp_path):
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed: cannot make a file read-only for root")
    path = tmp_path / "history.sqlite3"
    HistoryStore.open(path).close()
    if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("this file system does not support the immutable attribute")
    try:
        window = history_window(path)
        qtbot.waitUntil(lambda: "read-only" in window.status_line.text())
        assert window.controller.game.variant is Variant.STANDARD
        assert window.panel.score_label.text().endswith("this session only")
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)


@pytest.fixture
def read_only_folder(tmp_path):
    """A data folder that cannot be written, even by root (the immutable attribute), holding a
    history of one finished game; made writable again at teardown."""
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed: cannot make a folder read-only for root")
    folder = tmp_path / "data"
    history = HistoryStore.open(folder / "history.sqlite3")
    history.add_game(StoredGame(None, "2026-11-20T10:00:00+00:00", Variant.STANDARD, "human",
                                "human", (0, 3, 1, 4, 2), 1, None))
    history.close()
    if subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode != 0:
        pytest.skip("this file system does not support the immutable attribute")
    yield folder
    subprocess.run(["chattr", "-i", str(folder)], check=True)


def test_a_read_only_data_folder_still_shows_past_games(qtbot, history_window, read_only_folder):
    """The README says a read-only history is still read: with the folder read-only (SQLite
    cannot make its journal there), the score and Statistics come from the history."""
    window = history_window(read_only_folder / "history.sqlite3")
    qtbot.waitUntil(lambda: "read-only" in window.status_line.text())
    assert window.controller.score_for("standard/two-players") == Score(1, 0, 0)
    assert window.panel.score_label.text().startswith("○ 1 · Draws 0 · × 0")
    assert window.panel.score_label.text().endswith("this session only")
    assert window.controller.recorder.store is not None  # Statistics reads it (else refuses)
    window.show_statistics()
    assert window.statistics_window is not None and window.statistics_window.isVisible()
    assert sorted(p.name for p in read_only_folder.iterdir()) == ["history.sqlite3"]


def test_the_first_painted_frame_shows_the_historys_score(qtbot, history_window, tmp_path):
    """The score in the very first frame is the history's: before, it was counted from the
    settings file (0) and the history's came a frame later."""
    path = tmp_path / "history.sqlite3"
    history = HistoryStore.open(path)
    for moves in ((0, 3, 1, 4, 2), (4, 0, 8, 2, 1, 7, 6, 3, 5)):  # ○ wins, a draw
        history.add_game(StoredGame(None, "2026-11-20T10:00:00+00:00", Variant.STANDARD,
                                    "human", "human", moves,
                                    1 if len(moves) == 5 else 0, None))
    history.close()
    window = history_window(path)
    first_frame: list[str] = []
    window.panel.board.first_painted.connect(
        lambda: first_frame.append(window.panel.score_label.text()))
    qtbot.waitUntil(lambda: bool(first_frame))
    assert first_frame[0].startswith("○ 1 · Draws 1 · × 0"), first_frame


# -- the score comes from the history -----------------------------------------------------------


def test_old_scores_in_the_settings_show_the_same_after_moving_to_the_history(
        qtbot, history_window, store, tmp_path):
    path = tmp_path / "history.sqlite3"
    history = HistoryStore.open(path)  # one game the history already has, from before
    history.add_game(StoredGame(None, "2026-11-20T10:00:00+00:00", Variant.STANDARD, "human",
                                "perfect", (4, 0, 8, 2, 6, 1), 0, Mark.X))
    history.close()
    for key, count in (("wins", 0), ("draws", 7), ("losses", 3)):  # an older version's counts
        store.setValue(f"score/standard/perfect/{key}", count)
    store.setValue("score/misere/easy/wins", 4)
    store.sync()
    settings = Settings(level=Level.PERFECT, first=FirstMover.YOU)
    before = history_window(None, settings)
    shown = before.panel.score_label.text()
    assert "Draws 7" in shown and "Losses 3" in shown
    before.close()

    after = history_window(path, settings)  # the first start with the history
    qtbot.waitUntil(lambda: after.controller.recorder.store is not None)
    after.controller.flush_writes()
    assert after.panel.score_label.text() == shown
    store.sync()
    assert not [key for key in store.allKeys() if key.startswith("score/")]  # settings only
    after.close()
    again = history_window(path, settings)  # and after a restart, from the history alone
    qtbot.waitUntil(lambda: again.controller.recorder.store is not None)
    assert again.panel.score_label.text() == shown
    reopened = HistoryStore.open(path)
    assert reopened.scores()["misere/easy"] == (4, 0, 0)
    reopened.close()


def test_reset_score_is_written_to_the_history(qtbot, history_window, tmp_path):
    path = tmp_path / "history.sqlite3"
    window = history_window(path, Settings(level=Level.EASY, first=FirstMover.YOU))
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    window.controller.reset_score(every_table=True)
    window.controller.flush_writes()
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT kind, score_table FROM score_baselines").fetchall() == [
            ("reset", None)]
