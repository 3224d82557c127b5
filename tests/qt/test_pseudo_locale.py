"""The pseudo-locale over every window: every word goes through tr(), and every text still fits
when it runs 40% longer than English, with accents above and below (tests/qt/pseudo_locale.py).

A failure names the window, the widget and the text: a text that is not pseudo bypasses tr();
a text that is cut, elided, or a widget outside its window needs room in some language."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FIRST_START_KEY, FirstMover, Settings
from ttt_desktop.qt.dialogs.settings import SettingsDialog
from ttt_desktop.qt.dialogs.watch import WatchDialog
from ttt_desktop.qt.game_tree.window import GameTreeWindow
from ttt_desktop.qt.language.translations import Language, apply_language
from ttt_desktop.qt.puzzle_window import PuzzleWindow

from .helpers import click_cell
from .pseudo_locale import build_qm, install, is_pseudo, pseudo, uninstall
from .window_texts import cut, is_fit_problem, texts

# Qt's own words (qtbase_xx.qm translates them, not the game) and the languages' own names
QT_WORDS = {"OK", "&OK", "Cancel", "&Cancel", "Close", "&Close", "&Yes", "&No", "Yes", "No",
            "Help", "Apply", "Show Details...", "Hide Details..."}
NATIVE_NAMES = {language.native_name for language in Language}
QT_OWN = ("QAbstractButton('qt_dockwidget",)  # a dock's float and close buttons: qtbase's words


def untranslated(window: QWidget) -> list[str]:
    """The texts on show that are not pseudo-translated."""
    return [f"{shown.where} {shown.kind}: {shown.text!r}" for shown in texts(window)
            if shown.text.strip() and shown.text not in QT_WORDS | NATIVE_NAMES
            and not shown.where.startswith(QT_OWN) and not is_pseudo(shown.text)]


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    try:
        return build_qm(tmp_path_factory.mktemp("pseudo"))
    except FileNotFoundError as exc:
        pytest.skip(str(exc))


@pytest.fixture
def pseudo_locale(pseudo_qm: Path, qapp: QApplication) -> Iterator[None]:
    translator = install(pseudo_qm)
    QCoreApplication.processEvents()
    yield
    uninstall(translator)
    apply_language(Language.ENGLISH)


def test_pseudo_wraps_lengthens_and_keeps_what_must_stay() -> None:
    assert pseudo("New Game") == "[Ñéŵ Ĝåɱé ···]"
    assert pseudo("&Game").startswith("[&Ĝ")
    text = pseudo("Hint: {cell} {reason}. Press Ctrl+N or F1 <b>now</b> &amp; %n")
    for kept in ("{cell}", "{reason}", "Ctrl+N", "F1", "<b>", "</b>", "&amp;", "%n"):
        assert kept in text
    assert len(pseudo("Statistics")) >= 1.4 * len("Statistics")
    assert is_pseudo(pseudo("x wins: {loser}").replace("{loser}", pseudo("loses")))
    assert not is_pseudo("Game " + pseudo("over"))
    assert is_pseudo("1. ○5 ×7 ?!")  # notation: no words


def test_the_checks_catch_a_bare_word_and_a_cut_label(qtbot) -> None:
    from PySide6.QtWidgets import QLabel, QVBoxLayout

    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    bare, long = QLabel("Plain words"), QLabel(pseudo("A rather long label " * 4))
    layout.addWidget(bare)
    layout.addWidget(long)
    window.show()
    long.setFixedWidth(80)
    assert any("Plain words" in line for line in untranslated(window))
    assert any("cut" in line for line in cut(window))


def _watch_modal(check: Callable[[QWidget], None]) -> list[BaseException]:
    """Run ``check`` on the next modal dialog, then close it; errors come back in the list."""
    errors: list[BaseException] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(10, look)
            return
        QCoreApplication.sendPostedEvents()  # the layout's first request, after show()
        try:
            check(dialog)
        except BaseException as exc:
            errors.append(exc)
        finally:
            dialog.close()

    QTimer.singleShot(0, look)
    return errors


def _problems(name: str, window: QWidget) -> list[str]:
    # a label that grew asks its parent for a new layout, which may ask the dock and then the
    # window in turn: one round of posted events per level
    for _ in range(4):
        QCoreApplication.processEvents()
    return [f"{name}: {line}" for line in untranslated(window) + cut(window)]


def every_window_problems(qtbot, make_window, tmp_path: Path) -> list[str]:
    """Open every window of the game (played through a game to a review) and list what the
    pseudo-locale finds."""
    found: list[str] = []
    first_start = QSettings(str(tmp_path / "first-start.ini"), QSettings.Format.IniFormat)
    first_start.setValue(FIRST_START_KEY, "show")  # the first start's line above the board too
    window = make_window(Settings(first=FirstMover.YOU, level=Level.PERFECT),
                         history_path=tmp_path / "history.sqlite3", settings_store=first_start)
    assert window.first_start_line is not None and window.first_start_line.isVisible()
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    game = window.controller.game
    while not game.is_over():  # the first empty cell each time: a loss, with errors reviewed
        ply = game.position.ply
        click_cell(qtbot, window, game.position.legal_moves()[0])
        qtbot.waitUntil(lambda ply=ply: game.is_over() or game.position.ply >= ply + 2,
                        timeout=10_000)
    window.move_list.moves_view.setCurrentRow(1)  # a move's verdict and reason on show
    found += _problems("main window", window)
    settings = SettingsDialog(Settings(), True, window, Language.SYSTEM)
    qtbot.addWidget(settings)
    settings.show()
    found += _problems("settings", settings)
    watch = WatchDialog(Level.EASY, Level.PERFECT, window)
    qtbot.addWidget(watch)
    watch.show()
    found += _problems("watch", watch)
    window.statistics_action.trigger()
    assert window.statistics_window is not None
    found += _problems("statistics", window.statistics_window)
    puzzles = PuzzleWindow.show_for(window, window.controller)
    found += _problems("puzzles", puzzles)
    window.game_tree_action.trigger()
    tree = window.findChild(GameTreeWindow)
    assert tree is not None
    tree.search.step_button.click()  # a step's words and the counters on show
    found += _problems("game tree", tree)
    for name, trigger in (("how to play", window.show_how_to_play),
                          ("about", window.show_about), ("reset score", window.reset_score)):
        errors = _watch_modal(lambda dialog, name=name: found.extend(_problems(name, dialog)))
        trigger()
        assert errors == []
    for widget in (settings, watch, puzzles, window.statistics_window, tree):
        widget.close()
    return found


def test_every_window_is_translated_and_fits_in_the_pseudo_locale(
        qtbot, make_window, tmp_path, pseudo_locale) -> None:
    found = every_window_problems(qtbot, make_window, tmp_path)
    assert found == [], "\n".join(found)


def test_english_passes_the_same_layout_checks(qtbot, make_window, tmp_path) -> None:
    """The checks themselves hold for the source language (no false alarms from Qt's words)."""
    found = [line for line in every_window_problems(qtbot, make_window, tmp_path)
             if is_fit_problem(line)]
    assert found == [], "\n".join(found)


def test_message_boxes_are_looked_at(qtbot, make_window) -> None:
    window = make_window()
    seen: list[str] = []
    errors = _watch_modal(lambda dialog: seen.append(dialog.windowTitle()))
    window.show_about()
    assert errors == [] and seen == [window.tr("About Tic-tac-toe")]
    assert isinstance(QMessageBox, type)


def test_a_live_switch_retranslates_every_open_window(qtbot, make_window, tmp_path,
                                                      pseudo_qm) -> None:
    """The windows open in English, then the language changes under them: every word of the
    main window (with a reviewed game), Statistics and Puzzles follows, with no restart."""
    window = make_window(Settings(first=FirstMover.YOU, level=Level.PERFECT),
                         history_path=tmp_path / "history.sqlite3")
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    game = window.controller.game
    while not game.is_over():
        ply = game.position.ply
        click_cell(qtbot, window, game.position.legal_moves()[0])
        qtbot.waitUntil(lambda ply=ply: game.is_over() or game.position.ply >= ply + 2,
                        timeout=10_000)
    window.move_list.moves_view.setCurrentRow(1)
    window.statistics_action.trigger()
    puzzles = PuzzleWindow.show_for(window, window.controller)
    window.game_tree_action.trigger()
    tree = window.findChild(GameTreeWindow)
    opened = {"main window": window, "statistics": window.statistics_window, "puzzles": puzzles,
              "game tree": tree}
    assert all(untranslated(w) for w in opened.values())  # English: nothing is pseudo yet
    translator = install(pseudo_qm)
    try:
        QCoreApplication.processEvents()
        found = [f"{name}: {line}" for name, w in opened.items() for line in untranslated(w)]
        assert found == [], "\n".join(found)
        # the labels' reserved room is measured again in the new words: nothing cut or elided
        found = [line for line in _problems("main window", window)
                 if is_fit_problem(line)]
        assert found == [], "\n".join(found)
    finally:
        uninstall(translator)
        apply_language(Language.ENGLISH)
        puzzles.close()
        tree.close()
        window.statistics_window.close()
