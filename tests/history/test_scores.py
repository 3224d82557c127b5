"""The score in the history: counted from the games, reset by a record, carried over once from
an older version's settings (ttt_desktop/history/scores.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.history import HistoryStore, StoredGame


def game(result: int, human: Mark | None = Mark.X, start_ply: int | None = None,
         level: str = "easy", variant: Variant = Variant.STANDARD) -> StoredGame:
    circle, cross = ("human", level) if human is Mark.X else (level, "human")
    if human is None:
        circle = cross = "human"
    return StoredGame(None, "2026-11-25T10:00:00+00:00", variant, circle, cross, (4, 0, 8),
                      result, human, 0, "", start_ply)


def test_the_score_counts_new_games_from_the_persons_side_per_table(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    for stored in (game(1), game(-1), game(0), game(1, Mark.O),  # ○ won while you played ×
                   game(1, None), game(-1, None),                 # two players: ○'s side
                   game(1, start_ply=3), game(1, None, start_ply=0),  # from a position, watched
                   game(-1, level="perfect", variant=Variant.MISERE)):
        store.add_game(stored)
    assert store.scores() == {"standard/easy": (1, 1, 2), "standard/two-players": (1, 0, 1),
                              "misere/perfect": (0, 0, 1)}
    store.close()


def test_reset_counts_only_later_games_for_one_table_or_all(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    store.add_game(game(1))
    store.add_game(game(1, level="hard"))
    store.reset_score("standard/easy")
    assert store.scores() == {"standard/easy": (0, 0, 0), "standard/hard": (1, 0, 0)}
    store.add_game(game(0))
    assert store.scores()["standard/easy"] == (0, 1, 0)
    store.reset_score(None)
    store.add_game(game(-1, level="hard"))
    assert store.scores() == {"standard/hard": (0, 0, 1)}
    store.close()
    again = HistoryStore.open(tmp_path / "h.sqlite3")  # the resets are records, kept
    assert again.scores() == {"standard/hard": (0, 0, 1)}
    again.close()


def test_scores_from_the_settings_are_carried_over_once(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    store.add_game(game(1))  # already in the history: the carried counts include it
    assert store.carry_scores({"standard/easy": (5, 2, 1), "misere/hard": (0, 3, 0)})
    assert not store.carry_scores({"standard/easy": (9, 9, 9)})  # once only
    store.add_game(game(-1))
    assert store.scores() == {"standard/easy": (5, 2, 2), "misere/hard": (0, 3, 0)}
    store.close()


def test_games_against_adaptive_count_in_their_own_table_carried_counts_too(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    store.add_game(game(1, level="adaptive"))
    store.add_game(game(0, Mark.O, level="adaptive"))
    store.add_game(game(-1, level="hard"))
    assert store.carry_scores({"standard/adaptive": (2, 0, 3)})
    store.add_game(game(-1, Mark.O, level="adaptive"))  # ○ lost: your win as ○
    assert store.scores() == {"standard/adaptive": (3, 0, 3), "standard/hard": (0, 0, 1)}
    store.close()


# -- a reset covers the games that ended before it, whatever order the rows come in -------------

TABLES = ("standard/easy", "standard/hard", "misere/easy")


def timed_game(result: int, table: str, ended_at: str | None) -> StoredGame:
    variant, level = table.split("/")
    return replace(game(result, level=level, variant=Variant(variant)), ended_at=ended_at)


@settings(max_examples=60, deadline=None)
@given(events=st.lists(st.one_of(
           st.tuples(st.just("game"), st.sampled_from(TABLES), st.sampled_from((1, 0, -1))),
           st.tuples(st.just("reset"), st.sampled_from((*TABLES, None)), st.just(0))),
           max_size=14),
       order=st.randoms(use_true_random=False), old_games=st.integers(0, 3))
def test_a_reset_covers_exactly_the_games_that_ended_before_it(tmp_path_factory, events,
                                                               order, old_games):
    """Games end and resets are asked for in one order (each stamped with its moment); their
    rows reach the file in any order. The score counts, per table, the games that ended after
    the last reset of that table (or of all), counted here apart from the store's SQL. Games of
    an older version (no end time) stand before everything, as the file's first rows."""
    store = HistoryStore.open(tmp_path_factory.mktemp("h") / "h.sqlite3")
    for _ in range(old_games):  # an older version's games: no end time, the oldest rows
        store.add_game(timed_game(1, "standard/easy", None))
    stamped = [(kind, table, result, f"2026-11-27T10:00:{n:02d}.{n * 1000:06d}+00:00")
               for n, (kind, table, result) in enumerate(events)]
    writes = list(stamped)
    order.shuffle(writes)
    for kind, table, result, at in writes:
        if kind == "game":
            store.add_game(timed_game(result, table, at))
        else:
            store.reset_score(table, at)
    expected: dict[str, list[int]] = {}
    if old_games:
        expected["standard/easy"] = [old_games, 0, 0]
    for kind, table, result, _at in stamped:  # in the order they happened
        if kind == "reset":
            if table is None:
                expected = {}
            else:
                expected[table] = [0, 0, 0]
        else:
            tally = expected.setdefault(table, [0, 0, 0])
            tally[0 if result > 0 else 1 if result == 0 else 2] += 1
    assert store.scores() == {t: tuple(v) for t, v in expected.items()}
    store.close()


def test_a_reset_not_written_yet_and_games_counted_elsewhere_are_read_as_asked(tmp_path: Path):
    """The score read while a reset waits for the disk writer already has it, and the games
    the caller still counts itself (their rows just written) are not counted twice."""
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    store.add_game(timed_game(1, "standard/easy", None))  # an older version's
    store.add_game(timed_game(1, "standard/easy", "2026-11-27T10:00:01.000000+00:00"))
    store.add_game(timed_game(0, "standard/easy", "2026-11-27T10:00:03.000000+00:00"))
    store.add_game(timed_game(-1, "standard/hard", "2026-11-27T10:00:04.000000+00:00"))
    assert store.scores() == {"standard/easy": (2, 1, 0), "standard/hard": (0, 0, 1)}
    reset = [("standard/easy", "2026-11-27T10:00:02.000000+00:00")]
    assert store.scores(reset) == {"standard/easy": (0, 1, 0), "standard/hard": (0, 0, 1)}
    assert store.scores(reset, ["2026-11-27T10:00:03.000000+00:00"]) == {
        "standard/easy": (0, 0, 0), "standard/hard": (0, 0, 1)}
    assert store.scores([(None, "2026-11-27T10:00:05.000000+00:00")]) == {}
    store.close()
