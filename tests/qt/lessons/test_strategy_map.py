"""Help › Strategy Map: made off the window's thread, shown as a page, counted, saved as SVG;
its worker's thread ends when the dialog or the window closes."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.strategy_map import strategy_map
from ttt_desktop.play.settings import Settings
from ttt_desktop.qt.lessons.strategy_map import StrategyMapDialog


def open_map(qtbot, make_window) -> tuple[object, StrategyMapDialog]:
    window = make_window(Settings(two_players=True))
    window.strategy_map_action.trigger()
    dialog = window.findChild(StrategyMapDialog)
    assert dialog is not None and dialog.isVisible()
    return window, dialog


def test_the_map_is_made_off_the_window_s_thread_and_counted(qtbot, make_window):
    _, dialog = open_map(qtbot, make_window)
    qtbot.waitUntil(lambda: dialog.svg() != "", timeout=20_000)
    assert dialog.request() == (Variant.STANDARD, Mark.X, "a4")
    positions = len(strategy_map(Variant.STANDARD, Mark.X))
    assert dialog.count_label.text() == f"{positions} positions, one move each"
    assert not dialog.page.pixmap().isNull()
    ET.fromstring(dialog.svg())  # a well-formed page


def test_another_side_and_paper_give_another_map(qtbot, make_window, tmp_path):
    _, dialog = open_map(qtbot, make_window)
    qtbot.waitUntil(lambda: dialog.svg() != "", timeout=20_000)
    first = dialog.svg()
    dialog.side_box.setCurrentIndex(1)
    dialog.paper_box.setCurrentIndex(1)
    qtbot.waitUntil(lambda: dialog.svg() not in ("", first), timeout=20_000)
    assert dialog.request() == (Variant.STANDARD, Mark.O, "a3")
    path = tmp_path / "map.svg"
    dialog.save(str(path))
    assert path.read_text(encoding="utf-8") == dialog.svg()


def test_closing_ends_the_worker_and_opening_again_makes_the_map(qtbot, make_window):
    window, dialog = open_map(qtbot, make_window)
    dialog.close()
    assert dialog._thread is None
    window.strategy_map_action.trigger()
    assert window.findChild(StrategyMapDialog) is dialog
    qtbot.waitUntil(lambda: dialog.svg() != "", timeout=20_000)
    window.close()
    assert dialog._thread is None


def test_the_page_is_in_the_player_s_language(qtbot, make_window):
    from ttt_desktop.qt.language.translations import Language, apply_language

    _, dialog = open_map(qtbot, make_window)
    qtbot.waitUntil(lambda: dialog.svg() != "", timeout=20_000)
    english = dialog.svg()
    assert "Strategy map: Standard, ○ (first player)" in english
    try:
        assert apply_language(Language.JAPANESE)
        qtbot.waitUntil(lambda: dialog.svg() not in ("", english), timeout=20_000)
        page = dialog.svg()
        title = ET.fromstring(page).find("{http://www.w3.org/2000/svg}title")
        assert title is not None and title.text == "戦略マップ：ふつうのルール、○（先手）"
        positions = len(strategy_map(Variant.STANDARD, Mark.X))
        assert f">{positions} 局面：○ がこのマップどおりに打てば" in page
        assert ">ルール：" in page and ">テンキー<" in page
        assert ">○ の 1 手目：盤上の印 0 個の 1 局面<" in page
        assert "Strategy map" not in page and "keypad<" not in page
    finally:
        apply_language(Language.ENGLISH)
