"""End to end on a real X server: real mouse clicks, a real screenshot, red marks where clicked.

The game runs from source, and also as the packaged executable when ``TTT_EXECUTABLE`` names
one (CI sets it after ``packaging/build``). Screenshots go to ``TTT_E2E_SHOTS`` if it is set.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from .xserver import RED, XServer, missing_tools, needs, stop, wait_for, xvfb

pytestmark = pytest.mark.e2e

LAUNCHERS = {"source": [sys.executable, "-m", "ttt_desktop"]}
if os.environ.get("TTT_EXECUTABLE"):
    LAUNCHERS["executable"] = [os.environ["TTT_EXECUTABLE"]]


def is_red(image: QImage, x: float, y: float) -> bool:
    colour = image.pixelColor(int(x), int(y))
    return all(abs(a - b) <= 40 for a, b in zip(colour.getRgb()[:3], RED.getRgb()[:3]))


class Board:
    """Where the board is on the screen, in the original canvas's 100-pixel cell units."""

    def __init__(self, x: int, y: int, side: int) -> None:
        self.x, self.y, self.cell = x, y, side / 3

    def point(self, cell: int, u: float = 50, v: float = 50) -> tuple[int, int]:
        return (round(self.x + (cell % 3 + u / 100) * self.cell),
                round(self.y + (cell // 3 + v / 100) * self.cell))

    def read(self, image: QImage) -> list[str]:
        """Each cell as 'circle', 'cross' or '' from the screenshot's pixels."""
        cells = []
        for cell in range(9):
            ring = (is_red(image, *self.point(cell, 80, 50))
                    and is_red(image, *self.point(cell, 50, 20)))
            centre = is_red(image, *self.point(cell, 50, 50))
            cells.append("cross" if centre else "circle" if ring else "")
        return cells


def read_board_line(process: subprocess.Popen[str]) -> Board:
    found: list[str] = []

    def reader() -> None:
        for line in process.stdout:  # type: ignore[union-attr]
            if line.startswith("board: "):
                found.append(line)
                return

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    thread.join(timeout=60)
    assert found, "the game never reported its board (did the window open?)"
    x, y, side = (int(v) for v in found[0].split()[1:])
    return Board(x, y, side)


@needs(missing_tools(), "Xvfb, xdotool and ImageMagick's import",
       "apt-get install xvfb xdotool imagemagick")
@pytest.mark.parametrize("launcher", sorted(LAUNCHERS))
def test_real_clicks_put_red_circles_where_clicked_and_the_computer_answers(tmp_path, launcher):
    with xvfb() as server:
        env = server.env()
        env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
                   TTT_REPORT_GEOMETRY="1")
        command = [*LAUNCHERS[launcher], "--first", "you", "--level", "perfect",
                   "--variant", "standard"]
        game = subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        try:
            board = read_board_line(game)
            play(server, board, tmp_path, launcher)
            server.key("ctrl+q")
            assert game.wait(timeout=30) == 0
        finally:
            stop(game)
        errors = game.stderr.read() if game.stderr else ""
        assert "Traceback" not in errors and "QThread" not in errors, errors


def play(server: XServer, board: Board, tmp_path: Path, launcher: str) -> None:
    """Click the centre, wait for the reply, click an empty cell, wait for the reply."""
    server.click(*board.point(4))
    cells = wait_for(lambda: _with_marks(server, board, 2), 20, "the computer's first reply")
    assert cells[4] == "circle", cells
    assert cells.count("cross") == 1, cells
    second = cells.index("")
    server.click(*board.point(second))
    cells = wait_for(lambda: _with_marks(server, board, 4), 20, "the computer's second reply")
    assert cells[4] == "circle" and cells[second] == "circle", cells
    assert cells.count("cross") == 2, cells
    shot = server.screenshot()
    shot.save(str(tmp_path / f"e2e-{launcher}.png"))
    if os.environ.get("TTT_E2E_SHOTS"):
        Path(os.environ["TTT_E2E_SHOTS"]).mkdir(parents=True, exist_ok=True)
        shot.save(str(Path(os.environ["TTT_E2E_SHOTS"]) / f"e2e-{launcher}.png"))


def _with_marks(server: XServer, board: Board, count: int) -> list[str] | None:
    cells = board.read(server.screenshot())
    return cells if sum(bool(c) for c in cells) >= count else None
