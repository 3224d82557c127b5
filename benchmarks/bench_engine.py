"""Benchmark the engine: solving each variant, choosing a Perfect move, and a textbook minimax.

Run from the repository root::

    .venv/bin/python benchmarks/bench_engine.py

It prints ONE JSON object on stdout, one entry per variant::

    {"standard": {"cold_solve_ms": ..., "warm_best_move_us": ...,
                  "plain_minimax_first_move_ms": ..., "warm_ratio": ...}, ...}

* ``cold_solve_ms``: solving the whole variant from nothing (the uncached builder behind
  ``solve``), median of several runs with the garbage collector off while timing.
* ``warm_best_move_us``: once the variant is solved, the median over every unfinished reachable
  position of the time to choose the Perfect move (``Solution.perfect_move``), each position timed
  over many repetitions.
* ``plain_minimax_first_move_ms``: a textbook minimax written here (a plain list board, every
  line checked, no pruning, no memo) choosing the first move on the empty board, timed once.
* ``warm_ratio``: the minimax time divided by the warm best-move time, both in microseconds.
* ``review_9_plies_us``: reviewing a whole 9-ply game (``review_game``) with the solver warm,
  median of many runs, for a game played perfectly and for one with mistakes in it (each mistake
  also asks for the better move); ``analyze_position_us`` is one ``analyze`` call on the empty
  board, timed alike in the same run, as a yardstick.

The object also has a ``"puzzles"`` entry (``ttt_desktop.engine.puzzles``, solver warm, garbage
collector off while timing, medians):

* ``find_all_ms``: finding every puzzle of the three variants (``find_puzzles``, uncached: the
  definition, the symmetry classes, the solution lines, themes and difficulties);
  ``scan_reachable_ms``, the same-run baseline, only reads the solved entry of every reachable
  position of the three variants, the least any search of the table does;
* ``pick_next_us``: choosing the next puzzle (``PuzzleOrder.next``) from all of them (822) with
  half of them attempted and the 20 served last to keep away, unfiltered (every puzzle and its
  positions are looked at);
  ``pool_scan_us``, its baseline, is one plain loop over the same pool for the nearest
  difficulty.

Targets: ``find_all_ms`` <= 50 ms, ``pick_next_us`` <= 1,000 us.

And a ``"strength"`` entry (the strength scale and Adaptive, docs/strength.md; solver warm,
garbage collector off while timing, medians):

* ``choose_move_us``: choosing a move at each skill of a spread from 0 (random) to 1 (Perfect),
  warm (each position's move values already read once), the median over every unfinished
  reachable position of the standard rules, each timed over many repetitions; the slowest skill
  is ``slowest_choose_us``. ``perfect_move_us`` (``Solution.perfect_move`` alone) is the
  same-run baseline.
* ``rating_update_us``: one game rating update (Glicko-2, one game), as the disk writer's thread
  makes it; ``expected_score_us`` (one Glicko-2 expectation) is its baseline.

Targets: ``slowest_choose_us`` <= 50 us, ``rating_update_us`` <= 1,000 us. On stderr it also
prints the calibration table (each named level's rating per rule, with its deviation), the
simulated players' table (300 games each against Adaptive per rule, six seeds) and, for perfect
players, the first game Adaptive plays as Perfect (200 seeds per rule and style), under the rule
in force and under the margin-only rule as the same-run baseline.

Whether each target is met (cold solve <= 15 ms, warm best move <= 1 us, warm ratio >= 250,000,
review of a 9-ply game <= 50 us, for the game played perfectly) is reported on stderr; the game
with mistakes is printed beside it, not judged: each mistake costs a hint, which analyses every
reply (``analyze_position_us`` is that yardstick). ``--quick`` uses fewer repetitions (for
a smoke test; the minimax is still timed in full).
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

try:
    from ttt_desktop.engine import Position, Variant, solve
    from ttt_desktop.engine.analysis import analyze
    from ttt_desktop.engine.puzzles import find_puzzles
    from ttt_desktop.engine.review import review_game
    from ttt_desktop.engine.solver import _build
    from ttt_desktop.play.puzzle_order import PuzzleOrder
except ImportError:  # run from a checkout without the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from ttt_desktop.engine import Position, Variant, solve
    from ttt_desktop.engine.analysis import analyze
    from ttt_desktop.engine.puzzles import find_puzzles
    from ttt_desktop.engine.review import review_game
    from ttt_desktop.engine.solver import _build
    from ttt_desktop.play.puzzle_order import PuzzleOrder
# the package is importable now, either way
from ttt_desktop.engine.strength import choose_by_skill
from ttt_desktop.engine.strength_table import GAMES_PER_PAIR, LEVEL_RATINGS
from ttt_desktop.play import adaptive
from ttt_desktop.play.adaptive_trial import STYLES, games_to_top, perfect_player_wins
from ttt_desktop.play.adaptive_trial import run as run_trial
from ttt_desktop.play.rating import Rating, expected_score

TARGET_COLD_SOLVE_MS = 15.0
TARGET_WARM_BEST_MOVE_US = 1.0
TARGET_WARM_RATIO = 250_000.0
TARGET_REVIEW_US = 50.0
TARGET_FIND_PUZZLES_MS = 50.0
TARGET_PICK_NEXT_US = 1000.0
TARGET_CHOOSE_AT_SKILL_US = 50.0
TARGET_RATING_UPDATE_US = 1000.0
SKILLS = (0.0, 0.3, 0.6, 0.8, 0.9, 0.96, 1.0)
EPSILONS = (0.0, 0.05, 0.15, 0.3, 0.6, 1.0)

# -- a textbook minimax -----------------------------------------------------------------------

LINES = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),  # rows
    (0, 3, 6), (1, 4, 7), (2, 5, 8),  # columns
    (0, 4, 8), (2, 4, 6),  # diagonals
)  # fmt: skip


def has_line(board: list[str], mark: str) -> bool:
    return any(board[a] == mark and board[b] == mark and board[c] == mark for a, b, c in LINES)


def winner_after_move(board: list[str], mover: str, variant: str) -> str | None:
    """Return "X", "O" or "draw" if the game ends with ``mover``'s last move, else None."""
    opponent = "O" if mover == "X" else "X"
    full = " " not in board
    mine = has_line(board, mover)
    if variant == "standard":
        return mover if mine else "draw" if full else None
    if variant == "misere":
        return opponent if mine else "draw" if full else None
    theirs = has_line(board, opponent)  # last line wins
    if mine and theirs:
        return mover
    if not full:
        return None
    return mover if mine else opponent if theirs else "draw"


SCORE = {"X": 1, "O": -1, "draw": 0}


def minimax(board: list[str], mover: str, variant: str) -> int:
    """The value for X (+1, 0, -1) with ``mover`` to play: X maximises, O minimises."""
    opponent = "O" if mover == "X" else "X"
    best = -2 if mover == "X" else 2
    for cell in range(9):
        if board[cell] != " ":
            continue
        board[cell] = mover
        ended = winner_after_move(board, mover, variant)
        score = SCORE[ended] if ended is not None else minimax(board, opponent, variant)
        board[cell] = " "
        if (mover == "X" and score > best) or (mover == "O" and score < best):
            best = score
    return best


def plain_first_move(variant: str) -> int:
    """X's first move on the empty board by plain minimax (lowest cell among the best)."""
    board = [" "] * 9
    best_cell, best_score = -1, -2
    for cell in range(9):
        board[cell] = "X"
        score = minimax(board, "O", variant)
        board[cell] = " "
        if score > best_score:
            best_cell, best_score = cell, score
    return best_cell


# -- measurements ---------------------------------------------------------------------------


def timed_ns(action: Callable[[], object]) -> int:
    start = time.perf_counter_ns()
    action()
    return time.perf_counter_ns() - start


def cold_solve_ms(variant: Variant, runs: int) -> float:
    _build(variant)  # warm the interpreter's caches (bytecode, tables) once
    times = []
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(runs):
            times.append(timed_ns(lambda: _build(variant)))
    finally:
        if gc_was_enabled:
            gc.enable()
    return statistics.median(times) / 1e6


def warm_best_move_us(variant: Variant, repeat: int) -> float:
    solution = solve(variant)
    keys = [key for key in solution.reachable_keys() if solution.perfect_candidates(key)]
    choose = solution.perfect_move
    rng = random.Random(0)
    loop = range(repeat)
    per_position = []
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        for key in keys:
            start = time.perf_counter_ns()
            for _ in loop:
                choose(key, rng)
            per_position.append((time.perf_counter_ns() - start) / repeat)
    finally:
        if gc_was_enabled:
            gc.enable()
    return statistics.median(per_position) / 1e3


def plain_minimax_first_move_ms(variant: Variant) -> float:
    start = time.perf_counter_ns()
    move = plain_first_move(variant.value)
    elapsed = time.perf_counter_ns() - start
    best = solve(variant).entry_for_key(0).best
    if move not in best:  # the textbook answer must agree with the solver
        raise SystemExit(f"{variant.value}: plain minimax chose {move}, solver's best is {best}")
    return elapsed / 1e6


def nine_ply_game(variant: Variant, perfect: bool) -> tuple[int, ...]:
    """A game that fills the board: best moves only, or one with at least two mistakes."""
    solution = solve(variant)
    rng = random.Random(f"review-{variant.value}-{perfect}")
    while True:
        position, errors = Position(variant), 0
        while not position.is_game_over():
            best = solution.entry(position).best
            cell = rng.choice(best if perfect else position.legal_moves())
            errors += cell not in best
            position.push(cell)
        if position.ply == 9 and (perfect or errors >= 2):
            return position.moves


def median_us(call: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        for _ in range(20):
            call()
        samples.append((time.perf_counter_ns() - start) / 20 / 1e3)
    return statistics.median(samples)


def review_us(variant: Variant, repeat: int) -> dict[str, float]:
    solve(variant)  # warm
    perfect, flawed = nine_ply_game(variant, True), nine_ply_game(variant, False)
    empty = Position(variant)
    return {
        "review_9_plies_us": round(median_us(lambda: review_game(variant, perfect), repeat), 2),
        "review_9_plies_with_mistakes_us": round(
            median_us(lambda: review_game(variant, flawed), repeat), 2),
        "analyze_position_us": round(median_us(lambda: analyze(empty), repeat), 2),
    }


def measure(variant: Variant, runs: int, repeat: int) -> dict[str, float]:
    cold = cold_solve_ms(variant, runs)
    warm = warm_best_move_us(variant, repeat)
    plain = plain_minimax_first_move_ms(variant)
    return {
        "cold_solve_ms": round(cold, 3),
        "warm_best_move_us": round(warm, 4),
        "plain_minimax_first_move_ms": round(plain, 1),
        "warm_ratio": round(plain * 1e3 / warm),
        **review_us(variant, max(20, repeat // 4)),
    }


def median_ns_gc_off(call: Callable[[], object], runs: int) -> float:
    call()  # warm
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        return statistics.median(timed_ns(call) for _ in range(runs))
    finally:
        if gc_was_enabled:
            gc.enable()


def measure_puzzles(runs: int, repeat: int) -> dict[str, float]:
    variants = list(Variant)
    for variant in variants:
        solve(variant)  # warm

    def find_all() -> None:
        for variant in variants:
            find_puzzles(variant)

    def scan_reachable() -> None:
        for variant in variants:
            solution = solve(variant)
            facts = solution.facts_for_key
            for key in solution.reachable_keys():
                facts(key)

    pool = [p for variant in variants for p in find_puzzles(variant)]
    order = PuzzleOrder({p.id for p in pool[::2]}, seed=1)
    for _ in range(20):  # the recent ones to keep away
        order.next(pool, 1500.0)

    def pick() -> None:
        order.next(pool, 1500.0)

    def scan_pool() -> None:
        min(pool, key=lambda p: abs(p.difficulty - 1500.0))

    def per_call_us(call: Callable[[], object]) -> float:
        return median_ns_gc_off(lambda: [call() for _ in range(20)], repeat) / 20 / 1e3

    return {
        "find_all_ms": round(median_ns_gc_off(find_all, runs) / 1e6, 3),
        "scan_reachable_ms": round(median_ns_gc_off(scan_reachable, runs) / 1e6, 3),
        "pick_next_us": round(per_call_us(pick), 2),
        "pool_scan_us": round(per_call_us(scan_pool), 2),
        "puzzles": len(pool),
    }


def report_puzzles(r: dict[str, float]) -> bool:
    """Say on stderr whether the puzzles' targets are met; return True if both are."""
    checks = [("find all puzzles", r["find_all_ms"], TARGET_FIND_PUZZLES_MS, "ms",
               f"baseline scan {r['scan_reachable_ms']:.3f} ms"),
              ("pick next puzzle", r["pick_next_us"], TARGET_PICK_NEXT_US, "us",
               f"baseline pool scan {r['pool_scan_us']:.2f} us")]
    for label, value, target, unit, baseline in checks:
        print(f"puzzles    {label:16}  {value:10.3f} {unit:2}  (target <= {target:,g} {unit}; "
              f"{baseline}): {'met' if value <= target else 'MISSED'}", file=sys.stderr)
    return all(value <= target for _, value, target, _, _ in checks)


def report(results: dict[str, dict[str, float]]) -> bool:
    """Say on stderr whether each target is met; return True if all are."""
    all_met = True
    for name, r in results.items():
        checks = [
            ("cold solve", r["cold_solve_ms"], "<=", TARGET_COLD_SOLVE_MS, "ms"),
            ("warm best move", r["warm_best_move_us"], "<=", TARGET_WARM_BEST_MOVE_US, "us"),
            ("warm ratio", r["warm_ratio"], ">=", TARGET_WARM_RATIO, "x"),
            ("review 9 plies", r["review_9_plies_us"], "<=", TARGET_REVIEW_US, "us"),
        ]
        for label, value, op, target, unit in checks:
            met = value <= target if op == "<=" else value >= target
            all_met = all_met and met
            shown = f"{value:,.0f}" if unit == "x" else f"{value:.3f}"
            print(
                f"{name:9}  {label:14}  {shown:>10} {unit:2}  (target {op} {target:,g} {unit}): "
                f"{'met' if met else 'MISSED'}",
                file=sys.stderr,
            )
    return all_met


def measure_strength(repeat: int) -> dict[str, object]:
    variant = Variant.STANDARD
    solution = solve(variant)
    keys = [key for key in solution.reachable_keys() if solution.facts_for_key(key)[1] > 0]
    rng = random.Random(0)
    for skill in SKILLS:  # warm: every position's move values read once
        for key in keys:
            choose_by_skill(skill, variant, key, rng)

    def per_position_us(choose: Callable[[int], object]) -> float:
        loop = range(repeat)
        times = []
        gc_was_enabled = gc.isenabled()
        gc.disable()
        try:
            for key in keys:
                start = time.perf_counter_ns()
                for _ in loop:
                    choose(key)
                times.append((time.perf_counter_ns() - start) / repeat)
        finally:
            if gc_was_enabled:
                gc.enable()
        return round(statistics.median(times) / 1e3, 3)

    choose = {f"{skill:g}": per_position_us(
        lambda key, s=skill: choose_by_skill(s, variant, key, rng)) for skill in SKILLS}
    perfect = per_position_us(lambda key: solution.perfect_move(key, rng))
    player, opponent = Rating(1600.0, 120.0, 0.06), Rating(1650.0, 3.5, 0.06)

    def per_call_us(call: Callable[[], object]) -> float:
        return median_ns_gc_off(lambda: [call() for _ in range(20)], repeat) / 20 / 1e3

    return {
        "choose_move_us": choose,
        "slowest_choose_us": max(choose.values()),
        "perfect_move_us": perfect,
        "rating_update_us": round(per_call_us(
            lambda: adaptive.update_against(player, opponent, 1.0)), 2),
        "expected_score_us": round(per_call_us(lambda: expected_score(player, opponent)), 3),
    }


def report_strength(r: dict[str, object]) -> bool:
    """Say on stderr whether the strength scale's targets are met, then print the calibration
    table and the simulated players' table; return True if both targets are."""
    slowest, update = r["slowest_choose_us"], r["rating_update_us"]
    assert isinstance(slowest, float) and isinstance(update, float)
    checks = [("move at a skill", slowest, TARGET_CHOOSE_AT_SKILL_US,
               f"baseline Perfect's move {r['perfect_move_us']} us"),
              ("rating update", update, TARGET_RATING_UPDATE_US,
               f"baseline expected score {r['expected_score_us']} us")]
    for label, value, target, baseline in checks:
        print(f"strength   {label:16}  {value:10.3f} us  (target <= {target:,g} us; {baseline}): "
              f"{'met' if value <= target else 'MISSED'}", file=sys.stderr)
    print(calibration_table(), file=sys.stderr)
    print(simulated_players_table(), file=sys.stderr)
    print(plateau_table(), file=sys.stderr)
    print(games_to_top_table(), file=sys.stderr)
    return all(value <= target for _, value, target, _ in checks)


def calibration_table() -> str:
    """Each named level's calibrated rating per rule, with its deviation (Markdown)."""
    rows = [f"Calibration ({GAMES_PER_PAIR} games per pair of entrants, sides alternating):",
            "", "| level | " + " | ".join(v.value for v in Variant) + " |",
            "|---|" + "---|" * len(Variant)]
    for name in ("easy", "medium", "hard", "perfect"):
        cells = [f"{LEVEL_RATINGS[v][name][0]:.0f} ± {LEVEL_RATINGS[v][name][1]:.0f}"
                 for v in Variant]
        rows.append(f"| {name.capitalize()} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def simulated_players_table(games: int = 300, seeds: int = 6) -> str:
    """Simulated players of known skill against Adaptive: epsilon, final strength, score over
    the last 200 games and games to settle, as median (min-max) over the seeds (Markdown)."""
    def spread(values: list[float], digits: int = 0) -> str:
        low, mid, high = min(values), statistics.median(values), max(values)
        if digits:
            return f"{mid:.{digits}f} ({low:.{digits}f}–{high:.{digits}f})"
        return f"{mid:.0f} ({low:.0f}–{high:.0f})"

    rows = [f"Simulated players ({games} games each against Adaptive per rule, sides "
            f"alternating; median (min–max) over {seeds} seeds):", "",
            "| rule | ε | final rating | score, last 200 | games to settle | within 1 RD |",
            "|---|---|---|---|---|---|"]
    for variant in Variant:
        for eps in EPSILONS:
            trials = [run_trial(eps, variant, games, seed) for seed in range(seeds)]
            rows.append(
                f"| {variant.value} | {eps:g} | {spread([t.final_rating() for t in trials])} | "
                f"{spread([100 * t.score_over_last(200) for t in trials], 1)}% | "
                f"{spread([float(t.games_to_settle()) for t in trials])} | "
                f"{spread([100 * t.share_within_deviation() for t in trials])}% |")
    return "\n".join(rows)


def plateau_table(games: int = 4000) -> str:
    """How often the skills near the top lose a game to a perfect player (style "any", sides
    alternating), per rule (Markdown)."""
    skills = (0.85, 0.9, 0.92, 0.93, 0.96)
    rows = [f"Games won by a perfect player against the skills near the top ({games} games "
            "each, sides alternating):", "",
            "| rule | " + " | ".join(f"{skill:g}" for skill in skills) + " |",
            "|---|" + "---|" * len(skills)]
    for variant in Variant:
        cells = [f"{100 * perfect_player_wins(variant, skill, games):.1f}%" for skill in skills]
        rows.append(f"| {variant.value} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def margin_only_pick(player: adaptive.Rating, variant: Variant) -> float:
    """The baseline rule: Perfect only within ``adaptive.TOP_MARGIN`` of its rating, whatever
    the player's deviation (the rule before the top band; compared in the same run)."""
    if player.rating >= adaptive.ceiling(variant) - adaptive.TOP_MARGIN:
        return 1.0
    return adaptive.skill_for(player.rating, variant)


def games_to_top_table(seeds: int = 200, limit: int = 400) -> str:
    """Perfect players against Adaptive: the number of the first game Adaptive plays as
    Perfect, per rule and style, under the rule in force and under the margin-only baseline:
    median, 90th percentile, worst, and how many runs had not met it within ``limit`` games
    (Markdown)."""
    def summary(games: list[int]) -> str:
        ordered = sorted(games)
        late = sum(g > limit for g in ordered)
        worst = f"> {limit}" if late else str(ordered[-1])
        return (f"{statistics.median(ordered):g} / {ordered[int(0.9 * len(ordered))]} / "
                f"{worst} ({late} not within {limit})")

    rows = [f"Perfect players: the first game against Adaptive at Perfect ({seeds} seeds per "
            f"rule and style; median / 90th percentile / worst):", "",
            "| rule | style | top band (in force) | 10-point margin only (baseline) |",
            "|---|---|---|---|"]
    for variant in Variant:
        for style in STYLES:
            now = [games_to_top(variant, seed, style, limit) for seed in range(seeds)]
            before = [games_to_top(variant, seed, style, limit, pick=margin_only_pick)
                      for seed in range(seeds)]
            rows.append(f"| {variant.value} | {style} | {summary(now)} | {summary(before)} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args(argv)
    runs, repeat = (3, 20) if args.quick else (15, 200)
    results = {variant.value: measure(variant, runs, repeat) for variant in Variant}
    puzzles = measure_puzzles(runs, max(20, repeat // 4))
    strength = measure_strength(max(20, repeat // 4))
    print(json.dumps({**results, "puzzles": puzzles, "strength": strength}), flush=True)
    met = report(results)
    met = report_puzzles(puzzles) and met
    met = report_strength(strength) and met
    print("all targets met" if met else "some targets missed", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
