"""Open every dialog of the window and print each one's size and its screen's free area, one
JSON object a line (run by ``test_dialogs_fit.py`` in a process of its own, on an offscreen
screen of a given size and scale).

    python -m tests.qt.dialog_fit_probe LANGUAGE
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget

from ttt_desktop.play.settings import Settings
from ttt_desktop.qt.language.translations import Language, apply_language
from ttt_desktop.qt.main_window import MainWindow


def report(name: str, widget: QWidget) -> None:
    widget.show()
    QApplication.processEvents()
    available = widget.screen().availableGeometry()
    hint = widget.minimumSizeHint()
    print(json.dumps({"dialog": name, "width": widget.width(), "height": widget.height(),
                      "min_width": hint.width(), "min_height": hint.height(),
                      "free_width": available.width(), "free_height": available.height(),
                      "dpr": widget.devicePixelRatioF()}), flush=True)


def main() -> None:
    app = QApplication([])
    apply_language(Language(sys.argv[1]) if len(sys.argv) > 1 else Language.ENGLISH)
    folder = Path(tempfile.mkdtemp())
    store = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    naming: list[str] = ["?"]

    def shown(dialog: QDialog) -> int:
        report(naming[0] + ":" + type(dialog).__name__, dialog)
        dialog.close()
        return 0

    def boxed(kind: str):
        def box(parent, title, text, *args, **kwargs):
            message = QMessageBox(QMessageBox.Icon.Information, title, text,
                                  QMessageBox.StandardButton.Ok, parent)
            report(naming[0] + ":" + kind, message)
            message.close()
            return QMessageBox.StandardButton.Ok
        return box

    QDialog.exec = shown  # type: ignore[method-assign]
    for kind in ("information", "warning", "about", "question"):
        setattr(QMessageBox, kind, staticmethod(boxed(kind)))
    not_a_game = folder / "game.ttt"
    not_a_game.write_text("X O X\n" * 3 + "this line is not a move at all\n")
    QFileDialog.getOpenFileName = staticmethod(  # type: ignore[method-assign]
        lambda *a, **k: (str(not_a_game), ""))

    window = MainWindow(store, Settings(), pause_ms=0, history_path=folder / "h.sqlite3")
    window.show()
    QApplication.processEvents()
    report("main window", window)
    for name, open_it in (("how to play", window.show_how_to_play),
                          ("about", window.show_about),
                          ("settings", window.open_settings),
                          ("watch", window.watch),
                          ("reset score", window.reset_score),
                          ("open game", window.files.open_dialog)):
        naming[0] = name
        open_it()
    window.controller.recorder.open_now()
    window.show_statistics()
    assert window.statistics_window is not None
    report("statistics", window.statistics_window)
    window.show_puzzles()
    from ttt_desktop.qt.puzzle_window import PuzzleWindow

    puzzles = window.findChild(PuzzleWindow)
    assert puzzles is not None
    report("puzzles", puzzles)
    window.close()
    window.controller.opponent.shutdown()
    del app


if __name__ == "__main__":
    main()
