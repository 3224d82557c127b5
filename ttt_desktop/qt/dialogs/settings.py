"""Game > Settings…: level, rule variant, who moves first, and the opponent."""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...engine import Variant, solve
from ...engine.notation import keypad_digit
from ...engine.players import Level
from ...play.session import ADAPTIVE
from ...play.settings import FirstMover, Settings
from ..language.fonts import install_all_fallback_fonts
from ..language.translations import Language
from ..words.names import (
    adaptive_description,
    adaptive_title,
    first_mover_title,
    level_description,
    level_title,
    variant_description,
    variant_title,
)

E = TypeVar("E", bound=enum.Enum)


class SettingsDialog(QDialog):
    """Edits a :class:`Settings`; :meth:`settings` reads the result."""

    def __init__(self, settings: Settings, game_in_progress: bool,
                 parent: QWidget | None = None, language: Language = Language.SYSTEM,
                 animations: bool = True, volume: int = 70) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.level_box = self._combo(list(Level), settings.level, level_title)
        self.level_box.addItem(adaptive_title(), ADAPTIVE)  # last: the levels keep their places
        if settings.adaptive:
            self.level_box.setCurrentIndex(self.level_box.count() - 1)
        self.level_note = self._note()
        self.variant_box = self._combo(list(Variant), settings.variant, variant_title)
        self.variant_note = self._note()
        self.first_box = self._combo(list(FirstMover), settings.first, first_mover_title)
        self.computer_button = QRadioButton(self.tr("The computer"))
        self.people_button = QRadioButton(self.tr("Two players at this computer"))
        group = QButtonGroup(self)
        group.addButton(self.computer_button)
        group.addButton(self.people_button)
        (self.people_button if settings.two_players else self.computer_button).setChecked(True)

        form = QFormLayout()
        form.addRow(self.tr("&Level:"), self.level_box)
        form.addRow("", self.level_note)
        form.addRow(self.tr("&Rules:"), self.variant_box)
        form.addRow("", self.variant_note)
        form.addRow(self.tr("&Who moves first:"), self.first_box)
        form.addRow(self.tr("Opponent:"), self.computer_button)
        form.addRow("", self.people_button)
        self.language_box = QComboBox()
        install_all_fallback_fonts()  # each language is named in its own script
        for choice in Language:
            self.language_box.addItem(choice.native_name or self.tr("System"), choice)
        self.language_box.setCurrentIndex(list(Language).index(language))
        self.language_box.setAccessibleName(self.tr("Language"))
        form.addRow(self.tr("L&anguage:"), self.language_box)
        self.animations_box = QCheckBox(self.tr("A&nimations"))
        self.animations_box.setChecked(animations)
        self.animations_box.setToolTip(self.tr(
            "Marks are drawn as a pen draws them, and the winning line across the board. Off: "
            "everything appears at once, and nothing on the board moves."))
        form.addRow("", self.animations_box)
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(10)
        self.volume_slider.setValue(volume)
        self.volume_slider.setAccessibleName(self.tr("Sound volume"))
        form.addRow(self.tr("&Volume:"), self.volume_slider)

        self.next_game_note = QLabel(
            self.tr("A game is in progress: these changes apply from the next game.")
        )
        self.next_game_note.setWordWrap(True)
        self.next_game_note.setVisible(False)  # shown once a game setting differs
        self._before, self._game_in_progress = settings, game_in_progress
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.next_game_note)
        box.addWidget(buttons)

        self.level_box.currentIndexChanged.connect(self._describe)
        self.variant_box.currentIndexChanged.connect(self._describe)
        self.computer_button.toggled.connect(self._describe)
        self.first_box.currentIndexChanged.connect(self._describe)
        self._describe()

    @staticmethod
    def _combo(choices: Sequence[E], current: E, title: Callable[[E], str]) -> QComboBox:
        box = QComboBox()
        for choice in choices:
            box.addItem(title(choice), choice)
        box.setCurrentIndex(list(choices).index(current))
        return box

    @staticmethod
    def _note() -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # quieter, still readable
        return label

    def _perfect_promise(self, variant: Variant) -> str:
        """What Perfect can promise under ``variant``, read from the solved game."""
        values = solve(variant).first_move_values()
        if max(values) > 0:  # the first player can force a win
            openings = ", ".join(str(keypad_digit(c)) for c, v in enumerate(values) if v > 0)
            return self.tr("Plays perfectly and punishes every mistake. Under these rules the "
                           "first player wins by opening at {cells} (keypad numbering), so when "
                           "Perfect moves second against that opening it loses; it never loses "
                           "a game that can still be saved.").format(cells=openings)
        return self.tr("Plays perfectly: under these rules it never loses, and it punishes every "
                       "mistake.")

    @Slot()
    def _describe(self) -> None:
        level, variant = self.level_box.currentData(), self.variant_box.currentData()
        if level == ADAPTIVE:
            self.level_note.setText(adaptive_description())
        else:
            self.level_note.setText(self._perfect_promise(variant) if level is Level.PERFECT
                                    else level_description(level))
        self.variant_note.setText(variant_description(self.variant_box.currentData()))
        against_computer = self.computer_button.isChecked()
        self.level_box.setEnabled(against_computer)
        self.first_box.setEnabled(against_computer)
        # the language applies at once: only the game's settings wait for the next game
        self.next_game_note.setVisible(self._game_in_progress
                                       and self.settings() != self._before)
        self._fit_text()

    def _fit_text(self) -> None:
        """Grow (never shrink) the dialog so that every line of the notes shows."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        height = layout.totalHeightForWidth(self.width())
        if height > self.height():
            self.resize(self.width(), height)

    def volume(self) -> int:
        """The sound's volume as the dialog shows it now, 0 to 100."""
        return self.volume_slider.value()

    def animations(self) -> bool:
        """Whether the board is to animate, as the dialog shows it now."""
        return self.animations_box.isChecked()

    def language(self) -> Language:
        """The language chosen in the dialog."""
        chosen: Language = self.language_box.currentData()
        return chosen

    def settings(self) -> Settings:
        """The settings as the dialog shows them now."""
        level = self.level_box.currentData()
        adaptive = level == ADAPTIVE
        return Settings(
            level=self._before.level if adaptive else level,
            variant=self.variant_box.currentData(),
            first=self.first_box.currentData(),
            two_players=self.people_button.isChecked(),
            adaptive=adaptive,
        )
