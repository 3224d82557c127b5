"""The lessons' flow: a right move goes on, a wrong one counts and stays; the stars and the
stages done are kept in the history, and come back."""

from __future__ import annotations

from ttt_desktop.engine.lessons import all_lessons


def play_through(coach, wrong_first: bool = False) -> None:
    """Play the lesson on show to its end with accepted moves (one wrong move first)."""
    if wrong_first:
        stage = coach.state.run.stage
        wrong = next(c for c in range(9) if stage.position()[c] is None
                     and c not in stage.accepts)
        coach.play(wrong)
    while coach.state.run.stage is not None:
        coach.play(coach.state.run.stage.accepts[0])


def make_coach(make_controller, tmp_path, qtbot):
    from ttt_desktop.play.lesson_coach import LessonCoach

    controller = make_controller(history_path=tmp_path / "history.sqlite3")
    return controller, LessonCoach(controller.recorder, controller.writer)


def test_the_first_lesson_not_yet_finished_comes_first(make_controller, tmp_path, qtbot):
    _, coach = make_coach(make_controller, tmp_path, qtbot)
    assert coach.state.lesson is all_lessons()[0] and coach.state.best_stars == {}


def test_a_wrong_move_counts_and_stays_a_right_one_goes_on(make_controller, tmp_path, qtbot):
    _, coach = make_coach(make_controller, tmp_path, qtbot)
    stage = coach.state.run.stage
    wrong = next(c for c in range(9) if stage.position()[c] is None and c not in stage.accepts)
    coach.play(wrong)
    assert coach.state.run.stage is stage and coach.state.run.mistakes == 1
    assert not coach.state.judgement.accepted
    coach.play(stage.accepts[0])
    assert coach.state.run.stage_index == 1 and coach.state.judgement.accepted


def test_a_taken_cell_is_not_a_mistake(make_controller, tmp_path, qtbot):
    _, coach = make_coach(make_controller, tmp_path, qtbot)
    stage = coach.state.run.stage
    taken = next(c for c in range(9) if stage.position()[c] is not None)
    coach.play(taken)
    assert coach.state.run.mistakes == 0 and coach.state.judgement is None


def test_stars_are_kept_in_the_history_and_come_back(make_controller, tmp_path, qtbot):
    controller, coach = make_coach(make_controller, tmp_path, qtbot)
    first = coach.state.lesson
    play_through(coach, wrong_first=True)
    assert coach.state.run.finished and coach.state.best_stars == {first.id: 2}
    controller.flush_writes()
    progress = controller.recorder.store.lesson_progress()[first.id]
    assert progress.best_stars == 2 and progress.stages_done == len(first.stages)
    from ttt_desktop.play.lesson_coach import LessonCoach

    again = LessonCoach(controller.recorder, controller.writer)
    assert again.state.best_stars == {first.id: 2}
    assert again.state.lesson is all_lessons()[1]  # the next one not yet finished
    again.start(first.id)
    play_through(again)
    controller.flush_writes()
    assert controller.recorder.store.lesson_progress()[first.id].best_stars == 3


def test_without_a_history_the_lessons_play_on(make_controller, qtbot):
    from ttt_desktop.play.lesson_coach import LessonCoach

    controller = make_controller()
    coach = LessonCoach(controller.recorder, controller.writer)
    play_through(coach)
    assert coach.state.run.finished and coach.state.run.stars == 3
    coach.next_lesson()
    assert coach.state.lesson is all_lessons()[1] and coach.state.run.stage_index == 0
