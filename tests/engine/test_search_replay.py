"""The three searches' replays: values against the solver and counts against searches written
apart (``tree_reference``), for every reachable position of every rule.

What is exhaustive: every reachable position of every rule is searched whole by all three
searches (``run_to_end``) and compared with the brute force; alpha-beta and minimax with memory
are also replayed step by step from every reachable position, and plain minimax from every
reachable position three plies or more from the empty board (from nearer ones, up to 550,000
nodes each, a Hypothesis sample of plies one and two, and the counts).
"""

from __future__ import annotations

import functools
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttt_desktop.engine import Position, Variant, solve
from ttt_desktop.engine.search_replay import (
    CENTRE_FIRST,
    ROW_MAJOR,
    Counters,
    Replay,
    Search,
    Step,
    StepKind,
    run_to_end,
)

from ..strategies import examples, games
from . import tree_reference as ref

VARIANTS = list(Variant)


def boards(variant: Variant, least_ply: int = 0) -> list[str]:
    return sorted(board for board in ref.reference.reachable(variant.value)
                  if 9 - board.count(".") >= least_ply)


def expected(board: str, variant: Variant, search: Search,
             order: tuple[int, ...] = ROW_MAJOR) -> tuple[int, Counters]:
    v = variant.value
    if search is Search.MINIMAX:
        return ref.solve(board, v)[0], Counters(ref.tally(board, v)[0], 0, 0)
    if search is Search.ALPHABETA:
        value, nodes, cuts = ref.alphabeta(board, v, order=order)
        return value, Counters(nodes, cuts, 0)
    value, nodes, hits = ref.memo_search(board, v, order)
    return value, Counters(nodes, 0, hits)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("search", list(Search))
def test_every_whole_search_matches_the_solver_and_a_search_written_apart(
        variant: Variant, search: Search) -> None:
    solution = solve(variant)
    for board in boards(variant):
        position = Position.from_string(board, variant)
        result = run_to_end(position, search)
        assert result.value == solution.entry(position).value, board
        assert (result.value, result.counters) == expected(board, variant, search), board
        assert result.search is search


@pytest.mark.parametrize("variant", VARIANTS)
def test_alpha_beta_counts_follow_the_move_order(variant: Variant) -> None:
    for board in boards(variant):
        position = Position.from_string(board, variant)
        for search in (Search.ALPHABETA, Search.MEMO):
            result = run_to_end(position, search, CENTRE_FIRST)
            assert (result.value, result.counters) == expected(board, variant, search,
                                                                CENTRE_FIRST), board


@functools.cache
def children_of(board: str, variant: str) -> dict[int, str]:
    return dict(ref.moves(board, variant))


@functools.cache
def in_order(board: str, variant: str, order: tuple[int, ...]) -> list[int]:
    return [cell for cell in order if cell in children_of(board, variant)]


def check_walk(steps: list[Step], board: str, variant: Variant, search: Search,
               order: tuple[int, ...] = ROW_MAJOR) -> None:
    """The steps are a well-formed search of ``board`` in ``order``: nested enter and leave,
    children in order, values right for each step, counters counting the steps."""
    v = variant.value
    value, counters = expected(board, variant, search, order)
    assert steps[-1].kind is StepKind.LEAVE and steps[-1].path == ()
    assert (steps[-1].value, steps[-1].counters) == (value, counters)
    boards_at: dict[tuple[int, ...], str] = {(): board}
    windows: dict[tuple[int, ...], tuple[int | None, int | None]] = {}
    tried: dict[tuple[int, ...], list[int]] = {}
    open_paths: list[tuple[int, ...]] = []
    running = [0, 0, 0]
    for step in steps:
        path = step.path
        if step.kind is StepKind.ENTER:
            running[0] += 1
            if path:
                parent = path[:-1]
                assert open_paths and open_paths[-1] == parent
                children = children_of(boards_at[parent], v)
                boards_at[path] = children[path[-1]]
                tried[parent].append(path[-1])
            else:
                assert not open_paths
            open_paths.append(path)
            tried[path] = []
            windows[path] = (step.alpha, step.beta)
        elif step.kind is StepKind.LEAVE:
            assert open_paths.pop() == path
            true_value = ref.solve(boards_at[path], v)[0]
            if search is Search.ALPHABETA:
                alpha, beta = windows[path]
                assert alpha is not None and beta is not None
                assert step.value == max(alpha, min(beta, true_value))  # fail-hard
            else:
                assert step.value == true_value
        elif step.kind is StepKind.CUTOFF:
            running[1] += 1
            assert search is Search.ALPHABETA and open_paths[-1] == path
            assert step.alpha is not None and step.beta is not None
            assert step.alpha >= step.beta
            cells = in_order(boards_at[path], v, order)
            assert list(step.skipped) == cells[len(tried[path]):] and step.skipped
        else:
            running[2] += 1
            assert search is Search.MEMO and open_paths[-1] == path[:-1]
            tried[path[:-1]].append(path[-1])
            child = children_of(boards_at[path[:-1]], v)[path[-1]]
            assert step.value == ref.solve(child, v)[0]
        assert step.counters == Counters(*running)
        assert step.depth == len(path)
    for path, cells in tried.items():  # in order, each child once, all of them without a cut
        legal = in_order(boards_at[path], v, order)
        assert cells == legal[:len(cells)]
        if search is not Search.ALPHABETA:
            assert cells == legal


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.slow  # 5-10 s a rule and search
@pytest.mark.parametrize("search", [Search.ALPHABETA, Search.MEMO])
def test_alpha_beta_and_memory_replay_step_by_step_from_every_position(
        variant: Variant, search: Search) -> None:
    for board in boards(variant):
        replay = Replay(Position.from_string(board, variant), search)
        steps = list(replay)
        check_walk(steps, board, variant, search)
        assert replay.finished and replay.step() is None and replay.current is None
        assert replay.counters == steps[-1].counters


@pytest.mark.slow  # about 1.5 million steps a rule
@pytest.mark.parametrize("variant", VARIANTS)
def test_plain_minimax_replays_from_every_position_three_plies_in(variant: Variant) -> None:
    for board in boards(variant, least_ply=3):
        steps = list(Replay(Position.from_string(board, variant), Search.MINIMAX))
        check_walk(steps, board, variant, Search.MINIMAX)


@examples(3)
@given(st.sampled_from(VARIANTS), st.integers(1, 2), st.data())
def test_plain_minimax_replays_from_the_first_plies(variant: Variant, ply: int,
                                                    data: st.DataObject) -> None:
    board = data.draw(st.sampled_from([b for b in boards(variant, ply)
                                       if 9 - b.count(".") == ply]))
    steps = list(Replay(Position.from_string(board, variant), Search.MINIMAX))
    check_walk(steps, board, variant, Search.MINIMAX)


@given(games(finished=False), st.sampled_from([Search.ALPHABETA, Search.MEMO]),
       st.permutations(range(9)))
def test_any_move_order_is_followed(root: Position, search: Search,
                                    order: list[int]) -> None:
    board = root.board_string()
    steps = list(Replay(root, search, order))
    check_walk(steps, board, root.variant, search, tuple(order))
    assert run_to_end(root, search, order).counters == steps[-1].counters


def roots_for(search: Search) -> st.SearchStrategy[Position]:
    """Unfinished roots; for plain minimax only those three plies in (a few thousand steps)."""
    found = games(finished=False)
    if search is Search.MINIMAX:
        found = found.filter(lambda p: p.ply >= 3)
    return found


@given(st.data(), st.sampled_from(list(Search)), st.integers(0, 200))
def test_step_out_and_run_to_the_end_skip_to_where_stepping_would_arrive(
        data: st.DataObject, search: Search, taken: int) -> None:
    root = data.draw(roots_for(search))
    whole = list(Replay(root, search))
    taken = min(taken, len(whole) - 1)
    replay = Replay(root, search)
    for _ in itertools.islice(replay, taken):
        pass
    current = replay.current
    depth = 0 if current is None else len(current)
    assert current == (None if taken == 0 else
                       _open_node(whole[:taken]))
    out = replay.step_out()
    expected_out = next(step for step in whole[taken:]
                        if step.kind is StepKind.LEAVE and step.depth == depth)
    assert out == expected_out
    assert replay.counters == expected_out.counters
    assert replay.run_to_end() == run_to_end(root, search)
    assert replay.finished and replay.step() is None and replay.step_out() is None


def _open_node(steps: list[Step]) -> tuple[int, ...] | None:
    """The node entered and not left after these steps."""
    open_paths: list[tuple[int, ...]] = []
    for step in steps:
        if step.kind is StepKind.ENTER:
            open_paths.append(step.path)
        elif step.kind is StepKind.LEAVE:
            open_paths.pop()
    return open_paths[-1] if open_paths else None


def test_a_finished_root_is_one_node() -> None:
    for search in Search:
        root = Position.from_string("XXXOO....")
        steps = list(Replay(root, search))
        assert [(s.kind, s.path, s.value) for s in steps] == [
            (StepKind.ENTER, (), None), (StepKind.LEAVE, (), -1)]  # X made a line: O lost
        assert run_to_end(root, search).counters == Counters(1, 0, 0)


def test_a_bad_root_or_order_is_refused() -> None:
    with pytest.raises(ValueError, match="cannot be reached"):
        Replay(Position.from_string("XXXOOO..."), Search.MEMO)
    with pytest.raises(ValueError, match="cannot be reached"):
        run_to_end(Position.from_string("XXXOOO..."), Search.MINIMAX)
    with pytest.raises(ValueError, match=r"each cell 0\.\.8 once"):
        run_to_end(Position(), Search.ALPHABETA, (0, 1, 2))
    with pytest.raises(ValueError, match=r"each cell 0\.\.8 once"):
        Replay(Position(), Search.ALPHABETA, (0, 0, 1, 2, 3, 4, 5, 6, 7))
