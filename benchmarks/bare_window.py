"""The baselines for bench_ui.py: a bare PySide6 window that reports its first paint like
``ttt-desktop --smoke-test`` does, then exits.

    python benchmarks/bare_window.py            # draws one line with the default pen
    python benchmarks/bare_window.py --colour   # draws it with a red pen
    python benchmarks/bare_window.py --text     # the red line in a QMainWindow with a menu,
                                                # a label and a status message
    python benchmarks/bare_window.py --text --imports   # the same, after importing the modules
                                                # the game imports before its window (unused)

The other two forms are references for reading the figures, with costs that a game window cannot
avoid. ``--colour``: the first ``QPainter.setPen``/``setBrush``/``fillRect`` call makes PySide6
build the Python enums of Qt's namespace (those overloads take ``Qt.PenStyle``,
``Qt.GlobalColor`` and so on). ``--text``: drawing text loads fonts and the text engine.
``--imports`` separates what the game's code costs to load from what its window costs to build:
PySide6's import hook reads the source of every module imported after it, so each module of the
game costs a little more than it would in plain Python.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QVBoxLayout, QWidget


def seconds_since_process_start() -> float:
    with open("/proc/self/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    with open("/proc/uptime", encoding="ascii") as uptime:
        return float(uptime.read().split()[0]) - int(fields[19]) / os.sysconf("SC_CLK_TCK")


class Bare(QWidget):
    def __init__(self, colour: bool) -> None:
        super().__init__()
        self.colour = colour

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        if self.colour:
            painter.setPen(QPen(QColor("#DD3344"), 10.0))
        painter.drawLine(0, 0, self.width(), self.height())
        painter.end()
        print(f"smoke-test: first paint {seconds_since_process_start() * 1000:.0f} ms", flush=True)
        print(f"smoke-test: painted at monotonic {time.monotonic():.6f} s", flush=True)
        QApplication.quit()


def text_window() -> QMainWindow:
    window = QMainWindow()
    central = QWidget()
    column = QVBoxLayout(central)
    column.addWidget(QLabel("○  You        ×  Computer"))
    column.addWidget(Bare(colour=True), 1)
    window.setCentralWidget(central)
    window.menuBar().addMenu("&Game")
    window.statusBar().showMessage("Your turn")
    return window


if __name__ == "__main__":
    if "--imports" in sys.argv[1:]:  # what ttt_desktop.qt.app.main imports before its window
        pass
    app = QApplication(sys.argv[:1])
    window = text_window() if "--text" in sys.argv[1:] else Bare(colour="--colour" in sys.argv[1:])
    window.resize(420, 520)
    window.show()
    sys.exit(app.exec())
