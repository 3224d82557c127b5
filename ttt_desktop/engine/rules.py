"""The three rule variants: when a game ends and who has won.

Each variant is a small strategy object with one hook, :meth:`Rules.result`, which reads the two
players' bit masks (see :mod:`ttt_desktop.engine.geometry`) and says who won, if the game is over.

* **standard**: three in a row wins; a full board without a line is a draw.
* **misère**: three in a row *loses*.
* **last line wins**: play goes on to a full board. A player with a line wins; when both have a
  line, the one who completed theirs last wins, and the game ends at that moment.

>>> rules_for(Variant.MISERE).result(0b111, 0b11000) # X made the top row in misère: O wins
-1
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from .geometry import FULL, HAS_LINE, LINES_IN, POPCOUNT, Line
from .mark import Mark


class Variant(enum.Enum):
    """The rule variants, by their command-line names.

    >>> Variant.parse("last-line")
    <Variant.LAST_LINE: 'last-line'>
    """

    STANDARD = "standard"
    MISERE = "misere"
    LAST_LINE = "last-line"

    @classmethod
    def parse(cls, text: str) -> Variant:
        """Read a variant name; raise ``ValueError`` with a readable message if it is unknown."""
        try:
            return cls(text.strip().lower().replace("_", "-").replace("è", "e"))
        except ValueError:
            names = ", ".join(v.value for v in cls)
            raise ValueError(f"unknown variant {text!r} (choose from {names})") from None

    @property
    def title(self) -> str:
        """The variant's name for people."""
        return _TITLES[self]

    @property
    def description(self) -> str:
        """A one-line explanation of the rule."""
        return _DESCRIPTIONS[self]


_TITLES: Final = {
    Variant.STANDARD: "Standard",
    Variant.MISERE: "Misère",
    Variant.LAST_LINE: "Last line wins",
}
_DESCRIPTIONS: Final = {
    Variant.STANDARD: "Three in a row wins. A full board without a line is a draw.",
    Variant.MISERE: "Three in a row loses: make your opponent complete a line.",
    Variant.LAST_LINE: (
        "Play on to a full board. A line wins; if both players make one, the later line wins."
    ),
}


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``winner`` is ``None`` for a draw. ``lines`` holds every completed line on the board (the
    window draws them), whoever owns it.

    >>> Outcome(Mark.X, ((0, 1, 2),)).is_draw
    False
    """

    winner: Mark | None
    lines: tuple[Line, ...] = ()

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return self.winner is None

    def result_for(self, mark: Mark) -> int:
        """+1 if ``mark`` won, -1 if it lost, 0 for a draw."""
        if self.winner is None:
            return 0
        return 1 if self.winner is mark else -1


class Rules:
    """How a variant decides the end of a game. Subclasses override :meth:`result` only."""

    variant: Variant = Variant.STANDARD

    def result(self, x: int, o: int) -> int | None:
        """Return +1 if X has won, -1 if O has won, 0 for a draw, or ``None`` if play goes on.

        ``x`` and ``o`` are the masks of the two players' cells in a position reached by legal play.
        """
        if HAS_LINE[x]:
            return 1
        if HAS_LINE[o]:
            return -1
        return 0 if x | o == FULL else None

    def outcome(self, x: int, o: int) -> Outcome | None:
        """The :class:`Outcome` of a finished position, ``None`` while play goes on."""
        result = self.result(x, o)
        if result is None:
            return None
        winner = None if result == 0 else (Mark.X if result > 0 else Mark.O)
        return Outcome(winner, LINES_IN[x] + LINES_IN[o])

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class StandardRules(Rules):
    """Three in a row wins.

    >>> StandardRules().result(0b111, 0b11000), StandardRules().result(0b1, 0)
    (1, None)
    """

    variant = Variant.STANDARD


class MisereRules(Rules):
    """Three in a row loses (seed 000's variant): the player who completes a line has lost.

    >>> MisereRules().result(0b111, 0b11000)
    -1
    """

    variant = Variant.MISERE

    def result(self, x: int, o: int) -> int | None:
        if HAS_LINE[x]:
            return -1
        if HAS_LINE[o]:
            return 1
        return 0 if x | o == FULL else None


class LastLineRules(Rules):
    """Play goes on to a full board; if both players have a line, the later one wins (seed 002).

    When both have a line, the game has just ended, so the player who moved last completed the
    second line and wins. Only the player who moves can complete a line, so this is always so in a
    position reached by legal play.

    >>> rules = LastLineRules()
    >>> rules.result(0b111, 0b11000)  # X has a line, but the board is not full: play on
    >>> rules.result(0b001_000_111, 0b000_111_000)  # both have lines, X moved last
    1
    """

    variant = Variant.LAST_LINE

    def result(self, x: int, o: int) -> int | None:
        x_line = HAS_LINE[x]
        o_line = HAS_LINE[o]
        if x_line and o_line:
            return 1 if POPCOUNT[x] > POPCOUNT[o] else -1
        if x | o != FULL:
            return None
        return 1 if x_line else -1 if o_line else 0


_RULES: Final[dict[Variant, Rules]] = {
    Variant.STANDARD: StandardRules(),
    Variant.MISERE: MisereRules(),
    Variant.LAST_LINE: LastLineRules(),
}


def rules_for(variant: Variant) -> Rules:
    """The (shared, stateless) rules object of a variant.

    >>> rules_for(Variant.STANDARD)
    StandardRules()
    """
    return _RULES[variant]
