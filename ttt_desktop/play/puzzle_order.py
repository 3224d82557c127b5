"""Which puzzle comes next: near the player's rating, at random, never again too soon, with the
missed ones back for review (``docs/puzzles.md`` has the figures).

Pure Python, standard library only, no Qt. A :class:`PuzzleOrder` serves one puzzle at a time
from the pool that the trainer's filter allows (:meth:`~PuzzleOrder.next`) and hears what
became of it (:meth:`~PuzzleOrder.skipped`, :meth:`~PuzzleOrder.scored`):

1. **Never too soon.** No puzzle comes back within the next :data:`RECENT` puzzles served, and
   neither does a puzzle that shares a position with one of them (the second step of a line is
   a puzzle of its own). When the pool is too small for that, the position rule goes first,
   then the puzzle served longest ago is taken.
2. **Misses come back.** A puzzle failed (a wrong move or the hint) is due again
   :data:`REVIEW_GAP` puzzles later (and, by rule 1, not within :data:`RECENT`); a review
   solved is not due again before the next start. A miss is cleared by
   :data:`REVIEWS_TO_CLEAR` solved reviews after it, so it also comes back after the next
   start (:func:`due_at_start` reads that from the stored attempts). While unplayed puzzles
   are left, at most every second puzzle is a review.
3. **Near the rating, at random.** Otherwise the next is drawn at random from the
   *neighbourhood*: the unplayed puzzles within :data:`NEAR` rating points of the player, or
   the :data:`NEIGHBOURS` nearest when fewer are that near. Two players see different
   sequences.
4. **Skipping** (leaving a puzzle before it was scored) sends it to the back: the
   neighbourhood is drawn from the puzzles skipped least often. A puzzle that the last run
   left open, put back at the next start, counts as skipped (:meth:`PuzzleOrder.put_back`).
5. When every puzzle of the pool has been played, the played ones come back by the same rules,
   as reviews.

A puzzle is rated on its first attempt only: :attr:`Choice.review` says the rating will not
move.

>>> from ttt_desktop.engine import Variant
>>> from ttt_desktop.engine.puzzles import puzzles
>>> order = PuzzleOrder(seed=1)
>>> pool = puzzles(Variant.STANDARD)
>>> served = []
>>> for _ in range(50):  # N pressed 50 times: each one skipped
...     chosen = order.next(pool, 1500.0)
...     order.skipped(chosen.puzzle)
...     served.append(chosen.puzzle.id)
>>> len(set(served))
50
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final, Protocol

from ..engine.puzzles import Puzzle, canonical_key

#: No puzzle (and no puzzle sharing a position with it) comes back within this many served.
RECENT: Final = 20
#: A missed puzzle is due again no sooner than this many puzzles after it was served.
REVIEW_GAP: Final = 10
#: Solved reviews after the last miss that clear a puzzle from the reviews.
REVIEWS_TO_CLEAR: Final = 2
#: The neighbourhood: unplayed puzzles this near the player's rating…
NEAR: Final = 100
#: …or at least this many of the nearest.
NEIGHBOURS: Final = 10


@dataclass(frozen=True)
class Choice:
    """A puzzle to serve; ``review``: it has been attempted before, so it is not rated."""

    puzzle: Puzzle
    review: bool


class AttemptRecord(Protocol):
    """What :func:`due_at_start` reads of a stored attempt (``history.StoredAttempt``)."""

    @property
    def puzzle(self) -> str: ...

    @property
    def solved(self) -> bool: ...


def due_at_start(attempts: Iterable[AttemptRecord]) -> set[str]:
    """The puzzles due for review when the trainer starts: those with a miss that fewer than
    :data:`REVIEWS_TO_CLEAR` solved attempts have followed. ``attempts`` oldest first.

    >>> from types import SimpleNamespace as A
    >>> sorted(due_at_start([A(puzzle="a", solved=False), A(puzzle="b", solved=True),
    ...                      A(puzzle="c", solved=False), A(puzzle="c", solved=True),
    ...                      A(puzzle="d", solved=False), A(puzzle="d", solved=True),
    ...                      A(puzzle="d", solved=True)]))
    ['a', 'c']
    """
    cleared: dict[str, int] = {}  # a missed puzzle: solved attempts since its last miss
    for attempt in attempts:
        if not attempt.solved:
            cleared[attempt.puzzle] = 0
        elif attempt.puzzle in cleared:
            cleared[attempt.puzzle] += 1
    return {pid for pid, solves in cleared.items() if solves < REVIEWS_TO_CLEAR}


def positions_of(puzzle: Puzzle) -> frozenset[int]:
    """The positions (canonical keys) where the player is to move along the puzzle's line.

    >>> from ttt_desktop.engine import Variant
    >>> from ttt_desktop.engine.puzzles import puzzle_by_id
    >>> len(positions_of(puzzle_by_id("standard:X........")))
    2
    """
    position = puzzle.position()
    keys = {puzzle.key}
    for step, cell in enumerate(puzzle.line[:-1]):
        position.push(cell)
        if step % 2 == 1 and not position.is_game_over():
            keys.add(canonical_key(position.key))
    return frozenset(keys)


@dataclass
class PuzzleOrder:
    """The order of one trainer's puzzles. ``attempted``: the ids attempted before (from the
    history), rated already; ``due``: those due for review at start (:func:`due_at_start`);
    ``seed``: for tests (``None``: a fresh random order)."""

    attempted: set[str] = field(default_factory=set)
    due: Iterable[str] = ()
    seed: int | None = None
    _rng: random.Random = field(init=False, repr=False)
    _served: list[Puzzle] = field(init=False, default_factory=list, repr=False)
    _last_served: dict[str, int] = field(init=False, default_factory=dict, repr=False)
    _reviews: dict[str, int] = field(init=False, default_factory=dict, repr=False)
    _skips: dict[str, int] = field(init=False, default_factory=dict, repr=False)
    _positions: dict[str, frozenset[tuple[str, int]]] = field(
        init=False, default_factory=dict, repr=False)
    _last_was_review: bool = field(init=False, default=False, repr=False)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)
        self.attempted = set(self.attempted)
        self._reviews = {pid: 0 for pid in self.due}

    @property
    def served(self) -> tuple[Puzzle, ...]:
        """Every puzzle served so far, in order."""
        return tuple(self._served)

    def due_reviews(self) -> frozenset[str]:
        """The puzzles waiting for review (due now or later in this session)."""
        return frozenset(self._reviews)

    def next(self, pool: Sequence[Puzzle], rating: float) -> Choice | None:
        """Serve the next puzzle of ``pool`` (``None`` when the pool is empty)."""
        if not pool:
            return None
        puzzle = self._choose(pool, rating)
        index = len(self._served)
        self._served.append(puzzle)
        self._last_served[puzzle.id] = index
        review = puzzle.id in self.attempted
        self._last_was_review = review
        return Choice(puzzle, review)

    def skipped(self, puzzle: Puzzle) -> None:
        """The puzzle was left before it was scored: to the back of its neighbourhood."""
        self._skips[puzzle.id] = self._skips.get(puzzle.id, 0) + 1

    def skips(self, puzzle_id: str) -> int:
        """How often the puzzle was skipped (in this order's life)."""
        return self._skips.get(puzzle_id, 0)

    def put_back(self, puzzle: Puzzle, skipped: bool) -> None:
        """The puzzle the last run left open is served again: not again within :data:`RECENT`,
        and, when the attempt the quit cut short was not scored, ``skipped``."""
        self._last_served[puzzle.id] = len(self._served)
        self._served.append(puzzle)
        self._last_was_review = puzzle.id in self.attempted
        if skipped:
            self.skipped(puzzle)

    def scored(self, puzzle: Puzzle, solved: bool) -> None:
        """The puzzle's attempt is over: a miss is due again :data:`REVIEW_GAP` later; a
        solved review is not due again in this session."""
        self.attempted.add(puzzle.id)
        if solved:
            self._reviews.pop(puzzle.id, None)
        else:
            served_at = self._last_served.get(puzzle.id, len(self._served) - 1)
            self._reviews[puzzle.id] = served_at + REVIEW_GAP

    # -- the choice ----------------------------------------------------------------------------

    def _keys(self, puzzle: Puzzle) -> frozenset[tuple[str, int]]:
        keys = self._positions.get(puzzle.id)
        if keys is None:
            variant = puzzle.variant.value
            keys = self._positions[puzzle.id] = frozenset(
                (variant, key) for key in positions_of(puzzle))
        return keys

    def _choose(self, pool: Sequence[Puzzle], rating: float) -> Puzzle:
        recent = self._served[-RECENT:]
        recent_ids = {p.id for p in recent}
        recent_keys: set[tuple[str, int]] = set()
        for p in recent:
            recent_keys.update(self._keys(p))
        keys = self._keys
        allowed = [p for p in pool if p.id not in recent_ids and recent_keys.isdisjoint(keys(p))]
        if not allowed:  # a small pool: the position rule goes first
            allowed = [p for p in pool if p.id not in recent_ids]
        if not allowed:  # smaller still: the one served longest ago
            oldest = min(self._last_served.get(p.id, -1) for p in pool)
            return self._rng.choice([p for p in pool if self._last_served.get(p.id, -1) == oldest])
        now = len(self._served)
        fresh = [p for p in allowed if p.id not in self.attempted]
        due = [p for p in allowed if self._reviews.get(p.id, now + 1) <= now]
        if due and not (fresh and self._last_was_review):
            first = min(self._reviews[p.id] for p in due)
            return self._rng.choice([p for p in due if self._reviews[p.id] == first])
        if not fresh:  # every one played: they come back, least skipped and nearest first
            fresh = [p for p in allowed if p.id not in self._reviews]
            if not fresh:
                fresh = allowed
        return self._rng.choice(self._neighbourhood(fresh, rating))

    def _neighbourhood(self, candidates: Sequence[Puzzle], rating: float) -> list[Puzzle]:
        skips = self._skips
        front = candidates
        if skips:
            fewest = min(skips.get(p.id, 0) for p in candidates)
            front = [p for p in candidates if skips.get(p.id, 0) == fewest]
        near = [p for p in front if abs(p.difficulty - rating) <= NEAR]
        if len(near) >= NEIGHBOURS:
            return near
        return heapq.nsmallest(NEIGHBOURS, front, key=lambda p: abs(p.difficulty - rating))
