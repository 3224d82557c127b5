"""A game file to open (ttt_desktop/qt/game_files.py): only a small regular file is read; a
FIFO, a folder or a huge file is refused at once, in words."""

from __future__ import annotations


def test_a_fifo_a_folder_and_a_huge_file_are_refused_at_once(tmp_path) -> None:
    import os

    from ttt_desktop.qt.game_files import MAX_BYTES, read_game_file

    fifo = tmp_path / "pipe.ttt"
    os.mkfifo(fifo)  # opening it for reading would wait for a writer for ever
    assert read_game_file(fifo) == ("", "pipe.ttt is not a regular file, so it cannot hold a "
                                        "game.", "Not a Game")
    assert read_game_file(tmp_path)[1].endswith("is not a regular file, so it cannot hold a "
                                                "game.")
    huge = tmp_path / "huge.ttt"
    with open(huge, "wb") as file:
        file.truncate(2 * 1024 ** 3)  # 2 GB, sparse: reading it whole would take seconds
    assert read_game_file(huge) == ("", "huge.ttt is over 64 KB, so it cannot hold a game.",
                                    "Not a Game")
    edge = tmp_path / "edge.ttt"
    edge.write_bytes(b"1. 5 1\r\n" + b" " * (MAX_BYTES - 8))
    text, problem, _ = read_game_file(edge)
    assert problem == "" and text.startswith("1. 5 1\n")
    edge.write_bytes(b" " * (MAX_BYTES + 1))
    assert read_game_file(edge)[1] == "edge.ttt is over 64 KB, so it cannot hold a game."
