"""Counts over a variant's whole game tree: positions, games, symmetry classes.

>>> counts = game_stats(Variant.STANDARD)
>>> counts.positions, counts.games, counts.first_player_wins, counts.symmetry_classes
(5478, 255168, 131184, 765)
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .geometry import FREE_CELLS, canonical_key
from .rules import Variant, rules_for
from .solver import solve


@dataclass(frozen=True)
class GameStats:
    """What :func:`game_stats` counts. ``games`` are distinct move sequences to a finished game."""

    variant: Variant
    positions: int
    finished_positions: int
    symmetry_classes: int
    games: int
    first_player_wins: int
    second_player_wins: int
    draws: int


#: What :func:`subtree_tallies` knows of one position: the nodes of the full game tree below it
#: (itself included), and its finished games by result: X wins, O wins, draws.
Tally = tuple[int, int, int, int]


@functools.cache
def subtree_tallies(variant: Variant) -> Mapping[int, Tally]:
    """For every position reachable from the empty board, by key: the :data:`Tally` of the game
    tree below it. What lies below a position depends on the position only, not on the moves
    that led to it, so each is counted once (about 10 ms for a rule, once per process).

    >>> tallies = subtree_tallies(Variant.STANDARD)
    >>> nodes, x_wins, o_wins, draws = tallies[0]
    >>> nodes, x_wins + o_wins + draws
    (549946, 255168)
    """
    result = rules_for(variant).result
    tallies: dict[int, Tally] = {}

    def count(key: int, x_to_move: bool) -> Tally:
        known = tallies.get(key)
        if known is not None:
            return known
        x, o = key & 0x1FF, key >> 9
        outcome = result(x, o)
        if outcome is not None:
            tally = (1, int(outcome > 0), int(outcome < 0), int(outcome == 0))
        else:
            shift = 0 if x_to_move else 9
            ns, xs, os, ds = 1, 0, 0, 0
            for cell in FREE_CELLS[x | o]:
                n, a, b, c = count(key | 1 << (cell + shift), not x_to_move)
                ns, xs, os, ds = ns + n, xs + a, os + b, ds + c
            tally = (ns, xs, os, ds)
        tallies[key] = tally
        return tally

    count(0, True)
    return MappingProxyType(tallies)


@functools.cache
def game_stats(variant: Variant) -> GameStats:
    """Count the reachable positions and every distinct game of a variant."""
    solution = solve(variant)
    result = rules_for(variant).result
    _, x_wins, o_wins, draws = subtree_tallies(variant)[0]
    keys = list(solution.reachable_keys())
    finished = sum(1 for key in keys if result(key & 0x1FF, key >> 9) is not None)
    classes = len({canonical_key(key) for key in keys})
    return GameStats(
        variant=variant,
        positions=len(solution),
        finished_positions=finished,
        symmetry_classes=classes,
        games=x_wins + o_wins + draws,
        first_player_wins=x_wins,
        second_player_wins=o_wins,
        draws=draws,
    )
