"""Who sits at a side of the board, besides the computer's named levels (``easy`` … ``perfect``,
:class:`~ttt_desktop.engine.players.Level`): the names the history stores, a copied game writes
and a score table is keyed by.

>>> Side.HUMAN.value, Side.ADAPTIVE.value, Side.TWO_PLAYERS.value
('human', 'adaptive', 'two-players')
>>> Side("adaptive") is Side.ADAPTIVE
True
"""

from __future__ import annotations

import enum


class Side(enum.Enum):
    """A side's player where it is not a named level, or what a score table counts against."""

    HUMAN = "human"  # a person at one side
    ADAPTIVE = "adaptive"  # the computer at a strength that follows the player's rating
    TWO_PLAYERS = "two-players"  # people at both sides (a score table, a game's kind)
    WATCH = "watch"  # the computer at both sides (a game's kind, never scored)
