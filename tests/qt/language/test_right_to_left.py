"""Arabic messages that name a file read right to left: the sentence starts with Arabic (its
verb), so the paragraph runs right to left whatever lays it out, and the file name is isolated
(U+2068 … U+2069), so it reads as itself ("2.ttt", not "ttt.2") inside the Arabic sentence.

A message that began with the file name ("game.ttt لا يحتوي…") took the file name's direction:
laid out left to right, the sentence ran backwards."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[3]
ARABIC = ROOT / "resources" / "translations" / "ttt_desktop_ar.ts"
FILE_PLACEHOLDERS = ("{file}", "{source}", "{name}")  # a file's name (or "the clipboard")


def file_messages() -> list[tuple[str, str]]:
    """(English source, Arabic translation) of every message that names a file."""
    found = []
    for message in ET.parse(ARABIC).getroot().iter("message"):
        source = message.findtext("source") or ""
        if any(p in source for p in FILE_PLACEHOLDERS):
            translation = message.find("translation")
            assert translation is not None and message.get("numerus") != "yes"
            found.append((source, "".join(translation.itertext())))
    return found


def said(translation: str, file: str) -> str:
    """The message's first line with ``file`` in it (the other placeholders as the game might
    fill them: an error in English, a line and column)."""
    text = translation
    for placeholder in FILE_PLACEHOLDERS:
        text = text.replace(placeholder, file)
    text = text.replace("{error}", "Permission denied")
    text = re.sub(r"\{\w+\}", "3", text)
    return text.split("\n")[0]


def glyph_x(text: str) -> dict[int, float]:
    """Where each character of ``text`` is drawn (its glyph's left edge), laid out right to
    left as the Arabic window lays out its labels."""
    layout = QTextLayout(text, QApplication.font())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100_000)
    layout.endLayout()
    flags = (QTextLayout.GlyphRunRetrievalFlag.RetrieveStringIndexes
             | QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphPositions)
    x: dict[int, float] = {}
    for run in layout.glyphRuns(0, len(text), flags):
        for index, position in zip(run.stringIndexes(), run.positions(), strict=True):
            x.setdefault(index, position.x())
    return x


def test_the_messages_that_name_a_file() -> None:
    sources = [source for source, _ in file_messages()]
    assert len(sources) >= 7
    assert any(source.startswith("{file} is not a regular file") for source in sources)
    assert any(source.startswith("{source} does not hold a game") for source in sources)


@pytest.mark.parametrize("file", ["game.ttt", "2.ttt", "game (2).ttt"])
def test_arabic_file_messages_read_right_to_left(qapp, file: str) -> None:
    wrong = []
    for source, translation in file_messages():
        text = said(translation, file)
        document = QTextDocument()
        document.setPlainText(text)  # the direction found from the text, as a QLabel finds it
        if document.firstBlock().textDirection() != Qt.LayoutDirection.RightToLeft:
            wrong.append(f"left to right: {source[:40]!r}")
            continue
        x = glyph_x(text)
        start = text.index(file)
        name = [x[i] for i in range(start, start + len(file)) if not text[i].isspace()]
        if name != sorted(name):
            wrong.append(f"{file} does not read as itself: {source[:40]!r}")
        first_arabic = next(i for i, char in enumerate(text) if "\u0600" <= char <= "\u06ff")
        if first_arabic < start and x[first_arabic] < max(name):
            wrong.append(f"the sentence does not start right of {file}: {source[:40]!r}")
        if first_arabic > start:
            wrong.append(f"{file} comes before the Arabic: {source[:40]!r}")
    assert wrong == []
