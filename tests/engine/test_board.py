"""Position: building boards, push/pop/copy, turns, legal moves, reading and writing text."""

from __future__ import annotations

import pytest

from ttt_desktop.engine import Mark, Position, Variant


def test_the_empty_board_has_x_to_move_and_nine_legal_moves() -> None:
    board = Position()
    assert board.turn is Mark.X
    assert board.ply == 0
    assert board.legal_moves() == tuple(range(9))
    assert board.outcome() is None
    assert not board.is_game_over()
    assert board.board_string() == "........."
    assert board.cells() == (None,) * 9


def test_moves_alternate_between_x_and_o() -> None:
    board = Position(moves=[4, 0, 8])
    assert [board[c] for c in (4, 0, 8)] == [Mark.X, Mark.O, Mark.X]
    assert board.turn is Mark.O
    assert board.ply == 3
    assert board.moves == (4, 0, 8)
    assert board.last_move == 8
    assert board.legal_moves() == (1, 2, 3, 5, 6, 7)
    assert board.board_string() == "O...X...X"


def test_cells_are_row_major_from_the_top_left() -> None:
    board = Position(moves=[2, 6])
    assert str(board) == ". . X\n. . .\nO . ."


def test_push_on_a_taken_cell_raises_value_error() -> None:
    board = Position(moves=[4])
    with pytest.raises(ValueError, match="taken"):
        board.push(4)
    assert board.moves == (4,)


@pytest.mark.parametrize("cell", [-1, 9, 100])
def test_push_outside_the_board_raises_value_error(cell: int) -> None:
    with pytest.raises(ValueError, match=r"cells are 0\.\.8"):
        Position().push(cell)


@pytest.mark.parametrize("variant", list(Variant))
def test_push_after_the_game_is_over_raises_value_error(variant: Variant) -> None:
    # X: 0 1 2, O: 3 4 5 - standard and misère end at X's line, last-line at O's line.
    board = Position(variant, moves=[0, 3, 1, 4, 2])
    if variant is Variant.LAST_LINE:
        board.push(5)
    assert board.is_game_over()
    assert board.legal_moves() == ()
    free = next(c for c in range(9) if board[c] is None)
    with pytest.raises(ValueError, match="game is over"):
        board.push(free)


def test_pop_restores_the_previous_position() -> None:
    board = Position(moves=[4, 0])
    before = (board.board_string(), board.turn, board.key, board.moves)
    board.push(8)
    assert board.pop() == 8
    assert (board.board_string(), board.turn, board.key, board.moves) == before


def test_pop_restores_a_finished_game_to_play() -> None:
    board = Position(moves=[0, 3, 1, 4, 2])
    assert board.is_game_over()
    board.pop()
    assert not board.is_game_over()
    assert 2 in board.legal_moves()


def test_pop_with_no_history_raises_index_error() -> None:
    with pytest.raises(IndexError):
        Position().pop()
    with pytest.raises(IndexError):
        Position.from_string("X...O....").pop()


def test_copy_is_independent_of_the_original() -> None:
    board = Position(Variant.MISERE, moves=[4, 0])
    clone = board.copy()
    clone.push(8)
    assert board.moves == (4, 0)
    assert board[8] is None
    assert clone.moves == (4, 0, 8)
    assert clone.variant is Variant.MISERE
    board.pop()
    assert clone.board_string() == "O...X...X"


def test_from_string_reads_marks_and_works_out_the_turn() -> None:
    board = Position.from_string("XO..X....", Variant.LAST_LINE)
    assert board.turn is Mark.O
    assert board.x_mask == 0b000_010_001
    assert board.o_mask == 0b000_000_010
    assert board.variant is Variant.LAST_LINE
    assert board.moves == ()
    assert Position.from_string("x.o......").board_string() == "X.O......"


@pytest.mark.parametrize("text", ["", "X", "........", "..........", "X...O....X"])
def test_from_string_rejects_a_wrong_length(text: str) -> None:
    with pytest.raises(ValueError, match="9 cells"):
        Position.from_string(text)


@pytest.mark.parametrize("text", ["X...0....", "X...O...-", "abcdefghi", "X O ....."])
def test_from_string_rejects_bad_characters(text: str) -> None:
    with pytest.raises(ValueError, match="bad character"):
        Position.from_string(text)


@pytest.mark.parametrize("text", ["XX.......", "O........", "XXX.O....", "OO.X....."])
def test_from_string_rejects_impossible_mark_counts(text: str) -> None:
    with pytest.raises(ValueError, match="impossible mark counts"):
        Position.from_string(text)


def test_from_key_and_key_round_trip() -> None:
    board = Position(moves=[4, 0, 8, 2])
    again = Position.from_key(board.key)
    assert again == board
    assert again.board_string() == board.board_string()
    assert board.key == board.x_mask | board.o_mask << 9


def test_positions_are_equal_only_under_the_same_variant() -> None:
    a = Position(moves=[4])
    assert a == Position.from_string("....X....")
    assert hash(a) == hash(Position.from_string("....X...."))
    assert a != Position(Variant.MISERE, moves=[4])
    assert a != Position(moves=[0])


def test_getitem_outside_the_board_raises_index_error() -> None:
    with pytest.raises(IndexError):
        Position()[9]


def test_is_legal_follows_the_empty_cells() -> None:
    board = Position(moves=[4])
    assert not board.is_legal(4)
    assert board.is_legal(0)
    assert not board.is_legal(9)


@pytest.mark.parametrize("cell", [0, 4, 8])
def test_a_taken_cell_is_refused_as_taken_at_both_ends_of_the_board(cell):
    position = Position(moves=[cell])
    with pytest.raises(ValueError, match="the cell is taken"):
        position.push(cell)


@pytest.mark.parametrize("cell", [-1, 9, 2.0, "4"])
def test_a_cell_off_the_board_is_refused_as_no_cell(cell):
    with pytest.raises(ValueError, match="no cell"):
        Position().push(cell)  # type: ignore[arg-type]


def test_repr_rebuilds_the_position_and_a_position_equals_no_other_kind():
    for variant in Variant:
        position = Position(variant, [4, 0, 8])
        rebuilt = eval(repr(position), {"Position": Position, "Variant": Variant})
        assert rebuilt == position and hash(rebuilt) == hash(position)
    assert Position() != "........."
    assert (Position() == 0) is False
    assert Position(Variant.MISERE) != Position(Variant.STANDARD)
