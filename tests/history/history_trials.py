"""Trials of the history with real processes, real SQLite and real files: several games starting
at the same moment on one history, and another program holding the file exclusively at start
or in mid-session. Each game process is ``tests/history/history_player.py``; the tests run a
few trials (``tests/history/test_waits.py``), ``benchmarks/bench_history_waits.py`` runs many
and prints the figures.

Nothing here sleeps to wait for a result: each line from a process is awaited with a deadline,
and each process is joined.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import sys
import textwrap
import threading
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ttt_desktop.history import HistoryStore

from .history_player import games_from, two_player_score

ROOT = Path(__file__).resolve().parents[2]
V1_FILE = ROOT / "tests" / "data" / "history-v1.sqlite3"
V1_GAMES = 4  # the games in V1_FILE
TABLE = "standard/two-players"


class Talker:
    """A process whose standard output is read line by line, each line awaited with a
    deadline. ``code``: the folder whose ``ttt_desktop`` it runs (another checkout, for a
    baseline)."""

    def __init__(self, command: list[str], code: Path = ROOT) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(code))
        self.process = subprocess.Popen(command, cwd=ROOT, env=env, text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.heard: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def expect(self, wanted: str, timeout_s: float = 60.0) -> None:
        """Wait for the line ``wanted``; fail if the process ends or the deadline passes."""
        while True:
            try:
                line = self.lines.get(timeout=timeout_s)
            except queue.Empty:
                raise AssertionError(f"no {wanted!r} within {timeout_s} s; heard "
                                     f"{self.heard}") from None
            if line is None:
                raise AssertionError(f"ended before {wanted!r}; heard {self.heard}; "
                                     f"{self.stderr()}")
            self.heard.append(line)
            if line == wanted:
                return

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def finish(self, timeout_s: float = 180.0) -> list[str]:
        """Join the process; every line it said after the last one awaited."""
        self.process.wait(timeout=timeout_s)
        rest = []
        while (line := self.lines.get(timeout=timeout_s)) is not None:
            rest.append(line)
        self.heard += rest
        assert self.process.returncode == 0, (self.heard, self.stderr())
        return rest

    def stderr(self) -> str:
        if self.process.poll() is None:
            return ""
        assert self.process.stderr is not None
        return self.process.stderr.read()[-3000:]

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


class Player(Talker):
    """A game process (``tests/history/history_player.py``) playing its own games."""

    def __init__(self, history: Path, settings: Path, first: int, games: int,
                 pause_after: int | None = None, spread_s: float = 0.0,
                 deadline_s: float = 120.0, code: Path = ROOT) -> None:
        command = [sys.executable, str(ROOT / "tests" / "history" / "history_player.py"),
                   str(history), str(settings),
                   "--first", str(first), "--games", str(games), "--spread-s", str(spread_s),
                   "--deadline-s", str(deadline_s)]
        if pause_after is not None:
            command += ["--pause-after", str(pause_after)]
        super().__init__(command, code)
        self.games = games_from(first, games)

    def result(self, timeout_s: float = 180.0) -> dict[str, object]:
        rest = self.finish(timeout_s)
        report = json.loads(rest[-1])
        assert isinstance(report, dict)
        return report


HOLDER = textwrap.dedent("""
    import sqlite3, sys, time
    db = sqlite3.connect(sys.argv[1], isolation_level=None)
    for line in sys.stdin:
        if line.strip() == "hold":
            db.execute("BEGIN EXCLUSIVE")
            print("held", flush=True)
        elif line.startswith("hold for "):  # the benchmark's timed hold
            db.execute("BEGIN EXCLUSIVE")
            print("held", flush=True)
            time.sleep(float(line.split()[-1]))
            db.execute("ROLLBACK")
            print("released", flush=True)
        elif line.strip() == "release":
            db.execute("ROLLBACK")
            print("released", flush=True)
    """)


class Holder(Talker):
    """Another program (a backup, ``sqlite3`` on the command line) that holds the history in an
    exclusive transaction when told to."""

    def __init__(self, history: Path) -> None:
        super().__init__([sys.executable, "-c", HOLDER, str(history)])

    def hold(self) -> None:
        self.send("hold")
        self.expect("held")

    def release(self) -> None:
        self.send("release")
        self.expect("released")


@dataclass
class Trial:
    """What one trial left: the games each process played and kept, the file's games and
    score, and what each process said and showed."""

    played: list[int] = field(default_factory=list)  # per process
    kept: list[int] = field(default_factory=list)  # per process: its games found in the file
    in_file: int = 0  # the games in the file that the processes played
    file_score: tuple[int, int, int] = (0, 0, 0)
    expected_score: tuple[int, int, int] = (0, 0, 0)
    reports: list[dict[str, object]] = field(default_factory=list)

    @property
    def all_kept(self) -> bool:
        """Every game of every process is in the file, once."""
        return self.kept == self.played

    @property
    def score_right(self) -> bool:
        """The file's score of the two-player table counts every game once."""
        return self.file_score == self.expected_score


def new_history(folder: Path, older: bool) -> Path:
    """A history file that is not there yet, or one written by schema 1 (four games)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "history.sqlite3"
    if older:
        shutil.copyfile(V1_FILE, path)
    return path


def check(path: Path, players: list[Player], reports: list[dict[str, object]],
          already: int = 0) -> Trial:
    """Read the file afresh: which of each process's games it holds, and its score."""
    store = HistoryStore.open(path)
    try:
        found = Counter(game.moves for game in store.games())
        file_score = store.scores().get(TABLE, (0, 0, 0))
        total = store.count()
    finally:
        store.close()
    trial = Trial(reports=reports)
    for player in players:
        trial.played.append(len(player.games))
        trial.kept.append(sum(1 for moves in player.games if found[moves] == 1))
    trial.in_file = total - already
    every = [moves for player in players for moves in player.games]
    trial.expected_score = two_player_score(every)
    trial.file_score = file_score
    return trial


def start_together(folder: Path, processes: int, older: bool, games: int = 10,
                   code: Path = ROOT) -> Trial:
    """``processes`` games start at the same moment on a missing history (or one of schema 1),
    each plays ``games`` games and closes."""
    path = new_history(folder, older)
    players = [Player(path, folder / f"settings-{n}.ini", n * games, games, code=code)
               for n in range(processes)]
    try:
        for player in players:
            player.expect("ready")
        for player in players:  # as near the same moment as the pipes allow
            player.send("go")
        reports = [player.result() for player in players]
    finally:
        for player in players:
            player.kill()
    return check(path, players, reports, V1_GAMES if older else 0)


def held_at_start(folder: Path, games: int = 10, hold_s: float | None = None,
                  code: Path = ROOT) -> Trial:
    """Another program holds the history as the game starts. ``hold_s`` ``None``: until the
    game has played every game and said it waits for the history; else for ``hold_s`` seconds,
    with the games spread over that time."""
    path = new_history(folder, older=False)
    HistoryStore.open(path).close()
    holder = Holder(path)
    player = Player(path, folder / "settings.ini", 0, games,
                    spread_s=0.0 if hold_s is None else hold_s * 0.8,
                    deadline_s=120.0 + (hold_s or 0.0), code=code)
    try:
        player.expect("ready")
        if hold_s is None:
            holder.hold()
            player.send("go")
            player.expect("waiting True")
            holder.release()
        else:
            holder.send(f"hold for {hold_s}")
            holder.expect("held")
            player.send("go")
        report = player.result(timeout_s=240.0 + (hold_s or 0.0))
    finally:
        player.kill()
        holder.kill()
    return check(path, [player], [report])


def held_mid_session(folder: Path, games: int = 10, before: int = 3,
                     hold_s: float | None = None, code: Path = ROOT) -> Trial:
    """The game plays ``before`` games, then another program holds the history while it plays
    the rest (until it says it waits, or for ``hold_s`` seconds)."""
    path = new_history(folder, older=False)
    holder = Holder(path)
    player = Player(path, folder / "settings.ini", 0, games, pause_after=before,
                    spread_s=0.0 if hold_s is None else hold_s * 0.8,
                    deadline_s=120.0 + (hold_s or 0.0), code=code)
    try:
        player.expect("ready")
        player.send("go")
        player.expect(f"played {before}")
        if hold_s is None:
            holder.hold()
            player.send("go on")
            player.expect("waiting True")
            holder.release()
        else:
            holder.send(f"hold for {hold_s}")
            holder.expect("held")
            player.send("go on")
        report = player.result(timeout_s=240.0 + (hold_s or 0.0))
    finally:
        player.kill()
        holder.kill()
    return check(path, [player], [report])
