"""The slimmed build's qtbase_xx.qm files (packaging/qm_trim.py): every word the game can show
is looked up as before, the words of the Qt modules it never shows are gone."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QTranslator

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
from qm_trim import DROPPED_CONTEXTS, message_keys, trim_qm

QT_TRANSLATIONS = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
LANGUAGES = sorted(path.stem.removeprefix("ttt_desktop_") for path in
                   (Path(__file__).resolve().parents[2] / "resources" / "translations")
                   .glob("ttt_desktop_*.ts") if path.stem != "ttt_desktop_en")


def lookups(translator_: QTranslator, keys: list[tuple[str, str, str]]) -> list[str]:
    return [translator_.translate(context, source, comment or None)
            for context, source, comment in keys]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_trimmed_file_translates_every_kept_word_as_before(qapp, tmp_path: Path,
                                                                language: str) -> None:
    source = QT_TRANSLATIONS / f"qtbase_{language}.qm"
    data = source.read_bytes()
    trimmed, report = trim_qm(data)
    assert report.bytes_after < report.bytes_before / 2  # most of each file is never shown
    keys = message_keys(data)
    kept = [key for key in keys if not DROPPED_CONTEXTS.fullmatch(key[0])]
    dropped = [key for key in keys if DROPPED_CONTEXTS.fullmatch(key[0])]
    assert len(kept) == report.messages_after and dropped
    whole, cut = QTranslator(), QTranslator()
    (tmp_path / "whole.qm").write_bytes(data)
    (tmp_path / "cut.qm").write_bytes(trimmed)
    assert whole.load(str(tmp_path / "whole.qm")) and cut.load(str(tmp_path / "cut.qm"))
    assert lookups(cut, kept) == lookups(whole, kept)
    assert sum(bool(word) for word in lookups(whole, kept)) > len(kept) * 0.8
    assert not any(lookups(cut, dropped))
    assert cut.language() == whole.language()


def test_what_the_game_shows_stays(qapp, tmp_path: Path) -> None:
    """The standard buttons, the menus' key names, the file dialog, the text fields' menu and
    the layout direction: German and Arabic as examples."""
    shown = {"de": [("QPlatformTheme", "Cancel", "Abbrechen"), ("QShortcut", "Ctrl", "Strg"),
                    ("QFileDialog", "Open", "Öffnen"), ("QWidgetTextControl", "&Copy", "&Kopieren"),
                    ("QGuiApplication", "QT_LAYOUT_DIRECTION", "LTR")],
             "ar": [("QGuiApplication", "QT_LAYOUT_DIRECTION", "RTL")]}
    for language, words in shown.items():
        path = tmp_path / f"{language}.qm"
        path.write_bytes(trim_qm((QT_TRANSLATIONS / f"qtbase_{language}.qm").read_bytes())[0])
        cut = QTranslator()
        assert cut.load(str(path))
        for context, source, want in words:
            assert cut.translate(context, source) == want, (language, context, source)


def test_a_file_that_is_not_a_translation_is_refused() -> None:
    with pytest.raises(ValueError, match="not a Qt translation"):
        trim_qm(b"<TS></TS>")
    with pytest.raises(ValueError):
        trim_qm(bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd") + b"\x69\x00\x00\x00\x09\x06")
