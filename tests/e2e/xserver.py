"""A real X server (Xvfb) for end-to-end tests, with xdotool for the mouse and ImageMagick's
``import`` for screenshots. Screenshots are read with QImage."""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar, cast

import pytest
from PySide6.QtGui import QColor, QImage

TOOLS = ("Xvfb", "xdotool", "import")
RED = QColor("#DD3344")
F = TypeVar("F", bound=Callable[..., Any])


def missing_tools() -> list[str]:
    """The tools this machine lacks for the end-to-end tests."""
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def needs(missing: list[str], what: str, install: str) -> Callable[[F], F]:
    """A test's decorator: skip it where the machine lacks what it needs, saying which (pytest's
    ``-ra`` summary lists it, at the test); under CI (``CI`` set, as CI runners do) fail it
    instead: CI installs them (``tools/setup-env --e2e``), and must never skip an end-to-end
    test unseen."""
    reason = f"needs {what}: missing {', '.join(missing)} ({install})"

    def decorate(test: F) -> F:
        if not missing:
            return test
        if not os.environ.get("CI"):
            return pytest.mark.skipif(True, reason=reason)(test)

        @functools.wraps(test)  # the same name, marks and arguments (fixtures, parameters)
        def fail(*args: object, **kwargs: object) -> None:
            pytest.fail(f"{reason}; CI must run every end-to-end test")

        return cast(F, fail)

    return decorate


@dataclass
class XServer:
    """A running Xvfb display."""

    display: str

    def env(self) -> dict[str, str]:
        """The environment for a program that should open its window on this display."""
        return dict(os.environ, DISPLAY=self.display, QT_QPA_PLATFORM="xcb")

    def click(self, x: int, y: int) -> None:
        """Move the real pointer and press the left button."""
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"],
                       env=self.env(), check=True, timeout=10)

    def key(self, keys: str) -> None:
        """Type a key combination such as ``ctrl+q``."""
        subprocess.run(["xdotool", "key", keys], env=self.env(), check=True, timeout=10)

    def screenshot(self) -> QImage:
        """The whole screen."""
        png = subprocess.run(["import", "-window", "root", "png:-"], env=self.env(),
                             capture_output=True, check=True, timeout=20).stdout
        image = QImage.fromData(png, "PNG")
        assert not image.isNull(), "the screenshot could not be read"
        return image


@contextmanager
def xvfb(width: int = 900, height: int = 700) -> Iterator[XServer]:
    """Start Xvfb on a free display number and stop it afterwards."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24", "-nolisten",
         "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        yield XServer(f":{number}")
    finally:
        server.terminate()
        server.wait(timeout=10)


def _children(pid: int) -> list[int]:
    """The processes ``pid`` started (a one-file executable's bootloader starts the game)."""
    try:
        listed = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(child) for child in listed.split()]


def stop(process: subprocess.Popen[str]) -> None:
    """End a program under test that is still running (a test that failed half-way or left it
    open): SIGTERM first, which the game answers by quitting; then SIGKILL, to the game started
    by a one-file bootloader as well, since it would otherwise live on holding the pipes."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        for child in _children(process.pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(child, signal.SIGKILL)
        process.kill()
        process.wait()


def wait_for(predicate, timeout: float, what: str):
    """Poll ``predicate`` (each call does real work, such as a screenshot) until it returns a
    true value; fail with ``what`` after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
