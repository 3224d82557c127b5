"""Help › Lessons: opened from the menu (Ctrl+L), played with the keyboard alone, a wrong move
answered with the review's reason, the stars at the end, every stage read to screen readers."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ttt_desktop.engine.notation import keypad_digit
from ttt_desktop.play.settings import Settings
from ttt_desktop.qt.lessons.window import LessonWindow


def open_lessons(qtbot, make_window, tmp_path):
    window = make_window(Settings(two_players=True), history_path=tmp_path / "h.sqlite3")
    window.lessons_action.trigger()
    lessons = window.findChild(LessonWindow)
    assert lessons is not None and lessons.isVisible()
    return window, lessons


def press_digit(qtbot, lessons, cell: int) -> None:
    qtbot.keyClick(lessons.board, getattr(Qt.Key, f"Key_{keypad_digit(cell)}"))


def test_lessons_open_from_the_help_menu_with_ctrl_l(qtbot, make_window, tmp_path):
    window, lessons = open_lessons(qtbot, make_window, tmp_path)
    assert window.lessons_action.shortcut().toString() == "Ctrl+L"
    assert window.lessons_action in window.help_menu.actions()
    assert lessons.title_label.text() == lessons.coach.state.lesson.title
    assert lessons.task_label.text() == lessons.coach.state.run.stage.task.sentence


def test_a_lesson_played_with_the_keyboard_to_its_stars(qtbot, make_window, tmp_path):
    _, lessons = open_lessons(qtbot, make_window, tmp_path)
    lesson = lessons.coach.state.lesson
    stage = lessons.coach.state.run.stage
    wrong = next(c for c in range(9) if stage.position()[c] is None and c not in stage.accepts)
    press_digit(qtbot, lessons, wrong)
    verdict = lessons.verdict_label.text()
    assert verdict.startswith(f"Not {keypad_digit(wrong)}: it ") and "Try again" in verdict
    while lessons.coach.state.run.stage is not None:
        press_digit(qtbot, lessons, lessons.coach.state.run.stage.accepts[0])
        assert lessons.verdict_label.text().startswith("Right: ")
    assert lessons.task_label.text() == "Lesson done: 2 of 3 stars. Play it again for more."
    assert f"{lesson.title}  ★★☆" in [lessons.lesson_list.item(row).text()
                                      for row in range(lessons.lesson_list.count())]


def test_choosing_another_lesson_starts_it(qtbot, make_window, tmp_path):
    _, lessons = open_lessons(qtbot, make_window, tmp_path)
    target = lessons.coach.lessons[5]
    row = next(r for r in range(lessons.lesson_list.count())
               if lessons.lesson_list.item(r).data(Qt.ItemDataRole.UserRole) == target.id)
    lessons.lesson_list.setCurrentRow(row)
    qtbot.keyClick(lessons.lesson_list, Qt.Key.Key_Return)
    assert lessons.coach.state.lesson is target and lessons.coach.state.run.stage_index == 0


def test_every_control_has_a_name_for_screen_readers(qtbot, make_window, tmp_path):
    _, lessons = open_lessons(qtbot, make_window, tmp_path)
    for control in (lessons.again_button, lessons.next_button, lessons.close_button,
                    lessons.lesson_list):
        assert control.accessibleName(), control
    assert lessons.board.accessibleDescription() and lessons.task_label.accessibleDescription()
