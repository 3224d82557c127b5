"""The score book reading its counts: a count of nought is a count like any other, read as it is
with no repair; only what is not a whole number from 0 to MAX_COUNT is repaired."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ttt_desktop.play.score import MAX_COUNT, Score, ScoreBook


def stored(tmp_path: Path, wins: object, draws: object, losses: object) -> QSettings:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for field, value in (("wins", wins), ("draws", draws), ("losses", losses)):
        store.setValue(f"score/standard/easy/{field}", value)
    store.sync()
    return store


@pytest.mark.parametrize(("counts", "score"), [
    ((0, 3, 0), Score(0, 3, 0)),
    (("0", "1", str(MAX_COUNT)), Score(0, 1, MAX_COUNT)),
])
def test_counts_from_nought_to_the_largest_are_read_without_repair(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, counts: tuple[object, ...],
        score: Score):
    store = stored(tmp_path, *counts)
    with caplog.at_level(logging.WARNING, logger="ttt_desktop.play.score"):
        assert ScoreBook(store).get("standard/easy") == score
    assert caplog.records == []


def test_a_negative_count_is_repaired_to_nought(tmp_path: Path,
                                                caplog: pytest.LogCaptureFixture):
    store = stored(tmp_path, -1, 2, 0)
    with caplog.at_level(logging.WARNING, logger="ttt_desktop.play.score"):
        assert ScoreBook(store).get("standard/easy") == Score(0, 2, 0)
    assert [r.getMessage() for r in caplog.records] == [
        "settings: score/standard/easy/wins is -1; repaired to 0"]


def test_score_values_that_are_not_counts_read_as_zero(store, caplog):
    store.setValue("score/standard/perfect/wins", "lots")
    store.setValue("score/standard/perfect/losses", -3)
    store.setValue("score/standard/perfect/draws", 2)
    with caplog.at_level(logging.WARNING):
        score = ScoreBook(store).get("standard/perfect")
    assert (score.wins, score.draws, score.losses) == (0, 2, 0)
    assert "lots" in caplog.text
