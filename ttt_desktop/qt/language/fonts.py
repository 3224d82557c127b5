"""The bundled fonts, registered as fallbacks so that Japanese, Chinese, Korean and Arabic render
without any such font installed while Latin text keeps the system font.

Each file in ``resources/fonts/`` holds only the characters the translations use
(``tools/make-font-subset`` cuts them). The Han characters of Japanese and Chinese share code
points but not shapes, so the order of the fallbacks follows the language in force: Simplified
Chinese asks the SC subset first, Traditional Chinese the TC one, Japanese (and every other
language) the JP one. The subsets of the other scripts are registered when they are needed: the
language in force, or the language list in Settings, which names every language in itself.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from ...resources_path import resource_path

FONT_FILE = "NotoSansJP-subset.otf"
# language code -> the subset that draws it; the order is the fallback order for the others
FONT_FILES = {
    "ja": FONT_FILE,
    "zh_CN": "NotoSansSC-subset.otf",
    "zh_TW": "NotoSansTC-subset.otf",
    "ko": "NotoSansKR-subset.otf",
    "ar": "NotoSansArabic-subset.ttf",
}

_families: dict[str, str] = {}  # font file -> its family, once registered


class _State:
    language = "ja"  # whose subset comes first
    everything = False  # every subset registered (the language list was shown)


_state = _State()


def _register(file: str) -> str | None:
    if file not in _families:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", file)))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not families:
            return None
        _families[file] = families[0]
    return _families[file]


def fallback_order(language: str) -> list[str]:
    """The subsets' files, the one for ``language`` first (JP first for every language without
    its own subset), then the others."""
    first = FONT_FILES.get(language, FONT_FILE)
    return [first, *(file for file in FONT_FILES.values() if file != first)]


def _apply() -> list[str]:
    """Register what is needed and put the families after the system font, in order."""
    order = fallback_order(_state.language)
    wanted = order if _state.everything else [file for file in order
                                          if file in _families or file == order[0]]
    families = [family for family in map(_register, wanted) if family is not None]
    ours = set(_families.values())
    app_font = QGuiApplication.font()
    first = app_font.family()
    own = [family for family in (app_font.families() or [first]) if family not in ours]
    if own + families != app_font.families():
        app_font.setFamilies(own + families)
        QGuiApplication.setFont(app_font)
    base = own[0] if own else first
    if [s for s in QFont.substitutes(base) if s in ours] != families:
        QFont.removeSubstitutions(base)
        QFont.insertSubstitutions(base, families)  # also for fonts built from the family name
    return families


def install_fallback_font() -> str | None:
    """Register the subset of the language in force (JP by default) as the first fallback.

    Returns its family name, or None when the file is missing or unreadable.
    """
    families = _apply()
    return families[0] if families else None


def prefer_fonts_for(language: str) -> list[str]:
    """Order the fallbacks for ``language`` (a code such as ``zh_CN``); the families in force."""
    _state.language = language
    return _apply()


def install_all_fallback_fonts() -> list[str]:
    """Register every subset (for the language list, which shows every script at once)."""
    _state.everything = True
    return _apply()
