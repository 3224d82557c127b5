"""The puzzle rating (Glicko-2 against the paper's worked example) and the streaks; the order of
the puzzles is tested in test_puzzle_order.py."""

from __future__ import annotations

import math

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.engine.puzzles import puzzles
from ttt_desktop.play.puzzle_order import PuzzleOrder
from ttt_desktop.play.rating import (
    PUZZLE_DEVIATION,
    SCALE,
    Rating,
    Streak,
    expected_score,
    puzzle_rating,
    rate_attempt,
    update,
)
from ttt_desktop.play.rating import _expected as expected
from ttt_desktop.play.rating import _g as g_of

PAPER_GAMES = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
ALL = puzzles(Variant.STANDARD) + puzzles(Variant.MISERE) + puzzles(Variant.LAST_LINE)


def test_glickmans_worked_example() -> None:
    after = update(Rating(1500, 200, 0.06), PAPER_GAMES)
    # as the paper prints them (it rounds its intermediate values)
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)
    # unrounded, as other implementations of the algorithm give them
    assert after.rating == pytest.approx(1464.0506705, abs=1e-6)
    assert after.deviation == pytest.approx(151.5165241, abs=1e-6)
    assert after.volatility == pytest.approx(0.0599959843, abs=1e-9)


def test_the_volatility_uses_the_deviation_not_the_rating() -> None:
    # the glicko2 package's mistake (rating squared in f) would give 0.06026 here
    after = update(Rating(2500, 50, 0.06), [(Rating(1200, 80), 0.0)] * 5)
    assert after.volatility == pytest.approx(0.0603206, abs=1e-6)
    assert after.rating == pytest.approx(2427.266, abs=1e-3)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = update(Rating(1700, 100, 0.06), [])
    assert after.rating == 1700 and after.volatility == 0.06
    assert after.deviation == pytest.approx(math.hypot(100, 0.06 * 173.7178))


def test_an_upset_takes_the_other_branch_and_raises_the_volatility() -> None:
    # delta^2 > phi^2 + v: B = ln(delta^2 - phi^2 - v)
    after = update(Rating(1500, 30, 0.06), [(Rating(2300, 30), 1.0)] * 10)
    assert math.isfinite(after.volatility) and after.volatility > 0.06
    assert after.rating > 1550


def bracket_gap(player: Rating, opponent: Rating, score: float) -> float:
    """delta^2 - (phi^2 + v) for one game, each step in the order update() takes it (so that
    0.0 here is 0.0 there): the sign picks the branch of the volatility's bracket."""
    mu, phi = (player.rating - 1500.0) / SCALE, player.deviation / SCALE
    g_j = g_of(opponent.deviation / SCALE)
    e_j = expected(mu, (opponent.rating - 1500.0) / SCALE, g_j)
    v = 1.0 / (0.0 + g_j * g_j * e_j * (1.0 - e_j))
    delta = v * (0.0 + g_j * (score - e_j))
    return delta * delta - (phi * phi + v)


def players_on_the_bracket_boundary(opponent: Rating, score: float) -> list[Rating]:
    """Players for whom delta^2 = phi^2 + v holds exactly in floating point: for each deviation
    from 30 to 350, the rating where the gap changes sign (bisection), then the floats next to it
    whose gap is exactly 0."""
    found = []
    for deviation in map(float, range(30, 351)):
        low, high = 0.0, 3000.0  # a win against 1500 is far more than expected at 0, less at 3000
        assert bracket_gap(Rating(low, deviation), opponent, score) > 0
        assert bracket_gap(Rating(high, deviation), opponent, score) < 0
        for _ in range(80):
            middle = (low + high) / 2
            if bracket_gap(Rating(middle, deviation), opponent, score) > 0:
                low = middle
            else:
                high = middle
        nearby = (Rating(low + k * math.ulp(low), deviation) for k in range(-20, 21))
        found += [p for p in nearby if bracket_gap(p, opponent, score) == 0.0]
    return found


def test_the_volatility_is_defined_where_delta_squared_equals_phi_squared_plus_v() -> None:
    """On the boundary of the bracket's two branches (ln(delta^2 - phi^2 - v) would be ln 0) the
    update is defined, and no different from just off it."""
    opponent = Rating(1500.0, 80.0)
    boundary = players_on_the_bracket_boundary(opponent, 1.0)
    assert boundary, "no player exactly on the boundary: the search no longer mirrors update()"
    for player in boundary:
        after = update(player, [(opponent, 1.0)])
        nearby = update(Rating(player.rating + 1e-6, player.deviation), [(opponent, 1.0)])
        assert math.isfinite(after.volatility) and after.volatility > 0
        assert after.volatility == pytest.approx(nearby.volatility, rel=1e-6)
        assert after.rating == pytest.approx(nearby.rating, abs=1e-3)


def test_solving_raises_the_rating_failing_lowers_it_and_the_deviation_narrows() -> None:
    easy, hard = min(ALL, key=lambda p: p.difficulty), max(ALL, key=lambda p: p.difficulty)
    start = Rating()
    won_easy, won_hard = rate_attempt(start, easy, True), rate_attempt(start, hard, True)
    lost_easy, lost_hard = rate_attempt(start, easy, False), rate_attempt(start, hard, False)
    assert won_hard.rating > won_easy.rating > 1500 > lost_hard.rating > lost_easy.rating
    assert all(r.deviation < 350 for r in (won_easy, won_hard, lost_easy, lost_hard))
    assert puzzle_rating(hard) == Rating(float(hard.difficulty), PUZZLE_DEVIATION, 0.06)


def test_a_player_who_solves_everything_climbs_and_one_who_fails_everything_falls() -> None:
    up = down = Rating()
    climbing, falling = PuzzleOrder(seed=1), PuzzleOrder(seed=2)
    for _ in range(30):
        chosen = climbing.next(ALL, up.rating)
        assert chosen is not None and not chosen.review
        up = rate_attempt(up, chosen.puzzle, True)
        climbing.scored(chosen.puzzle, True)
        low = falling.next(ALL, down.rating)
        assert low is not None
        if not low.review:  # a miss comes back for review, unrated
            down = rate_attempt(down, low.puzzle, False)
        falling.scored(low.puzzle, False)
    assert up.rating > 2000 and down.rating < 1300
    assert expected_score(up, puzzle_rating(min(ALL, key=lambda p: p.difficulty))) > 0.9


def test_expected_score_is_even_between_equals() -> None:
    assert expected_score(Rating(1600, 60), Rating(1600, 80)) == pytest.approx(0.5)
    assert expected_score(Rating(1800, 60), Rating(1600, 80)) > 0.5


def test_streaks() -> None:
    streak = Streak()
    for solved in (True, True, True, False, True):
        streak = streak.after(solved)
    assert streak == Streak(current=1, best=3)
