"""The oldest glibc (and C++ runtime) the built executable needs: packaging/glibc_floor.py.

The reader is checked against binutils' readelf on this machine's own libraries. The floor of
the built executable is checked only when ``TTT_EXECUTABLE`` names a Linux build (CI sets it
after ``packaging/build``):

    TTT_EXECUTABLE=dist/ttt-desktop .venv/bin/python -m pytest tests/packaging
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from .helpers import ROOT

EXECUTABLE = os.environ.get("TTT_EXECUTABLE", "")
# Ubuntu 22.04 LTS: glibc 2.35, and the GCC 12 C++ runtime (GLIBCXX_3.4.30, CXXABI_1.3.13).
GLIBC_LIMIT = "2.35"
SYSTEM_RUNTIME_LIMITS = {"GLIBCXX": "3.4.30", "CXXABI": "1.3.13"}
SCRIPT = ROOT / "packaging" / "glibc_floor.py"
# What the executable may take from the system (README, "System requirements"): the C library,
# the C++ runtime, expat (fontconfig's), GL and EGL (libgl1, libegl1), the X connection and the
# Wayland connection (libwayland-client0, libwayland-cursor0: Qt's Wayland plugin).
SYSTEM_LIBRARIES = re.compile(
    r"(ld-linux[-\w.]*\.so\.\d|lib(c|m|dl|pthread|rt|resolv)\.so\.\d|libstdc\+\+\.so\.6|libgcc_s\.so\.1"
    r"|libexpat\.so\.1|libGL\.so\.1|libEGL\.so\.1|libxcb\.so\.1"
    r"|libwayland-(client|cursor)\.so\.0)")
# The gtk3 platform theme plugin alone may also link the desktop's GTK stack (packaging/README.md,
# "platformthemes"): it loads only on a desktop that has GTK and Qt goes on without it elsewhere.
THEME_PLUGIN = "platformthemes/libqgtk3.so"
DESKTOP_GTK_LIBRARIES = re.compile(
    r"lib(gtk-3|gdk-3|gdk_pixbuf-2\.0|atk-1\.0|cairo|cairo-gobject|pango-1\.0|pangocairo-1\.0"
    r"|gio-2\.0|gobject-2\.0|harfbuzz)\.so\.\d+")

needs_linux_build = pytest.mark.skipif(
    not EXECUTABLE or not sys.platform.startswith("linux"),
    reason="TTT_EXECUTABLE is not set (or this is not Linux): build with packaging/build, then "
           "set TTT_EXECUTABLE=dist/ttt-desktop to check the executable's glibc floor")


@pytest.fixture(scope="module")
def glibc_floor() -> Iterator[ModuleType]:
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        import glibc_floor
    finally:
        sys.path.remove(str(SCRIPT.parent))
    yield glibc_floor


def system_libraries() -> list[Path]:
    """A few of this machine's ELF libraries with versioned needs, C and C++."""
    names = ("libstdc++.so.6", "libexpat.so.1", "libz.so.1", "libgcc_s.so.1")
    found = []
    for folder in (Path("/usr/lib/x86_64-linux-gnu"), Path("/lib/x86_64-linux-gnu"),
                   Path("/usr/lib/aarch64-linux-gnu"), Path("/usr/lib64"), Path("/usr/lib")):
        found += [folder / name for name in names if (folder / name).is_file()]
    return found[:4]


@pytest.mark.skipif(not shutil.which("readelf") or not system_libraries(),
                    reason="needs binutils' readelf and the system's libstdc++/libexpat")
def test_the_reader_agrees_with_readelf(glibc_floor: ModuleType) -> None:
    for library in system_libraries():
        listing = subprocess.run(["readelf", "-V", "--wide", str(library)], capture_output=True,
                                 text=True, check=True).stdout
        verneed = listing.partition("Version needs section")[2]
        expected = sorted(set(re.findall(r"Name: ([A-Z]+_\d+(?:\.\d+)*)\s", verneed)))
        mine = sorted({f"{need.family}_{need.version}"
                       for need in glibc_floor.version_needs(library.read_bytes())})
        assert mine == expected, library


@pytest.mark.skipif(not shutil.which("readelf") or not system_libraries(),
                    reason="needs binutils' readelf and the system's libstdc++/libexpat")
def test_the_linked_libraries_agree_with_readelf(glibc_floor: ModuleType) -> None:
    for library in system_libraries():
        listing = subprocess.run(["readelf", "-d", "--wide", str(library)], capture_output=True,
                                 text=True, check=True).stdout
        expected = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", listing)
        assert expected, library
        assert glibc_floor.needed_libraries(library.read_bytes()) == expected, library


def test_the_script_rejects_what_is_not_a_build(tmp_path: Path) -> None:
    text_file = tmp_path / "not-elf"
    text_file.write_text("hello\n")
    result = subprocess.run([sys.executable, str(SCRIPT), str(text_file)], capture_output=True,
                            text=True)
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0 and "not an ELF" in result.stderr


def test_the_limit_fails_a_folder_that_needs_more(glibc_floor: ModuleType, tmp_path: Path) -> None:
    """--max on a one-folder layout: a system library that needs more than 2.0 fails it."""
    libraries = system_libraries()
    if not libraries:
        pytest.skip("no system libraries to read")
    for library in libraries:
        shutil.copy(library, tmp_path / library.name)
    report = glibc_floor.measure(tmp_path)
    assert report.files == len(libraries)
    result = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path), "--max", "2.0"],
                            capture_output=True, text=True)
    assert result.returncode == 1, result.stdout
    assert f"glibc floor: {report.glibc_floor}" in result.stdout
    ok = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path), "--max",
                         report.glibc_floor], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stdout


@needs_linux_build
def test_the_executable_runs_on_glibc_2_35(glibc_floor: ModuleType) -> None:
    report = glibc_floor.measure(Path(EXECUTABLE))
    assert report.files > 20, "the archive's libraries were not found"
    assert glibc_floor.version_key(report.glibc_floor) <= glibc_floor.version_key(GLIBC_LIMIT), (
        f"glibc floor {report.glibc_floor} > {GLIBC_LIMIT}, because of: "
        + ", ".join(report.files_above(GLIBC_LIMIT)))


@needs_linux_build
def test_the_system_cxx_runtime_of_ubuntu_22_04_is_enough(glibc_floor: ModuleType) -> None:
    """The spec leaves libstdc++ to the system: the bundle may not need a newer one than 22.04's."""
    report = glibc_floor.measure(Path(EXECUTABLE))
    bundled = {Path(name).name for name in report.bundled}
    assert not bundled & {"libstdc++.so.6", "libgcc_s.so.1", "libexpat.so.1"}, bundled
    for family, limit in SYSTEM_RUNTIME_LIMITS.items():
        needed = report.highest.get(family, "0")
        assert glibc_floor.version_key(needed) <= glibc_floor.version_key(limit), (
            f"{family}_{needed} > {family}_{limit}, needed by {report.needed_by[family]}")


@needs_linux_build
def test_the_executable_takes_only_the_documented_libraries_from_the_system(
        glibc_floor: ModuleType) -> None:
    report = glibc_floor.measure(Path(EXECUTABLE))
    assert "libc.so.6" in report.from_system and "libxcb.so.1" in report.from_system
    undocumented = [name for name in report.from_system if not SYSTEM_LIBRARIES.fullmatch(name)
                    and not (DESKTOP_GTK_LIBRARIES.fullmatch(name)
                             and all(user.endswith(THEME_PLUGIN) for user in report.linked[name]))]
    assert undocumented == [], {name: report.linked[name] for name in undocumented}


@needs_linux_build
def test_only_the_theme_plugin_takes_gtk_from_the_system(glibc_floor: ModuleType) -> None:
    """GTK's libraries are the desktop's: never bundled, and linked by the gtk3 theme alone
    (GLib is not among them: QtCore's event loop links it and it travels in the build)."""
    report = glibc_floor.measure(Path(EXECUTABLE))
    gtk = {name: report.linked[name] for name in report.from_system
           if DESKTOP_GTK_LIBRARIES.fullmatch(name)}
    assert "libgtk-3.so.0" in gtk, "the gtk3 platform theme plugin is not in the build"
    assert all(user.endswith(THEME_PLUGIN) for users in gtk.values() for user in users), gtk
    bundled = [name for name in report.bundled if DESKTOP_GTK_LIBRARIES.fullmatch(Path(name).name)]
    assert bundled == [], bundled
