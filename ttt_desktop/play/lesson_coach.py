"""Help › Lessons: the lesson being played, its stars, and the progress kept in the history.

A :class:`LessonCoach` owns one :class:`~ttt_desktop.engine.lessons.LessonRun` at a time. The
player's move is judged by the engine (accepted: the next stage; wrong: a mistake, the reason in
the review's words, and the same stage again). Each stage done and each lesson finished is
written to the history (``lesson_progress``) on the disk writer's thread; the progress shown
(stars per lesson) is read from the history when the coach starts, and kept in memory after.
A history that cannot be written keeps the progress for the session, and says so once.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from ..engine.lessons import Judgement, Lesson, LessonRun, all_lessons
from .disk_writer import DiskWriter
from .recorder import HistoryRecorder


@dataclass(frozen=True)
class LessonState:
    """What the window shows: the lesson, the run, the last move's judgement (``None`` at the
    start of a stage), and the best stars of every lesson played (by id)."""

    lesson: Lesson
    run: LessonRun
    judgement: Judgement | None
    best_stars: dict[str, int]


class LessonCoach(QObject):
    """The flow of Help › Lessons; ``changed`` after every step, ``problem`` once if the
    progress cannot be kept."""

    changed = Signal()
    problem = Signal(str)
    _write_failed = Signal(str)  # from the writer's thread, heard on the window's

    def __init__(self, recorder: HistoryRecorder, writer: DiskWriter,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._recorder = recorder
        self._writer = writer
        self.lessons = all_lessons()
        self._best: dict[str, int] = {}
        self._said = False
        store = recorder.store
        if store is not None:
            try:
                for lesson_id, progress in store.lesson_progress().items():
                    if progress.best_stars is not None:
                        self._best[lesson_id] = progress.best_stars
            except Exception as exc:  # a history that cannot be read: progress from now on
                self._on_write_failed(str(exc))
        self._write_failed.connect(self._on_write_failed)
        first = next((lesson for lesson in self.lessons if lesson.id not in self._best),
                     self.lessons[0])
        self._run = LessonRun(first)
        self._judgement: Judgement | None = None

    @property
    def state(self) -> LessonState:
        """The lesson on show."""
        return LessonState(self._run.lesson, self._run, self._judgement, dict(self._best))

    def start(self, lesson_id: str) -> None:
        """Begin (or begin again) the lesson with this id."""
        lesson = next(lesson for lesson in self.lessons if lesson.id == lesson_id)
        self._run = LessonRun(lesson)
        self._judgement = None
        self.changed.emit()

    def next_lesson(self) -> None:
        """The lesson after this one (the first after the last)."""
        index = self.lessons.index(self._run.lesson)
        self.start(self.lessons[(index + 1) % len(self.lessons)].id)

    @Slot(int)
    def play(self, cell: int) -> None:
        """The player's move in the stage on show; a taken cell or a finished lesson is ignored
        (the board shows why)."""
        stage = self._run.stage
        if stage is None or stage.position()[cell] is not None:
            return
        judgement, run = self._run.play(cell)
        self._judgement, self._run = judgement, run
        if judgement.accepted:
            lesson = run.lesson
            stars = run.stars if run.finished else None
            if stars is not None:
                self._best[lesson.id] = max(stars, self._best.get(lesson.id, 0))
            self._keep(lesson.id, run.stage_index, len(lesson.stages), stars)
        self.changed.emit()

    def _keep(self, lesson_id: str, done: int, stages: int, stars: int | None) -> None:
        store = self._recorder.store
        if store is None or self._recorder.read_only:
            return
        at = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")

        def write() -> None:
            try:
                store.record_lesson(lesson_id, done, stages, stars, at)
            except Exception as exc:  # reported on the window's thread, once
                self._write_failed.emit(str(exc))

        self._writer.submit(write)

    @Slot(str)
    def _on_write_failed(self, problem: str) -> None:
        if not self._said:
            self._said = True
            self.problem.emit(problem)
