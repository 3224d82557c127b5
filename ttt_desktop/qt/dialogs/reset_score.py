"""Game › Reset Score…: asks before the score goes, for the rule and level on show or for all."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def ask_reset(parent: QWidget, where: str) -> bool | None:
    """Ask whether to reset the score of ``where`` ("Perfect, standard"): ``False`` for that
    score, ``True`` for every score, ``None`` for Cancel."""
    box = QMessageBox(QMessageBox.Icon.Question,
                      QCoreApplication.translate("ResetScoreDialog", "Reset Score"),
                      QCoreApplication.translate(
                          "ResetScoreDialog", "Reset the score for {where}?").format(where=where),
                      QMessageBox.StandardButton.Cancel, parent)
    box.setInformativeText(QCoreApplication.translate("ResetScoreDialog", "This cannot be undone."))
    this_one = box.addButton(QCoreApplication.translate("ResetScoreDialog", "Reset &This Score"),
                             QMessageBox.ButtonRole.AcceptRole)
    every = box.addButton(QCoreApplication.translate("ResetScoreDialog", "Reset &All Scores"),
                          QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    return True if clicked is every else False if clicked is this_one else None
