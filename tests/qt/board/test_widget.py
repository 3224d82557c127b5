"""The board widget: what it paints, and what clicks and keys it reports."""

from __future__ import annotations

from statistics import median

import pytest
from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from ttt_desktop.engine import Mark
from ttt_desktop.play.motion import save_animations
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.board.widget import BoardWidget

from ..helpers import click_cell, play_and_wait_reply

RED = QColor("#DD3344")


@pytest.fixture
def board(qtbot) -> BoardWidget:
    widget = BoardWidget()
    qtbot.addWidget(widget)
    widget.resize(300, 300)
    widget.show()
    return widget


def colour_at(widget: BoardWidget, x: float, y: float) -> QColor:
    image = widget.grab().toImage()
    ratio = image.devicePixelRatio()
    return image.pixelColor(int(x * ratio), int(y * ratio))


def near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return all(abs(p - q) <= tolerance for p, q in
               zip((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue())))


def local(board: BoardWidget, cell: int, x: float, y: float) -> tuple[float, float]:
    """A point given in the original canvas's 100-pixel cell units, in widget pixels."""
    rect = board.cell_rect(cell)
    scale = rect.width() / 100
    return rect.left() + x * scale, rect.top() + y * scale


def test_circle_and_cross_are_red_with_the_canvas_proportions(board):
    board.set_cells([Mark.X, Mark.O] + [None] * 7)
    # circle: radius 30 around the centre, hollow
    assert near(colour_at(board, *local(board, 0, 50 + 30, 50)), RED)
    assert near(colour_at(board, *local(board, 0, 50, 50 - 30)), RED)
    assert not near(colour_at(board, *local(board, 0, 50, 50)), RED)
    # cross: from (20, 20) to (80, 80) and from (20, 80) to (80, 20)
    for x, y in ((50, 50), (30, 30), (70, 70), (30, 70), (70, 30)):
        assert near(colour_at(board, *local(board, 1, x, y)), RED), (x, y)
    assert not near(colour_at(board, *local(board, 1, 50, 20)), RED)


def test_the_grid_uses_the_palettes_text_colour_light_and_dark(board):
    rect = board.cell_rect(0)
    on_line = (rect.right(), rect.center().y())
    palette = QPalette(board.palette())
    for text in (QColor("#000000"), QColor("#f0f0f0")):
        palette.setColor(QPalette.ColorRole.WindowText, text)
        palette.setColor(QPalette.ColorRole.Window, QColor("#202020" if text.red() else "#ffffff"))
        board.setPalette(palette)
        assert near(colour_at(board, *on_line), text)


def test_the_board_stays_square_and_centred(board):
    board.resize(500, 300)
    rect = board.board_rect()
    assert rect.width() == pytest.approx(rect.height())
    assert rect.center().x() == pytest.approx(250)
    assert rect.center().y() == pytest.approx(150)


def test_a_winning_line_is_drawn_across_the_marks(board):
    board.set_cells([Mark.X, Mark.X, Mark.X] + [None] * 6)
    between = (board.cell_rect(1).center().x(), board.cell_rect(1).center().y())  # in the ring
    without = colour_at(board, *between)
    board.set_winning_lines([(0, 1, 2)])
    assert colour_at(board, *between) != without


def test_clicks_map_to_cells_and_outside_clicks_are_ignored(qtbot, board):
    for cell in range(9):
        with qtbot.waitSignal(board.cell_clicked) as clicked:
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton,
                             pos=board.cell_rect(cell).center().toPoint())
        assert clicked.args == [cell]
    with qtbot.assertNotEmitted(board.cell_clicked):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
        qtbot.mouseClick(board, Qt.MouseButton.RightButton,
                         pos=board.cell_rect(4).center().toPoint())


def test_the_widget_repaints_when_its_state_changes(qtbot, board):
    qtbot.waitUntil(lambda: board.painted_count > 0)
    before = board.painted_count
    board.set_cells([Mark.O] + [None] * 8)
    qtbot.waitUntil(lambda: board.painted_count > before)


def test_a_setter_that_changes_nothing_paints_nothing(qtbot, board):
    """A redraw passes the whole state to the board after every move: only what changed is
    painted again, and a call with the same values asks for no paint at all."""
    board.set_cells([Mark.X] + [None] * 8)
    board.set_last_move(0)
    qtbot.waitUntil(lambda: board.painted_count > 0)
    for _ in range(3):
        QApplication.processEvents()
    count = board.painted_count
    board.set_cells([Mark.X] + [None] * 8)
    board.set_last_move(0)
    board.set_highlight(None)
    board.set_lines(())
    board.set_notes({})
    board.set_dimmed(False)
    for _ in range(5):
        QApplication.processEvents()
    assert board.painted_count == count
    board.set_cells([Mark.X, None, None, None, Mark.O] + [None] * 4)
    qtbot.waitUntil(lambda: board.painted_count > count)


def dash_runs(board: BoardWidget, row: int) -> list[int]:
    """The lengths, in pixels, of the red runs along a row's centre line, read between the grid
    lines' edges (the empty board has no marks to cross)."""
    image = board.grab().toImage()
    ratio = image.devicePixelRatio()
    y = board.cell_rect(row * 3).center().y()
    left, right = board.cell_rect(row * 3).left(), board.cell_rect(row * 3 + 2).right()
    grid = [board.cell_rect(row * 3 + i).left() for i in (1, 2)]
    runs, current = [], 0
    for x in range(int(left) + 2, int(right) - 2):
        if any(abs(x - g) < 6 for g in grid):
            current = 0  # the grid line: neither dash nor gap
            continue
        colour = image.pixelColor(int(x * ratio), int(y * ratio))
        if near(colour, RED, 60):
            current += 1
        elif current:
            runs.append(current)
            current = 0
    return runs


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_two_players_mid_game_lines_differ_by_their_dashes_not_only_colour(board, dark):
    """Both marks are the same red, so ○'s and ×'s mid-game lines must differ in pattern: ○'s
    dashes are long, ×'s short, in either palette."""
    from ttt_desktop.qt.board.widget import LineStyle

    if dark:
        palette = QPalette(board.palette())
        palette.setColor(QPalette.ColorRole.Window, QColor("#202124"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#e8eaed"))
        board.setPalette(palette)
    board.set_lines([((0, 1, 2), LineStyle.DASHED_CIRCLE), ((6, 7, 8), LineStyle.DASHED_CROSS)])
    circle, cross = dash_runs(board, 0), dash_runs(board, 2)
    assert len(circle) >= 3 and len(cross) >= 3, (circle, cross)
    # long dashes against short ones (the median: a dash cut by the grid or an end is shorter)
    assert median(circle) > 2 * median(cross), (circle, cross)
    background = board.palette().color(QPalette.ColorRole.Window)
    assert not near(background, RED, 60)  # the red dashes stand out from the board


# -- motion: each new mark drawn as a pen would, the winning line across; input never waits;
# undo, redo and the replay at once; with animations off nothing moves

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
