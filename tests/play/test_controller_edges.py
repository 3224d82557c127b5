"""The controller at its edges: a computer that fails, the hint across a new game, the score line
of a game that is not scored, and a game that ends twice with the same moves. Each was a gap that
mutation testing found (docs/mutation-survivors.md)."""

from __future__ import annotations

import pytest

from ttt_desktop.engine import review as review_module
from ttt_desktop.engine.players import Level
from ttt_desktop.play import opponent as opponent_module
from ttt_desktop.play.notice import NoticeKind
from ttt_desktop.play.settings import FirstMover, Settings

from .conftest import Heard, wait_for_person


def test_a_computer_that_fails_says_so_and_leaves_no_game_waiting(qtbot, make_controller,
                                                                 monkeypatch):
    def no_move(*args: object) -> int:
        raise ValueError("no move for this position")

    monkeypatch.setattr(opponent_module, "choose_move", no_move)
    controller = make_controller(Settings(first=FirstMover.COMPUTER))
    heard = Heard(controller)
    assert controller.is_thinking()
    qtbot.waitUntil(lambda: not controller.is_thinking(), timeout=5000)
    assert heard.notices[-1].kind is NoticeKind.COMPUTER_FAILED
    assert heard.notices[-1].text == "no move for this position"
    assert controller.game.position.ply == 0  # nothing was played for it


def test_a_stale_failure_is_not_reported(qtbot, make_controller, monkeypatch):
    """A failure for a request that is no longer awaited changes nothing."""
    controller = make_controller(Settings(first=FirstMover.COMPUTER), extra_think_ms=5000)
    heard = Heard(controller)
    old = controller.awaited
    assert old is not None
    controller.swap_sides()  # the person opens now: the old request is stale
    controller.opponent.failed.emit(old, "too late")
    assert NoticeKind.COMPUTER_FAILED not in heard.kinds()


def test_a_new_game_starts_without_the_old_games_hint(qtbot, make_controller):
    controller = make_controller(Settings(two_players=True))
    for start in (controller.new_game, controller.swap_sides,
                  lambda: controller.load_text("5 7"), lambda: controller.play_from(0)):
        controller.play(4)
        controller.show_hint()
        assert controller.hint is not None
        start()
        assert controller.hint is None


@pytest.mark.parametrize(("text", "table"), [("Variant: misere\n\n1. ○5 ×7", "misere/perfect"),
                                             ("Variant: last-line\n\n5", "last-line/perfect")])
def test_the_score_line_of_a_game_not_scored_shows_its_own_rules(make_controller, text, table):
    """A pasted game under other rules: its score line shows the table its rules and sides
    would count in, not the settings' table (it says "Not scored" beside it)."""
    controller = make_controller(Settings(level=Level.PERFECT, first=FirstMover.YOU))
    controller.load_text(text)
    assert controller.game.score_table is None
    assert controller.score_table() == table


def test_the_score_line_of_a_watched_game_shows_the_next_games_table(qtbot, make_controller):
    controller = make_controller(Settings(level=Level.EASY, first=FirstMover.YOU),
                                 pause_ms=5000)
    controller.start_watching((Level.PERFECT, Level.HARD))
    assert controller.game.score_table is None
    assert controller.score_table() == "standard/easy"
    controller.apply_settings(Settings(level=Level.MEDIUM, first=FirstMover.YOU, two_players=True))
    assert controller.score_table() == "standard/two-players"


def test_a_game_that_ends_again_with_the_same_moves_is_reviewed_once(qtbot, make_controller,
                                                                    monkeypatch):
    reviews: list[tuple[int, ...]] = []
    real = review_module.review_game

    def counted(variant, moves):  # type: ignore[no-untyped-def]
        reviews.append(tuple(moves))
        return real(variant, moves)

    monkeypatch.setattr(review_module, "review_game", counted)
    controller = make_controller(Settings(two_players=True))
    for cell in (0, 3, 1, 4, 2):
        controller.play(cell)
    qtbot.waitUntil(lambda: controller.review is not None, timeout=5000)
    first = controller.review
    changes: list[None] = []
    controller.changed.connect(lambda: changes.append(None))
    controller.undo()
    controller.redo()  # over again, with the same moves
    assert controller.game.is_over()
    heard = len(changes)
    qtbot.waitUntil(lambda: len(changes) > heard, timeout=5000)  # the end's work has run
    assert reviews == [(0, 3, 1, 4, 2)]  # the first review was kept
    assert controller.review is first
    wait_for_person(qtbot, controller)
