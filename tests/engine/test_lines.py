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
