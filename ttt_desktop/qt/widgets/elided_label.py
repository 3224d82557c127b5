"""A one-line label that never widens its window and never lays it out again: text that does not
fit ends in "…", and the whole text is then in the tooltip. Screen readers always get the whole
text as its name. A label may first paint such a text smaller (:meth:`ElidedLabel.shrink_to`),
and then show a short form of it whole, before it cuts anything.

A :class:`~.reserved_label.ReservedLabel` (see there why it paints its own text): its size hints
come from the texts it *may* show, bold and underlined as emphasised. The side to move is shown by
:meth:`ElidedLabel.set_emphasis`: painted bold and underlined, while the widget's font, and so its
metrics, stay as they are.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from .reserved_label import ReservedLabel

# a line as tall as any the label may show (with the texts it reserves room for): an accented
# capital and a descender (no CJK character: that would load the Japanese font in English)
_HEIGHT_SAMPLE = "Ág"


class ElidedLabel(ReservedLabel):
    """One line: :meth:`set_text` shows a text, :meth:`text` reads it back whole and
    :meth:`shown_text` gives what is painted (the whole text, or its start and "…")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._short = ""  # shown instead of eliding the whole text, if it fits
        self._shown = ""
        self._shown_font: QFont | None = None  # the font the shown text is painted in
        self._floor_px = 0  # the smallest pixel size a text is painted in to fit (shrink_to)
        self._tip = ""
        self._emphasis = False
        self._smallest: QFont | None = None  # the font the minimum width is measured in
        self._hints: tuple[QSize, QSize] | None = None  # size hint, minimum size hint
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)

    # -- the text ---------------------------------------------------------------------------

    def set_text(self, text: str, short: str = "") -> None:
        """The text to show, elided to the label's width: a repaint, never a layout. ``short``,
        if given, is shown whole where it fits and the text does not (the score without its
        table)."""
        if (text, short) != (self._text, self._short):
            self._text, self._short = text, short
            self._elide()

    def shown_text(self) -> str:
        """The text as painted: the whole text, its short form, or its start and "…"."""
        return self._shown

    def shown_font(self) -> QFont:
        """The font the shown text is painted in: its own, or smaller (:meth:`shrink_to`)."""
        return QFont(self._shown_font if self._shown_font is not None else self._painted_font())

    def shrink_to(self, pixel_size: int) -> None:
        """Paint a text too wide for the label in a smaller font, down to ``pixel_size``, before
        showing its short form or eliding it. Only the painting shrinks: the label's font, and
        so its height and the window's layout, stay as they are. Works while the label's font is
        sized in pixels."""
        if pixel_size != self._floor_px:
            self._floor_px = pixel_size
            self._elide()

    def set_fixed_tooltip(self, tip: str) -> None:
        """A tooltip shown always, after the whole text when that is elided."""
        self._tip = tip
        self._elide()

    def set_emphasis(self, emphasis: bool) -> None:
        """Paint the text bold and underlined (the side to move), or plain."""
        if emphasis != self._emphasis:
            self._emphasis = emphasis
            self._elide()
            self.update()

    def emphasized(self) -> bool:
        """True while the text is painted bold and underlined."""
        return self._emphasis

    # -- the size, from the texts it may show -----------------------------------------------

    def set_reserve(self, texts: Iterable[str], smallest: QFont | None = None) -> None:
        """The texts this label may show. Its size hint is as wide as the widest of them (bold
        and underlined, as emphasised), in its own font; with ``smallest``, its minimum width is
        that width in that font (so none of them is ever cut), else 0 (it elides). The window
        is laid out again only when this changes the hints."""
        texts = tuple(texts)
        if texts == self._reserve and smallest == self._smallest:
            return
        self._smallest = None if smallest is None else QFont(smallest)
        super().set_reserve(texts)

    def reserve_fits(self, pixel_size: int) -> bool:
        """Whether every reserved text fits the label's width in its font at this size."""
        font = QFont(self.font())
        font.setPixelSize(pixel_size)
        return not self._reserve or self._widest(font) <= self._text_rect().width()

    def sizeHint(self) -> QSize:
        return self._size_hints()[0]

    def minimumSizeHint(self) -> QSize:
        return self._size_hints()[1]

    def _size_hints(self) -> tuple[QSize, QSize]:
        if self._hints is None:
            extra_w, extra_h = self._extra_width(), self._extra_height()
            metrics = self.fontMetrics()
            height = max(metrics.boundingRect(QRect(0, 0, 100_000, 1000), 0, sample).height()
                         for sample in (_HEIGHT_SAMPLE, *self._reserve)) + extra_h
            width = self._widest(self.font()) + extra_w if self._reserve else 0
            smallest = (self._widest(self._smallest) + extra_w
                        if self._smallest is not None and self._reserve else 0)
            self._hints = QSize(width, height), QSize(smallest, height)
        return self._hints

    def _widest(self, font: QFont) -> int:
        emphasised = QFont(font)
        emphasised.setBold(True)
        emphasised.setUnderline(True)
        widths = (QFontMetricsF(f).horizontalAdvance(text)
                  for f in (font, emphasised) for text in self._reserve)
        return math.ceil(max(widths)) + 1

    def _new_hints(self) -> None:
        before = self._hints
        self._hints = None
        hint, minimum = self._size_hints()
        if minimum.width() != self.minimumWidth():  # the layout ignores the hint (Ignored)
            self.setMinimumWidth(minimum.width())
        if (hint, minimum) != before:
            self.updateGeometry()

    # -- painting ---------------------------------------------------------------------------

    def _painted_font(self) -> QFont:
        font = QFont(self.font())
        if self._emphasis:
            font.setBold(True)
            font.setUnderline(True)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        """The shown text, in the label's alignment and colour."""
        self._paint_text(self._shown, font=self.shown_font())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        """A new font or language changes the hints (see the base); any change may change what
        fits."""
        super().changeEvent(event)
        self._elide()

    def _elide(self) -> None:
        font = self._painted_font()
        metrics = QFontMetricsF(font)
        width = max(0, self._text_rect().width())
        shown, shown_font = self._text, None
        if metrics.horizontalAdvance(self._text) > width:
            shown_font = self._shrunk(font, width)
            if shown_font is None:
                shown = metrics.elidedText(self._text, Qt.TextElideMode.ElideRight, width)
                if self._short and metrics.horizontalAdvance(self._short) <= width:
                    shown = self._short
        if shown != self._shown or shown_font != self._shown_font:
            self._shown, self._shown_font = shown, shown_font
            self.update()
        whole = self._text if shown != self._text else ""
        tip = "\n\n".join(t for t in (whole, self._tip) if t)
        if self.toolTip() != tip:
            self.setToolTip(tip)
        self._name_for_screen_readers(self._text)

    def _shrunk(self, font: QFont, width: float) -> QFont | None:
        """The largest smaller font, not below the floor of :meth:`shrink_to`, in which the whole
        text fits ``width``; None if there is none."""
        if self._floor_px <= 0:  # not asked for
            return None
        smaller = QFont(font)
        for px in range(font.pixelSize() - 1, self._floor_px - 1, -1):
            smaller.setPixelSize(px)
            if QFontMetricsF(smaller).horizontalAdvance(self._text) <= width:
                return smaller
        return None
