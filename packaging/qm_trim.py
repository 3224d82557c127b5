"""Qt's own translations (``qtbase_xx.qm``) without the words of Qt modules the game never shows.

A ``qtbase_xx.qm`` holds the words of every part of qtbase: the standard buttons, the key names
of the menus' shortcuts and the file dialog, which the game shows, but also the messages of
regular expressions, sockets, TLS, SQL drivers, printing, XML and plugin loading, which it never
does (about three quarters of each file). The slimmed build keeps the first and drops the rest.

The file format is Qt's (``qtranslator.cpp``): a 16-byte magic, then blocks of a tag byte, a
32-bit big-endian length and the data. The messages block is a list of messages, each a list of
tagged records (source text, context, comment, translations) closed by an end tag; the hashes
block is a table of (hash of source text and comment, offset of the message) pairs sorted by
hash. Trimming keeps the messages whose context stays, and the hash table's entries that point at
them, at their new offsets; every other block is copied as it is.

    python packaging/qm_trim.py IN.qm OUT.qm   # prints what it kept
"""

from __future__ import annotations

import re
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
TAG_CONTEXTS, TAG_HASHES, TAG_MESSAGES = 0x2F, 0x42, 0x69
# records inside a message
END, TRANSLATION, OBSOLETE1, SOURCE_TEXT, CONTEXT, COMMENT = 1, 3, 5, 6, 7, 8

#: Contexts of the Qt modules and widgets the game never shows (it has no network, SQL,
#: printing, XML, regular-expression or plugin messages, no colour, font, wizard or MDI
#: widgets). Everything else stays: the standard buttons, the key names, the file and message
#: dialogs, the text fields' context menus, the dock's buttons, the screen reader's role names.
DROPPED_CONTEXTS = re.compile(
    r"QRegularExpression|QSsl\w*|QDtls\w*|QNativeSocketEngine|QDnsLookup\w*|QHttp\w*"
    r"|QSocks5\w*|QAbstractSocket|QHostInfo\w*|QNetwork\w*|QUdpSocket|QSctpSocket|QTcpServer"
    r"|QIBase\w*|QMimerSQL\w*:?|QODBC\w*|QMYSQL\w*|QOCI\w*|QPSQL\w*|QSQLite\w*|QDB2\w*|QSql\w*"
    r"|QPrint\w*|QPageSetup\w*|QPageSize|QCups\w*|Print Device .*|QXml\w*|QDom\w*|QFtp|QTDS\w*"
    r"|QRegExp|QStateMachine|Assets::.*"
    r"|QLibrary|QPluginLoader|QFactoryLoader|QSharedMemory|QSystemSemaphore|QProcess"
    r"|QJsonParseError|QCommandLineParser|QTgaFile|QImageReader|QImageWriter|QAxSelect"
    r"|QWindowsDirect2DIntegration|QAndroidPlatformTheme|QMdiSubWindow|QMdiArea|QWizard"
    r"|QColorDialog|QAccessibleColorWellItem|QFontDialog|QFontDatabase|QUndoGroup|QUndoStack"
    r"|QUndoModel|QKeySequenceEdit|QDBusTrayIcon")


@dataclass(frozen=True)
class TrimReport:
    """What :func:`trim_qm` kept."""

    messages_before: int
    messages_after: int
    bytes_before: int
    bytes_after: int


def _blocks(data: bytes) -> list[tuple[int, bytes]]:
    if data[:16] != MAGIC:
        raise ValueError("not a Qt translation file (.qm)")
    blocks, at = [], 16
    while at < len(data):
        if at + 5 > len(data):
            raise ValueError("a block runs past the end of the file")
        tag = data[at]
        (length,) = struct.unpack_from(">I", data, at + 1)
        blocks.append((tag, data[at + 5:at + 5 + length]))
        at += 5 + length
    return blocks


def _messages(block: bytes) -> list[tuple[int, int, bytes | None]]:
    """(start, end, context) of each message of a messages block."""
    found: list[tuple[int, int, bytes | None]] = []
    at = start = 0
    context: bytes | None = None
    while at < len(block):
        tag = block[at]
        at += 1
        if tag == END:
            found.append((start, at, context))
            start, context = at, None
        elif tag == OBSOLETE1:
            at += 4
        elif tag in (TRANSLATION, SOURCE_TEXT, CONTEXT, COMMENT):
            (length,) = struct.unpack_from(">I", block, at)
            at += 4
            if length == 0xFFFFFFFF:  # a null translation
                length = 0
            if tag == CONTEXT:
                context = block[at:at + length]
            at += length
        else:
            raise ValueError(f"unknown record {tag:#x} in a message")
    if start != len(block):
        raise ValueError("the last message has no end")
    return found


def message_keys(data: bytes) -> list[tuple[str, str, str]]:
    """(context, source text, comment) of every message of a .qm file, as a translator looks
    them up (the tests compare lookups before and after trimming)."""
    blocks = dict(_blocks(data))
    block = blocks.get(TAG_MESSAGES, b"")
    keys = []
    for start, end, _context in _messages(block):
        fields = {CONTEXT: b"", SOURCE_TEXT: b"", COMMENT: b""}
        at = start
        while at < end - 1:
            tag = block[at]
            at += 1
            if tag == OBSOLETE1:
                at += 4
                continue
            (length,) = struct.unpack_from(">I", block, at)
            at += 4
            length = 0 if length == 0xFFFFFFFF else length
            if tag in fields:
                fields[tag] = block[at:at + length]
            at += length
        keys.append(tuple(fields[tag].decode("utf-8") for tag in (CONTEXT, SOURCE_TEXT, COMMENT)))
    return keys  # type: ignore[return-value]


def trim_qm(data: bytes, dropped: re.Pattern[str] = DROPPED_CONTEXTS) -> tuple[bytes, TrimReport]:
    """``data`` (a .qm file) without the messages whose context ``dropped`` matches whole."""
    blocks = _blocks(data)
    tags = [tag for tag, _ in blocks]
    if TAG_MESSAGES not in tags or TAG_HASHES not in tags:
        raise ValueError("a .qm file without messages or hashes")
    old_messages = blocks[tags.index(TAG_MESSAGES)][1]
    messages = _messages(old_messages)
    new_offset: dict[int, int] = {}
    kept = bytearray()
    for start, end, context in messages:
        name = context.decode("utf-8", "replace") if context is not None else ""
        if context is not None and dropped.fullmatch(name):
            continue
        new_offset[start] = len(kept)
        kept += old_messages[start:end]
    hashes = blocks[tags.index(TAG_HASHES)][1]
    starts = {start for start, _, _ in messages}
    table = bytearray()
    for at in range(0, len(hashes), 8):
        hash_value, offset = struct.unpack_from(">II", hashes, at)
        if offset not in starts:
            raise ValueError(f"a hash points inside a message (offset {offset})")
        if offset in new_offset:  # the table stays sorted by hash: entries are only left out
            table += struct.pack(">II", hash_value, new_offset[offset])
    out = bytearray(MAGIC)
    for tag, body in blocks:
        if tag == TAG_CONTEXTS:
            continue  # an optional index of the contexts: without it every context is looked up
        body = bytes(kept) if tag == TAG_MESSAGES else bytes(table) if tag == TAG_HASHES else body
        out += struct.pack(">BI", tag, len(body)) + body
    return bytes(out), TrimReport(len(messages), len(new_offset), len(data), len(out))


def trim_qm_file(source: Path, target: Path) -> TrimReport:
    """Write ``source`` trimmed to ``target``."""
    data, report = trim_qm(source.read_bytes())
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return report


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: qm_trim.py IN.qm OUT.qm")
    result = trim_qm_file(Path(sys.argv[1]), Path(sys.argv[2]))
    print(f"{sys.argv[1]}: {result.messages_after} of {result.messages_before} messages, "
          f"{result.bytes_before} -> {result.bytes_after} bytes")
