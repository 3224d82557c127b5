"""Fixtures for the window tests: a temporary QSettings file and windows that always shut down."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.language.translations import Language, apply_language
from ttt_desktop.qt.main_window import MainWindow


@pytest.fixture(autouse=True, scope="session")
def _english_plural_forms(qapp) -> None:
    """English, as the game starts in it: its file gives the counted strings their plural forms
    ("1 move", "2 moves") instead of the source's "%n move(s)"."""
    apply_language(Language.ENGLISH)


@pytest.fixture(params=[Language.ENGLISH, Language.JAPANESE], ids=["en", "ja"])
def language(request: pytest.FixtureRequest, qapp) -> Iterator[Language]:
    """A language in force for one test, English again after it: English, then Japanese, unless
    the test names its own (``@pytest.mark.parametrize("language", codes, indirect=True)``).
    Applying it puts its bundled font first among the fallbacks, as the game does."""
    chosen = Language(request.param)
    assert apply_language(chosen)
    QCoreApplication.processEvents()
    yield chosen
    apply_language(Language.ENGLISH)
    QCoreApplication.processEvents()


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
