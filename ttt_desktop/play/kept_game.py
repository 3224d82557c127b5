"""The game on the board, kept on disk after every change, so that the next start shows it again:
after Quit, after closing the window, and after a crash or ``kill -9``.

What is kept (:class:`KeptGame`) is all that makes the game what it is: its rules and moves, who
plays each side (a level, or a person), Adaptive's skill, whether it counts in the score (a new
game does; one that went on from a position, or that the computer played against itself, does
not), whether it came from the history, and the earlier position on show in the move list.

Each write replaces the file whole: the new text goes to a temporary file beside it, is flushed
to the disk, and is renamed over the old one (``os.replace``, atomic on every system the game
runs on). A kill at any moment leaves the old state or the new one, never a mix. The writes run
on the disk writer's thread, in order, never on the window's; a burst of moves writes only the
latest state. A file that cannot be read (damaged, from a newer version, or not a game) is set
aside under a name of its own and the game starts on an empty board.

>>> from ttt_desktop.engine import Variant
>>> from ttt_desktop.engine.players import Level
>>> kept = KeptGame(Variant.MISERE, (4, 0), (None, Level.HARD), None, None, False, False, 1)
>>> KeptGame.from_json(kept.to_json()) == kept
True
"""

from __future__ import annotations

import enum
import logging
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Generic, Protocol, TypeVar

from ..engine import Position, Variant
from ..engine.players import Level
from .disk_writer import DiskWriter
from .session import GameSession

log = logging.getLogger(__name__)

FORMAT: Final = 1
MAX_BYTES: Final = 4096  # a kept game is a few hundred bytes: anything larger is not one

Sides = tuple[Level | None, Level | None]


class KeptGameError(ValueError):
    """The kept file is not a game this program wrote."""


@dataclass(frozen=True)
class KeptGame:
    """The game on the board, as the next start puts it back."""

    variant: Variant
    moves: tuple[int, ...]
    sides: Sides  # (○'s player, ×'s player): a level for the computer, None for a person
    skill: float | None  # Adaptive's skill, in a game against Adaptive
    start_ply: int | None  # the moves it went on from; None: a new game, scored
    began_watched: bool  # the computer played both sides at the start: never scored
    from_history: bool  # a past game opened from the history: not stored again
    replay_ply: int | None  # the earlier position on show in the move list, if any

    def to_json(self) -> str:
        """The kept file's text."""
        import json  # loaded with the first move, not at start-up

        return json.dumps({
            "format": FORMAT, "variant": self.variant.value, "moves": list(self.moves),
            "sides": [None if s is None else s.value for s in self.sides],
            "skill": self.skill, "start_ply": self.start_ply,
            "began_watched": self.began_watched, "from_history": self.from_history,
            "replay_ply": self.replay_ply}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> KeptGame:
        """Read a kept file's text, checking every field; :class:`KeptGameError` says what is
        wrong."""
        data = kept_object(text)
        try:
            variant = Variant(data["variant"])
            moves = tuple(_cell(m) for m in _list(data["moves"]))
            sides_raw = _list(data["sides"])
            if len(sides_raw) != 2:
                raise KeptGameError("two sides are needed")
            sides: Sides = (_level(sides_raw[0]), _level(sides_raw[1]))
            skill = _optional_number(data["skill"])
            start_ply = _optional_ply(data["start_ply"], len(moves))
            replay_ply = _optional_ply(data["replay_ply"], len(moves))
            began_watched = _flag(data["began_watched"])
            from_history = _flag(data["from_history"])
        except KeyError as exc:
            raise KeptGameError(f"{exc.args[0]} is missing") from None
        except ValueError as exc:
            raise KeptGameError(str(exc)) from None
        try:
            Position(variant, moves)  # the moves must be a legal game under its rules
        except (ValueError, IndexError) as exc:
            raise KeptGameError(f"the moves are not a game: {exc}") from None
        if skill is not None and not 0.0 <= skill <= 1.0:
            raise KeptGameError("the skill is out of range")
        return cls(variant, moves, sides, skill, start_ply, began_watched, from_history,
                   replay_ply)


def kept_object(text: str) -> dict[str, Any]:
    """A kept file's JSON object, in this version's format (the kept game's and the kept
    puzzle's share it); :class:`KeptGameError` says what is wrong.

    >>> kept_object('{"format": 1, "moves": []}')
    {'format': 1, 'moves': []}
    >>> kept_object('[1]')
    Traceback (most recent call last):
    ...
    ttt_desktop.play.kept_game.KeptGameError: not an object
    """
    import json

    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise KeptGameError(f"not JSON ({exc.msg})") from None
    if not isinstance(data, dict):
        raise KeptGameError("not an object")
    if data.get("format") != FORMAT:
        raise KeptGameError(f"format {data.get('format')!r}, not {FORMAT}")
    return data


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise KeptGameError("a list was expected")
    return value


def _cell(value: Any) -> int:
    if type(value) is not int or not 0 <= value <= 8:
        raise KeptGameError(f"{value!r} is not a cell")
    return value


def _level(value: Any) -> Level | None:
    return None if value is None else Level(str(value))


def _optional_number(value: Any) -> float | None:
    if value is None:
        return None
    if type(value) not in (int, float):
        raise KeptGameError(f"{value!r} is not a number")
    return float(value)


def _optional_ply(value: Any, moves: int) -> int | None:
    if value is None:
        return None
    if type(value) is not int or not 0 <= value <= moves:
        raise KeptGameError(f"{value!r} is not a ply of this game")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise KeptGameError(f"{value!r} is not true or false")
    return value


def kept_from(game: GameSession, replay_ply: int | None) -> KeptGame:
    """What to keep of the game on the board."""
    return KeptGame(game.variant, game.position.moves, game.sides, game.skill, game.start_ply,
                    game.began_watched, game.from_history, replay_ply)


def session_from(kept: KeptGame, game_id: int) -> GameSession:
    """The kept game as a game on the board again, under a new id. A game in progress counts
    exactly as it would have (its score table, Adaptive's skill); a finished one was scored and
    stored by the run that saw it end, so it comes back as a past game that counts nowhere."""
    over = Position(kept.variant, kept.moves).is_game_over()
    start = kept.moves if over else (
        None if kept.start_ply is None else kept.moves[:kept.start_ply])
    game = GameSession(game_id, kept.variant, kept.sides, start=start, skill=kept.skill)
    for cell in kept.moves[game.position.ply:]:
        game.position.push(cell)
    game.began_watched = kept.began_watched
    game.from_history = kept.from_history or over
    return game


class _Kept(Protocol):
    def to_json(self) -> str: ...


KeptState = TypeVar("KeptState", bound=_Kept)


class StateKeeper(Generic[KeptState]):
    """Keeps one state in ``path`` (no file: ``None``), written by ``writer``: the latest
    state given to :meth:`keep`, each write whole and atomic (:func:`write_atomically`); a state
    of ``None`` removes the file. A subclass says how to read its file (:meth:`parse`)."""

    #: What the log calls the file's state.
    what = "kept state"

    def __init__(self, path: Path | None, writer: DiskWriter) -> None:
        self.path = path
        self._writer = writer
        self._lock = threading.Lock()
        self._latest: KeptState | _Nothing | None = NOTHING  # the state to write next
        self._written: KeptState | _Nothing | None = NOTHING  # the state on the disk

    def parse(self, text: str) -> KeptState:
        """The state written as ``text``; a :class:`ValueError` says what is wrong."""
        raise NotImplementedError

    def load(self) -> KeptState | None:
        """The state kept by the last run, or ``None`` (none, or one that cannot be read, which
        is then set aside under a name of its own)."""
        if self.path is None or not self.path.is_file():
            self._written = None
            return None
        try:
            if self.path.stat().st_size > MAX_BYTES:
                raise KeptGameError("too large")
            kept = self.parse(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            log.warning("%s: %s cannot be read (%s); it is set aside", self.what, self.path, exc)
            self._set_aside()
            return None
        self._written = kept
        return kept

    def keep(self, kept: KeptState | None) -> None:
        """Write ``kept`` (``None``: remove the file) soon, on the writer's thread; a later state
        overtakes one not yet written. Once the writer has stopped (the game is closing), the
        state on the disk stays as it is."""
        if self.path is None:
            return
        with self._lock:
            first = self._latest is NOTHING
            self._latest = kept
        if first:
            try:
                self._writer.submit(self._write_latest)
            except RuntimeError:  # the writer has stopped: what is on the disk stays
                with self._lock:
                    self._latest = NOTHING

    def _write_latest(self) -> None:
        with self._lock:
            kept, self._latest = self._latest, NOTHING
        if isinstance(kept, _Nothing) or kept == self._written or self.path is None:
            return
        try:
            if kept is None:
                self.path.unlink(missing_ok=True)  # atomic: the file is there whole, or not
            else:
                write_atomically(self.path, kept.to_json())
            self._written = kept
        except OSError as exc:  # a full disk or a read-only folder: the game plays on
            log.warning("%s: %s could not be written (%s)", self.what, self.path, exc)

    def _set_aside(self) -> None:
        assert self.path is not None
        for n in range(1, 1000):
            aside = self.path.with_name(f"{self.path.name}.bad{'' if n == 1 else n}")
            if not aside.exists():
                try:
                    os.replace(self.path, aside)
                except OSError as exc:
                    log.warning("%s: %s could not be set aside (%s)", self.what, self.path, exc)
                return


class _Nothing(enum.Enum):
    NOTHING = "nothing"  # no state waiting to be written, or none known on the disk


NOTHING: Final = _Nothing.NOTHING


class GameKeeper(StateKeeper[KeptGame]):
    """Keeps the game on the board in ``path`` (no file: ``None``), written by ``writer``. A
    file that cannot be read is set aside and the game starts on an empty board."""

    what = "kept game"

    def parse(self, text: str) -> KeptGame:
        return KeptGame.from_json(text)


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a reader, or a kill at any moment, sees the old
    file or the new one whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())
    os.replace(temporary, path)
    if hasattr(os, "O_DIRECTORY"):  # the rename itself on the disk (not on Windows)
        folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)
