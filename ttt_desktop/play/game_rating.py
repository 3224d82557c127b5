"""The player's game rating per rule, kept in the history and updated after every scored game
against the computer (:mod:`.adaptive` has the arithmetic).

The ratings are read from the history when it opens. Each update runs on the disk writer's
thread (off the window's thread): the new rating, then its row in the history, then
:attr:`GameRatingBook.rated` with what happened (a queued signal: the window's thread hears it).
When the history cannot be written (damaged, read-only, in use, or from a newer version) the
ratings live on in memory, provisional, and the fact says so; they are lost at closing.

Games against a friend, watched games and games from a position are never rated: the
controller asks only for scored games against the computer.
"""

from __future__ import annotations

import datetime
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..engine.rules import Variant
from ..engine.strength import level_rating, perfect_can_lose
from . import adaptive
from .disk_writer import DiskWriter
from .rating import START, Rating
from .session import ADAPTIVE, GameSession

if TYPE_CHECKING:
    from .recorder import HistoryRecorder


@dataclass(frozen=True)
class RatedGame:
    """What one rated game changed: a fact for the window."""

    variant: Variant
    level: str  # the computer's level: easy ... perfect, or adaptive
    skill: float  # the computer's skill in the game
    score: float  # the player's: 1, 0.5 or 0
    before: Rating
    after: Rating
    passed: tuple[str, ...]  # named levels passed for the first time (settled rating)
    top_held: bool  # Adaptive at Perfect, held to a draw or better where Perfect cannot lose
    provisional: bool  # not kept: the history cannot be written


class GameRatingBook(QObject):
    """The player's game rating in each rule (see the module docstring)."""

    rated = Signal(object)  # RatedGame

    def __init__(self, recorder: HistoryRecorder, writer: DiskWriter,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._recorder = recorder
        self._writer = writer
        self._lock = threading.Lock()
        self._settled = threading.Condition(self._lock)  # no update under way
        self._pending = 0  # updates asked for and not yet made in memory
        self._ratings: dict[Variant, Rating] = {}
        self._passed: dict[Variant, set[str]] = {}
        self._loaded = False

    def load(self) -> bool:
        """Read the ratings from the history once it is open; True when they were read now.
        (Cheap: one small query, on the window's thread.)"""
        store = self._recorder.store
        if self._loaded or store is None:
            return False
        from ..history import HistoryError

        try:
            standings = store.game_standings()
        except HistoryError:
            return False
        with self._lock:
            self._loaded = True
            for variant, standing in standings.items():
                self._ratings[variant] = Rating(standing.rating, standing.deviation,
                                                standing.volatility)
                self._passed[variant] = set(standing.passed)
        return True

    def rating(self, variant: Variant) -> Rating:
        """The player's current rating in a rule (a new player's before the first game). An
        update still under way is waited for (it takes well under a millisecond once the disk
        writer reaches it), so that the next game always meets the new rating."""
        with self._settled:
            self._settled.wait_for(lambda: self._pending == 0, timeout=1.0)
            return self._ratings.get(variant, adaptive.new_rating())

    def is_new(self, variant: Variant) -> bool:
        """True before the player's first rated game in a rule."""
        with self._lock:
            return variant not in self._ratings

    def provisional(self) -> bool:
        """True when new ratings cannot be kept in the history (they live in memory only)."""
        recorder = self._recorder
        return recorder.keeps_history and (recorder.read_only or bool(recorder.problem()))

    def pick_skill(self, variant: Variant) -> float:
        """The skill Adaptive plays a new game at under these rules: where the player's rating,
        as the history has it, calls for it."""
        self.load()
        return adaptive.pick_skill(self.rating(variant), variant)

    def rate_game(self, game: GameSession, score: float) -> None:
        """Rate one scored game that the player played against the computer (``score`` 1 a
        win, 0.5 a draw, 0 a loss); a game between two people moves no rating."""
        level = game.computer_level()
        if level is None:
            return
        if game.adaptive:
            self.rate(game.variant, ADAPTIVE, game.skill if game.skill is not None else 0.0,
                      score)
        else:
            self.rate(game.variant, level.value, 0.0, score)

    def rate(self, variant: Variant, level: str, skill: float, score: float) -> None:
        """Rate one scored game against the computer at ``level`` (a named level, or
        ``adaptive`` at ``skill``; a named level's skill is read from the scale), off the
        window's thread; :attr:`rated` follows."""
        self.load()
        if level == ADAPTIVE:
            opponent = adaptive.computer_rating(skill, variant)
        else:  # a named level: its own rating, and the skill of that rating on the scale
            opponent = Rating(*level_rating(level, variant), START[2])
            skill = adaptive.skill_for(opponent.rating, variant)
        store = None if self.provisional() else self._recorder.store
        with self._lock:
            self._pending += 1

        def job() -> None:
            self.rated.emit(self.rate_now(variant, level, skill, score, opponent, store))

        self._writer.submit(job)

    def rate_now(self, variant: Variant, level: str, skill: float, score: float,
                 opponent: Rating, store: object | None) -> RatedGame:
        """The update itself (the disk writer runs it; tests and benchmarks may call it)."""
        from ..history import GameStanding, HistoryError, HistoryStore, StoredRating

        with self._lock:
            before = self._ratings.get(variant, adaptive.new_rating())
            after = adaptive.update_against(before, opponent, score)
            self._ratings[variant] = after
            passed_before = self._passed.setdefault(variant, set())
            passed = tuple(name for name in adaptive.levels_passed(after, variant)
                           if name not in passed_before)
            passed_before.update(passed)
            all_passed = tuple(name for name in adaptive.NAMED_LEVELS if name in passed_before)
            self._pending = max(0, self._pending - 1)
            self._settled.notify_all()
        provisional = store is None and self._recorder.keeps_history
        if isinstance(store, HistoryStore):
            now = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
            try:
                store.add_rating(
                    StoredRating(None, now, variant, level, skill, opponent.rating, score,
                                 after.rating, after.deviation, after.volatility),
                    GameStanding(variant, after.rating, after.deviation, after.volatility,
                                 all_passed))
            except HistoryError:
                provisional = True
        top_held = (level == ADAPTIVE and adaptive.at_the_top(skill) and score >= 0.5
                    and not perfect_can_lose(variant))
        return RatedGame(variant, level, skill, score, before, after, passed, top_held,
                         provisional)
