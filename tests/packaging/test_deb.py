"""The Debian package (packaging/build --deb): its files, its control data, lintian.

The package is taken from ``TTT_DEB`` (CI sets it after the build; a missing file then fails),
else from ``dist/ttt-desktop_VERSION_amd64.deb`` when it exists; without one the tests skip and
say so. Installing it on a clean Debian 12 root is ``packaging/clean-root-test --deb``.

The tools (dpkg-deb, desktop-file-validate, appstreamcli, lintian) are installed by
``packaging/build --deb``, which made the package, and readelf by ``tools/setup-env --e2e``. Where
one is missing, the test skips with the reason, except under CI (``CI`` set), where it fails.
"""

from __future__ import annotations

import gzip
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ttt_desktop.resources_path import translation_codes

from .helpers import NAME, PNG_SIZES, ROOT, png_size, read_desktop_entry

VERSION = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"),
                    re.M).group(1)
# lintian errors that a PyInstaller bundle cannot avoid (packaging/README.md explains why)
ALLOWED_LINTIAN_ERRORS = {"embedded-library"}


def require(tool: str, package: str) -> str:
    path = shutil.which(tool)
    if path is None:
        reason = f"{tool} is missing (apt-get install {package}; packaging/build --deb does)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    return path


@pytest.fixture(scope="module")
def deb() -> Path:
    given = os.environ.get("TTT_DEB")
    if given:
        path = Path(given)
        assert path.is_file(), f"TTT_DEB={given}: no such file"
        return path
    path = ROOT / "dist" / f"{NAME}_{VERSION}_amd64.deb"
    if not path.is_file():
        pytest.skip(f"no {path.relative_to(ROOT)} (packaging/build --deb makes it)")
    return path


@pytest.fixture(scope="module")
def tree(deb: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    require("dpkg-deb", "dpkg")
    out = tmp_path_factory.mktemp("deb")
    subprocess.run(["dpkg-deb", "-R", str(deb), str(out)], check=True)
    return out


def control(tree: Path) -> dict[str, str]:
    fields: dict[str, str] = {}
    for line in (tree / "DEBIAN" / "control").read_text(encoding="utf-8").splitlines():
        if line and not line[0].isspace():
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def test_the_one_folder_build_under_usr_lib_with_the_commands_linked(tree: Path) -> None:
    program = tree / "usr/lib" / NAME / NAME
    assert program.is_file() and os.access(program, os.X_OK)
    assert (tree / f"usr/lib/{NAME}/_internal").is_dir(), "not a one-folder build"
    for folder in ("usr/bin", "usr/games"):
        link = tree / folder / NAME
        assert link.is_symlink() and os.readlink(link) == f"../lib/{NAME}/{NAME}"
        assert link.resolve() == program.resolve()
    outside = [p for p in tree.iterdir() if p.name not in ("usr", "DEBIAN")]
    assert not outside, f"files outside /usr: {outside}"


def test_control_names_the_version_and_the_readme_requirements(tree: Path) -> None:
    fields = control(tree)
    assert fields["Package"] == NAME
    assert fields["Version"] == VERSION
    assert fields["Architecture"] == "amd64"
    depends = fields["Depends"]
    assert "libc6 (>= 2.35)" in depends
    # Every package the README's system requirements name must be a dependency.
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("**The Linux executable needs**", 1)[1]
    section = section.split("\n\n", 1)[0]
    named = {name for name in re.findall(r"`([a-z0-9][a-z0-9.+-]+)`", section)
             if not name.startswith("libxcb-") and "/" not in name and "." not in name}
    assert named >= {"libgl1", "libegl1", "libxcb1", "libexpat1", "fontconfig-config"}
    for name in sorted(named):
        assert re.search(rf"(^|[ ,|]){re.escape(name)}( |,|$)", depends), (
            f"the README requires {name}, Depends: does not list it")
    installed = int(fields["Installed-Size"])
    measured = sum(p.stat().st_size for p in (tree / "usr").rglob("*")
                   if p.is_file() and not p.is_symlink()) / 1024
    assert 0.95 * measured <= installed <= 1.1 * measured + 64


def depends_names(depends: str) -> set[str]:
    """The package names of a Depends: field (alternatives included, versions left out)."""
    return {alternative.split("(")[0].strip() for group in depends.split(",")
            for alternative in group.split("|")}


def owners(library: str) -> set[str]:
    """The installed Debian packages (architecture left out) that hold ``library`` in a
    library folder of this machine."""
    found = subprocess.run(["dpkg-query", "-S", f"*/{library}"], capture_output=True,
                           text=True).stdout
    return {line.split(":")[0] for line in found.splitlines()
            if re.search(r"/lib(64)?/([\w-]+/)?" + re.escape(library) + "$", line)}


def package_depends(package: str) -> set[str]:
    """The packages that an installed package depends on, as this machine's dpkg knows them."""
    found = subprocess.run(["dpkg-query", "-W", "-f=${Depends}", package], capture_output=True,
                           text=True)
    return depends_names(found.stdout) if found.returncode == 0 else set()


THEME_PLUGIN = "platformthemes/libqgtk3.so"


def test_depends_names_the_package_of_every_library_taken_from_the_system(tree: Path) -> None:
    """Read from the files: each library that a bundled file links against (DT_NEEDED) but
    the bundle does not carry must come from a package in Depends: (the Wayland plugin's
    libwayland-client0 and libwayland-cursor0 among them). A library that only the gtk3 theme
    plugin links may come instead from GTK, recommended: libgtk-3-0 or a package it depends on."""
    require("dpkg-query", "dpkg")
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import glibc_floor
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    report = glibc_floor.measure(tree / "usr/lib" / NAME)
    assert "libwayland-client.so.0" in report.from_system, "the Wayland plugin is missing"
    fields = control(tree)
    named = depends_names(fields["Depends"])
    assert "libgtk-3-0" in depends_names(fields["Recommends"])
    gtk = {"libgtk-3-0"} | package_depends("libgtk-3-0")
    unnamed = {}
    for library in report.from_system:
        packages = owners(library)
        theme_only = all(user.endswith(THEME_PLUGIN) for user in report.linked[library])
        if not packages:
            reason = f"no installed package holds {library}: cannot say which one it needs"
            if os.environ.get("CI"):
                pytest.fail(reason)
            pytest.skip(reason)
        if not packages & (named | gtk if theme_only else named):
            unnamed[library] = sorted(packages)
    assert not unnamed, f"Depends: lacks the packages of {unnamed}"
    assert any(user.endswith(THEME_PLUGIN) for users in report.linked.values() for user in users)


def test_menu_entry_icons_and_appstream(tree: Path) -> None:
    entry_path = tree / "usr/share/applications" / f"{NAME}.desktop"
    entry = read_desktop_entry(entry_path)
    assert entry["Version"] == "1.4"  # desktop-file-utils 0.26 (Debian 12) knows no 1.5
    assert entry["Exec"] == f"{NAME} %f" and entry["Icon"] == NAME
    assert entry["MimeType"] == "application/x-ttt-game;"
    mime = (tree / "usr/share/mime/packages" / f"{NAME}.xml").read_text(encoding="utf-8")
    assert 'type="application/x-ttt-game"' in mime and '<glob pattern="*.ttt"/>' in mime
    for lang in translation_codes():
        for key in ("Name", "GenericName", "Comment", "Keywords"):
            assert entry.get(f"{key}[{lang}]"), f"{key}[{lang}]"
    validator = require("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([validator, str(entry_path)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    for size in PNG_SIZES:
        png = tree / f"usr/share/icons/hicolor/{size}x{size}/apps/{NAME}.png"
        assert png_size(png.read_bytes()) == (size, size)
    assert (tree / f"usr/share/icons/hicolor/scalable/apps/{NAME}.svg").is_file()
    metainfo = list((tree / "usr/share/metainfo").glob("*.metainfo.xml"))
    assert len(metainfo) == 1
    text = metainfo[0].read_text(encoding="utf-8")
    assert f'<launchable type="desktop-id">{NAME}.desktop</launchable>' in text
    for lang in translation_codes():
        assert f'<summary xml:lang="{lang}">' in text and f'<name xml:lang="{lang}">' in text
    assert f'<release version="{VERSION}"' in text and "<content_rating" in text
    assert text.count("<screenshot") >= 1 and '<url type="homepage">' in text
    assert "@" not in text.replace("xml:lang", ""), "an unfilled @PLACEHOLDER@"
    appstream = require("appstreamcli", "appstream")
    result = subprocess.run([appstream, "validate", "--no-net", "--pedantic", str(metainfo[0])],
                            capture_output=True, text=True)
    out = result.stdout + result.stderr
    assert result.returncode == 0, out
    assert not re.search(r"^[EWIP]: ", out, re.M), out  # nothing, not even a pedantic note


def test_copyright_changelog_and_manual(tree: Path) -> None:
    doc = tree / "usr/share/doc" / NAME
    copyright_text = (doc / "copyright").read_text(encoding="utf-8")
    assert copyright_text.startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    assert "License: MIT" in copyright_text and "License: LGPL-3" in copyright_text
    changelog = gzip.decompress((doc / "changelog.gz").read_bytes()).decode()
    assert changelog.startswith(f"{NAME} ({VERSION}) ")
    manual = gzip.decompress((tree / f"usr/share/man/man6/{NAME}.6.gz").read_bytes()).decode()
    assert manual.startswith(".TH TTT-DESKTOP 6")


def test_no_library_searches_a_folder_of_the_build_machine(tree: Path) -> None:
    readelf = require("readelf", "binutils")
    bad = []
    for path in (tree / "usr/lib" / NAME).rglob("*"):
        if path.is_symlink() or not path.is_file() or path.read_bytes()[:4] != b"\x7fELF":
            continue
        dynamic = subprocess.run([readelf, "-d", str(path)], capture_output=True,
                                 text=True).stdout
        for paths in re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library \w+: \[(.*)\]", dynamic):
            if any(not part.startswith("$ORIGIN") for part in paths.split(":")):
                bad.append(f"{path.relative_to(tree)}: {paths}")
    assert not bad, "\n".join(bad)


@pytest.mark.slow
def test_lintian_finds_no_error_but_the_embedded_libraries(deb: Path) -> None:
    lintian = require("lintian", "lintian")
    result = subprocess.run([lintian, "--tag-display-limit", "0", str(deb)],
                            capture_output=True, text=True, timeout=600)
    errors = re.findall(r"^E: \S+: (\S+)", result.stdout, re.M)
    assert errors, "lintian reported no embedded-library error: has the bundle changed? " + (
        result.stdout + result.stderr)
    unexpected = sorted(set(errors) - ALLOWED_LINTIAN_ERRORS)
    assert not unexpected, result.stdout
