"""The engine's records are values: none can be changed once made (the house rule's frozen
dataclasses), and the marks' signs are those of seed 000's values."""

from __future__ import annotations

import dataclasses

import pytest

from ttt_desktop.engine import Mark, Position, Variant, solve
from ttt_desktop.engine.analysis import analyze, hint
from ttt_desktop.engine.lines import marked_lines
from ttt_desktop.engine.notation import parse_game
from ttt_desktop.engine.review import review_game
from ttt_desktop.engine.stats import game_stats


def records() -> list[object]:
    board = Position(moves=[0, 4])
    found = hint(board)
    assert found is not None
    finished = Position(moves=[0, 3, 1, 4, 2])
    assert finished.outcome() is not None
    review = review_game(Variant.STANDARD, [0, 4])
    return [
        analyze(board)[0],
        found,
        finished.outcome(),
        solve(Variant.STANDARD).entry(board),
        game_stats(Variant.STANDARD),
        marked_lines(finished)[0],
        review,
        review.moves[0],
        parse_game("1. 7 5"),
    ]


@pytest.mark.parametrize("record", records(), ids=lambda r: type(r).__name__)
def test_an_engine_record_cannot_be_changed(record: object) -> None:
    field = dataclasses.fields(record)[0].name  # type: ignore[arg-type]
    before = getattr(record, field)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(record, field, before)
    assert getattr(record, field) == before


def test_the_first_player_counts_plus_one_and_the_second_minus_one() -> None:
    assert (Mark.X.sign, Mark.O.sign) == (1, -1)
