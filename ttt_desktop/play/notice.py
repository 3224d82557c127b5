"""What the controller tells the player in passing: a refused move, a loaded game, a level
passed. A plain value; the window turns it into a sentence (``ttt_desktop.qt.words.status``)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine import Mark, Variant

if TYPE_CHECKING:
    from ..engine.analysis import Hint
    from ..history import Problem


class NoticeKind(enum.Enum):
    """What a :class:`Notice` is about."""

    CELL_TAKEN = "cell taken"  # cell
    COMPUTER_TO_MOVE = "computer to move"
    REPLAYING = "replaying"
    WATCH_STOPPED = "watch stopped"
    NOTHING_TO_UNDO = "nothing to undo"
    NOTHING_TO_REDO = "nothing to redo"
    HINT = "hint"  # hint
    NO_HINT_GAME_OVER = "no hint: game over"
    NO_HINT_WAIT = "no hint: wait"
    SIDES_SWAPPED = "sides swapped"  # mark
    SETTINGS_NEXT_GAME = "settings next game"
    PLAYING_ON = "playing on"  # count (moves kept), cell (the last of them)
    GAME_LOADED = "game loaded"  # count, variant
    GAME_PUT_BACK = "game put back"  # count, variant: the game the last run left on the board
    STORED_GAME_LOADED = "stored game loaded"  # count, variant, text (the date)
    STORED_GAME_MISSING = "stored game missing"
    HISTORY_PROBLEM = "history problem"  # text
    HISTORY_WAITING = "history waiting"  # the history has been busy for seconds: games wait
    HISTORY_CAUGHT_UP = "history caught up"  # everything that waited for it is written
    COMPUTER_FAILED = "computer failed"  # text
    REVIEW_AFTER_END = "review after the end"
    GAME_COPIED = "game copied"  # count
    LEVEL_PASSED = "level passed"  # text (the level's name: easy ... perfect), variant
    TOP_HELD = "top held"  # variant: the player held Adaptive at Perfect, which cannot lose
    RATING_PROVISIONAL = "rating provisional"  # the game rating cannot be kept in the history


@dataclass(frozen=True)
class Notice:
    """A passing message for the player: an answer to what they just did, or news."""

    kind: NoticeKind
    cell: int | None = None
    mark: Mark | None = None
    count: int = 0
    variant: Variant | None = None
    text: str = ""
    problem: Problem | None = None  # a history problem's code
    hint: Hint | None = field(default=None, compare=False)
