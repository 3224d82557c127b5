"""The four computer levels: Perfect against every line of play, Medium's two-ply rules, seeded
matches between the levels, and repeatability."""

from __future__ import annotations

import functools
import itertools
import random
from collections import Counter

import pytest

from ttt_desktop.engine import Mark, Position, Variant, solve
from ttt_desktop.engine.geometry import CENTRE, CORNERS, EDGES
from ttt_desktop.engine.players import HardPlayer, Level, choose_move, player_for


def unfinished_positions(variant: Variant) -> list[Position]:
    """Every reachable position with a move to make, in the order of their keys."""
    positions = (Position.from_key(k, variant) for k in sorted(solve(variant).reachable_keys()))
    return [p for p in positions if not p.is_game_over()]


# -- Perfect against every possible opponent --------------------------------------------------


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("side", [Mark.X, Mark.O])
def test_perfect_never_finishes_below_the_value_of_any_position_it_had_to_move_in(
    variant: Variant, side: Mark
) -> None:
    """Perfect plays ``side``; the opponent tries every legal move at every turn, and Perfect
    tries every move it might draw. Each time Perfect moves it has a promise: (ply, value,
    plies). Every finished game must keep every promise made along its way: never below the
    value; a win comes within the plies; a loss takes at least the plies."""
    solution = solve(variant)
    board = Position(variant)
    promises: list[tuple[int, int, int]] = []
    tally: Counter[int] = Counter()

    def explore() -> None:
        outcome = board.outcome()
        if outcome is not None:
            result = outcome.result_for(side)
            tally[result] += 1
            for ply, value, plies in promises:
                assert result >= value, board.moves
                if value == 1:
                    assert board.ply - ply <= plies, board.moves
                if result == -1:
                    assert board.ply - ply >= plies, board.moves
            return
        if board.turn is not side:
            for cell in board.legal_moves():
                board.push(cell)
                explore()
                board.pop()
            return
        entry = solution.entry(board)
        candidates = set(solution.perfect_candidates(board.key))
        assert candidates, board.moves
        assert candidates <= set(entry.best), board.moves
        promises.append((board.ply, entry.value, entry.plies))
        for cell in sorted(candidates):
            board.push(cell)
            explore()
            board.pop()
        promises.pop()

    explore()
    start = solution.entry(Position(variant)).value * side.sign  # the empty board, for `side`
    assert sum(tally.values()) > 100
    assert min(tally) >= start
    if variant is Variant.STANDARD:
        assert tally[-1] == 0
    if variant is Variant.LAST_LINE and side is Mark.X:
        assert set(tally) == {1}  # opening in the centre wins whatever O does


def test_perfect_never_loses_from_the_empty_standard_board_as_either_side_in_counts() -> None:
    # The same search, summarised: the worst result Perfect can get as X and as O.
    solution = solve(Variant.STANDARD)

    def worst(board: Position, side: Mark) -> int:
        outcome = board.outcome()
        if outcome is not None:
            return outcome.result_for(side)
        if board.turn is side:
            moves = set(solution.perfect_candidates(board.key))
        else:
            moves = set(board.legal_moves())
        results = []
        for cell in moves:
            board.push(cell)
            results.append(worst(board, side))
            board.pop()
        return min(results)

    assert worst(Position(), Mark.X) == 0
    assert worst(Position(), Mark.O) == 0


@pytest.mark.parametrize("variant", list(Variant))
def test_the_perfect_player_chooses_a_candidate_in_every_position(variant: Variant) -> None:
    solution = solve(variant)
    rng = random.Random(7)
    for position in unfinished_positions(variant):
        move = choose_move(Level.PERFECT, position, rng)
        assert move in solution.perfect_candidates(position.key)
        assert move in solution.entry(position).best


def test_perfect_takes_the_win() -> None:
    board = Position.from_string("XX.OO....")  # X can win at 2 (O threatens 5)
    assert {choose_move(Level.PERFECT, board, random.Random(s)) for s in range(50)} == {2}


def test_perfect_blocks_a_line() -> None:
    board = Position(moves=[0, 4, 1])  # X threatens 2
    assert {choose_move(Level.PERFECT, board, random.Random(s)) for s in range(50)} == {2}


def test_perfect_wins_by_the_fastest_route() -> None:
    # X: 0 4, O: 1 3. Cell 8 wins at once; 2 and 6 also win, but only two moves later.
    board = Position.from_string("XO.OX....")
    entry = solve(Variant.STANDARD).entry(board)
    assert (entry.value, entry.best, entry.plies) == (1, (2, 6, 8), 1)
    assert {choose_move(Level.PERFECT, board, random.Random(s)) for s in range(50)} == {8}


def test_perfect_loses_as_slowly_as_possible() -> None:
    # X: 0 4, O: 1 and O to move is lost. Blocking at 8 holds out for 4 plies; any other move
    # lets X win at once.
    board = Position.from_string("XO..X....")
    entry = solve(Variant.STANDARD).entry(board)
    assert (entry.value, entry.plies) == (-1, 4)
    assert {choose_move(Level.PERFECT, board, random.Random(s)) for s in range(50)} == {8}


def test_perfect_opening_is_centre_corner_or_edge_about_one_third_each() -> None:
    names = {CENTRE: "centre", **dict.fromkeys(CORNERS, "corner"), **dict.fromkeys(EDGES, "edge")}
    rng = random.Random(2024)
    draws = [choose_move(Level.PERFECT, Position(), rng) for _ in range(3000)]
    classes = Counter(names[cell] for cell in draws)
    assert set(draws) == set(range(9))
    for name in ("centre", "corner", "edge"):
        assert 0.29 < classes[name] / 3000 < 0.38, classes


def test_the_perfect_player_rejects_an_unreachable_position() -> None:
    board = Position.from_string("XXXOOO...")
    with pytest.raises(ValueError):
        choose_move(Level.PERFECT, board, random.Random(0))


# -- every level -------------------------------------------------------------------------------


def test_level_names_are_read_and_unknown_ones_rejected() -> None:
    assert Level.parse(" Hard ") is Level.HARD
    assert [level.title for level in Level] == ["Easy", "Medium", "Hard", "Perfect"]
    assert all(level.description for level in Level)
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        Level.parse("expert")


@pytest.mark.parametrize("level", list(Level))
def test_every_level_refuses_to_move_in_a_finished_game(level: Level) -> None:
    board = Position(moves=[0, 3, 1, 4, 2])
    with pytest.raises(ValueError, match="game is over"):
        choose_move(level, board, random.Random(0))


def sample_positions(variant: Variant, count: int, seed: int) -> list[Position]:
    return random.Random(seed).sample(unfinished_positions(variant), count)


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("level", list(Level))
def test_every_level_plays_a_legal_move_and_leaves_the_position_alone(
    variant: Variant, level: Level
) -> None:
    for position in sample_positions(variant, 150, seed=1):
        before = (position.key, position.moves)
        move = choose_move(level, position, random.Random(3))
        assert position.is_legal(move)
        assert (position.key, position.moves) == before


@pytest.mark.parametrize("level", list(Level))
def test_the_same_seed_gives_the_same_move(level: Level) -> None:
    for variant in Variant:
        for position in sample_positions(variant, 40, seed=2):
            for seed in (0, 1, 99):
                first = choose_move(level, position, random.Random(seed))
                assert choose_move(level, position, random.Random(seed)) == first


@pytest.mark.parametrize("level", [Level.EASY, Level.MEDIUM, Level.HARD, Level.PERFECT])
def test_levels_use_the_generator_to_vary_their_choice(level: Level) -> None:
    board = Position(moves=[4])  # every corner is as good as another for O
    moves = {choose_move(level, board, random.Random(seed)) for seed in range(100)}
    assert len(moves) > 1


def test_player_for_returns_the_shared_player_of_each_level() -> None:
    assert player_for(Level.HARD) is player_for(Level.HARD)
    board = Position(moves=[0, 4, 1])
    assert player_for(Level.MEDIUM).choose_move(board, random.Random(0)) == 2


def test_hard_depth_must_be_positive() -> None:
    with pytest.raises(ValueError):
        HardPlayer(depth=0)


# -- Medium: win now, else do not lose now or hand over a win ---------------------------------


def test_medium_takes_an_immediate_win() -> None:
    board = Position.from_string("XX.OO....")  # X wins at 2; O threatens 5
    assert {choose_move(Level.MEDIUM, board, random.Random(s)) for s in range(100)} == {2}


def test_medium_blocks_an_immediate_threat() -> None:
    board = Position(moves=[0, 4, 8, 6])  # O: 4 6, threatens 2; X to move
    assert {choose_move(Level.MEDIUM, board, random.Random(s)) for s in range(100)} == {2}


def test_medium_in_misere_never_completes_its_own_line_when_it_has_another_option() -> None:
    board = Position(Variant.MISERE, moves=[0, 4, 1, 8])  # X: 0 1, O: 4 8; 2 would lose
    moves = {choose_move(Level.MEDIUM, board, random.Random(s)) for s in range(200)}
    assert 2 not in moves
    assert moves == {3, 5, 6, 7}


def test_medium_in_misere_completes_a_line_only_when_forced() -> None:
    board = Position.from_string("XO..XOXO.", Variant.MISERE)  # every free cell makes X's line
    assert choose_move(Level.MEDIUM, board, random.Random(0)) in (2, 3, 8)


def immediate_result(position: Position, cell: int) -> tuple[int | None, bool]:
    """(the mover's result if the game ends with ``cell``, whether the opponent then has a
    move that wins at once)."""
    me = position.turn
    after = position.copy()
    after.push(cell)
    outcome = after.outcome()
    if outcome is not None:
        return outcome.result_for(me), False
    opponent_wins = False
    for reply in after.legal_moves():
        after.push(reply)
        reply_outcome = after.outcome()
        after.pop()
        if reply_outcome is not None and reply_outcome.result_for(me) == -1:
            opponent_wins = True
    return None, opponent_wins


@pytest.mark.parametrize("variant", list(Variant))
def test_medium_follows_its_two_ply_rules_in_every_position(variant: Variant) -> None:
    rng = random.Random(5)
    for position in unfinished_positions(variant):
        looks = {cell: immediate_result(position, cell) for cell in position.legal_moves()}
        wins = {c for c, (result, _) in looks.items() if result == 1}
        safe = {c for c, (result, hands_over) in looks.items() if result != -1 and not hands_over}
        move = choose_move(Level.MEDIUM, position, rng)
        if wins:
            assert move in wins, position
        elif safe:
            assert move in safe, position


# -- Hard ------------------------------------------------------------------------------------


def test_hard_takes_an_immediate_win_and_blocks_a_threat() -> None:
    win = Position.from_string("XX.OO....")
    assert {choose_move(Level.HARD, win, random.Random(s)) for s in range(20)} == {2}
    block = Position(moves=[0, 4, 8, 6])
    assert {choose_move(Level.HARD, block, random.Random(s)) for s in range(20)} == {2}


# -- seeded matches between the levels --------------------------------------------------------

GAMES = 200


@functools.cache
def match(variant: Variant, weaker: Level, stronger: Level) -> tuple[int, int, int]:
    """(stronger's wins, weaker's wins, draws) over GAMES seeded games, first move alternating."""
    rng = random.Random(f"{variant.value}:{weaker.value}:{stronger.value}")
    wins = losses = draws = 0
    for game in range(GAMES):
        stronger_side = Mark.X if game % 2 == 0 else Mark.O
        board = Position(variant)
        while not board.is_game_over():
            level = stronger if board.turn is stronger_side else weaker
            board.push(choose_move(level, board, rng))
        outcome = board.outcome()
        assert outcome is not None
        result = outcome.result_for(stronger_side)
        wins, losses, draws = wins + (result == 1), losses + (result == -1), draws + (result == 0)
    return wins, losses, draws


PAIRS = list(itertools.combinations(list(Level), 2))


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize(
    ("weaker", "stronger"), PAIRS, ids=[f"{a.value}-{b.value}" for a, b in PAIRS]
)
def test_each_level_scores_at_least_as_well_as_a_weaker_one(
    variant: Variant, weaker: Level, stronger: Level
) -> None:
    wins, losses, draws = match(variant, weaker, stronger)
    assert wins + losses + draws == GAMES
    # win = 1, draw = 0.5: the stronger level's score is at least the weaker level's.
    assert wins + draws / 2 >= losses + draws / 2


@pytest.mark.parametrize("weaker", [Level.EASY, Level.MEDIUM, Level.HARD])
def test_perfect_never_loses_a_standard_game_to_any_level(weaker: Level) -> None:
    _, losses, _ = match(Variant.STANDARD, weaker, Level.PERFECT)
    assert losses == 0


def test_hard_can_be_beaten() -> None:
    wins, _, _ = match(Variant.STANDARD, Level.HARD, Level.PERFECT)
    assert wins >= 1


def test_a_seeded_match_replays_move_for_move() -> None:
    def replay(seed: int) -> list[tuple[int, ...]]:
        rng = random.Random(seed)
        games = []
        for game in range(10):
            board = Position(Variant.LAST_LINE)
            levels = itertools.cycle(
                [Level.HARD, Level.MEDIUM] if game % 2 else [Level.MEDIUM, Level.HARD]
            )
            while not board.is_game_over():
                board.push(choose_move(next(levels), board, rng))
            games.append(board.moves)
        return games

    assert replay(11) == replay(11)
    assert replay(11) != replay(12)
