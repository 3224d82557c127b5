"""A tic-tac-toe written apart from the engine, for the lessons' and the strategy maps' tests.

Boards are 9-character strings (``X``, ``O``, ``.``), row by row from the top; variants are named
by their command-line strings. The minimax is memoised and exact: the winner wins fastest, the
loser holds out longest. Nothing here imports ``ttt_desktop``.
"""

from __future__ import annotations

import functools

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
CELL_OF_DIGIT = {7: 0, 8: 1, 9: 2, 4: 3, 5: 4, 6: 5, 1: 6, 2: 7, 3: 8}
DIGIT_OF_CELL = {cell: digit for digit, cell in CELL_OF_DIGIT.items()}
CORNERS, EDGES, CENTRE = {0, 2, 6, 8}, {1, 3, 5, 7}, 4


def turn(board: str) -> str:
    return "X" if board.count("X") == board.count("O") else "O"


def other(mark: str) -> str:
    return "O" if mark == "X" else "X"


def has_line(board: str, mark: str) -> bool:
    return any(all(board[i] == mark for i in line) for line in LINES)


def play(board: str, cell: int) -> str:
    return board[:cell] + turn(board) + board[cell + 1:]


def ended(board: str, mover: str, variant: str) -> str | None:
    """After ``mover``'s move: "X", "O", "draw", or None while play goes on."""
    mine, theirs, full = has_line(board, mover), has_line(board, other(mover)), "." not in board
    if variant == "standard":
        return mover if mine else "draw" if full else None
    if variant == "misere":
        return other(mover) if mine else "draw" if full else None
    if mine and theirs:  # last line wins: the mover made the later line
        return mover
    if not full:
        return None
    return mover if mine else other(mover) if theirs else "draw"


@functools.cache
def outcomes(board: str, variant: str) -> dict[int, tuple[int, int]]:
    """Each legal move of an unfinished board: (value for the mover, plies to the end, this move
    included) under best play after it: the winner wins fastest, the loser holds out longest."""
    mover = turn(board)
    found = {}
    for cell in range(9):
        if board[cell] != ".":
            continue
        after = play(board, cell)
        status = ended(after, mover, variant)
        if status is not None:
            found[cell] = (0 if status == "draw" else 1 if status == mover else -1, 1)
        else:
            value, plies = best(after, variant)
            found[cell] = (-value, plies + 1)
    return found


@functools.cache
def best(board: str, variant: str) -> tuple[int, int]:
    """The value for the side to move and the plies to the end under best play."""
    scored = outcomes(board, variant).values()
    value = max(v for v, _ in scored)
    plies = [p for v, p in scored if v == value]
    return value, min(plies) if value == 1 else max(plies)


@functools.cache
def reachable(variant: str) -> dict[str, str | None]:
    """Every board legal play reaches, with how it stands (None while play goes on)."""
    seen: dict[str, str | None] = {"." * 9: None}
    todo = ["." * 9]
    while todo:
        board = todo.pop()
        for cell in range(9):
            if board[cell] == ".":
                after = play(board, cell)
                if after not in seen:
                    seen[after] = ended(after, turn(board), variant)
                    if seen[after] is None:
                        todo.append(after)
    return seen


def completions(board: str, mark: str) -> set[int]:
    """The empty cells where ``mark`` would have three in a row."""
    return {cell for line in LINES for cell in line
            if board[cell] == "." and sum(board[i] == mark for i in line) == 2}
