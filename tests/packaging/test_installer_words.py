"""The Windows installer's words (packaging/windows/installer.nsi), read without building it: the
game's name in the Start menu and in "Apps & features", and the saved game's file type, are in
each of the installer's languages, as the desktop entry and the file type's comment name them;
every language string the script uses is defined in every language; the message that the
player's data is kept gives its advice once. tests/packaging/test_windows_exe.py runs the built
installer under Wine."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from .helpers import RESOURCES, ROOT, read_desktop_entry

SCRIPT = (ROOT / "packaging" / "windows" / "installer.nsi").read_text(encoding="utf-8")
# NSIS's language names -> the game's language codes ("" for English, the source)
CODES = {"English": "", "Japanese": "ja", "SimpChinese": "zh_CN", "TradChinese": "zh_TW",
         "Korean": "ko", "Spanish": "es", "PortugueseBR": "pt_BR", "French": "fr",
         "German": "de", "Russian": "ru", "Arabic": "ar"}


def languages() -> list[str]:
    return re.findall(r'^!insertmacro MUI_LANGUAGE "(\w+)"', SCRIPT, re.M)


def lang_strings() -> dict[str, dict[str, str]]:
    """Language string name -> {NSIS language: text}."""
    strings: dict[str, dict[str, str]] = {}
    for name, language, text in re.findall(r'^LangString (\w+) \$\{LANG_(\w+)\} "(.*)"$', SCRIPT,
                                           re.M):
        strings.setdefault(name, {})[language] = text
    return strings


def in_language(strings: dict[str, str], language: str) -> str:
    return strings[language.upper()]


def test_the_installer_speaks_the_games_languages() -> None:
    assert sorted(languages()) == sorted(CODES)


def test_every_language_string_it_uses_is_in_every_language() -> None:
    used = set(re.findall(r"\$\((\w+)\)", SCRIPT)) - {"^Name"}
    assert {"KEPT", "START_NAME", "FILE_TYPE"} <= used
    strings = lang_strings()
    missing = {name: sorted({language.upper() for language in languages()}
                            - set(strings.get(name, {})))
               for name in used}
    assert {name: gone for name, gone in missing.items() if gone} == {}


def test_the_start_menu_names_the_game_as_the_desktop_entry_does() -> None:
    entry = read_desktop_entry(RESOURCES / "ttt-desktop.desktop")
    names = lang_strings()["START_NAME"]
    for language, code in CODES.items():
        assert in_language(names, language) == entry[f"Name[{code}]" if code else "Name"]
    # the shortcut and "Apps & features" take it; the uninstaller finds the shortcut by it
    assert 'CreateShortcut "$SMPROGRAMS\\$(START_NAME).lnk"' in SCRIPT
    assert '"DisplayName" "$(START_NAME)"' in SCRIPT
    assert 'Delete "$SMPROGRAMS\\$(START_NAME).lnk"' in SCRIPT
    assert "${DISPLAY_NAME}.lnk" not in SCRIPT


def test_the_file_type_is_named_in_every_language() -> None:
    names = lang_strings()["FILE_TYPE"]
    english = in_language(names, "English")
    untranslated = [language for language in CODES
                    if language != "English" and in_language(names, language) == english]
    assert untranslated == []
    assert '"Software\\Classes\\${FILE_CLASS}" "" "$(FILE_TYPE)"' in SCRIPT
    # the same words as the file type's comment on Linux, where it has them
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    mime = ET.parse(RESOURCES / "mime" / "ttt-desktop.xml").getroot()
    comments = {node.get(lang, ""): node.text for node in mime.iterfind(".//m:comment", ns)}
    assert comments[""] == english
    differ = {code: (comments[code], in_language(names, language))
              for language, code in CODES.items()
              if code in comments and comments[code] != in_language(names, language)}
    assert differ == {}


@pytest.mark.parametrize("language", list(CODES))
def test_the_kept_data_message_gives_its_advice_once(language: str) -> None:
    """Russian said "to delete them too, delete them manually": no word stem twice."""
    text = in_language(lang_strings()["KEPT"], language)
    words = re.findall(r"\w+", re.sub(r"\([^)]*\)|（[^）]*）", " ", text).casefold())
    stems = [word[:5] for word in words if len(word) >= 5]
    assert sorted({stem for stem in stems if stems.count(stem) > 1}) == []
