"""One game: the position, who plays each side, and undo/redo. Plain Python, no Qt.

A side is played by a person (``None``) or by the computer at a :class:`Level`. Against the
computer one side is a person's; with two players both are; when the computer is watched
playing itself, neither is.

>>> from ttt_desktop.engine import Mark, Variant
>>> from ttt_desktop.engine.players import Level
>>> game = GameSession(1, Variant.STANDARD, (None, Level.PERFECT))   # you play ○
>>> game.human, game.score_table
(<Mark.X: 'X'>, 'standard/perfect')
>>> game.play(4); game.play(0)        # your move, then the computer's reply
>>> game.undo(), game.position.ply    # back to your previous turn
((0, 4), 0)
>>> game.redo(), game.position.ply
((4, 0), 2)
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence

from ..engine import Mark, Outcome, Position, Variant
from ..engine.notation import GameRecord, format_game
from ..engine.players import Level
from ..engine.sides import Side
from .score import table_key

#: Who plays each side: (○'s player, ×'s player); ``None`` is a person.
Sides = tuple[Level | None, Level | None]

#: How the history and a copied game name a person's side.
PERSON = Side.HUMAN.value
#: How the history, a copied game and the score name the Adaptive computer.
ADAPTIVE = Side.ADAPTIVE.value


class GameSession:
    """One game: a new one (``start`` is ``None``), or one that goes on from the moves in
    ``start`` (pasted, opened, played on from a replay or retried; maybe none: the empty board).
    ``watched`` is True when the computer was set to play both sides. ``skill`` is set when the
    computer is Adaptive: its skill on the strength scale for this game (its side's level is
    then the nearest named one, for what only names a level).

    Only a new game, with the computer making all of its own moves, counts in the score: see
    :attr:`score_table`.
    """

    def __init__(self, game_id: int, variant: Variant, sides: Sides,
                 start: Sequence[int] | None = None, skill: float | None = None) -> None:
        self.game_id = game_id
        self._sides: Sides = sides
        self.skill = skill
        #: The computer played both sides at the start (people may have taken over since:
        #: :attr:`watching` says whether it still does). Such a game is never scored.
        self.began_watched = sides[0] is not None and sides[1] is not None
        self.position = Position(variant, start or ())
        #: How many moves the game started from (``None``: a new game).
        self.start_ply = None if start is None else len(self.position.moves)
        #: When the game first reached its end (ISO 8601, UTC, to the microsecond), set by the
        #: end of a game: a Reset Score covers the games that ended before it.
        self.ended_at: str | None = None
        #: A past game, opened from the history to review (the controller sets it).
        self.from_history = False
        self._redo: list[int] = []

    # -- who plays --------------------------------------------------------------------------

    @property
    def sides(self) -> Sides:
        """(○'s player, ×'s player): a level for the computer, ``None`` for a person."""
        return self._sides

    @property
    def human(self) -> Mark | None:
        """The person's mark against the computer; ``None`` with two players or none."""
        circle, cross = self._sides
        if (circle is None) == (cross is None):
            return None
        return Mark.X if circle is None else Mark.O

    @property
    def watching(self) -> bool:
        """True while the computer plays both sides."""
        return self._sides[0] is not None and self._sides[1] is not None

    @property
    def two_players(self) -> bool:
        """True when people play both sides."""
        return self._sides == (None, None)

    def level_for(self, mark: Mark) -> Level | None:
        """The computer's level on ``mark``'s side, or ``None`` for a person's side."""
        return self._sides[0] if mark is Mark.X else self._sides[1]

    def computer_level(self) -> Level | None:
        """The level of the computer this game is played against (``None``: no single one)."""
        human = self.human
        return None if human is None else self.level_for(human.other)

    def player_names(self) -> dict[Mark, str]:
        """Who played each side, as the history and a copied game write it: ``human`` or the
        computer's level (``perfect``, ``easy``…)."""
        return {mark: PERSON if level is None else self._level_name(level)
                for mark, level in zip(Mark, self._sides)}

    def _level_name(self, level: Level) -> str:
        return ADAPTIVE if self.skill is not None and not self.watching else level.value

    @property
    def adaptive(self) -> bool:
        """True when the computer is Adaptive in this game."""
        return self.skill is not None and self.human is not None

    def stop_watching(self) -> None:
        """People take over both sides of a watched game."""
        self._sides = (None, None)

    @property
    def score_table(self) -> str | None:
        """The score this game counts in (``"standard/perfect"``, ``"misere/two-players"``), or
        ``None``: a game that started from a position, or one the computer played against
        itself, is not scored."""
        if self.start_ply is not None or self.began_watched:
            return None
        level = self.computer_level()
        if level is None and not self.two_players:
            return None
        return table_key(self.variant, Side.TWO_PLAYERS.value if level is None
                         else self._level_name(level))

    def as_text(self) -> str:
        """The game in keypad notation with its players and today's date, as Copy Game and Save
        Game write it (against the computer the person is "you")."""
        names = self.player_names()
        if self.human is not None:  # against the computer the person is "you"
            names[self.human] = "you"
        record = GameRecord(self.variant, self.position.moves,
                            {"○": names[Mark.X], "×": names[Mark.O],
                             "Date": datetime.date.today().isoformat()})
        return format_game(record)

    def snapshot(self) -> GameSession:
        """A copy of the game as it stands, that later moves on this one do not change."""
        copy = GameSession(self.game_id, self.variant, self._sides, skill=self.skill)
        copy.began_watched, copy.start_ply = self.began_watched, self.start_ply
        copy.from_history = self.from_history
        copy.ended_at = self.ended_at
        copy.position = self.position.copy()
        return copy

    # -- questions --------------------------------------------------------------------------

    @property
    def variant(self) -> Variant:
        """The rules this game is played under."""
        return self.position.variant

    @property
    def outcome(self) -> Outcome | None:
        """The result once the game is over."""
        return self.position.outcome()

    def is_over(self) -> bool:
        """True once the rules have ended the game."""
        return self.position.is_game_over()

    def is_human_turn(self) -> bool:
        """True if a person should move now."""
        return not self.is_over() and self.level_for(self.position.turn) is None

    def is_computer_turn(self) -> bool:
        """True if the computer should move now."""
        return not self.is_over() and self.level_for(self.position.turn) is not None

    def in_progress(self) -> bool:
        """True between the first move and the end."""
        return self.position.ply > 0 and not self.is_over()

    def result_for_score(self) -> int | None:
        """+1, 0 or -1 for the person against the computer (with two players, for ○)."""
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
        """Go back to the person's previous turn (one ply with two players). Return the moves
        taken back, latest first."""
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
        """Replay what :meth:`undo` took back, up to the person's next turn. Return the moves."""
        redone = []
        while self._redo:
            redone.append(self._redo.pop())
            self.position.push(redone[-1])
            if self.human is None or self.is_human_turn() or self.is_over():
                break
        return tuple(redone)

    @staticmethod
    def _mover(ply: int) -> Mark:
        return Mark.X if ply % 2 == 0 else Mark.O
