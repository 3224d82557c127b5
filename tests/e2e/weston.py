"""A headless Wayland compositor for the end-to-end tests and CI: Debian's weston (10.0.1 on
Debian 12) with its headless backend and the pixman renderer, so that it draws into memory and
a screenshot shows what a desktop would.

Each compositor gets a private runtime folder (``XDG_RUNTIME_DIR``, mode 700), a socket name
of its own and its own configuration (no animations, a plain background), and logs the Wayland
requests of its clients (weston's ``proto`` log scope): which app id, title and buffer scale
the game gave its window. ``--debug`` is on because weston 10 lets ``weston-screenshooter`` take
a screenshot only then.

Standard library only, so that CI can run a command under it too::

    .venv/bin/python tests/e2e/weston.py [--scale 2] -- dist/ttt-desktop --smoke-test

runs the command with ``WAYLAND_DISPLAY`` and ``XDG_RUNTIME_DIR`` set (and ``DISPLAY`` unset),
then stops the compositor; the exit status is the command's.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

TOOLS = ("weston", "weston-screenshooter")
START_TIMEOUT_S = 20.0
# No fade-in at start, no zoom as a window opens: a screenshot shows the window as it is.
CONFIG = """\
[core]
idle-time=0

[shell]
startup-animation=none
animation=none
close-animation=none
focus-animation=none
locking=false
background-image=
background-color=0xff3d4a57
"""


def missing_tools() -> list[str]:
    """The tools this machine lacks for the Wayland tests (Debian's weston package has both)."""
    return [tool for tool in TOOLS if shutil.which(tool) is None]


@dataclass
class Compositor:
    """A running headless weston."""

    runtime: Path
    socket: str
    scale: int
    log: Path

    def env(self, base: dict[str, str] | None = None) -> dict[str, str]:
        """An environment whose programs open their windows here: no X display, no platform
        chosen (set ``QT_QPA_PLATFORM`` on top to force one)."""
        env = {key: value for key, value in (os.environ if base is None else base).items()
               if key not in ("DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_SOCKET")}
        env.update(XDG_RUNTIME_DIR=str(self.runtime), WAYLAND_DISPLAY=self.socket)
        return env

    def screenshot(self) -> bytes:
        """The whole output as PNG bytes, in device pixels (``scale`` times the logical size)."""
        with tempfile.TemporaryDirectory(prefix="ttt-weston-shot-") as folder:
            # weston-screenshooter writes wayland-screenshot-<time>.png into its working folder
            subprocess.run(["weston-screenshooter"], cwd=folder, env=self.env(), check=True,
                           timeout=30, capture_output=True)
            shots = sorted(Path(folder).glob("*.png"))
            if len(shots) != 1:
                raise RuntimeError(f"weston-screenshooter wrote {len(shots)} PNG files")
            return shots[0].read_bytes()

    def requests(self, name: str) -> list[str]:
        """The arguments of every ``name`` request the clients made so far (from the protocol
        log), e.g. ``requests("xdg_toplevel.set_app_id")`` -> ``['"ttt-desktop"']``."""
        interface, request = name.split(".")
        pattern = re.compile(rf"rq {re.escape(interface)}@\d+\.{re.escape(request)}\((.*)\)$")
        text = self.log.read_text(encoding="utf-8", errors="replace")
        return [match.group(1) for line in text.splitlines()
                if (match := pattern.search(line))]


@contextmanager
def weston(width: int = 1024, height: int = 768, scale: int = 1) -> Iterator[Compositor]:
    """Start a headless weston (``width`` x ``height`` logical pixels at ``scale``), wait until
    its socket is there, and stop it afterwards."""
    runtime = Path(tempfile.mkdtemp(prefix="ttt-weston-"))
    runtime.chmod(0o700)
    socket = f"ttt-wayland-{os.getpid()}-{scale}"
    log = runtime / "weston.log"
    config = runtime / "weston.ini"
    config.write_text(CONFIG, encoding="utf-8")
    command = ["weston", "--backend=headless-backend.so", "--use-pixman", f"--config={config}",
               f"--width={width}", f"--height={height}", f"--scale={scale}",
               f"--socket={socket}", "--idle-time=0", "--debug", f"--log={log}",
               "--logger-scopes=log,proto"]
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET")}
    env["XDG_RUNTIME_DIR"] = str(runtime)
    server = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while not (runtime / socket).exists():
            if server.poll() is not None or time.monotonic() > deadline:
                text = log.read_text(errors="replace") if log.exists() else "(no log)"
                raise RuntimeError(f"weston did not start (status {server.poll()}):\n{text}")
            time.sleep(0.02)
        yield Compositor(runtime, socket, scale, log)
    finally:
        if server.poll() is None:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
        shutil.rmtree(runtime, ignore_errors=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run a command under a headless weston.")
    parser.add_argument("--scale", type=int, default=1, help="the output's scale (default 1)")
    parser.add_argument("--size", default="1024x768", help="logical WIDTHxHEIGHT")
    parser.add_argument("command", nargs="+", help="the command (after --)")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        print(f"weston.py: missing {', '.join(missing)} (apt-get install weston)",
              file=sys.stderr)
        return 2
    width, _, height = args.size.partition("x")
    with weston(int(width), int(height), args.scale) as compositor:
        return subprocess.run(args.command, env=compositor.env(), check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
