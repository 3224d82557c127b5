"""Calibrating the strength scale from self-play: a tournament, and ratings fitted to it.

Every entrant (the four named levels and a grid of skills, :mod:`.strength`) plays every other one
``games`` games in a rule, with sides alternating (each pair has its own seeded generator). The
ratings are the maximum-likelihood fit of the logistic model that Glicko-2 uses for its expected
score, ``E = 1 / (1 + exp(-(r_i - r_j) / 173.7178))`` (a win scores 1, a draw ½), found by
Newton's method one entrant at a time. Each rating's deviation is ``173.7178 / sqrt(I)``, with
``I`` the fit's information about it (the sum of ``n E (1 - E)`` over its games).

The scale is fixed by one choice: 1500, a new player's rating, lies halfway between Easy and
Medium in every rule, so that a new player starts below Medium.

``tools/calibrate-strength`` runs this and writes :mod:`.strength_table`.

>>> table = calibrate(Variant.MISERE, ["easy", "perfect"], games=20, seed=1)
>>> table["easy"][0] < table["perfect"][0]
True
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Sequence
from typing import Final

from .board import Position
from .mark import Mark
from .players import HardPlayer, Level, choose_move
from .rules import Variant
from .solver import solve
from .strength import GLICKO2_SCALE, choose_by_skill

SCALE: Final = GLICKO2_SCALE
#: A new player's rating: the scale puts it halfway between Easy and Medium.
MIDPOINT: Final = 1500.0

Mover = Callable[[Position, random.Random], int]


def skill_name(skill: float) -> str:
    """An entrant's name for a skill: ``skill:0.30``."""
    return f"skill:{skill:.2f}"


def mover_for(name: str) -> Mover:
    """The move chooser of an entrant: a level's name or :func:`skill_name`."""
    if name.startswith("skill:"):
        skill = float(name.split(":", 1)[1])
        return lambda position, rng: choose_by_skill(skill, position.variant, position.key, rng)
    level = Level.parse(name)
    if level is Level.HARD:
        hard = HardPlayer()
        known: dict[int, list[int]] = {}  # Hard's best moves depend on the position only

        def hard_move(position: Position, rng: random.Random) -> int:
            best = known.get(position.key)
            if best is None:
                best = known[position.key] = hard.best_moves(position)
            return rng.choice(best)
        return hard_move
    return lambda position, rng: choose_move(level, position, rng)


def play(variant: Variant, circle: Mover, cross: Mover, rng: random.Random) -> int:
    """One game from the empty board: +1 ○ won, 0 a draw, -1 × won."""
    position = Position(variant)
    movers = (circle, cross)
    while True:
        outcome = position.outcome()
        if outcome is not None:
            return outcome.result_for(Mark.X)
        position.push(movers[position.ply % 2](position, rng))


def tournament(variant: Variant, names: Sequence[str], games: int,
               seed: int = 0) -> dict[tuple[str, str], tuple[int, float]]:
    """Every pair's games and the first one's total score, sides alternating."""
    solve(variant)
    movers = {name: mover_for(name) for name in names}
    results: dict[tuple[str, str], tuple[int, float]] = {}
    for index, (a, b) in enumerate(itertools.combinations(names, 2)):
        rng = random.Random(seed * 100_003 + index)
        score = 0.0
        for game in range(games):
            if game % 2 == 0:
                score += (play(variant, movers[a], movers[b], rng) + 1) / 2
            else:
                score += (1 - play(variant, movers[b], movers[a], rng)) / 2
        results[(a, b)] = (games, score)
    return results


def fit(results: dict[tuple[str, str], tuple[int, float]],
        anchors: tuple[str, str] = ("easy", "medium"),
        rounds: int = 400) -> dict[str, tuple[float, float]]:
    """Each entrant's (rating, deviation) fitted to the results (see the module docstring);
    the mean of the two ``anchors`` is :data:`MIDPOINT` (or the mean of all, without them)."""
    names = sorted({name for pair in results for name in pair})
    mu = dict.fromkeys(names, 0.0)
    pairs = [(a, b, n, s) for (a, b), (n, s) in results.items()]
    information = dict.fromkeys(names, 0.0)
    for _ in range(rounds):
        for name in names:
            gradient = hessian = 0.0
            for a, b, n, s in pairs:
                if name not in (a, b):
                    continue
                other, score = (b, s) if name == a else (a, n - s)
                expected = 1.0 / (1.0 + math.exp(mu[other] - mu[name]))
                gradient += score - n * expected
                hessian += n * expected * (1.0 - expected)
            if hessian > 0:
                mu[name] += max(-1.0, min(1.0, gradient / hessian))
            information[name] = hessian
    known = [a for a in anchors if a in mu]
    centre = sum(mu[a] for a in known) / len(known) if known else sum(mu.values()) / len(mu)
    return {name: (MIDPOINT + SCALE * (mu[name] - centre),
                   SCALE / math.sqrt(information[name]) if information[name] > 0 else 350.0)
            for name in names}


def calibrate(variant: Variant, names: Sequence[str], games: int,
              seed: int = 0) -> dict[str, tuple[float, float]]:
    """:func:`tournament` then :func:`fit`."""
    return fit(tournament(variant, names, games, seed))


#: The skills between Easy (skill 0) and Perfect (skill 1) that the tournament rates.
GRID: Final = (0.2, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.93, 0.96)
#: The named levels, weakest first.
LEVELS: Final = ("easy", "medium", "hard", "perfect")


def monotone(points: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    """The (rating, deviation) points made non-decreasing in rating by pooling neighbours that
    fall back (weighted by ``1 / deviation²``); a pooled block takes the smallest deviation.

    >>> monotone([(1000.0, 10.0), (1100.0, 10.0), (1090.0, 10.0), (1200.0, 10.0)])
    [(1000.0, 10.0), (1095.0, 10.0), (1095.0, 10.0), (1200.0, 10.0)]
    """
    blocks: list[list[float]] = []  # [mean, weight, count, deviation]
    for rating, deviation in points:
        blocks.append([rating, 1.0 / deviation**2, 1, deviation])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            last = blocks.pop()
            into = blocks[-1]
            weight = into[1] + last[1]
            into[0] = (into[0] * into[1] + last[0] * last[1]) / weight
            into[1], into[2], into[3] = weight, into[2] + last[2], min(into[3], last[3])
    return [(round(mean, 1), round(deviation, 1))
            for mean, _, count, deviation in blocks for _ in range(int(count))]


def scale_table(variant: Variant, games: int, seed: int = 0
                ) -> tuple[tuple[tuple[float, float], ...], dict[str, tuple[float, float]]]:
    """A rule's calibrated scale: (rating, deviation) at skill 0 (Easy), each :data:`GRID` skill
    and skill 1 (Perfect), made monotone; and each named level's (rating, deviation)."""
    names = [*LEVELS, *(skill_name(skill) for skill in GRID)]
    fitted = calibrate(variant, names, games, seed)
    points = monotone([fitted["easy"], *(fitted[skill_name(s)] for s in GRID),
                       fitted["perfect"]])
    levels = {name: (round(fitted[name][0], 1), round(fitted[name][1], 1)) for name in LEVELS}
    return tuple(points), levels


def table_source(games: int, seed: int = 0, date: str = "") -> str:
    """The text of :mod:`.strength_table` for every rule."""
    lines = [
        f'"""The strength scale\'s calibration, written by ``tools/calibrate-strength`` on {date}',
        f"(:mod:`.calibration`: every pair of entrants played {games} games per rule, sides",
        f"alternating, seed {seed}).",
        "",
        "``SKILL_RATINGS[variant][i]`` is the (rating, deviation) of skill ``SKILL_GRID[i]``;",
        "``LEVEL_RATINGS[variant][name]`` a named level's. Do not edit by hand.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Final",
        "",
        "from .rules import Variant",
        "",
        f"GAMES_PER_PAIR: Final = {games}",
        f"SKILL_GRID: Final = {(0.0, *GRID, 1.0)!r}",
        "SKILL_RATINGS: Final[dict[Variant, tuple[tuple[float, float], ...]]] = {",
    ]
    levels_text = ["LEVEL_RATINGS: Final[dict[Variant, dict[str, tuple[float, float]]]] = {"]
    for variant in Variant:
        points, levels = scale_table(variant, games, seed)
        lines.append(f"    Variant.{variant.name}: (")
        lines += [f"        {point!r}," for point in points]
        lines.append("    ),")
        levels_text.append(f"    Variant.{variant.name}: {{")
        levels_text += [f"        {name!r}: {value!r}," for name, value in levels.items()]
        levels_text.append("    },")
    return "\n".join([*lines, "}", *levels_text, "}", ""])
