"""The engine's symmetries, drawn by Hypothesis: a game turned or mirrored is the same game, and
its review says the same of every move (with the cells turned along)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ttt_desktop.engine import Position
from ttt_desktop.engine.geometry import SYMMETRIES
from ttt_desktop.engine.review import review_game
from ttt_desktop.engine.solver import solve

from ..strategies import games

symmetries = st.sampled_from(SYMMETRIES)


def turned(perm: tuple[int, ...]) -> dict[int, int]:
    """Where each cell goes under ``perm`` (a ``new cell -> old cell`` permutation)."""
    return {old: new for new, old in enumerate(perm)}


@given(games(), symmetries)
def test_a_game_and_its_rotations_and_reflections_review_alike(position: Position,
                                                               perm: tuple[int, ...]) -> None:
    to = turned(perm)
    original = review_game(position.variant, position.moves)
    image = review_game(position.variant, tuple(to[c] for c in position.moves))
    assert original.values_for_first() == image.values_for_first()
    assert len(original.moves) == len(image.moves)
    for move, seen in zip(original.moves, image.moves, strict=True):
        assert seen.cell == to[move.cell] and seen.mover is move.mover
        assert (seen.verdict, seen.reason, seen.better_reason) == (
            move.verdict, move.reason, move.better_reason)
        assert (seen.value_before, seen.plies_before, seen.value_after, seen.plies_after) == (
            move.value_before, move.plies_before, move.value_after, move.plies_after)
        assert set(seen.best_cells) == {to[c] for c in move.best_cells}
        # the better move and the reason's focus may be another of equally good cells
        assert (seen.better is None) == (move.better is None)
        assert move.better is None or to[move.better] in seen.best_cells
        assert (seen.focus is None) == (move.focus is None)


@given(games(), symmetries)
def test_a_turned_position_has_the_same_outcome_value_and_solved_entry(
        position: Position, perm: tuple[int, ...]) -> None:
    to = turned(perm)
    image = Position(position.variant, tuple(to[c] for c in position.moves))
    assert image.is_game_over() == position.is_game_over()
    outcome, turned_outcome = position.outcome(), image.outcome()
    if outcome is not None and turned_outcome is not None:
        assert turned_outcome.winner is outcome.winner
    assert image.cells() == tuple(position.cells()[perm[c]] for c in range(9))
    if not position.is_game_over():
        solution = solve(position.variant)
        before = solution.entry_for_key(position.key)
        after = solution.entry_for_key(image.key)
        assert (after.value, after.plies) == (before.value, before.plies)
