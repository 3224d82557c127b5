"""Benchmark the first paint with a game history: what opening the history and counting the
score from it before the first paint costs, against a baseline checkout that opens it after.

    .venv/bin/python benchmarks/bench_first_paint_history.py [--runs 15] [--games 100 10000]
                                                             [--baseline DIR]

Each run is the game's own ``--smoke-test`` (offscreen; settings in a temporary folder), which
prints the monotonic clock from inside the board's first paint; launch to first paint is taken
as in ``bench_ui.py``. The smoke test keeps no history, so a small driver hands the window a
history file (``MainWindow(history_path=…)``): the window module is imported by the driver
first, in every variant alike. Variants, run in turn in each round after an untimed run each:

* ``this_no_history``: this checkout, no history (the yardstick);
* ``this_G``: this checkout with a history of G games (the history opens and the score is
  counted from it before the first paint);
* ``baseline_G``: the baseline checkout (``--baseline``, e.g. ``git archive main | tar -x -C
  DIR`` with its ``.qm`` files built and ``resources/solved`` copied) with a history of G games
  of its own schema, which it opens after the first paint.

Prints, per variant, the median and the quartiles of launch to first paint (ms) and of the
processor time the process had used at its first paint (steadier on a shared machine), then one
JSON object with them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import first_paint  # benchmarks/, beside this script

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

DRIVER = textwrap.dedent("""
    import os, runpy, sys
    from pathlib import Path
    from ttt_desktop.qt import main_window
    history = os.environ.get("BENCH_HISTORY")
    if history:
        made = main_window.MainWindow.__init__
        def with_history(self, *args, **kwargs):
            kwargs["history_path"] = Path(history)
            made(self, *args, **kwargs)
        main_window.MainWindow.__init__ = with_history
    sys.argv = ["ttt-desktop", "--smoke-test"]
    runpy.run_module("ttt_desktop", run_name="__main__", alter_sys=True)
""")

FILL = textwrap.dedent("""
    import random, sqlite3, sys
    from pathlib import Path
    from ttt_desktop.history import HistoryStore
    path, games = Path(sys.argv[1]), int(sys.argv[2])
    HistoryStore.open(path).close()
    rng = random.Random(1)
    with sqlite3.connect(path) as raw:  # games as the game writes them, each table's
        raw.executemany(
            "INSERT INTO games (played_at, variant, circle, cross, moves, result, human, "
            "mistakes, summary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [("2026-11-20T10:00:00+00:00", rng.choice(("standard", "misere", "last-line")),
              "human", rng.choice(("easy", "medium", "hard", "perfect")), "40812",
              rng.choice((1, 0, -1)), "X", rng.randrange(3), "") for _ in range(games)])
    raw.close()
""")


def run_once(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """Run a smoke test in ``cwd`` (whose ``ttt_desktop`` comes first); return the ms from
    launch to the moment it says it painted (as ``bench_ui.py`` measures it), and the processor
    time it had used then (steadier than the clock on a shared machine)."""
    done = first_paint.launch(command, env, cwd)
    assert done.cpu_ms is not None, "the game says its processor time at first paint"
    return done.paint_ms, done.cpu_ms


def fill(code: Path, path: Path, games: int) -> None:
    """A history of ``games`` games written by ``code``'s own history module (its schema)."""
    subprocess.run([sys.executable, "-c", FILL, str(path), str(games)], cwd=code, check=True,
                   env=dict(os.environ, PYTHONPATH=str(code)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--games", type=int, nargs="+", default=[100, 10_000])
    parser.add_argument("--baseline", type=Path, default=None)
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="ttt-bench-paint-"))
    codes = {"this": ROOT}
    if args.baseline is not None:
        codes["baseline"] = args.baseline.resolve()
    variants: dict[str, tuple[Path, Path | None]] = {"this_no_history": (ROOT, None)}
    for games in args.games:
        for name, code in codes.items():
            path = scratch / f"{name}-{games}" / "history.sqlite3"
            path.parent.mkdir()
            fill(code, path, games)
            variants[f"{name}_{games}"] = (code, path)
    base_env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANGUAGE="en",
                    LANG="en_US.UTF-8",
                    XDG_CONFIG_HOME=tempfile.mkdtemp(prefix="ttt-bench-"),
                    PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="ttt-bench-pyc-"))
    base_env.pop("PYTHONDONTWRITEBYTECODE", None)

    def run(name: str) -> tuple[float, float]:
        code, history = variants[name]
        env = dict(base_env, PYTHONPATH=str(code))
        if history is not None:
            env["BENCH_HISTORY"] = str(history)
        else:
            env.pop("BENCH_HISTORY", None)
        command = [sys.executable, "-c", DRIVER]
        return run_once(command, env, cwd=code)

    for name in variants:  # bytecode and file caches filled; a history migrated once
        run(name)
    times: dict[str, list[float]] = {name: [] for name in variants}
    cpus: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(args.runs):
        for name in variants:
            painted, cpu = run(name)
            times[name].append(painted)
            cpus[name].append(cpu)
    figures = {}
    for name, values in times.items():
        q1, _median, q3 = statistics.quantiles(values, n=4)
        c1, _cpu, c3 = statistics.quantiles(cpus[name], n=4)
        figures[name] = {"median_ms": round(statistics.median(values), 1),
                         "q1_ms": round(q1, 1), "q3_ms": round(q3, 1),
                         "cpu_median_ms": round(statistics.median(cpus[name]), 1),
                         "cpu_q1_ms": round(c1, 1), "cpu_q3_ms": round(c3, 1),
                         "runs": len(values)}
        f = figures[name]
        print(f"{name}: median {f['median_ms']} ms (quartiles {f['q1_ms']}-{f['q3_ms']}); "
              f"processor time {f['cpu_median_ms']} ms ({f['cpu_q1_ms']}-{f['cpu_q3_ms']})",
              flush=True)
    print(json.dumps({"first_paint": figures, "baseline": str(codes.get("baseline", ""))}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
