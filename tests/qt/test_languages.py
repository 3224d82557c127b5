"""Every translation the game ships: complete, its placeholders and plural forms matching the
source, its menus' accelerators unique, its shortcuts the English ones, every character in a
bundled font of the right region, every window fitting; Arabic mirrored but not its board."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QMenu,
    QScrollArea,
    QWidget,
)

from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FIRST_START_KEY, FirstMover, Settings
from ttt_desktop.qt.dialogs.settings import SettingsDialog
from ttt_desktop.qt.dialogs.watch import WatchDialog
from ttt_desktop.qt.game_tree.window import GameTreeWindow
from ttt_desktop.qt.language.fonts import FONT_FILE, FONT_FILES
from ttt_desktop.qt.language.translations import TRANSLATED, Language, apply_language
from ttt_desktop.qt.puzzle_window import PuzzleWindow
from ttt_desktop.resources_path import resource_path, translation_codes

from .test_pseudo_locale import every_window_problems
from .window_texts import is_fit_problem

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
QT_SOURCES = sorted((ROOT / "ttt_desktop" / "qt").rglob("*.py"))  # every room
sys.path.insert(0, str(ROOT / "tools"))
from import_translations import problems  # noqa: E402  (a tool, not a package)

# the plural forms lrelease expects (Qt's numerus rules for each language)
FORMS = {"ja": 1, "zh_CN": 1, "zh_TW": 1, "ko": 1, "es": 2, "pt_BR": 2, "fr": 2, "de": 2,
         "ru": 3, "ar": 6, "en": 2}
CODES = [language.value for language in TRANSLATED]
SHORTCUT_NAME = re.compile(r"\b(?:Ctrl|Shift|Alt)\+\S+?(?=[\s,.;:)）」。、]|$)|\bF\d+\b")


def ts(code: str) -> Path:
    return TRANSLATIONS / f"ttt_desktop_{code}.ts"


def messages(code: str) -> list[ET.Element]:
    return list(ET.parse(ts(code)).getroot().iter("message"))


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return ["".join(translation.itertext())]


def test_every_language_of_the_setting_has_a_file() -> None:
    assert sorted(CODES) == sorted(p.stem.removeprefix("ttt_desktop_")
                                   for p in TRANSLATIONS.glob("ttt_desktop_*.ts")
                                   if p.stem != "ttt_desktop_en")
    assert sorted(CODES) == list(translation_codes())  # the one list tools and CI read


@pytest.mark.parametrize("code", [*CODES, "en"])
def test_complete_with_the_plural_forms_of_the_language(code: str) -> None:
    root = ET.parse(ts(code)).getroot()
    assert root.get("language", "").split("_")[0] == code.split("_")[0]
    open_entries = [m.findtext("source") for m in messages(code)
                    if m.find("translation").get("type")]  # type: ignore[union-attr]
    assert open_entries == [], f"{code}: unfinished, obsolete or vanished entries"
    for message in messages(code):
        found = forms(message)
        assert all(text.strip() for text in found), message.findtext("source")
        if message.get("numerus") == "yes":
            assert len(found) == FORMS[code], message.findtext("source")


@pytest.mark.parametrize("code", CODES)
def test_placeholders_accelerators_and_shortcut_names_match_the_source(code: str) -> None:
    bad = []
    for message in messages(code):
        source = message.findtext("source") or ""
        numerus = message.get("numerus") == "yes"
        bad += [f"{source[:50]!r}: {why}" for why in problems(source, forms(message), numerus)]
        for name in set(SHORTCUT_NAME.findall(source)):
            bad += [f"{source[:50]!r}: {name} changed" for text in forms(message)
                    if name not in text]
    layout = [m for m in messages(code) if m.findtext("source") == "QT_LAYOUT_DIRECTION"]
    assert [forms(m) for m in layout] == [["RTL" if code == "ar" else "LTR"]]
    assert bad == []


@pytest.mark.parametrize("code", CODES)
def test_every_string_of_the_sources_is_in_the_file(tmp_path: Path, code: str) -> None:
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed next to this Python")
    fresh = tmp_path / ts(code).name
    shutil.copy(ts(code), fresh)
    subprocess.run([lupdate, "-silent", "-locations", "none", *map(str, QT_SOURCES), "-ts",
                    str(fresh)], check=True, timeout=120)
    stale = [m.findtext("source") for m in ET.parse(fresh).getroot().iter("message")
             if m.find("translation").get("type")]  # type: ignore[union-attr]
    assert stale == [], "run tools/update-translations and translate the new strings"


def _is_cjk(char: str) -> bool:
    code = ord(char)
    return (0x2E80 <= code <= 0x9FFF or 0xAC00 <= code <= 0xD7AF or 0xF900 <= code <= 0xFAFF
            or 0xFF00 <= code <= 0xFFEF or 0x3130 <= code <= 0x318F)


def _cmap(file: str) -> set[int]:
    ttlib = pytest.importorskip("fontTools.ttLib")
    return set(ttlib.TTFont(str(resource_path("fonts", file))).getBestCmap())


@pytest.mark.parametrize("code", CODES)
def test_every_character_is_in_a_bundled_font_of_the_right_region(code: str) -> None:
    """ASCII is in every font; the rest must be bundled: Han, kana and Hangul in the language's
    own subset (Chinese forms for Chinese), Arabic in the Arabic one, the rest (accented Latin,
    Cyrillic, « ») in the JP subset, the fallback of last resort."""
    own = _cmap(FONT_FILES.get(code, FONT_FILE))
    arabic, last_resort = _cmap(FONT_FILES["ar"]), _cmap(FONT_FILE)
    text = "".join("".join(forms(m)) for m in messages(code)) + Language(code).native_name
    missing = set()
    for char in set(text):
        if ord(char) < 0x7F or not char.isprintable() or char.isspace():
            continue
        if _is_cjk(char):
            fonts = own
        elif "\u0600" <= char <= "\u06ff":
            fonts = arabic
        else:
            fonts = last_resort
        if ord(char) not in fonts:
            missing.add(char)
    assert sorted(missing) == [], "run tools/make-font-subset"
    for file in {*FONT_FILES.values()}:
        assert resource_path("fonts", file).stat().st_size < 400_000, file


def _accelerator(text: str) -> str | None:
    match = re.search(r"&([^&\s])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


def _clashes(texts: list[str]) -> list[str]:
    keys = [key for key in map(_accelerator, texts) if key is not None]
    return sorted({t for t in texts if keys.count(_accelerator(t) or "") > 1})


def _mnemonic_texts(top: QWidget) -> list[str]:
    """The texts with a mnemonic of ``top``'s labels (with a buddy) and buttons."""
    texts = [label.text() for label in top.findChildren(QLabel) if label.buddy() is not None]
    texts += [button.text() for button in top.findChildren(QAbstractButton)]
    return [text for text in texts if _accelerator(text)]


@pytest.mark.parametrize("language", CODES, indirect=True)
def test_accelerators_unique_and_shortcuts_the_english_ones(make_window, language, qtbot,
                                                            tmp_path):
    first_start = QSettings(str(tmp_path / "first-start.ini"), QSettings.Format.IniFormat)
    first_start.setValue(FIRST_START_KEY, "show")  # its button shares Alt with the menu bar
    window = make_window(history_path=tmp_path / "history.sqlite3", settings_store=first_start)
    assert window.first_start_line is not None
    qtbot.waitUntil(lambda: window.controller.recorder.store is not None)
    bar = [a for a in window.menuBar().actions() if a.menu() is not None]
    assert _clashes([a.text() for a in bar]) == []
    for action in bar:
        menu = action.menu()
        assert isinstance(menu, QMenu)
        items = [a.text() for a in menu.actions() if not a.isSeparator()]
        assert _clashes(items) == [], menu.title()
    dialog = SettingsDialog(Settings(), False, window, language)
    qtbot.addWidget(dialog)
    watch = WatchDialog(Level.EASY, Level.PERFECT, window)
    qtbot.addWidget(watch)
    window.statistics_action.trigger()
    puzzles = PuzzleWindow.show_for(window, window.controller)
    # the main window's own buttons share Alt with the menu bar's titles
    main = [a.text() for a in bar] + _mnemonic_texts(window.centralWidget())
    main += _mnemonic_texts(window.move_list) + _mnemonic_texts(window.first_start_line)
    assert _clashes(main) == []
    tree = GameTreeWindow.show_for(window, window.controller, window.controller.game.position)
    for other in (dialog, watch, puzzles, window.statistics_window, tree):
        if other is not None:
            assert _clashes(_mnemonic_texts(other)) == [], other.windowTitle()
    puzzles.close()
    tree.close()
    shortcuts = {a.objectName() or a.text(): [s.toString() for s in a.shortcuts()]
                 for a in window.findChildren(type(window.new_action))}
    apply_language(Language.ENGLISH)
    QCoreApplication.processEvents()
    english = {a.objectName() or a.text(): [s.toString() for s in a.shortcuts()]
               for a in window.findChildren(type(window.new_action))}
    assert sorted(shortcuts.values()) == sorted(english.values())


@pytest.mark.parametrize("language", CODES, indirect=True)
def test_every_window_fits_at_its_default_size(qtbot, make_window, tmp_path, language):
    found = [line for line in every_window_problems(qtbot, make_window, tmp_path)
             if is_fit_problem(line)]
    assert found == [], "\n".join(found)


FIT_SCRIPT = """
import json, sys, tempfile
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from ttt_desktop.play.settings import Settings
from ttt_desktop.qt.language.fonts import install_fallback_font
from ttt_desktop.qt.main_window import MainWindow
from ttt_desktop.qt.language.translations import Language, apply_language
app = QApplication([])
install_fallback_font()
sizes = {}
for code in sys.argv[1:]:
    apply_language(Language(code))
    store = QSettings(tempfile.mkdtemp() + '/s.ini', QSettings.Format.IniFormat)
    window = MainWindow(store, Settings(), pause_ms=0)
    window.show()
    app.processEvents()
    frame, free = window.frameGeometry(), window.screen().availableGeometry()
    hint = window.minimumSizeHint()
    sizes[code] = [frame.width(), frame.height(), hint.width(), hint.height(),
                   free.width(), free.height()]
    window.close()
    window.controller.shutdown()
print(json.dumps(sizes))
"""


@pytest.mark.parametrize("scale", [1, 2])
def test_the_main_window_fits_1280x800_at_100_and_200_percent(tmp_path: Path, scale: int):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1280,
                                               "height": 800, "logicalDpi": 96,
                                               "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_SCALE_FACTOR": str(scale),
           "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run([sys.executable, "-c", FIT_SCRIPT, "en", *CODES], env=env,
                          capture_output=True, text=True, timeout=120, check=True, cwd=ROOT)
    sizes = json.loads(done.stdout.splitlines()[-1])
    too_big = {code: size for code, size in sizes.items()
               if size[0] > size[4] or size[1] > size[5] or size[2] > size[4]
               or size[3] > size[5]}
    assert sizes["en"][4:] == [1280 // scale, 800 // scale]
    assert too_big == {}


def test_arabic_mirrors_the_window_but_not_the_board(make_window, qtbot):
    window = make_window(Settings(first=FirstMover.YOU))
    window.controller.play(6)  # keypad 1: the bottom left
    qtbot.waitUntil(lambda: window.controller.game.position.ply == 2, timeout=10_000)
    assert window.moves_dock.x() > window.centralWidget().x()  # English: the list on the right
    english_row = window.move_list.moves_view.item(1).text()
    apply_language(Language.ARABIC)
    try:
        QCoreApplication.processEvents()
        assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert window.isRightToLeft() and window.move_list.isRightToLeft()
        assert window.menuBar().isRightToLeft()
        assert window.moves_dock.x() < window.centralWidget().x()  # the list went left
        board = window.panel.board
        assert board.layoutDirection() == Qt.LayoutDirection.LeftToRight
        bottom_left = board.cell_rect(6).center()
        assert bottom_left.x() < board.width() / 3 and bottom_left.y() > 2 * board.height() / 3
        assert not window.move_list.strip.isRightToLeft()
        row = window.move_list.moves_view.item(1).text()
        assert row.strip("\u202a\u202c") == english_row and row.startswith("\u202a")
    finally:
        apply_language(Language.ENGLISH)
    QCoreApplication.processEvents()
    assert not window.isRightToLeft()
    assert window.moves_dock.x() > window.centralWidget().x()
    assert window.move_list.moves_view.item(1).text() == english_row


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANGUAGE": "de:en", "LANG": "fr_FR.UTF-8"}, "de"),
    ({"LANGUAGE": "", "LC_ALL": "pt_PT.UTF-8", "LANG": "de_DE.UTF-8"}, "pt_BR"),
    ({"LANG": "pt_BR.UTF-8"}, "pt_BR"),
    ({"LANG": "zh_SG.UTF-8"}, "zh_CN"),
    ({"LANG": "zh_HK.UTF-8"}, "zh_TW"),
    ({"LC_ALL": "zh_TW.UTF-8"}, "zh_TW"),
    ({"LANGUAGE": "nl:ko", "LANG": "nl_NL.UTF-8"}, "ko"),
    ({"LANG": "nl_NL.UTF-8"}, "en"),
    ({"LANGUAGE": "ar", "LANG": "C"}, "en"),  # gettext ignores LANGUAGE under the C locale
    ({"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}, "ru"),
    ({}, "en"),
])
def test_system_follows_language_lc_all_and_lang_on_linux(environ, expected) -> None:
    from ttt_desktop.qt.language.translations import system_language

    assert system_language(environ, platform="linux").value == expected


@pytest.mark.parametrize(("ui_languages", "expected"), [
    (["zh-Hant-HK", "en-US"], "zh_TW"), (["zh-Hans-SG"], "zh_CN"), (["pt-PT", "en"], "pt_BR"),
    (["nl-NL", "fr-CA"], "fr"), (["sv-SE"], "en"), (["ar-EG"], "ar"),
])
def test_system_follows_the_ui_languages_elsewhere(ui_languages, expected) -> None:
    from ttt_desktop.qt.language.translations import system_language

    for platform in ("win32", "darwin"):
        assert system_language({}, ui_languages, platform).value == expected


def test_settings_names_each_language_in_itself(qtbot) -> None:
    dialog = SettingsDialog(Settings(), False, None, Language.SYSTEM)
    qtbot.addWidget(dialog)
    names = [dialog.language_box.itemText(i) for i in range(dialog.language_box.count())]
    assert names[1:] == ["English", "日本語", "简体中文", "繁體中文", "한국어", "Español",
                         "Português (Brasil)", "Français", "Deutsch", "Русский", "العربية"]


def _runs(text: str) -> list[tuple[str, list[int]]]:
    """The fonts Qt picks for ``text`` in the application font, and their glyphs."""
    from PySide6.QtGui import QTextLayout

    layout = QTextLayout(text, QApplication.font())
    layout.beginLayout()
    while layout.createLine().isValid():
        pass
    layout.endLayout()
    return [(run.rawFont().familyName(), list(run.glyphIndexes()))
            for run in layout.glyphRuns()]


@pytest.mark.parametrize("language", CODES, indirect=True)
def test_every_translated_text_renders_without_a_missing_glyph(language) -> None:
    """With only an ASCII-capable system font (CI has no CJK or Arabic font), every string of
    the language gets real glyphs (glyph 0 is the empty box)."""
    assert any(0 in glyphs for _, glyphs in _runs("\ue000"))  # no font has it: the box
    boxes = []
    for message in messages(language.value):
        for text in forms(message):
            plain = re.sub(r"<[^>]+>|&[a-z]+;", " ", text)
            if any(0 in glyphs for _, glyphs in _runs(plain)):
                boxes.append(plain[:40])
    assert boxes == []


@pytest.mark.parametrize(("code", "family"), [("zh_CN", "Noto Sans CJK SC"),
                                              ("zh_TW", "Noto Sans CJK TC"),
                                              ("ja", "Noto Sans CJK JP"),
                                              ("ko", "Noto Sans CJK KR"),
                                              ("ar", "Noto Sans Arabic")])
def test_han_gets_the_forms_of_the_language_in_force(qapp, code: str, family: str) -> None:
    """The same code point, drawn from the language's own subset: Chinese forms in Chinese."""
    sample = {"zh_CN": "设置", "zh_TW": "設定", "ja": "設定", "ko": "설정", "ar": "اللعبة"}[code]
    apply_language(Language(code))
    try:
        fonts = {font for font, _ in _runs(sample)}
        assert fonts == {family}
        if code in ("zh_TW", "ja"):  # 設 and 定 in both: each language takes its own
            assert {font for font, _ in _runs("定")} == {family}
    finally:
        apply_language(Language.ENGLISH)


@pytest.mark.parametrize("language", CODES, indirect=True)
def test_the_analysis_notes_fit_their_cells_at_the_smallest_board(make_window, language):
    """The board paints each empty cell's outcome ("win 3"); a long word ("Niederlage 3")
    takes a smaller font rather than running into the next cell."""
    from PySide6.QtGui import QFontMetricsF

    window = make_window(Settings(first=FirstMover.YOU))
    window.analysis_action.trigger()
    QCoreApplication.processEvents()
    board = window.panel.board
    board.resize(board.minimumSize())
    notes = board.notes()
    assert len(notes) == 9
    font = board.note_font(board.board_rect().width() / 300)
    widest = max(QFontMetricsF(font).horizontalAdvance(text) for text in notes.values())
    assert widest <= board.cell_rect(0).width()


# a two-player game whose review says about the most a review says (six errors of three kinds,
# four equally good moves): the longest summary, under the longest reason of the list
LONG_REVIEW = (7, 5, 2, 3, 8, 1, 4, 0, 6)


@pytest.mark.parametrize("language", ["en", *CODES], indirect=True)
def test_retry_from_the_first_mistake_is_in_view_at_the_default_size(qtbot, make_window,
                                                                     tmp_path, language):
    """The first start (its line above the board), a long review, the default size: the move
    list's buttons are in view without scrolling its dock, in every language; the list gives
    up rows first."""
    first_start = QSettings(str(tmp_path / "first-start.ini"), QSettings.Format.IniFormat)
    first_start.setValue(FIRST_START_KEY, "show")
    window = make_window(Settings(two_players=True), settings_store=first_start)
    window.resize(640, 580)  # the default size
    assert window.first_start_line is not None
    for cell in LONG_REVIEW:
        window.controller.play(cell)
    moves = window.move_list
    qtbot.waitUntil(lambda: moves.summary_label.text() != "", timeout=10_000)
    longest = max(range(1, len(LONG_REVIEW) + 1),
                  key=lambda ply: len(moves.moves_view.item(ply).toolTip()))
    moves.moves_view.setCurrentRow(longest)  # the longest reason on show
    lines = moves.summary_label.fontMetrics().lineSpacing()
    for _ in range(4):  # the labels' new heights, up to the dock
        QCoreApplication.processEvents()
    assert moves.summary_label.height() >= 3 * lines  # a long line indeed
    area = window.moves_dock.widget()
    assert isinstance(area, QScrollArea)
    view = area.viewport()
    for button in (moves.play_button, moves.retry_button):
        top = button.mapTo(view, button.rect().topLeft()).y()
        assert top >= 0 and top + button.height() <= view.height(), (button.text(), top,
                                                                   view.height())
    assert moves.retry_button.isEnabled()
    assert area.verticalScrollBar().value() == 0
