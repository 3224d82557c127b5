"""Opening the history (ttt_desktop/history/store.py): the schema version is read under the
write lock (two processes never both create or migrate), a file being made elsewhere is waited
for, every open runs SQLite's quick check (a damage in the middle is found at start) and checks
the schema against the game's own, with ``trusted_schema`` off."""

from __future__ import annotations

import logging
import random
import sqlite3
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttt_desktop.engine import Variant
from ttt_desktop.history import (
    SCHEMA_VERSION,
    GameStanding,
    HistoryError,
    HistoryStore,
    Problem,
    PuzzleStanding,
    migrations,
)
from ttt_desktop.history.schema import create as schema_create

from .helpers import V1_GAMES, game, rated, v1_copy
from .test_puzzles import attempt

# -- opening: one write transaction, the file checked ---------------------------------------------

def test_the_version_is_read_under_the_write_lock_so_a_migration_is_made_once(tmp_path: Path):
    """Another process migrates the schema 1 file while this one opens it: this one waits for
    the lock and finds the file migrated. Before, it read version 1 before the lock and then
    migrated again ("table puzzle_attempts already exists")."""
    path = v1_copy(tmp_path)
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    for step in range(1, SCHEMA_VERSION):
        migrations.STEPS[step](other)
    other.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    opened: list[object] = []
    opener = threading.Thread(target=lambda: opened.append(open_or_error(path)))
    opener.start()
    committer = threading.Timer(0.3, lambda: other.execute("COMMIT"))  # the other one's write
    committer.start()
    opener.join(timeout=30)
    committer.join()
    other.close()
    assert len(opened) == 1 and isinstance(opened[0], HistoryStore), opened
    assert sorted(opened[0].games(), key=lambda g: g.id or 0) == V1_GAMES
    opened[0].close()


def test_a_file_being_created_by_another_process_is_waited_for_not_called_busy(tmp_path: Path):
    """While another process makes a new file (not in WAL mode yet), SQLite refuses to switch
    the journal mode at once, without its busy handler: the open waits under its own timeout.
    Before, it said "another program is using it" at once."""
    path = tmp_path / "history.sqlite3"
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    schema_create(other)
    opened: list[object] = []
    opener = threading.Thread(target=lambda: opened.append(open_or_error(path)))
    opener.start()
    committer = threading.Timer(0.3, lambda: other.execute("COMMIT"))
    committer.start()
    opener.join(timeout=30)
    committer.join()
    other.close()
    assert len(opened) == 1 and isinstance(opened[0], HistoryStore), opened
    assert opened[0].count() == 0
    opened[0].close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    raw.close()


def open_or_error(path: Path) -> HistoryStore | HistoryError:
    try:
        return HistoryStore.open(path, timeout_s=10.0)
    except HistoryError as exc:
        return exc


def test_a_busy_file_is_a_passing_state_and_the_others_hold(tmp_path: Path):
    path = tmp_path / "h.sqlite3"
    HistoryStore.open(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    with pytest.raises(HistoryError) as busy:
        HistoryStore.open(path, timeout_s=0.0)
    other.execute("ROLLBACK")
    other.close()
    assert busy.value.reason is Problem.LOCKED and busy.value.passing
    newer = tmp_path / "newer.sqlite3"
    with sqlite3.connect(newer) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(bytes(range(256)) * 16)
    for refused, reason in ((newer, Problem.NEWER_VERSION), (damaged, Problem.DAMAGED)):
        with pytest.raises(HistoryError) as caught:
            HistoryStore.open(refused)
        assert caught.value.reason is reason and not caught.value.passing


def ten_kinds_of_record(path: Path, games: int = 200) -> None:
    store = HistoryStore.open(path)
    for n in range(games):
        store.add_game(game(result=(1, 0, -1)[n % 3], mistakes=n % 2))
    store.add_attempt(attempt("standard:XX..O....", True, 1620.0, "2026-11-25T10:01:00+00:00"),
                      PuzzleStanding(1620.0, 180.5, 0.06, 1, 1))
    store.add_rating(rated(Variant.STANDARD, 1.0, 1600.0, "2026-11-25T10:00:00+00:00"),
                     GameStanding(Variant.STANDARD, 1600.0, 290.0, 0.06))
    store.close()


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_bytes_over_pages_3_and_4_are_noticed_at_open(tmp_path_factory, seed: int):
    """A history damaged in its middle: before, it opened (the first page was whole), and the
    damage came out at the first write, every session, without the rescue being offered."""
    path = tmp_path_factory.mktemp("damaged") / "history.sqlite3"
    ten_kinds_of_record(path)
    with open(path, "r+b") as file:
        file.seek(2 * 4096)  # pages 3 and 4 (of 4096 bytes, the first is page 1)
        file.write(random.Random(seed).randbytes(2 * 4096))
    before = path.read_bytes()
    with pytest.raises(HistoryError) as caught:
        HistoryStore.open(path)
    assert caught.value.reason is Problem.DAMAGED, caught.value
    with pytest.raises(HistoryError) as read_only:
        HistoryStore.open_read_only(path)
    assert read_only.value.reason is Problem.DAMAGED
    assert path.read_bytes() == before  # left as it was, for the rescue to keep aside


# -- the file's schema is the game's own ---------------------------------------------------------

def test_a_planted_trigger_is_dropped_before_it_can_delete_games(tmp_path: Path, caplog):
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    for _ in range(20):
        store.add_game(game(result=1))
    store.close()
    with sqlite3.connect(path) as raw:
        raw.execute("CREATE TRIGGER eat AFTER INSERT ON games BEGIN DELETE FROM games; END")
        raw.execute("CREATE TRIGGER \"odd \"\"name\" BEFORE INSERT ON score_baselines "
                    "BEGIN SELECT RAISE(ABORT, 'no reset'); END")
        raw.execute("CREATE VIEW everything AS SELECT * FROM games")
    raw.close()
    with caplog.at_level(logging.WARNING, logger="ttt_desktop.history.store"):
        store = HistoryStore.open(path)
    store.add_game(game(result=0))
    store.reset_score(None)
    assert store.count() == 21
    assert store.scores() == {}
    store.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT name FROM sqlite_master WHERE type IN ('trigger', 'view')"
                           ).fetchall() == []
    raw.close()
    said = sorted(r.getMessage().split(" held a ")[1] for r in caplog.records)
    assert said == ['trigger eat that is not the game\'s: dropped',
                    'trigger odd "name that is not the game\'s: dropped',
                    "view everything that is not the game's: dropped"]


def test_a_view_in_a_tables_place_is_refused_as_damage(tmp_path: Path):
    path = tmp_path / "history.sqlite3"
    HistoryStore.open(path).close()
    with sqlite3.connect(path) as raw:
        raw.execute("ALTER TABLE score_baselines RENAME TO kept")
        raw.execute("CREATE VIEW score_baselines AS SELECT * FROM kept WHERE 0")
    raw.close()
    for opener in (HistoryStore.open, HistoryStore.open_read_only):
        with pytest.raises(HistoryError, match="its table score_baselines is a view") as caught:
            opener(path)
        assert caught.value.reason is Problem.DAMAGED


def test_the_files_schema_runs_without_trust(tmp_path: Path):
    """``trusted_schema`` off: SQL stored in the file (views, triggers, defaults, indexes)
    cannot call a function that is not marked harmless."""
    path = tmp_path / "history.sqlite3"
    for opener in (HistoryStore.open, HistoryStore.open_read_only):
        store = opener(path)
        assert store._query("PRAGMA trusted_schema", ()) == [(0,)]
        store.close()
