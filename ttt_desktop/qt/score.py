"""The score: wins, draws and losses per variant and level, kept in QSettings."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QSettings

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Score:
    """A tally from the human's side (in two-player mode: ○'s wins, draws, ×'s wins)."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    def add(self, result: int) -> Score:
        """The tally after one more game: +1 a win, 0 a draw, -1 a loss."""
        if result > 0:
            return Score(self.wins + 1, self.draws, self.losses)
        if result < 0:
            return Score(self.wins, self.draws, self.losses + 1)
        return Score(self.wins, self.draws + 1, self.losses)

    def remove(self, result: int) -> Score:
        """The tally with one game taken back (when an undo reopens a finished game)."""
        wins, draws, losses = self.wins, self.draws, self.losses
        if result > 0:
            wins = max(0, wins - 1)
        elif result < 0:
            losses = max(0, losses - 1)
        else:
            draws = max(0, draws - 1)
        return Score(wins, draws, losses)


class ScoreBook:
    """Reads and writes one :class:`Score` per table (e.g. ``"standard/perfect"``)."""

    def __init__(self, store: QSettings) -> None:
        self._store = store

    @staticmethod
    def _key(table: str, field: str) -> str:
        return f"score/{table}/{field}"

    def get(self, table: str) -> Score:
        """The stored score of a table; unreadable numbers count as 0, with a warning."""
        values = []
        for field in ("wins", "draws", "losses"):
            raw = self._store.value(self._key(table, field), 0)
            try:
                number = int(str(raw))
                if number < 0:
                    raise ValueError(number)
            except ValueError:
                log.warning("settings: score %s/%s is %r; counting it as 0", table, field, raw)
                number = 0
            values.append(number)
        return Score(*values)

    def record(self, table: str, result: int) -> Score:
        """Add one game's result and return the new score."""
        score = self.get(table).add(result)
        self._put(table, score)
        return score

    def retract(self, table: str, result: int) -> Score:
        """Take one game's result back and return the new score."""
        score = self.get(table).remove(result)
        self._put(table, score)
        return score

    def reset(self, table: str) -> None:
        """Set a table back to nothing."""
        self._put(table, Score())

    def _put(self, table: str, score: Score) -> None:
        self._store.setValue(self._key(table, "wins"), score.wins)
        self._store.setValue(self._key(table, "draws"), score.draws)
        self._store.setValue(self._key(table, "losses"), score.losses)

