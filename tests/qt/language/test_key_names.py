"""Keys named in a sentence ("press Enter or Space", "press End") are named in the language's
own words, the words Help › How to Play's table of keys shows beside them: Qt's own names for
the keys (qtbase_xx.qm, as QKeySequence's native text gives them), or the language's word where
Qt keeps the English one but the language has a word of its own. Shortcuts (Ctrl+N) stay as
they are: tests/qt/test_languages.py checks them."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QTranslator

from ttt_desktop.qt.language.translations import TRANSLATED

ROOT = Path(__file__).resolve().parents[3]
TRANSLATIONS = ROOT / "resources" / "translations"
CODES = [language.value for language in TRANSLATED]

# a key as an English sentence names it -> its name in Qt's own words (context "QShortcut")
KEYS = {"Space": "Space", "Enter": "Enter", "Return": "Return", "End": "End", "Home": "Home",
        "Escape": "Esc", "Esc": "Esc", "Backspace": "Backspace", "Tab": "Tab",
        "Delete": "Del", "Insert": "Ins", "Page Up": "PgUp", "Page Down": "PgDown"}
# Where Qt keeps the English name though the language has a word of its own: the space bar
# has no label to read, and a German keyboard's Enter key shows only an arrow.
OWN_WORDS = {("ja", "Space"): "スペース", ("ko", "Space"): "스페이스바",
             ("ar", "Space"): "المسافة", ("de", "Enter"): "Eingabetaste"}
SHORTCUT = re.compile(r"\b(?:Ctrl|Shift|Alt|Meta)\+\S+")


def named(key: str) -> re.Pattern[str]:
    """``key`` as a word of its own, whatever script surrounds it (Korean puts its particles
    right after a Latin word: "End를")."""
    return re.compile(rf"(?<![A-Za-z]){re.escape(key)}(?![A-Za-z])")


def qt_names(code: str) -> dict[str, str]:
    """Each key of KEYS in Qt's own words in ``code``."""
    translator = QTranslator()
    assert translator.load(f"qtbase_{code}",
                           QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    return {key: translator.translate("QShortcut", qt) or qt for key, qt in KEYS.items()}


def sentences_naming_keys(code: str) -> list[tuple[str, str, list[str]]]:
    """(English source, key, the translation's forms) for every key an English string names."""
    found = []
    for message in ET.parse(TRANSLATIONS / f"ttt_desktop_{code}.ts").getroot().iter("message"):
        # "the End" is the end of something ("Run to the End"), not the key
        source = re.sub(r"\bthe End\b", "the end",
                        SHORTCUT.sub("", message.findtext("source") or "").replace("&", ""))
        translation = message.find("translation")
        assert translation is not None
        forms = ([form.text or "" for form in translation.findall("numerusform")]
                 if message.get("numerus") == "yes" else ["".join(translation.itertext())])
        found += [(source, key, forms) for key in KEYS if named(key).search(source)]
    return found


def test_the_english_strings_name_keys() -> None:
    """What the test below reads: the keys How to Play and the status line name."""
    keys = {key for _source, key, _forms in sentences_naming_keys("ja")}
    assert {"Space", "Enter", "End"} <= keys


@pytest.mark.parametrize("code", CODES)
def test_no_key_name_is_left_in_english_where_the_language_has_one(qapp, code: str) -> None:
    qt = qt_names(code)
    wrong = []
    for _source, key, forms in sentences_naming_keys(code):
        word = OWN_WORDS.get((code, key), qt[key])
        for text in forms:
            text = SHORTCUT.sub("", text)
            if word not in text:
                wrong.append(f"{key} is not {word!r} in {text[:70]!r}")
            elif word != key and named(key).search(text):
                wrong.append(f"{key} is still in English in {text[:70]!r}")
    assert wrong == []
