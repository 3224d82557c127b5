"""Write ttt_desktop/engine/strategy_map_data.py: the smallest strategy map of every rule and side,
found by an integer programme solved with HiGHS (``highspy``, a dev dependency only).

    .venv/bin/python tools/optimal_strategy_maps.py [--only standard/second ...]

The programme, on the side's positions that can arise when the side plays only preferred moves
(:func:`ttt_desktop.engine.strategy_map.preferred_moves`):

* a binary x_p for each such position p (1: the map holds p), a binary y_pS for each distinct
  set S of the side's next positions that a preferred move of p leads to (moves leading to the
  same set are one choice; a set that holds another's is dropped: it is never better);
* x_p = 1 at the side's first positions (the empty board, or each first move of the opponent);
* the sum of p's y_pS equals x_p: a held position has exactly one choice;
* for each q in p's sets, x_q is at least the sum of the y_pS whose S holds q;
* minimise the sum of the x_p: the map's size as the docs count it.

The engine's local search (``searched_map``) gives HiGHS its starting solution. When the local
search's map is already of the optimal size, it is kept (the maps a reader has seen do not
change); otherwise the programme's map is written, with the same lowest-cell and orientation rules
as the search's. ``--only`` solves the maps named and keeps the others as the file has them.
HiGHS takes from a millisecond to minutes per map (misère, second player, the longest:
docs/lessons.md). Every map's size is checked in CI by ``tests/engine/test_strategy_map.py``
against a fresh solve of the same programme, built there from the tests' own tic-tac-toe.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import highspy
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ttt_desktop.engine import Mark, Variant  # noqa: E402
from ttt_desktop.engine.notation import keypad_digit  # noqa: E402
from ttt_desktop.engine.strategy_map import (  # noqa: E402
    _search,
    _upright,
    searched_map,
)

OUT = ROOT / "ttt_desktop" / "engine" / "strategy_map_data.py"


def solve_smallest(variant: Variant, side: Mark) -> tuple[dict[int, int], float, float]:
    """(the smallest map as position key -> cell, its size as HiGHS's dual bound proves it, the
    seconds HiGHS took)."""
    search = _search(variant, side)
    choices: dict[int, list[tuple[frozenset[int], int]]] = {}
    stack = list(search.roots)
    while stack:
        key = stack.pop()
        if key in choices:
            continue
        by_set: dict[frozenset[int], int] = {}
        for cell in search.preferred(key):
            by_set.setdefault(frozenset(search.next_positions(key, cell)), cell)
        kept: list[tuple[frozenset[int], int]] = []
        for leads in sorted(by_set, key=len):
            if not any(k <= leads for k, _ in kept):
                kept.append((leads, by_set[leads]))
        choices[key] = kept
        for leads, _ in kept:
            stack += leads
    keys = sorted(choices)
    col = {key: i for i, key in enumerate(keys)}
    ycol: dict[tuple[int, int], int] = {}
    for key in keys:
        for n in range(len(choices[key])):
            ycol[key, n] = len(col) + len(ycol)
    total = len(col) + len(ycol)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("mip_rel_gap", 0.0)
    nothing_i, nothing_f = np.array([], dtype=np.int32), np.array([], dtype=np.float64)
    for i in range(total):
        h.addCol(1.0 if i < len(col) else 0.0, 0.0, 1.0, 0, nothing_i, nothing_f)
    h.changeColsIntegrality(total, np.arange(total, dtype=np.int32),
                            np.array([highspy.HighsVarType.kInteger] * total))

    def row(lower: float, upper: float, terms: list[tuple[int, float]]) -> None:
        h.addRow(lower, upper, len(terms), np.array([i for i, _ in terms], dtype=np.int32),
                 np.array([c for _, c in terms], dtype=np.float64))

    for root in search.roots:
        row(1.0, 1.0, [(col[root], 1.0)])
    for key in keys:
        ys = [ycol[key, n] for n in range(len(choices[key]))]
        row(0.0, 0.0, [(y, 1.0) for y in ys] + [(col[key], -1.0)])
        for q in set().union(*(leads for leads, _ in choices[key])):
            row(0.0, highspy.kHighsInf, [(col[q], 1.0)] + [
                (ycol[key, n], -1.0) for n, (leads, _) in enumerate(choices[key]) if q in leads])
    start = searched_map(variant, side)
    hint = np.zeros(total)
    for key, cell in start.items():
        hint[col[key]] = 1.0
        leads = frozenset(search.next_positions(key, cell))
        n = next(n for n, (s, _) in enumerate(choices[key]) if s <= leads)
        hint[ycol[key, n]] = 1.0
    h.setSolution(_solution(hint))
    began = time.perf_counter()
    h.run()
    seconds = time.perf_counter() - began
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        raise SystemExit(f"{variant.value}/{side.name}: HiGHS stopped with {h.getModelStatus()}")
    values = h.getSolution().col_value
    bound = h.getInfo().mip_dual_bound
    chosen = {key: choices[key][n][1] for (key, n), i in ycol.items() if values[i] > 0.5}
    found = search.closure(chosen.__getitem__)
    if len(start) <= len(found):
        found = start
    return search.lowest_cells(found), bound, seconds


def _solution(values: np.ndarray) -> highspy.HighsSolution:
    solution = highspy.HighsSolution()
    solution.col_value = list(values)
    solution.value_valid = True
    return solution


def render(maps: dict[str, list[tuple[str, int]]]) -> str:
    lines = ['"""The smallest strategy maps, as found by an integer programme: each entry is a',
             "board (``ttt-solve table``'s 9 characters) and the keypad digit to play there.",
             "Written by tools/optimal_strategy_maps.py; do not edit by hand:",
             "tests/engine/test_strategy_map.py checks every map against the solver and its size",
             'against a fresh solve."""',
             "", "MAPS: dict[str, tuple[str, ...]] = {"]
    for name, entries in maps.items():
        lines.append(f'    "{name}": (')
        words = [f"{board}{digit}" for board, digit in entries]
        for i in range(0, len(words), 8):
            lines.append('        "' + " ".join(words[i:i + 8]) + '",')
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> int:
    names = [f"{v.value}/{side}" for v in Variant for side in ("first", "second")]
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--only", nargs="+", choices=names, metavar="RULE/SIDE",
                        help=f"solve only these maps (of {', '.join(names)})")
    args = parser.parse_args()
    from ttt_desktop.engine.board import Position
    from ttt_desktop.engine.strategy_map_data import MAPS

    maps: dict[str, list[tuple[str, int]]] = {}
    for variant in Variant:
        for side in Mark:
            name = f"{variant.value}/{'first' if side is Mark.X else 'second'}"
            if args.only and name not in args.only:
                maps[name] = [(word[:9], int(word[9])) for line in MAPS[name]
                              for word in line.split()]
                continue
            moves, bound, seconds = solve_smallest(variant, side)
            boards = {Position.from_key(key, variant).board_string(): cell
                      for key, cell in moves.items()}
            maps[name] = [(board, keypad_digit(cell)) for board, cell in sorted(_upright(boards))]
            print(f"{name}: {len(boards)} positions (proven bound {bound:.0f}; "
                  f"HiGHS {seconds:.1f} s)", flush=True)
    OUT.write_text(render(maps), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
