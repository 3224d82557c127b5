"""The steps from one schema to the next (ttt_desktop/history/migrations.py): a file of an
older schema is migrated in place and keeps every game, ends as a new file begins, and a
step that fails leaves the file as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.history import SCHEMA_VERSION, GameStanding, HistoryError, HistoryStore, migrations

from .helpers import V1_GAMES, rated, schema, tables, v1_copy


def test_a_file_from_schema_1_is_migrated_in_place_and_keeps_every_game(tmp_path: Path):
    path = v1_copy(tmp_path)
    store = HistoryStore.open(path)
    assert sorted(store.games(), key=lambda g: g.id or 0) == V1_GAMES
    assert store.count() == 4 and store.puzzle_standing() is None and store.attempts() == []
    assert store.tallies() == {("standard", "perfect"): (0, 0, 1),
                               ("standard", "medium"): (0, 1, 0)}
    store.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 8
        assert tables(raw) == ["game_players", "game_ratings", "games", "lesson_progress",
                               "puzzle_attempts", "puzzle_player", "score_baselines"]
    fresh = tmp_path / "fresh.sqlite3"
    HistoryStore.open(fresh).close()
    assert schema(path) == schema(fresh)  # migrated and new files are the same


def test_a_failed_migration_leaves_the_file_as_it_was_and_says_so(tmp_path: Path):
    path = v1_copy(tmp_path)
    with sqlite3.connect(path) as raw:  # something else made a table the migration needs
        raw.execute("CREATE TABLE puzzle_player (x)")
    raw.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError, match=r"could not be updated from schema 1 to 2 .*"
                       r"puzzle_player already exists.*left as it was"):
        HistoryStore.open(path)
    assert path.read_bytes() == before
    with sqlite3.connect(path) as raw:  # the step's first table was rolled back with the rest
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 1
        assert tables(raw) == ["games", "puzzle_player"]
        assert raw.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 4
        raw.execute("DROP TABLE puzzle_player")
    raw.close()
    store = HistoryStore.open(path)  # once the obstacle is gone, the migration goes through
    assert store.count() == 4 and store.puzzle_standing() is None
    store.close()


def test_a_migration_step_that_fails_half_way_is_rolled_back(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch):
    path = v1_copy(tmp_path)
    before = path.read_bytes()

    def half_done(connection: sqlite3.Connection) -> None:
        connection.execute("CREATE TABLE puzzle_attempts (id INTEGER PRIMARY KEY)")
        connection.execute("DELETE FROM games")
        connection.execute("INSERT INTO no_such_table VALUES (1)")

    monkeypatch.setitem(migrations.STEPS, 1, half_done)
    with pytest.raises(HistoryError, match=r"no such table.*left as it was"):
        HistoryStore.open(path)
    assert path.read_bytes() == before
    monkeypatch.undo()
    assert sorted(HistoryStore.open(path).games(), key=lambda g: g.id or 0) == V1_GAMES


def v3_file(tmp_path: Path) -> Path:
    """A file as schema 3 wrote it: the v1 file migrated by steps 1 and 2 only."""
    path = v1_copy(tmp_path)
    with sqlite3.connect(path) as raw:
        for step in (1, 2):
            migrations.STEPS[step](raw)
        raw.execute("PRAGMA user_version = 3")
    return path


def test_a_schema_3_file_gains_the_game_ratings_and_they_survive_a_reopen(tmp_path: Path):
    path = v3_file(tmp_path)
    store = HistoryStore.open(path)
    assert store.count() == 4 and store.game_standings() == {} and store.ratings() == []
    store.add_rating(rated(Variant.MISERE, 1.0, 1610.5, "2026-11-25T10:00:00+00:00"),
                     GameStanding(Variant.MISERE, 1610.5, 290.0, 0.06, ("easy",)))
    store.add_rating(rated(Variant.MISERE, 0.5, 1650.0, "2026-11-25T10:05:00+00:00"),
                     GameStanding(Variant.MISERE, 1650.0, 250.0, 0.06, ("easy", "medium")))
    store.add_rating(rated(Variant.STANDARD, 0.0, 1400.0, "2026-11-25T10:06:00+00:00"),
                     GameStanding(Variant.STANDARD, 1400.0, 300.0, 0.06))
    store.close()
    again = HistoryStore.open(path)
    assert again.game_standings() == {
        Variant.MISERE: GameStanding(Variant.MISERE, 1650.0, 250.0, 0.06, ("easy", "medium")),
        Variant.STANDARD: GameStanding(Variant.STANDARD, 1400.0, 300.0, 0.06)}
    assert [(r.variant, r.score, r.rating) for r in again.ratings(Variant.MISERE)] == [
        (Variant.MISERE, 1.0, 1610.5), (Variant.MISERE, 0.5, 1650.0)]
    assert [r.rating for r in again.ratings()] == [1610.5, 1650.0, 1400.0]
    assert sorted(again.games(), key=lambda g: g.id or 0) == V1_GAMES  # the games untouched
    again.close()
    fresh = tmp_path / "fresh.sqlite3"
    HistoryStore.open(fresh).close()
    assert schema(path) == schema(fresh)
