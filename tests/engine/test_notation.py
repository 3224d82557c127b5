"""Games as text: keypad notation, its round trip, and errors that name the line and column."""

from __future__ import annotations

import pytest

from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.notation import (
    GameRecord,
    NotationError,
    cell_from_digit,
    format_game,
    format_moves,
    keypad_digit,
    parse_game,
    parse_moves,
)


def test_keypad_digits_put_seven_eight_nine_on_top():
    assert [[keypad_digit(r * 3 + c) for c in range(3)] for r in range(3)] == [
        [7, 8, 9], [4, 5, 6], [1, 2, 3]]
    assert all(cell_from_digit(keypad_digit(cell)) == cell for cell in range(9))
    for bad in (0, 10, -1):
        with pytest.raises(ValueError):
            cell_from_digit(bad)
    for bad in (-1, 9):
        with pytest.raises(ValueError, match=f"no cell {bad}"):
            keypad_digit(bad)


def every_game_up_to(plies: int, variant: Variant):
    """Every move sequence of up to ``plies`` plies, finished games included."""
    def walk(position: Position):
        yield position.moves
        if position.ply < plies and not position.is_game_over():
            for cell in position.legal_moves():
                position.push(cell)
                yield from walk(position)
                position.pop()
    yield from walk(Position(variant))


@pytest.mark.parametrize("variant", list(Variant))
def test_every_short_game_survives_the_round_trip(variant: Variant):
    """Every game of up to four plies; longer ones are drawn by Hypothesis
    (``test_notation_properties.py``)."""
    for moves in every_game_up_to(4, variant):
        record = GameRecord(variant, moves, {"○": "you", "×": "perfect", "Date": "2026-11-22"})
        text = format_game(record)
        assert parse_game(text) == record
        assert parse_moves(format_moves(moves), variant) == moves
        assert parse_moves("".join(str(keypad_digit(c)) for c in moves), variant) == moves


def test_bare_digits_numbered_moves_and_ascii_marks_all_read():
    assert parse_moves("5 7 3") == parse_moves("573") == parse_moves("1. o5 x7 2. O3") == (
        4, 0, 8)
    assert parse_moves("1.○5×7 2.○3") == parse_moves("○5×7○3") == (4, 0, 8)


@pytest.mark.parametrize(("text", "line", "column", "words"), [
    ("57a3", 1, 3, "'a' is not a move"),
    ("5705", 1, 3, "0 is not a move"),
    ("1. ○5 ×5", 1, 8, "cell 5 is already taken"),
    ("1. ○5 ○7", 1, 7, "○ is written where × is to move"),
    ("2. ○5", 1, 1, "expected move number 1"),
    ("7 4 8 5 9 6", 1, 11, "the game is already over"),
    ("Variant: chess\n\n5", 1, 10, "unknown variant"),
    ("Variant: standard\n○: you\n\n1. ○5 ×7\n2. ○3 ×3", 5, 8, "cell 3 is already taken"),
    ("Result: draw\n\n57", 1, 1, "the header says 'draw'"),
    ("Date: today\nResult: draw\n\n57", 2, 1, "but the moves give 'unfinished'"),
    ("1. ○", 1, 5, "a keypad digit 1-9 must follow ○"),
    ("1.a5", 1, 3, "'a' is not a move"),  # reading goes on right after the move number
    ("5²", 1, 2, "'²' is not a move"),  # a digit to str.isdigit(), not to int() (Hypothesis)
    ("1. ○٥", 1, 5, "a keypad digit 1-9 must follow ○"),
    ("○5a", 1, 3, "'a' is not a move"),  # and right after a mark's digit
    ("1. ○x", 1, 5, "a keypad digit 1-9 must follow ○"),
    ("1. ○5 ×7 3. ○3", 1, 10, "expected move number 2"),
    ("1. ○5 2. ×7", 1, 7, "a move number in the middle of a pair"),
    ("  9 ○", 1, 5, "○ is written where × is to move"),
    ("5 7 3 9 8 2 4 6 1 5", 1, 19, "already over (a draw under the standard rules): no move 5"),
    ("7 4 8 5 9 ×6", 1, 12, "already over (won by ○ under the standard rules): no move 6"),
])
def test_text_that_is_not_a_game_names_the_line_and_column(text, line, column, words):
    with pytest.raises(NotationError) as caught:
        parse_game(text)
    error = caught.value
    assert (error.line, error.column) == (line, column), str(error)
    assert words in str(error)
    assert str(error).startswith(f"line {line}, column {column}: ")
    assert str(error) == f"line {line}, column {column}: {error.message}"


def test_a_game_that_is_impossible_in_one_variant_reads_in_another():
    moves = "7 4 8 5 9 6"  # ○ completes the top row at move 5
    with pytest.raises(NotationError, match="already over"):
        parse_moves(moves, Variant.STANDARD)
    with pytest.raises(NotationError, match="already over"):
        parse_moves(moves, Variant.MISERE)
    assert len(parse_moves(moves, Variant.LAST_LINE)) == 6  # last line wins: play goes on


@pytest.mark.parametrize("digits", [4300, 4301, 10_000])
def test_a_move_number_of_thousands_of_digits_is_a_notation_error(digits):
    """int() refuses more than 4,300 digits with a bare ValueError, which Paste and Open do not
    catch: the number is compared as text instead."""
    for text in ("1" * digits + ". ○5", "1. ○5 ×7 " + "2" * digits + ". ○3",
                 "Variant: standard\n\n" + "9" * digits + "."):
        with pytest.raises(NotationError) as caught:
            parse_game(text)
        assert type(caught.value) is NotationError
        assert "expected move number" in caught.value.message
        assert len(str(caught.value)) < 120  # said by its length, not written out
    assert parse_moves("0" * digits + "1. ○5 ×7") == (4, 0)  # leading zeros: still move 1


BOM = "\ufeff"
DIRECTION_MARKS = "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


def test_a_byte_order_mark_and_direction_marks_are_not_part_of_a_game():
    record = GameRecord(Variant.MISERE, (4, 0, 8), {"○": "you", "×": "perfect"})
    text = format_game(record)
    assert parse_game(BOM + text) == record
    for mark in DIRECTION_MARKS:  # around every character, as a right-to-left editor may write
        marked = mark.join(text.splitlines(keepends=True))
        marked = "".join(char + mark for char in marked)
        assert parse_game(BOM + marked) == record, repr(mark)
        assert parse_moves(BOM + mark + "1. ○5" + mark + " ×7", Variant.MISERE) == (4, 0)
    with pytest.raises(NotationError, match="'\\\\ufeff' is not a move"):
        parse_moves("5" + BOM)  # only at the start is it a byte order mark
