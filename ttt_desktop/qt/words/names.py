"""The words the window uses for the engine's enums and codes, translated through Qt.

The engine keeps its English titles for the command line; the window asks here instead, so that
every word it shows goes through ``QCoreApplication.translate`` (context ``"Words"``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from ...engine import Variant
from ...engine.analysis import Reason, Result
from ...engine.notation import keypad_digit
from ...engine.players import Level
from ...engine.sides import Side
from ...play.settings import FirstMover


def notation(text: str) -> str:
    """Keypad notation (``1. ○5 ×7``) kept left to right in a right-to-left window (Arabic):
    wrapped in LEFT-TO-RIGHT EMBEDDING and POP DIRECTIONAL FORMATTING, which are not drawn.
    The digits name keys, whose places do not mirror."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft:
        return f"\u202a{text}\u202c"
    return text

def level_title(level: Level) -> str:
    """The level's name, e.g. ``Perfect``."""
    titles = {
        Level.EASY: QCoreApplication.translate("Words", "Easy"),
        Level.MEDIUM: QCoreApplication.translate("Words", "Medium"),
        Level.HARD: QCoreApplication.translate("Words", "Hard"),
        Level.PERFECT: QCoreApplication.translate("Words", "Perfect"),
    }
    return titles[level]


def adaptive_title() -> str:
    """The Adaptive level's name."""
    return QCoreApplication.translate("Words", "Adaptive")


def adaptive_description() -> str:
    """One paragraph about how Adaptive plays."""
    return QCoreApplication.translate(
        "Words", "Plays about as well as you do: before each game it picks its strength from "
        "your rating in these rules, so that you win about as often as you lose. It starts "
        "below Medium and follows you all the way to Perfect.")


def opponent_title(name: str) -> str:
    """A stored level's name in words (``easy`` … ``perfect``, ``adaptive``); another name as
    it is."""
    if name == Side.ADAPTIVE.value:
        return adaptive_title()
    try:
        return level_title(Level(name))
    except ValueError:
        return name


def level_description(level: Level) -> str:
    """One line about how the level plays."""
    lines = {
        Level.EASY: QCoreApplication.translate(
            "Words", "Plays anywhere at random. Good for a first game."),
        Level.MEDIUM: QCoreApplication.translate(
            "Words", "Takes a win and blocks yours, but does not plan ahead."),
        Level.HARD: QCoreApplication.translate(
            "Words", "Looks three moves ahead. Strong, yet it can be beaten."),
        Level.PERFECT: QCoreApplication.translate(
            "Words", "Plays perfectly: it never loses and punishes every mistake."),
    }
    return lines[level]


def variant_title(variant: Variant) -> str:
    """The rule variant's name, e.g. ``Misère``."""
    titles = {
        Variant.STANDARD: QCoreApplication.translate("Words", "Standard"),
        Variant.MISERE: QCoreApplication.translate("Words", "Misère"),
        Variant.LAST_LINE: QCoreApplication.translate("Words", "Last line wins"),
    }
    return titles[variant]


def variant_in_text(variant: Variant) -> str:
    """The rule variant's name inside a sentence (``the misère rules``): its own translation,
    since some languages capitalise nouns and others do not."""
    names = {
        Variant.STANDARD: QCoreApplication.translate("Words", "standard", "rules, in a sentence"),
        Variant.MISERE: QCoreApplication.translate("Words", "misère", "rules, in a sentence"),
        Variant.LAST_LINE: QCoreApplication.translate("Words", "last line wins",
                                                      "rules, in a sentence"),
    }
    return names[variant]


def variant_description(variant: Variant) -> str:
    """A one-line explanation of the rule."""
    lines = {
        Variant.STANDARD: QCoreApplication.translate(
            "Words", "Three in a row wins. A full board without a line is a draw."),
        Variant.MISERE: QCoreApplication.translate(
            "Words", "Three in a row loses: make your opponent complete a line."),
        Variant.LAST_LINE: QCoreApplication.translate(
            "Words",
            "A line does not end the game. If the other player then makes one too, that later "
            "line wins at once; if not, the first line wins when the board is full."),
    }
    return lines[variant]


def first_mover_title(first: FirstMover) -> str:
    """The choice of who moves first, as the settings dialog shows it."""
    titles = {
        FirstMover.YOU: QCoreApplication.translate("Words", "You"),
        FirstMover.COMPUTER: QCoreApplication.translate("Words", "The computer"),
        FirstMover.ALTERNATE: QCoreApplication.translate("Words", "Alternate each game"),
        FirstMover.RANDOM: QCoreApplication.translate("Words", "Random"),
    }
    return titles[first]


def reason_text(reason: Reason) -> str:
    """Why a hinted move is good, e.g. ``blocks a line``."""
    texts = {
        Reason.WINS_NOW: QCoreApplication.translate("Words", "wins now"),
        Reason.BLOCKS: QCoreApplication.translate("Words", "blocks a line"),
        Reason.FORK: QCoreApplication.translate("Words", "makes two threats"),
        Reason.FORCES_WIN: QCoreApplication.translate("Words", "forces a win"),
        Reason.KEEPS_DRAW: QCoreApplication.translate("Words", "keeps the draw"),
        Reason.HOLDS_OUT: QCoreApplication.translate("Words", "holds out longest"),
    }
    return texts[reason]


def move_result_name(result: Result) -> str:
    """A move's result for its mover: ``win``, ``draw`` or ``loss``."""
    texts = {
        Result.WIN: QCoreApplication.translate("Words", "win"),
        Result.DRAW: QCoreApplication.translate("Words", "draw"),
        Result.LOSS: QCoreApplication.translate("Words", "loss"),
    }
    return texts[result]


def place_name(cell: int) -> str:
    """A cell's place, e.g. ``top left`` or ``centre``."""
    names = (
        QCoreApplication.translate("Words", "top left"),
        QCoreApplication.translate("Words", "top middle"),
        QCoreApplication.translate("Words", "top right"),
        QCoreApplication.translate("Words", "middle left"),
        QCoreApplication.translate("Words", "centre"),
        QCoreApplication.translate("Words", "middle right"),
        QCoreApplication.translate("Words", "bottom left"),
        QCoreApplication.translate("Words", "bottom middle"),
        QCoreApplication.translate("Words", "bottom right"),
    )
    return names[cell]


def cell_name(cell: int) -> str:
    """A cell for people: its place and the key that plays it, e.g. ``top left (7)``."""
    return QCoreApplication.translate("Words", "{place} ({digit})").format(
        place=place_name(cell), digit=keypad_digit(cell))


def line_name(line: tuple[int, int, int]) -> str:
    """A line of three for people, e.g. ``top row`` or ``diagonal from top left``."""
    names = {
        (0, 1, 2): QCoreApplication.translate("Words", "top row"),
        (3, 4, 5): QCoreApplication.translate("Words", "middle row"),
        (6, 7, 8): QCoreApplication.translate("Words", "bottom row"),
        (0, 3, 6): QCoreApplication.translate("Words", "left column"),
        (1, 4, 7): QCoreApplication.translate("Words", "middle column"),
        (2, 5, 8): QCoreApplication.translate("Words", "right column"),
        (0, 4, 8): QCoreApplication.translate("Words", "diagonal from top left"),
        (2, 4, 6): QCoreApplication.translate("Words", "diagonal from top right"),
    }
    return names[tuple(sorted(line))]  # type: ignore[index]
