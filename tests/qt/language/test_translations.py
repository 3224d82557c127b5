"""Japanese: the .ts file is complete, every window string goes through tr(), the bundled font
covers the translations and draws real glyphs, and the language applies at once."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.dialogs.settings import SettingsDialog
from ttt_desktop.qt.language.fonts import FONT_FILE, install_fallback_font
from ttt_desktop.qt.language.translations import Language, apply_language, load_language
from ttt_desktop.resources_path import resource_path

ROOT = Path(__file__).resolve().parents[3]
TS = ROOT / "resources" / "translations" / "ttt_desktop_ja.ts"
QT_SOURCES = sorted((ROOT / "ttt_desktop" / "qt").rglob("*.py"))  # every room

# calls whose string arguments a user reads
TEXT_CALLS = {"setText", "setWindowTitle", "showMessage", "addMenu", "addAction", "QAction",
              "QLabel", "QRadioButton", "QPushButton", "QCheckBox", "addRow", "setToolTip",
              "setStatusTip", "setWhatsThis", "setAccessibleName", "setAccessibleDescription",
              "information", "warning", "critical", "question", "about", "setTitle",
              "addItem", "set_banner", "_say", "_action", "setPlaceholderText", "QGroupBox"}
MESSAGE_BOX_CALLS = {"information", "warning", "critical", "question", "about"}
ALLOWED = {"", "\n"}  # not words: empty texts, the banner's line break


def messages() -> list[ET.Element]:
    return list(ET.parse(TS).getroot().iter("message"))


@pytest.fixture
def japanese() -> Iterator[None]:
    install_fallback_font()
    assert apply_language(Language.JAPANESE)
    yield
    apply_language(Language.ENGLISH)


def test_the_ts_file_has_no_unfinished_or_obsolete_entry() -> None:
    bad = [(m.findtext("source"), m.find("translation").get("type"))  # type: ignore[union-attr]
           for m in messages() if m.find("translation").get("type")]  # type: ignore[union-attr]
    assert bad == []
    assert all("".join(m.find("translation").itertext()).strip()  # type: ignore[union-attr]
               for m in messages())


def test_the_ts_file_holds_every_string_of_the_sources(tmp_path: Path) -> None:
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed next to this Python")
    fresh = tmp_path / "fresh.ts"
    shutil.copy(TS, fresh)
    subprocess.run([lupdate, "-silent", "-locations", "none", *map(str, QT_SOURCES), "-ts",
                    str(fresh)], check=True, timeout=120)
    stale = [(m.findtext("source"), m.find("translation").get("type"))  # type: ignore[union-attr]
             for m in ET.parse(fresh).getroot().iter("message")
             if m.find("translation").get("type")]  # type: ignore[union-attr]
    assert stale == [], "run tools/update-translations and translate the new strings"


def _bypassing_literals(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name not in TEXT_CALLS:
            continue
        # the text is the first argument, or the title and text after the parent in QMessageBox's
        texts = node.args[1:3] if name in MESSAGE_BOX_CALLS else node.args[:1]
        for arg in texts:
            if (isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                    and arg.value not in ALLOWED):
                found.append(f"{path.name}:{node.lineno}: {name}({arg.value!r})")
            if isinstance(arg, ast.JoinedStr):
                found.append(f"{path.name}:{node.lineno}: {name}(f-string)")
    return found


def test_no_user_visible_literal_bypasses_tr() -> None:
    found = [line for path in QT_SOURCES for line in _bypassing_literals(path)]
    assert found == []


def test_the_check_catches_a_bare_literal(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('label.setText("Hello")\nlabel.setText(self.tr("Hi"))\n'
                      'bar.showMessage(f"{x} wins")\n', encoding="utf-8")
    assert len(_bypassing_literals(sample)) == 2


def test_the_font_subset_has_every_translated_character() -> None:
    ttlib = pytest.importorskip("fontTools.ttLib")
    cmap = ttlib.TTFont(str(resource_path("fonts", FONT_FILE))).getBestCmap()
    text = "".join("".join(m.find("translation").itertext())  # type: ignore[union-attr]
                   for m in messages())
    missing = sorted({c for c in text if c.isprintable() and not c.isspace()
                      and ord(c) not in cmap})
    assert missing == [], "run tools/make-font-subset"
    assert resource_path("fonts", FONT_FILE).stat().st_size < 400_000
    assert resource_path("fonts", "OFL.txt").is_file()


def _glyph(text: str, font: QFont) -> QImage:
    image = QImage(64, 64, QImage.Format.Format_Grayscale8)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return image


def test_japanese_draws_distinct_glyphs_not_boxes(qapp: QApplication) -> None:
    install_fallback_font()
    font = QFont(QApplication.font())
    font.setPixelSize(40)
    box = _glyph("\ue000", font)  # a private-use code point: no font has it, it draws the box
    shapes = [_glyph(c, font) for c in "三目並べ"]
    for shape in shapes:
        assert shape != box
        assert shape != _glyph("", font)  # something is drawn
    assert len({bytes(s.constBits()) for s in shapes}) == 4  # four different shapes


def test_japanese_menus_status_and_settings(make_window, japanese, qtbot) -> None:
    window = make_window()
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["ゲーム(&G)", "編集(&E)", "表示(&V)", "ヘルプ(&H)"]
    assert window.new_action.text() == "新しいゲーム(&N)"
    assert window.status_line.text() == "先攻はあなたです（あなたは ○）。どうぞ"
    assert "かんぺき" in window.panel.score_label.shown_text()
    dialog = SettingsDialog(Settings(), False, window, Language.JAPANESE)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "設定"
    assert [dialog.level_box.itemText(i) for i in range(4)] == ["よわい", "ふつう", "つよい",
                                                                "かんぺき"]
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text() == "キャンセル"  # Qt's own qtbase_ja.qm


def test_the_names_fit_whole_at_the_smallest_window(make_window, japanese, qtbot) -> None:
    """The longest name, コンピューター, once lost its end to "…" at the minimum size."""
    window = make_window(Settings(first=FirstMover.COMPUTER, level=Level.PERFECT))
    qtbot.waitUntil(lambda: window.controller.game.position.ply == 1)
    window.resize(window.minimumSizeHint())
    for label in (window.panel.circle_label, window.panel.cross_label):
        qtbot.waitUntil(lambda label=label: label.shown_text() == label.text())
    assert "コンピューター" in window.panel.circle_label.shown_text()


def test_a_live_switch_retranslates_the_open_window(make_window) -> None:
    window = make_window()
    assert window.game_menu.title() == "&Game"
    apply_language(Language.JAPANESE)
    try:
        QCoreApplication.processEvents()
        assert window.game_menu.title() == "ゲーム(&G)"
        assert window.status_line.text() == "先攻はあなたです（あなたは ○）。どうぞ"
        assert window.windowTitle() == "三目並べ"
    finally:
        apply_language(Language.ENGLISH)
    QCoreApplication.processEvents()
    assert window.game_menu.title() == "&Game"
    assert window.status_line.text() == "Your turn: you play ○"


def test_the_settings_dialog_saves_and_applies_the_language(make_window, store, qtbot,
                                                             monkeypatch) -> None:
    window = make_window()

    def choose_japanese(dialog: SettingsDialog) -> int:
        dialog.language_box.setCurrentIndex(list(Language).index(Language.JAPANESE))
        return SettingsDialog.DialogCode.Accepted.value

    monkeypatch.setattr(SettingsDialog, "exec", choose_japanese)
    try:
        window.open_settings()
        QCoreApplication.processEvents()
        assert load_language(store) is Language.JAPANESE
        assert window.help_menu.title() == "ヘルプ(&H)"
    finally:
        apply_language(Language.ENGLISH)


def test_a_message_box_has_japanese_standard_buttons(qtbot, japanese) -> None:
    box = QMessageBox(QMessageBox.Icon.Question, "三目並べ", "新しいゲームを始めますか？",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    assert box.button(QMessageBox.StandardButton.Yes).text().startswith("はい")
    assert box.button(QMessageBox.StandardButton.No).text().startswith("いいえ")


@pytest.mark.parametrize(("lang", "menus"), [("ja", "ゲーム(&G) 編集(&E) 表示(&V) ヘルプ(&H)"),
                                             ("en", "&Game &Edit &View &Help")])
def test_the_system_locale_chooses_the_language(tmp_path: Path, lang: str, menus: str) -> None:
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               QT_QPA_PLATFORM="offscreen",
               LANGUAGE=lang, LANG="ja_JP.UTF-8" if lang == "ja" else "en_US.UTF-8")
    env.pop("LC_ALL", None)
    done = subprocess.run([sys.executable, "-m", "ttt_desktop", "--smoke-test"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert f"smoke-test: menus {menus}" in done.stdout.splitlines()


def test_the_dialog_shows_the_saved_language(qtbot) -> None:
    for language in Language:
        dialog = SettingsDialog(Settings(), False, None, language)
        qtbot.addWidget(dialog)
        assert dialog.language() is language


def test_a_live_switch_retranslates_the_moves_dock(make_window) -> None:
    """The dock's title, its two buttons and its rows follow a switch of language at once."""
    window = make_window()
    window.controller.play(4)
    dock, panel = window.moves_dock, window.move_list
    apply_language(Language.JAPANESE)
    try:
        QCoreApplication.processEvents()
        assert dock.windowTitle() == "棋譜"
        assert panel.play_button.text() == "ここから指す(&P)"
        assert panel.retry_button.text() == "最初のミスからやり直す(&M)"
        assert panel.moves_view.item(0).text() == "開始"
    finally:
        apply_language(Language.ENGLISH)
    QCoreApplication.processEvents()
    assert dock.windowTitle() == "Moves" and panel.moves_view.item(0).text() == "Start"


def test_the_smoke_output_survives_a_code_page_without_the_language(tmp_path: Path) -> None:
    """A console whose code page cannot encode the menus (Japanese on code page 1252, as a
    Windows console may be) gets ``?`` for them instead of a UnicodeEncodeError."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               LANGUAGE="ja", LANG="ja_JP.UTF-8", PYTHONIOENCODING="cp1252")
    env.pop("LC_ALL", None)
    done = subprocess.run([sys.executable, "-m", "ttt_desktop", "--smoke-test"],
                          capture_output=True, env=env, timeout=60)
    out = done.stdout.decode("cp1252")
    assert done.returncode == 0, done.stderr
    assert "smoke-test: menus ???(&G) ??(&E) ??(&V) ???(&H)" in out.splitlines()
