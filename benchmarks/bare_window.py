"""The baseline for bench_ui.py: a bare PySide6 window that reports its first paint like
``ttt-desktop --smoke-test`` does, then exits."""

from __future__ import annotations

import os
import sys

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QWidget


def seconds_since_process_start() -> float:
    with open("/proc/self/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    with open("/proc/uptime", encoding="ascii") as uptime:
        return float(uptime.read().split()[0]) - int(fields[19]) / os.sysconf("SC_CLK_TCK")


class Bare(QWidget):
    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        QPainter(self).drawLine(0, 0, self.width(), self.height())
        print(f"smoke-test: first paint {seconds_since_process_start() * 1000:.0f} ms", flush=True)
        QApplication.quit()


if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    window = Bare()
    window.resize(420, 520)
    window.show()
    sys.exit(app.exec())
