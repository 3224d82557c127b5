"""Help › How to Play: the text in a box that fits the screen, scrolls and can be resized.

A message box grows with its text and can be neither scrolled nor resized: How to Play was
500×891 px, taller than a 1366×768 laptop screen. Here the text is in a
:class:`QTextBrowser` and the box is sized to the text, within the screen's free area.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..widgets.window_fit import fit_to_screen

#: The width of the text, and the height of the box when the screen has room for it all.
TEXT_WIDTH = 560


class HelpDialog(QDialog):
    """A titled box with rich text (scrolled when the screen is short) and OK."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        self.text.setHtml(html)
        self.text.setAccessibleName(title)
        self.text.setMinimumSize(240, 120)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        column = QVBoxLayout(self)
        column.addWidget(self.text, 1)
        column.addWidget(buttons)
        document = self.text.document()
        document.setTextWidth(TEXT_WIDTH)
        margins = self.contentsMargins()
        chrome = (buttons.sizeHint().height() + column.spacing() + 2 * self.text.frameWidth()
                  + margins.top() + margins.bottom() + 64)
        wanted = QSize(TEXT_WIDTH + 40, int(document.size().height()) + chrome)
        fit_to_screen(self, wanted)

    @classmethod
    def show_text(cls, parent: QWidget, title: str, html: str) -> None:
        """Show the box and wait for OK (as a message box does)."""
        dialog = cls(title, html, parent)
        dialog.exec()
        dialog.deleteLater()
