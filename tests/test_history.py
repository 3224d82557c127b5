"""The game history in SQLite: written and read back across a restart, versioned, and safe with
files that are corrupt, locked, read-only or from a newer program (each refused with a plain
message, and never changed)."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.history import SCHEMA_VERSION, HistoryError, HistoryStore, StoredGame


def game(moves=(4, 0, 8), result=None, human=Mark.X, when="2026-11-22T10:00:00+00:00",
         mistakes=0) -> StoredGame:
    return StoredGame(None, when, Variant.STANDARD, "human" if human is Mark.X else "hard",
                      "hard" if human is Mark.X else "human", tuple(moves), result, human,
                      mistakes, "")


def test_games_survive_a_restart_newest_first(tmp_path: Path):
    path = tmp_path / "deep" / "folder" / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(game(result=1, when="2026-11-22T10:00:00+00:00"))
    store.add_game(game((4, 0, 8, 2, 6, 1), result=-1, when="2026-11-22T11:00:00+00:00",
                        mistakes=1))
    store.close()
    again = HistoryStore.open(path)
    assert again.count() == 2
    newest = again.games()[0]
    assert newest.moves == (4, 0, 8, 2, 6, 1) and newest.result == -1 and newest.human is Mark.X
    assert again.game(newest.id) == newest
    assert again.tallies() == {("standard", "hard"): (1, 0, 1)}
    assert again.mistakes_per_game() == [0, 1]
    assert again.games(limit=1, offset=1)[0].result == 1
    again.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_the_human_can_be_either_side(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    store.add_game(game(result=-1, human=Mark.O))  # × won, and the human played ×
    assert store.tallies() == {("standard", "hard"): (1, 0, 0)}
    assert store.games()[0].human_result() == 1 and store.games()[0].level == "hard"


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
            HistoryStore.open(path)
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


def test_game_rows_are_the_human_games_oldest_first_from_the_humans_side(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    store.add_game(game(result=-1, human=Mark.O, when="2026-11-22T12:00:00+00:00", mistakes=2))
    store.add_game(game(result=1, human=Mark.X, when="2026-11-22T10:00:00+00:00"))
    store.add_game(game(result=None, when="2026-11-22T11:00:00+00:00"))  # unfinished: left out
    store.add_game(StoredGame(None, "2026-11-22T13:00:00+00:00", Variant.MISERE, "human",
                              "human", (4, 0), 1, None))  # two players: not the player's own
    rows = store.game_rows()
    assert [(r.played_at[11:13], r.level, r.result, r.mistakes) for r in rows] == [
        ("10", "hard", 1, 0), ("12", "hard", 1, 2)]  # × won and the human was ×: a win
    listed = store.listing()
    assert [g.played_at[11:13] for g in listed] == ["13", "12", "11", "10"]  # newest first
    assert listed[0].human is None and listed[0].plies == 2 and listed[2].result is None
    assert store.game(listed[1].id).moves == (4, 0, 8)
    store.close()
