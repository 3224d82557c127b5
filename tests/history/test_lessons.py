"""The lessons' progress in the history (schema 7): a file of schema 6 gains the table and keeps
everything else; progress and stars survive a restart; the best figures never go down; figures no
lesson can have are refused before anything is written."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttt_desktop.history import (
    SCHEMA_VERSION,
    HistoryError,
    HistoryStore,
    LessonProgress,
    migrations,
)

from ..strategies import examples
from .helpers import V1_FILE

T0, T1, T2 = ("2026-11-26T10:00:00+00:00", "2026-11-26T10:04:00+00:00",
              "2026-11-26T11:00:00+00:00")


def v6_file(tmp_path: Path) -> Path:
    """A file as schema 6 wrote it: the version 1 file migrated by steps 1 to 5 only."""
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(V1_FILE, path)
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 1
        for step in range(1, 6):
            migrations.STEPS[step](raw)
        raw.execute("PRAGMA user_version = 6")
        raw.execute("INSERT INTO score_baselines (written_at, kind, score_table, after_game) "
                    "VALUES (?, 'reset', NULL, 4)", (T0,))
    raw.close()
    return path


def rows(path: Path, table: str) -> list[tuple[object, ...]]:
    with sqlite3.connect(path) as raw:
        found = list(raw.execute(f"SELECT * FROM {table} ORDER BY 1"))
    raw.close()
    return found


def schema(path: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(path) as raw:
        found = list(raw.execute("SELECT name, sql FROM sqlite_master ORDER BY name"))
    raw.close()
    return found


def test_a_schema_6_file_gains_the_lessons_table_and_keeps_the_rest(tmp_path: Path) -> None:
    path = v6_file(tmp_path)
    games, baselines = rows(path, "games"), rows(path, "score_baselines")
    store = HistoryStore.open(path)
    assert store.lesson_progress() == {}
    assert store.count() == 4 and store.scores() == {}
    store.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 8
    raw.close()
    # the games gain schema 8's ended_at, empty for an older version's games
    assert rows(path, "games") == [(*game, None) for game in games]
    assert rows(path, "score_baselines") == baselines
    fresh = tmp_path / "fresh.sqlite3"
    HistoryStore.open(fresh).close()
    assert schema(path) == schema(fresh)  # migrated and new files are the same


def test_a_file_from_schema_1_goes_through_every_step_to_the_lessons(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    shutil.copyfile(V1_FILE, path)
    store = HistoryStore.open(path)
    store.record_lesson("standard-centre", 4, 4, 3, T0)
    assert store.lesson_progress()["standard-centre"].best_stars == 3
    assert store.count() == 4
    store.close()


def test_progress_and_stars_survive_a_reopen(tmp_path: Path) -> None:
    path = v6_file(tmp_path)
    store = HistoryStore.open(path)
    store.record_lesson("standard-centre", 1, 4, None, T0)
    store.record_lesson("standard-centre", 2, 4, None, T0)
    store.record_lesson("misere-mirror", 5, 5, 2, T1)
    store.close()
    again = HistoryStore.open(path)
    assert again.lesson_progress() == {
        "standard-centre": LessonProgress("standard-centre", 2, 4, None, 0, None, T0),
        "misere-mirror": LessonProgress("misere-mirror", 5, 5, 2, 1, T1, T1)}
    assert not again.lesson_progress()["standard-centre"].finished
    assert again.lesson_progress()["misere-mirror"].finished
    again.close()


def test_the_best_stars_and_the_most_stages_are_kept_and_finishes_are_counted(
        tmp_path: Path) -> None:
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    store.record_lesson("standard-fork", 4, 4, 2, T0)   # finished with one mistake
    store.record_lesson("standard-fork", 1, 4, None, T1)  # a new try, one stage in
    assert store.lesson_progress()["standard-fork"] == LessonProgress(
        "standard-fork", 4, 4, 2, 1, T0, T1)
    store.record_lesson("standard-fork", 4, 4, 1, T1)   # a worse finish keeps the 2 stars
    store.record_lesson("standard-fork", 4, 4, 3, T2)   # a better one raises them
    assert store.lesson_progress()["standard-fork"] == LessonProgress(
        "standard-fork", 4, 4, 3, 3, T0, T2)
    store.close()


@pytest.mark.parametrize(("done", "stages", "stars", "message"), [
    (5, 4, None, "5 of 4 stages"),
    (-1, 4, None, "-1 of 4 stages"),
    (0, 0, None, "0 of 0 stages"),
    (3, 4, 3, "3 stars after 3 of 4 stages"),
    (4, 4, 0, "0 stars"),
    (4, 4, 4, "4 stars"),
])
def test_figures_no_lesson_can_have_are_refused_and_nothing_is_written(
        tmp_path: Path, done: int, stages: int, stars: int | None, message: str) -> None:
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    with pytest.raises(ValueError, match=message):
        store.record_lesson("standard-block", done, stages, stars, T0)
    with pytest.raises(ValueError, match="lesson's id"):
        store.record_lesson("", 1, 4, None, T0)
    assert store.lesson_progress() == {}
    store.close()


def test_a_failed_step_to_schema_7_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    path = v6_file(tmp_path)
    with sqlite3.connect(path) as raw:  # something else made the table the step needs
        raw.execute("CREATE TABLE lesson_progress (x)")
    raw.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError, match=r"from schema 6 to 7 .*lesson_progress already "
                                           r"exists.*left as it was"):
        HistoryStore.open(path)
    assert path.read_bytes() == before
    with sqlite3.connect(path) as raw:
        raw.execute("DROP TABLE lesson_progress")
    raw.close()
    store = HistoryStore.open(path)  # once the obstacle is gone, the migration goes through
    assert store.lesson_progress() == {} and store.count() == 4
    store.close()


def test_a_read_only_history_reads_the_progress_but_refuses_new_steps(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.record_lesson("last-line-centre", 3, 3, 3, T0)
    store.close()
    path.chmod(0o444)
    try:
        reader = HistoryStore.open_read_only(path)
        assert reader.lesson_progress()["last-line-centre"].best_stars == 3
        with pytest.raises(HistoryError):
            reader.record_lesson("last-line-centre", 1, 3, None, T1)
        reader.close()
    finally:
        path.chmod(0o644)


STEP = st.tuples(st.sampled_from(["standard-centre", "misere-centre"]),
                 st.integers(0, 4), st.sampled_from([None, 1, 2, 3]))


@examples(10)
@given(st.lists(STEP, max_size=12))
def test_the_stored_progress_is_the_best_of_every_step(tmp_path_factory: pytest.TempPathFactory,
                                                       steps: list[tuple[str, int, int | None]]
                                                       ) -> None:
    store = HistoryStore.open(tmp_path_factory.mktemp("h") / "history.sqlite3")
    model: dict[str, LessonProgress] = {}
    for index, (lesson, done, stars) in enumerate(steps):
        at = f"2026-11-26T10:{index:02d}:00+00:00"
        if stars is not None:
            done = 4
        store.record_lesson(lesson, done, 4, stars, at)
        old = model.get(lesson)
        best = max([s for s in (stars, old.best_stars if old else None) if s is not None],
                   default=None)
        first = old.first_finished_at if old and old.first_finished_at else (
            at if stars is not None else None)
        model[lesson] = LessonProgress(lesson, max(done, old.stages_done if old else 0), 4, best,
                                       (old.times_finished if old else 0) + (stars is not None),
                                       first, at)
    assert store.lesson_progress() == model
    store.close()
