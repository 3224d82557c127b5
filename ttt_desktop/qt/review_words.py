"""The review in the player's words: the engine gives codes (verdicts, reasons, cells), this
module says them through Qt's translation system."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.analysis import Reason
from ..engine.notation import keypad_digit
from ..engine.review import GameReview, MoveReview, ReviewReason, Verdict


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReviewWords", text)


def verdict_name(verdict: Verdict) -> str:
    """"best", "inaccuracy", "mistake" or "blunder", translated."""
    return {Verdict.BEST: _tr("best"), Verdict.INACCURACY: _tr("inaccuracy"),
            Verdict.MISTAKE: _tr("mistake"), Verdict.BLUNDER: _tr("blunder")}[verdict]


def _reason_text(reason: ReviewReason) -> str:
    return {
        ReviewReason.WINS_NOW: _tr("wins"),
        ReviewReason.BLOCKED: _tr("blocks a line"),
        ReviewReason.MADE_FORK: _tr("makes two threats"),
        ReviewReason.KEPT_WIN: _tr("keeps the win"),
        ReviewReason.KEPT_DRAW: _tr("keeps the draw"),
        ReviewReason.HELD_OUT: _tr("holds out longest"),
        ReviewReason.MISSED_WIN: _tr("misses the win at {cell}"),
        ReviewReason.LEFT_LINE_OPEN: _tr("leaves the line at {cell} open"),
        ReviewReason.COMPLETED_OWN_LINE: _tr("completes three in a row and loses"),
        ReviewReason.ALLOWED_FORK: _tr("lets the opponent make two threats with {cell}"),
        ReviewReason.WIN_TO_DRAW: _tr("turns a win into a draw"),
        ReviewReason.WIN_TO_LOSS: _tr("turns a win into a loss"),
        ReviewReason.DRAW_TO_LOSS: _tr("turns a draw into a loss"),
        ReviewReason.SLOWER_WIN: _tr("still wins, but more slowly"),
        ReviewReason.FASTER_LOSS: _tr("loses sooner than it had to"),
    }[reason]


def hint_reason_text(reason: Reason) -> str:
    """A hint's reason ("blocks a line", …), translated."""
    return {
        Reason.WINS_NOW: _tr("wins now"),
        Reason.BLOCKS: _tr("blocks a line"),
        Reason.FORK: _tr("makes two threats"),
        Reason.FORCES_WIN: _tr("forces a win"),
        Reason.KEEPS_DRAW: _tr("keeps the draw"),
        Reason.HOLDS_OUT: _tr("holds out longest"),
    }[reason]


def move_reason(move: MoveReview) -> str:
    """One line: what the move did, and the better move when there was one."""
    cell = "" if move.focus is None else str(keypad_digit(move.focus))
    text = _tr("{mark} at {cell}: {reason}").format(
        mark=move.mover.symbol, cell=keypad_digit(move.cell),
        reason=_reason_text(move.reason).format(cell=cell))
    if move.better is not None and move.better_reason is not None:
        text += _tr("; better was {cell} ({reason})").format(
            cell=keypad_digit(move.better), reason=hint_reason_text(move.better_reason))
    return text


def summary(review: GameReview, mark: object = None) -> str:
    """The review in one line: how many errors, where, and the better first move."""
    from ..engine import Mark

    side = mark if isinstance(mark, Mark) else None
    erring = [m for m in review.moves if m.verdict is not Verdict.BEST
              and (side is None or m.mover is side)]
    if not erring:
        return _tr("No mistakes: every move kept the best result.")
    counts = review.counts(side)
    parts = []
    for verdict, one, many in ((Verdict.BLUNDER, _tr("1 blunder"), _tr("{n} blunders")),
                               (Verdict.MISTAKE, _tr("1 mistake"), _tr("{n} mistakes")),
                               (Verdict.INACCURACY, _tr("1 inaccuracy"), _tr("{n} inaccuracies"))):
        if counts[verdict]:
            parts.append(one if counts[verdict] == 1 else many.format(n=counts[verdict]))
    first = review.first_mistake(side) or erring[0]
    text = _tr("{counts}: first at move {ply}.").format(counts=", ".join(parts), ply=first.ply)
    if first.better is not None:
        text += " " + _tr("Best there was {cell}.").format(cell=keypad_digit(first.better))
    return text
