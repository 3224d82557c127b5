"""Two programs at one history file (ttt_desktop/history/database.py): writes from two
processes at once each wait their turn and every game is kept, and a reader or one write
elsewhere does not make the history busy."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

from ttt_desktop.history import HistoryStore

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
