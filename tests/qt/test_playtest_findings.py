"""What a play-tester found (issue 10, items 1-9), each pinned by a test that failed before the fix.

Item 10 (screenshots made through the public interface only) is in ``test_screenshots_tool.py``.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.score import MAX_COUNT
from ttt_desktop.play.settings import FirstMover, Settings, load_settings, quarantine_if_damaged
from ttt_desktop.qt.app import apply_options, build_parser

from .helpers import answer_next_dialog, click_cell, play_and_wait_reply

# -- 1. command-line overrides are for one run ------------------------------------------------


def test_ok_in_settings_does_not_save_the_command_line_overrides(qtbot, make_window, store):
    store.setValue("game/variant", "misere")  # saved earlier by the player
    args = build_parser().parse_args(["--level", "easy", "--first", "you"])
    window = make_window(apply_options(load_settings(store), args), settings_store=store)
    answer_next_dialog(qtbot, "OK")
    window.open_settings()  # opened and confirmed without a change
    store.sync()
    assert store.value("game/level") is None and store.value("game/first") is None
    assert store.value("game/variant") == "misere"
    assert (
        window.controller.next_settings.level is Level.EASY
    )  # the override still holds for this run


def test_a_setting_changed_in_the_dialog_is_saved_and_only_that_one(qtbot, make_window, store):
    args = build_parser().parse_args(["--level", "easy"])
    window = make_window(apply_options(load_settings(store), args), settings_store=store)
    window.controller.apply_settings(
        window.controller.next_settings.with_changes(variant=Variant.LAST_LINE)
    )
    store.sync()
    assert store.value("game/variant") == "last-line"
    assert store.value("game/level") is None


# -- 2. Ctrl+C and SIGTERM close the window as Quit does --------------------------------------


def _launch(tmp_path: Path) -> subprocess.Popen[str]:
    env = dict(
        os.environ,
        XDG_CONFIG_HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path / "data"),
        QT_QPA_PLATFORM="offscreen",
        TTT_REPORT_GEOMETRY="1",
    )
    process = subprocess.Popen(
        [sys.executable, "-m", "ttt_desktop"],
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None
    line = process.stdout.readline()  # blocks until the board has painted and reported
    assert line.startswith("board:"), (line, process.stderr.read() if process.stderr else "")
    return process


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 0)])
def test_a_signal_closes_the_window_cleanly_and_saves(tmp_path, signum, status):
    process = _launch(tmp_path)
    process.send_signal(signum)
    try:
        _, err = process.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        pytest.fail(f"the game did not close after signal {signum}")
    assert process.returncode == status, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    conf = tmp_path / "ttt-desktop" / "ttt-desktop.conf"
    assert "geometry" in conf.read_text(encoding="utf-8")  # saved as Game > Quit saves


# -- 3. a passing note never contradicts the state ---------------------------------------------


def test_the_thinking_note_goes_when_the_computer_has_moved(qtbot, make_window):
    window = make_window(pause_ms=300)
    click_cell(qtbot, window, 4)
    click_cell(qtbot, window, 0)  # during the computer's turn
    assert "thinking" in window.status_text()
    qtbot.waitUntil(lambda: window.controller.game.is_human_turn(), timeout=10_000)
    assert "thinking" not in window.status_text()
    assert window.status_text().startswith("Your turn")


def test_swapping_sides_still_says_that_the_computer_is_thinking(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU), pause_ms=300)
    window.controller.swap_sides()  # you play ×: the computer opens
    assert window.controller.is_thinking()
    text = window.status_text()
    assert "Sides swapped" in text and "thinking" in text


# -- 4. a settings change on an untouched board keeps the sides -------------------------------


def test_changing_only_the_level_on_a_fresh_board_keeps_the_sides(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.ALTERNATE))
    assert window.controller.game.human is Mark.X and window.controller.game.position.ply == 0
    window.controller.apply_settings(window.controller.next_settings.with_changes(level=Level.EASY))
    assert window.controller.game.human is Mark.X
    assert window.controller.game.position.ply == 0 and not window.controller.is_thinking()
    window.controller.new_game()  # the next real game still alternates
    assert window.controller.game.human is Mark.O


# -- 5. a finished game keeps its result ------------------------------------------------------


def test_win_then_undo_then_new_game_keeps_the_win(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    for cell in (0, 3, 1, 4, 2):  # ○ takes the top row
        click_cell(qtbot, window, cell)
    window.controller.undo()
    window.controller.new_game()
    assert "○ 1 · Draws 0 · × 0" in window.panel.score_label.shown_text()


def test_new_game_in_mid_game_against_the_computer_counts_no_loss(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))
    play_and_wait_reply(qtbot, window, 4)
    play_and_wait_reply(qtbot, window, 0 if window.controller.game.position[0] is None else 2)
    window.controller.new_game()
    window.controller.swap_sides()
    assert "Losses 0" in window.panel.score_label.shown_text()
    assert "unfinished" in window.panel.score_label.toolTip()  # the rule is said where the score is


# -- 6. Reset Score asks, and says what it covers ---------------------------------------------


def test_reset_score_can_reset_every_table(qtbot, make_window, store):
    store.setValue("score/misere/easy/wins", 4)
    window = make_window(Settings(first=FirstMover.YOU))
    store.setValue("score/standard/perfect/losses", 2)
    asked = answer_next_dialog(qtbot, "Reset All Scores")
    window.reset_action.trigger()
    assert "Perfect, standard" in asked[0]
    window.controller.flush_writes()  # the score is written off the window's thread
    store.sync()
    assert store.value("score/misere/easy/wins") is None
    assert "Losses 0" in window.panel.score_label.shown_text()


# -- 7. damaged settings ----------------------------------------------------------------------


def test_a_bad_score_is_logged_once_and_repaired_in_the_file(qtbot, make_window, store, caplog):
    store.setValue("score/standard/perfect/wins", "lots")
    with caplog.at_level(logging.WARNING):
        window = make_window()
        for _ in range(3):
            window.controller.new_game()
    assert caplog.text.count("score/standard/perfect/wins") == 1
    window.controller.flush_writes()  # the repair is written off the window's thread
    store.sync()
    assert int(store.value("score/standard/perfect/wins")) == 0


def test_an_absurd_count_is_clamped_and_does_not_widen_the_window(
    qtbot, make_window, store, tmp_path
):
    plain = make_window(
        settings_store=QSettings(str(tmp_path / "plain.ini"), QSettings.Format.IniFormat)
    )
    store.setValue("score/standard/perfect/wins", "99999999999999999999999")
    window = make_window()
    assert f"Wins {MAX_COUNT}" in window.panel.score_label.text()
    window.controller.flush_writes()
    store.sync()
    assert int(store.value("score/standard/perfect/wins")) == MAX_COUNT
    assert window.minimumSizeHint().width() == plain.minimumSizeHint().width()


def test_a_settings_file_of_random_bytes_is_kept_aside_and_replaced(tmp_path):
    path = tmp_path / "settings.ini"
    garbage = bytes(range(256)) * 4
    path.write_bytes(garbage)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    bad = quarantine_if_damaged(store)
    assert bad == tmp_path / "settings.ini.bad"
    assert bad.read_bytes() == garbage
    assert load_settings(store) == Settings(adaptive=True)  # read as a new profile


def test_a_settings_file_that_is_not_utf8_is_kept_aside_too(tmp_path):
    """No NUL byte and keys QSettings can read, but bytes that are not UTF-8: damaged."""
    path = tmp_path / "settings.ini"
    damaged = b"[game]\nlevel=easy\nvariant=\xff\xfe\xfd\n"
    path.write_bytes(damaged)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    assert store.allKeys()
    bad = quarantine_if_damaged(store)
    assert bad == tmp_path / "settings.ini.bad" and bad.read_bytes() == damaged


def test_a_healthy_settings_file_is_left_alone(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text("[game]\nlevel=easy\n", encoding="utf-8")
    store = QSettings(str(path), QSettings.Format.IniFormat)
    assert quarantine_if_damaged(store) is None
    assert not (tmp_path / "settings.ini.bad").exists()


def test_the_real_app_keeps_a_damaged_file_aside(tmp_path):
    conf = tmp_path / "ttt-desktop" / "ttt-desktop.conf"
    conf.parent.mkdir()
    conf.write_bytes(b"\x00\x9f\x92\x96 not settings \xff" * 20)
    process = _launch(tmp_path)
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=20)
    assert (conf.parent / "ttt-desktop.conf.bad").read_bytes().startswith(b"\x00\x9f")


# -- 8. text that fits ------------------------------------------------------------------------


def test_at_the_minimum_size_the_status_is_elided_with_the_whole_text_in_a_tooltip(
    qtbot, make_window
):
    window = make_window(Settings(two_players=True))
    window.moves_dock.hide()  # the narrowest the window gets
    qtbot.waitUntil(lambda: window.minimumSizeHint().width() < 300)
    narrowest = window.minimumSizeHint()

    def narrowed() -> bool:  # the layout may settle over a few events before the resize holds
        window.resize(narrowest)
        return window.width() <= narrowest.width()

    qtbot.waitUntil(narrowed)
    for cell in (0, 3, 1, 4, 2):
        click_cell(qtbot, window, cell)
    line = window.status_line
    qtbot.waitUntil(lambda: line.shown_text() != window.status_text())  # what is shown is cut short
    assert line.shown_text().endswith("…")
    assert line.toolTip() == window.status_text()
    assert window.status_line.minimumSizeHint().width() == 0  # it never widens the window
    assert window.status_text().endswith("to play again.")


def test_names_and_score_grow_with_the_window_within_bounds(qtbot, make_window):
    window = make_window()
    window.resize(window.minimumSizeHint())
    qtbot.waitUntil(lambda: window.panel.score_label.font().pixelSize() == 12)
    window.resize(1400, 1500)
    qtbot.waitUntil(lambda: window.panel.score_label.font().pixelSize() == 22)
    assert window.panel.circle_label.font().pixelSize() == 22


# -- 9. an honest description of Perfect ------------------------------------------------------


def test_the_dialog_says_what_perfect_promises_under_each_rule(qtbot):
    from ttt_desktop.qt.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(Settings(level=Level.PERFECT, variant=Variant.STANDARD), False)
    qtbot.addWidget(dialog)
    assert "never loses" in dialog.level_note.text()
    dialog.variant_box.setCurrentIndex(list(Variant).index(Variant.LAST_LINE))
    text = dialog.level_note.text()
    assert "opening at 5" in text and "loses" in text
    assert "never loses a game that can still be saved" in text
