"""The history recorder: closing it closes the file, and when the file cannot be used the
problem is said once, and the games that end after it are not kept, nor tried again at
closing. A busy history is waited for, at open and in mid-session, without the window's thread
waiting; a damage found by a write offers the rescue and loses no game."""

from __future__ import annotations

import random
import sqlite3
import threading
from pathlib import Path

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.engine.review import review_game
from ttt_desktop.history import HistoryError, Problem, PuzzleStanding, StoredAttempt
from ttt_desktop.play import recorder as recorder_module
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


def ended(first: int) -> GameSession:
    """A finished two-player game of its own id (○ takes the top row)."""
    game = GameSession(first, Variant.STANDARD, (None, None))
    for cell in (0, 3, 1, 4, 2):
        game.play(cell)
    return game


def record(recorder: HistoryRecorder, game: GameSession) -> None:
    recorder.record(game, review_game(game.variant, game.position.moves))


def count(path: Path) -> int:
    with sqlite3.connect(path) as raw:
        games = int(raw.execute("SELECT COUNT(*) FROM games").fetchone()[0])
    raw.close()
    return games


def hold(path: Path) -> sqlite3.Connection:
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def test_giving_up_does_not_wait_for_the_writes_under_way(qapp, tmp_path: Path,
                                                          writer: DiskWriter):
    """Before, give_up() flushed the disk writer on the caller's (the window's) thread: with
    writes waiting for a locked file, the window froze for as long as they waited."""
    recorder = HistoryRecorder(tmp_path / "history.sqlite3", writer)
    recorder.open_now()
    assert recorder.store is not None
    busy, release = threading.Event(), threading.Event()
    writer.submit(lambda: (busy.set(), release.wait(30)))  # a write that takes its time
    assert busy.wait(10)
    letting_go = threading.Timer(10, release.set)  # whatever happens, the writer goes on
    letting_go.start()
    recorder.give_up("the game history cannot be used: it is damaged")
    returned_before_the_write_ended = not release.is_set()
    release.set()
    letting_go.cancel()
    assert returned_before_the_write_ended
    assert recorder.store is None and recorder.problem()


def test_a_history_busy_at_open_is_waited_for_and_said_once(qtbot, tmp_path: Path,
                                                           writer: DiskWriter, monkeypatch):
    monkeypatch.setattr(recorder_module, "WAIT_SHOWN_AFTER_MS", 200)
    path = tmp_path / "history.sqlite3"
    HistoryRecorder(path, writer).open_now()  # made, then held by another program
    other = hold(path)
    recorder = HistoryRecorder(path, writer)
    said: list[bool] = []
    problems: list[str] = []
    recorder.waiting_changed.connect(said.append)
    recorder.problem_found.connect(lambda problem, _reason: problems.append(problem))
    recorder.open_now()
    assert recorder.store is None and recorder.waiting and not recorder.problem()
    for game_id in (1, 2, 3):
        record(recorder, ended(game_id))  # each one tries the file again
    qtbot.waitUntil(lambda: said == [True], timeout=10_000)
    with qtbot.waitSignal(recorder.opened, timeout=10_000):
        other.execute("ROLLBACK")
        other.close()
    qtbot.waitUntil(lambda: said == [True, False], timeout=10_000)
    assert count(path) == 3 and problems == [] and not recorder.waiting
    recorder.close()


def test_a_history_busy_in_mid_session_keeps_every_write_waiting(qtbot, tmp_path: Path,
                                                                 writer: DiskWriter,
                                                                 monkeypatch):
    """Games and puzzle attempts alike wait in memory, in order; the file is tried again with
    backoff, and everything is written once it is free."""
    monkeypatch.setattr(recorder_module, "WAIT_SHOWN_AFTER_MS", 200)
    path = tmp_path / "history.sqlite3"
    recorder = HistoryRecorder(path, writer)
    said: list[bool] = []
    stored: list[int] = []
    recorder.waiting_changed.connect(said.append)
    recorder.game_written.connect(stored.append)
    recorder.open_now()
    store = recorder.store
    assert store is not None
    record(recorder, ended(1))
    qtbot.waitUntil(lambda: stored == [1], timeout=10_000)
    other = hold(path)
    record(recorder, ended(2))
    writer.submit(lambda: store.add_attempt(
        StoredAttempt(None, "2026-11-26T10:00:00+00:00", "standard:XX..O....",
                      Variant.STANDARD, "block", 1450, True, False, 1500.0, 200.0, 0.06),
        PuzzleStanding(1500.0, 200.0, 0.06, 1, 1)))  # as the puzzles write theirs
    record(recorder, ended(3))
    qtbot.waitUntil(lambda: said == [True], timeout=10_000)
    assert recorder.waiting and stored == [1] and recorder.problem() == ""
    other.execute("ROLLBACK")
    other.close()
    qtbot.waitUntil(lambda: said == [True, False], timeout=10_000)
    assert stored == [1, 2, 3] and count(path) == 3 and len(store.attempts()) == 1
    recorder.close()


def test_a_damage_found_by_a_write_offers_the_rescue_and_loses_no_game(qtbot, tmp_path: Path,
                                                                       writer: DiskWriter):
    """Before, a write that met damage said "damaged" after each game, every session, and the
    rescue (start_afresh) was never offered: damaged_path was set only at open."""
    path = tmp_path / "history.sqlite3"
    recorder = HistoryRecorder(path, writer)
    recorder.open_now()
    for game_id in range(1, 41):  # enough pages for damage in the middle
        record(recorder, ended(game_id))
    writer.flush()
    problems: list[str] = []
    recorder.problem_found.connect(lambda problem, _reason: problems.append(problem))
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # every page in the file itself
    with open(path, "r+b") as file:
        file.seek(2 * 4096)
        file.write(random.Random(5).randbytes(2 * 4096))
    other.execute("INSERT INTO score_baselines (written_at, kind, after_game) "
                  "VALUES ('2026-11-26T10:00:00+00:00', 'reset', 0)")  # the cache is stale now
    other.close()
    record(recorder, ended(41))
    qtbot.waitUntil(lambda: len(problems) == 1, timeout=10_000)
    assert recorder.problem_reason is Problem.DAMAGED and recorder.damaged_path == path
    assert recorder.store is None
    record(recorder, ended(42))  # ends while the rescue is offered: waits for it
    assert len(problems) == 1
    kept = recorder.start_afresh()
    assert kept is not None and kept.exists() and recorder.store is not None
    writer.flush()
    assert count(path) == 2  # the one that met the damage, and the one after
    recorder.close()


def test_a_history_damaged_in_its_middle_offers_the_rescue_at_open(qtbot, tmp_path: Path,
                                                                    writer: DiskWriter):
    """Random bytes over pages 3 and 4 of a history whose first page is whole: before, it
    opened, and every game's write then said "damaged" without the rescue being offered."""
    path = tmp_path / "history.sqlite3"
    recorder = HistoryRecorder(path, writer)
    recorder.open_now()
    for game_id in range(1, 41):  # enough pages for damage in the middle
        record(recorder, ended(game_id))
    recorder.close()
    with open(path, "r+b") as file:
        file.seek(2 * 4096)
        file.write(random.Random(11).randbytes(2 * 4096))
    again = HistoryRecorder(path, writer)
    problems: list[object] = []
    again.problem_found.connect(lambda _problem, reason: problems.append(reason))
    again.open_now()
    assert problems == [Problem.DAMAGED] and again.damaged_path == path
    assert again.store is None
    record(again, ended(41))  # waits for the rescue
    kept = again.start_afresh()
    assert kept is not None and again.store is not None
    writer.flush()
    assert count(path) == 1
    again.close()
