"""The history's schema: the version this program writes and the tables of version 1 (a new file
is created at version 1 and then goes through every step of :mod:`.migrations`)."""

from __future__ import annotations

import sqlite3

#: The schema this program writes. Version 1: one table of games. Version 2: the puzzles' attempts
#: and the player's puzzle rating and streaks. Version 3: the games' ``start_ply``. Version 4: the
#: player's game rating per rule, after every scored game against the computer. Version 5: the
#: puzzle attempts' ``review`` flag. Version 6: the score's baselines (Reset Score, scores
#: carried over from the settings). Version 7: the lessons' progress and stars. Version 8: each
#: game's ``ended_at``, which orders it against the score's resets.
SCHEMA_VERSION = 8


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


#: The tables of the schema this program writes (:data:`SCHEMA_VERSION`), each made by
#: :func:`create` or a step of :mod:`.migrations`.
OWN_TABLES = frozenset({"games", "puzzle_attempts", "puzzle_player", "game_ratings",
                        "game_players", "score_baselines", "lesson_progress"})


def check_own_schema(connection: sqlite3.Connection, writable: bool) -> tuple[list[str], str]:
    """Check the file's schema against the program's own: return the triggers and views dropped
    (``writable``) and why the file is refused (``""``: it is not).

    The history has no trigger and no view. One found there is another program's, and SQLite
    would run a trigger on the game's own writes (one that deletes the games, say), so it is
    dropped in the transaction that opens the file; a file open to be read only runs no
    trigger, and keeps them. One of the history's tables missing, or of another kind (a view
    in a table's place), makes the file refused as damaged. Other tables and indexes are left
    alone: the game never reads them.
    """
    objects = connection.execute("SELECT type, name FROM sqlite_master").fetchall()
    kinds = {str(name): str(kind) for kind, name in objects}
    for table in sorted(OWN_TABLES):
        if kinds.get(table) != "table":
            found = kinds.get(table)
            return [], (f"its table {table} is missing" if found is None
                        else f"its table {table} is a {found}")
    dropped = []
    if writable:
        for kind, name in objects:
            if kind in ("trigger", "view"):
                quoted = '"' + str(name).replace('"', '""') + '"'
                connection.execute(f"DROP {str(kind).upper()} IF EXISTS {quoted}")
                dropped.append(f"{kind} {name}")
    return dropped, ""
