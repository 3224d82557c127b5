"""Fixtures for the window tests: a temporary QSettings file and windows that always shut down."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.language.translations import Language, apply_language
from ttt_desktop.qt.main_window import MainWindow


@pytest.fixture(autouse=True, scope="session")
def _english_plural_forms(qapp) -> None:
    """English, as the game starts in it: its file gives the counted strings their plural forms
    ("1 move", "2 moves") instead of the source's "%n move(s)"."""
    apply_language(Language.ENGLISH)


@pytest.fixture
def store(tmp_path: Path) -> QSettings:
    """Settings in a temporary INI file, never the user's."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot, store: QSettings) -> Iterator[WindowFactory]:
    """Build windows (no thinking pause by default); every one is closed and its thread
    stopped at teardown."""
    made: list[MainWindow] = []

    def build(settings: Settings | None = None, pause_ms: int = 0, seed: int = 1,
              settings_store: QSettings | None = None,
              history_path: Path | None = None, kept_game: Path | None = None) -> MainWindow:
        window = MainWindow(settings_store or store,
                            settings or Settings(first=FirstMover.YOU), pause_ms=pause_ms,
                            seed=seed, history_path=history_path, kept_game=kept_game)
        qtbot.addWidget(window)
        window.show()
        made.append(window)
        return window

    yield build
    for window in made:
        window.close()
        window.controller.opponent.shutdown()
        assert not window.controller.opponent.is_running()
