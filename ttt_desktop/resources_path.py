"""Where the game's own files (icons, translations, the .desktop file) live at run time.

The files sit in the repository's top-level ``resources/`` folder. Three layouts carry them:

* a source tree or an editable install: ``<repo>/resources``;
* a PyInstaller build (one-file or one-folder): ``sys._MEIPASS / "resources"``
  (``packaging/ttt-desktop.spec`` bundles the folder there);
* an installed wheel: ``ttt_desktop/_resources`` inside the package
  (``[tool.hatch.build.targets.wheel.force-include]`` in pyproject.toml copies it there).

Standard library only, so the engine, the CLI and the packaging scripts may all use it.

>>> resource_path("icons", "ttt-desktop.svg").name
'ttt-desktop.svg'
>>> app_icon_path().is_file()
True
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["APP_ICON_NAME", "app_icon_path", "resource_path", "resources_dir", "translation_codes"]

APP_ICON_NAME = "ttt-desktop"
"""The icon's theme name: the stem of every icon file, and ``Icon=`` in the .desktop file."""

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates() -> list[Path]:
    """The places to look for ``resources/``, most specific first."""
    found: list[Path] = []
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        found.append(Path(meipass) / "resources")
    found.append(_PACKAGE_DIR / "_resources")
    found.append(_PACKAGE_DIR.parent / "resources")
    return found


def resources_dir() -> Path:
    """The folder that holds the game's resources.

    Returns the first existing candidate (PyInstaller bundle, wheel, source tree). When none
    exists, it returns the source-tree path, so that error messages name a sensible place.

    >>> (resources_dir() / "icons").is_dir()
    True
    """
    candidates = _candidates()
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[-1]


def resource_path(*parts: str) -> Path:
    """The path of a file or folder under ``resources/``: ``resource_path("icons", "x.svg")``.

    The path is returned whether or not the file exists; callers that need it check ``is_file()``.

    >>> resource_path("ttt-desktop.desktop").name
    'ttt-desktop.desktop'
    >>> resource_path() == resources_dir()
    True
    """
    return resources_dir().joinpath(*parts)


def app_icon_path() -> Path:
    """The scalable (SVG) application icon, for the window and the taskbar.

    >>> app_icon_path().suffix
    '.svg'
    """
    return resource_path("icons", f"{APP_ICON_NAME}.svg")


def translation_codes() -> tuple[str, ...]:
    """The languages the game is translated into, as their translation files name them
    (``resources/translations/ttt_desktop_XX.ts``; English, the source, is not one): the one
    list that tools, CI, benchmarks and tests read. A new language is a new file there (and its
    entry in ``ttt_desktop.qt.language.translations.Language``, which a test checks).

    >>> "ja" in translation_codes() and "en" not in translation_codes()
    True
    """
    folder = resources_dir() / "translations"
    return tuple(sorted(path.stem.removeprefix("ttt_desktop_")
                        for path in folder.glob("ttt_desktop_*.ts")
                        if path.stem != "ttt_desktop_en"))
