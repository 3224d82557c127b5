"""Print what Windows reads from an .exe's headers and resources, as JSON (needs ``pefile``).

    python inspect_exe.py dist/ttt-desktop.exe

Run by tests/packaging/test_windows_exe.py with the Windows Python of the build's Wine prefix,
where ``pefile`` comes with PyInstaller. Prints: the subsystem (2 = GUI, 3 = console), the
machine, the version resource's strings and fixed file version, how many icons the first icon
group holds, and the application manifest.
"""

from __future__ import annotations

import json
import sys

import pefile

RT_GROUP_ICON = pefile.RESOURCE_TYPE["RT_GROUP_ICON"]
RT_MANIFEST = pefile.RESOURCE_TYPE["RT_MANIFEST"]


def resource_data(pe: pefile.PE, kind: int) -> list[bytes]:
    found = []
    for entry in getattr(pe, "DIRECTORY_ENTRY_RESOURCE", None).entries if hasattr(
            pe, "DIRECTORY_ENTRY_RESOURCE") else []:
        if entry.id != kind:
            continue
        for name in entry.directory.entries:
            for language in name.directory.entries:
                rva, size = language.data.struct.OffsetToData, language.data.struct.Size
                found.append(pe.get_data(rva, size))
    return found


def main(path: str) -> int:
    pe = pefile.PE(path)
    strings: dict[str, str] = {}
    for info in getattr(pe, "FileInfo", []):
        for block in info:
            for table in getattr(block, "StringTable", []):
                strings.update({k.decode(): v.decode() for k, v in table.entries.items()})
    fixed = pe.VS_FIXEDFILEINFO[0] if getattr(pe, "VS_FIXEDFILEINFO", None) else None
    version = None
    if fixed is not None:
        version = [fixed.FileVersionMS >> 16, fixed.FileVersionMS & 0xFFFF,
                   fixed.FileVersionLS >> 16, fixed.FileVersionLS & 0xFFFF]
    groups = resource_data(pe, RT_GROUP_ICON)
    icon_count = int.from_bytes(groups[0][4:6], "little") if groups else 0
    manifests = resource_data(pe, RT_MANIFEST)
    print(json.dumps({
        "subsystem": pe.OPTIONAL_HEADER.Subsystem,
        "machine": hex(pe.FILE_HEADER.Machine),
        "strings": strings,
        "file_version": version,
        "icon_count": icon_count,
        "manifest": manifests[0].decode("utf-8", "replace") if manifests else "",
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
