"""Kill the game's process at random moments of random games and check what the next start
shows: exactly the last state kept, or the one whose write the kill interrupted. Every second
trial has Game › Puzzles open as well, playing random puzzles: the puzzle file must hold the last
puzzle state kept or the one being written, and a puzzle in it must come back on the board with
its moves, unrated, counted as a skip.

    .venv/bin/python benchmarks/bench_kill.py [--trials 1000] [--seed 1]

Prints one JSON line: the trials, how many kills fell while a state was being written, the
trials with the puzzles open, how many of their next starts put a puzzle back, how many kills
fell inside a puzzle state's write, how many next starts showed a wrong game or puzzle (must be
0), and the seconds taken. The unit test (tests/play/test_kept_game.py) runs a few of the same
trials on every change.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication  # noqa: E402

from tests.play.test_kept_game import KillFigures, kill_trials  # noqa: E402  (one procedure)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])  # the puzzles' timer
    started = time.perf_counter()
    wrong = 0
    with tempfile.TemporaryDirectory() as folder:
        try:
            figures = kill_trials(args.trials, args.seed, Path(folder))
        except AssertionError as exc:  # the first wrong restart stops the run and says which
            wrong, figures = 1, KillFigures(-1, -1, -1, -1, -1)
            print(f"wrong: {exc}", file=sys.stderr)
    print(json.dumps({"trials": figures.trials, "kills_during_a_write": figures.during_write,
                      "trials_with_puzzles": figures.with_puzzles,
                      "puzzles_put_back": figures.puzzles_back,
                      "kills_during_a_puzzle_write": figures.puzzle_during_write,
                      "wrong_restarts": wrong,
                      "seconds": round(time.perf_counter() - started, 1)}))
    del app
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
