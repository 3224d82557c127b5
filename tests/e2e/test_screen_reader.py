"""End to end through the real accessibility bus: the game on Xvfb, read as a screen reader
reads it.

A private D-Bus session and the AT-SPI bus launcher run for the test alone; the game starts with
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`` (as if Orca were running) and the tree is read over AT-SPI
with pyatspi by the system's Python (:mod:`atspi_probe`). Keys are real X key presses (xdotool).
Needs Debian's ``at-spi2-core``, ``python3-pyatspi``, ``gir1.2-atspi-2.0`` and ``dbus-daemon``
(``tools/setup-env --e2e`` installs them); skipped with the reason where they are missing
(under CI, failed).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from .xserver import XServer, missing_tools, needs, stop, xvfb

pytestmark = pytest.mark.e2e

PROBE = Path(__file__).with_name("atspi_probe.py")
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
LAUNCHERS = {"source": [sys.executable, "-m", "ttt_desktop"]}
if os.environ.get("TTT_EXECUTABLE"):
    LAUNCHERS["executable"] = [os.environ["TTT_EXECUTABLE"]]


def _missing() -> list[str]:
    missing = missing_tools()
    if shutil.which("dbus-daemon") is None:
        missing.append("dbus-daemon")
    if not os.access(BUS_LAUNCHER, os.X_OK):
        missing.append("at-spi2-core")
    if (
        not os.access(SYSTEM_PYTHON, os.X_OK)
        or subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode
        != 0
    ):
        missing.append("python3-pyatspi and gir1.2-atspi-2.0")
    return missing


MISSING = _missing() if sys.platform == "linux" else []


@contextmanager
def session_bus() -> Iterator[dict[str, str]]:
    """A private D-Bus session with the AT-SPI bus launcher on it; yields the environment."""
    daemon = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE,
        text=True,
    )
    launcher = None
    try:
        address = daemon.stdout.readline().strip()  # type: ignore[union-attr]
        assert address, "dbus-daemon printed no address"
        env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=address)
        launcher = subprocess.Popen(
            [BUS_LAUNCHER, "--launch-immediately"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        yield env
    finally:
        for process in (launcher, daemon):
            if process is not None:
                process.terminate()
                process.wait(timeout=10)


def read_tree(pid: int, env: dict[str, str]) -> list[dict[str, Any]] | None:
    """The program's accessibility tree, or ``None`` while it is not on the bus."""
    out = subprocess.run(
        [SYSTEM_PYTHON, str(PROBE), "tree", str(pid)],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert out.returncode == 0, out.stderr
    found = json.loads(out.stdout)
    return found["nodes"] if found["found"] else None


def cells_of(nodes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The board's cells: the children of the table named Board (or 盤面)."""
    for i, node in enumerate(nodes):
        if node.get("role") == "table" and node.get("name") == "Board":
            depth = node["depth"]
            return [n for n in nodes[i + 1 : i + 10] if n.get("depth") == depth + 1]
    return []


def poll(read: Any, check: Any, timeout: float, what: str) -> Any:
    """Read again (a real AT-SPI round trip each time) until ``check`` holds."""
    deadline = time.monotonic() + timeout
    while True:
        value = read()
        if value is not None and check(value):
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}; last read: {value}")
        time.sleep(0.2)  # pacing between two external reads, not a wait for Qt


@contextmanager
def listening(pid: int, env: dict[str, str], until: str,
              count: int = 1) -> Iterator[list[dict[str, Any]]]:
    """Record the program's accessibility events, as a screen reader receives them, from before
    the block until ``count`` events carrying ``until`` have crossed the bus (at most 30 s)."""
    listener = subprocess.Popen([SYSTEM_PYTHON, str(PROBE), "listen", str(pid), "30", until,
                                 str(count)], env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, text=True)
    events: list[dict[str, Any]] = []
    try:
        assert listener.stdout is not None and listener.stdout.readline().strip() == "ready"
        yield events
    finally:
        out, _ = listener.communicate(timeout=60)
        events.extend(json.loads(line) for line in out.splitlines() if line.strip())


def focus_window(server: XServer) -> None:
    """Give the game's window the keyboard focus (there is no window manager; the game is the
    only window on this display, and a one-file executable's window is not owned by the process
    that was started, so it is found by its title)."""
    subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "Tic-tac-toe",
                    "windowfocus", "--sync"], env=server.env(), check=True, timeout=20)


def renamed_cells(events: list[dict[str, Any]]) -> list[str]:
    """The new names of the cells that told the bus their name changed, in order."""
    return [e["name"] for e in events if e["type"] == "object:property-change:accessible-name"
            and e["role"] == "table cell"]


def reader_env(bus_env: dict[str, str], server: XServer, tmp_path: Path) -> dict[str, str]:
    """The game's environment on the display and the bus, as if Orca were running, in English
    and with folders of its own."""
    return dict(bus_env, DISPLAY=server.display, QT_QPA_PLATFORM="xcb",
                QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", LANGUAGE="en", LANG="C.UTF-8",
                XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))


def on_the_bus(test: Callable[..., None]) -> Callable[..., None]:
    """A test's decorator: it needs Linux and the AT-SPI stack (under CI, failed without it)."""
    test = needs(MISSING, "the AT-SPI stack", "apt-get install at-spi2-core python3-pyatspi "
                 "gir1.2-atspi-2.0 dbus-daemon xvfb xdotool imagemagick")(test)
    return pytest.mark.skipif(sys.platform != "linux",
                              reason="AT-SPI is Linux's accessibility bus")(test)


@on_the_bus
@pytest.mark.parametrize("launcher", sorted(LAUNCHERS))
def test_a_screen_reader_reads_nine_cells_a_move_and_the_status(tmp_path, launcher):
    with xvfb() as server, session_bus() as bus_env:
        env = reader_env(bus_env, server, tmp_path)
        game = subprocess.Popen([*LAUNCHERS[launcher], "--first", "you", "--level", "perfect",
                                 "--variant", "standard"], env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        try:
            tree = poll(lambda: read_tree(game.pid, env),
                        lambda nodes: len(cells_of(nodes)) == 9, 60, "the board's 9 cells")
            cells = cells_of(tree)
            assert [c["role"] for c in cells] == ["table cell"] * 9
            assert (cells[0]["name"], cells[4]["name"], cells[8]["name"]) == (
                "top left, empty", "centre, empty", "bottom right, empty")
            assert "key 5" in cells[4]["description"]
            assert any(n.get("role") == "label" and "Your turn" in n.get("name", "")
                       for n in tree), "the status is not exposed"

            focus_window(server)
            with listening(game.pid, env, "Your turn", 2) as events:  # the status's name, then
                # its announcement, come last; a real key press plays the centre
                server.key("5")
                tree = poll(lambda: read_tree(game.pid, env),
                            lambda nodes: cells_of(nodes)[4]["name"] == "centre, ○"
                            and sum("×" in c["name"] for c in cells_of(nodes)) == 1,
                            30, "the centre to read ○ and the computer's × to appear")
            renamed = renamed_cells(events)
            assert "centre, ○" in renamed, events
            described = {e["name"]: e["data"] for e in events
                         if e["type"] == "object:property-change:accessible-description"}
            crossed = next(name for name in renamed if name.endswith(", ×"))
            assert "last move" in described[crossed], events
            announced = [e["data"] for e in events if e["type"] == "object:announcement"]
            assert any("thinking" in text for text in announced), events
            assert any("Your turn" in text for text in announced), events
            assert any(n.get("role") == "label" and "Your turn" in n.get("name", "")
                       for n in tree), "the status after the computer's reply"
            focused = [c["name"] for c in cells_of(tree) if "focused" in c["states"]]
            assert focused == ["centre, ○"], focused

            with listening(game.pid, env, ", empty", 2) as events:  # Ctrl+Z: both cells
                server.key("ctrl+z")
                poll(lambda: read_tree(game.pid, env),
                     lambda nodes: all(c["name"].endswith("empty") for c in cells_of(nodes)),
                     30, "every cell to read empty after the undo")
            renamed = renamed_cells(events)
            assert "centre, empty" in renamed and len(renamed) == 2, events
            server.key("ctrl+q")
            assert game.wait(timeout=30) == 0
        finally:
            stop(game)
        errors = game.stderr.read() if game.stderr else ""
        assert "Traceback" not in errors, errors


def tree_rows(nodes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cells of the Game Tree window's tree view (the view named "Game tree")."""
    for i, node in enumerate(nodes):
        if node.get("name") == "Game tree" and "tree" in str(node.get("role")):
            depth = node["depth"]
            found = []
            for other in nodes[i + 1:]:
                if other.get("depth", 0) <= depth:
                    break
                found.append(other)
            return found
    return []


@on_the_bus
@pytest.mark.parametrize("launcher", sorted(LAUNCHERS))
def test_a_screen_reader_walks_the_game_tree_and_hears_the_search(tmp_path, launcher):
    with xvfb() as server, session_bus() as bus_env:
        env = reader_env(bus_env, server, tmp_path)
        game = subprocess.Popen([*LAUNCHERS[launcher], "--two-players"], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        try:
            poll(lambda: read_tree(game.pid, env), lambda nodes: len(cells_of(nodes)) == 9, 60,
                 "the board's 9 cells")
            focus_window(server)
            server.key("ctrl+g")  # View > Game Tree, on the empty board
            tree = poll(lambda: read_tree(game.pid, env),
                        lambda nodes: any(n.get("name", "").startswith("○5: draw for ○")
                                          for n in tree_rows(nodes)),
                        30, "the game tree's rows")
            names = [n["name"] for n in tree_rows(tree)]
            assert "○5: draw for ○, plies to the end 9, best move" in names, names
            assert sum(name.startswith("○") and "best move" in name for name in names) == 9
            subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name",
                            "Game Tree", "windowfocus", "--sync"], env=server.env(),
                           check=True, timeout=20)
            with listening(game.pid, env, "Visit", 1) as events:
                server.key("alt+t")  # S&tep: the search's first step, announced
            announced = [e["data"] for e in events if e["type"] == "object:announcement"]
            assert any(text.startswith("Visit the root") for text in announced), events
            game.terminate()  # SIGTERM closes both windows as Game > Quit does, search paused
            assert game.wait(timeout=30) == 0
        finally:
            stop(game)
        errors = game.stderr.read() if game.stderr else ""
        assert "Traceback" not in errors, errors
