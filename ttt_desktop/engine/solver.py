"""Perfect play for every reachable position of a variant, solved once and kept.

:func:`solve` walks every position reachable from the empty board (a depth-first search with a
memo, the way seed 002 tabulates its 19683 codes) and records, for the side to move:

* the **value** under perfect play: +1 win, 0 draw, -1 loss;
* **all** optimal moves, i.e. every move that keeps that value;
* the **plies** to the end when the winner wins as fast as possible and the loser holds out as
  long as possible (seed 004's ``10 - depth`` scoring, made exact).

It also prepares the Perfect player's weighted choices, so that choosing a move later is a single
dictionary look-up and one random draw.

>>> solution = solve(Variant.STANDARD)
>>> solution.entry(Position()).value, len(solution)
(0, 5478)
>>> solution.entry(Position(moves=[0, 1])).best  # after a corner and an edge, X wins
(3, 4, 6)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from . import solved_tables
from .board import Position
from .geometry import CELLS, CENTRE, CORNERS, EDGES, FREE_CELLS
from .rules import Variant, rules_for

#: On the empty board, when every first move is equally good, the centre weighs as much as the
#: four corners together and as the four edges together: the three classes are equally likely.
OPENING_CLASS_WEIGHTS: Final = {CENTRE: 4, **dict.fromkeys(CORNERS, 1), **dict.fromkeys(EDGES, 1)}

# A node is (value for the side to move, plies to the end, optimal moves, rope), where the rope is
# 1 + the number of moves that would throw the value away: the Perfect player's weight for a move
# is the rope it leaves the opponent.
_Node = tuple[int, int, tuple[int, ...], int]


@dataclass(frozen=True)
class Entry:
    """What the solver knows about one position, from the side to move's point of view.

    ``best`` is empty and ``plies`` is 0 once the game is over.
    """

    value: int
    best: tuple[int, ...]
    plies: int


class Solution:
    """The solved table of one variant. Build it with :func:`solve` (which caches it)."""

    __slots__ = ("_choices", "_nodes", "variant")

    def __init__(
        self, variant: Variant, nodes: dict[int, _Node], choices: dict[int, tuple[int, ...]]
    ) -> None:
        self.variant = variant
        self._nodes = nodes
        self._choices = choices

    def __len__(self) -> int:
        """How many positions are reachable from the empty board, finished ones included."""
        return len(self._nodes)

    def reachable_keys(self) -> Iterator[int]:
        """The keys (``x_mask | o_mask << 9``) of every reachable position."""
        return iter(self._nodes)

    def is_reachable(self, position: Position) -> bool:
        """True if legal play under this variant can reach the position's marks."""
        return position.key in self._nodes

    def entry(self, position: Position) -> Entry:
        """The value, optimal moves and plies of a reachable position.

        Raise ``ValueError`` if the variant's rules cannot reach it.
        """
        return self.entry_for_key(position.key)

    def entry_for_key(self, key: int) -> Entry:
        """Like :meth:`entry`, for a key as returned by :meth:`keys`."""
        node = self._nodes.get(key)
        if node is None:
            board = Position.from_key(key, self.variant).board_string()
            raise ValueError(f"{board} cannot be reached under the {self.variant.value} rules")
        return Entry(node[0], node[2], node[1])

    def facts_for_key(self, key: int) -> tuple[int, int, tuple[int, ...]]:
        """The value, plies and best moves of :meth:`entry_for_key`, as a plain tuple (for the
        review's inner loop). The key must be reachable."""
        node = self._nodes[key]
        return node[0], node[1], node[2]

    def perfect_candidates(self, key: int) -> tuple[int, ...]:
        """The Perfect player's candidate moves, each repeated as often as its weight.

        They keep the value, win fastest or lose slowest, and weigh 1 plus the number of replies
        that would throw away the opponent's value (more rope, more weight).
        """
        return self._choices.get(key, ())

    def perfect_move(self, key: int, rng: random.Random) -> int:
        """Draw the Perfect player's move for the position with this key."""
        return rng.choice(self._choices[key])

    def first_move_values(self) -> tuple[int, ...]:
        """The value of each first move for the first player: +1 win, 0 draw, -1 loss (seed 000).

        >>> solve(Variant.MISERE).first_move_values()
        (-1, -1, -1, -1, 0, -1, -1, -1, -1)
        """
        return tuple(-self._nodes[1 << cell][0] for cell in range(9))


_X_BITS: Final = tuple(1 << cell for cell in CELLS)
_O_BITS: Final = tuple(1 << (cell + 9) for cell in CELLS)


def _finished(value: int) -> _Node:
    """A finished position: its value for the side to move, no plies left, no moves, rope 1."""
    return (value, 0, (), 1)


def _build(variant: Variant) -> Solution:
    """The variant's solution: read from the tables written ahead of time when there are any
    (see :mod:`.solved_tables`), else solved now."""
    folder = solved_tables.tables_folder()
    tables = solved_tables.read_table(folder, variant) if folder is not None else None
    if tables is None:
        _SOLVED_COLD.append(variant)
    nodes, choices = tables if tables is not None else build_tables(variant)
    return Solution(variant, nodes, choices)


def build_tables(variant: Variant) -> tuple[dict[int, _Node], dict[int, tuple[int, ...]]]:
    """Solve a variant: every reachable position's node, and the Perfect player's choices."""
    result = rules_for(variant).result
    nodes: dict[int, _Node] = {}
    choices: dict[int, tuple[int, ...]] = {}
    lookup = nodes.get
    free_cells = FREE_CELLS
    # Finished positions by their result (+1 X won), for the side to move. X is to move only after
    # O's move, which never fills the board: no draw there.
    x_done = {1: _finished(1), -1: _finished(-1)}
    o_done = {1: _finished(-1), 0: _finished(0), -1: _finished(1)}

    def visit(key: int, x_to_move: bool) -> _Node:
        x, o = key & 0x1FF, key >> 9
        outcome = result(x, o)
        if outcome is not None:
            node = (x_done if x_to_move else o_done)[outcome]
            nodes[key] = node
            return node
        free = free_cells[x | o]
        bits = _X_BITS if x_to_move else _O_BITS
        # Children's values are the opponent's: the best moves are those that minimise them.
        low = 2
        cells: list[int] = []
        kids: list[_Node] = []
        for cell in free:
            child_key = key | bits[cell]
            child = lookup(child_key) or visit(child_key, not x_to_move)
            value = child[0]
            if value < low:
                low = value
                cells = [cell]
                kids = [child]
            elif value == low:
                cells.append(cell)
                kids.append(child)
        # Win fast (fewest plies); lose or draw slowly (most plies).
        if len(kids) == 1:
            end = kids[0][1]
            picks: tuple[int, ...] = (cells[0],)
        else:
            end = min([kid[1] for kid in kids]) if low < 0 else max([kid[1] for kid in kids])
            picked: list[int] = []
            for cell, kid in zip(cells, kids):
                if kid[1] == end:
                    picked += [cell] * kid[3]
            picks = tuple(picked)
        best = tuple(cells)
        # The last field is the "rope": 1 + how many moves here throw away the value.
        node = (-low, end + 1, best, 1 + len(free) - len(best))
        nodes[key] = node
        choices[key] = picks
        return node

    visit(0, True)
    if len(set(choices[0])) == 9:
        # Every opening is equally good: make centre, corner and edge equally likely classes.
        choices[0] = tuple(c for c, w in sorted(OPENING_CLASS_WEIGHTS.items()) for _ in range(w))
    return nodes, choices


def write_tables(folder: Path, variants: Iterable[Variant] = tuple(Variant)) -> None:
    """Solve each variant and write its table in ``folder`` (created if needed), for
    :func:`solve` to read later (see :mod:`.solved_tables`).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> write_tables(folder, [Variant.MISERE])
    >>> solved_tables.read_table(folder, Variant.MISERE) == build_tables(Variant.MISERE)
    True
    """
    for variant in variants:
        solved_tables.write_table(folder, variant, *build_tables(variant))


_SOLVED: dict[Variant, Solution] = {}
_SOLVED_COLD: list[Variant] = []


def solve(variant: Variant) -> Solution:
    """Solve a variant (once per process; later calls return the same table).

    A cold solve takes 7-16 ms of pure Python, reading a table written ahead of time about
    1.5 ms (:mod:`.solved_tables`); a caller that must not wait (the window's thread) checks
    :func:`is_solved` first and lets another thread build the table.
    """
    solution = _SOLVED.get(variant)
    if solution is None:  # two threads may both build it: the tables are equal
        solution = _SOLVED[variant] = _build(variant)
    return solution


def is_solved(variant: Variant) -> bool:
    """True when :func:`solve` returns at once for this variant."""
    return variant in _SOLVED


def solved_cold() -> tuple[Variant, ...]:
    """The variants this process has solved itself, for want of a usable table written ahead of
    time (see :mod:`.solved_tables`); the packaged game's smoke test reports them."""
    return tuple(_SOLVED_COLD)
