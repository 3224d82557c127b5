"""The packaging inputs and the Linux desktop integration, without building anything.

* the icon files: every PNG size, the .ico and .icns contents, the SVG;
* the .desktop file: desktop-file-validate when the machine has it, else our own key checks;
* packaging/linux/install and uninstall into a temporary HOME (with dist/ttt-desktop when it has
  been built, else a small stand-in executable);
* packaging/ttt-desktop.spec, run with PyInstaller's build steps stubbed out: it takes the name
  and version from pyproject.toml and keeps exactly the Qt pieces the game needs;
* packaging/icu_trim.py on the ICU data library of this environment.
* packaging/README.md says that the standard library's sqlite3 is kept.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ttt_desktop.resources_path import translation_codes

from .helpers import (
    ICONS,
    NAME,
    PNG_SIZES,
    RESOURCES,
    ROOT,
    icns_entries,
    ico_entries,
    png_size,
    project_field,
    read_desktop_entry,
)

INSTALL = ROOT / "packaging" / "linux" / "install"
UNINSTALL = ROOT / "packaging" / "linux" / "uninstall"
LANGUAGES = translation_codes()  # every language the game ships
FONTS = ROOT / "resources" / "fonts"
SPEC = ROOT / "packaging" / "ttt-desktop.spec"
BUILT = ROOT / "dist" / NAME


# --- icons ------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", PNG_SIZES)
def test_every_png_size_exists_with_its_pixel_size(size: int) -> None:
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
    assert png_size(path.read_bytes()) == (size, size)


def test_the_ico_holds_several_sizes_up_to_256() -> None:
    entries = ico_entries((ICONS / f"{NAME}.ico").read_bytes())
    sizes = [width for width, height, _ in entries]
    assert all(width == height for width, height, _ in entries)
    assert {16, 24, 32, 48, 256} <= set(sizes), sizes
    assert len(sizes) == len(set(sizes)) >= 5


def test_the_icns_holds_the_mac_sizes() -> None:
    entries = icns_entries((ICONS / f"{NAME}.icns").read_bytes())
    assert entries["ic07"] == (128, 128)
    assert entries["ic08"] == (256, 256)
    assert entries["ic09"] == (512, 512)
    assert entries["ic10"] == (1024, 1024)


def test_the_svg_icon_is_a_square_drawing_in_the_game_red() -> None:
    text = (ICONS / f"{NAME}.svg").read_text(encoding="utf-8")
    assert re.search(r'viewBox="0 0 (\d+) \1"', text)
    assert "#DD3344" in text


def test_the_app_finds_its_icon_through_resources_path() -> None:
    from ttt_desktop.resources_path import app_icon_path, resource_path

    assert app_icon_path() == ICONS / f"{NAME}.svg"
    assert resource_path(f"{NAME}.desktop").is_file()


def test_generated_icons_match_their_sources() -> None:
    """packaging/make_icons.py --check: the committed PNG/ICO/ICNS are what the SVGs give."""
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), "--check"],
                            capture_output=True, text=True, timeout=120,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.returncode == 0, result.stderr


# --- the .desktop file ------------------------------------------------------------------------

def check_desktop_entry(path: Path) -> dict[str, str]:
    """Validate a .desktop file: desktop-file-validate if present, always our own checks."""
    validator = shutil.which("desktop-file-validate")
    if validator is None and os.environ.get("CI"):  # tools/setup-env --e2e installs it
        pytest.fail("desktop-file-validate is missing: apt-get install desktop-file-utils")
    if validator:
        result = subprocess.run([validator, str(path)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
    entry = read_desktop_entry(path)
    for key in ("Type", "Name", "GenericName", "Comment", "Exec", "Icon", "Categories",
                "Terminal", "Keywords"):
        assert entry.get(key), f"{path.name}: {key} is missing or empty"
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"
    assert entry["Icon"] == NAME
    categories = entry["Categories"].split(";")
    assert categories[-1] == "" and {"Game", "BoardGame"} <= set(categories)
    assert entry["Keywords"].endswith(";")
    for key in entry:
        assert re.fullmatch(r"[A-Za-z0-9-]+(\[[A-Za-z_@.]+\])?", key), f"bad key {key!r}"
    return entry


def test_the_desktop_file_is_valid() -> None:
    entry = check_desktop_entry(RESOURCES / f"{NAME}.desktop")
    assert entry["Exec"] == f"{NAME} %f"  # a double-clicked saved game comes as its path
    assert entry["MimeType"] == "application/x-ttt-game;"


# --- install and uninstall --------------------------------------------------------------------

@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "home dir"  # a space, as real homes sometimes have
    path.mkdir()
    return path


@pytest.fixture
def binary(tmp_path: Path) -> Path:
    """dist/ttt-desktop when it has been built, else a small stand-in executable."""
    if BUILT.is_file():
        return BUILT
    fake = tmp_path / "fake-ttt-desktop"
    fake.write_text("#!/bin/sh\necho 'smoke-test: ok'\n", encoding="utf-8")
    fake.chmod(0o755)
    return fake


def run(script: Path, home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k not in ("PREFIX", "XDG_DATA_HOME")}
    environment.update(HOME=str(home), **env)
    return subprocess.run([str(script), *args], capture_output=True, text=True,
                          env=environment, timeout=60)


def expected_files(bin_dir: Path, data_dir: Path) -> set[Path]:
    icons = data_dir / "icons" / "hicolor"
    return ({bin_dir / NAME, data_dir / "applications" / f"{NAME}.desktop",
             icons / "scalable" / "apps" / f"{NAME}.svg",
             data_dir / "mime" / "packages" / f"{NAME}.xml"}
            | {icons / f"{n}x{n}" / "apps" / f"{NAME}.png" for n in PNG_SIZES})


def files_under(root: Path) -> set[Path]:
    return {path for path in root.rglob("*") if path.is_file()}


@pytest.fixture
def installed(home: Path, binary: Path) -> Iterator[Path]:
    result = run(INSTALL, home, "--binary", str(binary))
    assert result.returncode == 0, result.stderr
    yield home


def test_install_puts_the_binary_menu_entry_and_icons_under_local(
        installed: Path, binary: Path) -> None:
    bin_dir, data_dir = installed / ".local" / "bin", installed / ".local" / "share"
    expected = expected_files(bin_dir, data_dir)
    assert expected <= files_under(installed)
    target = bin_dir / NAME
    assert target.read_bytes() == binary.read_bytes()
    assert target.stat().st_mode & stat.S_IXUSR
    for size in PNG_SIZES:
        icon = data_dir / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        assert png_size(icon.read_bytes()) == (size, size)


def test_the_installed_menu_entry_runs_the_absolute_path(installed: Path) -> None:
    data_dir = installed / ".local" / "share"
    entry = check_desktop_entry(data_dir / "applications" / f"{NAME}.desktop")
    target = installed / ".local" / "bin" / NAME
    assert entry["Exec"] == f'"{target}" %f'  # quoted: the home folder's name has a space
    assert entry["TryExec"] == str(target)


def test_the_installed_binary_runs(installed: Path) -> None:
    target = installed / ".local" / "bin" / NAME
    result = subprocess.run([str(target), "--smoke-test"], capture_output=True, text=True,
                            timeout=60, env=dict(os.environ, QT_QPA_PLATFORM="offscreen",
                                                 XDG_CONFIG_HOME=str(installed / "config"),
                                                 XDG_DATA_HOME=str(installed / "data")))
    assert result.returncode == 0 and "smoke-test: ok" in result.stdout, result.stderr


def test_uninstall_removes_exactly_what_install_added(home: Path, binary: Path) -> None:
    bin_dir, data_dir = home / ".local" / "bin", home / ".local" / "share"
    neighbours = [bin_dir / "other-tool", data_dir / "applications" / "other.desktop",
                  data_dir / "icons" / "hicolor" / "48x48" / "apps" / "other.png"]
    for path in neighbours:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("not ours", encoding="utf-8")
    before = files_under(home)

    assert run(INSTALL, home, "--binary", str(binary)).returncode == 0
    result = run(UNINSTALL, home)
    assert result.returncode == 0, result.stderr
    mime = data_dir / "mime"  # update-mime-database's files, made from mime/packages/
    caches = {p for p in files_under(home) if p.name in ("icon-theme.cache", "mimeinfo.cache")
              or (p.is_relative_to(mime) and not p.is_relative_to(mime / "packages"))}
    assert files_under(home) - caches == before
    assert all(path.read_text(encoding="utf-8") == "not ours" for path in neighbours)


def test_uninstall_without_install_does_nothing(home: Path) -> None:
    result = run(UNINSTALL, home)
    assert result.returncode == 0
    assert files_under(home) == set()


def test_install_twice_then_uninstall_leaves_nothing_of_ours(home: Path, binary: Path) -> None:
    for _ in range(2):
        assert run(INSTALL, home, "--binary", str(binary)).returncode == 0
    assert run(UNINSTALL, home).returncode == 0
    ours = expected_files(home / ".local" / "bin", home / ".local" / "share")
    assert not ours & files_under(home)


def test_install_respects_xdg_data_home_and_prefix(home: Path, binary: Path) -> None:
    data_dir, prefix = home / "xdg data", home / "prefix"
    env = {"XDG_DATA_HOME": str(data_dir), "PREFIX": str(prefix)}
    assert run(INSTALL, home, "--binary", str(binary), **env).returncode == 0
    assert expected_files(prefix / "bin", data_dir) <= files_under(home)
    assert not (home / ".local").exists()
    assert run(UNINSTALL, home, **env).returncode == 0
    assert not expected_files(prefix / "bin", data_dir) & files_under(home)


def test_install_keeps_a_foreign_executable_unless_forced(home: Path, binary: Path) -> None:
    foreign = home / ".local" / "bin" / NAME
    foreign.parent.mkdir(parents=True)
    foreign.write_text("#!/bin/sh\n# installed by something else\n", encoding="utf-8")
    result = run(INSTALL, home, "--binary", str(binary))
    assert result.returncode == 1 and "--force" in result.stderr
    assert "something else" in foreign.read_text(encoding="utf-8")
    assert run(INSTALL, home, "--binary", str(binary), "--force").returncode == 0
    assert foreign.read_bytes() == binary.read_bytes()


def test_install_explains_a_missing_build(home: Path, tmp_path: Path) -> None:
    result = run(INSTALL, home, "--binary", str(tmp_path / "nothing-here"))
    assert result.returncode == 1
    assert "packaging/build" in result.stderr
    assert files_under(home) == set()


# --- the PyInstaller spec ---------------------------------------------------------------------

class Recorder:
    """Stands in for one of PyInstaller's build steps and remembers its arguments."""

    def __init__(self, calls: dict[str, dict[str, Any]], name: str) -> None:
        self.calls, self.name = calls, name

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls[self.name] = {"args": args, **kwargs}
        return type(self.name, (), {"binaries": [], "datas": [], "pure": [], "scripts": [],
                                    "zipped_data": None})()


def run_spec(root: Path, tmp_path: Path, **env: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Execute the spec as PyInstaller would, with the build steps recorded instead of run."""
    from PyInstaller.config import CONF

    warn = tmp_path / "warn.txt"
    warn.write_text("", encoding="utf-8")
    saved_conf = dict(CONF)
    saved_env = {key: os.environ.get(key) for key in env}
    CONF.update(warnfile=str(warn), workpath=str(tmp_path / "work"))
    os.environ.update(env)
    calls: dict[str, dict[str, Any]] = {}
    namespace: dict[str, Any] = {"SPECPATH": str(root / "packaging"), "__file__": str(SPEC)}
    namespace.update({step: Recorder(calls, step)
                      for step in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")})
    try:
        exec(compile((root / "packaging" / SPEC.name).read_text(encoding="utf-8"),
                     str(SPEC), "exec"), namespace)
    finally:
        CONF.clear()
        CONF.update(saved_conf)
        for key, value in saved_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    return namespace, calls


@pytest.fixture
def fake_project(tmp_path: Path) -> Path:
    """A copy of the spec beside a pyproject.toml with a different version."""
    root = tmp_path / "project"
    (root / "packaging").mkdir(parents=True)
    # the spec and the helpers it imports (icu_trim, qm_trim, glibc_floor), the entry, the hook
    for path in [ROOT / "packaging" / SPEC.name, *(ROOT / "packaging").glob("*.py")]:
        shutil.copy(path, root / "packaging" / path.name)
    shutil.copytree(RESOURCES, root / "resources")
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (root / "pyproject.toml").write_text(
        re.sub(r'(?m)^version = ".*"$', 'version = "9.8.7"', text), encoding="utf-8")
    return root


def test_the_spec_reads_name_and_version_from_pyproject(fake_project: Path, tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    namespace, calls = run_spec(fake_project, tmp_path, TTT_ONEDIR="0")
    assert namespace["APP_NAME"] == project_field("name") == NAME
    assert namespace["VERSION"] == "9.8.7"
    assert calls["EXE"]["name"] == NAME
    assert "COLLECT" not in calls  # one-file by default
    if sys.platform.startswith("linux"):
        assert calls["EXE"]["strip"] is True


def test_the_spec_builds_one_folder_under_its_own_name(fake_project: Path, tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    _, calls = run_spec(fake_project, tmp_path, TTT_ONEDIR="1")
    assert calls["COLLECT"]["name"] == f"{NAME}-onedir"
    assert calls["EXE"]["name"] == NAME


def test_the_spec_bundles_the_resources_and_leaves_out_unused_qt(
        fake_project: Path, tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    namespace, calls = run_spec(fake_project, tmp_path, TTT_ONEDIR="0")
    datas = {dest + "/" + Path(src).name for src, dest in calls["Analysis"]["datas"]}
    assert "resources/icons/ttt-desktop.svg" in datas
    assert "resources/ttt-desktop.desktop" in datas
    excludes = set(calls["Analysis"]["excludes"])
    assert {"PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtSql", "tkinter"} <= excludes
    assert "PySide6.QtNetwork" in excludes  # the handover listens with QtCore alone
    assert not {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg",
                "logging", "hashlib", "socket", "json"} & excludes

    keep = namespace["keep_entry"]
    kept = ["PySide6/Qt/plugins/platforms/libqxcb.so",
            "PySide6/Qt/plugins/platforms/libqoffscreen.so",
            "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
            "PySide6/Qt/plugins/imageformats/libqsvg.so",
            "PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/lib/libQt6Gui.so.6",
            "PySide6/Qt/lib/libQt6Widgets.so.6", "PySide6/Qt/lib/libQt6Svg.so.6",
            "PySide6/Qt/lib/libQt6DBus.so.6", "PySide6/Qt/lib/libQt6XcbQpa.so.6",
            "PySide6/Qt/lib/libicudata.so.73", "libxcb-cursor.so.0", "libfontconfig.so.1",
            # native on Wayland: the platform, the xdg-shell and the client-side decorations
            "PySide6/Qt/plugins/platforms/libqwayland.so",
            "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
            "PySide6/Qt/plugins/wayland-decoration-client/libbradient.so",
            "PySide6/Qt/plugins/wayland-decoration-client/libadwaita.so",
            "PySide6/Qt/lib/libQt6WaylandClient.so.6",
            # the desktop's colours, a dark theme included: GTK's theme and the portal's
            "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
            "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
            *(f"resources/translations/ttt_desktop_{lang}.qm" for lang in LANGUAGES),
            *(f"PySide6/Qt/translations/qtbase_{lang}.qm" for lang in LANGUAGES),  # buttons
            *(f"resources/fonts/{font.name}" for font in FONTS.glob("*-subset.*"))]
    dropped = ["PySide6/Qt/plugins/platforms/libqeglfs.so",
               "PySide6/Qt/plugins/tls/libqopensslbackend.so",
               "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so",
               "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
               "PySide6/Qt/plugins/imageformats/libqjpeg.so",
               # Wayland's EGL buffers and the shells no desktop uses; the compositor's side
               "PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
               "PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so",
               "PySide6/Qt/plugins/wayland-shell-integration/libwl-shell-plugin.so",
               "PySide6/Qt/lib/libQt6WaylandCompositor.so.6",
               "PySide6/Qt/lib/libQt6OpenGL.so.6",
               "PySide6/Qt/lib/libQt6Pdf.so.6",
               "PySide6/Qt/lib/libQt6Qml.so.6", "PySide6/Qt/lib/libQt6Network.so.6",
               "PySide6/Qt/translations/qtbase_it.qm",
               "PySide6/Qt/translations/qtdeclarative_ja.qm"]
    assert [path for path in kept if not keep(path)] == []
    assert [path for path in dropped if keep(path)] == []


# --- ICU trimming -----------------------------------------------------------------------------

def venv_icu_data() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


@pytest.mark.skipif(venv_icu_data() is None, reason="this PySide6 has no bundled ICU data")
@pytest.mark.parametrize("zero_fill", [False, True], ids=["relinked", "zero-filled"])
def test_icu_trim_keeps_the_data_qt_uses(tmp_path: Path, zero_fill: bool) -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import icu_trim
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    if not zero_fill and not (shutil.which("as") and shutil.which("ld")):
        pytest.skip("GNU as/ld are not installed")
    source = venv_icu_data()
    assert source is not None
    out = tmp_path / source.name
    report = icu_trim.trim_icu_library(source, out, zero_fill=zero_fill)
    assert report.method == ("zero-filled" if zero_fill else "relinked")
    package = icu_trim.read_package(out.read_bytes())
    names = {item.name.split("/", 1)[1] for item in package.items}
    assert {"root.res", "en.res", "ja.res", "coll/ucadata.icu", "zone/ja.res",
            "cnvalias.icu", "ibm-943_P15A-2003.cnv"} <= names
    assert not {"fr.res", "brkitr/line.brk", "gb18030.cnv"} & names
    assert names == {item.name.split("/", 1)[1]
                     for item in icu_trim.read_package(source.read_bytes()).items
                     if icu_trim.keep_item(item.name)}
    assert report.bytes_after < report.bytes_before / 5
    if not zero_fill:
        assert out.stat().st_size < source.stat().st_size / 5


def test_the_spec_stops_on_excludes_the_game_needs(fake_project: Path, tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    namespace, _ = run_spec(fake_project, tmp_path, TTT_ONEDIR="0")
    check = namespace["check_excludes"]
    warn = tmp_path / "warn-check.txt"
    fine = ["excluded module named _hashlib - imported by hashlib (optional)",
            "excluded module named tarfile - imported by shutil (delayed)",
            "excluded module named bz2 - imported by encodings.bz2_codec (top-level)",
            "missing module named _winapi - imported by subprocess (conditional)",
            "missing module named msvcrt - imported by ttt_desktop.instance.launch "
            "(delayed, conditional, optional)"]
    warn.write_text("\n".join(fine) + "\n", encoding="utf-8")
    check(str(warn))  # nothing to complain about
    for bad in ["excluded module named calendar - imported by email._parseaddr (top-level)",
                "excluded module named PySide6.QtSql - imported by ttt_desktop.qt.x (delayed)",
                # a module inside an excluded package is "missing", not "excluded"
                "missing module named 'concurrent.futures' - imported by ttt_desktop.play.x "
                "(top-level)"]:
        warn.write_text(bad + "\n", encoding="utf-8")
        with pytest.raises(SystemExit, match="excludes break the build"):
            check(str(warn))


def test_the_one_file_build_stores_only_the_chosen_libraries_raw(
        fake_project: Path, tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    namespace, _ = run_spec(fake_project, tmp_path, TTT_ONEDIR="0")
    binaries = [("PySide6/Qt/lib/libQt6Gui.so.6", "/x/libQt6Gui.so.6", "BINARY"),
                ("PySide6/Qt/lib/libQt6Core.so.6", "/x/libQt6Core.so.6", "BINARY"),
                ("PySide6/QtCore.abi3.so", "/x/QtCore.abi3.so", "EXTENSION")]
    out, cdict = namespace["store_some_uncompressed"](binaries)
    raw = [dest for dest, _, kind in out if not cdict[kind]]
    assert raw == ["PySide6/Qt/lib/libQt6Gui.so.6"]
    assert [src for _, src, _ in out] == [src for _, src, _ in binaries]


def test_packaging_readme_says_sqlite3_is_kept() -> None:
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "packaging" / "README.md").read_text()
    excluded = readme[readme.index("It excludes unused stdlib"):readme.index("It keeps")]
    assert "sqlite3" not in excluded and "sqlite3 (the game history)" in readme
