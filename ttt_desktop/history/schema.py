"""The history's schema: the version this program writes and the tables of version 1 (a new file
is created at version 1 and then goes through every step of :mod:`.migrations`)."""

from __future__ import annotations

import sqlite3

#: The schema this program writes. Version 1: one table of games. Version 2: the puzzles' attempts
#: and the player's puzzle rating and streaks. Version 3: the games' ``start_ply``. Version 4: the
#: player's game rating per rule, after every scored game against the computer. Version 5: the
#: puzzle attempts' ``review`` flag. Version 6: the score's baselines (Reset Score, scores
#: carried over from the settings). Version 7: the lessons' progress and stars.
SCHEMA_VERSION = 7


def create(connection: sqlite3.Connection) -> None:
    """The tables of version 1: the games."""
    connection.execute("""
        CREATE TABLE IF NOT EXISTS games (
            id        INTEGER PRIMARY KEY,
            played_at TEXT NOT NULL,             -- ISO 8601, UTC
            variant   TEXT NOT NULL,             -- standard | misere | last-line
            circle    TEXT NOT NULL,             -- who played ○: human or a level
            cross     TEXT NOT NULL,             -- who played ×
            moves     TEXT NOT NULL,             -- cells 0-8 as digits, in order
            result    INTEGER,                   -- 1 ○ won, 0 draw, -1 × won, NULL unfinished
            human     TEXT,                      -- X or O: the human's side; NULL for none or both
            mistakes  INTEGER NOT NULL DEFAULT 0,  -- the human's mistakes and blunders
            summary   TEXT NOT NULL DEFAULT ''
        )""")
    connection.execute("CREATE INDEX IF NOT EXISTS games_by_time ON games (played_at)")
