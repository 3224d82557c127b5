"""The game history: every finished game in an SQLite file (the standard library's ``sqlite3``).

This is the one module that speaks SQL. It knows nothing of Qt; the window hands it a path under
the platform's app-data folder.

- The schema is versioned with ``PRAGMA user_version``; an older file is migrated in place, a
  newer one is refused (it belongs to a newer program). Version 1 holds the games; version 2 adds
  the puzzles: every attempt (with the player's rating after it) and one row with the player's
  current rating and streaks; version 3 the games' first ply; version 4 marks the attempts that
  were reviews. A file is migrated in the same transaction that checks it can be
  written: every step and the new version number are committed together, or, if any step fails,
  rolled back together, so the file is left exactly as it was and :class:`HistoryError` says so.
- Each game is written in its own transaction (``BEGIN IMMEDIATE`` … ``COMMIT``), so a crash
  loses at most the game being written and never an earlier one. The file is in WAL mode with
  ``synchronous=NORMAL``: a commit does not wait for the disk (a flush cost 20 ms here, on the UI
  thread), a crash of the game loses nothing committed, and a power cut may lose the last games
  but never damages the file.
- A file that is corrupt, locked by another program or read-only raises :class:`HistoryError`
  with a plain message. The file is never rewritten or deleted to "repair" it: the games already
  stored stay as they are, and the window plays on without history.

>>> import tempfile, pathlib
>>> store = HistoryStore.open(pathlib.Path(tempfile.mkdtemp()) / "history.sqlite3")
>>> store.add_game(StoredGame(None, "2026-11-22T10:00:00+00:00", Variant.STANDARD, "human",
...                           "perfect", (4, 0, 8, 2, 6, 1), -1, Mark.X, 1, "1 mistake: move 5"))
1
>>> [(g.moves, g.result) for g in store.games()]
[((4, 0, 8, 2, 6, 1), -1)]
>>> store.close()
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from .engine import Mark, Variant
from .statistics import GameRow

#: The schema this program writes. Version 1: one table of games. Version 2: the puzzles' attempts
#: and the player's puzzle rating and streaks. Version 3: the games' ``start_ply``. Version 4:
#: the puzzle attempts' ``review`` flag.
SCHEMA_VERSION = 4


def _create(connection: sqlite3.Connection) -> None:
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


def _add_review_flag(connection: sqlite3.Connection) -> None:
    """Version 3 to 4: an attempt at a puzzle attempted before is a *review*: it moves the
    streak but not the rating (issue 24). Earlier attempts are 0: each was rated."""
    connection.execute(
        "ALTER TABLE puzzle_attempts ADD COLUMN review INTEGER NOT NULL DEFAULT 0")


#: From version N to N + 1, each run inside the transaction that opens the file (a new file is
#: created at version 1 and goes through them all).
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _add_puzzles,
                                                                 2: _add_start_ply,
                                                                 3: _add_review_flag}


class HistoryError(Exception):
    """The history file cannot be used; the message says why in plain words. ``reason`` is
    ``"damaged"``, ``"read-only"``, ``"locked"`` or ``""`` (another reason)."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class StoredGame:
    """One game as the history keeps it (see the table above for the fields' meanings)."""

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

    @property
    def level(self) -> str:
        """The computer's level in a game against a person, else ``two-players`` or ``watch``."""
        if self.human is Mark.X:
            return self.cross
        if self.human is Mark.O:
            return self.circle
        return "two-players" if self.circle == self.cross == "human" else "watch"

    def human_result(self) -> int | None:
        """+1 the human won, 0 a draw, -1 the human lost; ``None`` with no single human side."""
        if self.human is None or self.result is None:
            return None
        return self.result if self.human is Mark.X else -self.result


@dataclass(frozen=True)
class StoredAttempt:
    """One puzzle attempt as the history keeps it, with the player's rating after it (see the
    ``puzzle_attempts`` table for the fields' meanings)."""

    id: int | None
    attempted_at: str
    puzzle: str
    variant: Variant
    theme: str
    puzzle_rating: int
    solved: bool
    hint: bool
    rating: float
    deviation: float
    volatility: float
    review: bool = False  # attempted before: the rating did not move


@dataclass(frozen=True)
class PuzzleStanding:
    """The player's puzzle rating (Glicko-2: rating, deviation, volatility) and streaks."""

    rating: float
    deviation: float
    volatility: float
    streak: int = 0
    best_streak: int = 0


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


# the columns' text as the program's values (a dict is much faster than calling the enum)
_VARIANTS = {variant.value: variant for variant in Variant}
_MARKS: dict[str | None, Mark | None] = {"X": Mark.X, "O": Mark.O, None: None}


def _explain(error: sqlite3.Error, path: Path) -> HistoryError:
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        why, reason = "another program is using it", "locked"
    elif "readonly" in text or "read-only" in text or "permission" in text:
        why, reason = "it is read-only", "read-only"
    elif "not a database" in text or "malformed" in text or "corrupt" in text:
        why, reason = "it is damaged", "damaged"
    else:
        why, reason = str(error), ""
    return HistoryError(f"the game history {path} cannot be used: {why}", reason)


class HistoryStore:
    """An open history file. Build it with :meth:`open`."""

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self._db = connection
        self.path = path
        # the window reads while its background writer adds games: one statement at a time
        self._lock = threading.Lock()

    @classmethod
    def open(cls, path: Path, timeout_s: float = 0.2) -> HistoryStore:
        """Open (or create) the history at ``path``, migrating an older schema.

        Raise :class:`HistoryError` if the file is corrupt, locked, read-only or newer.
        """
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists():  # in WAL mode a write test would only touch the -wal file
                with open(path, "r+b"):
                    pass  # opened for update, not written: fails if read-only, even for root
        except OSError as exc:
            raise HistoryError(f"the game history {path} cannot be used: it is read-only "
                               f"({exc.strerror})", "read-only") from None
        try:
            connection = sqlite3.connect(str(path), timeout=timeout_s, isolation_level=None,
                                         check_same_thread=False)
        except (OSError, sqlite3.Error) as exc:
            raise HistoryError(f"the game history {path} cannot be opened: {exc}") from None
        try:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise HistoryError(f"the game history {path} was written by a newer version of "
                                   f"this game (schema {version}); it is left as it is")
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = NORMAL")
            connection.execute("BEGIN IMMEDIATE")  # fails at once when read-only or locked
            try:
                if version == 0:
                    _create(connection)
                _migrate(connection, path, max(version, 1))
                if version != SCHEMA_VERSION:
                    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                    connection.execute("COMMIT")
                else:
                    connection.execute("ROLLBACK")  # nothing to change: the write test passed
            except BaseException:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            connection.close()
            raise _explain(exc, path) from None
        except HistoryError:
            connection.close()
            raise
        return cls(connection, path)

    def add_attempt(self, attempt: StoredAttempt, standing: PuzzleStanding) -> int:
        """Store one puzzle attempt and the player's standing after it, in one transaction;
        return the attempt's id (safe from any thread)."""
        return self._write(
            ("INSERT INTO puzzle_attempts (attempted_at, puzzle, variant, theme, "
             "puzzle_rating, solved, hint, rating, deviation, volatility, review) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
             (attempt.attempted_at, attempt.puzzle, attempt.variant.value, attempt.theme,
              attempt.puzzle_rating, int(attempt.solved), int(attempt.hint), attempt.rating,
              attempt.deviation, attempt.volatility, int(attempt.review))),
            ("INSERT OR REPLACE INTO puzzle_player (id, rating, deviation, volatility, streak, "
             "best_streak) VALUES (1, ?, ?, ?, ?, ?)",
             (standing.rating, standing.deviation, standing.volatility, standing.streak,
              standing.best_streak)))

    def puzzle_standing(self) -> PuzzleStanding | None:
        """The player's puzzle rating and streaks, or ``None`` before the first attempt."""
        rows = self._query("SELECT rating, deviation, volatility, streak, best_streak "
                           "FROM puzzle_player WHERE id = 1", ())
        if not rows:
            return None
        rating, deviation, volatility, streak, best = rows[0]
        return PuzzleStanding(float(rating), float(deviation), float(volatility), int(streak),
                              int(best))

    def attempts(self, limit: int | None = None, offset: int = 0) -> list[StoredAttempt]:
        """Stored puzzle attempts, oldest first (the rating over time reads them in order)."""
        rows = self._query("SELECT id, attempted_at, puzzle, variant, theme, puzzle_rating, "
                           "solved, hint, rating, deviation, volatility, review "
                           "FROM puzzle_attempts ORDER BY attempted_at, id "
                           "LIMIT ? OFFSET ?", (-1 if limit is None else limit, offset))
        variants = _VARIANTS
        return [StoredAttempt(int(i), str(at), str(pz), variants[str(v)], str(th), int(pr),
                              bool(ok), bool(hn), float(r), float(d), float(vo), bool(rv))
                for i, at, pz, v, th, pr, ok, hn, r, d, vo, rv in rows]

    def solved_puzzles(self) -> set[str]:
        """The ids of the puzzles solved at least once (the picker skips them)."""
        return {str(row[0]) for row in self._query(
            "SELECT DISTINCT puzzle FROM puzzle_attempts WHERE solved = 1", ())}

    def add_game(self, game: StoredGame) -> int:
        """Store one game in its own transaction; return its id (safe from any thread)."""
        return self._write(
            ("INSERT INTO games (played_at, variant, circle, cross, moves, result, human, "
             "mistakes, summary, start_ply) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
             (game.played_at, game.variant.value, game.circle, game.cross,
              "".join(map(str, game.moves)), game.result,
              None if game.human is None else game.human.value, game.mistakes, game.summary,
              game.start_ply)))

    def _write(self, *statements: tuple[str, tuple[object, ...]]) -> int:
        """Run the statements in one transaction, one writer at a time; return the row id the
        first one inserted."""
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                first = self._db.execute(*statements[0]).lastrowid
                for sql, args in statements[1:]:
                    self._db.execute(sql, args)
                self._db.execute("COMMIT")
            except sqlite3.Error as exc:
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                raise _explain(exc, self.path) from None
        assert first is not None
        return first

    def games(self, limit: int | None = None, offset: int = 0) -> list[StoredGame]:
        """Stored games, newest first."""
        rows = self._query("SELECT * FROM games ORDER BY played_at DESC, id DESC LIMIT ? OFFSET ?",
                           (-1 if limit is None else limit, offset))
        return [_game(row) for row in rows]

    def game(self, game_id: int) -> StoredGame | None:
        """One stored game by its id."""
        rows = self._query("SELECT * FROM games WHERE id = ?", (game_id,))
        return _game(rows[0]) if rows else None

    def count(self) -> int:
        """How many games are stored."""
        return int(self._query("SELECT COUNT(*) FROM games", ())[0][0])

    def tallies(self) -> dict[tuple[str, str], tuple[int, int, int]]:
        """Wins, draws and losses of the human per (variant, level), over finished games
        against the computer."""
        rows = self._query("""
            SELECT variant, CASE human WHEN 'X' THEN cross ELSE circle END AS level,
                   SUM(CASE WHEN result * (CASE human WHEN 'X' THEN 1 ELSE -1 END) > 0
                       THEN 1 ELSE 0 END),
                   SUM(CASE WHEN result = 0 THEN 1 ELSE 0 END),
                   SUM(CASE WHEN result * (CASE human WHEN 'X' THEN 1 ELSE -1 END) < 0
                       THEN 1 ELSE 0 END)
            FROM games WHERE human IS NOT NULL AND result IS NOT NULL AND start_ply IS NULL
            GROUP BY variant, level""", ())
        return {(str(v), str(lv)): (int(w), int(d), int(lo)) for v, lv, w, d, lo in rows}

    def game_rows(self) -> list[GameRow]:
        """Every finished game against the computer, oldest first, as the statistics read it:
        the result and the level from the human's side."""
        rows = self._query("""
            SELECT id, played_at, variant, CASE human WHEN 'X' THEN cross ELSE circle END,
                   result * (CASE human WHEN 'X' THEN 1 ELSE -1 END), mistakes
            FROM games WHERE human IS NOT NULL AND result IS NOT NULL AND start_ply IS NULL
            ORDER BY played_at, id""", ())
        variants = _VARIANTS
        return [GameRow(i, at, variants[v], lv, r, m) for i, at, v, lv, r, m in rows]

    def listing(self, limit: int | None = None, offset: int = 0) -> list[ListedGame]:
        """Stored games, newest first, without their moves (for a list of thousands, read a
        page at a time)."""
        rows = self._query("SELECT id, played_at, variant, circle, cross, result, human, "
                           "mistakes, length(moves) FROM games ORDER BY played_at DESC, id DESC "
                           "LIMIT ? OFFSET ?", (-1 if limit is None else limit, offset))
        variants, marks = _VARIANTS, _MARKS
        return [ListedGame(i, at, variants[v], c, x, r, marks[h], m, n)
                for i, at, v, c, x, r, h, m, n in rows]

    def mistakes_per_game(self) -> list[int]:
        """The human's mistakes in each game against the computer, oldest first."""
        return [int(row[0]) for row in self._query(
            "SELECT mistakes FROM games WHERE human IS NOT NULL AND start_ply IS NULL "
            "ORDER BY played_at, id", ())]

    @classmethod
    def open_read_only(cls, path: Path) -> HistoryStore:
        """Open an existing history of this version to read it only (it cannot be written: new
        games are not kept). Raise :class:`HistoryError` if it cannot be read."""
        try:
            connection = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True,
                                         isolation_level=None, check_same_thread=False)
            version = connection.execute("PRAGMA user_version").fetchone()[0]
        except sqlite3.Error as exc:
            raise _explain(exc, path) from None
        if version != SCHEMA_VERSION:
            connection.close()
            raise HistoryError(f"the game history {path} cannot be read: it is read-only and "
                               f"of schema {version}", "read-only")
        return cls(connection, path)

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            self._db.close()

    def _query(self, sql: str, args: tuple[object, ...]) -> list[tuple[Any, ...]]:
        try:
            with self._lock:
                return list(self._db.execute(sql, args))
        except sqlite3.Error as exc:
            raise _explain(exc, self.path) from None


def _migrate(connection: sqlite3.Connection, path: Path, version: int) -> None:
    """Run the steps from ``version`` to :data:`SCHEMA_VERSION` inside the caller's transaction.

    A step that fails raises :class:`HistoryError`; the caller rolls the whole transaction back,
    so the file is left exactly as it was.
    """
    for step in range(version, SCHEMA_VERSION):
        try:
            _MIGRATIONS[step](connection)
        except sqlite3.Error as exc:
            raise HistoryError(
                f"the game history {path} could not be updated from schema {step} to "
                f"{step + 1} ({exc}); it is left as it was, with every game in it") from None


def _game(row: tuple[Any, ...]) -> StoredGame:
    gid, played_at, variant, circle, cross, moves, result, human, mistakes, summary, start = row
    return StoredGame(int(str(gid)), str(played_at), Variant(str(variant)), str(circle),
                      str(cross), tuple(int(c) for c in str(moves)),
                      None if result is None else int(str(result)),
                      None if human is None else Mark(str(human)), int(str(mistakes)),
                      str(summary),
                      None if start is None else int(str(start)))
