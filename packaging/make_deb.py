"""Make the Debian package from the one-folder build: dist/ttt-desktop_VERSION_amd64.deb.

    python packaging/make_deb.py [--onedir dist/ttt-desktop-onedir] [--out dist]

Normally run by ``packaging/build --deb``, after the one-folder build. The package holds

    /usr/lib/ttt-desktop/                      the one-folder build (starts without unpacking)
    /usr/bin/ttt-desktop, /usr/games/ttt-desktop  -> ../lib/ttt-desktop/ttt-desktop
    /usr/share/applications/ttt-desktop.desktop
    /usr/share/icons/hicolor/*/apps/ttt-desktop.{png,svg}
    /usr/share/metainfo/io.github.ttt_desktop.metainfo.xml   (AppStream)
    /usr/share/mime/packages/ttt-desktop.xml   the .ttt file type, application/x-ttt-game
    /usr/share/man/man6/ttt-desktop.6.gz
    /usr/share/doc/ttt-desktop/{copyright,changelog.gz}

``Depends:`` is the README's list of what the Linux executable takes from the system. dpkg's
own triggers refresh the icon cache and the menu's database, so there are no maintainer
scripts. Needs dpkg-deb (any Debian or Ubuntu).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import shutil
import stat
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APPSTREAM_ID = "io.github.ttt_desktop"
MAINTAINER = "ttt-desktop developers <ttt-desktop@users.noreply.github.com>"
# What the README says "the Linux executable needs", as Debian package names.
DEPENDS = [
    "libc6 (>= 2.35)",
    "libstdc++6 (>= 11)",
    "libgcc-s1",
    "libexpat1",
    "libgl1",
    "libegl1",
    "libxcb1",
    # Qt's Wayland plugin: wl_proxy_marshal_flags came with libwayland 1.20 (Ubuntu 22.04)
    "libwayland-client0 (>= 1.20.0)",
    "libwayland-cursor0",
    "fontconfig-config",
    "fonts-dejavu-core | fonts-freefont-ttf | fonts-liberation2",
]
# Qt's gtk3 platform theme plugin, the only file that links GTK: with it the window takes the
# desktop's colours (a dark theme too); without GTK the plugin does not load and Qt goes on.
RECOMMENDS = ["hicolor-icon-theme", "libgtk-3-0"]


class PackageError(Exception):
    """Something the package cannot be made without; the message says what."""


def project() -> dict[str, str]:
    import tomllib  # Python 3.11+, as the build's environment is

    table = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {"name": table["name"], "version": table["version"],
            "description": table["description"]}


def release_date() -> datetime:
    """The date of the last commit (reproducible), else SOURCE_DATE_EPOCH, else now."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch is None:
        try:
            epoch = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%ct"],
                                   check=True, capture_output=True, text=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            epoch = ""
    return datetime.fromtimestamp(int(epoch), timezone.utc) if epoch else datetime.now(timezone.utc)


def write_gzip(path: Path, data: bytes) -> None:
    """gzip -9n: no name and no time stamp in the header (lintian checks both)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw,
                                               compresslevel=9, mtime=0) as out:
        out.write(data)


def copy_tree_normalised(src: Path, dest: Path, executable: str) -> None:
    """Copy the one-folder build: folders 755, files 644, only the program itself 755."""
    for path in sorted(src.rglob("*")):
        target = dest / path.relative_to(src)
        if path.is_symlink():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.symlink_to(os.readlink(path))
        elif path.is_dir():
            target.mkdir(parents=True, exist_ok=True)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
            target.chmod(0o755 if path.relative_to(src).as_posix() == executable else 0o644)
    for folder in [dest, *(p for p in dest.rglob("*") if p.is_dir() and not p.is_symlink())]:
        folder.chmod(0o755)


def drop_build_host_runpaths(tree: Path) -> list[str]:
    """Remove RUNPATHs that name a folder of the build machine (libpython and the stdlib's
    extension modules carry the build host's Python prefix). The bundle's own ``$ORIGIN``
    paths stay: Qt's libraries find each other through them."""
    if shutil.which("patchelf") is None:
        raise PackageError("patchelf is missing (apt-get install patchelf; tools/setup-env "
                           "--e2e installs it)")
    changed = []
    for path in sorted(tree.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as head:
            if head.read(4) != b"\x7fELF":
                continue
        runpath = subprocess.run(["patchelf", "--print-rpath", str(path)],
                                 capture_output=True, text=True).stdout.strip()
        if runpath and any(not part.startswith("$ORIGIN") for part in runpath.split(":")):
            kept = ":".join(part for part in runpath.split(":") if part.startswith("$ORIGIN"))
            command = (["--set-rpath", kept] if kept else ["--remove-rpath"])
            subprocess.run(["patchelf", *command, str(path)], check=True)
            changed.append(path.relative_to(tree).as_posix())
    return changed


def copyright_text(info: dict[str, str]) -> str:
    return f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: {info["name"]}
Comment: The program is a PyInstaller one-folder build. It bundles the CPython runtime,
 Qt for Python (PySide6 and shiboken6) with the Qt libraries it needs, and a few system
 libraries (FreeType, libpng, fontconfig, libxkbcommon, the libxcb helpers, GLib, D-Bus).

Files: *
Copyright: 2026 ttt-desktop developers
License: MIT

Files: usr/lib/ttt-desktop/_internal/PySide6/* usr/lib/ttt-desktop/_internal/shiboken6/*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3
 On Debian systems, the complete text of the GNU Lesser General Public License
 version 3 can be found in "/usr/share/common-licenses/LGPL-3".

Files: usr/lib/ttt-desktop/_internal/libpython3*
 usr/lib/ttt-desktop/_internal/base_library.zip
 usr/lib/ttt-desktop/_internal/lib-dynload/*
Copyright: Python Software Foundation
License: PSF-2.0
 The Python Software Foundation License Version 2, the licence of CPython.

Files: usr/lib/ttt-desktop/_internal/resources/fonts/*
Copyright: Google LLC, Adobe (Noto Sans JP)
License: OFL-1.1
 The SIL Open Font License 1.1; its text is installed beside the font as OFL.txt.

License: MIT
 Copyright (c) 2026 ttt-desktop developers
 .
 Permission is hereby granted, free of charge, to any person obtaining a copy of this
 software and associated documentation files (the "Software"), to deal in the Software
 without restriction, including without limitation the rights to use, copy, modify, merge,
 publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons
 to whom the Software is furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all copies or
 substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
 INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
 PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
 FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
 OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
 DEALINGS IN THE SOFTWARE.
"""


def changelog_text(info: dict[str, str], when: datetime) -> str:
    stamp = when.strftime("%a, %d %b %Y %H:%M:%S +0000")
    return (f"{info['name']} ({info['version']}) unstable; urgency=medium\n\n"
            f"  * Release {info['version']}, packaged from the one-folder PyInstaller build.\n\n"
            f" -- {MAINTAINER}  {stamp}\n")


def manual_text(info: dict[str, str], when: datetime) -> str:
    return f""".TH TTT-DESKTOP 6 "{when:%Y-%m-%d}" "{info['name']} {info['version']}" "Games"
.SH NAME
ttt-desktop \\- tic-tac-toe for the desktop
.SH SYNOPSIS
.B ttt-desktop
.RI [ options ]
.SH DESCRIPTION
Tic-tac-toe against the computer or a friend, in three rule variants (standard, mis\\(`ere and
last line wins), with five computer levels (Adaptive plays about as well as you do), hints, a
review of each game, puzzles and a perfect solver.
Play with the mouse, or with the keys 1 to 9 laid out as a numeric keypad.
.SH OPTIONS
.B ttt-desktop \\-\\-help
lists the options.
.B \\-\\-smoke-test
starts the game, checks that the board paints, prints
.B smoke-test: ok
and exits.
.SH FILES
The settings are kept in
.IR ~/.config/ttt-desktop/ttt-desktop.conf
and the history of games in
.IR ~/.local/share/ttt-desktop/ttt-desktop/history.sqlite3 .
"""


def control_text(info: dict[str, str], installed_kib: int) -> str:
    summary = "tic-tac-toe against the computer or a friend"
    return (f"Package: {info['name']}\n"
            f"Version: {info['version']}\n"
            "Architecture: amd64\n"
            f"Maintainer: {MAINTAINER}\n"
            f"Installed-Size: {installed_kib}\n"
            f"Depends: {', '.join(DEPENDS)}\n"
            f"Recommends: {', '.join(RECOMMENDS)}\n"
            "Section: games\n"
            "Priority: optional\n"
            f"Description: {summary}\n"
            " Tic-tac-toe (noughts and crosses) on a hand-drawn-looking board, in three rule\n"
            " variants (standard, misere and last line wins), against a computer opponent with\n"
            " five levels (Adaptive plays about as well as you do) or a friend. A game that\n"
            " teaches: hints say why a move is best, a review of each game points out the\n"
            " mistakes, and puzzles train the one move that keeps a win or a draw. In eleven\n"
            " languages.\n")


def metainfo_text(info: dict[str, str], when: datetime) -> str:
    """The AppStream file: the template with the id, the version (the screenshots are read from
    the release's tag) and the newest release's date filled in."""
    text = (ROOT / "packaging/linux/ttt-desktop.metainfo.xml.in").read_text(encoding="utf-8")
    for key, value in {"@ID@": APPSTREAM_ID, "@VERSION@": info["version"],
                       "@DATE@": f"{when:%Y-%m-%d}"}.items():
        text = text.replace(key, value)
    return text


def installed_size_kib(tree: Path) -> int:
    """dpkg's rule: each file rounded up to whole KiB, plus one per folder and symlink."""
    total = 0
    for path in tree.rglob("*"):
        if "DEBIAN" in path.relative_to(tree).parts[:1]:
            continue
        if path.is_symlink() or path.is_dir():
            total += 1
        else:
            total += -(-path.stat().st_size // 1024)
    return total


def md5sums(tree: Path) -> str:
    lines = []
    for path in sorted(tree.rglob("*")):
        rel = path.relative_to(tree)
        if rel.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {rel.as_posix()}\n")
    return "".join(lines)


def build(onedir: Path, out_dir: Path, work: Path) -> Path:
    info = project()
    name = info["name"]
    program = onedir / name
    if not (program.is_file() and os.access(program, os.X_OK)):
        raise PackageError(f"no one-folder build at {onedir} (run packaging/build --onedir)")
    if shutil.which("dpkg-deb") is None:
        raise PackageError("dpkg-deb is missing (Debian's dpkg package)")
    when = release_date()
    tree = work / "root"
    if work.exists():
        shutil.rmtree(work)
    tree.mkdir(parents=True)

    copy_tree_normalised(onedir, tree / "usr/lib" / name, name)
    dropped = drop_build_host_runpaths(tree / "usr/lib" / name)
    print(f"make_deb: removed the build machine's RUNPATH from {len(dropped)} libraries")
    # /usr/games is Debian's place for games (policy 11.11); /usr/bin is where every
    # distribution's PATH looks, so the command works in any shell.
    for folder in ("usr/games", "usr/bin"):
        (tree / folder).mkdir(parents=True)
        (tree / folder / name).symlink_to(f"../lib/{name}/{name}")

    share = tree / "usr/share"
    desktop = (ROOT / "resources" / f"{name}.desktop").read_text(encoding="utf-8")
    (share / "applications").mkdir(parents=True)
    (share / "applications" / f"{name}.desktop").write_text(desktop, encoding="utf-8")
    icons = ROOT / "resources" / "icons"
    for png in sorted((icons / "hicolor").glob(f"*/apps/{name}.png")):
        target = share / "icons" / png.relative_to(icons)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, target)
    scalable = share / "icons/hicolor/scalable/apps"
    scalable.mkdir(parents=True)
    shutil.copyfile(icons / f"{name}.svg", scalable / f"{name}.svg")

    # the saved game's file type: shared-mime-info's dpkg trigger rebuilds its database
    mime = share / "mime/packages"
    mime.mkdir(parents=True)
    shutil.copyfile(ROOT / "resources/mime" / f"{name}.xml", mime / f"{name}.xml")

    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / f"{APPSTREAM_ID}.metainfo.xml").write_text(
        metainfo_text(info, when), encoding="utf-8")

    doc = share / "doc" / name
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(info), encoding="utf-8")
    write_gzip(doc / "changelog.gz", changelog_text(info, when).encode())
    write_gzip(share / "man/man6" / f"{name}.6.gz", manual_text(info, when).encode())

    for path in share.rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    for folder in (tree, tree / "usr", tree / "usr/lib", tree / "usr/bin", tree / "usr/games",
                   share):
        folder.chmod(0o755)

    debian = tree / "DEBIAN"
    debian.mkdir(mode=0o755)
    (debian / "control").write_text(control_text(info, installed_size_kib(tree)))
    (debian / "md5sums").write_text(md5sums(tree))
    for path in debian.iterdir():
        path.chmod(0o644)

    out_dir.mkdir(parents=True, exist_ok=True)
    deb = out_dir / f"{name}_{info['version']}_amd64.deb"
    epoch = str(int(when.timestamp()))
    for path in [tree, *tree.rglob("*")]:  # the same bytes from the same commit
        os.utime(path, (int(epoch), int(epoch)), follow_symlinks=False)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(tree), str(deb)],
                   check=True, env={**os.environ, "SOURCE_DATE_EPOCH": epoch},
                   stdout=subprocess.DEVNULL)
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onedir", type=Path, default=ROOT / "dist" / "ttt-desktop-onedir")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "deb")
    args = parser.parse_args(argv)
    try:
        deb = build(args.onedir.resolve(), args.out.resolve(), args.work.resolve())
    except PackageError as exc:
        print(f"make_deb: {exc}", file=sys.stderr)
        return 1
    mode = stat.filemode(deb.stat().st_mode)
    print(f"make_deb: {deb} ({deb.stat().st_size / 1e6:.1f} MB, {mode})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
