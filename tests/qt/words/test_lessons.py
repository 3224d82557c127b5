"""The lessons' words: every text of the lessons is where pyside6-lupdate finds it, and is
translated in every language; the verdicts read the review's words."""

from __future__ import annotations

import runpy
from pathlib import Path

from ttt_desktop.engine.lessons import Task, all_lessons
from ttt_desktop.qt.words.lesson_texts import TEXTS
from ttt_desktop.qt.words.lessons import lesson_entry, task_text

ROOT = Path(__file__).resolve().parents[3]


def test_the_lesson_texts_module_is_up_to_date():
    tool = runpy.run_path(str(ROOT / "tools" / "update-lesson-texts"))
    assert (ROOT / "ttt_desktop/qt/words/lesson_texts.py").read_text() == tool["source"](), (
        "run tools/update-lesson-texts, then tools/update-translations")
    every = {lesson.title for lesson in all_lessons()} | {
        lesson.intro for lesson in all_lessons()} | {
        stage.text for lesson in all_lessons() for stage in lesson.stages}
    assert set(TEXTS) == every


def test_every_task_has_its_sentence():
    assert {task_text(task) for task in Task} == {task.sentence for task in Task}  # English


def test_a_lesson_s_entry_shows_its_stars_once_finished():
    lesson = all_lessons()[0]
    assert lesson_entry(lesson, None) == lesson.title
    assert lesson_entry(lesson, 2) == f"{lesson.title}  ★★☆"
