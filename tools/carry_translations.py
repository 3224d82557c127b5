"""Carry translations over to strings that moved: after pyside6-lupdate, an entry left unfinished
whose English words (however its lines are wrapped) and disambiguation have a finished
translation elsewhere in the file, or in the file as git last committed it, gets that
translation.

    python tools/carry_translations.py resources/translations/ttt_desktop_ja.ts [--from X.ts]

``--from`` names more files to take finished translations from (after a merge: each side's file).

Strings that moved from one class (context) to another keep their translations; new strings stay
unfinished for a translator.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def _key(message: ET.Element) -> tuple[str, str]:
    """A message's English text, its lines re-wrapped, and its disambiguation."""
    return (" ".join((message.findtext("source") or "").split()),
            message.findtext("comment") or "")


def _finished(root: ET.Element) -> dict[tuple[str, str], str]:
    known = {}
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") or not (translation.text or "").strip():
            continue
        known[_key(message)] = translation.text or ""
    return known


def carry(path: Path, sources: tuple[Path, ...] = ()) -> int:
    """Fill the unfinished entries of ``path`` that can be; return how many were filled."""
    text = path.read_text(encoding="utf-8")
    tree = ET.ElementTree(ET.fromstring(text))
    known = {}
    for source in sources:
        known.update(_finished(ET.parse(source).getroot()))
    try:
        committed = subprocess.run(["git", "show", f"HEAD:{path.as_posix()}"], check=True,
                                   capture_output=True, text=True).stdout
        known.update(_finished(ET.fromstring(committed)))
    except (subprocess.CalledProcessError, FileNotFoundError, ET.ParseError):
        pass
    known.update(_finished(tree.getroot()))
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        key = _key(message)
        if key in known:
            translation.text = known[key]
            del translation.attrib["type"]
            filled += 1
    # always written back in ElementTree's style (a literal ' and no-break space, where lupdate
    # writes &apos; and &#xa0;), the style the files are committed in: a run that changes no
    # entry changes no line
    header = text[:text.index("<TS")]
    body = ET.tostring(tree.getroot(), encoding="unicode")
    if header + body + "\n" != text:
        path.write_text(header + body + "\n", encoding="utf-8")
    return filled


if __name__ == "__main__":
    names = sys.argv[1:]
    extra = tuple(Path(n) for i, n in enumerate(names) if i and names[i - 1] == "--from")
    for name in (n for i, n in enumerate(names) if n != "--from" and (
            i == 0 or names[i - 1] != "--from")):
        print(f"{name}: {carry(Path(name), extra)} translations carried over")
