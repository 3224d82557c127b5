"""The player's game rating in play: Adaptive picks its skill from it, every scored game against
the computer updates it (off the window's thread) and the history keeps it across a restart;
games against a friend, watched games and loaded games leave it alone; a history that cannot be
written keeps a provisional rating in memory, and says so."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.engine.strength import rating_of
from ttt_desktop.history import GameStanding, HistoryStore, StoredRating
from ttt_desktop.play import adaptive
from ttt_desktop.play.controller import GameController
from ttt_desktop.play.game_rating import RatedGame
from ttt_desktop.play.notice import NoticeKind
from ttt_desktop.play.rating import Rating
from ttt_desktop.play.score import Score
from ttt_desktop.play.settings import FirstMover, Settings

from .conftest import Heard, wait_for_person
from .test_controller import best_move, play_out

ADAPTIVE = Settings(first=FirstMover.YOU, adaptive=True, variant=Variant.MISERE)


def finish_rated(qtbot, controller: GameController, choose=best_move) -> RatedGame:
    with qtbot.waitSignal(controller.ratings.rated, timeout=10_000) as heard:
        play_out(qtbot, controller, choose)
    rated = heard.args[0]
    assert isinstance(rated, RatedGame)
    return rated


def test_a_new_player_meets_adaptive_below_medium(make_controller):
    controller = make_controller(ADAPTIVE)
    game = controller.game
    assert game.adaptive and game.skill == adaptive.pick_skill(adaptive.new_rating(),
                                                             Variant.MISERE)
    assert rating_of(game.skill, Variant.MISERE) < adaptive.level_rating("medium",
                                                                        Variant.MISERE)[0]
    assert game.score_table == "misere/adaptive"
    assert "adaptive" in game.player_names().values()
    assert controller.settings_in_force.adaptive


def test_an_adaptive_game_is_rated_kept_and_read_again_after_a_restart(qtbot, make_controller,
                                                                      tmp_path: Path):
    path = tmp_path / "history.sqlite3"
    controller = make_controller(ADAPTIVE, history_path=path)
    skill = controller.game.skill
    assert skill is not None
    rated = finish_rated(qtbot, controller)  # best moves: a win or a draw
    assert rated.level == "adaptive" and rated.skill == skill and rated.score in (0.5, 1.0)
    assert rated.after == adaptive.rate_game(adaptive.new_rating(), skill, Variant.MISERE,
                                             rated.score)
    assert rated.before.rating == 1500.0 and not rated.provisional
    assert controller.ratings.rating(Variant.MISERE) == rated.after
    controller.new_game()  # the next game: at the new rating
    assert controller.game.skill == adaptive.pick_skill(rated.after, Variant.MISERE)
    controller.shutdown()

    store = HistoryStore.open(path)
    standing = store.game_standings()[Variant.MISERE]
    assert (standing.rating, standing.deviation) == (rated.after.rating, rated.after.deviation)
    assert [(r.level, r.score) for r in store.ratings()] == [("adaptive", rated.score)]
    store.close()
    again = make_controller(ADAPTIVE, history_path=path)  # a restart: the rating is read
    qtbot.waitUntil(lambda: again.ratings.rating(Variant.MISERE) == rated.after)
    assert again.game.skill == adaptive.pick_skill(rated.after, Variant.MISERE)


def test_an_adaptive_game_counts_in_adaptives_own_score_table_in_the_history(
        qtbot, make_controller, tmp_path: Path):
    path = tmp_path / "history.sqlite3"
    controller = make_controller(ADAPTIVE, history_path=path)
    qtbot.waitUntil(lambda: controller.recorder.store is not None)
    rated = finish_rated(qtbot, controller)
    wins, draws = (1, 0) if rated.score == 1.0 else (0, 1)
    assert controller.score() == Score(wins, draws, 0)
    controller.shutdown()
    store = HistoryStore.open(path)
    try:
        assert store.scores() == {"misere/adaptive": (wins, draws, 0)}  # not a named level's
    finally:
        store.close()
    again = make_controller(ADAPTIVE, history_path=path)  # the score read from the history
    qtbot.waitUntil(lambda: again.score_for("misere/adaptive") == Score(wins, draws, 0))
    assert again.score_for("misere/hard") == Score()


def test_a_game_against_a_named_level_is_rated_against_that_level(qtbot, make_controller):
    controller = make_controller(Settings(first=FirstMover.YOU, level=Level.EASY))
    rated = finish_rated(qtbot, controller)
    assert rated.level == "easy" and not controller.game.adaptive
    expected = adaptive.update_against(
        adaptive.new_rating(), Rating(*adaptive.level_rating("easy", Variant.STANDARD), 0.06),
        rated.score)
    assert rated.after == expected


def test_a_provisional_rating_is_said_once_however_many_games_follow(make_controller):
    controller = make_controller(ADAPTIVE)
    heard = Heard(controller)
    before = adaptive.new_rating()
    for score in (1.0, 0.5, 0.0):
        after = adaptive.rate_game(before, 0.5, Variant.MISERE, score)
        controller.ratings.rated.emit(RatedGame(Variant.MISERE, "adaptive", 0.5, score, before,
                                                after, (), False, True))
        before = after
    assert heard.kinds() == [NoticeKind.RATING_PROVISIONAL]


def history_with_a_rating(path: Path, variant: Variant, rating: float) -> None:
    store = HistoryStore.open(path)
    store.add_rating(StoredRating(None, "2026-11-25T10:00:00+00:00", variant, "adaptive", 0.8,
                                  rating, 1.0, rating, 120.0, 0.06),
                     GameStanding(variant, rating, 120.0, 0.06))
    store.close()


@pytest.mark.parametrize(("first", "person"), [(FirstMover.YOU, Mark.X),
                                               (FirstMover.COMPUTER, Mark.O)])
def test_a_rating_read_after_the_persons_first_move_leaves_the_game_as_it_began(
        qtbot, store, tmp_path: Path, first: FirstMover, person: Mark):
    """The history opens late (another program held it at start): an Adaptive game the person
    has not touched takes the stored rating's skill, one where the person has moved goes on at
    the skill it began with."""
    path = tmp_path / "history.sqlite3"
    history_with_a_rating(path, Variant.MISERE, 1900.0)
    stored_skill = adaptive.pick_skill(Rating(1900.0, 120.0, 0.06), Variant.MISERE)
    made = []
    try:
        for moved in (False, True):
            other = sqlite3.connect(path, isolation_level=None)
            other.execute("BEGIN EXCLUSIVE")  # held as the game starts: it opens later
            try:
                controller = GameController(store, ADAPTIVE.with_changes(first=first),
                                            pause_ms=0, seed=1, history_path=path)
            finally:
                other.execute("ROLLBACK")
                other.close()
            made.append(controller)
            assert controller.recorder.store is None
            assert controller.game.human is person
            began = controller.game.skill
            assert began is not None and began != stored_skill
            wait_for_person(qtbot, controller)
            if moved:
                controller.play(next(c for c in range(9) if controller.game.position[c] is None))
            controller.recorder.open_now()  # the stored rating is read now
            assert controller.game.skill == (began if moved else stored_skill)
            controller.shutdown()
    finally:
        for controller in made:
            controller.shutdown()


@pytest.mark.parametrize("how", ["two players", "watched", "loaded"])
def test_games_that_are_not_scored_against_the_computer_leave_the_rating(qtbot, make_controller,
                                                                       how):
    controller = make_controller(ADAPTIVE)
    heard: list[object] = []
    controller.ratings.rated.connect(heard.append)
    if how == "two players":
        controller.apply_settings(ADAPTIVE.with_changes(two_players=True))
        for cell in (0, 3, 1, 4, 2):
            controller.play(cell)
    elif how == "watched":
        controller.start_watching((Level.PERFECT, Level.EASY))
        qtbot.waitUntil(controller.game.is_over, timeout=10_000)
    else:
        controller.load_text("1 5 2 7")  # ○ to play on from a position
        play_out(qtbot, controller)
    assert controller.game.is_over()
    controller.flush_writes()  # a rating would be in memory now, its signal queued
    QCoreApplication.processEvents()
    assert heard == [] and controller.ratings.is_new(Variant.MISERE)


def test_a_damaged_history_keeps_a_provisional_rating_and_says_so(qtbot, make_controller,
                                                                  tmp_path: Path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    controller = make_controller(ADAPTIVE, history_path=path)
    heard = Heard(controller)
    assert controller.ratings.provisional()
    rated = finish_rated(qtbot, controller)
    assert rated.provisional and rated.after != rated.before
    qtbot.waitUntil(lambda: NoticeKind.RATING_PROVISIONAL in heard.kinds())
    assert controller.ratings.rating(Variant.MISERE) == rated.after  # in memory
    controller.new_game()
    assert controller.game.skill == adaptive.pick_skill(rated.after, Variant.MISERE)
    assert path.read_bytes() == b"this is not a database" * 100


def test_the_rating_update_takes_under_a_millisecond(make_controller):
    controller = make_controller(ADAPTIVE)
    book = controller.ratings
    start = time.perf_counter()
    for _ in range(200):
        book.rate_now(Variant.MISERE, "adaptive", 0.5, 1.0,
                      adaptive.computer_rating(0.5, Variant.MISERE), None)
    assert (time.perf_counter() - start) / 200 < 0.001


def test_a_read_only_history_reads_the_rating_and_keeps_new_ones_provisional(
        qtbot, make_controller, tmp_path: Path):
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed: cannot make a file read-only for root")
    path = tmp_path / "history.sqlite3"
    store = HistoryStore.open(path)
    store.add_rating(StoredRating(None, "2026-11-25T10:00:00+00:00", Variant.MISERE, "adaptive",
                                  0.8, 1665.0, 1.0, 1700.0, 120.0, 0.06),
                     GameStanding(Variant.MISERE, 1700.0, 120.0, 0.06))
    store.close()
    if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("chattr +i is not allowed here")
    try:
        controller = make_controller(ADAPTIVE, history_path=path)
        assert controller.recorder.read_only and controller.ratings.provisional()
        qtbot.waitUntil(lambda: controller.ratings.rating(Variant.MISERE).rating == 1700.0)
        heard = Heard(controller)
        rated = finish_rated(qtbot, controller)
        assert rated.before.rating == 1700.0 and rated.provisional
        qtbot.waitUntil(lambda: NoticeKind.RATING_PROVISIONAL in heard.kinds())
        controller.shutdown()
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)
    again = HistoryStore.open(path)
    assert [r.rating for r in again.ratings()] == [1700.0]  # nothing was written
    again.close()


def test_ratings_that_cannot_be_read_are_not_taken_as_read(qapp):
    """A history whose ratings cannot be read: load() says nothing was read, and reads them
    once they can be."""
    from types import SimpleNamespace

    from ttt_desktop.history import HistoryError
    from ttt_desktop.play.disk_writer import DiskWriter
    from ttt_desktop.play.game_rating import GameRatingBook

    class Store:
        broken = True

        def game_standings(self) -> dict[Variant, GameStanding]:
            if self.broken:
                raise HistoryError("the file is damaged")
            return {Variant.STANDARD: GameStanding(Variant.STANDARD, 1700.0, 80.0, 0.06, ("easy",))}

    store = Store()
    writer = DiskWriter()
    book = GameRatingBook(SimpleNamespace(store=store), writer)  # type: ignore[arg-type]
    assert book.load() is False
    assert book.rating(Variant.STANDARD) == adaptive.new_rating()
    store.broken = False
    assert book.load() is True
    assert book.rating(Variant.STANDARD) == Rating(1700.0, 80.0, 0.06)
    assert book.load() is False  # once
    writer.close()


@pytest.mark.parametrize("how", ["pasted", "opened from the history"])
def test_a_game_under_other_rules_meets_adaptive_at_that_rules_strength(
        qtbot, make_controller, tmp_path: Path, how: str):
    """On Adaptive under misère, a standard game that is pasted (or opened from the history)
    is played on by Adaptive at the strength the player's standard rating calls for, not at
    the misère one of the game that was on the board."""
    from ttt_desktop.history import StoredGame

    path = tmp_path / "history.sqlite3"
    history_with_a_rating(path, Variant.STANDARD, 1780.0)
    store = HistoryStore.open(path)
    game_id = store.add_game(StoredGame(None, "2026-11-25T10:00:00+00:00", Variant.STANDARD,
                                        "adaptive", "human", (4, 0, 8), None, Mark.O))
    store.close()
    controller = make_controller(ADAPTIVE, history_path=path)
    qtbot.waitUntil(lambda: controller.ratings.rating(Variant.STANDARD).rating == 1780.0)
    misere_skill = controller.game.skill
    standard_skill = adaptive.pick_skill(controller.ratings.rating(Variant.STANDARD),
                                         Variant.STANDARD)
    assert misere_skill is not None and standard_skill != misere_skill
    if how == "pasted":
        controller.load_text("Variant: standard\n\n1. ○5 ×1")
    else:
        controller.open_stored(game_id)
    game = controller.game
    assert game.variant is Variant.STANDARD and game.adaptive
    assert game.skill == standard_skill
    assert game.computer_level() is adaptive.level_near(standard_skill, Variant.STANDARD)
    controller.play_from(1)  # Play from Here keeps the rule's strength
    assert controller.game.skill == standard_skill
    controller.load_text("Variant: misere\n\n1. ○5")  # back under misère: misère's strength
    assert controller.game.skill == misere_skill
