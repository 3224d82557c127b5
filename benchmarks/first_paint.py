"""Launch a program that says when it painted (the game's ``--smoke-test``, bare_window.py) and
read its figures: one place for the benchmarks that time a launch to its first paint.

The child prints ``smoke-test: painted at monotonic T s`` from inside its first paint (the
clock is the system's monotonic one, the same in every process) and, the game only,
``smoke-test: processor time at first paint C ms``.
"""

from __future__ import annotations

import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

PAINTED = "smoke-test: painted at monotonic"
PROCESSOR = "smoke-test: processor time at first paint"


@dataclass(frozen=True)
class Launch:
    """One launch: ms from the launch to the first paint, processor ms then (``None`` when the
    program does not say), and what it printed."""

    paint_ms: float
    cpu_ms: float | None
    out: str


def launch(command: list[str], env: dict[str, str], cwd: Path,
           timeout: float = 120) -> Launch:
    """Run ``command`` to its end; raise ``SystemExit`` with its output if it fails."""
    launched = time.monotonic()
    done = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{command} exited {done.returncode}: {done.stdout}{done.stderr}")
    return read(done.stdout, launched)


def read(out: str, launched: float) -> Launch:
    """The figures in a child's output, against the moment it was launched."""
    lines = out.splitlines()
    painted = next(float(line.split()[4]) for line in lines if line.startswith(PAINTED))
    cpu = next((float(line.split()[6]) for line in lines if line.startswith(PROCESSOR)), None)
    return Launch((painted - launched) * 1000, cpu, out)
