"""The window as a player uses it: clicks, the computer's replies, results, score (kept after an
undo, a game left unfinished counted nowhere, reset, a bad count repaired), sides, settings that
apply from the next game, and its title in each language."""

from __future__ import annotations

import logging

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QSettings

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FirstMover, Settings, load_settings
from ttt_desktop.qt.language.translations import Language, apply_language

from ..strategies import examples
from .helpers import answer_next_dialog, click_cell, play_and_wait_reply


def test_a_click_plays_and_the_computer_replies_through_the_worker(qtbot, make_window):
    window = make_window()
    play_and_wait_reply(qtbot, window, 4)
    cells = window.panel.board.cells()
    assert cells[4] is Mark.X
    assert sum(c is Mark.O for c in cells) == 1
    assert window.controller.game.is_human_turn()
    assert "Your turn" in window.status_line.text()


def test_the_reply_is_chosen_in_the_worker_thread_not_the_ui_thread(qtbot, make_window):
    window = make_window()
    threads = []
    window.controller.opponent.worker.move_chosen.connect(
        lambda _reply: threads.append(window.controller.opponent.worker.thread()),
    )
    play_and_wait_reply(qtbot, window, 0)
    assert threads and threads[0] is not window.thread()
    assert threads[0] is window.controller.opponent._thread


@settings(examples(4), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 3), data=st.data())
def test_a_whole_game_against_perfect_ends_in_a_draw_or_a_computer_win(qtbot, make_window, seed,
                                                                       data):
    """The person's moves are drawn by Hypothesis; the computer's come from its seed."""
    window = make_window(Settings(level=Level.PERFECT, first=FirstMover.YOU), seed=seed)
    while not window.controller.game.is_over():
        legal = window.controller.game.position.legal_moves()
        cell = data.draw(st.sampled_from(legal), label="the person's move")
        if window.controller.game.position.ply >= 8:  # the ninth move ends the game: no reply comes
            click_cell(qtbot, window, cell)
        else:
            with qtbot.waitSignal(window.controller.opponent.move_ready, timeout=10_000):
                click_cell(qtbot, window, cell)
            qtbot.waitUntil(
                lambda: window.controller.game.is_human_turn() or window.controller.game.is_over()
            )
    assert window.controller.game.result_for_score() in (0, -1)
    assert window.status_line.text().startswith(("Draw", "The computer wins"))
    assert window.panel.result_label.text().startswith(("Draw", "The computer wins"))
    window.close()
    window.controller.opponent.shutdown()


def test_a_click_on_a_taken_cell_changes_nothing_and_says_why(qtbot, make_window):
    window = make_window()
    play_and_wait_reply(qtbot, window, 4)
    before = window.controller.game.position.moves
    click_cell(qtbot, window, 4)
    assert window.controller.game.position.moves == before
    assert "taken" in window.status_line.text()


def test_a_click_during_the_computers_turn_changes_nothing(qtbot, make_window):
    window = make_window(pause_ms=300)
    click_cell(qtbot, window, 4)
    assert window.controller.is_thinking()
    click_cell(qtbot, window, 0)
    assert window.controller.game.position.moves == (4,)
    assert "thinking" in window.status_line.text()
    qtbot.waitUntil(lambda: window.controller.game.is_human_turn(), timeout=5000)
    assert len(window.controller.game.position.moves) == 2


def test_a_click_outside_the_board_does_nothing(qtbot, make_window):
    from PySide6.QtCore import QPoint, Qt

    window = make_window()
    window.panel.board.resize(400, 200)  # wide: empty margins left and right of the board
    with qtbot.assertNotEmitted(window.panel.board.cell_clicked):
        qtbot.mouseClick(window.panel.board, Qt.MouseButton.LeftButton, pos=QPoint(5, 100))
    assert window.controller.game.position.moves == ()


def test_after_the_end_a_click_on_the_board_starts_the_next_game(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU, two_players=True))
    for cell in (0, 3, 1, 4, 2):
        click_cell(qtbot, window, cell)
    assert window.controller.game.is_over() and window.status_line.text().startswith("○ wins")
    finished_id = window.controller.game.game_id
    click_cell(qtbot, window, 8)
    assert window.controller.game.game_id == finished_id + 1
    assert window.controller.game.position.moves == ()


def test_ctrl_n_starts_a_new_game(qtbot, make_window):
    window = make_window()
    play_and_wait_reply(qtbot, window, 4)
    window.new_action.trigger()
    assert window.controller.game.position.moves == ()


def test_two_players_take_turns_and_the_result_names_the_mark(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    for cell in (4, 0, 2, 6, 3, 1, 5):  # ○ completes the middle row
        click_cell(qtbot, window, cell)
    assert not window.controller.is_thinking()
    assert window.controller.game.is_over()
    assert window.status_line.text().startswith("○ wins")
    assert "Player ○" in window.panel.circle_label.shown_text()


def test_alternate_swaps_who_moves_first_every_game(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.ALTERNATE))
    humans = [window.controller.game.human]
    for _ in range(3):
        window.controller.new_game()
        humans.append(window.controller.game.human)
    assert humans == [Mark.X, Mark.O, Mark.X, Mark.O]
    # When the computer opens, its move arrives without any click.
    window.controller.new_game()
    window.controller.new_game()
    assert window.controller.game.human is Mark.O
    qtbot.waitUntil(lambda: window.controller.game.position.ply == 1, timeout=5000)


def test_swap_sides_swaps_at_once_and_starts_a_new_game(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))
    play_and_wait_reply(qtbot, window, 4)
    old_id = window.controller.game.game_id
    window.swap_action.trigger()
    assert window.controller.game.game_id == old_id + 1
    assert window.controller.game.human is Mark.O
    assert (
        "You" in window.panel.cross_label.shown_text()
        and "Computer" in window.panel.circle_label.shown_text()
    )


def test_the_window_shows_who_plays_which_mark_and_whose_turn(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))
    assert window.panel.circle_label.shown_text() == "○  You"
    assert window.panel.cross_label.shown_text() == "×  Computer"
    # whose turn: that player's name is painted bold and underlined, in the label's own font
    circle, cross = window.panel.circle_label, window.panel.cross_label
    assert circle.emphasized() and not cross.emphasized()
    window.controller.opponent.worker.extra_think_ms = 5000  # keep the computer's turn on screen
    click_cell(qtbot, window, 4)
    assert cross.emphasized() and not circle.emphasized()
    assert not circle.font().bold() and not cross.font().bold()  # the metrics never change


def test_turns_and_results_never_change_the_windows_minimum_size(qtbot, make_window):
    """The side to move is shown bold; a bold name used to widen its label, so every turn and
    every result changed the window's minimum size and laid the whole window out again."""
    window = make_window(Settings(two_players=True))
    qtbot.waitExposed(window)

    def minimum() -> tuple[tuple[int, int], ...]:
        window.layout().activate()  # as the pending layout request would
        return tuple(
            w.minimumSizeHint().toTuple()
            for w in (window, window.panel.circle_label, window.panel.cross_label)
        )

    sizes = {minimum()}
    for cell in (4, 0, 2, 6, 3, 1, 5):  # ○ completes the middle row
        click_cell(qtbot, window, cell)
        sizes.add(minimum())
    assert window.controller.game.is_over()
    window.controller.new_game()
    sizes.add(minimum())
    assert len(sizes) == 1, sizes
    # a label narrower than its name (it cannot happen in the layout) elides it, whole in the tip
    window.panel.circle_label.resize(40, window.panel.circle_label.height())
    assert window.panel.circle_label.shown_text().endswith("…")
    assert window.panel.circle_label.text() in window.panel.circle_label.toolTip()


def test_the_score_counts_results_and_persists_across_restarts(qtbot, make_window, store):
    window = make_window(Settings(two_players=True, variant=Variant.MISERE))
    for cell in (0, 3, 1, 4, 2):  # ○ completes the top row: in misère, ○ loses
        click_cell(qtbot, window, cell)
    assert window.status_line.text().startswith("× wins")
    assert "○ 0 · Draws 0 · × 1" in window.panel.score_label.shown_text()
    window.close()
    again = make_window(Settings(two_players=True, variant=Variant.MISERE))
    assert "○ 0 · Draws 0 · × 1" in again.panel.score_label.shown_text()
    answer_next_dialog(qtbot, "Cancel")
    again.reset_action.trigger()
    assert "○ 0 · Draws 0 · × 1" in again.panel.score_label.shown_text()  # cancelled: nothing lost
    asked = answer_next_dialog(qtbot, "Reset This Score")
    again.reset_action.trigger()
    assert "two players, misère" in asked[0]  # the question names what it resets
    assert "○ 0 · Draws 0 · × 0" in again.panel.score_label.shown_text()


def test_a_game_left_unfinished_is_not_counted(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU), pause_ms=500)
    click_cell(qtbot, window, 4)  # one move only: the computer is still thinking
    window.controller.new_game()
    assert "Wins 0 · Draws 0 · Losses 0" in window.panel.score_label.shown_text()
    play_and_wait_reply(qtbot, window, 4)
    window.controller.new_game()  # Ctrl+N in mid-game
    window.controller.swap_sides()  # Ctrl+T on a fresh board
    assert "Wins 0 · Draws 0 · Losses 0" in window.panel.score_label.shown_text()


def test_settings_changed_mid_game_apply_from_the_next_game(qtbot, make_window, store):
    window = make_window(Settings(first=FirstMover.YOU, level=Level.PERFECT))
    play_and_wait_reply(qtbot, window, 4)
    window.controller.apply_settings(Settings(first=FirstMover.YOU, variant=Variant.MISERE))
    assert window.controller.game.variant is Variant.STANDARD
    assert "next game" in window.status_line.text()
    window.controller.new_game()
    assert window.controller.game.variant is Variant.MISERE
    assert store.value("game/variant") == "misere"


def test_closing_saves_the_window_geometry(qtbot, make_window, store):
    window = make_window()
    window.resize(500, 600)
    window.close()
    again = make_window()
    assert (again.width(), again.height()) == (500, 600)


def test_a_closed_window_is_freed_when_its_last_reference_goes(qtbot, store, tmp_path):
    """No reference cycle holds the window: it is freed, with its Qt objects, the moment the
    last reference goes, not whenever Python's cycle collector runs (a window freed that way
    was deleted in the middle of another window's events, and crashed the process)."""
    import gc
    import weakref

    from ttt_desktop.qt.main_window import MainWindow

    collecting = gc.isenabled()
    gc.disable()
    try:
        window = MainWindow(store, Settings(first=FirstMover.YOU), pause_ms=0,
                            history_path=tmp_path / "history.sqlite3")
        window.show()
        controller = window.controller
        qtbot.waitUntil(lambda: controller.recorder.store is not None)
        click_cell(qtbot, window, 4)
        qtbot.waitUntil(lambda: controller.game.position.ply == 2)
        window.close()
        controller.opponent.shutdown()
        freed = weakref.ref(window)
        del window
        assert freed() is None, [type(r).__name__ for r in gc.get_referrers(freed())]
    finally:
        if collecting:
            gc.enable()


def test_a_garbage_settings_file_does_not_stop_the_window(qtbot, make_window, tmp_path):
    path = tmp_path / "garbage.ini"
    path.write_bytes(b"\x00\xff[game]\nlevel=\xfe\xfe\nscore/standard/perfect/wins=lots\n")
    damaged = QSettings(str(path), QSettings.Format.IniFormat)
    window = make_window(load_settings(damaged), settings_store=damaged)
    assert window.controller.next_settings.level is Level.PERFECT
    assert "Wins 0" in window.panel.score_label.shown_text()


def test_changing_only_the_level_on_a_fresh_board_keeps_the_sides(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.ALTERNATE))
    assert window.controller.game.human is Mark.X and window.controller.game.position.ply == 0
    window.controller.apply_settings(window.controller.next_settings.with_changes(level=Level.EASY))
    assert window.controller.game.human is Mark.X
    assert window.controller.game.position.ply == 0 and not window.controller.is_thinking()
    window.controller.new_game()  # the next real game still alternates
    assert window.controller.game.human is Mark.O


def test_win_then_undo_then_new_game_keeps_the_win(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    for cell in (0, 3, 1, 4, 2):  # ○ takes the top row
        click_cell(qtbot, window, cell)
    window.controller.undo()
    window.controller.new_game()
    assert "○ 1 · Draws 0 · × 0" in window.panel.score_label.shown_text()


def test_new_game_in_mid_game_against_the_computer_counts_no_loss(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU))
    play_and_wait_reply(qtbot, window, 4)
    play_and_wait_reply(qtbot, window, 0 if window.controller.game.position[0] is None else 2)
    window.controller.new_game()
    window.controller.swap_sides()
    assert "Losses 0" in window.panel.score_label.shown_text()
    assert "unfinished" in window.panel.score_label.toolTip()  # the rule is said where the score is


def test_reset_score_can_reset_every_table(qtbot, make_window, store):
    store.setValue("score/misere/easy/wins", 4)
    window = make_window(Settings(first=FirstMover.YOU))
    store.setValue("score/standard/perfect/losses", 2)
    asked = answer_next_dialog(qtbot, "Reset All Scores")
    window.reset_action.trigger()
    assert "Perfect, standard" in asked[0]
    window.controller.flush_writes()  # the score is written off the window's thread
    store.sync()
    assert store.value("score/misere/easy/wins") is None
    assert "Losses 0" in window.panel.score_label.shown_text()


def test_a_bad_score_is_logged_once_and_repaired_in_the_file(qtbot, make_window, store, caplog):
    store.setValue("score/standard/perfect/wins", "lots")
    with caplog.at_level(logging.WARNING):
        window = make_window()
        for _ in range(3):
            window.controller.new_game()
    assert caplog.text.count("score/standard/perfect/wins") == 1
    window.controller.flush_writes()  # the repair is written off the window's thread
    store.sync()
    assert int(store.value("score/standard/perfect/wins")) == 0


def test_the_english_title_has_no_japanese_and_the_japanese_keeps_its_own(make_window):
    window = make_window()
    assert window.windowTitle() == "Tic-tac-toe"  # a window manager without CJK draws boxes
    apply_language(Language.JAPANESE)
    try:
        QCoreApplication.processEvents()
        assert window.windowTitle() == "三目並べ"
    finally:
        apply_language(Language.ENGLISH)


def test_the_game_left_on_the_board_is_back_at_the_next_start_and_said(
        qtbot, make_window, tmp_path):
    kept = tmp_path / "game-on-board.json"
    first = make_window(Settings(two_players=True), kept_game=kept)
    for cell in (4, 0):
        click_cell(qtbot, first, cell)
    first.close()
    second = make_window(Settings(two_players=True), kept_game=kept)
    assert second.panel.board.cells()[4] is Mark.X and second.panel.board.cells()[0] is Mark.O
    qtbot.waitUntil(lambda: "back on the board: 2 moves" in second.status_line.text())
