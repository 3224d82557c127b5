"""How to Play's words (ttt_desktop/qt/words/help.py): every key of the menus is listed."""

from __future__ import annotations


def test_how_to_play_lists_every_key_of_the_menus(make_window):
    from PySide6.QtGui import QKeySequence

    from ttt_desktop.qt.words.help import how_to_play_html

    window = make_window()
    text = how_to_play_html(window.menuBar())
    for key in ("W", "Ctrl+R", "Ctrl+M", "Ctrl+I", "Ctrl+C", "Ctrl+V", "Ctrl+O", "F1", "Ctrl+Q",
                "Ctrl+Shift+Z", "H", "A", "Ctrl+T"):
        assert f"{key}</b>" in text or f"{key} /" in text or f"/ {key}" in text, key
    for action in [*window.actions(), window.moves_action]:  # every key of every action
        for key in action.shortcuts():
            assert key.toString(QKeySequence.SequenceFormat.NativeText) in text
    assert "Watch the Computer" in text and "&amp;Watch" not in text
    assert "<b> /" not in text and "/ </b>" not in text  # a key this platform lacks is left out


def test_about_counts_every_level_and_names_adaptive():
    from ttt_desktop.engine.players import Level
    from ttt_desktop.qt.words.help import about_html

    about = about_html()
    levels = len(list(Level)) + 1  # the named levels, and Adaptive
    number = {4: "four", 5: "five", 6: "six"}[levels]
    assert f"{number} computer levels" in about, about
    assert "Adaptive" in about and "four computer levels" not in about


def test_how_to_play_explains_adaptive_and_the_puzzles_with_the_windows_own_words(make_window):
    from PySide6.QtCore import QCoreApplication

    from ttt_desktop.qt.words.help import how_to_play_html, menu_words

    window = make_window()
    text = how_to_play_html(window.menuBar())
    assert "<h4>Adaptive</h4>" in text and "<h4>Puzzles</h4>" in text
    assert "Adaptive plays as Perfect" in text
    menus = {menu_words(action.text()) for menu in window.menuBar().actions()
             if menu.menu() is not None for action in menu.menu().actions()}
    for item in ("Settings…", "Puzzles…"):  # the menu items it sends the player to
        assert item in menus and f"Game › {item}" in text, item
    for button in ("H&int", "&Try Again", "&Next Puzzle"):  # as the puzzle window says them
        assert menu_words(QCoreApplication.translate("PuzzleWindow", button)) in text, button
    assert text.index("<h4>Keys</h4>") < text.index("<h4>Adaptive</h4>")
