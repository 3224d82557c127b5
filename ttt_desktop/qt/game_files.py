"""Game › Open Game…: a game file's text, or why it cannot be read, in the player's language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication


def read_game_file(path: Path) -> tuple[str, str]:
    """``(text, "")``, or ``("", why)`` when the file cannot be read or is not text (UTF-8)."""
    try:
        return path.read_text(encoding="utf-8"), ""
    except UnicodeDecodeError:
        return "", QCoreApplication.translate(
            "GameFiles", "{file} is not a text file, so it cannot hold a game.").format(
            file=path.name)
    except OSError as exc:
        return "", QCoreApplication.translate(
            "GameFiles", "{file} could not be read: {error}").format(
            file=path.name, error=exc.strerror or exc)
