"""The built executable, as users get it: it starts, paints, exits cleanly, and is small.

Runs only when ``TTT_EXECUTABLE`` names a built file (CI sets it after ``packaging/build``):

    TTT_EXECUTABLE=dist/ttt-desktop .venv/bin/python -m pytest tests/packaging
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import project_field

EXECUTABLE = os.environ.get("TTT_EXECUTABLE", "")
ONEFILE_LIMIT_MB = 42  # the one-file target on Linux

pytestmark = pytest.mark.skipif(
    not EXECUTABLE,
    reason="TTT_EXECUTABLE is not set: build with packaging/build, then set "
           "TTT_EXECUTABLE=dist/ttt-desktop to test the executable")


@pytest.fixture
def executable() -> Path:
    path = Path(EXECUTABLE).resolve()
    assert path.is_file() and os.access(path, os.X_OK), f"{path} is not an executable file"
    return path


def is_one_file(path: Path) -> bool:
    """A one-folder build keeps its libraries in _internal/ beside the executable."""
    return not (path.parent / "_internal").is_dir()


def run_smoke_test(executable: Path, tmp_path: Path) -> tuple[subprocess.CompletedProcess[str],
                                                               Path]:
    """--smoke-test offscreen, with a private temporary folder and settings folder."""
    tmpdir = tmp_path / "tmp"
    tmpdir.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(tmpdir),
               XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    env.pop("DISPLAY", None)
    result = subprocess.run([str(executable), "--smoke-test"], capture_output=True, text=True,
                            env=env, timeout=120)
    return result, tmpdir


def test_the_smoke_test_passes_offscreen(executable: Path, tmp_path: Path) -> None:
    result, _ = run_smoke_test(executable, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke-test: ok" in result.stdout.splitlines(), result.stdout + result.stderr
    # the solver's tables travel in the bundle, so the computer never solves cold
    assert "smoke-test: solver tables 3 of 3" in result.stdout.splitlines(), result.stdout
    assert "smoke-test: solved cold 0 of 3" in result.stdout.splitlines(), result.stdout


def test_no_unpacked_folder_is_left_behind(executable: Path, tmp_path: Path) -> None:
    result, tmpdir = run_smoke_test(executable, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    leftovers = sorted(path.name for path in tmpdir.iterdir() if path.name.startswith("_MEI"))
    assert leftovers == [], f"unpacked folders left in the temporary folder: {leftovers}"


def test_it_reports_the_version_from_pyproject(executable: Path) -> None:
    version = project_field("version")
    result = subprocess.run([str(executable), "--version"], capture_output=True, text=True,
                            timeout=60, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.returncode == 0
    assert re.search(rf"\b{re.escape(version)}\b", result.stdout + result.stderr)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the size target is for Linux")
def test_the_one_file_build_meets_the_size_target(executable: Path) -> None:
    if not is_one_file(executable):
        pytest.skip("a one-folder build: the size target is for the one-file executable")
    size_mb = executable.stat().st_size / 1e6
    assert size_mb <= ONEFILE_LIMIT_MB, f"{size_mb:.1f} MB > {ONEFILE_LIMIT_MB} MB"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktop themes")
@pytest.mark.parametrize("gtk_theme, palette", [("Adwaita:dark", "dark"), ("Adwaita", "light")])
def test_it_follows_a_dark_gtk_desktop(executable: Path, tmp_path: Path, gtk_theme: str,
                                       palette: str) -> None:
    """On a GNOME session with the dark Adwaita theme the window is dark, as from source (the
    build keeps Qt's gtk3 theme plugin; GTK is the desktop's). Needs Xvfb and libgtk-3-0."""
    import ctypes.util
    import shutil

    if shutil.which("xvfb-run") is None or ctypes.util.find_library("gtk-3") is None:
        assert not os.environ.get("CI"), "CI installs Xvfb and GTK 3 (tools/setup-env --e2e)"
        pytest.skip("needs Xvfb and GTK 3 (libgtk-3-0)")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))}
    env.update(QT_QPA_PLATFORM="xcb", XDG_CURRENT_DESKTOP="GNOME", GTK_THEME=gtk_theme,
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    result = subprocess.run(["xvfb-run", "-a", str(executable), "--smoke-test"],
                            capture_output=True, text=True, env=env, timeout=120)
    assert f"smoke-test: palette {palette} " in result.stdout, result.stdout + result.stderr
