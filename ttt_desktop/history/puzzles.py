"""The puzzles: every attempt, with the player's rating after it, and the player's current
puzzle rating and streaks (see :func:`.migrations._add_puzzles` for the tables)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Variant
from .database import KNOWN_RULES, VARIANTS, Database


@dataclass(frozen=True)
class StoredAttempt:
    """One puzzle attempt as the history keeps it, with the player's rating after it (see the
    ``puzzle_attempts`` table for the fields' meanings)."""

    id: int | None
    attempted_at: str
    puzzle: str
    variant: Variant
    theme: str
    puzzle_rating: int
    solved: bool
    hint: bool
    rating: float
    deviation: float
    volatility: float
    review: bool = False  # attempted before: the rating did not move


@dataclass(frozen=True)
class PuzzleStanding:
    """The player's puzzle rating (Glicko-2: rating, deviation, volatility) and streaks."""

    rating: float
    deviation: float
    volatility: float
    streak: int = 0
    best_streak: int = 0


class PuzzleRecords(Database):
    """The puzzles' reads and writes."""

    def add_attempt(self, attempt: StoredAttempt, standing: PuzzleStanding) -> int | None:
        """Store one puzzle attempt and the player's standing after it, in one transaction;
        return the attempt's id (safe from any thread; ``None``: it waits in memory for a busy
        file, as a game does)."""
        return self._write(
            ("INSERT INTO puzzle_attempts (attempted_at, puzzle, variant, theme, "
             "puzzle_rating, solved, hint, rating, deviation, volatility, review) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
             (attempt.attempted_at, attempt.puzzle, attempt.variant.value, attempt.theme,
              attempt.puzzle_rating, int(attempt.solved), int(attempt.hint), attempt.rating,
              attempt.deviation, attempt.volatility, int(attempt.review))),
            ("INSERT OR REPLACE INTO puzzle_player (id, rating, deviation, volatility, streak, "
             "best_streak) VALUES (1, ?, ?, ?, ?, ?)",
             (standing.rating, standing.deviation, standing.volatility, standing.streak,
              standing.best_streak)))

    def puzzle_standing(self) -> PuzzleStanding | None:
        """The player's puzzle rating and streaks, or ``None`` before the first attempt."""
        rows = self._query("SELECT rating, deviation, volatility, streak, best_streak "
                           "FROM puzzle_player WHERE id = 1", ())
        if not rows:
            return None
        rating, deviation, volatility, streak, best = rows[0]
        return PuzzleStanding(float(rating), float(deviation), float(volatility), int(streak),
                              int(best))

    def attempts(self, limit: int | None = None, offset: int = 0) -> list[StoredAttempt]:
        """Stored puzzle attempts, oldest first (the rating over time reads them in order)."""
        rows = self._query("SELECT id, attempted_at, puzzle, variant, theme, puzzle_rating, "
                           "solved, hint, rating, deviation, volatility, review "
                           f"FROM puzzle_attempts WHERE {KNOWN_RULES} ORDER BY attempted_at, id "
                           "LIMIT ? OFFSET ?", (-1 if limit is None else limit, offset))
        variants = VARIANTS
        return [StoredAttempt(int(i), str(at), str(pz), variants[str(v)], str(th), int(pr),
                              bool(ok), bool(hn), float(r), float(d), float(vo), bool(rv))
                for i, at, pz, v, th, pr, ok, hn, r, d, vo, rv in rows]

    def solved_puzzles(self) -> set[str]:
        """The ids of the puzzles solved at least once (the picker skips them)."""
        return {str(row[0]) for row in self._query(
            "SELECT DISTINCT puzzle FROM puzzle_attempts WHERE solved = 1", ())}
