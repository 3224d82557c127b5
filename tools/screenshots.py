"""Grab the real window to PNG files in light and dark palettes (for eyes and the README).

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py OUTDIR
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from ttt_desktop.engine import Variant
from ttt_desktop.qt.main_window import MainWindow
from ttt_desktop.qt.settings import FirstMover, Settings


def dark_palette() -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    colours = {role.Window: "#202124", role.Base: "#2b2c30", role.WindowText: "#e8eaed",
               role.Text: "#e8eaed", role.Button: "#303134", role.ButtonText: "#e8eaed",
               role.Highlight: "#8ab4f8", role.PlaceholderText: "#9aa0a6"}
    for which, colour in colours.items():
        palette.setColor(which, QColor(colour))
    return palette


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    light = app.palette()
    with tempfile.TemporaryDirectory() as tmp:
        for name, palette in (("light", light), ("dark", dark_palette())):
            app.setPalette(palette)
            store = QSettings(str(Path(tmp) / f"{name}.ini"), QSettings.Format.IniFormat)
            settings = Settings(first=FirstMover.YOU, variant=Variant.STANDARD)
            window = MainWindow(store, settings, pause_ms=0, seed=3)
            window.resize(420, 520)
            window.show()
            for cell in (4, 0, 2, 6, 3, 5, 7):  # a game played by hand, to a draw-ish finish
                if window.game.is_over():
                    break
                window.game.play(cell)
            window._start_turn()
            window.grab().save(str(out / f"{name}-game.png"))
            window.new_game()
            for cell in (0, 4, 1, 8, 2):
                window.game.play(cell)
            window._start_turn()
            window.grab().save(str(out / f"{name}-win.png"))
            window.new_game()
            window.game.play(0)
            window.game.play(4)
            window._start_turn()
            window.analysis_action.setChecked(True)
            window._refresh()
            window.board.set_highlight(8)
            window.grab().save(str(out / f"{name}-analysis.png"))
            window.close()
    print(f"screenshots in {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "shots"))
