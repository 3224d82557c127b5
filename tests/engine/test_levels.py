"""Each level's character, pinned by what it does rather than how it is written, so that a Hard
that plays like Easy cannot pass: Medium and Hard always take a win in one and always block a
loss in one; Hard finds every win that three plies can see (forks); Hard likes the centre, as its
open-lines heuristic should; and in seeded matches each level beats the one below by a clear
margin.

The margins were measured on these seeds (score out of 200: a win 1, a draw 0.5). Each of the
mutations that once survived (dropping Hard's credit for its own lines, negating its score,
skipping its loop over the lines) costs Hard at least 8 points against Medium in misère and in
last line wins, and it moves Hard's opening off the centre.
"""

from __future__ import annotations

import random

import pytest

from ttt_desktop.engine import Mark, Position, Variant, solve
from ttt_desktop.engine.analysis import winning_cells
from ttt_desktop.engine.players import Level, choose_move

TACTICAL = (Level.MEDIUM, Level.HARD)


def unfinished_positions(variant: Variant):
    solution = solve(variant)
    for key in solution.reachable_keys():
        position = Position.from_key(key, variant)
        if not position.is_game_over():
            yield position


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("level", TACTICAL)
def test_medium_and_hard_always_take_a_win_in_one(variant: Variant, level: Level):
    checked = 0
    for position in unfinished_positions(variant):
        wins = winning_cells(position, position.turn)
        if wins:
            for seed in (1, 2):
                assert choose_move(level, position, random.Random(seed)) in wins, position
            checked += 1
    assert checked > (100 if variant is not Variant.MISERE else -1)


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("level", TACTICAL)
def test_medium_and_hard_always_block_a_loss_in_one(variant: Variant, level: Level):
    checked = 0
    for position in unfinished_positions(variant):
        me = position.turn
        threats = winning_cells(position, me.other)
        if len(threats) == 1 and not winning_cells(position, me):
            for seed in (1, 2):
                assert choose_move(level, position, random.Random(seed)) == threats[0], position
            checked += 1
    assert checked > (100 if variant is not Variant.MISERE else -1)


def test_hard_finds_every_win_that_three_plies_can_see():
    """Where a move makes two threats and nothing is urgent, Hard plays a move that wins by
    force within three plies (the fork itself, or another as quick)."""
    solution = solve(Variant.STANDARD)
    checked = 0
    for position in unfinished_positions(Variant.STANDARD):
        me = position.turn
        if winning_cells(position, me) or winning_cells(position, me.other):
            continue
        forks = []
        for cell in position.legal_moves():
            after = position.copy()
            after.push(cell)
            if len(winning_cells(after, me)) >= 2:
                forks.append(cell)
        if not forks:
            continue
        for seed in (1, 2, 3):
            move = choose_move(Level.HARD, position, random.Random(seed))
            after = position.copy()
            after.push(move)
            entry = solution.entry(after)
            assert entry.value == -1 and entry.plies + 1 <= 3, (position, move, forks)
        checked += 1
    assert checked > 50


def test_hard_likes_the_centre_as_its_open_lines_heuristic_says():
    for moves in ((), (0,), (1,), (8,)):
        chosen = {choose_move(Level.HARD, Position(moves=moves), random.Random(seed))
                  for seed in range(20)}
        assert chosen == {4}, (moves, chosen)


def match(a: Level, b: Level, variant: Variant, games: int = 200, seed: int = 7) -> float:
    """``a``'s score against ``b``, taking turns to move first."""
    rng = random.Random(seed)
    score = 0.0
    for game in range(games):
        first, second = (a, b) if game % 2 == 0 else (b, a)
        position = Position(variant)
        while not position.is_game_over():
            position.push(choose_move(first if position.turn is Mark.X else second, position,
                                      rng))
        outcome = position.outcome()
        assert outcome is not None
        if outcome.winner is None:
            score += 0.5
        elif (outcome.winner is Mark.X) == (first is a):
            score += 1
    return score


# measured: standard 121.5 / 176.5 / 192, misère 174.5 / 124 / 184, last line 145.5 / 134 / 172.5
MARGINS = {
    Variant.STANDARD: {(Level.HARD, Level.MEDIUM): 110, (Level.MEDIUM, Level.EASY): 160,
                       (Level.HARD, Level.EASY): 180},
    Variant.MISERE: {(Level.HARD, Level.MEDIUM): 160, (Level.MEDIUM, Level.EASY): 110,
                     (Level.HARD, Level.EASY): 170},
    Variant.LAST_LINE: {(Level.HARD, Level.MEDIUM): 140, (Level.MEDIUM, Level.EASY): 120,
                        (Level.HARD, Level.EASY): 160},
}


@pytest.mark.parametrize("variant", list(Variant))
def test_each_level_beats_the_one_below_by_a_clear_margin(variant: Variant):
    for (stronger, weaker), at_least in MARGINS[variant].items():
        score = match(stronger, weaker, variant)
        assert score >= at_least, (variant.value, stronger.value, weaker.value, score)
