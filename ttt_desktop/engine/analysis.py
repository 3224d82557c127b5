"""What each move leads to, and why the best one is best: the hint and the overlay read this.

>>> board = Position(moves=[0, 4, 1])   # X holds 0 and 1, O to move
>>> hint(board).cell, hint(board).reason.text
(2, 'blocks a line')
>>> [a.result for a in analyze(board)][:2]
[<Result.DRAW: 0>, <Result.LOSS: -1>]
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from .board import Position
from .geometry import FREE_CELLS, POPCOUNT
from .mark import Mark
from .solver import solve


class Result(enum.IntEnum):
    """A move's result for the player who makes it, under perfect play afterwards."""

    LOSS = -1
    DRAW = 0
    WIN = 1

    @property
    def text(self) -> str:
        """``"win"``, ``"draw"`` or ``"loss"``."""
        return self.name.lower()


_RESULTS = {1: Result.WIN, 0: Result.DRAW, -1: Result.LOSS}


@dataclass(frozen=True)
class MoveAnalysis:
    """One legal move: its result for the mover and the plies until the game ends, this move
    included. ``optimal`` is True when the move keeps the position's value."""

    cell: int
    result: Result
    plies: int
    optimal: bool


class Reason(enum.Enum):
    """Why a hinted move is good, most striking first."""

    WINS_NOW = "wins now"
    BLOCKS = "blocks a line"
    FORK = "makes two threats"
    FORCES_WIN = "forces a win"
    KEEPS_DRAW = "keeps the draw"
    HOLDS_OUT = "holds out longest"

    @property
    def text(self) -> str:
        """The words shown to the player."""
        return self.value


@dataclass(frozen=True)
class Hint:
    """The move to suggest and the reason to give."""

    cell: int
    reason: Reason
    result: Result
    plies: int


def analyze(position: Position) -> list[MoveAnalysis]:
    """Every legal move with its result and distance, in cell order (empty once the game is over).

    Raise ``ValueError`` if the position cannot be reached under its variant.
    """
    solution = solve(position.variant)
    value = solution.entry(position).value  # raises for a position the rules cannot reach
    x, o = position.x_mask, position.o_mask
    if position.rules.result(x, o) is not None:
        return []
    facts = solution.facts_for_key
    moves = []
    if POPCOUNT[x] == POPCOUNT[o]:  # X to move
        children = [(cell, (x | 1 << cell) | o << 9) for cell in FREE_CELLS[x | o]]
    else:
        children = [(cell, x | (o | 1 << cell) << 9) for cell in FREE_CELLS[x | o]]
    for cell, key in children:  # a child of a reachable, unfinished position is reachable
        after, plies, _ = facts(key)
        moves.append(MoveAnalysis(cell, _RESULTS[-after], plies + 1, -after == value))
    return moves


def winning_cells(position: Position, mark: Mark) -> tuple[int, ...]:
    """The empty cells where ``mark`` would win at once if it were ``mark``'s turn.

    >>> winning_cells(Position(moves=[0, 4, 1]), Mark.X)
    (2,)
    """
    return winning_cells_for_masks(position.rules.result, position.x_mask, position.o_mask,
                                   mark is Mark.X)


def winning_cells_for_masks(result: Callable[[int, int], int | None], x: int, o: int,
                   for_x: bool) -> tuple[int, ...]:
    """:func:`winning_cells` on bit masks, with the variant's ``Rules.result``."""
    if result(x, o) is not None:
        return ()
    if for_x:
        return tuple(cell for cell in FREE_CELLS[x | o] if result(x | 1 << cell, o) == 1)
    return tuple(cell for cell in FREE_CELLS[x | o] if result(x, o | 1 << cell) == -1)


def wins_at(position: Position, mark: Mark, cell: int) -> bool:
    """True if ``mark`` playing the empty ``cell`` would win at once (whoever is to move).

    >>> wins_at(Position(moves=[0, 4, 1]), Mark.X, 2), wins_at(Position(moves=[0, 4, 1]), Mark.O, 2)
    (True, False)
    """
    if mark is Mark.X:
        return position.rules.result(position.x_mask | 1 << cell, position.o_mask) == 1
    return position.rules.result(position.x_mask, position.o_mask | 1 << cell) == -1


def reason_for(position: Position, move: MoveAnalysis) -> Reason:
    """Why ``move`` is worth playing in ``position``."""
    result = position.rules.result
    x, o, bit = position.x_mask, position.o_mask, 1 << move.cell
    me_x = POPCOUNT[x] == POPCOUNT[o]
    x_after, o_after = (x | bit, o) if me_x else (x, o | bit)
    if result(x_after, o_after) == (1 if me_x else -1):
        return Reason.WINS_NOW
    if result(x, o | bit) == -1 if me_x else result(x | bit, o) == 1:
        return Reason.BLOCKS  # the opponent would win on this cell
    if len(winning_cells_for_masks(result, x_after, o_after, me_x)) >= 2:
        return Reason.FORK
    if move.result is Result.WIN:
        return Reason.FORCES_WIN
    if move.result is Result.DRAW:
        return Reason.KEEPS_DRAW
    return Reason.HOLDS_OUT


def hint(position: Position) -> Hint | None:
    """The best move to suggest, or ``None`` once the game is over.

    Among the optimal moves it takes the fastest win (or the slowest loss), then the one with the
    most striking reason, then the lowest cell, so the same position always gets the same hint.
    """
    moves = [m for m in analyze(position) if m.optimal]
    if not moves:
        return None
    order = list(Reason)
    ranked = []
    for move in moves:
        reason = reason_for(position, move)
        speed = move.plies if move.result is Result.WIN else -move.plies
        ranked.append((speed, order.index(reason), move.cell, move, reason))
    _, _, _, best, reason = min(ranked)
    return Hint(best.cell, reason, best.result, best.plies)
