"""The post-game review, checked exhaustively: every legal move of every reachable position of
every variant gets the verdict that a textbook minimax, written apart from the engine, gives it.
"""

from __future__ import annotations

import functools

import pytest
from hypothesis import given

from ttt_desktop.engine import Mark, Position, Variant
from ttt_desktop.engine.analysis import winning_cells
from ttt_desktop.engine.review import (
    ReviewReason,
    Verdict,
    english_reason,
    english_summary,
    review_game,
    review_move,
    verdict_for,
)

from ..strategies import examples, games
from . import reference

BEST_REASONS = {ReviewReason.WINS_NOW, ReviewReason.BLOCKED, ReviewReason.MADE_FORK,
                ReviewReason.KEPT_WIN, ReviewReason.KEPT_DRAW, ReviewReason.HELD_OUT}


@functools.cache
def textbook(text: str, variant: str) -> tuple[int, int]:
    """(value for the side to move, plies to the end) of an unfinished board, by plain minimax
    over the reference rules with a memo: fastest win, slowest loss."""
    board = list(text)
    results = []
    for cell in range(9):
        if board[cell] == reference.EMPTY:
            results.append(after_move(text, cell, variant))
    value = max(v for v, _ in results)
    plies = [p for v, p in results if v == value]
    return value, (min(plies) if value == 1 else max(plies))


def after_move(text: str, cell: int, variant: str) -> tuple[int, int]:
    """(value for the mover, plies to the end counting this move) after ``cell`` is played."""
    board = list(text)
    mover = reference.to_move(board)
    board[cell] = mover
    status = reference.status_after_move(board, mover, variant)
    if status is None:
        value, plies = textbook("".join(board), variant)
        return -value, plies + 1
    return (0 if status == "draw" else 1 if status == mover else -1), 1


def expected_verdict(before: tuple[int, int], after: tuple[int, int]) -> Verdict:
    """The issue's definition, written out again from the values."""
    (v0, p0), (v1, p1) = before, after
    if v0 - v1 == 2:
        return Verdict.BLUNDER
    if v0 - v1 == 1:
        return Verdict.MISTAKE
    if (v0 == 1 and p1 > p0) or (v0 == -1 and p1 < p0):
        return Verdict.INACCURACY
    return Verdict.BEST


@pytest.mark.parametrize("variant", list(Variant))
def test_every_move_of_every_reachable_position_gets_the_textbook_verdict(variant: Variant):
    boards = reference.reachable(variant.value)
    seen = dict.fromkeys(Verdict, 0)
    for text, status in boards.items():
        if status is not None:
            continue
        position = Position.from_string(text, variant)
        before = textbook(text, variant.value)
        for cell in position.legal_moves():
            after = after_move(text, cell, variant.value)
            review = review_move(position, cell)
            assert review.verdict is expected_verdict(before, after), (text, cell)
            assert (review.value_before, review.plies_before) == before
            assert (review.value_after, review.plies_after) == after
            check_reason(position, cell, review)
            seen[review.verdict] += 1
    # every verdict happens in every variant (misère and last-line have slow wins too)
    assert all(seen.values()), seen


def check_reason(position: Position, cell: int, review) -> None:
    """The reason agrees with the facts it names."""
    me = position.turn
    after = position.copy()
    after.push(cell)
    outcome = after.outcome()
    if review.verdict is Verdict.BEST:
        assert review.reason in BEST_REASONS and review.better is None
        if outcome is not None and outcome.winner is me:
            assert review.reason is ReviewReason.WINS_NOW
        if review.reason is ReviewReason.BLOCKED:
            assert cell in winning_cells(position, me.other)
        return
    assert review.reason not in BEST_REASONS
    assert review.better in review.best_cells  # the suggested move keeps the value
    if review.reason is ReviewReason.COMPLETED_OWN_LINE:
        assert outcome is not None and outcome.winner is me.other
    elif review.reason is ReviewReason.MISSED_WIN:
        assert review.focus in winning_cells(position, me)
    elif review.reason is ReviewReason.LEFT_LINE_OPEN:
        assert winning_cells(after, me.other)
    elif review.reason is ReviewReason.ALLOWED_FORK:
        assert review.focus is not None
        reply = after.copy()
        reply.push(review.focus)
        assert len(winning_cells(reply, me.other)) >= 2


@examples(150)
@given(games())
def test_whole_games_are_reviewed_ply_by_ply_for_both_sides(position: Position):
    variant = position.variant  # finished games and unfinished ones
    review = review_game(variant, position.moves)
    assert [m.ply for m in review.moves] == list(range(1, position.ply + 1))
    assert [m.mover for m in review.moves] == [Mark.X if i % 2 == 0 else Mark.O
                                               for i in range(position.ply)]
    assert len(review.values_for_first()) == position.ply + 1
    outcome = position.outcome()
    if outcome is not None:  # the graph ends on the result
        assert review.values_for_first()[-1] == outcome.result_for(Mark.X)
    counts = review.counts(Mark.X)
    assert sum(counts.values()) == len(review.for_side(Mark.X))
    first = review.first_mistake()
    errors = [m for m in review.moves if m.verdict.is_error]
    assert first == (errors[0] if errors else None)


@pytest.mark.parametrize("variant", list(Variant))
def test_the_graph_starts_from_the_empty_boards_value(variant: Variant):
    empty = textbook("." * 9, variant.value)[0]  # for ○, who moves first
    assert review_game(variant, []).values_for_first() == (empty,)
    assert review_game(variant, [4]).values_for_first()[0] == empty
    assert empty == (1 if variant is Variant.LAST_LINE else 0)


def test_one_move_is_reviewed_as_the_next_ply_and_an_illegal_one_is_refused():
    position = Position.from_string("XO..X....", Variant.STANDARD)
    assert review_move(position, 8).ply == 4
    assert review_move(Position(Variant.MISERE), 4).ply == 1
    for bad in (0, 1, 9, -1):  # taken, taken, off the board
        with pytest.raises(ValueError, match="not a legal move"):
            review_move(position, bad)
    assert position.board_string() == "XO..X...."  # left as it was


def test_a_game_with_an_illegal_move_is_refused():
    with pytest.raises(ValueError):
        review_game(Variant.STANDARD, [4, 4])
    with pytest.raises(ValueError):  # ○ has the top row after five plies: no sixth move
        review_game(Variant.STANDARD, [0, 3, 1, 4, 2, 5])


def test_the_verdict_definition_at_its_edges():
    assert verdict_for(1, 1, -1, 2) is Verdict.BLUNDER
    assert verdict_for(0, 8, -1, 6) is Verdict.MISTAKE
    assert verdict_for(1, 3, 0, 6) is Verdict.MISTAKE
    assert verdict_for(1, 3, 1, 5) is Verdict.INACCURACY
    assert verdict_for(-1, 4, -1, 2) is Verdict.INACCURACY
    assert verdict_for(-1, 4, -1, 4) is Verdict.BEST
    assert verdict_for(0, 9, 0, 5) is Verdict.BEST  # a drawing move that keeps the draw


def test_misere_names_the_line_that_lost():
    # ○ 7 8, × 4 5: ○ plays 9 and completes the top row, which loses in misère
    review = review_game(Variant.MISERE, [0, 3, 1, 4, 2])
    last = review.moves[-1]
    assert last.reason is ReviewReason.COMPLETED_OWN_LINE and last.verdict.is_error
    assert "completes three in a row and loses" in english_reason(last)


def test_the_summary_names_the_first_mistake_and_its_better_move():
    review = review_game(Variant.STANDARD, [4, 0, 8, 2, 6])
    assert english_summary(review) == "1 mistake: move 5. Best was 8."
    assert english_summary(review, Mark.O) == "No mistakes: every move kept the value."
    assert Verdict.BLUNDER.symbol == "??" and Verdict.INACCURACY.symbol == "?!"


@pytest.mark.parametrize(("variant", "moves", "both", "second"), [
    # one inaccuracy and nothing worse: the summary names it (first_mistake is None)
    (Variant.LAST_LINE, [4, 7, 3, 8, 0, 6, 2, 1, 5],
     # × holds out as long at 8, 9 or 6
     "2 inaccuracies: moves 6 and 7. Equally best at move 6: 6, 8, 9.",
     "1 inaccuracy: move 6. Equally best: 6, 8, 9."),
    # plurals, and the order blunders, mistakes, inaccuracies
    (Variant.STANDARD, [2, 5, 0, 8, 4, 7, 6],
     "1 mistake, 2 inaccuracies: moves 2, 4 and 5. Best at move 2 was 5.",
     "1 mistake, 1 inaccuracy: moves 2 and 4. Best at move 2 was 5."),
    (Variant.STANDARD, [1, 8, 0, 5, 6, 2],
     # × at 3 against the top edge: the corners beside it, the centre and the far edge draw
     "3 blunders, 1 mistake: moves 2, 3, 4 and 5. Equally best at move 2: 2, 5, 7, 9.",
     "1 blunder, 1 mistake: moves 2 and 4. Equally best at move 2: 2, 5, 7, 9."),
    (Variant.MISERE, [5, 4, 8, 1, 2],
     "4 blunders, 1 mistake: moves 1, 2, 3, 4 and 5. Best at move 1 was 5.",
     "2 blunders: moves 2 and 4. Equally best at move 2: 1, 2, 7, 8."),
])
def test_the_summary_counts_in_words_and_lists_the_moves(variant, moves, both, second):
    review = review_game(variant, moves)
    assert english_summary(review) == both
    assert english_summary(review, Mark.O) == second


def test_the_first_mistake_of_one_side_skips_the_other_sides():
    # ○ (first) errs at ply 5 only; × errs at ply 2 first
    review = review_game(Variant.STANDARD, [1, 6, 0, 2, 3, 4])
    assert [(m.ply, m.verdict) for m in review.moves if m.verdict is not Verdict.BEST] == [
        (2, Verdict.MISTAKE), (5, Verdict.BLUNDER)]
    assert review.first_mistake().ply == 2
    assert review.first_mistake(Mark.O).ply == 2
    assert review.first_mistake(Mark.X).ply == 5
    assert [m.ply for m in review.for_side(Mark.X)] == [1, 3, 5]
    assert review.counts(Mark.X)[Verdict.BLUNDER] == 1
    assert review.counts(Mark.X)[Verdict.MISTAKE] == 0
    assert review.first_mistake(Mark.X).better is not None


def _wins_by_playing(board: list[str], mark: str, cell: int, variant: str) -> bool:
    """With the reference board: ``mark`` playing the empty ``cell`` wins at once."""
    played = list(board)
    played[cell] = mark
    return reference.status_after_move(played, mark, variant) == mark


@pytest.mark.parametrize("variant", list(Variant))
def test_every_reason_is_the_first_that_applies_in_its_order(variant: Variant):
    """The reasons in the other direction: not only is the reason given true, it is the first
    true one, in the order the review documents, computed here on the reference board.
    A best move: wins now, else blocked a line, else made two threats (when winning), else kept
    its value. A worse move: completed its own line (misère), else missed a win at once (the
    first such cell), else left the opponent's line open, else (same value) slower win or faster
    loss; the rest need the solver and are checked by ``check_reason``."""
    name = variant.value
    for text, status in reference.reachable(name).items():
        if status is not None:
            continue
        board, me = list(text), reference.to_move(list(text))
        them = reference.other(me)
        position = Position.from_string(text, variant)
        mine_now = [c for c in range(9) if board[c] == "." and _wins_by_playing(board, me, c, name)]
        theirs_now = [c for c in range(9) if board[c] == "."
                      and _wins_by_playing(board, them, c, name)]
        for cell in position.legal_moves():
            review = review_move(position, cell)
            after = list(board)
            after[cell] = me
            ended = reference.status_after_move(after, me, name)
            theirs_after = [] if ended is not None else [
                c for c in range(9) if after[c] == "." and _wins_by_playing(after, them, c, name)]
            if review.verdict is Verdict.BEST:
                forks = [] if ended is not None else [
                    c for c in range(9) if after[c] == "." and _wins_by_playing(after, me, c, name)]
                if ended == me:
                    expected = ReviewReason.WINS_NOW
                elif cell in theirs_now:
                    expected = ReviewReason.BLOCKED
                elif review.value_before == 1 and len(forks) >= 2:
                    expected = ReviewReason.MADE_FORK
                else:
                    expected = {1: ReviewReason.KEPT_WIN, 0: ReviewReason.KEPT_DRAW,
                                -1: ReviewReason.HELD_OUT}[review.value_before]
                assert (review.reason, review.focus) == (expected, None), (text, cell)
                continue
            if ended == them:
                assert review.reason is ReviewReason.COMPLETED_OWN_LINE, (text, cell)
            elif mine_now:
                assert (review.reason, review.focus) == (ReviewReason.MISSED_WIN, mine_now[0])
            elif theirs_now and cell not in theirs_now and theirs_after:
                assert (review.reason, review.focus) == (ReviewReason.LEFT_LINE_OPEN,
                                                         theirs_now[0]), (text, cell)
            elif review.verdict is Verdict.INACCURACY:
                assert review.reason is (ReviewReason.SLOWER_WIN if review.value_before == 1
                                         else ReviewReason.FASTER_LOSS), (text, cell)
            else:
                fork = _first_forking_win(after, name)
                expected_pair = ((ReviewReason.ALLOWED_FORK, fork) if fork is not None else (
                    {(1, 0): ReviewReason.WIN_TO_DRAW, (1, -1): ReviewReason.WIN_TO_LOSS,
                     (0, -1): ReviewReason.DRAW_TO_LOSS}[(review.value_before,
                                                          review.value_after)], None))
                assert (review.reason, review.focus) == expected_pair, (text, cell)


def _first_forking_win(board: list[str], variant: str) -> int | None:
    """The lowest cell where the side to move on ``board`` (unfinished) keeps a win by the
    textbook minimax and, with the game still going, has two or more cells that win at once."""
    mover = reference.to_move(board)
    text = "".join(board)
    for reply in range(9):
        if board[reply] != reference.EMPTY or after_move(text, reply, variant)[0] != 1:
            continue
        played = list(board)
        played[reply] = mover
        if reference.status_after_move(played, mover, variant) is not None:
            continue
        threats = [c for c in range(9)
                   if played[c] == reference.EMPTY and _wins_by_playing(played, mover, c, variant)]
        if len(threats) >= 2:
            return reply
    return None


def equally_best(text: str, variant: str) -> set[int]:
    """The moves of an unfinished board that keep its value, by the textbook minimax: the
    fastest wins, the slowest losses, every move that keeps a draw."""
    options = {cell: after_move(text, cell, variant)
               for cell in range(9) if text[cell] == reference.EMPTY}
    value = max(v for v, _ in options.values())
    plies = [p for v, p in options.values() if v == value]
    target = None if value == 0 else min(plies) if value == 1 else max(plies)
    return {cell for cell, (v, p) in options.items()
            if v == value and (target is None or p == target)}


def named_cells(text: str) -> set[int]:
    """The cells (keypad digits, read back as cells) that a reason names after "better was"."""
    from ttt_desktop.engine.notation import cell_from_digit

    better = text.split("better was ", 1)[1]
    digits = [better[0]]
    if "; equally best: " in better:
        digits += better.split("; equally best: ", 1)[1].split(", ")
    return {cell_from_digit(int(d)) for d in digits}


@pytest.mark.parametrize("variant", list(Variant))
def test_every_erring_move_names_every_equally_best_move(variant: Variant):
    """Exhaustively: the reason of every move that is not best names the better move and
    every other move that was as good, no more and no fewer."""
    several = 0
    for text, status in reference.reachable(variant.value).items():
        if status is not None:
            continue
        position = Position.from_string(text, variant)
        best = equally_best(text, variant.value)
        for cell in position.legal_moves():
            review = review_move(position, cell)
            if review.verdict is Verdict.BEST:
                continue
            said = english_reason(review)
            assert named_cells(said) == best, (text, cell, said)
            several += len(best) > 1
    assert several  # the case happens in every rule
