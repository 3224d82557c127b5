"""The game's rules, solver and computer players: standard library only, no Qt.

>>> from ttt_desktop.engine import Position, Variant, solve
>>> solve(Variant.LAST_LINE).first_move_values()  # seed 002: only the centre wins
(0, 0, 0, 0, 1, 0, 0, 0, 0)
"""

from .board import Position
from .geometry import LINES, Line, row_and_column
from .mark import Mark
from .rules import Outcome, Rules, Variant, rules_for
from .solver import Entry, Solution, solve

__all__ = [
    "LINES",
    "Entry",
    "Line",
    "Mark",
    "Outcome",
    "Position",
    "Rules",
    "Solution",
    "Variant",
    "row_and_column",
    "rules_for",
    "solve",
]
