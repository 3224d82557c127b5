"""Help › Lessons: short lessons in stages, played on the game's own board, scored with stars.

The window is a view of a :class:`~ttt_desktop.play.lesson_coach.LessonCoach`. On the left, every
lesson with its rule and the stars earned; on the right, the lesson's title and introduction,
the stage ("Stage 2 of 4"), its task and explanation, the board (mouse, digits or arrows and
Enter, as in the game), and the verdict on the last move: right, or wrong with the review's
reason, to try again. Screen readers hear the task and explanation when a stage starts and each
verdict as it comes, as announcements.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QFont
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import Variant
from ...engine.lessons import Lesson
from ...play.controller import GameController
from ...play.lesson_coach import LessonCoach
from ..board.widget import BoardWidget, line_styles
from ..sound.player import Sound, SoundPlayer
from ..widgets.window_fit import fit_to_screen
from ..words.lessons import (
    finished_text,
    lesson_entry,
    lesson_text,
    rules_of,
    stage_counter,
    task_text,
    verdict_text,
)

_Politeness = QAccessible.AnnouncementPoliteness


class LessonWindow(QDialog):
    """The lessons, one at a time."""

    def __init__(self, controller: GameController, parent: QWidget | None = None,
                 sound: SoundPlayer | None = None) -> None:
        super().__init__(parent)
        recorder = controller.recorder
        recorder.open_now()  # the stars live there
        self.coach = LessonCoach(recorder, controller.writer, self)
        self._sound = sound
        self._said: tuple[str, int, int] | None = None  # lesson, stage, mistakes last said
        self.lesson_list = QListWidget()
        self._rows: list[tuple[QListWidgetItem, Lesson]] = []
        self._headings: list[tuple[QListWidgetItem, Variant]] = []
        self.title_label = QLabel()
        font = QFont(self.title_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title_label.setFont(font)
        self.intro_label = QLabel()
        self.stage_label = QLabel()
        self.task_label = QLabel()
        task_font = QFont(self.task_label.font())
        task_font.setBold(True)
        self.task_label.setFont(task_font)
        self.text_label = QLabel()
        self.verdict_label = QLabel()
        for label in (self.intro_label, self.text_label, self.verdict_label, self.title_label):
            label.setWordWrap(True)
        self.board = BoardWidget()
        self.board.setMinimumSize(220, 220)
        self.again_button = QPushButton()
        self.next_button = QPushButton()
        self.close_button = QPushButton()

        side = QVBoxLayout()
        side.addWidget(self.title_label)
        side.addWidget(self.intro_label)
        side.addWidget(self.stage_label)
        side.addWidget(self.task_label)
        side.addWidget(self.text_label)
        side.addWidget(self.board, 1)
        side.addWidget(self.verdict_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        side.addLayout(buttons)
        whole = QHBoxLayout(self)
        whole.addWidget(self.lesson_list)
        whole.addLayout(side, 1)

        self.board.cell_clicked.connect(self.coach.play)
        self.coach.changed.connect(self.redraw)
        self.lesson_list.itemActivated.connect(self._on_lesson_chosen)
        self.lesson_list.itemClicked.connect(self._on_lesson_chosen)
        self.again_button.clicked.connect(self._again)
        self.next_button.clicked.connect(self.coach.next_lesson)
        self.close_button.clicked.connect(self.close)
        self._retranslate()
        self.redraw()
        fit_to_screen(self, self.sizeHint().expandedTo(self.minimumSizeHint()))

    @classmethod
    def show_for(cls, window: QWidget, controller: GameController,
                 sound: SoundPlayer | None = None) -> LessonWindow:
        """Show the lessons of ``window`` (built the first time), in front."""
        lessons = window.findChild(LessonWindow)
        if lessons is None:
            lessons = cls(controller, window, sound)
        lessons.show()
        lessons.raise_()
        lessons.activateWindow()
        lessons.board.setFocus()
        return lessons

    # -- words ------------------------------------------------------------------------------

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Lessons"))
        self.again_button.setText(self.tr("Start &Again"))
        self.again_button.setAccessibleName(self.tr("Start this lesson again"))
        self.next_button.setText(self.tr("&Next Lesson"))
        self.next_button.setAccessibleName(self.tr("Next lesson"))
        self.close_button.setText(self.tr("&Close"))
        self.close_button.setAccessibleName(self.tr("Close the lessons"))
        self.lesson_list.setAccessibleName(self.tr("Lessons"))
        self.board.setAccessibleDescription(self.tr("Lesson board"))
        self.task_label.setAccessibleDescription(self.tr("Task"))
        self.verdict_label.setAccessibleDescription(self.tr("Verdict"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._said = None
            self.redraw()
        super().changeEvent(event)

    # -- the view ---------------------------------------------------------------------------

    @Slot()
    def redraw(self) -> None:
        """Show the coach's state."""
        state = self.coach.state
        lesson, run, judgement = state.lesson, state.run, state.judgement
        self._fill_list(state.best_stars)
        self.title_label.setText(lesson_text(lesson.title))
        self.intro_label.setText(lesson_text(lesson.intro))
        stage = run.stage
        if stage is None:  # finished: the last stage's board stays, with the stars
            last = lesson.stages[-1]
            position = last.position()
            if judgement is not None:
                position.push(judgement.cell)
            self.stage_label.setText(stage_counter(len(lesson.stages), len(lesson.stages)))
            self.task_label.setText(finished_text(run.mistakes, run.stars))
            self.text_label.setText("")
        else:
            position = stage.position()
            self.stage_label.setText(stage_counter(stage.number, len(lesson.stages)))
            self.task_label.setText(task_text(stage.task))
            self.text_label.setText(lesson_text(stage.text))
        self.board.set_cells(position.cells())
        self.board.set_lines(line_styles(position))
        self.board.set_last_move(position.last_move)
        verdict = "" if judgement is None else verdict_text(judgement)
        self.verdict_label.setText(verdict)
        self._speak(run.lesson.id, run.stage_index, run.mistakes, verdict)

    def _fill_list(self, best: dict[str, int]) -> None:
        """The lessons under their rules' names (headings that cannot be chosen), each with
        its stars."""
        current = self.coach.state.lesson
        if not self._rows:
            for lesson in self.coach.lessons:
                if not self._rows or self._rows[-1][1].variant is not lesson.variant:
                    heading = QListWidgetItem()
                    heading.setFlags(Qt.ItemFlag.NoItemFlags)
                    font = QFont(heading.font())
                    font.setBold(True)
                    heading.setFont(font)
                    self.lesson_list.addItem(heading)
                    self._headings.append((heading, lesson.variant))
                item = QListWidgetItem()
                item.setData(Qt.ItemDataRole.UserRole, lesson.id)
                self.lesson_list.addItem(item)
                self._rows.append((item, lesson))
        for heading, variant in self._headings:
            heading.setText(rules_of(variant))
        for item, lesson in self._rows:
            text = lesson_entry(lesson, best.get(lesson.id))
            if item.text() != text:
                item.setText(text)
            if lesson is current and self.lesson_list.currentItem() is not item:
                self.lesson_list.setCurrentItem(item)
        self.lesson_list.setMinimumWidth(self.lesson_list.sizeHintForColumn(0) + 8)

    def _speak(self, lesson_id: str, stage_index: int, mistakes: int, verdict: str) -> None:
        """Announce a new stage (task and explanation) or a new verdict, once each; and sound
        it: a wrong move as a miss, a lesson's end as a puzzle solved."""
        moment = (lesson_id, stage_index, mistakes)
        if moment == self._said:
            return
        before, self._said = self._said, moment
        new_stage = before is None or before[:2] != moment[:2]
        if verdict:
            self._announce(verdict, _Politeness.Assertive)
        if new_stage:
            self._announce(" ".join(t for t in (self.stage_label.text(), self.task_label.text(),
                                                self.text_label.text()) if t), _Politeness.Polite)
        if self._sound is not None and before is not None and before[0] == lesson_id:
            if mistakes > before[2]:
                self._sound.play(Sound.MISSED)
            elif self.coach.state.run.finished:
                self._sound.play(Sound.SOLVED)

    def _announce(self, text: str, politeness: QAccessible.AnnouncementPoliteness) -> None:
        event = QAccessibleAnnouncementEvent(self, text)
        event.setPoliteness(politeness)
        QAccessible.updateAccessibility(event)

    @Slot(QListWidgetItem)
    def _on_lesson_chosen(self, item: QListWidgetItem) -> None:
        lesson_id = item.data(Qt.ItemDataRole.UserRole)
        if lesson_id != self.coach.state.lesson.id:
            self.coach.start(str(lesson_id))
            self.board.setFocus()

    @Slot()
    def _again(self) -> None:
        self.coach.start(self.coach.state.lesson.id)
        self.board.setFocus()
