"""The puzzle window's words: the themes' names, the task, the puzzle's rule and rating, what
happened to the last move, the player's rating and the answers to a refused move."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...engine.notation import keypad_digit
from ...engine.puzzles import Theme
from ...play.puzzle_trainer import Phase, PuzzleNotice, PuzzleNoticeKind, PuzzleTrainer
from .names import variant_title
from .review import reason_of

if TYPE_CHECKING:
    from ...history import Problem


def theme_title(theme: Theme) -> str:
    """A theme's name in the player's language (the engine names them in English)."""
    titles = {
        Theme.WIN_NOW: QCoreApplication.translate("PuzzleWords", "Win now"),
        Theme.BLOCK: QCoreApplication.translate("PuzzleWords", "Block"),
        Theme.MAKE_FORK: QCoreApplication.translate("PuzzleWords", "Make a fork"),
        Theme.STOP_FORK: QCoreApplication.translate("PuzzleWords", "Stop a fork"),
        Theme.ONLY_DRAW: QCoreApplication.translate("PuzzleWords", "The only drawing move"),
        Theme.AVOID_LINE: QCoreApplication.translate("PuzzleWords", "Do not make a line"),
        Theme.FORCE_LINE: QCoreApplication.translate(
            "PuzzleWords", "Force the other side to make one"),
        Theme.LATER_LINE: QCoreApplication.translate("PuzzleWords", "The later line"),
        Theme.DONT_CLOSE_EARLY: QCoreApplication.translate(
            "PuzzleWords", "When not to close a line early"),
    }
    return titles[theme]


def task_text(trainer: PuzzleTrainer) -> str:
    """"○ to play and win", "× to play and draw", or why there is no puzzle."""
    puzzle = trainer.puzzle
    if puzzle is None:
        return QCoreApplication.translate("PuzzleWords", "No puzzle matches these filters")
    if puzzle.value > 0:
        text = QCoreApplication.translate("PuzzleWords", "{mark} to play and win")
    else:
        text = QCoreApplication.translate("PuzzleWords", "{mark} to play and draw")
    return text.format(mark=puzzle.to_move.symbol)


def about_text(trainer: PuzzleTrainer) -> str:
    """The puzzle's rule, theme and rating."""
    puzzle = trainer.puzzle
    if puzzle is None:
        return ""
    if trainer.unrated:
        return QCoreApplication.translate(
            "PuzzleWords", "{rules} · {theme} · from last time: your rating does not move").format(
            rules=variant_title(puzzle.variant), theme=theme_title(puzzle.theme))
    if trainer.reviewing:
        return QCoreApplication.translate(
            "PuzzleWords", "{rules} · {theme} · review: your rating does not move").format(
            rules=variant_title(puzzle.variant), theme=theme_title(puzzle.theme))
    return QCoreApplication.translate(
        "PuzzleWords", "{rules} · {theme} · puzzle rating {rating}").format(
        rules=variant_title(puzzle.variant), theme=theme_title(puzzle.theme),
        rating=puzzle.difficulty)


def last_move_text(trainer: PuzzleTrainer) -> str:
    """What happened to the last move, and what to do now."""
    phase, review, right = trainer.phase, trainer.review, trainer.right_cell
    if phase is Phase.NONE:
        return QCoreApplication.translate("PuzzleWords", "Choose other rules or another theme.")
    if phase is Phase.WRONG and review is not None and right is not None:
        return QCoreApplication.translate(
            "PuzzleWords", "Not that one: {mark} at {cell} {reason}. The right move was "
            "{right}. Try again; this puzzle counts as failed.").format(
            mark=review.mover.symbol, cell=keypad_digit(review.cell), reason=reason_of(review),
            right=keypad_digit(right))
    if phase is Phase.DEFENCE:
        return QCoreApplication.translate("PuzzleWords", "Right. The computer defends…")
    if phase is Phase.FINISHED:
        if trainer.failed:
            return QCoreApplication.translate(
                "PuzzleWords",
                "Played out. This puzzle counts as failed: try it again or go on to the next.")
        if trainer.reviewing:
            return QCoreApplication.translate(
                "PuzzleWords", "Solved! A review counts for the streak, not for the rating.")
        return QCoreApplication.translate("PuzzleWords", "Solved!")
    if right is not None:
        return QCoreApplication.translate(
            "PuzzleWords", "Hint: play {cell}. This puzzle now counts as failed.").format(
            cell=keypad_digit(right))
    if trainer.position.moves:
        return QCoreApplication.translate("PuzzleWords", "Right. Find the next move.")
    return QCoreApplication.translate(
        "PuzzleWords", "Find the only move that keeps it: click a cell or press its digit.")


def rating_text(trainer: PuzzleTrainer) -> str:
    """The player's rating (with the last change) and streaks."""
    change = trainer.rating_change
    rating = round(trainer.rating.rating)
    if change is None:
        shown = str(rating)
    else:
        shown = QCoreApplication.translate("PuzzleWords", "{rating} ({change:+d})").format(
            rating=rating, change=round(change))
    return QCoreApplication.translate(
        "PuzzleWords", "Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}").format(
        rating=shown, streak=trainer.streak.current, best=trainer.streak.best)


def notice_text(notice: PuzzleNotice) -> str:
    """An answer that the state does not show: a taken cell, a wait, a finished puzzle, the
    puzzle left open last time, a history problem ("" for none)."""
    text = ""
    if notice.kind is PuzzleNoticeKind.CELL_TAKEN and notice.cell is not None:
        text = QCoreApplication.translate("PuzzleWords", "{cell} is taken.").format(
            cell=keypad_digit(notice.cell))
    elif notice.kind is PuzzleNoticeKind.WAIT:
        text = QCoreApplication.translate("PuzzleWords", "Wait for the computer's move.")
    elif notice.kind is PuzzleNoticeKind.PUZZLE_OVER:
        text = QCoreApplication.translate(
            "PuzzleWords", "This puzzle is over: Next Puzzle or Try Again.")
    elif notice.kind is PuzzleNoticeKind.PUT_BACK:
        text = QCoreApplication.translate(
            "PuzzleWords", "This puzzle was open when the game closed. It is back as a skip: "
            "your rating will not move.")
    elif notice.kind is PuzzleNoticeKind.PUT_BACK_FAILED:
        text = QCoreApplication.translate(
            "PuzzleWords", "This puzzle was open when the game closed. It is back and still "
            "counts as failed.")
    elif notice.kind is PuzzleNoticeKind.HISTORY_PROBLEM:
        text = history_problem(notice.problem)
    return text


def history_problem(problem: Problem | None) -> str:
    """Why the puzzles are not saved, by the history's problem code (the English problem, with
    the file's path, is in the log)."""
    said = {
        "damaged": QCoreApplication.translate(
            "PuzzleWords", "Puzzles are not saved: the game history is damaged."),
        "read-only": QCoreApplication.translate(
            "PuzzleWords", "Puzzles are not saved: the game history is read-only."),
        "locked": QCoreApplication.translate(
            "PuzzleWords", "Puzzles are not saved: another program is using the game history."),
        "newer-version": QCoreApplication.translate(
            "PuzzleWords", "Puzzles are not saved: the game history is from a newer version."),
    }
    return said.get("" if problem is None else problem.value, QCoreApplication.translate(
        "PuzzleWords", "Puzzles are not saved: the game history cannot be used."))
