"""Benchmark a busy history: real game processes on one file, and the cost of checking it.

    .venv/bin/python benchmarks/bench_history_waits.py [--trials 50] [--holds 8 60]
                                                       [--skip-starts] [--skip-holds]
                                                       [--code OTHER_CHECKOUT]

``--code`` runs the game processes on another checkout's ``ttt_desktop`` (the baseline: e.g.
``git archive 6b852bd ttt_desktop resources | tar -x -C /tmp/base``), with the same player and
the same checks; the check's cost is then not measured.

Prints one line per figure, then one JSON object with all of them:

* ``starts``: 2 and 4 game processes (``tests/history/history_player.py``: a real
  ``GameController``, two players, 10 games each) starting at the same moment on a history that
  does not exist yet and on one of schema 1 (``tests/data/history-v1.sqlite3``), ``--trials``
  times each: the games played, the games kept, the trials where every process kept every game,
  and the trials where the file's score counts every game once.
* ``holds``: another program holds the file in an exclusive transaction for each of
  ``--holds`` seconds, at start and in mid-session (after 3 games), while the game plays its 10
  games over the hold: the games kept, whether the score shown and the file's score are right,
  what the game said (``true``: "waiting for the history", ``false``: all written), and the
  longest gap between two ticks of a 1 ms timer on the game's own thread (the window's stall).
* ``check_10k``: on a history of 10,000 games (the file in the system's cache), ``PRAGMA
  quick_check`` and ``PRAGMA integrity_check`` on a connection that has read the file before
  and on a new one (as at open; ``PRAGMA user_version`` on a new one is the baseline), and
  ``HistoryStore.open`` with its check against the same open with the check left out (the
  baseline, in the same run). Medians of 15.
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.history import history_trials  # noqa: E402
from ttt_desktop.engine import Mark, Variant  # noqa: E402
from ttt_desktop.history import HistoryStore  # noqa: E402
from ttt_desktop.history import store as store_module  # noqa: E402


def starts(trials: int, scratch: Path, code: Path) -> list[dict[str, object]]:
    figures = []
    for older in (False, True):
        for processes in (2, 4):
            kept = played = every_kept = score_right = 0
            problems: list[object] = []
            started = time.monotonic()
            for number in range(trials):
                trial = history_trials.start_together(
                    scratch / f"start-{older}-{processes}-{number}", processes, older, code=code)
                played += sum(trial.played)
                kept += sum(trial.kept)
                every_kept += trial.all_kept
                score_right += trial.score_right
                problems += [said for report in trial.reports for said in report["said"]]  # type: ignore[attr-defined]
            figure = {"file": "schema 1" if older else "missing", "processes": processes,
                      "trials": trials, "games_played": played, "games_kept": kept,
                      "trials_every_game_kept": every_kept, "trials_score_right": score_right,
                      "problems_said": problems[:3], "seconds": round(time.monotonic() - started)}
            print(f"start together: {figure}", flush=True)
            figures.append(figure)
    return figures


def holds(seconds: list[float], scratch: Path, code: Path) -> list[dict[str, object]]:
    figures = []
    for hold_s in seconds:
        for where, run in (("at start", history_trials.held_at_start),
                           ("mid-session", history_trials.held_mid_session)):
            trial = run(scratch / f"hold-{where}-{hold_s}", hold_s=hold_s, code=code)
            report = trial.reports[0]
            figure = {"hold_s": hold_s, "where": where, "games_played": trial.played[0],
                      "games_kept": trial.kept[0], "score_shown": report["score"],
                      "file_score": list(trial.file_score),
                      "expected_score": list(trial.expected_score), "said": report["said"],
                      "session_only": report["session_only"],
                      "longest_gap_ms": report["longest_gap_ms"],
                      "seconds": report["seconds"]}
            print(f"held: {figure}", flush=True)
            figures.append(figure)
    return figures


def median_ms(call: object, runs: int = 15) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()  # type: ignore[operator]
        times.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(times), 3)


def check_cost(scratch: Path) -> dict[str, object]:
    path = scratch / "history-10k.sqlite3"
    store = HistoryStore.open(path)
    store.close()
    rng = random.Random(1)
    with sqlite3.connect(path) as raw:  # 10,000 games as the game writes them
        raw.executemany(
            "INSERT INTO games (played_at, variant, circle, cross, moves, result, human, "
            "mistakes, summary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(f"2026-{1 + n // 900 % 12:02d}-{1 + n % 28:02d}T12:00:00+00:00",
              rng.choice(list(Variant)).value, "human", rng.choice(("easy", "hard", "perfect")),
              "51937", rng.choice((1, 0, -1)), Mark.X.value, rng.randrange(3),
              "1 mistake: move 5. Best was 8.") for n in range(10_000)])
    raw.close()
    assert HistoryStore.open(path).count() == 10_000
    raw = sqlite3.connect(path)
    figures: dict[str, object] = {
        "games": 10_000, "file_bytes": path.stat().st_size,
        "quick_check_ms": median_ms(lambda: raw.execute("PRAGMA quick_check").fetchall()),
        "integrity_check_ms": median_ms(
            lambda: raw.execute("PRAGMA integrity_check").fetchall()),
        "open_ms": median_ms(lambda: HistoryStore.open(path).close())}
    raw.close()
    for pragma in ("quick_check", "integrity_check", "user_version"):  # user_version: baseline
        def fresh(pragma: str = pragma) -> None:
            connection = sqlite3.connect(path)
            connection.execute(f"PRAGMA {pragma}").fetchall()
            connection.close()
        figures[f"new_connection_{pragma}_ms"] = median_ms(fresh)
    checked = store_module._check_intact
    store_module._check_intact = lambda connection, path: None  # type: ignore[assignment]
    try:
        figures["open_without_check_ms"] = median_ms(lambda: HistoryStore.open(path).close())
    finally:
        store_module._check_intact = checked
    print(f"check: {figures}", flush=True)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=50)
    parser.add_argument("--holds", type=float, nargs="*", default=[8.0, 60.0])
    parser.add_argument("--skip-starts", action="store_true")
    parser.add_argument("--skip-holds", action="store_true")
    parser.add_argument("--code", type=Path, default=ROOT,
                        help="the checkout whose ttt_desktop the game processes run")
    args = parser.parse_args()
    code = args.code.resolve()
    print(f"code: {code}", flush=True)
    with tempfile.TemporaryDirectory(prefix="bench-history-waits-") as folder:
        scratch = Path(folder)
        result: dict[str, object] = {"code": str(code)}
        if code == ROOT:
            result["check_10k"] = check_cost(scratch)
        if not args.skip_holds:
            result["holds"] = holds(args.holds, scratch, code)
        if not args.skip_starts:
            result["starts"] = starts(args.trials, scratch, code)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
