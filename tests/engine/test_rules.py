"""The three variants' rules, their edge cases, and the rules checked against a textbook version."""

from __future__ import annotations

import pytest

from ttt_desktop.engine import Mark, Outcome, Position, Variant, rules_for, solve

from . import reference


def play(variant: Variant, moves: list[int]) -> Position:
    return Position(variant, moves=moves)


@pytest.mark.parametrize(
    ("text", "variant"),
    [
        ("standard", Variant.STANDARD),
        ("misere", Variant.MISERE),
        ("misère", Variant.MISERE),
        ("Last-Line", Variant.LAST_LINE),
        ("last_line", Variant.LAST_LINE),
    ],
)
def test_variant_names_are_read_leniently(text: str, variant: Variant) -> None:
    assert Variant.parse(text) is variant


def test_an_unknown_variant_name_raises_value_error() -> None:
    with pytest.raises(ValueError, match="unknown variant 'chess'"):
        Variant.parse("chess")


def test_each_variant_has_rules_a_title_and_a_description() -> None:
    for variant in Variant:
        assert rules_for(variant).variant is variant
        assert variant.title
        assert variant.description


# -- standard ------------------------------------------------------------------------------------


def test_standard_three_in_a_row_wins() -> None:
    board = play(Variant.STANDARD, [0, 3, 1, 4, 2])
    assert board.outcome() == Outcome(Mark.X, ((0, 1, 2),))


def test_standard_second_player_wins_with_a_column() -> None:
    board = play(Variant.STANDARD, [0, 1, 3, 4, 8, 7])
    assert board.outcome() == Outcome(Mark.O, ((1, 4, 7),))
    assert board.outcome().result_for(Mark.O) == 1  # type: ignore[union-attr]
    assert board.outcome().result_for(Mark.X) == -1  # type: ignore[union-attr]


def test_standard_full_board_without_a_line_is_a_draw() -> None:
    board = play(Variant.STANDARD, [4, 0, 2, 6, 3, 5, 7, 1, 8])
    outcome = board.outcome()
    assert outcome is not None and outcome.is_draw
    assert outcome.lines == ()
    assert outcome.result_for(Mark.X) == outcome.result_for(Mark.O) == 0


def test_standard_line_made_on_the_ninth_move_wins_not_draws() -> None:
    board = Position.from_string("XOXOXOOX.")
    assert board.outcome() is None
    board.push(8)
    assert board.legal_moves() == ()
    assert board.outcome() == Outcome(Mark.X, ((0, 4, 8),))


def test_one_move_can_make_two_lines_and_both_are_reported() -> None:
    board = Position.from_string("XOXOXXOO.")
    board.push(8)
    outcome = board.outcome()
    assert outcome is not None and outcome.winner is Mark.X
    assert sorted(outcome.lines) == [(0, 4, 8), (2, 5, 8)]


def test_the_game_stops_at_the_first_line_in_standard() -> None:
    board = play(Variant.STANDARD, [0, 3, 1, 4, 2])
    assert board.is_game_over()
    assert board.legal_moves() == ()


# -- misère --------------------------------------------------------------------------------------


def test_misere_three_in_a_row_loses() -> None:
    board = play(Variant.MISERE, [0, 3, 1, 4, 2])
    assert board.outcome() == Outcome(Mark.O, ((0, 1, 2),))


def test_misere_full_board_without_a_line_is_a_draw() -> None:
    board = play(Variant.MISERE, [4, 0, 2, 6, 3, 5, 7, 1, 8])
    assert board.outcome() == Outcome(None, ())


def test_misere_a_forced_line_loses_for_the_player_who_must_make_it() -> None:
    # X holds 0, 4 and 6: each free cell (2, 3, 8) completes one of X's lines.
    board = Position.from_string("XO..XOXO.", Variant.MISERE)
    assert board.turn is Mark.X
    assert board.legal_moves() == (2, 3, 8)
    for cell in board.legal_moves():
        after = board.copy()
        after.push(cell)
        outcome = after.outcome()
        assert outcome is not None
        assert outcome.winner is Mark.O
        assert len(outcome.lines) == 1 and cell in outcome.lines[0]
    entry = solve(Variant.MISERE).entry(board)
    assert (entry.value, entry.best, entry.plies) == (-1, (2, 3, 8), 1)


def test_misere_a_forced_line_on_the_last_cell_loses() -> None:
    board = Position.from_string("XX.OOXXOO", Variant.MISERE)
    board.push(2)
    assert board.outcome() == Outcome(Mark.O, ((0, 1, 2),))


# -- last line wins -----------------------------------------------------------------------------


def test_last_line_a_line_on_a_board_that_is_not_full_does_not_end_the_game() -> None:
    board = play(Variant.LAST_LINE, [0, 3, 1, 4, 2])  # X has the top row
    assert board.outcome() is None
    assert board.legal_moves() == (5, 6, 7, 8)
    assert board.turn is Mark.O


def test_last_line_the_second_line_by_the_other_player_wins_and_ends_the_game_at_once() -> None:
    board = play(Variant.LAST_LINE, [0, 3, 1, 4, 2, 5])  # X top row, then O middle row
    outcome = board.outcome()
    assert outcome is not None
    assert outcome.winner is Mark.O
    assert sorted(outcome.lines) == [(0, 1, 2), (3, 4, 5)]
    assert board.ply == 6  # three cells are still free, yet the game is over
    assert board.legal_moves() == ()


def test_last_line_first_player_wins_when_it_completes_the_second_line() -> None:
    # O makes the left column first; X makes the right column later and wins.
    board = play(Variant.LAST_LINE, [2, 0, 5, 3, 4, 6])
    assert board.outcome() is None
    board.push(8)
    assert board.outcome() == Outcome(Mark.X, ((2, 5, 8), (0, 3, 6)))


def test_last_line_play_goes_on_after_one_line_until_the_board_is_full() -> None:
    board = play(Variant.LAST_LINE, [0, 3, 1, 5, 2])  # X has the top row on move 5
    for cell in (6, 4, 8):  # O, X, O: nobody else lines up
        assert board.outcome() is None
        board.push(cell)
    assert board.outcome() is None
    board.push(7)  # X fills the board and also makes the middle column
    outcome = board.outcome()
    assert outcome is not None
    assert outcome.winner is Mark.X
    assert sorted(outcome.lines) == [(0, 1, 2), (1, 4, 7)]


def test_last_line_a_single_line_on_a_full_board_wins() -> None:
    board = play(Variant.LAST_LINE, [0, 3, 1, 4, 2, 6, 5, 8, 7])
    # X: 0 1 2 5 7, O: 3 4 6 8 -> only X has a line
    assert board.outcome() == Outcome(Mark.X, ((0, 1, 2),))


def test_last_line_full_board_without_a_line_is_a_draw() -> None:
    board = play(Variant.LAST_LINE, [4, 0, 2, 6, 3, 5, 7, 1, 8])
    assert board.outcome() == Outcome(None, ())


# -- against a textbook version of the rules ---------------------------------------------------


@pytest.mark.parametrize("variant", list(Variant))
def test_outcomes_agree_with_a_textbook_implementation_on_every_reachable_board(
    variant: Variant,
) -> None:
    expected = reference.reachable(variant.value)
    solution = solve(variant)
    seen = {Position.from_key(k).board_string() for k in solution.reachable_keys()}
    assert seen == set(expected)
    for text, status in expected.items():
        board = Position.from_string(text, variant)
        outcome = board.outcome()
        if status is None:
            assert outcome is None, text
            assert board.legal_moves() == tuple(i for i, c in enumerate(text) if c == ".")
            continue
        assert outcome is not None, text
        assert outcome.winner == (None if status == "draw" else Mark(status)), text
        owners = reference.lines_of(list(text), "X") + reference.lines_of(list(text), "O")
        assert sorted(outcome.lines) == sorted(owners), text
        assert board.legal_moves() == ()
