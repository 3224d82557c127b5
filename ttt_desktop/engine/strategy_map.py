"""A strategy map with no wrong move: for one rule and one side, the move to play in every
position that can arise when that side follows the map and the opponent plays anything.

**Which moves.** In each position of the map the side plays a move that keeps the position's
solved value. Among those it prefers (:func:`preferred_moves`):

* when it wins: the fastest wins (the fewest plies to the end);
* when it draws or loses: the moves that leave the opponent the most ways to go wrong, counted
  as the opponent's replies that throw away the opponent's value.

This is not the Perfect player's rule (:mod:`.solver`): that one keeps the longest draws and
slowest losses first and then draws a move at random, weighted by the ways to go wrong plus one;
a printed map needs one fixed move, and puts the opponent's chances of error first.

**What is minimised.** Among the maps that play preferred moves only, the number of positions
the map holds: the distinct boards where the side is to move and the game goes on (a board
reached by two move orders counts once, as the map lists it once). Positions where only one
square is left count too.

**Where the maps come from.** Each map is the smallest there is, read from
:mod:`.strategy_map_data`. ``tools/optimal_strategy_maps.py`` writes that file: it solves an
integer programme over every choice of preferred moves with HiGHS (a dev dependency; the game
does not ship it), starting from the map of the local search below, and keeps the local
search's map whenever it is already of the smallest size. ``tests/engine/test_strategy_map.py``
solves the same programme again (built from its own tic-tac-toe) and checks each stored map's
size against the proven optimum.

The local search (:func:`searched_map`, standard library only) is not exhaustive:

1. two starting maps: one that minimises the size counted as a tree (each arrival counted apart:
   an exact dynamic programme), one built ply by ply that prefers moves whose next positions
   are already in the map;
2. from each, a local search: the move of one position is changed whenever that makes the map
   smaller, until no single change does; the smaller result goes on (the first on a tie);
3. then each other preferred move of the side's first decision (ply 0 or 1) is tried with a new
   local search after it, kept if the map gets smaller; and so on until nothing changes;
4. among moves that lead to the same positions, the lowest cell.

It reaches the smallest size for three maps (standard, both sides; misère, first player) and
misses it by 1 to 13 positions for the others (docs/lessons.md). The stored maps are turned or
mirrored (the rules do not change under the board's symmetries) so that their moves come first
in cell order: the first player's standard map starts in the top left corner.

>>> first = strategy_map(Variant.STANDARD, Mark.X)
>>> len(first), first.value, first.move_digit(Position())
(74, 0, 7)
>>> strategy_map(Variant.LAST_LINE, Mark.X).move_digit(Position(Variant.LAST_LINE))
5
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .board import Position
from .geometry import FREE_CELLS, POPCOUNT, SYMMETRIES
from .mark import Mark
from .notation import cell_from_digit, keypad_digit
from .rules import Variant, rules_for
from .solver import Solution, solve
from .strategy_map_data import MAPS


@dataclass(frozen=True)
class StrategyMap:
    """One rule's map for one side: the move (a cell) for each board of the map.

    ``value`` is the side's value at the start of the game with best play on both sides
    (+1 win, 0 draw, -1 loss). ``entries`` are (board, cell) pairs, by ply and then as
    :func:`reading_order` sorts a ply.
    """

    variant: Variant
    side: Mark
    value: int
    entries: tuple[tuple[str, int], ...]

    def __len__(self) -> int:
        """How many positions the map holds."""
        return len(self.entries)

    @functools.cached_property
    def _by_board(self) -> Mapping[str, int]:
        return dict(self.entries)

    def move(self, position: Position) -> int:
        """The cell to play in ``position``; ``KeyError`` if the map does not hold it."""
        return self._by_board[position.board_string()]

    def move_digit(self, position: Position) -> int:
        """The keypad digit to play in ``position``; ``KeyError`` if the map does not hold it."""
        return keypad_digit(self.move(position))

    def boards(self) -> dict[str, int]:
        """Every board of the map with its move as a keypad digit (``ttt-solve map``'s JSON)."""
        return {board: keypad_digit(cell) for board, cell in self.entries}

    def by_ply(self) -> dict[int, tuple[tuple[str, int], ...]]:
        """The entries grouped by the number of marks on the board, fewest first."""
        groups: dict[int, list[tuple[str, int]]] = {}
        for board, cell in self.entries:
            groups.setdefault(9 - board.count("."), []).append((board, cell))
        return {ply: tuple(group) for ply, group in groups.items()}


def preferred_moves(position: Position) -> tuple[int, ...]:
    """The moves a map may play in ``position`` (unfinished, reachable): those that keep the
    value, and among them the fastest wins, or, when not winning, those that leave the opponent
    the most ways to go wrong. Ascending cells.

    >>> sorted(keypad_digit(c) for c in preferred_moves(Position()))  # 7 ways to go wrong
    [1, 3, 7, 9]
    """
    return _search(position.variant, position.turn).preferred(position.key)


def reading_order(board: str, side: Mark) -> tuple[str, str]:
    """How a map's positions of one ply are sorted for a reader: by the side's own marks, then
    by the opponent's, each read as keypad digits from 7 to 3.

    >>> reading_order("X...O....", Mark.X)
    ('7', '5')
    """
    def digits(letter: str) -> str:
        return "".join(str(keypad_digit(c)) for c in range(9) if board[c] == letter)

    return digits(side.value), digits(side.other.value)


@functools.cache
def strategy_map(variant: Variant, side: Mark) -> StrategyMap:
    """The map of one rule for one side: the smallest, read from :mod:`.strategy_map_data`
    (written by ``tools/optimal_strategy_maps.py``). Computed once per process."""
    name = f"{variant.value}/{'first' if side is Mark.X else 'second'}"
    found = {word[:9]: cell_from_digit(int(word[9]))
             for line in MAPS[name] for word in line.split()}
    entries = sorted(found.items(),
                     key=lambda e: (9 - e[0].count("."), reading_order(e[0], side)))
    search = _search(variant, side)
    value = search.solution.entry_for_key(0).value * (1 if side is Mark.X else -1)
    return StrategyMap(variant, side, value, tuple(entries))


def searched_map(variant: Variant, side: Mark) -> dict[int, int]:
    """The map the local search finds (position key -> cell): locally minimal, not always the
    smallest. The largest searches take seconds (``benchmarks/bench_lessons_map.py``)."""
    search = _search(variant, side)
    tree, layered = search.local(search.tree_start()), search.local(search.layered_start())
    return search.improve(layered if len(layered) < len(tree) else tree)


def _upright(moves: dict[str, int]) -> list[tuple[str, int]]:
    """The map turned or mirrored (the rules do not change under the board's symmetries) so
    that, with its boards in the order of their strings, its moves come first in cell order:
    the first player's map starts in the top left corner, keypad 7."""
    images = []
    for perm in SYMMETRIES:  # new cell -> old cell
        back = {old: new for new, old in enumerate(perm)}
        images.append(sorted(("".join(board[perm[c]] for c in range(9)), back[cell])
                             for board, cell in moves.items()))
    return min(images, key=lambda image: [cell for _, cell in image])


@functools.cache
def _search(variant: Variant, side: Mark) -> _Search:
    return _Search(variant, side)


class _Search:
    """The map search on position keys (``x_mask | o_mask << 9``) of one rule and side."""

    def __init__(self, variant: Variant, side: Mark) -> None:
        self.solution: Solution = solve(variant)
        self._facts = self.solution.facts_for_key
        self._result = rules_for(variant).result
        self._side_is_x = side is Mark.X
        self._kids: dict[int, tuple[tuple[int, int], ...]] = {}
        self._next: dict[tuple[int, int], tuple[int, ...]] = {}
        self._preferred: dict[int, tuple[int, ...]] = {}
        self._tree: dict[int, tuple[int, int]] = {}
        # The side's first positions: the empty board, or every first move of the opponent.
        self.roots = (0,) if self._side_is_x else tuple(k for _, k in self.children(0))

    # -- the game --------------------------------------------------------------------------

    def children(self, key: int) -> tuple[tuple[int, int], ...]:
        """(cell, key after it) for each legal move; none once the game is over."""
        found = self._kids.get(key)
        if found is None:
            x, o = key & 0x1FF, key >> 9
            if self._result(x, o) is not None:
                found = ()
            else:
                bit = 1 if POPCOUNT[x] == POPCOUNT[o] else 1 << 9
                found = tuple((cell, key | bit << cell) for cell in FREE_CELLS[x | o])
            self._kids[key] = found
        return found

    def preferred(self, key: int) -> tuple[int, ...]:
        """:func:`preferred_moves` for a position's key."""
        found = self._preferred.get(key)
        if found is None:
            facts = self._facts
            value, _, best = facts(key)
            after = dict(self.children(key))
            if value == 1:
                fastest = min(facts(after[cell])[1] for cell in best)
                found = tuple(cell for cell in best if facts(after[cell])[1] == fastest)
            else:
                wrong = {cell: self._ways_to_go_wrong(after[cell]) for cell in best}
                most = max(wrong.values())
                found = tuple(cell for cell in best if wrong[cell] == most)
            self._preferred[key] = found
        return found

    def _ways_to_go_wrong(self, key: int) -> int:
        """How many of the side to move's replies throw away its value."""
        facts = self._facts
        value = facts(key)[0]
        return sum(1 for _, after in self.children(key) if -facts(after)[0] < value)

    def next_positions(self, key: int, cell: int) -> tuple[int, ...]:
        """The side's positions (unfinished) after playing ``cell`` and any reply."""
        found = self._next.get((key, cell))
        if found is None:
            after = dict(self.children(key))[cell]
            found = tuple(k for _, k in self.children(after) if self.children(k))
            self._next[key, cell] = found
        return found

    # -- the maps ----------------------------------------------------------------------------

    def tree_size(self, key: int) -> tuple[int, int]:
        """(the fewest positions below and at ``key``, each arrival counted apart; the move
        that gives it, the lowest cell on a tie)."""
        found = self._tree.get(key)
        if found is None:
            options = [(1 + sum(self.tree_size(k)[0] for k in self.next_positions(key, cell)),
                        cell) for cell in self.preferred(key)]
            found = self._tree[key] = min(options)
        return found

    def closure(self, choose: Callable[[int], int]) -> dict[int, int]:
        """The map that playing ``choose`` gives: every position that arises, with its move."""
        chosen: dict[int, int] = {}
        stack = list(self.roots)
        while stack:
            key = stack.pop()
            if key in chosen:
                continue
            cell = chosen[key] = choose(key)
            stack += [k for k in self.next_positions(key, cell) if k not in chosen]
        return chosen

    def tree_start(self) -> dict[int, int]:
        """The map that is smallest counted as a tree."""
        return self.closure(lambda key: self.tree_size(key)[1])

    def layered_start(self) -> dict[int, int]:
        """A map built ply by ply, each move chosen to add the fewest new positions to the next
        ply (then the smallest tree, then the lowest cell)."""
        chosen: dict[int, int] = {}
        layer = set(self.roots)
        while layer:
            reached: set[int] = set()
            for key in sorted(layer):
                cell = min((len(set(self.next_positions(key, c)) - reached),
                            sum(self.tree_size(k)[0] for k in self.next_positions(key, c)), c)
                           for c in self.preferred(key))[2]
                chosen[key] = cell
                reached.update(self.next_positions(key, cell))
            layer = reached
        return chosen

    def _map_of(self, moves: dict[int, int]) -> dict[int, int]:
        """The map that plays ``moves`` where it has one, else the smallest tree's move."""
        return self.closure(lambda key: moves[key] if key in moves else self.tree_size(key)[1])

    def local(self, moves: dict[int, int]) -> dict[int, int]:
        """Change one position's move at a time while that makes the map smaller."""
        current = self._map_of(moves)
        improved = True
        while improved:
            improved = False
            for key in sorted(current, key=lambda k: (POPCOUNT[k & 0x1FF | k >> 9], k)):
                if key not in current:
                    continue  # no longer reached after an earlier change in this pass
                for cell in self.preferred(key):
                    if cell == current[key]:
                        continue
                    trial = self._map_of({**current, key: cell})
                    if len(trial) < len(current):
                        current, improved = trial, True
        return current

    def improve(self, current: dict[int, int]) -> dict[int, int]:
        """New local searches after each other first move of the side, for as long as one
        gives a smaller map than ``current``."""
        improved = True
        while improved:
            improved = False
            for key in sorted(k for k in current if POPCOUNT[k & 0x1FF | k >> 9] <= 1):
                for cell in self.preferred(key):
                    if key not in current or cell == current[key]:
                        continue
                    trial = self.local({**current, key: cell})
                    if len(trial) < len(current):
                        current, improved = trial, True
        return self.lowest_cells(current)

    def lowest_cells(self, moves: dict[int, int]) -> dict[int, int]:
        """The same map with, in each position, the lowest preferred cell that leads to the
        same next positions."""
        return {key: min(c for c in self.preferred(key)
                         if set(self.next_positions(key, c)) == set(self.next_positions(key,
                                                                                      cell)))
                for key, cell in moves.items()}
