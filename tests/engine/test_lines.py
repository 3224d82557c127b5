"""The lines the board draws, checked for every reachable position of every variant against the
textbook rules in ``reference``."""

from __future__ import annotations

import pytest

from ttt_desktop.engine import Mark, Position, Variant
from ttt_desktop.engine.lines import LineRole, marked_lines

from . import reference


@pytest.mark.parametrize("variant", list(Variant))
def test_every_completed_line_has_its_owner_and_role(variant: Variant):
    roles_seen = set()
    for text, status in reference.reachable(variant.value).items():
        board = list(text)
        expected = set()
        for mark, owner in (("X", Mark.X), ("O", Mark.O)):
            for line in reference.lines_of(board, mark):
                if status is None:
                    role = LineRole.MADE
                elif variant is Variant.MISERE:
                    role = LineRole.LOST
                else:
                    role = LineRole.WON if status == mark else LineRole.BEATEN
                expected.add((line, owner, role))
        got = {(m.line, m.owner, m.role) for m in marked_lines(Position.from_string(text,
                                                                                    variant))}
        assert got == expected, (text, status)
        roles_seen |= {role for _, _, role in got}
    assert roles_seen == {Variant.STANDARD: {LineRole.WON},
                          Variant.MISERE: {LineRole.LOST},
                          Variant.LAST_LINE: {LineRole.MADE, LineRole.WON,
                                              LineRole.BEATEN}}[variant]


def expected_role(variant: Variant, status: str | None, mark: str) -> LineRole:
    if status is None:
        return LineRole.MADE
    if variant is Variant.MISERE:
        return LineRole.LOST
    return LineRole.WON if status == mark else LineRole.BEATEN


@pytest.mark.parametrize("variant", list(Variant))
def test_every_game_prefix_gives_each_line_the_ply_that_completed_it(variant: Variant):
    """Every move sequence of every game, not only every board: the ply of a line depends on the
    order the moves came in. The expected lines are rebuilt move by move with ``reference``:
    a move completes each line through its cell that its mover then fills."""
    owners = {"X": Mark.X, "O": Mark.O}
    position = Position(variant)
    board = [reference.EMPTY] * 9
    sequences = 0
    plies_seen: set[tuple[LineRole, int]] = set()

    def walk(mover: str, status: str | None, made: list[tuple[tuple[int, int, int], str, int]]):
        nonlocal sequences
        sequences += 1
        expected = {(line, owners[mark], expected_role(variant, status, mark), ply)
                    for line, mark, ply in made}
        got = {(m.line, m.owner, m.role, m.ply) for m in marked_lines(position)}
        assert got == expected, (position.moves, got, expected)
        if variant is Variant.LAST_LINE and len({mark for _, mark, _ in made}) == 2:
            won = min(ply for _, _, role, ply in got if role is LineRole.WON)
            beaten = max(ply for _, _, role, ply in got if role is LineRole.BEATEN)
            assert won > beaten  # the last line completed is the one that won
        plies_seen.update((role, ply) for _, _, role, ply in got)
        if status is not None:
            assert position.is_game_over()
            return
        ply = len(position.moves) + 1
        for cell in range(9):
            if board[cell] != reference.EMPTY:
                continue
            board[cell] = mover
            position.push(cell)
            new = [(line, mover, ply) for line in reference.ALL_LINES
                   if cell in line and all(board[i] == mover for i in line)]
            walk(reference.other(mover), reference.status_after_move(board, mover,
                                                                     variant.value), made + new)
            position.pop()
            board[cell] = reference.EMPTY

    walk("X", None, [])
    assert sequences == {Variant.STANDARD: 549_946}.get(variant, sequences)
    # lines are completed from ply 5 (○'s third move) up to ply 9 (the last cell)
    assert {ply for _, ply in plies_seen} == set(range(5, 10))


def test_a_position_set_up_from_a_string_knows_only_the_plies_of_the_moves_since():
    board = Position.from_string("XX.OO....", Variant.LAST_LINE)  # 4 marks, no moves recorded
    board.push(2)  # ○ completes the top row at ply 5
    assert [(m.role, m.ply) for m in marked_lines(board)] == [(LineRole.MADE, 5)]
    assert [m.ply for m in marked_lines(Position.from_string("XXXOO....",
                                                             Variant.LAST_LINE))] == [None]
