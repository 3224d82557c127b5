"""The first start's line: one unobtrusive bar above the board that tells a new player that the
opponent adapts, where the levels and the three rules are, and that Puzzles exist. Dismissed
once, it never comes back (:func:`ttt_desktop.play.settings.dismiss_first_start_line`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, Signal, Slot
from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QSizePolicy, QToolBar

from ..play.settings import dismiss_first_start_line, first_start_line_wanted


class FirstStartLine(QToolBar):
    """The line and its Dismiss button, as a fixed bar at the top of the window."""

    dismissed = Signal()

    def __init__(self, store: QSettings, parent: QMainWindow | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self.setObjectName("first-start")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not in the window's context menu
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.label.setContentsMargins(6, 2, 6, 2)
        self.button = QPushButton()
        self.button.clicked.connect(self.dismiss)
        self.addWidget(self.label)
        self.addWidget(self.button)
        self.label.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        """The words, in the current language."""
        self.label.setText(self.tr(
            "New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it "
            "plays about as well as you do. Levels and the three rules are in Game › Settings; "
            "Game › Puzzles trains single moves."))
        self.button.setText(self.tr("Got &It"))
        self.button.setAccessibleName(self.tr("Dismiss this tip"))
        self.setWindowTitle(self.tr("First start"))
        self._fit_height()  # another language, another length

    @Slot()
    def dismiss(self) -> None:
        """Hide the line for good."""
        dismiss_first_start_line(self._store)
        self.hide()
        self.dismissed.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() == QEvent.Type.Resize:
            self._fit_height()
        return super().eventFilter(watched, event)

    def _fit_height(self) -> None:
        """A tool bar's layout gives its widgets the height of their size hint, whatever their
        width: the wrapped line kept the height it had at the first width, and lost its last
        lines when the window was made narrower. Its height follows its width here."""
        needed = self.label.heightForWidth(self.label.width())
        if needed > 0 and needed != self.label.minimumHeight():
            self.label.setMinimumHeight(needed)


def add_first_start_line(window: QMainWindow, store: QSettings) -> FirstStartLine | None:
    """Put the line at the top of ``window`` if the player has not dismissed it yet."""
    if not first_start_line_wanted(store):
        return None
    line = FirstStartLine(store, window)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, line)
    return line
