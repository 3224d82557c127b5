"""Simulated players of known skill against Adaptive: the guard of the adaptive rule.

A simulated player makes a random legal move with probability ``epsilon`` and one of the
solver's best moves otherwise. It plays ``games`` games against Adaptive in one rule, sides
alternating (it moves first in the even games), with its game rating updated after each one
exactly as the window does (:mod:`.adaptive`). Pure Python: 300 games take a few tens of
milliseconds.

Which best move it makes is its *style*: ``"any"`` draws one of the solver's best moves at
random, ``"first"`` always makes the lowest-numbered one (a player with fixed habits, who
gives the computer fewer different positions to go wrong in), ``"perfect"`` makes Perfect's own
choice (which prefers moves that leave the opponent more ways to go wrong).
:func:`games_to_top` counts a perfect player's games until Adaptive first plays as Perfect.

>>> from ttt_desktop.engine import Variant
>>> trial = run(0.0, Variant.STANDARD, games=40, seed=1)
>>> trial.scores.count(0.5) == 40       # a perfect player can only draw with the computer here
False
>>> len(trial.skills) == len(trial.scores) == len(trial.ratings) == 40
True
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Literal

from ..engine.rules import Variant
from ..engine.solver import solve
from ..engine.strength import choose_by_skill, rating_of
from .adaptive import new_rating, pick_skill, rate_game
from .rating import Rating

#: How a simulated player chooses among the solver's best moves (see the module docstring).
Style = Literal["any", "first", "perfect"]
STYLES: Final[tuple[Style, ...]] = ("any", "first", "perfect")
#: Adaptive's choice of skill for a player's rating in a rule.
Pick = Callable[[Rating, Variant], float]


@dataclass(frozen=True)
class Trial:
    """One simulated player's games: the skill Adaptive played at before each game, the
    player's score in it, and the player's rating after it."""

    epsilon: float
    variant: Variant
    skills: list[float]
    scores: list[float]
    ratings: list[Rating]

    def score_over_last(self, games: int = 200) -> float:
        """The player's mean score over the last ``games`` games."""
        last = self.scores[-games:]
        return sum(last) / len(last)

    def computer_ratings(self) -> list[float]:
        """The computer's calibrated rating in each game."""
        return [rating_of(skill, self.variant) for skill in self.skills]

    def settled_rating(self, tail: int = 200) -> float:
        """Where the computer's rating ends up: its mean over the last ``tail`` games."""
        return statistics.fmean(self.computer_ratings()[-tail:])

    def final_rating(self, tail: int = 200) -> float:
        """The player's final strength: its rating's mean over the last ``tail`` games (less
        noisy than the last game's rating alone)."""
        return statistics.fmean(r.rating for r in self.ratings[-tail:])

    def band(self) -> float:
        """One rating deviation: the player's, once settled (its mean over the last 200
        games)."""
        return statistics.fmean(r.deviation for r in self.ratings[-200:])

    def games_to_settle(self, window: int = 5) -> int:
        """How many games pass before the computer's rating (its mean over the last ``window``
        games) first comes within one rating deviation (:meth:`band`) of
        :meth:`settled_rating`."""
        played, settled, band = self.computer_ratings(), self.settled_rating(), self.band()
        for game in range(len(played)):
            recent = played[max(0, game - window + 1):game + 1]
            if abs(statistics.fmean(recent) - settled) <= band:
                return game + 1
        return len(played)

    def share_within_deviation(self) -> float:
        """The share of the games after :meth:`games_to_settle` in which the computer's rating
        is within one rating deviation (:meth:`band`) of :meth:`settled_rating`."""
        played, settled, band = self.computer_ratings(), self.settled_rating(), self.band()
        after = played[self.games_to_settle():]
        return sum(abs(r - settled) <= band for r in after) / max(len(after), 1)


def _bot_move(epsilon: float, variant: Variant, key: int, rng: random.Random,
              style: Style = "any") -> int:
    if rng.random() < epsilon:
        return choose_by_skill(0.0, variant, key, rng)
    solution = solve(variant)
    if style == "perfect":
        return solution.perfect_move(key, rng)
    best = solution.facts_for_key(key)[2]
    return min(best) if style == "first" else rng.choice(best)


def _game(variant: Variant, epsilon: float, skill: float, bot_first: bool,
          rng: random.Random, style: Style = "any") -> float:
    """One game; the bot's score."""
    solution = solve(variant)
    key, ply = 0, 0
    while True:
        value, plies, _ = solution.facts_for_key(key)
        if plies == 0:  # over: value is for the side to move
            mover_is_bot = (ply % 2 == 0) == bot_first
            return (1 + (value if mover_is_bot else -value)) / 2
        bots_turn = (ply % 2 == 0) == bot_first
        cell = (_bot_move(epsilon, variant, key, rng, style) if bots_turn
                else choose_by_skill(skill, variant, key, rng))
        key |= 1 << (cell + (0 if ply % 2 == 0 else 9))
        ply += 1


def run(epsilon: float, variant: Variant, games: int = 300, seed: int = 0,
        style: Style = "any", pick: Pick = pick_skill) -> Trial:
    """One simulated player's games against Adaptive (see the module docstring); ``pick`` is
    Adaptive's rule (another one only to compare with)."""
    rng = random.Random(seed)
    player = new_rating()
    skills: list[float] = []
    scores: list[float] = []
    ratings: list[Rating] = []
    for game in range(games):
        skill = pick(player, variant)
        score = _game(variant, epsilon, skill, game % 2 == 0, rng, style)
        player = rate_game(player, skill, variant, score)
        skills.append(skill)
        scores.append(score)
        ratings.append(player)
    return Trial(epsilon, variant, skills, scores, ratings)


def games_to_top(variant: Variant, seed: int, style: Style = "any", limit: int = 400,
                 pick: Pick = pick_skill) -> int:
    """The number of the first game in which Adaptive plays as Perfect against a perfect
    player of this style (``limit + 1``: not within ``limit`` games).

    >>> from ttt_desktop.engine import Variant
    >>> 1 <= games_to_top(Variant.MISERE, seed=3, style="first") <= 401
    True
    """
    rng = random.Random(seed)
    player = new_rating()
    for game in range(limit):
        skill = pick(player, variant)
        if skill >= 1.0:
            return game + 1
        player = rate_game(player, skill, variant,
                           _game(variant, 0.0, skill, game % 2 == 0, rng, style))
    return limit + 1


def perfect_player_wins(variant: Variant, skill: float, games: int, seed: int = 0,
                        style: Style = "any") -> float:
    """The share of ``games`` games (sides alternating) that a perfect player of this style
    wins against the computer at ``skill``: how often that skill gives a game away to a player
    who holds Perfect.

    >>> perfect_player_wins(Variant.STANDARD, 1.0, 20)     # nobody wins against Perfect here
    0.0
    """
    rng = random.Random(seed)
    won = sum(_game(variant, 0.0, skill, game % 2 == 0, rng, style) == 1.0
              for game in range(games))
    return won / games
