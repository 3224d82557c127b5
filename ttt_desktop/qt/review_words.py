"""The review in the player's words: the engine gives codes (verdicts, reasons, cells), this
module says them through Qt's translation system. A better move's reason is a hint's reason, in
the words of :func:`.words.reason_text`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.notation import keypad_digit
from ..engine.review import GameReview, MoveReview, ReviewReason, Verdict
from .words import reason_text


def verdict_name(verdict: Verdict) -> str:
    """ "best", "inaccuracy", "mistake" or "blunder", translated."""
    return {
        Verdict.BEST: QCoreApplication.translate("ReviewWords", "best"),
        Verdict.INACCURACY: QCoreApplication.translate("ReviewWords", "inaccuracy"),
        Verdict.MISTAKE: QCoreApplication.translate("ReviewWords", "mistake"),
        Verdict.BLUNDER: QCoreApplication.translate("ReviewWords", "blunder"),
    }[verdict]


def _reason_text(reason: ReviewReason) -> str:
    return {
        ReviewReason.WINS_NOW: QCoreApplication.translate("ReviewWords", "wins"),
        ReviewReason.BLOCKED: QCoreApplication.translate("ReviewWords", "blocks a line"),
        ReviewReason.MADE_FORK: QCoreApplication.translate("ReviewWords", "makes two threats"),
        ReviewReason.KEPT_WIN: QCoreApplication.translate("ReviewWords", "keeps the win"),
        ReviewReason.KEPT_DRAW: QCoreApplication.translate("ReviewWords", "keeps the draw"),
        ReviewReason.HELD_OUT: QCoreApplication.translate("ReviewWords", "holds out longest"),
        ReviewReason.MISSED_WIN: QCoreApplication.translate(
            "ReviewWords", "misses the win at {cell}"
        ),
        ReviewReason.LEFT_LINE_OPEN: QCoreApplication.translate(
            "ReviewWords", "leaves the line at {cell} open"
        ),
        ReviewReason.COMPLETED_OWN_LINE: QCoreApplication.translate(
            "ReviewWords", "completes three in a row and loses"
        ),
        ReviewReason.ALLOWED_FORK: QCoreApplication.translate(
            "ReviewWords", "lets the opponent make two threats with {cell}"
        ),
        ReviewReason.WIN_TO_DRAW: QCoreApplication.translate(
            "ReviewWords", "turns a win into a draw"
        ),
        ReviewReason.WIN_TO_LOSS: QCoreApplication.translate(
            "ReviewWords", "turns a win into a loss"
        ),
        ReviewReason.DRAW_TO_LOSS: QCoreApplication.translate(
            "ReviewWords", "turns a draw into a loss"
        ),
        ReviewReason.SLOWER_WIN: QCoreApplication.translate(
            "ReviewWords", "still wins, but more slowly"
        ),
        ReviewReason.FASTER_LOSS: QCoreApplication.translate(
            "ReviewWords", "loses sooner than it had to"
        ),
    }[reason]


def reason_of(move: MoveReview) -> str:
    """What the move did, in a few words ("leaves the line at 8 open")."""
    cell = "" if move.focus is None else str(keypad_digit(move.focus))
    return _reason_text(move.reason).format(cell=cell)


def move_reason(move: MoveReview) -> str:
    """One line: what the move did, and the better move when there was one."""
    cell = "" if move.focus is None else str(keypad_digit(move.focus))
    text = QCoreApplication.translate("ReviewWords", "{mark} at {cell}: {reason}").format(
        mark=move.mover.symbol,
        cell=keypad_digit(move.cell),
        reason=_reason_text(move.reason).format(cell=cell),
    )
    if move.better is not None and move.better_reason is not None:
        text += QCoreApplication.translate("ReviewWords", "; better was {cell} ({reason})").format(
            cell=keypad_digit(move.better), reason=reason_text(move.better_reason)
        )
    return text


def summary(review: GameReview, mark: object = None) -> str:
    """The review in one line: how many errors, where, and the better first move."""
    from ..engine import Mark

    side = mark if isinstance(mark, Mark) else None
    erring = [
        m
        for m in review.moves
        if m.verdict is not Verdict.BEST and (side is None or m.mover is side)
    ]
    if not erring:
        return QCoreApplication.translate(
            "ReviewWords", "No mistakes: every move kept the best result."
        )
    counts = review.counts(side)
    parts = []
    for verdict, one, many in (
        (
            Verdict.BLUNDER,
            QCoreApplication.translate("ReviewWords", "1 blunder"),
            QCoreApplication.translate("ReviewWords", "{n} blunders"),
        ),
        (
            Verdict.MISTAKE,
            QCoreApplication.translate("ReviewWords", "1 mistake"),
            QCoreApplication.translate("ReviewWords", "{n} mistakes"),
        ),
        (
            Verdict.INACCURACY,
            QCoreApplication.translate("ReviewWords", "1 inaccuracy"),
            QCoreApplication.translate("ReviewWords", "{n} inaccuracies"),
        ),
    ):
        if counts[verdict]:
            parts.append(one if counts[verdict] == 1 else many.format(n=counts[verdict]))
    first = review.first_mistake(side) or erring[0]
    text = QCoreApplication.translate("ReviewWords", "{counts}: first at move {ply}.").format(
        counts=", ".join(parts), ply=first.ply
    )
    if first.better is not None:
        text += " " + QCoreApplication.translate("ReviewWords", "Best there was {cell}.").format(
            cell=keypad_digit(first.better)
        )
    return text
