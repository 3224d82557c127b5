"""The puzzle flow of Game › Puzzles, without a window: the pool, the next puzzle, the moves, the
rating, the streaks and the history.

A :class:`PuzzleTrainer` owns one puzzle at a time (``docs/puzzles.md``):

1. :meth:`~PuzzleTrainer.next_puzzle` serves the next of the puzzles of the variants and theme
   allowed by the filter (:meth:`~PuzzleTrainer.set_filter`), as :class:`.PuzzleOrder` chooses
   it: near the player's rating at random, never again within 20, the missed ones back for
   review. A puzzle left before it was scored is *skipped*: unrated, and to the back.
2. :meth:`~PuzzleTrainer.play` checks the player's move against the solution line: a move that
   keeps the value is right (a move that the position's own symmetries map onto the line's is
   right too, and the rest of the line is mapped with it); the computer's defence, the line's
   next move, follows after the usual pause (a ``QTimer``). Any other move is wrong: it stays on
   the board, marked, with the review's verdict (:func:`.engine.review.review_move`) and the
   right move; :meth:`~PuzzleTrainer.try_again` takes it back.
3. :meth:`~PuzzleTrainer.show_hint` shows the right move, and costs the puzzle.
4. A puzzle is scored once, at the first of: a wrong move or a hint (failed), or the end of its
   line (solved). The streaks change, and the attempt is written to the history on the disk
   writer's thread. The player's Glicko-2 rating moves only on a puzzle's first attempt: a
   puzzle attempted before is a *review* (:attr:`~PuzzleTrainer.reviewing`), which never moves
   it. A puzzle left with :meth:`next_puzzle` before either is not scored.
5. :meth:`~PuzzleTrainer.put_back` brings back the puzzle that the last run left open
   (``play/kept_puzzle.py``), with the moves played on it: the attempt the quit cut short counts
   as a skip, and the puzzle is *unrated* (:attr:`~PuzzleTrainer.unrated`): nothing that happens
   on it moves the rating or the streaks, or is written to the history.

The rating, the streaks, the puzzles attempted and those due for review are read back from the
history when the trainer starts, so they survive a restart. Without a history they live as long
as the trainer.

QtCore only, no translated words: :attr:`~PuzzleTrainer.changed` says the state changed, and
:attr:`~PuzzleTrainer.notice` carries a :class:`PuzzleNotice` of facts; ``qt/`` says them.
"""

from __future__ import annotations

import datetime
import enum
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import Position, Variant
from ..engine.geometry import SYMMETRIES
from ..engine.puzzles import Puzzle, Theme, puzzle_by_id, puzzles
from ..engine.review import MoveReview, review_move
from .disk_writer import DiskWriter
from .kept_puzzle import KeptPuzzle
from .puzzle_order import PuzzleOrder, due_at_start
from .rating import Rating, Streak, rate_attempt

if TYPE_CHECKING:
    from ..history import HistoryStore, Problem

log = logging.getLogger(__name__)

#: The variants, in the order the filter lists them.
VARIANTS: tuple[Variant, ...] = (Variant.STANDARD, Variant.MISERE, Variant.LAST_LINE)


class Phase(enum.Enum):
    """Where the puzzle on the board stands."""

    NONE = "none"  # no puzzle passes the filter
    PLAYER = "player"  # the player is to move
    DEFENCE = "defence"  # the computer's defence follows after the pause
    WRONG = "wrong"  # a wrong move is on the board, marked; try again takes it back
    FINISHED = "finished"  # the line is played out (see ``failed``)


class PuzzleNoticeKind(enum.Enum):
    """What a :class:`PuzzleNotice` is about."""

    RIGHT = "right"  # cell: the player's move kept the value
    WRONG = "wrong"  # cell, review: it lost value; ``right`` is the move that keeps it
    SOLVED = "solved"  # the line is played out with no wrong move and no hint
    FINISHED = "finished"  # the line is played out after a wrong move or a hint
    HINT = "hint"  # right: the move that keeps the value (the puzzle counts as failed)
    CELL_TAKEN = "cell taken"  # cell
    WAIT = "wait"  # the computer's defence is coming
    PUZZLE_OVER = "puzzle over"  # a move after the end: Next or Try again
    NO_PUZZLE = "no puzzle"  # no puzzle passes the filter
    HISTORY_PROBLEM = "history problem"  # text (English, from the history), problem (its code)
    PUT_BACK = "put back"  # the puzzle the last run left open is back, unrated, as a skip
    PUT_BACK_FAILED = "put back failed"  # the same, scored as failed before the quit


@dataclass(frozen=True)
class PuzzleNotice:
    """A fact for the player about what just happened."""

    kind: PuzzleNoticeKind
    cell: int | None = None
    right: int | None = None
    review: MoveReview | None = None
    text: str = ""
    problem: Problem | None = None


class PuzzleTrainer(QObject):
    """The puzzle flow. ``store`` is the open history (``None``: keep nothing), ``writer`` the
    disk writer that writes to it off the window's thread; ``pause_ms`` the pause before the
    computer's defence; ``seed`` fixes the order of the puzzles (for tests)."""

    changed = Signal()
    notice = Signal(object)  # PuzzleNotice
    attempt_stored = Signal()  # one more attempt is in the history
    _write_failed = Signal(str, object)  # Problem; from the writer's thread, heard on the window's

    def __init__(self, store: HistoryStore | None, writer: DiskWriter, pause_ms: int = 400,
                 parent: QObject | None = None, seed: int | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._writer = writer
        self.rating = Rating()
        self.streak = Streak()
        self.rating_change: float | None = None  # how the last scored attempt moved the rating
        self.problem = ""  # why the history cannot be used (English), or ""
        self.problem_reason: Problem | None = None  # its code
        self.order = PuzzleOrder(seed=seed)
        if store is not None:
            self._restore(store, seed)
        self.variant_filter: Variant | None = None
        self.theme_filter: Theme | None = None
        self.puzzle: Puzzle | None = None
        self.position = Position()
        self.phase = Phase.NONE
        self.failed = False  # a wrong move or the hint: scored as failed
        self.hint_taken = False
        self.scored = False
        self.reviewing = False  # attempted before: the rating will not move
        self.unrated = False  # put back after a quit: nothing on it is scored
        self.review: MoveReview | None = None  # the wrong move on the board, reviewed
        self.right_cell: int | None = None  # the right move, shown after a wrong move or a hint
        self._line: tuple[int, ...] = ()
        self._step = 0  # the index in the line of the next move
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(pause_ms)
        self._timer.timeout.connect(self._defend)
        self._write_failed.connect(self._on_write_failed)

    def _restore(self, store: HistoryStore, seed: int | None) -> None:
        from ..history import HistoryError

        try:
            standing = store.puzzle_standing()
            attempts = store.attempts()
        except HistoryError as exc:
            self._store = None
            self.problem, self.problem_reason = str(exc), exc.reason
            return
        self.order = PuzzleOrder({a.puzzle for a in attempts}, due_at_start(attempts), seed)
        if standing is not None:
            self.rating = Rating(standing.rating, standing.deviation, standing.volatility)
            self.streak = Streak(standing.streak, standing.best_streak)

    # -- the state, for the view ------------------------------------------------------------

    @property
    def attempted_ids(self) -> frozenset[str]:
        """The puzzles attempted at least once (restored from the history): rated already."""
        return frozenset(self.order.attempted)

    @property
    def line(self) -> tuple[int, ...]:
        """The solution line being played (cells; mapped after a symmetric right move)."""
        return self._line

    def pool(self) -> tuple[Puzzle, ...]:
        """The puzzles that pass the filter (every variant's and theme's when there is none)."""
        chosen: Sequence[Variant] = VARIANTS if self.variant_filter is None else (
            self.variant_filter,)
        theme = self.theme_filter
        return tuple(p for v in chosen for p in puzzles(v) if theme is None or p.theme is theme)

    # -- what the player does -----------------------------------------------------------------

    def set_filter(self, variant: Variant | None, theme: Theme | None = None) -> None:
        """Allow only these puzzles (``None``: any); a theme of another variant is dropped. A
        new puzzle follows at once."""
        if theme is not None and variant is not None and theme.variant is not variant:
            theme = None
        if theme is not None and variant is None:
            variant = theme.variant
        self.variant_filter, self.theme_filter = variant, theme
        self.next_puzzle()

    @Slot()
    def next_puzzle(self) -> None:
        """Leave this puzzle (skipped, unscored, if it was not scored yet) and start the next."""
        if self.puzzle is not None and not self.scored and not self.unrated:
            self.order.skipped(self.puzzle)
        chosen = self.order.next(self.pool(), self.rating.rating)
        self._start(None if chosen is None else chosen.puzzle)
        if chosen is None:
            self._say(PuzzleNoticeKind.NO_PUZZLE)

    def start(self, puzzle: Puzzle) -> None:
        """Play this puzzle next (for tests and for a puzzle chosen by name)."""
        self._start(puzzle)

    @Slot(int)
    def play(self, cell: int) -> None:
        """The player's move."""
        if self.phase is Phase.WRONG:  # a new move after a wrong one: the wrong one goes back
            self.try_again()
        if self.phase is Phase.NONE:
            self._say(PuzzleNoticeKind.NO_PUZZLE)
            return
        if self.phase is Phase.DEFENCE:
            self._say(PuzzleNoticeKind.WAIT)
            return
        if self.phase is Phase.FINISHED:
            self._say(PuzzleNoticeKind.PUZZLE_OVER)
            return
        if not self.position.is_legal(cell):
            self._say(PuzzleNoticeKind.CELL_TAKEN, cell=cell)
            return
        reviewed = review_move(self.position, cell)
        expected = self._line[self._step]
        if reviewed.value_after >= reviewed.value_before:
            self._follow(cell, expected)
            self.position.push(cell)
            self._step += 1
            self.review = None
            self.right_cell = None
            self._say(PuzzleNoticeKind.RIGHT, cell=cell)
            if self._step >= len(self._line):
                self._finish()
            else:
                self.phase = Phase.DEFENCE
                self._timer.start()
            self.changed.emit()
            return
        self.position.push(cell)
        self.phase = Phase.WRONG
        self.review = reviewed
        self.right_cell = expected
        self._score(False)
        self.changed.emit()
        self._say(PuzzleNoticeKind.WRONG, cell=cell, right=expected, review=reviewed)

    @Slot()
    def try_again(self) -> None:
        """Take back the wrong move on the board; after the end of a failed puzzle, start it
        over (it stays scored as failed)."""
        if self.phase is Phase.WRONG:
            self.position.pop()
            self.review = None
            self.right_cell = None
            self.phase = Phase.PLAYER
            self.changed.emit()
        elif self.phase is Phase.FINISHED and self.puzzle is not None and self.failed:
            self._start(self.puzzle, again=True)

    @Slot()
    def show_hint(self) -> None:
        """Show the right move; the puzzle then counts as failed."""
        if self.phase is not Phase.PLAYER:
            if self.phase is Phase.DEFENCE:
                self._say(PuzzleNoticeKind.WAIT)
            return
        self.right_cell = self._line[self._step]
        self.hint_taken = True
        self._score(False)
        self.changed.emit()
        self._say(PuzzleNoticeKind.HINT, right=self.right_cell)

    def kept(self) -> KeptPuzzle | None:
        """What to keep of the puzzle on the board (``play/kept_puzzle.py``): ``None`` when no
        puzzle is in progress (none on the board, or it is played out). A wrong move on show is
        not kept: it goes back when play goes on."""
        puzzle = self.puzzle
        if puzzle is None or self.phase in (Phase.NONE, Phase.FINISHED):
            return None
        moves = self.position.moves
        if self.phase is Phase.WRONG:
            moves = moves[:-1]
        hint = self.phase is Phase.PLAYER and self.right_cell is not None
        return KeptPuzzle(puzzle.id, moves, self.failed, hint)

    def put_back(self, kept: KeptPuzzle) -> None:
        """Bring back the puzzle the last run left open, unrated, with its moves played again
        (moves that do not follow its line put it back at its start, said in the log). The
        attempt the quit cut short counts as a skip unless it was scored already."""
        puzzle = puzzle_by_id(kept.puzzle_id)
        if puzzle is None:  # KeptPuzzle.from_json lets only this version's puzzles through
            return
        self.order.put_back(puzzle, skipped=not kept.failed)
        self._start(puzzle)
        self.unrated = True
        self.failed = kept.failed
        for cell in kept.moves:
            if not self._play_again(cell):
                log.warning("kept puzzle: %s does not follow the line of %s; it is back at its "
                            "start", kept.moves, puzzle.id)
                self._start(puzzle, again=True)
                break
        if self.phase is Phase.DEFENCE:
            self._timer.start()
        elif kept.hint and self.failed and self.phase is Phase.PLAYER:
            self.right_cell = self._line[self._step]  # the hint that was on show
            self.hint_taken = True
        self.changed.emit()
        self._say(PuzzleNoticeKind.PUT_BACK_FAILED if self.failed else PuzzleNoticeKind.PUT_BACK)

    def _play_again(self, cell: int) -> bool:
        """Play a kept move again: the player's must keep the value, the defence's must be the
        line's. False for a move that does neither."""
        if self.phase is Phase.DEFENCE:
            if cell != self._line[self._step]:
                return False
        else:
            if self.phase is not Phase.PLAYER or not self.position.is_legal(cell):
                return False
            reviewed = review_move(self.position, cell)
            if reviewed.value_after < reviewed.value_before:
                return False
            self._follow(cell, self._line[self._step])
        self.position.push(cell)
        self._step += 1
        if self._step >= len(self._line):
            return False  # a kept puzzle is never played out
        self.phase = Phase.DEFENCE if self.phase is Phase.PLAYER else Phase.PLAYER
        return True

    def stop(self) -> None:
        """Stop the defence's timer (the window is closing); writes go on in the writer."""
        self._timer.stop()

    def resume(self) -> None:
        """Start the defence's timer again if :meth:`stop` stopped it half-way (the window is
        shown again)."""
        if self.phase is Phase.DEFENCE and not self._timer.isActive():
            self._timer.start()

    # -- the flow -----------------------------------------------------------------------------

    def _start(self, puzzle: Puzzle | None, again: bool = False) -> None:
        self._timer.stop()
        self.puzzle = puzzle
        self.position = puzzle.position() if puzzle is not None else Position()
        self._line = puzzle.line if puzzle is not None else ()
        self._step = 0
        self.phase = Phase.PLAYER if puzzle is not None else Phase.NONE
        self.review = None
        self.right_cell = None
        if not again:
            self.failed = self.hint_taken = self.scored = self.unrated = False
            self.rating_change = None
            self.reviewing = puzzle is not None and puzzle.id in self.order.attempted
        self.changed.emit()

    def _follow(self, cell: int, expected: int) -> None:
        """A right move other than the line's: map the rest of the line by the position's own
        symmetry that takes the line's move onto it."""
        if cell == expected:
            return
        x, o = self.position.x_mask, self.position.o_mask
        for perm in SYMMETRIES:
            if perm[expected] != cell:
                continue
            if all((x >> perm[c] & 1) == (x >> c & 1) and (o >> perm[c] & 1) == (o >> c & 1)
                   for c in range(9)):
                rest = tuple(perm[c] for c in self._line[self._step:])
                self._line = self._line[:self._step] + rest
                return

    @Slot()
    def _defend(self) -> None:
        if self.phase is not Phase.DEFENCE:
            return
        self.position.push(self._line[self._step])
        self._step += 1
        if self._step >= len(self._line):
            self._finish()
        else:
            self.phase = Phase.PLAYER
        self.changed.emit()

    def _finish(self) -> None:
        self.phase = Phase.FINISHED
        if not self.failed:
            self._score(True)
            self._say(PuzzleNoticeKind.SOLVED)
        else:
            self._say(PuzzleNoticeKind.FINISHED)

    def _score(self, solved: bool) -> None:
        """Rate the attempt once, move the streaks, and write it to the history."""
        if not solved:
            self.failed = True
        puzzle = self.puzzle
        if self.scored or puzzle is None or self.unrated:
            return
        self.scored = True
        if not self.reviewing:  # the rating moves once per puzzle: on its first attempt
            before = self.rating.rating
            self.rating = rate_attempt(self.rating, puzzle, solved)
            self.rating_change = self.rating.rating - before
        self.streak = self.streak.after(solved)
        self.order.scored(puzzle, solved)
        store = self._store
        if store is None:
            return
        from ..history import HistoryError, PuzzleStanding, StoredAttempt

        attempt = StoredAttempt(
            None, datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            puzzle.id, puzzle.variant, puzzle.theme.value, puzzle.difficulty, solved,
            self.hint_taken, self.rating.rating, self.rating.deviation, self.rating.volatility,
            self.reviewing)
        standing = PuzzleStanding(self.rating.rating, self.rating.deviation,
                                  self.rating.volatility, self.streak.current, self.streak.best)

        def write() -> None:
            try:
                store.add_attempt(attempt, standing)
            except HistoryError as exc:
                self._write_failed.emit(str(exc), exc.reason)  # queued: the window's thread
                return
            self.attempt_stored.emit()

        try:
            self._writer.submit(write)
        except RuntimeError:  # the writer has stopped: the game's window has closed
            self._store = None

    @Slot(str, object)
    def _on_write_failed(self, problem: str, reason: Problem) -> None:
        self._store = None  # say it once; the rating lives on in memory
        self.problem, self.problem_reason = problem, reason
        self._say(PuzzleNoticeKind.HISTORY_PROBLEM, text=problem, problem=reason)

    def _say(self, kind: PuzzleNoticeKind, **details: object) -> None:
        self.notice.emit(PuzzleNotice(kind, **details))  # type: ignore[arg-type]
