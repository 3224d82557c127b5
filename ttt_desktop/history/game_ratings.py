"""The player's game rating: one per rule, after every scored game against the computer, and the
current one with the named levels already passed (see :func:`.migrations._add_game_ratings`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Variant
from .database import KNOWN_RULES, VARIANTS, Database


@dataclass(frozen=True)
class StoredRating:
    """One rated game: the computer's level, skill and rating, the player's score, and the
    player's Glicko-2 rating after it."""

    id: int | None
    rated_at: str
    variant: Variant
    level: str
    skill: float
    opponent: float
    score: float
    rating: float
    deviation: float
    volatility: float


@dataclass(frozen=True)
class GameStanding:
    """The player's current game rating in one rule, and the named levels passed there."""

    variant: Variant
    rating: float
    deviation: float
    volatility: float
    passed: tuple[str, ...] = ()


class GameRatingRecords(Database):
    """The game ratings' reads and writes."""

    def add_rating(self, rated: StoredRating, standing: GameStanding) -> int | None:
        """Store one rated game and the player's standing after it in its rule, in one
        transaction; return the row's id (safe from any thread; ``None``: it waits in memory
        for a busy file, as a game does)."""
        return self._write(
            ("INSERT INTO game_ratings (rated_at, variant, level, skill, opponent, score, "
             "rating, deviation, volatility) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
             (rated.rated_at, rated.variant.value, rated.level, rated.skill, rated.opponent,
              rated.score, rated.rating, rated.deviation, rated.volatility)),
            ("INSERT OR REPLACE INTO game_players (variant, rating, deviation, volatility, "
             "passed) VALUES (?, ?, ?, ?, ?)",
             (standing.variant.value, standing.rating, standing.deviation, standing.volatility,
              ",".join(standing.passed))))

    def game_standings(self) -> dict[Variant, GameStanding]:
        """The player's game rating in each rule played so far."""
        rows = self._query("SELECT variant, rating, deviation, volatility, passed "
                           "FROM game_players", ())
        return {VARIANTS[str(v)]: GameStanding(VARIANTS[str(v)], float(r), float(d), float(vo),
                                               tuple(p for p in str(passed).split(",") if p))
                for v, r, d, vo, passed in rows if str(v) in VARIANTS}

    def ratings(self, variant: Variant | None = None) -> list[StoredRating]:
        """The rated games, oldest first (the rating over time reads them in order), of one
        rule or of all."""
        rows = self._query(
            f"SELECT * FROM game_ratings WHERE (?1 IS NULL OR variant = ?1) AND {KNOWN_RULES} "
            "ORDER BY rated_at, id",
            (None if variant is None else variant.value,))
        return [StoredRating(int(i), str(at), VARIANTS[str(v)], str(lv), float(sk), float(op),
                             float(sc), float(r), float(d), float(vo))
                for i, at, v, lv, sk, op, sc, r, d, vo in rows]
