#!/usr/bin/env python3
"""Size and start-up time of the packaged game, one-file and one-folder, against the source.

Builds both forms with ``packaging/build`` (or reuses them with ``--reuse``), then launches
``--smoke-test`` of the one-file executable, the one-folder executable and the source
(``.venv/bin/python -m ttt_desktop``) in turn, round-robin, ``--runs`` times each, with
QT_QPA_PLATFORM=offscreen, and prints ONE JSON object on stdout (progress goes to stderr).

Times, per form, medians over the runs:

* ``first_paint_s``: launch to first paint: from just before the process is started until the
  smoke test's ``smoke-test: first paint`` line arrives. The line is read through a
  pseudo-terminal, so it arrives as soon as it is printed, which the smoke test does from inside
  the board's first paint. For the one-file form this includes unpacking.
  (If the line is missing, the wall time to exit is used, and ``method`` says so.)
* ``exit_s``: launch to process exit (for one-file: including the removal of its temporary
  folder);
* ``in_process_first_paint_ms``: what the app itself reports (ms since ITS process started; for
  one-file that process starts after unpacking, so this number leaves the unpacking out).

``--baseline FILE`` adds another one-file executable (say, a build of an earlier spec, or one made
with ``TTT_BUNDLE_HOST_RUNTIME=1``) to the same round-robin, as the form ``baseline``, so that a
change is compared within one run.

Usage: ``.venv/bin/python benchmarks/bench_package.py [--reuse] [--runs 7] [--baseline FILE]``
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import pty
import re
import select
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ONEFILE = ROOT / "dist" / "ttt-desktop"
ONEDIR = ROOT / "dist" / "ttt-desktop-onedir"
ONEDIR_EXE = ONEDIR / "ttt-desktop"
PYTHON = ROOT / ".venv" / "bin" / "python"
FIRST_PAINT = re.compile(r"smoke-test: first paint (?:after )?([\d.]+) ?ms")
TIMEOUT_S = 60.0


def log(message: str) -> None:
    print(f"bench_package: {message}", file=sys.stderr, flush=True)


def build(form: str) -> float:
    """Run packaging/build for one form; return the seconds it took."""
    args = [str(ROOT / "packaging" / "build")] + (["--onedir"] if form == "onedir" else [])
    log(f"building {form} ...")
    started = time.perf_counter()
    subprocess.run(args, check=True, cwd=ROOT, stdout=sys.stderr)
    return time.perf_counter() - started


def tree_size(path: Path) -> int:
    """Bytes of a file, or of every file under a folder (symlinks not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def mei_dirs(tmp: Path) -> set[str]:
    return {p.name for p in tmp.glob("_MEI*")}


def launch(command: list[str], env: dict[str, str]) -> dict[str, float | None]:
    """One smoke test: seconds to the first-paint line and to exit, and the in-process ms."""
    leader, follower = pty.openpty()
    started = time.perf_counter()
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=follower,
                               stderr=subprocess.DEVNULL, env=env, cwd=ROOT)
    os.close(follower)
    output = b""
    first_paint_at: float | None = None
    try:
        while True:
            if time.perf_counter() - started > TIMEOUT_S:
                process.kill()
                raise RuntimeError(f"{command[0]} did not finish in {TIMEOUT_S} s")
            ready, _, _ = select.select([leader], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(leader, 4096)
                except OSError:  # the follower side closed: the process has exited
                    chunk = b""
                if not chunk:
                    break
                output += chunk
                if first_paint_at is None and FIRST_PAINT.search(output.decode(errors="replace")):
                    first_paint_at = time.perf_counter()
            elif process.poll() is not None:
                break
        returncode = process.wait(TIMEOUT_S)
        exited_at = time.perf_counter()
    finally:
        os.close(leader)
    text = output.decode(errors="replace")
    if returncode != 0 or "smoke-test: ok" not in text:
        raise RuntimeError(f"{command[0]} --smoke-test failed ({returncode}): {text.strip()}")
    match = FIRST_PAINT.search(text)
    return {
        "first_paint_s": (first_paint_at - started) if first_paint_at is not None else None,
        "exit_s": exited_at - started,
        "in_process_first_paint_ms": float(match.group(1)) if match else None,
    }


def median(values: list[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return round(statistics.median(present), 3) if present else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reuse", action="store_true",
                        help="reuse dist/ttt-desktop and dist/ttt-desktop-onedir when present")
    parser.add_argument("--runs", type=int, default=7, help="launches per form (default 7)")
    parser.add_argument("--warmup", type=int, default=1, help="untimed launches per form first")
    parser.add_argument("--baseline", type=Path, metavar="FILE",
                        help="another one-file executable to time in the same round-robin")
    args = parser.parse_args(argv)
    if args.baseline and not args.baseline.is_file():
        parser.error(f"--baseline: no file at {args.baseline}")

    build_s: dict[str, float] = {}
    if not (args.reuse and ONEFILE.is_file()):
        build_s["onefile"] = round(build("onefile"), 1)
    if not (args.reuse and ONEDIR_EXE.is_file()):
        build_s["onedir"] = round(build("onedir"), 1)

    forms = {
        "onefile": [str(ONEFILE), "--smoke-test"],
        "onedir": [str(ONEDIR_EXE), "--smoke-test"],
        "source": [str(PYTHON), "-m", "ttt_desktop", "--smoke-test"],
    }
    if args.baseline:
        forms["baseline"] = [str(args.baseline.resolve()), "--smoke-test"]
    tmp = Path(tempfile.gettempdir())
    results: dict[str, list[dict[str, float | None]]] = {form: [] for form in forms}
    with tempfile.TemporaryDirectory(prefix="bench_package-") as config_home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=config_home)
        env.pop("DISPLAY", None)
        mei_before = mei_dirs(tmp)
        for _ in range(args.warmup):
            for command in forms.values():
                launch(command, env)
        for run in range(args.runs):
            for form, command in forms.items():
                results[form].append(launch(command, env))
            log(f"run {run + 1}/{args.runs}: " + ", ".join(
                f"{form} {results[form][-1]['first_paint_s'] or 0:.3f} s" for form in forms))
        mei_left = sorted(mei_dirs(tmp) - mei_before)

    report: dict[str, object] = {
        "onefile_size_mb": round(tree_size(ONEFILE) / 1e6, 1),
        "onedir_size_mb": round(tree_size(ONEDIR) / 1e6, 1),
        "onefile_size_mib": round(tree_size(ONEFILE) / 2**20, 1),
        "onedir_size_mib": round(tree_size(ONEDIR) / 2**20, 1),
    }
    if args.baseline:
        report["baseline"] = str(args.baseline)
        report["baseline_size_mb"] = round(tree_size(args.baseline) / 1e6, 1)
    for form in forms:
        runs = results[form]
        report[f"{form}_first_paint_s"] = median([r["first_paint_s"] for r in runs])
        report[f"{form}_exit_s"] = median([r["exit_s"] for r in runs])
        report[f"{form}_in_process_first_paint_ms"] = median(
            [r["in_process_first_paint_ms"] for r in runs])
        report[f"{form}_first_paint_s_min_max"] = [
            round(min(r["first_paint_s"] or r["exit_s"] or 0 for r in runs), 3),
            round(max(r["first_paint_s"] or r["exit_s"] or 0 for r in runs), 3)]
    report.update({
        "targets": {"onefile_size_mb": 42, "onefile_first_paint_s": 0.65,
                    "onedir_first_paint_s": 0.3},
        "onefile_leftover_mei_dirs": mei_left,
        "runs": args.runs,
        "method": "median of --runs launches of --smoke-test, QT_QPA_PLATFORM=offscreen, "
                  "round-robin; first_paint_s = launch until the 'smoke-test: first paint' "
                  "line arrives on a pty",
        "build_s": build_s,
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(),
                    "python": platform.python_version()},
    })
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
