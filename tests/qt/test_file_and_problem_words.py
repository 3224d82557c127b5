"""What the window says about files and problems, in every language: one title per kind of file
problem and messages of one form; the settings file's problems said once at start; the puzzle
window's history problem translated (it showed the history's English message, with its path);
the first start's line whole in a narrow window (it kept the height of its first width, and lost
its last lines)."""

from __future__ import annotations

import shutil
import signal
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from ttt_desktop.play.settings import FIRST_START_KEY, Settings
from ttt_desktop.qt.game_files import MAX_BYTES
from ttt_desktop.qt.language.translations import TRANSLATED, Language, apply_language
from ttt_desktop.qt.puzzle_window import PuzzleWindow

from .helpers import launch_game

CODES = [language.value for language in TRANSLATED]
ENGLISH_TITLES = {"Cannot Open Game", "Not a Game", "Cannot Save Game", "Open Game", "Save Game"}


def _problems(window, tmp_path: Path, monkeypatch) -> list[tuple[str, str, str]]:
    """(case, title, message) of each file problem the window can meet."""
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, title, text, *a, **k: said.append((title, text)))
    (tmp_path / "binary.ttt").write_bytes(b"\xff\xfe\x00\x81 not text")
    (tmp_path / "huge.ttt").write_text("5 " * MAX_BYTES, encoding="utf-8")
    (tmp_path / "words.ttt").write_text("not a game at all", encoding="utf-8")
    cases = {
        "missing": lambda: window.files.open_path(tmp_path / "missing.ttt"),
        "folder": lambda: window.files.open_path(tmp_path),
        "binary": lambda: window.files.open_path(tmp_path / "binary.ttt"),
        "huge": lambda: window.files.open_path(tmp_path / "huge.ttt"),
        "words": lambda: window.files.open_path(tmp_path / "words.ttt"),
        "paste": lambda: (QGuiApplication.clipboard().setText("not a game"),
                          window.paste_game()),
        "save": lambda: window.files.save_to(tmp_path / "no such folder" / "game.ttt"),
    }
    problems = []
    for case, act in cases.items():
        act()
        assert len(said) == 1, case
        problems.append((case, *said.pop()))
    return problems


def test_each_kind_of_file_problem_has_one_title_and_one_form(make_window, tmp_path,
                                                               monkeypatch) -> None:
    window = make_window()
    problems = _problems(window, tmp_path, monkeypatch)
    titles = {case: title for case, title, _ in problems}
    assert titles == {"missing": "Cannot Open Game", "folder": "Not a Game",
                      "binary": "Not a Game", "huge": "Not a Game", "words": "Not a Game",
                      "paste": "Not a Game", "save": "Cannot Save Game"}
    for case, _, text in problems:
        assert text.endswith("."), (case, text)
        assert text.endswith("Nothing was loaded.") == (case != "save"), (case, text)


@pytest.mark.parametrize("language", CODES, indirect=True)
def test_file_problems_are_said_in_the_players_language(language, make_window, tmp_path,
                                                         monkeypatch) -> None:
    window = make_window()
    for case, title, text in _problems(window, tmp_path, monkeypatch):
        assert title not in ENGLISH_TITLES, (case, title)
        for english in ("Nothing was loaded", "could not be", "cannot hold a game"):
            assert english not in text, (case, text)


@pytest.mark.parametrize("language", ["en", *CODES], indirect=True)
def test_the_settings_problems_are_said_in_the_players_language(language, make_window,
                                                                tmp_path) -> None:
    from ttt_desktop.qt.app import say_settings_problems

    window = make_window()
    say_settings_problems(window, None, OSError(30, "Read-only file system",
                                                "/home/player/.config/ttt-desktop.conf"))
    unwritable = window.status_line.text()
    assert "/home/player/.config/ttt-desktop.conf" in unwritable
    say_settings_problems(window, tmp_path / "ttt-desktop.conf.bad", None)
    reset = window.status_line.text()
    assert "ttt-desktop.conf.bad" in reset
    if language is not Language.ENGLISH:
        assert "Settings changes will not be kept" not in unwritable
        assert "The settings file was damaged" not in reset
    else:
        assert unwritable.startswith("Settings changes will not be kept after the game closes")


def test_the_real_game_tells_when_its_settings_cannot_be_written(tmp_path: Path) -> None:
    folder = tmp_path / "ttt-desktop"
    folder.mkdir()
    if shutil.which("chattr") is None or subprocess.run(
            ["chattr", "+i", str(folder)], capture_output=True).returncode != 0:
        pytest.skip("cannot make a folder read-only for root here (chattr)")
    try:
        process = launch_game(tmp_path)
        process.send_signal(signal.SIGTERM)
        _, errors = process.communicate(timeout=20)
    finally:
        subprocess.run(["chattr", "-i", str(folder)], check=True)
    assert errors.count("cannot be written") == 1, errors
    assert "ttt-desktop.conf" in errors


@pytest.mark.parametrize("language", CODES, indirect=True)
def test_the_puzzle_window_says_the_history_problem_in_the_players_language(
        language, make_window, tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database, not at all" * 100)
    window = make_window(Settings(), history_path=path)
    window.controller.recorder.open_now()
    window.puzzles_action.trigger()
    puzzles = window.findChild(PuzzleWindow)
    assert puzzles is not None
    text = puzzles.notice_label.text()
    assert text and str(path) not in text and "history.sqlite3" not in text
    for english in ("cannot be used", "damaged", "Puzzles are not saved"):
        assert english not in text, text
    apply_language(Language.ENGLISH)
    QCoreApplication.processEvents()
    puzzles.close()


@pytest.mark.parametrize("language", ["en", *CODES], indirect=True)
def test_the_first_start_line_is_whole_in_a_narrow_window(language, make_window,
                                                          store) -> None:
    store.setValue(FIRST_START_KEY, "show")
    window = make_window()
    line = window.first_start_line
    assert line is not None
    for width in (900, 300, 640, 300):  # narrower than its minimum: it stops there
        window.resize(width, 640)
        for _ in range(3):
            QApplication.processEvents()
        label = line.label
        assert label.height() >= label.heightForWidth(label.width()), (
            width, label.width(), label.height(), label.heightForWidth(label.width()))

