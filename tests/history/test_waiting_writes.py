"""Writes that wait in memory for a busy history (ttt_desktop/history/database.py): in the
order asked, made before any later write, told through ``on_waiting``, and taken to a new file
when the old one turns out damaged."""

from __future__ import annotations

import random
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.history import (
    GameStanding,
    HistoryError,
    HistoryStore,
    Problem,
    PuzzleStanding,
)

from .helpers import game, rated
from .test_opening import ten_kinds_of_record
from .test_puzzles import attempt

# -- writes that wait in memory for a busy file --------------------------------------------------

def hold(path: Path) -> sqlite3.Connection:
    """Another program holds the file in an exclusive transaction."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def test_writes_wait_in_memory_in_order_while_the_file_is_busy(tmp_path: Path):
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(game(result=1))
    store.wait_in_memory(0.0)
    changes: list[bool] = []
    store.on_waiting = changes.append
    written: list[tuple[str, int]] = []
    other = hold(path)
    assert store.add_game(game(result=1), then=lambda i: written.append(("win", i))) is None
    store.reset_score(None)  # after the win that waits: it covers it
    assert store.add_game(game(result=-1), then=lambda i: written.append(("loss", i))) is None
    assert store.add_attempt(attempt("standard:XX..O....", True, 1620.0,
                                     "2026-11-25T10:01:00+00:00"),
                             PuzzleStanding(1620.0, 180.5, 0.06, 1, 1)) is None
    assert store.add_rating(rated(Variant.STANDARD, 1.0, 1600.0, "2026-11-25T10:00:00+00:00"),
                            GameStanding(Variant.STANDARD, 1600.0, 290.0, 0.06)) is None
    assert (store.waiting, store.waiting_reason, changes, written) == (
        5, Problem.LOCKED, [True], [])
    assert not store.retry_waiting()  # still held
    assert store.count() == 1  # a WAL file is read while it is held
    other.execute("ROLLBACK")
    other.close()
    assert store.retry_waiting()
    assert (store.waiting, store.waiting_reason, changes) == (0, None, [True, False])
    assert written == [("win", 2), ("loss", 3)]
    assert store.count() == 3 and len(store.attempts()) == 1 and len(store.ratings()) == 1
    assert store.scores() == {"standard/hard": (0, 0, 1)}  # the reset came after the win
    assert store.add_game(game(result=0)) == 4  # nothing waits: written at once
    store.close()


def test_a_new_write_makes_the_waiting_ones_first(tmp_path: Path):
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.wait_in_memory(0.0)
    other = hold(path)
    store.add_game(game(result=1, when="2026-11-25T10:00:00+00:00"))
    other.execute("ROLLBACK")
    other.close()
    assert store.add_game(game(result=-1, when="2026-11-25T11:00:00+00:00")) == 2
    assert [g.result for g in sorted(store.games(), key=lambda g: g.id or 0)] == [1, -1]
    store.close()


def test_without_waiting_in_memory_a_busy_write_is_refused_and_forgotten(tmp_path: Path):
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path, timeout_s=0.0)
    other = hold(path)
    with pytest.raises(HistoryError) as caught:
        store.add_game(game(result=1))
    assert caught.value.reason is Problem.LOCKED and store.waiting == 0
    other.execute("ROLLBACK")
    other.close()
    assert store.add_game(game(result=0)) == 1 and store.count() == 1
    store.close()


def test_writes_that_waited_for_a_damaged_file_can_be_made_in_a_new_one(tmp_path: Path):
    path = tmp_path / "history.sqlite3"
    ten_kinds_of_record(path, games=200)
    store = HistoryStore.open(path)
    store.wait_in_memory(0.0)
    other = hold(path)
    store.add_game(game(result=1, when="2026-11-26T10:00:00+00:00"))
    other.execute("ROLLBACK")
    with open(path, "r+b") as file:  # damaged while open
        file.seek(2 * 4096)
        file.write(random.Random(3).randbytes(2 * 4096))
    other.execute("INSERT INTO score_baselines (written_at, kind, after_game) "
                  "VALUES ('2026-11-26T10:00:00+00:00', 'reset', 0)")  # the cache is stale now
    other.close()
    with pytest.raises(HistoryError) as caught:
        store.retry_waiting()
    assert caught.value.reason is Problem.DAMAGED, caught.value
    assert store.waiting == 1  # kept
    waiting = store.take_waiting()
    store.close()
    fresh = HistoryStore.open(tmp_path / "fresh.sqlite3")
    fresh.add_waiting(waiting)
    assert fresh.retry_waiting()
    assert [(g.result, g.played_at[:10]) for g in fresh.games()] == [(1, "2026-11-26")]
    fresh.close()


def test_a_full_disk_is_waited_for_like_a_busy_file(tmp_path: Path):
    """SQLite's own page limit stands for a full disk: the write waits in memory, and is made
    once there is room again (before, it was refused and the history given up)."""
    path = tmp_path / "history.sqlite3"
    ten_kinds_of_record(path, games=0)
    store = HistoryStore.open(path)
    store.wait_in_memory(0.0)
    pages = store._query("PRAGMA page_count", ())[0][0]
    store._query(f"PRAGMA max_page_count = {pages}", ())
    long_summary = replace(game(result=1), summary="x" * 20_000)  # needs pages of its own
    assert store.add_game(long_summary) is None
    assert (store.waiting, store.waiting_reason) == (1, Problem.FULL)
    store._query(f"PRAGMA max_page_count = {pages + 100}", ())
    assert store.retry_waiting() and store.count() == 1
    store.close()
