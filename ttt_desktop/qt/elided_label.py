"""A one-line label that never widens its window: text that does not fit ends in "…", and the
whole text is then in the tooltip. Screen readers always get the whole text as its name.
With ``wrap=True`` it wraps onto more lines instead of eliding (for a line that must be read
whole in every language, such as the score)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class ElidedLabel(QLabel):
    """Set the text with :meth:`set_full_text`; :meth:`full_text` reads it back whole."""

    def __init__(self, parent: QWidget | None = None, wrap: bool = False) -> None:
        super().__init__(parent)
        self._full = ""
        self._tip = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(wrap)

    def set_full_text(self, text: str) -> None:
        """The text to show, elided to the label's width."""
        if text != self._full:
            self._full = text
            self._elide()

    def full_text(self) -> str:
        """The whole text, before eliding."""
        return self._full

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: object) -> None:  # a new font changes what fits
        super().changeEvent(event)  # type: ignore[arg-type]
        self._elide()

    def _elide(self) -> None:
        shown = self._full if self.wordWrap() else self.fontMetrics().elidedText(
            self._full, Qt.TextElideMode.ElideRight, max(0, self.contentsRect().width()))
        if shown != self.text():
            super().setText(shown)
        whole = self._full if shown != self._full else ""
        self.setToolTip("\n\n".join(t for t in (whole, self._tip) if t))
        if self.accessibleName() != self._full:  # Qt tells screen readers of the change
            self.setAccessibleName(self._full)

    def set_fixed_tooltip(self, tip: str) -> None:
        """A tooltip shown always, after the whole text when that is elided."""
        self._tip = tip
        self._elide()
