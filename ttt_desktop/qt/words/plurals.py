"""Counted sentences outside a widget: ``StatusWords.tr("%n move(s)", "", n)``.

Qt picks the plural form a language needs (one in Japanese, three in Russian, six in Arabic) when
a translation is asked for with a count. pyside6-lupdate recognises a count only in a call of
the form ``Name.tr(text, disambiguation, n)`` (not in ``QCoreApplication.translate``) and files it
under the context ``Name``; a subclass of :class:`Counted` named after the context gives the
words modules that form.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class Counted:
    """Subclass it with the context's name; call ``Name.tr(text, "", n)``."""

    @classmethod
    def tr(cls, text: str, disambiguation: str, n: int) -> str:
        """``text`` translated in the context named by the class, in the plural form for ``n``
        (``%n`` in the text becomes ``n``)."""
        return QCoreApplication.translate(cls.__name__, text, disambiguation or None, n)
