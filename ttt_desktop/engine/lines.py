"""The completed lines of a position and what each one means under its variant, for the board to
draw the rules: a line made in mid-game (*last line wins* goes on), the line that won, the line
that lost to a later one, and in *misère* the line that lost.

>>> board = Position(Variant.LAST_LINE, [0, 3, 1, 4, 2])      # ○ has the top row; play goes on
>>> marked_lines(board)
(MarkedLine(line=(0, 1, 2), owner=<Mark.X: 'X'>, role=<LineRole.MADE: 'made'>),)
>>> board.push(5)                                            # × completes the middle row, later
>>> [(m.owner.symbol, m.role.value) for m in marked_lines(board)]
[('○', 'beaten'), ('×', 'won')]
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


def marked_lines(position: Position) -> tuple[MarkedLine, ...]:
    """Every completed line of ``position`` with its owner and role, ○'s lines first."""
    outcome = position.outcome()
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
            marked.append(MarkedLine(line, owner, role))
    return tuple(marked)
