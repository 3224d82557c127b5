"""The post-game review: each move's verdict from the solver, and a reason in codes.

For the side that moved, take the value and the plies of best play before the move and after it
(values +1 win, 0 draw, -1 loss; plies to the end with the fastest win and the slowest loss):

* a drop of two steps (a win to a loss) is a **blunder**, of one step a **mistake**;
* with the same value, a slower win or a faster loss is an **inaccuracy**;
* anything else is **best**; every move that keeps a draw is best.

The reason is a :class:`ReviewReason` code plus the cells it is about, so that the window can
say it in the player's language; :func:`english_reason` says it in English for ``ttt-solve``.

>>> review = review_game(Variant.STANDARD, [4, 1])    # ○ centre, × an edge: × erred
>>> [m.verdict.value for m in review.moves]
['best', 'mistake']
>>> english_reason(review.moves[1])
'×8 turns a draw into a loss; better was 7 (keeps the draw); equally best: 1, 3, 9'
>>> review.values_for_first()
(0, 0, 1)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .analysis import Reason, Result, analyze, hint, winning_cells, winning_cells_for_masks
from .board import Position
from .geometry import POPCOUNT
from .mark import Mark
from .notation import keypad_digit
from .rules import Outcome, Variant
from .solver import Solution, solve


class Verdict(enum.Enum):
    """How good a move was, from the solver's values."""

    BEST = "best"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def symbol(self) -> str:
        """The annotation written after the move: ``!``, ``?!``, ``?`` or ``??``."""
        return _SYMBOLS[self]

    @property
    def is_error(self) -> bool:
        """True for a mistake or a blunder (the value dropped)."""
        return self in (Verdict.MISTAKE, Verdict.BLUNDER)


_SYMBOLS = {Verdict.BEST: "!", Verdict.INACCURACY: "?!", Verdict.MISTAKE: "?",
            Verdict.BLUNDER: "??"}


class ReviewReason(enum.Enum):
    """Why a move got its verdict, as a code (the window translates it)."""

    # for a best move
    WINS_NOW = "wins now"
    BLOCKED = "blocked a line"
    MADE_FORK = "made two threats"
    KEPT_WIN = "kept the win"
    KEPT_DRAW = "kept the draw"
    HELD_OUT = "held out longest"
    # for a move that was not best
    MISSED_WIN = "missed a win at once"
    LEFT_LINE_OPEN = "left the opponent's line open"
    COMPLETED_OWN_LINE = "completed three in a row and lost"
    ALLOWED_FORK = "let the opponent make two threats"
    WIN_TO_DRAW = "turned a win into a draw"
    WIN_TO_LOSS = "turned a win into a loss"
    DRAW_TO_LOSS = "turned a draw into a loss"
    SLOWER_WIN = "won more slowly than it could"
    FASTER_LOSS = "lost sooner than it had to"


@dataclass(frozen=True)
class MoveReview:
    """One reviewed ply. Values are for the mover: +1 win, 0 draw, -1 loss.

    ``better`` is the move the hint would have given (``None`` when this move was best), with
    ``better_reason`` from the hint's reasons. ``focus`` is the cell the reason is about, if any:
    the win that was missed, the line left open, the fork the opponent gets. ``best_cells`` keep
    the value; ``equally_best`` are those of them that are as good as the best move (the fastest
    wins, the slowest losses, every move that keeps a draw): the moves a review names.
    """

    ply: int
    cell: int
    mover: Mark
    verdict: Verdict
    reason: ReviewReason
    value_before: int
    plies_before: int
    value_after: int
    plies_after: int
    best_cells: tuple[int, ...]
    better: int | None = None
    better_reason: Reason | None = None
    focus: int | None = None
    equally_best: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameReview:
    """Every ply of a game, reviewed."""

    variant: Variant
    moves: tuple[MoveReview, ...]
    first_value: tuple[int, ...]  # value for ○ of each position, the empty board first

    def values_for_first(self) -> tuple[int, ...]:
        """The value for ○ after each ply, starting with the empty board (for the graph)."""
        return self.first_value

    def for_side(self, mark: Mark) -> tuple[MoveReview, ...]:
        """The moves one side made."""
        return tuple(m for m in self.moves if m.mover is mark)

    def first_mistake(self, mark: Mark | None = None) -> MoveReview | None:
        """The first mistake or blunder (of one side, if given)."""
        return next((m for m in self.moves if m.verdict.is_error
                     and (mark is None or m.mover is mark)), None)

    def counts(self, mark: Mark | None = None) -> dict[Verdict, int]:
        """How many moves got each verdict (of one side, if given)."""
        tally = dict.fromkeys(Verdict, 0)
        for m in self.moves:
            if mark is None or m.mover is mark:
                tally[m.verdict] += 1
        return tally


def review_game(variant: Variant, moves: Sequence[int]) -> GameReview:
    """Review every ply of a game (finished or not).

    Raise ``ValueError`` if the moves are not a legal game under ``variant``.
    """
    solution = solve(variant)
    position = Position(variant)
    reviewed: list[MoveReview] = []
    values = [solution.entry_for_key(0).value]  # ○ is to move on the empty board
    for ply, cell in enumerate(moves, 1):
        if not position.is_legal(cell):
            raise ValueError(f"move {ply} ({cell}) is not legal here")
        move = _review_move(solution, position, cell, ply)  # legal: checked above
        reviewed.append(move)
        values.append(move.value_after if move.mover is Mark.X else -move.value_after)
        position.push(cell)
    return GameReview(variant, tuple(reviewed), tuple(values))


def review_move(position: Position, cell: int) -> MoveReview:
    """Review one move in a position (its ``ply`` is the position's ply + 1).

    >>> review_move(Position.from_string("XX..O....", Variant.STANDARD), 8).reason.value
    "left the opponent's line open"
    """
    if not position.is_legal(cell):
        raise ValueError(f"{cell} is not a legal move in {position.board_string()}")
    return _review_move(solve(position.variant), position.copy(), cell, position.ply + 1)


def verdict_for(value_before: int, plies_before: int, value_after: int,
                plies_after: int) -> Verdict:
    """The verdict from the mover's value and plies before and after a move.

    >>> verdict_for(1, 3, -1, 4).value, verdict_for(0, 9, -1, 6).value
    ('blunder', 'mistake')
    >>> verdict_for(1, 3, 1, 5).value, verdict_for(0, 9, 0, 8).value
    ('inaccuracy', 'best')
    """
    drop = value_before - value_after
    if drop >= 2:
        return Verdict.BLUNDER
    if drop == 1:
        return Verdict.MISTAKE
    if value_before == 1 and plies_after > plies_before:
        return Verdict.INACCURACY
    if value_before == -1 and plies_after < plies_before:
        return Verdict.INACCURACY
    return Verdict.BEST


def _review_move(solution: Solution, position: Position, cell: int, ply: int) -> MoveReview:
    """Review the legal move ``cell`` in ``position`` (left as it was found).

    Best moves, the common case, are judged on the bit masks alone; a position is built for
    the rest.
    """
    result = position.rules.result
    x, o = position.x_mask, position.o_mask
    bit = 1 << cell
    me_x = POPCOUNT[x] == POPCOUNT[o]
    me, sign = (Mark.X, 1) if me_x else (Mark.O, -1)
    x_after, o_after = (x | bit, o) if me_x else (x, o | bit)
    value_before, plies_before, best = solution.facts_for_key(x | o << 9)
    value, plies, _ = solution.facts_for_key(x_after | o_after << 9)
    value_after, plies_after = -value, plies + 1
    equally = best if value_before == 0 else tuple(
        c for c in best
        if solution.facts_for_key((x | 1 << c) | o << 9 if me_x else x | (o | 1 << c) << 9)[1]
        + 1 == plies_before)
    verdict = verdict_for(value_before, plies_before, value_after, plies_after)
    if verdict is Verdict.BEST:
        ended = result(x_after, o_after)
        if ended == sign:
            reason = ReviewReason.WINS_NOW
        elif (result(x | bit, o) == 1) if not me_x else (result(x, o | bit) == -1):
            reason = ReviewReason.BLOCKED  # the opponent would have won here
        elif value_before == 1 and ended is None and len(
                winning_cells_for_masks(result, x_after, o_after, me_x)) >= 2:
            reason = ReviewReason.MADE_FORK
        else:
            reason = _KEPT[value_before]
        return MoveReview(ply, cell, me, verdict, reason, value_before, plies_before,
                          value_after, plies_after, best, equally_best=equally)
    outcome = position.rules.outcome(x_after, o_after)
    board = position.copy()
    board.push(cell)
    reason, focus = _error_reason(board, cell, me, verdict, value_before, value_after, outcome)
    advice = hint(position)
    better = advice.cell if advice is not None else None
    better_reason = advice.reason if advice is not None else None
    return MoveReview(ply, cell, me, verdict, reason, value_before, plies_before, value_after,
                      plies_after, best, better, better_reason, focus, equally)


_KEPT = {1: ReviewReason.KEPT_WIN, 0: ReviewReason.KEPT_DRAW, -1: ReviewReason.HELD_OUT}


def _error_reason(after: Position, cell: int, me: Mark, verdict: Verdict, value_before: int,
                  value_after: int, outcome: Outcome | None) -> tuple[ReviewReason, int | None]:
    """Why a move that was not best fell short, and the cell that shows it."""
    if outcome is not None and outcome.winner is me.other:
        return ReviewReason.COMPLETED_OWN_LINE, None  # misère: the mover made the losing line
    after.pop()
    try:
        threats_for_me = winning_cells(after, me)
        threats_against = winning_cells(after, me.other)
    finally:
        after.push(cell)
    if threats_for_me:  # a win at once was there, and this move was not it
        return ReviewReason.MISSED_WIN, threats_for_me[0]
    if threats_against and cell not in threats_against and winning_cells(after, me.other):
        return ReviewReason.LEFT_LINE_OPEN, threats_against[0]
    if verdict is Verdict.INACCURACY:
        return (ReviewReason.SLOWER_WIN if value_before == 1 else ReviewReason.FASTER_LOSS), None
    fork = _fork_reply(after)
    if fork is not None:
        return ReviewReason.ALLOWED_FORK, fork
    return {(1, 0): ReviewReason.WIN_TO_DRAW, (1, -1): ReviewReason.WIN_TO_LOSS,
            (0, -1): ReviewReason.DRAW_TO_LOSS}[(value_before, value_after)], None


def _fork_reply(position: Position) -> int | None:
    """A winning reply for the side to move that makes two threats at once, if there is one."""
    result = position.rules.result
    x, o = position.x_mask, position.o_mask
    me_x = POPCOUNT[x] == POPCOUNT[o]
    for move in analyze(position):
        if move.result is not Result.WIN:
            continue
        bit = 1 << move.cell
        x_after, o_after = (x | bit, o) if me_x else (x, o | bit)
        if len(winning_cells_for_masks(result, x_after, o_after, me_x)) >= 2:
            return move.cell  # (a finished position has no winning cells)
    return None


def english_reason(move: MoveReview) -> str:
    """The reason in plain English, with cells as keypad digits.

    >>> english_reason(review_game(Variant.STANDARD, [4, 0, 8, 2, 6]).moves[4])
    '○1 leaves a line open (the threat at 8); better was 8 (blocks a line)'
    """
    who = f"{move.mover.symbol}{keypad_digit(move.cell)}"
    text = f"{who} {_ENGLISH[move.reason]}"
    if move.focus is not None:
        text += _FOCUS_ENGLISH.get(move.reason, "").format(keypad_digit(move.focus))
    if move.better is not None and move.better_reason is not None:
        text += f"; better was {keypad_digit(move.better)} ({move.better_reason.text})"
        others = _digits(c for c in move.equally_best if c != move.better)
        if others:  # several moves were equally good: name them all, not one
            text += f"; equally best: {others}"
    return text


def _digits(cells: Iterable[int]) -> str:
    """Cells as keypad digits, in order: ``1, 3, 7``."""
    return ", ".join(str(digit) for digit in sorted(keypad_digit(cell) for cell in cells))


def _best_there(move: MoveReview) -> str:
    """The better move of an erring ply, or every equally best one when there are several."""
    if len(move.equally_best) > 1:
        return f"equally best: {_digits(move.equally_best)}"
    return f"best was {keypad_digit(move.better)}" if move.better is not None else ""


_ENGLISH = {
    ReviewReason.WINS_NOW: "wins",
    ReviewReason.BLOCKED: "blocks a line",
    ReviewReason.MADE_FORK: "makes two threats",
    ReviewReason.KEPT_WIN: "keeps the win",
    ReviewReason.KEPT_DRAW: "keeps the draw",
    ReviewReason.HELD_OUT: "holds out longest",
    ReviewReason.MISSED_WIN: "misses the win",
    ReviewReason.LEFT_LINE_OPEN: "leaves a line open",
    ReviewReason.COMPLETED_OWN_LINE: "completes three in a row and loses",
    ReviewReason.ALLOWED_FORK: "lets the opponent make two threats",
    ReviewReason.WIN_TO_DRAW: "turns a win into a draw",
    ReviewReason.WIN_TO_LOSS: "turns a win into a loss",
    ReviewReason.DRAW_TO_LOSS: "turns a draw into a loss",
    ReviewReason.SLOWER_WIN: "still wins, but more slowly",
    ReviewReason.FASTER_LOSS: "loses sooner than it had to",
}
_FOCUS_ENGLISH = {
    ReviewReason.MISSED_WIN: " at {}",
    ReviewReason.LEFT_LINE_OPEN: " (the threat at {})",
    ReviewReason.ALLOWED_FORK: " with {}",
}


_PLURALS = {Verdict.BLUNDER: "blunders", Verdict.MISTAKE: "mistakes",
            Verdict.INACCURACY: "inaccuracies"}


def english_summary(review: GameReview, mark: Mark | None = None) -> str:
    """One line about the game (or one side): the errors, and the first one's better move (or
    every equally best one).

    >>> english_summary(review_game(Variant.STANDARD, [4, 0, 8, 2, 6]))
    '1 mistake: move 5. Best was 8.'
    >>> english_summary(review_game(Variant.STANDARD, [4, 1, 0, 8, 2]))
    '2 mistakes: moves 2 and 5. Equally best at move 2: 1, 3, 7, 9.'
    """
    counts = review.counts(mark)
    parts = [f"{counts[v]} {v.value if counts[v] == 1 else _PLURALS[v]}"
             for v in (Verdict.BLUNDER, Verdict.MISTAKE, Verdict.INACCURACY) if counts[v]]
    if not parts:
        return "No mistakes: every move kept the value."
    erring = [m for m in review.moves if m.verdict is not Verdict.BEST
              and (mark is None or m.mover is mark)]
    first = review.first_mistake(mark) or erring[0]
    best = _best_there(first)
    if len(erring) == 1:
        text = f"{parts[0]}: move {first.ply}."
        return f"{text} {best[0].upper()}{best[1:]}." if best else text
    plies = [str(m.ply) for m in erring]
    text = ", ".join(parts) + f": moves {', '.join(plies[:-1])} and {plies[-1]}."
    if len(first.equally_best) > 1:
        text += f" Equally best at move {first.ply}: {_digits(first.equally_best)}."
    elif first.better is not None:
        text += f" Best at move {first.ply} was {keypad_digit(first.better)}."
    return text
