#!/usr/bin/env python3
"""The oldest glibc a built ttt-desktop can run on, read from every ELF file inside it.

A Linux shared library or program lists, in its ``.gnu.version_r`` section, the symbol versions
it needs from each library it links: ``GLIBC_2.34`` from ``libc.so.6``, ``GLIBCXX_3.4.29`` from
``libstdc++.so.6`` and so on. The dynamic loader refuses to start the program when the system's
library lacks one ("version `GLIBC_2.35' not found"). The glibc floor of the build is the highest
``GLIBC_x.y`` that any of its ELF files needs.

The one-file executable is the bootloader (an ELF program) with PyInstaller's archive appended;
this script reads the bootloader and every ELF member of the archive (inflating the compressed
ones in memory). A one-folder build (a folder) is read file by file.

The other version families are reported too: a ``GLIBCXX_`` or ``CXXABI_`` need must be met by
the ``libstdc++.so.6`` in the bundle or, when the bundle carries none, by the system's.

Usage::

    python packaging/glibc_floor.py [dist/ttt-desktop | dist/ttt-desktop-onedir] [--max 2.35]
                                    [--json]

It prints the floor and the files that need it, and the libraries the build links against but
does not carry (the system must provide them); with ``--max`` it exits 1 when the floor is
higher. Standard library only: it reads PyInstaller's archive format itself (the layout of
PyInstaller's ``archive/readers.py``), so it needs neither PyInstaller nor binutils.
``tests/packaging/test_glibc_floor.py`` runs it.
"""

from __future__ import annotations

import argparse
import json
import re
import struct
import sys
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
SHT_GNU_VERNEED = 0x6FFFFFFE
SHT_DYNAMIC = 6
DT_NEEDED = 1
VERSION = re.compile(r"^([A-Z]+)_(\d+(?:\.\d+)*)$")
# PyInstaller's CArchive: a cookie at the end, then a table of contents (see PyInstaller's
# archive/readers.py, which we follow when PyInstaller is not installed).
COOKIE_MAGIC = b"MEI\014\013\012\013\016"
COOKIE = struct.Struct("!8sIIII64s")
TOC_ENTRY = struct.Struct("!IIIIBc")


def version_key(text: str) -> tuple[int, ...]:
    """``"2.35"`` -> ``(2, 35)``, for comparing versions."""
    return tuple(int(part) for part in text.split("."))


@dataclass(frozen=True)
class VersionNeed:
    """One needed symbol version: ``GLIBC_2.34`` from ``libc.so.6``."""

    library: str
    family: str  # GLIBC, GLIBCXX, CXXABI, GCC, ...
    version: str  # "2.34"


def _sections(data: bytes) -> tuple[str, bool, list[tuple[int, ...]]]:
    """(struct byte order, 64-bit?, section headers) of an ELF image."""
    if data[:4] != ELF_MAGIC:
        raise ValueError("not an ELF file")
    is64 = data[4] == 2
    endian = "<" if data[5] == 1 else ">"
    if is64:
        shoff, = struct.unpack_from(endian + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(endian + "HH", data, 0x3A)
        section = struct.Struct(endian + "IIQQQQIIQQ")  # name type flags addr off size link ...
    else:
        shoff, = struct.unpack_from(endian + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(endian + "HH", data, 0x2E)
        section = struct.Struct(endian + "IIIIIIIIII")
    if shoff == 0 or shoff + shnum * shentsize > len(data):
        return endian, is64, []  # no section table (or it was cut off): nothing to read
    return endian, is64, [section.unpack_from(data, shoff + i * shentsize) for i in range(shnum)]


def _string(data: bytes, table_offset: int, at: int) -> str:
    end = data.index(b"\0", table_offset + at)
    return data[table_offset + at : end].decode("ascii", "replace")


def version_needs(data: bytes) -> list[VersionNeed]:
    """The symbol versions an ELF image needs (its SHT_GNU_verneed section), in file order.

    ``GLIBC_PRIVATE`` and other names without a number are left out. An ELF file without
    versioned needs (a static program, a data-only library) gives an empty list.
    """
    endian, _is64, headers = _sections(data)
    needs = []
    for header in headers:
        if header[1] != SHT_GNU_VERNEED:
            continue
        offset, link, count = header[4], header[6], header[7]  # sh_info: number of entries
        strtab = headers[link][4]
        entry = offset
        for _ in range(count):
            _ver, aux_count, file_name, aux, next_entry = struct.unpack_from(
                endian + "HHIII", data, entry)
            library = _string(data, strtab, file_name)
            at = entry + aux
            for _ in range(aux_count):
                _hash, _flags, _other, name, next_aux = struct.unpack_from(
                    endian + "IHHII", data, at)
                match = VERSION.match(_string(data, strtab, name))
                if match:
                    needs.append(VersionNeed(library, match.group(1), match.group(2)))
                if not next_aux:
                    break
                at += next_aux
            if not next_entry:
                break
            entry += next_entry
    return needs


def needed_libraries(data: bytes) -> list[str]:
    """The DT_NEEDED names of an ELF image: the shared libraries it links against."""
    endian, is64, headers = _sections(data)
    entry = struct.Struct(endian + ("qQ" if is64 else "iI"))
    names = []
    for header in headers:
        if header[1] != SHT_DYNAMIC:
            continue
        strtab = headers[header[6]][4]
        for at in range(header[4], header[4] + header[5], entry.size):
            tag, value = entry.unpack_from(data, at)
            if tag == 0:  # DT_NULL ends the table
                break
            if tag == DT_NEEDED:
                names.append(_string(data, strtab, value))
    return names


def archive_members(path: Path) -> Iterator[tuple[str, bytes]]:
    """(name, data) of every member of a PyInstaller one-file executable's archive."""
    data = path.read_bytes()
    cookie_at = data.rfind(COOKIE_MAGIC)
    if cookie_at < 0:
        raise ValueError(f"{path}: no PyInstaller archive found")
    _magic, length, toc_offset, toc_length, _py, _lib = COOKIE.unpack_from(data, cookie_at)
    start = cookie_at + COOKIE.size - length
    toc = data[start + toc_offset : start + toc_offset + toc_length]
    at = 0
    while at < len(toc):
        entry_length, offset, size, _full, compressed, kind = TOC_ENTRY.unpack_from(toc, at)
        name = toc[at + TOC_ENTRY.size : at + entry_length].rstrip(b"\0").decode("utf-8")
        at += entry_length
        if kind in (b"o", b"n", b"z", b"Z", b"s", b"m", b"M"):
            continue  # options, symlinks, the PYZ of Python modules, scripts, modules
        blob = data[start + offset : start + offset + size]
        yield name, zlib.decompress(blob) if compressed else blob


def elf_files(target: Path) -> Iterator[tuple[str, bytes]]:
    """(name, data) of every ELF file in a one-file executable or a one-folder build."""
    if target.is_dir():
        for path in sorted(target.rglob("*")):
            if path.is_file() and not path.is_symlink():
                with path.open("rb") as handle:
                    if handle.read(4) != ELF_MAGIC:
                        continue
                yield str(path.relative_to(target)), path.read_bytes()
        return
    data = target.read_bytes()
    if data[:4] != ELF_MAGIC:
        raise ValueError(f"{target} is not an ELF executable (a Linux build is needed)")
    yield f"{target.name} (bootloader)", data
    del data
    for name, member in archive_members(target):
        if member[:4] == ELF_MAGIC:
            yield name, member


@dataclass
class Report:
    """What a build needs: the highest version of each family, and who needs it."""

    files: int = 0
    highest: dict[str, str] = field(default_factory=dict)  # family -> version
    needed_by: dict[str, list[str]] = field(default_factory=dict)  # family -> files
    bundled: list[str] = field(default_factory=list)  # names of the ELF files
    # file -> its highest GLIBC version, for the list of everything above a limit
    glibc_by_file: dict[str, str] = field(default_factory=dict)
    linked: dict[str, list[str]] = field(default_factory=dict)  # DT_NEEDED name -> files

    @property
    def from_system(self) -> list[str]:
        """The libraries the build links against but does not carry: the system must have them."""
        carried = {Path(name.removesuffix(" (bootloader)")).name for name in self.bundled}
        return sorted(set(self.linked) - carried)

    @property
    def glibc_floor(self) -> str:
        return self.highest.get("GLIBC", "0")

    def files_above(self, limit: str) -> list[str]:
        return sorted(name for name, version in self.glibc_by_file.items()
                      if version_key(version) > version_key(limit))

    def as_dict(self) -> dict[str, object]:
        return {"glibc_floor": self.glibc_floor, "elf_files": self.files,
                "highest": self.highest, "needed_by": self.needed_by,
                "from_system": self.from_system,
                "libstdcxx_bundled": any(Path(name).name.startswith("libstdc++")
                                         for name in self.bundled)}


def measure(target: Path) -> Report:
    """Read every ELF file of the build at ``target`` and collect its version needs."""
    report = Report()
    for name, data in elf_files(target):
        report.files += 1
        report.bundled.append(name)
        for library in needed_libraries(data):
            report.linked.setdefault(library, []).append(name)
        for need in version_needs(data):
            key = version_key(need.version)
            best = report.highest.get(need.family)
            if best is None or key > version_key(best):
                report.highest[need.family] = need.version
                report.needed_by[need.family] = [name]
            elif key == version_key(best) and name not in report.needed_by[need.family]:
                report.needed_by[need.family].append(name)
            if need.family == "GLIBC":
                mine = report.glibc_by_file.get(name)
                if mine is None or key > version_key(mine):
                    report.glibc_by_file[name] = need.version
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default = Path(__file__).resolve().parents[1] / "dist" / "ttt-desktop"
    parser.add_argument("target", nargs="?", type=Path, default=default,
                        help="the one-file executable or the one-folder build "
                             "(default: %(default)s)")
    parser.add_argument("--max", metavar="X.Y", help="exit 1 when the glibc floor is above X.Y")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.max and not re.fullmatch(r"\d+(\.\d+)*", args.max):
        parser.error(f"--max: not a version: {args.max}")
    if not args.target.exists():
        parser.exit(2, f"glibc_floor: {args.target} does not exist "
                       "(build it with packaging/build)\n")
    try:
        report = measure(args.target)
    except (OSError, ValueError, zlib.error) as exc:
        parser.exit(2, f"glibc_floor: {exc}\n")
    too_high = bool(args.max) and version_key(report.glibc_floor) > version_key(args.max)
    if args.json:
        out = report.as_dict()
        if args.max:
            out["max"], out["above_max"] = args.max, report.files_above(args.max)
        print(json.dumps(out, indent=2))
    else:
        print(f"glibc floor: {report.glibc_floor} ({report.files} ELF files read)")
        for family in sorted(report.highest):
            print(f"  {family}_{report.highest[family]} needed by: "
                  + ", ".join(report.needed_by[family]))
        print("  from the system: " + ", ".join(report.from_system))
        if too_high:
            print(f"above {args.max}: " + ", ".join(report.files_above(args.max)))
    return 1 if too_high else 0


if __name__ == "__main__":
    sys.exit(main())
