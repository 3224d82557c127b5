"""The game tree's item model: lazy, exact (the figures of ``ttt-solve tree``), and readable."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QModelIndex, Qt

from ttt_desktop import cli
from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.notation import keypad_digit
from ttt_desktop.qt.game_tree.model import BRANCH_ROLE, Column, GameTreeModel


def solve_tree(capsys, variant: Variant, board: str, depth: int = 1) -> dict[str, object]:
    cli.main(["tree", "--variant", variant.value, "--format", "json", "--depth", str(depth),
              board])
    return json.loads(capsys.readouterr().out)


def test_nothing_below_a_node_is_built_until_the_view_opens_it(qapp) -> None:
    model = GameTreeModel(Position())
    assert model.rowCount() == 9 and model.fetched == 1
    corner = model.index(0, 0)
    assert model.hasChildren(corner) and model.rowCount(corner) == 0  # can open, not opened
    assert model.canFetchMore(corner)
    model.fetchMore(corner)
    assert model.rowCount(corner) == 8 and model.fetched == 2
    assert not model.canFetchMore(corner)
    assert model.rowCount(model.index(0, Column.VALUE)) == 0  # only the first column has rows


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("board", [".........", "....X....", "X...O...."])
def test_each_move_shows_what_ttt_solve_tree_says(qapp, capsys, variant: Variant,
                                                  board: str) -> None:
    solved = solve_tree(capsys, variant, board)
    model = GameTreeModel(Position.from_string(board, variant))
    rows = [model.data(model.index(row, 0), BRANCH_ROLE) for row in range(model.rowCount())]
    children = solved["children"]
    assert isinstance(children, list)
    assert [(b.digit, b.value, b.plies) for b in rows] == [
        (c["cell"], c["value"], c["plies"]) for c in children]
    counts = model.tree.counts()
    assert (counts.nodes, counts.games, counts.positions, counts.classes) == (
        solved["nodes"], solved["games"], solved["positions"], solved["classes"])
    for row, branch in enumerate(rows):
        value_text = model.data(model.index(row, Column.VALUE))
        assert value_text == {1: "win", 0: "draw", -1: "loss"}[branch.value]
        assert model.data(model.index(row, Column.PLIES)) == str(branch.plies)
        assert model.data(model.index(row, Column.BEST)) == ("✓" if branch.best else "")


def test_a_screen_reader_hears_the_move_the_value_and_the_plies(qapp) -> None:
    model = GameTreeModel(Position())
    centre = model.index(4, 0)
    said = model.data(centre, Qt.ItemDataRole.AccessibleTextRole)
    assert said == "○5: draw for ○, plies to the end 9, best move"
    after_corner = GameTreeModel(Position(moves=[0]))  # × at 8 (an edge) loses to a corner
    said = after_corner.data(after_corner.index(0, 0), Qt.ItemDataRole.AccessibleTextRole)
    assert said.startswith("×8: loss for ×") and said.endswith("not best")


def test_the_draws_traps_are_the_replies_that_lose(qapp) -> None:
    model = GameTreeModel(Position())
    traps = [model.data(model.index(row, Column.TRAPS)) for row in range(9)]
    assert traps == ["7", "4", "7", "4", "4", "4", "7", "4", "7"]  # corners leave the most
    # counted apart: for ○ at a corner, ×'s replies that lose are every one but the centre
    board = Position(moves=[0])
    losing = sum(1 for cell in board.legal_moves()
                 if GameTreeModel(Position(moves=[0, cell])).tree.facts().value == 1)
    assert str(losing) == traps[0]


def test_fold_and_merge_switches(qapp) -> None:
    folded = GameTreeModel(Position(), fold=True)
    moves = [folded.data(folded.index(row, 0)) for row in range(folded.rowCount())]
    assert moves == ["○7 9 1 3", "○8 4 6 2", "○5"]
    assert [folded.data(folded.index(row, Column.COUNT)) for row in range(3)] == ["4", "4", "1"]
    merged = GameTreeModel(Position(moves=[4]), merge=True)
    corner = merged.index(0, 0)
    merged.fetchMore(corner)
    # ○5 ×7 ○3 is also ○5 ×3 ... no: × and ○ alternate, so the position after ×7 ○9 has one
    # move order from here; after two more plies two orders meet
    first = merged.index(0, 0, corner)
    merged.fetchMore(first)
    orders = [merged.data(merged.index(row, 0, first), BRANCH_ROLE).orders
              for row in range(merged.rowCount(first))]
    assert set(orders) == {2}  # ×7 ○8 ×a is the same position as ×a ○8 ×7
    repeats = [merged.data(merged.index(row, 0, first), BRANCH_ROLE).repeat
               for row in range(merged.rowCount(first))]
    assert not any(repeats)  # the first path to each position owns it


def test_a_path_opens_the_nodes_on_its_way(qapp) -> None:
    model = GameTreeModel(Position())
    index = model.index_for_path((4, 0, 8))
    branch = model.branch(index)
    assert branch is not None and branch.path == (4, 0, 8)
    assert [keypad_digit(c) for c in branch.path] == [5, 7, 3]
    assert model.fetched == 3
    assert not model.index_for_path((4, 4)).isValid()
    assert model.branch(QModelIndex()) is None
