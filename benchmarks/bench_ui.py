"""UI benchmark: start-up and memory against a bare PySide6 window, and event-loop stalls while
the computer plays. Prints one JSON object.

    .venv/bin/python benchmarks/bench_ui.py [--runs N]

* ``first_paint_ms``: launch to first paint (median of N runs, offscreen) of the game
  (``python -m ttt_desktop --smoke-test``) and of the bare window (bare_window.py), run in turn
  in the same session; ``first_paint_ratio`` = game / bare (target <= 1.3). Launch is when this
  script starts the process; the child prints the monotonic clock from inside its first paint.
* ``peak_rss_mb``: the largest peak RSS of those runs (from wait4); ``peak_rss_ratio``
  (target <= 1.15).
* ``references``: the same figures, against the bare window, for two windows that do only what
  any game window must: paint in colour (``bare_window.py --colour``, which pays for PySide6's
  ``Qt`` enums) and also show a menu, a label and a status message (``--text``, which loads
  fonts). They are for reading the figures above, not targets; ``game_over_text`` compares the
  game with the second. ``text_imports`` is that window after importing, unused, the modules the
  game imports before its window: ``text_imports_over_text`` is what loading the game's code
  costs, ``game_over_text_imports`` what building and painting its window costs on top.
* ``i18n``: the game in English and in Japanese (translations and the bundled font loaded)
  and without either (``TTT_NO_I18N=1``, ``game_plain``): ``over_plain_ms`` is what the
  translations and the font add to first paint (target <= 10 ms), ``over_text_ratio`` compares
  each with the ``text`` reference window of the same run.
* ``languages``: first paint of the game in each of its languages (``LANGUAGE=xx``) and in
  English, in turn in the same run (in a shuffled order each round); ``over_en_ms`` per
  language (target: every one <= 10 ms); ``cpu_over_en_ms`` the same for the processor time
  the process has used at its first paint (steadier on a busy machine). ``--languages-only``
  measures these alone.
* ``max_stall_ms``: per level, the longest gap between ticks of a 1 ms timer on the UI thread
  while the computer (in its worker thread) plays whole games against random moves (target <= 16).
  ``idle`` is the same probe, for as long as the longest level took, with the window open and
  the computer not thinking: the machine's own noise, measured in the same run (last, so that the
  solver's tables are already built). ``frames_lost_120hz`` counts the gaps longer than a 120 Hz
  frame (8.33 ms). Goal: each level's worst stall <= idle + 2 ms, and no more frames lost than
  idle. The process's first window comes first, two players: it stands idle after its first
  paint for as long as a quick player takes to click (0.5 s, and until its warm-up has finished:
  the window readies what the first game needs while it is idle), then plays until the worker
  has solved the variants (as in the game, it reads the tables that tools/build-solved-tables
  wrote 0.3 s after the window opens, and solves only a variant without one). ``first_idle`` is
  that idle time (the warm-up's steps and the worker reading the tables), ``first_game`` the
  first game until its review has been on show for 50 ms (goal: no 120 Hz frame lost, <= 8.33
  ms), ``cold_start_reference`` all of that window's games. What a session pays once (fonts,
  styles, first code paths) falls there and not on the first level measured.
  ``two_players_reference`` plays the same random moves for both sides with no computer: the
  window's own work after a move (redraw, move list, review at the end), without any thinking.
  ``max_stall_cpu_ms``: for the same probes, the most CPU time the window's thread spent between
  two ticks: its own work, without the time it waited for a core (on a shared machine the wall
  clock figures above are mostly that wait).
  The probes run in this process, with the game's modules compiled first (as installed).
* ``puzzle_window_open_ms``: Game › Puzzles until the puzzle window's board is painted (median
  of 7 each): ``cold`` the first time in a session (the variant's puzzles are found then; the
  solver's table is warm, as the game's worker has built or read it), ``warm`` later (target:
  cold <= 100 ms). ``max_stall_ms["puzzles"]``: the same 1 ms probe while the puzzle window plays
  ``10 × --games`` puzzles (right and wrong moves, Try Again, the defence, Next, attempts written
  to a history file); target <= ``two_players_reference`` + 2 ms.

* ``game_tree``: View › Game Tree. ``window_open_ms``: from the action until the tree view has
  painted, on the empty board of each rule (median of 7: ``cold`` the first time in a process,
  after the rule's table is read, as in the game; ``warm`` later). ``node_open_ms``: the slowest
  opening (expanding) of a node in the view while every node of the first three plies is opened
  in turn, so that the view holds them all (target <= 50 ms), and ``model_node_open_ms`` the
  same for the model alone, without a view. ``peak_rss_mb``: child processes
  (benchmarks/game_tree_window_probe.py, interleaved ``--runs`` times, median of VmHWM): the main
  window alone, and the main window with those three plies open; ``delta`` is their difference
  (target <= 30 MB). ``--game-tree-only`` measures these alone.

Every process runs with bytecode caching on (in a temporary ``PYTHONPYCACHEPREFIX``, filled by a
first, untimed run), as an installed program has its ``.pyc`` files: otherwise an environment
with ``PYTHONDONTWRITEBYTECODE`` set would time the compiling of the game's modules at every
launch.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import first_paint  # benchmarks/, beside this script

from ttt_desktop.resources_path import translation_codes

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def run_once(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Run a program that prints 'smoke-test: painted at monotonic T s'; return (ms from launch
    to T, peak RSS in MB)."""
    launched = time.monotonic()
    process = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    out = process.stdout.read() if process.stdout else ""
    _, status, usage = os.wait4(process.pid, 0)  # wait4: the child's own peak RSS
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{command} exited {process.returncode}: {out}")
    return first_paint.read(out, launched).paint_ms, usage.ru_maxrss / 1024


def start_up(runs: int) -> dict[str, object]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=tempfile.mkdtemp(prefix="ttt-bench-"),
               PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="ttt-bench-pyc-"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    programs = {
        "game": [sys.executable, "-m", "ttt_desktop", "--smoke-test"],
        "bare": [sys.executable, str(HERE / "bare_window.py")],
        "colour": [sys.executable, str(HERE / "bare_window.py"), "--colour"],
        "text": [sys.executable, str(HERE / "bare_window.py"), "--text"],
        "text_imports": [sys.executable, str(HERE / "bare_window.py"), "--text", "--imports"],
        "game_en": [sys.executable, "-m", "ttt_desktop", "--smoke-test"],
        "game_ja": [sys.executable, "-m", "ttt_desktop", "--smoke-test"],
        "game_plain": [sys.executable, "-m", "ttt_desktop", "--smoke-test"],
    }
    # the game in English and in Japanese (translations and font loaded), and without either
    envs = {"game_en": dict(env, LANGUAGE="en", LANG="en_US.UTF-8"),
            "game_ja": dict(env, LANGUAGE="ja", LANG="ja_JP.UTF-8"),
            "game_plain": dict(env, LANGUAGE="en", LANG="en_US.UTF-8", TTT_NO_I18N="1")}
    for name, command in programs.items():  # fill the bytecode and file caches, untimed
        run_once(command, envs.get(name, env))
    results: dict[str, list[tuple[float, float]]] = {name: [] for name in programs}
    for _ in range(runs):
        for name, command in programs.items():
            results[name].append(run_once(command, envs.get(name, env)))
    paint = {k: statistics.median(p for p, _ in v) for k, v in results.items()}
    rss = {k: max(r for _, r in v) for k, v in results.items()}
    return {
        "first_paint_ms": {"game": round(paint["game"]), "bare": round(paint["bare"])},
        "first_paint_ratio": round(paint["game"] / paint["bare"], 3),
        "peak_rss_mb": {"game": round(rss["game"], 1), "bare": round(rss["bare"], 1)},
        "peak_rss_ratio": round(rss["game"] / rss["bare"], 3),
        "references": {
            name: {"first_paint_ms": round(paint[name]),
                   "first_paint_ratio": round(paint[name] / paint["bare"], 3),
                   "peak_rss_mb": round(rss[name], 1),
                   "peak_rss_ratio": round(rss[name] / rss["bare"], 3)}
            for name in ("colour", "text", "text_imports")
        },
        "i18n": {  # what the translations and the fallback font add to first paint
            name: {"first_paint_ms": round(paint[name], 1),
                   "over_plain_ms": round(paint[name] - paint["game_plain"], 1),
                   "over_text_ratio": round(paint[name] / paint["text"], 3)}
            for name in ("game_plain", "game_en", "game_ja")
        },
        "game_over_text": {"first_paint_ratio": round(paint["game"] / paint["text"], 3),
                           "peak_rss_ratio": round(rss["game"] / rss["text"], 3)},
        # the same, split: loading the game's code, then building its window
        "text_imports_over_text": {
            "first_paint_ratio": round(paint["text_imports"] / paint["text"], 3),
            "peak_rss_ratio": round(rss["text_imports"] / rss["text"], 3)},
        "game_over_text_imports": {
            "first_paint_ratio": round(paint["game"] / paint["text_imports"], 3),
            "peak_rss_ratio": round(rss["game"] / rss["text_imports"], 3)},
    }


LANGUAGES = translation_codes()  # every language the game ships


def _paint_and_cpu(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Like run_once: ms from launch to first paint, and the processor time then (ms)."""
    done = first_paint.launch(command, env, ROOT)
    assert done.cpu_ms is not None, "the game says its processor time at first paint"
    return done.paint_ms, done.cpu_ms


def languages_start_up(runs: int) -> dict[str, object]:
    """First paint in English and in every translation, run in turn (median of ``runs``)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8",
               XDG_CONFIG_HOME=tempfile.mkdtemp(prefix="ttt-bench-"),
               PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="ttt-bench-pyc-"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("LC_ALL", None)
    command = [sys.executable, "-m", "ttt_desktop", "--smoke-test"]
    names = ("en", *LANGUAGES)
    for name in names:  # fill the bytecode and file caches, untimed
        run_once(command, dict(env, LANGUAGE=name))
    paints: dict[str, list[float]] = {name: [] for name in names}
    cpus: dict[str, list[float]] = {name: [] for name in names}
    order = list(names)
    shuffle = random.Random(22).shuffle
    for _ in range(runs):
        shuffle(order)  # a new order each round: no language always runs after another
        for name in order:
            painted, cpu_ms = _paint_and_cpu(command, dict(env, LANGUAGE=name))
            paints[name].append(painted)
            cpus[name].append(cpu_ms)
    paint = {name: statistics.median(values) for name, values in paints.items()}
    cpu = {name: statistics.median(values) for name, values in cpus.items()}
    return {"first_paint_ms": {name: round(paint[name], 1) for name in names},
            "over_en_ms": {name: round(paint[name] - paint["en"], 1) for name in LANGUAGES},
            # the process's processor time (user + system) at its first paint: steadier than
            # the clock on a busy machine
            "process_cpu_ms": {name: round(cpu[name], 1) for name in names},
            "cpu_over_en_ms": {name: round(cpu[name] - cpu["en"], 1) for name in LANGUAGES}}


FRAME_120HZ_MS = 1000 / 120
FIRST_CLICK_S = 0.5  # a quick player's first click after the window shows
REVIEW_S = 0.05  # how long the first game's result and review stay on show


def stalls(games: int, animations: bool = True, sound: bool = True) -> dict[str, object]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # As an installed program, the modules that load late (the review at a game's end) come
    # from .pyc files, even where PYTHONDONTWRITEBYTECODE is set: compile them first.
    import compileall

    sys.pycache_prefix = tempfile.mkdtemp(prefix="ttt-bench-pyc-")
    compileall.compile_dir(str(ROOT / "ttt_desktop"), quiet=1)
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ttt_desktop.engine.players import Level
    from ttt_desktop.engine.solved_tables import use_tables_in
    from ttt_desktop.play.opponent import share_interpreter_fairly
    from ttt_desktop.resources_path import resource_path

    use_tables_in(resource_path("solved"))  # as the game does: the worker reads the tables
    share_interpreter_fairly()  # as the game does at start-up
    app = QApplication.instance() or QApplication(sys.argv[:1])
    store = QSettings(str(Path(tempfile.mkdtemp()) / "bench.ini"), QSettings.Format.IniFormat)
    from ttt_desktop.play.motion import save_animations

    save_animations(store, animations)  # every window of the probes: strokes drawn, or not
    from ttt_desktop.play.sound_choice import SoundChoice, save_sound_choice

    save_sound_choice(store, SoundChoice(enabled=sound))  # each move's sound played, or muted
    worst: dict[str, float] = {}
    lost: dict[str, int] = {}
    longest_s = 0.0
    # The process's first window: it stands idle after its first paint for as long as a quick
    # player takes to click (FIRST_CLICK_S, and until its warm-up has finished, where there is
    # one), then two players play until the worker has solved (read) every variant. What a
    # session pays once (fonts, styles, the first game's code paths, the worker reading the
    # tables 0.3 s after the window opens) falls in that idle time or in the first game (until
    # its review has been on show for REVIEW_S), and not on the first level measured.
    cpu: dict[str, float] = {}  # the worst gap's like, in CPU time of the window's thread

    def note(name: str, gaps: list[float], marks: dict, part: slice = slice(None)) -> None:
        worst[name] = round(max(gaps[part]), 2)
        lost[name] = sum(g > FRAME_120HZ_MS for g in gaps[part])
        cpu[name] = round(max(marks["cpu"][part]), 2)

    marks: dict = {}
    gaps, _ = _probe(app, store, None, games, None, until_solved=True,
                     idle_first_s=FIRST_CLICK_S, marks=marks)
    note("first_idle", gaps, marks, slice(None, marks["idle_end"]))
    note("first_game", gaps, marks, slice(marks["idle_end"], marks["first_end"]))
    note("cold_start_reference", gaps, marks, slice(marks["idle_end"], None))
    for level in Level:
        marks = {}
        gaps, seconds = _probe(app, store, level, games, None, marks=marks)
        note(level.value, gaps, marks)
        longest_s = max(longest_s, seconds)
    marks = {}
    gaps, _ = _probe(app, store, None, 0, longest_s, marks=marks)
    note("idle", gaps, marks)
    # a reference, not a target: the same random moves for both sides by two players, so the
    # window redraws as often as in the games above, and nobody thinks
    marks = {}
    gaps, _ = _probe(app, store, None, games, None, marks=marks)
    note("two_players_reference", gaps, marks)
    # a reference for the window's own work: the same widgets repainted as often as the games
    # above have moves, with no game played (Qt's painting alone)
    marks = {}
    gaps, _ = _probe(app, store, None, 0, None, repaints=9 * games, marks=marks)
    note("repaint_reference", gaps, marks)
    # Game › Puzzles: the puzzle window played through (right and wrong moves, try again, the
    # computer's defence, next), attempts written to a history file
    opened = _puzzle_window_open(app, store)
    gaps, _ = _puzzle_probe(app, store, 10 * games)
    worst["puzzles"] = round(max(gaps), 2)
    lost["puzzles"] = sum(g > FRAME_120HZ_MS for g in gaps)
    return {"max_stall_ms": worst, "frames_lost_120hz": lost, "max_stall_cpu_ms": cpu,
            "probe_seconds": round(longest_s, 2), "puzzle_window_open_ms": opened}


def _puzzle_window_open(app, store, runs: int = 7) -> dict[str, float]:
    """Game › Puzzles until the puzzle window's board is painted, in ms (median of ``runs``
    windows): ``cold`` with the puzzles of the variant not found yet in the process (as the first
    time in a session; the solver's table is warm, as the game's worker has solved it), ``warm``
    for the next times."""
    from ttt_desktop.engine import puzzles as puzzle_module
    from ttt_desktop.play.settings import FirstMover, Settings
    from ttt_desktop.qt.main_window import MainWindow
    from ttt_desktop.qt.puzzle_window import PuzzleWindow

    figures: dict[str, list[float]] = {"cold": [], "warm": []}
    for run in range(2 * runs):
        cold = run % 2 == 0
        if cold:
            puzzle_module._PUZZLES.clear()
        window = MainWindow(store, Settings(first=FirstMover.YOU, two_players=True), pause_ms=0)
        window.show()
        app.processEvents()
        painted: list[bool] = []
        started = time.perf_counter()
        window.puzzles_action.trigger()
        puzzles = window.findChild(PuzzleWindow)
        puzzles.board.first_painted.connect(lambda seen=painted: seen.append(True))
        while not painted:
            app.processEvents()
        figures["cold" if cold else "warm"].append((time.perf_counter() - started) * 1000)
        puzzles.close()
        window.close()
        app.processEvents()
    return {name: round(statistics.median(values), 1) for name, values in figures.items()}


def _puzzle_probe(app, store, puzzles_played: int) -> tuple[list[float], float]:
    """Every gap, in ms, between ticks of a 1 ms timer on the UI thread while the puzzle window
    plays ``puzzles_played`` puzzles through its board: the right move three times in four, a
    wrong one otherwise (then Try Again), the computer's defence after the game's pause (0 here,
    as in the probes above), Next at each end."""
    from PySide6.QtCore import QEventLoop

    from ttt_desktop.engine.solver import solve
    from ttt_desktop.play.puzzle_trainer import Phase
    from ttt_desktop.play.settings import FirstMover, Settings
    from ttt_desktop.qt.main_window import MainWindow
    from ttt_desktop.qt.puzzle_window import PuzzleWindow

    folder = Path(tempfile.mkdtemp(prefix="ttt-bench-history-"))
    window = MainWindow(store, Settings(first=FirstMover.YOU, two_players=True), pause_ms=0,
                        history_path=folder / "history.sqlite3")
    window.show()
    window.controller.recorder.open_later()
    while window.controller.recorder.store is None and not window.controller.recorder.problem():
        app.processEvents()
    puzzles = PuzzleWindow.show_for(window, window.controller)
    trainer = puzzles.trainer
    rng = random.Random(11)
    clock, gaps, state, tick = _gap_recorder()
    loop = QEventLoop()

    def step() -> None:
        phase = trainer.phase
        if phase is Phase.FINISHED:
            state["played"] += 1
            if state["played"] >= puzzles_played:
                loop.quit()
                return
            puzzles.next_button.click()
        elif phase is Phase.WRONG:
            puzzles.again_button.click()
        elif phase is Phase.PLAYER:
            position = trainer.position
            best = solve(position.variant).facts_for_key(position.key)[2]
            wrong = [c for c in position.legal_moves() if c not in best]
            cell = rng.choice(wrong) if wrong and rng.random() < 0.25 else rng.choice(best)
            puzzles.board.cell_clicked.emit(cell)

    _run_timers(tick, step, clock, loop)
    puzzles.close()
    window.close()
    return gaps[1:], clock.elapsed() / 1000


def _gap_recorder():
    """A clock, the list of gaps between its ticks (ms), a state for the probe's counts, and the
    tick that records a gap. ``state["cpu"]`` gets, for each gap, the CPU time the window's
    thread spent in it (ms): the window's own work, without the time it waited for a core."""
    from PySide6.QtCore import QElapsedTimer

    clock = QElapsedTimer()
    gaps: list[float] = []
    cpu: list[float] = []
    state = {"last": 0.0, "played": 0, "cpu": cpu, "last_cpu": time.thread_time_ns()}

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        now_cpu = time.thread_time_ns()
        gaps.append(now - state["last"])
        cpu.append((now_cpu - state["last_cpu"]) / 1e6)
        state["last"] = now
        state["last_cpu"] = now_cpu

    return clock, gaps, state, tick


#: The probes' input comes at most once between two ticks of the 1 ms clock: no player clicks
#: twice in a millisecond, and a gap then holds one input and what it caused. With
#: ``--back-to-back`` the 0 ms timer sends input whenever the loop is free, so one gap can hold
#: two moves and two paints (the figures of the probe before 2026-11-26).
ONE_INPUT_PER_TICK = True


def _run_timers(tick, step, clock, loop) -> None:
    """Run ``loop`` with ``tick`` on a 1 ms timer and ``step`` on a 0 ms one, from ``clock``'s
    start, until ``step`` quits it (``step`` at most once per tick, see
    :data:`ONE_INPUT_PER_TICK`)."""
    from PySide6.QtCore import QTimer

    ticks = {"seen": 0, "stepped_at": -1}

    def counted_tick() -> None:
        ticks["seen"] += 1
        tick()

    def paced_step() -> None:
        if ONE_INPUT_PER_TICK and ticks["stepped_at"] == ticks["seen"]:
            return
        ticks["stepped_at"] = ticks["seen"]
        step()

    ticker = QTimer()
    ticker.setInterval(1)
    ticker.timeout.connect(counted_tick)
    stepper = QTimer()
    stepper.setInterval(0)
    stepper.timeout.connect(paced_step)
    clock.start()
    ticker.start()
    stepper.start()
    loop.exec()
    ticker.stop()
    stepper.stop()


def _probe(app, store, level, games: int, idle_s: float | None,
           until_solved: bool = False, repaints: int = 0, idle_first_s: float = 0.0,
           marks: dict | None = None) -> tuple[list[float], float]:
    """Every gap, in ms, between ticks of a 1 ms timer on the UI thread, and the seconds
    measured: while ``level`` plays ``games`` games against random moves sent as board clicks,
    or, with ``idle_s``, while the window stands open that long with nobody thinking. With
    ``until_solved``, the games go on until the worker has solved every variant too. With
    ``repaints``, nothing is played: the widgets a move redraws (the board, the names, the
    result, the status line, the move list) are only repainted that many times. With
    ``idle_first_s``, the window first stands idle that long, and until its warm-up (if it has
    one) has finished; ``marks`` then gets the number of gaps at the end of that idle time
    (``idle_end``) and at the end of the first game (``first_end``)."""
    from PySide6.QtCore import QEventLoop

    from ttt_desktop.engine import Variant
    from ttt_desktop.engine.players import Level
    from ttt_desktop.engine.solver import is_solved
    from ttt_desktop.play.settings import FirstMover, Settings
    from ttt_desktop.qt.main_window import MainWindow

    # with a history file, as the game has: each finished game is written there (by the
    # background writer), not to the settings (TTT_BENCH_NO_HISTORY=1: without, as before)
    history = (None if os.environ.get("TTT_BENCH_NO_HISTORY")
               else Path(tempfile.mkdtemp(prefix="ttt-bench-history-")) / "history.sqlite3")
    window = MainWindow(store, Settings(level=level or Level.EASY, first=FirstMover.YOU,
                                        two_players=level is None), pause_ms=0, seed=7,
                        history_path=history)
    if level is not None:
        window.controller.apply_settings(Settings(level=level, first=FirstMover.ALTERNATE))
    window.show()
    # the clock starts once the window is painted and, where it has one, its warm-up is done
    # (a later window's is short): the probe times moves, not the window's start
    warm_up = getattr(window, "warm_up", None)  # older code has none
    recorder = window.controller.recorder

    def history_opening() -> bool:
        return history is not None and recorder.store is None and not recorder.problem()

    while (window.panel.board.painted_count == 0 or not getattr(warm_up, "done", True)
           or history_opening()):
        if idle_first_s:
            break  # the first window: its idle time is measured
        app.processEvents()
    app.processEvents()
    rng = random.Random(str(level))
    clock, gaps, state, tick = _gap_recorder()
    loop = QEventLoop()

    panel = window.panel
    redrawn = (panel.board, panel.circle_label, panel.cross_label, panel.result_label,
               panel.score_label, window.status_line, window.move_list.moves_view.viewport())

    marks = {} if marks is None else marks

    def step() -> None:
        game = window.controller.game
        if "idle_end" not in marks and idle_first_s:
            if clock.elapsed() < idle_first_s * 1000 or not getattr(warm_up, "done", True):
                return
            marks["idle_end"] = len(gaps) - 1  # gaps[0] is dropped below
        if repaints:
            state["played"] += 1
            if state["played"] > repaints:
                loop.quit()
            for widget in redrawn:
                widget.update()
            return
        if idle_s is not None:
            if clock.elapsed() >= idle_s * 1000:
                loop.quit()
            return
        if game.is_over() and idle_first_s and "first_end" not in marks:
            # the first game: the player looks at its result and review a moment (REVIEW_S)
            if window.controller.review is None:
                return
            seen = marks.setdefault("review_seen_ms", int(clock.elapsed()))
            if clock.elapsed() < seen + REVIEW_S * 1000:
                return
            marks["first_end"] = len(gaps) - 1
        if game.is_over():
            state["played"] += 1
            solved = all(is_solved(v) for v in Variant) or not until_solved
            if state["played"] >= games and solved:
                loop.quit()
                return
            window.controller.new_game()
        elif game.is_human_turn():
            window.panel.board.cell_clicked.emit(rng.choice(game.position.legal_moves()))

    _run_timers(tick, step, clock, loop)
    window.close()
    marks["cpu"] = state["cpu"][1:]
    return gaps[1:], clock.elapsed() / 1000


def game_tree(runs: int) -> dict[str, object]:
    """View › Game Tree: its open time, its nodes' opening and its memory (see the docstring)."""
    from PySide6.QtCore import QModelIndex, QSettings
    from PySide6.QtWidgets import QApplication

    from ttt_desktop.engine import Position, Variant, solve
    from ttt_desktop.engine import game_tree as engine_tree
    from ttt_desktop.play.settings import Settings
    from ttt_desktop.qt.game_tree.model import GameTreeModel
    from ttt_desktop.qt.game_tree.window import GameTreeWindow
    from ttt_desktop.qt.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="ttt-bench-tree-"))
    report: dict[str, object] = {}
    opened: dict[str, dict[str, float]] = {}
    model_nodes: dict[str, float] = {}
    for variant in Variant:
        solve(variant)  # the game's worker reads or builds it before any window asks
        times: dict[str, list[float]] = {"cold": [], "warm": []}
        for run in range(2 * 7):
            cold = run % 2 == 0
            if cold:
                engine_tree._empty_board_index.cache_clear()
                engine_tree._recent_index.cache_clear()
            store = QSettings(str(folder / f"{variant.value}.ini"), QSettings.Format.IniFormat)
            window = MainWindow(store, Settings(two_players=True, variant=variant), pause_ms=0,
                                history_path=folder / "h.sqlite3", kept_game=folder / "k.json")
            window.show()
            app.processEvents()
            started = time.perf_counter()
            window.game_tree_action.trigger()
            tree = window.findChild(GameTreeWindow)
            painted: list[bool] = []
            tree.view.viewport().installEventFilter(_PaintSeen(painted, tree))
            while not painted:
                app.processEvents()
            times["cold" if cold else "warm"].append((time.perf_counter() - started) * 1000)
            tree.close()
            window.close()
            tree.deleteLater()
            window.deleteLater()
            app.processEvents()
        opened[variant.value] = {k: round(statistics.median(v), 1) for k, v in times.items()}
        model = GameTreeModel(Position(variant))
        slowest, level = 0.0, [QModelIndex()]
        for _ in range(3):
            following = []
            for parent in level:
                for row in range(model.rowCount(parent)):
                    index = model.index(row, 0, parent)
                    if model.canFetchMore(index):
                        start = time.perf_counter()
                        model.fetchMore(index)
                        slowest = max(slowest, (time.perf_counter() - start) * 1000)
                        following.append(index)
            level = following
        model_nodes[variant.value] = round(slowest, 2)
    report["window_open_ms"] = opened
    report["model_node_open_ms"] = model_nodes
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    probe = str(HERE / "game_tree_window_probe.py")
    rss: dict[str, dict[str, float]] = {}
    nodes: dict[str, float] = {}
    for variant in Variant:
        found: dict[str, list[float]] = {"window": [], "tree": []}
        slowest: list[float] = []
        for _ in range(runs):
            for mode in found:
                done = subprocess.run([sys.executable, probe, mode, variant.value], env=env,
                                      cwd=ROOT, capture_output=True, text=True, check=True)
                peak, slow = (float(x) for x in done.stdout.split())
                found[mode].append(peak)
                if mode == "tree":
                    slowest.append(slow)
        window_mb, tree_mb = (statistics.median(found[m]) for m in ("window", "tree"))
        rss[variant.value] = {"window": round(window_mb, 1), "tree": round(tree_mb, 1),
                              "delta": round(tree_mb - window_mb, 1)}
        nodes[variant.value] = round(max(slowest), 1)
    report["node_open_ms"] = nodes
    report["peak_rss_mb"] = rss
    report["targets_met"] = {
        "node_open<=50ms": max(nodes.values()) <= 50,
        "three_plies_rss<=30MB": max(r["delta"] for r in rss.values()) <= 30,
    }
    return report


class _PaintSeen:
    """An event filter that notes the first paint of the tree's viewport."""

    def __new__(cls, seen: list[bool], parent: object) -> object:
        from PySide6.QtCore import QEvent, QObject

        class Filter(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
                if event.type() == QEvent.Type.Paint:
                    seen.append(True)
                return False

        return Filter(parent)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--games", type=int, default=6, help="games per level for the stalls")
    parser.add_argument("--stalls-only", action="store_true", help="skip the start-up figures")
    parser.add_argument("--languages-only", action="store_true",
                        help="only first paint in each language against English")
    parser.add_argument("--back-to-back", action="store_true",
                        help="the stall probes send input whenever the loop is free, not once "
                        "per 1 ms tick")
    parser.add_argument("--animations", choices=("on", "off"), default="on",
                        help="the board draws marks as strokes (on, a new profile's default) "
                        "or shows them at once (off)")
    parser.add_argument("--sound", choices=("on", "off"), default="on",
                        help="the game's sounds played (on, the default) or muted")
    parser.add_argument("--game-tree-only", action="store_true",
                        help="only View › Game Tree: open time, node opening, peak memory")
    args = parser.parse_args()
    if args.game_tree_only:
        started = time.perf_counter()
        figures = game_tree(args.runs)
        figures["bench_seconds"] = round(time.perf_counter() - started, 1)
        print(json.dumps({"game_tree": figures}))
        return
    global ONE_INPUT_PER_TICK
    ONE_INPUT_PER_TICK = not args.back_to_back
    started = time.perf_counter()
    if args.languages_only:
        figures = languages_start_up(args.runs)
        over: dict[str, float] = figures["over_en_ms"]  # type: ignore[assignment]
        print(json.dumps({"languages": figures,
                          "targets_met": {"first_paint<=en+10ms": max(over.values()) <= 10},
                          "bench_seconds": round(time.perf_counter() - started, 1)}))
        return
    report: dict[str, object] = {} if args.stalls_only else start_up(args.runs)
    if not args.stalls_only:
        report["languages"] = languages_start_up(args.runs)
    report.update(stalls(args.games, args.animations == "on", args.sound == "on"))
    report["game_tree"] = game_tree(args.runs)
    report["animations"], report["sound"] = args.animations, args.sound
    report["one_input_per_tick"] = ONE_INPUT_PER_TICK
    worst: dict[str, float] = report["max_stall_ms"]  # type: ignore[assignment]
    lost: dict[str, int] = report["frames_lost_120hz"]  # type: ignore[assignment]
    references = ("idle", "two_players_reference", "cold_start_reference", "repaint_reference",
                  "puzzles", "first_idle", "first_game")
    levels = [k for k in worst if k not in references]
    met = {
        "max_stall_ms<=16": max(worst[k] for k in levels) <= 16,
        # the window's own work after a move (two players, nobody thinking) against an idle one
        "two_players<=idle+2ms": worst["two_players_reference"] <= worst["idle"] + 2,
        # what the game adds to Qt's painting of the same widgets
        "two_players<=repaint+2ms": worst["two_players_reference"]
        <= worst["repaint_reference"] + 2,
        "stall<=idle+2ms": all(worst[k] <= worst["idle"] + 2 for k in levels),
        "frames_lost<=idle": all(lost[k] <= lost["idle"] for k in levels),
        # what the thinking adds: each level against the same window with nobody thinking
        "stall<=two_players+2ms": all(worst[k] <= worst["two_players_reference"] + 2
                                      for k in levels),
        "frames_lost<=two_players": all(lost[k] <= lost["two_players_reference"]
                                        for k in levels),
        # Game › Puzzles
        "puzzle_window_open<=100ms":
        report["puzzle_window_open_ms"]["cold"] <= 100,  # type: ignore[index]
        "puzzles_stall<=two_players+2ms": worst["puzzles"]
        <= worst["two_players_reference"] + 2,
        # the first window's first game loses no 120 Hz frame
        "first_game<=8.3ms": worst["first_game"] <= FRAME_120HZ_MS,
    }
    if not args.stalls_only:
        met["first_paint_ratio<=1.3"] = report["first_paint_ratio"] <= 1.3  # type: ignore[operator]
        met["peak_rss_ratio<=1.15"] = report["peak_rss_ratio"] <= 1.15  # type: ignore[operator]
        # the start-up budget, against the text reference window of the same run
        over_text: dict[str, float] = report["game_over_text"]  # type: ignore[assignment]
        met["first_paint_over_text<=1.25"] = over_text["first_paint_ratio"] <= 1.25
        met["peak_rss_over_text<=1.20"] = over_text["peak_rss_ratio"] <= 1.20
        languages: dict[str, dict[str, float]] = report["languages"]  # type: ignore[assignment]
        met["first_paint_every_language<=en+10ms"] = max(languages["over_en_ms"].values()) <= 10
    report["targets_met"] = met
    report["bench_seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
