"""The bundled Japanese font, registered as a fallback so that Japanese renders without a CJK
font installed while Latin text keeps the system font.

``resources/fonts/NotoSansJP-subset.otf`` holds only the characters the translations use
(``tools/make-font-subset`` cuts it).
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from ..resources_path import resource_path

FONT_FILE = "NotoSansJP-subset.otf"

_registered: list[str] = []


def install_fallback_font() -> str | None:
    """Register the subset once and append it to the application font's families.

    Returns the subset's family name, or None when the file is missing or unreadable.
    """
    if not _registered:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", FONT_FILE)))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not families:
            return None
        _registered.append(families[0])
    family = _registered[0]
    app_font = QGuiApplication.font()
    first = app_font.family()
    if family not in app_font.families():
        app_font.setFamilies([*(app_font.families() or [first]), family])
        QGuiApplication.setFont(app_font)
    if family not in QFont.substitutes(first):
        QFont.insertSubstitution(first, family)  # also for fonts built from the family name
    return family
