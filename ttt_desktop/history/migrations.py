"""The steps from each schema version to the next, run inside the transaction that opens the
file: every step and the new version number are committed together, or, if any step fails,
rolled back together, so the file is left exactly as it was."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from .errors import HistoryError
from .schema import SCHEMA_VERSION


def _add_puzzles(connection: sqlite3.Connection) -> None:
    """Version 1 to 2: the puzzles. The games' table is not touched."""
    connection.execute("""
        CREATE TABLE puzzle_attempts (
            id            INTEGER PRIMARY KEY,
            attempted_at  TEXT NOT NULL,     -- ISO 8601, UTC
            puzzle        TEXT NOT NULL,     -- the puzzle's id, variant:board
            variant       TEXT NOT NULL,     -- standard | misere | last-line
            theme         TEXT NOT NULL,     -- the theme's English name, e.g. "block"
            puzzle_rating INTEGER NOT NULL,  -- the puzzle's rating (its difficulty)
            solved        INTEGER NOT NULL,  -- 1 solved, 0 failed (a wrong move or the hint)
            hint          INTEGER NOT NULL DEFAULT 0,  -- 1 if the hint was asked for
            rating        REAL NOT NULL,     -- the player's Glicko-2 rating after the attempt
            deviation     REAL NOT NULL,
            volatility    REAL NOT NULL
        )""")
    connection.execute("CREATE INDEX puzzle_attempts_by_time ON puzzle_attempts (attempted_at)")
    connection.execute("""
        CREATE TABLE puzzle_player (
            id          INTEGER PRIMARY KEY CHECK (id = 1),  -- one row: the player
            rating      REAL NOT NULL,
            deviation   REAL NOT NULL,
            volatility  REAL NOT NULL,
            streak      INTEGER NOT NULL DEFAULT 0,  -- puzzles solved in a row, now
            best_streak INTEGER NOT NULL DEFAULT 0
        )""")


def _add_start_ply(connection: sqlite3.Connection) -> None:
    """Version 2 to 3: for a game that went on from a position (pasted, opened, played on from a
    replay, retried), how many moves it started from; ``NULL`` for a new game. Such a game is
    kept and reviewed, but it is not one of the player's results."""
    connection.execute("ALTER TABLE games ADD COLUMN start_ply INTEGER")


def _add_game_ratings(connection: sqlite3.Connection) -> None:
    """Version 3 to 4: the player's game rating (Glicko-2) per rule, after every scored game
    against the computer, and the current one with the named levels already passed. The other
    tables are not touched."""
    connection.execute("""
        CREATE TABLE game_ratings (
            id          INTEGER PRIMARY KEY,
            rated_at    TEXT NOT NULL,     -- ISO 8601, UTC
            variant     TEXT NOT NULL,     -- standard | misere | last-line
            level       TEXT NOT NULL,     -- the computer's level: easy ... perfect, adaptive
            skill       REAL NOT NULL,     -- the computer's skill on the strength scale, 0 to 1
            opponent    REAL NOT NULL,     -- its calibrated rating
            score       REAL NOT NULL,     -- the player's score: 1 a win, 0.5 a draw, 0 a loss
            rating      REAL NOT NULL,     -- the player's Glicko-2 rating after the game
            deviation   REAL NOT NULL,
            volatility  REAL NOT NULL
        )""")
    connection.execute("CREATE INDEX game_ratings_by_time ON game_ratings (rated_at)")
    connection.execute("""
        CREATE TABLE game_players (
            variant     TEXT PRIMARY KEY,  -- one row per rule
            rating      REAL NOT NULL,
            deviation   REAL NOT NULL,
            volatility  REAL NOT NULL,
            passed      TEXT NOT NULL DEFAULT ''  -- named levels passed, comma-separated
        )""")


def _add_review_flag(connection: sqlite3.Connection) -> None:
    """Version 4 to 5: an attempt at a puzzle attempted before is a *review*: it moves the
    streak but not the rating. Earlier attempts are 0: each was rated."""
    connection.execute(
        "ALTER TABLE puzzle_attempts ADD COLUMN review INTEGER NOT NULL DEFAULT 0")


def _add_score_baselines(connection: sqlite3.Connection) -> None:
    """Version 5 to 6: the score's baselines (see :mod:`.scores`): Reset Score, and the scores
    an older version kept in its settings file, carried over once. The score is counted from
    the games stored after a table's last baseline, starting from the baseline's counts."""
    connection.execute("""
        CREATE TABLE score_baselines (
            id          INTEGER PRIMARY KEY,
            written_at  TEXT NOT NULL,         -- ISO 8601, UTC
            kind        TEXT NOT NULL,         -- reset | carried (from the settings file)
            score_table TEXT,                  -- e.g. standard/perfect; NULL: every table
            after_game  INTEGER NOT NULL,      -- counts the games with a larger id
            wins        INTEGER NOT NULL DEFAULT 0,
            draws       INTEGER NOT NULL DEFAULT 0,
            losses      INTEGER NOT NULL DEFAULT 0
        )""")


def _add_lesson_progress(connection: sqlite3.Connection) -> None:
    """Version 6 to 7: the lessons' progress (see :mod:`.lessons`), one row per lesson played.
    The other tables are not touched."""
    connection.execute("""
        CREATE TABLE lesson_progress (
            lesson            TEXT PRIMARY KEY,   -- the lesson's id, e.g. standard-centre
            stages_done       INTEGER NOT NULL,   -- the most stages done in one try
            stages            INTEGER NOT NULL,   -- the lesson's stages when last played
            best_stars        INTEGER,            -- 1 to 3; NULL until finished once
            times_finished    INTEGER NOT NULL DEFAULT 0,
            first_finished_at TEXT,               -- ISO 8601, UTC; NULL until finished once
            last_played_at    TEXT NOT NULL       -- ISO 8601, UTC
        )""")


def _add_ended_at(connection: sqlite3.Connection) -> None:
    """Version 7 to 8: each game's ``ended_at``, the moment it ended (ISO 8601, UTC, to the
    microsecond), so that a Reset Score covers exactly the games that ended before it, whatever
    order the rows reach the file in (see :mod:`.scores`). The games of older versions keep
    ``NULL`` there, and are ordered by their id as before."""
    connection.execute("ALTER TABLE games ADD COLUMN ended_at TEXT")


#: From version N to N + 1, each run inside the transaction that opens the file.
STEPS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _add_puzzles, 2: _add_start_ply,
                                                          3: _add_game_ratings,
                                                          4: _add_review_flag,
                                                          5: _add_score_baselines,
                                                          6: _add_lesson_progress,
                                                          7: _add_ended_at}


def migrate(connection: sqlite3.Connection, path: Path, version: int) -> None:
    """Run the steps from ``version`` to :data:`SCHEMA_VERSION` inside the caller's transaction.

    A step that fails raises :class:`HistoryError`; the caller rolls the whole transaction back,
    so the file is left exactly as it was.
    """
    for step in range(version, SCHEMA_VERSION):
        try:
            STEPS[step](connection)
        except sqlite3.Error as exc:
            raise HistoryError(
                f"the game history {path} could not be updated from schema {step} to "
                f"{step + 1} ({exc}); it is left as it was, with every game in it") from None
