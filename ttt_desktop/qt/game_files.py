"""Game › Open Game…: a game file's text, or why it cannot be read, in the player's language.

A file chosen to open is untrusted input: only a regular file of at most :data:`MAX_BYTES` is
read (a game is under 1 KB), so a FIFO, a device or a file of gigabytes never freezes the window
or fills its memory.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication

from .words.files import cannot_open_title, not_a_game_title

# The largest game file read: 64 KB (a game with comments is under 1 KB).
MAX_BYTES: Final = 64 * 1024


def read_game_file(path: Path) -> tuple[str, str, str]:
    """``(text, "", "")``, or ``("", why, title)`` when the file cannot be read (titled
    :func:`~.words.files.cannot_open_title`), or is not a regular file, is over
    :data:`MAX_BYTES` or is not text (UTF-8) (titled :func:`~.words.files.not_a_game_title`)."""
    try:
        mode = path.stat().st_mode  # does not open it: a FIFO would block the window
        if not stat.S_ISREG(mode):
            return "", QCoreApplication.translate(
                "GameFiles", "{file} is not a regular file, so it cannot hold a game.").format(
                file=path.name), not_a_game_title()
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        descriptor = os.open(path, flags)
        with os.fdopen(descriptor, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):  # swapped since the check
                return "", QCoreApplication.translate(
                    "GameFiles", "{file} is not a regular file, so it cannot hold a game.").format(
                    file=path.name), not_a_game_title()
            data = file.read(MAX_BYTES + 1)
    except OSError as exc:
        return "", QCoreApplication.translate(
            "GameFiles", "{file} could not be read: {error}.").format(
            file=path.name, error=exc.strerror or exc), cannot_open_title()
    if len(data) > MAX_BYTES:
        return "", QCoreApplication.translate(
            "GameFiles", "{file} is over 64 KB, so it cannot hold a game.").format(
            file=path.name), not_a_game_title()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return "", QCoreApplication.translate(
            "GameFiles", "{file} is not a text file, so it cannot hold a game.").format(
            file=path.name), not_a_game_title()
    return text.replace("\r\n", "\n").replace("\r", "\n"), "", ""  # as text mode reads it
