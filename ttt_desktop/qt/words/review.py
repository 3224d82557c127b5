"""The review in the player's words: the engine gives codes (verdicts, reasons, cells), this
module says them through Qt's translation system. A better move's reason is a hint's reason, in
the words of :func:`.words.reason_text`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ...engine.analysis import Reason
from ...engine.notation import keypad_digit
from ...engine.notation import move_label as notation_label
from ...engine.review import GameReview, MoveReview, ReviewReason, Verdict
from .names import notation, reason_text
from .plurals import Counted


class ReviewWords(Counted):
    """The context of the review's counted words."""


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
        # the reasons a hint gives too are said in the hints' words (one translation each)
        ReviewReason.BLOCKED: reason_text(Reason.BLOCKS),
        ReviewReason.MADE_FORK: reason_text(Reason.FORK),
        ReviewReason.KEPT_WIN: QCoreApplication.translate("ReviewWords", "keeps the win"),
        ReviewReason.KEPT_DRAW: reason_text(Reason.KEEPS_DRAW),
        ReviewReason.HELD_OUT: reason_text(Reason.HOLDS_OUT),
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
    """One line: what the move did, and the better move when there was one, with every other
    move that was as good (one whole sentence for each case, so that a translation may order
    its parts freely)."""
    cell = "" if move.focus is None else str(keypad_digit(move.focus))
    reason = _reason_text(move.reason).format(cell=cell)
    if move.better is not None and move.better_reason is not None:
        others = sorted(keypad_digit(c) for c in move.equally_best if c != move.better)
        if others:  # several moves were equally good: name them all, not one
            return QCoreApplication.translate(
                "ReviewWords",
                "{mark} at {cell}: {reason}; better was {better} ({better_reason}); "
                "equally best: {others}"
            ).format(mark=move.mover.symbol, cell=keypad_digit(move.cell), reason=reason,
                     better=keypad_digit(move.better),
                     better_reason=reason_text(move.better_reason),
                     others=", ".join(str(digit) for digit in others))
        return QCoreApplication.translate(
            "ReviewWords", "{mark} at {cell}: {reason}; better was {better} ({better_reason})"
        ).format(mark=move.mover.symbol, cell=keypad_digit(move.cell), reason=reason,
                 better=keypad_digit(move.better), better_reason=reason_text(move.better_reason))
    return QCoreApplication.translate("ReviewWords", "{mark} at {cell}: {reason}").format(
        mark=move.mover.symbol, cell=keypad_digit(move.cell), reason=reason)


def verdict_and_reason(move: MoveReview) -> str:
    """The verdict's name and the move's reason: ``mistake: ○ at 1: …``."""
    return QCoreApplication.translate("ReviewWords", "{verdict}: {reason}").format(
        verdict=verdict_name(move.verdict), reason=move_reason(move))


def move_label(move: MoveReview) -> str:
    """A move as the move list numbers it, in pairs: ``4. ○9``."""
    return notation(notation_label(move.ply, move.cell))


def _counts_text(counts: dict[Verdict, int]) -> str:
    """``2 blunders, 1 mistake``: each count in the language's plural form, listed the locale's
    way (QLocale.createSeparatedList)."""
    parts = []
    for verdict in (Verdict.BLUNDER, Verdict.MISTAKE, Verdict.INACCURACY):
        n = counts[verdict]
        if not n:
            continue
        parts.append({
            Verdict.BLUNDER: ReviewWords.tr("%n blunder(s)", "", n),
            Verdict.MISTAKE: ReviewWords.tr("%n mistake(s)", "", n),
            Verdict.INACCURACY: ReviewWords.tr("%n inaccuracy(s)", "", n),
        }[verdict])
    return QLocale().createSeparatedList(parts)


def counts_samples() -> tuple[str, ...]:
    """The counts as :func:`summary` joins them, for every mix of one, two or three kinds of
    error, once and twice each: the words that join them ("and", Korean 및, Chinese 和) are the
    locale's list patterns (QLocale), not the translation's, so the bundled fonts are cut from
    these too (tools/make-font-subset)."""
    kinds = (Verdict.BLUNDER, Verdict.MISTAKE, Verdict.INACCURACY)
    samples = []
    for mix in range(1, 2 ** len(kinds)):
        for n in (1, 2):
            counts = dict.fromkeys(Verdict, 0)
            counts.update({kind: n for i, kind in enumerate(kinds) if mix >> i & 1})
            samples.append(_counts_text(counts))
    return tuple(samples)


def _tally(moves: list[MoveReview]) -> dict[Verdict, int]:
    tally = dict.fromkeys(Verdict, 0)
    for move in moves:
        tally[move.verdict] += 1
    return tally


def summary(review: GameReview, mark: object = None, loaded: int = 0) -> str:
    """The review in one line: how many errors, where, and the better first move. The first
    ``loaded`` moves were loaded, not played here: their errors (either side's) are said apart.
    A side that made no error and still lost hears from which move the game was lost."""
    from ...engine import Mark

    side = mark if isinstance(mark, Mark) else None
    said = []
    given = [m for m in review.moves if m.ply <= loaded]
    given_errors = [m for m in given if m.verdict is not Verdict.BEST]
    if given_errors:
        said.append(QCoreApplication.translate(
            "ReviewWords", "Loaded moves ({first} to {last}): {counts}, first at {move}.").format(
            first=move_label(given[0]), last=move_label(given[-1]),
            counts=_counts_text(_tally(given_errors)), move=move_label(given_errors[0])))
    erring = [
        m
        for m in review.moves
        if m.ply > loaded and m.verdict is not Verdict.BEST
        and (side is None or m.mover is side)
    ]
    if not erring:
        if not given_errors:
            said.append(QCoreApplication.translate(
                "ReviewWords", "No mistakes: every move kept the best result."))
        lost = _lost_from(review, side)
        if lost is not None:
            said.append(QCoreApplication.translate(
                "ReviewWords", "The position was lost from move {move} with best play.").format(
                move=lost))
        return " ".join(said)
    first = next((m for m in erring if m.verdict.is_error), erring[0])
    said.append(QCoreApplication.translate("ReviewWords", "{counts}: first at {move}.").format(
        counts=_counts_text(_tally(erring)), move=move_label(first)))
    equal = sorted(keypad_digit(cell) for cell in first.equally_best)
    if len(equal) > 1:  # several moves were equally good: name them all, not one
        said.append(QCoreApplication.translate(
            "ReviewWords", "Equally best there: {cells}.").format(
            cells=", ".join(str(digit) for digit in equal)))
    elif first.better is not None:
        said.append(QCoreApplication.translate("ReviewWords", "Best there was {cell}.").format(
            cell=keypad_digit(first.better)))
    return " ".join(said)


def summary_samples() -> tuple[str, ...]:
    """Summaries as long as those of most games played here, in the language in force: the
    move list keeps room for them, so that a review lays nothing out again."""
    errors = QCoreApplication.translate("ReviewWords", "{counts}: first at {move}.").format(
        counts=_counts_text({Verdict.BLUNDER: 2, Verdict.MISTAKE: 2, Verdict.INACCURACY: 2}),
        move=notation_label(9, 8))
    better = QCoreApplication.translate("ReviewWords", "Best there was {cell}.").format(
        cell=keypad_digit(4))
    clean = QCoreApplication.translate("ReviewWords",
                                       "No mistakes: every move kept the best result.")
    lost = QCoreApplication.translate(
        "ReviewWords", "The position was lost from move {move} with best play.").format(move=3)
    return " ".join((errors, better)), " ".join((clean, lost))


def _lost_from(review: GameReview, side: object) -> int | None:
    """The number (counted in pairs, as the list does) of the move from which ``side`` (a
    :class:`~ttt_desktop.engine.Mark`) had lost with best play, if it lost; else ``None``."""
    from ...engine import Mark

    if not isinstance(side, Mark) or not review.first_value:
        return None
    sign = 1 if side is Mark.X else -1
    values = [sign * value for value in review.first_value]  # for the side, after each ply
    if values[-1] >= 0:
        return None
    ply = len(values) - 1
    while ply > 0 and values[ply - 1] < 0:
        ply -= 1
    return ply // 2 + 1  # the move made from the position after ``ply`` plies
