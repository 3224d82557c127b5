"""The history's round trip, drawn by Hypothesis: games and puzzle attempts written, then read
back (at once, and after a reopen), come back equal, in a new file and in a schema-1 file
migrated on opening (tests/data/history-v1.sqlite3)."""

from __future__ import annotations

import datetime
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from ttt_desktop.engine import Mark, Position
from ttt_desktop.history import HistoryStore, PuzzleStanding, StoredAttempt, StoredGame

from ..strategies import examples, games, variants
from .helpers import V1_FILE, V1_GAMES

LEVELS = ("easy", "medium", "hard", "perfect")
instants = st.datetimes(min_value=datetime.datetime(2000, 1, 1),
                        max_value=datetime.datetime(2200, 1, 1),
                        timezones=st.just(datetime.timezone.utc)).map(
    lambda t: t.isoformat(timespec="seconds"))
words = st.text(st.characters(blacklist_categories=["Cs"]), max_size=80)
ratings = st.floats(-1e6, 1e6, allow_nan=False)


@st.composite
def stored_games(draw: st.DrawFn) -> StoredGame:
    position: Position = draw(games())
    human = draw(st.sampled_from([Mark.X, Mark.O, None]))
    names = ["human", "human"] if human is None else [draw(st.sampled_from(LEVELS))] * 2
    if human is not None:
        names[0 if human is Mark.X else 1] = "human"
    elif draw(st.booleans()):  # a watched game: a level on each side
        names = [draw(st.sampled_from(LEVELS)), draw(st.sampled_from(LEVELS))]
    outcome = position.outcome()
    start = draw(st.none() | st.integers(0, position.ply))
    return StoredGame(None, draw(instants), position.variant, names[0], names[1],
                      position.moves, None if outcome is None else outcome.result_for(Mark.X),
                      human, draw(st.integers(0, 5)), draw(words), start)


attempts = st.builds(
    StoredAttempt, st.none(), instants, st.text(max_size=30).filter(lambda s: "\x00" not in s),
    variants, st.sampled_from(["block", "fork", "win", "later line"]),
    st.integers(0, 3000), st.booleans(), st.booleans(), ratings, ratings, ratings)
standings = st.builds(PuzzleStanding, ratings, ratings, ratings, st.integers(0, 10**6),
                      st.integers(0, 10**6))


@contextmanager
def history_file(from_schema_1: bool) -> Iterator[Path]:
    """A new history file, or a copy of the one schema 1 wrote (migrated when it is opened)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "history.sqlite3"
        if from_schema_1:
            shutil.copyfile(V1_FILE, path)
        yield path


@examples(25)
@given(st.lists(stored_games(), max_size=8), st.booleans())
def test_games_written_come_back_equal_after_a_reopen(written: list[StoredGame],
                                                      from_schema_1: bool) -> None:
    before = V1_GAMES if from_schema_1 else []
    with history_file(from_schema_1) as path:
        store = HistoryStore.open(path)
        ids = [store.add_game(game) for game in written]
        assert [store.game(i) for i in ids] == [_with_id(g, i) for g, i in zip(written, ids)]
        store.close()
        again = HistoryStore.open(path)
        try:
            expected = before + [_with_id(g, i) for g, i in zip(written, ids)]
            assert sorted(again.games(), key=_id) == expected
            assert again.count() == len(expected)
            newest_first = sorted(expected, key=lambda g: (g.played_at, _id(g)), reverse=True)
            assert again.games() == newest_first
        finally:
            again.close()


@examples(25)
@given(st.lists(st.tuples(attempts, standings), max_size=6), st.booleans())
def test_puzzle_attempts_and_the_standing_come_back_equal(written, from_schema_1: bool) -> None:
    with history_file(from_schema_1) as path:
        store = HistoryStore.open(path)
        ids = [store.add_attempt(attempt, standing) for attempt, standing in written]
        store.close()
        again = HistoryStore.open(path)
        try:
            stored = [_with_id(a, i) for (a, _), i in zip(written, ids)]
            assert again.attempts() == sorted(stored, key=lambda a: (a.attempted_at, a.id))
            assert again.puzzle_standing() == (written[-1][1] if written else None)
            assert again.solved_puzzles() == {a.puzzle for a, _ in written if a.solved}
            assert again.count() == (len(V1_GAMES) if from_schema_1 else 0)
        finally:
            again.close()


def _id(game: StoredGame) -> int:
    assert game.id is not None
    return game.id


def _with_id(record, new_id: int):  # StoredGame or StoredAttempt
    from dataclasses import replace

    return replace(record, id=new_id)
