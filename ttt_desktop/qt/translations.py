"""The window's language: the game's own translations and Qt's, chosen from a setting.

The setting ``ui/language`` is ``system`` (follow the locale: LANGUAGE, LC_ALL, LANG), ``en`` or
``ja``. Installing translators makes Qt send every widget a ``LanguageChange`` event, and the
windows re-translate themselves, so a switch applies at once.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from ..resources_path import resource_path

LANGUAGE_KEY = "ui/language"


class Language(enum.Enum):
    """The choices of the Language setting."""

    SYSTEM = "system"
    ENGLISH = "en"
    JAPANESE = "ja"

    @property
    def native_name(self) -> str:
        """The language named in itself (untranslated on purpose); empty for SYSTEM."""
        return {Language.SYSTEM: "", Language.ENGLISH: "English", Language.JAPANESE: "日本語"}[self]


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


def _locale(language: Language) -> QLocale:
    if language is Language.SYSTEM:
        return QLocale.system()
    return QLocale(language.value)


class Translations:
    """The two translators (the game's and Qt's own) installed in the application."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = Language.SYSTEM

    def apply(self, language: Language) -> bool:
        """Install the translators for ``language``; True if a game translation was found."""
        app = QCoreApplication.instance()
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed = []
        self.language = language
        locale = _locale(language)
        found = False
        game = QTranslator(app)
        if game.load(locale, "ttt_desktop", "_", str(resource_path("translations"))):
            found = True
            qt = QTranslator(app)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(locale, "qtbase", "_", qt_dir):
                QCoreApplication.installTranslator(qt)
                self._installed.append(qt)
            QCoreApplication.installTranslator(game)
            self._installed.append(game)
        return found


_TRANSLATIONS = Translations()


def apply_language(language: Language) -> bool:
    """Switch the application to ``language`` now; True if a game translation was loaded."""
    return _TRANSLATIONS.apply(language)
