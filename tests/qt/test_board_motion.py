"""The board draws each new mark as a pen would and the winning line across; input never waits
for it; undo, redo and the replay show positions at once; with animations off nothing moves."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPointF, QVariantAnimation
from PySide6.QtGui import QColor

from ttt_desktop.engine import Mark
from ttt_desktop.play.motion import save_animations
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.board.widget import BoardWidget

from .helpers import click_cell, play_and_wait_reply

TWO_PLAYERS = Settings(two_players=True)


def red_pixels(board: BoardWidget, cell: int) -> int:
    """How many pixels of a cell are near the marks' red."""
    image = board.grab().toImage()
    ratio = image.devicePixelRatio()
    rect = board.cell_rect(cell)
    count = 0
    for y in range(int(rect.top() * ratio), int(rect.bottom() * ratio), 2):
        for x in range(int(rect.left() * ratio), int(rect.right() * ratio), 2):
            r, g, b, _ = QColor(image.pixel(x, y)).getRgb()
            count += r > 180 and g < 110 and b < 120
    return count


def test_a_played_mark_is_drawn_as_a_stroke_that_ends_as_the_whole_mark(qtbot, make_window):
    window = make_window(TWO_PLAYERS)
    board = window.panel.board
    click_cell(qtbot, window, 4)
    assert board.is_animating()
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=2000)
    whole = red_pixels(board, 4)
    board.draw_mark(4)  # again, to catch it half drawn
    board._stroke = 0.5  # the state painted halfway through the stroke
    board.update()
    half = red_pixels(board, 4)
    board.finish_animations()
    assert 0.3 * whole < half < 0.75 * whole, (half, whole)
    assert red_pixels(board, 4) == whole


def test_a_click_during_a_stroke_is_played_at_once_and_the_stroke_jumps_to_its_end(
        qtbot, make_window):
    window = make_window(TWO_PLAYERS)
    board = window.panel.board
    click_cell(qtbot, window, 0)
    assert board.is_animating()
    click_cell(qtbot, window, 8)  # at once, during ○'s stroke
    assert window.controller.game.position.moves == (0, 8)
    assert board.cells()[0] is Mark.X and board.cells()[8] is Mark.O


def test_the_computer_s_reply_during_a_stroke_is_shown_at_once(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU), pause_ms=0)
    board = window.panel.board
    play_and_wait_reply(qtbot, window, 4)
    reply = window.controller.game.position.moves[1]
    assert board.cells()[reply] is Mark.O


def test_undo_redo_and_the_replay_show_positions_at_once(qtbot, make_window):
    window = make_window(TWO_PLAYERS)
    board = window.panel.board
    for cell in (0, 4, 8):
        click_cell(qtbot, window, cell)
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=2000)
    window.controller.undo()
    assert not board.is_animating()
    window.controller.redo()
    assert not board.is_animating() and board.cells()[8] is Mark.X
    window.controller.show_ply(1)
    assert not board.is_animating()


def test_the_winning_line_is_drawn_across_then_swells(qtbot, make_window):
    window = make_window(TWO_PLAYERS)
    board = window.panel.board
    for cell in (0, 3, 1, 4, 2):
        click_cell(qtbot, window, cell)
    assert board.winning_lines() == ((0, 1, 2),) and board.is_pulsing()
    assert board._line_drawn < 1.0  # being drawn across
    qtbot.waitUntil(lambda: not board.is_pulsing(), timeout=5000)
    assert board._line_drawn == 1.0


def test_with_animations_off_no_animation_ever_runs(qtbot, make_window, store):
    save_animations(store, False)
    window = make_window(TWO_PLAYERS)
    board = window.panel.board
    assert not board.animated()
    ran: list[object] = []
    for animation in board.findChildren(QVariantAnimation):
        animation.stateChanged.connect(
            lambda new, _old: ran.append(new) if new == QAbstractAnimation.State.Running else None)
    for cell in (0, 3, 1, 4, 2):  # a whole game, to its winning line
        click_cell(qtbot, window, cell)
        assert not board.is_animating()
    window.controller.undo()
    window.controller.redo()
    assert window.controller.game.is_over() and board.winning_lines() == ((0, 1, 2),)
    assert ran == [] and not board.is_animating()


def test_turning_animations_off_ends_what_moves(qtbot):
    board = BoardWidget()
    qtbot.addWidget(board)
    board.set_cells([Mark.X] + [None] * 8)
    board.draw_mark(0)
    assert board.is_animating()
    board.set_animated(False)
    assert not board.is_animating()
    board.draw_mark(0)
    assert not board.is_animating()
    assert board.cell_at(QPointF(-1, -1)) is None
