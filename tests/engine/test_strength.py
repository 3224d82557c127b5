"""The strength scale: skill 0 plays as Easy (any move), skill 1 as Perfect, care grows with
the skill; the calibrated ratings rise with the skill, the named levels are in order in every
rule, and the table matches what a fresh tournament of today's players gives."""

from __future__ import annotations

import collections
import itertools
import random

import pytest

from ttt_desktop.engine import Position, Variant, solve
from ttt_desktop.engine.calibration import GRID, LEVELS, calibrate, fit, monotone, skill_name
from ttt_desktop.engine.strength import (
    StrengthPlayer,
    beta_for,
    ceiling,
    choose_by_skill,
    level_rating,
    nearest_level,
    perfect_can_lose,
    rating_of,
    skill_for,
)
from ttt_desktop.engine.strength_table import LEVEL_RATINGS, SKILL_GRID, SKILL_RATINGS


def thrown_away(variant: Variant, skill: float, games: int = 300, seed: int = 0) -> float:
    """The share of moves that give away value, over every unfinished position weighted
    equally (a few draws each)."""
    solution = solve(variant)
    rng = random.Random(seed)
    keys = [k for k in solution.reachable_keys() if solution.facts_for_key(k)[1] > 0]
    bad = total = 0
    for key in rng.sample(keys, min(games, len(keys))):
        best = solution.facts_for_key(key)[2]
        for _ in range(4):
            move = choose_by_skill(skill, variant, key, rng)
            bad += move not in best
            total += 1
    return bad / total


def test_skill_zero_plays_any_move_evenly():
    position = Position(Variant.STANDARD, [4])
    rng = random.Random(5)
    counts = collections.Counter(StrengthPlayer(0.0).choose_move(position, rng)
                                 for _ in range(8000))
    assert set(counts) == set(position.legal_moves())
    assert max(counts.values()) < 1.15 * min(counts.values())


@pytest.mark.parametrize("variant", list(Variant))
def test_skill_one_is_perfect(variant: Variant):
    solution = solve(variant)
    for key in list(solution.reachable_keys())[:400]:
        if solution.facts_for_key(key)[1] == 0:
            continue
        for seed in (1, 2):
            assert (choose_by_skill(1.0, variant, key, random.Random(seed))
                    == solution.perfect_move(key, random.Random(seed)))


@pytest.mark.parametrize("variant", list(Variant))
def test_more_skill_throws_away_less(variant: Variant):
    shares = [thrown_away(variant, skill) for skill in (0.0, 0.5, 0.8, 0.93, 1.0)]
    assert all(a > b for a, b in itertools.pairwise(shares[:-1])), shares
    assert shares[-1] == 0.0


def test_a_skill_outside_the_scale_is_refused():
    for skill in (-0.1, 1.01):
        with pytest.raises(ValueError, match="between 0 and 1"):
            StrengthPlayer(skill)
    assert beta_for(0.0) == 0.0 and beta_for(1.0) == float("inf")


def test_a_finished_position_is_refused():
    with pytest.raises(ValueError, match="over"):
        StrengthPlayer(0.5).choose_move(Position(Variant.STANDARD, [0, 3, 1, 4, 2]),
                                        random.Random(1))


@pytest.mark.parametrize("variant", list(Variant))
def test_the_named_levels_are_in_order_on_the_scale(variant: Variant):
    ratings = [level_rating(name, variant)[0] for name in LEVELS]
    assert ratings == sorted(ratings) and len(set(ratings)) == 4, ratings
    # apart by more than two deviations each
    for low, high in itertools.pairwise(LEVELS):
        (r_low, d_low), (r_high, d_high) = level_rating(low, variant), level_rating(high, variant)
        assert r_high - r_low > 2 * (d_low + d_high), (low, high)
    # a new player (1500) starts below Medium, and Perfect is the top of the scale
    assert level_rating("medium", variant)[0] > 1500.0 > level_rating("easy", variant)[0] - 1
    assert ceiling(variant) == rating_of(1.0, variant)
    assert nearest_level(ceiling(variant), variant) == "perfect"


@pytest.mark.parametrize("variant", list(Variant))
def test_the_scale_rises_with_the_skill_and_inverts(variant: Variant):
    ratings = [r for r, _ in SKILL_RATINGS[variant]]
    assert ratings == sorted(ratings) and ratings[0] < ratings[-1]
    assert len(SKILL_RATINGS[variant]) == len(SKILL_GRID)
    for skill in (0.0, 0.33, 0.5, 0.77, 0.9, 1.0):
        assert skill_for(rating_of(skill, variant), variant) == pytest.approx(skill, abs=1e-4)
    assert skill_for(0.0, variant) == 0.0 and skill_for(9999.0, variant) == 1.0


def test_perfect_cannot_lose_in_standard_or_misere():
    assert not perfect_can_lose(Variant.STANDARD) and not perfect_can_lose(Variant.MISERE)
    assert perfect_can_lose(Variant.LAST_LINE)


def test_the_fit_recovers_known_strengths():
    # three players whose scores follow the logistic model exactly
    import math

    truth = {"easy": 1400.0, "medium": 1600.0, "x": 1900.0}
    results = {}
    for a, b in (("easy", "medium"), ("easy", "x"), ("medium", "x")):
        expected = 1 / (1 + math.exp(-(truth[a] - truth[b]) / 173.7178))
        results[(a, b)] = (1000, 1000 * expected)
    fitted = fit(results)
    assert (fitted["easy"][0] + fitted["medium"][0]) / 2 == pytest.approx(1500.0)
    assert fitted["medium"][0] - fitted["easy"][0] == pytest.approx(200.0, abs=0.5)
    assert fitted["x"][0] - fitted["medium"][0] == pytest.approx(300.0, abs=0.5)


def test_monotone_pools_only_what_falls_back():
    assert monotone([(1.0, 1.0), (2.0, 1.0)]) == [(1.0, 1.0), (2.0, 1.0)]
    assert monotone([(3.0, 1.0), (1.0, 1.0)]) == [(2.0, 1.0), (2.0, 1.0)]


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(Variant))
def test_the_table_matches_a_fresh_tournament(variant: Variant):
    """A new, smaller tournament (another seed) of today's players lands within a few
    deviations of the shipped table: the table belongs to this code."""
    names = [*LEVELS, *(skill_name(s) for s in GRID)]
    fresh = calibrate(variant, names, games=60, seed=7)
    for name in LEVELS:
        table_rating, table_deviation = LEVEL_RATINGS[variant][name]
        rating, deviation = fresh[name]
        assert abs(rating - table_rating) < 4 * (deviation + table_deviation) + 10, name
