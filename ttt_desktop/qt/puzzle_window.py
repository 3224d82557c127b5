"""Game › Puzzles: a position where only one move wins or draws, checked at once, with a rating.

The window is a view of a :class:`~ttt_desktop.play.puzzle_trainer.PuzzleTrainer`, which owns the
puzzle flow (see there). It shows the task ("○ to play and win"), the board (the painted
:class:`BoardWidget`, played with the mouse or the digits), what happened to the last move (a
wrong one with the review's reason and the right move), Hint, Try Again and Next, the filters by
rule and theme, and the player's rating and streaks. Screen readers hear the task when a puzzle
starts and each result as it comes, as announcements.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings, QSize, Qt, Slot
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QCloseEvent,
    QFont,
    QKeySequence,
    QPalette,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import Variant
from ..engine.puzzles import Theme, themes_of
from ..play.controller import GameController
from ..play.puzzle_trainer import VARIANTS, Phase, PuzzleNotice, PuzzleNoticeKind, PuzzleTrainer
from ..play.settings import load_puzzle_filter, save_puzzle_filter
from .board.widget import BoardWidget, line_styles
from .language.line_breaks import keep_end_together
from .sound.player import Sound, SoundPlayer
from .widgets.window_fit import fit_to_screen
from .words.names import variant_title
from .words.puzzles import (
    about_text,
    last_move_text,
    notice_text,
    rating_text,
    task_text,
    theme_title,
)

_Politeness = QAccessible.AnnouncementPoliteness


class PuzzleWindow(QDialog):
    """The puzzles, beside the game (not modal). :meth:`show_for` opens the one window.
    ``settings`` remembers the filter (``None``: it is not remembered)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None,
                 settings: QSettings | None = None, sound: SoundPlayer | None = None) -> None:
        super().__init__(parent)
        self._sound = sound
        self._heard: tuple[object, ...] = ()  # the puzzle and phase last given a sound
        self._controller = controller
        recorder = controller.recorder
        recorder.open_now()  # the rating and the attempts live there: not before it is open
        self._settings = settings
        self.trainer = PuzzleTrainer(recorder.store, controller.writer,
                                     controller.opponent.pause_ms, self)
        self.trainer.attempt_stored.connect(recorder.attempt_stored)
        self.rules_box = QComboBox()
        self.theme_box = QComboBox()
        for box in (self.rules_box, self.theme_box):  # the names' width in every language
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.rules_label = QLabel()
        self.rules_label.setBuddy(self.rules_box)
        self.theme_label = QLabel()
        self.theme_label.setBuddy(self.theme_box)
        self.task_label = QLabel()
        self.task_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.task_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.task_label.setFont(font)
        self.about_label = QLabel()
        self.about_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.board = BoardWidget()
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result_label.setMinimumHeight(self.result_label.fontMetrics().height() * 3)
        self.rating_label = QLabel()
        self.rating_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice_label = QLabel()  # an answer to what the player just did, till the next
        self.notice_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice_label.setWordWrap(True)  # a long notice wraps instead of widening the window
        self.notice_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.hint_button = QPushButton()
        self.again_button = QPushButton()
        self.next_button = QPushButton()
        self.close_button = QPushButton()
        self.tree_button = QPushButton()  # once the puzzle is over: it shows the answer
        for button in (self.hint_button, self.again_button, self.next_button, self.tree_button,
                       self.close_button):
            button.setAutoDefault(False)

        filters = QGridLayout()  # one filter a row: a long theme's name fits in any language
        filters.addWidget(self.rules_label, 0, 0)
        filters.addWidget(self.rules_box, 0, 1)
        filters.addWidget(self.theme_label, 1, 0)
        filters.addWidget(self.theme_box, 1, 1)
        filters.setColumnStretch(2, 1)
        buttons = QHBoxLayout()
        for button in (self.hint_button, self.again_button, self.next_button, self.tree_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        column = QVBoxLayout(self)
        column.addLayout(filters)
        column.addWidget(self.task_label)
        column.addWidget(self.about_label)
        column.addWidget(self.board, 1)
        column.addWidget(self.result_label)
        column.addWidget(self.notice_label)
        column.addWidget(self.rating_label)
        column.addLayout(buttons)

        self._announced = ("", "")  # the task and the result last sent to screen readers
        self._retranslate()
        self.rules_box.currentIndexChanged.connect(self._on_rules_chosen)
        self.theme_box.currentIndexChanged.connect(self._on_theme_chosen)
        self.board.cell_clicked.connect(self.trainer.play)
        self.hint_button.clicked.connect(self.trainer.show_hint)
        self.again_button.clicked.connect(self.trainer.try_again)
        self.next_button.clicked.connect(self.trainer.next_puzzle)
        self.close_button.clicked.connect(self.close)
        self.tree_button.clicked.connect(self.show_game_tree)
        # the game's keys: H for the hint (as in the game window), N for the next puzzle,
        # Backspace to take a wrong move back; the digits play on the board
        for key, slot in (("H", self.trainer.show_hint), ("N", self.trainer.next_puzzle),
                          ("Backspace", self.trainer.try_again)):
            QShortcut(QKeySequence(key), self, slot)
        self.trainer.changed.connect(self.redraw)
        self.trainer.notice.connect(self._on_notice)
        fit_to_screen(self, QSize(460, 640))
        # the filter last chosen; else the rules being played: their solver is warm, and the
        # puzzles train them
        remembered = None if settings is None else load_puzzle_filter(settings)
        if remembered is None:
            self.rules_box.setCurrentIndex(VARIANTS.index(controller.game.variant) + 1)
        else:
            variant, theme = remembered
            self.trainer.theme_filter = theme
            self.rules_box.blockSignals(True)
            self.rules_box.setCurrentIndex(0 if variant is None else VARIANTS.index(variant) + 1)
            self.rules_box.blockSignals(False)
            self._fill_themes()
            self.trainer.set_filter(variant, theme)
        left_open = controller.puzzles_kept.take_left_open()  # at start, after a quit
        if left_open is not None:
            self.trainer.put_back(left_open)
        problem = recorder.problem()
        if self.trainer.problem or (recorder.store is None and problem):
            self._on_notice(PuzzleNotice(
                PuzzleNoticeKind.HISTORY_PROBLEM, text=self.trainer.problem or problem,
                problem=self.trainer.problem_reason if self.trainer.problem
                else recorder.problem_reason if recorder.problem() else None))

    @Slot()
    def show_game_tree(self) -> None:
        """The game tree below the puzzle's position, once the puzzle is over."""
        from .game_tree.window import GameTreeWindow
        puzzle = self.trainer.puzzle
        if puzzle is not None:
            GameTreeWindow.show_for(self.parentWidget() or self, self._controller,
                                    puzzle.position())

    @classmethod
    def show_for(cls, window: QWidget, controller: GameController,
                 settings: QSettings | None = None,
                 sound: SoundPlayer | None = None) -> PuzzleWindow:
        """Show the puzzle window of ``window`` (built the first time), in front."""
        puzzles = window.findChild(PuzzleWindow)
        if puzzles is None:
            puzzles = cls(controller, window, settings, sound)
        puzzles.show()
        puzzles.raise_()
        puzzles.activateWindow()
        puzzles.board.setFocus()
        return puzzles

    # -- words ------------------------------------------------------------------------------

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Puzzles"))
        self.rules_label.setText(self.tr("&Rules:"))
        self.theme_label.setText(self.tr("T&heme:"))
        self.rules_box.setAccessibleName(self.tr("Rules of the puzzles"))
        self.theme_box.setAccessibleName(self.tr("Theme of the puzzles"))
        self.hint_button.setText(self.tr("H&int"))
        self.hint_button.setAccessibleName(self.tr("Hint: show the right move (counts as failed)"))
        self.again_button.setText(self.tr("&Try Again"))
        self.again_button.setAccessibleName(self.tr("Try again"))
        self.next_button.setText(self.tr("&Next Puzzle"))
        self.next_button.setAccessibleName(self.tr("Next puzzle"))
        self.close_button.setText(self.tr("&Close"))
        self.tree_button.setText(self.tr("&Game Tree…"))
        self.tree_button.setAccessibleName(self.tr("Game tree of this puzzle"))
        self.close_button.setAccessibleName(self.tr("Close the puzzles"))
        self.task_label.setAccessibleDescription(self.tr("Task"))
        self.about_label.setAccessibleDescription(self.tr("Puzzle"))
        self.result_label.setAccessibleDescription(self.tr("Result"))
        self.rating_label.setAccessibleDescription(self.tr("Your puzzle rating"))
        self.notice_label.setAccessibleDescription(self.tr("Note"))
        self.board.setAccessibleDescription(self.tr("Puzzle board"))
        self.rules_box.blockSignals(True)
        index = max(0, self.rules_box.currentIndex())
        self.rules_box.clear()
        self.rules_box.addItem(self.tr("All rules"), None)
        for variant in VARIANTS:
            self.rules_box.addItem(variant_title(variant), variant)
        self.rules_box.setCurrentIndex(index)
        self.rules_box.blockSignals(False)
        self._fill_themes()

    def _fill_themes(self) -> None:
        variant = self.rules_box.currentData()
        chosen = self.trainer.theme_filter
        self.theme_box.blockSignals(True)
        self.theme_box.clear()
        self.theme_box.addItem(self.tr("All themes"), None)
        for theme in (themes_of(variant) if isinstance(variant, Variant) else tuple(Theme)):
            self.theme_box.addItem(theme_title(theme), theme)
        themes = [self.theme_box.itemData(i) for i in range(self.theme_box.count())]
        self.theme_box.setCurrentIndex(themes.index(chosen) if chosen in themes else 0)
        self.theme_box.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.redraw()
        super().changeEvent(event)

    # -- the view ---------------------------------------------------------------------------

    @Slot(int)
    def _on_rules_chosen(self, _index: int) -> None:
        variant = self.rules_box.currentData()
        self.trainer.theme_filter = None
        self._fill_themes()
        self.trainer.set_filter(variant if isinstance(variant, Variant) else None)
        self._remember_filter()

    @Slot(int)
    def _on_theme_chosen(self, _index: int) -> None:
        variant, theme = self.rules_box.currentData(), self.theme_box.currentData()
        self.trainer.set_filter(variant if isinstance(variant, Variant) else None,
                                theme if isinstance(theme, Theme) else None)
        self._remember_filter()

    def _remember_filter(self) -> None:
        if self._settings is not None:
            save_puzzle_filter(self._settings, self.trainer.variant_filter,
                               self.trainer.theme_filter)

    @Slot()
    def redraw(self) -> None:
        """Show the trainer's state."""
        trainer, board = self.trainer, self.board
        position = trainer.position
        self._sound_for(trainer)
        board.set_cells(position.cells())
        board.set_lines(line_styles(position))
        board.set_dimmed(trainer.phase is Phase.DEFENCE)
        board.set_highlight(trainer.right_cell)
        wrong = trainer.review.cell if trainer.review is not None else None
        board.set_last_move(wrong if wrong is not None else position.last_move)
        notes, tips = {}, {}
        if wrong is not None:  # tinted; a word over its mark would be hard to read
            tips[wrong] = self.tr("The wrong move")
        if trainer.right_cell is not None:
            notes[trainer.right_cell] = self.tr("right")
            tips[trainer.right_cell] = self.tr("The right move")
        board.set_notes(notes, tips)
        task, result = task_text(trainer), last_move_text(trainer)
        self.task_label.setText(task)
        self.about_label.setText(about_text(trainer))
        self.result_label.setText(keep_end_together(result))  # no kana alone on a line
        self.rating_label.setText(rating_text(trainer))
        self.hint_button.setEnabled(trainer.phase is Phase.PLAYER and trainer.right_cell is None)
        self.again_button.setEnabled(trainer.phase is Phase.WRONG or (
            trainer.phase is Phase.FINISHED and trainer.failed))
        self.next_button.setEnabled(trainer.phase is not Phase.NONE or trainer.pool() != ())
        self.tree_button.setEnabled(trainer.phase is Phase.FINISHED and trainer.puzzle is not None)
        if (task, result) != self._announced:
            self.notice_label.clear()
        if task != self._announced[0]:
            self._announce(task + ". " + result, _Politeness.Polite)
        elif result != self._announced[1]:
            urgent = trainer.phase in (Phase.WRONG, Phase.FINISHED)
            self._announce(result, _Politeness.Assertive if urgent else _Politeness.Polite)
        self._announced = (task, result)

    @Slot(object)
    def _on_notice(self, notice: PuzzleNotice) -> None:
        """Answers that the state does not show: said beside it, and to screen readers."""
        text = notice_text(notice)
        if text:
            self.notice_label.setText(text)
            self._announce(text, _Politeness.Assertive)

    def _sound_for(self, trainer: PuzzleTrainer) -> None:
        """A puzzle solved or missed, heard once (a wrong move, or a played-out failure)."""
        moment = (trainer.puzzle, trainer.phase, trainer.failed, len(trainer.position.moves))
        if self._sound is None or moment == self._heard:
            return
        self._heard = moment
        if trainer.phase is Phase.WRONG:
            self._sound.play(Sound.MISSED)
        elif trainer.phase is Phase.FINISHED and not trainer.failed:
            self._sound.play(Sound.SOLVED)

    def announced(self) -> str:
        """The last text sent to screen readers (for tests)."""
        return self._last_announcement

    _last_announcement = ""

    def _announce(self, text: str, politeness: QAccessible.AnnouncementPoliteness) -> None:
        self._last_announcement = text
        if text and QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self.result_label, text)
            event.setPoliteness(politeness)
            QAccessible.updateAccessibility(event)

    def showEvent(self, event: QShowEvent) -> None:
        self.trainer.resume()  # a defence that closing the window stopped half-way goes on
        self._controller.puzzles_kept.follow(self.trainer)  # on disk, for the next start
        super().showEvent(event)

    def done(self, result: int) -> None:
        """Closed by the player (Close, Escape, the title bar): no puzzle is left open. Quitting
        the game leaves it open, to come back at the next start."""
        self._controller.puzzles_kept.forget()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.trainer.stop()
        super().closeEvent(event)

