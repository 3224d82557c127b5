"""The game controller: the one owner, and the only writer, of the game being played.

Everything a player can do to the game comes here as a method call: :meth:`GameController.play`
for a cell, :meth:`~GameController.new_game`, :meth:`~GameController.undo`,
:meth:`~GameController.load_text` and so on. The controller either refuses, with a
:class:`Notice` that says why, or changes the game, asks the computer for its move when it is the
computer's turn, and at the end scores the game under its own rules, reviews it once and records
it. After every change it emits :attr:`~GameController.changed`, and the window redraws from the
controller's state. It holds no widget and no translated word: the window turns its notices and
state into sentences (``ttt_desktop.qt.words.status``).

A move through it:

1. ``play(cell)``: refused with a notice (cell taken, the computer's turn, a replay on show), or
   played.
2. ``_advance()``: the game is over (finish it) or it is the computer's turn (ask the opponent).
3. ``_on_move_ready``: a reply that is not the one awaited is stale and dropped, here only;
   otherwise it is played and the loop goes on at step 2.
4. the end (:class:`~.game_end.GameEnd`): the score of the game's own table and the rating;
   then, each in a turn of the event loop of its own and after the paint that shows the deciding
   move, one review and one history row.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QTimer, Signal, Slot

from ..engine import Mark, Position, Variant
from ..engine.move_order import a_move_order
from ..engine.notation import parse_game
from ..engine.players import Level
from ..engine.sides import Side
from . import adaptive
from .disk_writer import DiskWriter
from .game_end import GameEnd
from .game_rating import GameRatingBook
from .history_link import HistoryLink
from .kept_game import GameKeeper, KeptGame, kept_from, session_from
from .kept_puzzle import PuzzleKeeper, puzzle_path
from .notice import Notice, NoticeKind
from .opponent import ComputerOpponent, MoveReply, MoveRequest
from .recorder import HistoryRecorder
from .score import GameScorer, Score, ScoreBook, table_key
from .session import ADAPTIVE, GameSession, Sides
from .settings import FirstMover, Settings, save_changes, save_watch_levels

if TYPE_CHECKING:
    from ..engine.analysis import Hint
    from ..engine.review import GameReview

class GameController(QObject):
    """Owns the game on the board, the computer opponent, the score and the history writer.

    ``store`` holds the settings and the score; ``settings`` are those for the next game (saved
    ones, with any command-line choices on top). ``history_path`` ``None`` keeps no history.
    """

    changed = Signal()  # the game, the replay on show, the review or the score changed
    notice = Signal(object)  # Notice
    game_stored = Signal()  # one more game is in the history
    puzzle_put_back = Signal()  # the last run left a puzzle open: open the puzzles on it

    def __init__(self, store: QSettings, settings: Settings, pause_ms: int = 400,
                 seed: int | None = None, history_path: Path | None = None,
                 extra_think_ms: int = 0, parent: QObject | None = None,
                 kept_game: Path | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self.next_settings = settings
        self._rng = random.Random(seed)
        self._writer = DiskWriter()
        self._scores = ScoreBook(store, self._writer)
        self._scorer = GameScorer(self._scores)
        self._next_game_id = 1
        self._human_mark = Mark.X  # the person's side in the last game started from settings
        self._games_started = 0
        self._awaited: MoveRequest | None = None
        self._replay_ply: int | None = None
        self._explored: Position | None = None  # see explored
        self._hint: Hint | None = None
        self._fresh: tuple[int, int] | None = None  # see fresh_move

        self.opponent = ComputerOpponent(self, pause_ms=pause_ms, seed=seed,
                                         extra_think_ms=extra_think_ms)
        self.opponent.move_ready.connect(self._on_move_ready)
        self.opponent.failed.connect(self._on_computer_failed)
        self.recorder = HistoryRecorder(history_path, self._writer, self)
        self.recorder.game_stored.connect(self.game_stored)
        self.ratings = GameRatingBook(self.recorder, self._writer, self)
        self._history = HistoryLink(self.recorder, self._scores, self.ratings,
                                    lambda: self._game, self)
        self._history.changed.connect(self.changed)
        self._history.notice.connect(self.notice)
        self._end = GameEnd(self._scorer, self.ratings, self.recorder, self.opponent, self)
        self._end.reviewed.connect(self.changed)
        self._keeper = GameKeeper(kept_game, self._writer)  # the game on the board, on disk
        self._put_back(self._keeper.load())
        self.puzzles_kept = PuzzleKeeper(  # the puzzle of Game › Puzzles, in a file beside
            None if kept_game is None else puzzle_path(kept_game), self._writer, self)
        if self.puzzles_kept.left_open is not None:
            QTimer.singleShot(0, self, self.puzzle_put_back.emit)  # once the window listens
        if history_path is not None:
            # the score in the first frame is the history's: the file opens (and the score is
            # counted from it) before the window is shown; a busy file is not waited for here
            # but tried again later, and meanwhile nothing new is counted in the settings
            self._scores.expect_history()
            self._history.opening = True  # a problem found now is said once the window listens
            self.recorder.open_now()
            self._history.opening = False

    # -- the state, for the view ------------------------------------------------------------

    @property
    def game(self) -> GameSession:
        """The game on the board (only the controller changes it)."""
        return self._game

    @property
    def settings_in_force(self) -> Settings:
        """The settings the game on the board is played under (its rules and sides)."""
        game, s = self.game, self.next_settings
        level = game.computer_level()
        return s.with_changes(variant=game.variant, two_players=game.human is None,
                              level=level if level is not None else s.level,
                              adaptive=game.adaptive if level is not None else s.adaptive)

    @property
    def writer(self) -> DiskWriter:
        """The one thread that writes the score and the history (the puzzles' attempts too)."""
        return self._writer

    @property
    def awaited(self) -> MoveRequest | None:
        """The request whose answer the game waits for (any other answer is stale)."""
        return self._awaited

    def is_thinking(self) -> bool:
        """True while the computer's move is awaited."""
        return self._awaited is not None

    @property
    def review(self) -> GameReview | None:
        """The review of the finished game on the board (``None`` before the end, or while the
        variant's table is being built)."""
        return self._end.review_of(self.game)

    @property
    def replay_ply(self) -> int | None:
        """The earlier position on show in the move list, or ``None`` for the live game."""
        return self._replay_ply

    @property
    def explored(self) -> Position | None:
        """A position from the game tree on show, read-only as a replay is, or ``None``."""
        return self._explored

    def shown_position(self) -> Position:
        """The position on the board: the live one, the replayed one, or the explored one."""
        if self._explored is not None:
            return self._explored.copy()
        if self._replay_ply is None:
            return self.game.position
        return Position(self.game.variant, self.game.position.moves[:self._replay_ply])

    @property
    def fresh_move(self) -> tuple[int, int] | None:
        """The move just played, by a person or the computer, as (game id, ply): the board draws
        it as a pen would. ``None`` after Undo, Redo, a load or a new game, which show their
        positions at once."""
        return self._fresh

    @property
    def hint(self) -> Hint | None:
        """The hinted move on show, if any."""
        return self._hint

    def score_table(self) -> str:
        """The table the score line shows: the game's own, or (a game that is not scored) the
        one its rules and sides would count in."""
        table = self.game.score_table
        if table is not None:
            return table
        s = self.settings_in_force if not self.game.began_watched else self.next_settings
        level = ADAPTIVE if s.adaptive else s.level.value
        return table_key(s.variant, Side.TWO_PLAYERS.value if s.two_players else level)

    def score(self) -> Score:
        """The score of :meth:`score_table`."""
        return self._scores.get(self.score_table())

    def score_for(self, table: str) -> Score:
        """The score of any table (``"misere/easy"``)."""
        return self._scores.get(table)

    # -- playing ----------------------------------------------------------------------------

    @Slot(int)
    def play(self, cell: int) -> None:
        """A person chose ``cell``: play it, or say why not. A click stops a watched game, and a
        click on a finished game starts the next one."""
        if self._stop_watching():
            return
        game = self.game
        if self._replay_ply is not None or self._explored is not None:
            self._say(NoticeKind.REPLAYING)
        elif game.is_over():
            self.new_game()
        elif game.is_computer_turn():
            self._say(NoticeKind.COMPUTER_TO_MOVE)
        elif game.position[cell] is not None:
            self._say(NoticeKind.CELL_TAKEN, cell=cell)
        else:
            self._clear_hint(quiet=True)
            game.play(cell)
            self._fresh = (game.game_id, game.position.ply)
            self._advance()

    @Slot()
    def new_game(self) -> None:
        """Start the next game with the next settings. A game left unfinished is not counted."""
        self._start(self._new_session(self._first_human_mark()))

    @Slot()
    def swap_sides(self) -> None:
        """Swap ○ and × and start a new game."""
        self._start(self._new_session(self._human_mark.other))
        self._say(NoticeKind.SIDES_SWAPPED, mark=self._human_mark)

    @Slot()
    def undo(self) -> None:
        """Back to the person's previous turn, even while the computer thinks."""
        self._undo_or_redo(self.game.can_undo, self.game.undo, NoticeKind.NOTHING_TO_UNDO)

    @Slot()
    def redo(self) -> None:
        """Replay what Undo took back."""
        self._undo_or_redo(self.game.can_redo, self.game.redo, NoticeKind.NOTHING_TO_REDO)

    def _undo_or_redo(self, can: Callable[[], bool], do: Callable[[], object],
                      nothing: NoticeKind) -> None:
        self._fresh = None
        if self._stop_watching(announce=False):
            if can():
                do()
            self._advance()
            self._say(NoticeKind.WATCH_STOPPED)
            return
        if not can():
            self._say(nothing)
            return
        self._cancel()
        do()
        self._advance()

    @Slot()
    def show_hint(self) -> None:
        """Light up the best move and say why; it stays until the next move, or until H is
        pressed again."""
        if self._hint is not None:
            self._clear_hint()
        elif self.game.is_over():
            self._say(NoticeKind.NO_HINT_GAME_OVER)
        elif not self.game.is_human_turn():
            self._say(NoticeKind.NO_HINT_WAIT)
        elif self._replay_ply is not None or self._explored is not None:
            self._say(NoticeKind.REPLAYING)
        else:
            from ..engine.analysis import hint

            self._hint = hint(self.game.position)
            if self._hint is None:
                return
            self.changed.emit()
            self._say(NoticeKind.HINT, cell=self._hint.cell, hint=self._hint)

    @Slot()
    def _clear_hint(self, quiet: bool = False) -> None:
        if self._hint is not None:
            self._hint = None
            if not quiet:
                self.changed.emit()

    def start_watching(self, levels: tuple[Level, Level]) -> None:
        """A new game that the computer plays against itself at these levels (○'s, ×'s), never
        scored; the levels are remembered for the next Watch. A click, Undo, Redo or a new game
        stops it."""
        save_watch_levels(self._store, levels)
        self._start(GameSession(self._take_id(), self.next_settings.variant, levels))

    def apply_settings(self, settings: Settings) -> None:
        """Take new settings for the next game. Only what changed is saved, so that a
        command-line override stays for this run only. They take over at once if no game is in
        progress (an untouched board keeps its sides), else from the next game."""
        before, self.next_settings = self.next_settings, settings
        if not save_changes(self._store, before, settings):
            return
        if self.game.in_progress():
            self._say(NoticeKind.SETTINGS_NEXT_GAME)
            return
        untouched = self.game.position.ply == 0 and settings.first is before.first
        self._start(self._new_session(self._human_mark if untouched
                                      else self._first_human_mark()))

    # -- loading, replay ----------------------------------------------------------------------

    def load_text(self, text: str) -> None:
        """Load a game written in keypad notation, to review it or play on. Text that is not a
        game raises :class:`~ttt_desktop.engine.notation.NotationError` and loads nothing."""
        record = parse_game(text)
        self._continue_from(record.moves, record.variant)
        self._say(NoticeKind.GAME_LOADED, count=len(record.moves), variant=record.variant)

    def open_stored(self, game_id: int) -> None:
        """Load a game from the history, reviewed for its player (it is not stored again)."""
        store = self.recorder.store
        if store is None:
            return
        from ..history import HistoryError

        try:
            stored = store.game(game_id)
        except HistoryError as exc:
            self._history.on_problem(str(exc), exc.reason)
            return
        if stored is None:
            self._say(NoticeKind.STORED_GAME_MISSING)
            return
        sides: Sides = (None, None)
        skill = None
        if stored.human is not None:  # against Adaptive: at the stored game's rule's strength
            if self.next_settings.adaptive:
                skill = self.ratings.pick_skill(stored.variant)
            sides = self._sides_for(stored.human, skill, stored.variant)
        self._continue_from(stored.moves, stored.variant, sides, stored=True, skill=skill)
        self._say(NoticeKind.STORED_GAME_LOADED, count=len(stored.moves),
                  variant=stored.variant, text=stored.played_at[:10])

    @Slot(int)
    def play_from(self, ply: int) -> None:
        """A new live game from the position after ``ply`` moves of the game on the board."""
        self._continue_from(self.game.position.moves[:ply])
        self._say(NoticeKind.PLAYING_ON, count=ply,
                  cell=self.game.position.moves[ply - 1] if ply else None)

    @Slot(int)
    def retry_from(self, ply: int) -> None:
        """Back to just before move ``ply`` (a mistake), with the hint on when it is a
        person's turn."""
        self.play_from(ply - 1)
        if self.game.is_human_turn():
            self.show_hint()

    @Slot(int)
    def show_ply(self, ply: int) -> None:
        """Show the position after ``ply`` moves (the number of moves: the live game)."""
        live = ply >= len(self.game.position.moves)
        replay = None if live else max(0, ply)
        if replay != self._replay_ply or self._explored is not None:
            self._replay_ply, self._explored = replay, None
            self._clear_hint(quiet=True)
            self._keep()
            self.changed.emit()

    @Slot(object)
    def explore(self, position: Position | None) -> None:
        """Show a position of the game tree on the board, read-only (``None``: the game)."""
        if position is not None:
            position = Position(position.variant, a_move_order(position))
        if position != self._explored:
            self._explored = position
            self._clear_hint(quiet=True)
            self.changed.emit()

    @Slot(object)
    def play_from_position(self, position: Position) -> None:
        """A new live game from any position a game can reach (the game tree's, a puzzle's)."""
        moves = a_move_order(position)
        self._continue_from(moves, position.variant)
        self._say(NoticeKind.PLAYING_ON, count=len(moves), cell=moves[-1] if moves else None)

    def game_text(self) -> str:
        """The game on the board in keypad notation, as Copy Game puts it on the clipboard."""
        return self.game.as_text()

    def reset_score(self, every_table: bool = False) -> None:
        """Set the score on show (or every score) back to nothing."""
        if every_table:
            self._scores.reset_all()
        else:
            self._scores.reset(self.score_table())
        self.changed.emit()

    def flush_writes(self) -> None:
        """Wait until the score and the history are on the disk."""
        self._writer.flush()

    def shutdown(self) -> None:
        """Before the window goes: stop the computer, review and store a finished game still
        waiting for its table, and finish every write."""
        self._cancel()
        self.opponent.shutdown()
        self._end.close()
        self._scores.close()
        self.recorder.close()
        self._writer.close()

    # -- the turn loop ------------------------------------------------------------------------

    def _advance(self) -> None:
        """After any change: finish the game, or ask the computer for its move; then redraw."""
        self._replay_ply = self._explored = None
        self._clear_hint(quiet=True)
        game = self.game
        ended = game.is_over()
        if ended:
            self._end.finish(game)
        elif game.is_computer_turn():
            level = game.level_for(game.position.turn)
            assert level is not None
            self._awaited = self.opponent.request_move(game.position, level, game.game_id,
                                                       game.skill)
        self._keep()
        self.changed.emit()
        if ended:  # the deciding move is drawn first; its review follows in a turn of its own
            self._end.follow_up()

    @Slot(object)
    def _on_move_ready(self, reply: MoveReply) -> None:
        if reply.request != self._awaited:
            return  # stale: a new game, an undo, a load or new settings came in between
        self._awaited = None
        self.game.play_computer(reply.cell)
        self._fresh = (self.game.game_id, self.game.position.ply)
        self._advance()

    @Slot(object, str)
    def _on_computer_failed(self, request: MoveRequest, message: str) -> None:
        if request == self._awaited:
            self._awaited = None
            self.changed.emit()
            self._say(NoticeKind.COMPUTER_FAILED, text=message)

    # -- starting games ---------------------------------------------------------------------

    def _first_human_mark(self) -> Mark:
        first = self.next_settings.first
        if first is FirstMover.YOU:
            return Mark.X
        if first is FirstMover.COMPUTER:
            return Mark.O
        if first is FirstMover.RANDOM:
            return self._rng.choice((Mark.X, Mark.O))
        # alternate: the first game of a run is yours to open, then the sides swap every game
        return Mark.X if self._games_started == 0 else self._human_mark.other

    def _sides_for(self, human: Mark, skill: float | None = None,
                   variant: Variant | None = None) -> Sides:
        s = self.next_settings
        level = s.level if skill is None else adaptive.level_near(skill, variant or s.variant)
        return (None, level) if human is Mark.X else (level, None)

    def _new_session(self, human: Mark) -> GameSession:
        """A game from the empty board under the next settings, the person playing ``human``
        (against Adaptive: at the skill the player's rating in these rules calls for)."""
        s = self.next_settings
        self._human_mark = human
        self._games_started += 1
        if s.two_players:
            return GameSession(self._take_id(), s.variant, (None, None))
        skill = self.ratings.pick_skill(s.variant) if s.adaptive else None
        return GameSession(self._take_id(), s.variant, self._sides_for(human, skill),
                           skill=skill)

    def _continue_from(self, moves: tuple[int, ...], variant: Variant | None = None,
                       sides: Sides | None = None, stored: bool = False,
                       skill: float | None = None) -> None:
        """A game from these moves, with the rules and sides of the game on the board unless
        given (a watched game's sides go to two players; given sides come with Adaptive's
        ``skill``, if Adaptive plays). It is not scored; it is recorded when it ends in play,
        unless it is a ``stored`` game or already over. Adaptive plays a game under other rules
        at that rule's strength: the one the player's rating there calls for."""
        game = self.game
        variant = variant or game.variant
        if sides is None:
            sides = (None, None) if game.watching else game.sides
            skill = None if game.watching else game.skill
            if skill is not None and game.human is not None and variant is not game.variant:
                skill = self.ratings.pick_skill(variant)
                sides = self._sides_for(game.human, skill, variant)
        session = GameSession(self._take_id(), variant, sides, start=moves, skill=skill)
        session.from_history = stored
        if stored or session.is_over():
            self.recorder.already_stored(session.game_id)
        self._start(session)

    def _start(self, session: GameSession) -> None:
        """Put a game on the board: forget the old one's pending move, hint, replay and review."""
        self._cancel()
        self._clear_hint(quiet=True)
        self._game = session
        self._fresh = None
        self._end.start(session)
        self._advance()

    def _put_back(self, kept: KeptGame | None) -> None:
        """The game the last run left on the board, as it was (said once the window listens);
        none: a new game."""
        if kept is None:
            self._game = self._new_session(self._first_human_mark())
            self._start(self._game)
            return
        self._game = session_from(kept, self._take_id())
        if self._game.from_history:
            self.recorder.already_stored(self._game.game_id)
        self._start(self._game)
        self.show_ply(len(kept.moves) if kept.replay_ply is None else kept.replay_ply)
        QTimer.singleShot(0, self, lambda: self._say(NoticeKind.GAME_PUT_BACK,
                                                     count=len(kept.moves), variant=kept.variant))

    def _keep(self) -> None:
        self._keeper.keep(kept_from(self.game, self._replay_ply))

    def _take_id(self) -> int:
        self._next_game_id += 1
        return self._next_game_id - 1

    def _cancel(self) -> None:
        if self._awaited is not None:
            self.opponent.cancel(self._awaited)
            self._awaited = None

    def _stop_watching(self, announce: bool = True) -> bool:
        """If the computer is playing itself, stop: the board goes to two players."""
        if not self.game.watching:
            return False
        self._cancel()
        self.game.stop_watching()
        self._keep()
        if announce:
            self.changed.emit()
            self._say(NoticeKind.WATCH_STOPPED)
        return True

    # -- notices ------------------------------------------------------------------------------

    def _say(self, kind: NoticeKind, **details: object) -> None:
        self.notice.emit(Notice(kind, **details))  # type: ignore[arg-type]

    # -- the score in the history -------------------------------------------------------------

    def score_session_only(self) -> bool:
        """True when the score cannot be kept: the history cannot be written."""
        return self._scores.session_only
