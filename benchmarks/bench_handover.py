"""One game per user: how long a second launch takes to hand its game file to the running game,
and what the first launch pays for being the one that runs. Prints one JSON object.

    .venv/bin/python benchmarks/bench_handover.py [--runs N] [--executable dist/ttt-desktop]

* ``handover_ms``: from starting ``ttt-desktop GAME.ttt`` while a game runs, to the running game
  having loaded that game (it prints ``game: …`` from the notice of the load, which comes with
  the redraw; median and each of N runs, offscreen). Budget: <= 300 ms from source, <= 1 s for
  the one-file build. ``second_launch_exit_ms``: until that launch has exited (it waits for the
  running game's ``ok``). ``first_paint_ms``: the same program's ``--smoke-test`` first paint
  (median of N, in the same minutes), a yardstick of how busy the machine is.
* ``claim_ms``: what the first launch spends deciding that it is the first (importing
  ``ttt_desktop.instance.launch`` and taking the lock, after ``ttt_desktop.qt.app`` that every
  launch imports first), in a fresh interpreter, median of N.
* ``listen_ms``: what the running game spends starting to listen for later launches (importing
  ``ttt_desktop.instance.listener`` after QtCore, and listening), in a fresh interpreter, median
  of N. It starts after the first paint, so the first paint pays nothing for it.

Each launcher gets its own settings, data and runtime folders, so nothing meets the player's game.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def environment(folder: Path) -> dict[str, str]:
    runtime = folder / "run"
    runtime.mkdir(mode=0o700, parents=True)
    return dict(os.environ, XDG_CONFIG_HOME=str(folder / "config"),
                XDG_DATA_HOME=str(folder / "data"), XDG_RUNTIME_DIR=str(runtime),
                QT_QPA_PLATFORM="offscreen", TTT_REPORT_GAMES="1")


def handover(command: list[str], runs: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        env = environment(folder)
        game = folder / "saved.ttt"
        game.write_text("Variant: standard\n\n5 1 9\n", encoding="utf-8")
        running = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True)
        lines: queue.Queue[tuple[float, str]] = queue.Queue()
        stdout = running.stdout
        assert stdout is not None
        threading.Thread(target=lambda: [lines.put((time.monotonic(), line.strip()))
                                         for line in stdout], daemon=True).start()

        def wait_for(prefix: str) -> float:
            while True:
                at, line = lines.get(timeout=60)
                if line.startswith(prefix):
                    return at

        try:
            wait_for("handover: listening")
            shown, exited = [], []
            for _ in range(runs):
                started = time.monotonic()
                done = subprocess.run([*command, str(game)], env=env, cwd=ROOT,
                                      capture_output=True, timeout=60)
                ended = time.monotonic()
                if done.returncode != 0:
                    raise SystemExit(f"the second launch exited {done.returncode}: "
                                     f"{done.stderr.decode(errors='replace')}")
                shown.append((wait_for("game:") - started) * 1000)
                exited.append((ended - started) * 1000)
            first_paints = [first_paint_ms(command, env) for _ in range(runs)]
        finally:
            running.terminate()
            running.wait(timeout=30)
    return {"handover_ms": round(statistics.median(shown), 1),
            "handover_runs_ms": [round(x) for x in shown],
            "second_launch_exit_ms": round(statistics.median(exited), 1),
            "first_paint_ms": round(statistics.median(first_paints), 1)}


def first_paint_ms(command: list[str], env: dict[str, str]) -> float:
    """The same program's ``--smoke-test`` first paint (it never hands over), as a yardstick
    of the machine's speed in the same minutes."""
    done = subprocess.run([*command, "--smoke-test"], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    return next(float(line.split()[3]) for line in done.stdout.splitlines()
                if line.startswith("smoke-test: first paint"))


CLAIM = """
import time
import ttt_desktop.qt.app  # what every launch imports first
started = time.perf_counter()
from ttt_desktop.instance.launch import claim_or_hand_over
lock = claim_or_hand_over([])
print((time.perf_counter() - started) * 1000)
"""

LISTEN = """
import os, tempfile, time
from PySide6.QtCore import QCoreApplication, QObject
app = QCoreApplication([])
started = time.perf_counter()
from ttt_desktop.instance.listener import listen
owner = QObject()
listen(os.path.join(tempfile.mkdtemp(), "game.socket"), lambda line: b"ok\\n", owner)
print((time.perf_counter() - started) * 1000)
"""


def in_fresh_interpreter(code: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as scratch:
            out = subprocess.run([sys.executable, "-c", code], env=environment(Path(scratch)),
                                 cwd=ROOT, capture_output=True, text=True, check=True).stdout
            times.append(float(out.strip().splitlines()[-1]))
    return round(statistics.median(times), 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--executable", type=Path, help="also time this build (one-file)")
    args = parser.parse_args()
    results: dict[str, object] = {
        "source": handover([sys.executable, "-m", "ttt_desktop"], args.runs),
        "claim_ms": in_fresh_interpreter(CLAIM, args.runs),
        "listen_ms": in_fresh_interpreter(LISTEN, args.runs),
    }
    if args.executable:
        results["executable"] = handover([str(args.executable.resolve())], args.runs)
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
