"""Random single-byte damages of a stored window layout: how many crash the start, with the
layout's digest and restore marker (ttt_desktop/qt/widgets/window_layout.py) and without them
(the baseline: the stored bytes handed to ``QMainWindow.restoreState`` unchecked).

    python benchmarks/bench_layout_damage.py [--trials N] [--seed S]

Each trial changes one random byte of the stored state (or, one time in four, of the geometry)
to another random value and starts the real window on it twice, guarded and unguarded, each in
a process of its own (tests/qt/layout_driver.py). It prints the crashes of each and the time
per start. A damaged layout can also make Qt hang rather than crash: a start that has not
closed after 30 s counts as hung.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

ROOT = Path(__file__).resolve().parents[1]
DRIVER = ROOT / "tests" / "qt" / "layout_driver.py"
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
       "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}


def start(path: Path, *flags: str) -> str:
    """How the start ended: ``ok``, ``crashed`` (or exited with an error) or ``hung`` (no
    close within 30 s: a start and close takes under a second)."""
    try:
        done = subprocess.run([sys.executable, str(DRIVER), "start", str(path), *flags],
                              capture_output=True, env=ENV, timeout=30)
    except subprocess.TimeoutExpired:
        return "hung"
    return "ok" if done.returncode == 0 else "crashed"


def damage(good: Path, copy: Path, rng: random.Random) -> None:
    shutil.copyfile(good, copy)
    store = QSettings(str(copy), QSettings.Format.IniFormat)
    key = "window/geometry" if rng.random() < 0.25 else "window/state"
    value = store.value(key)
    assert isinstance(value, QByteArray)
    data = bytearray(bytes(value.data()))
    data[rng.randrange(len(data))] ^= rng.randrange(1, 256)
    store.setValue(key, QByteArray(bytes(data)))
    store.sync()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        good, copy = Path(folder, "good.ini"), Path(folder, "damaged.ini")
        run = Path(folder, "run.ini")  # each start rewrites its file: both start from the copy
        assert start(good) == "ok"
        outcomes: dict[str, dict[str, int]] = {"guarded": {}, "unguarded": {}}
        seconds = {"guarded": 0.0, "unguarded": 0.0}
        for _ in range(args.trials):
            damage(good, copy, rng)
            for name, flags in (("guarded", ()), ("unguarded", ("--unguarded",))):
                shutil.copyfile(copy, run)
                began = time.perf_counter()
                outcome = start(run, *flags)
                outcomes[name][outcome] = outcomes[name].get(outcome, 0) + 1
                if outcome == "ok":
                    seconds[name] += time.perf_counter() - began
    for name in ("unguarded", "guarded"):
        counts = outcomes[name]
        fine = counts.get("ok", 0)
        print(f"{name:>9}: of {args.trials} starts, {counts.get('crashed', 0)} crashed, "
              f"{counts.get('hung', 0)} hung, {fine} ok "
              f"({seconds[name] / max(fine, 1) * 1000:.0f} ms a start and close)")


if __name__ == "__main__":
    main()
