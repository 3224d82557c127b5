"""The game controller without a window: whole games, the computer's replies, undo and redo,
watching, loading, replay and the score's rules. Nothing here imports QtWidgets or QtGui."""

from __future__ import annotations

import re
import sqlite3
import subprocess
import sys
import textwrap
from dataclasses import astuple
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.analysis import hint
from ttt_desktop.engine.notation import NotationError
from ttt_desktop.engine.players import Level
from ttt_desktop.history import HistoryStore
from ttt_desktop.play.controller import GameController
from ttt_desktop.play.notice import NoticeKind
from ttt_desktop.play.opponent import MoveReply
from ttt_desktop.play.score import Score, ScoreBook
from ttt_desktop.play.settings import FirstMover, Settings

from .conftest import Heard, wait_for_person


def best_move(controller: GameController) -> int:
    advice = hint(controller.game.position)
    assert advice is not None
    return advice.cell


def play_out(qtbot, controller: GameController, choose=best_move) -> None:
    """The person plays ``choose``'s cells until the game ends."""
    wait_for_person(qtbot, controller)
    while not controller.game.is_over():
        controller.play(choose(controller))
        wait_for_person(qtbot, controller)


def wait_for_review(qtbot, controller: GameController) -> None:
    """The review follows a game's end in the event loop's next turn (later while the worker
    builds a cold table)."""
    qtbot.waitUntil(lambda: controller.review is not None, timeout=5000)


def scores(store) -> dict[str, Score]:
    """Every score table in the settings file, read afresh from the disk."""
    store.sync()
    tables = {key.rsplit("/", 1)[0].removeprefix("score/") for key in store.allKeys()
              if key.startswith("score/")}
    book = ScoreBook(store)
    return {table: book.get(table) for table in sorted(tables)}


def stored_rows(path: Path) -> list[tuple[str, str, str, int | None]]:
    with sqlite3.connect(path) as db:
        return list(db.execute("SELECT variant, circle, cross, start_ply FROM games ORDER BY id"))


# -- whole games --------------------------------------------------------------------------------


@pytest.mark.parametrize("level", list(Level))
def test_a_whole_game_against_each_level_is_scored_reviewed_and_stored_once(
        qtbot, make_controller, store, tmp_path, level):
    path = tmp_path / "history.sqlite3"
    controller = make_controller(Settings(level=level, first=FirstMover.YOU), history_path=path)
    play_out(qtbot, controller)
    assert controller.game.is_over()
    wait_for_review(qtbot, controller)
    result = controller.game.result_for_score()
    assert result in (0, 1) and (level is not Level.PERFECT or result == 0)  # best play never loses
    controller.shutdown()  # every write finishes
    assert scores(store) == {}  # the history is the one record of the score
    history = HistoryStore.open(path)
    try:
        assert history.scores() == {f"standard/{level.value}": astuple(Score().add(result))}
    finally:
        history.close()
    assert stored_rows(path) == [("standard", "human", level.value, None)]


def test_the_computer_opens_when_it_moves_first(qtbot, make_controller):
    controller = make_controller(Settings(first=FirstMover.COMPUTER))
    assert controller.is_thinking()
    wait_for_person(qtbot, controller)
    assert controller.game.position.ply == 1 and controller.game.human is Mark.O


def test_a_move_during_the_computers_turn_is_refused(qtbot, make_controller):
    controller = make_controller(extra_think_ms=5000)
    heard = Heard(controller)
    controller.play(4)
    controller.play(0)
    assert controller.game.position.moves == (4,)
    assert heard.kinds() == [NoticeKind.COMPUTER_TO_MOVE]


def test_a_taken_cell_is_refused_by_name(qtbot, make_controller):
    controller = make_controller(Settings(two_players=True))
    heard = Heard(controller)
    controller.play(4)
    controller.play(4)
    assert controller.game.position.moves == (4,)
    assert heard.notices[-1].kind is NoticeKind.CELL_TAKEN and heard.notices[-1].cell == 4


# -- the computer's replies -------------------------------------------------------------------


def test_a_stale_reply_is_dropped(qtbot, make_controller):
    controller = make_controller(extra_think_ms=5000)
    controller.play(4)
    old = controller.awaited
    assert old is not None
    controller.new_game()
    controller.opponent.move_ready.emit(MoveReply(old, 0))  # the old answer arrives late
    assert controller.game.position.moves == ()


def test_a_reply_for_another_position_of_the_same_game_is_dropped(qtbot, make_controller):
    controller = make_controller(extra_think_ms=5000)
    controller.play(4)
    old = controller.awaited
    controller.undo()
    controller.play(0)
    assert controller.awaited is not None and controller.awaited != old
    controller.opponent.move_ready.emit(MoveReply(old, 8))
    assert controller.game.position.moves == (0,)


def test_undo_and_redo_while_the_computer_thinks(qtbot, make_controller):
    controller = make_controller(extra_think_ms=5000)
    controller.play(4)
    assert controller.is_thinking()
    controller.undo()  # takes the person's move back and drops the question
    assert controller.game.position.moves == () and not controller.is_thinking()
    controller.redo()  # the move again: the computer is asked again
    assert controller.game.position.moves == (4,) and controller.is_thinking()


def test_undo_and_redo_with_nothing_to_take_back_only_say_so(qtbot, make_controller):
    """The computer's pending move and the hint on show stay as they were."""
    controller = make_controller(Settings(first=FirstMover.COMPUTER), extra_think_ms=5000)
    heard = Heard(controller)
    asked = controller.awaited
    assert asked is not None
    controller.undo()
    controller.redo()
    assert heard.kinds() == [NoticeKind.NOTHING_TO_UNDO, NoticeKind.NOTHING_TO_REDO]
    assert controller.awaited is asked  # not asked again

    friends = make_controller(Settings(two_players=True))
    friends.play(4)
    friends.show_hint()
    shown = friends.hint
    assert shown is not None
    friends.redo()
    assert friends.hint is shown


def test_undo_and_redo_with_the_hint_on_redraw_once(qtbot, make_controller):
    """The hint goes with the move taken back, in the one redraw of the new position."""
    controller = make_controller(Settings(two_players=True))
    controller.play(4)
    redraws: list[int] = []
    controller.changed.connect(lambda: redraws.append(controller.game.position.ply))
    for take_back, ply in ((controller.undo, 0), (controller.redo, 1)):
        controller.show_hint()
        assert controller.hint is not None
        redraws.clear()
        take_back()
        assert controller.hint is None and redraws == [ply]


# -- watching --------------------------------------------------------------------------------


def watching(qtbot, make_controller) -> GameController:
    controller = make_controller(pause_ms=30)
    controller.start_watching((Level.EASY, Level.EASY))
    qtbot.waitUntil(lambda: controller.game.position.ply >= 1, timeout=5000)
    if controller.game.is_over():  # pragma: no cover - two Easy moves never end a game
        pytest.skip("the watched game ended too soon")
    return controller


STOPS = {
    "click": lambda c: c.play(next(iter(c.game.position.legal_moves()))),
    "undo": lambda c: c.undo(),
    "redo": lambda c: c.redo(),  # nothing to redo: it stops all the same
    "new game": lambda c: c.new_game(),
    "swap": lambda c: c.swap_sides(),
    "paste": lambda c: c.load_text("5 7"),
    "play from here": lambda c: c.play_from(0),
}


@pytest.mark.parametrize("stop", STOPS.values(), ids=STOPS.keys())
def test_every_action_that_changes_the_game_stops_watching(qtbot, make_controller, stop):
    controller = watching(qtbot, make_controller)
    stop(controller)
    assert not controller.game.watching
    wait_for_person(qtbot, controller)
    plies = controller.game.position.ply
    with qtbot.waitSignal(controller.changed, timeout=300, raising=False) as moved:
        pass
    assert not moved.signal_triggered and controller.game.position.ply == plies


def test_undo_on_an_empty_watched_board_stops_watching(qtbot, make_controller):
    controller = make_controller(pause_ms=5000)
    heard = Heard(controller)
    controller.start_watching((Level.PERFECT, Level.PERFECT))
    assert controller.game.position.ply == 0 and controller.game.watching
    controller.undo()
    assert not controller.game.watching and not controller.is_thinking()
    assert heard.kinds() == [NoticeKind.WATCH_STOPPED]


def test_a_watched_game_is_never_scored(qtbot, make_controller, store):
    controller = make_controller()
    controller.start_watching((Level.PERFECT, Level.EASY))
    qtbot.waitUntil(controller.game.is_over, timeout=10_000)
    controller.shutdown()
    assert scores(store) == {}


# -- what counts in the score ------------------------------------------------------------------


def test_a_pasted_game_of_other_rules_is_scored_nowhere(qtbot, make_controller, store):
    """Standard rules in force; a pasted misère game lost: no table moves."""
    controller = make_controller(Settings(level=Level.PERFECT, first=FirstMover.YOU))
    controller.load_text("Variant: misere\n\n1. ○5 ×7")
    assert controller.game.variant is Variant.MISERE and controller.game.score_table is None
    play_out(qtbot, controller, lambda c: next(iter(c.game.position.legal_moves())))
    controller.shutdown()
    assert scores(store) == {}


def test_a_game_pasted_while_watching_is_scored_nowhere(qtbot, make_controller, store):
    controller = make_controller(Settings(level=Level.PERFECT, first=FirstMover.YOU))
    controller.start_watching((Level.PERFECT, Level.PERFECT))
    controller.load_text("57")
    for cell in (1, 2, 7):  # 8, 9, 2 on the keypad: two players now; ○ makes the middle column
        controller.play(cell)
    assert controller.game.outcome is not None and controller.game.outcome.winner is Mark.X
    controller.shutdown()
    assert scores(store) == {}


def test_a_loaded_game_won_is_not_scored_against_the_computer(qtbot, make_controller, store,
                                                              tmp_path):
    path = tmp_path / "history.sqlite3"
    controller = make_controller(Settings(level=Level.PERFECT, first=FirstMover.YOU),
                                 history_path=path)
    controller.load_text("Variant: standard\n\n1. ○7 ×1  2. ○8 ×2")
    controller.play(2)  # ○9: the top row
    assert controller.game.outcome is not None and controller.game.outcome.winner is Mark.X
    controller.shutdown()
    assert scores(store) == {}
    # kept, marked as going on from a position
    assert stored_rows(path) == [("standard", "human", "perfect", 4)]
    history = HistoryStore.open(path)
    assert history.tallies() == {} and history.game_rows() == []  # and not in the statistics
    history.close()


def test_new_settings_mid_game_leave_the_game_in_its_own_table(qtbot, make_controller, store):
    controller = make_controller(Settings(level=Level.EASY, first=FirstMover.YOU))
    controller.play(4)
    wait_for_person(qtbot, controller)
    controller.apply_settings(Settings(level=Level.PERFECT, variant=Variant.MISERE,
                                       first=FirstMover.YOU))
    assert controller.game.variant is Variant.STANDARD
    play_out(qtbot, controller)
    result = controller.game.result_for_score()
    controller.new_game()
    assert controller.game.variant is Variant.MISERE
    controller.shutdown()
    assert scores(store) == {"standard/easy": Score().add(result)}


def test_the_settings_in_force_are_the_games_own_until_the_next_game(qtbot, make_controller):
    """An Adaptive game goes on as Adaptive after the settings change to a named level; a game
    between two people keeps the settings' choice of computer for the games after it."""
    controller = make_controller(Settings(adaptive=True, first=FirstMover.YOU))
    controller.play(4)
    wait_for_person(qtbot, controller)
    controller.apply_settings(Settings(level=Level.EASY, first=FirstMover.YOU))
    in_force = controller.settings_in_force
    assert in_force.adaptive and in_force.level is controller.game.computer_level()
    controller.new_game()
    assert not controller.settings_in_force.adaptive
    assert controller.settings_in_force.level is Level.EASY

    controller.apply_settings(Settings(adaptive=True, two_players=True))
    in_force = controller.settings_in_force
    assert in_force.two_players and in_force.adaptive


def test_a_result_counts_once_whatever_undo_does_after_it(qtbot, make_controller, store):
    controller = make_controller(Settings(two_players=True))
    for cell in (0, 3, 1, 4, 2):
        controller.play(cell)
    controller.undo()
    controller.play(5)
    controller.play(6)
    controller.shutdown()
    assert scores(store) == {"standard/two-players": Score(wins=1)}


# -- loading, replay, retry ---------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   \n", "https://example.com/game",
                                  "TODO: buy milk", "Date: 2026-11-23\n"])
def test_text_that_is_not_a_game_loads_nothing(qtbot, make_controller, text):
    controller = make_controller(Settings(two_players=True))
    controller.play(4)
    game = controller.game
    with pytest.raises(NotationError):
        controller.load_text(text)
    assert controller.game is game and game.position.moves == (4,)


def test_loading_while_looking_back_shows_the_loaded_game_live(qtbot, make_controller):
    controller = make_controller(Settings(two_players=True))
    controller.play(4)
    controller.play(0)
    controller.show_ply(0)
    assert controller.replay_ply == 0
    controller.load_text(controller.game_text())
    assert controller.replay_ply is None
    assert controller.shown_position().moves == (4, 0)
    controller.play(8)
    assert controller.game.position.moves == (4, 0, 8)


def test_a_late_review_keeps_the_replay_on_show(qtbot, make_controller, cold_solver):
    controller = make_controller(Settings(two_players=True))
    controller.load_text("7 4 8 5 9")
    assert controller.game.is_over() and controller.review is None  # the table is being built
    controller.show_ply(0)
    wait_for_review(qtbot, controller)
    assert controller.replay_ply == 0 and controller.shown_position().moves == ()


def test_play_from_here_continues_with_the_same_sides(qtbot, make_controller):
    controller = make_controller(Settings(level=Level.PERFECT, first=FirstMover.YOU))
    controller.play(1)  # an edge opening
    wait_for_person(qtbot, controller)
    moves = controller.game.position.moves
    controller.play_from(1)
    assert controller.game.position.moves == moves[:1] and controller.game.human is Mark.X
    assert controller.is_thinking()  # ×, the computer, to move


def test_retry_goes_back_before_the_first_mistake_with_the_hint(qtbot, make_controller):
    controller = make_controller(Settings(level=Level.PERFECT, first=FirstMover.YOU))
    heard = Heard(controller)
    for cell in (1, 7):  # ○8 ×? then ○2: a losing plan against Perfect
        wait_for_person(qtbot, controller)
        if controller.game.position[cell] is None:
            controller.play(cell)
    play_out(qtbot, controller, lambda c: next(iter(c.game.position.legal_moves())))
    wait_for_review(qtbot, controller)
    review = controller.review
    assert review is not None
    mistake = review.first_mistake(Mark.X)
    assert mistake is not None
    controller.retry_from(mistake.ply)
    assert controller.game.position.ply == mistake.ply - 1
    assert controller.hint is not None and heard.kinds()[-1] is NoticeKind.HINT


def test_an_opened_stored_game_is_not_stored_again(qtbot, make_controller, tmp_path):
    path = tmp_path / "history.sqlite3"
    controller = make_controller(Settings(two_players=True), history_path=path)
    for cell in (0, 3, 1, 4, 2):
        controller.play(cell)
    store = controller.recorder.store
    assert store is not None
    qtbot.waitUntil(lambda: store.count() == 1, timeout=5000)
    heard = Heard(controller)
    controller.open_stored(store.games()[0].id or 0)
    assert controller.game.position.moves == (0, 3, 1, 4, 2)
    loaded = heard.notices[-1]
    assert loaded.kind is NoticeKind.STORED_GAME_LOADED and loaded.count == 5
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", loaded.text)  # the day it was played
    wait_for_review(qtbot, controller)
    controller.shutdown()
    assert len(stored_rows(path)) == 1


def test_without_a_history_the_game_plays_on_and_says_so(qtbot, make_controller, tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    heard_kinds: list[object] = []
    controller = make_controller(Settings(two_players=True), history_path=path)
    controller.notice.connect(lambda n: heard_kinds.append(n.kind))
    assert controller.recorder.store is None and "damaged" in controller.recorder.problem()
    for cell in (0, 3, 1, 4, 2):
        controller.play(cell)
    assert controller.game.is_over()
    wait_for_review(qtbot, controller)
    assert path.read_bytes() == b"this is not a database" * 100  # never rewritten


def test_the_controller_runs_without_widgets(tmp_path):
    """A whole game in a process with a QCoreApplication: QtWidgets and QtGui never load."""
    script = textwrap.dedent("""
        import sys
        from PySide6.QtCore import QCoreApplication, QSettings, QTimer
        from ttt_desktop.play.controller import GameController
        from ttt_desktop.play.settings import FirstMover, Settings

        app = QCoreApplication([])
        store = QSettings(sys.argv[1], QSettings.Format.IniFormat)
        controller = GameController(store, Settings(first=FirstMover.YOU), pause_ms=0)

        def step():
            game = controller.game
            if game.is_over():
                controller.shutdown()
                app.quit()
            elif game.is_human_turn():
                controller.play(next(iter(game.position.legal_moves())))

        timer = QTimer()
        timer.timeout.connect(step)
        timer.start(5)
        QTimer.singleShot(10_000, lambda: sys.exit("the game did not end"))
        app.exec()
        loaded = sorted(m for m in sys.modules if m.startswith("PySide6.Qt"))
        print("over:", controller.game.is_over(), "modules:", " ".join(loaded))
        """)
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "s.ini")],
                          capture_output=True, text=True, timeout=60,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert "over: True" in done.stdout
    assert "QtWidgets" not in done.stdout and "QtGui" not in done.stdout


def test_resetting_every_score_shows_nothing_left_at_once(qtbot, make_controller, store):
    store.setValue("score/standard/perfect/losses", 2)
    store.setValue("score/misere/easy/wins", 4)
    controller = make_controller()
    assert controller.score() == Score(losses=2)
    controller.reset_score(every_table=True)  # the removal is written off the window's thread
    assert controller.score() == Score()
    controller.apply_settings(Settings(level=Level.EASY, variant=Variant.MISERE,
                                       first=FirstMover.YOU))
    assert controller.score() == Score()
    controller.shutdown()
    assert scores(store) == {}


# -- scoring, undo and watching at the edges ------------------------------------------------------


def test_copy_game_names_the_person_you_as_the_readme_shows(qtbot, make_controller):
    controller = make_controller(Settings(first=FirstMover.YOU, level=Level.PERFECT))
    text = controller.game_text()
    assert "○: you\n" in text and "×: perfect\n" in text
    controller.load_text(text)  # and it loads again
    assert controller.game.position.ply == 0


def test_bad_game_settings_are_repaired_in_the_file_once(store, caplog):
    from ttt_desktop.play.settings import load_settings

    for key, bad in (("level", "bogus"), ("variant", "42"), ("first", "sometimes"),
                     ("two_players", "maybe")):
        store.setValue(f"game/{key}", bad)
    store.sync()
    assert load_settings(store) == Settings(adaptive=True)  # no level readable: the default
    assert len(caplog.records) == 4
    caplog.clear()
    again = QSettings(store.fileName(), QSettings.Format.IniFormat)  # read from the disk
    assert load_settings(again) == Settings(adaptive=True)
    assert caplog.records == []  # said once: the defaults are in the file now
    assert again.value("game/level") == "perfect" and again.value("game/two_players") == "false"


def test_a_notice_is_a_value_that_cannot_be_changed():
    """Notices are facts passed to the window: frozen, equal by what they say (a hint's
    details aside)."""
    import dataclasses

    from ttt_desktop.play.notice import Notice

    notice = Notice(NoticeKind.CELL_TAKEN, cell=4)
    with pytest.raises(dataclasses.FrozenInstanceError):
        notice.cell = 5  # type: ignore[misc]
    assert notice == Notice(NoticeKind.CELL_TAKEN, cell=4)
    assert hash(notice) == hash(Notice(NoticeKind.CELL_TAKEN, cell=4))


def test_a_history_that_fails_in_play_leaves_the_score_to_this_session(qtbot, make_controller,
                                                                      tmp_path):
    controller = make_controller(Settings(two_players=True),
                                 history_path=tmp_path / "history.sqlite3")
    qtbot.waitUntil(lambda: controller.recorder.store is not None, timeout=5000)
    assert not controller.score_session_only()
    heard = Heard(controller)
    controller.recorder.problem_found.emit("the game history cannot be written: disk full", None)
    assert controller.score_session_only()
    assert heard.kinds() == [NoticeKind.HISTORY_PROBLEM]
