"""Benchmark the game history: writing one game, and reading the tallies of 10,000 games.

    .venv/bin/python benchmarks/bench_history.py

Prints one JSON object:

* ``write_game_ms``: median time of ``HistoryStore.add_game`` (its own transaction, committed),
  into a file that already holds 10,000 games (target <= 5 ms, or move it off the UI thread);
  ``bare_insert_ms`` is a plain ``sqlite3`` insert and commit into a similar file, in the same
  run, as a yardstick: what SQLite and the disk cost before any of our code.
* ``tallies_10k_ms`` and ``mistakes_10k_ms``: the statistics queries over 10,000 games;
  ``scores_10k_ms``: the score of every table counted from them (read once, when the history
  opens after the first paint).
* ``open_10k_ms``: opening the file (schema check included).
* ``statistics_window_10k_ms``: Game › Statistics over those 10,000 games: building the window,
  reading the history (``game_rows`` and the list's first page), showing it and painting it
  (offscreen), the first time in the process (``…_first``: its own modules loading, from
  ``.pyc`` files as installed, with the main window's modules already loaded as in the game)
  and the median of later opens
  (target <= 200 ms), until the window, both charts and the list have painted.
  ``empty_dialog_ms`` shows and paints a bare QDialog of the same size in the same run.
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
        store.reset_score("standard/easy")  # one table counts from a reset, as after Reset Score
        scores = median_ms(store.scores, 20)
        window_first, window_ms, empty_ms = statistics_window_ms(store)
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
                      "scores_10k_ms": round(scores, 2),
                      "open_10k_ms": round(opened, 2),
                      "statistics_window_10k_ms_first": round(window_first, 1),
                      "statistics_window_10k_ms": round(window_ms, 1),
                      "empty_dialog_ms": round(empty_ms, 1),
                      "targets_met": {"write_game_ms<=5": write <= 5,
                                      "statistics_window_10k_ms<=200": window_first <= 200}}))


def statistics_window_ms(store: HistoryStore) -> tuple[float, float, float]:
    """Open the Statistics window over the store: first, then the median of later opens; and
    an empty dialog of the same size, shown and painted."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QDialog, QWidget

    app = QApplication.instance() or QApplication(sys.argv[:1])
    # as in the game: its modules compiled (as installed) and the main window's already loaded
    import compileall

    sys.pycache_prefix = tempfile.mkdtemp(prefix="ttt-bench-pyc-")
    compileall.compile_dir(str(Path(__file__).resolve().parents[1] / "ttt_desktop"), quiet=1)
    import ttt_desktop.qt.main_window  # noqa: F401

    class PaintSeen(QObject):
        def __init__(self, widgets: list[QWidget]) -> None:
            super().__init__()
            self.waiting = set(widgets)
            for widget in widgets:
                widget.installEventFilter(self)

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
            if event.type() == QEvent.Type.Paint:
                self.waiting.discard(watched)  # type: ignore[arg-type]
            return False

    def show(dialog: QDialog, painted: list[QWidget]) -> None:
        seen = PaintSeen(painted)
        dialog.show()
        while seen.waiting:  # until each of these has painted once
            app.processEvents()
        dialog.close()
        dialog.deleteLater()
        app.processEvents()

    def statistics() -> None:
        from ttt_desktop.qt.statistics.window import StatisticsWindow

        window = StatisticsWindow()
        window.load(store)
        show(window, [window, window.results_chart, window.mistakes_chart, window.games_view])

    def empty() -> None:
        dialog = QDialog()
        dialog.resize(900, 620)
        show(dialog, [dialog])

    first = median_ms(statistics, 1)
    return first, median_ms(statistics, 7), median_ms(empty, 7)


if __name__ == "__main__":
    main()
