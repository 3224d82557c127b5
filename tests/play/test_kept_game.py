"""The game on the board comes back at the next start, as it was, and counts exactly once."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.disk_writer import DiskWriter
from ttt_desktop.play.kept_game import GameKeeper, KeptGame, KeptGameError
from ttt_desktop.play.kept_puzzle import PuzzleKeeper, puzzle_path
from ttt_desktop.play.notice import NoticeKind
from ttt_desktop.play.puzzle_trainer import PuzzleTrainer
from ttt_desktop.play.settings import FirstMover, Settings

from .conftest import Heard

HERE = Path(__file__).resolve().parent
TWO_PLAYERS = Settings(two_players=True)


def restart(make_controller, path: Path, settings: Settings = TWO_PLAYERS):
    """The next run: a new controller on the same kept file."""
    return make_controller(settings, kept_game=path)


def test_a_game_in_progress_comes_back_after_closing(qtbot, make_controller, tmp_path):
    path = tmp_path / "game-on-board.json"
    first = make_controller(Settings(variant=Variant.MISERE, two_players=True), kept_game=path)
    for cell in (4, 0, 8):
        first.play(cell)
    first.shutdown()
    second = restart(make_controller, path)
    heard = Heard(second)
    game = second.game
    assert game.position.moves == (4, 0, 8) and game.variant is Variant.MISERE
    assert game.two_players and game.score_table == "misere/two-players"  # it counts
    qtbot.waitUntil(lambda: NoticeKind.GAME_PUT_BACK in heard.kinds())
    notice = heard.notices[heard.kinds().index(NoticeKind.GAME_PUT_BACK)]
    assert notice.count == 3 and notice.variant is Variant.MISERE


def test_sides_level_skill_and_the_replayed_ply_come_back(qtbot, make_controller, tmp_path):
    path = tmp_path / "kept.json"
    first = make_controller(Settings(first=FirstMover.YOU, level=Level.HARD), kept_game=path)
    first.play(4)
    qtbot.waitUntil(lambda: first.game.position.ply == 2)
    first.show_ply(1)
    sides, moves = first.game.sides, first.game.position.moves
    first.shutdown()
    second = restart(make_controller, path)
    assert second.game.sides == sides == (None, Level.HARD)
    assert second.game.position.moves == moves and second.replay_ply == 1
    assert second.game.score_table == "standard/hard"


def test_adaptive_s_skill_comes_back(make_controller, tmp_path):
    path = tmp_path / "kept.json"
    first = make_controller(Settings(first=FirstMover.COMPUTER, adaptive=True), kept_game=path)
    skill = first.game.skill
    assert skill is not None
    first.shutdown()
    second = restart(make_controller, path)
    assert second.game.skill == skill and second.game.adaptive


def test_a_restored_game_is_scored_once_when_it_ends(make_controller, tmp_path):
    path = tmp_path / "kept.json"
    first = make_controller(TWO_PLAYERS, kept_game=path)
    for cell in (0, 3, 1, 4):
        first.play(cell)
    assert first.score().wins == 0
    first.shutdown()
    second = restart(make_controller, path)
    second.play(2)  # ○ completes the top row
    assert second.game.is_over() and second.score().wins == 1
    second.shutdown()
    third = restart(make_controller, path)  # the finished game comes back as a past game
    assert third.game.position.moves == (0, 3, 1, 4, 2) and third.game.score_table is None
    assert third.score_for("standard/two-players").wins == 1  # counted once, not twice


def test_a_watched_game_comes_back_unscored(qtbot, make_controller, tmp_path):
    path = tmp_path / "kept.json"
    first = make_controller(TWO_PLAYERS, kept_game=path)
    first.start_watching((Level.EASY, Level.EASY))
    qtbot.waitUntil(lambda: first.game.position.ply >= 1)
    first.shutdown()
    second = restart(make_controller, path)
    assert second.game.began_watched and second.game.score_table is None


def test_no_kept_file_and_a_damaged_one_give_an_empty_board(make_controller, tmp_path):
    path = tmp_path / "kept.json"
    fresh = restart(make_controller, path)
    assert fresh.game.position.moves == ()
    fresh.flush_writes()  # its empty board is on the disk before the file is damaged
    damaged = '{"format": 1, "variant": "standard", "moves": [4, 4]}'
    path.write_text(damaged)
    controller = restart(make_controller, path)
    assert controller.game.position.moves == ()
    assert (tmp_path / "kept.json.bad").read_text() == damaged  # set aside as it was
    controller.flush_writes()  # the new empty board is kept in its place
    kept = GameKeeper(path, DiskWriter()).load()
    assert kept is not None and kept.moves == ()
    path.write_text("\x00 not a game")
    restart(make_controller, path)
    assert (tmp_path / "kept.json.bad").read_text() == damaged  # not overwritten
    assert (tmp_path / "kept.json.bad2").read_text() == "\x00 not a game"


@pytest.mark.parametrize("text", [
    "", "[]", '{"format": 2}', '{"format": 1}',
    # a move after the end
    '{"format":1,"variant":"standard","moves":[0,3,1,4,2,5],"sides":[null,null],"skill":null,'
    '"start_ply":null,"began_watched":false,"from_history":false,"replay_ply":null}',
    '{"format":1,"variant":"chess","moves":[],"sides":[null,null],"skill":null,"start_ply":null,'
    '"began_watched":false,"from_history":false,"replay_ply":null}',
    '{"format":1,"variant":"standard","moves":[4],"sides":[null,"god"],"skill":null,'
    '"start_ply":null,"began_watched":false,"from_history":false,"replay_ply":null}',
    '{"format":1,"variant":"standard","moves":[4],"sides":[null,null],"skill":2.0,'
    '"start_ply":null,"began_watched":false,"from_history":false,"replay_ply":null}',
    '{"format":1,"variant":"standard","moves":[4],"sides":[null,null],"skill":null,'
    '"start_ply":5,"began_watched":false,"from_history":false,"replay_ply":null}',
])
def test_a_file_that_is_not_a_kept_game_is_refused_with_a_reason(text):
    with pytest.raises(KeptGameError):
        KeptGame.from_json(text)


@given(st.text(max_size=300) | st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=9),
    max_leaves=20).map(json.dumps))
def test_any_text_is_a_kept_game_or_refused_with_a_reason(text):
    try:
        kept = KeptGame.from_json(text)
    except KeptGameError:
        return
    assert KeptGame.from_json(kept.to_json()) == kept


def test_a_burst_of_states_writes_the_latest(tmp_path):
    writer = DiskWriter()
    keeper = GameKeeper(tmp_path / "kept.json", writer)
    states = [KeptGame(Variant.STANDARD, (4, 0, 8)[:n], (None, None), None, None, False, False,
                       None) for n in range(4)]
    for state in states:
        keeper.keep(state)
    writer.close()
    assert GameKeeper(tmp_path / "kept.json", DiskWriter()).load() == states[-1]
    assert [p.name for p in tmp_path.iterdir()] == ["kept.json"]  # no temporary file left


@dataclass
class KillFigures:
    """What a run of kill trials found."""

    trials: int = 0
    during_write: int = 0  # kills between a game state's announcement and the end of its write
    with_puzzles: int = 0  # trials with the puzzles open
    puzzles_back: int = 0  # of those, next starts that put a puzzle back on the board
    puzzle_during_write: int = 0  # kills between a puzzle state's announcement and its write


def kill_trials(trials: int, seed: int, folder: Path) -> KillFigures:
    """Kill the game's process (its controller, its disk writer writing the kept file after
    every move) at random moments; the next start must show the last state kept, or the one
    whose write the kill interrupted. Every second trial has the puzzles open as well: the
    puzzle file must hold the last puzzle state kept or the one being written, and a puzzle
    kept comes back on the board with its moves, unrated, as a skip (unless it was scored
    already)."""
    rng = random.Random(seed)
    figures = KillFigures()
    for trial in range(trials):
        path = folder / f"kept-{trial}.json"
        with_puzzles = trial % 2 == 1
        child = subprocess.Popen(
            [sys.executable, str(HERE / "kill_driver.py"), str(path), str(rng.randrange(10**6)),
             *(["puzzle"] if with_puzzles else [])],
            stdout=subprocess.PIPE, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        assert child.stdout is not None
        kept: list[str] = []  # the states announced: "keeping" before a write, "kept" after
        wanted = rng.randrange(10, 80) if with_puzzles else rng.randrange(1, 40)
        for line in child.stdout:
            kept.append(line.rstrip("\n"))
            if len(kept) >= wanted:
                break
        child.send_signal(signal.SIGKILL)
        child.wait()
        kept += [line.rstrip("\n") for line in child.stdout]
        done = [line[5:] for line in kept if line.startswith("kept ")]
        doing = [line[8:] for line in kept if line.startswith("keeping ")]
        found = GameKeeper(path, DiskWriter()).load()
        shown = None if found is None else found.to_json()
        allowed = {done[-1] if done else None, doing[-1] if doing else None}
        assert shown in allowed, (trial, shown, allowed)
        figures.trials += 1
        figures.during_write += bool(doing) and (not done or doing[-1] != done[-1])
        if with_puzzles:
            figures.with_puzzles += 1
            back, inside = _check_the_puzzle(trial, path, kept)
            figures.puzzles_back += back
            figures.puzzle_during_write += inside
    return figures


def _check_the_puzzle(trial: int, path: Path, said: list[str]) -> tuple[bool, bool]:
    """The puzzle file after the kill holds the last puzzle state kept or the one being
    written, and a puzzle in it comes back as it was; returns whether a puzzle came back and
    whether the kill fell inside a puzzle state's write."""
    done = [line[12:] for line in said if line.startswith("kept-puzzle ")]
    doing = [line[15:] for line in said if line.startswith("keeping-puzzle ")]
    keeper = PuzzleKeeper(puzzle_path(path), DiskWriter())
    found = keeper.left_open
    shown = "none" if found is None else found.to_json()
    allowed = {done[-1] if done else "none", doing[-1] if doing else "none"}
    assert shown in allowed, (trial, shown, allowed)
    inside = bool(doing) and (not done or doing[-1] != done[-1])
    if found is None:
        return False, inside
    trainer = PuzzleTrainer(None, DiskWriter(), pause_ms=0)  # the next start's puzzles window
    before = trainer.rating
    trainer.put_back(found)
    trainer.stop()
    assert trainer.puzzle is not None and trainer.puzzle.id == found.puzzle_id, trial
    assert trainer.position.moves == found.moves and trainer.unrated, (trial, found)
    assert trainer.rating == before, trial
    assert trainer.order.skips(found.puzzle_id) == (0 if found.failed else 1), trial
    return True, inside


def test_a_kill_at_any_moment_leaves_the_old_state_or_the_new(qapp, tmp_path):
    figures = kill_trials(int(os.environ.get("TTT_KILL_TRIALS", "12")), 26, tmp_path)
    assert figures.trials > 0 and figures.with_puzzles == figures.trials // 2
    assert figures.puzzles_back > 0  # the puzzle half does bring puzzles back
