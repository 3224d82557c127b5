"""Lessons for a new player: short stages, each a position and a task, scored with stars.

The lessons themselves are data (:mod:`.lesson_data`); this module reads them, checks them and
plays them. A *stage* is a position (the moves so far, or a board), a :class:`Task` with a fixed
sentence, and a short explanation. Its accepted moves are not written by the lesson's author:
they come from the solver.

* **Accepted moves.** For most tasks, exactly the moves that keep the position's value (its
  solved value for the side to move). For :attr:`Task.FASTEST_WIN` and :attr:`Task.WIN_NOW`,
  exactly the value-keeping moves with the fewest plies to the end.
* **Checks.** Loading refuses (with :class:`LessonError`, naming the lesson and the stage) a
  position the rules cannot reach, a finished one, a lost one, one where every move is accepted
  (nothing to learn), and a task that the solver's moves do not bear out: a *fork* stage whose
  accepted moves do not all make two threats, a *block* stage whose accepted moves do not all
  stop a line of the opponent's, a *keep the draw* stage that is not a draw, and so on (see
  :class:`Task`). A stage may also say which squares its moves are on (``squares``: centre,
  corners or edges); then every accepted move must be on one of them.
* **Judging a move.** :func:`judge` accepts a move or not, and gives the post-game review's
  verdict and reason for it (:func:`.review.review_move`), so that a wrong move is explained in
  the review's words. A wrong move may be tried again.
* **Stars.** A lesson ends with 3 stars for no mistake, 2 for one and 1 for two or more; every
  wrong move counts, a second wrong try at the same stage too (:func:`stars_for`).

>>> from ttt_desktop.engine.notation import cell_from_digit
>>> first = lesson("standard-centre")
>>> first.title, len(first.stages), first.variant.value
('The centre', 4, 'standard')
>>> stage = first.stages[0]
>>> stage.task.sentence, stage.accepts_digits
('Win with this move.', (5,))
>>> run = LessonRun(first)
>>> judgement, run = run.play(cell_from_digit(1))   # not the centre: a mistake
>>> judgement.accepted, judgement.review.verdict.value, run.mistakes, run.stage is stage
(False, 'inaccuracy', 1, True)
>>> judgement, run = run.play(cell_from_digit(5))
>>> judgement.accepted, judgement.review.reason.value, run.stage_index
(True, 'wins now', 1)
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from .analysis import analyze
from .board import Position
from .geometry import CENTRE, CORNERS, EDGES, LINE_MASKS, POPCOUNT
from .mark import Mark
from .notation import NotationError, keypad_digit, parse_moves
from .review import MoveReview, review_move
from .rules import Variant
from .solver import solve


class LessonError(ValueError):
    """A lesson that cannot be used as written: which lesson, which stage, and why."""


class Task(enum.Enum):
    """What a stage asks for. Each task has one fixed English sentence (the window translates
    this small set), says how its accepted moves are chosen, and what loading checks."""

    #: Complete a line that wins the game now. Accepted: the fastest wins, which take one ply.
    WIN_NOW = "win-now"
    #: The position is won. Accepted: every move that keeps the win.
    WIN = "win"
    #: The position is won in more than one way, some slower. Accepted: the fastest wins.
    FASTEST_WIN = "fastest-win"
    #: The position is won and no line can be completed now. Accepted: every move that keeps the
    #: win; each must leave two or more squares that would each complete a line of the mover's.
    FORK = "fork"
    #: Accepted: every move that keeps the value; each must take a square where the opponent
    #: would complete a line.
    BLOCK = "block"
    #: The position is a draw. Accepted: every move that keeps the draw.
    KEEP_DRAW = "keep-draw"
    #: Accepted: every move that keeps the value, and there must be exactly one.
    ONLY_MOVE = "only-move"
    #: Accepted: every move that keeps the value; each must answer the opponent's mark with the
    #: mover's own on the square opposite it through the centre, so that the board looks the same
    #: turned half round, with the marks swapped.
    MIRROR = "mirror"

    @property
    def sentence(self) -> str:
        """The task in one English sentence (the source text of its translations)."""
        return _SENTENCES[self]

    @property
    def fastest(self) -> bool:
        """True when only the fastest value-keeping moves are accepted."""
        return self in (Task.WIN_NOW, Task.FASTEST_WIN)


_SENTENCES = {
    Task.WIN_NOW: "Win with this move.",
    Task.WIN: "Play a move that wins.",
    Task.FASTEST_WIN: "Find the fastest win.",
    Task.FORK: "Make two threats at once.",
    Task.BLOCK: "Block the line.",
    Task.KEEP_DRAW: "Play a move that keeps the draw.",
    Task.ONLY_MOVE: "Find the only good move.",
    Task.MIRROR: "Play the mirror move.",
}


class Squares(enum.Enum):
    """A kind of square a stage's accepted moves must all be on."""

    CENTRE = "centre"
    CORNERS = "corners"
    EDGES = "edges"

    @property
    def cells(self) -> frozenset[int]:
        """The cells of this kind."""
        return _SQUARE_CELLS[self]


_SQUARE_CELLS = {Squares.CENTRE: frozenset({CENTRE}), Squares.CORNERS: frozenset(CORNERS),
                 Squares.EDGES: frozenset(EDGES)}


@dataclass(frozen=True)
class Stage:
    """One step of a lesson: a position, a task, an explanation, and the accepted moves.

    ``moves`` are the cells (0-8) played to reach the position, when the stage gives them;
    a stage written as a board has none. ``accepts`` are cells, ascending.
    """

    lesson_id: str
    number: int  # 1-based
    variant: Variant
    board: str
    moves: tuple[int, ...]
    task: Task
    text: str
    accepts: tuple[int, ...]
    value: int  # the solved value for the side to move: +1 win, 0 draw
    squares: Squares | None = None

    def position(self) -> Position:
        """A fresh position of the stage (with its moves, when it has them)."""
        if self.moves:
            return Position(self.variant, self.moves)
        return Position.from_string(self.board, self.variant)

    @property
    def side(self) -> Mark:
        """The side the player plays in this stage: the side to move."""
        return Position.from_string(self.board).turn

    @property
    def accepts_digits(self) -> tuple[int, ...]:
        """The accepted moves as keypad digits, ascending."""
        return tuple(sorted(keypad_digit(cell) for cell in self.accepts))


@dataclass(frozen=True)
class Lesson:
    """A lesson: a rule, a title, a short introduction and 3 to 6 stages."""

    id: str
    variant: Variant
    title: str
    intro: str
    stages: tuple[Stage, ...]


@dataclass(frozen=True)
class Judgement:
    """A move tried in a stage: accepted or not, with the review's verdict and reason."""

    cell: int
    accepted: bool
    review: MoveReview


MIN_STAGES = 3
MAX_STAGES = 6


def stars_for(mistakes: int) -> int:
    """The stars a finished lesson earns: 3 for no mistake, 2 for one, 1 for more.

    >>> [stars_for(n) for n in range(4)]
    [3, 2, 1, 1]
    """
    if mistakes < 0:
        raise ValueError(f"a count of mistakes cannot be negative ({mistakes})")
    return 3 if mistakes == 0 else 2 if mistakes == 1 else 1


def accepted_cells(position: Position, fastest: bool = False) -> tuple[int, ...]:
    """The moves a stage at ``position`` accepts: every move that keeps the value, or with
    ``fastest`` only those of them with the fewest plies to the end. Ascending cells.

    >>> [keypad_digit(c) for c in accepted_cells(Position(moves=[0]))]  # answer a corner
    [5]
    """
    keeping = [move for move in analyze(position) if move.optimal]
    if fastest and keeping:
        quickest = min(move.plies for move in keeping)
        keeping = [move for move in keeping if move.plies == quickest]
    return tuple(move.cell for move in keeping)


def line_cells(position: Position, mark: Mark) -> tuple[int, ...]:
    """The empty cells where ``mark`` would complete a line of its own (three in a row, whatever
    the rule makes of it), ascending.

    >>> line_cells(Position(moves=[0, 4, 1]), Mark.X), line_cells(Position(moves=[0, 4, 1]), Mark.O)
    ((2,), ())
    """
    mine = position.x_mask if mark is Mark.X else position.o_mask
    taken = position.x_mask | position.o_mask
    found = set()
    for line in LINE_MASKS:
        if POPCOUNT[line & mine] == 2 and POPCOUNT[line & taken] == 2:
            found.add((line & ~taken).bit_length() - 1)
    return tuple(sorted(found))


def is_mirror_move(position: Position, cell: int) -> bool:
    """True if playing ``cell`` leaves every mark facing a mark of the other side on the square
    opposite it through the centre (the centre being the mover's).

    >>> centre_corner = Position(Variant.MISERE, [4, 0])
    >>> is_mirror_move(centre_corner, 8), is_mirror_move(centre_corner, 2)
    (True, False)
    """
    after = position.copy()
    after.push(cell)
    if after[CENTRE] is not position.turn:
        return False
    return all({after[c], after[8 - c]} in _FACING for c in range(9) if c != CENTRE)


#: What a square and the one opposite it through the centre may hold after a mirror move.
_FACING = ({None}, {Mark.X, Mark.O})


def judge(stage: Stage, cell: int) -> Judgement:
    """Whether ``cell`` is accepted in ``stage``, with the review's verdict and reason.

    Raise ``ValueError`` if the cell is not a legal move there.
    """
    return Judgement(cell, cell in stage.accepts, review_move(stage.position(), cell))


@dataclass(frozen=True)
class LessonRun:
    """A lesson being played: the stage reached and the mistakes so far. Immutable: each move
    returns the next run."""

    lesson: Lesson
    stage_index: int = 0
    mistakes: int = 0

    @property
    def stage(self) -> Stage | None:
        """The stage to play now; ``None`` once every stage is done."""
        stages = self.lesson.stages
        return stages[self.stage_index] if self.stage_index < len(stages) else None

    @property
    def finished(self) -> bool:
        """True once every stage is done."""
        return self.stage_index >= len(self.lesson.stages)

    @property
    def stars(self) -> int:
        """The stars earned by the mistakes so far (:func:`stars_for`)."""
        return stars_for(self.mistakes)

    def play(self, cell: int) -> tuple[Judgement, LessonRun]:
        """Try ``cell`` in the current stage: an accepted move goes on to the next stage, a wrong
        one counts a mistake and stays. Raise ``ValueError`` once the lesson is finished or for
        a move that is not legal."""
        stage = self.stage
        if stage is None:
            raise ValueError(f"the lesson {self.lesson.id!r} is finished: there is no move to play")
        judgement = judge(stage, cell)
        if judgement.accepted:
            return judgement, LessonRun(self.lesson, self.stage_index + 1, self.mistakes)
        return judgement, LessonRun(self.lesson, self.stage_index, self.mistakes + 1)


# -- loading and checking ----------------------------------------------------------------------


def load_lessons(data: Iterable[Mapping[str, object]]) -> tuple[Lesson, ...]:
    """Read and check lessons written as plain values (see :mod:`.lesson_data`).

    Raise :class:`LessonError` naming the lesson and the stage for anything wrong.

    >>> load_lessons([{"id": "x", "variant": "standard", "title": "T", "intro": "I",
    ...                "stages": [{"moves": "7", "task": "keep-draw", "text": "Take it."}]}])
    Traceback (most recent call last):
    ...
    ttt_desktop.engine.lessons.LessonError: lesson 'x': 1 stage; a lesson has 3 to 6
    """
    lessons: list[Lesson] = []
    seen: set[str] = set()
    for index, raw in enumerate(data, 1):
        lesson_id = _text(raw, "id", f"lesson {index}")
        where = f"lesson {lesson_id!r}"
        if lesson_id in seen:
            raise LessonError(f"{where}: the id is used twice")
        seen.add(lesson_id)
        try:
            variant = Variant.parse(_text(raw, "variant", where))
        except ValueError as exc:
            raise LessonError(f"{where}: {exc}") from None
        title = _text(raw, "title", where)
        intro = _text(raw, "intro", where)
        stages_raw = raw.get("stages")
        if not isinstance(stages_raw, (list, tuple)):
            raise LessonError(f"{where}: 'stages' must be a list of stages")
        if not MIN_STAGES <= len(stages_raw) <= MAX_STAGES:
            raise LessonError(f"{where}: {len(stages_raw)} stage{'s' * (len(stages_raw) != 1)}; "
                              f"a lesson has {MIN_STAGES} to {MAX_STAGES}")
        stages = tuple(_stage(lesson_id, number, variant, stage_raw)
                       for number, stage_raw in enumerate(stages_raw, 1))
        lessons.append(Lesson(lesson_id, variant, title, intro, stages))
    return tuple(lessons)


def _text(raw: Mapping[str, object], key: str, where: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where}: {key!r} must be a text that is not empty")
    return value


_STAGE_KEYS = frozenset({"moves", "board", "task", "text", "squares"})


def _stage(lesson_id: str, number: int, variant: Variant, raw: object) -> Stage:
    where = f"lesson {lesson_id!r}, stage {number}"
    if not isinstance(raw, Mapping):
        raise LessonError(f"{where}: a stage is a mapping of moves or board, task and text")
    unknown = sorted(set(raw) - _STAGE_KEYS)
    if unknown:
        raise LessonError(f"{where}: unknown key(s) {', '.join(map(repr, unknown))} (a stage has "
                          "moves or board, task, text and, if it likes, squares)")
    position = _position(raw, variant, where)
    try:
        task = Task(_text(raw, "task", where))
    except ValueError:
        names = ", ".join(t.value for t in Task)
        raise LessonError(f"{where}: unknown task {raw.get('task')!r} (choose from {names})"
                          ) from None
    text = _text(raw, "text", where)
    squares = None
    if "squares" in raw:
        try:
            squares = Squares(_text(raw, "squares", where))
        except ValueError:
            names = ", ".join(s.value for s in Squares)
            raise LessonError(f"{where}: unknown squares {raw.get('squares')!r} (choose from "
                              f"{names})") from None
    solution = solve(variant)
    if not solution.is_reachable(position):
        raise LessonError(f"{where}: {position.board_string()} cannot be reached under the "
                          f"{variant.value} rules")
    if position.is_game_over():
        raise LessonError(f"{where}: the game is already over at {position.board_string()}")
    value = solution.entry(position).value
    if value < 0:
        raise LessonError(f"{where}: the side to move has lost at {position.board_string()}: "
                          "every move would be accepted")
    accepts = accepted_cells(position, task.fastest)
    if len(accepts) == len(position.legal_moves()):
        raise LessonError(f"{where}: every move is accepted at {position.board_string()}: there "
                          "is nothing to learn")
    problem = _task_problem(task, position, value, accepts)
    if problem is None and squares is not None and not set(accepts) <= squares.cells:
        problem = f"not every accepted move is on the {squares.value}"
    if problem is not None:
        digits = " ".join(str(d) for d in sorted(keypad_digit(c) for c in accepts))
        raise LessonError(f"{where} ({task.value} at {position.board_string()}, the solver "
                          f"accepts {digits}): {problem}")
    return Stage(lesson_id, number, variant, position.board_string(), position.moves, task,
                 text, accepts, value, squares)


def _position(raw: Mapping[str, object], variant: Variant, where: str) -> Position:
    has_moves, has_board = "moves" in raw, "board" in raw
    if has_moves == has_board:
        raise LessonError(f"{where}: give the position as 'moves' or as 'board', one of them")
    if has_moves:
        moves = raw["moves"]
        if not isinstance(moves, str):
            raise LessonError(f"{where}: 'moves' must be keypad digits in a text, e.g. '7 5 3'")
        try:
            return Position(variant, parse_moves(moves, variant))
        except NotationError as exc:
            raise LessonError(f"{where}: bad moves {moves!r}: {exc}") from None
    board = raw["board"]
    if not isinstance(board, str):
        raise LessonError(f"{where}: 'board' must be 9 characters in a text, e.g. 'X...O....'")
    try:
        return Position.from_string(board, variant)
    except ValueError as exc:
        raise LessonError(f"{where}: {exc}") from None


def _task_problem(task: Task, position: Position, value: int,
                  accepts: tuple[int, ...]) -> str | None:
    """Why the solver's accepted moves do not bear the task out, or ``None`` if they do."""
    me = position.turn
    if task in (Task.WIN, Task.WIN_NOW, Task.FASTEST_WIN, Task.FORK) and value != 1:
        return "the position is not a win for the side to move"
    if task is Task.KEEP_DRAW and value != 0:
        return "the position is not a draw"
    if task is Task.WIN_NOW:
        done = [_after(position, cell).outcome() for cell in accepts]
        if not all(outcome is not None and outcome.winner is me for outcome in done):
            return "the fastest win does not end the game now"
    if task is Task.FASTEST_WIN and len(accepted_cells(position)) == len(accepts):
        return "every winning move is as fast: use the task 'win'"
    if task is Task.FORK:
        if line_cells(position, me):
            return "a line can be completed now: that is not a fork"
        if not all(len(line_cells(_after(position, cell), me)) >= 2 for cell in accepts):
            return "not every accepted move makes two threats"
    if task is Task.BLOCK:
        blocks = set(line_cells(position, me.other))
        if not blocks or not set(accepts) <= blocks:
            return "not every accepted move stops a line of the opponent's"
    if task is Task.ONLY_MOVE and len(accepts) != 1:
        return f"{len(accepts)} moves keep the value, not one"
    if task is Task.MIRROR and not all(is_mirror_move(position, cell) for cell in accepts):
        return "not every accepted move is the mirror move"
    return None


def _after(position: Position, cell: int) -> Position:
    after = position.copy()
    after.push(cell)
    return after


@functools.cache
def all_lessons() -> tuple[Lesson, ...]:
    """Every lesson of :mod:`.lesson_data`, checked (once per process)."""
    from .lesson_data import LESSONS

    return load_lessons(LESSONS)


def lessons(variant: Variant | None = None) -> tuple[Lesson, ...]:
    """The lessons of one rule (or of all), in their order."""
    return tuple(item for item in all_lessons() if variant is None or item.variant is variant)


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id; ``KeyError`` if there is none."""
    for item in all_lessons():
        if item.id == lesson_id:
            return item
    raise KeyError(lesson_id)

