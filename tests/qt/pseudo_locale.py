"""A pseudo-locale for tests: every source string wrapped in [ ], its letters accented and its
length grown by about 40% (``New Game`` -> ``[Ñéŵ Ĝåɱé ·····]``).

Text on screen that is not bracketed did not go through tr(); text that no longer fits at the
default size would not fit a language that runs longer than English (Spanish, German, Russian);
the accents reach above and below the Latin letters, as other scripts do. Placeholders, HTML tags
and entities, accelerators and shortcut names stay as they are.
"""

from __future__ import annotations

import math
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

ROOT = Path(__file__).resolve().parents[2]
SOURCE_TS = ROOT / "resources" / "translations" / "ttt_desktop_ja.ts"  # holds every string

ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçđéƒĝĥïĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÏĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
# what stays as written: tags, entities, placeholders, accelerators' markers, shortcut names
KEEP = re.compile(r"<[^>]+>|&[a-zA-Z]+;|&#\d+;|\{[^}]*\}|%n|%L?\d|&&|&"
                  r"|\b(?:Ctrl|Shift|Alt|Esc|Enter|Space|Tab|Backspace|Home|End|F\d+)\b"
                  r"(?:\+\S)?")
GROWTH = 0.4


def pseudo(text: str) -> str:
    """The pseudo-translation of one source string."""
    if not text.strip():
        return text
    parts, letters, last = [], 0, 0
    for match in KEEP.finditer(text):
        plain = text[last:match.start()]
        parts.append(plain.translate(ACCENTED))
        letters += sum(c.isalpha() for c in plain)
        parts.append(match.group())
        last = match.end()
    plain = text[last:]
    parts.append(plain.translate(ACCENTED))
    letters += sum(c.isalpha() for c in plain)
    padding = "·" * max(1, math.ceil(GROWTH * letters))
    return f"[{''.join(parts)} {padding}]"


def is_pseudo(text: str) -> bool:
    """Whether every word of ``text`` lies inside a pseudo-translation's brackets."""
    rest = text
    while True:
        inner = re.sub(r"\[[^\[\]]*\]", "", rest)
        if inner == rest:
            break
        rest = inner
    return not re.search(r"[A-Za-z]{2,}", rest)


def write_ts(target: Path) -> Path:
    """A .ts file with every entry of the game pseudo-translated (two plural forms)."""
    root = ET.parse(SOURCE_TS).getroot()
    root.set("language", "en")
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        text = "LTR" if source == "QT_LAYOUT_DIRECTION" else pseudo(source)
        if message.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            for _ in range(2):
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = text
    target.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                      + ET.tostring(root, encoding="unicode"), encoding="utf-8")
    return target


def build_qm(folder: Path) -> Path:
    """The pseudo-locale's .qm file, built with pyside6-lrelease into ``folder``."""
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if lrelease is None:
        raise FileNotFoundError("pyside6-lrelease is not installed next to this Python")
    ts = write_ts(folder / "ttt_desktop_pseudo.ts")
    qm = folder / "ttt_desktop_pseudo.qm"
    subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True, timeout=60)
    return qm


def install(qm: Path) -> QTranslator:
    """Install the pseudo-locale over whatever is installed; remove it with uninstall()."""
    translator = QTranslator(QCoreApplication.instance())
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    return translator


def uninstall(translator: QTranslator) -> None:
    QCoreApplication.removeTranslator(translator)
