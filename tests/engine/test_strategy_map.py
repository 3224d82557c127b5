"""The strategy maps, followed against every reply of the opponent with a tic-tac-toe written apart
from the engine (``minimax.py``): each map covers every position that arises, holds nothing else,
plays only moves that keep the value and that the preferences allow, and never ends worse for its
side than the game's value. Every map is proven smallest by an integer programme solved with
HiGHS (``highspy``, a dev dependency), built here from the independent tic-tac-toe; two of them
also by an exhaustive search written here."""

from __future__ import annotations

import functools
import os

import highspy
import numpy as np
import pytest

from ttt_desktop.engine import Mark, Position, Variant
from ttt_desktop.engine.strategy_map import (
    StrategyMap,
    preferred_moves,
    reading_order,
    strategy_map,
)

from .minimax import CELL_OF_DIGIT, DIGIT_OF_CELL, best, outcomes, play, reachable, turn

MAPS = [(variant, side) for variant in Variant for side in Mark]
IDS = [f"{variant.value}-{'first' if side is Mark.X else 'second'}" for variant, side in MAPS]


@functools.cache
def preferred(board: str, variant: str) -> frozenset[int]:
    """The moves a map may play: value-keeping; then the fastest wins, or, when not winning,
    those after which the opponent has the most replies that lower the opponent's value."""
    moves = outcomes(board, variant)
    value = max(v for v, _ in moves.values())
    keeping = {cell: plies for cell, (v, plies) in moves.items() if v == value}
    if value == 1:
        quickest = min(keeping.values())
        return frozenset(c for c, plies in keeping.items() if plies == quickest)

    def ways_to_go_wrong(cell: int) -> int:
        after = play(board, cell)
        if reachable(variant)[after] is not None:
            return 0  # the game is over: no reply at all
        theirs = best(after, variant)[0]
        return sum(1 for v, _ in outcomes(after, variant).values() if v < theirs)

    wrong = {cell: ways_to_go_wrong(cell) for cell in keeping}
    most = max(wrong.values())
    return frozenset(c for c in keeping if wrong[c] == most)


def side_letter(side: Mark) -> str:
    return "X" if side is Mark.X else "O"


@pytest.mark.parametrize(("variant", "side"), MAPS, ids=IDS)
def test_a_map_followed_against_every_reply_covers_exactly_its_positions(variant: Variant,
                                                                         side: Mark) -> None:
    found = strategy_map(variant, side)
    moves = found.boards()
    me, rule = side_letter(side), variant.value
    start = best("." * 9, rule)[0] * (1 if me == "X" else -1)
    assert found.value == start
    met: set[str] = set()
    seen: set[str] = set()
    stack = ["." * 9]
    while stack:
        board = stack.pop()
        if board in seen:
            continue
        seen.add(board)
        status = reachable(rule)[board]
        if status is not None:  # the game ended: never worse for the side than its value
            result = 0 if status == "draw" else 1 if status == me else -1
            assert result >= start, board
            continue
        if turn(board) != me:
            stack += [play(board, c) for c in range(9) if board[c] == "."]
            continue
        met.add(board)
        assert board in moves, f"{board} arises but the map has no move for it"
        cell = CELL_OF_DIGIT[moves[board]]
        assert board[cell] == "."
        value = best(board, rule)[0]
        assert outcomes(board, rule)[cell][0] == value, f"{board}: {moves[board]} loses value"
        assert value >= start  # the side never stands worse than at the start
        assert cell in preferred(board, rule), f"{board}: {moves[board]} is not preferred"
        stack.append(play(board, cell))
    assert met == set(moves), "the map holds positions that never arise"
    assert len(found) == len(met) == len(found.entries)


@pytest.mark.parametrize(("variant", "side"), MAPS, ids=IDS)
def test_a_maps_entries_are_in_reading_order_and_agree_with_its_look_ups(variant: Variant,
                                                                         side: Mark) -> None:
    found = strategy_map(variant, side)
    orders = [(9 - board.count("."), reading_order(board, side)) for board, _ in found.entries]
    assert orders == sorted(orders)
    groups = found.by_ply()
    assert list(groups) == sorted(groups)
    assert sum(len(g) for g in groups.values()) == len(found)
    for board, cell in found.entries:
        position = Position.from_string(board, variant)
        assert position.turn is side
        assert found.move(position) == cell
        assert found.move_digit(position) == DIGIT_OF_CELL[cell] == found.boards()[board]
        assert cell in preferred_moves(position)
    with pytest.raises(KeyError):
        found.move(Position(variant, [4, 0, 8, 2]) if side is Mark.O else Position(variant, [4]))


def test_the_first_move_of_each_map_is_the_one_the_rules_teach() -> None:
    assert strategy_map(Variant.LAST_LINE, Mark.X).move_digit(Position(Variant.LAST_LINE)) == 5
    assert strategy_map(Variant.MISERE, Mark.X).move_digit(Position(Variant.MISERE)) == 5
    assert strategy_map(Variant.STANDARD, Mark.X).move_digit(Position()) in (1, 3, 7, 9)
    second = strategy_map(Variant.STANDARD, Mark.O)
    for corner in (0, 2, 6, 8):
        assert second.move_digit(Position(moves=[corner])) == 5


def test_preferred_moves_agree_with_the_independent_rule_everywhere() -> None:
    for variant in Variant:
        for board, status in reachable(variant.value).items():
            if status is None:
                position = Position.from_string(board, variant)
                assert set(preferred_moves(position)) == preferred(board, variant.value), board


def test_the_map_is_the_same_object_each_time() -> None:
    assert strategy_map(Variant.STANDARD, Mark.X) is strategy_map(Variant.STANDARD, Mark.X)
    assert isinstance(strategy_map(Variant.MISERE, Mark.O), StrategyMap)


# -- the smallest maps, proven by exhaustive search ------------------------------------------------


def smallest_map_size(variant: str, me: str) -> int:
    """The fewest positions any map playing preferred moves can hold: a branch and bound over
    every choice, each position's options reduced to the distinct sets of positions they lead
    to (a set that holds another is never better), and the positions every option leads to
    counted at once."""

    @functools.cache
    def following(board: str, cell: int) -> frozenset[str]:
        after = play(board, cell)
        if reachable(variant)[after] is not None:
            return frozenset()
        return frozenset(b for b in (play(after, c) for c in range(9) if after[c] == ".")
                         if reachable(variant)[b] is None)

    @functools.cache
    def options(board: str) -> tuple[frozenset[str], ...]:
        sets = sorted({following(board, c) for c in preferred(board, variant)}, key=len)
        kept: list[frozenset[str]] = []
        for s in sets:
            if not any(k <= s for k in kept):
                kept.append(s)
        return tuple(kept)

    @functools.cache
    def forced(board: str) -> frozenset[str]:
        return frozenset.intersection(*options(board))

    def add(held: set[str], open_: set[str], new: list[str]) -> None:
        while new:
            board = new.pop()
            if board not in held:
                held.add(board)
                open_.add(board)
                new += forced(board)

    empty = "." * 9
    roots = [empty] if me == "X" else [play(empty, c) for c in range(9)]
    smallest = [10**9]

    def search(held: set[str], open_: set[str]) -> None:
        if len(held) >= smallest[0]:
            return
        if not open_:
            smallest[0] = len(held)
            return
        board = min(open_, key=lambda b: (9 - b.count("."), len(options(b)), b))
        for leads in sorted(options(board), key=lambda s: len(s - held)):
            held2, open2 = set(held), open_ - {board}
            add(held2, open2, list(leads))
            search(held2, open2)

    held: set[str] = set()
    open_: set[str] = set()
    add(held, open_, list(roots))
    search(held, open_)
    return smallest[0]


@pytest.mark.slow
def test_the_first_players_standard_map_is_proven_smallest() -> None:
    assert len(strategy_map(Variant.STANDARD, Mark.X)) == smallest_map_size("standard", "X")


def test_the_first_players_misere_map_had_nothing_to_choose() -> None:
    found = strategy_map(Variant.MISERE, Mark.X)
    assert all(len(preferred(board, "misere")) == 1 for board, _ in found.entries)
    assert len(found) == smallest_map_size("misere", "X")


# -- the smallest maps, proven by an integer programme -----------------------------------------


def following(board: str, cell: int, variant: str) -> frozenset[str]:
    """The side's unfinished positions after ``cell`` and any reply."""
    after = play(board, cell)
    if reachable(variant)[after] is not None:
        return frozenset()
    return frozenset(b for b in (play(after, c) for c in range(9) if after[c] == ".")
                     if reachable(variant)[b] is None)


def smallest_map_by_ilp(variant: str, me: str, start: dict[str, int]) -> tuple[float, float]:
    """(the best map's size HiGHS found, its proven lower bound) over every map of preferred
    moves: a binary x per position that can arise (held or not), a binary y per position and
    distinct set of next positions its preferred moves lead to; x = 1 at the first positions,
    a held position takes exactly one set, each position of a taken set is held; minimise the
    positions held. ``start`` (board -> cell) is handed to HiGHS as a first solution."""
    empty = "." * 9
    roots = [empty] if me == "X" else [play(empty, c) for c in range(9)]
    sets: dict[str, list[frozenset[str]]] = {}
    stack = list(roots)
    while stack:
        board = stack.pop()
        if board not in sets:
            sets[board] = sorted({following(board, c, variant) for c in preferred(board, variant)},
                                 key=sorted)
            stack += [b for leads in sets[board] for b in leads]
    x = {board: i for i, board in enumerate(sorted(sets))}
    y = {(board, n): len(x) + i for i, (board, n) in
         enumerate((b, n) for b in sorted(sets) for n in range(len(sets[b])))}
    columns = len(x) + len(y)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("mip_rel_gap", 0.0)
    none_i, none_f = np.array([], dtype=np.int32), np.array([], dtype=np.float64)
    for i in range(columns):
        h.addCol(1.0 if i < len(x) else 0.0, 0.0, 1.0, 0, none_i, none_f)
    h.changeColsIntegrality(columns, np.arange(columns, dtype=np.int32),
                            np.array([highspy.HighsVarType.kInteger] * columns))

    def row(low: float, high: float, terms: list[tuple[int, float]]) -> None:
        h.addRow(low, high, len(terms), np.array([i for i, _ in terms], dtype=np.int32),
                 np.array([c for _, c in terms], dtype=np.float64))

    for root in roots:
        row(1, 1, [(x[root], 1.0)])
    for board, options in sets.items():
        row(0, 0, [(y[board, n], 1.0) for n in range(len(options))] + [(x[board], -1.0)])
        for q in frozenset().union(*options):
            row(0, highspy.kHighsInf, [(x[q], 1.0)] + [(y[board, n], -1.0)
                                                       for n, s in enumerate(options) if q in s])
    hint = np.zeros(columns)
    for board, cell in start.items():
        hint[x[board]] = 1.0
        hint[y[board, sets[board].index(following(board, cell, variant))]] = 1.0
    solution = highspy.HighsSolution()
    solution.col_value = list(hint)
    solution.value_valid = True
    h.setSolution(solution)
    h.run()
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal
    return h.getInfo().objective_function_value, h.getInfo().mip_dual_bound


#: the maps whose programme HiGHS takes minutes to close (1.5 and 6 to 10 on this project's 2-core
#: machines: docs/lessons.md); the default run leaves them to TTT_PROVE_MAPS=1 (and to
#: tools/optimal_strategy_maps.py, which wrote them), so that the test command stays minutes long
HARD = {(Variant.MISERE, Mark.O), (Variant.LAST_LINE, Mark.X)}
PROVE_HARD = pytest.mark.skipif(
    not os.environ.get("TTT_PROVE_MAPS"),
    reason="minutes of HiGHS: run with TTT_PROVE_MAPS=1 (docs/lessons.md has the last proof)")


@pytest.mark.parametrize(("variant", "side"), [
    pytest.param(v, s, marks=[pytest.mark.slow, pytest.mark.timeout(1800), PROVE_HARD]
                 if (v, s) in HARD else [], id=name) for (v, s), name in zip(MAPS, IDS)])
def test_every_map_is_as_small_as_the_integer_programme_proves_possible(variant: Variant,
                                                                         side: Mark) -> None:
    found = strategy_map(variant, side)
    best_found, bound = smallest_map_by_ilp(variant.value, side_letter(side), dict(found.entries))
    assert round(best_found) == len(found)
    assert bound > len(found) - 1  # no map of fewer positions exists
