"""The status line: the state of play, with a passing note beside it that never outlives the state.

A note answers what the player just did ("That cell is taken…"). It is shown together with the
state, never instead of it, and it goes away after a few seconds or as soon as the state changes,
so that it can never contradict what is on the board. Text too long for the window is elided with
"…", and the whole text is in the tooltip (:class:`ElidedLabel`).

Screen readers read the whole line as the label's name, and each new state or note is also sent
to them as an announcement: a state politely, after what is being read; a note (an answer to
what the player just did, such as a refused click) at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from .widgets.elided_label import ElidedLabel

NOTE_MS = 3000
SEPARATOR = "  ·  "


class StatusLine(ElidedLabel):
    """A one-line label for the status bar: :meth:`set_state` and :meth:`say`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = ""
        self._note = ""
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self.clear_note)
        self.setAccessibleDescription(self.tr("Status"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleDescription(self.tr("Status"))
        super().changeEvent(event)

    def set_state(self, state: str) -> None:
        """The state of play. A change of state drops the note, which was about the old state."""
        if state != self._state:
            self._state = state
            self._note = ""
            self._note_timer.stop()
            self._update()
            self._announce(state, QAccessible.AnnouncementPoliteness.Polite)

    def say(self, note: str, ms: int = NOTE_MS) -> None:
        """Show a passing note beside the state for ``ms`` milliseconds."""
        self._note = note
        self._note_timer.start(ms)
        self._update()
        self._announce(note, QAccessible.AnnouncementPoliteness.Assertive)

    @Slot()
    def clear_note(self) -> None:
        """Drop the passing note."""
        if self._note:
            self._note = ""
            self._update()

    def state(self) -> str:
        """The state of play being shown."""
        return self._state

    def note(self) -> str:
        """The passing note, or ``""``."""
        return self._note

    def _announce(self, text: str, politeness: QAccessible.AnnouncementPoliteness) -> None:
        if text and QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self, text)
            event.setPoliteness(politeness)
            QAccessible.updateAccessibility(event)

    def _update(self) -> None:
        self.set_text(SEPARATOR.join(t for t in (self._note, self._state) if t))
