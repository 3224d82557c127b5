"""GameSession on its own: what its undo, redo and the computer's move do to the redo list,
whether or not the controller reaches every case today."""

from __future__ import annotations

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.session import GameSession


def watched() -> GameSession:
    """The computer on both sides: undo and redo move one ply at a time."""
    return GameSession(1, Variant.STANDARD, (Level.EASY, Level.HARD))


def test_the_computer_replaying_the_move_a_redo_would_keeps_the_rest_to_redo():
    game = watched()
    for cell in (4, 0, 8):
        game.play_computer(cell)
    assert game.undo() == (8,) and game.undo() == (0,)
    game.play_computer(0)  # the very move a redo would replay
    assert game.position.moves == (4, 0) and game.can_redo()
    assert game.redo() == (8,) and game.position.moves == (4, 0, 8)


def test_another_move_of_the_computer_forgets_what_was_undone():
    game = watched()
    for cell in (4, 0, 8):
        game.play_computer(cell)
    game.undo()
    game.undo()
    game.play_computer(2)
    assert game.position.moves == (4, 2) and not game.can_redo()


def test_a_persons_move_forgets_what_was_undone():
    game = GameSession(1, Variant.STANDARD, (None, Level.EASY))  # the person plays ○
    game.play(4)
    game.play_computer(0)
    assert game.undo() == (0, 4) and game.can_redo()
    game.play(4)
    assert game.position.moves == (4,) and not game.can_redo()
