"""Brute-force counts over the game tree, written apart from the engine, to check the game tree
and the search replays against.

Boards are 9-character strings (``"X"``, ``"O"``, ``"."``, row-major) as in :mod:`.reference`,
whose rules this module uses; nothing here imports ``ttt_desktop``. Results are memoised by board
(what lies below a board depends on the board only), never shared with the engine's tables.
"""

from __future__ import annotations

import functools

from . import reference

EMPTY = "." * 9


def status(board: str, variant: str) -> str | None:
    """How a reachable board stands: "X", "O", "draw", or None while play goes on."""
    return reference.reachable(variant)[board]


def moves(board: str, variant: str) -> list[tuple[int, str]]:
    """(cell, board after it) for every legal move, in cell order."""
    if status(board, variant) is not None:
        return []
    mover = reference.to_move(list(board))
    return [(cell, board[:cell] + mover + board[cell + 1:]) for cell in range(9)
            if board[cell] == "."]


@functools.cache
def solve(board: str, variant: str) -> tuple[int, int]:
    """(value for the side to move, plies to the end): fastest win, slowest loss or draw."""
    done = status(board, variant)
    if done is not None:
        if done == "draw":
            return 0, 0
        return (1 if done == reference.to_move(list(board)) else -1), 0
    results = [(-solve(child, variant)[0], solve(child, variant)[1] + 1)
               for _, child in moves(board, variant)]
    value = max(v for v, _ in results)
    plies = [p for v, p in results if v == value]
    return value, (min(plies) if value == 1 else max(plies))


@functools.cache
def tally(board: str, variant: str) -> tuple[int, int, int, int]:
    """(tree nodes below the board, itself included; X wins; O wins; draws)."""
    done = status(board, variant)
    if done is not None:
        return 1, int(done == "X"), int(done == "O"), int(done == "draw")
    total = [1, 0, 0, 0]
    for _, child in moves(board, variant):
        for i, n in enumerate(tally(child, variant)):
            total[i] += n
    return total[0], total[1], total[2], total[3]


@functools.cache
def below(board: str, variant: str) -> frozenset[str]:
    """Every board reachable from this one, itself included."""
    found = {board}
    for _, child in moves(board, variant):
        found |= below(child, variant)
    return frozenset(found)


def canonical(board: str) -> str:
    """The smallest of a board's images under the quarter turns and the mirror."""
    images = []
    for _ in range(4):
        images += [board, "".join(board[i] for i in (2, 1, 0, 5, 4, 3, 8, 7, 6))]
        board = "".join(board[i] for i in (6, 3, 0, 7, 4, 1, 8, 5, 2))
    return min(images)


def images(board: str) -> set[str]:
    """A board's images under the eight symmetries."""
    found = set()
    for _ in range(4):
        found |= {board, "".join(board[i] for i in (2, 1, 0, 5, 4, 3, 8, 7, 6))}
        board = "".join(board[i] for i in (6, 3, 0, 7, 4, 1, 8, 5, 2))
    return found


def layers(root: str, variant: str) -> list[dict[str, tuple[int, tuple[int, ...]]]]:
    """Ply by ply below the root: each board with (move orders from the root that reach it, the
    lexicographically smallest of those move sequences)."""
    found = [{root: (1, ())}]
    while found[-1]:
        following: dict[str, tuple[int, tuple[int, ...]]] = {}
        for board, (orders, path) in found[-1].items():
            for cell, child in moves(board, variant):
                seen = following.get(child)
                step = (*path, cell)
                if seen is None:
                    following[child] = (orders, step)
                else:
                    following[child] = (seen[0] + orders, min(seen[1], step))
        found.append(following)
    return found[:-1]


def alphabeta(board: str, variant: str, alpha: int = -1, beta: int = 1,
              order: tuple[int, ...] = tuple(range(9))) -> tuple[int, int, int]:
    """Fail-hard alpha-beta, no memo: (value, nodes entered, cut-offs that left a child
    untried)."""
    done = status(board, variant)
    if done is not None:
        value = 0 if done == "draw" else 1 if done == reference.to_move(list(board)) else -1
        return min(beta, max(alpha, value)), 1, 0
    by_cell = dict(moves(board, variant))
    cells = [cell for cell in order if cell in by_cell]
    nodes, cuts = 1, 0
    for i, cell in enumerate(cells):
        score, n, c = alphabeta(by_cell[cell], variant, -beta, -alpha, order)
        nodes += n
        cuts += c
        if -score > alpha:
            alpha = -score
        if alpha >= beta:
            if i < len(cells) - 1:
                cuts += 1
            return beta, nodes, cuts
    return alpha, nodes, cuts


def memo_search(root: str, variant: str, order: tuple[int, ...] = tuple(range(9))
                ) -> tuple[int, int, int]:
    """Minimax with a table that starts empty: (value, nodes entered, children read from the
    table)."""
    table: dict[str, int] = {}
    counts = [0, 0]

    def search(board: str) -> int:
        counts[0] += 1
        done = status(board, variant)
        if done is not None:
            value = 0 if done == "draw" else 1 if done == reference.to_move(list(board)) else -1
        else:
            by_cell = dict(moves(board, variant))
            value = -2
            for cell in order:
                if cell not in by_cell:
                    continue
                child = by_cell[cell]
                if child in table:
                    counts[1] += 1
                    score = table[child]
                else:
                    score = search(child)
                value = max(value, -score)
        table[board] = value
        return value

    value = search(root)
    return value, counts[0], counts[1]
