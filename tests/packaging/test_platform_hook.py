"""The Linux build's platform choice (packaging/rthook_platform.py), run as PyInstaller runs it:
the hook's code in a fresh interpreter, with a given environment, before anything else.

Which plugin Qt then really opens is checked on a real compositor and a real X server by
tests/e2e/test_wayland.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import ROOT

HOOK = ROOT / "packaging" / "rthook_platform.py"

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the hook acts on Linux only")


def chosen(**env: str) -> str | None:
    """QT_QPA_PLATFORM after the hook ran in an environment holding only ``env`` (and PATH)."""
    code = ("import os, runpy, sys; runpy.run_path(sys.argv[1]); "
            "print(os.environ.get('QT_QPA_PLATFORM', '<unset>'))")
    done = subprocess.run([sys.executable, "-c", code, str(HOOK)],
                          env={"PATH": os.environ.get("PATH", ""), **env},
                          capture_output=True, text=True, timeout=30, check=True)
    value = done.stdout.strip()
    return None if value == "<unset>" else value


@pytest.fixture
def runtime(tmp_path: Path) -> Path:
    """A session's runtime folder with a compositor's socket named wayland-1 (and wayland-0)."""
    folder = tmp_path / "run"
    folder.mkdir(mode=0o700)
    for name in ("wayland-1", "wayland-0"):
        (folder / name).touch()
    return folder


def test_a_wayland_session_gets_wayland_then_x11(runtime: Path) -> None:
    assert chosen(XDG_RUNTIME_DIR=str(runtime), WAYLAND_DISPLAY="wayland-1",
                  DISPLAY=":1") == "wayland;xcb"


def test_a_wayland_session_without_xwayland_gets_wayland_alone(runtime: Path) -> None:
    assert chosen(XDG_RUNTIME_DIR=str(runtime), WAYLAND_DISPLAY="wayland-1") == "wayland"


def test_the_session_type_alone_means_the_default_socket(runtime: Path) -> None:
    assert chosen(XDG_RUNTIME_DIR=str(runtime), XDG_SESSION_TYPE="wayland",
                  DISPLAY=":0") == "wayland;xcb"
    (runtime / "wayland-0").unlink()
    assert chosen(XDG_RUNTIME_DIR=str(runtime), XDG_SESSION_TYPE="wayland",
                  DISPLAY=":0") == "xcb"


def test_an_absolute_socket_path_and_a_handed_over_socket(runtime: Path) -> None:
    assert chosen(WAYLAND_DISPLAY=str(runtime / "wayland-1")) == "wayland"
    assert chosen(WAYLAND_SOCKET="3", DISPLAY=":0") == "wayland;xcb"


def test_a_socket_that_is_gone_leaves_x11_alone(runtime: Path) -> None:
    """A WAYLAND_DISPLAY left over in a terminal multiplexer: X11 at once, no Wayland warnings."""
    assert chosen(XDG_RUNTIME_DIR=str(runtime), WAYLAND_DISPLAY="wayland-9",
                  DISPLAY=":1") == "xcb"
    # a relative name with no runtime folder cannot be found either
    assert chosen(WAYLAND_DISPLAY="wayland-1", DISPLAY=":1") == "xcb"


def test_an_x11_session_gets_xcb() -> None:
    assert chosen(DISPLAY=":0", XDG_SESSION_TYPE="x11") == "xcb"


def test_a_choice_already_made_is_kept(runtime: Path) -> None:
    assert chosen(QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(runtime),
                  WAYLAND_DISPLAY="wayland-1", DISPLAY=":1") == "offscreen"
    assert chosen(QT_QPA_PLATFORM="xcb", XDG_RUNTIME_DIR=str(runtime),
                  WAYLAND_DISPLAY="wayland-1", DISPLAY=":1") == "xcb"


def test_no_display_at_all_leaves_qt_to_say_so() -> None:
    assert chosen() is None
