"""The puzzle on the board of Game › Puzzles, kept on disk while it is being solved, so that the
next start opens the puzzles again on the same puzzle: after Quit, after closing the game's
window, and after a crash or ``kill -9``.

What is kept (:class:`KeptPuzzle`) is the puzzle's id, the moves played on it so far (the
player's right ones and the computer's defences; a wrong move on show is not kept), and whether
the attempt had already been scored as failed (a wrong move or the hint). It lives in a file of
its own beside the kept game (:func:`puzzle_path`), so that a damaged puzzle file never costs the
game on the board, and it is written the same way (:class:`~.kept_game.StateKeeper`: a
temporary file, flushed, renamed over the old one, on the disk writer's thread): a kill at any
moment leaves the old state or the new one. No puzzle in progress (none open, the puzzles'
window closed, the puzzle played out) removes the file.

A puzzle put back counts as a skip of the attempt that the quit cut short
(:meth:`.PuzzleTrainer.put_back`): it goes to the back of the order, and whatever happens on the
board afterwards, the rating does not move.

>>> kept = KeptPuzzle("standard:X........", (4, 8), False)
>>> KeptPuzzle.from_json(kept.to_json()) == kept
True
>>> KeptPuzzle.from_json('{"format": 1, "puzzle": "chess:e4", "moves": [], "failed": false}')
Traceback (most recent call last):
...
ttt_desktop.play.kept_game.KeptGameError: chess:e4 is not a puzzle of this version
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, SignalInstance, Slot

from ..engine.puzzles import puzzle_by_id
from .disk_writer import DiskWriter
from .kept_game import FORMAT, KeptGameError, StateKeeper, kept_object


def puzzle_path(kept_game: Path) -> Path:
    """The kept puzzle's file, beside the kept game's (``game-on-board.json`` ->
    ``game-on-board.puzzle.json``).

    >>> puzzle_path(Path("data/game-on-board.json")).as_posix()
    'data/game-on-board.puzzle.json'
    """
    return kept_game.with_name(f"{kept_game.stem}.puzzle.json")


@dataclass(frozen=True)
class KeptPuzzle:
    """The puzzle on the board, as the next start puts it back."""

    puzzle_id: str  # :attr:`Puzzle.id`
    moves: tuple[int, ...]  # played on it so far, from its position (no wrong move)
    failed: bool  # already scored as failed (a wrong move or the hint): written, not a skip
    hint: bool = False  # the hint was on show (the right move marked); a hint fails the puzzle

    def to_json(self) -> str:
        """The kept file's text."""
        import json

        return json.dumps({"format": FORMAT, "puzzle": self.puzzle_id, "moves": list(self.moves),
                           "failed": self.failed, "hint": self.hint}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> KeptPuzzle:
        """Read a kept puzzle's text, checking every field and that the puzzle is one of this
        version's; :class:`~.kept_game.KeptGameError` says what is wrong. Whether the moves
        follow the puzzle's line is checked as they are played again
        (:meth:`.PuzzleTrainer.put_back`). A file without ``hint`` had none on show."""
        data = kept_object(text)
        try:
            puzzle_id, moves, failed = data["puzzle"], data["moves"], data["failed"]
        except KeyError as exc:
            raise KeptGameError(f"{exc.args[0]} is missing") from None
        if not isinstance(puzzle_id, str):
            raise KeptGameError(f"{puzzle_id!r} is not a puzzle's id")
        puzzle = puzzle_by_id(puzzle_id)
        if puzzle is None:
            raise KeptGameError(f"{puzzle_id} is not a puzzle of this version")
        if not isinstance(moves, list) or any(type(m) is not int or not 0 <= m <= 8
                                               for m in moves):
            raise KeptGameError("the moves are not a list of cells")
        if len(moves) >= len(puzzle.line):
            raise KeptGameError("a puzzle played out is not kept")
        hint = data.get("hint", False)
        for flag in (failed, hint):
            if not isinstance(flag, bool):
                raise KeptGameError(f"{flag!r} is not true or false")
        if hint and not failed:
            raise KeptGameError("a hint on show fails the puzzle")
        return cls(puzzle_id, tuple(moves), failed, hint)


class KeepsAPuzzle(Protocol):
    """What a :class:`PuzzleKeeper` follows (:class:`.PuzzleTrainer`)."""

    @property
    def changed(self) -> SignalInstance: ...

    def kept(self) -> KeptPuzzle | None: ...


class PuzzleKeeper(QObject):
    """Keeps the puzzle of the trainer it follows in ``path`` (no file: ``None``), written by
    ``writer``. :attr:`left_open` is the puzzle the last run left open, read once at start."""

    def __init__(self, path: Path | None, writer: DiskWriter,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._file = _PuzzleFile(path, writer)
        self._trainer: KeepsAPuzzle | None = None
        self._following = False
        self.left_open: KeptPuzzle | None = self._file.load()

    @property
    def path(self) -> Path | None:
        """The kept puzzle's file."""
        return self._file.path

    def take_left_open(self) -> KeptPuzzle | None:
        """The puzzle the last run left open, once (``None`` after the first call)."""
        kept, self.left_open = self.left_open, None
        return kept

    def follow(self, trainer: KeepsAPuzzle) -> None:
        """Keep ``trainer``'s puzzle from now on, after every change (the puzzles' window is
        shown)."""
        if trainer is not self._trainer:
            if self._trainer is not None:
                self._trainer.changed.disconnect(self._keep)
            self._trainer = trainer
            trainer.changed.connect(self._keep)
        self._following = True
        self._keep()

    def forget(self) -> None:
        """The puzzles' window was closed: no puzzle is open, until :meth:`follow` again."""
        self._following = False
        self._file.keep(None)

    def flush(self) -> None:
        """Wait until the latest state is on the disk (for tests)."""
        self._file.flush()

    @Slot()
    def _keep(self) -> None:
        if self._trainer is not None and self._following:
            self._file.keep(self._trainer.kept())


class _PuzzleFile(StateKeeper[KeptPuzzle]):
    what = "kept puzzle"

    def parse(self, text: str) -> KeptPuzzle:
        return KeptPuzzle.from_json(text)

    def flush(self) -> None:
        self._writer.flush()
