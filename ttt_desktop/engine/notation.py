"""Games as text: moves in numeric-keypad notation (seed 002 numbers its cells this way).

Inside the engine a cell is 0..8, row-major from the top left. People see keypad digits::

    7 8 9
    4 5 6
    1 2 3

A game is written as a few header lines, a blank line, and the moves, numbered in pairs::

    Variant: standard
    ○: you
    ×: perfect
    Result: draw

    1. ○5 ×7  2. ○3 ×9 ...

Reading accepts the whole format, the moves line alone, or bare digits:

>>> parse_moves("5739")
(4, 0, 8, 2)
>>> format_moves((4, 0, 8, 2))
'1. ○5 ×7  2. ○3 ×9'
>>> parse_moves("1. ○5 ×5")
Traceback (most recent call last):
...
ttt_desktop.engine.notation.NotationError: line 1, column 8: cell 5 is already taken
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from .board import Position
from .mark import Mark
from .rules import Variant

#: Mark symbols accepted on reading (○/× as written, and the ASCII letters people type).
_SYMBOLS = {"○": Mark.X, "×": Mark.O, "o": Mark.X, "O": Mark.X, "x": Mark.O, "X": Mark.O}
#: The digits of moves and move numbers: ASCII only (``str.isdigit`` also accepts ``²`` and
#: other digits that ``int`` refuses or that are not on a keypad).
_DIGITS = frozenset("0123456789")
#: Invisible marks that say which way text runs (left-to-right and right-to-left marks, the
#: Arabic letter mark, embeddings, overrides and isolates). An editor or a right-to-left desktop
#: puts them around the digits of a game; they are not part of it, and reading skips them.
_BIDI_MARKS = dict.fromkeys(map(ord, "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e"
                                     "\u2066\u2067\u2068\u2069"))
#: The byte order mark some editors write at the start of a UTF-8 file.
_BOM = "\ufeff"


def keypad_digit(cell: int) -> int:
    """The keypad digit of a cell (0 is the top left).

    >>> [keypad_digit(c) for c in range(9)]
    [7, 8, 9, 4, 5, 6, 1, 2, 3]
    """
    if not 0 <= cell <= 8:
        raise ValueError(f"no cell {cell}: cells are 0 to 8")
    row, col = divmod(cell, 3)
    return 7 - 3 * row + col


def move_label(ply: int, cell: int) -> str:
    """The ``ply``-th move (1 is the first), at ``cell``, as a game is numbered: in pairs.

    >>> move_label(1, 4), move_label(2, 0), move_label(7, 8)
    ('1. ○5', '1. ×7', '4. ○3')
    """
    mover = Mark.X if ply % 2 else Mark.O
    return f"{(ply + 1) // 2}. {mover.symbol}{keypad_digit(cell)}"


def cell_from_digit(digit: int) -> int:
    """The cell of a keypad digit; the inverse of :func:`keypad_digit`.

    >>> cell_from_digit(7), cell_from_digit(5), cell_from_digit(3)
    (0, 4, 8)
    """
    if not 1 <= digit <= 9:
        raise ValueError(f"no keypad digit {digit}: digits are 1 to 9")
    return (9 - digit) // 3 * 3 + (digit - 1) % 3


#: The header names a game may have (in lower case): what format_game writes, and two more.
_HEADERS = frozenset({"variant", "result", "date", "○", "×", "o", "x", "event", "site"})


class NotationError(ValueError):
    """Text that is not a game: where (1-based line and column) and why."""

    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message


@dataclass(frozen=True)
class GameRecord:
    """A game as text holds it: the rules, the moves (cells 0..8) and the header lines."""

    variant: Variant
    moves: tuple[int, ...]
    headers: Mapping[str, str] = field(default_factory=dict)


def format_moves(moves: Sequence[int]) -> str:
    """The moves in keypad notation, numbered in pairs (○ always moves first).

    >>> format_moves([4, 0, 8])
    '1. ○5 ×7  2. ○3'
    """
    pairs = []
    for number, start in enumerate(range(0, len(moves), 2), 1):
        pair = [f"{Mark.X.symbol}{keypad_digit(moves[start])}"]
        if start + 1 < len(moves):
            pair.append(f"{Mark.O.symbol}{keypad_digit(moves[start + 1])}")
        pairs.append(f"{number}. " + " ".join(pair))
    return "  ".join(pairs)


def result_header(position: Position) -> str:
    """The result header for a position: ``○ wins``, ``× wins``, ``draw`` or ``unfinished``."""
    outcome = position.outcome()
    if outcome is None:
        return "unfinished"
    return "draw" if outcome.winner is None else f"{outcome.winner.symbol} wins"


def format_game(record: GameRecord) -> str:
    """The whole game as text: headers (``Variant`` first, ``Result`` from the moves), a blank
    line, the moves.

    >>> print(format_game(GameRecord(Variant.MISERE, (4, 0), {"○": "you", "×": "perfect"})))
    Variant: misere
    ○: you
    ×: perfect
    Result: unfinished
    <BLANKLINE>
    1. ○5 ×7
    """
    position = Position(record.variant, record.moves)
    lines = [f"Variant: {record.variant.value}"]
    lines += [f"{key}: {value}" for key, value in record.headers.items()
              if key.lower() not in ("variant", "result")]
    lines += [f"Result: {result_header(position)}", "", format_moves(record.moves)]
    return "\n".join(lines)


def _visible(text: str) -> str:
    """The text without a leading byte order mark and without direction marks (see
    :data:`_BIDI_MARKS`): columns in errors count the characters an editor shows.

    >>> _visible("\\ufeff1. \\u200f○5 ×7\\u200e") == "1. ○5 ×7"
    True
    """
    return text.removeprefix(_BOM).translate(_BIDI_MARKS)


def parse_moves(text: str, variant: Variant = Variant.STANDARD, first_line: int = 1) -> tuple[
        int, ...]:
    """Read moves (numbered keypad notation, or bare digits) and check them under ``variant``.

    Raise :class:`NotationError` for a character that is not a move, a move number out of
    order, a mark out of turn, a taken cell, or a move after the game has ended. A leading byte
    order mark and direction marks are skipped.
    """
    position = Position(variant)
    for row, line in enumerate(_visible(text).splitlines() or [""], first_line):
        _read_line(line, row, position)
    return position.moves


def _read_line(line: str, row: int, position: Position) -> None:
    col = 0
    while col < len(line):
        char = line[col]
        if char.isspace():
            col += 1
            continue
        if char in _DIGITS:
            end = col
            while end < len(line) and line[end] in _DIGITS:
                end += 1
            if end < len(line) and line[end] == ".":  # a move number, e.g. "2."
                expected = position.ply // 2 + 1
                # compared as text: int() refuses a number of more than 4,300 digits
                written = line[col:end].lstrip("0")
                if written != str(expected) or position.ply % 2:
                    raise NotationError(row, col + 1, _move_number_error(
                        written, expected, position.ply % 2 == 1))
                col = end + 1
                continue
            _play(position, char, row, col + 1)
            col += 1
            continue
        if char in _SYMBOLS:
            mark = _SYMBOLS[char]
            if mark is not position.turn and not position.is_game_over():
                raise NotationError(row, col + 1, f"{mark.symbol} is written where "
                                    f"{position.turn.symbol} is to move")
            nxt = col + 1
            if nxt >= len(line) or line[nxt] not in _DIGITS:
                raise NotationError(row, nxt + 1, f"a keypad digit 1-9 must follow {char}")
            _play(position, line[nxt], row, nxt + 1)
            col = nxt + 1
            continue
        raise NotationError(row, col + 1, f"{char!r} is not a move (moves are keypad digits 1-9)")


def _move_number_error(written: str, expected: int, mid_pair: bool) -> str:
    """Why a move number is wrong: out of its place, or not the next one (a long number is
    said by its length, not written out).

    >>> _move_number_error("3", 2, False)
    'expected move number 2, not 3'
    >>> _move_number_error("9" * 5000, 1, False)
    'expected move number 1, not a number of 5000 digits'
    """
    if mid_pair:
        return "a move number in the middle of a pair (× has not moved yet)"
    said = written if len(written) <= 12 else f"a number of {len(written)} digits"
    return f"expected move number {expected}, not {said or 0}"


def _play(position: Position, char: str, row: int, column: int) -> None:
    digit = int(char)
    if digit == 0:
        raise NotationError(row, column, "0 is not a move (moves are keypad digits 1-9)")
    outcome = position.outcome()
    if outcome is not None:
        said = "a draw" if outcome.winner is None else f"won by {outcome.winner.symbol}"
        raise NotationError(row, column, f"the game is already over ({said} under the "
                            f"{position.variant.value} rules): no move {digit} after the end")
    cell = cell_from_digit(digit)
    if position[cell] is not None:
        raise NotationError(row, column, f"cell {digit} is already taken")
    position.push(cell)


def parse_game(text: str) -> GameRecord:
    """Read a game: optional ``Key: value`` header lines, then the moves.

    ``Variant`` picks the rules (standard when absent). A ``Result`` header, when given, must
    agree with the moves. The headers are those :func:`format_game` writes (and ``Event``,
    ``Site``); text that is not a game raises :class:`NotationError`: empty text, an unknown
    header (a URL, a note), or no move at all without a ``Variant`` header.

    >>> record = parse_game("Variant: last-line\\n\\n1. ○5 ×1")
    >>> record.variant.value, record.moves
    ('last-line', (4, 6))
    >>> parse_game("TODO: buy milk")
    Traceback (most recent call last):
    ...
    ttt_desktop.engine.notation.NotationError: line 1, column 1: 'TODO' is not a header of a game \
(Variant, ○, ×, Date, Result, Event or Site)

    A byte order mark at the start and direction marks anywhere (a file saved on a right-to-left
    desktop) are not part of the game:

    >>> parse_game("\\ufeffVariant: misere\\n\\n\\u200f1. ○5\\u200e").moves
    (4,)
    """
    text = _visible(text)
    lines = text.splitlines()
    if not text.strip():
        raise NotationError(1, 1, "there is no game here: the text is empty")
    headers: dict[str, str] = {}
    row = 0
    while row < len(lines):
        line = lines[row]
        key, colon, value = line.partition(":")
        if colon and key.strip() and not key.strip()[0].isdigit():
            name = key.strip()
            if name.lower() not in _HEADERS:
                raise NotationError(row + 1, len(line) - len(line.lstrip()) + 1,
                                    f"{name!r} is not a header of a game (Variant, ○, ×, Date, "
                                    "Result, Event or Site)")
            headers[name] = value.strip()
        elif line.strip():
            break
        row += 1
    variant = Variant.STANDARD
    for key, value in headers.items():
        if key.lower() == "variant":
            try:
                variant = Variant.parse(value)
            except ValueError as exc:
                line_no = next(i for i, t in enumerate(lines, 1) if t.partition(":")[0].strip()
                               == key)
                raise NotationError(line_no, len(key) + 3, str(exc)) from None
    moves = parse_moves("\n".join(lines[row:]), variant, first_line=row + 1)
    if not moves and not any(key.lower() == "variant" for key in headers):
        raise NotationError(row + 1 if row < len(lines) else len(lines), 1,
                            "there are no moves here")
    given = next((v for k, v in headers.items() if k.lower() == "result"), None)
    if given is not None:
        actual = result_header(Position(variant, moves))
        if given.strip().lower() != actual.lower():
            line_no = next(i for i, t in enumerate(lines, 1)
                           if t.partition(":")[0].strip().lower() == "result")
            raise NotationError(line_no, 1, f"the header says {given!r}, but the moves give "
                                f"{actual!r} under the {variant.value} rules")
    return GameRecord(variant, moves, {k: v for k, v in headers.items()
                                       if k.lower() not in ("variant", "result")})
