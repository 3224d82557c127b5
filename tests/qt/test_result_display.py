"""The result never hides the board: for each of the 8 lines, the finished board's pixels show
the winning line end to end, and the result is said beside the board."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from ttt_desktop.engine import LINES
from ttt_desktop.qt.settings import Settings

from .helpers import click_cell


def other_cells(line: tuple[int, int, int]) -> tuple[int, int]:
    """Two cells off the line for ×: two marks can never make a line."""
    rest = [c for c in range(9) if c not in line]
    return rest[0], rest[-1]


@pytest.mark.parametrize("line", LINES, ids=[f"line-{a}{b}{c}" for a, b, c in LINES])
def test_each_winning_line_stays_visible_when_the_game_ends(qtbot, make_window, line):
    window = make_window(Settings(two_players=True))
    window.resize(420, 560)
    a, b, c = line
    x1, x2 = other_cells(line)
    for cell in (a, x1, b, x2, c):
        click_cell(qtbot, window, cell)
    assert window.game.is_over() and window.board.winning_lines() == (line,)
    assert window.result_label.text().startswith("○ wins")
    board = window.board
    qtbot.waitUntil(lambda: not board.is_pulsing(), timeout=5000)
    image = board.grab().toImage()
    ratio = image.devicePixelRatio()
    ink = QColor(board.palette().color(QPalette.ColorRole.WindowText))
    start, end = board.cell_rect(a).center(), board.cell_rect(c).center()
    for step in range(11):  # every tenth of the way along the line, ends included
        point = start + (end - start) * (step / 10)
        pixel = QColor(image.pixel(int(point.x() * ratio), int(point.y() * ratio)))
        distance = sum(abs(p - q) for p, q in zip(pixel.getRgb()[:3], ink.getRgb()[:3]))
        assert distance < 160, (line, step, pixel.getRgb(), ink.getRgb())
