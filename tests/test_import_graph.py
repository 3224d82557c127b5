"""The package's import graph, read from the source with :mod:`ast`: no two modules import each
other, directly or through a longer loop, and the layers import only what they may.

Every import counts: at the top, inside functions, and under ``if TYPE_CHECKING:``. A relative
import is resolved against the importing module; ``from package import name`` is an arrow to the
module ``package.name`` when there is one, else to the package (whose attribute it reads).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "ttt_desktop"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(path): path for path in sorted((ROOT / PACKAGE).rglob("*.py"))}


MODULES = _modules()


def _is_package(module: str) -> bool:
    return MODULES[module].name == "__init__.py"


def _imported_names(module: str) -> Iterator[str]:
    """Every module name that ``module`` imports (absolute, whether ours or not)."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"), str(MODULES[module]))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                # The package a relative import starts from: a package's own, or the module's.
                base = module.split(".") if _is_package(module) else module.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                source = ".".join([*base, node.module] if node.module else base)
            else:
                source = node.module or ""
            submodules = [f"{source}.{alias.name}" for alias in node.names]
            yield from submodules
            if not all(name in MODULES for name in submodules):
                yield source  # it reads a name that the package (or module) defines


def _arrows(module: str) -> set[str]:
    """The package's modules that ``module`` imports."""
    return {name for name in _imported_names(module) if name in MODULES and name != module}


GRAPH = {module: _arrows(module) for module in MODULES}


def _groups(graph: dict[str, set[str]]) -> list[set[str]]:
    """The groups of two or more modules that all reach each other (Tarjan's strongly connected
    components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One loop through each group of :func:`_groups`, as a path that ends where it starts."""
    return [_loop_in(graph, group) for group in _groups(graph)]


def _loop_in(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A shortest loop from the group's first module back to itself, inside the group."""
    start = min(group)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for target in sorted(graph[node] & group):
                if target == start:
                    return [*paths[node], start]
                if target not in paths:
                    paths[target] = [*paths[node], target]
                    following.append(target)
        frontier = following
    raise AssertionError(f"no loop in {sorted(group)}")


def test_the_package_has_no_import_cycles() -> None:
    report = [" -> ".join(_loop_in(GRAPH, group)) + f"  (all of {sorted(group)} reach each other)"
              for group in _groups(GRAPH)]
    assert not report, "import cycles:\n" + "\n".join(report)


def test_the_cycle_finder_finds_direct_and_longer_loops() -> None:
    graph = {"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"e"}, "e": {"c", "f"}, "f": set()}
    assert sorted(_cycles(graph)) == [["a", "b", "a"], ["c", "d", "e", "c"]]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_relative_and_function_level_imports_are_read() -> None:
    # board_widget imports board_accessibility as "from . import board_accessibility"
    assert "ttt_desktop.qt.board.accessibility" in GRAPH["ttt_desktop.qt.board.widget"]
    # engine/__init__ imports "from .solver import ..."
    assert "ttt_desktop.engine.solver" in GRAPH["ttt_desktop.engine"]
    # "from ..engine import Mark" reads a name of the package
    assert "ttt_desktop.engine" in GRAPH["ttt_desktop.qt.board.widget"]
    # the solver imports "from . import solved_tables"
    assert "ttt_desktop.engine.solved_tables" in GRAPH["ttt_desktop.engine.solver"]


def _imports_in(package: str) -> Iterator[tuple[str, str]]:
    for module in MODULES:
        if module == package or module.startswith(package + "."):
            for name in _imported_names(module):
                yield module, name


@pytest.mark.parametrize("forbidden", ["PySide6.QtWidgets", "PySide6.QtGui"])
def test_play_imports_neither_widgets_nor_painting(forbidden: str) -> None:
    found = sorted({module for module, name in _imports_in(f"{PACKAGE}.play")
                    if name == forbidden or name.startswith(forbidden + ".")})
    assert not found, f"{forbidden} is imported by {found}"


def test_the_engine_imports_no_pyside6() -> None:
    found = sorted({module for module, name in _imports_in(f"{PACKAGE}.engine")
                    if name.split(".")[0] in ("PySide6", "shiboken6")})
    assert not found, f"PySide6 is imported by {found}"


# qt/'s rooms. Each sub-package of qt/ stands on a floor and imports only rooms on lower floors;
# no room imports a module at the qt/ root (the application, the main window and the panels that
# put the rooms together). A new room is given its floor here.
QT = f"{PACKAGE}.qt"
QT_FLOORS = {"words": 0, "language": 0, "widgets": 0, "sound": 0,
             "board": 1, "statistics": 1, "dialogs": 1, "lessons": 2,
             "game_tree": 2}


def _qt_room(module: str) -> str | None:
    """The room of a module of qt/ ("board" for qt.board.widget), "" for the qt/ root, None for a
    module outside qt/."""
    if module == QT:
        return ""
    if not module.startswith(QT + "."):
        return None
    parts = module[len(QT) + 1:].split(".")
    return parts[0] if len(parts) > 1 or _is_package(module) else ""


def qt_room_arrows(graph: dict[str, set[str]]) -> list[tuple[str, str, str, str]]:
    """Every import from a module in one room of qt/ into another room or the root:
    (module, its room, imported module, its room)."""
    arrows = []
    for module, targets in graph.items():
        room = _qt_room(module)
        if not room:
            continue
        for target in sorted(targets):
            target_room = _qt_room(target)
            if target_room is not None and target_room != room:
                arrows.append((module, room, target, target_room))
    return arrows


def _wrong_way(arrows: list[tuple[str, str, str, str]], floors: dict[str, int]) -> list[str]:
    return [f"{module} ({room}) imports {target} ({target_room or 'the qt/ root'})"
            for module, room, target, target_room in arrows
            if not target_room or target_room not in floors or room not in floors
            or floors[target_room] >= floors[room]]


def test_every_room_of_qt_has_a_floor() -> None:
    rooms = {room for module in MODULES if (room := _qt_room(module))}
    assert rooms <= set(QT_FLOORS), f"rooms without a floor: {sorted(rooms - set(QT_FLOORS))}"


def test_the_rooms_of_qt_import_only_downward() -> None:
    wrong = _wrong_way(qt_room_arrows(GRAPH), QT_FLOORS)
    assert not wrong, "imports that run sideways or upward:\n" + "\n".join(wrong)


def test_the_room_rule_catches_upward_sideways_and_root_imports() -> None:
    floors = {"words": 0, "widgets": 0, "board": 1}
    arrows = [("m", "board", "t", "words"),      # down: fine
              ("m", "words", "t", "board"),      # up
              ("m", "words", "t", "widgets"),    # sideways
              ("m", "board", "t", "")]           # into the root
    assert _wrong_way(arrows, floors) == [
        "m (words) imports t (board)", "m (words) imports t (widgets)",
        "m (board) imports t (the qt/ root)"]
