"""The window's language: the game's own translations and Qt's, chosen from a setting.

The setting ``ui/language`` is ``system`` (follow the system: on Linux the environment,
``LANGUAGE`` then ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``; elsewhere the user's UI languages,
``QLocale.system().uiLanguages()``) or one of the languages below. Installing translators makes
Qt send every widget a ``LanguageChange`` event, and the windows re-translate themselves, so a
switch applies at once; the layout direction turns with it (right to left for Arabic, as the
translation of ``QT_LAYOUT_DIRECTION`` says).
"""

from __future__ import annotations

import enum
import os
import sys
from collections.abc import Iterable, Mapping

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    Qt,
    QTranslator,
)

from ...resources_path import resource_path

LANGUAGE_KEY = "ui/language"

# Qt reads the layout direction from this entry of the translation: "RTL" in Arabic, "LTR"
# elsewhere. Named here so that lupdate keeps it in every .ts file.
LAYOUT_DIRECTION = str(QT_TRANSLATE_NOOP("QGuiApplication", "QT_LAYOUT_DIRECTION"))


class Language(enum.Enum):
    """The choices of the Language setting, in the order Settings lists them."""

    SYSTEM = "system"
    ENGLISH = "en"
    JAPANESE = "ja"
    CHINESE_SIMPLIFIED = "zh_CN"
    CHINESE_TRADITIONAL = "zh_TW"
    KOREAN = "ko"
    SPANISH = "es"
    PORTUGUESE_BRAZIL = "pt_BR"
    FRENCH = "fr"
    GERMAN = "de"
    RUSSIAN = "ru"
    ARABIC = "ar"

    @property
    def native_name(self) -> str:
        """The language named in itself (untranslated on purpose); empty for SYSTEM."""
        return _NATIVE_NAMES[self]


_NATIVE_NAMES = {
    Language.SYSTEM: "", Language.ENGLISH: "English", Language.JAPANESE: "日本語",
    Language.CHINESE_SIMPLIFIED: "简体中文", Language.CHINESE_TRADITIONAL: "繁體中文",
    Language.KOREAN: "한국어", Language.SPANISH: "Español",
    Language.PORTUGUESE_BRAZIL: "Português (Brasil)", Language.FRENCH: "Français",
    Language.GERMAN: "Deutsch", Language.RUSSIAN: "Русский", Language.ARABIC: "العربية",
}

TRANSLATED = tuple(language for language in Language
                   if language not in (Language.SYSTEM, Language.ENGLISH))

# Chinese scripts and regions that name no language of ours directly.
_TRADITIONAL = {"tw", "hk", "mo", "hant"}


def match_language(tag: str) -> Language | None:
    """The language for a locale name or BCP 47 tag (``pt``, ``pt_PT.UTF-8``, ``zh-Hant-HK``,
    ``de_AT@euro``), or None for one the game does not speak; ``C`` and ``POSIX`` are English.

    >>> [match_language(t).value for t in ("pt", "zh_SG", "zh_HK", "zh-Hant", "de_AT.UTF-8")]
    ['pt_BR', 'zh_CN', 'zh_TW', 'zh_TW', 'de']
    """
    name = tag.split(".")[0].split("@")[0].replace("-", "_")
    if name in ("C", "POSIX"):
        return Language.ENGLISH
    parts = [part.lower() for part in name.split("_") if part]
    if not parts:
        return None
    head = parts[0]
    if head == "zh":
        traditional = any(part in _TRADITIONAL for part in parts[1:])
        return Language.CHINESE_TRADITIONAL if traditional else Language.CHINESE_SIMPLIFIED
    if head == "pt":
        return Language.PORTUGUESE_BRAZIL
    for language in Language:
        if language is not Language.SYSTEM and language.value.split("_")[0] == head:
            return language
    return None


def first_match(tags: Iterable[str]) -> Language | None:
    """The first of ``tags`` the game speaks."""
    for tag in tags:
        language = match_language(tag)
        if language is not None:
            return language
    return None


def system_language(environ: Mapping[str, str] | None = None,
                    ui_languages: Iterable[str] | None = None,
                    platform: str = sys.platform) -> Language:
    """What *System* means here: on Linux (and other Unix) ``LANGUAGE`` (a colon-separated
    list, as gettext reads it), then the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that
    is set; on Windows and macOS the user's UI languages. English when nothing matches."""
    if platform.startswith(("win", "darwin")):
        tags = QLocale.system().uiLanguages() if ui_languages is None else ui_languages
        return first_match(tags) or Language.ENGLISH
    env = os.environ if environ is None else environ
    locale_name = next((env[key] for key in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(key)),
                       "")
    if env.get("LANGUAGE") and locale_name not in ("C", "POSIX"):
        found = first_match(env["LANGUAGE"].split(":"))
        if found is not None:
            return found
    return (match_language(locale_name) if locale_name else None) or Language.ENGLISH


def load_language(store: QSettings) -> Language:
    """The saved choice; an unknown value counts as SYSTEM."""
    raw = store.value(LANGUAGE_KEY, Language.SYSTEM.value)
    try:
        return Language(str(raw))
    except ValueError:
        return Language.SYSTEM


def save_language(store: QSettings, language: Language) -> None:
    """Remember the choice."""
    store.setValue(LANGUAGE_KEY, language.value)


def resolve(language: Language) -> Language:
    """The language in force for a choice: SYSTEM becomes the system's language."""
    return system_language() if language is Language.SYSTEM else language


class Translations:
    """The two translators (the game's and Qt's own) installed in the application."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = Language.SYSTEM
        self.in_force = Language.ENGLISH

    def apply(self, language: Language, directory: str | None = None) -> bool:
        """Install the translators for ``language``; True if a game translation was found.
        ``directory`` holds the game's .qm files (the bundled ones by default)."""
        app = QCoreApplication.instance()
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed = []
        self.language = language
        chosen = resolve(language)
        folder = directory or str(resource_path("translations"))
        game = QTranslator(app)
        # English is the source; its file holds the plural forms of the counted strings only
        found = game.load(f"ttt_desktop_{chosen.value}", folder)
        if found and chosen is not Language.ENGLISH:
            qt = QTranslator(app)  # Qt's own words: the standard buttons
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{chosen.value}", qt_dir) or qt.load(f"qtbase_{chosen.value}",
                                                                    folder):
                QCoreApplication.installTranslator(qt)
                self._installed.append(qt)
        if found:
            QCoreApplication.installTranslator(game)
            self._installed.append(game)
        self.in_force = chosen if found else Language.ENGLISH
        QLocale.setDefault(_english_locale() if self.in_force is Language.ENGLISH
                           else QLocale(self.in_force.value))
        _turn_layout()
        from .fonts import prefer_fonts_for

        prefer_fonts_for(self.in_force.value)
        return found


def _english_locale() -> QLocale:
    system = QLocale.system()
    return system if system.language() == QLocale.Language.English else QLocale("en_US")


def _turn_layout() -> None:
    """Right to left when the translation in force says so (Arabic), else left to right."""
    from PySide6.QtGui import QGuiApplication

    if not isinstance(QCoreApplication.instance(), QGuiApplication):
        return
    rtl = QCoreApplication.translate("QGuiApplication", LAYOUT_DIRECTION) == "RTL"
    QGuiApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft if rtl
                                       else Qt.LayoutDirection.LeftToRight)


_TRANSLATIONS = Translations()


def apply_language(language: Language) -> bool:
    """Switch the application to ``language`` now; True if a game translation was loaded."""
    return _TRANSLATIONS.apply(language)

