"""The Adaptive level and the player's game rating: pure Python, standard library only, no Qt.

The player has one game rating per rule (Glicko-2, :mod:`.rating`), on the computer's strength
scale (:mod:`ttt_desktop.engine.strength`). Before each game Adaptive plays at the skill whose
calibrated rating equals the player's rating: Glicko-2's expected score there is 50% (a win 1, a
draw ½). After a scored game the player's rating is updated against the computer's rating for
that game (the calibrated rating of the skill it played at, with the calibration's deviation).

- A new player starts at 1500, below Medium in every rule (the scale is fixed that way), with
  a deviation of 500 (more than Glicko-2's usual 350 for an unrated player): the first games
  move the rating quickly.
- The top is Perfect. Nobody scores more than half against Perfect with sides alternating, and in
  standard and misère nobody ever wins against it: a player who holds it to draws stays at its
  rating, and Adaptive then stays at Perfect (:func:`at_the_top`).

>>> from ttt_desktop.engine import Variant
>>> player = new_rating()
>>> pick_skill(player, Variant.STANDARD) < skill_for(level_rating("medium", Variant.STANDARD)[0],
...                                                   Variant.STANDARD)
True
>>> rate_game(player, 0.5, Variant.STANDARD, 1.0).rating > player.rating
True
"""

from __future__ import annotations

from typing import Final

from ..engine.players import Level
from ..engine.rules import Variant
from ..engine.strength import (
    ceiling,
    deviation_of,
    level_rating,
    nearest_level,
    rating_of,
    skill_for,
)
from .rating import START, Rating, update

#: A new player's rating deviation.
NEW_DEVIATION: Final = 500.0
#: How near Perfect's rating a player's rating brings Adaptive to Perfect: the expected score
#: against Perfect there is still above 48.5%.
TOP_MARGIN: Final = 10.0

#: The named levels, weakest first, as the history and the settings name them.
NAMED_LEVELS: Final = ("easy", "medium", "hard", "perfect")


#: A new player's game rating, deviation and volatility: 1500, below Medium in every rule; the
#: deviation is larger than Glicko-2's usual 350 (as lichess does), so that the first games
#: find the player's level quickly.
NEW_PLAYER: Final = (1500.0, NEW_DEVIATION, START[2])


def new_rating() -> Rating:
    """A new player's game rating (the same in every rule)."""
    return Rating(*NEW_PLAYER)


def pick_skill(player: Rating, variant: Variant) -> float:
    """The skill Adaptive plays at against this player: where the expected score is 50%.
    Within :data:`TOP_MARGIN` of Perfect's rating it is Perfect itself: the skills just below
    it almost never give a game away, so draws would leave the player on that plateau (a draw
    between equal ratings moves neither), never meeting the real top."""
    if player.rating >= ceiling(variant) - TOP_MARGIN:
        return 1.0
    return skill_for(player.rating, variant)


def computer_rating(skill: float, variant: Variant) -> Rating:
    """The computer's rating at a skill, as an opponent in the player's rating update."""
    return Rating(rating_of(skill, variant), deviation_of(skill, variant), START[2])


def rate_game(player: Rating, skill: float, variant: Variant, score: float) -> Rating:
    """The player's rating after one scored game (score 1, ½ or 0) against the computer at
    ``skill``."""
    return update_against(player, computer_rating(skill, variant), score)


def update_against(player: Rating, opponent: Rating, score: float) -> Rating:
    """The player's rating after one game (one Glicko-2 rating period) against ``opponent``."""
    return update(player, [(opponent, score)])


def at_the_top(skill: float) -> bool:
    """True when Adaptive plays as Perfect: the top of the scale, which can be held, not
    passed."""
    return skill >= 1.0


def levels_passed(before: float, after: float, variant: Variant) -> list[str]:
    """The named levels below Perfect whose calibrated rating the player's rating went above
    with this game (weakest first); the caller keeps the ones already announced. Perfect is not
    passed, only reached (:func:`at_the_top`)."""
    return [name for name in NAMED_LEVELS[:-1]
            if before < level_rating(name, variant)[0] <= after]


def describe(skill: float, variant: Variant) -> tuple[str, int]:
    """The nearest named level and the rounded rating of a skill, for "Adaptive: about Hard
    (1720)"."""
    rating = rating_of(skill, variant)
    return nearest_level(rating, variant), round(rating)


def level_near(skill: float, variant: Variant) -> Level:
    """The named level nearest to a skill: the level Adaptive plays as (its level in the game's
    sides), at that skill."""
    return Level(describe(skill, variant)[0])


__all__ = ["NAMED_LEVELS", "at_the_top", "ceiling", "computer_rating", "describe",
           "level_near", "level_rating", "levels_passed", "new_rating", "pick_skill", "rate_game",
           "skill_for", "update_against"]
