"""A busy history waits instead of giving up, with real game processes, real SQLite and real
files (``tests/history/history_trials.py``): games starting at the same moment on a missing
history or an older one, and another program holding the file exclusively at start or in
mid-session. Every game of every process is kept, and the score is right at the end.

A few trials each here; ``benchmarks/bench_history_waits.py`` runs 50 and times 8 s and 60 s
holds (docs/history.md has its figures).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from . import history_trials
from .history_trials import Trial

TRIALS = 3

pytestmark = pytest.mark.slow


def describe(trial: Trial) -> str:
    return (f"played {trial.played}, kept {trial.kept}, file score {trial.file_score} "
            f"(expected {trial.expected_score}), said {[r['said'] for r in trial.reports]}")


@pytest.mark.parametrize("older", [False, True], ids=["missing file", "schema 1 file"])
@pytest.mark.parametrize("processes", [2, 4])
def test_games_starting_at_once_keep_every_game_of_every_process(tmp_path: Path, processes: int,
                                                                 older: bool):
    """Before, both read the schema version before taking the write lock, both made or
    migrated the tables, and one gave up ("table puzzle_attempts already exists", or "another
    program is using it" when switching to WAL) and kept none of its games. The file's score
    counts every game once: a game that ended while the history was not open yet counted in
    the settings file, was carried into the history and counted again."""
    for number in range(TRIALS):
        trial = history_trials.start_together(tmp_path / f"trial-{number}", processes, older)
        assert trial.all_kept, f"trial {number}: {describe(trial)}"
        assert trial.in_file == sum(trial.played)  # and no game twice
        assert trial.score_right, f"trial {number}: {describe(trial)}"
        for report in trial.reports:
            assert report["said"] == [] and report["session_only"] is False, describe(trial)


def test_a_history_held_at_start_is_waited_for_and_every_game_kept(tmp_path: Path):
    """Held until every game is over and the game has said it waits (after a few seconds):
    before, the game said "another program is using it" and kept none of them."""
    trial = history_trials.held_at_start(tmp_path)
    assert trial.all_kept and trial.score_right, describe(trial)
    report = trial.reports[0]
    assert report["said"] == [True, False]  # waiting for the history, once; then written
    assert report["session_only"] is False
    assert tuple(report["score"]) == trial.expected_score  # the score shown is the history's


def test_a_history_held_in_mid_session_is_waited_for_and_every_game_kept(tmp_path: Path):
    trial = history_trials.held_mid_session(tmp_path)
    assert trial.all_kept and trial.score_right, describe(trial)
    report = trial.reports[0]
    assert report["said"] == [True, False]
    assert report["session_only"] is False
    assert tuple(report["score"]) == trial.expected_score
