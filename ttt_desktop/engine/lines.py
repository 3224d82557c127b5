"""The completed lines of a position and what each one means under its variant, for the board to
draw the rules: a line made in mid-game (*last line wins* goes on), the line that won, the line
that lost to a later one, and in *misère* the line that lost. Each line also says at which ply
it was completed (the ply of the move that filled its last cell).

>>> board = Position(Variant.LAST_LINE, [0, 3, 1, 4, 2])      # ○ has the top row; play goes on
>>> marked_lines(board)  # doctest: +NORMALIZE_WHITESPACE
(MarkedLine(line=(0, 1, 2), owner=<Mark.X: 'X'>, role=<LineRole.MADE: 'made'>, ply=5),)
>>> board.push(5)                                            # × completes the middle row, later
>>> [(m.owner.symbol, m.role.value, m.ply) for m in marked_lines(board)]
[('○', 'beaten', 5), ('×', 'won', 6)]

A position set up from a string has no moves, so its lines' plies are unknown:

>>> [(m.role.value, m.ply) for m in marked_lines(Position.from_string("XXXOO...."))]
[('won', None)]
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .board import Position
from .geometry import LINES_IN, Line
from .mark import Mark
from .rules import Variant


class LineRole(enum.Enum):
    """What a completed line means now."""

    MADE = "made"  # completed in mid-game (last line wins): play goes on
    WON = "won"  # the line that won the game
    BEATEN = "beaten"  # completed, but a later line won (last line wins)
    LOST = "lost"  # the line that lost the game (misère)


@dataclass(frozen=True)
class MarkedLine:
    """A completed line, whose it is, and what it means."""

    line: Line
    owner: Mark
    role: LineRole
    #: The ply (1-based) of the move that completed the line; ``None`` when the position was set
    #: up without the moves that filled the line (:meth:`Position.from_string`).
    ply: int | None = None


def marked_lines(position: Position) -> tuple[MarkedLine, ...]:
    """Every completed line of ``position`` with its owner, role and ply, ○'s lines first.

    In *last line wins* the line that won is the one completed last:

    >>> game = Position(Variant.LAST_LINE, [4, 0, 3, 1, 5, 2])
    >>> [(m.owner.symbol, m.role.value, m.ply) for m in marked_lines(game)]
    [('○', 'beaten', 5), ('×', 'won', 6)]
    """
    outcome = position.outcome()
    plies = _move_plies(position)
    marked = []
    for owner, mask in ((Mark.X, position.x_mask), (Mark.O, position.o_mask)):
        for line in LINES_IN[mask]:
            if outcome is None:
                role = LineRole.MADE
            elif position.variant is Variant.MISERE:
                role = LineRole.LOST
            elif outcome.winner is owner:
                role = LineRole.WON
            else:
                role = LineRole.BEATEN
            ply = max((plies[cell] for cell in line if cell in plies), default=None)
            marked.append(MarkedLine(line, owner, role, ply))
    return tuple(marked)


def _move_plies(position: Position) -> dict[int, int]:
    """The ply (1-based) at which each cell of the recorded moves was played. Marks set up
    without moves came first, so a line holding any recorded move was completed by the latest
    of them."""
    first = position.ply - len(position.moves)
    return {cell: first + index + 1 for index, cell in enumerate(position.moves)}
