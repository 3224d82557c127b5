"""Properties of the notation, drawn by Hypothesis: any text is a game or a NotationError, and
format-then-parse gives every legal game of every rule back."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.notation import (
    GameRecord,
    NotationError,
    format_game,
    format_moves,
    keypad_digit,
    parse_game,
    parse_moves,
)

from ..strategies import games

#: Characters the notation gives a meaning to, so that drawn text often comes near a game.
NEAR_GAME = st.sampled_from([*"0123456789 .\n:○×oxOX", "Variant: ", "Result: ", "misere",
                             "last-line", "draw", "○ wins"])
texts = st.one_of(st.text(), st.lists(NEAR_GAME).map("".join),
                  st.lists(st.one_of(NEAR_GAME, st.characters())).map("".join))


def check_text(text: str) -> None:
    """``text`` reads as a legal game, or raises NotationError naming a place inside it."""
    try:
        record = parse_game(text)
    except NotationError as error:
        lines = text.splitlines() or [""]
        assert 1 <= error.line <= len(lines), (error, lines)
        assert 1 <= error.column <= len(lines[error.line - 1]) + 1, (error, lines)
        assert str(error) == f"line {error.line}, column {error.column}: {error.message}"
        return
    position = Position(record.variant, record.moves)  # legal, or this raises
    assert len(set(record.moves)) == len(record.moves)
    assert parse_game(format_game(record)).moves == record.moves
    assert position.ply == len(record.moves)


@given(texts)
@example("²")  # found by Hypothesis: str.isdigit() accepted it, int() raised ValueError
@example("1². ○5")
@example("1. ○²")
@example("٥٧")  # Arabic-Indic digits: not keypad digits
def test_any_text_is_a_game_or_a_notation_error(text: str) -> None:
    check_text(text)


@given(texts, texts)
def test_any_headers_before_any_moves_are_a_game_or_a_notation_error(head: str, body: str
                                                                      ) -> None:
    check_text(f"{head}\n\n{body}")


@given(games(), st.dictionaries(st.sampled_from(["○", "×", "Date", "Event", "Site"]),
                                st.text(st.characters(blacklist_categories=["Cc", "Cs", "Zl",
                                                                            "Zp"]),
                                        max_size=20).map(str.strip)))
def test_format_then_parse_is_the_identity_for_every_legal_game(position: Position,
                                                                 headers: dict[str, str]) -> None:
    record = GameRecord(position.variant, position.moves, headers)
    assert parse_game(format_game(record)) == record
    assert parse_moves(format_moves(position.moves), position.variant) == position.moves
    bare = "".join(str(keypad_digit(cell)) for cell in position.moves)
    assert parse_moves(bare, position.variant) == position.moves


@given(games(finished=True))
def test_a_move_after_the_end_is_refused_in_every_rule(position: Position) -> None:
    for cell in range(9):
        if position[cell] is None:
            text = format_moves(position.moves) + f" {keypad_digit(cell)}"
            try:
                parse_moves(text, position.variant)
            except NotationError as error:
                assert "already over" in error.message
            else:  # pragma: no cover - the check fails
                raise AssertionError(f"{text!r} read under {position.variant.value}")


def test_the_rules_of_a_game_travel_with_it():
    record = GameRecord(Variant.LAST_LINE, (4, 0, 8))
    assert parse_game(format_game(record)).variant is Variant.LAST_LINE
