"""The base of the game's labels: a label that paints its own text and keeps room for the texts
it *may* show, so that a new text repaints it and lays nothing out again.

``QLabel.setText`` asks for a new layout of the whole window at every call (the label's size hint
may have changed), and a move changes two or three words. Here QLabel's own text stays empty and
the text is painted; the size hints come from the texts given to :meth:`ReservedLabel.set_reserve`
(measured in the language in force), so they change only with the language, the font or that
set, never with a move. It is a QLabel so that screen readers meet a label, named with its whole
text.

Both kinds read the same: :meth:`~ReservedLabel.set_text` (and QLabel's ``setText``, which leads
there) shows a text, :meth:`~ReservedLabel.text` reads it back whole, and
:meth:`~ReservedLabel.set_reserve` gives the texts to keep room for. :class:`ElidedLabel` keeps
one line and ends a text that does not fit in "…"; :class:`WrappedLabel` wraps it onto as many
lines as the tallest text needs.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QRect
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QLabel, QWidget


class ReservedLabel(QLabel):
    """A label whose text is painted here and whose size comes from the texts it may show.

    A subclass says what a new text, a new reserve and a new font mean for it
    (:meth:`_text_changed`, :meth:`_new_hints`) and paints with :meth:`_paint_text`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._reserve: tuple[str, ...] = ()

    # -- the text ---------------------------------------------------------------------------

    def set_text(self, text: str) -> None:
        """Show ``text``: a repaint, and a layout only when the kind of label needs one."""
        if text != self._text:
            self._text = text
            self._text_changed()

    def setText(self, text: str) -> None:
        """QLabel's own setter leads to :meth:`set_text` (QLabel's text is never painted)."""
        self.set_text(text)

    def text(self) -> str:
        """The whole text, as given."""
        return self._text

    def set_reserve(self, texts: Iterable[str]) -> None:
        """The texts this label may show, in the language in force: it keeps room for them."""
        self._reserve = tuple(texts)
        self._new_hints()

    def reserve(self) -> tuple[str, ...]:
        """The texts the label keeps room for."""
        return self._reserve

    # -- for the kinds of label -------------------------------------------------------------

    def _text_changed(self) -> None:
        """A new text was set: show it (and tell screen readers)."""
        self._name_for_screen_readers(self._text)
        self.update()

    def _new_hints(self) -> None:
        """The texts to keep room for, the font or the language changed."""
        self.updateGeometry()

    def _name_for_screen_readers(self, text: str) -> None:
        if self.accessibleName() != text:  # Qt tells screen readers of the change
            self.setAccessibleName(text)

    def _extra_width(self) -> int:
        margins = self.contentsMargins()
        return margins.left() + margins.right() + 2 * self.margin()

    def _extra_height(self) -> int:
        margins = self.contentsMargins()
        return margins.top() + margins.bottom() + 2 * self.margin()

    def _text_rect(self) -> QRect:
        margin = self.margin()
        return self.contentsRect().adjusted(margin, margin, -margin, -margin)

    def _paint_text(self, text: str, flags: int = 0, font: QFont | None = None) -> None:
        """Paint ``text`` in the label's alignment (and ``flags``) and colour. Not through
        ``self.style()``: its first call from Python builds every enum of QStyle, a cost at the
        first paint."""
        painter = QPainter(self)
        if font is not None:
            painter.setFont(font)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self._text_rect(), int(self.alignment().value) | flags, text)
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        """A new font (the window was resized) changes the size hints; so may a new language
        (other fallback fonts for the same characters, Han in Chinese or Japanese shapes)."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self._new_hints()
