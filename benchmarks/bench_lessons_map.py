"""Benchmark the lessons and the strategy maps (docs/lessons.md).

Run from the repository root::

    .venv/bin/python benchmarks/bench_lessons_map.py

It prints ONE JSON object on stdout:

* ``maps``: for each rule and side, ``build_ms`` (the stored smallest map read from nothing: the
  caches cleared, the solver's table already read) and ``positions``; ``search_ms`` and
  ``searched_positions``, the local search's map from nothing (:func:`searched_map`, the
  starting solution of ``tools/optimal_strategy_maps.py``); ``svg_a4_ms`` draws the
  map's A4 page. The same-run baseline, ``cold_solve_ms``, solves the rule from nothing
  (the uncached builder behind ``solve``): the map's search reads that table many times over.
* ``lessons``: ``load_ms``, reading and checking every lesson (:func:`load_lessons` on the data,
  uncached: each stage's accepted moves from the solver, each task checked); its baseline
  ``analyze_stages_ms`` is one ``analyze`` of each stage's position, the least any check does.

Each figure is the median of a few runs with the garbage collector off while timing.
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

try:
    from ttt_desktop.engine import Mark, Position, Variant, solve
    from ttt_desktop.engine import strategy_map as maps
    from ttt_desktop.engine.analysis import analyze
    from ttt_desktop.engine.lesson_data import LESSONS
    from ttt_desktop.engine.lessons import all_lessons, load_lessons
    from ttt_desktop.engine.map_svg import map_svg
    from ttt_desktop.engine.solver import build_tables
except ImportError:  # run as a script from anywhere
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from ttt_desktop.engine import Mark, Position, Variant, solve
    from ttt_desktop.engine import strategy_map as maps
    from ttt_desktop.engine.analysis import analyze
    from ttt_desktop.engine.lesson_data import LESSONS
    from ttt_desktop.engine.lessons import all_lessons, load_lessons
    from ttt_desktop.engine.map_svg import map_svg
    from ttt_desktop.engine.solver import build_tables


def median_ms(work: Callable[[], object], runs: int, before: Callable[[], None] = lambda: None
              ) -> float:
    times = []
    for _ in range(runs):
        before()
        gc.disable()
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
        gc.enable()
    return round(statistics.median(times) * 1000, 2)


def fresh() -> None:
    maps.strategy_map.cache_clear()
    maps._search.cache_clear()


def main() -> None:
    report: dict[str, object] = {}
    found: dict[str, object] = {}
    for variant in Variant:
        solve(variant)
        found[f"{variant.value}:cold_solve_ms"] = median_ms(lambda v=variant: build_tables(v), 5)
        for side in Mark:
            name = f"{variant.value}-{'first' if side is Mark.X else 'second'}"
            build = median_ms(lambda v=variant, s=side: maps.strategy_map(v, s), 3, fresh)
            the_map = maps.strategy_map(variant, side)
            search = median_ms(lambda v=variant, s=side: maps.searched_map(v, s), 3, fresh)
            found[name] = {"build_ms": build, "positions": len(the_map), "search_ms": search,
                           "searched_positions": len(maps.searched_map(variant, side)),
                           "svg_a4_ms": median_ms(lambda m=the_map: map_svg(m, "a4"), 3)}
    report["maps"] = found
    positions = [stage.position() for item in all_lessons() for stage in item.stages]
    report["lessons"] = {
        "load_ms": median_ms(lambda: load_lessons(LESSONS), 5),
        "analyze_stages_ms": median_ms(lambda: [analyze(p) for p in positions], 5),
        "stages": len(positions),
    }
    assert all(isinstance(p, Position) for p in positions)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
