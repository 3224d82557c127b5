"""Start-up: command-line options, QApplication, settings, the window. The checks of a start-up
(``--smoke-test``, and the board's place for the end-to-end tests) are in :mod:`.smoke_test`."""

from __future__ import annotations

import argparse
import linecache
import logging
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from .. import __version__
from ..arguments import EXIT_USAGE, Parser, UsageError
from ..engine import Variant
from ..engine.players import Level
from ..play.settings import FirstMover, Settings

_IMPORTED_AT = time.monotonic()
log = logging.getLogger("ttt_desktop")


def build_parser() -> argparse.ArgumentParser:
    """The options of ``ttt-desktop``. They override the saved settings for this run only."""
    parser = Parser(prog="ttt-desktop",
                     description="Tic-tac-toe (三目並べ) against the computer or a friend.",
                     epilog="Ctrl+C in the terminal (SIGINT) closes the window as Game › Quit does "
                     "and exits with status 130; SIGTERM does the same and exits with 0.")
    parser.add_argument("--level", choices=[*(lv.value for lv in Level), "adaptive"],
                        help="the computer's level (adaptive: about as strong as you)")
    parser.add_argument("--variant", choices=[v.value for v in Variant],
                        help="the rules: standard, misere (three in a row loses) or last-line")
    parser.add_argument("--first", choices=[f.value for f in FirstMover],
                        help="who moves first against the computer")
    parser.add_argument("--two-players", action="store_true",
                        help="two people at this computer, no computer opponent")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open the window, check that the board paints, print "
                        "'smoke-test: ok' and exit")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def apply_options(settings: Settings, args: argparse.Namespace) -> Settings:
    """The saved settings with the command line's choices on top."""
    changes: dict[str, object] = {}
    if args.level == "adaptive":
        changes["adaptive"] = True
    elif args.level:
        changes["level"] = Level(args.level)
        changes["adaptive"] = False
    if args.variant:
        changes["variant"] = Variant(args.variant)
    if args.first:
        changes["first"] = FirstMover(args.first)
    if args.two_players:
        changes["two_players"] = True
    return settings.with_changes(**changes)


def _launched_pid() -> int:
    """The process the user launched: a one-file build runs us in a child of its unpacker."""
    if getattr(sys, "frozen", False):
        try:
            if os.readlink(f"/proc/{os.getppid()}/exe") == os.readlink("/proc/self/exe"):
                return os.getppid()
        except OSError:
            pass
    return os.getpid()


def _seconds_since_process_start() -> float:
    """Seconds since the launched process started (Linux: from /proc), else since this module
    was imported."""
    try:
        with open(f"/proc/{_launched_pid()}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")
        with open("/proc/uptime", encoding="ascii") as uptime:
            return float(uptime.read().split()[0]) - started
    except (OSError, ValueError, IndexError):
        return time.monotonic() - _IMPORTED_AT


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; return the exit status."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(name)s: %(message)s")
    try:
        args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    except UsageError as exc:
        print(f"ttt-desktop: error: {exc}", file=sys.stderr)
        print("Try 'ttt-desktop --help' for the options.", file=sys.stderr)
        return EXIT_USAGE

    from PySide6.QtCore import QSettings, QStandardPaths, QTemporaryDir
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from ..play.opponent import share_interpreter_fairly
    from ..play.settings import load_settings, quarantine_if_damaged
    from .disabled_text import with_dim_disabled_text
    from .fonts import install_fallback_font
    from .main_window import MainWindow
    from .quit_signals import QuitSignals
    from .translations import apply_language, load_language

    # PySide6's import hook reads the source of every module imported after it (looking for
    # ``from __feature__``), and linecache keeps those sources: about 1.3 million characters,
    # never used again. Forgetting them lowers the peak memory of start-up by about 1 MB;
    # a traceback reads its lines again when it needs them.
    linecache.clearcache()
    _use_solved_tables()
    QApplication.setOrganizationName("ttt-desktop")
    QApplication.setApplicationName("ttt-desktop")
    QApplication.setApplicationVersion(__version__)
    QApplication.setDesktopFileName("ttt-desktop")
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setPalette(with_dim_disabled_text(app.palette()))
    icon = _app_icon()
    if icon is not None:
        app.setWindowIcon(QIcon(str(icon)))
    if args.smoke_test:  # check start-up without touching the player's settings and score
        scratch = QTemporaryDir()  # removed when it goes out of scope, after the window
        if not scratch.isValid():
            print(f"smoke-test: failed: no temporary folder ({scratch.errorString()})",
                  file=sys.stderr)
            return 1
        store = QSettings(scratch.filePath("settings.ini"), QSettings.Format.IniFormat)
    else:
        store = QSettings()
    damaged_copy = quarantine_if_damaged(store)
    if not os.environ.get("TTT_NO_I18N"):  # benchmarks/bench_ui.py times the game without both
        install_fallback_font()
        apply_language(load_language(store))
    settings = apply_options(load_settings(store), args)
    history = None if args.smoke_test else Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation)) / "history.sqlite3"
    share_interpreter_fairly()  # the computer's thread must not hold up the window's
    window = MainWindow(store, settings, history_path=history)
    window.show()
    if damaged_copy is not None:
        window.status_line.say(window.tr("The settings file was damaged and has been reset; a "
                                         "copy is kept as {name}.").format(name=damaged_copy.name))
    quit_signals = QuitSignals(window.close)
    if os.environ.get("TTT_REPORT_GEOMETRY") or args.smoke_test:
        from .smoke_test import report_board_geometry, smoke_test

        if os.environ.get("TTT_REPORT_GEOMETRY"):
            report_board_geometry(window)
        if args.smoke_test:
            return smoke_test(app, window, _seconds_since_process_start)
    status = app.exec()
    quit_signals.uninstall()
    return status if quit_signals.exit_status is None else quit_signals.exit_status


def _use_solved_tables() -> None:
    """Let the worker read the solver's tables built at install time instead of solving cold
    (which stalled the first window for 24-27 ms, against 14-16 ms with the tables)."""
    from ..engine.solved_tables import use_tables_in
    from ..resources_path import resource_path

    use_tables_in(resource_path("solved"))


def _app_icon() -> object | None:
    try:
        from ..resources_path import app_icon_path
    except ImportError:
        return None
    path = app_icon_path()
    return path if path.exists() else None
