"""The Windows wheels the .exe is built from, at exactly the versions uv.lock pins.

    python packaging/windows/locked_wheels.py [--lock uv.lock] > requirements.txt

Walks uv.lock from the project's runtime dependencies and its ``package`` dependency group
(PyInstaller), keeping the edges whose markers hold on 64-bit Windows with CPython 3.11 (so
PyInstaller's Windows-only ``pefile`` and ``pywin32-ctypes`` come in, macOS's ``macholib`` does
not). For each package it picks the wheel that uv.lock records for win_amd64 / cp311 and prints
a pip requirement line with that wheel's sha256, for ``pip download --require-hashes``:

    shiboken6==6.11.3 --hash=sha256:...  # shiboken6-6.11.3-cp310-abi3-win_amd64.whl

Needs ``packaging`` (in the project's .venv). Exit status 1, with the reason, when the lock has
no suitable wheel for a package.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import tomllib
from packaging.markers import Marker
from packaging.tags import compatible_tags, cpython_tags
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parents[2]
GROUPS = ("package",)  # the dependency groups the Windows build needs besides the runtime
WINDOWS = {
    "sys_platform": "win32", "platform_system": "Windows", "os_name": "nt",
    "platform_machine": "AMD64", "implementation_name": "cpython",
    "platform_python_implementation": "CPython", "python_version": "3.11",
    "python_full_version": "3.11.9", "implementation_version": "3.11.9", "extra": "",
}
TAGS = [*cpython_tags((3, 11), abis=["cp311"], platforms=["win_amd64"]),
        *compatible_tags((3, 11), "cp311", platforms=["win_amd64"])]


class LockError(Exception):
    pass


def holds(edge: dict[str, object]) -> bool:
    marker = edge.get("marker")
    return marker is None or Marker(str(marker)).evaluate(WINDOWS)


def locked_packages(lock: dict[str, object]) -> list[dict[str, object]]:
    """The packages the Windows build needs, each uv.lock's table, in name order."""
    packages = lock["package"]
    assert isinstance(packages, list)
    by_name: dict[str, list[dict[str, object]]] = {}
    for table in packages:
        by_name.setdefault(canonicalize_name(table["name"]), []).append(table)
    project = next((t for t in packages if t.get("source", {}).get("editable") == "."
                    or t.get("source", {}).get("virtual") == "."), None)
    if project is None:
        raise LockError("uv.lock has no entry for the project itself")
    edges = [e for e in project.get("dependencies", []) if holds(e)]
    for group in GROUPS:
        edges += [e for e in project.get("dev-dependencies", {}).get(group, []) if holds(e)]
    chosen: dict[str, dict[str, object]] = {}
    while edges:
        edge = edges.pop()
        name = canonicalize_name(str(edge["name"]))
        candidates = by_name.get(name, [])
        if "version" in edge:
            candidates = [t for t in candidates if t["version"] == edge["version"]]
        if len(candidates) != 1:
            raise LockError(f"uv.lock has {len(candidates)} entries for {name} (expected one)")
        table = candidates[0]
        if name in chosen:
            continue
        chosen[name] = table
        edges += [e for e in table.get("dependencies", []) if holds(e)]
    return [chosen[name] for name in sorted(chosen)]


def best_wheel(table: dict[str, object]) -> tuple[str, str]:
    """(file name, sha256) of the wheel of this lock entry that suits cp311 on win_amd64."""
    ranked = []
    for wheel in table.get("wheels", []):
        filename = str(wheel["url"]).rsplit("/", 1)[-1]
        tags = parse_wheel_filename(filename)[3]
        ranks = [TAGS.index(tag) for tag in tags if tag in TAGS]
        if ranks:
            ranked.append((min(ranks), filename, str(wheel["hash"])))
    if not ranked:
        raise LockError(f"uv.lock records no win_amd64/cp311 wheel for {table['name']} "
                        f"{table['version']}")
    _, filename, digest = min(ranked)
    algorithm, _, value = digest.partition(":")
    if algorithm != "sha256":
        raise LockError(f"{filename}: uv.lock's hash is {algorithm}, not sha256")
    return filename, value


def requirements(lock_path: Path) -> list[str]:
    with lock_path.open("rb") as handle:
        lock = tomllib.load(handle)
    lines = []
    for table in locked_packages(lock):
        filename, sha256 = best_wheel(table)
        lines.append(f"{table['name']}=={table['version']} --hash=sha256:{sha256}  # {filename}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lock", type=Path, default=ROOT / "uv.lock")
    args = parser.parse_args(argv)
    try:
        print("\n".join(requirements(args.lock)))
    except (LockError, OSError, tomllib.TOMLDecodeError) as exc:
        print(f"locked_wheels: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
