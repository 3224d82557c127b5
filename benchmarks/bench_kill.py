"""Kill the game's process at random moments of random games and check what the next start
shows: exactly the last state kept, or the one whose write the kill interrupted.

    .venv/bin/python benchmarks/bench_kill.py [--trials 1000] [--seed 1]

Prints one JSON line: the trials, how many kills fell while a state was being written, how many
next starts showed a wrong game (must be 0), and the seconds taken. The unit test
(tests/play/test_kept_game.py) runs a few of the same trials on every change.
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

from tests.play.test_kept_game import kill_trials  # noqa: E402  (one procedure for both)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    wrong = 0
    with tempfile.TemporaryDirectory() as folder:
        try:
            trials, during_write = kill_trials(args.trials, args.seed, Path(folder))
        except AssertionError as exc:  # the first wrong restart stops the run and says which
            wrong, trials, during_write = 1, -1, -1
            print(f"wrong: {exc}", file=sys.stderr)
    print(json.dumps({"trials": trials, "kills_during_a_write": during_write,
                      "wrong_restarts": wrong,
                      "seconds": round(time.perf_counter() - started, 1)}))
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
