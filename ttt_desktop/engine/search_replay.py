"""Three searches from a root, replayed step by step: plain minimax, alpha-beta, and minimax with
a table (memory), with exact counts.

The conventions, so that every count can be checked:

* values are +1 (win), 0 (draw), -1 (loss) for the side to move (negamax);
* children are tried in row-major cell order, keypad 7 8 9 4 5 6 1 2 3 (``order`` changes it);
* alpha-beta is fail-hard (a node returns a value inside its window), starts with the window
  (-1, +1) and cuts as soon as alpha >= beta; a **cut-off** is counted when a cut leaves at
  least one child untried;
* minimax with memory keeps every searched position's value in a table that starts empty; a
  **table hit** is a child found in the table: its value is read and it is not entered.

A node **visited** is a node entered (``StepKind.ENTER``); the root is one.

:class:`Replay` walks a search one :class:`Step` at a time (Play, Pause, Step), leaves the
current node at once (:meth:`Replay.step_out`) and jumps to the end (:meth:`Replay.run_to_end`)
without walking the steps it skips: their counts come from tables kept per rule
(:func:`run_to_end`).

>>> run_to_end(Position(), Search.MINIMAX)
SearchResult(search=<Search.MINIMAX: 'minimax'>, value=0, counters=Counters(nodes=549946, \
cutoffs=0, hits=0))
>>> replay = Replay(Position.from_string("XOX..O.OX"), Search.ALPHABETA)  # X to move
>>> for step in replay:
...     print(f"{step.kind.value:8} {step.path} {step.value} {step.skipped}")
enter    () None ()
enter    (3,) None ()
enter    (3, 4) None ()
leave    (3, 4) -1 ()
cut-off  (3,) 1 (6,)
leave    (3,) 1 ()
enter    (4,) None ()
leave    (4,) -1 ()
cut-off  () 1 (6,)
leave    () 1 ()
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from .board import Position
from .geometry import FREE_CELLS, POPCOUNT
from .rules import Variant, rules_for
from .solver import solve
from .stats import subtree_tallies

Path = tuple[int, ...]

#: The conventional order: row-major, keypad 7 8 9 4 5 6 1 2 3.
ROW_MAJOR: Final = (0, 1, 2, 3, 4, 5, 6, 7, 8)
#: Centre first, then the corners, then the edges (each row-major): for comparison.
CENTRE_FIRST: Final = (4, 0, 2, 6, 8, 1, 3, 5, 7)


class Search(enum.Enum):
    """The three searches."""

    MINIMAX = "minimax"
    ALPHABETA = "alpha-beta"
    MEMO = "memory"


class StepKind(enum.Enum):
    """What one step of a replay does."""

    #: The search enters a node (a node visited).
    ENTER = "enter"
    #: The node's value is known; the search goes back to its parent.
    LEAVE = "leave"
    #: Alpha-beta: alpha >= beta, the node's remaining children are not tried.
    CUTOFF = "cut-off"
    #: Minimax with memory: a child's value is read from the table; it is not entered.
    HIT = "table hit"


@dataclass(frozen=True)
class Counters:
    """The running counts of a search."""

    nodes: int = 0
    cutoffs: int = 0
    hits: int = 0


@dataclass(frozen=True)
class Step:
    """One step of a replay, with the counters just after it.

    ``path`` (row-major cells from the root) names the node entered, left or cut, or, for a
    table hit, the child read from the table. ``value`` is for the side to move at ``path``:
    the value a node returns on leaving (fail-hard: clamped to its window under alpha-beta), the
    stored value of a hit, alpha at a cut-off; ``None`` on entering. ``alpha`` and ``beta`` are
    alpha-beta's window at that node (``None`` for the other searches); ``skipped`` the
    children a cut-off leaves untried.
    """

    kind: StepKind
    path: Path
    value: int | None
    alpha: int | None
    beta: int | None
    skipped: tuple[int, ...]
    counters: Counters

    @property
    def depth(self) -> int:
        """The node's distance from the root in plies."""
        return len(self.path)


@dataclass(frozen=True)
class SearchResult:
    """A whole search: the root's value for the side to move, and the final counters."""

    search: Search
    value: int
    counters: Counters


def _order_table(order: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """For every mask of taken cells, the free cells in ``order``."""
    if sorted(order) != list(range(9)):
        raise ValueError(f"a move order lists each cell 0..8 once, not {list(order)}")
    return tuple(tuple(cell for cell in order if not taken >> cell & 1) for taken in range(512))


@functools.cache
def _free_in_order(order: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return FREE_CELLS if order == ROW_MAJOR else _order_table(order)


# -- whole searches, counted without walking ---------------------------------------------------

#: Alpha-beta below a position for a window: (value, nodes, cut-offs). It depends only on the
#: position, the window and the order, so each is counted once per process.
_AlphaBetaMemo = dict[tuple[int, int, int], tuple[int, int, int]]
_ALPHABETA: dict[tuple[Variant, tuple[int, ...]], _AlphaBetaMemo] = {}


def _alphabeta_counter(variant: Variant, order: tuple[int, ...]
                       ) -> Callable[[int, int, int], tuple[int, int, int]]:
    memo = _ALPHABETA.setdefault((variant, order), {})
    result = rules_for(variant).result
    free_cells = _free_in_order(order)

    def count(key: int, alpha: int, beta: int) -> tuple[int, int, int]:
        known = memo.get((key, alpha, beta))
        if known is not None:
            return known
        window = alpha
        x, o = key & 0x1FF, key >> 9
        x_to_move = POPCOUNT[x] == POPCOUNT[o]
        outcome = result(x, o)
        nodes, cutoffs = 1, 0
        if outcome is not None:
            alpha = max(alpha, min(beta, outcome if x_to_move else -outcome))
        else:
            shift = 0 if x_to_move else 9
            cells = free_cells[x | o]
            for i, cell in enumerate(cells):
                score, n, c = count(key | 1 << (cell + shift), -beta, -alpha)
                nodes, cutoffs = nodes + n, cutoffs + c
                alpha = max(alpha, -score)
                if alpha >= beta:
                    cutoffs += i + 1 < len(cells)
                    break
        answer = memo[key, window, beta] = (alpha, nodes, cutoffs)
        return answer

    return count


def _memo_search(variant: Variant, order: tuple[int, ...], key: int, table: dict[int, int]
                 ) -> tuple[int, int, int]:
    """Minimax with the table ``table`` (filled in), without steps: (value, nodes, hits)."""
    result = rules_for(variant).result
    free_cells = _free_in_order(order)
    nodes = hits = 0

    def search(key: int) -> int:
        nonlocal nodes, hits
        nodes += 1
        x, o = key & 0x1FF, key >> 9
        x_to_move = POPCOUNT[x] == POPCOUNT[o]
        outcome = result(x, o)
        if outcome is not None:
            value = outcome if x_to_move else -outcome
        else:
            shift = 0 if x_to_move else 9
            value = -1
            for cell in free_cells[x | o]:
                child = key | 1 << (cell + shift)
                stored = table.get(child)
                if stored is not None:
                    hits += 1
                else:
                    stored = search(child)
                value = max(value, -stored)
        table[key] = value
        return value

    return search(key), nodes, hits


def run_to_end(root: Position, search: Search, order: Sequence[int] = ROW_MAJOR
               ) -> SearchResult:
    """A whole search from ``root`` at once: its value and final counters.

    Plain minimax's count is the size of the game tree (kept per rule, :mod:`.stats`);
    alpha-beta's is counted once per position, window and order and kept; minimax with memory
    runs without steps (it meets each position once). Raise ``ValueError`` for a root the
    rules cannot reach or an order that is not the nine cells.

    >>> run_to_end(Position(), Search.ALPHABETA).counters
    Counters(nodes=16811, cutoffs=3807, hits=0)
    """
    key = _check_root(root)
    variant, cells = root.variant, tuple(order)
    _free_in_order(cells)
    if search is Search.MINIMAX:
        value = solve(variant).facts_for_key(key)[0]
        return SearchResult(search, value, Counters(subtree_tallies(variant)[key][0], 0, 0))
    if search is Search.ALPHABETA:
        value, nodes, cutoffs = _alphabeta_counter(variant, cells)(key, -1, 1)
        return SearchResult(search, value, Counters(nodes, cutoffs, 0))
    value, nodes, hits = _memo_search(variant, cells, key, {})
    return SearchResult(search, value, Counters(nodes, 0, hits))


def _check_root(root: Position) -> int:
    if not solve(root.variant).is_reachable(root):
        raise ValueError(f"{root.board_string()} cannot be reached under the "
                         f"{root.variant.value} rules")
    return root.key


# -- step by step -----------------------------------------------------------------------------

_Walk = Generator[Step, None, int]


class Replay:
    """One search from ``root``, one :class:`Step` at a time.

    Iterate it, or call :meth:`step` (``None`` at the end). :meth:`step_out` finishes the
    current node and :meth:`run_to_end` the whole search, both at once: the steps they skip are
    counted, not walked. ``counters`` are the counts so far.

    >>> replay = Replay(Position(), Search.MEMO)
    >>> [replay.step().kind.value for _ in range(3)]
    ['enter', 'enter', 'enter']
    >>> replay.step_out().path, replay.counters
    ((0, 1), Counters(nodes=656, cutoffs=0, hits=829))
    >>> replay.run_to_end() == run_to_end(Position(), Search.MEMO)
    True
    """

    def __init__(self, root: Position, search: Search, order: Sequence[int] = ROW_MAJOR
                 ) -> None:
        self.root_key: Final = _check_root(root)
        self.variant: Final = root.variant
        self.search: Final = search
        self.order: Final = tuple(order)
        self._free = _free_in_order(self.order)
        self._result = rules_for(self.variant).result
        self._nodes = self._cutoffs = self._hits = 0
        self._table: dict[int, int] = {}
        #: While set, nodes at this depth or deeper finish their remaining children at once.
        self._hurry: int | None = None
        #: The paths entered and not yet left.
        self._open: list[Path] = []
        self._value: int | None = None
        self._walk = self._start()

    # -- the caller's side ---------------------------------------------------------------------

    @property
    def counters(self) -> Counters:
        """The counts so far."""
        return Counters(self._nodes, self._cutoffs, self._hits)

    @property
    def finished(self) -> bool:
        """True once the root has been left."""
        return self._value is not None

    @property
    def current(self) -> Path | None:
        """The node being searched (entered, not yet left), or ``None`` before the start and at
        the end: the path a view highlights."""
        return self._open[-1] if self._open else None

    def __iter__(self) -> Iterator[Step]:
        return self

    def __next__(self) -> Step:
        step = self.step()
        if step is None:
            raise StopIteration
        return step

    def step(self) -> Step | None:
        """The next step, or ``None`` once the search is over."""
        if self._value is not None:
            return None
        step = next(self._walk)
        if step.kind is StepKind.LEAVE and not step.path:
            self._value = step.value
        return step

    def step_out(self) -> Step | None:
        """Finish the current node at once and return its leaving step (the root's at the
        start); ``None`` if the search is over. Its subtrees are counted, not walked."""
        if self._value is not None:
            return None
        depth = len(self._open) - 1 if self._open else 0
        self._hurry = depth
        try:
            while True:
                step = self.step()
                if step is None or (step.kind is StepKind.LEAVE and step.depth == depth):
                    return step
        finally:
            self._hurry = None

    def run_to_end(self) -> SearchResult:
        """Finish the search at once: the root's value and the final counters."""
        while self._value is None:
            self.step_out()
        return SearchResult(self.search, self._value, self.counters)

    # -- the walk ------------------------------------------------------------------------------

    def _step(self, kind: StepKind, path: Path, value: int | None = None,
              alpha: int | None = None, beta: int | None = None,
              skipped: tuple[int, ...] = ()) -> Step:
        if kind is StepKind.ENTER:
            self._open.append(path)
        elif kind is StepKind.LEAVE:
            self._open.pop()
        return Step(kind, path, value, alpha, beta, skipped, self.counters)

    def _start(self) -> _Walk:
        if self.search is Search.MINIMAX:
            return self._minimax(self.root_key, ())
        if self.search is Search.ALPHABETA:
            return self._alphabeta(self.root_key, (), -1, 1)
        return self._memo(self.root_key, ())

    def _hurried(self, path: Path) -> bool:
        return self._hurry is not None and len(path) >= self._hurry

    def _children(self, key: int) -> tuple[tuple[int, int], ...] | int:
        """The (cell, child key) pairs of a position that goes on, or its value if finished."""
        x, o = key & 0x1FF, key >> 9
        x_to_move = POPCOUNT[x] == POPCOUNT[o]
        outcome = self._result(x, o)
        if outcome is not None:
            return outcome if x_to_move else -outcome
        shift = 0 if x_to_move else 9
        return tuple((cell, key | 1 << (cell + shift)) for cell in self._free[x | o])

    def _minimax(self, key: int, path: Path) -> _Walk:
        self._nodes += 1
        yield self._step(StepKind.ENTER, path)
        children = self._children(key)
        if isinstance(children, int):
            value = children
        else:
            value = -1
            for cell, child in children:
                if self._hurried(path):
                    score = solve(self.variant).facts_for_key(child)[0]
                    self._nodes += subtree_tallies(self.variant)[child][0]
                else:
                    score = yield from self._minimax(child, (*path, cell))
                value = max(value, -score)
        yield self._step(StepKind.LEAVE, path, value)
        return value

    def _alphabeta(self, key: int, path: Path, alpha: int, beta: int) -> _Walk:
        self._nodes += 1
        yield self._step(StepKind.ENTER, path, None, alpha, beta)
        children = self._children(key)
        if isinstance(children, int):
            value = max(alpha, min(beta, children))
        else:
            for i, (cell, child) in enumerate(children):
                if self._hurried(path):
                    counter = _alphabeta_counter(self.variant, self.order)
                    score, nodes, cutoffs = counter(child, -beta, -alpha)
                    self._nodes += nodes
                    self._cutoffs += cutoffs
                else:
                    score = yield from self._alphabeta(child, (*path, cell), -beta, -alpha)
                alpha = max(alpha, -score)
                if alpha >= beta:
                    skipped = tuple(cell for cell, _ in children[i + 1:])
                    if skipped:
                        self._cutoffs += 1
                        yield self._step(StepKind.CUTOFF, path, alpha, alpha, beta, skipped)
                    break
            value = alpha
        yield self._step(StepKind.LEAVE, path, value, alpha, beta)
        return value

    def _memo(self, key: int, path: Path) -> _Walk:
        self._nodes += 1
        yield self._step(StepKind.ENTER, path)
        children = self._children(key)
        if isinstance(children, int):
            value = children
        else:
            value = -1
            for cell, child in children:
                stored = self._table.get(child)
                if stored is not None:
                    self._hits += 1
                    yield self._step(StepKind.HIT, (*path, cell), stored)
                    score = stored
                elif self._hurried(path):
                    score, nodes, hits = _memo_search(self.variant, self.order, child,
                                                      self._table)
                    self._nodes += nodes
                    self._hits += hits
                else:
                    score = yield from self._memo(child, (*path, cell))
                value = max(value, -score)
        self._table[key] = value
        yield self._step(StepKind.LEAVE, path, value)
        return value
