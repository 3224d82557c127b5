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

The packages, in the same run:

* sizes against the targets: Windows .exe <= 25 MB, its installer <= 25 MB, the .deb <= 35 MB,
  the Linux one-file <= 42 MB (MB = 10^6 bytes);
* ``deb``: the .deb's program, unpacked with ``dpkg-deb -x`` exactly as dpkg lays it out
  (``usr/bin/ttt-desktop`` -> ``usr/lib/ttt-desktop/``), timed in the same round-robin; its first
  paint must be at most 1.3 times the one-folder build's (it is that build);
* ``windows``: the Windows .exe under Wine, on Xvfb with Qt's real ``windows`` plugin, beside
  the Linux one-file on the same Xvfb (``onefile_xvfb``), round-robin, through a pipe (Wine's
  Windows programs cannot write to a pty or a file at start). For reading, not a target: Wine
  adds its own start-up, and its wineserver is kept running for the runs.
  Needs the cached Wine prefix (``packaging/build --windows``); skipped, and said so, without it.
* ``windows_installed`` against ``windows_onefile``: the installer run silently in
  that prefix, then, round-robin through ``cmd /c`` offscreen, the installed game (the one-folder
  build under %LOCALAPPDATA%\\Programs\\ttt-desktop) and the portable one-file .exe, each to
  its first paint, and Wine's own start (``wine_start``: ``cmd /c`` of an empty batch file, to
  exit), wineserver kept running; then the silent uninstall. ``..._net_s`` is each game's median
  less Wine's: the installed game's must be at most 0.6 times the one-file's.

Exit status 1 when a size target, the .deb's 1.3x or the installed game's 0.6x is missed.

Usage: ``.venv/bin/python benchmarks/bench_package.py [--reuse] [--runs 7] [--baseline FILE]
[--no-windows]``
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import pty
import re
import select
import shutil
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
VERSION = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"),
                    re.M).group(1)  # type: ignore[union-attr]
DEB = ROOT / "dist" / f"ttt-desktop_{VERSION}_amd64.deb"
WINDOWS_EXE = ROOT / "dist" / "ttt-desktop.exe"
INSTALLER = ROOT / "dist" / f"ttt-desktop-setup-{VERSION}.exe"
SIZE_TARGETS_MB = {"windows_exe": 25, "installer": 25, "deb": 35, "onefile": 42}
DEB_VS_ONEDIR_MAX = 1.3
INSTALLED_VS_ONEFILE_MAX = 0.6  # under Wine, each less Wine's own start
FIRST_PAINT = re.compile(r"smoke-test: first paint (?:after )?([\d.]+) ?ms")
TIMEOUT_S = 60.0


def log(message: str) -> None:
    print(f"bench_package: {message}", file=sys.stderr, flush=True)


def build(form: str) -> float:
    """Run packaging/build for one form; return the seconds it took."""
    option = {"onedir": ["--onedir"], "deb": ["--deb"], "windows": ["--windows"]}
    args = [str(ROOT / "packaging" / "build"), *option.get(form, [])]
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
    return _smoke_result(command, returncode, output, started, first_paint_at, exited_at)


def _smoke_result(command: list[str], returncode: int, output: bytes, started: float,
                  first_paint_at: float | None, exited_at: float) -> dict[str, float | None]:
    """A smoke test's times from its output, or an error if it did not pass."""
    text = output.decode(errors="replace")
    if returncode != 0 or "smoke-test: ok" not in text:
        raise RuntimeError(f"{command[0]} --smoke-test failed ({returncode}): {text.strip()}")
    match = FIRST_PAINT.search(text)
    return {
        "first_paint_s": (first_paint_at - started) if first_paint_at is not None else None,
        "exit_s": exited_at - started,
        "in_process_first_paint_ms": float(match.group(1)) if match else None,
    }


def launch_piped(command: list[str], env: dict[str, str]) -> dict[str, float | None]:
    """One smoke test read through a pipe (for Wine): seconds to the first paint and to exit."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, env=env, cwd=ROOT)
    assert process.stdout is not None
    output = b""
    first_paint_at: float | None = None
    while True:
        if time.perf_counter() - started > TIMEOUT_S:
            process.kill()
            raise RuntimeError(f"{command} did not finish in {TIMEOUT_S} s")
        ready, _, _ = select.select([process.stdout], [], [], 0.05)
        if ready:
            chunk = os.read(process.stdout.fileno(), 4096)
            if not chunk:
                break
            output += chunk
            if first_paint_at is None and FIRST_PAINT.search(output.decode(errors="replace")):
                first_paint_at = time.perf_counter()
        elif process.poll() is not None:
            break  # Wine's own services may hold the pipe open after the program has exited
    returncode = process.wait(TIMEOUT_S)
    exited_at = time.perf_counter()
    return _smoke_result(command, returncode, output, started, first_paint_at, exited_at)


def wine_env() -> dict[str, str] | None:
    """The environment for the cached Wine prefix, or None (and why, on stderr)."""
    if shutil.which("wine") is None:
        log("no wine: the Windows .exe is not timed (packaging/build --windows installs it)")
        return None
    out = subprocess.run([str(ROOT / "packaging/windows/build"), "--print-env"],
                         capture_output=True, text=True, check=True).stdout
    values = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
    if not (Path(values["WINEPREFIX"]) / ".ready").is_file():
        log("no prepared Wine prefix: the Windows .exe is not timed (packaging/build --windows)")
        return None
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(WINEPREFIX=values["WINEPREFIX"], WINEARCH="win64", WINEDEBUG="-all",
               WINEDLLOVERRIDES="mscoree,mshtml=")
    return env


Runs = dict[str, list[dict[str, float | None]]]


def time_windows(runs: int, warmup: int, config_home: str) -> Runs:
    """The Windows .exe under Wine and the Linux one-file, both on one Xvfb, round-robin."""
    env = wine_env()
    if env is None or shutil.which("Xvfb") is None:
        return {}
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1024x768x24",
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        display = ":" + pipe.readline().strip()
    env["DISPLAY"] = display
    linux_env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb",
                     XDG_CONFIG_HOME=config_home)
    forms = {"windows": (["wine", str(WINDOWS_EXE), "--smoke-test"], env, launch_piped),
             "onefile_xvfb": ([str(ONEFILE), "--smoke-test"], linux_env, launch)}
    results: Runs = {form: [] for form in forms}
    persistent = subprocess.Popen(["wineserver", "-f", "-p"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(warmup):
            for command, form_env, run in forms.values():
                run(command, form_env)
        for number in range(runs):
            for form, (command, form_env, run) in forms.items():
                results[form].append(run(command, form_env))
            log(f"xvfb run {number + 1}/{runs}: " + ", ".join(
                f"{form} {results[form][-1]['first_paint_s'] or 0:.3f} s" for form in forms))
    finally:
        subprocess.run(["wineserver", "-k"], env=env, check=False)
        persistent.wait(timeout=30)
        server.terminate()
        server.wait(timeout=10)
    return results


def launch_wine_empty(command: list[str], env: dict[str, str]) -> dict[str, float | None]:
    """Wine's own start: an empty batch file through ``cmd /c``, launch to exit."""
    started = time.perf_counter()
    subprocess.run(command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=True, timeout=TIMEOUT_S)
    elapsed = time.perf_counter() - started
    return {"first_paint_s": elapsed, "exit_s": elapsed, "in_process_first_paint_ms": None}


def time_installed(runs: int, warmup: int) -> Runs:
    """The installed game (the one-folder build) against the portable one-file .exe under Wine,
    offscreen through ``cmd /c``, with Wine's own start timed in the same round-robin."""
    env = wine_env()
    if env is None or not INSTALLER.is_file():
        log("no installer or Wine prefix: the installed game is not timed")
        return {}
    env.pop("DISPLAY", None)
    quiet = {"env": env, "stdin": subprocess.DEVNULL, "stdout": subprocess.DEVNULL,
             "stderr": subprocess.DEVNULL, "timeout": 300}
    installed = r"%LOCALAPPDATA%\Programs\ttt-desktop"
    # (un)install while no wineserver is kept running: `wineserver -w` waits for it to end
    subprocess.run(["wine", windows_path(INSTALLER), "/S"], check=True, **quiet)
    subprocess.run(["wineserver", "-w"], env=env, timeout=300)
    persistent = subprocess.Popen(["wineserver", "-f", "-p"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    scratch = tempfile.TemporaryDirectory(prefix="bench_package-wine-")
    empty = Path(scratch.name) / "empty.bat"
    empty.write_text("")
    offscreen = "set QT_QPA_PLATFORM=offscreen&& "
    forms = {
        "wine_start": (["wine", "cmd", "/c", windows_path(empty)], launch_wine_empty),
        "windows_installed": (["wine", "cmd", "/c", offscreen + installed
                               + r"\ttt-desktop.exe --smoke-test"], launch_piped),
        "windows_onefile": (["wine", "cmd", "/c", offscreen + windows_path(WINDOWS_EXE)
                             + " --smoke-test"], launch_piped),
    }
    results: Runs = {form: [] for form in forms}
    try:
        for _ in range(warmup):
            for command, run in forms.values():
                run(command, env)
        for number in range(runs):
            for form, (command, run) in forms.items():
                results[form].append(run(command, env))
            log(f"wine run {number + 1}/{runs}: " + ", ".join(
                f"{form} {results[form][-1]['first_paint_s'] or 0:.3f} s" for form in forms))
    finally:
        subprocess.run(["wineserver", "-k"], env=env, check=False)
        persistent.wait(timeout=30)
        scratch.cleanup()
        subprocess.run(["wine", "cmd", "/c", installed + r"\uninstall.exe /S"], check=False,
                       **quiet)
        subprocess.run(["wineserver", "-w"], env=env, timeout=300)  # it reruns from %TEMP%
    return results


def windows_path(path: Path) -> str:
    return "Z:" + str(path).replace("/", "\\")


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
    parser.add_argument("--no-windows", action="store_true",
                        help="neither build nor time the Windows .exe")
    args = parser.parse_args(argv)
    if args.baseline and not args.baseline.is_file():
        parser.error(f"--baseline: no file at {args.baseline}")

    build_s: dict[str, float] = {}
    if not (args.reuse and ONEFILE.is_file()):
        build_s["onefile"] = round(build("onefile"), 1)
    if not (args.reuse and ONEDIR_EXE.is_file() and DEB.is_file()):
        build_s["deb"] = round(build("deb"), 1)  # the one-folder build, then the package
    if not args.no_windows and not (args.reuse and WINDOWS_EXE.is_file() and INSTALLER.is_file()):
        build_s["windows"] = round(build("windows"), 1)
    unpacked = tempfile.TemporaryDirectory(prefix="bench_package-deb-")
    subprocess.run(["dpkg-deb", "-x", str(DEB), unpacked.name], check=True)
    deb_program = Path(unpacked.name) / "usr" / "bin" / "ttt-desktop"

    forms = {
        "onefile": [str(ONEFILE), "--smoke-test"],
        "onedir": [str(ONEDIR_EXE), "--smoke-test"],
        "deb": [str(deb_program), "--smoke-test"],
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
        xvfb_results = {} if args.no_windows else time_windows(args.runs, args.warmup,
                                                                config_home)
    installed_results = {} if args.no_windows else time_installed(args.runs, args.warmup)
    unpacked.cleanup()
    results.update(xvfb_results)
    results.update(installed_results)
    forms.update({form: [] for form in (*xvfb_results, *installed_results)})

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
    sizes = {"windows_exe": WINDOWS_EXE, "installer": INSTALLER, "deb": DEB, "onefile": ONEFILE}
    size_checks = {}
    for name, path in sizes.items():
        size_mb = round(tree_size(path) / 1e6, 1) if path.exists() else None
        report[f"{name}_size_mb"] = size_mb
        size_checks[name] = size_mb is not None and size_mb <= SIZE_TARGETS_MB[name]
    deb_ratio = None
    if report.get("deb_first_paint_s") and report.get("onedir_first_paint_s"):
        deb_ratio = round(report["deb_first_paint_s"] / report["onedir_first_paint_s"], 2)
    report["deb_vs_onedir_first_paint"] = deb_ratio
    report["within_targets"] = {**{f"{k}_size": v for k, v in size_checks.items()},
                                "deb_vs_onedir": deb_ratio is not None
                                and deb_ratio <= DEB_VS_ONEDIR_MAX}
    if installed_results:
        wine_start = report["wine_start_first_paint_s"]
        for form in ("windows_installed", "windows_onefile"):
            report[f"{form}_net_s"] = round(report[f"{form}_first_paint_s"] - wine_start, 3)
        installed_ratio = round(report["windows_installed_net_s"]
                                / report["windows_onefile_net_s"], 2)
        report["windows_installed_vs_onefile_net"] = installed_ratio
        report["within_targets"]["windows_installed_vs_onefile"] = (  # type: ignore[index]
            installed_ratio <= INSTALLED_VS_ONEFILE_MAX)
    report.update({
        "targets": {"onefile_size_mb": 42, "onefile_first_paint_s": 0.65,
                    "onedir_first_paint_s": 0.3, "windows_exe_size_mb": 25,
                    "installer_size_mb": 25, "deb_size_mb": 35,
                    "deb_vs_onedir_first_paint_max": DEB_VS_ONEDIR_MAX,
                    "windows_installed_vs_onefile_net_max": INSTALLED_VS_ONEFILE_MAX},
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
    missed = [name for name, ok in report["within_targets"].items() if not ok]  # type: ignore[union-attr]
    if missed:
        log(f"missed: {', '.join(missed)}")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
