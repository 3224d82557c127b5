"""Start-up: command-line options, QApplication, settings, the window. The checks of a start-up
(``--smoke-test``, and the board's place for the end-to-end tests) are in :mod:`.smoke_test`."""

from __future__ import annotations

import argparse
import contextlib
import linecache
import logging
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .. import __version__
from ..arguments import EXIT_USAGE, Parser, UsageError
from ..play.first_mover import FirstMover

# The names the command line takes, as the engine's Level and Variant spell them (a test checks
# that they agree): the engine loads after a later launch has handed over, not before.
LEVEL_NAMES = ("easy", "medium", "hard", "perfect")
VARIANT_NAMES = ("standard", "misere", "last-line")

if TYPE_CHECKING:
    from ..instance.server import HandoverServer
    from ..play.settings import Settings
    from .main_window import MainWindow

_IMPORTED_AT = time.monotonic()
log = logging.getLogger("ttt_desktop")


def build_parser() -> argparse.ArgumentParser:
    """The options of ``ttt-desktop``. They override the saved settings for this run only."""
    parser = Parser(prog="ttt-desktop",
                     description="Tic-tac-toe (三目並べ) against the computer or a friend.",
                     epilog="Ctrl+C in the terminal (SIGINT) closes the window as Game › Quit does "
                     "and exits with status 130; SIGTERM does the same and exits with 0.")
    parser.add_argument("--level", choices=[*LEVEL_NAMES, "adaptive"],
                        help="the computer's level (adaptive: about as strong as you)")
    parser.add_argument("--variant", choices=VARIANT_NAMES,
                        help="the rules: standard, misere (three in a row loses) or last-line")
    parser.add_argument("--first", choices=[f.value for f in FirstMover],
                        help="who moves first against the computer")
    parser.add_argument("--two-players", action="store_true",
                        help="two people at this computer, no computer opponent")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open the window, check that the board paints, print "
                        "'smoke-test: ok' and exit")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("game", nargs="?", metavar="GAME.ttt",
                        help="a saved game to open (in the game already running, if there is one)")
    return parser


def game_file_argument(args: argparse.Namespace) -> Path | None:
    """The game file named on the command line, as an absolute path (the running game that may
    open it has another working folder). Raise :class:`UsageError` if it is not a file."""
    if not args.game:
        return None
    path = Path(args.game).absolute()
    if not path.is_file():
        raise UsageError(f"{args.game}: no such game file")
    return path


def apply_options(settings: Settings, args: argparse.Namespace) -> Settings:
    """The saved settings with the command line's choices on top."""
    from ..engine import Variant
    from ..engine.players import Level

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


def handed_over_line(game_file: Path | None) -> str:
    """What a launch that handed over to the running game says on stderr (in English, like the
    command line's other messages; a double-click has no terminal and shows nothing)."""
    what = f"it opens {game_file}" if game_file else "its window comes to the front"
    return (f"ttt-desktop: the game is already running; {what} "
            "(TTT_INSTANCE_KEY=NAME starts a separate one)")


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
        game_file = game_file_argument(args)
    except UsageError as exc:
        print(f"ttt-desktop: error: {exc}", file=sys.stderr)
        print("Try 'ttt-desktop --help' for the options.", file=sys.stderr)
        return EXIT_USAGE
    instance_lock = None
    if not args.smoke_test:  # one game per user: a later launch hands over and exits
        from ..instance.launch import claim_or_hand_over

        try:
            instance_lock = claim_or_hand_over([str(game_file)] if game_file else [])
        except TimeoutError as exc:
            print(f"ttt-desktop: error: {exc}", file=sys.stderr)
            return 1
        if instance_lock is None:
            # with no stderr to write to, the handover is done all the same
            with contextlib.suppress(OSError):
                print(handed_over_line(game_file), file=sys.stderr)
            return 0

    from PySide6.QtCore import QSettings, QStandardPaths, QTemporaryDir, QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from ..play.opponent import share_interpreter_fairly
    from ..play.settings import load_settings, quarantine_if_damaged, why_not_writable
    from .language.fonts import install_fallback_font
    from .language.translations import apply_language, load_language
    from .main_window import MainWindow
    from .quit_signals import QuitSignals
    from .widgets.disabled_text import with_dim_disabled_text

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
    data = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    history = None if args.smoke_test else data / "history.sqlite3"
    kept = None if args.smoke_test else data / "game-on-board.json"  # back at the next start
    if kept is not None and (args.level or args.variant or args.first or args.two_players):
        kept.unlink(missing_ok=True)  # the command line's choices start a new game
    share_interpreter_fairly()  # the computer's thread must not hold up the window's
    window = MainWindow(store, settings, history_path=history, kept_game=kept)
    window.show()
    say_settings_problems(window, damaged_copy, why_not_writable(store))
    server = _listen_for_later_launches(window) if instance_lock is not None else None
    if sys.platform == "darwin":  # only macOS sends QFileOpenEvent; a filter on the whole
        from .game_file_menu import FileOpenEvents  # application costs every event a call

        app.installEventFilter(FileOpenEvents(window.files, app))
    if game_file is not None:
        QTimer.singleShot(0, window, lambda: window.files.open_path(game_file))
    quit_signals = QuitSignals(window.close)
    if os.environ.get("TTT_REPORT_GEOMETRY") or os.environ.get("TTT_REPORT_GAMES") \
            or args.smoke_test:
        from .smoke_test import report_board_geometry, report_games, smoke_test

        if os.environ.get("TTT_REPORT_GEOMETRY"):
            report_board_geometry(window)
        if os.environ.get("TTT_REPORT_GAMES"):
            report_games(window, server)
        if args.smoke_test:
            return smoke_test(app, window, _seconds_since_process_start)
    status = app.exec()
    quit_signals.uninstall()
    if instance_lock is not None:
        instance_lock.release()
    return status if quit_signals.exit_status is None else quit_signals.exit_status


def say_settings_problems(window: MainWindow, damaged_copy: Path | None,
                          unwritable: OSError | None) -> None:
    """Say once, at start, that the settings file was damaged and reset, or that changes to
    the settings cannot be kept (the file or its folder is read-only, or a folder stands in the
    file's place): nothing is then saved, and the player knows it."""
    from .words.files import settings_not_kept, settings_reset

    if unwritable is not None:
        window.status_line.say(settings_not_kept(
            str(unwritable.filename or ""), str(unwritable.strerror or unwritable)))
    elif damaged_copy is not None:
        window.status_line.say(settings_reset(damaged_copy.name))


def _listen_for_later_launches(window: MainWindow) -> HandoverServer:
    """Start the handover server once the board has painted (it listens then, not before the
    first window); a later launch's files open in this window, which comes to the front."""
    from ..instance.launch import instance_key, server_name
    from ..instance.server import HandoverServer

    server = HandoverServer(server_name(instance_key()), window)
    server.handed_over.connect(window.files.take_handover)
    window.panel.board.first_painted.connect(server.start_later)
    return server


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
