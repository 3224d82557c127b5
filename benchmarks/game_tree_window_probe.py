"""A child of bench_ui.py for the game tree window's memory: one process, offscreen.

    python benchmarks/game_tree_window_probe.py MODE VARIANT

MODE ``window``: the main window shown and painted, the rule's table read (as the game does),
nothing else. MODE ``tree``: the same, then View › Game Tree on the empty board of VARIANT and
every node of the first three plies opened in the view (each level expanded). Prints the peak
resident set in MB (VmHWM, which starts again at exec), then the slowest node's opening in ms.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QModelIndex, QSettings
from PySide6.QtWidgets import QApplication

from ttt_desktop.engine import Variant, solve
from ttt_desktop.play.settings import Settings


def peak_rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise SystemExit("no VmHWM in /proc/self/status")


def main(mode: str, variant: Variant) -> None:
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="ttt-tree-probe-"))
    from ttt_desktop.qt.main_window import MainWindow

    store = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, Settings(two_players=True, variant=variant), pause_ms=0,
                        history_path=folder / "h.sqlite3", kept_game=folder / "k.json")
    window.show()
    solve(variant)
    while window.panel.board.painted_count == 0:
        app.processEvents()
    slowest = 0.0
    if mode == "tree":
        from ttt_desktop.qt.game_tree.window import GameTreeWindow

        window.game_tree_action.trigger()
        tree = window.findChild(GameTreeWindow)
        assert tree is not None
        model, view = tree.model, tree.view
        level = [QModelIndex()]
        for _ in range(3):
            following = []
            for parent in level:
                for row in range(model.rowCount(parent)):
                    index = model.index(row, 0, parent)
                    if model.hasChildren(index):
                        start = time.perf_counter()
                        view.expand(index)
                        model.fetchMore(index)  # as the view does when it draws the node
                        slowest = max(slowest, (time.perf_counter() - start) * 1000)
                        following.append(index)
            level = following
            app.processEvents()
        assert model.fetched > 500, model.fetched
    print(round(peak_rss_mb(), 2))
    print(round(slowest, 2))
    window.close()


if __name__ == "__main__":
    main(sys.argv[1], Variant(sys.argv[2]))
