"""``ttt-desktop``'s command line: options override the saved settings for this run only (the
Settings dialog saves what it changes and nothing else); bad input exits 2; a damaged settings
file is kept aside at start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FirstMover, Settings, load_settings
from ttt_desktop.qt.app import LEVEL_NAMES, VARIANT_NAMES, apply_options, build_parser

from .helpers import answer_next_dialog, launch_game


def run_app(*args: str, tmp_path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "ttt_desktop", *args], capture_output=True,
                          text=True, env=env, timeout=60)


def test_options_override_the_saved_settings_for_this_run():
    args = build_parser().parse_args(
        ["--level", "easy", "--variant", "misere", "--first", "computer", "--two-players"])
    assert apply_options(Settings(), args) == Settings(Level.EASY, Variant.MISERE,
                                                       FirstMover.COMPUTER, True)
    assert apply_options(Settings(level=Level.HARD), build_parser().parse_args([])) == Settings(
        level=Level.HARD)
    # a named level wins over an Adaptive profile for this run, and Adaptive can be asked for
    assert apply_options(Settings(adaptive=True), args) == Settings(Level.EASY, Variant.MISERE,
                                                                    FirstMover.COMPUTER, True)
    adaptive = build_parser().parse_args(["--level", "adaptive"])
    assert apply_options(Settings(level=Level.HARD), adaptive) == Settings(level=Level.HARD,
                                                                           adaptive=True)


def test_the_command_line_names_every_level_and_variant_as_the_engine_does():
    assert tuple(level.value for level in Level) == LEVEL_NAMES
    assert tuple(variant.value for variant in Variant) == VARIANT_NAMES


def test_a_later_launch_decides_before_importing_the_engine_or_qt(tmp_path):
    probe = ("import sys; import ttt_desktop.qt.app, ttt_desktop.instance.launch; "
             "print(sorted(m for m in sys.modules "
             "if m.startswith(('PySide6', 'ttt_desktop.engine'))))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          timeout=60, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.stdout.strip() == "[]", done.stdout + done.stderr


def test_help_lists_every_option(tmp_path):
    done = run_app("--help", tmp_path=tmp_path)
    assert done.returncode == 0
    for option in ("--level", "--variant", "--first", "--two-players", "--smoke-test"):
        assert option in done.stdout


@pytest.mark.parametrize("args", [["--level", "godlike"], ["--variant", "chess"],
                                  ["--first", "nobody"], ["--frobnicate"], ["extra"]])
def test_a_bad_option_gets_a_message_and_exit_status_2(tmp_path, args):
    done = run_app(*args, tmp_path=tmp_path)
    assert done.returncode == 2
    assert "ttt-desktop: error:" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_smoke_test_paints_the_board_and_leaves_the_settings_alone(tmp_path):
    done = run_app("--smoke-test", "--level", "easy", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("smoke-test: ok")
    assert not (tmp_path / "ttt-desktop").exists()  # no settings, score or geometry written
    assert "smoke-test: solver tables 3 of 3" in done.stdout  # tools/setup-env built them
    assert "smoke-test: solved cold 0 of 3" in done.stdout  # every variant read from them


def test_the_smoke_test_keeps_its_scratch_settings_in_a_temporary_folder(tmp_path):
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               QT_QPA_PLATFORM="offscreen",
               TMPDIR=str(scratch))
    done = subprocess.run([sys.executable, "-m", "ttt_desktop", "--smoke-test"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert list(scratch.iterdir()) == []  # used, then removed
    env["TMPDIR"] = str(tmp_path / "missing")  # no temporary folder: a message, not a traceback
    done = subprocess.run([sys.executable, "-m", "ttt_desktop", "--smoke-test"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 1
    assert "smoke-test: failed: no temporary folder" in done.stderr
    assert "Traceback" not in done.stderr


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


def test_the_real_app_keeps_a_damaged_file_aside(tmp_path):
    conf = tmp_path / "ttt-desktop" / "ttt-desktop.conf"
    conf.parent.mkdir()
    conf.write_bytes(b"\x00\x9f\x92\x96 not settings \xff" * 20)
    process = launch_game(tmp_path)
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=20)
    assert (conf.parent / "ttt-desktop.conf.bad").read_bytes().startswith(b"\x00\x9f")
