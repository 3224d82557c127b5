"""Benchmark the game history: writing one game, and reading the tallies of 10,000 games.

    .venv/bin/python benchmarks/bench_history.py

Prints one JSON object:

* ``write_game_ms``: median time of ``HistoryStore.add_game`` (its own transaction, committed),
  into a file that already holds 10,000 games (target <= 5 ms, or move it off the UI thread);
  ``bare_insert_ms`` is a plain ``sqlite3`` insert and commit into a similar file, in the same
  run, as a yardstick: what SQLite and the disk cost before any of our code.
* ``tallies_10k_ms`` and ``mistakes_10k_ms``: the statistics queries over 10,000 games.
* ``open_10k_ms``: opening the file (schema check included).
"""

from __future__ import annotations

import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

try:
    from ttt_desktop.engine import Mark, Variant
    from ttt_desktop.history import HistoryStore, StoredGame
except ImportError:  # run from a checkout without the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from ttt_desktop.engine import Mark, Variant
    from ttt_desktop.history import HistoryStore, StoredGame

GAMES = 10_000


def sample_game(rng: random.Random, day: int) -> StoredGame:
    human = rng.choice((Mark.X, Mark.O))
    level = rng.choice(("easy", "medium", "hard", "perfect"))
    return StoredGame(None, f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}T12:00:00+00:00",
                      rng.choice(list(Variant)), "human" if human is Mark.X else level,
                      level if human is Mark.X else "human", (4, 0, 8, 2, 6, 1),
                      rng.choice((1, 0, -1)), human, rng.randrange(3), "1 mistake: move 5")


def median_ms(call, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "history.sqlite3"
        store = HistoryStore.open(path)
        for i in range(GAMES):
            store.add_game(sample_game(rng, i % 300))
        write = median_ms(lambda: store.add_game(sample_game(rng, 1)), 50)
        tallies = median_ms(store.tallies, 20)
        mistakes = median_ms(store.mistakes_per_game, 20)
        store.close()
        opened = median_ms(lambda: HistoryStore.open(path).close(), 20)
        bare = sqlite3.connect(str(Path(tmp) / "bare.sqlite3"), isolation_level=None)
        bare.execute("CREATE TABLE t (a TEXT, b TEXT, c INTEGER)")

        def insert() -> None:
            bare.execute("BEGIN IMMEDIATE")
            bare.execute("INSERT INTO t VALUES ('2026-11-22', '480261', 1)")
            bare.execute("COMMIT")

        bare_ms = median_ms(insert, 50)
        bare.close()
    print(json.dumps({"write_game_ms": round(write, 3), "bare_insert_ms": round(bare_ms, 3),
                      "tallies_10k_ms": round(tallies, 2), "mistakes_10k_ms": round(mistakes, 2),
                      "open_10k_ms": round(opened, 2),
                      "targets_met": {"write_game_ms<=5": write <= 5}}))


if __name__ == "__main__":
    main()
