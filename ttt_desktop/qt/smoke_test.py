"""Checks of a start-up, for tests and packaging: ``--smoke-test`` (the board paints, in the
language in use, with the solver's tables) and ``TTT_REPORT_GEOMETRY`` (where the board is on the
screen, for the end-to-end tests' real mouse) and ``TTT_REPORT_GAMES`` (the games loaded, and when
a later launch can hand over). Nothing here runs in a normal game."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from ..engine import Variant
from ..engine.solved_tables import read_table, tables_folder
from ..engine.solver import solve, solved_cold
from ..instance.server import HandoverServer
from .main_window import MainWindow
from .widgets.disabled_text import is_dark


def _desktop() -> str:
    """The desktop Qt picks its platform theme for (or the theme named for it)."""
    import os

    return (os.environ.get("QT_QPA_PLATFORMTHEME") or os.environ.get("XDG_CURRENT_DESKTOP")
            or "none")


def report_board_geometry(window: MainWindow) -> None:
    """Test hook for the end-to-end tests: once the board has painted, print where it is on the
    screen (``board: X Y SIDE`` in global pixels) so that a real mouse can click its cells."""
    board = window.panel.board

    def report() -> None:
        if board.painted_count == 0:
            return
        rect = board.board_rect()
        corner = board.mapToGlobal(rect.topLeft().toPoint())
        print(f"board: {corner.x()} {corner.y()} {rect.width():.0f}", flush=True)
        timer.stop()

    timer = QTimer(window)
    timer.timeout.connect(report)
    timer.start(10)


def smoke_test(app: QApplication, window: MainWindow,
               seconds_since_start: Callable[[], float]) -> int:
    """Time the board's first paint, then check its pixels, report and quit."""
    for stream in (sys.stdout, sys.stderr):  # a console code page may not encode the menus
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")
    outcome: dict[str, str] = {}

    def painted() -> None:  # runs inside the first paint, so the times are exact
        since_start, now = seconds_since_start(), time.monotonic()
        print(f"smoke-test: first paint {since_start * 1000:.0f} ms", flush=True)
        print(f"smoke-test: painted at monotonic {now:.6f} s", flush=True)
        print(f"smoke-test: processor time at first paint {time.process_time() * 1000:.1f} ms",
              flush=True)  # benchmarks/bench_ui.py: steadier than the clock on a busy machine
        QTimer.singleShot(0, check)  # after the paint has finished

    def check() -> None:
        image = window.panel.board.grab().toImage()
        # every pixel of the middle row and column: they cross the grid's lines at any size and
        # scale (a sparse sample can fall between lines 4/300 of the board wide)
        middle_x, middle_y = image.width() // 2, image.height() // 2
        colours = ({image.pixel(x, middle_y) for x in range(image.width())}
                   | {image.pixel(middle_x, y) for y in range(image.height())})
        if len(colours) < 2:
            outcome["error"] = "the board painted as a single colour"
        window.close()

    def give_up() -> None:
        outcome.setdefault("error", "the board was not painted within 20 s")
        window.close()

    window.panel.board.first_painted.connect(painted)
    QTimer.singleShot(20_000, give_up)
    app.exec()
    if "error" in outcome:
        print(f"smoke-test: failed: {outcome['error']}")
        return 1
    # the language in use, for the packaged smoke test
    menus = " ".join(action.text() for action in window.menuBar().actions())
    print(f"smoke-test: menus {menus}", flush=True)
    # the desktop's colours as the window took them (a packaged build must follow a dark theme
    # as the game run from source does: the platform theme plugins decide)
    palette = window.palette()
    print(f"smoke-test: palette {'dark' if is_dark(palette) else 'light'} "
          f"(platform {QGuiApplication.platformName()}, desktop {_desktop()}, window "
          f"{palette.window().color().name()})", flush=True)

    folder = tables_folder()
    readable = sum(folder is not None and read_table(folder, v) is not None for v in Variant)
    print(f"smoke-test: solver tables {readable} of {len(Variant)}", flush=True)
    for variant in Variant:  # as the computer's worker does: from the tables, or solved cold
        solve(variant)
    print(f"smoke-test: solved cold {len(solved_cold())} of {len(Variant)}", flush=True)
    print("smoke-test: ok")
    return 0


def report_games(window: MainWindow, server: HandoverServer | None) -> None:
    """Test hook for the end-to-end tests (``TTT_REPORT_GAMES``): print each game loaded into the
    window (``game: MOVES live|over scored|unscored``, the cells 0-8) and when later launches
    can reach it (``handover: listening``)."""
    from ..play.notice import Notice, NoticeKind

    def loaded(notice: Notice) -> None:
        if notice.kind is NoticeKind.GAME_LOADED:
            game = window.controller.game
            moves = "".join(str(cell) for cell in game.position.moves)  # cells 0-8
            print(f"game: {moves} {'over' if game.is_over() else 'live'} "
                  f"{'unscored' if game.score_table is None else 'scored'}", flush=True)

    window.controller.notice.connect(loaded)
    if server is not None:
        server.listening.connect(lambda: print("handover: listening", flush=True))
