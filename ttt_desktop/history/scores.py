"""The score: wins, draws and losses per table (``"standard/perfect"``, ``"misere/two-players"``),
read from the games themselves. A game counts when it started from the empty board and the
computer made all of its own moves (``start_ply`` is ``NULL``; a watched game is stored with
``start_ply`` 0), against the computer or between two people.

A table counts from its last *baseline* (see :func:`.migrations._add_score_baselines`): Reset
Score writes one with nothing in it, for one table or for all; the scores an older version kept in
its settings file are carried over once as baselines with their counts. A baseline counts the
games stored after it (``after_game``: the largest game id when it was written).
"""

from __future__ import annotations

import datetime

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


def _now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="microseconds")


class ScoreRecords(Database):
    """The score's reads and writes."""

    def scores(self) -> dict[str, tuple[int, int, int]]:
        """Wins, draws and losses per table, each since its last baseline."""
        baselines = self._query("SELECT score_table, wins, draws, losses, after_game "
                                "FROM score_baselines ORDER BY id", ())
        latest: dict[str | None, tuple[int, int, int, int]] = {}
        for table, wins, draws, losses, after in baselines:
            if table is None:  # every table reset
                latest.clear()
            latest[table] = (int(wins), int(draws), int(losses), int(after))
        every = latest.get(None, (0, 0, 0, 0))
        rows = self._query(f"""
            SELECT {_TABLE} AS tbl, id, {_RESULT} FROM games WHERE {_COUNTED}
            AND id > ?""", (min([every[3]] + [b[3] for b in latest.values()]),))
        counts: dict[str, list[int]] = {}
        for table, (wins, draws, losses, _after) in latest.items():
            if table is not None:
                counts[table] = [wins, draws, losses]
        for table, game_id, result in rows:
            after = latest.get(table, every)[3]
            if game_id > after:
                tally = counts.setdefault(str(table), [0, 0, 0])
                tally[0 if result > 0 else 2 if result < 0 else 1] += 1
        return {table: (w, d, lo) for table, (w, d, lo) in counts.items()}

    def reset_score(self, table: str | None) -> None:
        """Reset one table's score (``None``: every table's) from the games stored so far (a
        reset that waits in memory for a busy file comes after the games that wait before it,
        so it covers them too)."""
        self._write(("INSERT INTO score_baselines (written_at, kind, score_table, after_game) "
                     "VALUES (?, 'reset', ?, (SELECT COALESCE(MAX(id), 0) FROM games))",
                     (_now(), table)))

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
