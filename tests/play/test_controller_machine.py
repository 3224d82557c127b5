"""The controller as a state machine, driven by Hypothesis: its rules are what a player can do,
and its invariants are the README's promises. QtCore only (no window), with the real
ComputerOpponent and its worker thread, stopped at the end of every run.

A failure prints the shortest sequence of actions Hypothesis found that still breaks a promise,
as the steps of a ``ControllerMachine`` (``state.play(cell=4)``, ``state.wait()``…).
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings

from ttt_desktop.engine import Position, Variant, solve
from ttt_desktop.engine.analysis import hint
from ttt_desktop.engine.notation import GameRecord, NotationError, format_game, format_moves
from ttt_desktop.engine.players import Level
from ttt_desktop.history import HistoryStore
from ttt_desktop.play.controller import GameController
from ttt_desktop.play.notice import Notice, NoticeKind
from ttt_desktop.play.score import Score
from ttt_desktop.play.settings import FirstMover, Settings

from ..strategies import CI_EXAMPLES, examples, games

#: Runs of the machine under the ci profile (more under dev), and the most actions in one.
EXAMPLES_IN_CI = 60
STEPS = 60
#: The longest the computer may take to answer, in seconds of processed events.
COMPUTER_DEADLINE_S = 5.0
#: Text that is not a game: loading it must load nothing.
NOT_GAMES = ("", "   \n", "https://example.com/tic-tac-toe", "TODO: buy milk", "Date: today",
             "1. ○5 ×5", "7 4 8 5 9 6")

settings_drawn = st.builds(Settings, st.sampled_from(list(Level)), st.sampled_from(list(Variant)),
                           st.sampled_from(list(FirstMover)), st.booleans())


@st.composite
def game_texts(draw: st.DrawFn) -> str:
    """A game as Copy Game writes it, as bare moves, or text that is not a game."""
    position: Position = draw(games())
    form = draw(st.sampled_from(["file", "numbered", "not a game"]))
    if form == "not a game" or (form == "numbered" and not position.moves):
        return draw(st.sampled_from(NOT_GAMES))
    if form == "numbered" and position.variant is Variant.STANDARD:  # no header: standard
        return format_moves(position.moves)
    return format_game(GameRecord(position.variant, position.moves, {"○": "you"}))


def process_events_until(done: Callable[[], bool], seconds: float) -> bool:
    """Run the event loop until ``done()`` or ``seconds`` pass; return ``done()``."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    return done()


def table_of(s: Settings) -> str:
    return f"{s.variant.value}/{'two-players' if s.two_players else s.level.value}"


class ControllerMachine(RuleBasedStateMachine):
    """A GameController and this test's own model of the rules of the score, the history and
    Watch, kept from the actions alone."""

    def __init__(self) -> None:
        super().__init__()
        self.folder = tempfile.TemporaryDirectory(prefix="ttt-machine-")
        folder = Path(self.folder.name)
        self.store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        self.history = folder / "history.sqlite3"
        self.next_settings = Settings(first=FirstMover.YOU)
        self.controller = GameController(self.store, self.next_settings, pause_ms=0, seed=3,
                                         history_path=self.history)
        self.notices: list[Notice] = []
        self.controller.notice.connect(self.notices.append)
        self.controller.recorder.open_later()
        assert process_events_until(lambda: self.controller.recorder.store is not None, 5.0)
        self.tables: dict[int, str | None] = {self.controller.game.game_id:
                                              table_of(self.next_settings)}
        self.results: dict[int, tuple[str, int]] = {}  # game id -> (table, first result)
        self.ended_in_play: list[int] = []  # games that ended in play, in order
        self.over_at_start: set[int] = set()  # games loaded (or opened) already over
        self.shut = False

    # -- the player's actions ---------------------------------------------------------------

    @initialize(s=settings_drawn)
    def choose_settings(self, s: Settings) -> None:
        self.apply_settings(s)

    @rule(cell=st.integers(0, 8))
    def play(self, cell: int) -> None:
        c = self.controller
        game, moves, was_watching = c.game, c.game.position.moves, c.game.watching
        replaying, computer, over = (c.replay_ply is not None, game.is_computer_turn(),
                                     game.is_over())
        heard = len(self.notices)
        self.act("play", lambda: c.play(cell))
        if was_watching:  # a click stops Watch, and plays nothing
            assert not c.game.watching and c.game.position.moves[:len(moves)] == moves
            assert self.notices[heard].kind is NoticeKind.WATCH_STOPPED
        elif replaying:
            assert c.game.position.moves == moves and c.replay_ply is not None
            assert self.notices[heard].kind is NoticeKind.REPLAYING
        elif over:  # a click on a finished game starts the next one
            assert c.game is not game and c.game.start_ply is None
        elif computer:
            assert c.game.position.moves == moves
            assert self.notices[heard].kind is NoticeKind.COMPUTER_TO_MOVE
        elif cell in moves:  # a taken cell changes nothing, and says why
            assert c.game.position.moves == moves
            assert self.notices[heard] == Notice(NoticeKind.CELL_TAKEN, cell=cell)
        else:
            assert c.game.position.moves == (*moves, cell)

    @precondition(lambda self: not (self.controller.game.is_over()
                                     or self.controller.game.watching))
    @rule(data=st.data(), moves=st.integers(1, 5))
    def play_on(self, data: st.DataObject, moves: int) -> None:
        """Play up to ``moves`` free cells, each after waiting (see :meth:`wait`): the moves
        that make games go on (a click on any cell is the rule above)."""
        for _ in range(moves):
            self.wait()
            if self.controller.game.is_over() or self.controller.game.watching:
                return
            self.controller.show_ply(self.controller.game.position.ply)  # End: back to the game
            free = self.controller.game.position.legal_moves()
            self.play(data.draw(st.sampled_from(free), label="free cell"))

    @rule()
    def new_game(self) -> None:
        game = self.controller.game
        self.act("new", self.controller.new_game)
        assert self.controller.game is not game and not self.controller.game.watching

    @rule()
    def swap_sides(self) -> None:
        before = self.controller.game.human
        self.act("swap", self.controller.swap_sides)
        after = self.controller.game.human
        assert before is None or after is None or after is before.other

    @rule()
    def undo(self) -> None:
        self.take_back("undo", self.controller.undo)

    @rule()
    def redo(self) -> None:
        self.take_back("redo", self.controller.redo)

    @rule()
    def show_hint(self) -> None:
        self.act("hint", self.controller.show_hint)

    @rule(s=settings_drawn)
    def apply_settings(self, s: Settings) -> None:
        self.next_settings = s
        self.act("settings", lambda: self.controller.apply_settings(s))

    @rule(circle=st.sampled_from(list(Level)), cross=st.sampled_from(list(Level)))
    def watch(self, circle: Level, cross: Level) -> None:
        self.act("watch", lambda: self.controller.start_watching((circle, cross)))
        assert self.controller.game.watching and self.controller.game.score_table is None

    @rule(text=game_texts())
    def load(self, text: str) -> None:
        c = self.controller
        game, moves = c.game, c.game.position.moves
        try:
            self.act("load", lambda: c.load_text(text))
        except NotationError:  # text that is not a game loads nothing
            assert text in NOT_GAMES
            assert c.game is game and c.game.position.moves == moves
            return
        assert text not in NOT_GAMES
        assert c.game is not game and c.replay_ply is None  # shown live
        assert c.game.score_table is None and not c.game.watching

    @rule(data=st.data())
    def play_from_here(self, data: st.DataObject) -> None:
        c = self.controller
        moves = c.game.position.moves
        ply = data.draw(st.integers(0, len(moves)), label="ply")
        self.act("play_from", lambda: c.play_from(ply))
        assert c.game.position.moves[:ply] == moves[:ply] and c.game.score_table is None

    @precondition(lambda self: self.controller.review is not None
                  and self.controller.review.first_mistake() is not None)
    @rule()
    def retry(self) -> None:
        c = self.controller
        review = c.review
        assert review is not None
        mistake = review.first_mistake()
        assert mistake is not None
        self.act("retry", lambda: c.retry_from(mistake.ply))
        if c.game.is_human_turn():  # back before the mistake, with the hint on
            assert c.hint is not None

    @rule(data=st.data())
    def show_ply(self, data: st.DataObject) -> None:
        c = self.controller
        ply = data.draw(st.integers(0, len(c.game.position.moves)), label="ply")
        self.act("show_ply", lambda: c.show_ply(ply))

    @rule()
    def wait(self) -> None:
        """Let time pass until nothing is under way: the computer has moved (a watched game
        plays to its end) and a finished game is reviewed. The computer's moves and the review
        come only here (no other rule runs the event loop), so every run is the same for the
        same actions; an action between a move and this one acts while the computer thinks."""
        c = self.controller
        assert process_events_until(lambda: not c.is_thinking() and (
            not c.game.is_over() or c.review is not None), COMPUTER_DEADLINE_S), (
            "the computer did not move, or the game was not reviewed, in time")
        self.after("wait")

    # -- the model --------------------------------------------------------------------------

    def take_back(self, kind: str, do: Callable[[], None]) -> None:
        c = self.controller
        was_watching = c.game.watching
        self.act(kind, do)
        if was_watching:  # Undo and Redo stop Watch
            assert not c.game.watching and c.game.two_players
            assert self.notices[-1].kind is NoticeKind.WATCH_STOPPED

    def act(self, kind: str, do: Callable[[], None]) -> None:
        before = self.controller.game.game_id
        try:
            do()
        finally:
            self.after(kind, before)

    def after(self, kind: str, before: int | None = None) -> None:
        """Note a new game's table: from the settings, or none (a game from a position or a
        watched one is not scored)."""
        game = self.controller.game
        if game.game_id != before and game.game_id not in self.tables:
            from_position = kind in ("load", "play_from", "retry", "watch")
            self.tables[game.game_id] = None if from_position else table_of(self.next_settings)
            if game.is_over():
                self.over_at_start.add(game.game_id)
        self.note_end()

    def note_end(self) -> None:
        game = self.controller.game
        if not game.is_over():
            return
        table = self.tables[game.game_id]
        result = game.result_for_score()
        assert result is not None
        if table is not None and not game.began_watched:
            self.results.setdefault(game.game_id, (table, result))
        if game.game_id not in self.over_at_start and game.game_id not in self.ended_in_play:
            self.ended_in_play.append(game.game_id)

    def tally(self, table: str) -> Score:
        score = Score()
        for where, result in self.results.values():
            if where == table:
                score = score.add(result)
        return score

    # -- the README's promises --------------------------------------------------------------

    @invariant()
    def the_position_is_legal(self) -> None:
        position = self.controller.game.position
        assert len(set(position.moves)) == len(position.moves)
        assert solve(position.variant).is_reachable(position)
        shown = self.controller.shown_position()
        assert position.moves[:shown.ply] == shown.moves

    @invariant()
    def the_computer_thinks_exactly_on_its_turn(self) -> None:
        c = self.controller
        assert c.is_thinking() == c.game.is_computer_turn(), (c.game.sides, c.game.position)
        if c.awaited is not None:
            assert c.awaited.game_id == c.game.game_id and c.awaited.ply == c.game.position.ply

    @invariant()
    def a_hint_belongs_to_the_position_on_the_board(self) -> None:
        c = self.controller
        if c.hint is not None:
            assert c.replay_ply is None and c.game.is_human_turn()
            assert c.hint == hint(c.game.position)

    @invariant()
    def a_game_counts_once_in_its_own_table(self) -> None:
        c = self.controller
        table = c.game.score_table
        assert table == self.tables[c.game.game_id] or c.game.began_watched or (
            c.game.start_ply is not None)
        if table is not None:
            assert c.score_table() == table
        assert c.score() == self.tally(c.score_table())

    @invariant()
    def a_review_is_of_the_game_on_the_board(self) -> None:
        c = self.controller
        review = c.review
        if review is not None:
            assert c.game.is_over()
            assert tuple(m.cell for m in review.moves) == c.game.position.moves

    def teardown(self) -> None:
        """Close as the window does: every game that ended in play is stored once, and the
        history's score holds what the games gave, each in its own table (the settings file
        none)."""
        try:
            self.controller.shutdown()
            self.shut = True
            assert not self.controller.opponent.is_running()
            history = HistoryStore.open(self.history)
            try:
                stored = history.count()
                counted = history.scores()
            finally:
                history.close()
            assert stored == len(self.ended_in_play), (stored, self.ended_in_play)
            self.store.sync()
            assert not [key for key in self.store.allKeys() if key.startswith("score/")]
            tables = {table for table, _ in self.results.values()} | set(counted)
            for table in tables:
                assert Score(*counted.get(table, (0, 0, 0))) == self.tally(table), table
        finally:
            if not self.shut:
                self.controller.shutdown()
            self.folder.cleanup()


@pytest.mark.hypothesis
@pytest.mark.timeout(int(120 * settings.default.max_examples / CI_EXAMPLES))
def test_the_controller_keeps_the_readmes_promises(qapp) -> None:
    run_state_machine_as_test(ControllerMachine, settings=settings(
        examples(EXAMPLES_IN_CI), stateful_step_count=STEPS))
