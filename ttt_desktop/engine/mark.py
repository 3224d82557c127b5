"""The two players' marks."""

from __future__ import annotations

import enum


class Mark(enum.Enum):
    """A player's mark. ``X`` moves first and is drawn as ○ (maru); ``O`` moves second, drawn ×.

    The letters are what boards are written with (``"X.O......"``); the symbols are what people see,
    as in the Japanese originals.

    >>> Mark.X.other, Mark.O.symbol
    (<Mark.O: 'O'>, '×')
    """

    X = "X"
    O = "O"  # noqa: E741 - the letter is the point

    @property
    def other(self) -> Mark:
        """The opponent's mark."""
        return Mark.O if self is Mark.X else Mark.X

    @property
    def symbol(self) -> str:
        """○ for the first player, × for the second."""
        return "○" if self is Mark.X else "×"

    @property
    def sign(self) -> int:
        """+1 for the first player, -1 for the second, as in seed 000's values."""
        return 1 if self is Mark.X else -1
