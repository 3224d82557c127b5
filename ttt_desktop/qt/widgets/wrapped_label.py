"""A label of a few wrapped lines whose height is kept for the longest text it may show, so that
a new text repaints it and lays nothing out again (a :class:`~.reserved_label.ReservedLabel`: see
there why QLabel's own ``setText`` cannot do that).

Its height for a width is the tallest of: its reserved lines, the texts it may show
(:meth:`WrappedLabel.set_reserve`, in the language in force), the text it shows, and any text
that was taller than all of those when it was shown. Such a text grows it once (a layout); nothing
shrinks it again but a new reserve, a new font or a new language.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from .reserved_label import ReservedLabel

_WRAP = Qt.TextFlag.TextWordWrap.value
_PREFERRED_WIDTH = 240  # the width the size hint assumes (the layout gives the real one)


class WrappedLabel(ReservedLabel):
    """Word-wrapped text: :meth:`set_text` shows it and :meth:`text` reads it back, whole."""

    def __init__(self, lines: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = lines
        self._grown: set[str] = set()  # texts that were taller than the reserve when shown
        self._heights: dict[int, int] = {}  # height for a width
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def set_text(self, text: str) -> None:
        """Show ``text``: a repaint, and a layout only when no text shown so far was as tall."""
        if text == self._text:
            return
        width = self._text_width(self.width())
        kept = self._height_at(width)
        self._text = text
        self._name_for_screen_readers(text)
        if self._text_height(text, width) > kept:
            self._grown.add(text)
            self._new_hints()
        else:  # the height at this width stands; at other widths it is measured again
            self._heights = {width: kept}
        self.update()

    def set_reserve(self, texts: Iterable[str]) -> None:
        """The texts this label may show, in the language in force: it keeps room for the
        tallest (and forgets the room it grew for others)."""
        self._grown.clear()
        super().set_reserve(texts)

    # -- the size ---------------------------------------------------------------------------

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._height_at(self._text_width(width)) + self._extra_height()

    def sizeHint(self) -> QSize:
        return QSize(_PREFERRED_WIDTH, self.heightForWidth(_PREFERRED_WIDTH))

    def minimumSizeHint(self) -> QSize:
        """As wide as the widest word of the reserved texts (a line of Japanese breaks between
        any two characters), as tall as the reserved lines."""
        metrics = self.fontMetrics()
        widest = max((metrics.boundingRect(QRect(0, 0, 1, 100_000), _WRAP, t).width()
                      for t in self._reserve), default=0)
        return QSize(widest + self._extra_width(),
                     self._lines * metrics.lineSpacing() + self._extra_height())

    def _text_width(self, width: int) -> int:
        return max(1, width - self._extra_width())

    def _text_height(self, text: str, width: int) -> int:
        return self.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), _WRAP, text).height()

    def _height_at(self, width: int) -> int:
        if width not in self._heights:
            tallest = max((self._text_height(t, width)
                           for t in (*self._reserve, *self._grown, self._text)), default=0)
            self._heights[width] = max(tallest, self._lines * self.fontMetrics().lineSpacing())
        return self._heights[width]

    def _new_hints(self) -> None:
        self._heights.clear()
        super()._new_hints()

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """The text, wrapped, in the label's alignment and colour."""
        self._paint_text(self._text, _WRAP)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update()
