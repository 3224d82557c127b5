"""A textbook tic-tac-toe written apart from the engine, to check the engine against.

A list of nine strings (``"X"``, ``"O"``, ``"."``), the eight lines checked one by one, and a
plain minimax with no memo and no pruning. Nothing here imports ``ttt_desktop``: variants are
named by their command-line strings (``"standard"``, ``"misere"``, ``"last-line"``).
"""

from __future__ import annotations

import functools

EMPTY = "."
ROWS = [(0, 1, 2), (3, 4, 5), (6, 7, 8)]
COLUMNS = [(0, 3, 6), (1, 4, 7), (2, 5, 8)]
DIAGONALS = [(0, 4, 8), (2, 4, 6)]
ALL_LINES = ROWS + COLUMNS + DIAGONALS


def other(mark: str) -> str:
    return "O" if mark == "X" else "X"


def has_line(board: list[str], mark: str) -> bool:
    return any(board[a] == board[b] == board[c] == mark for a, b, c in ALL_LINES)


def lines_of(board: list[str], mark: str) -> list[tuple[int, int, int]]:
    return [line for line in ALL_LINES if all(board[i] == mark for i in line)]


def status_after_move(board: list[str], mover: str, variant: str) -> str | None:
    """How the game stands once ``mover`` has just moved: "X", "O", "draw", or None (go on)."""
    full = EMPTY not in board
    mine = has_line(board, mover)
    if variant == "standard":
        if mine:
            return mover
        return "draw" if full else None
    if variant == "misere":
        if mine:
            return other(mover)
        return "draw" if full else None
    if variant == "last-line":
        theirs = has_line(board, other(mover))
        if mine and theirs:  # the mover has just made the second line
            return mover
        if not full:
            return None
        if mine:
            return mover
        if theirs:
            return other(mover)
        return "draw"
    raise ValueError(variant)


def to_move(board: list[str]) -> str:
    return "X" if board.count("X") == board.count("O") else "O"


@functools.cache
def reachable(variant: str) -> dict[str, str | None]:
    """Every board reachable from the empty one, with how it stands (None while play goes on).

    Cached: do not change the dictionary."""
    seen: dict[str, str | None] = {}

    def walk(board: list[str], mover: str, status: str | None) -> None:
        key = "".join(board)
        if key in seen:
            return
        seen[key] = status
        if status is not None:
            return
        for cell in range(9):
            if board[cell] == EMPTY:
                board[cell] = mover
                walk(board, other(mover), status_after_move(board, mover, variant))
                board[cell] = EMPTY

    walk([EMPTY] * 9, "X", None)
    return seen


def count_games(variant: str) -> tuple[int, int, int]:
    """(X wins, O wins, draws) over every distinct move sequence from the empty board."""

    @functools.cache
    def count(key: str) -> tuple[int, int, int]:
        board = list(key)
        mover = to_move(board)
        xs = os = ds = 0
        for cell in range(9):
            if board[cell] != EMPTY:
                continue
            board[cell] = mover
            status = status_after_move(board, mover, variant)
            if status is None:
                a, b, c = count("".join(board))
            else:
                a, b, c = status == "X", status == "O", status == "draw"
            xs, os, ds = xs + a, os + b, ds + c
            board[cell] = EMPTY
        return xs, os, ds

    return count(EMPTY * 9)


def negamax(board: list[str], mover: str, variant: str) -> int:
    """The best score for ``mover``: 100 minus the marks on the final board for a win (sooner is
    better), minus that for a loss (later is better), 0 for a draw."""
    best = -1000
    for cell in range(9):
        if board[cell] != EMPTY:
            continue
        board[cell] = mover
        status = status_after_move(board, mover, variant)
        if status is None:
            score = -negamax(board, other(mover), variant)
        elif status == "draw":
            score = 0
        else:
            marks = 9 - board.count(EMPTY)
            score = 100 - marks if status == mover else marks - 100
        board[cell] = EMPTY
        if score > best:
            best = score
    return best


def move_scores(text: str, variant: str) -> dict[int, int]:
    """Each legal move of an unfinished board with its negamax score for the side to move."""
    board = list(text)
    mover = to_move(board)
    scores = {}
    for cell in range(9):
        if board[cell] != EMPTY:
            continue
        board[cell] = mover
        status = status_after_move(board, mover, variant)
        if status is None:
            scores[cell] = -negamax(board, other(mover), variant)
        elif status == "draw":
            scores[cell] = 0
        else:
            marks = 9 - board.count(EMPTY)
            scores[cell] = 100 - marks if status == mover else marks - 100
        board[cell] = EMPTY
    return scores


def sign(score: int) -> int:
    return (score > 0) - (score < 0)


def solve_board(text: str, variant: str) -> tuple[int, tuple[int, ...], int]:
    """(value for the side to move, every value-keeping move, plies to the end) of an unfinished
    board, under fastest-win / slowest-loss play."""
    scores = move_scores(text, variant)
    top = max(scores.values())
    value = sign(top)
    best = tuple(sorted(cell for cell, score in scores.items() if sign(score) == value))
    marks = 9 - text.count(EMPTY)
    end = 9 if top == 0 else 100 - abs(top)  # a draw always fills the board
    return value, best, end - marks
