"""A fuzzed window: random sequences of everything a player can do, on the real MainWindow with
its real worker thread, checked after every step.

Actions: clicks on cells (and beside the board), digits, arrows then Enter, undo, redo, hint,
analysis, swap sides, new game, settings changes (two-player mode included), stepping through the
move list with its keys (a replay), Play from Here, Retry from First Mistake, watching the
computer play itself, and event processing for random short times, so that the computer's replies
land at random moments.

After every step: the board shows the position on show (the game's, or the replayed one) and,
every few steps, its pixels do; the position is legal in its variant; the status line agrees with
the state (a replay says so, a thinking computer is said, no "thinking" on the player's turn); the
computer, when it is its turn, moves within a bounded time; it never plays a taken cell; no slot
raised an exception (PySide6 only prints those, so ``sys.excepthook`` collects them); Qt logged no
warning; the score agrees with a tally kept here of the games that ended, each in the table of
the settings it was started under (a game with loaded moves or a watched one counts nowhere);
every game that ends in play is one row of the history; a click, Undo or Redo stops Watch; text
that is not a game loads nothing, and a loaded game is shown live; after a switch of language,
every visible text is in that language.

Also among the actions: pasting game text (games, and text that is not one), switching the
language, and forgetting the solver's tables (as in a fresh process, so that reviews come late).

Hypothesis draws the sequences (``tests/conftest.py``'s profiles: ``ci`` runs about 1,800
actions, ``HYPOTHESIS_PROFILE=dev`` forty times more). A failure is shrunk by replaying shorter
sequences in fresh windows, and the shortest one that still fails is printed, ready to paste
into :func:`test_a_replayed_sequence`.
"""

from __future__ import annotations

import re
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import (
    QElapsedTimer,
    QPoint,
    QRectF,
    QSettings,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QLabel,
    QListWidget,
    QMessageBox,
    QWidget,
)

from ttt_desktop.engine import Mark, Position, Variant, solve, solver
from ttt_desktop.engine.notation import keypad_digit, parse_game
from ttt_desktop.engine.players import Level
from ttt_desktop.history import HistoryStore
from ttt_desktop.play.score import Score
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.language.fonts import install_fallback_font
from ttt_desktop.qt.language.translations import Language, apply_language
from ttt_desktop.qt.main_window import MainWindow

from ..strategies import CI_EXAMPLES, examples, games

#: The longest the computer may take to answer, in processed event time, before it is a failure.
COMPUTER_DEADLINE_S = 5.0
#: Printed by the offscreen platform plugin whenever a window is shown: not about our code.
BENIGN_QT_MESSAGES = ("This plugin does not support propagateSizeHints()",)

Action = tuple[object, ...]


class InvariantBrokenError(AssertionError):
    """An invariant broke at ``step``."""

    def __init__(self, step: int, message: str) -> None:
        super().__init__(f"step {step}: {message}")
        self.step = step


# -- the actions ------------------------------------------------------------------------------


#: Each kind of action, as often as it is drawn (moves and waits most).
KINDS = (["click"] * 6 + ["digit"] * 3 + ["arrows"] * 2 + ["wait"] * 6 + ["moves"] * 2
         + ["undo", "redo", "hint", "analysis", "swap", "new", "settings", "watch", "outside",
            "play_here", "retry", "paste", "lang", "cold"])

#: Text that is not a game: pasting it must load nothing.
NOT_GAMES = ("", "   \n", "https://example.com/tic-tac-toe", "TODO: buy milk", "Date: today",
             "hello", "1. ○5 ×5")


def text_game_is_over(text: str) -> bool:
    """True when the game written in ``text`` has ended."""
    record = parse_game(text)
    return Position(record.variant, record.moves).is_game_over()


@st.composite
def game_texts(draw: st.DrawFn) -> str:
    """A game as text (a legal one, under any rules), or text that is not a game."""
    if draw(st.integers(0, 9)) < 3:
        return draw(st.sampled_from(NOT_GAMES))
    position: Position = draw(games(finished=None))
    moves = "".join(str(keypad_digit(cell)) for cell in position.moves)
    with_header = bool(moves) or draw(st.booleans())
    return f"Variant: {position.variant.value}\n\n{moves}" if with_header else moves


levels = st.sampled_from(list(Level))
ACTIONS: dict[str, st.SearchStrategy[Action]] = {
    "click": st.tuples(st.just("click"), st.integers(0, 8)),
    "digit": st.tuples(st.just("digit"), st.integers(0, 8)),
    "arrows": st.tuples(st.just("arrows"),
                        st.lists(st.sampled_from("LRUD"), min_size=1, max_size=3).map(tuple)),
    "moves": st.tuples(st.just("moves"),
                       st.lists(st.sampled_from("LLRHE"), min_size=1, max_size=2).map(tuple)),
    "wait": st.tuples(st.just("wait"), st.sampled_from((0, 1, 3, 10, 30))),
    "paste": st.tuples(st.just("paste"), game_texts()),
    "lang": st.tuples(st.just("lang"), st.sampled_from((Language.JAPANESE, Language.ENGLISH))),
    "watch": st.tuples(st.just("watch"), st.tuples(levels, levels)),
    "settings": st.tuples(st.just("settings"), st.builds(
        Settings, levels, st.sampled_from(list(Variant)), st.sampled_from(list(FirstMover)),
        st.integers(0, 4).map(lambda n: n == 0))),  # two players one time in five
}
#: One action, the way a player does it (see :data:`KINDS`).
actions = st.sampled_from(KINDS).flatmap(lambda kind: ACTIONS.get(kind, st.just((kind,))))


_DIGITS = {0: Qt.Key.Key_7, 1: Qt.Key.Key_8, 2: Qt.Key.Key_9, 3: Qt.Key.Key_4, 4: Qt.Key.Key_5,
           5: Qt.Key.Key_6, 6: Qt.Key.Key_1, 7: Qt.Key.Key_2, 8: Qt.Key.Key_3}
_ARROWS = {"L": Qt.Key.Key_Left, "R": Qt.Key.Key_Right, "U": Qt.Key.Key_Up, "D": Qt.Key.Key_Down}
_LIST_KEYS = {"L": Qt.Key.Key_Left, "R": Qt.Key.Key_Right, "H": Qt.Key.Key_Home,
              "E": Qt.Key.Key_End}


def process_events_for(ms: int) -> None:
    """Run the event loop for ``ms`` milliseconds (the fuzz's 'time passes' action)."""
    clock = QElapsedTimer()
    clock.start()
    QApplication.processEvents()
    while clock.elapsed() < ms:
        QApplication.processEvents()


def perform(window: MainWindow, action: Action) -> None:
    """Do one action the way a player would (mouse, keys, menu actions)."""
    kind, *args = action
    board = window.panel.board
    if kind == "click":
        centre = board.cell_rect(int(args[0])).center().toPoint()  # type: ignore[call-overload]
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre)
    elif kind == "outside":
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(1, 1))
    elif kind == "digit":
        QTest.keyClick(board, _DIGITS[int(args[0])])  # type: ignore[call-overload]
    elif kind == "arrows":
        for key in args[0]:  # type: ignore[attr-defined]
            QTest.keyClick(board, _ARROWS[key])
        QTest.keyClick(board, Qt.Key.Key_Return)
    elif kind == "moves":  # the move list's own keys: a replay of earlier positions
        for key in args[0]:  # type: ignore[attr-defined]
            QTest.keyClick(window.move_list.moves_view, _LIST_KEYS[key])
    elif kind == "play_here":
        QTest.mouseClick(window.move_list.play_button, Qt.MouseButton.LeftButton)
    elif kind == "retry":
        QTest.mouseClick(window.move_list.retry_button, Qt.MouseButton.LeftButton)
    elif kind == "watch":
        window.controller.start_watching(args[0])  # type: ignore[arg-type]
    elif kind == "wait":
        process_events_for(int(args[0]))  # type: ignore[call-overload]
    elif kind == "settings":
        window.controller.apply_settings(args[0])  # type: ignore[arg-type]
    elif kind == "paste":
        QGuiApplication.clipboard().setText(str(args[0]))
        with answered_message_boxes():  # "Not a Game" for text that is not one
            window.paste_action.trigger()
    elif kind == "lang":
        apply_language(args[0])  # type: ignore[arg-type]
    elif kind == "cold":
        solver._SOLVED.clear()  # as in a fresh process: reviews wait for the worker's tables
    else:
        {"undo": window.undo_action, "redo": window.redo_action, "hint": window.hint_action,
         "analysis": window.analysis_action, "swap": window.swap_action,
         "new": window.new_action}[kind].trigger()  # type: ignore[index]
    QApplication.processEvents()


# -- the checks -------------------------------------------------------------------------------


@contextmanager
def collected_errors() -> Iterator[list[str]]:
    """Exceptions raised in slots and Qt warnings, collected while the block runs."""
    errors: list[str] = []

    def hook(kind: type[BaseException], value: BaseException, tb: object) -> None:
        errors.append(f"exception in a slot: {kind.__name__}: {value}")

    def on_message(mode: QtMsgType, context: object, message: str) -> None:
        if mode != QtMsgType.QtDebugMsg and message not in BENIGN_QT_MESSAGES:
            errors.append(f"Qt said: {message}")

    old_hook = sys.excepthook
    sys.excepthook = hook
    old_handler = qInstallMessageHandler(on_message)
    try:
        yield errors
    finally:
        sys.excepthook = old_hook
        qInstallMessageHandler(old_handler)


@contextmanager
def answered_message_boxes() -> Iterator[list[str]]:
    """Close every message box that opens while the block runs, as a player's OK would."""
    seen: list[str] = []

    def close_open_boxes() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.done(0)

    timer = QTimer()
    timer.timeout.connect(close_open_boxes)
    timer.start(5)
    try:
        yield seen
    finally:
        timer.stop()


def visible_texts(window: MainWindow) -> list[str]:
    """The words on show in the window: labels, buttons, list rows, dock and menu titles."""
    texts = [action.text().replace("&", "") for action in window.menuBar().actions()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text().replace("&", ""))
        elif isinstance(widget, QDockWidget):
            texts.append(widget.windowTitle())
        elif isinstance(widget, QListWidget):
            texts.extend(widget.item(row).text() for row in range(widget.count()))
    return [text for text in texts if text]


def painted_marks(window: MainWindow) -> tuple[Mark | None, ...]:
    """Read the marks off the board's pixels: a red ring leaves its cell's centre clear, a red
    cross covers it."""
    image = window.panel.board.grab().toImage()
    ratio = image.devicePixelRatio()
    marks: list[Mark | None] = []

    def red_at(rect: QRectF, fx: float, fy: float) -> bool:
        x = int((rect.left() + rect.width() * fx) * ratio)
        y = int((rect.top() + rect.height() * fy) * ratio)
        colour = QColor(image.pixel(x, y))
        return colour.red() > 150 and colour.green() < 120 and colour.blue() < 130

    for cell in range(9):
        rect = window.panel.board.cell_rect(cell)
        if red_at(rect, 0.5, 0.5):
            marks.append(Mark.O)  # the cross passes through the centre
        elif red_at(rect, 0.2, 0.5) or red_at(rect, 0.8, 0.5):
            marks.append(Mark.X)  # the ring crosses the horizontal middle at 0.2 and 0.8
        else:
            marks.append(None)
    return tuple(marks)


#: Where each kind of action leaves a new game: from the settings (a new game), or from a position
#: (a game that goes on from moves put on the board: never scored).
FROM_POSITION = {"paste", "play_here", "retry"}
CJK = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
LATIN_WORD = re.compile("[A-Za-z]{3,}")
#: Latin words that Japanese text keeps: the names of keys.
KEY_NAMES = {"End", "Home", "Ctrl", "Shift", "Enter", "Space", "Tab", "Esc"}


@dataclass
class Observer:
    """What the test itself remembers between steps: its own model of the game's rules for the
    score, the history and Watch, kept from the actions alone."""

    results: dict[int, tuple[str, int]]  # game id -> (score table, first result)
    waiting_since: tuple[int, int, float] | None = None  # computer to move: (game, ply, since)
    next_settings: Settings = field(default_factory=lambda: Settings(first=FirstMover.YOU))
    tables: dict[int, str | None] = field(default_factory=dict)  # game id -> its table, if any
    ended_in_play: list[tuple[int, Variant]] = field(default_factory=list)  # in order of end
    over_at_start: set[int] = field(default_factory=set)  # loaded games already over
    language: Language = Language.ENGLISH

    def before(self, window: MainWindow, action: Action) -> tuple[int, tuple[int, ...], bool]:
        """Note the settings an action brings; return the game's id, moves and whether it was
        being watched, as they were before the action."""
        kind, *args = action
        if kind == "settings":
            self.next_settings = args[0]  # type: ignore[assignment]
        if kind == "lang":
            self.language = args[0]  # type: ignore[assignment]
        game = window.controller.game
        return game.game_id, game.position.moves, game.watching

    def after(self, window: MainWindow, step: int, action: Action,
              before: tuple[int, tuple[int, ...], bool]) -> None:
        """The checks that follow from the action just done."""
        kind = action[0]
        game = window.controller.game
        old_id, old_moves, was_watching = before
        if game.game_id != old_id and game.game_id not in self.tables:
            s = self.next_settings
            self.tables[game.game_id] = (
                None if kind in FROM_POSITION or kind == "watch" else
                f"{s.variant.value}/{'two-players' if s.two_players else s.level.value}")
            # a pasted game may already be over (play from here and retry start before an end)
            if kind == "paste" and text_game_is_over(str(action[1])):
                self.over_at_start.add(game.game_id)
        # what the README says stops Watch (a game that starts anew is not watched either)
        stops = ("click", "digit", "arrows", "undo", "redo", "new", "swap")
        if was_watching and game.watching and (kind in stops or (game.game_id != old_id
                                               and kind != "watch")):
            raise InvariantBrokenError(step, f"{kind} did not stop Watch")
        if kind == "paste":
            text = str(action[1])
            moved_on_its_own = was_watching and game.watching  # the computer plays both sides
            # the computer may answer meanwhile; no move of a person's may appear
            added_by_computer = (game.position.moves[:len(old_moves)] == old_moves
                                 and (moved_on_its_own or len(game.position.moves)
                                      <= len(old_moves) + 1))
            if text in NOT_GAMES and (game.game_id != old_id or not added_by_computer):
                raise InvariantBrokenError(step, f"pasting {text!r} loaded a game")
            if text not in NOT_GAMES and window.move_list.is_replaying():
                raise InvariantBrokenError(step, "a pasted game is shown as a replay")
        if kind == "lang" or step % 40 == 0:
            self.check_language(window, step)

    def check(self, window: MainWindow, step: int, errors: list[str], pixels: bool) -> None:
        game = window.controller.game
        replaying = window.move_list.is_replaying()
        position = (Position(game.variant, game.position.moves[:window.move_list.shown_ply()])
                    if replaying else game.position)
        if errors:
            raise InvariantBrokenError(step, errors[0])
        if window.panel.board.cells() != position.cells():
            raise InvariantBrokenError(step, f"the board shows {window.panel.board.cells()}, the "
                                       f"{'replay' if replaying else 'game'} is "
                                       f"{position.cells()}")
        self._check_status(window, step, replaying)
        if not solve(position.variant).is_reachable(position):
            raise InvariantBrokenError(step, f"{position.board_string()} is not legal in "
                                  f"{position.variant.value}")
        if len(set(position.moves)) != len(position.moves):
            raise InvariantBrokenError(step, f"a cell was played twice: {position.moves}")
        # lines (a finished game's, or last line wins' dashed ones) cross the cells' centres:
        # read pixels only on boards without them; a mark being drawn as a stroke is read once
        # its stroke has ended (as the next click or key ends it)
        if pixels and not window.panel.board.lines():
            window.panel.board.finish_animations()
        if (pixels and not window.panel.board.lines()
                and painted_marks(window) != position.cells()):
            raise InvariantBrokenError(step, f"the pixels show {painted_marks(window)}, the "
                                       f"game is {position.cells()}")
        gid = game.game_id
        if game.is_over():
            result = game.result_for_score()
            assert result is not None
            table = self.tables.get(gid)
            if table is not None and not game.began_watched:
                self.results.setdefault(gid, (table, result))
            if gid not in self.over_at_start and gid not in {i for i, _ in self.ended_in_play}:
                self.ended_in_play.append((gid, game.variant))
        self._check_computer(window, step)

    def check_language(self, window: MainWindow, step: int) -> None:
        """Every text on show is in the language in use."""
        for text in visible_texts(window):
            if self.language is Language.JAPANESE:
                wrong = set(LATIN_WORD.findall(text)) - KEY_NAMES
            else:
                wrong = set(CJK.findall(text))
            if wrong:
                raise InvariantBrokenError(step, f"{text!r} is on show in "
                                           f"{self.language.name.lower()}")

    def check_history(self, path: Path, step: int) -> None:
        """One row per game that ended in play, under its rules (the window is closed)."""
        history = HistoryStore.open(path)
        try:
            stored = [g.variant for g in reversed(history.games())]
        finally:
            history.close()
        expected = [variant for _, variant in self.ended_in_play]
        if sorted(stored, key=lambda v: v.value) != sorted(expected, key=lambda v: v.value):
            raise InvariantBrokenError(step, f"the history holds {len(stored)} games "
                                       f"({[v.value for v in stored]}); "
                                       f"{len(expected)} ended in play")

    @staticmethod
    def _check_status(window: MainWindow, step: int, replaying: bool) -> None:
        """The status line never contradicts the state."""
        state, said = window.status_line.state(), window.status_line.text()
        if replaying != state.startswith(("Replay", "再生中")):
            raise InvariantBrokenError(step, f"replaying is {replaying}, the status says {said!r}")
        game = window.controller.game
        if replaying or game.is_over():
            return
        thinking = ("thinking", "考えています")
        if window.controller.is_thinking() and not any(word in state for word in thinking):
            raise InvariantBrokenError(step, f"the computer thinks, the status says {said!r}")
        if game.is_human_turn() and any(word in said for word in thinking):
            raise InvariantBrokenError(step, f"it is the player's turn, the status says {said!r}")

    def _check_computer(self, window: MainWindow, step: int) -> None:
        game = window.controller.game
        if not game.is_computer_turn():
            self.waiting_since = None
            return
        now = time.monotonic()
        key = (game.game_id, game.position.ply)
        if self.waiting_since is None or self.waiting_since[:2] != key:
            self.waiting_since = (*key, now)
        elif now - self.waiting_since[2] > COMPUTER_DEADLINE_S:
            raise InvariantBrokenError(step, "the computer did not move within "
                              f"{COMPUTER_DEADLINE_S} s")

    def check_score(self, window: MainWindow, path: str, step: int) -> None:
        """Every table's score is what the games ended in it give, and no other table moved."""
        expected: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        for table, result in self.results.values():
            expected[table][{1: 0, 0: 1, -1: 2}[result]] += 1
        window.controller.flush_writes()  # the score is written off the window's thread
        store = QSettings(path, QSettings.Format.IniFormat)
        assert not [key for key in store.allKeys() if key.startswith("score/")], \
            "with a history, the settings keep no score"
        history = window.controller.recorder.store
        written = set(history.scores()) if history is not None else set()
        for table in written - set(expected):
            score = window.controller.score_for(table)
            if score != Score():
                raise InvariantBrokenError(step, f"score {table} is {score}, but no game that "
                                           "counts ended in it")
        for table, (wins, draws, losses) in expected.items():
            score = window.controller.score_for(table)
            if (score.wins, score.draws, score.losses) != (wins, draws, losses):
                raise InvariantBrokenError(step, f"score {table} is {score}, the games played give "
                                  f"{wins}/{draws}/{losses}")


# -- the driver -------------------------------------------------------------------------------


def run(actions: list[Action], seed: int, pixel_every: int = 25) -> InvariantBrokenError | None:
    """Play ``actions`` on a fresh window; return the first broken invariant, if any."""
    with tempfile.TemporaryDirectory() as tmp:
        store = QSettings(str(Path(tmp) / "fuzz.ini"), QSettings.Format.IniFormat)
        history = Path(tmp) / "history.sqlite3"
        install_fallback_font()
        apply_language(Language.ENGLISH)
        window = MainWindow(store, Settings(first=FirstMover.YOU), pause_ms=0, seed=seed,
                            history_path=history)
        window.show()
        observer = Observer(results={})
        s = observer.next_settings
        observer.tables[window.controller.game.game_id] = f"{s.variant.value}/{s.level.value}"
        closed = False
        try:
            with collected_errors() as errors:
                for step, action in enumerate(actions):
                    before = observer.before(window, action)
                    perform(window, action)
                    observer.after(window, step, action, before)
                    observer.check(window, step, errors, pixels=step % pixel_every == 0)
                    if step % 50 == 0:
                        observer.check_score(window, store.fileName(), step)
                # the end: the computer must still answer, and the score must add up
                deadline = time.monotonic() + COMPUTER_DEADLINE_S
                while window.controller.game.is_computer_turn() and time.monotonic() < deadline:
                    process_events_for(5)
                observer.check(window, len(actions), errors, pixels=True)
                observer.check_score(window, store.fileName(), len(actions))
                window.close()  # every write finishes
                closed = True
                observer.check_history(history, len(actions))
        except InvariantBrokenError as failure:
            return failure
        finally:
            if not closed:
                window.close()
            window.controller.opponent.shutdown()
            assert not window.controller.opponent.is_running()
            apply_language(Language.ENGLISH)
    return None


#: Runs of the window under the ci profile (more under dev), and the actions in each: about
#: 1,800 actions in CI, each run on a fresh window.
EXAMPLES_IN_CI = 12
ACTIONS_PER_RUN = (100, 200)
SEED = 20261122


@pytest.mark.hypothesis
@pytest.mark.timeout(int(300 * settings.default.max_examples / CI_EXAMPLES))
def test_the_window_survives_random_play(qtbot):
    """Hypothesis draws the sequences of actions; a failure is shrunk to the shortest sequence
    that still fails and printed, ready to paste into :func:`test_a_replayed_sequence`."""
    started = time.monotonic()
    steps: list[int] = []

    @settings(examples(EXAMPLES_IN_CI), suppress_health_check=[HealthCheck.data_too_large,
                                                               HealthCheck.too_slow])
    @given(st.lists(actions, min_size=ACTIONS_PER_RUN[0], max_size=ACTIONS_PER_RUN[1]))
    def survives(sequence: list[Action]) -> None:
        steps.append(len(sequence))
        failure = run(sequence, SEED)
        if failure is not None:
            raise failure

    survives()
    print(f"fuzz: {len(steps)} runs, {sum(steps)} actions, "
          f"{time.monotonic() - started:.1f} s")


def test_the_checks_notice_a_board_that_shows_the_wrong_position(qtbot):
    """The fuzz would notice a broken window: a board that paints one move behind fails."""
    with tempfile.TemporaryDirectory() as tmp:
        store = QSettings(str(Path(tmp) / "fuzz.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, Settings(first=FirstMover.YOU), pause_ms=0, seed=1)
        qtbot.addWidget(window)
        window.show()
        try:
            perform(window, ("click", 4))
            window.panel.board.set_cells((None,) * 9)  # what a refresh bug would leave on screen
            with pytest.raises(InvariantBrokenError, match="the board shows"):
                Observer(results={}).check(window, 0, [], pixels=True)
            window.panel.board.set_cells(window.controller.game.position.cells())
            assert painted_marks(window) == window.controller.game.position.cells()
        finally:
            window.close()
            window.controller.opponent.shutdown()


def test_a_replayed_sequence(qtbot):
    """Paste a shrunk failing sequence here to replay it; this one plays a short real game."""
    actions: list[Action] = [("click", 4), ("wait", 10), ("undo",), ("redo",), ("hint",),
                             ("settings", Settings(variant=Variant.MISERE)), ("new",),
                             ("digit", 0), ("wait", 30), ("swap",), ("wait", 30)]
    assert run(actions, seed=5) is None
