"""The puzzles, checked against a tic-tac-toe written here, apart from the engine.

The checker below has its own rules, its own symmetries and its own memoised minimax (fastest win,
slowest loss); it never calls the solver. It enumerates every reachable position of each variant,
applies the issue's definition, and compares the result with what the engine lists: the same
puzzles, none missing, each with the fixed solution line, the theme its definition gives and the
difficulty its formula gives.
"""

from __future__ import annotations

import functools
import random
from collections import Counter

import pytest

from ttt_desktop.engine import Position, Variant
from ttt_desktop.engine.players import HardPlayer, Level, choose_move
from ttt_desktop.engine.puzzles import (
    Puzzle,
    Theme,
    canonical_key,
    find_puzzles,
    hard_moves,
    is_puzzle,
    medium_moves,
    puzzle_by_id,
    puzzles,
    themes_of,
)

VARIANTS = ["standard", "misere", "last-line"]
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
KEYPAD = {0: 7, 1: 8, 2: 9, 3: 4, 4: 5, 5: 6, 6: 1, 7: 2, 8: 3}


# -- an independent tic-tac-toe ----------------------------------------------------------------


def other(mark: str) -> str:
    return "O" if mark == "X" else "X"


def turn(board: str) -> str:
    return "X" if board.count("X") == board.count("O") else "O"


def has_line(board: str, mark: str) -> bool:
    return any(all(board[i] == mark for i in line) for line in LINES)


def winner(board: str, variant: str) -> str | None:
    """"X", "O", "draw", or None while play goes on (for a board reached by legal play)."""
    x, o = has_line(board, "X"), has_line(board, "O")
    full = "." not in board
    if variant == "standard":
        return "X" if x else "O" if o else "draw" if full else None
    if variant == "misere":
        return "O" if x else "X" if o else "draw" if full else None
    if x and o:  # last line wins: the one who moved last made the later line
        return other(turn(board))
    if not full:
        return None
    return "X" if x else "O" if o else "draw"


def play(board: str, cell: int) -> str:
    return board[:cell] + turn(board) + board[cell + 1 :]


def empty_cells(board: str) -> list[int]:
    return [c for c in range(9) if board[c] == "."]


@functools.cache
def minimax(board: str, variant: str) -> tuple[int, int]:
    """(value for the side to move, plies to the end): wins as fast, losses as slow as can be."""
    ended = winner(board, variant)
    if ended is not None:
        return (0 if ended == "draw" else 1 if ended == turn(board) else -1), 0
    results = [move_result(board, cell, variant) for cell in empty_cells(board)]
    return max(results, key=lambda r: (r[0], -r[1] if r[0] >= 0 else r[1]))


def move_result(board: str, cell: int, variant: str) -> tuple[int, int]:
    """(value for the mover, plies to the end including the move)."""
    value, plies = minimax(play(board, cell), variant)
    return -value, plies + 1


@functools.cache
def reachable(variant: str) -> frozenset[str]:
    seen: set[str] = set()
    todo = ["." * 9]
    while todo:
        board = todo.pop()
        if board in seen:
            continue
        seen.add(board)
        if winner(board, variant) is None:
            todo += [play(board, c) for c in empty_cells(board)]
    return frozenset(seen)


def rotate(board: str) -> str:  # a quarter turn clockwise
    return "".join(board[3 * (2 - c % 3) + c // 3] for c in range(9))


def mirror(board: str) -> str:
    return "".join(board[3 * (c // 3) + 2 - c % 3] for c in range(9))


def images(board: str) -> list[tuple[str, list[int]]]:
    """The 8 symmetric images of a board, each with where every cell goes."""
    out = []
    cells = list(range(9))
    for flip in (False, True):
        b, where = (mirror(board), [3 * (c // 3) + 2 - c % 3 for c in cells]) if flip else (
            board, cells)
        for _ in range(4):
            out.append((b, where))
            b = rotate(b)
            # the cell at c moves to the cell r with rotate's r -> 3 * (2 - r % 3) + r // 3 == c
            where = [next(r for r in cells if 3 * (2 - r % 3) + r // 3 == w) for w in where]
    return out


def key_of(board: str) -> int:
    return sum(1 << c for c in range(9) if board[c] == "X") | sum(
        1 << (c + 9) for c in range(9) if board[c] == "O")


def representative(board: str) -> str:
    return min((b for b, _ in images(board)), key=key_of)


def keeping_moves(board: str, variant: str) -> list[int]:
    value, _ = minimax(board, variant)
    return [c for c in empty_cells(board) if move_result(board, c, variant)[0] == value]


def meets_definition(board: str, variant: str) -> bool:
    if board not in reachable(variant) or winner(board, variant) is not None:
        return False
    value, _ = minimax(board, variant)
    if value < 0:
        return False
    keep = keeping_moves(board, variant)
    if len(keep) == len(empty_cells(board)):
        return False  # no other move loses value
    own = [where for image, where in images(board) if image == board]  # its own symmetries
    return all(any(where[keep[0]] == cell for where in own) for cell in keep)


@functools.cache
def expected_puzzles(variant: str) -> dict[str, str]:
    """Every puzzle by exhaustive enumeration: representative -> one member of the class."""
    found: dict[str, str] = {}
    for board in sorted(reachable(variant)):
        if meets_definition(board, variant):
            found.setdefault(representative(board), board)
    return found


def expected_line(board: str, variant: str) -> list[int]:
    line: list[int] = []
    while True:
        move = min(keeping_moves(board, variant), key=KEYPAD.__getitem__)
        line.append(move)
        board = play(board, move)
        if winner(board, variant) is not None:
            return line
        value, plies = minimax(board, variant)
        replies = [c for c in empty_cells(board) if move_result(board, c, variant)[0] == value]
        if value < 0:
            replies = [c for c in replies if move_result(board, c, variant)[1] == plies]
        reply = min(replies, key=KEYPAD.__getitem__)
        line.append(reply)
        board = play(board, reply)
        if winner(board, variant) is not None or not meets_definition(board, variant):
            return line


def wins_at_once(board: str, cell: int, mark: str, variant: str) -> bool:
    """Would ``mark`` playing ``cell`` end the game as ``mark``'s win (whoever is to move)?"""
    after = board[:cell] + mark + board[cell + 1 :]
    mine, theirs = has_line(after, mark), has_line(after, other(mark))
    if variant == "standard":
        return mine
    if variant == "misere":
        return False  # a mark never completes the other side's line
    return mine and (theirs or "." not in after)  # the later line, or a line on a full board


def threats(board: str, mark: str, variant: str) -> int:
    if winner(board, variant) is not None:
        return 0
    return sum(wins_at_once(board, c, mark, variant) for c in empty_cells(board))


def expected_theme(board: str, variant: str, move: int) -> str:
    me = turn(board)
    value, _ = minimax(board, variant)
    losing = [c for c in empty_cells(board) if c not in keeping_moves(board, variant)]
    if variant == "misere":
        return "force the other side to make one" if value == 1 else "do not make a line"
    if variant == "last-line":
        def makes_line(cell: int) -> bool:
            return not has_line(board, me) and has_line(board[:cell] + me + board[cell + 1 :], me)
        tempting = any(makes_line(c) for c in losing)
        return ("when not to close a line early" if tempting and not makes_line(move)
                else "the later line")
    if wins_at_once(board, move, me, variant):
        return "win now"
    if wins_at_once(board, move, other(me), variant):
        return "block"
    if value == 1:
        return "make a fork"
    for cell in losing:
        after = play(board, cell)
        if winner(after, variant) is None and any(
                threats(play(after, reply), other(me), variant) >= 2
                for reply in empty_cells(after)):
            return "stop a fork"
    return "the only drawing move"


def medium_would_play(board: str, variant: str) -> set[int]:
    me = turn(board)
    cells = empty_cells(board)
    wins = [c for c in cells if winner(play(board, c), variant) == me]
    if wins:
        return {wins[0]}
    safe = {c for c in cells if winner(play(board, c), variant) not in (other(me),)
            and threats(play(board, c), other(me), variant) == 0}
    return safe or set(cells)


def count_classes(own: list[list[int]], cells: list[int]) -> int:
    """How many of the cells differ, counting as one those the board's own symmetries swap."""
    return len({frozenset(where[c] for where in own) for c in cells})


def hard_would_play(position: Position) -> set[int]:
    """The moves with the Hard level's best score, from the level's own search."""
    player = HardPlayer()
    scores = {}
    for move in position.legal_moves():
        position.push(move)
        scores[move] = -player._negamax(position, player.depth - 1, 1)
        position.pop()
    return {move for move, score in scores.items() if score == max(scores.values())}


# -- the checks ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("variant", "count"), [("standard", 303), ("misere", 240),
                                                ("last-line", 279)])
def test_the_enumeration_here_gives_the_issues_counts(variant: str, count: int) -> None:
    assert len(expected_puzzles(variant)) == count


@pytest.mark.parametrize("variant", VARIANTS)
def test_no_puzzle_is_missing_and_none_is_extra(variant: str) -> None:
    listed = [p.board for p in puzzles(Variant(variant))]
    assert len(listed) == len(set(listed))
    assert set(listed) == set(expected_puzzles(variant))


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_listed_puzzle_meets_the_definition(variant: str) -> None:
    for puzzle in puzzles(Variant(variant)):
        board = puzzle.board
        assert meets_definition(board, variant), board
        assert representative(board) == board
        value, plies = minimax(board, variant)
        assert (puzzle.value, puzzle.plies) == (value, plies), board
        assert puzzle.to_move.value == turn(board)


@pytest.mark.parametrize("variant", VARIANTS)
def test_solution_lines_follow_the_fixed_rule(variant: str) -> None:
    for puzzle in puzzles(Variant(variant)):
        assert list(puzzle.line) == expected_line(puzzle.board, variant), puzzle.board
        assert puzzle.solution_digits == tuple(KEYPAD[c] for c in puzzle.line[::2])


@pytest.mark.parametrize("variant", VARIANTS)
def test_themes_follow_their_definitions(variant: str) -> None:
    for puzzle in puzzles(Variant(variant)):
        assert puzzle.theme.variant is Variant(variant)
        assert puzzle.theme.value == expected_theme(puzzle.board, variant, puzzle.line[0]), (
            puzzle.board)


@pytest.mark.parametrize("variant", VARIANTS)
def test_difficulty_follows_its_formula(variant: str) -> None:
    bonus = {"standard": 0, "misere": 150, "last-line": 100}[variant]
    for puzzle in puzzles(Variant(variant)):
        board = puzzle.board
        own = [where for image, where in images(board) if image == board]
        classes = functools.partial(count_classes, own)
        losing = [c for c in empty_cells(board) if c not in keeping_moves(board, variant)]
        medium = classes([c for c in losing if c in medium_would_play(board, variant)])
        hard = classes([c for c in losing if c in hard_would_play(puzzle.position())])
        expected = (1150 + 40 * classes(losing) + 110 * medium + 80 * hard
                    + 90 * (len(puzzle.solution) - 1) + 60 * (puzzle.value == 0) + bonus)
        assert puzzle.difficulty == expected, board


def test_the_empty_board_is_a_puzzle_in_misere_and_last_line_only() -> None:
    for variant, value in ((Variant.MISERE, 0), (Variant.LAST_LINE, 1)):
        empty = puzzles(variant)[0]
        assert (empty.board, empty.value, empty.solution[0]) == (".........", value, 4)
    assert all(p.board != "........." for p in puzzles(Variant.STANDARD))


def test_the_checker_rejects_what_is_not_a_puzzle() -> None:
    # the checker must be able to say no, or the tests above prove nothing
    assert not meets_definition(".........", "standard")  # every first move draws
    assert not meets_definition("XXXOO....", "standard")  # finished
    assert not meets_definition("XO.......", "standard")  # ○ wins with 3 moves: 4, 5 and 7
    assert not meets_definition("XXXOOO...", "standard")  # not reachable
    assert not meets_definition("XO..XOXO.", "misere")  # × is lost
    assert meets_definition("XX..O....", "standard")
    # counting symmetric moves as one matters: without it the counts differ
    loose = [b for b in reachable("standard") if winner(b, "standard") is None
             and minimax(b, "standard")[0] >= 0
             and len(keeping_moves(b, "standard")) == 1 < len(empty_cells(b))]
    assert len({representative(b) for b in loose}) != 303


def test_themes_cover_each_variant() -> None:
    counts = Counter(p.theme for v in Variant for p in puzzles(v))
    for variant in Variant:
        assert set(themes_of(variant)) == {t for t in counts if t.variant is variant}
    assert sum(counts.values()) == 303 + 240 + 279


def test_is_puzzle_agrees_with_the_list_and_its_symmetric_images() -> None:
    for variant in Variant:
        for puzzle in puzzles(variant)[:40]:
            board = puzzle.board
            for image, _ in images(board):
                assert is_puzzle(Position.from_string(image, variant))
                assert canonical_key(key_of(image)) == puzzle.key
    assert not is_puzzle(Position.from_string("XXXOOO...", Variant.STANDARD))  # unreachable


def test_find_puzzles_is_repeatable_and_the_cached_list_is_the_same() -> None:
    assert find_puzzles(Variant.LAST_LINE) == puzzles(Variant.LAST_LINE)


def test_medium_moves_are_what_the_medium_level_plays() -> None:
    rng = random.Random(7)
    for puzzle in puzzles(Variant.STANDARD)[::10] + puzzles(Variant.MISERE)[::10]:
        position = puzzle.position()
        allowed = set(medium_moves(position))
        played = {choose_move(Level.MEDIUM, position, rng) for _ in range(40)}
        assert played == allowed, puzzle.board


def test_hard_moves_are_what_the_hard_level_plays() -> None:
    rng = random.Random(3)
    traps = 0
    for variant in Variant:
        for puzzle in puzzles(variant)[::9]:
            position = puzzle.position()
            allowed = set(hard_moves(position))
            assert allowed == hard_would_play(position), puzzle.board
            played = {choose_move(Level.HARD, position, rng) for _ in range(40)}
            assert played == allowed, puzzle.board
            traps += puzzle.line[0] not in allowed
    assert traps  # Hard falls for some of the puzzles


def test_a_puzzle_plays_its_line_to_the_end_or_to_a_non_puzzle() -> None:
    for variant in Variant:
        for puzzle in puzzles(variant):
            position = puzzle.position()
            for cell in puzzle.line:
                position.push(cell)
            assert position.is_game_over() or not is_puzzle(position), puzzle.board


def test_puzzle_fields() -> None:
    puzzle: Puzzle = next(p for p in puzzles(Variant.STANDARD) if p.board == "XX..O....")
    assert puzzle.to_move.value == "O" and puzzle.value == 0
    assert puzzle.solution_digits[0] == 9 and puzzle.theme is Theme.BLOCK


def test_a_fork_puzzle_wins_by_two_threats_made_now_or_after_a_forced_block() -> None:
    forks = [p for p in puzzles(Variant.STANDARD) if p.theme is Theme.MAKE_FORK]
    assert forks
    for puzzle in forks:
        board, me = puzzle.board, puzzle.to_move.value
        after = play(board, puzzle.line[0])
        made = threats(after, me, "standard")
        if made < 2:  # one threat: the block is forced, and the next move makes two
            assert made == 1 and len(puzzle.line) >= 3, board
            blocked = play(after, puzzle.line[1])
            assert wins_at_once(after, puzzle.line[1], me, "standard"), board
            assert threats(play(blocked, puzzle.line[2]), me, "standard") >= 2, board


def test_every_puzzle_is_found_again_by_its_id() -> None:
    for variant in Variant:
        for puzzle in puzzles(variant):
            assert puzzle_by_id(puzzle.id) is puzzle
    assert puzzle_by_id("standard:.........") is None  # not a puzzle in standard
    assert puzzle_by_id("misere") is None and puzzle_by_id("") is None
