"""How long a new player takes for lessons 1-5, played with the keyboard in the real window.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_lessons.py [--players 200]

A simulated new player reads every word the window shows at a newcomer's pace (150 words a
minute, slower than an adult's usual 200-250), thinks before each move, and plays by what a
beginner sees: a win now if there is one, else a move that does not hand over a win at once
(the Medium level's rule), at random among those. It does not take the stage's explanation into
account, so it errs more than a reader would: an upper bound of a newcomer's time. A move the
lesson refuses is answered with its reason, which the player reads before trying again (never
the same move twice). The moves go in as key presses (the digits) to the real lessons window;
the window's own time is measured, the player's is the model's. Prints one JSON line: the
median and the slowest of the players' minutes for lessons 1-5, and the stages where they made
the most mistakes (the ones that confused them).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

WORDS_PER_MINUTE = 150.0
THINK_S = 4.0  # before a move
KEY_S = 1.0  # finding and pressing the key
LESSONS = 5


def words(text: str) -> int:
    return len(text.split())


def reading_s(*texts: str) -> float:
    return sum(words(t) for t in texts) * 60.0 / WORDS_PER_MINUTE


def beginner_moves(position, rng: random.Random) -> list[int]:
    """The order a beginner tries moves in: wins now first, then moves that hand over no win,
    then the rest; each group shuffled."""
    from ttt_desktop.engine.players import _opponent_wins_next

    wins, safe, rest = [], [], []
    for cell in position.legal_moves():
        board = position.copy()
        board.push(cell)
        outcome = board.outcome()
        if outcome is not None and outcome.winner is position.turn:
            wins.append(cell)
        elif outcome is None and not _opponent_wins_next(board):
            safe.append(cell)
        else:
            rest.append(cell)
    for group in (wins, safe, rest):
        rng.shuffle(group)
    return wins + safe + rest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from ttt_desktop.engine.notation import keypad_digit
    from ttt_desktop.play.settings import Settings
    from ttt_desktop.qt.lessons.window import LessonWindow
    from ttt_desktop.qt.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="ttt-bench-lessons-"))
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, Settings(two_players=True), pause_ms=0)
    window.show()
    window.show_lessons()
    lessons = window.findChild(LessonWindow)
    assert lessons is not None
    rng = random.Random(args.seed)
    minutes, window_s, moves, confused = [], 0.0, 0, Counter()
    for _ in range(args.players):
        human_s = 0.0
        for index in range(LESSONS):
            lesson = lessons.coach.lessons[index]
            lessons.coach.start(lesson.id)
            human_s += reading_s(lessons.title_label.text(), lessons.intro_label.text())
            while lessons.coach.state.run.stage is not None:
                stage = lessons.coach.state.run.stage
                human_s += reading_s(lessons.stage_label.text(), lessons.task_label.text(),
                                     lessons.text_label.text())
                for cell in beginner_moves(stage.position(), rng):
                    human_s += THINK_S + KEY_S
                    started = time.perf_counter()
                    QTest.keyClick(lessons.board, getattr(Qt.Key, f"Key_{keypad_digit(cell)}"))
                    app.processEvents()
                    window_s += time.perf_counter() - started
                    moves += 1
                    human_s += reading_s(lessons.verdict_label.text())
                    if lessons.coach.state.run.stage is not stage:
                        break
                    confused[f"{lesson.id} stage {stage.number}"] += 1
            human_s += reading_s(lessons.task_label.text())  # the stars
        minutes.append(human_s / 60.0)
    window.close()
    print(json.dumps({
        "players": args.players, "lessons": LESSONS,
        "minutes_median": round(statistics.median(minutes), 1),
        "minutes_slowest": round(max(minutes), 1),
        "minutes_fastest": round(min(minutes), 1),
        "window_ms_per_move": round(1000 * window_s / max(1, moves), 2),
        "mistakes_per_player": round(sum(confused.values()) / args.players, 2),
        "most_confusing": [f"{stage}: {count / args.players:.2f} mistakes per player"
                           for stage, count in confused.most_common(5)],
        "target_met": {"median<=10min": statistics.median(minutes) <= 10},
    }))


if __name__ == "__main__":
    main()
