"""What the window says about files: one title per kind of problem (a game file that cannot be
read, one that holds no game, one that cannot be written) and the settings file's problems,
translated through Qt (context ``"FileWords"``).

Every message is whole sentences, ending with a full stop; a problem in opening says that nothing
was loaded. The file's name is a placeholder a translation may put anywhere (Arabic puts the verb
first, so that the sentence does not begin with a left-to-right name).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def cannot_open_title() -> str:
    """The title of a game file that cannot be read (missing, no permission…)."""
    return QCoreApplication.translate("FileWords", "Cannot Open Game")


def not_a_game_title() -> str:
    """The title of a file or text that holds no game (not text, too large, not a game)."""
    return QCoreApplication.translate("FileWords", "Not a Game")


def cannot_save_title() -> str:
    """The title of a game that could not be written."""
    return QCoreApplication.translate("FileWords", "Cannot Save Game")


def nothing_loaded(problem: str) -> str:
    """An opening problem, then what it means for the board."""
    return QCoreApplication.translate("FileWords", "{problem}\n\nNothing was loaded.").format(
        problem=problem)


def not_saved(file: str, error: str) -> str:
    """Why the game could not be saved to ``file``."""
    return QCoreApplication.translate(
        "FileWords", "The game could not be saved to {file}: {error}.").format(
        file=file, error=error)


def settings_reset(copy: str) -> str:
    """The settings file could not be read at all: it starts afresh, and ``copy`` is kept."""
    return QCoreApplication.translate(
        "FileWords", "The settings file was damaged and has been reset; a copy is kept as "
        "{name}.").format(name=copy)


def settings_not_kept(path: str, error: str) -> str:
    """The settings file cannot be written: changes last until the game closes."""
    return QCoreApplication.translate(
        "FileWords", "Settings changes will not be kept after the game closes: {file} cannot "
        "be written ({error}).").format(file=path, error=error)
