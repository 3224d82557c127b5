#!/usr/bin/env python3
"""Render the app icon's PNG sizes, the Windows .ico and the macOS .icns from the SVG sources.

Run from the repository root with the project's environment (it needs PySide6's QtSvg)::

    .venv/bin/python packaging/make_icons.py          # (re)write the files
    .venv/bin/python packaging/make_icons.py --check  # exit 1 if a committed file is stale
                                                      # (pixels compared within a tolerance)

Sources (resources/icons/):

* ``ttt-desktop.svg``: the scalable master, used for 32 px and up;
* ``ttt-desktop-16.svg`` and ``ttt-desktop-24.svg``: the same picture fitted to the pixel grid.

Outputs (committed, so that building never needs this script):

* ``resources/icons/hicolor/NxN/apps/ttt-desktop.png`` for N in 16 24 32 48 64 128 256 512
  (the freedesktop icon-theme layout, so packaging/linux/install copies the tree as it is);
* ``resources/icons/ttt-desktop.ico``: 16 24 32 48 64 128 256 (BMP entries below 256, PNG at 256);
* ``resources/icons/ttt-desktop.icns``: 16 to 1024 (PNG entries; 1024 is the 512@2x slot).

The .ico and .icns writers are plain ``struct`` code; Qt only draws the pictures.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageReader, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
NAME = "ttt-desktop"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (type code, pixel size) of the PNG entries of an .icns file.
ICNS_ENTRIES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)


def source_for(size: int) -> Path:
    """The SVG drawn for a given pixel size: a pixel-fitted one when there is one."""
    fitted = ICONS / f"{NAME}-{size}.svg"
    return fitted if fitted.is_file() else ICONS / f"{NAME}.svg"


def render(size: int) -> QImage:
    """The icon as a non-premultiplied ARGB32 image of size x size pixels."""
    renderer = QSvgRenderer(str(source_for(size)))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read {source_for(size)}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    """The image encoded as PNG (Qt's built-in writer, no text or time chunks)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # (stubs want bytes)
        raise SystemExit("make_icons: PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def bgra_rows(image: QImage) -> list[bytes]:
    """The pixel rows, top first, as little-endian ARGB32 (= B, G, R, A bytes)."""
    width = image.width()
    raw = bytes(image.constBits())
    stride = image.bytesPerLine()
    return [raw[y * stride : y * stride + width * 4] for y in range(image.height())]


def bmp_entry(image: QImage) -> bytes:
    """An .ico BMP entry: BITMAPINFOHEADER, 32-bit BGRA rows bottom-up, then the AND mask."""
    size = image.width()
    rows = bgra_rows(image)
    mask_stride = ((size + 31) // 32) * 4
    mask_rows = []
    for row in rows:
        bits = bytearray(mask_stride)
        for x in range(size):
            if row[x * 4 + 3] == 0:  # fully transparent: set the AND bit
                bits[x // 8] |= 0x80 >> (x % 8)
        mask_rows.append(bytes(bits))
    pixels = b"".join(reversed(rows))
    mask = b"".join(reversed(mask_rows))
    header = struct.pack(
        "<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0
    )
    return header + pixels + mask


def ico_bytes(images: dict[int, QImage]) -> bytes:
    """A multi-size Windows icon: ICONDIR, one ICONDIRENTRY per size, then the entries."""
    entries = []
    for size in ICO_SIZES:
        image = images[size]
        entries.append((size, png_bytes(image) if size >= 256 else bmp_entry(image)))
    offset = 6 + 16 * len(entries)
    head = struct.pack("<HHH", 0, 1, len(entries))
    directory = b""
    body = b""
    for size, data in entries:
        dim = 0 if size >= 256 else size  # 0 means 256
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        body += data
    return head + directory + body


def icns_bytes(images: dict[int, QImage]) -> bytes:
    """A macOS icon family: the 'icns' header, then (type, length, PNG) entries."""
    body = b""
    for code, size in ICNS_ENTRIES:
        data = png_bytes(images[size])
        body += code + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs() -> dict[Path, bytes]:
    """Every generated file and its exact content."""
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_ENTRIES})
    images = {size: render(size) for size in sizes}
    files = {
        ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png": png_bytes(images[size])
        for size in PNG_SIZES
    }
    files[ICONS / f"{NAME}.ico"] = ico_bytes(images)
    files[ICONS / f"{NAME}.icns"] = icns_bytes(images)
    return files


def decoded(data: bytes, fmt: bytes) -> list[QImage]:
    """Every image in a PNG, ICO or ICNS file (Qt's readers), as ARGB32."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, QByteArray(fmt))
    images = []
    for index in range(max(reader.imageCount(), 1)):
        if index:
            reader.jumpToImage(index)
        image = reader.read()
        if image.isNull():
            break
        images.append(image.convertToFormat(QImage.Format.Format_ARGB32))
    return images


def same_pictures(old: bytes, new: bytes, fmt: bytes, tolerance: int) -> bool:
    """Whether two files hold the same images, each channel within ``tolerance``.

    Qt's raster engine takes CPU-specific paths (SSE/AVX blending), so a render on another
    machine may differ from the committed one by a rounding step.
    """
    if old == new:
        return True
    olds, news = decoded(old, fmt), decoded(new, fmt)
    if not olds or len(olds) != len(news):
        return False
    for a, b in zip(olds, news):
        if a.size() != b.size():
            return False
        pa, pb = bytes(a.constBits()), bytes(b.constBits())
        if any(abs(x - y) > tolerance for x, y in zip(pa, pb)):
            return False
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true",
        help="only compare with the committed files (pixels within --tolerance)"
    )
    parser.add_argument("--tolerance", type=int, default=4,
                        help="largest per-channel difference --check accepts (default 4)")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    stale = []
    for path, data in outputs().items():
        shown = path.relative_to(ROOT)
        if args.check:
            fmt = path.suffix.lstrip(".").encode()
            if not path.is_file() or not same_pictures(path.read_bytes(), data, fmt,
                                                       args.tolerance):
                stale.append(shown)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.is_file() or path.read_bytes() != data:
            path.write_bytes(data)
            print(f"make_icons: wrote {shown} ({len(data)} bytes)")
    if stale:
        print("make_icons: stale or missing (run packaging/make_icons.py):", file=sys.stderr)
        for shown in stale:
            print(f"  {shown}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
