"""Puzzles made by the solver: positions where exactly one move keeps the value.

**Definition.** A position is a *puzzle position* when it

* can be reached from the empty board under its variant;
* is not finished;
* has a solved value for the side to move (the *player*) that is a win or a draw;
* has exactly one move that keeps that value, counting as one the moves that the position's own
  symmetries (those of the board's 8 that leave the marks where they are) map onto each other;
* has at least one other legal move, which then loses value.

Positions that the board's 8 symmetries map onto each other are one puzzle; its representative
is the image with the smallest :attr:`Position.key` (as :mod:`.stats` counts symmetry classes).

**Solution line.** From the representative, the player plays the value-keeping move with the
lowest keypad digit (when there are several, they are symmetric). The opponent replies with a
move that keeps its own best value (when that value is a loss, only its slowest losses count),
the one with the lowest keypad digit. This goes on while the player's position is again a
puzzle position; the line ends when the game ends or when it no longer is. The player's moves are
the *solution*; the opponent's replies are part of the :attr:`Puzzle.line`.

>>> standard = puzzles(Variant.STANDARD)
>>> len(standard), len(puzzles(Variant.MISERE)), len(puzzles(Variant.LAST_LINE))
(303, 240, 279)
>>> empty = next(p for p in puzzles(Variant.MISERE) if p.board == ".........")
>>> empty.value, empty.solution_digits, empty.theme.value
(0, (5, 9, 8, 4), 'do not make a line')

**Themes** (one per puzzle; ``m`` is the player's first move of the solution):

* standard, tried in this order:

  - *win now* (:attr:`Theme.WIN_NOW`): ``m`` completes a line of the player's: the game is won;
  - *block* (:attr:`Theme.BLOCK`): the opponent would complete a line at once on ``m``;
  - *make a fork* (:attr:`Theme.MAKE_FORK`): the value is a win (and ``m`` neither wins at once
    nor blocks): the win comes from two threats at once, made by ``m`` or forced by it;
  - *stop a fork* (:attr:`Theme.STOP_FORK`): the value is a draw, and at least one losing move
    lets the opponent reply with a move that threatens to win at once in two cells;
  - *the only drawing move* (:attr:`Theme.ONLY_DRAW`): every other draw.

* misère (a line loses):

  - *force the other side to make one* (:attr:`Theme.FORCE_LINE`): the value is a win: with best
    play the opponent ends up completing a line;
  - *do not make a line* (:attr:`Theme.AVOID_LINE`): the value is a draw: ``m`` is the one move
    after which the player is never forced to complete a line.

* last line wins:

  - *when not to close a line early* (:attr:`Theme.DONT_CLOSE_EARLY`): ``m`` completes no line,
    and at least one losing move would complete a line of the player's;
  - *the later line* (:attr:`Theme.LATER_LINE`): every other puzzle: ``m`` completes the player's
    line (after the opponent's, which wins at once, or in time), or keeps the race for the last
    line without tempting the player to close one.

**Difficulty**, a rating on the Glicko scale (1500 is average) used as the puzzle's starting
rating::

    difficulty = 1150 + 40 * losing + 110 * medium_traps + 80 * hard_traps
                 + 90 * (len(solution) - 1) + 60 * (value is a draw) + bonus[variant]

``losing`` counts the legal moves that lose value, counting as one the moves that the
position's own symmetries map onto each other (on the empty board the eight losing moves of
misère are two: a corner and an edge); the traps are counted alike. The *traps* are the losing
moves that look good to a player who calculates a little: ``medium_traps`` those the Medium level
might play (:func:`medium_moves`: it takes a win at once, otherwise avoids the moves that lose at
once or let the opponent win at once: they look safe two plies deep), ``hard_traps`` those the
Hard level might play (:func:`hard_moves`: they look best three plies deep, counting open lines).
The solution's length counts the player's moves. A draw to keep is harder to see than a win to
take, hence its 60; ``bonus`` is 0 for standard, 150 for misère and 100 for last line wins, whose
traps adults do not see.

Standard library only, no Qt.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from .board import Position
from .geometry import (
    FREE_CELLS,
    HAS_LINE,
    LINE_MASKS,
    POPCOUNT,
    SYMMETRIES,
    SYMMETRY_IMAGES,
)
from .geometry import canonical_key as canonical_key  # the puzzles' representative, for play/
from .mark import Mark
from .notation import keypad_digit
from .rules import Variant, rules_for
from .solver import Solution, solve


class Theme(enum.Enum):
    """What a puzzle trains; each belongs to one variant (see the module's docstring)."""

    WIN_NOW = "win now"
    BLOCK = "block"
    MAKE_FORK = "make a fork"
    STOP_FORK = "stop a fork"
    ONLY_DRAW = "the only drawing move"
    AVOID_LINE = "do not make a line"
    FORCE_LINE = "force the other side to make one"
    LATER_LINE = "the later line"
    DONT_CLOSE_EARLY = "when not to close a line early"

    @property
    def variant(self) -> Variant:
        """The variant whose puzzles have this theme.

        >>> Theme.FORCE_LINE.variant
        <Variant.MISERE: 'misere'>
        """
        return _THEME_VARIANT[self]


_THEME_VARIANT: Final = {
    Theme.WIN_NOW: Variant.STANDARD,
    Theme.BLOCK: Variant.STANDARD,
    Theme.MAKE_FORK: Variant.STANDARD,
    Theme.STOP_FORK: Variant.STANDARD,
    Theme.ONLY_DRAW: Variant.STANDARD,
    Theme.AVOID_LINE: Variant.MISERE,
    Theme.FORCE_LINE: Variant.MISERE,
    Theme.LATER_LINE: Variant.LAST_LINE,
    Theme.DONT_CLOSE_EARLY: Variant.LAST_LINE,
}


def themes_of(variant: Variant) -> tuple[Theme, ...]:
    """The themes of one variant, in the order the puzzle window lists them.

    >>> [t.value for t in themes_of(Variant.LAST_LINE)]
    ['the later line', 'when not to close a line early']
    """
    return tuple(t for t in Theme if t.variant is variant)


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the representative position, its value, the solution line, theme, difficulty.

    ``line`` holds every move of the solution line, cells 0..8, the player's first; ``value``
    (1 win, 0 draw) and ``plies`` (to the end with best play) are for the side to move.

    >>> p = next(p for p in puzzles(Variant.STANDARD) if p.theme is Theme.WIN_NOW)
    >>> p.solution == p.line[::2], p.position().is_game_over()
    (True, False)
    """

    variant: Variant
    key: int
    value: int
    plies: int
    line: tuple[int, ...]
    theme: Theme
    difficulty: int
    #: The 9-character board, as ``ttt-solve table`` writes it (set from ``key``).
    board: str = field(init=False, repr=False, compare=False)
    #: A stable name for the puzzle, e.g. ``"misere:........."`` (set from the board).
    id: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        x, o = self.key & 0x1FF, self.key >> 9
        board = "".join("X" if x >> c & 1 else "O" if o >> c & 1 else "." for c in range(9))
        object.__setattr__(self, "board", board)
        object.__setattr__(self, "id", f"{self.variant.value}:{board}")

    @property
    def to_move(self) -> Mark:
        """The player's mark."""
        return Mark.X if POPCOUNT[self.key & 0x1FF] == POPCOUNT[self.key >> 9] else Mark.O

    @property
    def solution(self) -> tuple[int, ...]:
        """The player's moves along the solution line (cells 0..8)."""
        return self.line[::2]

    @property
    def solution_digits(self) -> tuple[int, ...]:
        """The player's moves as keypad digits (7 8 9 is the top row)."""
        return tuple(keypad_digit(cell) for cell in self.solution)

    def position(self) -> Position:
        """A fresh position to play the puzzle on."""
        return Position.from_key(self.key, self.variant)


# -- symmetries on bit masks ----------------------------------------------------------------

#: For every 9-bit mask, the symmetries that leave it as it is (bit ``i`` for ``SYMMETRIES[i]``).
_FIXED_BY: Final[tuple[int, ...]] = tuple(
    sum(1 << i for i, image in enumerate(SYMMETRY_IMAGES) if image[mask] == mask)
    for mask in range(512)
)


def _one_orbit(key: int, cells: tuple[int, ...]) -> bool:
    """True if the position's own symmetries map every cell of ``cells`` onto one another."""
    if len(cells) == 1:
        return True
    own = _FIXED_BY[key & 0x1FF] & _FIXED_BY[key >> 9]
    if own == 1:  # only the identity
        return False
    orbit = {perm[cells[0]] for i, perm in enumerate(SYMMETRIES) if own >> i & 1}
    return all(cell in orbit for cell in cells)


def _classes(key: int, cells: Sequence[int]) -> int:
    """How many of ``cells`` differ, counting as one the cells that the position's own
    symmetries map onto one another."""
    own = _FIXED_BY[key & 0x1FF] & _FIXED_BY[key >> 9]
    if own == 1:
        return len(set(cells))
    perms = [perm for i, perm in enumerate(SYMMETRIES) if own >> i & 1]
    return len({min(perm[cell] for perm in perms) for cell in cells})


# -- the definition ---------------------------------------------------------------------------


def _child(key: int, cell: int) -> int:
    """The key after the side to move plays ``cell``."""
    x, o = key & 0x1FF, key >> 9
    return key | (1 << cell if POPCOUNT[x] == POPCOUNT[o] else 1 << (cell + 9))


def _is_puzzle_key(solution: Solution, key: int) -> bool:
    """The definition, for the key of a reachable position."""
    value, _, best = solution.facts_for_key(key)
    if value < 0 or not best:  # a loss, or the game is over
        return False
    x, o = key & 0x1FF, key >> 9
    return len(best) < len(FREE_CELLS[x | o]) and _one_orbit(key, best)


def is_puzzle(position: Position) -> bool:
    """True if ``position`` meets the definition (a reachable position under its variant).

    >>> is_puzzle(Position(Variant.MISERE)), is_puzzle(Position(Variant.STANDARD))
    (True, False)
    >>> is_puzzle(Position(Variant.STANDARD, [0, 4, 1]))  # ○ threatens 2: × must block
    True
    """
    solution = solve(position.variant)
    return solution.is_reachable(position) and _is_puzzle_key(solution, position.key)


def solution_line(solution: Solution, key: int) -> tuple[int, ...]:
    """The fixed solution line (cells) from a puzzle position's key; see the module docstring.

    >>> solution_line(solve(Variant.STANDARD), Position(moves=[0, 4, 1]).key)  # × blocks twice
    (2, 6, 3, 5)
    """
    facts = solution.facts_for_key
    result = rules_for(solution.variant).result
    line: list[int] = []
    while True:
        _, _, best = facts(key)
        move = min(best, key=keypad_digit)
        line.append(move)
        key = _child(key, move)
        if result(key & 0x1FF, key >> 9) is not None:
            break
        value, plies, replies = facts(key)
        if value < 0:  # the opponent is lost: only its slowest losses
            replies = tuple(r for r in replies if facts(_child(key, r))[1] + 1 == plies)
        reply = min(replies, key=keypad_digit)
        line.append(reply)
        key = _child(key, reply)
        if result(key & 0x1FF, key >> 9) is not None or not _is_puzzle_key(solution, key):
            break
    return tuple(line)


# -- themes and difficulty --------------------------------------------------------------------

Result = Callable[[int, int], int | None]


def _play(x: int, o: int, cell: int, for_x: bool) -> tuple[int, int]:
    return (x | 1 << cell, o) if for_x else (x, o | 1 << cell)


def _winning_cells(result: Result, x: int, o: int, for_x: bool) -> int:
    """How many empty cells would win at once for one side (0 once the game is over)."""
    if result(x, o) is not None:
        return 0
    won = 1 if for_x else -1
    return sum(1 for c in FREE_CELLS[x | o] if result(*_play(x, o, c, for_x)) == won)


def medium_moves(position: Position) -> tuple[int, ...]:
    """The moves the Medium level may play (:class:`.players.MediumPlayer`): a move that wins at
    once if there is one (the first, as it plays it), else the moves that neither lose at once
    nor let the opponent win at once, else any move.

    >>> medium_moves(Position(moves=[0, 4, 1]))  # × must block at 2
    (2,)
    """
    return _medium_moves(position.rules.result, position.x_mask, position.o_mask)


def _medium_moves(result: Result, x: int, o: int) -> tuple[int, ...]:
    me_x = POPCOUNT[x] == POPCOUNT[o]
    won = 1 if me_x else -1
    safe = []
    free = FREE_CELLS[x | o]
    for cell in free:
        xa, oa = _play(x, o, cell, me_x)
        ended = result(xa, oa)
        if ended == won:
            return (cell,)
        if ended != -won and not _winning_cells(result, xa, oa, not me_x):
            safe.append(cell)
    return tuple(safe) or free


_LINE_WORTH: Final = (0, 1, 4, 0)  # as the Hard level counts open lines


def hard_moves(position: Position) -> tuple[int, ...]:
    """The moves the Hard level may play (:class:`.players.HardPlayer`, 3 plies deep): those
    with its best score, among which it picks at random.

    >>> hard_moves(Position(moves=[0, 4, 1]))  # × must block at 2
    (2,)
    """
    if position.is_game_over():
        return ()
    return _hard_moves(position.rules.result, position.variant is Variant.MISERE,
                       position.x_mask, position.o_mask, {})


#: For every 9-bit mask, the lines it touches (bit ``i`` for ``LINE_MASKS[i]``).
_TOUCHED: Final[tuple[int, ...]] = tuple(
    sum(1 << i for i, line in enumerate(LINE_MASKS) if line & mask) for mask in range(512)
)
#: For every 9-bit mask, (line bit, worth) of the lines it holds one or two cells of.
_WORTHS: Final[tuple[tuple[tuple[int, int], ...], ...]] = tuple(
    tuple((1 << i, _LINE_WORTH[POPCOUNT[line & mask]]) for i, line in enumerate(LINE_MASKS)
          if _LINE_WORTH[POPCOUNT[line & mask]])
    for mask in range(512)
)


def _hard_moves(result: Result, misere: bool, x: int, o: int,
                memo: dict[int, int]) -> tuple[int, ...]:
    """Hard's best-scoring moves on bit masks. ``memo`` may be shared between calls of one
    variant: a node's score depends only on its key and its depth, and the depth is fixed by the
    number of marks since the root (3 plies), so it is keyed ``key * 4 + depth``."""
    worths, touched, free_cells, popcount = _WORTHS, _TOUCHED, FREE_CELLS, POPCOUNT
    sign = -1 if misere else 1

    def negamax(x: int, o: int, depth: int, ply: int) -> int:
        slot = (x | o << 9) * 4 + depth
        score = memo.get(slot)
        if score is not None:
            return score
        x_to_move = popcount[x] == popcount[o]
        ended = result(x, o)
        if ended is not None:
            score = (ended if x_to_move else -ended) * (100 - ply)
        elif depth == 0:  # open lines: the side to move's minus the opponent's
            mine, theirs = (x, o) if x_to_move else (o, x)
            blocked = touched[theirs]
            score = sum(w for bit, w in worths[mine] if not blocked & bit)
            blocked = touched[mine]
            score -= sum(w for bit, w in worths[theirs] if not blocked & bit)
            score *= sign
        else:
            score = -1000
            for cell in free_cells[x | o]:
                if x_to_move:
                    child = -negamax(x | 1 << cell, o, depth - 1, ply + 1)
                else:
                    child = -negamax(x, o | 1 << cell, depth - 1, ply + 1)
                if child > score:
                    score = child
        memo[slot] = score
        return score

    me_x = POPCOUNT[x] == POPCOUNT[o]
    scores = [(cell, -negamax(*_play(x, o, cell, me_x), 2, 1)) for cell in FREE_CELLS[x | o]]
    top = max(score for _, score in scores)
    return tuple(cell for cell, score in scores if score == top)


def _theme(variant: Variant, result: Result, key: int, value: int, move: int,
           losing: tuple[int, ...]) -> Theme:
    x, o = key & 0x1FF, key >> 9
    me_x = POPCOUNT[x] == POPCOUNT[o]
    mine = x if me_x else o
    xa, oa = _play(x, o, move, me_x)
    if variant is Variant.MISERE:
        return Theme.FORCE_LINE if value == 1 else Theme.AVOID_LINE
    if variant is Variant.LAST_LINE:
        closes = HAS_LINE[xa if me_x else oa] and not HAS_LINE[mine]
        tempting = any(HAS_LINE[mine | 1 << cell] and not HAS_LINE[mine] for cell in losing)
        return Theme.DONT_CLOSE_EARLY if tempting and not closes else Theme.LATER_LINE
    if result(xa, oa) == (1 if me_x else -1):
        return Theme.WIN_NOW
    if result(*_play(x, o, move, not me_x)) == (-1 if me_x else 1):
        return Theme.BLOCK
    if value == 1:
        return Theme.MAKE_FORK
    for cell in losing:
        xl, ol = _play(x, o, cell, me_x)
        if result(xl, ol) is None and any(
                _winning_cells(result, *_play(xl, ol, reply, not me_x), not me_x) >= 2
                for reply in FREE_CELLS[xl | ol]):
            return Theme.STOP_FORK
    return Theme.ONLY_DRAW


_VARIANT_BONUS: Final = {Variant.STANDARD: 0, Variant.MISERE: 150, Variant.LAST_LINE: 100}


def difficulty(variant: Variant, losing: int, medium_traps: int, hard_traps: int,
               solution_length: int, value: int) -> int:
    """The starting rating of a puzzle (the formula is in the module docstring).

    >>> difficulty(Variant.STANDARD, 6, 0, 0, 1, 1), difficulty(Variant.MISERE, 5, 3, 1, 3, 0)
    (1390, 2150)
    """
    return (1150 + 40 * losing + 110 * medium_traps + 80 * hard_traps
            + 90 * (solution_length - 1) + 60 * (value == 0) + _VARIANT_BONUS[variant])


# -- every puzzle -----------------------------------------------------------------------------


def find_puzzles(variant: Variant) -> tuple[Puzzle, ...]:
    """Every puzzle of a variant, one per symmetry class, in order of ply then key (not cached:
    :func:`puzzles` is)."""
    solution = solve(variant)
    result = rules_for(variant).result
    facts = solution.facts_for_key
    found: dict[int, Puzzle] = {}
    hard_memo: dict[int, int] = {}
    misere = variant is Variant.MISERE
    seen: set[int] = set()  # every member of the classes found so far
    for key in solution.reachable_keys():
        if key in seen:
            continue
        value, plies, best = facts(key)
        if value < 0 or not best:
            continue
        x, o = key & 0x1FF, key >> 9
        free = FREE_CELLS[x | o]
        if len(best) == len(free) or not _one_orbit(key, best):
            continue
        members = {image[x] | image[o] << 9 for image in SYMMETRY_IMAGES}
        seen |= members
        canonical = min(members)
        if canonical != key:
            value, plies, best = facts(canonical)
            x, o = canonical & 0x1FF, canonical >> 9
            free = FREE_CELLS[x | o]
        line = solution_line(solution, canonical)
        losing = tuple(cell for cell in free if cell not in best)
        medium_traps = [cell for cell in _medium_moves(result, x, o) if cell in losing]
        hard_traps = [cell for cell in _hard_moves(result, misere, x, o, hard_memo)
                      if cell in losing]
        theme = _theme(variant, result, canonical, value, line[0], losing)
        rating = difficulty(variant, _classes(canonical, losing),
                            _classes(canonical, medium_traps), _classes(canonical, hard_traps),
                            (len(line) + 1) // 2, value)
        found[canonical] = Puzzle(variant, canonical, value, plies, line, theme, rating)
    return tuple(sorted(found.values(), key=lambda p: (POPCOUNT[p.key & 0x1FF]
                                                       + POPCOUNT[p.key >> 9], p.key)))


_PUZZLES: dict[Variant, tuple[Puzzle, ...]] = {}


def puzzles(variant: Variant) -> tuple[Puzzle, ...]:
    """Every puzzle of a variant (found once per process, then kept)."""
    found = _PUZZLES.get(variant)
    if found is None:
        found = _PUZZLES[variant] = find_puzzles(variant)
    return found


def puzzle_by_id(puzzle_id: str) -> Puzzle | None:
    """The puzzle with this :attr:`Puzzle.id` (as the history stores it), or ``None`` if there is
    none (an unknown variant, or a board that is not a puzzle's representative).

    >>> puzzle_by_id("misere:.........").solution_digits, puzzle_by_id("chess:e4")
    ((5, 9, 8, 4), None)
    """
    name, _, board = puzzle_id.partition(":")
    try:
        variant = Variant(name)
    except ValueError:
        return None
    return next((p for p in puzzles(variant) if p.board == board), None)
