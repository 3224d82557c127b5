"""A puzzle left open when the game closes comes back at the next start, in its window, with
its moves, unrated, counted as a skip, and said once; closing the puzzles' window leaves none."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

from ttt_desktop.engine.puzzles import puzzle_by_id
from ttt_desktop.play.puzzle_trainer import Phase
from ttt_desktop.qt.puzzle_window import PuzzleWindow

CORNER = "standard:X........"  # the centre is the only move; the line goes on for four moves
PUT_BACK_WORDS = "It is back as a skip"


def folders(tmp_path: Path) -> dict[str, Path]:
    return {"history_path": tmp_path / "history.sqlite3",
            "kept_game": tmp_path / "game-on-board.json"}


def puzzles_of(window) -> PuzzleWindow | None:
    found = window.findChild(PuzzleWindow)
    return found if found is not None and found.isVisible() else None


def corner_puzzle(make_window, tmp_path: Path):
    """A game window with Game › Puzzles open on the corner puzzle: (window, puzzles, puzzle)."""
    first = make_window(**folders(tmp_path))
    first.puzzles_action.trigger()
    puzzles = puzzles_of(first)
    assert puzzles is not None
    corner = puzzle_by_id(CORNER)
    assert corner is not None
    puzzles.trainer.start(corner)
    return first, puzzles, corner


def test_a_puzzle_in_progress_is_back_after_closing_the_game_unrated_as_a_skip(
        qtbot, make_window, tmp_path) -> None:
    first, puzzles, corner = corner_puzzle(make_window, tmp_path)
    puzzles.trainer.play(corner.line[0])
    qtbot.waitUntil(lambda: puzzles.trainer.phase is Phase.PLAYER)  # after the defence
    moves, rating = puzzles.trainer.position.moves, puzzles.trainer.rating
    assert len(moves) == 2 and puzzles.trainer.order.skips(CORNER) == 0
    first.close()  # the game quits with the puzzles open

    second = make_window(**folders(tmp_path))
    qtbot.waitUntil(lambda: puzzles_of(second) is not None)
    back = puzzles_of(second)
    assert back is not None
    trainer = back.trainer
    assert trainer.puzzle is corner and trainer.position.moves == moves
    assert trainer.phase is Phase.PLAYER and trainer.unrated
    assert trainer.rating == rating and trainer.order.skips(CORNER) == 1
    assert PUT_BACK_WORDS in back.notice_label.text()
    assert "from last time: your rating does not move" in back.about_label.text()
    QCoreApplication.processEvents()
    QTest.keyClick(back.board, Qt.Key.Key_5)  # a taken cell: said in place of the notice
    assert PUT_BACK_WORDS not in back.notice_label.text()
    while trainer.phase is not Phase.FINISHED:  # played out: solved, and still unrated
        if trainer.phase is Phase.PLAYER:
            trainer.play(trainer.line[len(trainer.position.moves)])
        qtbot.waitUntil(lambda: trainer.phase is not Phase.DEFENCE)
    assert not trainer.failed and "Solved" in back.result_label.text()
    assert trainer.rating == rating and trainer.rating_change is None
    second.controller.flush_writes()
    store = second.controller.recorder.store
    assert store is not None and store.attempts() == []  # nothing written for it
    assert not second.controller.puzzles_kept.path.exists()  # played out: nothing to keep
    second.close()
    third = make_window(**folders(tmp_path))
    QCoreApplication.processEvents()
    assert puzzles_of(third) is None


def test_closing_the_puzzles_window_leaves_no_puzzle_for_the_next_start(
        qtbot, make_window, tmp_path) -> None:
    first = make_window(**folders(tmp_path))
    first.puzzles_action.trigger()
    puzzles = puzzles_of(first)
    assert puzzles is not None and puzzles.trainer.puzzle is not None
    first.controller.flush_writes()
    kept = first.controller.puzzles_kept.path
    assert kept is not None and kept.exists()
    puzzles.close_button.click()
    first.controller.flush_writes()
    assert not kept.exists()
    first.close()
    second = make_window(**folders(tmp_path))
    QCoreApplication.processEvents()
    assert puzzles_of(second) is None


def test_a_puzzle_with_its_hint_on_show_is_back_failed_with_the_hint(
        qtbot, make_window, tmp_path) -> None:
    first, puzzles, _ = corner_puzzle(make_window, tmp_path)
    puzzles.hint_button.click()
    right = puzzles.trainer.right_cell
    assert right is not None and puzzles.trainer.failed
    first.close()

    second = make_window(**folders(tmp_path))
    qtbot.waitUntil(lambda: puzzles_of(second) is not None)
    back = puzzles_of(second)
    assert back is not None
    assert back.trainer.right_cell == right and back.trainer.failed
    assert back.trainer.order.skips(CORNER) == 0  # scored before the quit: not a skip
    assert not back.hint_button.isEnabled()
    assert "Hint: play" in back.result_label.text()
    assert "still counts as failed" in back.notice_label.text()
    assert PUT_BACK_WORDS not in back.notice_label.text()
    second.close()
