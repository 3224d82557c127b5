"""The computer's four levels. Each is a pure function of (position, random generator).

* **Easy** (seed 004, level 0): any legal move.
* **Medium** (seed 004, level 1, made rule-aware): looks two plies ahead. It takes a move that wins
  at once; otherwise it avoids moves that lose at once or let the opponent win on the next move.
* **Hard** (seed 001): a depth-limited minimax with a heuristic count of open lines. Sensible, and
  beatable.
* **Perfect** (seed 004, level 2, with seed 002's randomness): never gives value away, wins fastest,
  loses slowest, and among equal moves prefers those that give the opponent more ways to go wrong.

>>> import random
>>> board = Position(moves=[0, 4, 1])  # X threatens the top row
>>> [choose_move(level, board, random.Random(1)) for level in (Level.MEDIUM, Level.PERFECT)]
[2, 2]
"""

from __future__ import annotations

import enum
import functools
import random
from collections.abc import Callable
from typing import Final, Protocol

from .analysis import wins_at
from .board import Position
from .geometry import FREE_CELLS, LINE_MASKS, POPCOUNT
from .rules import Variant
from .solver import solve


class Level(enum.Enum):
    """The computer's strength, weakest first.

    >>> Level.parse("Perfect").title
    'Perfect'
    """

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    PERFECT = "perfect"

    @classmethod
    def parse(cls, text: str) -> Level:
        """Read a level name; raise ``ValueError`` with a readable message if it is unknown."""
        try:
            return cls(text.strip().lower())
        except ValueError:
            names = ", ".join(level.value for level in cls)
            raise ValueError(f"unknown level {text!r} (choose from {names})") from None

    @property
    def title(self) -> str:
        """The level's name for people."""
        return self.value.capitalize()

    @property
    def description(self) -> str:
        """One line about how the level plays."""
        return _DESCRIPTIONS[self]


_DESCRIPTIONS: Final = {
    Level.EASY: "Plays anywhere at random. Good for a first game.",
    Level.MEDIUM: "Takes a win and blocks yours, but does not plan ahead.",
    Level.HARD: "Looks three moves ahead. Strong, yet it can be beaten.",
    Level.PERFECT: "Plays perfectly: it never loses a game that can still be saved, and "
                   "punishes every mistake.",
}


class Player(Protocol):
    """Anything that chooses a move for the side to move of an unfinished position."""

    def choose_move(self, position: Position, rng: random.Random) -> int:
        """Return a legal move. The position is not changed."""


def _require_moves(position: Position) -> tuple[int, ...]:
    moves = position.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    return moves


class EasyPlayer:
    """A random legal move."""

    def choose_move(self, position: Position, rng: random.Random) -> int:
        return rng.choice(_require_moves(position))


class MediumPlayer:
    """Two plies: win now if possible, else avoid losing now or handing the opponent a win."""

    def choose_move(self, position: Position, rng: random.Random) -> int:
        moves = _require_moves(position)
        me = position.turn
        board = position.copy()
        safe: list[int] = []
        for move in moves:
            board.push(move)
            outcome = board.outcome()
            if outcome is not None and outcome.winner is me:
                return move
            loses_now = outcome is not None and outcome.winner is me.other
            if not loses_now and not _opponent_wins_next(board):
                safe.append(move)
            board.pop()
        return rng.choice(safe or list(moves))


def _opponent_wins_next(board: Position) -> bool:
    """True if the side to move can win with its next move."""
    mover = board.turn
    return any(wins_at(board, mover, reply) for reply in board.legal_moves())


class HardPlayer:
    """A negamax ``depth`` plies deep that scores the leaves by open lines (seed 001).

    A line with only your marks is worth 1 for one mark and 4 for two; the opponent's count against
    you. In misère the signs flip: your own open lines are dangers. Wins count 100 minus the depth,
    so nearer wins come first. Ties are broken at random.
    """

    def __init__(self, depth: int = 3) -> None:
        if depth < 1:
            raise ValueError("depth must be at least 1")
        self.depth = depth

    def choose_move(self, position: Position, rng: random.Random) -> int:
        return rng.choice(self.best_moves(position))

    def best_moves(self, position: Position) -> list[int]:
        """The moves that share the top score, in the order of the legal moves (the choice is
        made among them at random: a caller may keep them, they depend on the position only)."""
        scores = self.move_scores(position)
        top = max(score for _, score in scores)
        return [move for move, score in scores if score == top]

    def move_scores(self, position: Position) -> tuple[tuple[int, int], ...]:
        """Each legal move, in cell order, with its score for the side to move: the heuristic
        value Hard sees (a win counts 100 minus its distance in plies, a loss the opposite;
        otherwise open lines at the search's horizon).

        >>> HardPlayer().move_scores(Position(moves=[0, 4, 1, 3]))[0]  # 2 makes the top row
        (2, 99)
        """
        moves = _require_moves(position)
        result, misere = position.rules.result, position.variant is Variant.MISERE
        x, o = position.x_mask, position.o_mask
        x_moves = POPCOUNT[x] == POPCOUNT[o]
        scores = []
        for move in moves:
            bit = 1 << move
            after_x, after_o = (x | bit, o) if x_moves else (x, o | bit)
            scores.append((move, -_negamax(result, misere, after_x, after_o, self.depth - 1, 1)))
        return tuple(scores)

    def _negamax(self, board: Position, depth: int, ply: int) -> int:
        """The negamax score of ``board`` for its side to move, ``depth`` plies deep."""
        return _negamax(board.rules.result, board.variant is Variant.MISERE, board.x_mask,
                        board.o_mask, depth, ply)


def _negamax(result: Callable[[int, int], int | None], misere: bool, x: int, o: int,
             depth: int, ply: int) -> int:
    """Hard's negamax on bit masks, for the side to move (X when both have as many marks):
    a finished game scores 100 minus ``ply`` for the winner, the horizon its open lines."""
    x_moves = POPCOUNT[x] == POPCOUNT[o]
    won = result(x, o)
    if won is not None:
        return (won if x_moves else -won) * (100 - ply)
    if depth == 0:
        return _open_line_score(x, o, x_moves, misere)
    scores = []  # the game goes on: there is a legal move
    for move in FREE_CELLS[x | o]:
        bit = 1 << move
        if x_moves:
            scores.append(-_negamax(result, misere, x | bit, o, depth - 1, ply + 1))
        else:
            scores.append(-_negamax(result, misere, x, o | bit, depth - 1, ply + 1))
    return max(scores)


_LINE_WORTH: Final = (0, 1, 4, 0)


@functools.cache
def _open_line_score(x: int, o: int, x_moves: bool, misere: bool) -> int:
    """The heuristic: the side to move's open lines minus the opponent's (cached: the same
    leaves recur from one search to the next)."""
    mine, theirs = (x, o) if x_moves else (o, x)
    score = 0
    for line in LINE_MASKS:
        if not line & theirs:
            score += _LINE_WORTH[POPCOUNT[line & mine]]
        if not line & mine:
            score -= _LINE_WORTH[POPCOUNT[line & theirs]]
    return -score if misere else score


class PerfectPlayer:
    """Perfect play from the solved table, randomised among equally good moves."""

    def choose_move(self, position: Position, rng: random.Random) -> int:
        _require_moves(position)
        solution = solve(position.variant)
        if not solution.is_reachable(position):
            raise ValueError(f"{position.board_string()} cannot be reached under these rules")
        return solution.perfect_move(position.key, rng)


_PLAYERS: Final[dict[Level, Player]] = {
    Level.EASY: EasyPlayer(),
    Level.MEDIUM: MediumPlayer(),
    Level.HARD: HardPlayer(),
    Level.PERFECT: PerfectPlayer(),
}


def player_for(level: Level) -> Player:
    """The (stateless, shared) player of a level."""
    return _PLAYERS[level]


def choose_move(level: Level, position: Position, rng: random.Random) -> int:
    """Shorthand for ``player_for(level).choose_move(position, rng)``."""
    return _PLAYERS[level].choose_move(position, rng)
