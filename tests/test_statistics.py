"""The statistics computed from the history rows: filters, totals, periods over time, and the
moving average of the mistakes (checked against a plain recomputation for many sizes)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttt_desktop.engine import Variant
from ttt_desktop.statistics import (
    GameRow,
    Tally,
    moving_average,
    periods,
    select,
    totals,
    trend,
)

from .strategies import examples


def rows(count: int, seed: int = 1) -> list[GameRow]:
    rng = random.Random(seed)
    return [GameRow(i, f"2026-{1 + i // 300:02d}-01T00:00:{i % 60:02d}+00:00",
                    rng.choice(list(Variant)), rng.choice(["easy", "hard", "perfect"]),
                    rng.choice([-1, 0, 1]), rng.randrange(4)) for i in range(1, count + 1)]


@st.composite
def game_rows(draw: st.DrawFn) -> list[GameRow]:
    """Rows as the history gives them, oldest first, with any results and mistakes."""
    count = draw(st.sampled_from([0, 1, 2, 23, 24, 25, 47, 48, 49, 100, 1000])
                 | st.integers(0, 300))
    drawn = st.tuples(st.sampled_from(list(Variant)), st.sampled_from(["easy", "hard", "perfect"]),
                      st.sampled_from([-1, 0, 1]), st.integers(0, 3))
    return [GameRow(i, f"2026-{1 + i // 300:02d}-01T00:00:{i % 60:02d}+00:00", *draw(drawn))
            for i in range(1, count + 1)]


@examples(20)
@given(game_rows(), st.sampled_from([1, 5, 24]) | st.integers(1, 60))
def test_periods_cover_every_game_once_in_order(games, limit):
    count = len(games)
    cut = periods(games, limit)
    assert len(cut) <= limit
    numbers = [n for p in cut for n in range(p.first, p.last + 1)]
    assert numbers == list(range(1, count + 1))
    for period in cut:
        chunk = games[period.first - 1:period.last]
        assert period.tally == totals(chunk)
        assert (period.started, period.ended) == (chunk[0].played_at, chunk[-1].played_at)
    if cut:  # equal sizes but for the last
        sizes = [p.last - p.first + 1 for p in cut]
        assert len(set(sizes[:-1])) <= 1 and sizes[-1] <= sizes[0]


def test_totals_and_filters_agree_with_counting_by_hand():
    games = rows(500)
    for variant in [None, *Variant]:
        for level in [None, "easy", "hard", "perfect", "medium"]:
            chosen = select(games, variant, level)
            assert chosen == [g for g in games if variant in (None, g.variant)
                              and level in (None, g.level)]
            tally = totals(chosen)
            assert tally == Tally(sum(g.result == 1 for g in chosen),
                                  sum(g.result == 0 for g in chosen),
                                  sum(g.result == -1 for g in chosen))
            assert tally.games == len(chosen)


@pytest.mark.parametrize("window", [1, 2, 3, 10])
def test_the_moving_average_is_the_mean_of_the_last_games(window):
    values = [g.mistakes for g in rows(60, seed=window)]
    averages = moving_average(values, window)
    for i, average in enumerate(averages):
        last = values[max(0, i - window + 1):i + 1]
        assert average == pytest.approx(sum(last) / len(last))


def test_the_trend_falls_for_a_learning_player_and_needs_two_windows():
    learning = [3] * 10 + [2] * 10 + [0] * 10
    assert trend(learning, 10) == pytest.approx(-3.0)
    assert trend([0] * 10 + [1] * 10, 10) == pytest.approx(1.0)
    assert trend([1] * 19, 10) is None
