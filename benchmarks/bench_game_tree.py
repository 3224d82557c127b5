"""Benchmark the game tree explorer's engine: opening nodes, memory, replays, move orders.

Run from the repository root::

    .venv/bin/python benchmarks/bench_game_tree.py [--quick]

It prints ONE JSON object on stdout, and whether each target is met on stderr:

* ``warm_up_ms``, per rule: what a process pays once per rule before any node opens
  (``game_tree.warm_up``: the solver's table, every position's subtree size and games, the index
  of the positions below the empty board with their classes), in a fresh child process, median
  of ``--runs``.
* ``open_ms``, per rule: opening a node as the window does, once the rule is warm and with
  nothing else of the node cached (the indexes of other roots, Hard's scores and its leaves'
  scores cleared first): ``GameTree(root).children()`` + ``counts()`` + ``facts()``.
  ``empty_board`` is the median of ``--runs`` openings of the empty board; ``slowest`` the
  slowest reachable position (every one opened once, the ten slowest again ``--runs`` times,
  the median of the worst), with its board; ``median_all`` the median over every reachable
  position. Target: <= 50 ms for every node.
* ``peak_rss_mb``: child processes, interleaved ``--runs`` times, median peak RSS (VmHWM):
  ``import_only`` imports the engine, ``baseline`` also warms the rule up, ``three_plies``
  also opens every node of the first three plies (children, counts and facts of the root, of
  each node one ply down and of each two plies down), with both switches off and then both on;
  ``delta`` is ``three_plies`` less ``baseline``. Target: delta <= 30 MB.
* ``run_to_end_ms``: each search's Run to the End from the empty board (``run_to_end``), the
  first time in the process (alpha-beta's table built then) and again; ``walk_steps_per_s``
  replaying step by step (alpha-beta and memory whole, plain minimax for 200,000 steps) and
  ``step_out_ms``, Step Out of the first child of the empty board after one step into it.
* ``move_orders``: alpha-beta from the empty board of each rule under several static orders and
  under an oracle that tries the solver's best moves first (a lower bound for any order that
  knows the values); plain minimax and minimax with memory visit the same nodes whatever the
  order.
* ``hard_errs``: the reachable positions where Hard may choose a move that is not best, per rule,
  beside the unfinished reachable positions, and the time to find them all.
"""

from __future__ import annotations

import argparse
import gc
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

try:
    from ttt_desktop.engine import Position, Variant, solve
except ImportError:  # run from a checkout without the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from ttt_desktop.engine import Position, Variant, solve
from ttt_desktop.engine import game_tree
from ttt_desktop.engine.game_tree import GameTree, hard_error_keys, warm_up
from ttt_desktop.engine.geometry import FREE_CELLS, POPCOUNT
from ttt_desktop.engine.players import _open_line_score
from ttt_desktop.engine.rules import rules_for
from ttt_desktop.engine.search_replay import (
    CENTRE_FIRST,
    ROW_MAJOR,
    Replay,
    Search,
    run_to_end,
)

TARGET_OPEN_MS = 50.0
TARGET_RSS_DELTA_MB = 30.0
ORDERS = {
    "row-major (7 8 9 4 5 6 1 2 3)": ROW_MAJOR,
    "centre, corners, edges": CENTRE_FIRST,
    "corners, centre, edges": (0, 2, 6, 8, 4, 1, 3, 5, 7),
    "edges, centre, corners": (1, 3, 5, 7, 4, 0, 2, 6, 8),
    "reverse row-major": (8, 7, 6, 5, 4, 3, 2, 1, 0),
}


def ms_since(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def forget_node_caches() -> None:
    """Drop what opening a node caches (the per-rule tables stay: that is the warm-up)."""
    game_tree._recent_index.cache_clear()
    game_tree._HARD_SCORES.clear()
    _open_line_score.cache_clear()


def open_node(root: Position) -> float:
    forget_node_caches()
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        tree = GameTree(root)
        tree.children()
        tree.counts()
        tree.facts()
        return ms_since(start)
    finally:
        gc.enable()


def bench_warm_up(variant: Variant, runs: int) -> float:
    times = []
    for _ in range(runs):
        done = subprocess.run([sys.executable, __file__, "--child", "warm_up", "--variant",
                               variant.value], capture_output=True, text=True, check=True)
        times.append(float(done.stdout))
    warm_up(variant)  # and in this process, for what follows
    return statistics.median(times)


def bench_open(variant: Variant, runs: int) -> dict[str, object]:
    keys = list(solve(variant).reachable_keys())
    once = sorted(((open_node(Position.from_key(key, variant)), key) for key in keys),
                  reverse=True)
    again = []
    for _, key in once[:10]:
        times = [open_node(Position.from_key(key, variant)) for _ in range(runs)]
        again.append((statistics.median(times), key))
    slowest_ms, slowest_key = max(again)
    empty = [open_node(Position(variant)) for _ in range(runs)]
    return {
        "empty_board": round(statistics.median(empty), 2),
        "slowest": round(slowest_ms, 2),
        "slowest_board": Position.from_key(slowest_key).board_string(),
        "median_all": round(statistics.median(t for t, _ in once), 3),
        "positions": len(keys),
    }


def child(mode: str, variant: Variant) -> None:
    """In a child process: do ``mode``, then print the peak RSS in MB (the time in ms for
    ``warm_up``)."""
    if mode == "warm_up":
        start = time.perf_counter()
        warm_up(variant)
        print(ms_since(start))
        return
    if mode != "import_only":
        warm_up(variant)
    if mode == "three_plies":
        for merge, fold in ((False, False), (True, True)):
            tree = GameTree(Position(variant), merge=merge, fold=fold)
            level: list[tuple[int, ...]] = [()]
            for _ in range(3):
                following = []
                for path in level:
                    tree.counts(path)
                    tree.facts(path)
                    following += [b.path for b in tree.children(path) if not b.finished]
                level = following
    print(peak_rss_mb())


def peak_rss_mb() -> float:
    """This process's peak resident set (VmHWM, which starts again at exec: ``ru_maxrss``
    would keep the forking parent's peak)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # not Linux


def bench_rss(variant: Variant, runs: int) -> dict[str, float]:
    found: dict[str, list[float]] = {"import_only": [], "baseline": [], "three_plies": []}
    for _ in range(runs):
        for mode in found:
            done = subprocess.run([sys.executable, __file__, "--child", mode, "--variant",
                                   variant.value], capture_output=True, text=True, check=True)
            found[mode].append(float(done.stdout))
    baseline = statistics.median(found["baseline"])
    opened = statistics.median(found["three_plies"])
    return {"import_only": round(statistics.median(found["import_only"]), 1),
            "baseline": round(baseline, 1), "three_plies": round(opened, 1),
            "delta": round(opened - baseline, 1)}


def bench_replays(variant: Variant, quick: bool) -> dict[str, object]:
    root = Position(variant)
    first, again = {}, {}
    for search in Search:
        start = time.perf_counter()
        run_to_end(root, search)
        first[search.value] = round(ms_since(start), 2)
        start = time.perf_counter()
        run_to_end(root, search)
        again[search.value] = round(ms_since(start), 2)
    speeds = {}
    for search in Search:
        replay = Replay(root, search)
        limit = 20_000 if quick else 200_000
        start = time.perf_counter()
        steps = 0
        while steps < limit and replay.step() is not None:
            steps += 1
        speeds[search.value] = round(steps / (time.perf_counter() - start))
    step_out = {}
    for search in Search:
        replay = Replay(root, search)
        replay.step()
        replay.step()  # into the first child
        start = time.perf_counter()
        replay.step_out()
        step_out[search.value] = round(ms_since(start), 2)
    return {"run_to_end_ms_first": first, "run_to_end_ms_again": again,
            "walk_steps_per_s": speeds, "step_out_ms": step_out}


def oracle_alphabeta(variant: Variant) -> tuple[int, int]:
    """Alpha-beta from the empty board, the solver's best moves tried first (then the others,
    row-major): (nodes, cut-offs)."""
    result = rules_for(variant).result
    solution = solve(variant)
    nodes = cutoffs = 0

    def search(key: int, alpha: int, beta: int) -> int:
        nonlocal nodes, cutoffs
        nodes += 1
        x, o = key & 0x1FF, key >> 9
        x_to_move = POPCOUNT[x] == POPCOUNT[o]
        outcome = result(x, o)
        if outcome is not None:
            return max(alpha, min(beta, outcome if x_to_move else -outcome))
        best = solution.facts_for_key(key)[2]
        cells = [*best, *(c for c in FREE_CELLS[x | o] if c not in best)]
        for i, cell in enumerate(cells):
            child = key | 1 << (cell if x_to_move else cell + 9)
            alpha = max(alpha, -search(child, -beta, -alpha))
            if alpha >= beta:
                cutoffs += i + 1 < len(cells)
                break
        return alpha

    search(0, -1, 1)
    return nodes, cutoffs


def bench_orders(variant: Variant) -> dict[str, object]:
    root = Position(variant)
    found: dict[str, object] = {}
    for name, order in ORDERS.items():
        counters = run_to_end(root, Search.ALPHABETA, order).counters
        found[name] = {"nodes": counters.nodes, "cutoffs": counters.cutoffs}
    nodes, cutoffs = oracle_alphabeta(variant)
    found["oracle: best moves first"] = {"nodes": nodes, "cutoffs": cutoffs}
    return found


def bench_hard(variant: Variant) -> dict[str, object]:
    game_tree._HARD_SCORES.clear()
    _open_line_score.cache_clear()
    hard_error_keys.cache_clear()
    start = time.perf_counter()
    errs = len(hard_error_keys(variant))
    took = ms_since(start)
    unfinished = sum(1 for key in solve(variant).reachable_keys()
                     if rules_for(variant).result(key & 0x1FF, key >> 9) is None)
    return {"positions": errs, "unfinished_reachable": unfinished, "find_all_ms": round(took)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--runs", type=int, default=None, help="repetitions (default 7, 3 quick)")
    parser.add_argument("--child", choices=["import_only", "baseline", "three_plies", "warm_up"],
                        help=argparse.SUPPRESS)
    parser.add_argument("--variant", default="standard", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, Variant(args.variant))
        return 0
    runs = args.runs or (3 if args.quick else 7)
    report: dict[str, object] = {}
    for variant in Variant:
        report[variant.value] = {
            "warm_up_ms": round(bench_warm_up(variant, runs), 2),
            "open_ms": bench_open(variant, runs),
            "peak_rss_mb": bench_rss(variant, runs),
            "replays": bench_replays(variant, args.quick),
            "move_orders": bench_orders(variant),
            "hard_errs": bench_hard(variant),
        }
    print(json.dumps(report, indent=1, ensure_ascii=False))
    worst_open = max(r["open_ms"]["slowest"] for r in report.values())  # type: ignore[index]
    worst_rss = max(r["peak_rss_mb"]["delta"] for r in report.values())  # type: ignore[index]
    print(f"open any node: slowest {worst_open:.1f} ms (target <= {TARGET_OPEN_MS:.0f} ms): "
          f"{'met' if worst_open <= TARGET_OPEN_MS else 'MISSED'}", file=sys.stderr)
    met = "met" if worst_rss <= TARGET_RSS_DELTA_MB else "MISSED"
    print(f"three plies opened: +{worst_rss:.1f} MB peak RSS over the baseline (target <= "
          f"{TARGET_RSS_DELTA_MB:.0f} MB): {met}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
