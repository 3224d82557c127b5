"""The move order found for a position given only by its marks: checked for every board of every
rule, reachable or not, against the independent reference game in reference.py."""

from __future__ import annotations

import itertools
from math import comb

import pytest

from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.move_order import a_move_order

from . import reference as ref


def _replays_to(board: str, order: tuple[int, ...], variant: str) -> bool:
    """True when ``order`` is a legal game, by the reference's rules, that ends on ``board``."""
    cells = [ref.EMPTY] * 9
    status = None
    for cell in order:
        if status is not None or cells[cell] != ref.EMPTY:
            return False
        mover = ref.to_move(cells)
        cells[cell] = mover
        status = ref.status_after_move(cells, mover, variant)
    return "".join(cells) == board


@pytest.mark.parametrize("variant", list(Variant))
def test_every_board_gets_an_order_exactly_when_a_game_reaches_it(variant: Variant) -> None:
    reachable = ref.reachable(variant.value)
    checked = found = 0
    for marks in itertools.product("XO.", repeat=9):
        board = "".join(marks)
        if board.count("X") - board.count("O") not in (0, 1):
            continue
        checked += 1
        position = Position.from_string(board, variant)
        if board in reachable:
            assert _replays_to(board, a_move_order(position), variant.value), board
            found += 1
        else:
            with pytest.raises(ValueError, match="no game"):
                a_move_order(position)
    counts = [(x, o) for x in range(6) for o in range(5) if x - o in (0, 1) and x + o <= 9]
    assert checked == sum(comb(9, x) * comb(9 - x, o) for x, o in counts)
    assert found == len(reachable)


def test_a_position_with_its_history_keeps_it() -> None:
    position = Position(Variant.MISERE, [8, 4, 0])
    assert a_move_order(position) == (8, 4, 0)
