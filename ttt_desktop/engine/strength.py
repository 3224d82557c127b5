"""One strength scale for the computer: a player parametrised by one number, its *skill*.

A skill is a number from 0 to 1. At 0 the player moves at random (Easy's play); at 1 it plays
exactly as Perfect. In between it draws each legal move with a weight ``exp(beta * value)``, where
``value`` is what the move keeps for the mover under perfect play (+1 a win, 0 a draw, -1 a loss,
from the solver) and ``beta = BETA_PER_ODDS * skill / (1 - skill)``: a softmax over the solver's
move values whose care grows without bound as the skill nears 1. A move that throws a win away
to a draw is as unlikely as one that throws a draw away to a loss, and every move that keeps the
value is equally likely.

Why a softmax and not an error rate: it needs no second number (how errors are spread), it gets
rarer as the error gets bigger for free, and its rating rises smoothly with the skill (measured in
:mod:`.strength_table`: no step of the grid is flat or falls back).

The calibrated ratings of every skill and of the four named levels are in
:mod:`.strength_table`; :func:`rating_of` and :func:`skill_for` read them.

>>> import random
>>> from .board import Position
>>> p = Position(moves=[0, 4, 1])          # X threatens the top row: O must block at 2
>>> StrengthPlayer(1.0).choose_move(p, random.Random(3))
2
>>> rng = random.Random(0)
>>> sum(StrengthPlayer(0.96).choose_move(p, rng) == 2 for _ in range(1000)) > 990
True
"""

from __future__ import annotations

import bisect
import math
import random
from typing import Final

from .board import Position
from .geometry import FREE_CELLS, POPCOUNT
from .rules import Variant
from .solver import Solution, solve
from .strength_table import LEVEL_RATINGS, SKILL_GRID, SKILL_RATINGS

#: ``beta`` per unit of the skill's odds ``skill / (1 - skill)``.
#: Glicko-2's scale factor between the displayed rating and its internal μ: the one value, which
#: the calibration and the ratings of play/rating.py read (this module loads at start-up).
GLICKO2_SCALE: Final = 173.7178
BETA_PER_ODDS: Final = 0.5


def beta_for(skill: float) -> float:
    """The softmax's sharpness at ``skill`` (infinite at 1).

    >>> beta_for(0.0), beta_for(0.5), beta_for(1.0)
    (0.0, 0.5, inf)
    """
    if not 0.0 <= skill <= 1.0:
        raise ValueError(f"a skill is between 0 and 1, not {skill}")
    return math.inf if skill >= 1.0 else BETA_PER_ODDS * skill / (1.0 - skill)


_X_BITS: Final = tuple(1 << cell for cell in range(9))
_O_BITS: Final = tuple(1 << (cell + 9) for cell in range(9))


class _MoveValues:
    """Each reachable position's legal moves and what each keeps for the mover, by key (built
    on first use from the solver's table)."""

    def __init__(self, solution: Solution) -> None:
        self._solution = solution
        self._cache: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}

    def of(self, key: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        found = self._cache.get(key)
        if found is None:
            x, o = key & 0x1FF, key >> 9
            cells = FREE_CELLS[x | o]
            bits = _X_BITS if POPCOUNT[x] == POPCOUNT[o] else _O_BITS
            facts = self._solution.facts_for_key
            values = tuple(-facts(key | bits[cell])[0] for cell in cells)
            found = self._cache[key] = (cells, values)
        return found


_VALUES: dict[Variant, _MoveValues] = {}


def _values(variant: Variant) -> _MoveValues:
    table = _VALUES.get(variant)
    if table is None:
        table = _VALUES[variant] = _MoveValues(solve(variant))
    return table


def choose_by_skill(skill: float, variant: Variant, key: int, rng: random.Random) -> int:
    """The move of a player of this skill in the unfinished position ``key`` (see
    :attr:`Position.key`); the position must be reachable under the variant's rules."""
    beta = beta_for(skill)
    solution = solve(variant)
    if beta == math.inf:
        return solution.perfect_move(key, rng)
    cells, values = _values(variant).of(key)
    if not cells:
        raise ValueError("the game is over: there is no move to choose")
    if beta == 0.0:
        return rng.choice(cells)
    weight = {1: math.exp(beta), 0: 1.0, -1: math.exp(-beta)}
    return rng.choices(cells, [weight[v] for v in values])[0]


class StrengthPlayer:
    """A :class:`~.players.Player` at one point of the scale."""

    def __init__(self, skill: float) -> None:
        beta_for(skill)  # a skill outside 0..1 is refused here, not at the first move
        self.skill = skill

    def choose_move(self, position: Position, rng: random.Random) -> int:
        if position.is_game_over():
            raise ValueError("the game is over: there is no move to choose")
        if not solve(position.variant).is_reachable(position):
            raise ValueError(f"{position.board_string()} cannot be reached under these rules")
        return choose_by_skill(self.skill, position.variant, position.key, rng)


# -- the calibrated scale ------------------------------------------------------------------------

def rating_of(skill: float, variant: Variant) -> float:
    """The calibrated rating of a skill in a rule (linear between the grid's points).

    >>> rating_of(0.0, Variant.STANDARD) < rating_of(1.0, Variant.STANDARD)
    True
    """
    beta_for(skill)
    ratings = SKILL_RATINGS[variant]
    index = bisect.bisect_right(SKILL_GRID, skill)
    if index >= len(SKILL_GRID):
        return ratings[-1][0]
    low, high = SKILL_GRID[index - 1], SKILL_GRID[index]
    share = (skill - low) / (high - low)
    return ratings[index - 1][0] + share * (ratings[index][0] - ratings[index - 1][0])


def deviation_of(skill: float, variant: Variant) -> float:
    """The calibration's rating deviation at a skill (the larger of its two grid neighbours)."""
    ratings = SKILL_RATINGS[variant]
    index = min(bisect.bisect_left(SKILL_GRID, skill), len(SKILL_GRID) - 1)
    return max(ratings[index][1], ratings[max(index - 1, 0)][1])


def skill_for(rating: float, variant: Variant) -> float:
    """The skill whose calibrated rating is ``rating`` (0 below the scale, 1 above it): the
    inverse of :func:`rating_of`.

    >>> skill_for(rating_of(0.6, Variant.MISERE), Variant.MISERE)
    0.6
    """
    ratings = [r for r, _ in SKILL_RATINGS[variant]]
    if rating <= ratings[0]:
        return 0.0
    if rating >= ratings[-1]:
        return 1.0
    index = bisect.bisect_right(ratings, rating)
    low, high = ratings[index - 1], ratings[index]
    share = (rating - low) / (high - low) if high > low else 0.0
    return round(SKILL_GRID[index - 1] + share * (SKILL_GRID[index] - SKILL_GRID[index - 1]), 6)


def ceiling(variant: Variant) -> float:
    """The top of the scale: Perfect's rating. No player scores more than half against Perfect
    with sides alternating (:func:`perfect_can_lose`), so no rating is above it for long."""
    return SKILL_RATINGS[variant][-1][0]


def perfect_can_lose(variant: Variant) -> bool:
    """Whether a player can ever win against Perfect under these rules: not in standard or
    misère (the game is a draw, and Perfect never gives its value away); in last line wins
    only as ○, who wins by force, while × then loses to Perfect's ○ just as surely.

    >>> [perfect_can_lose(v) for v in Variant]
    [False, False, True]
    """
    return solve(variant).entry_for_key(0).value != 0


def level_rating(level_name: str, variant: Variant) -> tuple[float, float]:
    """A named level's calibrated (rating, deviation) in a rule (``"easy"`` … ``"perfect"``)."""
    return LEVEL_RATINGS[variant][level_name]


def nearest_level(rating: float, variant: Variant) -> str:
    """The named level whose calibrated rating is nearest (``"easy"`` … ``"perfect"``)."""
    levels = LEVEL_RATINGS[variant]
    return min(levels, key=lambda name: abs(levels[name][0] - rating))
