"""The puzzle in progress is kept beside the game on the board and comes back at the next start
with its moves, unrated, as a skip; a damaged or unknown puzzle file is set aside, said in the
log, and costs nothing else."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication

from ttt_desktop.engine import Variant
from ttt_desktop.engine.puzzles import Puzzle, puzzle_by_id, puzzles
from ttt_desktop.engine.review import review_move
from ttt_desktop.history import HistoryStore
from ttt_desktop.play.disk_writer import DiskWriter
from ttt_desktop.play.kept_game import KeptGameError
from ttt_desktop.play.kept_puzzle import KeptPuzzle, PuzzleKeeper, puzzle_path
from ttt_desktop.play.puzzle_trainer import Phase, PuzzleNoticeKind, PuzzleTrainer
from ttt_desktop.play.settings import Settings

CORNER = "standard:X........"  # the centre is the only move; the line goes on for four moves
ALL = tuple(p for v in (Variant.STANDARD, Variant.MISERE, Variant.LAST_LINE) for p in puzzles(v))


def by_id(puzzle_id: str) -> Puzzle:
    puzzle = puzzle_by_id(puzzle_id)
    assert puzzle is not None
    return puzzle


def settle(trainer: PuzzleTrainer) -> None:
    """Let the computer's defence (no pause) come."""
    for _ in range(100):
        if trainer.phase is not Phase.DEFENCE:
            return
        QCoreApplication.processEvents()
    raise AssertionError("the defence never came")


def right_moves(trainer: PuzzleTrainer) -> list[int]:
    """Every move that keeps the position's value, found by the review of each legal move."""
    position = trainer.position
    return [cell for cell in position.legal_moves()
            if (r := review_move(position, cell)).value_after >= r.value_before]


@given(index=st.integers(0, len(ALL) - 1), data=st.data())
def test_a_puzzle_in_progress_comes_back_as_it_was(qapp, index, data) -> None:
    puzzle = ALL[index]
    writer = DiskWriter()  # never started: with no history, nothing is written
    trainer = PuzzleTrainer(None, writer, pause_ms=0)
    trainer.start(puzzle)
    steps = data.draw(st.integers(0, (len(puzzle.line) - 1) // 2), label="right moves")
    for _ in range(steps):  # any right move, a symmetric one too, while the line goes on
        if len(trainer.position.moves) + 2 >= len(puzzle.line):
            break
        trainer.play(data.draw(st.sampled_from(right_moves(trainer)), label="move"))
        settle(trainer)
    ending = data.draw(st.sampled_from(["none", "wrong", "hint", "wrong, taken back"]))
    wrong = [c for c in trainer.position.legal_moves() if c not in right_moves(trainer)]
    if ending == "hint":
        trainer.show_hint()
    elif ending.startswith("wrong") and wrong:
        trainer.play(data.draw(st.sampled_from(wrong), label="wrong move"))
        if ending.endswith("taken back"):
            trainer.try_again()
    kept = trainer.kept()
    assert kept is not None
    kept = KeptPuzzle.from_json(kept.to_json())
    back = PuzzleTrainer(None, writer, pause_ms=0)
    back.put_back(kept)
    wrong_on_show = trainer.phase is Phase.WRONG
    assert back.puzzle is puzzle and back.unrated
    assert back.position.moves == trainer.position.moves[:len(trainer.position.moves)
                                                         - wrong_on_show]
    assert back.line == trainer.line  # mapped by the same symmetry as the first run's
    assert back.phase is (Phase.PLAYER if wrong_on_show else trainer.phase)
    assert back.failed == trainer.failed == (ending == "hint" or (bool(wrong)
                                                                 and ending != "none"))
    assert back.order.skips(puzzle.id) == (0 if trainer.failed else 1)
    # a hint on show is on show again (the right move marked); a wrong move's mark is not
    assert back.right_cell == (trainer.right_cell if ending == "hint" else None)
    back.stop()
    trainer.stop()


@pytest.fixture
def history(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    yield store
    store.close()


@pytest.mark.parametrize("solve", [True, False])
def test_a_puzzle_put_back_never_moves_the_rating_nor_writes_an_attempt(
        qapp, writer, history, solve) -> None:
    trainer = PuzzleTrainer(history, writer, pause_ms=0)
    rating, streak = trainer.rating, trainer.streak
    corner = by_id(CORNER)
    trainer.put_back(KeptPuzzle(CORNER, corner.line[:2], False))
    assert trainer.position.moves == corner.line[:2] and trainer.phase is Phase.PLAYER
    if solve:
        trainer.play(trainer.line[2])
        settle(trainer)
        assert trainer.phase is Phase.FINISHED and not trainer.failed
    else:
        trainer.show_hint()
        assert trainer.failed
    writer.flush()
    assert (trainer.rating, trainer.streak, trainer.rating_change) == (rating, streak, None)
    assert history.attempts() == [] and trainer.order.skips(CORNER) == 1
    trainer.next_puzzle()  # left now: not a second skip
    assert trainer.order.skips(CORNER) == 1 and not trainer.unrated
    trainer.stop()


def test_a_puzzle_failed_before_the_quit_is_back_failed_and_not_a_skip(qapp, writer) -> None:
    trainer = PuzzleTrainer(None, writer, pause_ms=0)
    heard: list[object] = []
    trainer.notice.connect(heard.append)
    trainer.put_back(KeptPuzzle(CORNER, (), True))
    assert trainer.failed and trainer.order.skips(CORNER) == 0
    assert [n.kind for n in heard] == [PuzzleNoticeKind.PUT_BACK_FAILED]  # said once


def test_moves_off_the_line_put_the_puzzle_back_at_its_start(qapp, writer, caplog) -> None:
    trainer = PuzzleTrainer(None, writer, pause_ms=0)
    with caplog.at_level(logging.WARNING):
        trainer.put_back(KeptPuzzle(CORNER, (8,), False))  # a corner loses: not a right move
    assert trainer.puzzle is by_id(CORNER) and trainer.position.moves == ()
    assert trainer.phase is Phase.PLAYER and trainer.unrated
    assert "does not follow the line" in caplog.text


@pytest.mark.parametrize("text", [
    "", "{", "[]", '{"format": 2, "puzzle": "standard:X........", "moves": [], "failed": false}',
    '{"format": 1, "moves": [], "failed": false}',
    '{"format": 1, "puzzle": "standard:XXXXXXXXX", "moves": [], "failed": false}',  # unknown
    '{"format": 1, "puzzle": "chess:e4", "moves": [], "failed": false}',
    '{"format": 1, "puzzle": 7, "moves": [], "failed": false}',
    '{"format": 1, "puzzle": "standard:X........", "moves": [9], "failed": false}',
    '{"format": 1, "puzzle": "standard:X........", "moves": [4, 1, 2, 6], "failed": false}',
    '{"format": 1, "puzzle": "standard:X........", "moves": [], "failed": 0}',
    '{"format": 1, "puzzle": "standard:X........", "moves": [], "failed": true, "hint": 1}',
    '{"format": 1, "puzzle": "standard:X........", "moves": [], "failed": false, "hint": true}',
])
def test_a_file_that_is_not_a_kept_puzzle_is_refused_with_a_reason(text) -> None:
    with pytest.raises(KeptGameError):
        KeptPuzzle.from_json(text)


@given(st.text(max_size=200) | st.fixed_dictionaries({
    "format": st.sampled_from([1, 2, "1", None]),
    "puzzle": st.sampled_from([p.id for p in ALL[:20]]) | st.text(max_size=12),
    "moves": st.lists(st.integers(-1, 9), max_size=9),
    "failed": st.booleans() | st.none()}).map(json.dumps))
def test_any_text_is_a_kept_puzzle_or_refused_with_a_reason(text) -> None:
    try:
        kept = KeptPuzzle.from_json(text)
    except KeptGameError:
        return
    assert KeptPuzzle.from_json(kept.to_json()) == kept


@pytest.mark.parametrize("damage", [
    b'{"format":1,"puzzle":"standard:X.......',  # cut short
    b'{"format":1,"puzzle":"standard:XXXXXXXXX","moves":[],"failed":false}',  # unknown id
    b"\xff\xfe\x00 not text",
])
def test_a_damaged_or_unknown_puzzle_file_is_set_aside_and_costs_nothing_else(
        qtbot, make_controller, tmp_path, caplog, damage) -> None:
    kept_game = tmp_path / "game-on-board.json"
    first = make_controller(Settings(two_players=True), kept_game=kept_game)
    first.play(4)
    first.shutdown()
    path = puzzle_path(kept_game)
    path.write_bytes(damage)
    with caplog.at_level(logging.WARNING):
        second = make_controller(Settings(two_players=True), kept_game=kept_game)
    assert second.game.position.moves == (4,)  # the game on the board is back all the same
    assert second.puzzles_kept.left_open is None
    assert "kept puzzle" in caplog.text and "set aside" in caplog.text
    assert path.with_name(path.name + ".bad").read_bytes() == damage  # nothing lost
    with qtbot.assertNotEmitted(second.puzzle_put_back, wait=20):
        pass


def test_the_controller_reads_the_puzzle_left_open_and_says_so_once(qtbot, make_controller,
                                                                    tmp_path) -> None:
    kept_game = tmp_path / "game-on-board.json"
    writer = DiskWriter()
    keeper = PuzzleKeeper(puzzle_path(kept_game), writer)
    trainer = PuzzleTrainer(None, writer, pause_ms=0)
    trainer.start(by_id(CORNER))
    keeper.follow(trainer)
    trainer.play(4)
    settle(trainer)
    writer.close()
    controller = make_controller(Settings(two_players=True), kept_game=kept_game)
    with qtbot.waitSignal(controller.puzzle_put_back):
        pass
    left_open = controller.puzzles_kept.take_left_open()
    assert left_open == KeptPuzzle(CORNER, trainer.position.moves, False)
    assert controller.puzzles_kept.take_left_open() is None  # once
    trainer.stop()


def test_no_puzzle_in_progress_removes_the_file_and_a_burst_writes_the_latest(
        qapp, tmp_path) -> None:
    writer = DiskWriter()
    keeper = PuzzleKeeper(tmp_path / "p.json", writer)
    trainer = PuzzleTrainer(None, writer, pause_ms=0)
    keeper.follow(trainer)
    trainer.start(by_id(CORNER))
    for cell in (4, 8):  # the second is a wrong move: not kept, the state stays the same
        trainer.play(cell)
        settle(trainer)
    writer.flush()
    assert KeptPuzzle.from_json((tmp_path / "p.json").read_text()) == trainer.kept()
    assert [p.name for p in tmp_path.iterdir()] == ["p.json"]  # no temporary file left
    keeper.forget()  # the puzzles' window closed
    trainer.try_again()  # the trainer goes on changing: nothing is kept now
    writer.flush()
    assert not (tmp_path / "p.json").exists()
    keeper.follow(trainer)  # shown again
    writer.close()
    assert (tmp_path / "p.json").exists()
    trainer.stop()


def test_a_kept_puzzle_without_the_hint_field_had_none_on_show() -> None:
    text = json.dumps({"format": 1, "puzzle": CORNER, "moves": [], "failed": True})
    assert KeptPuzzle.from_json(text) == KeptPuzzle(CORNER, (), True, False)
    hinted = KeptPuzzle(CORNER, (), True, True)
    assert KeptPuzzle.from_json(hinted.to_json()) == hinted
