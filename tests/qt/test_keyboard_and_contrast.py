"""Playable without the mouse and readable in high contrast: Tab goes round the board and the other
controls, the focus is always drawn, every menu action has a shortcut or a mnemonic (in English and
in Japanese), and the grid, the marks, the hint and the cursor keep their contrast."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from ttt_desktop.engine import Mark


def tab_cycle(qtbot, start: QWidget, key: Qt.Key) -> list[QWidget]:
    """The widgets that Tab (or Backtab) visits from ``start`` until it comes back."""
    visited: list[QWidget] = []
    for _ in range(40):
        focused = QApplication.focusWidget()
        qtbot.keyClick(focused, key)
        focused = QApplication.focusWidget()
        if focused is start:
            return visited
        visited.append(focused)
    raise AssertionError(f"Tab never came back to the board: {visited}")


def test_tab_goes_from_the_board_to_the_move_list_and_back(qtbot, make_window):
    window = make_window()
    window.activateWindow()
    window.panel.board.setFocus()
    qtbot.waitUntil(window.panel.board.hasFocus)
    forward = tab_cycle(qtbot, window.panel.board, Qt.Key.Key_Tab)
    assert window.move_list.moves_view in forward
    assert all(window.isAncestorOf(widget) for widget in forward)
    backward = tab_cycle(qtbot, window.panel.board, Qt.Key.Key_Backtab)
    assert list(reversed(backward)) == forward


def test_tab_into_the_board_shows_the_cell_the_keys_act_on(qtbot, make_window):
    window = make_window()
    window.activateWindow()
    window.move_list.moves_view.setFocus()
    qtbot.waitUntil(window.move_list.moves_view.hasFocus)
    unfocused = window.panel.board.grab().toImage()
    qtbot.keyClick(window.move_list.moves_view, Qt.Key.Key_Backtab)
    qtbot.waitUntil(window.panel.board.hasFocus)
    focused = window.panel.board.grab().toImage()
    highlight = window.panel.board.palette().color(QPalette.ColorRole.Highlight)
    edge = QPointF(2, window.panel.board.height() / 2).toPoint()  # the focus frame at the left edge
    assert close(focused.pixelColor(edge), highlight)
    assert not close(unfocused.pixelColor(edge), highlight)
    cursor = window.panel.board.cell_rect(window.panel.board.cursor_cell())
    side = [QPointF(cursor.left() + 10, cursor.top() + y).toPoint()
            for y in range(15, int(cursor.height()) - 15)]
    assert any(close(focused.pixelColor(p), highlight) for p in side)  # the dashed cursor
    assert not any(close(unfocused.pixelColor(p), highlight) for p in side)


def mnemonic(text: str) -> str | None:
    """The letter after a single '&', lower-cased."""
    at = text.replace("&&", "").find("&")
    return text.replace("&&", "")[at + 1].lower() if at >= 0 else None


def test_every_menu_action_has_a_shortcut_or_a_mnemonic_and_none_clash(make_window, language):
    window = make_window()
    menus = [action.menu() for action in window.menuBar().actions()]
    titles = [mnemonic(action.text()) for action in window.menuBar().actions()]
    assert None not in titles and len(set(titles)) == len(titles), titles
    for menu in menus:
        assert isinstance(menu, QMenu)
        actions = [a for a in menu.actions() if not a.isSeparator()]
        letters = [mnemonic(a.text()) for a in actions]
        for action, letter in zip(actions, letters, strict=True):
            assert letter is not None or not action.shortcut().isEmpty(), action.text()
        taken = [letter for letter in letters if letter is not None]
        assert len(set(taken)) == len(taken), f"{menu.title()}: {letters}"


# -- high contrast --------------------------------------------------------------------------

def luminance(colour: QColor) -> float:
    """Relative luminance, as WCAG 2 defines it."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
            + 0.0722 * linear(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def close(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


def high_contrast(dark: bool) -> QPalette:
    """The two usual high-contrast schemes: white on black with yellow selection, and black on
    white with dark blue selection."""
    ink, paper, select = (("#ffffff", "#000000", "#ffff00") if dark
                          else ("#000000", "#ffffff", "#1a1aa6"))
    palette = QPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role, colour in ((QPalette.ColorRole.Window, paper), (QPalette.ColorRole.Base, paper),
                             (QPalette.ColorRole.WindowText, ink), (QPalette.ColorRole.Text, ink),
                             (QPalette.ColorRole.PlaceholderText, ink),
                             (QPalette.ColorRole.Highlight, select)):
            palette.setColor(group, role, QColor(colour))
    return palette


def strongest(image: QImage, points: list[QPointF], against: QColor) -> float:
    """The best contrast with the background among some pixels of a painted feature."""
    return max(contrast(image.pixelColor(p.toPoint()), against) for p in points)


@pytest.mark.parametrize("dark", [True, False], ids=["white-on-black", "black-on-white"])
def test_grid_marks_hint_and_cursor_keep_their_contrast(qtbot, make_window, dark):
    window = make_window()
    window.setPalette(high_contrast(dark))
    board = window.panel.board
    board.set_cells([Mark.X, Mark.O] + [None] * 7)
    board.set_highlight(4)
    window.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Left):  # the cursor to cell 6 (bottom left)
        qtbot.keyClick(board, key)
    image = board.grab().toImage()
    paper = QColor("#000000" if dark else "#ffffff")
    empty = board.cell_rect(8)
    assert contrast(image.pixelColor(QPointF(empty.left() + 30, empty.top() + 30).toPoint()),
                    paper) < 1.1  # the background is the palette's

    scale = board.board_rect().width() / 300
    grid_x = board.cell_rect(5).left()
    grid = [QPointF(grid_x + dx, empty.center().y()) for dx in (-1, 0, 1)]
    circle = board.cell_rect(0)
    ring = [QPointF(circle.center().x() + 30 * scale + dx, circle.center().y())
            for dx in (-2, 0, 2)]
    cross = [QPointF(board.cell_rect(1).center().x() + dx, board.cell_rect(1).center().y())
             for dx in (-1, 0, 1)]
    hint = board.cell_rect(4)
    hint_frame = [QPointF(hint.left() + 6 + dx, hint.center().y()) for dx in (-1, 0, 1)]
    cursor = board.cell_rect(6)
    cursor_edge = [QPointF(cursor.left() + 10 + dx, cursor.top() + y)
                   for dx in (-1, 0, 1) for y in range(20, int(cursor.height()) - 20)]
    figures = {"grid": strongest(image, grid, paper), "○": strongest(image, ring, paper),
               "×": strongest(image, cross, paper), "hint": strongest(image, hint_frame, paper),
               "cursor": strongest(image, cursor_edge, paper)}
    # WCAG 2's 3:1 for the parts of graphics needed to understand them
    assert all(ratio >= 3 for ratio in figures.values()), figures
