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


def test_every_erring_moves_line_names_every_equally_best_move() -> None:
    """Exhaustively, in every rule: the window's line for a move that was not best names the
    better move and every other move that was as good (the textbook minimax's, written apart
    from the engine), the one it gives a reason for first."""
    from ttt_desktop.engine import Position
    from ttt_desktop.engine.notation import cell_from_digit
    from ttt_desktop.engine.review import Verdict, review_move
    from ttt_desktop.qt.words.review import move_reason

    from ...engine import reference
    from ...engine.test_review import equally_best

    for variant in Variant:
        several = 0
        for text, status in reference.reachable(variant.value).items():
            if status is not None:
                continue
            position = Position.from_string(text, variant)
            best = equally_best(text, variant.value)
            for cell in position.legal_moves():
                move = review_move(position, cell)
                if move.verdict is Verdict.BEST:
                    continue
                line = move_reason(move)
                better = line.split("better was ", 1)[1]
                named = [better[0]]
                if "; equally best: " in better:
                    named += better.split("; equally best: ", 1)[1].split(", ")
                assert {cell_from_digit(int(d)) for d in named} == best, (text, cell, line)
                several += len(best) > 1
        assert several, variant


def test_the_summary_names_only_moves_as_good_as_the_best() -> None:
    """A slower win or a quicker loss keeps the value but is not as good: the summary names
    the moves that hold out longest, not the one that was played."""
    from ttt_desktop.engine.review import review_game
    from ttt_desktop.qt.words.review import summary

    review = review_game(Variant.LAST_LINE, [4, 7, 3, 8, 0, 6, 2, 1, 5])  # ×1 loses sooner
    text = summary(review)
    assert "first at 3. ×1." in text, text
    assert text.endswith("Equally best there: 6, 8, 9."), text
