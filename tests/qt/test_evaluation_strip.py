"""The evaluation strip under the move list: empty until a review, explained in its label
and its tooltip, which wraps."""

from __future__ import annotations

from ttt_desktop.play.settings import Settings

from .helpers import click_cell


def test_the_evaluation_strip_is_explained_and_shows_nothing_until_there_is_something_to_show(
        qtbot, make_window):
    """No empty box before a review; the strip and its words keep their place, so that the
    review lays nothing out again."""
    window = make_window(Settings(two_players=True))
    panel = window.move_list

    def blank() -> bool:  # nothing painted: every pixel the window's background
        image = panel.strip.grab().toImage()
        colours = {image.pixel(x, y) for x in range(0, image.width(), 3)
                   for y in range(0, image.height(), 3)}
        return len(colours) == 1 and panel.strip_label.text() == ""

    assert blank() and panel.strip.toolTip() == ""
    for cell in (0, 3, 1, 4, 2):
        click_cell(qtbot, window, cell)
    qtbot.waitUntil(lambda: panel.strip.values() != ())
    assert not blank()
    tip = panel.strip.toolTip()
    assert "○" in tip and "×" in tip and "draw" in tip
    assert panel.strip_label.isVisibleTo(panel) and "○" in panel.strip_label.text()
    window.controller.new_game()
    assert blank()


def test_the_evaluation_strips_tooltip_wraps(qtbot) -> None:
    from PySide6.QtGui import Qt

    from ttt_desktop.qt.evaluation_strip import EvaluationStrip

    strip = EvaluationStrip()
    qtbot.addWidget(strip)
    strip.set_values([0, 0, 1])
    tip = strip.toolTip()
    assert Qt.mightBeRichText(tip) and "best play" in tip  # a rich-text tooltip wraps
