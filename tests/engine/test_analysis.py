"""Move analysis and hints: every legal move's result and distance, and the reason a hint gives."""

from __future__ import annotations

import pytest

from ttt_desktop.engine import Mark, Position, Variant, solve
from ttt_desktop.engine.analysis import Reason, Result, analyze, hint, winning_cells, wins_at
from ttt_desktop.engine.geometry import FREE_CELLS

from . import reference


def board(text: str, variant: Variant = Variant.STANDARD) -> Position:
    return Position.from_string(text, variant)


# -- hints and their reasons -------------------------------------------------------------------


def test_the_hint_wins_now_when_a_winning_move_is_on_the_board() -> None:
    # X: 0 1, O: 3 4. O threatens 5, but X wins first at 2.
    found = hint(board("XX.OO...."))
    assert found is not None
    assert (found.cell, found.reason, found.result, found.plies) == (
        2,
        Reason.WINS_NOW,
        Result.WIN,
        1,
    )
    assert found.reason.text == "wins now"


def test_the_hint_blocks_a_line() -> None:
    found = hint(Position(moves=[0, 4, 1]))  # X threatens 2, O to move
    assert found is not None
    assert (found.cell, found.reason.text, found.result) == (2, "blocks a line", Result.DRAW)


def test_a_lost_position_still_blocks_to_hold_out_longest() -> None:
    found = hint(board("XO..X...."))  # O to move, X threatens 8 and wins anyway
    assert found is not None
    assert (found.cell, found.reason, found.result, found.plies) == (
        8,
        Reason.BLOCKS,
        Result.LOSS,
        4,
    )


def test_the_hint_makes_two_threats() -> None:
    # X: 0 4, O: 1 8. X at 3 threatens 5 and 6 at once.
    found = hint(board("XO..X...O"))
    assert found is not None
    assert (found.cell, found.reason.text, found.result, found.plies) == (
        3,
        "makes two threats",
        Result.WIN,
        3,
    )


def test_the_hint_forces_a_win_that_takes_longer_than_one_threat() -> None:
    found = hint(board("XO......."))  # after a corner and an adjacent edge X wins in 5 plies
    assert found is not None
    assert (found.cell, found.reason.text, found.result, found.plies) == (
        3,
        "forces a win",
        Result.WIN,
        5,
    )


@pytest.mark.parametrize(("text", "cell"), [(".........", 0), ("....X....", 0)])
def test_the_hint_keeps_the_draw(text: str, cell: int) -> None:
    found = hint(board(text))
    assert found is not None
    assert (found.cell, found.reason.text, found.result) == (cell, "keeps the draw", Result.DRAW)


def test_the_misere_hint_keeps_the_draw_from_the_centre() -> None:
    found = hint(Position(Variant.MISERE))
    assert found is not None
    assert (found.cell, found.reason, found.result, found.plies) == (
        4,
        Reason.KEEPS_DRAW,
        Result.DRAW,
        9,
    )


def test_the_misere_hint_holds_out_when_every_move_makes_a_line() -> None:
    found = hint(board("XO..XOXO.", Variant.MISERE))
    assert found is not None
    assert (found.reason.text, found.result, found.plies) == ("holds out longest", Result.LOSS, 1)


def test_the_last_line_hint_wins_now_by_making_the_second_line() -> None:
    position = Position(Variant.LAST_LINE, moves=[2, 0, 5, 3, 4, 6])  # O has the left column
    assert winning_cells(position, Mark.X) == (8,)
    found = hint(position)
    assert found is not None
    assert (found.cell, found.reason) == (8, Reason.WINS_NOW)


def test_there_is_no_hint_once_the_game_is_over() -> None:
    finished = Position(moves=[0, 3, 1, 4, 2])
    assert hint(finished) is None
    assert analyze(finished) == []
    assert winning_cells(finished, Mark.O) == ()


def test_analysing_an_unreachable_position_raises_value_error() -> None:
    with pytest.raises(ValueError):
        analyze(board("XXXOOO..."))


def test_winning_cells_follow_the_variant() -> None:
    position = board("XX.OO....")
    assert winning_cells(position, Mark.X) == (2,)
    assert winning_cells(position, Mark.O) == (5,)
    # In misère, completing a line never wins.
    assert winning_cells(board("XX.OO....", Variant.MISERE), Mark.X) == ()
    # In last-line, a first line on a board that is not full does not end the game.
    assert winning_cells(board("XX.OO....", Variant.LAST_LINE), Mark.X) == ()


# -- analysis agrees with the solver and with a textbook minimax --------------------------------


@pytest.mark.parametrize("variant", list(Variant))
def test_analysis_agrees_with_the_solver_in_every_position(variant: Variant) -> None:
    solution = solve(variant)
    for key in solution.reachable_keys():
        position = Position.from_key(key, variant)
        moves = analyze(position)
        assert [m.cell for m in moves] == list(position.legal_moves())
        if not moves:
            continue
        entry = solution.entry(position)
        for move in moves:
            after = position.copy()
            after.push(move.cell)
            child = solution.entry(after)
            assert move.result == -child.value
            assert move.plies == child.plies + 1
            assert move.optimal == (move.cell in entry.best)
        assert max(m.result for m in moves) == entry.value
        found = hint(position)
        assert found is not None
        assert found.cell in entry.best
        assert (found.result, found.plies) == (entry.value, entry.plies)
        wins_now = winning_cells(position, position.turn)
        assert (found.reason is Reason.WINS_NOW) == bool(wins_now)


@pytest.mark.parametrize("variant", list(Variant))
def test_analysis_agrees_with_a_textbook_minimax_from_the_sixth_ply_on(variant: Variant) -> None:
    for text, status in reference.reachable(variant.value).items():
        if status is not None or text.count(".") > 3:
            continue
        marks = 9 - text.count(".")
        expected = {}
        for cell, score in reference.move_scores(text, variant.value).items():
            end = 9 if score == 0 else 100 - abs(score)
            expected[cell] = (reference.sign(score), end - marks)
        got = {m.cell: (int(m.result), m.plies) for m in analyze(board(text, variant))}
        assert got == expected, text


@pytest.mark.parametrize("variant", list(Variant))
def test_wins_at_and_winning_cells_agree_with_playing_the_move(variant):
    """Every reachable position, both marks, every empty cell: ``wins_at`` says what playing
    there does (whoever is to move), and ``winning_cells`` lists exactly those cells while the
    game goes on, and none once it is over."""
    table = solve(variant)
    for key in table.reachable_keys():
        position = Position.from_key(key, variant)
        x, o = position.x_mask, position.o_mask
        for mark in Mark:
            expected = []
            for cell in FREE_CELLS[x | o]:
                bit = 1 << cell
                after = position.rules.outcome(x | bit, o) if mark is Mark.X else \
                    position.rules.outcome(x, o | bit)
                wins = after is not None and after.winner is mark
                assert wins_at(position, mark, cell) == wins, (position, mark, cell)
                if wins:
                    expected.append(cell)
            over = position.is_game_over()
            assert winning_cells(position, mark) == (() if over else tuple(expected))
