"""The game tree explorer's engine: every count and every node's facts, for every reachable
position of every rule, against brute-force counts written apart (``tree_reference``)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.game_tree import (
    GameTree,
    PerfectReason,
    SubtreeCounts,
    edges_below,
    hard_error_keys,
    hard_errs_at,
    subtree_counts,
)
from ttt_desktop.engine.mark import Mark
from ttt_desktop.engine.players import HardPlayer
from ttt_desktop.engine.stats import game_stats

from ..strategies import games
from . import tree_reference as ref

VARIANTS = list(Variant)
KEYPAD = {0: 7, 1: 8, 2: 9, 3: 4, 4: 5, 5: 6, 6: 1, 7: 2, 8: 3}


def boards(variant: Variant) -> list[str]:
    """Every board reachable under the rule (the reference's own enumeration)."""
    return sorted(ref.reference.reachable(variant.value))


def position_of(board: str, variant: Variant) -> Position:
    return Position.from_string(board, variant)


def board_of(key: int) -> str:
    return Position.from_key(key).board_string()


def reference_best(board: str, variant: str) -> set[int]:
    value = ref.solve(board, variant)[0]
    return {cell for cell, child in ref.moves(board, variant) if -ref.solve(child, variant)[0]
            == value}


def opponent_mistakes(board: str, variant: str) -> int:
    """How many replies on ``board`` give the replying side's value away."""
    return len(ref.moves(board, variant)) - len(reference_best(board, variant))


# -- counts ---------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_counts_below_every_reachable_position_match_a_brute_force_count(
        variant: Variant) -> None:
    v = variant.value
    for board in boards(variant):
        nodes, x_wins, o_wins, draws = ref.tally(board, v)
        below = ref.below(board, v)
        expected = SubtreeCounts(nodes=nodes, games=x_wins + o_wins + draws,
                                 positions=len(below),
                                 classes=len({ref.canonical(b) for b in below}),
                                 x_wins=x_wins, o_wins=o_wins, draws=draws)
        assert subtree_counts(position_of(board, variant)) == expected, board
        edges = sum(len(ref.moves(b, v)) for b in below)
        assert edges_below(position_of(board, variant)) == edges, board


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_empty_boards_counts_are_the_whole_rules_stats(variant: Variant) -> None:
    counts = GameTree(Position(variant)).counts()
    stats = game_stats(variant)
    assert (counts.positions, counts.classes, counts.games) == (
        stats.positions, stats.symmetry_classes, stats.games)
    assert (counts.x_wins, counts.o_wins, counts.draws) == (
        stats.first_player_wins, stats.second_player_wins, stats.draws)


def test_the_standard_empty_board_has_the_published_figures() -> None:
    counts = GameTree(Position()).counts()
    assert (counts.nodes, counts.games, counts.positions, counts.classes) == (
        549_946, 255_168, 5478, 765)


# -- each node's facts ----------------------------------------------------------------------


def expected_chances(board: str, variant: str) -> dict[int, Fraction]:
    """Perfect's chance of playing each move, by its rule as the README states it: keep the
    value, win fastest or lose slowest, then weigh each such move by 1 + the opponent's replies
    that give their value away; on an empty board where every opening is as good, centre,
    corners and edges are equally likely."""
    value, plies = ref.solve(board, variant)
    kept = {cell: child for cell, child in ref.moves(board, variant)
            if -ref.solve(child, variant)[0] == value
            and ref.solve(child, variant)[1] + 1 == plies}
    if board == ref.EMPTY and len(kept) == 9:
        weights = {cell: 4 if cell == 4 else 1 for cell in range(9)}
    else:
        weights = {cell: 1 + opponent_mistakes(child, variant) for cell, child in kept.items()}
    total = sum(weights.values())
    return {cell: Fraction(weight, total) for cell, weight in weights.items()}


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_nodes_children_match_the_brute_force_solver(variant: Variant) -> None:
    v = variant.value
    hard = HardPlayer()
    for board in boards(variant):
        position = position_of(board, variant)
        tree = GameTree(position)
        children = tree.children()
        facts = tree.facts()
        value, plies = ref.solve(board, v)
        assert (facts.value, facts.plies_left, facts.finished) == (
            value, plies, ref.status(board, v) is not None)
        assert set(facts.best) == reference_best(board, v)
        moves = ref.moves(board, v)
        if not moves:
            assert children == () and facts.hard_errs is None and facts.hard_value is None
            continue
        best = reference_best(board, v)
        chances = expected_chances(board, v)
        hard_cells = set(hard.best_moves(position))
        scores = dict(hard.move_scores(position))
        total = sum(w for _, w in facts.perfect_weights)
        assert {c: Fraction(w, total) for c, w in facts.perfect_weights} == chances
        top = max(chances.values())
        assert facts.perfect_favourites == tuple(c for c, w in sorted(chances.items())
                                                 if w == top)
        assert set(facts.hard_moves) == hard_cells
        assert facts.hard_value == max(scores.values())
        assert facts.hard_errs == (not hard_cells <= best)
        assert [b.cell for b in children] == [cell for cell, _ in moves]
        mover = Mark.X if board.count("X") == board.count("O") else Mark.O
        for branch, (cell, child) in zip(children, moves, strict=True):
            child_value, child_plies = ref.solve(child, v)
            assert branch.path == (cell,) and branch.cells == (cell,)
            assert branch.digit == KEYPAD[cell] and branch.digits == (KEYPAD[cell],)
            assert board_of(branch.key) == child and branch.position().board_string() == child
            assert branch.mover is mover and branch.variant is variant
            assert (branch.value, branch.plies, branch.plies_left) == (
                -child_value, 1 + child_plies, child_plies)
            assert branch.best == (cell in best)
            assert branch.finished == (ref.status(child, v) is not None)
            mistakes = opponent_mistakes(child, v)
            assert branch.opponent_mistakes == mistakes
            losing = sum(1 for _, reply in ref.moves(child, v)
                         if ref.solve(reply, v)[0] == 1)  # the mover wins after the reply
            assert branch.traps == (losing if branch.value == 0 and not branch.finished
                                    else None)
            assert Fraction(branch.perfect_weight, branch.perfect_total) == chances.get(cell, 0)
            assert branch.perfect_weight == dict(facts.perfect_weights).get(cell, 0)
            if cell not in best:
                assert branch.perfect_reason is PerfectReason.GIVES_VALUE_AWAY
            elif cell not in chances:
                assert branch.perfect_reason is PerfectReason.SLOWER
            elif board == ref.EMPTY and len(best) == 9:
                assert branch.perfect_reason is PerfectReason.OPENING_CLASSES
            elif len(chances) == 1:
                assert branch.perfect_reason is PerfectReason.ONLY_CHOICE
            else:
                assert branch.perfect_reason is PerfectReason.MORE_WAYS_TO_GO_WRONG
                assert branch.perfect_weight == 1 + mistakes
            assert branch.hard_score == scores[cell]
            assert branch.hard_choice == (cell in hard_cells)
            if branch.finished:
                assert branch.hard_errs is None
            else:
                child_hard = set(hard.best_moves(position_of(child, variant)))
                assert branch.hard_errs == (not child_hard <= reference_best(child, v))
            assert branch.class_size == len(ref.images(child))
            assert (branch.orders, branch.positions, branch.repeat) == (1, 1, False)
            assert branch.openable == (not branch.finished)


@pytest.mark.parametrize("variant", VARIANTS)
def test_hard_errs_where_it_may_choose_a_move_that_is_not_best(variant: Variant) -> None:
    v = variant.value
    hard = HardPlayer()
    expected = set()
    for board in boards(variant):
        if ref.moves(board, v) and not set(
                hard.best_moves(position_of(board, variant))) <= reference_best(board, v):
            expected.add(board)
    assert {board_of(key) for key in hard_error_keys(variant)} == expected
    assert all(hard_errs_at(variant, position_of(b, variant).key) for b in expected)


def test_draws_are_not_all_equal_after_the_standard_first_moves() -> None:
    # corner: only the centre saves O; edge: four replies save; centre: the four corners save
    children = GameTree(Position()).children()
    assert [b.traps for b in children] == [
        sum(1 for _, reply in ref.moves(ref.EMPTY[:c] + "X" + ref.EMPTY[c + 1:], "standard")
            if ref.solve(reply, "standard")[0] == 1)  # X wins after O's reply
        for c in range(9)]
    assert [b.traps for b in children][:5] == [7, 4, 7, 4, 4]  # corner, edge, ..., centre
    assert GameTree(Position()).facts().perfect_favourites == (4,)


# -- the switches ---------------------------------------------------------------------------


def walk(tree: GameTree) -> list[tuple[str, tuple[int, ...], int, int, bool]]:
    """Every node of a tree with switches, opening only the nodes that are no repeats:
    (board, path, orders, positions, repeat)."""
    found = []
    stack: list[tuple[int, ...]] = [()]
    while stack:
        path = stack.pop()
        for branch in tree.children(path):
            found.append((board_of(branch.key), branch.path, branch.orders, branch.positions,
                          branch.repeat))
            if branch.openable:
                stack.append(branch.path)
    return found


def check_merged(root: str, variant: Variant) -> None:
    layers = ref.layers(root, variant.value)
    known = {board: facts for layer in layers[1:] for board, facts in layer.items()}
    nodes = walk(GameTree(position_of(root, variant), merge=True))
    owned = [node for node in nodes if not node[4]]
    assert sorted(board for board, *_ in owned) == sorted(known)  # each position once
    for board, path, orders, positions, _ in owned:
        assert (orders, path, positions) == (known[board][0], known[board][1], 1), board
    for board, _, orders, _, _ in nodes:
        assert orders == known[board][0]
    # every owned node opened once: as many nodes as moves from the root and those positions
    assert len(nodes) == sum(len(ref.moves(b, variant.value)) for b in [root, *known])


def check_merged_and_folded(root: str, variant: Variant) -> None:
    layers = ref.layers(root, variant.value)
    classes: dict[str, tuple[int, int, tuple[int, ...]]] = {}  # orders, positions, first path
    for layer in layers[1:]:
        for board, (orders, path) in layer.items():
            canon = ref.canonical(board)
            seen = classes.get(canon, (0, 0, path))
            classes[canon] = (seen[0] + orders, seen[1] + 1, min(seen[2], path))
    nodes = walk(GameTree(position_of(root, variant), merge=True, fold=True))
    owned = [node for node in nodes if not node[4]]
    assert sorted(ref.canonical(board) for board, *_ in owned) == sorted(classes)
    for board, path, orders, positions, _ in owned:
        assert (orders, positions, path) == classes[ref.canonical(board)], board


@pytest.mark.slow  # about 20 s a rule
@pytest.mark.parametrize("variant", VARIANTS)
def test_merged_transpositions_show_each_position_once_below_every_root(
        variant: Variant) -> None:
    for board in boards(variant):
        if ref.moves(board, variant.value):
            check_merged(board, variant)
            check_merged_and_folded(board, variant)


@pytest.mark.parametrize("variant", VARIANTS)
def test_folding_joins_exactly_the_symmetric_moves_of_every_position(variant: Variant) -> None:
    v = variant.value
    for board in boards(variant):
        if not ref.moves(board, v):
            continue
        folded = GameTree(position_of(board, variant), fold=True).children()
        by_cell = dict(ref.moves(board, v))
        groups = [branch.cells for branch in folded]
        assert sorted(c for g in groups for c in g) == sorted(by_cell)
        assert [g[0] for g in groups] == sorted(g[0] for g in groups)
        for branch in folded:
            classes = {ref.canonical(by_cell[c]) for c in branch.cells}
            assert len(classes) == 1
            assert list(branch.cells) == sorted(branch.cells)
            assert (branch.orders, branch.positions) == (len(branch.cells), len(branch.cells))
        assert len({ref.canonical(by_cell[g[0]]) for g in groups}) == len(groups)
        # symmetric moves lead to trees of one size: the folded nodes account for every node
        assert 1 + sum(len(b.cells) * ref.tally(board_of(b.key), v)[0] for b in folded) == (
            ref.tally(board, v)[0])


@given(games(finished=False), st.integers(1, 3))
def test_folded_nodes_stand_for_every_move_order_of_their_depth(root: Position,
                                                                depth: int) -> None:
    v = root.variant.value
    tree = GameTree(root, fold=True)
    level: list[tuple[int, ...]] = [()]
    total = 0
    for _ in range(depth):
        branches = [b for path in level for b in tree.children(path)]
        total = sum(b.orders for b in branches)
        level = [b.path for b in branches]
    sequences = [root.board_string()]
    for _ in range(depth):
        sequences = [child for board in sequences for _, child in ref.moves(board, v)]
    assert total == len(sequences)


# -- paths and roots ------------------------------------------------------------------------


@given(games())
def test_a_nodes_position_is_its_path_played_on_the_root(game: Position) -> None:
    moves = game.moves
    tree = GameTree(Position(game.variant))
    assert tree.position(moves).moves == moves
    assert tree.position(moves).key == game.key
    if moves:
        branch = next(b for b in tree.children(moves[:-1]) if b.cell == moves[-1])
        assert branch.key == game.key and branch.plies == len(moves) + branch.plies_left


def test_a_bad_path_or_root_is_refused_with_a_reason() -> None:
    tree = GameTree(Position())
    with pytest.raises(ValueError, match=r"bad path \[4, 4\]: cannot play 4: the cell is taken"):
        tree.children((4, 4))
    with pytest.raises(ValueError, match="bad path"):
        tree.facts((0, 3, 1, 4, 2, 5))  # X completed the top row
    with pytest.raises(ValueError, match="cannot be reached under the standard rules"):
        GameTree(Position.from_string("XXXOOO..."))
    assert GameTree(Position.from_string("XXXOO....")).children() == ()


def test_a_finished_root_has_no_children_and_counts_itself() -> None:
    tree = GameTree(Position.from_string("XXXOO...."))
    assert tree.counts() == SubtreeCounts(1, 1, 1, 1, 1, 0, 0)
    facts = tree.facts()
    assert facts.finished and facts.best == () and facts.perfect_weights == ()
