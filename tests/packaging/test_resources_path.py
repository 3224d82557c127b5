"""resources_path finds resources/ in the source tree, in a PyInstaller build and in a wheel."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ttt_desktop import resources_path

from .helpers import ICONS, RESOURCES


def make_resources(root: Path) -> Path:
    (root / "icons").mkdir(parents=True)
    (root / "icons" / "ttt-desktop.svg").write_text("<svg/>", encoding="utf-8")
    return root


def test_from_the_source_tree() -> None:
    assert resources_path.resources_dir() == RESOURCES
    assert resources_path.app_icon_path() == ICONS / "ttt-desktop.svg"
    assert resources_path.resource_path("icons", "ttt-desktop.ico").is_file()


def test_from_a_pyinstaller_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundled = make_resources(tmp_path / "_MEI123" / "resources")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_MEI123"), raising=False)
    assert resources_path.resources_dir() == bundled
    assert resources_path.app_icon_path() == bundled / "icons" / "ttt-desktop.svg"


def test_from_an_installed_wheel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site-packages" / "ttt_desktop"
    installed = make_resources(package / "_resources")
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(resources_path, "_PACKAGE_DIR", package)
    assert resources_path.resources_dir() == installed
    assert resources_path.app_icon_path().is_file()


def test_missing_everywhere_names_the_source_tree(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(resources_path, "_PACKAGE_DIR", tmp_path / "pkg")
    assert resources_path.resource_path("x.txt") == tmp_path / "resources" / "x.txt"


def test_the_wheel_configuration_bundles_resources() -> None:
    text = (RESOURCES.parent / "pyproject.toml").read_text(encoding="utf-8")
    section = "[tool.hatch.build.targets.wheel.force-include]\n"
    assert section + '"resources" = "ttt_desktop/_resources"' in text
