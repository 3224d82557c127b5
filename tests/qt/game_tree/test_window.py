"""View › Game Tree: opened from the main window, the move list and the puzzle window; a node shown
on the board read-only and played on from; the three searches replayed; the SVG export."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.puzzles import puzzle_by_id
from ttt_desktop.engine.search_replay import Search, run_to_end
from ttt_desktop.play.notice import NoticeKind
from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.qt.game_tree.window import GameTreeWindow
from ttt_desktop.qt.puzzle_window import PuzzleWindow

from ...engine import tree_reference as ref
from ..helpers import answer_next_dialog, click_cell

WIN_NOW = "standard:OO..X.X.."  # ○ on 5 and 1 wins at once on 9


def open_tree(window) -> GameTreeWindow:
    window.game_tree_action.trigger()
    tree = window.findChild(GameTreeWindow)
    assert tree is not None and tree.isVisible()
    return tree


def test_view_game_tree_opens_on_the_live_position_with_ctrl_g(make_window, qtbot) -> None:
    window = make_window(Settings(two_players=True))
    assert window.game_tree_action.shortcut().toString() == "Ctrl+G"
    assert window.game_tree_action in window.view_menu.actions()
    click_cell(qtbot, window, 4)
    tree = open_tree(window)
    assert tree.root == window.controller.game.position
    assert tree.model.rowCount() == 8
    board = "....X...."  # counted apart, by the reference game of tests/engine
    nodes, x_wins, o_wins, draws = ref.tally(board, "standard")
    positions = ref.below(board, "standard")
    classes = {ref.canonical(b) for b in positions}
    assert tree.counts_label.text() == (
        f"Below this position: nodes {nodes:,} · finished games {x_wins + o_wins + draws:,} · "
        f"positions {len(positions):,} · up to symmetry {len(classes):,}")
    assert "positions where hard" in tree.hard_label.text().lower()
    assert "7 8 9 4 5 6 1 2 3" in tree.conventions_label.text()
    assert open_tree(window) is tree and not tree.isModal()


def test_the_move_lists_replayed_ply_is_the_root(make_window, qtbot) -> None:
    window = make_window(Settings(two_players=True))
    for cell in (4, 0, 8):
        click_cell(qtbot, window, cell)
    window.move_list.moves_view.setCurrentRow(1)  # after ○5
    window.move_list.tree_action.trigger()  # the list's context menu
    tree = window.findChild(GameTreeWindow)
    assert tree is not None and tree.root.moves == (4,)


def test_a_node_shown_on_the_board_is_read_only_and_end_goes_back(make_window, qtbot) -> None:
    window = make_window(Settings(two_players=True))
    tree = open_tree(window)
    tree.view.setCurrentIndex(tree.model.index(4, 0))  # ○5
    QTest.keyClick(tree.view, Qt.Key.Key_Return)
    controller = window.controller
    assert controller.explored is not None and controller.explored.moves == (4,)
    assert window.panel.board.cells()[4] is not None
    assert "game tree" in window.status_line.text()
    with qtbot.waitSignal(controller.notice) as said:
        click_cell(qtbot, window, 0)
    assert said.args[0].kind is NoticeKind.REPLAYING
    assert controller.game.position.moves == ()  # nothing was played
    QTest.keyClick(window.move_list.moves_view, Qt.Key.Key_End)
    assert controller.explored is None and window.panel.board.cells()[4] is None


def test_play_from_here_plays_on_from_the_node(make_window, qtbot) -> None:
    window = make_window(Settings(first=FirstMover.YOU))
    tree = open_tree(window)
    corner = tree.model.index(0, 0)
    tree.view.expand(corner)
    tree.view.setCurrentIndex(tree.model.index(3, 0, corner))  # ○7 ×5 (cells 1..8 below)
    tree.play_button.click()
    game = window.controller.game
    assert game.position.moves == (0, 4) and not game.is_over()
    assert window.controller.explored is None


def test_the_puzzle_windows_tree_waits_for_the_end_of_the_puzzle(make_window, qtbot) -> None:
    window = make_window()
    window.puzzles_action.trigger()
    puzzles = window.findChild(PuzzleWindow)
    assert puzzles is not None
    puzzle = puzzle_by_id(WIN_NOW)
    assert puzzle is not None
    puzzles.trainer.start(puzzle)
    assert not puzzles.tree_button.isEnabled()  # it would show the answer
    QTest.keyClick(puzzles.board, Qt.Key.Key_9)  # the win
    assert puzzles.tree_button.isEnabled()
    puzzles.tree_button.click()
    tree = window.findChild(GameTreeWindow)
    assert tree is not None and tree.root == puzzles.trainer.puzzle.position()


@pytest.mark.parametrize("search", list(Search))
def test_watching_each_search_counts_as_the_engine(make_window, qtbot, search: Search) -> None:
    window = make_window(Settings(two_players=True))
    for cell in (4, 0):
        click_cell(qtbot, window, cell)
    tree = open_tree(window)
    panel = tree.search
    panel.search_box.setCurrentIndex(list(Search).index(search))
    for _ in range(3):
        panel.step_button.click()
    assert panel.replay.counters.nodes == 3
    assert panel.announced().startswith("Visit ")
    current = tree.current_branch()
    assert current is not None and current.path == panel.replay.current  # highlighted
    panel.end_button.click()
    final = run_to_end(window.controller.game.position, search).counters
    assert panel.counters_label.text() == (
        f"Nodes visited: {final.nodes:,} · Cut-offs: {final.cutoffs:,} · "
        f"Table hits: {final.hits:,}")
    assert panel.step_label.text().startswith("Done: the root's value is")
    assert not panel.step_button.isEnabled()


def test_play_runs_the_steps_and_pause_stops_them(make_window, qtbot) -> None:
    tree = open_tree(make_window(Settings(two_players=True)))
    panel = tree.search
    panel.speed_slider.setValue(panel.speed_slider.maximum())
    panel.play_button.click()
    assert panel.is_running() and panel.play_button.text() == "Pa&use"
    qtbot.waitUntil(lambda: panel.replay.counters.nodes > 20)
    panel.play_button.click()
    stopped = panel.replay.counters.nodes
    assert not panel.is_running()
    qtbot.wait(50)  # no timer runs: the counts stay
    assert panel.replay.counters.nodes == stopped
    tree.merge_box.setChecked(True)
    panel.step_button.click()  # the replay's path is shown in the plain tree
    assert not tree.merge_box.isChecked()


def test_the_svg_export_draws_the_nodes_on_show(make_window, qtbot, tmp_path: Path) -> None:
    tree = open_tree(make_window(Settings(two_players=True)))
    tree.view.expand(tree.model.index(4, 0))
    target = tmp_path / "tree.svg"
    assert tree.write_svg(target)
    text = target.read_text(encoding="utf-8")
    assert text.count("<g aria-label=") == 1 + 9 + 8  # the root, its moves, the centre's
    assert "○5: draw for ○, plies to the end 9, best move" in text
    seen = answer_next_dialog(qtbot, "OK")
    assert not tree.write_svg(tmp_path)  # a folder: not writable as a file
    qtbot.waitUntil(lambda: bool(seen))
    assert "could not be written" in seen[0]


def test_every_rule_opens_with_its_own_tree(make_window, qtbot) -> None:
    window = make_window(Settings(two_players=True, variant=Variant.LAST_LINE))
    tree = open_tree(window)
    assert tree.root.variant is Variant.LAST_LINE
    assert tree.root_label.text().startswith("Last line wins")
    assert "win" in tree.model.data(tree.model.index(4, 1))  # the centre wins here
    tree.set_root(Position(Variant.MISERE))
    assert tree.model.tree.variant is Variant.MISERE
