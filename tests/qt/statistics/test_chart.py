"""The rating chart's title and legend: drawn apart in every language and at every width the
Statistics window gives the chart, Arabic (right to left) too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QImage

from ttt_desktop.engine import Variant
from ttt_desktop.qt.language.translations import TRANSLATED, Language
from ttt_desktop.qt.statistics.chart import GameRatingChart
from ttt_desktop.qt.words.names import variant_title

CODES = [language.value for language in TRANSLATED]


class _Chart(GameRatingChart):
    """The game rating chart, its title shown or not."""

    show_title = True

    def title(self) -> str:
        return super().title() if self.show_title else ""


def _ink(chart: _Chart, title: bool, legend: bool) -> QImage:
    """The chart as painted, with or without its title and its legend's names (the lines are
    the same in each)."""
    chart.show_title = title
    chart.set_series([(variant_title(variant) if legend else "", ratings)
                      for variant, ratings in _SERIES])
    return chart.grab().toImage()


# one line per rule, as Statistics draws them with no rule chosen
_SERIES = [(variant, [1500.0 + 15 * step * (index + 1) for step in range(8)])
           for index, variant in enumerate(Variant)]


def _changed(one: QImage, other: QImage) -> QRect:
    """The smallest rectangle round the pixels that differ."""
    box = QRect()
    for y in range(one.height()):
        for x in range(one.width()):
            if one.pixel(x, y) != other.pixel(x, y):
                box = box.united(QRect(x, y, 1, 1))
    return box


@pytest.mark.parametrize("language", ["en", *CODES], indirect=True)
def test_the_rating_charts_legend_is_never_drawn_over_its_title(qtbot, language) -> None:
    chart = _Chart()
    qtbot.addWidget(chart)
    chart.show()
    for width in (chart.minimumWidth(), 380, 440, 640):  # the Statistics window's halves
        chart.resize(width, 150)
        QCoreApplication.processEvents()
        bare = _ink(chart, title=False, legend=False)
        alone = _ink(chart, title=True, legend=False)
        title = _changed(alone, bare)  # the title's ink, with no legend to cover it
        assert not title.isEmpty()
        both = _ink(chart, title=True, legend=True)
        assert not _changed(both, alone).isEmpty()  # the legend is drawn
        # and nothing of it over the title: the title's box is as it is without a legend
        assert both.copy(title) == alone.copy(title), (width, title)
    if language is Language.ARABIC:  # the title starts where Arabic reading starts: the right
        assert title.right() > chart.width() - 20 and title.left() > 60
