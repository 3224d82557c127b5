"""The player's statistics from the game history: results over time and mistakes per game.

Pure Python on the rows that :meth:`ttt_desktop.history.HistoryStore.game_rows` reads (oldest
first); the Statistics window paints what this module computes. No Qt, no SQL.

Only games with one human side count (against the computer): two-player and watched games are in
the history but are not the player's own results.

>>> rows = [GameRow(i, f"2026-11-{i:02d}T10:00:00+00:00", Variant.STANDARD, "perfect", r, m)
...         for i, (r, m) in enumerate([(-1, 2), (0, 1), (0, 0), (1, 0)], 1)]
>>> totals(rows)
Tally(wins=1, draws=2, losses=1)
>>> [(p.first, p.last, p.tally.wins, p.tally.draws) for p in periods(rows, 2)]
[(1, 2, 0, 1), (3, 4, 1, 1)]
>>> moving_average([2, 1, 0, 0], 2)
[2.0, 1.5, 0.5, 0.0]
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .engine import Variant

#: The most bars the results chart shows: more games are grouped into as many periods.
MAX_PERIODS = 24
#: How many games the mistakes' moving average spans.
MISTAKES_WINDOW = 10


class GameRow(NamedTuple):
    """One finished game against the computer, as the statistics need it (a named tuple: the
    history builds ten thousand of them when the window opens).

    ``result`` is for the human: +1 won, 0 draw, -1 lost. ``level`` is the computer's level.
    """

    id: int
    played_at: str  # ISO 8601, UTC
    variant: Variant
    level: str
    result: int
    mistakes: int


@dataclass(frozen=True)
class Tally:
    """Wins, draws and losses."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        """How many games the tally counts."""
        return self.wins + self.draws + self.losses

    def add(self, result: int) -> Tally:
        """This tally with one more game of ``result`` (+1, 0 or -1)."""
        return Tally(self.wins + (result > 0), self.draws + (result == 0),
                     self.losses + (result < 0))


@dataclass(frozen=True)
class Period:
    """A run of consecutive games: the 1-based numbers of the first and last, their dates, and
    their results."""

    first: int
    last: int
    started: str
    ended: str
    tally: Tally


def select(rows: Iterable[GameRow], variant: Variant | None = None,
           level: str | None = None) -> list[GameRow]:
    """The rows of one rule variant and one level (``None``: any), in their order.

    >>> rows = [GameRow(1, "", Variant.MISERE, "easy", 1, 0),
    ...         GameRow(2, "", Variant.STANDARD, "easy", 1, 0)]
    >>> [r.id for r in select(rows, Variant.STANDARD)], [r.id for r in select(rows, level="hard")]
    ([2], [])
    """
    return [r for r in rows if (variant is None or r.variant is variant)
            and (level is None or r.level == level)]


def totals(rows: Iterable[GameRow]) -> Tally:
    """Wins, draws and losses over the rows."""
    results = [row.result for row in rows]
    wins = sum(1 for r in results if r > 0)
    losses = sum(1 for r in results if r < 0)
    return Tally(wins, len(results) - wins - losses, losses)


def periods(rows: Sequence[GameRow], max_periods: int = MAX_PERIODS) -> list[Period]:
    """The rows cut into at most ``max_periods`` runs of consecutive games, of equal size but
    for the last, oldest first: the results over time.

    >>> rows = [GameRow(i, str(i), Variant.STANDARD, "easy", 1, 0) for i in range(1, 6)]
    >>> [(p.first, p.last) for p in periods(rows, 2)]
    [(1, 3), (4, 5)]
    >>> periods([], 3)
    []
    """
    if not rows:
        return []
    size = math.ceil(len(rows) / max_periods)
    cut = []
    for start in range(0, len(rows), size):
        chunk = rows[start:start + size]
        cut.append(Period(start + 1, start + len(chunk), chunk[0].played_at,
                          chunk[-1].played_at, totals(chunk)))
    return cut


def moving_average(values: Sequence[int], window: int = MISTAKES_WINDOW) -> list[float]:
    """Each value averaged with up to ``window - 1`` values before it (the trend of the
    mistakes per game)."""
    averages = []
    running = 0
    for i, value in enumerate(values):
        running += value
        if i >= window:
            running -= values[i - window]
        averages.append(running / min(i + 1, window))
    return averages


def trend(values: Sequence[int], window: int = MISTAKES_WINDOW) -> float | None:
    """The change of the moving average from its first full window to the last: negative when
    the mistakes are falling; ``None`` with fewer than two windows of games.

    >>> trend([3, 3, 1, 0], 2)  # averages 3, 3, 2, 0.5
    -2.5
    >>> trend([1, 2, 3], 2) is None
    True
    """
    if len(values) < 2 * window:
        return None
    averages = moving_average(values, window)
    return averages[-1] - averages[window - 1]
