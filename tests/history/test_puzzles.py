"""The puzzle attempts in the history (ttt_desktop/history/puzzles.py): the attempts, the
rating and the streaks survive a reopen, and a review attempt is marked as one."""

from __future__ import annotations

from pathlib import Path

from ttt_desktop.engine import Variant
from ttt_desktop.history import HistoryStore, PuzzleStanding, StoredAttempt

from .helpers import v1_copy


def attempt(puzzle: str, solved: bool, rating: float, when: str) -> StoredAttempt:
    return StoredAttempt(None, when, puzzle, Variant(puzzle.split(":")[0]), "block", 1450,
                         solved, not solved, rating, 180.5, 0.06)


def test_attempts_ratings_and_streaks_survive_a_reopen(tmp_path: Path):
    path = v1_copy(tmp_path)
    store = HistoryStore.open(path)
    store.add_attempt(attempt("standard:XX..O....", True, 1620.0, "2026-11-23T10:00:00+00:00"),
                      PuzzleStanding(1620.0, 180.5, 0.06, 1, 1))
    store.add_attempt(attempt("misere:.........", False, 1540.25, "2026-11-23T10:01:00+00:00"),
                      PuzzleStanding(1540.25, 170.0, 0.0601, 0, 1))
    store.close()
    again = HistoryStore.open(path)
    assert again.puzzle_standing() == PuzzleStanding(1540.25, 170.0, 0.0601, 0, 1)
    stored = again.attempts()
    assert [(a.id, a.puzzle, a.solved, a.hint, a.rating) for a in stored] == [
        (1, "standard:XX..O....", True, False, 1620.0), (2, "misere:.........", False, True,
                                                           1540.25)]
    assert stored[1].variant is Variant.MISERE and stored[0].puzzle_rating == 1450
    assert again.solved_puzzles() == {"standard:XX..O...."}
    assert again.count() == 4  # the games are still there
    again.close()


def test_a_review_attempt_is_marked_as_one_and_earlier_attempts_are_not(tmp_path: Path):
    path = v1_copy(tmp_path)
    store = HistoryStore.open(path)
    store.add_attempt(attempt("standard:XX..O....", False, 1450.0, "2026-11-25T10:00:00+00:00"),
                      PuzzleStanding(1450.0, 180.5, 0.06, 0, 0))
    review = attempt("standard:XX..O....", True, 1450.0, "2026-11-25T10:05:00+00:00")
    store.add_attempt(StoredAttempt(*[getattr(review, f) for f in (
        "id", "attempted_at", "puzzle", "variant", "theme", "puzzle_rating", "solved", "hint",
        "rating", "deviation", "volatility")], review=True), PuzzleStanding(1450.0, 180.5, 0.06,
                                                                           1, 1))
    store.close()
    again = HistoryStore.open(path)
    assert [(a.solved, a.review) for a in again.attempts()] == [(False, False), (True, True)]
    again.close()
