"""Every character the window composes at run time is in a bundled font of the right region and
draws as a glyph, not only the characters of the .ts files: the review's summaries, whose counts
are joined as the locale joins a list (Korean 및, Chinese 和: QLocale's words, in no .ts file),
and How to Play, whose table names the keys in Qt's own words (qtbase_xx.qm)."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import product

import pytest
from PySide6.QtCore import QLocale

from ttt_desktop.engine import Variant
from ttt_desktop.engine.review import Verdict, review_game
from ttt_desktop.qt.language.fonts import FONT_FILE, FONT_FILES
from ttt_desktop.qt.language.translations import TRANSLATED
from ttt_desktop.qt.words.help import how_to_play_html
from ttt_desktop.qt.words.review import summary

from ..test_languages import _cmap, _is_cjk, _runs

CODES = [language.value for language in TRANSLATED]
GAME = (4, 0, 2, 6, 3, 5, 1, 7, 8)  # nine moves, a draw: room for nine verdicts


def summaries() -> list[str]:
    """The review's summary of a game for every tally of up to three blunders, mistakes and
    inaccuracies, said of moves played here and of moves loaded: every way its counts are
    listed, in every plural form up to three."""
    review = review_game(Variant.STANDARD, GAME)
    said = []
    for blunders, mistakes, inaccuracies in product(range(4), repeat=3):
        errors = ([Verdict.BLUNDER] * blunders + [Verdict.MISTAKE] * mistakes
                  + [Verdict.INACCURACY] * inaccuracies)
        if not errors:
            continue
        verdicts = errors + [Verdict.BEST] * (len(GAME) - len(errors))
        moves = tuple(replace(move, verdict=verdict)
                      for move, verdict in zip(review.moves, verdicts, strict=True))
        game = replace(review, moves=moves)
        said += [summary(game), summary(game, loaded=len(GAME))]
    return said


def plain(html: str) -> str:
    return re.sub(r"<[^>]+>|&[a-z]+;", " ", html)


def outside_the_fonts(text: str, code: str) -> set[str]:
    """The characters of ``text`` that no bundled font of their region holds (ASCII is in
    every font): Han, kana and Hangul in the language's own subset, Arabic in the Arabic one, the
    rest in the JP subset, the last resort."""
    own = _cmap(FONT_FILES.get(code, FONT_FILE))
    arabic, last_resort = _cmap(FONT_FILES["ar"]), _cmap(FONT_FILE)
    missing = set()
    for char in set(text):
        if ord(char) < 0x7F or not char.isprintable() or char.isspace():
            continue
        fonts = (own if _is_cjk(char) else arabic if "\u0600" <= char <= "\u06ff"
                 else last_resort)
        if ord(char) not in fonts:
            missing.add(char)
    return missing


@pytest.mark.parametrize("language", CODES, indirect=True)
def test_every_composed_text_is_in_a_bundled_font_and_draws(make_window, language) -> None:
    window = make_window()
    texts = [*summaries(), plain(how_to_play_html(window.menuBar()))]
    joined = QLocale().createSeparatedList(["\x01", "\x02"]).strip("\x01\x02")
    assert any(joined in text for text in texts), "no summary lists two kinds of error"
    missing = outside_the_fonts("".join(texts), language.value)
    assert sorted(missing) == [], "run tools/make-font-subset"
    boxes = {text[:60] for text in texts if any(0 in glyphs for _, glyphs in _runs(text))}
    assert sorted(boxes) == []
