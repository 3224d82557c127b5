"""The score: wins, draws and losses per variant and level, kept in QSettings.

The rules, shown to the player in the help and the score line's tooltip:

- a game counts once, with the first result it reaches; undoing after the end lets you look back
  and play on, but it does not change the score;
- a game left unfinished (New Game, Swap Sides, new settings, closing the window) does not count.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QSettings

from .disk_writer import DiskWriter

log = logging.getLogger(__name__)

#: The largest count kept; anything above it in a settings file is damage, not a record.
MAX_COUNT = 999_999


@dataclass(frozen=True)
class Score:
    """A tally from the human's side (in two-player mode: ○'s wins, draws, ×'s wins)."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    def add(self, result: int) -> Score:
        """The tally after one more game: +1 a win, 0 a draw, -1 a loss (capped at MAX_COUNT).

        >>> Score().add(1).add(0).add(-1).add(-1)
        Score(wins=1, draws=1, losses=2)
        """
        wins, draws, losses = self.wins, self.draws, self.losses
        if result > 0:
            wins = min(MAX_COUNT, wins + 1)
        elif result < 0:
            losses = min(MAX_COUNT, losses + 1)
        else:
            draws = min(MAX_COUNT, draws + 1)
        return Score(wins, draws, losses)


class ScoreBook:
    """Reads and writes one :class:`Score` per table (e.g. ``"standard/perfect"``).

    Each table is read from the settings once and then kept in memory; a change is written by
    ``writer`` (a :class:`~ttt_desktop.play.disk_writer.DiskWriter`) off the window's thread,
    through a QSettings of its own on the same file. Without a writer, writes are made at once.

    A stored count that is not a whole number from 0 to :data:`MAX_COUNT` is repaired: it is
    logged once, clamped (or read as 0), and the repaired value is written back.
    """

    def __init__(self, store: QSettings, writer: DiskWriter | None = None) -> None:
        self._store = store
        self._writer = writer
        self._scores: dict[str, Score] = {}
        self._all_reset = False  # every table reset: none needs reading (the removal may wait)

    @staticmethod
    def _key(table: str, field: str) -> str:
        return f"score/{table}/{field}"

    def get(self, table: str) -> Score:
        """The score of a table (read once, then from memory), repairing damaged counts."""
        score = self._scores.get(table)
        if score is not None:
            return score
        if self._all_reset:
            return self._scores.setdefault(table, Score())
        values = []
        repaired: dict[str, int] = {}
        for field in ("wins", "draws", "losses"):
            key = self._key(table, field)
            raw = self._store.value(key, 0)
            number = _read_count(raw)
            if number is None or number > MAX_COUNT:
                number = 0 if number is None else MAX_COUNT
                log.warning("settings: %s is %r; repaired to %d", key, raw, number)
                repaired[key] = number
            values.append(number)
        score = self._scores[table] = Score(*values)
        if repaired:
            self._write(repaired)
        return score

    def record(self, table: str, result: int) -> Score:
        """Add one game's result and return the new score."""
        score = self.get(table).add(result)
        self._put(table, score)
        return score

    def reset(self, table: str) -> None:
        """Set one table back to nothing."""
        self._put(table, Score())

    def reset_all(self) -> None:
        """Set every table back to nothing."""
        self._scores.clear()
        self._all_reset = True
        self._write({"score": None})

    def _put(self, table: str, score: Score) -> None:
        self._scores[table] = score
        self._write({self._key(table, "wins"): score.wins,
                     self._key(table, "draws"): score.draws,
                     self._key(table, "losses"): score.losses})

    def _write(self, values: Mapping[str, int | None]) -> None:
        """Set the keys (``None`` removes a key and every key below it)."""
        if self._writer is None:
            _write_values(self._store, values)
            return
        name, kind = self._store.fileName(), self._store.format()
        self._writer.submit(lambda: _write_values(QSettings(name, kind), values))


def _write_values(store: QSettings, values: Mapping[str, int | None]) -> None:
    for key, value in values.items():
        if value is None:
            store.remove(key)
        else:
            store.setValue(key, value)
    store.sync()


def _read_count(raw: object) -> int | None:
    """A stored count as a non-negative int, or ``None`` if it is not one."""
    try:
        number = int(str(raw).strip())
    except ValueError:
        return None
    return number if number >= 0 else None


class GameScorer:
    """Applies the score rules to one game at a time (see the module's docstring).

    >>> class Book:                       # stands in for a ScoreBook in this example
    ...     def __init__(self): self.results = []
    ...     def record(self, table, result): self.results.append(result)
    >>> book = Book(); scorer = GameScorer(book)
    >>> scorer.start("standard/perfect")
    >>> scorer.finished(1); scorer.finished(-1)   # undo after a win, then a loss: still a win
    >>> scorer.start("standard/perfect")          # the next game, abandoned: not counted
    >>> book.results
    [1]
    """

    def __init__(self, book: ScoreBook) -> None:
        self._book = book
        self._table = ""
        self._counted = False

    def start(self, table: str) -> None:
        """A new game begins, scored under ``table``."""
        self._table = table
        self._counted = False

    @property
    def counted(self) -> bool:
        """True once the game in progress has been counted."""
        return self._counted

    def finished(self, result: int) -> None:
        """The game reached an end; only its first end counts."""
        if not self._counted and self._table:
            self._book.record(self._table, result)
            self._counted = True
