"""Japanese line breaking (ttt_desktop/qt/language/line_breaks.py): a wrapped sentence never
leaves one kana alone with its full stop on the last line."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..test_puzzle_window import WIN_NOW, open_puzzles, start


def _last_line(text: str, font, width: int) -> str:
    from PySide6.QtGui import QTextLayout, QTextOption

    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    last = None
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        last = line
    layout.endLayout()
    assert last is not None
    return text[last.textStart():last.textStart() + last.textLength()].replace("\u2060", "")


def test_japanese_never_leaves_a_kana_alone_with_its_full_stop(qtbot, make_window) -> None:
    from ttt_desktop.qt.language.translations import Language, apply_language

    puzzles = open_puzzles(make_window())
    start(puzzles, WIN_NOW)
    apply_language(Language.JAPANESE)
    try:
        QCoreApplication.processEvents()
        shown = puzzles.result_label.text()
        plain = shown.replace("\u2060", "")
        assert plain.endswith("。") and plain != shown
        font = puzzles.result_label.font()
        full = puzzles.result_label.fontMetrics().horizontalAdvance(plain)
        orphans = [w for w in range(full // 3, full) if len(_last_line(plain, font, w)) <= 2]
        assert orphans, "the check would find the fault in the plain text"
        for width in range(full // 3, full):
            assert len(_last_line(shown, font, width).strip()) >= 4, width
    finally:
        apply_language(Language.ENGLISH)


def test_the_move_lists_review_never_leaves_a_kana_alone(qtbot, make_window) -> None:
    """Every move's verdict and reason, and the summary, under the list in Japanese: at any
    width from a third of the line to the whole (at least eight characters: the dock is never
    narrower), the last line keeps at least four characters (the list showed "ます" and "ち"
    alone on theirs)."""
    from ttt_desktop.play.settings import Settings
    from ttt_desktop.qt.language.translations import Language, apply_language

    from ..test_languages import LONG_REVIEW

    apply_language(Language.JAPANESE)
    try:
        window = make_window(Settings(two_players=True))
        moves = window.move_list
        for cell in LONG_REVIEW:
            window.controller.play(cell)
        qtbot.waitUntil(lambda: moves.summary_label.text() != "", timeout=10_000)
        shown = [moves.summary_label.text()]
        for row in range(1, len(LONG_REVIEW) + 1):
            moves.moves_view.setCurrentRow(row)
            shown.append(moves.reason_label.text())
        moves.moves_view.setCurrentRow(1)
        shown.append(moves.reason_label.text())  # a replay's line too
        font = moves.reason_label.font()
        metrics = moves.reason_label.fontMetrics()
        narrowest = 8 * metrics.horizontalAdvance("あ")  # the dock is wider than 8 characters
        orphans = lonely = 0
        for text in shown:
            plain = text.replace("\u2060", "")
            full = metrics.horizontalAdvance(plain)
            for width in range(full // 3, full):
                orphans += len(_last_line(plain, font, width).strip()) <= 2
                if width >= narrowest:
                    lonely += len(_last_line(text, font, width).strip()) < 4
        assert orphans, "the check would find the fault in the plain text"
        assert lonely == 0
    finally:
        apply_language(Language.ENGLISH)
