"""First paint of this checkout against another one (a baseline commit), launched in turn.

    .venv/bin/python benchmarks/bench_first_paint_ab.py BASELINE_CHECKOUT [--rounds N]

Each round launches ``python -m ttt_desktop --smoke-test`` (offscreen, a fresh settings folder)
from this checkout and from BASELINE_CHECKOUT (its own ``.venv``), in an order that alternates
round by round, and reads the child's monotonic clock at its first paint (the smoke test prints
it from inside the paint). Prints one JSON object: each side's median, min and max in ms, and
the ratio this/baseline taken pair by pair (median, min, max): a drift in the machine's speed
moves both sides of a pair alike. Both sides run with bytecode caching on (a first untimed
launch each fills it), as installed programs have their ``.pyc`` files, and each side keeps its
own settings and data folders from launch to launch, as a returning player's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

import first_paint  # benchmarks/, beside this script

ROOT = Path(__file__).resolve().parents[1]


def first_paint_ms(python: Path, checkout: Path, env: dict[str, str]) -> float:
    """Launch one smoke test; return the ms from launch to its first paint."""
    return first_paint.launch([str(python), "-m", "ttt_desktop", "--smoke-test"], env,
                              checkout).paint_ms


def spread(values: list[float], digits: int = 1) -> dict[str, float]:
    return {"median": round(statistics.median(values), digits),
            "min": round(min(values), digits), "max": round(max(values), digits)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("baseline", type=Path, help="the other checkout, with its own .venv")
    parser.add_argument("--rounds", type=int, default=25)
    args = parser.parse_args()
    sides = {"this": (ROOT / ".venv" / "bin" / "python", ROOT),
             "baseline": (args.baseline / ".venv" / "bin" / "python", args.baseline)}
    for python, _ in sides.values():
        if not python.exists():
            parser.exit(2, f"no {python}: run tools/setup-env in that checkout\n")
    base = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="ttt-ab-pyc-"))
    base.pop("PYTHONDONTWRITEBYTECODE", None)
    # each side its own settings and data folders, kept from launch to launch: a returning
    # player's (the first, untimed launch writes them, and the history, in its own version)
    envs = {name: dict(base, XDG_CONFIG_HOME=tempfile.mkdtemp(prefix=f"ttt-ab-{name}-"),
                       XDG_DATA_HOME=tempfile.mkdtemp(prefix=f"ttt-ab-{name}-data-"))
            for name in sides}
    for name, (python, checkout) in sides.items():
        first_paint_ms(python, checkout, envs[name])  # untimed: the bytecode cache, the files
    times: dict[str, list[float]] = {"this": [], "baseline": []}
    ratios = []
    for round_ in range(args.rounds):
        order = ("this", "baseline") if round_ % 2 == 0 else ("baseline", "this")
        pair = {name: first_paint_ms(*sides[name], envs[name]) for name in order}
        for name, value in pair.items():
            times[name].append(value)
        ratios.append(pair["this"] / pair["baseline"])
    print(json.dumps({"first_paint_ms": {name: spread(v) for name, v in times.items()},
                      "ratio_this_over_baseline": spread(ratios, 3),
                      "rounds": args.rounds, "baseline": str(args.baseline),
                      "python": sys.version.split()[0]}))


if __name__ == "__main__":
    main()
