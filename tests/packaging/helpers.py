"""Readers for the packaging tests: PNG, ICO and ICNS headers, .desktop files (standard library);
the environment of the Wine prefix that the Windows build prepares."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import struct
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "resources"
ICONS = RESOURCES / "icons"
NAME = "ttt-desktop"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk."""
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def ico_entries(data: bytes) -> list[tuple[int, int, str]]:
    """(width, height, 'png' or 'bmp') of each image in a Windows .ico, checked against its data."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1), "not an icon file"
    entries = []
    for i in range(count):
        width, height, _colours, _r, _planes, _bits, size, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i)
        width, height = width or 256, height or 256
        image = data[offset : offset + size]
        assert len(image) == size, f"entry {i} runs past the end of the file"
        if image[:8] == PNG_SIGNATURE:
            assert png_size(image) == (width, height)
            entries.append((width, height, "png"))
        else:
            header_size, bmp_width, bmp_height = struct.unpack_from("<Iii", image, 0)
            assert header_size == 40 and (bmp_width, bmp_height) == (width, 2 * height)
            entries.append((width, height, "bmp"))
    return entries


def icns_entries(data: bytes) -> dict[str, tuple[int, int]]:
    """{type code: PNG (width, height)} of a macOS .icns made of PNG entries."""
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    entries = {}
    at = 8
    while at < len(data):
        code = data[at : at + 4].decode("ascii")
        length = struct.unpack(">I", data[at + 4 : at + 8])[0]
        entries[code] = png_size(data[at + 8 : at + length])
        at += length
    return entries


def read_desktop_entry(path: Path) -> dict[str, str]:
    """The [Desktop Entry] group of a .desktop file, keys case-sensitive."""
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]
    parser.read(path, encoding="utf-8")
    assert parser.sections() == ["Desktop Entry"], parser.sections()
    return dict(parser["Desktop Entry"])


def project_field(key: str) -> str:
    """A string field of pyproject.toml's [project] table (no tomllib: Python 3.10 lacks it)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    table = re.search(r"(?ms)^\[project\]\s*$(.*?)(?=^\[)", text)
    assert table, "pyproject.toml has no [project] table"
    match = re.search(rf'(?m)^{re.escape(key)}\s*=\s*"([^"]*)"', table.group(1))
    assert match, f"pyproject.toml's [project] has no {key}"
    return match.group(1)


def wine_prefix_env() -> tuple[dict[str, str] | None, str]:
    """The environment of the Wine prefix that ``packaging/build --windows`` prepared, with its
    Windows Python in ``WINPYTHON`` and none of this side's Qt or display variables; or
    ``None`` and the reason there is none."""
    if shutil.which("wine") is None:
        return None, "wine is missing (packaging/build --windows installs it)"
    out = subprocess.run([str(ROOT / "packaging/windows/build"), "--print-env"], check=True,
                         capture_output=True, text=True).stdout
    values = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
    if not (Path(values["WINEPREFIX"]) / ".ready").is_file():
        return None, (f"no prepared Wine prefix at {values['WINEPREFIX']} "
                      "(packaging/build --windows makes it)")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DISPLAY", "WAYLAND"))}
    env.update(WINEPREFIX=values["WINEPREFIX"], WINEARCH="win64", WINEDEBUG="-all",
               WINEDLLOVERRIDES="mscoree,mshtml=", WINPYTHON=values["WINPYTHON"])
    return env, ""


def windows_path(path: Path) -> str:
    """``path`` as Wine's Windows programs see it, on drive Z:."""
    return "Z:" + str(path).replace("/", "\\")
