"""Game › Open Game…, Save Game…, Open Recent, a game file handed over by a later launch or by
macOS's file-open event: the same text as Copy Game, a file that is not a game loads nothing,
and one that is not text says so in the player's language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QFileOpenEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from ttt_desktop.instance.launch import Handover
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.game_file_menu import RECENT_COUNT, FileOpenEvents
from ttt_desktop.qt.language.translations import Language, apply_language

from .helpers import click_cell


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text, *a, **k: said.append(text))
    return said


def test_save_game_writes_the_copy_game_text_and_it_opens_again(qtbot, make_window, tmp_path,
                                                                monkeypatch):
    window = make_window(Settings(two_players=True))
    for cell in (4, 0, 8):
        click_cell(qtbot, window, cell)
    target = tmp_path / "my game"  # no extension: .ttt is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    window.save_action.trigger()
    saved = tmp_path / "my game.ttt"
    assert saved.read_text(encoding="utf-8") == window.controller.game_text()
    window.controller.new_game()
    assert window.files.open_path(saved)
    assert window.controller.game.position.moves == (4, 0, 8)
    assert window.controller.game.score_table is None  # live, and not scored
    assert window.files.recent_files() == [saved]


def test_open_recent_lists_the_last_games_newest_first(qtbot, make_window, tmp_path):
    window = make_window(Settings(first=FirstMover.YOU))
    paths = []
    for n in range(RECENT_COUNT + 2):
        path = tmp_path / f"game{n}.ttt"
        path.write_text("5 1 9\n", encoding="utf-8")
        assert window.files.open_path(path)
        paths.append(path)
    menu = window.files.recent_menu
    menu.aboutToShow.emit()
    names = [a.text() for a in menu.actions() if a.text() and not a.isSeparator()]
    assert names[:RECENT_COUNT] == [f"&{i} game{n}.ttt" for i, n in
                                    enumerate(range(RECENT_COUNT + 1, 1, -1), start=1)]
    assert window.game_menu.actions().index(menu.menuAction()) == \
        window.game_menu.actions().index(window.open_action) + 1
    window.controller.new_game()
    menu.actions()[1].trigger()  # the second newest
    assert window.controller.game.position.moves == (4, 6, 2)
    assert window.files.recent_files()[0] == paths[-2]


def test_a_file_that_is_not_a_game_loads_nothing_and_is_not_remembered(
        qtbot, make_window, tmp_path, warnings):
    window = make_window(Settings(first=FirstMover.YOU))
    click_cell(qtbot, window, 4)
    moves = window.controller.game.position.moves
    bad = tmp_path / "notes.ttt"
    bad.write_text("shopping: eggs, milk\n", encoding="utf-8")
    assert not window.files.open_path(bad)
    assert len(warnings) == 1 and "notes.ttt does not hold a game" in warnings[0]
    assert window.controller.game.position.moves == moves
    assert window.files.recent_files() == []


def test_a_handover_brings_the_window_forward_and_opens_its_file(qtbot, make_window, tmp_path):
    window = make_window(Settings(first=FirstMover.YOU))
    game = tmp_path / "handed.ttt"
    game.write_text("5 1 9 3\n", encoding="utf-8")
    window.showMinimized()
    window.files.take_handover(Handover((str(game),)))
    assert not window.isMinimized()
    assert window.controller.game.position.moves == (4, 6, 2, 8)


def test_the_file_open_event_opens_the_game(qtbot, make_window, tmp_path):
    window = make_window(Settings(first=FirstMover.YOU))
    game = tmp_path / "finder.ttt"
    game.write_text("5 1 9\n", encoding="utf-8")
    app = QApplication.instance()
    events = FileOpenEvents(window.files, app)
    app.installEventFilter(events)
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent(QUrl.fromLocalFile(str(game))))
    finally:
        app.removeEventFilter(events)
    assert window.controller.game.position.moves == (4, 6, 2)


def test_a_failed_save_says_why(qtbot, make_window, tmp_path, warnings):
    window = make_window(Settings(first=FirstMover.YOU))
    assert not window.files.save_to(tmp_path / "missing folder" / "game.ttt")
    assert len(warnings) == 1 and "could not be saved" in warnings[0]
    assert not Path(tmp_path / "missing folder").exists()


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
    assert said == ["game.ttt is not a text file, so it cannot hold a game.\n\nNothing was loaded."]
    apply_language(Language.JAPANESE)
    try:
        window.files.open_dialog()
    finally:
        apply_language(Language.ENGLISH)
    assert "codec" not in said[1] and "game.ttt" in said[1] and "テキスト" in said[1]
    assert window.controller.game.position.ply == 0  # nothing was loaded
