"""The score in the history: counted from the games, reset by a record, carried over once from
an older version's settings, and kept whole when two processes write games at the same time."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.history import HistoryStore, StoredGame


def game(result: int, human: Mark | None = Mark.X, start_ply: int | None = None,
         level: str = "easy", variant: Variant = Variant.STANDARD) -> StoredGame:
    circle, cross = ("human", level) if human is Mark.X else (level, "human")
    if human is None:
        circle = cross = "human"
    return StoredGame(None, "2026-11-25T10:00:00+00:00", variant, circle, cross, (4, 0, 8),
                      result, human, 0, "", start_ply)


def test_the_score_counts_new_games_from_the_persons_side_per_table(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    for stored in (game(1), game(-1), game(0), game(1, Mark.O),  # ○ won while you played ×
                   game(1, None), game(-1, None),                 # two players: ○'s side
                   game(1, start_ply=3), game(1, None, start_ply=0),  # from a position, watched
                   game(-1, level="perfect", variant=Variant.MISERE)):
        store.add_game(stored)
    assert store.scores() == {"standard/easy": (1, 1, 2), "standard/two-players": (1, 0, 1),
                              "misere/perfect": (0, 0, 1)}
    store.close()


def test_reset_counts_only_later_games_for_one_table_or_all(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    store.add_game(game(1))
    store.add_game(game(1, level="hard"))
    store.reset_score("standard/easy")
    assert store.scores() == {"standard/easy": (0, 0, 0), "standard/hard": (1, 0, 0)}
    store.add_game(game(0))
    assert store.scores()["standard/easy"] == (0, 1, 0)
    store.reset_score(None)
    store.add_game(game(-1, level="hard"))
    assert store.scores() == {"standard/hard": (0, 0, 1)}
    store.close()
    again = HistoryStore.open(tmp_path / "h.sqlite3")  # the resets are records, kept
    assert again.scores() == {"standard/hard": (0, 0, 1)}
    again.close()


def test_scores_from_the_settings_are_carried_over_once(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    store.add_game(game(1))  # already in the history: the carried counts include it
    assert store.carry_scores({"standard/easy": (5, 2, 1), "misere/hard": (0, 3, 0)})
    assert not store.carry_scores({"standard/easy": (9, 9, 9)})  # once only
    store.add_game(game(-1))
    assert store.scores() == {"standard/easy": (5, 2, 2), "misere/hard": (0, 3, 0)}
    store.close()


WRITER = textwrap.dedent("""
    import sys
    from ttt_desktop.engine import Mark, Variant
    from ttt_desktop.history import HistoryStore, StoredGame
    store = HistoryStore.open(__import__("pathlib").Path(sys.argv[1]))
    print("open", flush=True)
    sys.stdin.readline()  # start together
    for n in range(50):
        store.add_game(StoredGame(None, "2026-11-25T10:00:00+00:00", Variant.STANDARD, "human",
                                  "easy", (4, 0, 8), 1, Mark.X))
    store.close()
""")


def test_two_processes_writing_at_once_keep_every_game(tmp_path: Path):
    path = tmp_path / "h.sqlite3"
    HistoryStore.open(path).close()
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(path)], text=True,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE) for _ in range(2)]
    for writer in writers:  # both have the file open before either writes
        assert writer.stdout is not None and writer.stdout.readline() == "open\n"
    for writer in writers:
        assert writer.stdin is not None
        writer.stdin.write("go\n")
        writer.stdin.flush()
    for writer in writers:
        _out, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err
    store = HistoryStore.open(path)
    assert store.count() == 100
    assert store.scores() == {"standard/easy": (100, 0, 0)}
    store.close()


def test_a_reader_or_one_write_elsewhere_does_not_make_the_history_busy(tmp_path: Path):
    path = tmp_path / "h.sqlite3"
    HistoryStore.open(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN")
    other.execute("SELECT COUNT(*) FROM games").fetchone()  # another process reads
    HistoryStore.open(path).close()
    other.execute("COMMIT")
    writer = subprocess.Popen([sys.executable, "-c", textwrap.dedent("""
        import sqlite3, sys, time
        db = sqlite3.connect(sys.argv[1], isolation_level=None)
        db.execute("BEGIN IMMEDIATE")
        print("writing", flush=True)
        time.sleep(1.0)  # one game's write, held long
        db.execute("COMMIT")
    """), str(path)], stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
    HistoryStore.open(path).close()  # waits for the write instead of calling the file busy
    writer.wait(timeout=30)
    other.close()


def test_games_against_adaptive_count_in_their_own_table_carried_counts_too(tmp_path: Path):
    store = HistoryStore.open(tmp_path / "h.sqlite3")
    store.add_game(game(1, level="adaptive"))
    store.add_game(game(0, Mark.O, level="adaptive"))
    store.add_game(game(-1, level="hard"))
    assert store.carry_scores({"standard/adaptive": (2, 0, 3)})
    store.add_game(game(-1, Mark.O, level="adaptive"))  # ○ lost: your win as ○
    assert store.scores() == {"standard/adaptive": (3, 0, 3), "standard/hard": (0, 0, 1)}
    store.close()
