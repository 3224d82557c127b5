"""Words that read wrong in a translation though every placeholder is right, found by reading the
translations through: a peak rating said as a limit, a count before a word it cannot agree
with, How to Play's last-line rule said otherwise than the rule, and French's own slips (its
glossary's word for a game's review, a cell's place, the third rule's name inside a
sentence)."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ttt_desktop.qt.language.translations import TRANSLATED

ROOT = Path(__file__).resolve().parents[3]
TRANSLATIONS = ROOT / "resources" / "translations"
CODES = [language.value for language in TRANSLATED]
NBSP = "\xa0"


def entries(code: str) -> list[tuple[str, str, list[str]]]:
    """(context, English source, the translation's forms) of every entry of a language."""
    found = []
    for context in ET.parse(TRANSLATIONS / f"ttt_desktop_{code}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = ([form.text or "" for form in translation.findall("numerusform")]
                     if message.get("numerus") == "yes" else ["".join(translation.itertext())])
            found.append((context.findtext("name") or "", message.findtext("source") or "",
                          forms))
    return found


def translation_of(code: str, source: str) -> list[str]:
    return next(forms for _, english, forms in entries(code) if english == source)


# Words that make a peak rating ("{best} at best") read as a limit ("at most {best}").
LIMITS = {"fr": ("au mieux", "au plus", "au maximum"), "de": ("höchstens",),
          "es": ("como máximo", "a lo sumo", "como mucho"), "pt_BR": ("no máximo",)}


@pytest.mark.parametrize("code", sorted(LIMITS))
def test_a_peak_rating_is_not_said_as_a_limit(code: str) -> None:
    peaks = [forms for _, source, forms in entries(code) if "{best:.0f} at best" in source]
    assert len(peaks) >= 4  # the two charts' lines, the puzzles' and the game rating's
    wrong = [text for forms in peaks for text in forms
             if any(limit in text.lower() for limit in LIMITS[code])]
    assert wrong == []


# The counts that may stand before a word: the number of things (%n) and the counts a sentence
# gives beside it. Qt picks the first plural form for one in these languages.
COUNTS = ("%n", "{solved}", "{wins}", "{draws}", "{losses}")
OTHER_PLACEHOLDER = re.compile(r"\{\w+(?::[^}]*)?\}")


@pytest.mark.parametrize("code", ["fr", "es", "pt_BR"])
def test_a_count_of_one_is_not_followed_by_a_plural(code: str) -> None:
    """A count given beside the counted sentence's own number cannot make the word after it
    agree ("1 résolus sur 3"); the word goes before it instead ("résolus : 1 sur 3"). Each
    count is set to 1, in the form Qt picks for 1 when it is the sentence's number, and the
    word after it must not be a plural (these languages' plurals end in -s)."""
    wrong = []
    for _, source, forms in entries(code):
        for count in (c for c in COUNTS if c in source):
            for index, text in enumerate(forms):
                if count == "%n" and index > 0:
                    continue  # the plural forms are for other numbers
                said = text.replace(count, "1")
                said = OTHER_PLACEHOLDER.sub("7", said).replace("%n", "7")
                for word in re.findall(r"(?<![\d.,])1[\s\xa0]+([^\W\d_]+)", said):
                    if word.endswith("s"):
                        wrong.append(f"1 {word}: {text[:60]!r}")
    assert wrong == []


def list_items(html_text: str) -> list[str]:
    """The text of each <li> of an HTML text, tags dropped and spaces joined."""
    return [" ".join(re.sub(r"<[^>]+>", "", item).split())
            for item in re.findall(r"<li>(.*?)</li>", html.unescape(html_text), re.S)]


LAST_LINE_RULE = ("A line does not end the game. If the other player then makes one too, that "
                  "later line wins at once; if not, the first line wins when the board is full.")


@pytest.mark.parametrize("code", CODES)
def test_how_to_play_says_the_last_line_rule_as_the_rules_say_it(code: str) -> None:
    """A line does not end the game, a later line ends it at once (engine/rules.py): How to
    Play's item says the rule in the words Settings gives it, not "play goes on until the
    board is full"."""
    help_text = next((source, forms[0]) for context, source, forms in entries(code)
                     if context == "HelpText" and "<h3>How to play</h3>" in source)
    english_items, items = list_items(help_text[0]), list_items(help_text[1])
    assert len(items) == len(english_items) == 3
    assert english_items[2].casefold().endswith(LAST_LINE_RULE.casefold())
    rule = " ".join(translation_of(code, LAST_LINE_RULE)[0].split())
    assert items[2].casefold().endswith(rule.casefold())


def test_japanese_does_not_say_play_goes_on_to_a_full_board() -> None:
    """The slip of the Japanese texts of last line wins: 盤が埋まるまで続け… (play goes on until
    the board is full), where a second line ends the game at once."""
    said = [text for _, source, forms in entries("ja") for text in forms
            if "line" in source.lower() and "埋まるまで続" in text]
    assert said == []


def french_glossary() -> dict[str, str]:
    """English concept -> French words, from docs/translations.md's French glossary."""
    doc = (ROOT / "docs" / "translations.md").read_text(encoding="utf-8")
    section = doc.split("### French (fr) glossary", 1)[1].split("\n### ", 1)[0]
    rows = re.findall(r"^\| ([^|]+?) \| ([^|]+?) \|$", section, re.M)
    return {english: french for english, french in rows}


def test_french_says_a_games_review_in_its_glossarys_word() -> None:
    word = french_glossary()["review (a game)"].split()[0]
    # the review as a thing (not "to review it"); a puzzle's review is another thing
    named = [(source, forms) for context, source, forms in entries("fr")
             if context != "PuzzleWords"
             and re.search(r"(?<!to )\b[Rr]e&?view\b(?! it)", source)]
    assert len(named) >= 3  # the menu's action, the summary's name, the status line's note
    assert [source for source, forms in named if word not in forms[0].lower()] == []
    assert [forms for _, _, forms in entries("fr")
            if any(re.search(r"\brevue\b", text) for text in forms)] == []


def test_french_names_a_cell_by_where_it_is() -> None:
    """"en haut à gauche", as the board's own help says where 7 is, not "haut gauche"."""
    top_left = translation_of("fr", "top left")[0]
    board_help = translation_of("fr", "Move with the arrow keys and play with Enter, or press 1 "
                                      "to 9 as on a numeric keypad: 7 is the top left.")[0]
    assert board_help.endswith(f"7 est {top_left}.")


def test_french_puts_the_third_rules_name_where_a_clause_reads() -> None:
    """In a sentence the rules are named "standard", "misère" or "la dernière ligne gagne", a
    clause: after "en" or "de" it breaks the sentence, so it stands quoted, in brackets, after a
    comma or on its own."""
    assert translation_of("fr", "last line wins") == ["la dernière ligne gagne"]
    wrong = []
    for _, _, forms in entries("fr"):
        for text in forms:
            for before in re.findall(r"(.{0,3})\{rules\}", text):
                if not (before == "" or before.endswith(("(", f"«{NBSP}", ", ", "· "))):
                    wrong.append(text[:70])
    assert wrong == []


@pytest.mark.parametrize(("source", "slip"), [
    ("The later line", "tardive"),  # "the latest line": there are never more than two
    ("about {level}", "environ"),  # "environ Difficile": about as a quantity
])
def test_french_slips_stay_fixed(source: str, slip: str) -> None:
    assert slip not in translation_of("fr", source)[0]
