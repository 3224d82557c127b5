"""The score: wins, draws and losses per table (``"standard/perfect"``, ``"misere/two-players"``),
read from the games themselves. A game counts when it started from the empty board and the
computer made all of its own moves (``start_ply`` is ``NULL``; a watched game is stored with
``start_ply`` 0), against the computer or between two people.

A table counts from its last *baseline* (the latest by its ``written_at``; see
:func:`.migrations._add_score_baselines`): Reset Score writes one with nothing in it, for one
table or for all; the scores an older version kept in its settings file are carried over once as
baselines with their counts. A baseline counts the
games that ended after it: a game that knows when it ended (``ended_at``, schema 8) counts when
it ended after the baseline's ``written_at`` (for a reset, the moment the player asked for it),
whatever order the rows reached the file in, so a reset covers a game whose row was still on its
way; a game of an older version (no ``ended_at``) counts when its id is larger than the
baseline's ``after_game`` (the largest game id when the baseline was written), as before.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence

from .database import Database

#: The table a stored game counts in, and its result from the person's side (○'s with two
#: players), as SQL over the ``games`` table. The computer's column names its level, or
#: ``adaptive`` for a game against Adaptive, which so counts in its own table
#: (``"standard/adaptive"``), as the window's score line keys it.
_TABLE = ("variant || '/' || CASE human WHEN 'X' THEN cross WHEN 'O' THEN circle "
          "ELSE 'two-players' END")
_RESULT = "CASE human WHEN 'O' THEN -result ELSE result END"
_COUNTED = ("result IS NOT NULL AND start_ply IS NULL "
            "AND (human IS NOT NULL OR (circle = 'human' AND cross = 'human'))")


#: A reset not yet in the file stands after every game of an older version (no end time).
_AFTER_EVERY_ID = 2**62


def _now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="microseconds")


class ScoreRecords(Database):
    """The score's reads and writes."""

    def scores(self, unwritten: Sequence[tuple[str | None, str]] = (),
               leave_out: Sequence[str] = ()) -> dict[str, tuple[int, int, int]]:
        """Wins, draws and losses per table, each since its last baseline.

        ``unwritten``: resets (a table or ``None`` for all, and the moment each was asked for)
        that may not be in the file yet (they wait for the disk writer, or in memory for a busy
        file): counted as if they were, so that the score read now does not undo them. Such a
        reset was made by this program, after every game of an older version. ``leave_out``:
        the end times of games the caller counts itself (on their way to the file, or just
        there): not counted here, in the same read."""
        written = self._query("SELECT score_table, wins, draws, losses, after_game, "
                              "written_at FROM score_baselines ORDER BY written_at, id", ())
        baselines = sorted([*written, *((table, 0, 0, 0, _AFTER_EVERY_ID, at)
                                        for table, at in unwritten)],
                           key=lambda row: str(row[5]))  # stable: the file's first on a tie
        latest: dict[str | None, tuple[int, int, int, int, str]] = {}
        for table, wins, draws, losses, after, at in baselines:
            if table is None:  # every table reset
                latest.clear()
            latest[table] = (int(wins), int(draws), int(losses), int(after), str(at))
        every = latest.get(None, (0, 0, 0, 0, ""))
        own = [(str(table), b[3], b[4]) for table, b in latest.items() if table is not None]
        # each table's own baseline, else the one of every table, as the rows' bounds
        bounds = ("WITH own (tbl, after_game, written_at) AS (VALUES "
                  + ", ".join(["(?, ?, ?)"] * len(own)) + ") ") if own else ""
        join = "LEFT JOIN own ON own.tbl = g.tbl" if own else ""
        after = "COALESCE(own.after_game, ?)" if own else "?"
        since = "COALESCE(own.written_at, ?)" if own else "?"
        skip = (" AND (g.ended_at IS NULL OR g.ended_at NOT IN ("
                + ", ".join("?" * len(leave_out)) + "))") if leave_out else ""
        rows = self._query(f"""{bounds}
            SELECT g.tbl, SUM(g.r > 0), SUM(g.r = 0), SUM(g.r < 0)
            FROM (SELECT {_TABLE} AS tbl, {_RESULT} AS r, id, ended_at FROM games
                  WHERE {_COUNTED}) AS g {join}
            WHERE CASE WHEN g.ended_at IS NULL THEN g.id > {after}
                       ELSE g.ended_at > {since} END{skip}
            GROUP BY g.tbl""", (*(v for row in own for v in row), every[3], every[4],
                                *leave_out))
        counts: dict[str, list[int]] = {}
        for table, (wins, draws, losses, _after, _at) in latest.items():
            if table is not None:
                counts[table] = [wins, draws, losses]
        for table, wins, draws, losses in rows:
            tally = counts.setdefault(str(table), [0, 0, 0])
            tally[0] += int(wins)
            tally[1] += int(draws)
            tally[2] += int(losses)
        return {table: (w, d, lo) for table, (w, d, lo) in counts.items()}

    def reset_score(self, table: str | None, at: str | None = None) -> None:
        """Reset one table's score (``None``: every table's): the games that ended before ``at``
        (ISO 8601 in UTC, to the microsecond, as ``ended_at``; ``None``: now) no longer count,
        the ones that end after it do, whenever their rows are written."""
        self._write(("INSERT INTO score_baselines (written_at, kind, score_table, after_game) "
                     "VALUES (?, 'reset', ?, (SELECT COALESCE(MAX(id), 0) FROM games))",
                     (at or _now(), table)))

    def carry_scores(self, scores: dict[str, tuple[int, int, int]]) -> bool:
        """Keep the scores an older version counted in its settings as the tables' starting
        counts, once: False (nothing written) if scores were carried over before."""
        if not scores or self._query(
                "SELECT 1 FROM score_baselines WHERE kind = 'carried' LIMIT 1", ()):
            return False
        at = _now()
        self._write(*[
            ("INSERT INTO score_baselines (written_at, kind, score_table, after_game, wins, "
             "draws, losses) SELECT ?, 'carried', ?, (SELECT COALESCE(MAX(id), 0) FROM games), "
             "?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM score_baselines WHERE kind = 'carried' "
             "AND written_at <> ?)", (at, table, wins, draws, losses, at))
            for table, (wins, draws, losses) in sorted(scores.items())])
        return True
