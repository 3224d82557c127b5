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
  rating, and Adaptive then stays at Perfect (:func:`at_the_top`). Adaptive plays as Perfect as
  soon as the player's settled rating is within one deviation of Perfect's (:func:`top_band`).
- A named level is passed once the rating is settled and above it (:func:`levels_passed`).

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
#: How near Perfect's rating a player's rating brings Adaptive to Perfect while the rating is
#: not settled yet: the expected score against Perfect there is still above 48.5%.
TOP_MARGIN: Final = 10.0
#: A rating whose deviation is at most this is *settled*: the games so far say something about
#: it. A new player's 500 comes down to it after about six games; Glicko-2 keeps a player who
#: plays on at about 60 (the volatility keeps it from shrinking further).
SETTLED_DEVIATION: Final = 150.0

#: The named levels, weakest first, as the history and the settings name them.
NAMED_LEVELS: Final = ("easy", "medium", "hard", "perfect")


#: A new player's game rating, deviation and volatility: 1500, below Medium in every rule; the
#: deviation is larger than Glicko-2's usual 350 (as lichess does), so that the first games
#: find the player's level quickly.
NEW_PLAYER: Final = (1500.0, NEW_DEVIATION, START[2])


def new_rating() -> Rating:
    """A new player's game rating (the same in every rule)."""
    return Rating(*NEW_PLAYER)


def is_settled(player: Rating) -> bool:
    """True when the rating's deviation is at most :data:`SETTLED_DEVIATION`: evidence, not a
    first guess.

    >>> is_settled(new_rating()), is_settled(Rating(1700.0, 80.0))
    (False, True)
    """
    return player.deviation <= SETTLED_DEVIATION


def top_band(player: Rating) -> float:
    """How far below Perfect's rating Adaptive plays as Perfect against this player: one rating
    deviation once the rating is settled (Perfect is then within the player's band: as far as
    the games so far can tell, the player may hold it), :data:`TOP_MARGIN` before.

    >>> top_band(new_rating()), top_band(Rating(1800.0, 62.5))
    (10.0, 62.5)
    """
    return max(TOP_MARGIN, player.deviation) if is_settled(player) else TOP_MARGIN


def pick_skill(player: Rating, variant: Variant) -> float:
    """The skill Adaptive plays at against this player: where the expected score is 50%,
    except in the top band (:func:`top_band`), where it is Perfect itself.

    Why the top band: near the top the game is a draw. The skills just below Perfect lose to a
    player who holds Perfect only in a few games in a hundred, and a draw between equal ratings
    moves neither, so at 50% such a player would wait dozens of games for each step up. Against
    Perfect a draw is evidence (the expected score there is below ½, so a draw raises the
    rating) and a loss takes the rating back down.

    >>> from ttt_desktop.engine import Variant
    >>> hard = level_rating("hard", Variant.STANDARD)[0]
    >>> pick_skill(Rating(hard, 60.0), Variant.STANDARD)     # Perfect is within one deviation
    1.0
    >>> pick_skill(Rating(hard, 200.0), Variant.STANDARD) < 1.0  # not settled: 50%
    True
    """
    if player.rating >= ceiling(variant) - top_band(player):
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


def levels_passed(player: Rating, variant: Variant) -> list[str]:
    """The named levels below Perfect that this rating has passed (weakest first): the rating
    is settled (:func:`is_settled`) and above the level's calibrated rating. The caller keeps
    the ones already announced. One lucky game is not a pass: a new player's rating moves a
    long way after its first win, with a deviation that says how little is known yet. Perfect
    is not passed, only reached (:func:`at_the_top`).

    >>> from ttt_desktop.engine import Variant
    >>> medium = level_rating("medium", Variant.MISERE)[0]
    >>> levels_passed(Rating(medium + 1, 100.0), Variant.MISERE)
    ['easy', 'medium']
    >>> levels_passed(Rating(medium + 200, 280.0), Variant.MISERE)   # one lucky game
    []
    """
    if not is_settled(player):
        return []
    return [name for name in NAMED_LEVELS[:-1] if player.rating > level_rating(name, variant)[0]]


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
           "is_settled", "level_near", "level_rating", "levels_passed", "new_rating",
           "pick_skill", "rate_game", "skill_for", "top_band", "update_against"]
