"""The player's puzzle rating (Glicko-2), the streaks, and the choice of the next puzzle.

Pure Python, standard library only, no Qt.

**Glicko-2** is Mark Glickman's system ("Example of the Glicko-2 system", glicko.net, 2022
revision); each puzzle attempt is one rating period of one game against the puzzle, whose rating
is its :attr:`~ttt_desktop.engine.puzzles.Puzzle.difficulty` with :data:`PUZZLE_DEVIATION`.
The paper's worked example (rating 1500, RD 200, volatility 0.06 against 1400/30, 1550/100 and
1700/300 with results 1, 0, 0 and τ = 0.5) gives 1464.06, RD 151.52, volatility 0.05999:

>>> after = update(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0),
...                                          (Rating(1700, 300), 0.0)])
>>> round(after.rating, 2), round(after.deviation, 2), round(after.volatility, 7)
(1464.05, 151.52, 0.059996)

The paper rounds its intermediate values and prints 1464.06 and 0.05999; unrounded, the result is
1464.0506705, 151.5165241 and 0.0599959843, the digits other implementations of the algorithm
print too.

**Why the formulas are written here and not taken from the ``glicko2`` package on PyPI**
(2.1.0, MIT, the fork of Ryan Kirkman's pyglicko2): its volatility step computes ``f(x)`` with
the player's *rating* μ squared where Glickman's formula has the rating *deviation* φ squared.
On the paper's own example (μ = 0) it gives a volatility of 0.0599934 instead of 0.0599960, and
for a 2500 player who fails five 1200 puzzles 0.06026 instead of 0.06032; the deviation and the
rating that follow inherit the error. It also has no type hints (``mypy --strict`` would need it
silenced), keeps τ as a mutable class attribute and changes players in place. The algorithm is
about sixty lines, checked in the tests against the paper's example.

The next puzzle is chosen in :mod:`.puzzle_order`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ttt_desktop.engine.puzzles import Puzzle
from ttt_desktop.engine.strength import GLICKO2_SCALE as SCALE  # Glicko-2's, written once

#: The system constant τ: how much the volatility may change (Glickman suggests 0.3 to 1.2).
TAU: Final = 0.5
#: A new player's rating, deviation and volatility (the paper's values for an unrated player).
START: Final = (1500.0, 350.0, 0.06)
#: The rating deviation given to every puzzle: its difficulty is an estimate, not a certainty.
PUZZLE_DEVIATION: Final = 80.0


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating on the displayed scale (1500 is average).

    >>> Rating()
    Rating(rating=1500.0, deviation=350.0, volatility=0.06)
    """

    rating: float = START[0]
    deviation: float = START[1]
    volatility: float = START[2]


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, g_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-g_j * (mu - mu_j)))


def update(player: Rating, games: Sequence[tuple[Rating, float]], tau: float = TAU,
           epsilon: float = 1e-6) -> Rating:
    """The player's rating after one rating period with these games (opponent, score 1, 0.5 or
    0). With no games only the deviation grows (step 6 of the paper).

    >>> update(Rating(1500, 200, 0.06), []).deviation > 200
    True
    """
    mu = (player.rating - 1500.0) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not games:
        return Rating(player.rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma)
    # steps 3 and 4: the estimated variance v and the improvement delta
    v_inverse = 0.0
    gained = 0.0
    for opponent, score in games:
        g_j = _g(opponent.deviation / SCALE)
        e_j = _expected(mu, (opponent.rating - 1500.0) / SCALE, g_j)
        v_inverse += g_j * g_j * e_j * (1.0 - e_j)
        gained += g_j * (score - e_j)
    v = 1.0 / v_inverse
    delta = v * gained
    # step 5: the new volatility, by the Illinois algorithm
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2)
                - (x - a) / (tau * tau))

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > epsilon:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    new_sigma = math.exp(big_a / 2.0)
    # steps 6 to 8: the new deviation and rating
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * gained
    return Rating(1500.0 + SCALE * new_mu, SCALE * new_phi, new_sigma)


def expected_score(player: Rating, opponent: Rating) -> float:
    """The chance that the player beats (solves) the opponent, by Glicko-2's E.

    >>> round(expected_score(Rating(1500, 50), Rating(1500, 80)), 3)
    0.5
    """
    mu = (player.rating - 1500.0) / SCALE
    return _expected(mu, (opponent.rating - 1500.0) / SCALE, _g(opponent.deviation / SCALE))


def puzzle_rating(puzzle: Puzzle) -> Rating:
    """A puzzle as an opponent: its difficulty, :data:`PUZZLE_DEVIATION`, the usual volatility."""
    return Rating(float(puzzle.difficulty), PUZZLE_DEVIATION, START[2])


def rate_attempt(player: Rating, puzzle: Puzzle, solved: bool) -> Rating:
    """The player's rating after one attempt: solved is a win against the puzzle, failed (a
    wrong move, or the hint taken) a loss.

    >>> from ttt_desktop.engine import Variant
    >>> from ttt_desktop.engine.puzzles import puzzles
    >>> p = puzzles(Variant.STANDARD)[0]
    >>> rate_attempt(Rating(), p, True).rating > 1500 > rate_attempt(Rating(), p, False).rating
    True
    """
    return update(player, [(puzzle_rating(puzzle), 1.0 if solved else 0.0)])


@dataclass(frozen=True)
class Streak:
    """Puzzles solved in a row: now, and the best ever.

    >>> Streak().after(True).after(True).after(False).after(True)
    Streak(current=1, best=2)
    """

    current: int = 0
    best: int = 0

    def after(self, solved: bool) -> Streak:
        """The streak after one more attempt."""
        current = self.current + 1 if solved else 0
        return Streak(current, max(self.best, current))

