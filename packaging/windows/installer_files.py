"""Write the NSIS macro that lists the files the Windows installer puts in the program folder.

    python installer_files.py APPDIR OUT.nsh

packaging/windows/installer.nsi runs this at compile time (``!system``) on the one-folder build
it ships and includes OUT.nsh. The macro ``WriteFileList`` writes, to the file handle in ``$9``,
one line per file (its path below the program folder, with backslashes), then one line per
folder, deepest first, ending with a backslash. The installer keeps that list in the program
folder; an upgrade and the uninstaller remove exactly what it names (files, then the folders if
empty), and nothing else of whatever folder the player chose.

>>> import pathlib, tempfile
>>> with tempfile.TemporaryDirectory() as root:
...     app = pathlib.Path(root)
...     (app / "_internal" / "PySide6").mkdir(parents=True)
...     for name in ("ttt-desktop.exe", "_internal/base.dll", "_internal/PySide6/Qt.dll"):
...         _ = (app / name).write_bytes(b"MZ")
...     for line in list_lines(app):
...         print(line)
ttt-desktop.exe
_internal\\PySide6\\Qt.dll
_internal\\base.dll
_internal\\PySide6\\
_internal\\
"""

from __future__ import annotations

import sys
from pathlib import Path


def list_lines(app: Path) -> list[str]:
    """The list's lines for the one-folder build in ``app``: files (root first, then by path),
    then folders, deepest first."""
    files = sorted((p.relative_to(app) for p in app.rglob("*") if p.is_file()),
                   key=lambda p: (len(p.parts) > 1, p.as_posix()))
    folders = sorted((p.relative_to(app) for p in app.rglob("*") if p.is_dir()),
                     key=lambda p: (-len(p.parts), p.as_posix()))
    for path in (*files, *folders):
        # the installer passes over a line with ":" or ".." (it could reach outside the folder)
        if any(part in ("", ".") or ".." in part or ":" in part or "$" in part or '"' in part
               for part in path.parts):
            raise SystemExit(f"installer_files: a name the list cannot hold: {path}")
    return ["\\".join(p.parts) for p in files] + ["\\".join(p.parts) + "\\" for p in folders]


def nsis_macro(lines: list[str]) -> str:
    body = "".join(f'  FileWrite $9 "{line}$\\r$\\n"\n' for line in lines)
    return f"!macro WriteFileList\n{body}!macroend\n"


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: installer_files.py APPDIR OUT.nsh", file=sys.stderr)
        return 2
    app = Path(argv[1])
    if not (app / "ttt-desktop.exe").is_file():
        print(f"installer_files: no ttt-desktop.exe in {app}", file=sys.stderr)
        return 2
    Path(argv[2]).write_text(nsis_macro(list_lines(app)), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
