"""The history recorder: closing it closes the file, and when the file cannot be used the
problem is said once, and the games that end after it are not kept, nor tried again at
closing."""

from __future__ import annotations

from pathlib import Path

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.engine.review import review_game
from ttt_desktop.history import HistoryError
from ttt_desktop.play.disk_writer import DiskWriter
from ttt_desktop.play.recorder import HistoryRecorder
from ttt_desktop.play.session import GameSession

DAMAGED = b"this is not an SQLite database\n" * 64


def finished_game() -> GameSession:
    game = GameSession(1, Variant.STANDARD, (None, None))
    for cell in (0, 3, 1, 4, 2):  # ○ takes the top row
        game.play(cell)
    assert game.is_over()
    return game


def test_a_damaged_history_is_reported_once_and_not_opened_again(qapp, tmp_path: Path,
                                                               writer: DiskWriter):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(DAMAGED)
    recorder = HistoryRecorder(path, writer)
    problems: list[str] = []
    recorder.problem_found.connect(lambda problem, _reason: problems.append(problem))
    recorder.open_now()
    assert recorder.store is None and recorder.damaged_path == path
    assert len(problems) == 1 and "damaged" in problems[0]

    game = finished_game()
    recorder.record(game, review_game(game.variant, game.position.moves))
    recorder.open_now()  # asked again (the puzzles): the history stays closed
    recorder.close()
    assert len(problems) == 1  # said once: neither the game nor closing opened it again
    assert recorder.store is None
    assert path.read_bytes() == DAMAGED  # left as it was, for start_afresh to keep aside


def test_closing_closes_the_history_file_that_others_still_hold(qapp, tmp_path: Path,
                                                                 writer: DiskWriter):
    """The puzzles and the statistics hold the open store too: closing the recorder (the window
    closing) still closes the file, and SQLite folds its journal back in."""
    path = tmp_path / "history.sqlite3"
    recorder = HistoryRecorder(path, writer)
    recorder.open_now()
    held = recorder.store
    assert held is not None
    game = finished_game()
    recorder.record(game, review_game(game.variant, game.position.moves))
    writer.flush()
    assert len(held.games()) == 1
    journal = path.with_name(path.name + "-wal")
    assert journal.exists()  # open, in WAL mode
    recorder.close()
    assert recorder.store is None
    assert not journal.exists()
    with pytest.raises(HistoryError, match="closed"):
        held.games()
