"""Opening the history file (ttt_desktop/history/store.py): a file that is corrupt, locked,
read-only or from a newer program is refused with a plain message and never changed, and a
read-only file can still be read."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.history import (
    SCHEMA_VERSION,
    GameStanding,
    HistoryError,
    HistoryStore,
    Problem,
    PuzzleStanding,
)

from .helpers import game, rated
from .test_puzzles import attempt


def test_a_corrupt_file_is_refused_and_left_as_it_was(tmp_path: Path):
    path = tmp_path / "h.sqlite3"
    garbage = bytes(range(256)) * 16
    path.write_bytes(garbage)
    with pytest.raises(HistoryError, match="damaged"):
        HistoryStore.open(path)
    assert path.read_bytes() == garbage


def test_a_locked_file_is_refused_and_its_games_are_kept(tmp_path: Path):
    path = tmp_path / "h.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(game(result=0))
    store.close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    try:
        with pytest.raises(HistoryError, match="another program"):
            HistoryStore.open(path, timeout_s=0.2)  # held longer than the busy timeout
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert HistoryStore.open(path).count() == 1


def test_a_read_only_file_is_refused_and_its_games_are_kept(tmp_path: Path):
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed: cannot make a file read-only for root")
    path = tmp_path / "h.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(game(result=1))
    store.close()
    # chmod does not stop root; the immutable attribute does
    if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("this file system does not support the immutable attribute")
    try:
        with pytest.raises(HistoryError, match="read-only"):
            HistoryStore.open(path)
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)
    assert HistoryStore.open(path).count() == 1


def test_a_file_from_a_newer_version_is_refused_untouched(tmp_path: Path):
    path = tmp_path / "h.sqlite3"
    with sqlite3.connect(path) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    with pytest.raises(HistoryError, match="newer version"):
        HistoryStore.open(path)
    assert path.read_bytes() == before


def test_a_read_only_history_reads_the_game_ratings_but_refuses_new_ones(tmp_path: Path):
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_rating(rated(Variant.STANDARD, 1.0, 1600.0, "2026-11-25T10:00:00+00:00"),
                     GameStanding(Variant.STANDARD, 1600.0, 290.0, 0.06))
    store.close()
    path.chmod(0o444)
    try:
        reader = HistoryStore.open_read_only(path)
        assert reader.game_standings()[Variant.STANDARD].rating == 1600.0
        with pytest.raises(HistoryError):
            reader.add_rating(rated(Variant.STANDARD, 0.0, 1500.0, "2026-11-25T11:00:00+00:00"),
                              GameStanding(Variant.STANDARD, 1500.0, 280.0, 0.06))
        reader.close()
    finally:
        path.chmod(0o644)


def test_rows_of_a_rule_this_program_does_not_know_are_left_out_and_counted(tmp_path: Path):
    """A newer version's rule, or a row written by hand: every read the statistics make skips
    it instead of failing, and the store says how many it skipped."""
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(game(result=1))
    store.add_rating(rated(Variant.STANDARD, 1.0, 1600.0, "2026-11-25T10:00:00+00:00"),
                     GameStanding(Variant.STANDARD, 1600.0, 290.0, 0.06))
    store.add_attempt(attempt("standard:XX..O....", True, 1620.0, "2026-11-25T10:01:00+00:00"),
                      PuzzleStanding(1620.0, 180.5, 0.06, 1, 1))
    store.close()
    with sqlite3.connect(path) as raw:
        for rule in ("chess", "STANDARD", ""):
            raw.execute("INSERT INTO games (played_at, variant, circle, cross, moves, result, "
                        "human) VALUES ('2026-11-25T11:00:00+00:00', ?, 'human', 'easy', '5', "
                        "1, 'X')", (rule,))
        raw.execute("INSERT INTO game_ratings (rated_at, variant, level, skill, opponent, score, "
                    "rating, deviation, volatility) VALUES ('2026-11-25T11:00:00+00:00', "
                    "'4x4', 'easy', 0.1, 1000, 1, 1500, 300, 0.06)")
        raw.execute("INSERT INTO puzzle_attempts (attempted_at, puzzle, variant, theme, "
                    "puzzle_rating, solved, rating, deviation, volatility) VALUES "
                    "('2026-11-25T11:00:00+00:00', 'gomoku:.', 'gomoku', 'block', 1500, 1, "
                    "1500, 300, 0.06)")
    raw.close()
    store = HistoryStore.open(path)
    assert [(r.variant, r.result) for r in store.game_rows()] == [(Variant.STANDARD, 1)]
    assert [g.variant for g in store.listing()] == [Variant.STANDARD]
    assert [g.variant for g in store.games()] == [Variant.STANDARD]
    assert store.tallies() == {("standard", "hard"): (1, 0, 0)}
    assert store.mistakes_per_game() == [0]
    assert [r.variant for r in store.ratings()] == [Variant.STANDARD]
    assert [a.variant for a in store.attempts()] == [Variant.STANDARD]
    unknown_id = store.count()  # the last row written is of an unknown rule
    assert store.game(unknown_id) is None
    assert store.unknown_rule_rows() == 5
    store.close()


def test_a_history_in_a_read_only_folder_is_refused_as_read_only_and_still_read(tmp_path: Path):
    """SQLite cannot make the journal beside a file in a folder that cannot be written: the
    file is then read-only (not "cannot be used" for another reason), and it is still read."""
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed: cannot make a folder read-only for root")
    folder = tmp_path / "data"
    path = folder / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(game(result=1))
    store.close()
    if subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode != 0:
        pytest.skip("this file system does not support the immutable attribute")
    try:
        with pytest.raises(HistoryError, match="read-only") as caught:
            HistoryStore.open(path)
        assert caught.value.reason is Problem.READ_ONLY
        read = HistoryStore.open_read_only(path)
        assert read.count() == 1 and read.scores() == {"standard/hard": (1, 0, 0)}
        read.close()
        assert [p.name for p in folder.iterdir()] == ["history.sqlite3"]
    finally:
        subprocess.run(["chattr", "-i", str(folder)], check=True)
