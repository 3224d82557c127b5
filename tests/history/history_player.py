"""A game process for the history's trials: a real ``GameController`` (QtCore only, two players)
with a real history file, playing a given list of games, run by
``tests/history/history_trials.py`` (the tests and ``benchmarks/bench_history_waits.py``).

    python tests/history/history_player.py HISTORY SETTINGS --first N --games G [--pause-after K]
                                   [--spread-s S] [--deadline-s D]

It talks on its standard streams, one line at a time:

- it says ``ready`` once the controller is built, and waits for ``go``;
- with ``--pause-after K`` it says ``played K`` once K games are in the history, and waits for
  ``go on`` (the caller takes the file meanwhile);
- it says ``waiting True`` / ``waiting False`` as the recorder's ``waiting_changed`` says;
- at the end, once every game is in the history (or after two minutes), it shuts the controller
  down and prints one line of JSON: the games stored, the score the window shows, what it said,
  and the longest gap between two ticks of a 1 ms timer on its own thread (how long the window
  would have stalled).

The games are the finished standard games in :func:`finished_games`'s order, from number
``--first``: each process plays games of its own, so that every one can be found in the file.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from ttt_desktop.engine import Mark, Position, Variant


def finished_games() -> Iterator[tuple[int, ...]]:
    """Every finished standard game, each first move's games taken in turn (so that a few
    games already differ in their first moves)."""
    by_first: list[list[tuple[int, ...]]] = []
    for first in (4, 0, 1, 2, 3, 5, 6, 7, 8):
        found: list[tuple[int, ...]] = []
        position = Position(Variant.STANDARD, (first,))

        def walk(found: list[tuple[int, ...]] = found, position: Position = position) -> None:
            if position.is_game_over():
                found.append(position.moves)
                return
            for cell in position.legal_moves():
                position.push(cell)
                walk()
                position.pop()

        walk()
        by_first.append(found)
    for index in range(max(len(games) for games in by_first)):
        for games in by_first:
            if index < len(games):
                yield games[index]


def games_from(first: int, count: int) -> list[tuple[int, ...]]:
    """``count`` finished games, from number ``first`` of :func:`finished_games`."""
    games = []
    for number, moves in enumerate(finished_games()):
        if number >= first + count:
            break
        if number >= first:
            games.append(moves)
    return games


def two_player_score(games: list[tuple[int, ...]]) -> tuple[int, int, int]:
    """○'s wins, the draws and ×'s wins: the two-player table's score of ``games``."""
    results = []
    for moves in games:
        outcome = Position(Variant.STANDARD, moves).outcome()
        assert outcome is not None
        results.append(outcome.result_for(Mark.X))
    return (sum(r > 0 for r in results), sum(r == 0 for r in results),
            sum(r < 0 for r in results))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="history_player")
    parser.add_argument("history", type=Path)
    parser.add_argument("settings", type=Path)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--pause-after", type=int, default=None)
    parser.add_argument("--spread-s", type=float, default=0.0,
                        help="play the games over this many seconds (one every spread/games)")
    parser.add_argument("--deadline-s", type=float, default=120.0,
                        help="give up waiting for the history after this many seconds")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSettings, Qt, QTimer

    from ttt_desktop.play.controller import GameController
    from ttt_desktop.play.settings import Settings

    app = QCoreApplication([])
    store = QSettings(str(args.settings), QSettings.Format.IniFormat)
    controller = GameController(store, Settings(two_players=True), pause_ms=0,
                                history_path=args.history)
    recorder = controller.recorder
    said: list[object] = []
    stored: list[int] = []

    def on_waiting(waiting: bool) -> None:
        said.append(waiting)
        print(f"waiting {waiting}", flush=True)

    waiting_changed = getattr(recorder, "waiting_changed", None)  # none before it existed:
    if waiting_changed is not None:  # the benchmark runs the starting code as its baseline
        waiting_changed.connect(on_waiting)
    def on_problem(problem: str, *_reason: object) -> None:  # the starting code said no reason
        said.append(problem)

    recorder.problem_found.connect(on_problem)
    controller.game_stored.connect(lambda: stored.append(1))
    games = games_from(args.first, args.games)
    print("ready", flush=True)
    if sys.stdin.readline().strip() != "go":
        return 1
    started = time.monotonic()
    recorder.open_now()  # the game opens it after its first paint: here, at once

    longest_gap_ms = 0.0
    tick = QElapsedTimer()
    tick.start()

    def on_tick() -> None:
        nonlocal longest_gap_ms
        longest_gap_ms = max(longest_gap_ms, tick.nsecsElapsed() / 1e6)
        tick.restart()

    ticker = QTimer()
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.timeout.connect(on_tick)
    ticker.start(1)

    state = {"game": 0, "ply": 0, "paused": False, "next_at": started}

    def step() -> None:
        now = time.monotonic()
        number = state["game"]
        if number < len(games):
            if args.pause_after is not None and number == args.pause_after \
                    and not state["paused"]:
                if len(stored) < number:
                    return  # the first games go in before the pause
                print(f"played {number}", flush=True)
                if sys.stdin.readline().strip() != "go on":
                    app.exit(1)
                state["paused"] = True
                tick.restart()  # the pause is the caller's, not a stall
                return
            if now < state["next_at"]:
                return
            moves = games[number]
            if state["ply"] == 0 and controller.game.position.ply:
                controller.new_game()
            controller.play(moves[state["ply"]])
            state["ply"] += 1
            if state["ply"] == len(moves):
                assert controller.game.is_over(), moves
                state["game"], state["ply"] = number + 1, 0
                state["next_at"] = now + args.spread_s / max(1, args.games)
            return
        if controller.review is None:
            return  # the last game's review and history row follow in the next turns
        if len(stored) >= len(games) or now - started > args.deadline_s or recorder.problem():
            app.quit()

    stepper = QTimer()
    stepper.timeout.connect(step)
    stepper.start(2)
    app.exec()
    ticker.stop()
    score = controller.score_for("standard/two-players")
    controller.shutdown()
    print(json.dumps({"stored": len(stored), "score": [score.wins, score.draws, score.losses],
                      "said": said, "session_only": controller.score_session_only(),
                      "longest_gap_ms": round(longest_gap_ms, 2),
                      "seconds": round(time.monotonic() - started, 2)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
