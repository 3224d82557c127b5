"""One game in progress: the position, who plays which mark, and undo/redo.

It knows nothing of Qt; the window asks it questions and redraws.

>>> from ttt_desktop.engine import Mark, Variant
>>> game = GameSession(1, Variant.STANDARD, human=Mark.X)
>>> game.play(4); game.play(0)        # your move, then the computer's reply
>>> game.undo(), game.position.ply    # back to your previous turn
((0, 4), 0)
>>> game.redo(), game.position.ply
((4, 0), 2)
"""

from __future__ import annotations

from ..engine import Mark, Outcome, Position, Variant
from ..engine.players import Level


class GameSession:
    """A game against the computer (``human`` is the human's mark), between two people
    (``human`` is ``None``), or watched: the computer plays both sides, ``watch`` giving each
    side's level."""

    def __init__(self, game_id: int, variant: Variant, human: Mark | None,
                 watch: tuple[Level, Level] | None = None) -> None:
        self.game_id = game_id
        self.human = None if watch else human
        self.watch = watch
        self.position = Position(variant)
        self._redo: list[int] = []

    # -- questions --------------------------------------------------------------------------

    @property
    def variant(self) -> Variant:
        """The rules this game is played under."""
        return self.position.variant

    @property
    def two_players(self) -> bool:
        """True when two people share the board."""
        return self.human is None and self.watch is None

    def level_for(self, mark: Mark) -> Level | None:
        """The computer's level for a side of a watched game."""
        if self.watch is None:
            return None
        return self.watch[0] if mark is Mark.X else self.watch[1]

    def stop_watching(self) -> None:
        """The computer stops playing both sides: people take over the board."""
        self.watch = None

    @property
    def outcome(self) -> Outcome | None:
        """The result once the game is over."""
        return self.position.outcome()

    def is_over(self) -> bool:
        """True once the rules have ended the game."""
        return self.position.is_game_over()

    def is_human_turn(self) -> bool:
        """True if a person should move now."""
        if self.is_over() or self.watch is not None:
            return False
        return self.human is None or self.position.turn is self.human

    def is_computer_turn(self) -> bool:
        """True if the computer should move now."""
        if self.is_over():
            return False
        if self.watch is not None:
            return True
        return self.human is not None and self.position.turn is not self.human

    def in_progress(self) -> bool:
        """True between the first move and the end."""
        return self.position.ply > 0 and not self.is_over()

    def human_result(self) -> int | None:
        """+1 if the human won, -1 if the computer won, 0 for a draw (two players: +1 if ○ won)."""
        outcome = self.outcome
        if outcome is None:
            return None
        return outcome.result_for(self.human or Mark.X)

    def can_undo(self) -> bool:
        """True if :meth:`undo` would change something."""
        if self.human is None:
            return bool(self.position.moves)
        return any(self._mover(ply) is self.human for ply in range(len(self.position.moves)))

    def can_redo(self) -> bool:
        """True if :meth:`redo` would change something."""
        return bool(self._redo)

    # -- changes ----------------------------------------------------------------------------

    def play(self, cell: int) -> None:
        """Play a move for the side to move; this forgets the redo list."""
        self.position.push(cell)
        self._redo.clear()

    def play_computer(self, cell: int) -> None:
        """Play the computer's move. Unlike :meth:`play` it keeps the redo list when the move is
        the one a redo would replay anyway."""
        if self._redo and self._redo[-1] == cell:
            self.position.push(self._redo.pop())
        else:
            self.play(cell)

    def undo(self) -> tuple[int, ...]:
        """Go back to the human's previous turn (one ply with two players). Return the moves taken
        back, latest first."""
        if not self.can_undo():
            return ()
        undone = []
        while self.position.moves:
            mover = self._mover(self.position.ply - 1)
            undone.append(self.position.pop())
            if self.human is None or mover is self.human:
                break
        self._redo.extend(undone)
        return tuple(undone)

    def redo(self) -> tuple[int, ...]:
        """Replay what :meth:`undo` took back, up to the human's next turn. Return the moves."""
        redone = []
        while self._redo:
            redone.append(self._redo.pop())
            self.position.push(redone[-1])
            if self.human is None or self.is_human_turn() or self.is_over():
                break
        return tuple(redone)

    def _mover(self, ply: int) -> Mark:
        return Mark.X if ply % 2 == 0 else Mark.O
