"""The result never hides the board: for each of the 8 lines, the finished board's pixels show
the winning line end to end, and the result is said beside the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QPalette

from ttt_desktop.engine import LINES, Variant
from ttt_desktop.engine.notation import cell_from_digit
from ttt_desktop.play.settings import Settings
from ttt_desktop.qt.board.widget import LineStyle

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
    assert window.controller.game.is_over() and window.panel.board.winning_lines() == (line,)
    assert window.panel.result_label.text().startswith("○ wins")
    board = window.panel.board
    qtbot.waitUntil(lambda: not board.is_pulsing(), timeout=5000)
    # the result is said in its own band, which does not reach the board's square
    square = board.board_rect().translated(board.mapTo(window, QPoint(0, 0)).toPointF())
    result = QRectF(window.panel.result_label.geometry()).translated(
        window.panel.result_label.parentWidget().mapTo(window, QPoint(0, 0)).toPointF())
    assert window.panel.result_label.isVisible() and not result.intersects(square), (result, square)
    # and the line is read off the whole window as drawn on screen, so anything laid over the
    # board (a banner, a child widget) would show in these pixels
    image = window.grab().toImage()
    ratio = image.devicePixelRatio()
    ink = QColor(board.palette().color(QPalette.ColorRole.WindowText))
    offset = board.mapTo(window, QPoint(0, 0)).toPointF()
    start, end = board.cell_rect(a).center() + offset, board.cell_rect(c).center() + offset
    for step in range(11):  # every tenth of the way along the line, ends included
        point = start + (end - start) * (step / 10)
        pixel = QColor(image.pixel(int(point.x() * ratio), int(point.y() * ratio)))
        distance = sum(abs(p - q) for p, q in zip(pixel.getRgb()[:3], ink.getRgb()[:3]))
        assert distance < 160, (line, step, pixel.getRgb(), ink.getRgb())


def pixel(board, point) -> QColor:
    image = board.grab().toImage()
    ratio = image.devicePixelRatio()
    return QColor(image.pixel(int(point.x() * ratio), int(point.y() * ratio)))


def between(board, first: int, second: int, share: float = 0.42):
    """A point on the stroke from one cell's centre towards the next: at 0.42 of the way it is
    clear of the ○ ring (radius 30 + 5 of 100) and of the grid line (at 50)."""
    a, b = board.cell_rect(first).center(), board.cell_rect(second).center()
    return a + (b - a) * share


def ink_distance(colour: QColor, ink: QColor) -> int:
    return sum(abs(p - q) for p, q in zip(colour.getRgb()[:3], ink.getRgb()[:3]))


def test_last_line_wins_draws_a_mid_game_line_at_once_and_says_play_goes_on(qtbot, make_window):
    window = make_window(Settings(two_players=True, variant=Variant.LAST_LINE))
    for cell in (0, 3, 1, 4, 2):  # ○ completes the top row: the game goes on
        click_cell(qtbot, window, cell)
    assert not window.controller.game.is_over()
    assert window.panel.board.lines() == (((0, 1, 2), LineStyle.DASHED_CIRCLE),)
    assert "play goes on" in window.status_line.text()
    assert "last line completed wins" in window.panel.rule_label.text()
    # every pixel between the two rings, but for the grid line: longer than any gap between
    # dashes, whatever the board's size (the fonts in use change it)
    reds = [pixel(window.panel.board, between(window.panel.board, 0, 1, share / 100))
            for share in [*range(36, 48), *range(53, 65)]]
    assert any(c.red() > 150 and c.green() < 130 for c in reds)  # drawn in the marks' red


def test_at_the_end_of_last_line_wins_the_winner_is_strong_and_the_loser_faded(qtbot,
                                                                               make_window):
    window = make_window(Settings(two_players=True, variant=Variant.LAST_LINE))
    for cell in (0, 3, 1, 4, 2, 5):  # × completes the middle row later: × wins
        click_cell(qtbot, window, cell)
    assert window.controller.game.is_over() and window.status_line.text().startswith("× wins")
    assert dict(window.panel.board.lines()) == {(0, 1, 2): LineStyle.FADED,
                                          (3, 4, 5): LineStyle.STRONG}
    board = window.panel.board
    qtbot.waitUntil(lambda: not board.is_pulsing(), timeout=5000)
    ink = QColor(board.palette().color(QPalette.ColorRole.WindowText))
    strong = ink_distance(pixel(board, between(board, 3, 4)), ink)
    faded = ink_distance(pixel(board, between(board, 0, 1)), ink)
    assert strong < 160 < faded  # the winner's line is near the ink, the loser's is not


def test_misere_draws_the_line_that_lost_and_says_why(qtbot, make_window):
    window = make_window(Settings(two_players=True, variant=Variant.MISERE))
    for cell in (0, 3, 1, 4, 2):  # ○ completes the top row: in misère, ○ loses
        click_cell(qtbot, window, cell)
    assert window.status_line.text().startswith("× wins: ○ made three in a row and loses")
    assert window.panel.board.lines() == (((0, 1, 2), LineStyle.STRONG),)
    board = window.panel.board
    qtbot.waitUntil(lambda: not board.is_pulsing(), timeout=5000)
    ink = QColor(board.palette().color(QPalette.ColorRole.WindowText))
    assert ink_distance(pixel(board, between(board, 0, 1)), ink) < 160


def test_the_analysis_numbers_have_a_legend(qtbot, make_window):
    window = make_window()
    assert window.panel.board.toolTip() == ""
    window.analysis_action.trigger()
    assert "win 3" in window.panel.board.toolTip() and "moves" in window.panel.board.toolTip()


@pytest.mark.parametrize(("variant", "said"), [
    (Variant.STANDARD, "○ wins"),  # two lines at once: a plain win, no rule to explain
    (Variant.MISERE, "× wins: ○ made three in a row and loses"),
    (Variant.LAST_LINE, "○ wins: the last line completed wins"),
])
def test_a_move_that_completes_two_lines_is_said_by_the_rules_in_force(
        qtbot, make_window, variant, said):
    window = make_window(Settings(two_players=True, variant=variant))
    for digit in "859346127":  # ○7, the last move, completes the top row and the left column
        click_cell(qtbot, window, cell_from_digit(int(digit)))
    game = window.controller.game
    assert game.is_over() and len(game.position.outcome().lines) == 2
    assert window.panel.result_label.text() == said
