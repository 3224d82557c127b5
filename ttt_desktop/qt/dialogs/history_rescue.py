"""A damaged history: offered once, keep the damaged file aside and start a new history."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:
    from ...play.recorder import HistoryRecorder



def offer_fresh_history(parent: QWidget, recorder: HistoryRecorder,
                        say: Callable[[str], None]) -> QMessageBox | None:
    """If the history is damaged and this was not offered yet, ask (without blocking the game)
    whether to keep the damaged file aside and start a new history; ``say`` tells what was
    done. Return the question, if asked."""
    if recorder.damaged_path is None or recorder.fresh_start_offered:
        return None
    recorder.fresh_start_offered = True
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("HistoryRescue", "Game History Damaged"))
    box.setText(QCoreApplication.translate(
        "HistoryRescue", "The game history is damaged, so no game is being kept. Keep the "
        "damaged file aside (renamed, not deleted) and start a new history?"))
    box.setWindowModality(Qt.WindowModality.NonModal)  # the game plays on meanwhile
    box.setDetailedText(str(recorder.damaged_path))
    fresh = box.addButton(QCoreApplication.translate("HistoryRescue", "&Start a New History"),
                          QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("HistoryRescue", "&Not Now"),
                  QMessageBox.ButtonRole.RejectRole)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered() -> None:
        if box.clickedButton() is not fresh:
            return
        kept = recorder.start_afresh()
        if kept is not None and recorder.store is not None:
            say(QCoreApplication.translate(
                "HistoryRescue", "The damaged history is kept as {file}; a new history is "
                "started.").format(file=kept.name))
        else:
            say(QCoreApplication.translate(
                "HistoryRescue", "The damaged history could not be renamed: no game is being "
                "kept."))

    box.finished.connect(answered)
    box.show()
    return box
