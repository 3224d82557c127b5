"""The solver: the seeds' published results, every entry's consistency, and a check of values,
best moves and plies against an independent textbook minimax."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttt_desktop.engine import Position, Variant, solve
from ttt_desktop.engine.geometry import CENTRE, CORNERS, EDGES

from ..strategies import examples
from . import reference


def children(position: Position) -> dict[int, Position]:
    kids = {}
    for cell in position.legal_moves():
        kid = position.copy()
        kid.push(cell)
        kids[cell] = kid
    return kids


# -- published results ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "count"),
    [(Variant.STANDARD, 5478), (Variant.MISERE, 5478), (Variant.LAST_LINE, 6046)],
)
def test_the_solver_knows_every_reachable_position(variant: Variant, count: int) -> None:
    solution = solve(variant)
    assert len(solution) == count
    assert len(set(solution.reachable_keys())) == count


def test_seed_000_every_standard_first_move_draws() -> None:
    assert solve(Variant.STANDARD).first_move_values() == (0,) * 9


def test_seed_000_in_misere_the_centre_draws_and_every_other_first_move_loses() -> None:
    assert solve(Variant.MISERE).first_move_values() == (-1, -1, -1, -1, 0, -1, -1, -1, -1)


def test_seed_002_in_last_line_the_first_player_wins_only_by_opening_in_the_centre() -> None:
    assert solve(Variant.LAST_LINE).first_move_values() == (0, 0, 0, 0, 1, 0, 0, 0, 0)


@pytest.mark.parametrize(
    ("variant", "value", "best", "plies"),
    [
        (Variant.STANDARD, 0, tuple(range(9)), 9),
        (Variant.MISERE, 0, (4,), 9),
        (Variant.LAST_LINE, 1, (4,), None),
    ],
)
def test_the_empty_board_value_and_best_moves(
    variant: Variant, value: int, best: tuple[int, ...], plies: int | None
) -> None:
    entry = solve(variant).entry(Position(variant))
    assert (entry.value, entry.best) == (value, best)
    if plies is not None:
        assert entry.plies == plies


def test_after_a_corner_and_an_adjacent_edge_the_first_player_wins() -> None:
    entry = solve(Variant.STANDARD).entry(Position(moves=[0, 1]))
    assert entry.value == 1
    assert entry.best == (3, 4, 6)
    assert entry.plies == 5  # threat, block, fork, block, win


def test_a_winning_move_on_the_board_is_one_ply_from_the_end() -> None:
    entry = solve(Variant.STANDARD).entry(Position.from_string("XX.OO...."))
    assert (entry.value, entry.best, entry.plies) == (1, (2,), 1)


def test_a_finished_position_has_no_best_moves_and_no_plies_left() -> None:
    solution = solve(Variant.STANDARD)
    x_won = solution.entry(Position.from_string("XXXOO...."))
    assert (x_won.value, x_won.best, x_won.plies) == (-1, (), 0)  # O to move, and O has lost
    draw = solution.entry(Position(moves=[4, 0, 2, 6, 3, 5, 7, 1, 8]))
    assert (draw.value, draw.best, draw.plies) == (0, (), 0)


def test_an_unreachable_position_raises_value_error() -> None:
    solution = solve(Variant.STANDARD)
    both_lines = Position.from_string("XXXOOO...")  # both rows: no standard game gets here
    assert not solution.is_reachable(both_lines)
    with pytest.raises(ValueError, match="cannot be reached under the standard rules"):
        solution.entry(both_lines)
    # ... but last-line reaches it (X's row, then O's row wins).
    last_line = solve(Variant.LAST_LINE)
    assert last_line.is_reachable(Position.from_string("XXXOOO...", Variant.LAST_LINE))


def test_solving_twice_returns_the_same_table() -> None:
    assert solve(Variant.MISERE) is solve(Variant.MISERE)
    assert solve(Variant.MISERE) is not solve(Variant.STANDARD)


# -- every entry is consistent with its children ----------------------------------------------


@pytest.mark.parametrize("variant", list(Variant))
def test_every_entry_agrees_with_its_children_under_the_rules(variant: Variant) -> None:
    solution = solve(variant)
    for key in solution.reachable_keys():
        position = Position.from_key(key, variant)
        entry = solution.entry(position)
        outcome = position.outcome()
        if outcome is not None:
            assert entry.best == () and entry.plies == 0
            assert entry.value == outcome.result_for(position.turn)
            continue
        assert list(entry.best) == sorted(set(entry.best))
        kids = children(position)
        for kid in kids.values():
            assert solution.is_reachable(kid)
        values = {cell: -solution.entry(kid).value for cell, kid in kids.items()}
        assert entry.value == max(values.values())
        assert entry.best == tuple(c for c in kids if values[c] == entry.value)
        lengths = [solution.entry(kids[c]).plies + 1 for c in entry.best]
        fastest_or_slowest = min(lengths) if entry.value > 0 else max(lengths)
        assert entry.plies == fastest_or_slowest
        assert 1 <= entry.plies <= len(kids)


# -- against an independent textbook minimax ---------------------------------------------------


def check_against_textbook(variant: Variant, text: str) -> None:
    value, best, plies = reference.solve_board(text, variant.value)
    entry = solve(variant).entry(Position.from_string(text, variant))
    assert (entry.value, entry.best, entry.plies) == (value, best, plies), text


@pytest.mark.parametrize("variant", list(Variant))
def test_every_position_from_the_fourth_ply_on_matches_a_textbook_minimax(
    variant: Variant,
) -> None:
    boards = reference.reachable(variant.value)
    checked = 0
    for text, status in boards.items():
        if status is None and text.count(".") <= 5:
            check_against_textbook(variant, text)
            checked += 1
    assert checked > 2000


@st.composite
def early_positions(draw: st.DrawFn) -> tuple[Variant, str]:
    """An unfinished position of two or three marks, as text, under some rules."""
    variant = draw(st.sampled_from(list(Variant)))
    marks = draw(st.sampled_from((2, 3, 3, 3)))
    boards = reference.reachable(variant.value)
    texts = sorted(t for t, s in boards.items() if s is None and t.count(".") == 9 - marks)
    return variant, draw(st.sampled_from(texts))


@examples(30)
@given(early_positions())
def test_a_sample_of_early_positions_matches_a_textbook_minimax(drawn: tuple[Variant, str]
                                                                ) -> None:
    check_against_textbook(*drawn)


# -- the Perfect player's weighted choices ----------------------------------------------------


@pytest.mark.parametrize("variant", list(Variant))
def test_perfect_candidates_keep_the_value_and_win_fastest_or_lose_slowest(
    variant: Variant,
) -> None:
    solution = solve(variant)
    for key in solution.reachable_keys():
        position = Position.from_key(key, variant)
        candidates = solution.perfect_candidates(key)
        if position.is_game_over():
            assert candidates == ()
            continue
        entry = solution.entry(position)
        assert candidates, position
        assert set(candidates) <= set(entry.best), position
        kids = children(position)
        for cell in set(candidates):
            assert solution.entry(kids[cell]).plies + 1 == entry.plies, position


@pytest.mark.parametrize("variant", list(Variant))
def test_perfect_weights_each_move_by_the_ways_it_leaves_the_opponent_to_go_wrong(
    variant: Variant,
) -> None:
    solution = solve(variant)
    for key in solution.reachable_keys():
        if key == 0 or not solution.perfect_candidates(key):
            continue  # the opening has its own weights (see below); a finished game has none
        position = Position.from_key(key, variant)
        weights = Counter(solution.perfect_candidates(key))
        rope = {}
        for cell in weights:
            kid = position.copy()
            kid.push(cell)
            rope[cell] = 1 + len(kid.legal_moves()) - len(solution.entry(kid).best)
        # The chances are proportional to 1 + the opponent's losing replies.
        first = next(iter(weights))
        for cell in weights:
            assert weights[cell] * rope[first] == weights[first] * rope[cell], (position, cell)


def test_perfect_opening_makes_centre_corner_and_edge_equally_likely_classes() -> None:
    weights = Counter(solve(Variant.STANDARD).perfect_candidates(0))
    centre = weights[CENTRE]
    assert sum(weights[c] for c in CORNERS) == centre
    assert sum(weights[c] for c in EDGES) == centre
    assert all(weights[c] == weights[CORNERS[0]] for c in CORNERS)
    assert all(weights[c] == weights[EDGES[0]] for c in EDGES)


@pytest.mark.parametrize("variant", [Variant.MISERE, Variant.LAST_LINE])
def test_perfect_opens_in_the_centre_when_only_the_centre_is_best(variant: Variant) -> None:
    assert set(solve(variant).perfect_candidates(0)) == {CENTRE}


def test_perfect_move_draws_from_the_candidates_and_repeats_with_the_same_seed() -> None:
    solution = solve(Variant.STANDARD)
    key = Position(moves=[4]).key
    moves = [solution.perfect_move(key, random.Random(seed)) for seed in range(200)]
    assert set(moves) == set(solution.perfect_candidates(key)) == set(CORNERS)
    again = [solution.perfect_move(key, random.Random(seed)) for seed in range(200)]
    assert moves == again


def test_is_solved_says_whether_solve_would_build_the_table(monkeypatch):
    from ttt_desktop.engine import solver

    monkeypatch.setattr(solver, "_SOLVED", {})
    assert not any(solver.is_solved(v) for v in Variant)
    table = solver.solve(Variant.MISERE)
    assert solver.is_solved(Variant.MISERE)
    assert not solver.is_solved(Variant.STANDARD) and not solver.is_solved(Variant.LAST_LINE)
    assert solver.solve(Variant.MISERE) is table  # built once


def test_facts_for_key_are_the_entrys_value_plies_and_best_moves():
    for variant in Variant:
        table = solve(variant)
        for key in table.reachable_keys():
            entry = table.entry_for_key(key)
            assert table.facts_for_key(key) == (entry.value, entry.plies, entry.best)
