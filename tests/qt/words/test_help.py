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
