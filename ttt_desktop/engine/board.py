"""A tic-tac-toe position: the marks, the side to move, and the moves that led here.

>>> board = Position()
>>> for cell in (4, 0, 2, 6, 3, 5, 7, 1, 8):
...     board.push(cell)
>>> print(board)
O O X
X X O
O X X
>>> board.outcome()
Outcome(winner=None, lines=())
>>> board.pop()
8
"""

from __future__ import annotations

from collections.abc import Iterable

from .geometry import FREE_CELLS, POPCOUNT
from .mark import Mark
from .rules import Outcome, Rules, Variant, rules_for

_SYMBOLS = {"X": Mark.X, "O": Mark.O, ".": None}


class Position:
    """A board under one rule variant, with push/pop like python-chess's ``Board``.

    X (○) always moves first. A position built from a string has no move history, so
    :meth:`pop` only undoes moves pushed since.
    """

    __slots__ = ("_moves", "_o", "_x", "rules")

    def __init__(self, variant: Variant = Variant.STANDARD, moves: Iterable[int] = ()) -> None:
        self.rules: Rules = rules_for(variant)
        self._x = 0
        self._o = 0
        self._moves: list[int] = []
        for cell in moves:
            self.push(cell)

    @classmethod
    def from_string(cls, text: str, variant: Variant = Variant.STANDARD) -> Position:
        """Read a 9-character board such as ``"X.O......"`` (row-major, ``.`` for empty).

        Raise ``ValueError`` with a readable message for a wrong length, a bad character or mark
        counts that no game can reach. Whether the position is reachable under the variant's rules
        is for the solver to say (:meth:`Solution.is_reachable`).

        >>> Position.from_string("X...O....").turn
        <Mark.X: 'X'>
        >>> Position.from_string("XX.......")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        ValueError: impossible mark counts: 2 X and 0 O (X moves first, so X has as many ...
        """
        board = text.strip().upper()
        if len(board) != 9:
            raise ValueError(f"a board has 9 cells, got {len(board)} characters in {text!r}")
        bad = sorted({ch for ch in board if ch not in _SYMBOLS})
        if bad:
            raise ValueError(
                f"bad character(s) {''.join(bad)!r} in {text!r}: use X, O and . for empty"
            )
        nx, no = board.count("X"), board.count("O")
        if nx - no not in (0, 1):
            raise ValueError(
                f"impossible mark counts: {nx} X and {no} O "
                "(X moves first, so X has as many as O or one more)"
            )
        position = cls(variant)
        for cell, ch in enumerate(board):
            if ch == "X":
                position._x |= 1 << cell
            elif ch == "O":
                position._o |= 1 << cell
        return position

    @classmethod
    def from_key(cls, key: int, variant: Variant = Variant.STANDARD) -> Position:
        """The position whose :attr:`key` is ``key`` (no move history).

        >>> Position.from_key(Position(moves=[4, 0]).key).board_string()
        'O...X....'
        """
        position = cls(variant)
        position._x, position._o = key & 0x1FF, key >> 9 & 0x1FF
        return position

    # -- state -------------------------------------------------------------------------------

    @property
    def variant(self) -> Variant:
        """The rule variant this position is played under."""
        return self.rules.variant

    @property
    def x_mask(self) -> int:
        """Bit mask of X's cells."""
        return self._x

    @property
    def o_mask(self) -> int:
        """Bit mask of O's cells."""
        return self._o

    @property
    def key(self) -> int:
        """A compact integer identifying the marks: ``x_mask | o_mask << 9``."""
        return self._x | self._o << 9

    @property
    def ply(self) -> int:
        """How many marks are on the board."""
        return POPCOUNT[self._x | self._o]

    @property
    def turn(self) -> Mark:
        """The side to move (also defined once the game is over)."""
        return Mark.X if POPCOUNT[self._x] == POPCOUNT[self._o] else Mark.O

    @property
    def moves(self) -> tuple[int, ...]:
        """The moves pushed on this object, oldest first."""
        return tuple(self._moves)

    @property
    def last_move(self) -> int | None:
        """The most recently pushed move, if any."""
        return self._moves[-1] if self._moves else None

    def __getitem__(self, cell: int) -> Mark | None:
        """The mark on a cell, or ``None`` if it is empty."""
        if not 0 <= cell <= 8:
            raise IndexError(f"no cell {cell}: cells are 0..8")
        if self._x >> cell & 1:
            return Mark.X
        if self._o >> cell & 1:
            return Mark.O
        return None

    def cells(self) -> tuple[Mark | None, ...]:
        """The nine cells, row-major."""
        return tuple(self[c] for c in range(9))

    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""
        return self.rules.outcome(self._x, self._o)

    def is_game_over(self) -> bool:
        """True once the variant's rules say the game has ended."""
        return self.rules.result(self._x, self._o) is not None

    def legal_moves(self) -> tuple[int, ...]:
        """The empty cells, in ascending order; none once the game is over."""
        if self.rules.result(self._x, self._o) is not None:
            return ()
        return FREE_CELLS[self._x | self._o]

    def is_legal(self, cell: int) -> bool:
        """True if the side to move may play ``cell`` now (a whole number, not ``2.0``)."""
        return isinstance(cell, int) and cell in self.legal_moves()

    # -- changes -----------------------------------------------------------------------------

    def push(self, cell: int) -> None:
        """Play ``cell`` for the side to move. Raise ``ValueError`` if that is not legal."""
        if not self.is_legal(cell):
            if not (isinstance(cell, int) and 0 <= cell <= 8):
                raise ValueError(f"no cell {cell!r}: cells are 0..8")
            if self.is_game_over():
                raise ValueError(f"cannot play {cell}: the game is over")
            raise ValueError(f"cannot play {cell}: the cell is taken")
        if POPCOUNT[self._x] == POPCOUNT[self._o]:
            self._x |= 1 << cell
        else:
            self._o |= 1 << cell
        self._moves.append(cell)

    def pop(self) -> int:
        """Take back the last pushed move and return it. Raise ``IndexError`` if there is none."""
        cell = self._moves.pop()
        self._x &= ~(1 << cell)
        self._o &= ~(1 << cell)
        return cell

    def copy(self) -> Position:
        """An independent copy, history included."""
        clone = Position(self.variant)
        clone._x, clone._o, clone._moves = self._x, self._o, list(self._moves)
        return clone

    # -- text --------------------------------------------------------------------------------

    def board_string(self) -> str:
        """The 9-character form read by :meth:`from_string`.

        >>> Position(moves=[4, 0]).board_string()
        'O...X....'
        """
        return "".join(m.value if m else "." for m in self.cells())

    def __str__(self) -> str:
        rows = [self.board_string()[r : r + 3] for r in (0, 3, 6)]
        return "\n".join(" ".join(row) for row in rows)

    def __repr__(self) -> str:
        return f"Position.from_string({self.board_string()!r}, {self.variant})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self.key == other.key and self.variant is other.variant

    def __hash__(self) -> int:
        return hash((self.key, self.variant))
