"""Mutation testing for a package of ttt_desktop (the engine by default, or play/): change one
thing at a time in its files and check that some test notices.

Each mutant is one small change to one source file, made on its syntax tree: a comparison turned
around (``<`` to ``<=``, ``==`` to ``!=``, ``is`` to ``is not``, ``in`` to ``not in``), an
operator swapped (``+``/``-``, ``|``/``&``, ``<<``/``>>``, ``and``/``or``), a whole number moved
by one, ``True``/``False`` flipped, a ``not`` or a unary minus dropped, an ``if`` condition
negated, or a statement replaced by ``pass``; never inside a docstring or a type annotation
(never evaluated here). The mutant runs in a scratch copy of the repository (the working tree is
never touched) against the tests that speak to the package (for the engine: the engine and CLI
tests; for play/: tests/play, the window's tests that play games, the history and statistics
tests), fail-fast, the file's own tests first (in a process of their own); a failure or a
time-out (three times the clean run, measured first) kills it. A test that hangs fails sooner on
its own time-out (pytest-timeout, ``tests/conftest.py``). Property tests run under the ``ci``
Hypothesis profile, so that every mutant meets the same examples.

Usage (from the repository root)::

    .venv/bin/python tools/mutate.py                  # every engine file, 2 workers
    .venv/bin/python tools/mutate.py --file players.py --jobs 2 --show-survivors
    .venv/bin/python tools/mutate.py --package play --sample 200 --jobs 1 --show-survivors

``--sample N`` draws N of the package's mutants (a fixed ``--seed``), from every file in
proportion to its mutants and at least two from each, for a bounded run on a shared machine; the
files are taken in turn, so that a run stopped early has met every file.

It prints killed/total per file and overall, and each survivor's file, line and change;
``--recheck LOG`` runs again only the survivors an earlier output lists (after adding tests).
``docs/mutation-survivors.md`` explains the survivors of the last full run.
"""

from __future__ import annotations

import argparse
import ast
import copy
import itertools
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "ttt_desktop" / "engine"
TESTS = ["tests/engine", "tests/test_cli.py", "ttt_desktop/engine"]
OWN_TESTS = {  # the tests that speak to a file first, for a quick kill
    "mark.py": "tests/engine/test_board.py",
    "analysis.py": "tests/engine/test_analysis.py",
    "board.py": "tests/engine/test_board.py",
    "geometry.py": "tests/engine/test_geometry.py",
    "notation.py": "tests/engine/test_notation.py",
    "players.py": "tests/engine/test_levels.py tests/engine/test_players.py",
    "review.py": "tests/engine/test_review.py",
    "lines.py": "tests/engine/test_lines.py",
    "rules.py": "tests/engine/test_rules.py",
    "solver.py": "tests/engine/test_solver.py",
    "solved_tables.py": "tests/engine/test_solved_tables.py",
    "stats.py": "tests/engine/test_stats.py",
}
_CONTROLLER = ("tests/play/test_controller_edges.py tests/play/test_controller.py "
               "tests/play/test_controller_machine.py")
#: Each package: its folder, the tests that speak to it, and each file's own tests.
PACKAGES: dict[str, tuple[Path, list[str], dict[str, str]]] = {
    "engine": (ENGINE, TESTS, OWN_TESTS),
    "play": (ROOT / "ttt_desktop" / "play",
             ["tests/play", *(f"tests/qt/{name}.py" for name in (
                 "test_adaptive_window", "test_app", "test_computer_opponent",
                 "test_evaluation_strip", "test_fuzz_window", "test_game_file_menu",
                 "test_game_panel", "test_history_integration", "test_main_window",
                 "test_move_list", "test_puzzle_window", "test_quit_signals", "test_replay_holds",
                 "test_status_line", "test_undo_hint_keys", "test_warm_up", "test_watch",
                 "dialogs/test_history_rescue", "dialogs/test_settings", "dialogs/test_watch",
                 "language/test_line_breaks", "statistics/test_window", "widgets/test_menu_keys",
                 "words/test_review", "words/test_status")),
              "tests/qt/widgets/test_window_fit.py::test_the_first_window_fits_a_small_screen",
              "tests/history", "tests/test_statistics.py", "ttt_desktop/play"],
             {"controller.py": _CONTROLLER,
              "session.py": f"tests/play/test_session.py {_CONTROLLER}",
              "opponent.py": f"tests/play/test_opponent.py {_CONTROLLER} "
                             "tests/qt/test_computer_opponent.py",
              "recorder.py": "tests/play/test_recorder.py tests/play/test_controller.py "
                             "tests/qt/test_history_integration.py",
              "score.py": "tests/play/test_score.py tests/play/test_score_history.py "
                          "tests/play/test_controller.py tests/play/test_controller_machine.py",
              "disk_writer.py": "tests/play/test_disk_writer.py tests/play/test_controller.py",
              "adaptive.py": "tests/play/test_adaptive.py tests/play/test_game_rating.py",
              "adaptive_trial.py": "tests/play/test_adaptive_trial.py tests/play/test_adaptive.py",
              "game_rating.py": "tests/play/test_game_rating.py tests/qt/test_adaptive_window.py",
              "puzzle_order.py": "tests/play/test_puzzle_order.py "
                                 "tests/play/test_puzzle_trainer.py",
              "rating.py": "tests/play/test_rating.py tests/play/test_rating_properties.py",
              "puzzle_trainer.py": "tests/play/test_puzzle_trainer.py "
                                   "tests/play/test_puzzle_trainer_closing.py "
                                   "tests/qt/test_puzzle_window.py",
              "settings.py": "tests/play/test_settings.py tests/play/test_controller.py "
                             "tests/qt/test_adaptive_window.py"}),
}

_COMPARE_SWAPS = {ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.LtE, ast.LtE: ast.Lt,
                  ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
                  ast.In: ast.NotIn, ast.NotIn: ast.In}
_BINOP_SWAPS = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.BitOr: ast.BitAnd, ast.BitAnd: ast.BitOr,
                ast.LShift: ast.RShift, ast.RShift: ast.LShift, ast.Mult: ast.FloorDiv,
                ast.FloorDiv: ast.Mult, ast.Mod: ast.FloorDiv}


@dataclass(frozen=True)
class Mutant:
    file: str
    line: int
    change: str
    source: str


def _docstring_nodes(tree: ast.AST) -> set[int]:
    """The ids of string constants that are docstrings (mutating them proves nothing)."""
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0]))
    return ids


def _annotation_nodes(tree: ast.AST) -> set[int]:
    """The ids of every node inside a type annotation: with ``from __future__ import
    annotations`` they are never evaluated, so ``int | None`` turned into ``int & None`` (or a
    number moved in ``tuple[int, int]``) changes nothing that runs."""
    roots: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns:
            roots.append(node.returns)
        elif isinstance(node, (ast.arg, ast.AnnAssign)) and node.annotation:
            roots.append(node.annotation)
    return {id(inner) for root in roots for inner in ast.walk(root)}


def _sites(tree: ast.Module) -> Iterator[tuple[int, str]]:
    """(node index in ast.walk order, kind) for every place a mutation applies (not in
    docstrings, not in annotations)."""
    docstrings = _docstring_nodes(tree)
    annotations = _annotation_nodes(tree)
    for index, node in enumerate(ast.walk(tree)):
        if id(node) in annotations:
            continue
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                if type(op) in _COMPARE_SWAPS:
                    yield index, f"compare:{i}"
        elif isinstance(node, ast.BinOp) and type(node.op) in _BINOP_SWAPS:
            yield index, "binop"
        elif isinstance(node, ast.AugAssign) and type(node.op) in _BINOP_SWAPS:
            yield index, "augassign"
        elif isinstance(node, ast.BoolOp):
            yield index, "boolop"
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub)):
            yield index, "unary"
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            yield index, "bool"
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            yield index, "int"
        elif isinstance(node, ast.If):
            yield index, "if"
        if (isinstance(node, (ast.Expr, ast.Assign, ast.AugAssign, ast.Return, ast.Raise))
                and id(node) not in docstrings):
            yield index, "delete"


def _apply(tree: ast.Module, index: int, kind: str) -> str | None:
    """Mutate node ``index`` of a copy of ``tree``; return a description, or None to skip."""
    node = list(ast.walk(tree))[index]
    if kind.startswith("compare:"):
        i = int(kind.split(":")[1])
        old = node.ops[i]  # type: ignore[attr-defined]
        node.ops[i] = _COMPARE_SWAPS[type(old)]()  # type: ignore[attr-defined]
        return f"{type(old).__name__} -> {type(node.ops[i]).__name__}"  # type: ignore[attr-defined]
    if kind in ("binop", "augassign"):
        old = node.op  # type: ignore[attr-defined]
        node.op = _BINOP_SWAPS[type(old)]()  # type: ignore[attr-defined]
        return f"{type(old).__name__} -> {type(node.op).__name__}"  # type: ignore[attr-defined]
    if kind == "boolop":
        old = node.op  # type: ignore[attr-defined]
        node.op = ast.Or() if isinstance(old, ast.And) else ast.And()  # type: ignore[attr-defined]
        return f"{type(old).__name__} -> {type(node.op).__name__}"  # type: ignore[attr-defined]
    if kind == "bool":
        node.value = not node.value  # type: ignore[attr-defined]
        return f"{not node.value} -> {node.value}"  # type: ignore[attr-defined]
    if kind == "int":
        node.value += 1  # type: ignore[attr-defined]
        return f"{node.value - 1} -> {node.value}"  # type: ignore[attr-defined]
    if kind == "if":
        node.test = ast.UnaryOp(op=ast.Not(), operand=node.test)  # type: ignore[attr-defined]
        return "if condition negated"
    return None


def _strip_unary_and_delete(source: str, tree: ast.Module, index: int, kind: str) -> str | None:
    """Unary removal and statement deletion work on the parent, so they are done here."""
    nodes = list(ast.walk(tree))
    target = nodes[index]
    for parent in nodes:
        for field, value in ast.iter_fields(parent):
            if kind == "unary" and value is target:
                setattr(parent, field, target.operand)  # type: ignore[attr-defined]
                return f"{type(target.op).__name__} removed"  # type: ignore[attr-defined]
            if isinstance(value, list) and any(v is target for v in value):
                position = next(i for i, v in enumerate(value) if v is target)
                if kind == "unary":
                    value[position] = target.operand  # type: ignore[attr-defined]
                    return f"{type(target.op).__name__} removed"  # type: ignore[attr-defined]
                if kind == "delete":
                    value[position] = ast.Pass()
                    return f"{type(target).__name__} statement removed"
    return None


def mutants_of(path: Path) -> Iterator[Mutant]:
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    original = ast.unparse(tree)
    for index, kind in list(_sites(tree)):
        mutated = copy.deepcopy(tree)
        node = list(ast.walk(mutated))[index]
        line = getattr(node, "lineno", 0)
        if kind in ("unary", "delete"):
            change = _strip_unary_and_delete(source, mutated, index, kind)
        else:
            change = _apply(mutated, index, kind)
        if change is None:
            continue
        ast.fix_missing_locations(mutated)
        text = ast.unparse(mutated)
        if text != original:
            yield Mutant(path.name, line, change, text)


def _scratch(worker: int, base: Path) -> Path:
    where = base / f"worker{worker}"
    if not where.exists():
        shutil.copytree(ROOT, where, ignore=shutil.ignore_patterns(
            ".git", ".venv", ".tools", "dist", "build", "__pycache__", "*.png"))
    return where


def _own_tests(name: str, package: str = "engine") -> list[str]:
    folder, _, own = PACKAGES[package]
    return [*own.get(name, "").split(), str((folder / name).relative_to(ROOT))]


def _env(where: Path) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(where), PYTHONDONTWRITEBYTECODE="1",
                HYPOTHESIS_PROFILE="ci", QT_QPA_PLATFORM="offscreen")


def clean_run_seconds(where: Path, tests: list[str] = TESTS) -> float:
    """How long these tests take on the unmutated code (they must pass)."""
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
                           "--doctest-modules", *tests], cwd=where, env=_env(where),
                          capture_output=True)
    if done.returncode != 0:
        raise SystemExit("the tests fail without any mutant: fix them first\n"
                         + done.stdout.decode(errors="replace")[-2000:])
    return time.monotonic() - started


def run_mutant(mutant: Mutant, where: Path, timeout: float, package: str = "engine") -> bool:
    """True if the tests kill the mutant: fail-fast, first the file's own tests alone (they kill
    most mutants, and start fastest: a process that collects every test of the package takes
    seconds more), then every test of the package."""
    folder, tests, _ = PACKAGES[package]
    relative = (folder / mutant.file).relative_to(ROOT)
    target = where / relative
    original = (folder / mutant.file).read_text(encoding="utf-8")
    target.write_text(mutant.source, encoding="utf-8")
    try:
        for run in (_own_tests(mutant.file, package), tests):
            done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p",
                                   "no:cacheprovider", "--doctest-modules", *run], cwd=where,
                                  env=_env(where), timeout=timeout, capture_output=True)
            if done.returncode != 0:
                return True
        return False
    except subprocess.TimeoutExpired:
        return True
    finally:
        target.write_text(original, encoding="utf-8")


def sample(mutants: list[Mutant], count: int, seed: int) -> list[Mutant]:
    """``count`` mutants drawn from every file in proportion to its mutants, at least two (or
    all it has) from each, with a fixed seed (the same run gives the same sample)."""
    if count >= len(mutants):
        return mutants
    rng = random.Random(seed)
    by_file: dict[str, list[Mutant]] = {}
    for mutant in mutants:
        by_file.setdefault(mutant.file, []).append(mutant)
    drawn: list[list[Mutant]] = []
    for _, own in sorted(by_file.items()):
        share = max(min(2, len(own)), round(count * len(own) / len(mutants)))
        drawn.append(sorted(rng.sample(own, min(share, len(own))), key=lambda m: m.line))
    # the files taken in turn, so that a run stopped early has met every file
    turns = itertools.zip_longest(*drawn)
    return [mutant for turn in turns for mutant in turn if mutant is not None]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", choices=sorted(PACKAGES), default="engine",
                        help="the package folder of ttt_desktop to mutate (default: engine)")
    parser.add_argument("--file", action="append", help="only this file (repeatable)")
    parser.add_argument("--sample", type=int, metavar="N",
                        help="only N mutants, drawn from every file (see the docstring)")
    parser.add_argument("--seed", type=int, default=26, help="the sample's seed")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=None,
                        help="seconds per test run (default: 3 x the clean run, at least 20)")
    parser.add_argument("--show-survivors", action="store_true")
    parser.add_argument("--recheck", type=Path, metavar="LOG",
                        help="only the survivors listed in an earlier run's output")
    args = parser.parse_args(argv)
    folder, tests, _ = PACKAGES[args.package]
    files = sorted(p for p in folder.glob("*.py") if p.name != "__init__.py"
                   and (not args.file or p.name in args.file))
    mutants = [m for f in files for m in mutants_of(f)]
    if args.sample:
        print(f"sample: {args.sample} of {len(mutants)} mutants (seed {args.seed})", flush=True)
        mutants = sample(mutants, args.sample, args.seed)
    if args.recheck:  # "survivor: file:line: change" lines; the same change on the same line
        wanted = [line.split(": ", 2)[1:] for line in args.recheck.read_text().splitlines()
                  if line.startswith("survivor: ")]
        keys = [(where, change) for where, change in wanted]
        mutants = [m for m in mutants if (f"{m.file}:{m.line}", m.change) in keys]
        files = sorted({folder / m.file for m in mutants})
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="ttt-mutants-") as tmp:
        base = Path(tmp)
        places = [_scratch(i, base) for i in range(args.jobs)]
        free = list(places)
        full = args.timeout or max(20.0, 3 * clean_run_seconds(places[0], tests))
        print(f"time-out (a mutant that hangs is killed): {full:.0f} s", flush=True)
        done_count = [0]

        def job(mutant: Mutant) -> tuple[Mutant, bool]:
            where = free.pop()
            try:
                killed = run_mutant(mutant, where, full, args.package)
            finally:
                free.append(where)
            done_count[0] += 1
            # said at once, so that a long run shows its survivors as it goes
            print(f"[{done_count[0]}/{len(mutants)}] {'killed' if killed else 'survived'}: "
                  f"{mutant.file}:{mutant.line}: {mutant.change}", flush=True)
            return mutant, killed

        with ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(job, mutants))
    per_file: dict[str, list[int]] = {}
    survivors = []
    for mutant, killed in results:
        tally = per_file.setdefault(mutant.file, [0, 0])
        tally[0] += killed
        tally[1] += 1
        if not killed:
            survivors.append(mutant)
    for name, (killed, total) in sorted(per_file.items()):
        print(f"{name:14} {killed:4}/{total:<4} {100 * killed / total:5.1f}%")
    killed = sum(k for k, _ in per_file.values())
    total = sum(t for _, t in per_file.values())
    print(f"{'overall':14} {killed:4}/{total:<4} {100 * killed / max(1, total):5.1f}%  "
          f"({time.monotonic() - started:.0f} s)")
    if args.show_survivors:
        for m in survivors:
            print(f"survivor: {m.file}:{m.line}: {m.change}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
