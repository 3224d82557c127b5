#!/usr/bin/env python3
"""Rebuild ICU's data library with only the data ttt-desktop can reach.

QtCore links against ICU, and ICU's ``libicudata.so.NN`` is one 32 MB blob: the "common data"
package with every locale, converter, collation, break-iterator and unit table. Qt asks ICU only
for case mapping, text converters (QStringConverter), collation (QCollator) and time-zone names
(QTimeZone::displayName). The game speaks English and Japanese. So we keep the package's root
data, English and Japanese, collation and time-zone data, normalisation, the converter alias
table and the common single-byte and Japanese code pages; we drop the other locales, the unit,
currency, language and region names, transliterators, number spell-out rules, break iterators
and the large CJK/EBCDIC code pages (about 28 of 32 MB).

Two ways, chosen by what the build machine has:

* with GNU ``as`` and ``ld`` (binutils, which PyInstaller's strip step needs anyway): the kept
  items are repacked into a compact package (the layout ICU's own ``icupkg`` writes) and linked
  into a new ``libicudata.so.NN`` that exports the same ``icudtNN_dat`` symbol: about 3.5 MB;
* otherwise: the library keeps its size and layout, the dropped items leave the table of contents
  and their bytes become zeros, which compress to nothing in the one-file executable.

Lookups of a dropped item fail the way ICU fails for any missing item, and Qt falls back.
Standard library only; ``packaging/ttt-desktop.spec`` calls :func:`trim_icu_library`.

Usage: ``python packaging/icu_trim.py SRC DST [--zero-fill]``
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

KEEP_LOCALES = ("en", "ja")
# Top-level items every lookup may touch, and the data behind Qt's ICU calls.
KEEP_TOP = {
    "root.res", "res_index.res", "pool.res", "likelySubtags.res", "supplementalData.res",
    "metadata.res", "metaZones.res", "timezoneTypes.res", "zoneinfo64.res", "windowsZones.res",
    "cnvalias.icu", "nfc.nrm", "nfkc.nrm", "nfkc_cf.nrm", "uts46.nrm",
}
# Sub-trees Qt uses (collation for QCollator, zone names for QTimeZone::displayName); in them
# we keep the shared items and the kept locales.
KEEP_TREES = {"coll", "zone"}
KEEP_IN_TREE = {"root.res", "res_index.res", "pool.res", "ucadata.icu", "tzdbNames.res"}
# Code pages: ISO-8859-2..16, windows-1250..1258, KOI8-R/U, Mac Roman, IBM 437/850,
# Shift_JIS and EUC-JP. (UTF-*, US-ASCII, ISO-8859-1 and ISO-2022 are built into ICU's code.)
KEEP_CONVERTERS = {
    "ibm-912_P100-1995", "ibm-913_P100-2000", "ibm-914_P100-1995", "ibm-915_P100-1995",
    "ibm-1089_P100-1995", "ibm-9005_X110-2007", "ibm-5012_P100-1999", "ibm-920_P100-1995",
    "iso-8859_10-1998", "iso-8859_11-2001", "ibm-921_P100-1995", "iso-8859_14-1998",
    "ibm-923_P100-1998", "iso-8859_16-2001", "ibm-5346_P100-1998", "ibm-5347_P100-1998",
    "ibm-5348_P100-1997", "ibm-5349_P100-1998", "ibm-5350_P100-1998", "ibm-9447_P100-2002",
    "ibm-9448_X100-2005", "ibm-9449_P100-2002", "ibm-5354_P100-1998", "ibm-878_P100-1996",
    "ibm-1168_P100-2002", "macos-0_2-10.2", "ibm-437_P100-1995", "ibm-850_P100-1995",
    "ibm-943_P15A-2003", "euc-jp-2007",
}


def keep_item(name: str) -> bool:
    """Whether an item of the package (``icudt73l/coll/ja.res`` style) is kept.

    >>> keep_item("icudt73l/ja.res"), keep_item("icudt73l/ja_JP.res"), keep_item("icudt73l/fr.res")
    (True, True, False)
    >>> keep_item("icudt73l/coll/ucadata.icu"), keep_item("icudt73l/brkitr/line.brk")
    (True, False)
    >>> keep_item("icudt73l/ibm-943_P15A-2003.cnv"), keep_item("icudt73l/gb18030.cnv")
    (True, False)
    """
    parts = name.split("/")[1:]
    if len(parts) == 1:
        item = parts[0]
        if item.endswith(".cnv"):
            return item.removesuffix(".cnv") in KEEP_CONVERTERS
        return item in KEEP_TOP or _is_kept_locale(item)
    if len(parts) == 2 and parts[0] in KEEP_TREES:
        return parts[1] in KEEP_IN_TREE or _is_kept_locale(parts[1])
    return False


def _is_kept_locale(item: str) -> bool:
    stem = item.removesuffix(".res")
    return stem != item and re.split(r"[_@]", stem, maxsplit=1)[0] in KEEP_LOCALES


@dataclass(frozen=True)
class Item:
    """One entry of the package: its name and its bytes."""

    name: str
    data: bytes


@dataclass(frozen=True)
class Package:
    """An ICU common-data package (data format ``CmnD``) found inside a library file."""

    symbol: str  # e.g. icudt73_dat
    start: int  # file offset of the package
    size: int  # its length in bytes
    header: bytes  # the data header (magic, UDataInfo, copyright), copied as it is
    items: list[Item]


@dataclass(frozen=True)
class TrimReport:
    """What was kept and dropped, and how the new library was made."""

    items_kept: int
    items_dropped: int
    bytes_before: int
    bytes_after: int
    method: str  # "relinked" or "zero-filled"


def read_package(library: bytes) -> Package:
    """Find the ``icudtNN_dat`` symbol in an ELF64 library and parse the package it holds.

    The package: a data header, then a table of contents (a uint32 count, then pairs of
    uint32 name offset and data offset, relative to the table), sorted by name, then the names,
    then the items in table order. An item runs to the next item's start.
    """
    symbol, start, size = _elf_data_symbol(library, re.compile(rb"icudt\d+_dat"))
    blob = library[start : start + size]
    header_size = struct.unpack_from("<H", blob, 0)[0]
    if blob[2:4] != b"\xda\x27" or blob[12:16] != b"CmnD" or blob[8] != 0:
        raise ValueError("icu_trim: the symbol does not hold a little-endian ICU package")
    toc = header_size
    count = struct.unpack_from("<I", blob, toc)[0]
    entries = [struct.unpack_from("<II", blob, toc + 4 + 8 * i) for i in range(count)]
    ends = [offset for _, offset in entries[1:]] + [size - toc]
    items = []
    for (name_offset, data_offset), end in zip(entries, ends):
        name_at = toc + name_offset
        name = blob[name_at : blob.index(0, name_at)].decode("ascii")
        items.append(Item(name, blob[toc + data_offset : toc + end]))
    return Package(symbol, start, size, blob[:header_size], items)


def _elf_data_symbol(library: bytes, pattern: re.Pattern[bytes]) -> tuple[str, int, int]:
    """(name, file offset, size) of the first dynamic symbol whose name matches ``pattern``."""
    if library[:4] != b"\x7fELF" or library[4] != 2 or library[5] != 1:
        raise ValueError("icu_trim: not a little-endian ELF64 library")
    shoff = struct.unpack_from("<Q", library, 0x28)[0]
    shentsize, shnum = struct.unpack_from("<HH", library, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", library, shoff + i * shentsize)
                for i in range(shnum)]
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind != 11:  # SHT_DYNSYM
            continue
        strtab = sections[link][4]
        for at in range(offset, offset + size, entsize):
            st_name, _st_info, _other, st_shndx, st_value, st_size = struct.unpack_from(
                "<IBBHQQ", library, at)
            name = library[strtab + st_name : library.index(0, strtab + st_name)]
            if pattern.fullmatch(name) and st_shndx:
                home = sections[st_shndx]  # (.., sh_addr [3], sh_offset [4], ..)
                return name.decode("ascii"), st_value - home[3] + home[4], st_size
    raise ValueError("icu_trim: no ICU data symbol in this library")


def pack(header: bytes, items: list[Item]) -> bytes:
    """A package as ``icupkg`` writes it: header, table, names, then 16-byte aligned items."""
    names = b""
    name_offsets = []
    table_size = 4 + 8 * len(items)
    for item in items:
        name_offsets.append(table_size + len(names))
        names += item.name.encode("ascii") + b"\0"
    body_start = _align(len(header) + table_size + len(names), 16) - len(header)
    body = b""
    data_offsets = []
    for item in items:
        data_offsets.append(body_start + len(body))
        body += item.data + bytes(_align(len(item.data), 16) - len(item.data))
    table = struct.pack("<I", len(items)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets))
    gap = bytes(body_start - table_size - len(names))
    return header + table + names + gap + body


def _align(value: int, to: int) -> int:
    return (value + to - 1) // to * to


def link_library(package: bytes, symbol: str, soname: str, out: Path) -> None:
    """Link ``package`` into a shared library exporting ``symbol`` (GNU as and ld)."""
    with tempfile.TemporaryDirectory(prefix="icu_trim-") as tmp:
        work = Path(tmp)
        (work / "data.bin").write_bytes(package)
        (work / "data.s").write_text(
            "\t.section .rodata\n"
            f"\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n{symbol}:\n"
            '\t.incbin "data.bin"\n'
            f"\t.size {symbol}, .-{symbol}\n"
            '\t.section .note.GNU-stack,"",@progbits\n', encoding="ascii")
        subprocess.run(["as", "-o", "data.o", "data.s"], cwd=work, check=True)
        subprocess.run(["ld", "-shared", "-soname", soname, "-z", "noexecstack",
                        "-o", str(out.resolve()), "data.o"], cwd=work, check=True)


def trim_icu_library(src: Path, dst: Path, keep: Callable[[str], bool] = keep_item,
                     zero_fill: bool = False) -> TrimReport:
    """Write a trimmed copy of the ICU data library ``src`` to ``dst`` (same file name rules)."""
    library = src.read_bytes()
    package = read_package(library)
    kept = [item for item in package.items if keep(item.name)]
    if not kept:
        raise ValueError("icu_trim: refusing to drop every item")
    dst.parent.mkdir(parents=True, exist_ok=True)
    if dst.exists():
        dst.unlink()
    method = "zero-filled"
    if not zero_fill and shutil.which("as") and shutil.which("ld"):
        try:
            link_library(pack(package.header, kept), package.symbol, src.name, dst)
            method = "relinked"
        except (OSError, subprocess.CalledProcessError) as exc:
            print(f"icu_trim: linking failed ({exc}); zero-filling instead", file=sys.stderr)
    if method == "zero-filled":
        compact = pack(package.header, kept)  # fits: it is never larger than the original
        blob = bytearray(library)
        blob[package.start : package.start + package.size] = (
            compact + bytes(package.size - len(compact)))
        dst.write_bytes(bytes(blob))
    dst.chmod(src.stat().st_mode & 0o777)
    after = sum(_align(len(item.data), 16) for item in kept)
    return TrimReport(len(kept), len(package.items) - len(kept),
                      package.size, after, method)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    zero_fill = "--zero-fill" in args
    paths = [arg for arg in args if arg != "--zero-fill"]
    if len(paths) != 2:
        print("usage: icu_trim.py SRC DST [--zero-fill]", file=sys.stderr)
        return 2
    report = trim_icu_library(Path(paths[0]), Path(paths[1]), zero_fill=zero_fill)
    print(f"icu_trim: kept {report.items_kept} items, dropped {report.items_dropped}; "
          f"data {report.bytes_before / 1e6:.1f} MB -> {report.bytes_after / 1e6:.1f} MB "
          f"({report.method}); {Path(paths[1]).stat().st_size / 1e6:.1f} MB on disk")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
