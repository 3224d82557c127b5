"""The review's words (ttt_desktop/qt/words/review.py): which move threw the result away, a
game lost from the first move, and every equally best move named."""

from __future__ import annotations

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import Settings

from ..helpers import click_cell


def test_a_loaded_games_review_says_which_loaded_move_threw_it_away(qtbot, make_window):
    window = make_window()  # you play ○ against Perfect
    window.controller.load_text("1. ○7 ×1  2. ○8 ×2")  # ×1 is a blunder; ○ then wins at 9
    qtbot.waitUntil(lambda: window.controller.game.position.ply == 4)
    click_cell(qtbot, window, 2)  # ○9: the top row
    qtbot.waitUntil(lambda: window.controller.review is not None)
    qtbot.waitUntil(lambda: window.move_list.summary_label.text() != "")
    said = window.move_list.summary_label.text()
    assert "No mistakes: every move kept the best result" not in said
    assert said.startswith("Loaded moves (1. ○7 to 2. ×2): 1 mistake"), said
    assert "first at 1. ×1." in said
    assert window.move_list.moves_view.item(2).text() == "1. ×1 ?"  # marked in the list too


def test_a_game_lost_from_the_first_move_is_said_to_be_lost(qtbot, make_window):
    from ttt_desktop.engine import Variant
    from ttt_desktop.play.settings import FirstMover

    window = make_window(Settings(variant=Variant.LAST_LINE, level=Level.PERFECT,
                                  first=FirstMover.COMPUTER))
    while not window.controller.game.is_over():  # × plays the best moves there are
        qtbot.waitUntil(lambda: window.controller.game.is_over()
                        or window.controller.game.is_human_turn(), timeout=10_000)
        if not window.controller.game.is_over():
            from ttt_desktop.engine.analysis import hint

            advice = hint(window.controller.game.position)
            assert advice is not None
            window.controller.play(advice.cell)
    assert window.controller.game.position.moves[0] == 4  # Perfect opened in the centre
    qtbot.waitUntil(lambda: window.move_list.summary_label.text() != "")
    said = window.move_list.summary_label.text()
    assert "lost from move 1 with best play" in said, said


def test_the_review_names_every_equally_best_move() -> None:
    from ttt_desktop.engine.notation import cell_from_digit
    from ttt_desktop.engine.review import review_game
    from ttt_desktop.qt.words.review import summary

    moves = [cell_from_digit(d) for d in (5, 1, 2, 8, 3)]  # ○3 lets the draw go
    text = summary(review_game(Variant.STANDARD, moves))
    assert text.endswith("Equally best there: 4, 6, 7, 9."), text
    single = summary(review_game(Variant.STANDARD, [4, 0, 8, 2, 6]))  # one best move
    assert single.endswith("Best there was 8."), single
