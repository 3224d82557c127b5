"""The order of the puzzles: near the rating at random, never again within 20, the
missed ones back for review, unrated, skipping to the back, and the simulations of the issue's
guards, run through the real :class:`PuzzleTrainer`."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.engine.puzzles import Puzzle, Theme, puzzle_by_id, puzzles
from ttt_desktop.play.disk_writer import DiskWriter
from ttt_desktop.play.puzzle_order import (
    NEAR,
    NEIGHBOURS,
    RECENT,
    REVIEW_GAP,
    PuzzleOrder,
    due_at_start,
    positions_of,
)
from ttt_desktop.play.puzzle_trainer import Phase, PuzzleTrainer

STANDARD = puzzles(Variant.STANDARD)


@dataclass
class Served:
    """One puzzle served in a simulation, and what became of it."""

    puzzle: Puzzle
    review: bool
    solved: bool | None  # None: skipped
    rating_before: float
    rating_after: float


@dataclass
class Run:
    served: list[Served] = field(default_factory=list)

    def repeat_distances(self) -> list[int]:
        last: dict[str, int] = {}
        distances = []
        for index, entry in enumerate(self.served):
            if entry.puzzle.id in last:
                distances.append(index - last[entry.puzzle.id])
            last[entry.puzzle.id] = index
        return distances


def simulate(qtbot, trainer: PuzzleTrainer, count: int, solve_share: float,
             seed: int) -> Run:
    """Serve ``count`` puzzles to a player who solves ``solve_share`` of them (the others: a
    wrong move, then the line played out)."""
    player = random.Random(seed)
    run = Run()
    for _ in range(count):
        puzzle = trainer.puzzle
        assert puzzle is not None and trainer.phase is Phase.PLAYER
        before = trainer.rating.rating
        solves = player.random() < solve_share
        if not solves:
            wrong = next(c for c in trainer.position.legal_moves() if c not in _right(trainer))
            trainer.play(wrong)
            trainer.try_again()
        play_out(qtbot, trainer)
        run.served.append(Served(puzzle, trainer.reviewing, solves, before,
                                 trainer.rating.rating))
        trainer.next_puzzle()
    return run


def play_out(qtbot, trainer: PuzzleTrainer) -> None:
    while trainer.phase is not Phase.FINISHED:
        if trainer.phase is Phase.DEFENCE:
            qtbot.waitUntil(lambda: trainer.phase is not Phase.DEFENCE, timeout=2000)
            continue
        trainer.play(trainer.line[len(trainer.position.moves)])


def _right(trainer: PuzzleTrainer) -> set[int]:
    from ttt_desktop.engine.solver import solve

    puzzle = trainer.puzzle
    assert puzzle is not None
    return set(solve(puzzle.variant).facts_for_key(trainer.position.key)[2])


@pytest.fixture
def trainers(qtbot):
    writer = DiskWriter()
    made: list[PuzzleTrainer] = []

    def build(seed: int | None, pause_ms: int = 0) -> PuzzleTrainer:
        trainer = PuzzleTrainer(None, writer, pause_ms, seed=seed)
        made.append(trainer)
        return trainer

    yield build
    for trainer in made:
        trainer.stop()
    writer.close()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_200_puzzles_to_a_player_who_solves_70_percent(qtbot, trainers, seed: int) -> None:
    """Issue 24's guard: no repeat within 20, and no rating gain from any repeat."""
    trainer = trainers(seed)
    trainer.set_filter(Variant.STANDARD)
    run = simulate(qtbot, trainer, 200, 0.7, seed)
    assert min(run.repeat_distances(), default=RECENT + 1) > RECENT
    seen: set[str] = set()
    for entry in run.served:
        assert entry.review == (entry.puzzle.id in seen)  # a repeat is a review, and only one
        if entry.review:
            assert entry.rating_after == entry.rating_before  # never moves the rating
        else:
            assert entry.rating_after != entry.rating_before
        seen.add(entry.puzzle.id)
    # every miss comes back, no sooner than REVIEW_GAP later, while the run lasts
    for index, entry in enumerate(run.served[:150]):
        if entry.solved is False:
            later = [i for i in range(index + 1, len(run.served))
                     if run.served[i].puzzle.id == entry.puzzle.id]
            assert later and later[0] - index >= REVIEW_GAP
    # no puzzle shares a position with one of the 20 served before it
    for index, entry in enumerate(run.served):
        for earlier in run.served[max(0, index - RECENT):index]:
            if earlier.puzzle.id != entry.puzzle.id:
                assert positions_of(earlier.puzzle).isdisjoint(positions_of(entry.puzzle))


def test_two_fresh_profiles_get_different_first_ten_puzzles(qtbot, trainers) -> None:
    firsts = []
    for _ in range(2):
        trainer = trainers(None)  # a fresh random order, as in the game
        trainer.set_filter(Variant.STANDARD)
        run = simulate(qtbot, trainer, 10, 0.7, 5)  # the same player, move for move
        firsts.append([entry.puzzle.id for entry in run.served])
    assert firsts[0] != firsts[1]


@pytest.mark.parametrize("variant", [Variant.STANDARD, None])
def test_pressing_next_50_times_serves_50_different_puzzles(trainers, variant) -> None:
    """Issue 24, defect 1: N alternated two puzzles."""
    trainer = trainers(7)
    trainer.set_filter(variant)
    served = []
    for _ in range(50):
        assert trainer.puzzle is not None
        served.append(trainer.puzzle.id)
        trainer.next_puzzle()
    assert len(set(served)) == 50
    assert trainer.rating.rating == 1500.0 and not trainer.attempted_ids  # unrated


def test_next_while_the_computer_defends_skips_as_well(qtbot, trainers) -> None:
    trainer = trainers(8, pause_ms=10_000)
    trainer.set_filter(Variant.STANDARD)
    served = []
    for _ in range(30):
        puzzle = trainer.puzzle
        assert puzzle is not None
        served.append(puzzle.id)
        if len(puzzle.line) > 1:
            trainer.play(puzzle.line[0])
        trainer.next_puzzle()
    assert len(set(served)) == 30


def test_a_failed_puzzle_comes_back_later_as_an_unrated_review(qtbot, trainers) -> None:
    """Issue 24, defect 2: the hint, then the same puzzle two later, solved for +41."""
    trainer = trainers(11)
    trainer.set_filter(Variant.STANDARD)
    failed = trainer.puzzle
    assert failed is not None
    trainer.show_hint()
    play_out(qtbot, trainer)
    after_miss = trainer.rating
    trainer.next_puzzle()
    run = simulate(qtbot, trainer, 30, 1.0, 0)
    back = [i for i, e in enumerate(run.served) if e.puzzle.id == failed.id]
    assert back and back[0] + 1 > RECENT  # served 21 or more after the miss
    entry = run.served[back[0]]
    assert entry.review and entry.solved and entry.rating_after == entry.rating_before
    assert after_miss.rating < 1500.0


def test_a_skipped_puzzle_goes_to_the_back_of_its_neighbourhood() -> None:
    order = PuzzleOrder(seed=3)
    first = order.next(STANDARD, 1500.0)
    assert first is not None
    order.skipped(first.puzzle)
    later = []
    for _ in range(60):  # long past the 20: still behind the puzzles not skipped
        chosen = order.next(STANDARD, 1500.0)
        assert chosen is not None
        order.scored(chosen.puzzle, True)
        later.append(chosen.puzzle.id)
    assert first.puzzle.id not in later


def test_the_neighbourhood_is_near_the_rating_and_random() -> None:
    for rating in (1250.0, 1500.0, 1900.0):
        distances = sorted(abs(p.difficulty - rating) for p in STANDARD)
        limit = max(NEAR, distances[NEIGHBOURS - 1])
        picks = set()
        for seed in range(40):
            chosen = PuzzleOrder(seed=seed).next(STANDARD, rating)
            assert chosen is not None and abs(chosen.puzzle.difficulty - rating) <= limit
            picks.add(chosen.puzzle.id)
        assert len(picks) >= 5  # not one fixed puzzle


def test_a_small_pool_repeats_the_one_served_longest_ago() -> None:
    pool = [p for p in STANDARD if p.theme is Theme.ONLY_DRAW]
    order = PuzzleOrder(seed=1)
    served = [order.next(pool, 1500.0) for _ in range(6)]
    ids = [c.puzzle.id for c in served if c is not None]
    assert ids[0] != ids[1] and ids[0::2] == [ids[0]] * 3 and ids[1::2] == [ids[1]] * 3
    assert order.next([], 1500.0) is None


def test_a_pool_whose_every_puzzle_waits_for_a_later_review_still_serves_one() -> None:
    """Every puzzle played before, and each just missed when chosen by name (not served by the
    order): none is due yet, and none is fresh, yet Next serves one of them, as a review."""
    pool = STANDARD[:3]
    order = PuzzleOrder({p.id for p in pool}, seed=1)
    for puzzle in pool:
        order.scored(puzzle, False)
    assert order.due_reviews() == {p.id for p in pool}
    chosen = order.next(pool, 1500.0)
    assert chosen is not None and chosen.puzzle in pool and chosen.review


def test_the_order_keeps_its_own_record_of_what_was_attempted() -> None:
    """The ids read from the history are copied: scoring a puzzle changes the order's record,
    not the caller's, and a frozen set or a list of ids is taken as well."""
    history = frozenset({STANDARD[0].id})
    given = {STANDARD[0].id}
    for attempted in (given, history, [STANDARD[0].id]):
        order = PuzzleOrder(attempted, seed=2)  # type: ignore[arg-type]
        order.scored(STANDARD[1], True)
        assert order.attempted == {STANDARD[0].id, STANDARD[1].id}
    assert given == {STANDARD[0].id} and history == {STANDARD[0].id}


def test_due_at_start_needs_two_solves_after_the_last_miss() -> None:
    @dataclass
    class A:
        puzzle: str
        solved: bool

    assert due_at_start([A("a", True)]) == set()
    assert due_at_start([A("a", False)]) == {"a"}
    assert due_at_start([A("a", False), A("a", True)]) == {"a"}
    assert due_at_start([A("a", False), A("a", True), A("a", True)]) == set()
    assert due_at_start([A("a", False), A("a", True), A("a", False), A("a", True),
                         A("a", True)]) == set()
    assert due_at_start([A("a", False), A("a", True), A("a", True), A("a", False)]) == {"a"}


def test_reviews_due_at_start_come_first_and_alternate_with_new_ones() -> None:
    due = [p.id for p in STANDARD[:3]]
    order = PuzzleOrder(set(due) | {STANDARD[5].id}, due, seed=4)
    choices = [order.next(STANDARD, 1500.0) for _ in range(6)]
    flags = [c.review for c in choices if c is not None]
    assert flags == [True, False, True, False, True, False]
    assert {c.puzzle.id for c in choices if c is not None and c.review} == set(due)


def test_positions_of_follow_the_line() -> None:
    corner = puzzle_by_id("standard:X........")
    assert corner is not None
    keys = positions_of(corner)
    assert corner.key in keys and len(keys) == 2  # the start and the player's second move
    second = next(k for k in keys if k != corner.key)
    assert any(p.key == second for p in STANDARD)  # itself a puzzle: never served right after


def test_the_neighbourhood_reaches_exactly_100_points_either_side() -> None:
    """Never-tried puzzles within 100 points of the rating, when there are at least
    10 of them: 100 included and a point more excluded, on both sides."""
    from types import SimpleNamespace

    near, neighbours = 100, 10

    def at(distance: float, name: str) -> SimpleNamespace:
        return SimpleNamespace(id=name, difficulty=1500.0 + distance)

    inside = [at(d, f"in{i}") for i, d in enumerate(
        [-near, near, *range(-50, 50, 100 // (neighbours - 1))])]
    outside = [at(near + 1, "above"), at(-near - 1, "below")]
    chosen = PuzzleOrder(seed=1)._neighbourhood([*inside, *outside], 1500.0)  # type: ignore[list-item]
    assert len(inside) >= neighbours
    assert sorted(p.id for p in chosen) == sorted(p.id for p in inside)


def test_when_every_puzzle_shares_a_recent_position_a_due_review_still_comes_first() -> None:
    """A small pool where every puzzle passes through a position just played: the position rule
    gives way, but the order's other rules stay (a review due now comes before fresh ones)."""
    recent, due, *fresh = STANDARD[:4]
    for seed in range(10):
        order = PuzzleOrder({due.id}, [due.id], seed=seed)
        shared = frozenset({("standard", 0)})  # one position along every puzzle's line
        order._positions.update({p.id: shared for p in (recent, due, *fresh)})
        first = order.next([recent], 1500.0)
        assert first is not None and first.puzzle == recent
        chosen = order.next([recent, due, *fresh], 1500.0)
        assert chosen is not None and chosen.puzzle == due and chosen.review
