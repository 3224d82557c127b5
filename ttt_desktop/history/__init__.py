"""The game history: every finished game in an SQLite file (the standard library's ``sqlite3``).

This is the one package that speaks SQL. It knows nothing of Qt; the window hands it a path under
the platform's app-data folder.

- ``store.py`` opens the file: :class:`HistoryStore` has every kind of record's methods, from
  ``games.py`` (the games), ``puzzles.py`` (the puzzles' attempts and the puzzle rating),
  ``game_ratings.py`` (the player's game rating per rule, after every scored game) and
  ``lessons.py`` (the lessons' progress and stars), which share ``database.py`` (one
  connection, one statement at a time).
- ``schema.py`` and ``migrations.py``: the schema is versioned with ``PRAGMA user_version``; an
  older file is migrated in place, a newer one is refused (it belongs to a newer program). A file
  is opened in one write transaction that reads its version only once it holds the lock, checks
  it (``PRAGMA quick_check``, and its schema against the game's own: a foreign trigger or view
  is dropped) and migrates it: every step and the new version number are committed together, or,
  if any step fails, rolled back together, so the file is left exactly as it was and
  :class:`HistoryError` (``errors.py``) says so.
- Each game is written in its own transaction (``BEGIN IMMEDIATE`` … ``COMMIT``), so a crash
  loses at most the game being written and never an earlier one. The file is in WAL mode with
  ``synchronous=NORMAL``: a commit does not wait for the disk (a flush cost 20 ms here, on the UI
  thread), a crash of the game loses nothing committed, and a power cut may lose the last games
  but never damages the file.
- A file that is damaged, read-only or newer raises :class:`HistoryError` with a plain message
  and a ``reason``; the file is never rewritten or deleted to "repair" it, and the window plays
  on without history. A file that another program holds (``Problem.LOCKED``) is a passing
  state: the game waits, and its writes wait in memory, in order, meanwhile
  (``Database.wait_in_memory``; see docs/history.md).

>>> import tempfile, pathlib
>>> from ttt_desktop.engine import Mark, Variant
>>> store = HistoryStore.open(pathlib.Path(tempfile.mkdtemp()) / "history.sqlite3")
>>> store.add_game(StoredGame(None, "2026-11-22T10:00:00+00:00", Variant.STANDARD, "human",
...                           "perfect", (4, 0, 8, 2, 6, 1), -1, Mark.X, 1, "1 mistake: move 5"))
1
>>> [(g.moves, g.result) for g in store.games()]
[((4, 0, 8, 2, 6, 1), -1)]
>>> store.close()
"""

from __future__ import annotations

from .errors import HistoryError, Problem
from .game_ratings import GameStanding, StoredRating
from .games import ListedGame, StoredGame
from .lessons import LessonProgress
from .puzzles import PuzzleStanding, StoredAttempt
from .schema import SCHEMA_VERSION
from .store import HistoryStore

__all__ = [
           "SCHEMA_VERSION",
           "GameStanding",
           "HistoryError",
           "HistoryStore",
           "LessonProgress",
           "ListedGame",
           "Problem",
           "PuzzleStanding",
           "StoredAttempt",
           "StoredGame",
           "StoredRating",
]
