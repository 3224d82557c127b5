"""The puzzle flow without a window: right, wrong, hint, next, streaks, the rating, the history
and the filter."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.engine.puzzles import Puzzle, Theme, puzzle_by_id, puzzles
from ttt_desktop.engine.review import ReviewReason
from ttt_desktop.engine.solver import solve
from ttt_desktop.history import HistoryError, HistoryStore
from ttt_desktop.play.disk_writer import DiskWriter
from ttt_desktop.play.puzzle_trainer import Phase, PuzzleNotice, PuzzleNoticeKind, PuzzleTrainer

TrainerFactory = Callable[..., PuzzleTrainer]

#: ○ in the corner: × must take the centre to draw; the line is 5, 7, 4, 6 on the keypad.
CORNER = "standard:X........"
#: ○ on 5 and 1 wins at once on 9 (cell 2); × holds 7 and 8.
WIN_NOW = "standard:OO..X.X.."


def by_id(puzzle_id: str) -> Puzzle:
    puzzle = puzzle_by_id(puzzle_id)
    assert puzzle is not None
    return puzzle


@pytest.fixture
def made(qtbot, tmp_path: Path) -> Iterator[tuple[TrainerFactory, list[PuzzleNotice]]]:
    """Build trainers over one history file and one disk writer, both closed at teardown."""
    writer = DiskWriter()
    stores: list[HistoryStore] = []
    trainers: list[PuzzleTrainer] = []
    heard: list[PuzzleNotice] = []

    def build(pause_ms: int = 0, history: bool = True) -> PuzzleTrainer:
        store = None
        if history:
            store = HistoryStore.open(tmp_path / "history.sqlite3")
            stores.append(store)
        trainer = PuzzleTrainer(store, writer, pause_ms)
        trainer.notice.connect(heard.append)
        trainers.append(trainer)
        return trainer

    yield build, heard
    for trainer in trainers:
        trainer.stop()
    writer.close()
    for store in stores:
        store.close()


def play_out(qtbot, trainer: PuzzleTrainer) -> None:
    """Play the solution line to its end, waiting for each defence."""
    while trainer.phase is not Phase.FINISHED:
        if trainer.phase is Phase.DEFENCE:
            qtbot.waitUntil(lambda: trainer.phase is not Phase.DEFENCE)
            continue
        trainer.play(trainer.line[len(trainer.position.moves)])


def kinds(heard: list[PuzzleNotice]) -> list[PuzzleNoticeKind]:
    return [n.kind for n in heard]


def test_right_moves_follow_the_line_with_the_defence_after_the_pause(qtbot, made) -> None:
    build, heard = made
    trainer = build(pause_ms=30)
    trainer.start(by_id(CORNER))
    assert trainer.phase is Phase.PLAYER and trainer.position.board_string() == "X........"
    trainer.play(4)
    assert heard[-1] == PuzzleNotice(PuzzleNoticeKind.RIGHT, cell=4)
    assert trainer.phase is Phase.DEFENCE
    trainer.play(8)  # while the computer defends
    assert heard[-1].kind is PuzzleNoticeKind.WAIT
    qtbot.waitUntil(lambda: trainer.phase is Phase.PLAYER)
    assert trainer.position.moves == (4, 6)  # the line's reply
    trainer.play(4)
    assert heard[-1] == PuzzleNotice(PuzzleNoticeKind.CELL_TAKEN, cell=4)
    before = trainer.rating.rating
    trainer.play(3)
    qtbot.waitUntil(lambda: trainer.phase is Phase.FINISHED)
    assert trainer.position.moves == (4, 6, 3, 5)
    assert kinds(heard)[-1] is PuzzleNoticeKind.SOLVED
    assert trainer.scored and not trainer.failed
    assert trainer.rating.rating > before and trainer.rating_change == pytest.approx(
        trainer.rating.rating - before)
    assert trainer.streak.current == trainer.streak.best == 1
    assert CORNER in trainer.attempted_ids and not trainer.reviewing
    trainer.play(0)
    assert heard[-1].kind is PuzzleNoticeKind.PUZZLE_OVER


def test_a_wrong_move_is_marked_with_the_reason_and_the_right_move(qtbot, made) -> None:
    build, heard = made
    trainer = build()
    trainer.start(by_id(WIN_NOW))
    trainer.play(3)  # misses the win at 2
    notice = heard[-1]
    assert notice.kind is PuzzleNoticeKind.WRONG and notice.cell == 3 and notice.right == 2
    assert notice.review is not None and notice.review.reason is ReviewReason.MISSED_WIN
    assert trainer.phase is Phase.WRONG and trainer.position.moves == (3,)  # on the board
    assert trainer.review is notice.review and trainer.right_cell == 2
    assert trainer.failed and trainer.scored and trainer.rating.rating < 1500.0
    failed_rating = trainer.rating
    trainer.try_again()
    assert trainer.phase is Phase.PLAYER and trainer.position.moves == ()
    assert trainer.review is None and trainer.right_cell is None
    trainer.play(2)
    assert trainer.phase is Phase.FINISHED
    assert kinds(heard)[-1] is PuzzleNoticeKind.FINISHED  # not SOLVED: it was failed
    assert trainer.rating == failed_rating and trainer.streak.current == 0  # scored once
    assert WIN_NOW in trainer.attempted_ids and WIN_NOW in trainer.order.due_reviews()
    trainer.try_again()  # after a failed end: the puzzle again, from the start
    assert trainer.phase is Phase.PLAYER and trainer.position.moves == () and trainer.failed


def test_a_move_after_a_wrong_one_takes_the_wrong_one_back(made) -> None:
    build, _ = made
    trainer = build()
    trainer.start(by_id(WIN_NOW))
    trainer.play(3)
    trainer.play(2)
    assert trainer.position.moves == (2,) and trainer.phase is Phase.FINISHED


def test_the_hint_shows_the_move_and_costs_the_puzzle(qtbot, made, tmp_path: Path) -> None:
    build, heard = made
    trainer = build()
    trainer.start(by_id(CORNER))
    with qtbot.waitSignal(trainer.attempt_stored):
        trainer.show_hint()
    assert heard[-1] == PuzzleNotice(PuzzleNoticeKind.HINT, right=4)
    assert trainer.right_cell == 4 and trainer.hint_taken and trainer.failed
    assert trainer.rating.rating < 1500.0 and trainer.streak.current == 0
    play_out(qtbot, trainer)
    assert kinds(heard)[-1] is PuzzleNoticeKind.FINISHED
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    try:
        [attempt] = store.attempts()
    finally:
        store.close()
    assert attempt.puzzle == CORNER and attempt.hint and not attempt.solved
    assert attempt.rating == pytest.approx(trainer.rating.rating)
    assert attempt.theme == Theme.ONLY_DRAW.value and attempt.puzzle_rating == 1900


def test_a_symmetric_right_move_is_right_and_the_line_follows_it(qtbot, made) -> None:
    build, heard = made
    trainer = build()
    solution = solve(Variant.STANDARD)
    puzzle = next(p for p in puzzles(Variant.STANDARD)
                  if len(solution.facts_for_key(p.key)[2]) > 1 and len(p.line) > 1)
    other = next(c for c in solution.facts_for_key(puzzle.key)[2] if c != puzzle.line[0])
    trainer.start(puzzle)
    trainer.play(other)
    assert heard[-1].kind is PuzzleNoticeKind.RIGHT
    assert trainer.line[0] == other and trainer.line != puzzle.line
    play_out(qtbot, trainer)
    assert kinds(heard)[-1] is PuzzleNoticeKind.SOLVED


def test_a_small_theme_serves_each_of_its_puzzles_before_any_comes_back(qtbot, made) -> None:
    build, heard = made
    trainer = build()
    trainer.set_filter(Variant.STANDARD, Theme.STOP_FORK)
    pool = [p for p in puzzles(Variant.STANDARD) if p.theme is Theme.STOP_FORK]
    seen = []
    for _ in pool:
        assert trainer.puzzle is not None and trainer.puzzle.theme is Theme.STOP_FORK
        assert not trainer.reviewing
        seen.append(trainer.puzzle.id)
        play_out(qtbot, trainer)
        assert kinds(heard)[-1] is PuzzleNoticeKind.SOLVED
        trainer.next_puzzle()
    assert sorted(seen) == sorted(p.id for p in pool)  # each once
    assert trainer.streak.current == trainer.streak.best == len(pool)
    assert trainer.puzzle is not None and trainer.puzzle.id == seen[0]  # the pool ran out:
    assert trainer.reviewing  # the one served longest ago comes back, unrated
    rating = trainer.rating
    play_out(qtbot, trainer)
    assert trainer.rating == rating and trainer.streak.current == len(pool) + 1


def test_next_is_near_the_rating(made) -> None:
    build, _ = made
    trainer = build(history=False)
    trainer.set_filter(Variant.MISERE)
    assert trainer.puzzle is not None
    distances = sorted(abs(p.difficulty - 1500) for p in puzzles(Variant.MISERE))
    assert abs(trainer.puzzle.difficulty - 1500) <= max(100, distances[9])


def test_streaks_and_the_rating_move_the_right_way(qtbot, made) -> None:
    build, _ = made
    trainer = build(history=False)
    ratings = [trainer.rating.rating]
    wins = [p for p in puzzles(Variant.STANDARD) if p.theme is Theme.WIN_NOW][:4]
    for puzzle, solved in zip(wins, (True, True, False, True), strict=True):
        trainer.start(puzzle)
        if solved:
            trainer.play(puzzle.line[0])
        else:
            trainer.show_hint()
        ratings.append(trainer.rating.rating)
    assert ratings[1] > ratings[0] and ratings[2] > ratings[1]
    assert ratings[3] < ratings[2] and ratings[4] > ratings[3]
    assert (trainer.streak.current, trainer.streak.best) == (1, 2)


def test_a_review_solve_counts_for_the_streak_but_never_moves_the_rating(qtbot, made) -> None:
    build, _ = made
    trainer = build(history=False)
    trainer.start(by_id(WIN_NOW))
    trainer.show_hint()  # failed: the rating falls once
    failed = trainer.rating
    assert failed.rating < 1500.0
    trainer.start(by_id(WIN_NOW))  # the same puzzle again: a review
    assert trainer.reviewing
    trainer.play(2)
    assert trainer.phase is Phase.FINISHED and trainer.rating == failed
    assert trainer.rating_change is None and trainer.streak.current == 1


def test_a_restart_keeps_the_rating_the_streaks_and_the_reviews(qtbot, made) -> None:
    build, _ = made
    first = build()
    for puzzle_id in (WIN_NOW, CORNER):
        first.start(by_id(puzzle_id))
        with qtbot.waitSignal(first.attempt_stored):
            play_out(qtbot, first)
    first.start(by_id(WIN_NOW))  # a review, failed
    with qtbot.waitSignal(first.attempt_stored):
        first.play(3)
    first.start(by_id(WIN_NOW))  # and solved: one solve since the miss
    with qtbot.waitSignal(first.attempt_stored):
        first.play(2)
    again = build()
    assert again.rating == first.rating
    assert (again.streak.current, again.streak.best) == (1, 2)
    assert again.attempted_ids == {WIN_NOW, CORNER}
    assert again.order.due_reviews() == {WIN_NOW}  # back after the start, as a review
    again.set_filter(Variant.STANDARD)
    assert again.puzzle is not None and again.puzzle.id == WIN_NOW and again.reviewing


def test_without_a_history_the_rating_lives_in_memory(made) -> None:
    build, _ = made
    trainer = build(history=False)
    trainer.start(by_id(WIN_NOW))
    trainer.play(2)
    assert trainer.rating.rating > 1500.0 and build(history=False).rating.rating == 1500.0


class UnreadableHistory:
    """A history whose puzzle rows cannot be read; it keeps what is added to it."""

    def __init__(self) -> None:
        self.added: list[object] = []

    def puzzle_standing(self) -> None:
        raise HistoryError("the game history cannot be read: it is damaged", "damaged")

    def attempts(self) -> list[object]:
        raise HistoryError("the game history cannot be read: it is damaged", "damaged")

    def add_attempt(self, attempt: object, standing: object) -> None:
        self.added.append(attempt)


def test_a_history_that_cannot_be_read_at_start_is_not_written_either(qtbot) -> None:
    history = UnreadableHistory()
    writer = DiskWriter()
    trainer = PuzzleTrainer(history, writer, 0)  # type: ignore[arg-type]
    heard: list[PuzzleNotice] = []
    trainer.notice.connect(heard.append)
    try:
        assert "cannot be read" in trainer.problem and trainer.rating.rating == 1500.0
        trainer.start(by_id(WIN_NOW))
        trainer.play(2)
        assert trainer.phase is Phase.FINISHED and trainer.rating.rating > 1500.0
        writer.flush()
        assert history.added == []  # the rating lives in memory only
        assert PuzzleNoticeKind.HISTORY_PROBLEM not in kinds(heard)  # said at start, once
    finally:
        trainer.stop()
        writer.close()


class UnwritableHistory:
    """A history that reads as empty and refuses every attempt written to it."""

    def __init__(self) -> None:
        self.tried = 0

    def puzzle_standing(self) -> None:
        return None

    def attempts(self) -> list[object]:
        return []

    def add_attempt(self, attempt: object, standing: object) -> None:
        self.tried += 1
        raise HistoryError("the game history cannot be used: it is read-only", "read-only")


def test_a_failed_write_is_said_once_and_the_rating_lives_on_in_memory(qtbot) -> None:
    history = UnwritableHistory()
    writer = DiskWriter()
    trainer = PuzzleTrainer(history, writer, 0)  # type: ignore[arg-type]
    heard: list[PuzzleNotice] = []
    trainer.notice.connect(heard.append)
    try:
        assert trainer.problem == ""
        trainer.start(by_id(WIN_NOW))
        with qtbot.waitSignal(trainer.notice, timeout=5000,
                              check_params_cb=lambda n: n.kind is PuzzleNoticeKind.HISTORY_PROBLEM):
            trainer.play(2)
        assert heard[-1].text == "the game history cannot be used: it is read-only"
        assert trainer.problem == heard[-1].text
        solved_once = trainer.rating
        trainer.start(by_id(CORNER))
        trainer.show_hint()  # scored again: in memory only, not written
        writer.flush()
        assert history.tried == 1 and trainer.rating != solved_once
        assert kinds(heard).count(PuzzleNoticeKind.HISTORY_PROBLEM) == 1
    finally:
        trainer.stop()
        writer.close()


def test_the_filter(made) -> None:
    build, heard = made
    trainer = build(history=False)
    trainer.set_filter(Variant.MISERE)
    assert trainer.puzzle is not None and trainer.puzzle.variant is Variant.MISERE
    assert {p.variant for p in trainer.pool()} == {Variant.MISERE}
    trainer.set_filter(Variant.STANDARD, Theme.BLOCK)
    assert trainer.puzzle.theme is Theme.BLOCK
    trainer.set_filter(Variant.STANDARD, Theme.AVOID_LINE)  # a misère theme: dropped
    assert trainer.theme_filter is None and trainer.puzzle.variant is Variant.STANDARD
    trainer.set_filter(None, Theme.LATER_LINE)  # the theme brings its variant
    assert trainer.variant_filter is Variant.LAST_LINE
    assert trainer.puzzle.theme is Theme.LATER_LINE
    trainer.set_filter(None)
    assert len(trainer.pool()) == 303 + 240 + 279
    assert all(n.kind is not PuzzleNoticeKind.NO_PUZZLE for n in heard)


def test_no_puzzle_before_the_first_pick(made) -> None:
    build, heard = made
    trainer = build(history=False)
    assert trainer.phase is Phase.NONE and trainer.puzzle is None
    # what a window may draw before the first pick: an empty board, nothing scored or marked
    assert not (trainer.failed or trainer.hint_taken or trainer.scored or trainer.reviewing)
    assert trainer.review is None and trainer.right_cell is None and trainer.line == ()
    assert trainer.position.moves == () and trainer.rating_change is None
    trainer.play(4)
    trainer.show_hint()
    trainer.try_again()
    assert kinds(heard) == [PuzzleNoticeKind.NO_PUZZLE]
    assert trainer.phase is Phase.NONE and trainer.position.moves == ()


def test_a_stopped_writer_drops_the_attempt_and_the_flow_goes_on(qtbot, tmp_path: Path) -> None:
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    writer = DiskWriter()
    trainer = PuzzleTrainer(store, writer, 0)
    try:
        writer.close()  # the game's window closed first
        trainer.start(by_id(WIN_NOW))
        trainer.play(2)
        assert trainer.phase is Phase.FINISHED and trainer.streak.current == 1
        assert store.attempts() == []
    finally:
        trainer.stop()
        store.close()


def test_next_with_no_puzzle_left_says_so_and_shows_none(made, monkeypatch) -> None:
    """Next, when no puzzle passes the filter: the trainer says so once and shows no puzzle."""
    build, heard = made
    trainer = build(history=False)
    trainer.next_puzzle()
    assert trainer.puzzle is not None
    monkeypatch.setattr(trainer, "pool", lambda: [])
    trainer.next_puzzle()
    assert kinds(heard).count(PuzzleNoticeKind.NO_PUZZLE) == 1
    assert trainer.puzzle is None and trainer.phase is Phase.NONE
