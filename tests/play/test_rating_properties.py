"""Glicko-2's volatility step, drawn by Hypothesis: whatever the player, the games and τ, the new
volatility is the root of Glickman's f nearest the old volatility (found here by stepping and
bisection), in both branches of the bracket that the Illinois algorithm starts from."""

from __future__ import annotations

import math

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from ttt_desktop.play.rating import SCALE, Rating, update

players = st.builds(Rating, st.floats(400, 2600), st.floats(30, 350), st.floats(0.01, 0.3))
opponents = st.builds(Rating, st.floats(400, 2600), st.floats(30, 350))
periods = st.lists(st.tuples(opponents, st.sampled_from([0.0, 0.5, 1.0])), min_size=1,
                   max_size=6)


def volatility_by_bisection(player: Rating, games: list[tuple[Rating, float]],
                            tau: float) -> float:
    """Step 5 of Glickman's paper solved without the Illinois algorithm or its bracket."""
    mu, phi = (player.rating - 1500) / SCALE, player.deviation / SCALE
    v_inverse = gained = 0.0
    for opponent, score in games:
        g = 1 / math.sqrt(1 + 3 * (opponent.deviation / SCALE) ** 2 / math.pi ** 2)
        e = 1 / (1 + math.exp(-g * (mu - (opponent.rating - 1500) / SCALE)))
        v_inverse += g * g * e * (1 - e)
        gained += g * (score - e)
    v = 1 / v_inverse
    delta = v * gained
    a = math.log(player.volatility ** 2)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta ** 2 - phi ** 2 - v - ex) / (2 * (phi ** 2 + v + ex) ** 2)
                - (x - a) / tau ** 2)

    # f falls from positive to negative around a (its second term); its first term can add a
    # bump that makes a second root far off (a volatility of 10): the root is the one nearest a,
    # found by stepping away from a in small steps until f changes sign
    step = tau / 20 if f(a) > 0 else -tau / 20
    near = a
    while (f(near + step) > 0) == (f(a) > 0):
        near += step
    low, high = min(near, near + step), max(near, near + step)
    for _ in range(100):
        middle = (low + high) / 2
        if f(middle) > 0:
            low = middle
        else:
            high = middle
    return math.exp(low / 2)


@given(players, periods, st.floats(0.2, 1.2))
@example(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0),
                                   (Rating(1700, 300), 0.0)], 0.5)  # the paper's example
@example(Rating(1500, 30, 0.06), [(Rating(2300, 30), 1.0)] * 10, 0.5)  # delta^2 > phi^2 + v
def test_the_new_volatility_is_the_root_of_glickmans_f(player: Rating, games, tau: float) -> None:
    after = update(player, games, tau=tau)
    assert after.volatility == pytest.approx(
        volatility_by_bisection(player, games, tau), rel=1e-4)
    assert after.deviation <= math.hypot(player.deviation, after.volatility * SCALE) + 1e-9
