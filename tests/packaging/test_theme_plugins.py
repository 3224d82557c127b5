"""The packaged game follows the desktop's colours, a dark theme included, as the game run from
source does (packaging/ttt-desktop.spec).

The slimmed build left out Qt's platform theme plugins. On GNOME and the GTK desktops Qt asks
for "gtk3" first, which reads the GTK theme; without it Qt fell back to its built-in GNOME theme,
which has no palette and hears the colour scheme only when it changes, so the one-file build
stayed light on a dark desktop. The build now keeps the gtk3 and xdgdesktopportal plugins; the
gtk3 plugin's GTK, GDK, cairo, pango and ATK are the desktop's, never bundled.

Here: the spec keeps both plugins and bundles none of GTK's libraries (run with PyInstaller's
steps recorded, as tests/packaging/test_linux_install.py does); and, where GTK 3 and Xvfb are
installed, the game from source under GNOME with the dark Adwaita theme reports a dark palette
and, with Qt's GNOME theme forced (what the build without the plugin got), a light one: the
plugin is what makes the difference. tests/packaging/test_built_executable.py checks the built
one-file itself.
"""

from __future__ import annotations

import ctypes.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .test_linux_install import fake_project, run_spec  # noqa: F401  (a fixture)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux themes")


def _qt_file(*parts: str) -> Path:
    import PySide6

    return Path(PySide6.__file__).parent.joinpath("Qt", *parts)


def test_the_spec_keeps_the_theme_plugins_but_none_of_gtk(fake_project: Path,  # noqa: F811
                                                          tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    namespace, _ = run_spec(fake_project, tmp_path, TTT_ONEDIR="0")
    keep, prune = namespace["keep_entry"], namespace["prune_orphans"]
    gtk_plugin = "PySide6/Qt/plugins/platformthemes/libqgtk3.so"
    portal_plugin = "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so"
    assert keep(gtk_plugin) and keep(portal_plugin)
    any_elf = Path(sys.executable).resolve()  # stands in for a library of the build machine
    binaries = [
        (gtk_plugin, str(_qt_file("plugins", "platformthemes", "libqgtk3.so")), "BINARY"),
        (portal_plugin, str(_qt_file("plugins", "platformthemes", "libqxdgdesktopportal.so")),
         "BINARY"),
        *((f"PySide6/Qt/lib/{name}", str(_qt_file("lib", name)), "BINARY")
          for name in ("libQt6Core.so.6", "libQt6Gui.so.6", "libQt6DBus.so.6")),
        # what PyInstaller collects for the gtk3 plugin on a build machine that has GTK
        *((name, str(any_elf), "BINARY")
          for name in ("libgtk-3.so.0", "libgdk-3.so.0", "libcairo.so.2",
                       "libpango-1.0.so.0", "libatk-1.0.so.0")),
    ]
    kept = {Path(dest).name for dest, _, _ in prune(binaries)}
    assert {"libqgtk3.so", "libqxdgdesktopportal.so", "libQt6Core.so.6", "libQt6Gui.so.6",
            "libQt6DBus.so.6"} <= kept
    assert not kept & {"libgtk-3.so.0", "libgdk-3.so.0", "libcairo.so.2", "libpango-1.0.so.0",
                       "libatk-1.0.so.0"}


def _palette_line(theme: str, forced_theme: str = "") -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))}
    env.update(GTK_THEME=theme, XDG_CURRENT_DESKTOP="GNOME", QT_QPA_PLATFORM="xcb",
               XDG_CONFIG_HOME=os.environ.get("XDG_CONFIG_HOME", "/nonexistent"))
    if forced_theme:
        env["QT_QPA_PLATFORMTHEME"] = forced_theme
    done = subprocess.run(["xvfb-run", "-a", sys.executable, "-m", "ttt_desktop",
                           "--smoke-test"], capture_output=True, text=True, env=env, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("smoke-test: palette")]
    assert lines, done.stdout + done.stderr
    return lines[0]


@pytest.mark.skipif(shutil.which("xvfb-run") is None or ctypes.util.find_library("gtk-3") is None,
                    reason="needs Xvfb and GTK 3 (libgtk-3-0)")
def test_the_gtk_theme_plugin_is_what_follows_a_dark_gtk_desktop() -> None:
    assert _palette_line("Adwaita:dark").startswith("smoke-test: palette dark")
    assert _palette_line("Adwaita").startswith("smoke-test: palette light")
    # Qt's built-in GNOME theme, what the build had without the plugin: light on a dark desktop
    assert _palette_line("Adwaita:dark", "gnome").startswith("smoke-test: palette light")
