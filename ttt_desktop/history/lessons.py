"""The lessons' progress: per lesson, the most stages done in one try, the best stars, how often
it was finished and when (see :func:`.migrations._add_lesson_progress` for the table).

A lesson's row is written when the player finishes a stage (``stars`` is ``None``: the lesson
goes on) and when the lesson ends (``stars`` from 1 to 3). The stored figures never go down:
a later, worse try keeps the best stars and the most stages done.
"""

from __future__ import annotations

from dataclasses import dataclass

from .database import Database


@dataclass(frozen=True)
class LessonProgress:
    """One lesson's progress as the history keeps it.

    ``stages`` is the lesson's number of stages when it was last played; ``best_stars`` is
    ``None`` until the lesson has been finished once.
    """

    lesson: str
    stages_done: int
    stages: int
    best_stars: int | None
    times_finished: int
    first_finished_at: str | None
    last_played_at: str

    @property
    def finished(self) -> bool:
        """True once the lesson has been finished (with any stars)."""
        return self.best_stars is not None


class LessonRecords(Database):
    """The lessons' reads and writes."""

    def record_lesson(self, lesson: str, stages_done: int, stages: int, stars: int | None,
                      at: str) -> None:
        """Keep one step of a lesson in one transaction (safe from any thread): ``stages_done``
        of its ``stages`` done in this try, and, when it has just ended, its ``stars`` (1 to 3).
        ``at`` is the time, ISO 8601 in UTC.

        Raise ``ValueError`` for figures no lesson can have: a count of stages out of range,
        stars out of 1 to 3, or stars before the last stage is done.
        """
        if not lesson:
            raise ValueError("a lesson's progress needs the lesson's id")
        if not 0 <= stages_done <= stages or stages < 1:
            raise ValueError(f"{stages_done} of {stages} stages done is not a lesson's progress")
        if stars is not None and not (1 <= stars <= 3 and stages_done == stages):
            raise ValueError(f"{stars} stars after {stages_done} of {stages} stages: a lesson "
                             "earns 1 to 3 stars when its last stage is done")
        finished = stars is not None
        self._write((
            "INSERT INTO lesson_progress (lesson, stages_done, stages, best_stars, "
            "times_finished, first_finished_at, last_played_at) VALUES (?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (lesson) DO UPDATE SET "
            "stages_done = MAX(stages_done, excluded.stages_done), "
            "stages = excluded.stages, "
            "best_stars = MAX(COALESCE(best_stars, 0), COALESCE(excluded.best_stars, 0)), "
            "times_finished = times_finished + excluded.times_finished, "
            "first_finished_at = COALESCE(first_finished_at, excluded.first_finished_at), "
            "last_played_at = excluded.last_played_at",
            (lesson, stages_done, stages, stars, int(finished), at if finished else None, at)))

    def lesson_progress(self) -> dict[str, LessonProgress]:
        """Every lesson played so far, by its id."""
        rows = self._query("SELECT lesson, stages_done, stages, best_stars, times_finished, "
                           "first_finished_at, last_played_at FROM lesson_progress", ())
        return {str(lesson): LessonProgress(
                    str(lesson), int(done), int(stages), int(best) if best else None,
                    int(times), None if first is None else str(first), str(last))
                for lesson, done, stages, best, times, first, last in rows}
