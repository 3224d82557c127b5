"""Fixtures for the controller's tests: controllers without any window (QtCore only)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ttt_desktop.engine import solver
from ttt_desktop.play.controller import GameController
from ttt_desktop.play.disk_writer import DiskWriter
from ttt_desktop.play.notice import Notice
from ttt_desktop.play.settings import FirstMover, Settings


class Heard:
    """A controller with the notices it has emitted."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        self.notices: list[Notice] = []
        controller.notice.connect(self.notices.append)

    def kinds(self) -> list[object]:
        return [n.kind for n in self.notices]


ControllerFactory = Callable[..., GameController]


@pytest.fixture
def writer() -> Iterator[DiskWriter]:
    """A disk writer whose thread is stopped at teardown."""
    made = DiskWriter()
    yield made
    made.close()


@pytest.fixture
def make_controller(qtbot, store: QSettings) -> Iterator[ControllerFactory]:
    """Build controllers (no thinking pause by default); each one is shut down at teardown,
    its worker thread stopped."""
    made: list[GameController] = []

    def build(settings: Settings | None = None, pause_ms: int = 0, seed: int = 1,
              history_path: Path | None = None, extra_think_ms: int = 0,
              kept_game: Path | None = None) -> GameController:
        controller = GameController(store, settings or Settings(first=FirstMover.YOU),
                                    pause_ms=pause_ms, seed=seed, history_path=history_path,
                                    extra_think_ms=extra_think_ms, kept_game=kept_game)
        made.append(controller)
        if history_path is not None:
            controller.recorder.open_later()
            qtbot.waitUntil(lambda: controller.recorder.store is not None
                            or bool(controller.recorder.problem()))
        return controller

    yield build
    for controller in made:
        controller.shutdown()
        assert not controller.opponent.is_running()


@pytest.fixture
def cold_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in a fresh process: no variant is solved yet (the worker solves them on request)."""
    monkeypatch.setattr(solver, "_SOLVED", {})


def wait_for_person(qtbot, controller: GameController) -> None:
    """Wait until a person is to move or the game is over."""
    qtbot.waitUntil(lambda: controller.game.is_human_turn() or controller.game.is_over(),
                    timeout=10_000)
