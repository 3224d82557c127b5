"""What the third play-test found (issue 17), each pinned by a test that failed before the fix.

Items whose fix lives in the controller have their tests in ``tests/play/test_controller.py``;
item 6 (the machine) is in ``tests/test_setup_env.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.history import HistoryStore
from ttt_desktop.play.settings import Settings
from ttt_desktop.qt.dialogs.watch import WatchDialog
from ttt_desktop.qt.language.translations import Language, apply_language

from .helpers import click_cell
from .statistics.test_window import WIN_FOR_O, open_statistics, stored

ROOT = Path(__file__).resolve().parents[2]

# -- 4. windows that behave ----------------------------------------------------------------------


def test_a_game_opened_from_statistics_comes_to_the_front(qtbot, make_window, tmp_path):
    """Statistics is a window of its own, not one kept above the main window, so the main window
    raised to show the opened game is not covered by it."""
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(stored(WIN_FOR_O, Mark.X))
    store.close()
    window, stats = open_statistics(qtbot, make_window, path)
    assert stats.windowHandle().transientParent() is None
    stats.games_view.selectRow(0)
    stats.open_button.click()
    assert window.controller.game.position.moves == WIN_FOR_O
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.close()
    assert not stats.isVisible()  # it goes with the main window


def test_the_first_window_fits_a_small_screen(tmp_path):
    """QT_SCALE_FACTOR=2 on a 1280x1024 screen leaves 640x512: the first window fits in it."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1280,
                                               "height": 1024, "logicalDpi": 96,
                                               "logicalBaseDpi": 96, "dpr": 1}]}))
    script = (
        "import sys, tempfile\n"
        "from PySide6.QtCore import QSettings\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from ttt_desktop.play.settings import Settings\n"
        "from ttt_desktop.qt.main_window import MainWindow\n"
        "app = QApplication([])\n"
        "store = QSettings(tempfile.mkdtemp() + '/s.ini', QSettings.Format.IniFormat)\n"
        "window = MainWindow(store, Settings(), pause_ms=0)\n"
        "window.show()\n"
        "app.processEvents()\n"
        "frame, available = window.frameGeometry(), window.screen().availableGeometry()\n"
        "print(frame.width(), frame.height(), available.width(), available.height())\n"
        "window.close()\n")
    env = {**os.environ, "QT_SCALE_FACTOR": "2",
           "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=60, check=True, cwd=ROOT)
    width, height, free_width, free_height = map(int, done.stdout.split())
    assert (free_width, free_height) == (640, 512)
    assert width <= free_width and height <= free_height, done.stdout


def test_the_english_title_has_no_japanese_and_the_japanese_keeps_its_own(make_window):
    window = make_window()
    assert window.windowTitle() == "Tic-tac-toe"  # a window manager without CJK draws boxes
    apply_language(Language.JAPANESE)
    try:
        QCoreApplication.processEvents()
        assert window.windowTitle() == "三目並べ"
    finally:
        apply_language(Language.ENGLISH)


def test_the_watch_dialog_is_wide_enough_for_its_title(qtbot):
    for language in (Language.ENGLISH, Language.JAPANESE):
        apply_language(language)
        try:
            dialog = WatchDialog(Level.EASY, Level.PERFECT)
            qtbot.addWidget(dialog)
            dialog.show()
            title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
            # the title bar also holds an icon and two or three buttons
            assert dialog.width() >= title + 160, (dialog.windowTitle(), dialog.width())
            dialog.close()
        finally:
            apply_language(Language.ENGLISH)


# -- 5. bad files get words, and a way forward ---------------------------------------------------


def test_open_game_on_a_file_that_is_not_text_says_so_in_the_players_language(
        make_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    binary = tmp_path / "game.ttt"
    binary.write_bytes(b"\xff\xfe\x00\x81 not text")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(binary), ""))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    window = make_window()
    window.files.open_dialog()
    assert said == ["game.ttt is not a text file, so it cannot hold a game."]
    apply_language(Language.JAPANESE)
    try:
        window.files.open_dialog()
    finally:
        apply_language(Language.ENGLISH)
    assert "codec" not in said[1] and "game.ttt" in said[1] and "テキスト" in said[1]
    assert window.controller.game.position.ply == 0  # nothing was loaded


# -- 2. focus and keys ---------------------------------------------------------------------------


def active(qtbot, window):
    """The window active, as under a window manager, so that its shortcuts take keys."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def test_the_hint_and_its_words_stay_until_the_next_move(qtbot, make_window):
    window = active(qtbot, make_window(Settings(two_players=True)))
    for cell in (0, 4, 1):  # ○ threatens the top row; × to move
        click_cell(qtbot, window, cell)
    qtbot.keyClick(window.panel.board, Qt.Key.Key_H)
    assert window.panel.board.highlight() == 2
    # longer than the hint once lasted (1.6 s) and than a passing note (3 s)
    with qtbot.assertNotEmitted(window.controller.changed, wait=3500):
        pass
    assert window.panel.board.highlight() == 2
    assert "blocks a line" in window.status_text()
    click_cell(qtbot, window, 2)  # the next move takes it away
    assert window.panel.board.highlight() is None
    assert "Hint" not in window.status_text()


def test_h_says_why_there_is_no_hint_while_the_computer_thinks_and_after_the_end(
        qtbot, make_window):
    window = active(qtbot, make_window(pause_ms=400))
    click_cell(qtbot, window, 4)
    assert window.controller.is_thinking()
    qtbot.keyClick(window.panel.board, Qt.Key.Key_H)
    assert "Wait for the computer's move" in window.status_text()
    qtbot.waitUntil(lambda: window.controller.game.is_human_turn(), timeout=5000)
    window.controller.load_text("1. ○7 ×1  2. ○8 ×2  3. ○9")  # a finished game
    qtbot.keyClick(window.panel.board, Qt.Key.Key_H)
    assert "The game is over: no hint needed" in window.status_text()


def test_review_during_a_game_leaves_the_keys_on_the_board(qtbot, make_window):
    window = active(qtbot, make_window(Settings(two_players=True)))
    window.panel.board.setFocus()
    qtbot.keyClick(window.panel.board, Qt.Key.Key_5)
    qtbot.keyClick(window.panel.board, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.moves_dock.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_7)  # the next digit still plays
    assert window.controller.game.position.moves == (4, 0)


def test_the_move_list_shows_when_it_has_the_focus(qtbot, make_window):
    window = active(qtbot, make_window(Settings(two_players=True)))
    for cell in (4, 0):
        click_cell(qtbot, window, cell)
    view = window.move_list.moves_view
    window.panel.board.setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    without = view.grab().toImage()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    with_focus = view.grab().toImage()
    # the frame round the list changes colour (the rows themselves are the same)
    edge = ([(x, 1) for x in range(0, view.width(), 7)]
            + [(1, y) for y in range(0, view.height(), 7)])
    changed = sum(without.pixel(x, y) != with_focus.pixel(x, y) for x, y in edge)
    assert changed > len(edge) // 2


# -- 3. text you can read ------------------------------------------------------------------------


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


def test_a_taken_cell_is_named_without_nested_brackets(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    click_cell(qtbot, window, 4)
    click_cell(qtbot, window, 4)
    assert "That cell, centre (5), is taken: pick an empty one." in window.status_text()


def test_the_settings_dialog_grows_to_fit_its_text_when_the_rules_change(qtbot):
    from ttt_desktop.engine import Variant
    from ttt_desktop.qt.dialogs.settings import SettingsDialog

    for language in (Language.ENGLISH, Language.JAPANESE):
        apply_language(language)
        try:
            dialog = SettingsDialog(Settings(level=Level.PERFECT), False)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            dialog.variant_box.setCurrentIndex(list(Variant).index(Variant.LAST_LINE))
            for label in (dialog.level_note, dialog.variant_note):  # every line shown whole
                qtbot.waitUntil(lambda label=label: label.height()
                                >= label.heightForWidth(label.width()), timeout=2000)
            dialog.close()
        finally:
            apply_language(Language.ENGLISH)


# -- 1. results said right -----------------------------------------------------------------------


def test_a_loaded_games_review_says_which_loaded_move_threw_it_away(qtbot, make_window):
    window = make_window()  # you play ○ against Perfect
    window.controller.load_text("1. ○7 ×1  2. ○8 ×2")  # ×1 is a blunder; ○ then wins at 9
    qtbot.waitUntil(lambda: window.controller.game.position.ply == 4)
    click_cell(qtbot, window, 2)  # ○9: the top row
    qtbot.waitUntil(lambda: window.controller.review is not None)
    qtbot.waitUntil(lambda: window.move_list.summary_label.text() != "")
    said = window.move_list.summary_label.text()
    assert "No mistakes: every move kept the best result" not in said
    assert said.startswith("Loaded moves (1. ○7 to 2. ×2): 1 mistake"), said
    assert "first at 1. ×1." in said
    assert window.move_list.moves_view.item(2).text() == "1. ×1 ?"  # marked in the list too


def test_a_game_lost_from_the_first_move_is_said_to_be_lost(qtbot, make_window):
    from ttt_desktop.engine import Variant
    from ttt_desktop.play.settings import FirstMover

    window = make_window(Settings(variant=Variant.LAST_LINE, level=Level.PERFECT,
                                  first=FirstMover.COMPUTER))
    while not window.controller.game.is_over():  # × plays the best moves there are
        qtbot.waitUntil(lambda: window.controller.game.is_over()
                        or window.controller.game.is_human_turn(), timeout=10_000)
        if not window.controller.game.is_over():
            from ttt_desktop.engine.analysis import hint

            advice = hint(window.controller.game.position)
            assert advice is not None
            window.controller.play(advice.cell)
    assert window.controller.game.position.moves[0] == 4  # Perfect opened in the centre
    qtbot.waitUntil(lambda: window.move_list.summary_label.text() != "")
    said = window.move_list.summary_label.text()
    assert "lost from move 1 with best play" in said, said


def test_a_damaged_history_is_said_reason_first_whole_with_the_path_in_the_tooltip(
        qtbot, make_window, tmp_path):
    for language in (Language.ENGLISH, Language.JAPANESE):
        apply_language(language)
        try:
            path = tmp_path / language.name / "history.sqlite3"
            path.parent.mkdir()
            path.write_bytes(b"\x00\x13 not a database " * 300)
            window = make_window(history_path=path)  # at the default size
            qtbot.waitUntil(lambda window=window: window.controller.recorder.problem() != "")
            qtbot.waitUntil(lambda window=window: window.status_line.note() != "")
            line = window.status_line
            assert line.shown_text() == line.text(), line.shown_text()  # the whole line fits
            assert str(path) not in line.shown_text() and str(path) in line.toolTip()
            if language is Language.ENGLISH:
                assert line.note().startswith("Game history damaged")
            else:
                assert "the game history" not in line.note()
            window.close()
        finally:
            apply_language(Language.ENGLISH)


def _rescue_box(window):
    from PySide6.QtWidgets import QMessageBox

    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    return boxes[0] if boxes else None


def test_a_damaged_history_is_kept_aside_once_asked_and_a_new_one_started(
        qtbot, make_window, tmp_path):
    path = tmp_path / "history.sqlite3"
    damaged = b"\x00\x13 not a database " * 300
    path.write_bytes(damaged)
    window = make_window(history_path=path)
    qtbot.waitUntil(lambda: _rescue_box(window) is not None)
    box = _rescue_box(window)
    button = next(b for b in box.buttons() if "New History" in b.text())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("history.sqlite3.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged  # renamed, never deleted
    assert "new history" in window.status_text()
    assert window.controller.recorder.problem() == "" and path.exists()  # the new history


def test_the_offer_is_made_once(qtbot, make_window, tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"\x00\x13 not a database " * 300)
    window = make_window(history_path=path)
    qtbot.waitUntil(lambda: _rescue_box(window) is not None)
    box = _rescue_box(window)
    qtbot.mouseClick(next(b for b in box.buttons() if "Not Now" in b.text()),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _rescue_box(window) is None)
    window.controller.recorder.problem_found.emit("the game history is damaged")  # said again
    assert _rescue_box(window) is None
    assert path.exists()  # left where it was


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


def test_the_next_game_note_shows_only_for_a_game_setting(qtbot):
    from ttt_desktop.qt.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(Settings(level=Level.PERFECT), True)  # a game is in progress
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.next_game_note.isVisible()
    dialog.language_box.setCurrentIndex(list(Language).index(Language.JAPANESE))
    assert not dialog.next_game_note.isVisible()  # the language applies at once
    dialog.level_box.setCurrentIndex(list(Level).index(Level.EASY))
    assert dialog.next_game_note.isVisible()
    dialog.level_box.setCurrentIndex(list(Level).index(Level.PERFECT))  # back as it was
    assert not dialog.next_game_note.isVisible()


def test_a_read_only_history_still_shows_its_statistics_and_says_games_are_not_kept(
        qtbot, make_window, tmp_path):
    import shutil

    import pytest

    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed: cannot make a file read-only for root")
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_game(stored(WIN_FOR_O, Mark.X))
    store.close()
    if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("this file system does not support the immutable attribute")
    try:
        window = make_window(Settings(two_players=True), history_path=path)
        qtbot.waitUntil(lambda: "read-only" in window.status_text())
        assert "new games are not kept" in window.status_text()
        window.statistics_action.trigger()
        stats = window.statistics_window
        assert stats is not None and stats.isVisible()
        assert stats.games_model.rowCount() == 1
        for cell in (0, 3, 1, 4, 2):  # a game played now is not kept, and nothing breaks
            click_cell(qtbot, window, cell)
        assert window.controller.game.is_over()
        window.close()
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)
    again = HistoryStore.open(path)
    assert again.count() == 1
    again.close()


def test_the_score_line_fits_while_watching_and_with_large_scores(qtbot, make_window, store):
    """At the default size, in English and Japanese: the line is whole, never cut with '…'."""
    for key, count in (("wins", 123), ("draws", 456), ("losses", 789)):
        store.setValue(f"score/last-line/perfect/{key}", count)
    window = make_window(Settings(variant=Variant.LAST_LINE))
    window.resize(640, 520)
    label = window.panel.score_label
    for language in (Language.ENGLISH, Language.JAPANESE):
        apply_language(language)
        try:
            QCoreApplication.processEvents()
            window.controller.new_game()
            shown = label.shown_text()
            assert "123" in label.text() and not shown.endswith("…"), shown
            window.controller.start_watching((Level.PERFECT, Level.HARD))
            assert not label.shown_text().endswith("…"), label.shown_text()
        finally:
            apply_language(Language.ENGLISH)


def test_escape_from_a_menu_gives_the_keys_back_to_the_board(qtbot, make_window):
    """Alt+V, then one Escape: the digits play again (the menu bar no longer keeps the keys)."""
    window = make_window(Settings(two_players=True))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.panel.board.setFocus()
    QTest.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.focusWidget() is window.panel.board)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_5)
    assert window.controller.game.position.moves == (4,)
