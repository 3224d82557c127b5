"""Fill a Qt .ts file from translations kept as JSON.

    python tools/import_translations.py resources/translations/ttt_desktop_de.ts de.json [...]
        [--replace] [--check]

Each JSON file is a list of objects ``{"context", "source", "comment", "translation"}``. An
entry of the .ts file takes the translation whose English ``source`` (its lines re-wrapped) and
``comment`` (the disambiguation; empty or null for none) match; the context is ignored, so a
string that moved to another class still matches. For a counted entry (``%n``, numerus) the
translation is a list with one text per plural form of the language (as many as the .ts file has
``numerusform`` elements: 1 for ja, zh, ko; 2 for es, pt_BR, fr, de; 3 for ru; 6 for ar), or
one text when the language has one form.

Only unfinished entries are filled unless ``--replace`` is given. A translation is refused (and
named on stderr) when its placeholders (``{name}``, ``%1``, ``%n``) differ from the source's,
when a menu accelerator (``&X``) is missing or doubled, or when it has the wrong number of
plural forms; the entry then stays as it was. Entries no JSON covers stay unfinished: the
script prints how many. ``--check`` changes nothing and exits with 1 when a translation would be
refused.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

PLACEHOLDER = re.compile(r"\{[a-z_]*(?::[^}]*)?\}|%n|%L?\d")
ACCELERATOR = re.compile(r"&(?![a-zA-Z]+;|#[0-9]+;)(?=\S)")  # not &amp; or &#160;


def key(source: str, comment: str | None) -> tuple[str, str]:
    """A message's English text, its lines re-wrapped, and its disambiguation."""
    return " ".join(source.split()), comment or ""


def placeholders(text: str) -> list[str]:
    """The placeholders of a text, sorted (their order may change in a translation)."""
    return sorted(PLACEHOLDER.findall(text.replace("&&", "")))


def accelerators(text: str) -> int:
    """How many ``&`` mark a menu accelerator (``&&`` is a literal ampersand)."""
    return len(ACCELERATOR.findall(text.replace("&&", "")))


def problems(source: str, forms: list[str], numerus: bool) -> list[str]:
    """Why the translation ``forms`` of ``source`` cannot be taken (empty when it can)."""
    found = []
    want = placeholders(source)
    for form in forms:
        if not form.strip():
            found.append("an empty translation")
        have = placeholders(form)
        # a plural form for exactly one thing may write the number out ("one game")
        if have != want and not (numerus and [p for p in want if p != "%n"] == have):
            found.append(f"placeholders {have} instead of {want}")
        if accelerators(source) != accelerators(form) and "&" in source.replace("&&", ""):
            found.append(f"{accelerators(form)} accelerators instead of {accelerators(source)}")
    return found


def load(paths: list[Path]) -> dict[tuple[str, str], Any]:
    """The translations of every JSON file, later files winning."""
    known: dict[tuple[str, str], Any] = {}
    for path in paths:
        for entry in json.loads(path.read_text(encoding="utf-8")):
            translation = entry.get("translation")
            if translation:
                known[key(entry["source"], entry.get("comment"))] = translation
    return known


def fill(ts: Path, known: dict[tuple[str, str], Any], replace: bool = False,
         write: bool = True) -> tuple[int, int, list[str]]:
    """Fill ``ts``; (entries filled, entries still unfinished, refusals)."""
    text = ts.read_text(encoding="utf-8")
    tree = ET.ElementTree(ET.fromstring(text))
    filled, refused = 0, []
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or (translation.get("type") != "unfinished" and not replace):
            continue
        found = known.get(key(source, message.findtext("comment")))
        if found is None:
            continue
        numerus = message.get("numerus") == "yes"
        slots = translation.findall("numerusform") if numerus else []
        forms = [found] if isinstance(found, str) else list(found)
        if numerus and len(forms) == 1 and len(slots) > 1:
            refused.append(f"{source!r}: 1 plural form for {len(slots)}")
            continue
        if (numerus and len(forms) != len(slots)) or (not numerus and len(forms) != 1):
            refused.append(f"{source!r}: {len(forms)} forms instead of {len(slots) or 1}")
            continue
        why = problems(source, forms, numerus)
        if why:
            refused.append(f"{source!r}: {'; '.join(why)}")
            continue
        if numerus:
            for slot, form in zip(slots, forms, strict=True):
                slot.text = form
        else:
            translation.text = forms[0]
        translation.attrib.pop("type", None)
        filled += 1
    unfinished = sum(1 for m in tree.getroot().iter("message")
                     if (t := m.find("translation")) is not None and t.get("type"))
    if write and filled:
        header = text[:text.index("<TS")]
        ts.write_text(header + ET.tostring(tree.getroot(), encoding="unicode") + "\n",
                      encoding="utf-8")
    return filled, unfinished, refused


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ts", type=Path)
    parser.add_argument("json", type=Path, nargs="+")
    parser.add_argument("--replace", action="store_true",
                        help="also replace finished translations")
    parser.add_argument("--check", action="store_true", help="change nothing; report refusals")
    args = parser.parse_args(argv)
    for path in (args.ts, *args.json):
        if not path.is_file():
            print(f"import_translations: {path}: no such file", file=sys.stderr)
            return 2
    try:
        known = load(args.json)
    except (json.JSONDecodeError, KeyError, TypeError) as exc:
        print(f"import_translations: not a list of translations: {exc}", file=sys.stderr)
        return 2
    filled, unfinished, refused = fill(args.ts, known, args.replace, write=not args.check)
    for line in refused:
        print(f"import_translations: {args.ts.name}: refused {line}", file=sys.stderr)
    print(f"{args.ts}: {filled} filled, {unfinished} still unfinished, {len(refused)} refused")
    return 1 if refused and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
