"""A steady window: a move repaints what changed and lays nothing out again, changes
no font, and a game's end shows before its review and history row are made."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication

from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.language.translations import Language, apply_language
from ttt_desktop.qt.main_window import MainWindow
from ttt_desktop.qt.widgets.elided_label import ElidedLabel
from ttt_desktop.qt.widgets.wrapped_label import WrappedLabel
from ttt_desktop.qt.words import status as status_words

from .helpers import click_cell

COUNTED = (QEvent.Type.LayoutRequest, QEvent.Type.FontChange)


class EventCounter(QObject):
    """Counts the events of :data:`COUNTED` that any object of the application receives."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: Counter[tuple[str, str]] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in COUNTED:
            self.seen[(event.type().name, type(watched).__name__)] += 1
        return False


@pytest.fixture
def counter() -> Iterator[EventCounter]:
    counting = EventCounter()
    app = QApplication.instance()
    app.installEventFilter(counting)
    yield counting
    app.removeEventFilter(counting)


def warmed_window(qtbot, make_window, tmp_path: Path, **settings: object) -> MainWindow:
    window = make_window(Settings(**settings), history_path=tmp_path / "history.sqlite3")
    window.resize(640, 580)  # the default size
    qtbot.waitUntil(lambda: window.warm_up.done, timeout=10_000)
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    for _ in range(5):  # the warm-up's one layout (the review's room) settles, up to the window
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
    # and every paint asked for so far is done: on a busy machine the window's first paint of a
    # widget can otherwise fall after the first click, as if the move had asked for it
    qtbot.waitExposed(window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest.value)
    return window


def play_to_the_end(qtbot, window: MainWindow, cells: tuple[int, ...]) -> None:
    """Click the cells, then wait for the review on show and the history row written."""
    with qtbot.waitSignal(window.controller.game_stored, timeout=10_000):
        for cell in cells:
            click_cell(qtbot, window, cell)
        assert window.controller.game.is_over()
    qtbot.waitUntil(lambda: window.move_list.summary_label.text() != "")


@pytest.mark.parametrize("cells", [(4, 0, 2, 6, 3, 1, 5), (4, 0, 8, 2, 1, 7, 6, 3, 5)],
                         ids=["o-wins", "draw"])
def test_after_the_first_move_a_two_player_game_lays_out_nothing_and_changes_no_font(
        qtbot, make_window, tmp_path, counter, language, cells):
    """Every move, the result, the review and the history row: no LayoutRequest and no
    FontChange anywhere in the application (the first move may still settle something)."""
    window = warmed_window(qtbot, make_window, tmp_path, two_players=True)
    click_cell(qtbot, window, cells[0])
    QCoreApplication.processEvents()
    counter.seen.clear()
    play_to_the_end(qtbot, window, cells[1:])
    QCoreApplication.processEvents()
    assert counter.seen == Counter(), counter.seen
    assert window.controller.review is not None and window.status_line.text()


def test_against_the_computer_turns_and_a_new_game_lay_out_nothing_either(
        qtbot, make_window, tmp_path, counter):
    """The sides swap every game (the names change places): the names' room is the same."""
    window = warmed_window(qtbot, make_window, tmp_path, first=FirstMover.ALTERNATE)
    counter.seen.clear()
    for _ in range(2):
        game = window.controller.game
        while not game.is_over():
            if game.is_human_turn():
                with qtbot.waitSignal(window.controller.changed, timeout=10_000):
                    click_cell(qtbot, window, game.position.legal_moves()[0])
            else:
                qtbot.waitUntil(lambda game=game: game.is_human_turn() or game.is_over(),
                                timeout=10_000)
        qtbot.waitUntil(lambda: window.move_list.summary_label.text() != "")
        window.controller.new_game()
    QCoreApplication.processEvents()
    assert counter.seen == Counter(), counter.seen


def test_a_move_whose_row_fits_the_list_leaves_its_scroll_bar_unpainted(
        qtbot, make_window, tmp_path):
    """The list's scroll bar does not change while the rows fit: a move repaints the new row
    and the marks, not the bar (scrolled by rows, its page step changed at every move)."""
    window = warmed_window(qtbot, make_window, tmp_path, two_players=True)
    bar = window.move_list.moves_view.verticalScrollBar()
    painted: list[int] = []

    class PaintSpy(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(window.controller.game.position.ply)
            return False

    spy = PaintSpy()
    bar.installEventFilter(spy)
    rows = window.move_list.moves_view.count
    for cell in (4, 0, 8, 2, 1, 7, 6, 3):
        before = rows()
        click_cell(qtbot, window, cell)
        qtbot.waitUntil(lambda before=before: rows() > before)
        QCoreApplication.processEvents()
    assert bar.maximum() == 0  # every row fits
    assert painted == [], painted


def test_the_result_is_painted_before_the_review_and_the_history_row_are_made(
        qtbot, make_window, tmp_path, monkeypatch):
    window = warmed_window(qtbot, make_window, tmp_path, two_players=True)
    order: list[str] = []
    result, summary = window.panel.result_label, window.move_list.summary_label

    class PaintSpy(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and watched.text():
                order.append("result painted" if watched is result else "review painted")
            return False

    spy = PaintSpy()
    result.installEventFilter(spy)
    summary.installEventFilter(spy)
    controller = window.controller
    controller.changed.connect(
        lambda: order.append("review") if controller.review is not None else None)
    record = controller.recorder.record
    monkeypatch.setattr(controller.recorder, "record",
                        lambda *args: (order.append("history row"), record(*args)))
    play_to_the_end(qtbot, window, (4, 0, 2, 6, 3, 1, 5))
    assert "result painted" in order and "review" in order and "history row" in order
    assert order.index("result painted") < order.index("review") < order.index("history row")
    # and the review was painted too before the history row was made
    assert "review painted" in order[order.index("review"):order.index("history row")]


def test_the_warm_up_loads_the_review_and_keeps_its_room_without_changing_what_is_shown(
        qtbot, make_window, tmp_path):
    window = make_window(Settings(two_players=True))
    shown = (window.status_line.text(), window.move_list.moves_view.count(),
             window.panel.board.cells())
    qtbot.waitUntil(lambda: window.warm_up.done, timeout=10_000)
    assert "ttt_desktop.engine.review" in sys.modules
    assert "ttt_desktop.qt.words.review" in sys.modules
    assert (window.status_line.text(), window.move_list.moves_view.count(),
            window.panel.board.cells()) == shown
    summary = window.move_list.summary_label
    assert summary.heightForWidth(summary.width()) >= 2 * summary.fontMetrics().lineSpacing()


def test_the_names_keep_room_for_the_longest_name_of_the_language_in_force(
        qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))
    label = window.panel.circle_label
    for language in (Language.JAPANESE, Language.ENGLISH):
        apply_language(language)
        try:
            QCoreApplication.processEvents()
            smallest = label.font()
            smallest.setPixelSize(12)
            widest = max(name_width(smallest, "○  " + name)
                         for name in status_words.possible_names())
            assert label.minimumWidth() == widest + 1, language
        finally:
            apply_language(Language.ENGLISH)


def name_width(font, text: str) -> int:
    """The width of a name, plain or bold and underlined, whichever is wider."""
    from math import ceil

    from PySide6.QtGui import QFontMetricsF

    bold = type(font)(font)
    bold.setBold(True)
    bold.setUnderline(True)
    return ceil(max(QFontMetricsF(f).horizontalAdvance(text) for f in (font, bold)))


def test_an_elided_label_repaints_a_new_text_and_asks_for_no_layout(qtbot, counter):
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.set_reserve(["a short one", "the longest of them all"])
    label.show()
    qtbot.waitExposed(label)
    hints = (label.sizeHint(), label.minimumSizeHint())
    counter.seen.clear()
    for text in ("a short one", "the longest of them all", "something else entirely"):
        label.set_text(text)
        label.set_emphasis(not label.emphasized())
        QCoreApplication.processEvents()
    assert counter.seen == Counter()
    assert (label.sizeHint(), label.minimumSizeHint()) == hints
    assert label.accessibleName() == "something else entirely"


def test_a_wrapped_label_grows_once_for_a_taller_text_and_never_for_a_shorter_one(qtbot):
    label = WrappedLabel(lines=1)
    qtbot.addWidget(label)
    label.resize(120, 40)
    label.set_reserve(["two words"])
    one_line = label.heightForWidth(120)
    label.setText("short")
    assert label.heightForWidth(120) == one_line
    long_text = "a text much longer than the reserve, that wraps onto several lines here"
    label.setText(long_text)
    taller = label.heightForWidth(120)
    assert taller > one_line
    label.setText("short")  # the room stays: the next long text lays nothing out
    assert label.heightForWidth(120) == taller
    assert label.text() == "short" and label.accessibleName() == "short"
    label.set_reserve(["two words"])  # a new reserve (a new language) forgets it
    assert label.heightForWidth(120) == one_line
