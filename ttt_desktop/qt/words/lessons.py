"""The lessons' words: the task of a stage, the lessons' own texts in the player's language,
the stage counter, the verdict on a move and the stars.

The lessons' texts are data (``ttt_desktop/engine/lesson_data.py``); each is translated in the
context "LessonTexts", where :mod:`.lesson_texts` shows them to pyside6-lupdate.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Variant
from ...engine.lessons import Judgement, Lesson, Task
from ...engine.notation import keypad_digit
from .names import variant_title
from .review import reason_of


def lesson_text(text: str) -> str:
    """A lesson's title, introduction or explanation, in the player's language."""
    return QCoreApplication.translate("LessonTexts", text)


def task_text(task: Task) -> str:
    """What a stage asks for, in one sentence."""
    sentences = {
        Task.WIN_NOW: QCoreApplication.translate("LessonWords", "Win with this move."),
        Task.WIN: QCoreApplication.translate("LessonWords", "Play a move that wins."),
        Task.FASTEST_WIN: QCoreApplication.translate("LessonWords", "Find the fastest win."),
        Task.FORK: QCoreApplication.translate("LessonWords", "Make two threats at once."),
        Task.BLOCK: QCoreApplication.translate("LessonWords", "Block the line."),
        Task.KEEP_DRAW: QCoreApplication.translate("LessonWords",
                                                   "Play a move that keeps the draw."),
        Task.ONLY_MOVE: QCoreApplication.translate("LessonWords", "Find the only good move."),
        Task.MIRROR: QCoreApplication.translate("LessonWords", "Play the mirror move."),
    }
    return sentences[task]


def lesson_entry(lesson: Lesson, stars: int | None) -> str:
    """A lesson in the list: its title and the stars earned (none before it is finished)."""
    if not stars:
        return lesson_text(lesson.title)
    return QCoreApplication.translate("LessonWords", "{title}  {stars}").format(
        title=lesson_text(lesson.title), stars="★" * stars + "☆" * (3 - stars))


def stage_counter(number: int, stages: int) -> str:
    """"Stage 2 of 4"."""
    return QCoreApplication.translate("LessonWords", "Stage {number} of {stages}").format(
        number=number, stages=stages)


def verdict_text(judgement: Judgement) -> str:
    """What the move tried was: right, or wrong with the review's reason."""
    digit = keypad_digit(judgement.cell)
    if judgement.accepted:
        return QCoreApplication.translate("LessonWords", "Right: {cell} {reason}.").format(
            cell=digit, reason=reason_of(judgement.review))
    return QCoreApplication.translate(
        "LessonWords", "Not {cell}: it {reason}. Try again.").format(
        cell=digit, reason=reason_of(judgement.review))


def finished_text(mistakes: int, stars: int) -> str:
    """The end of a lesson: its stars, and what earned them."""
    if mistakes == 0:
        return QCoreApplication.translate(
            "LessonWords", "Lesson done with no mistake: {stars} stars.").format(stars=stars)
    return QCoreApplication.translate(
        "LessonWords", "Lesson done: {stars} of 3 stars. Play it again for more.").format(
        stars=stars)


def rules_of(variant: Variant) -> str:
    """The rule a lesson is played under, for the window's title line."""
    return variant_title(variant)
