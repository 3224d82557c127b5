"""Simulated players of known skill against Adaptive: the guard of the adaptive rule.

A simulated player makes a random legal move with probability ``epsilon`` and one of the
solver's best moves otherwise. It plays ``games`` games against Adaptive in one rule, sides
alternating (it moves first in the even games), with its game rating updated after each one
exactly as the window does (:mod:`.adaptive`). Pure Python: 300 games take a few tens of
milliseconds.

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
from dataclasses import dataclass

from ..engine.rules import Variant
from ..engine.solver import solve
from ..engine.strength import choose_by_skill, rating_of
from .adaptive import new_rating, pick_skill, rate_game
from .rating import Rating


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


def _bot_move(epsilon: float, variant: Variant, key: int, rng: random.Random) -> int:
    if rng.random() < epsilon:
        return choose_by_skill(0.0, variant, key, rng)
    return rng.choice(solve(variant).facts_for_key(key)[2])


def _game(variant: Variant, epsilon: float, skill: float, bot_first: bool,
          rng: random.Random) -> float:
    """One game; the bot's score."""
    solution = solve(variant)
    key, ply = 0, 0
    while True:
        value, plies, _ = solution.facts_for_key(key)
        if plies == 0:  # over: value is for the side to move
            mover_is_bot = (ply % 2 == 0) == bot_first
            return (1 + (value if mover_is_bot else -value)) / 2
        bots_turn = (ply % 2 == 0) == bot_first
        cell = (_bot_move(epsilon, variant, key, rng) if bots_turn
                else choose_by_skill(skill, variant, key, rng))
        key |= 1 << (cell + (0 if ply % 2 == 0 else 9))
        ply += 1


def run(epsilon: float, variant: Variant, games: int = 300, seed: int = 0) -> Trial:
    """One simulated player's games against Adaptive (see the module docstring)."""
    rng = random.Random(seed)
    player = new_rating()
    skills: list[float] = []
    scores: list[float] = []
    ratings: list[Rating] = []
    for game in range(games):
        skill = pick_skill(player, variant)
        score = _game(variant, epsilon, skill, game % 2 == 0, rng)
        player = rate_game(player, skill, variant, score)
        skills.append(skill)
        scores.append(score)
        ratings.append(player)
    return Trial(epsilon, variant, skills, scores, ratings)
