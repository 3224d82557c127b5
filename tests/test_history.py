"""The game history in SQLite: written and read back across a restart, versioned, and safe with
files that are corrupt, locked, read-only or from a newer program (each refused with a plain
message, and never changed)."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.history import (
    SCHEMA_VERSION,
    GameStanding,
    HistoryError,
    HistoryStore,
    PuzzleStanding,
    StoredAttempt,
    StoredGame,
    StoredRating,
    migrations,
)


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


# -- schema 2: the puzzles, and the migration of a file written by schema 1 ------------------------

# tests/data/history-v1.sqlite3 was written by HistoryStore at schema 1 (the code of de60003, before
# the puzzles), with these four games:
V1_GAMES = [
    StoredGame(1, "2026-11-20T09:00:00+00:00", Variant.STANDARD, "human", "perfect",
               (4, 0, 8, 2, 6, 1), -1, Mark.X, 1, "1 mistake: move 5. Best was 8."),
    StoredGame(2, "2026-11-20T09:05:00+00:00", Variant.MISERE, "hard", "human", (4, 0, 8), None,
               Mark.O, 0, ""),
    StoredGame(3, "2026-11-21T18:30:00+00:00", Variant.LAST_LINE, "human", "human",
               (4, 0, 3, 1, 5, 2), -1, None, 0, "No mistakes: every move kept the value."),
    StoredGame(4, "2026-11-22T10:00:00+00:00", Variant.STANDARD, "medium", "human",
               (0, 4, 1, 2, 6, 3, 5, 7, 8), 0, Mark.O, 0,
               "No mistakes: every move kept the value."),
]
V1_FILE = Path(__file__).parent / "data" / "history-v1.sqlite3"


def v1_copy(tmp_path: Path) -> Path:
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(V1_FILE, path)
    with sqlite3.connect(path) as raw:  # it is what schema 1 wrote
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 1
        assert tables(raw) == ["games"]
    return path


def tables(raw: sqlite3.Connection) -> list[str]:
    return [row[0] for row in raw.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]


def schema(path: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(path) as raw:
        return list(raw.execute("SELECT name, sql FROM sqlite_master ORDER BY name"))


def attempt(puzzle: str, solved: bool, rating: float, when: str) -> StoredAttempt:
    return StoredAttempt(None, when, puzzle, Variant(puzzle.split(":")[0]), "block", 1450,
                         solved, not solved, rating, 180.5, 0.06)


def test_a_file_from_schema_1_is_migrated_in_place_and_keeps_every_game(tmp_path: Path):
    path = v1_copy(tmp_path)
    store = HistoryStore.open(path)
    assert sorted(store.games(), key=lambda g: g.id or 0) == V1_GAMES
    assert store.count() == 4 and store.puzzle_standing() is None and store.attempts() == []
    assert store.tallies() == {("standard", "perfect"): (0, 0, 1),
                               ("standard", "medium"): (0, 1, 0)}
    store.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
        assert tables(raw) == ["game_players", "game_ratings", "games", "lesson_progress",
                               "puzzle_attempts", "puzzle_player", "score_baselines"]
    fresh = tmp_path / "fresh.sqlite3"
    HistoryStore.open(fresh).close()
    assert schema(path) == schema(fresh)  # migrated and new files are the same


def test_attempts_ratings_and_streaks_survive_a_reopen(tmp_path: Path):
    path = v1_copy(tmp_path)
    store = HistoryStore.open(path)
    store.add_attempt(attempt("standard:XX..O....", True, 1620.0, "2026-11-23T10:00:00+00:00"),
                      PuzzleStanding(1620.0, 180.5, 0.06, 1, 1))
    store.add_attempt(attempt("misere:.........", False, 1540.25, "2026-11-23T10:01:00+00:00"),
                      PuzzleStanding(1540.25, 170.0, 0.0601, 0, 1))
    store.close()
    again = HistoryStore.open(path)
    assert again.puzzle_standing() == PuzzleStanding(1540.25, 170.0, 0.0601, 0, 1)
    stored = again.attempts()
    assert [(a.id, a.puzzle, a.solved, a.hint, a.rating) for a in stored] == [
        (1, "standard:XX..O....", True, False, 1620.0), (2, "misere:.........", False, True,
                                                           1540.25)]
    assert stored[1].variant is Variant.MISERE and stored[0].puzzle_rating == 1450
    assert again.solved_puzzles() == {"standard:XX..O...."}
    assert again.count() == 4  # the games are still there
    again.close()


def test_a_review_attempt_is_marked_as_one_and_earlier_attempts_are_not(tmp_path: Path):
    path = v1_copy(tmp_path)
    store = HistoryStore.open(path)
    store.add_attempt(attempt("standard:XX..O....", False, 1450.0, "2026-11-25T10:00:00+00:00"),
                      PuzzleStanding(1450.0, 180.5, 0.06, 0, 0))
    review = attempt("standard:XX..O....", True, 1450.0, "2026-11-25T10:05:00+00:00")
    store.add_attempt(StoredAttempt(*[getattr(review, f) for f in (
        "id", "attempted_at", "puzzle", "variant", "theme", "puzzle_rating", "solved", "hint",
        "rating", "deviation", "volatility")], review=True), PuzzleStanding(1450.0, 180.5, 0.06,
                                                                           1, 1))
    store.close()
    again = HistoryStore.open(path)
    assert [(a.solved, a.review) for a in again.attempts()] == [(False, False), (True, True)]
    again.close()


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


# -- schema 4: the player's game rating per rule ------------------------------------------------

def v3_file(tmp_path: Path) -> Path:
    """A file as schema 3 wrote it: the v1 file migrated by steps 1 and 2 only."""
    path = v1_copy(tmp_path)
    with sqlite3.connect(path) as raw:
        for step in (1, 2):
            migrations.STEPS[step](raw)
        raw.execute("PRAGMA user_version = 3")
    return path


def rated(variant: Variant, score: float, rating: float, when: str) -> StoredRating:
    return StoredRating(None, when, variant, "adaptive", 0.85, 1724.8, score, rating, 120.0, 0.06)


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
