"""The words the window joins to its translations at run time, which the .ts files do not hold:
the review's counts joined as the locale joins a list (Korean 및, Chinese 和), and the keys'
names in How to Play's table (Qt's own words). tools/make-font-subset cuts the bundled fonts from
these as well as from the translations, so that a joined word never draws as a box where the
system has no font for the language."""

from __future__ import annotations

from .help import key_words
from .review import counts_samples


def composed_words() -> str:
    """The words above, in the language in force (Qt's translations and the default locale)."""
    return " ".join((*counts_samples(), key_words()))
