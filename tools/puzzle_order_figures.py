"""The figures of the puzzles' order for docs/puzzles.md: simulated players on PuzzleOrder.

    .venv/bin/python tools/puzzle_order_figures.py [--players 50]

Each simulated player gets the order as the trainer uses it: a miss is a wrong move (scored
failed), a solve is scored solved, the rating moves on a first attempt only (Glicko-2 against
the puzzle's difficulty). Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ttt_desktop.engine import Variant
from ttt_desktop.engine.puzzles import puzzles
from ttt_desktop.play.puzzle_order import PuzzleOrder
from ttt_desktop.play.rating import Rating, rate_attempt


def serve(pool, count: int, share: float, seed: int) -> dict[str, object]:
    order, player, rating = PuzzleOrder(seed=seed), random.Random(seed + 1000), Rating()
    last: dict[str, int] = {}
    missed_at: dict[str, int] = {}
    distances: list[int] = []
    review_gaps: list[int] = []
    reviews = 0
    for index in range(count):
        chosen = order.next(pool, rating.rating)
        assert chosen is not None
        puzzle = chosen.puzzle
        if puzzle.id in last:
            distances.append(index - last[puzzle.id])
        if puzzle.id in missed_at:
            review_gaps.append(index - missed_at.pop(puzzle.id))
        last[puzzle.id] = index
        solved = player.random() < share
        if chosen.review:  # attempted before: never rated (the trainer's tests check it)
            reviews += 1
        else:
            rating = rate_attempt(rating, puzzle, solved)
        if not solved:
            missed_at[puzzle.id] = index
        order.scored(puzzle, solved)
    return {"distinct": len(last), "min_repeat": min(distances, default=None),
            "repeats": len(distances), "reviews": reviews, "review_gaps": review_gaps,
            "rating": rating.rating}


def skips(pool, count: int, seed: int) -> int:
    order = PuzzleOrder(seed=seed)
    ids = []
    for _ in range(count):
        chosen = order.next(pool, 1500.0)
        assert chosen is not None
        ids.append(chosen.puzzle.id)
        order.skipped(chosen.puzzle)
    return len(set(ids))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=50)
    args = parser.parse_args()
    pools = {"standard": puzzles(Variant.STANDARD),
             "all rules": tuple(p for v in Variant for p in puzzles(v))}
    figures: dict[str, object] = {}
    for name, pool in pools.items():
        runs = [serve(pool, 200, 0.7, seed) for seed in range(args.players)]
        gaps = [g for r in runs for g in r["review_gaps"]]  # type: ignore[attr-defined]
        firsts = []
        for seed in range(args.players):
            a, b = PuzzleOrder(seed=2 * seed + 1), PuzzleOrder(seed=2 * seed + 2)
            ten_a = [a.next(pool, 1500.0).puzzle.id for _ in range(10)]  # type: ignore[union-attr]
            ten_b = [b.next(pool, 1500.0).puzzle.id for _ in range(10)]  # type: ignore[union-attr]
            firsts.append((ten_a == ten_b, len(set(ten_a) & set(ten_b))))
        figures[name] = {
            "pool": len(pool),
            "players": args.players,
            "distinct_in_200": [min(r["distinct"] for r in runs),  # type: ignore[type-var]
                                statistics.median(r["distinct"] for r in runs),  # type: ignore
                                max(r["distinct"] for r in runs)],  # type: ignore[type-var]
            "shortest_repeat_distance": min(r["min_repeat"] for r in runs  # type: ignore
                                            if r["min_repeat"] is not None),
            "reviews_in_200_median": statistics.median(r["reviews"] for r in runs),  # type: ignore
            "miss_to_review_gap": [min(gaps), statistics.median(gaps), max(gaps)] if gaps else [],
            "same_first_ten": sum(same for same, _ in firsts),
            "shared_in_first_ten_median": statistics.median(n for _, n in firsts),
            "next_50_times_distinct_min": min(skips(pool, 50, s) for s in range(args.players)),
        }
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
