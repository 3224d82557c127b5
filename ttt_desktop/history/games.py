"""The games: every finished game, with its rules, sides, moves, result and review."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine import Mark, Variant
from ..engine.sides import Side
from .database import KNOWN_RULES, MARKS, VARIANTS, Database

if TYPE_CHECKING:  # loaded when the statistics read the games, not with the history
    from ..statistics import GameRow


@dataclass(frozen=True)
class StoredGame:
    """One game as the history keeps it (see the ``games`` table in :mod:`.schema` for the
    fields' meanings)."""

    id: int | None
    played_at: str
    variant: Variant
    circle: str
    cross: str
    moves: tuple[int, ...]
    result: int | None
    human: Mark | None
    mistakes: int = 0
    summary: str = ""
    start_ply: int | None = None
    ended_at: str | None = None  # when it ended, to the microsecond (None: an older version's)

    @property
    def level(self) -> str:
        """The computer's level in a game against a person, else ``two-players`` or ``watch``."""
        if self.human is Mark.X:
            return self.cross
        if self.human is Mark.O:
            return self.circle
        both_people = self.circle == self.cross == Side.HUMAN.value
        return Side.TWO_PLAYERS.value if both_people else Side.WATCH.value

    def human_result(self) -> int | None:
        """+1 the human won, 0 a draw, -1 the human lost; ``None`` with no single human side."""
        if self.human is None or self.result is None:
            return None
        return self.result if self.human is Mark.X else -self.result


class ListedGame(NamedTuple):
    """A stored game as a list of games shows it: :class:`StoredGame` without the moves and the
    summary, with the number of moves (a named tuple: a list may hold ten thousand)."""

    id: int
    played_at: str
    variant: Variant
    circle: str
    cross: str
    result: int | None
    human: Mark | None
    mistakes: int
    plies: int


#: A stored game's columns, in the order :func:`_game` reads them.
_COLUMNS = ("id, played_at, variant, circle, cross, moves, result, human, mistakes, summary, "
            "start_ply, ended_at")


class GameRecords(Database):
    """The games' reads and writes."""

    def add_game(self, game: StoredGame, then: Callable[[int], None] | None = None) -> int | None:
        """Store one game in its own transaction; return its id (safe from any thread).

        ``None``: the file is busy and the game waits in memory (see
        :meth:`~.database.Database.wait_in_memory`); ``then`` is called with its id once it is
        stored, now or later."""
        return self._write(
            ("INSERT INTO games (played_at, variant, circle, cross, moves, result, human, "
             "mistakes, summary, start_ply, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
             (game.played_at, game.variant.value, game.circle, game.cross,
              "".join(map(str, game.moves)), game.result,
              None if game.human is None else game.human.value, game.mistakes, game.summary,
              game.start_ply, game.ended_at)), then=then)

    def games(self, limit: int | None = None, offset: int = 0) -> list[StoredGame]:
        """Stored games, newest first."""
        rows = self._query(f"SELECT {_COLUMNS} FROM games WHERE {KNOWN_RULES} "
                           "ORDER BY played_at DESC, id DESC LIMIT ? OFFSET ?",
                           (-1 if limit is None else limit, offset))
        return [_game(row) for row in rows]

    def game(self, game_id: int) -> StoredGame | None:
        """One stored game by its id (``None``: no such game, or one of rules unknown here)."""
        rows = self._query(f"SELECT {_COLUMNS} FROM games WHERE id = ? AND {KNOWN_RULES}",
                           (game_id,))
        return _game(rows[0]) if rows else None

    def count(self) -> int:
        """How many games are stored."""
        return int(self._query("SELECT COUNT(*) FROM games", ())[0][0])

    def tallies(self) -> dict[tuple[str, str], tuple[int, int, int]]:
        """Wins, draws and losses of the human per (variant, level), over finished games
        against the computer."""
        rows = self._query(f"""
            SELECT variant, CASE human WHEN 'X' THEN cross ELSE circle END AS level,
                   SUM(CASE WHEN result * (CASE human WHEN 'X' THEN 1 ELSE -1 END) > 0
                       THEN 1 ELSE 0 END),
                   SUM(CASE WHEN result = 0 THEN 1 ELSE 0 END),
                   SUM(CASE WHEN result * (CASE human WHEN 'X' THEN 1 ELSE -1 END) < 0
                       THEN 1 ELSE 0 END)
            FROM games WHERE human IS NOT NULL AND result IS NOT NULL AND start_ply IS NULL
            AND {KNOWN_RULES}
            GROUP BY variant, level""", ())
        return {(str(v), str(lv)): (int(w), int(d), int(lo)) for v, lv, w, d, lo in rows}

    def game_rows(self) -> list[GameRow]:
        """Every finished game against the computer, oldest first, as the statistics read it:
        the result and the level from the human's side."""
        rows = self._query(f"""
            SELECT id, played_at, variant, CASE human WHEN 'X' THEN cross ELSE circle END,
                   result * (CASE human WHEN 'X' THEN 1 ELSE -1 END), mistakes
            FROM games WHERE human IS NOT NULL AND result IS NOT NULL AND start_ply IS NULL
            AND {KNOWN_RULES} ORDER BY played_at, id""", ())
        from ..statistics import GameRow

        variants = VARIANTS
        return [GameRow(i, at, variants[v], lv, r, m) for i, at, v, lv, r, m in rows]

    def listing(self, limit: int | None = None, offset: int = 0) -> list[ListedGame]:
        """Stored games, newest first, without their moves (for a list of thousands, read a
        page at a time)."""
        rows = self._query("SELECT id, played_at, variant, circle, cross, result, human, "
                           f"mistakes, length(moves) FROM games WHERE {KNOWN_RULES} "
                           "ORDER BY played_at DESC, id DESC LIMIT ? OFFSET ?",
                           (-1 if limit is None else limit, offset))
        variants, marks = VARIANTS, MARKS
        return [ListedGame(i, at, variants[v], c, x, r, marks[h], m, n)
                for i, at, v, c, x, r, h, m, n in rows]

    def mistakes_per_game(self) -> list[int]:
        """The human's mistakes in each game against the computer, oldest first."""
        return [int(row[0]) for row in self._query(
            "SELECT mistakes FROM games WHERE human IS NOT NULL AND start_ply IS NULL "
            f"AND {KNOWN_RULES} ORDER BY played_at, id", ())]


def _game(row: tuple[Any, ...]) -> StoredGame:
    (gid, played_at, variant, circle, cross, moves, result, human, mistakes, summary, start,
     ended) = row
    return StoredGame(int(str(gid)), str(played_at), Variant(str(variant)), str(circle),
                      str(cross), tuple(int(c) for c in str(moves)),
                      None if result is None else int(str(result)),
                      None if human is None else Mark(str(human)), int(str(mistakes)),
                      str(summary),
                      None if start is None else int(str(start)),
                      None if ended is None else str(ended))
