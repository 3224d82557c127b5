"""The Windows installer removes only what it wrote (packaging/windows/installer.nsi).

It used to delete ``_internal`` (the whole folder) and ``uninstall.exe`` by name in whatever
folder the player chose, before installing and on uninstalling. Now it keeps a list of the files
and folders it wrote (packaging/windows/installer_files.py makes it at compile time), removes
only what that list names, and refuses a folder that is neither empty nor an earlier install.

The script is read without building it; then, where makensis and Wine are installed, a small
installer is built from a stand-in program folder (a second or two) and run silently in a Wine
prefix of its own: into a stranger's folder, over an install with its list, over an install
from before the list, and uninstalled. tests/packaging/test_windows_exe.py runs the real
installer of the real build.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import ROOT

SCRIPT = (ROOT / "packaging" / "windows" / "installer.nsi").read_text(encoding="utf-8")


def section(name: str) -> str:
    found = re.search(rf'^Section "{re.escape(name)}"\n(.*?)^SectionEnd', SCRIPT, re.M | re.S)
    assert found, name
    return found.group(1)


def test_the_uninstaller_deletes_nothing_by_name_but_its_own_list_and_itself() -> None:
    uninstall = section("Uninstall")
    deleted = re.findall(r"^\s*(Delete|RMDir)\s+(/r\s+)?(\S+)", uninstall, re.M)
    assert all(not recursive for _, recursive, _ in deleted), deleted
    assert [target for _, _, target in deleted] == ['"$INSTDIR\\uninstall.exe"', '"$INSTDIR"',
                                                    '"$SMPROGRAMS\\$(START_NAME).lnk"']
    assert "Call un.RemoveListedFiles" in uninstall


def test_the_installer_checks_the_folder_before_it_removes_anything() -> None:
    install = section("${DISPLAY_NAME}")
    check = install.index("Call CheckInstallFolder")
    removals = [m.start() for m in re.finditer(r"^\s*(Delete|RMDir|Call RemoveListedFiles)",
                                               install, re.M)]
    assert removals and check < min(removals)
    # the earlier layout's names are removed only where that layout was found
    assert SCRIPT.count("RMDir /r") == 1
    legacy = install[install.index("earlier_layout:"):install.index("earlier_removed:")]
    assert 'IfFileExists "$INSTDIR\\${APP}.exe"' in legacy and "RMDir /r" in legacy


def test_the_list_names_every_file_then_every_folder_deepest_first(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "packaging" / "windows"))
    from installer_files import list_lines  # a build script, not a package

    for name in ("ttt-desktop.exe", "_internal/a.dll", "_internal/PySide6/plugins/x.dll",
                 "_internal/PySide6/Qt6Core.dll"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"MZ")
    lines = list_lines(tmp_path)
    files = [line for line in lines if not line.endswith("\\")]
    folders = [line for line in lines if line.endswith("\\")]
    assert lines == files + folders
    assert sorted(files) == sorted(["ttt-desktop.exe", "_internal\\a.dll",
                                    "_internal\\PySide6\\plugins\\x.dll",
                                    "_internal\\PySide6\\Qt6Core.dll"])
    assert folders == ["_internal\\PySide6\\plugins\\", "_internal\\PySide6\\", "_internal\\"]


# --- built and run under Wine ---------------------------------------------------------------

def _tree(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")}


@pytest.fixture(scope="module")
def wine_setup(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """(the installer of a stand-in program folder, the environment of a fresh Wine prefix)."""
    if shutil.which("makensis") is None or shutil.which("wine") is None:
        pytest.skip("makensis and wine are needed (packaging/windows/build installs them)")
    base = tmp_path_factory.mktemp("installer")
    app = base / "app"
    for name in ("ttt-desktop.exe", "_internal/base.dll", "_internal/PySide6/Qt6Core.dll"):
        (app / name).parent.mkdir(parents=True, exist_ok=True)
        (app / name).write_bytes(b"MZ stand-in")
    setup = base / "ttt-desktop-setup-test.exe"
    built = subprocess.run(
        ["makensis", "-V2", "-INPUTCHARSET", "UTF8", "-DVERSION=1.0.0", f"-DROOT={ROOT}",
         f"-DAPPDIR={app}", f"-DOUTFILE={setup}", f"-DPYTHON={sys.executable}",
         str(ROOT / "packaging" / "windows" / "installer.nsi")],
        capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stdout + built.stderr
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DISPLAY", "WAYLAND"))}
    env.update(WINEPREFIX=str(base / "prefix"), WINEARCH="win64", WINEDEBUG="-all",
               WINEDLLOVERRIDES="mscoree,mshtml=")
    booted = subprocess.run(["wine", "wineboot", "--init"], env=env, capture_output=True,
                            timeout=300)
    if booted.returncode != 0 or not (base / "prefix" / "drive_c").is_dir():
        pytest.skip(f"no Wine prefix could be made: {booted.stderr[-500:]!r}")
    return setup, env


def _run(env: dict[str, str], *args: str) -> int:
    """Run a Windows program and wait for Wine to finish (an uninstaller reruns itself from
    %TEMP%); its exit status."""
    done = subprocess.run(["wine", *args], env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, timeout=300)
    subprocess.run(["wineserver", "-w"], env=env, timeout=300)
    return done.returncode


@pytest.mark.slow
def test_a_strangers_folder_is_refused_and_left_whole(wine_setup) -> None:
    setup, env = wine_setup
    folder = Path(env["WINEPREFIX"]) / "drive_c" / "Tools"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "precious.dat").write_text("another program's", encoding="utf-8")
    (folder / "uninstall.exe").write_bytes(b"MZ another program's uninstaller")
    (folder / "notes.txt").write_text("mine", encoding="utf-8")
    before = {name: (folder / name).read_bytes() for name in _tree(folder)
              if (folder / name).is_file()}
    assert _run(env, str(setup), "/S", r"/D=C:\Tools") == 2
    after = {name: (folder / name).read_bytes() for name in _tree(folder)
             if (folder / name).is_file()}
    assert after == before


@pytest.mark.slow
def test_an_upgrade_and_the_uninstaller_remove_only_what_the_list_names(wine_setup) -> None:
    setup, env = wine_setup
    drive = Path(env["WINEPREFIX"]) / "drive_c"
    folder = drive / "Game"
    assert _run(env, str(setup), "/S", r"/D=C:\Game") == 0
    installed = _tree(folder)
    assert installed == {"ttt-desktop.exe", "_internal", "_internal/base.dll", "_internal/PySide6",
                         "_internal/PySide6/Qt6Core.dll", "uninstall.exe",
                         "ttt-desktop-files.txt"}
    # an earlier version's file, named in its list; lines that point outside are passed over;
    # the player's own file is no one's to delete
    (folder / "_internal" / "dropped-since.dll").write_bytes(b"MZ")
    (drive / "outside.txt").write_text("keep", encoding="utf-8")
    with open(folder / "ttt-desktop-files.txt", "a", encoding="utf-8", newline="") as listed:
        listed.write("_internal\\dropped-since.dll\r\n..\\outside.txt\r\nC:\\outside.txt\r\n"
                     "\\outside.txt\r\n")
    (folder / "mine.txt").write_text("the player's", encoding="utf-8")
    assert _run(env, str(setup), "/S", r"/D=C:\Game") == 0
    assert _tree(folder) == installed | {"mine.txt"}
    assert (drive / "outside.txt").is_file()
    assert _run(env, str(folder / "uninstall.exe"), "/S") == 0
    assert _tree(folder) == {"mine.txt"}
    assert (drive / "outside.txt").is_file()


@pytest.mark.slow
def test_an_install_from_before_the_list_is_replaced(wine_setup) -> None:
    setup, env = wine_setup
    folder = Path(env["WINEPREFIX"]) / "drive_c" / "Earlier"
    (folder / "_internal").mkdir(parents=True)
    (folder / "ttt-desktop.exe").write_bytes(b"MZ the one-file program of an earlier version")
    (folder / "uninstall.exe").write_bytes(b"MZ an earlier uninstaller")
    (folder / "_internal" / "dropped-since.dll").write_bytes(b"MZ")
    assert _run(env, str(setup), "/S", r"/D=C:\Earlier") == 0
    assert "_internal/dropped-since.dll" not in _tree(folder)
    assert (folder / "ttt-desktop.exe").read_bytes() == b"MZ stand-in"
    assert _run(env, str(folder / "uninstall.exe"), "/S") == 0
    assert not folder.exists()
