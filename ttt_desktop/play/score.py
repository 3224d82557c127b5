"""The score: wins, draws and losses per variant and level, read from the game history.

Once the history is open and can be written, it is the one record of what counted: the score
is counted from its games and Reset Score is written to it (``ttt_desktop.history.scores``); the
counts an older version kept in the settings file are carried over into it once, as the tables'
starting counts, and removed from the settings. A game counts on the board at once and in the
history when it is written. While a history is expected but not open yet (busy at start), a game
counts in memory only, never in the settings file, and a Reset Score waits to be written to it
with the moment it was asked for: only an older version's counts are ever carried over. Where the
history cannot be written (read-only, damaged), the score lives in memory for the session
(:attr:`ScoreBook.session_only`). Without a history at all (the tests' windows), the settings
file keeps the score as before.

The rules, shown to the player in the help and the score line's tooltip:

- a game counts once, with the first result it reaches; undoing after the end lets you look back
  and play on, but it does not change the score;
- a game left unfinished (New Game, Swap Sides, new settings, closing the window) does not count.
"""

from __future__ import annotations

import datetime
import functools
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

from ..engine.rules import Variant
from .disk_writer import DiskWriter

if TYPE_CHECKING:
    from ..history.scores import ScoreRecords

log = logging.getLogger(__name__)


def utc_now() -> str:
    """The time now, as the history keeps a game's end and a reset: ISO 8601 in UTC, to the
    microsecond, so that two moments compare as text in the order they came."""
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="microseconds")


def table_key(variant: Variant, opponent: str) -> str:
    """The key of a score table: the rules, then the opponent (a level's name, ``adaptive`` or
    ``two-players``).

    >>> table_key(Variant.MISERE, "easy"), table_key(Variant.STANDARD, "two-players")
    ('misere/easy', 'standard/two-players')
    """
    return f"{variant.value}/{opponent}"


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
        self._history: ScoreRecords | None = None
        #: counted, not known to be in the history yet: table, result, when it ended
        self._pending: dict[int, tuple[str, int, str | None]] = {}
        self._expected = False  # a history will open: nothing new goes to the settings file
        self._resets_waiting: list[tuple[str | None, str]] = []  # asked before it opened
        self._resets: list[tuple[str | None, str]] = []  # every reset of this session
        self.session_only = False  # the history cannot be written: the score is not kept

    def expect_history(self) -> None:
        """A history is to open (:meth:`use_history`): until then, games count in memory and
        resets wait for it, instead of going to the settings file."""
        self._expected = True

    def use_history(self, history: ScoreRecords, writable: bool = True) -> None:
        """Count from the history from now on. A writable one first takes over the settings'
        counts (once), which then leave the settings file. Raise the history's
        :class:`~ttt_desktop.history.HistoryError` if it cannot be read or written; the score
        then stays as it is, for this session."""
        legacy = {table: self.get(table) for table in self._tables_in_settings()}
        if not writable:  # nothing can be carried over: show what the settings hold, if any
            self.session_only = True
            if not legacy:
                self._history = history
                self.refresh()
                self._history = None
            return
        history.carry_scores({table: (s.wins, s.draws, s.losses)
                              for table, s in legacy.items() if s != Score()})
        if legacy:
            self._write({"score": None})
        waiting, self._resets_waiting = self._resets_waiting, []
        for table, at in waiting:  # it covers what ended before it, whenever it is written
            self._submit(functools.partial(history.reset_score, table, at))
        self._history = history
        self.refresh()

    def lose_history(self) -> None:
        """The history failed: keep the score on show, in memory, for the rest of the session."""
        self._history = None
        self._resets_waiting.clear()
        self.session_only = True

    def close(self) -> None:
        """The history is closing (the window goes): nothing more is read from it."""
        self._history = None

    def refresh(self) -> None:
        """Read the score from the history (when it opens); if it cannot be read, the score on
        show stays, for this session."""
        if self._history is None:
            return
        from ..history import HistoryError

        try:
            # the resets not written yet count too; the pending games are counted here, not
            # there, though a row may be in the file before its stored() arrives
            counts = self._history.scores(
                self._resets, [at for _t, _r, at in self._pending.values() if at is not None])
        except HistoryError as exc:
            log.warning("the score cannot be read from the history: %s", exc)
            self.lose_history()
            return
        self._scores = {table: Score(*tally) for table, tally in counts.items()}
        for table, result, _at in self._pending.values():
            self._scores[table] = self._scores.get(table, Score()).add(result)

    def stored(self, game_id: int) -> None:
        """The game with this id is now in the history. It counts there as it counts here
        already, so nothing is read again (a read of 10,000 games is not free on the window's
        thread)."""
        self._pending.pop(game_id, None)

    def _tables_in_settings(self) -> set[str]:
        return {key.rsplit("/", 1)[0].removeprefix("score/") for key in self._store.allKeys()
                if key.startswith("score/") and key.count("/") == 3}

    @staticmethod
    def _key(table: str, field: str) -> str:
        return f"score/{table}/{field}"

    def get(self, table: str) -> Score:
        """The score of a table (read once, then from memory), repairing damaged counts."""
        score = self._scores.get(table)
        if score is not None:
            return score
        if self._all_reset or self._history is not None or self.session_only:
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

    def record(self, table: str, result: int, game_id: int | None = None,
               ended_at: str | None = None) -> Score:
        """Add one game's result and return the new score. With a history, the game
        (``game_id``, which ended at ``ended_at``) counts in memory until :meth:`stored` says
        it is in the history."""
        score = self.get(table).add(result)
        if self._history is not None or self.session_only or self._expected:
            self._scores[table] = score
            if (self._history is not None or self._expected) and game_id is not None \
                    and not self.session_only:
                self._pending[game_id] = (table, result, ended_at)
        else:
            self._put(table, score)
        return score

    def reset(self, table: str) -> None:
        """Set one table back to nothing."""
        self._reset(table)

    def reset_all(self) -> None:
        """Set every table back to nothing."""
        self._reset(None)

    def _reset(self, table: str | None) -> None:
        at = utc_now()  # the games that ended before this moment, whenever their rows come
        self._resets.append((table, at))
        self._pending = {key: game for key, game in self._pending.items()
                         if table is not None and game[0] != table}
        if self._history is None and self._expected and not self.session_only:
            self._resets_waiting.append((table, at))  # written once the history opens
            if table is None or table in self._tables_in_settings():  # an older version's
                self._write({"score" if table is None else f"score/{table}": None})
            self._scores = {} if table is None else {**self._scores, table: Score()}
            if table is None:
                self._all_reset = True
            return
        if self._history is not None or self.session_only:
            self._scores = {} if table is None else {**self._scores, table: Score()}
            history = self._history
            if history is not None:
                self._submit(lambda: history.reset_score(table, at))
        elif table is None:
            self._scores.clear()
            self._all_reset = True
            self._write({"score": None})
        else:
            self._put(table, Score())

    def _submit(self, job: Callable[[], None]) -> None:
        if self._writer is None:
            job()
        else:
            self._writer.submit(job)

    def _put(self, table: str, score: Score) -> None:
        self._scores[table] = score
        self._write({self._key(table, "wins"): score.wins,
                     self._key(table, "draws"): score.draws,
                     self._key(table, "losses"): score.losses})

    def _write(self, values: Mapping[str, int | None]) -> None:
        """Set the keys (``None`` removes a key and every key below it)."""
        name, kind = self._store.fileName(), self._store.format()
        if self._writer is None:
            _write_values(self._store, values)
        else:
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
        self._game_id: int | None = None
        self._counted = False

    def start(self, table: str, game_id: int | None = None) -> None:
        """A new game begins, scored under ``table``."""
        self._table = table
        self._game_id = game_id
        self._counted = False

    @property
    def counted(self) -> bool:
        """True once the game in progress has been counted."""
        return self._counted

    def finished(self, result: int, ended_at: str | None = None) -> None:
        """The game reached an end (at ``ended_at``); only its first end counts."""
        if not self._counted and self._table:
            if self._game_id is None:
                self._book.record(self._table, result)
            else:
                self._book.record(self._table, result, self._game_id, ended_at)
            self._counted = True
