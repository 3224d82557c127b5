"""The lessons, written as plain values: what a teacher edits to add or change a lesson.

**Why a module of plain values.** The lessons are Python literals (dictionaries, tuples and
strings; no code per lesson) rather than a JSON file in ``resources/``:

* the engine reads no files but the solver's tables, and this keeps it so: the lessons travel
  inside the package, in the wheel and in the frozen builds, with nothing to find at run time;
* a teacher can write a comment beside a stage (why this position, what children got wrong),
  which JSON does not allow;
* the shape is checked twice: by ``mypy --strict`` against the two small types below, and by
  :func:`.lessons.load_lessons`, which refuses a stage the solver does not bear out.

Anyone who needs the lessons as JSON gets them with ``ttt-solve lessons --format json``.

**A lesson** has an ``id`` (lower case, words joined by ``-``, never changed once published:
the history keeps progress under it), a ``variant`` (``standard``, ``misere`` or
``last-line``), a ``title``, a short ``intro`` and 3 to 6 ``stages``.

**A stage** has

* the position: ``moves``, the moves so far in keypad digits (``"7 5 3"``: 7 8 9 is the top
  row, ○ moves first), or ``board``, 9 characters row by row from the top (``"O.OX.XXOX"``:
  ``X`` is ○, ``O`` is ×, ``.`` empty), as ``ttt-solve table`` writes boards;
* ``task``: one of ``win-now``, ``win``, ``fastest-win``, ``fork``, ``block``, ``keep-draw``,
  ``only-move``, ``mirror`` (see :class:`.lessons.Task`);
* ``text``: the explanation, in short plain sentences a child can follow, saying which side the
  player has;
* ``squares`` (if the text says so): ``centre``, ``corners`` or ``edges``; every accepted move
  must then be on that kind of square.

There are no accepted moves here: the solver gives them (every move that keeps the position's
value; the fastest wins for ``win-now`` and ``fastest-win``). A stage whose task the solver
does not bear out is refused with the reason, so write the position, then run
``ttt-solve lessons`` to see what it accepts, and the tests
(``pytest tests/engine/test_lessons.py``) to check every stage against a separate minimax.
"""

from __future__ import annotations

from typing import Final, TypedDict


class _StageRequired(TypedDict):
    task: str
    text: str


class StageData(_StageRequired, total=False):
    """One stage as written: ``moves`` or ``board`` (one of them), ``task``, ``text`` and,
    if it likes, ``squares``."""

    moves: str
    board: str
    squares: str


class LessonData(TypedDict):
    """One lesson as written."""

    id: str
    variant: str
    title: str
    intro: str
    stages: tuple[StageData, ...]


LESSONS: Final[tuple[LessonData, ...]] = (
    # -- standard: three in a row wins ---------------------------------------------------------
    {
        "id": "standard-centre",
        "variant": "standard",
        "title": "The centre",
        "intro": "The centre square is in four lines: the middle row, the middle column and "
                 "both diagonals. A corner is in three lines. An edge is in only two.",
        "stages": (
            {"moves": "7 8 3 6", "task": "win-now", "squares": "centre",
             "text": "You play ○. Your two corners are on one diagonal. The centre joins them. "
                     "Take it and win."},
            {"moves": "1 2 3", "task": "keep-draw", "squares": "centre",
             "text": "You play ×. If ○ gets the centre, ○ has two diagonals at once, and you "
                     "cannot block both. Take the centre first."},
            {"moves": "7 8 6 2", "task": "win", "squares": "centre",
             "text": "You play ○. × has two in the middle column. The centre blocks it, and it "
                     "gives you two lines at once."},
            {"moves": "4 2 6", "task": "win", "squares": "centre",
             "text": "You play ×. ○ has two in the middle row. Block it in the centre. From "
                     "there you threaten the middle column too, and you can win."},
        ),
    },
    {
        "id": "standard-corners",
        "variant": "standard",
        "title": "The corners",
        "intro": "After the centre, the corners are the best squares. Each corner is in three "
                 "lines. An edge is in only two.",
        "stages": (
            {"moves": "5", "task": "keep-draw", "squares": "corners",
             "text": "You play ×. ○ took the centre. Answer in a corner. An edge loses."},
            {"moves": "5 9 1", "task": "keep-draw", "squares": "corners",
             "text": "You play ×. ○ has the centre and a corner. Take a free corner. On an edge, "
                     "○ could make two threats."},
            {"moves": "7 3", "task": "win", "squares": "corners",
             "text": "You play ○. × took a corner, not the centre. Take another corner: soon "
                     "you can make two threats at once."},
        ),
    },
    {
        "id": "standard-block",
        "variant": "standard",
        "title": "Block",
        "intro": "Two marks in a line with the third square empty is a threat: next move, they "
                 "win there. Put your own mark on that square. That is a block.",
        "stages": (
            {"moves": "7 5 8", "task": "block",
             "text": "You play ×. ○ has two in the top row. Block the third square."},
            {"moves": "5 7 9", "task": "block",
             "text": "You play ×. ○ has two on a diagonal. Block it."},
            {"moves": "5 3 6", "task": "block",
             "text": "You play ×. ○ has two in the middle row. Block it."},
            {"moves": "5 9 1 7", "task": "block",
             "text": "You play ○. × has two in the top row. Block it. Then you threaten the "
                     "middle column yourself."},
            {"moves": "1 5 3 6", "task": "win-now",
             "text": "You play ○. × threatens the middle row, but you can win now. Your own win "
                     "comes first: a win ends the game."},
        ),
    },
    {
        "id": "standard-fork",
        "variant": "standard",
        "title": "Make two threats",
        "intro": "A threat is two of your marks in a line with the third square empty. One move "
                 "can make two threats at once. The other player can block only one of them. "
                 "This is called a fork.",
        "stages": (
            {"moves": "7 8 5 3", "task": "fork",
             "text": "You play ○. Find a square that makes two threats at once."},
            {"moves": "5 4 9 1", "task": "fork",
             "text": "You play ○. × threatens the left column. Block it, and the same move makes "
                     "two threats of yours."},
            {"moves": "5 6 1 9", "task": "fork",
             "text": "You play ○. × threatens the right column. Block it with a move that makes "
                     "two threats."},
            {"moves": "4 5 6 8 2", "task": "fork",
             "text": "You play ×. ○ has just blocked your middle column. Now make two threats "
                     "at once."},
        ),
    },
    {
        "id": "standard-corner-centre",
        "variant": "standard",
        "title": "Answer a corner with the centre",
        "intro": "When ○ starts in a corner, × has one good answer: the centre. Every other "
                 "answer lets ○ make two threats later.",
        "stages": (
            {"moves": "7", "task": "only-move", "squares": "centre",
             "text": "You play ×. ○ started in a corner. Answer it."},
            {"moves": "3", "task": "only-move", "squares": "centre",
             "text": "You play ×. Another corner. The same answer."},
            {"moves": "7 5 9", "task": "block",
             "text": "You play ×. You have the centre. Now ○ has two in the top row: block it."},
            {"moves": "1 5 8", "task": "keep-draw",
             "text": "You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not "
                     "let ○ make two threats."},
        ),
    },
    {
        "id": "standard-opposite-corner",
        "variant": "standard",
        "title": "The opposite-corner defence",
        "intro": "○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a "
                 "corner loses for ×. An edge holds the draw.",
        "stages": (
            {"moves": "7 5 3", "task": "keep-draw", "squares": "edges",
             "text": "You play ×. ○ has two opposite corners. Play on an edge. A corner would "
                     "let ○ make two threats."},
            {"moves": "9 5 1", "task": "keep-draw", "squares": "edges",
             "text": "You play ×. The same trap, turned round. Play on an edge."},
            {"moves": "7 5 3 8", "task": "block",
             "text": "You play ○. × played on an edge and threatens the middle column. Block "
                     "it."},
            {"moves": "7 5 3 9", "task": "fork",
             "text": "You play ○. × took a corner, and that loses. Block × and make two threats "
                     "with the same move."},
        ),
    },
    {
        "id": "standard-traps",
        "variant": "standard",
        "title": "Traps that lose",
        "intro": "Some moves look safe but lose. Learn to see them, and to win when the other "
                 "player falls in.",
        "stages": (
            {"moves": "5 7 3", "task": "keep-draw", "squares": "corners",
             "text": "You play ×. ○ has the centre and the corner opposite yours. An edge looks "
                     "safe, but it loses. Take a corner."},
            {"moves": "5 7 3 8", "task": "fork",
             "text": "You play ○. × fell in: × played on an edge. Block × and make two threats."},
            {"moves": "5 2 9 1", "task": "fork",
             "text": "You play ○. × answered your centre with an edge. That loses. Block × and "
                     "make two threats."},
            {"moves": "7 8", "task": "win",
             "text": "You play ○. × answered your corner with an edge, not the centre. That "
                     "loses for ×. Play a move that keeps your win."},
        ),
    },
    {
        "id": "standard-draw",
        "variant": "standard",
        "title": "Why best play draws",
        "intro": "When neither player makes a mistake, tic-tac-toe is a draw. Every threat can "
                 "be blocked, and every fork can be stopped before it is made. Play one whole "
                 "game where both players block.",
        "stages": (
            {"moves": "2 5 7", "task": "keep-draw",
             "text": "You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make "
                     "two threats."},
            {"moves": "2 5 7 6", "task": "block",
             "text": "You play ○. × threatens the middle row. Block it."},
            {"moves": "2 5 7 6 4", "task": "block",
             "text": "You play ×. ○'s block made a threat in the left column. Block it too."},
            {"moves": "2 5 7 6 4 1", "task": "block",
             "text": "You play ○. × threatens a diagonal. Block it."},
            {"moves": "2 5 7 6 4 1 9", "task": "block",
             "text": "You play ×. ○ threatens the top row. Block it. The last square makes no "
                     "line for anyone: the game is a draw."},
        ),
    },
    # -- misère: three in a row loses ------------------------------------------------------------
    {
        "id": "misere-centre",
        "variant": "misere",
        "title": "Misère: the centre",
        "intro": "In misère, three in a row loses. ○ moves first, so ○ must put down one mark "
                 "more than ×. The centre is ○'s only safe start.",
        "stages": (
            {"board": ".........", "task": "only-move", "squares": "centre",
             "text": "You play ○. Start the game. Every start but one loses."},
            {"moves": "6 4", "task": "only-move", "squares": "centre",
             "text": "You play ○. You started on an edge, and × did not punish it. Take the "
                     "centre now: it is your only move that does not lose."},
            {"moves": "7 3", "task": "only-move", "squares": "centre",
             "text": "You play ○. Neither of you took the centre. Take it now."},
            {"moves": "7", "task": "win", "squares": "edges",
             "text": "You play ×. ○ started in a corner, not in the centre. Now you can win. "
                     "Play on an edge."},
        ),
    },
    {
        "id": "misere-mirror",
        "variant": "misere",
        "title": "Misère: mirror play",
        "intro": "With the centre, ○ answers each × on the square straight across the centre. "
                 "The board then looks the same turned half round. ○ never makes a line first: "
                 "a line of ○'s would face a line × had already made.",
        "stages": (
            {"moves": "5 7", "task": "mirror",
             "text": "You play ○. × took a corner. Answer on the opposite corner."},
            {"moves": "5 8", "task": "mirror",
             "text": "You play ○. × took an edge. Answer on the opposite edge."},
            {"moves": "5 7 3 8", "task": "mirror",
             "text": "You play ○. Keep copying: straight across the centre."},
            {"moves": "5 4 6 9", "task": "mirror",
             "text": "You play ○. Copy × again."},
            {"moves": "5 7 3 8 2 6", "task": "mirror",
             "text": "You play ○. The mirror move still works: if anyone makes a line, × makes "
                     "it first."},
        ),
    },
    # -- last line wins: the later line wins ---------------------------------------------------
    {
        "id": "last-line-later",
        "variant": "last-line",
        "title": "The later line",
        "intro": "In this rule a line does not end the game. Play goes on. If both players make "
                 "a line, the one who made it later wins.",
        "stages": (
            {"moves": "1 4 2 5 3", "task": "win-now",
             "text": "You play ×. ○ made a line, but the game goes on. Make your line now: "
                     "yours is the later line, and it wins."},
            {"moves": "1 4 2 5 3 9", "task": "block",
             "text": "You play ○. You have a line. If × makes one now, ×'s line is later and "
                     "wins. Block it."},
            {"board": "O.OX.XXOX", "task": "block",
             "text": "You play ×. Two squares are left. If you make your line now, ○ makes one "
                     "after you and wins. Block ○ first: then it is a draw."},
            {"board": "X...X.O.O", "task": "fork",
             "text": "You play ○. × threatens the bottom row. You do not have to block it. Make "
                     "two threats instead: whatever × does, your line comes later."},
        ),
    },
    {
        "id": "last-line-centre",
        "variant": "last-line",
        "title": "Why the first player wins by the centre",
        "intro": "In this rule ○ wins by starting in the centre. Then × can make a line only "
                 "on the edge of the board. ○ has four lines through the middle.",
        "stages": (
            {"board": ".........", "task": "only-move", "squares": "centre",
             "text": "You play ○. Only one first move wins. A corner or an edge gives only a "
                     "draw."},
            {"board": "O...X.O.X", "task": "fork",
             "text": "You play ○. × threatens the left column. Make two threats: × can take "
                     "only one of them, and your line comes later."},
            {"moves": "5 1 2 3", "task": "only-move",
             "text": "You play ○. Make your line through the middle now. × has no line left "
                     "that you cannot block."},
        ),
    },
)
