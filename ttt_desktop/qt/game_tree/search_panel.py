"""Watch the search: one of three searches from the tree's root, replayed step by step.

The panel is a view of a :class:`~ttt_desktop.engine.search_replay.Replay`. Play runs the steps on
a timer at the chosen speed, Step takes one, Step Out finishes the node being searched at once and
Run to the End the whole search; the counters (nodes visited, cut-offs, table hits) follow every
step. Each step names the node it reached (:attr:`path_reached`), which the window highlights in
the tree. A screen reader hears a step whenever one is taken by hand, and during Play only when
"Announce each step" is on, at a pace of at most two steps a second.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer, Signal, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QWidget,
)

from ...engine import Position
from ...engine.search_replay import Replay, Search, Step
from ..words import game_tree as words

#: Steps a second at each stop of the speed slider.
SPEEDS = (0.5, 1.0, 2.0, 5.0, 10.0, 25.0, 50.0, 100.0, 250.0)
ANNOUNCED_SPEED = 2  # the fastest pace at which Play announces its steps


class SearchPanel(QWidget):
    """The replay's controls, counters and last step."""

    path_reached = Signal(object)  # the node being searched (a path), or None at the end
    running_changed = Signal(bool)

    def __init__(self, root: Position, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._root = root
        self.search_box = QComboBox()
        for search in Search:
            self.search_box.addItem("", search)
        self.play_button = QPushButton()
        self.step_button = QPushButton()
        self.out_button = QPushButton()
        self.end_button = QPushButton()
        self.restart_button = QPushButton()
        self.speed_label = QLabel()
        self.speed_slider = QSlider()
        self.speed_slider.setOrientation(self.speed_slider.orientation().Horizontal)
        self.speed_slider.setRange(0, len(SPEEDS) - 1)
        self.speed_slider.setValue(3)
        self.speed_label.setBuddy(self.speed_slider)
        self.announce_box = QCheckBox()
        self.counters_label = QLabel()
        self.step_label = QLabel()
        self.step_label.setWordWrap(True)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._on_tick)

        controls = QHBoxLayout()
        for button in (self.play_button, self.step_button, self.out_button, self.end_button,
                       self.restart_button):
            controls.addWidget(button)
        controls.addStretch(1)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.search_box, 0, 0)
        grid.addLayout(controls, 0, 1, 1, 3)
        grid.addWidget(self.speed_label, 1, 0)
        grid.addWidget(self.speed_slider, 1, 1)
        grid.addWidget(self.announce_box, 1, 2, 1, 2)
        grid.addWidget(self.counters_label, 2, 0, 1, 4)
        grid.addWidget(self.step_label, 3, 0, 1, 4)

        self.search_box.currentIndexChanged.connect(self._on_search_chosen)
        self.play_button.clicked.connect(self.toggle_play)
        self.step_button.clicked.connect(self.step)
        self.out_button.clicked.connect(self.step_out)
        self.end_button.clicked.connect(self.run_to_end)
        self.restart_button.clicked.connect(self.restart)
        self.speed_slider.valueChanged.connect(self._on_speed)
        self.replay = Replay(root, Search.MINIMAX)
        self._last: Step | None = None
        self._retranslate()

    # -- the controls ---------------------------------------------------------------------------

    @property
    def search(self) -> Search:
        """The search being replayed."""
        return self.replay.search

    def is_running(self) -> bool:
        """True while Play runs the steps."""
        return self._timer.isActive()

    def steps_per_second(self) -> float:
        """The speed chosen."""
        return SPEEDS[self.speed_slider.value()]

    @Slot()
    def toggle_play(self) -> None:
        """Play, or Pause."""
        if self._timer.isActive():
            self.pause()
        elif not self.replay.finished:
            self._on_speed(self.speed_slider.value())
            self._timer.start()
            self.running_changed.emit(True)
            self._retranslate()

    @Slot()
    def pause(self) -> None:
        """Stop Play where it is."""
        if self._timer.isActive():
            self._timer.stop()
            self.running_changed.emit(False)
            self._retranslate()

    @Slot()
    def step(self) -> None:
        """One step, announced."""
        self.pause()
        self._show(self.replay.step(), announce=True)

    @Slot()
    def step_out(self) -> None:
        """Finish the node being searched, at once."""
        self.pause()
        self._show(self.replay.step_out(), announce=True)

    @Slot()
    def run_to_end(self) -> None:
        """Finish the whole search at once: the final counts."""
        self.pause()
        self.replay.run_to_end()
        self._show(None, announce=True)

    @Slot()
    def restart(self) -> None:
        """The chosen search again, from the root."""
        self.pause()
        self.replay = Replay(self._root, self.replay.search)
        self._last = None
        self._update()
        self.path_reached.emit(())

    @Slot(int)
    def _on_search_chosen(self, index: int) -> None:
        self.pause()
        self.replay = Replay(self._root, self.search_box.itemData(index))
        self._last = None
        self._update()
        self.path_reached.emit(())

    @Slot(int)
    def _on_speed(self, value: int) -> None:
        per_second = SPEEDS[value]
        self._timer.setInterval(max(1, round(1000 / per_second)))
        self.speed_label.setText(self.tr("&Speed: {steps} a second").format(
            steps=self.locale().toString(float(per_second), "g", 3)))

    @Slot()
    def _on_tick(self) -> None:
        step = self.replay.step()
        slow = self.steps_per_second() <= ANNOUNCED_SPEED
        self._show(step, announce=self.announce_box.isChecked() and slow)
        if step is None or self.replay.finished:
            self.pause()

    # -- the view -------------------------------------------------------------------------------

    def _show(self, step: Step | None, announce: bool) -> None:
        if step is not None:
            self._last = step
        self._update()
        self.path_reached.emit(self.replay.current)
        if announce:
            self._announce(" ".join((self.step_label.text(), self.counters_label.text())))

    def _update(self) -> None:
        counters = self.replay.counters
        self.counters_label.setText(words.counters_text(counters.nodes, counters.cutoffs,
                                                        counters.hits))
        finished = self.replay.finished
        if finished:
            self.step_label.setText(words.step_text_done(self.replay.run_to_end().value))
        elif self._last is not None:
            self.step_label.setText(words.step_text(self._last))
        else:
            self.step_label.setText(words.ready_text(self.replay.search))
        for button in (self.play_button, self.step_button, self.out_button, self.end_button):
            button.setEnabled(not finished)

    def announced(self) -> str:
        """The last words announced (for tests)."""
        return self._said

    _said = ""

    def _announce(self, text: str) -> None:
        self._said = text
        event = QAccessibleAnnouncementEvent(self, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)

    def _retranslate(self) -> None:
        for index, search in enumerate(Search):
            self.search_box.setItemText(index, words.search_name(search))
        self.search_box.setAccessibleName(self.tr("Search to watch"))
        self.play_button.setText(self.tr("Pa&use") if self.is_running() else self.tr("P&lay"))
        self.step_button.setText(self.tr("S&tep"))
        self.out_button.setText(self.tr("Step &Out"))
        self.end_button.setText(self.tr("Run to the &End"))
        self.restart_button.setText(self.tr("&Restart"))
        self.announce_box.setText(self.tr("Announce each step"))
        self._on_speed(self.speed_slider.value())
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def stop(self) -> None:
        """Before the window goes: no more ticks."""
        self._timer.stop()
