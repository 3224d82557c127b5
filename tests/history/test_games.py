"""The games in the history (ttt_desktop/history/games.py): written and read back across a
restart, newest first, from either side, and the rows the statistics read."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.history import SCHEMA_VERSION, HistoryStore, StoredGame

from .helpers import game


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


def test_a_game_from_a_position_is_kept_but_is_not_a_result(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    played = StoredGame(None, "2026-11-23T10:00:00+00:00", Variant.STANDARD, "human", "perfect",
                        (4, 0, 8, 2, 6, 1), -1, Mark.X, 1, "")
    store.add_game(played)
    store.add_game(replace(played, played_at="2026-11-23T11:00:00+00:00", start_ply=4))
    assert [g.start_ply for g in store.games()] == [4, None]
    assert store.tallies() == {("standard", "perfect"): (0, 0, 1)}
    assert len(store.game_rows()) == 1 and store.mistakes_per_game() == [1]
    store.close()
