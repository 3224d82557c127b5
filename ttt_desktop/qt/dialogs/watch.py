"""Game › Watch…: choose the computer's level for each side, then watch it play itself."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from ...engine.players import Level
from ..words.names import level_title


class WatchDialog(QDialog):
    """Two levels, ○'s and ×'s; :meth:`levels` reads them."""

    def __init__(self, circle: Level, cross: Level, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Watch the Computer Play"))
        self.circle_box = self._combo(circle, self.tr("Level for ○"))
        self.cross_box = self._combo(cross, self.tr("Level for ×"))
        form = QFormLayout(self)
        form.addRow(self.tr("○ (moves &first):"), self.circle_box)
        form.addRow(self.tr("× (moves &second):"), self.cross_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        # the window manager cuts a title wider than the dialog: leave room for it, its icon
        # and its buttons
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(self.windowTitle()) + 200)

    @staticmethod
    def _combo(current: Level, name: str) -> QComboBox:
        box = QComboBox()
        box.setAccessibleName(name)
        for level in Level:
            box.addItem(level_title(level), level)
        box.setCurrentIndex(list(Level).index(current))
        return box

    def levels(self) -> tuple[Level, Level]:
        """(○'s level, ×'s level)."""
        return self.circle_box.currentData(), self.cross_box.currentData()

    @classmethod
    def choose(cls, levels: tuple[Level, Level], parent: QWidget | None = None
               ) -> tuple[Level, Level] | None:
        """Ask for the two levels, starting from ``levels``; ``None`` if cancelled."""
        dialog = cls(*levels, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.levels()
