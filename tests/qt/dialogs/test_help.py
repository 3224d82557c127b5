"""The How to Play dialog scrolls in a box that can be resized."""

from __future__ import annotations


def test_how_to_play_scrolls_in_a_box_that_can_be_resized(make_window, monkeypatch) -> None:
    from ttt_desktop.qt.dialogs.help import HelpDialog

    seen: list[HelpDialog] = []
    monkeypatch.setattr(HelpDialog, "exec", lambda self: seen.append(self) or 0)
    window = make_window()
    window.show_how_to_play()
    [dialog] = seen
    assert dialog.windowTitle() == "How to play"
    assert "Last line wins" in dialog.text.toPlainText()
    assert dialog.minimumSizeHint().height() < 300  # it can shrink, and then it scrolls
    dialog.deleteLater()
