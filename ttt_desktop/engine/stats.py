"""Counts over a variant's whole game tree: positions, games, symmetry classes.

>>> counts = game_stats(Variant.STANDARD)
>>> counts.positions, counts.games, counts.first_player_wins, counts.symmetry_classes
(5478, 255168, 131184, 765)
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from .geometry import FREE_CELLS, SYMMETRIES
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


def _canonical(key: int) -> int:
    """The smallest key among the 8 symmetric images of a position."""
    x, o = key & 0x1FF, key >> 9
    images = []
    for perm in SYMMETRIES:
        nx = no = 0
        for new, old in enumerate(perm):
            nx |= (x >> old & 1) << new
            no |= (o >> old & 1) << new
        images.append(nx | no << 9)
    return min(images)


@functools.cache
def game_stats(variant: Variant) -> GameStats:
    """Count the reachable positions and every distinct game of a variant."""
    solution = solve(variant)
    result = rules_for(variant).result
    # games[key] = (X wins, O wins, draws) over all games that continue from key
    games: dict[int, tuple[int, int, int]] = {}

    def count(key: int, x_to_move: bool) -> tuple[int, int, int]:
        known = games.get(key)
        if known is not None:
            return known
        x, o = key & 0x1FF, key >> 9
        outcome = result(x, o)
        if outcome is not None:
            tally = (int(outcome > 0), int(outcome < 0), int(outcome == 0))
        else:
            shift = 0 if x_to_move else 9
            xs = os = ds = 0
            for cell in FREE_CELLS[x | o]:
                a, b, c = count(key | 1 << (cell + shift), not x_to_move)
                xs, os, ds = xs + a, os + b, ds + c
            tally = (xs, os, ds)
        games[key] = tally
        return tally

    x_wins, o_wins, draws = count(0, True)
    keys = list(solution.reachable_keys())
    finished = sum(1 for key in keys if result(key & 0x1FF, key >> 9) is not None)
    classes = len({_canonical(key) for key in keys})
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
