"""Mutation testing for the engine: a small AST mutator and a parallel runner.

    .venv/bin/python tools/mutate.py [--jobs N] [--files board.py,players.py] [--list]

Each mutant changes ONE thing in one file of ``ttt_desktop/engine/``: an arithmetic, bitwise or
comparison operator, ``and``/``or``, a dropped ``not`` or unary minus, an integer constant
(n -> n + 1), ``True``/``False``, ``+=``/``-=``, or a statement replaced by ``pass`` (assignments,
augmented assignments, expression statements, ``return`` of a value -> ``return None``).
Docstrings and type annotations are left alone.

For every mutant the runner writes the mutated module into a private copy of the repository and
runs the engine and CLI tests (engine doctests, ``tests/engine``, ``tests/test_cli.py``) with
``pytest -x``, the tests named for the mutated file first. A failing run (or one that times out)
kills the mutant. It prints one line per surviving mutant and a JSON summary of killed/total per
file and overall. ``--list`` only lists the mutants; ``--mutants`` runs the chosen ones again.
Survivors judged equivalent are listed in ``tools/mutation-survivors.md``.
"""

from __future__ import annotations

import argparse
import ast
import concurrent.futures
import copy
import dataclasses
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "ttt_desktop" / "engine"
#: Every engine and CLI test, quick and broad ones first (``-x`` stops at the first failure).
_QUICK_FIRST = ("board", "rules", "geometry", "solver", "analysis", "stats", "import", "records")
TESTS = [f"tests/engine/test_{name}.py" for name in _QUICK_FIRST]
_OTHERS = {str(p.relative_to(ROOT)) for p in (ROOT / "tests" / "engine").glob("test_*.py")}
TESTS += [*sorted(_OTHERS - set(TESTS)), "tests/test_cli.py"]
TIMEOUT_S = 120

SWAP_BINOP: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult,
    ast.Div: ast.Mult, ast.Mod: ast.FloorDiv, ast.LShift: ast.RShift, ast.RShift: ast.LShift,
    ast.BitAnd: ast.BitOr, ast.BitOr: ast.BitAnd, ast.BitXor: ast.BitOr, ast.Pow: ast.Mult,
}  # fmt: skip
SWAP_CMP: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq, ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.In: ast.NotIn, ast.NotIn: ast.In,
}  # fmt: skip


@dataclass(frozen=True)
class Mutant:
    file: str
    index: int
    line: int
    what: str


def _annotation_ids(tree: ast.AST) -> set[int]:
    """ids of every node inside a type annotation or a docstring (never mutated)."""
    skip: set[int] = set()

    def mark(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, (ast.AnnAssign, ast.arg)):
            mark(node.annotation)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            mark(node.returns)
        body = getattr(node, "body", None)
        if isinstance(body, list) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                mark(first if isinstance(first.value.value, str) else None)
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and (t.id.startswith("_Node") or t.id == "__all__")
            for t in node.targets
        ):
            mark(node)  # a type alias or the export list
    return skip


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _sites(tree: ast.AST) -> Iterator[tuple[ast.AST, str, str]]:
    """(node, kind, description) for every mutation, in a fixed order."""
    skip = _annotation_ids(tree)
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.BinOp) and type(node.op) in SWAP_BINOP:
            new = SWAP_BINOP[type(node.op)].__name__
            yield node, "binop", f"{type(node.op).__name__} -> {new}"
        elif isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                if type(op) in SWAP_CMP:
                    yield node, f"cmp{i}", f"{type(op).__name__} -> {SWAP_CMP[type(op)].__name__}"
        elif isinstance(node, ast.BoolOp):
            yield node, "boolop", "and <-> or"
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub)):
            yield node, "unary", f"drop {type(node.op).__name__}"
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            yield node, "bool", f"{node.value} -> {not node.value}"
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            yield node, "int", f"{node.value} -> {node.value + 1}"
        elif isinstance(node, ast.AugAssign) and type(node.op) in (ast.Add, ast.Sub):
            yield node, "augop", "+= <-> -="
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.Expr)) and id(node) not in skip:
            yield node, "delete", f"{type(node).__name__} -> pass"
        elif isinstance(node, ast.Return) and node.value is not None and not _is_none(node.value):
            yield node, "delete", "return value -> return None"


def _apply(node: ast.AST, kind: str) -> ast.AST:
    """The replacement for ``node`` (a copy; the tree is copied before each mutant)."""
    if kind == "binop":
        assert isinstance(node, ast.BinOp)
        node.op = SWAP_BINOP[type(node.op)]()
    elif kind.startswith("cmp"):
        assert isinstance(node, ast.Compare)
        i = int(kind[3:])
        node.ops[i] = SWAP_CMP[type(node.ops[i])]()
    elif kind == "boolop":
        assert isinstance(node, ast.BoolOp)
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif kind == "unary":
        assert isinstance(node, ast.UnaryOp)
        return node.operand
    elif kind == "bool":
        assert isinstance(node, ast.Constant)
        node.value = not node.value
    elif kind == "int":
        assert isinstance(node, ast.Constant)
        node.value = node.value + 1
    elif kind == "augop":
        assert isinstance(node, ast.AugAssign)
        node.op = ast.Sub() if isinstance(node.op, ast.Add) else ast.Add()
    elif kind == "delete":
        if isinstance(node, ast.Return):
            return ast.Return(value=ast.Constant(value=None))
        return ast.Pass()
    return node


def mutants_of(path: Path) -> list[Mutant]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        Mutant(path.name, i, getattr(node, "lineno", 0), what)
        for i, (node, _, what) in enumerate(_sites(tree))
    ]


def mutated_source(path: Path, index: int) -> str:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    target = list(_sites(tree))[index]
    node, kind = target[0], target[1]

    class Replace(ast.NodeTransformer):
        def visit(self, current: ast.AST) -> ast.AST:
            if current is node:
                return _apply(copy.deepcopy(current) if kind == "delete" else current, kind)
            return super().visit(current)

    return ast.unparse(ast.fix_missing_locations(Replace().visit(tree)))


def _test_phases(file: str) -> list[list[str]]:
    """Two runs, the second only if the first passes: the mutated module's doctests and its own
    tests (quick to collect), then every engine and CLI test."""
    own = f"tests/engine/test_{file}"
    first = [f"ttt_desktop/engine/{file}"] + ([own] if (ROOT / own).exists() else [])
    return [first, [*TESTS, "ttt_desktop/engine"]]


def _workspace() -> Path:
    where = Path(tempfile.mkdtemp(prefix="ttt-mutate-"))
    shutil.copytree(
        ROOT / "ttt_desktop", where / "ttt_desktop", ignore=shutil.ignore_patterns("__pycache__")
    )
    shutil.copytree(ROOT / "tests", where / "tests", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", where / "pyproject.toml")
    return where


def _run(workspace: Path, mutant: Mutant) -> tuple[Mutant, bool, float]:
    """Run the tests against one mutant in ``workspace``; return (mutant, killed, seconds)."""
    target = workspace / "ttt_desktop" / "engine" / mutant.file
    original = (ENGINE / mutant.file).read_text(encoding="utf-8")
    target.write_text(mutated_source(ENGINE / mutant.file, mutant.index), encoding="utf-8")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(workspace)  # the mutated copy, never the installed package
    pytest = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider"]
    pytest += ["--no-header", "-o", "addopts=--doctest-modules"]
    started = time.monotonic()
    killed = False
    try:
        for paths in _test_phases(mutant.file):
            result = subprocess.run(
                pytest + paths, cwd=workspace, env=env, capture_output=True, timeout=TIMEOUT_S
            )
            killed = result.returncode != 0
            if killed:
                break
    except subprocess.TimeoutExpired:
        killed = True
    finally:
        target.write_text(original, encoding="utf-8")
    return mutant, killed, time.monotonic() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--files", help="comma-separated file names in ttt_desktop/engine/")
    parser.add_argument(
        "--mutants", help="only these mutants, as file#index (e.g. players.py#12,board.py#3)"
    )
    parser.add_argument("--log", type=Path, help="append one JSON line per mutant run here")
    parser.add_argument("--list", action="store_true", help="count the mutants, run nothing")
    args = parser.parse_args()
    # The players first: the weakest file.
    files = sorted(
        (p for p in ENGINE.glob("*.py") if p.name != "__init__.py"),
        key=lambda p: (p.name != "players.py", p.name),
    )
    if args.files:
        wanted = set(args.files.split(","))
        files = [p for p in files if p.name in wanted]
    mutants = [m for path in files for m in mutants_of(path)]
    if args.mutants:
        chosen = set(args.mutants.split(","))
        mutants = [m for m in mutants if f"{m.file}#{m.index}" in chosen]
    if args.list:
        for mutant in mutants:
            print(f"{mutant.file}:{mutant.line} #{mutant.index} {mutant.what}")
        print(json.dumps({"mutants": len(mutants)}))
        return 0
    started = time.monotonic()
    spaces = [_workspace() for _ in range(args.jobs)]
    per_file: dict[str, list[int]] = {p.name: [0, 0] for p in files}
    survivors: list[Mutant] = []
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            free = list(spaces)
            pending: dict[concurrent.futures.Future[tuple[Mutant, bool, float]], Path] = {}
            queue = list(mutants)
            while queue or pending:
                while queue and free:
                    space = free.pop()
                    pending[pool.submit(_run, space, queue.pop(0))] = space
                done, _ = concurrent.futures.wait(pending, return_when="FIRST_COMPLETED")
                for future in done:
                    free.append(pending.pop(future))
                    mutant, killed, seconds = future.result()
                    if args.log:
                        with args.log.open("a", encoding="utf-8") as log:
                            record = {**dataclasses.asdict(mutant), "killed": killed}
                            log.write(json.dumps({**record, "seconds": round(seconds, 1)}) + "\n")
                    per_file[mutant.file][1] += 1
                    if killed:
                        per_file[mutant.file][0] += 1
                    else:
                        survivors.append(mutant)
                        print(
                            f"survived: {mutant.file}:{mutant.line} #{mutant.index} {mutant.what}",
                            flush=True,
                        )
    finally:
        for space in spaces:
            shutil.rmtree(space, ignore_errors=True)
    killed = sum(k for k, _ in per_file.values())
    total = sum(t for _, t in per_file.values())
    print(
        json.dumps(
            {
                "files": {
                    name: {"killed": k, "total": t, "score": round(100 * k / t, 1) if t else None}
                    for name, (k, t) in per_file.items()
                },
                "killed": killed,
                "total": total,
                "score": round(100 * killed / total, 1) if total else None,
                "seconds": round(time.monotonic() - started),
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
