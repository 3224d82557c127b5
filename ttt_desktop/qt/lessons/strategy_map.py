"""Help › Strategy Map: for a rule and a side, the one move to play in every position that can
arise, no move of it wrong; shown on screen and saved as a printable SVG page (A4 or A3).

A map is read from the engine's stored smallest maps, but the rule may still need solving and
the page drawing, so a worker object in a thread of its own makes it and its page
(:class:`MapMaker`), and the dialog shows "Making the map…" meanwhile; a map once made is kept
for the session. The page's words (:mod:`..words.strategy_map`) are in the player's language, and
the page is made again when the language changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QRectF, Qt, QThread, Signal, Slot
from PySide6.QtGui import QCloseEvent, QImage, QPainter, QPixmap, QShowEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine import Mark, Variant
from ..widgets.window_fit import fit_to_screen
from ..words.names import variant_title
from ..words.strategy_map import page_words

if TYPE_CHECKING:
    from ...engine.map_svg import MapWords

PAPERS = ("a4", "a3")
PREVIEW_WIDTH = 560  # pixels across the page on screen


class MapMaker(QObject):
    """Makes a strategy map and its SVG page off the window's thread (a parentless worker moved
    to its thread; ``made`` comes back queued)."""

    made = Signal(object, str, int)  # the request (variant, side, paper), the SVG, positions

    @Slot(object, object)
    def make(self, request: tuple[Variant, Mark, str], words: MapWords) -> None:
        """Make the map of ``request`` and its page in ``words`` (the player's language)."""
        from ...engine.map_svg import map_svg
        from ...engine.strategy_map import strategy_map

        variant, side, paper = request
        found = strategy_map(variant, side)
        self.made.emit(request, map_svg(found, paper, words), len(found))


class StrategyMapDialog(QDialog):
    """The maps, one rule and side at a time."""

    make_requested = Signal(object, object)  # (variant, side, paper) and the page's words

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._svg = ""
        self._wanted: tuple[Variant, Mark, str] | None = None
        self.rules_box = QComboBox()
        for variant in Variant:
            self.rules_box.addItem("", variant)
        self.side_box = QComboBox()
        self.side_box.addItem("", Mark.X)
        self.side_box.addItem("", Mark.O)
        self.paper_box = QComboBox()
        for paper in PAPERS:
            self.paper_box.addItem(paper.upper(), paper)
        self.count_label = QLabel()
        self.page = QLabel()
        self.page.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scroll = QScrollArea()
        scroll.setWidget(self.page)
        scroll.setWidgetResizable(True)
        self.save_button = QPushButton()
        self.close_button = QPushButton()
        self.rules_label, self.side_label, self.paper_label = QLabel(), QLabel(), QLabel()
        self.rules_label.setBuddy(self.rules_box)
        self.side_label.setBuddy(self.side_box)
        self.paper_label.setBuddy(self.paper_box)
        form = QFormLayout()
        form.addRow(self.rules_label, self.rules_box)
        form.addRow(self.side_label, self.side_box)
        form.addRow(self.paper_label, self.paper_box)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count_label, 1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.close_button)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(scroll, 1)
        box.addLayout(buttons)

        self._thread: QThread | None = None
        self._maker: MapMaker | None = None
        self._start_worker()
        if parent is not None:  # the window closing ends the worker too, shown or not
            parent.installEventFilter(self)

        for combo in (self.rules_box, self.side_box, self.paper_box):
            combo.currentIndexChanged.connect(self._ask)
        self.save_button.clicked.connect(self.save)
        self.close_button.clicked.connect(self.close)
        self._retranslate()
        self._ask()
        fit_to_screen(self, self.sizeHint().expandedTo(self.minimumSizeHint()))

    @classmethod
    def show_for(cls, window: QWidget) -> StrategyMapDialog:
        """Show the strategy map of ``window`` (built the first time), in front."""
        dialog = window.findChild(StrategyMapDialog)
        if dialog is None:
            dialog = cls(window)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Strategy Map"))
        self.rules_label.setText(self.tr("&Rules:"))
        self.side_label.setText(self.tr("&Side:"))
        self.paper_label.setText(self.tr("&Paper:"))
        for row, variant in enumerate(Variant):
            self.rules_box.setItemText(row, variant_title(variant))
        self.side_box.setItemText(0, self.tr("○, who moves first"))
        self.side_box.setItemText(1, self.tr("×, who moves second"))
        self.save_button.setText(self.tr("Sa&ve as SVG…"))
        self.close_button.setText(self.tr("&Close"))
        self.page.setAccessibleName(self.tr("The strategy map's page"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if self._thread is not None:
                self._ask()  # the page again, in the new language
        super().changeEvent(event)

    def request(self) -> tuple[Variant, Mark, str]:
        """The map the dialog shows now: its rule, side and paper."""
        return (self.rules_box.currentData(), self.side_box.currentData(),
                self.paper_box.currentData())

    @Slot()
    def _ask(self) -> None:
        self._wanted = self.request()
        self._svg = ""
        self.save_button.setEnabled(False)
        self.count_label.setText(self.tr("Making the map…"))
        self.make_requested.emit(self._wanted, page_words())

    @Slot(object, str, int)
    def _on_made(self, request: tuple[Variant, Mark, str], svg: str, positions: int) -> None:
        if request != self._wanted:
            return  # an earlier choice's map: a later one is on its way
        self._svg = svg
        self.page.setPixmap(render_page(svg, PREVIEW_WIDTH * self.devicePixelRatioF()))
        self.count_label.setText(self.tr("%n position(s), one move each", "", positions))
        self.save_button.setEnabled(True)

    def svg(self) -> str:
        """The page shown, as SVG ("" while it is being made)."""
        return self._svg

    @Slot()
    def save(self, path: str = "") -> None:
        """Save the page as an SVG file (asked for when no path is given)."""
        if not self._svg:
            return
        if not path:
            variant, side, paper = self.request()
            suggested = f"strategy-map-{variant.value}-{'first' if side is Mark.X else 'second'}"
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the Strategy Map"), f"{suggested}-{paper}.svg",
                self.tr("SVG pictures (*.svg)"))
        if path:
            with open(path, "w", encoding="utf-8") as out:
                out.write(self._svg)

    def _start_worker(self) -> None:
        """The worker object in a thread of its own (again, after the dialog was closed)."""
        if self._thread is not None:
            return
        self._thread = QThread()
        self._thread.setObjectName("ttt-strategy-map")
        maker = self._maker = MapMaker()  # no parent: it lives in its thread (kept alive here)
        maker.moveToThread(self._thread)
        self._thread.finished.connect(maker.deleteLater)
        self.make_requested.connect(maker.make)
        maker.made.connect(self._on_made)
        self._thread.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Close:
            self.stop()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        if self._thread is None:
            self._start_worker()
            self._ask()
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the worker's thread: quit, then wait (never terminate)."""
        self.stop()
        super().closeEvent(event)

    def stop(self) -> None:
        """Let the worker finish what it makes and end its thread."""
        thread, self._thread = self._thread, None
        if thread is not None and self._maker is not None:
            self.make_requested.disconnect(self._maker.make)
            thread.quit()
            thread.wait()
            self._maker = None


def render_page(svg: str, width: float) -> QPixmap:
    """The SVG page as a picture ``width`` pixels wide."""
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    size = renderer.defaultSize()
    height = width * size.height() / max(1, size.width())
    image = QImage(int(width), int(height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return QPixmap.fromImage(image)
