"""The game tree below any position, opened one node at a time, with what the solver knows.

A :class:`GameTree` has a root position under one rule variant. A node is named by its *path*:
the cells played from the root, row-major ``0..8`` (people see keypad digits, ``Branch.digit``).
:meth:`GameTree.children` lists the moves below a node, each a frozen :class:`Branch`; nothing
below is built until it is asked for, so a tree view opens it lazily.

* **value** is for the side that moved (+1 win, 0 draw, -1 loss under perfect play afterwards),
  **plies** count from the root to the end of the game when play follows the path and then the
  solver's best play (this move included), and **best** marks the moves that keep the parent's
  value (:func:`~.solver.solve`).
* **Draws are not all equal**: ``opponent_mistakes`` is how many of the opponent's replies throw
  the opponent's value away; for a move that draws (``traps``) they are the replies that lose.
  Perfect weighs each move it may play by 1 plus that number (``perfect_weight``, from the
  solver's own table of the Perfect player's choices; ``perfect_reason`` says why).
* **Hard beside the truth**: ``hard_score`` is the Hard level's 3-ply heuristic score of the
  move, ``hard_choice`` whether Hard may play it; a node's ``hard_errs`` says whether Hard may
  play a move there that is not among the best ones (:func:`hard_error_keys` lists them all).

Two switches change what a node stands for:

* ``merge`` (transpositions): one node per position. The first path to a position in row-major
  order (the path a depth-first search meets first) owns it; a later path shows it again with
  ``repeat`` set, and a view does not open it twice. ``orders`` counts the move orders from the
  root that reach the position.
* ``fold`` (symmetry): the moves of a node whose positions are images of one another under the
  board's eight symmetries become one node, standing for ``cells``. With ``merge`` too, there is
  one node per class of positions, and ``positions`` says how many of its positions the root
  reaches.

>>> tree = GameTree(Position())
>>> [(b.digit, b.value, b.plies) for b in tree.children()][:2]
[(7, 0, 9), (8, 0, 9)]
>>> tree.counts()
SubtreeCounts(nodes=549946, games=255168, positions=5478, classes=765, x_wins=131184, \
o_wins=77904, draws=46080)
>>> [(b.digits, b.orders) for b in GameTree(Position(), fold=True).children()]
[((7, 9, 1, 3), 4), ((8, 4, 6, 2), 4), ((5,), 1)]
"""

from __future__ import annotations

import enum
import functools
from collections import Counter
from dataclasses import dataclass
from typing import Final

from .board import Position
from .geometry import FREE_CELLS, POPCOUNT, canonical_key, symmetric_keys
from .mark import Mark
from .notation import keypad_digit
from .players import HardPlayer
from .rules import Variant, rules_for
from .solver import OPENING_CLASS_WEIGHTS, solve
from .stats import subtree_tallies

Path = tuple[int, ...]


@dataclass(frozen=True)
class SubtreeCounts:
    """What lies below a position (the position included).

    ``nodes`` are the nodes of the full game tree (one per move sequence), ``games`` its finished
    games (``x_wins + o_wins + draws``), ``positions`` the distinct positions among the nodes,
    and ``classes`` those positions up to the board's eight symmetries.
    """

    nodes: int
    games: int
    positions: int
    classes: int
    x_wins: int
    o_wins: int
    draws: int


class PerfectReason(enum.Enum):
    """Why the Perfect level plays a move as often as it does (``Branch.perfect_weight``)."""

    #: The move gives the value away: Perfect never plays it.
    GIVES_VALUE_AWAY = "gives the value away"
    #: The move keeps the value but wins later, or loses sooner, than another: never played.
    SLOWER = "keeps the value, but wins later or loses sooner"
    #: Perfect's only choice: the one move that keeps the value, or that wins fastest or loses
    #: slowest.
    ONLY_CHOICE = "the only move that keeps the value this well"
    #: One of several choices, weighted by 1 + the opponent's replies that throw their value
    #: away: "gives you more ways to go wrong".
    MORE_WAYS_TO_GO_WRONG = "weighted by the opponent's ways to go wrong"
    #: The empty board when every opening is as good: centre, corners and edges are equally
    #: likely classes.
    OPENING_CLASSES = "centre, corners and edges are equally likely"


@dataclass(frozen=True)
class Branch:
    """One node below another: a move (or, folded, several symmetric moves) and where it leads.

    ``path`` names the node from the root (row-major cells); ``cells`` are the parent's moves
    this node stands for, the first of them on the path. Every field but ``repeat``,
    ``orders`` and ``positions`` is the same for each of ``cells``.
    """

    path: Path
    cells: tuple[int, ...]
    key: int
    variant: Variant
    mover: Mark
    #: The value for the side that moved: +1 win, 0 draw, -1 loss (perfect play afterwards).
    value: int
    #: Plies from the root to the end of the game, along the path then under best play.
    plies: int
    #: Plies left after this move under best play (0 when the move ends the game).
    plies_left: int
    #: The move keeps the parent's value.
    best: bool
    finished: bool
    #: How many of the opponent's replies throw the opponent's value away (0 if finished).
    opponent_mistakes: int
    #: How many times Perfect's weighted list holds this move (0: Perfect never plays it).
    perfect_weight: int
    #: How many entries Perfect's weighted list holds in all: the chance that Perfect plays this
    #: move (each of ``cells``) is ``perfect_weight / perfect_total``. (Two counts, not a
    #: ``Fraction``: the frozen game leaves the fractions and decimal modules out.)
    perfect_total: int
    perfect_reason: PerfectReason
    #: Hard's heuristic score for this move (see :meth:`.HardPlayer.move_scores`).
    hard_score: int
    #: Hard may play this move (it shares Hard's top score).
    hard_choice: bool
    #: At this node, Hard may play a move that is not among the best; ``None`` once finished.
    hard_errs: bool | None
    #: Move orders from the root that this node stands for.
    orders: int
    #: Positions this node stands for: ``len(cells)``, or with ``merge`` and ``fold`` the
    #: positions of its class that the root reaches.
    positions: int
    #: The size of the position's class under the eight symmetries: 1, 2, 4 or 8.
    class_size: int
    #: With ``merge``: the position (or its class) belongs to an earlier path.
    repeat: bool

    @property
    def cell(self) -> int:
        """The move on the path (row-major 0..8)."""
        return self.cells[0]

    @property
    def digit(self) -> int:
        """The move on the path as a keypad digit (7 8 9 is the top row)."""
        return keypad_digit(self.cells[0])

    @property
    def digits(self) -> tuple[int, ...]:
        """Every move this node stands for, as keypad digits."""
        return tuple(keypad_digit(cell) for cell in self.cells)

    @property
    def traps(self) -> int | None:
        """For a move that draws: how many of the opponent's replies lose. ``None`` otherwise.

        >>> [b.traps for b in GameTree(Position()).children()][:5]  # corner, edge, ..., centre
        [7, 4, 7, 4, 4]
        """
        return self.opponent_mistakes if self.value == 0 and not self.finished else None

    @property
    def openable(self) -> bool:
        """True when the node has children worth opening: the game goes on and it is no
        repeat."""
        return not self.finished and not self.repeat

    def position(self) -> Position:
        """The node's position, without move history (:meth:`GameTree.position` has it)."""
        return Position.from_key(self.key, self.variant)


@dataclass(frozen=True)
class NodeFacts:
    """A node itself, from the side to move's point of view."""

    path: Path
    key: int
    variant: Variant
    to_move: Mark
    finished: bool
    #: +1 the side to move wins, 0 draw, -1 it loses, under perfect play.
    value: int
    plies_left: int
    #: The moves that keep the value (row-major cells).
    best: tuple[int, ...]
    #: Hard's top score here (``None`` once finished) and the moves that share it.
    hard_value: int | None
    hard_moves: tuple[int, ...]
    hard_errs: bool | None
    #: Perfect's moves with their weights, and the moves it plays most often.
    perfect_weights: tuple[tuple[int, int], ...]
    perfect_favourites: tuple[int, ...]


# -- what is known of a position, cached by key ----------------------------------------------


def _child_key(key: int, cell: int) -> int:
    x, o = key & 0x1FF, key >> 9
    return key | 1 << (cell if POPCOUNT[x] == POPCOUNT[o] else cell + 9)


def _moves(variant: Variant, key: int) -> tuple[int, ...]:
    x, o = key & 0x1FF, key >> 9
    return () if rules_for(variant).result(x, o) is not None else FREE_CELLS[x | o]


@functools.cache
def _class_size(key: int) -> int:
    return len(symmetric_keys(key))


_HARD: Final = HardPlayer()
_HARD_SCORES: dict[tuple[Variant, int], tuple[tuple[int, int], ...]] = {}


def hard_scores(variant: Variant, key: int) -> tuple[tuple[int, int], ...]:
    """Hard's score of each legal move (cell, score) of a position that goes on, cached.

    >>> hard_scores(Variant.STANDARD, 0)[4]  # the centre, Hard's top score
    (4, 6)
    """
    scores = _HARD_SCORES.get((variant, key))
    if scores is None:
        scores = _HARD_SCORES[variant, key] = _HARD.move_scores(Position.from_key(key, variant))
    return scores


def _hard_top(variant: Variant, key: int) -> tuple[int, ...]:
    scores = hard_scores(variant, key)
    top = max(score for _, score in scores)
    return tuple(cell for cell, score in scores if score == top)


def hard_errs_at(variant: Variant, key: int) -> bool | None:
    """Whether Hard errs at a reachable position: the moves it may choose (those sharing its top
    score; it picks one at random) include one that does not keep the position's value. ``None``
    for a finished position.

    >>> hard_errs_at(Variant.STANDARD, 0), hard_errs_at(Variant.MISERE, 0)  # misère: an edge
    (False, True)
    """
    if not _moves(variant, key):
        return None
    best = solve(variant).facts_for_key(key)[2]
    return not set(_hard_top(variant, key)) <= set(best)


@functools.cache
def hard_error_keys(variant: Variant) -> frozenset[int]:
    """Every position reachable from the empty board under the rule where Hard errs
    (:func:`hard_errs_at`): about 0.3 s the first time, for all of them.

    >>> len(hard_error_keys(Variant.STANDARD))
    112
    """
    return frozenset(key for key in solve(variant).reachable_keys()
                     if hard_errs_at(variant, key))


# -- every position below a root, met once ---------------------------------------------------


@dataclass(frozen=True)
class _RootIndex:
    """The positions below one root, found ply by ply in the order a row-major depth-first
    search meets them first."""

    #: Move orders from the root to each position.
    orders: dict[int, int]
    #: Each position but the root: its parent and the move on the first path to it.
    first: dict[int, tuple[int, int]]
    #: By class (canonical key): move orders, positions met, and the first path's last step.
    class_orders: dict[int, int]
    class_positions: dict[int, int]
    class_first: dict[int, tuple[int, int]]
    #: The moves tried from every unfinished position (the edges of the graph below the root).
    edges: int


#: Each position's class (canonical key), kept once computed: the positions below a root are
#: those below its parent, less a few.
_canonical: Final = functools.cache(canonical_key)


def _root_index(variant: Variant, root: int) -> _RootIndex:
    """The index below a root: the empty board's is kept for good, a few others for a while."""
    return _empty_board_index(variant) if root == 0 else _recent_index(variant, root)


@functools.cache
def _empty_board_index(variant: Variant) -> _RootIndex:
    return _index(variant, 0)


@functools.lru_cache(maxsize=16)
def _recent_index(variant: Variant, root: int) -> _RootIndex:
    return _index(variant, root)


def _index(variant: Variant, root: int) -> _RootIndex:
    result = rules_for(variant).result
    free_cells = FREE_CELLS
    canonical = _canonical
    orders = {root: 1}
    first: dict[int, tuple[int, int]] = {}
    canon = canonical(root)
    class_orders = {canon: 1}
    class_positions = {canon: 1}
    class_first: dict[int, tuple[int, int]] = {}
    edges = 0
    layer = [root]
    x_to_move = POPCOUNT[root & 0x1FF] == POPCOUNT[root >> 9]
    while layer:
        shift = 0 if x_to_move else 9
        following: list[int] = []
        for key in layer:  # in the order the search meets them first
            x, o = key & 0x1FF, key >> 9
            if result(x, o) is not None:
                continue
            paths = orders[key]
            cells = free_cells[x | o]
            edges += len(cells)
            for cell in cells:
                child = key | 1 << (cell + shift)
                known = orders.get(child)
                if known is None:
                    orders[child] = paths
                    first[child] = (key, cell)
                    following.append(child)
                else:
                    orders[child] = known + paths
        classes = [canonical(child) for child in following]
        for child, canon in zip(following, classes):
            if canon in class_orders:
                class_positions[canon] += 1
            else:
                class_positions[canon] = 1
                class_orders[canon] = 0
                class_first[canon] = first[child]
        for child, canon in zip(following, classes):  # every order is known by now
            class_orders[canon] += orders[child]
        layer = following
        x_to_move = not x_to_move
    return _RootIndex(orders, first, class_orders, class_positions, class_first, edges)


def warm_up(variant: Variant) -> None:
    """Compute once what opening any node of the rule needs: the solver's table, every
    position's subtree size and games, and the index of every position below the empty board
    (with each position's class). About 40 ms on a free core; a window calls it on a worker
    thread, after which opening any node takes a few milliseconds.

    >>> warm_up(Variant.STANDARD)
    """
    solve(variant)
    subtree_tallies(variant)
    _root_index(variant, 0)


def subtree_counts(position: Position) -> SubtreeCounts:
    """The nodes, games, positions and classes below a reachable position (itself included).

    >>> subtree_counts(Position(moves=[4]))  # doctest: +NORMALIZE_WHITESPACE
    SubtreeCounts(nodes=55505, games=25872, positions=1837, classes=255, x_wins=15648,
                  o_wins=5616, draws=4608)
    """
    return _counts(position.variant, _reachable_key(position))


def _counts(variant: Variant, key: int) -> SubtreeCounts:
    nodes, x_wins, o_wins, draws = subtree_tallies(variant)[key]
    index = _root_index(variant, key)
    return SubtreeCounts(nodes, x_wins + o_wins + draws, len(index.orders),
                         len(index.class_orders), x_wins, o_wins, draws)


def edges_below(position: Position) -> int:
    """How many moves the positions below a reachable position offer in all (each position
    counted once): what a search with a table of every position examines.

    >>> edges_below(Position(moves=[0, 4, 8, 2, 6, 3, 5, 7]))
    1
    """
    return _root_index(position.variant, _reachable_key(position)).edges


def _reachable_key(position: Position) -> int:
    if not solve(position.variant).is_reachable(position):
        raise ValueError(f"{position.board_string()} cannot be reached under the "
                         f"{position.variant.value} rules")
    return position.key


# -- the tree -----------------------------------------------------------------------------


class GameTree:
    """The game tree below ``root`` (a reachable position), opened one node at a time.

    Raise ``ValueError`` for a root the rules cannot reach. Every method takes a node's
    ``path`` (row-major cells from the root, ``()`` for the root) and raises ``ValueError`` for
    a path that is not a legal sequence of moves.
    """

    __slots__ = ("_solution", "fold", "merge", "root_key", "variant")

    def __init__(self, root: Position, *, merge: bool = False, fold: bool = False) -> None:
        self.variant: Final = root.variant
        self.root_key: Final = _reachable_key(root)
        self.merge: Final = merge
        self.fold: Final = fold
        self._solution = solve(self.variant)

    def __repr__(self) -> str:
        board = Position.from_key(self.root_key).board_string()
        return (f"GameTree({board!r}, {self.variant}, merge={self.merge}, "
                f"fold={self.fold})")

    def position(self, path: Path = ()) -> Position:
        """The node's position, with the path's moves pushed on the root's marks.

        >>> GameTree(Position()).position((4, 0)).moves
        (4, 0)
        """
        position = Position.from_key(self.root_key, self.variant)
        for cell in path:
            try:
                position.push(cell)
            except ValueError as exc:
                raise ValueError(f"bad path {list(path)}: {exc}") from None
        return position

    def counts(self, path: Path = ()) -> SubtreeCounts:
        """What lies below the node (:func:`subtree_counts`)."""
        return _counts(self.variant, self.position(path).key)

    def facts(self, path: Path = ()) -> NodeFacts:
        """The node itself: its value, best moves, Hard's view and Perfect's choices.

        >>> GameTree(Position()).facts().perfect_favourites  # centre 4, each corner, edge 1
        (4,)
        """
        position = self.position(path)
        key = position.key
        value, plies, best = self._solution.facts_for_key(key)
        if not _moves(self.variant, key):
            return NodeFacts(path, key, self.variant, position.turn, True, value, plies, best,
                             None, (), None, (), ())
        scores = hard_scores(self.variant, key)
        weights = sorted(Counter(self._solution.perfect_candidates(key)).items())
        top = max(weight for _, weight in weights)
        return NodeFacts(
            path, key, self.variant, position.turn, False, value, plies, best,
            max(score for _, score in scores), _hard_top(self.variant, key),
            hard_errs_at(self.variant, key), tuple(weights),
            tuple(cell for cell, weight in weights if weight == top),
        )

    def children(self, path: Path = ()) -> tuple[Branch, ...]:
        """The moves below the node, in row-major order of their (first) cell; none once the
        game is over. Opening the empty board of any rule takes a few milliseconds."""
        parent = self.position(path)
        key = parent.key
        cells = _moves(self.variant, key)
        if not cells:
            return ()
        groups: list[list[int]] = []
        if self.fold:
            by_class: dict[int, list[int]] = {}
            for cell in cells:
                canon = _canonical(_child_key(key, cell))
                if canon not in by_class:
                    by_class[canon] = []
                    groups.append(by_class[canon])
                by_class[canon].append(cell)
        else:
            groups = [[cell] for cell in cells]
        parent_orders = self._folded_orders(path) if self.fold and not self.merge else 1
        index = _root_index(self.variant, self.root_key) if self.merge else None
        facts = self._solution.facts_for_key
        best = facts(key)[2]
        weights = Counter(self._solution.perfect_candidates(key))
        total = sum(weights.values())
        opening = key == 0 and weights == Counter(
            cell for cell, weight in OPENING_CLASS_WEIGHTS.items() for _ in range(weight))
        scores = dict(hard_scores(self.variant, key))
        hard_top = _hard_top(self.variant, key)
        mover = parent.turn
        branches = []
        for group in groups:
            cell = group[0]
            child = _child_key(key, cell)
            after, plies_left, child_best = facts(child)
            replies = _moves(self.variant, child)
            weight = weights.get(cell, 0)
            if cell not in best:
                reason = PerfectReason.GIVES_VALUE_AWAY
            elif weight == 0:
                reason = PerfectReason.SLOWER
            elif opening:
                reason = PerfectReason.OPENING_CLASSES
            elif len(weights) == 1:
                reason = PerfectReason.ONLY_CHOICE
            else:
                reason = PerfectReason.MORE_WAYS_TO_GO_WRONG
            if index is None:
                orders, positions, repeat = parent_orders * len(group), len(group), False
            elif self.fold:
                canon = _canonical(child)
                orders = index.class_orders[canon]
                positions = index.class_positions[canon]
                repeat = index.class_first[canon] != (key, cell)
            else:
                orders, positions = index.orders[child], 1
                repeat = index.first[child] != (key, cell)
            branches.append(Branch(
                path=(*path, cell), cells=tuple(group), key=child, variant=self.variant,
                mover=mover, value=-after, plies=len(path) + 1 + plies_left,
                plies_left=plies_left, best=cell in best, finished=not replies,
                opponent_mistakes=len(replies) - len(child_best), perfect_weight=weight,
                perfect_total=total,
                perfect_reason=reason, hard_score=scores[cell], hard_choice=cell in hard_top,
                hard_errs=hard_errs_at(self.variant, child), orders=orders,
                positions=positions, class_size=_class_size(child), repeat=repeat,
            ))
        return tuple(branches)

    def _folded_orders(self, path: Path) -> int:
        """The move orders a folded node stands for: the product, along its path, of how many
        symmetric moves each step stands for."""
        orders = 1
        key = self.root_key
        for cell in path:
            canon = _canonical(_child_key(key, cell))
            orders *= sum(1 for other in _moves(self.variant, key)
                          if _canonical(_child_key(key, other)) == canon)
            key = _child_key(key, cell)
        return orders
