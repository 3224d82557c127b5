"""What the history's tests share: a game to store, and the file that schema 1 wrote
(tests/data/history-v1.sqlite3) with the games it holds."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.history import StoredGame, StoredRating


def game(moves=(4, 0, 8), result=None, human=Mark.X, when="2026-11-22T10:00:00+00:00",
         mistakes=0) -> StoredGame:
    return StoredGame(None, when, Variant.STANDARD, "human" if human is Mark.X else "hard",
                      "hard" if human is Mark.X else "human", tuple(moves), result, human,
                      mistakes, "")


# tests/data/history-v1.sqlite3 was written by HistoryStore at schema 1 (the code of de60003, before
# the puzzles), with these four games:
V1_GAMES = [
    StoredGame(1, "2026-11-20T09:00:00+00:00", Variant.STANDARD, "human", "perfect",
               (4, 0, 8, 2, 6, 1), -1, Mark.X, 1, "1 mistake: move 5. Best was 8."),
    StoredGame(2, "2026-11-20T09:05:00+00:00", Variant.MISERE, "hard", "human", (4, 0, 8), None,
               Mark.O, 0, ""),
    StoredGame(3, "2026-11-21T18:30:00+00:00", Variant.LAST_LINE, "human", "human",
               (4, 0, 3, 1, 5, 2), -1, None, 0, "No mistakes: every move kept the value."),
    StoredGame(4, "2026-11-22T10:00:00+00:00", Variant.STANDARD, "medium", "human",
               (0, 4, 1, 2, 6, 3, 5, 7, 8), 0, Mark.O, 0,
               "No mistakes: every move kept the value."),
]
V1_FILE = Path(__file__).parents[1] / "data" / "history-v1.sqlite3"


def v1_copy(tmp_path: Path) -> Path:
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(V1_FILE, path)
    with sqlite3.connect(path) as raw:  # it is what schema 1 wrote
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 1
        assert tables(raw) == ["games"]
    return path


def tables(raw: sqlite3.Connection) -> list[str]:
    return [row[0] for row in raw.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]


def schema(path: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(path) as raw:
        return list(raw.execute("SELECT name, sql FROM sqlite_master ORDER BY name"))


def rated(variant: Variant, score: float, rating: float, when: str) -> StoredRating:
    return StoredRating(None, when, variant, "adaptive", 0.85, 1724.8, score, rating, 120.0, 0.06)
