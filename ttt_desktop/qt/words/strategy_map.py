"""The strategy map's printable page in the player's language: the words
:func:`ttt_desktop.engine.map_svg.map_svg` draws. The worker that draws the page calls the counted
ones on its own thread (``QCoreApplication.translate`` is thread-safe)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.map_svg import MapWords
from .names import variant_description, variant_title
from .plurals import Counted


class StrategyMapPage(Counted):
    """The context of the page's words."""


def _positions(count: int, mark: str) -> str:
    return StrategyMapPage.tr(
        "%n position(s): every one that can arise when {mark} follows this map, whatever the "
        "other side plays.", "", count).format(mark=mark)


def _section(number: int, mark: str, count: int, ply: int) -> str:
    marks = StrategyMapPage.tr("%n mark(s) on the board", "", ply)
    return StrategyMapPage.tr("Move {number} of {mark}: %n position(s) with {marks}", "",
                              count).format(number=number, mark=mark, marks=marks)


def page_words() -> MapWords:
    """The page's words in the language in force now."""
    return MapWords(
        title_first=QCoreApplication.translate("StrategyMapPage",
                                               "Strategy map: {rule}, {mark} (first player)"),
        title_second=QCoreApplication.translate("StrategyMapPage",
                                                "Strategy map: {rule}, {mark} (second player)"),
        positions=_positions,
        promise_win=QCoreApplication.translate(
            "StrategyMapPage", "Every move here keeps the win, and wins as fast as it can."),
        promise_draw=QCoreApplication.translate(
            "StrategyMapPage",
            "Every move here keeps the draw, and leaves the other side the most ways to go wrong."),
        promise_loss=QCoreApplication.translate(
            "StrategyMapPage",
            "This side loses against best play; every move here leaves the other side the most "
            "ways to go wrong."),
        rule=QCoreApplication.translate("StrategyMapPage", "Rule: {description}"),
        find=QCoreApplication.translate(
            "StrategyMapPage",
            "Find your board and play the square marked in blue; its keypad digit is under it."),
        keypad=QCoreApplication.translate("StrategyMapPage", "keypad",
                                          "under the key of the squares' keypad digits"),
        section=_section,
        rule_title=variant_title,
        rule_description=variant_description,
    )
