"""A legal move order for a position known only by its marks (a puzzle's, or a board typed in).

The game and its tree explorer play on from a position by replaying moves from the empty board;
a position read from a key has no moves. :func:`a_move_order` finds one order of its marks in
which the two sides alternate and no game ends before the last mark: the first such order in
a search that tries the lowest cell as the last move first, so the answer is always the same.

>>> a_move_order(Position.from_string("XO..X...."))
(4, 1, 0)
>>> a_move_order(Position.from_string("XXX.OO..."))  # ○'s line of three came last
(2, 5, 1, 4, 0)
"""

from __future__ import annotations

import functools

from .board import Position
from .rules import Variant, rules_for


def a_move_order(position: Position) -> tuple[int, ...]:
    """The moves of ``position`` in an order a game could have played them, oldest first: the
    position's own history when it has one (it already reaches the marks), else the one the
    search finds first. Raise ``ValueError`` when no game under its rules reaches the marks."""
    if position.ply == len(position.moves):
        return position.moves
    order = _first_order(position.variant, position.x_mask, position.o_mask)
    if order is None:
        raise ValueError(f"no game under {position.variant.value} reaches "
                         f"{position.board_string()}")
    return order


@functools.cache
def _first_order(variant: Variant, x: int, o: int) -> tuple[int, ...] | None:
    """Take the marks off backwards: the last mark is the mover's (○ moved last when the counts
    are equal: × did), and every earlier position must be one where play goes on."""
    if not x and not o:
        return ()
    result = rules_for(variant).result
    x_count, o_count = x.bit_count(), o.bit_count()
    last_is_x = x_count > o_count
    marks = x if last_is_x else o
    for cell in range(9):
        if marks >> cell & 1:
            before = (x & ~(1 << cell), o) if last_is_x else (x, o & ~(1 << cell))
            if result(*before) is not None:
                continue  # the game would have ended one move earlier
            earlier = _first_order(variant, *before)
            if earlier is not None:
                return (*earlier, cell)
    return None
