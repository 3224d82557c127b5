"""UI benchmark: start-up and memory against a bare PySide6 window, and event-loop stalls while
the computer plays. Prints one JSON object.

    .venv/bin/python benchmarks/bench_ui.py [--runs N]

* ``first_paint_ms``: launch to first paint (median of N runs, offscreen) of the game
  (``python -m ttt_desktop --smoke-test``) and of the bare window (bare_window.py), run in turn
  in the same session; ``first_paint_ratio`` = game / bare (target <= 1.3). Launch is when this
  script starts the process; the child prints the monotonic clock from inside its first paint.
* ``peak_rss_mb``: the largest peak RSS of those runs (from wait4); ``peak_rss_ratio``
  (target <= 1.15).
* ``references``: the same figures, against the bare window, for two windows that do only what
  any game window must: paint in colour (``bare_window.py --colour``, which pays for PySide6's
  ``Qt`` enums) and also show a menu, a label and a status message (``--text``, which loads
  fonts). They are for reading the figures above, not targets; ``game_over_text`` compares the
  game with the second.
* ``stalls``: the longest gap between ticks of a 1 ms timer on the UI thread (``worst_ms``) and
  the 120 Hz frames lost (``gap // 8.33`` summed over the gaps), per level while the computer (in
  its worker thread) plays whole games against random moves; ``cold_start``: a fresh window with
  nothing solved, whose worker solves every variant 300 ms after it opens; ``idle``: the same
  probe, in the same run, as long as the longest level ran, with the window open and the
  computer not thinking. Targets: every worst stall <= idle + 2 ms, and no more 120 Hz frames
  lost than idle. ``--stalls-only`` skips the start-up figures.

Every process runs with bytecode caching on (in a temporary ``PYTHONPYCACHEPREFIX``, filled by a
first, untimed run), as an installed program has its ``.pyc`` files: otherwise an environment
with ``PYTHONDONTWRITEBYTECODE`` set would time the compiling of the game's modules at every
launch.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def run_once(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Run a program that prints 'smoke-test: painted at monotonic T s'; return (ms from launch
    to T, peak RSS in MB)."""
    launched = time.monotonic()
    process = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    out = process.stdout.read() if process.stdout else ""
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{command} exited {process.returncode}: {out}")
    painted = next(float(line.split()[4]) for line in out.splitlines()
                   if line.startswith("smoke-test: painted at monotonic"))
    return (painted - launched) * 1000, usage.ru_maxrss / 1024


def start_up(runs: int) -> dict[str, object]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=tempfile.mkdtemp(prefix="ttt-bench-"),
               PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="ttt-bench-pyc-"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    programs = {
        "game": [sys.executable, "-m", "ttt_desktop", "--smoke-test"],
        "bare": [sys.executable, str(HERE / "bare_window.py")],
        "colour": [sys.executable, str(HERE / "bare_window.py"), "--colour"],
        "text": [sys.executable, str(HERE / "bare_window.py"), "--text"],
    }
    for command in programs.values():  # fill the bytecode and file caches, untimed
        run_once(command, env)
    results: dict[str, list[tuple[float, float]]] = {name: [] for name in programs}
    for _ in range(runs):
        for name, command in programs.items():
            results[name].append(run_once(command, env))
    paint = {k: statistics.median(p for p, _ in v) for k, v in results.items()}
    rss = {k: max(r for _, r in v) for k, v in results.items()}
    return {
        "first_paint_ms": {"game": round(paint["game"]), "bare": round(paint["bare"])},
        "first_paint_ratio": round(paint["game"] / paint["bare"], 3),
        "peak_rss_mb": {"game": round(rss["game"], 1), "bare": round(rss["bare"], 1)},
        "peak_rss_ratio": round(rss["game"] / rss["bare"], 3),
        "references": {
            name: {"first_paint_ms": round(paint[name]),
                   "first_paint_ratio": round(paint[name] / paint["bare"], 3),
                   "peak_rss_mb": round(rss[name], 1),
                   "peak_rss_ratio": round(rss[name] / rss["bare"], 3)}
            for name in ("colour", "text")
        },
        "game_over_text": {"first_paint_ratio": round(paint["game"] / paint["text"], 3),
                           "peak_rss_ratio": round(rss["game"] / rss["text"], 3)},
    }


FRAME_120HZ_MS = 1000 / 120
#: How often the simulated player acts (a click, or a new game): as fast as a quick human, and
#: far enough apart that the probe measures the computer's thinking, not a busy-looping driver.
STEP_MS = 50


def stalls(games: int, seconds: float) -> dict[str, object]:
    """The event loop's stalls while each level plays, next to an idle baseline measured in the
    same run for as long as the levels played (the same 1 ms timer, the window open, the computer
    not thinking). ``cold_start`` is a fresh window with nothing solved: the worker's warm-up
    (solving every variant) falls inside the probe."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ttt_desktop.engine import solve
    from ttt_desktop.engine.players import Level

    app = QApplication.instance() or QApplication(sys.argv[:1])
    store = QSettings(str(Path(tempfile.mkdtemp()) / "bench.ini"), QSettings.Format.IniFormat)
    solve.cache_clear()
    cold = _probe_window(app, store, Level.PERFECT, games=0, seconds=1.0)
    levels = {level.value: _probe_window(app, store, level, games, seconds) for level in Level}
    seconds = max(float(result["seconds"]) for result in levels.values())
    idle = _probe_window(app, store, Level.PERFECT, games=0, seconds=seconds)
    limit = float(idle["worst_ms"]) + 2.0
    return {
        "idle": idle,
        "cold_start": cold,
        "levels": levels,
        "worst_over_idle_ms": {
            name: round(float(r["worst_ms"]) - float(idle["worst_ms"]), 2)
            for name, r in {**levels, "cold_start": cold}.items()
        },
        "targets_met": {
            "worst<=idle+2ms": all(float(r["worst_ms"]) <= limit
                                   for r in (*levels.values(), cold)),
            "no_extra_120hz_frame_lost": all(
                int(r["frames_lost_120hz"]) <= int(idle["frames_lost_120hz"])
                for r in (*levels.values(), cold)),
        },
    }


def _probe_window(app, store, level, games: int, seconds: float = 0.0) -> dict[str, object]:
    """Tick a 1 ms timer on the UI thread with a game window open and return the longest gap
    between ticks (ms), the 120 Hz frames lost (each gap loses ``gap // 8.33`` frames), and how
    long the probe ran. With ``games`` > 0 the computer plays ``level`` against random moves, at
    least that many games and for at least ``seconds``; with 0 the player moves first and nobody
    moves for ``seconds``."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    from ttt_desktop.qt.main_window import MainWindow
    from ttt_desktop.qt.settings import FirstMover, Settings

    first = FirstMover.ALTERNATE if games else FirstMover.YOU
    window = MainWindow(store, Settings(level=level, first=first), pause_ms=0, seed=7)
    window.show()
    app.processEvents()
    rng = random.Random(level.value)
    clock = QElapsedTimer()
    state = {"worst": 0.0, "last": 0.0, "played": 0, "lost": 0}
    loop = QEventLoop()

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gap = now - state["last"]
        state["worst"] = max(state["worst"], gap)
        state["lost"] += int(gap // FRAME_120HZ_MS)
        state["last"] = now
        if not games and now >= seconds * 1000:
            loop.quit()

    def step() -> None:
        game = window.game
        if game.is_over():
            state["played"] += 1
            if state["played"] >= games and clock.nsecsElapsed() >= seconds * 1e9:
                loop.quit()
                return
            window.new_game()
        elif game.is_human_turn():
            game.play(rng.choice(game.position.legal_moves()))
            window._start_turn()

    ticker = QTimer()
    ticker.setInterval(1)
    ticker.timeout.connect(tick)
    stepper = QTimer()
    stepper.setInterval(STEP_MS)
    stepper.timeout.connect(step)
    clock.start()
    ticker.start()
    if games:
        stepper.start()
    loop.exec()
    elapsed = clock.nsecsElapsed() / 1e9
    ticker.stop()
    stepper.stop()
    window.close()
    app.processEvents()
    return {"worst_ms": round(state["worst"], 2), "frames_lost_120hz": state["lost"],
            "seconds": round(elapsed, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--games", type=int, default=6, help="games per level for the stalls")
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="the least time each level (and the idle baseline) is probed")
    parser.add_argument("--stalls-only", action="store_true", help="skip the start-up figures")
    args = parser.parse_args()
    started = time.perf_counter()
    report: dict[str, object] = {} if args.stalls_only else start_up(args.runs)
    report["stalls"] = stalls(args.games, args.seconds)
    if not args.stalls_only:
        report["targets_met"] = {
            "first_paint_ratio<=1.3": report["first_paint_ratio"] <= 1.3,  # type: ignore[operator]
            "peak_rss_ratio<=1.15": report["peak_rss_ratio"] <= 1.15,  # type: ignore[operator]
        }
    report["bench_seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
