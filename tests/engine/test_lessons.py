"""The lessons, every stage checked against a tic-tac-toe written apart from the engine.

The checker (``minimax.py`` beside this file) has its own rules, its own keypad and its own
memoised minimax (fastest win, slowest loss); it never calls the solver. For every stage of every
lesson it replays the stage as written in the lesson data, and checks that the position is legal
and not finished, that the engine accepts exactly the moves that keep the value (or the fastest
of them, for the tasks that ask for speed), and that the task is borne out: a fork stage's moves
make two threats, a block stage's moves take the square of an opponent's line, a mirror stage's
moves copy the opponent across the centre, and so on.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.lesson_data import LESSONS
from ttt_desktop.engine.lessons import (
    MAX_STAGES,
    MIN_STAGES,
    Lesson,
    LessonError,
    LessonRun,
    Stage,
    Task,
    all_lessons,
    judge,
    lesson,
    lessons,
    load_lessons,
    stars_for,
)
from ttt_desktop.engine.review import ReviewReason, Verdict

from ..strategies import examples
from .minimax import (
    CELL_OF_DIGIT,
    CENTRE,
    CORNERS,
    DIGIT_OF_CELL,
    EDGES,
    best,
    completions,
    ended,
    other,
    outcomes,
    play,
    reachable,
    turn,
)


def board_of(raw: dict[str, str], variant: str) -> str:
    """The stage's board from the lesson data as written: the keypad moves replayed, or the
    board as given. Every move must be legal and the game must go on after each."""
    if "board" in raw:
        return raw["board"]
    board = "." * 9
    for char in raw["moves"].replace(" ", ""):
        cell = CELL_OF_DIGIT[int(char)]
        assert board[cell] == ".", f"{raw['moves']}: {char} is taken"
        assert reachable(variant)[board] is None, f"{raw['moves']}: played after the end"
        board = play(board, cell)
    return board


def expected_accepts(board: str, variant: str, fastest: bool) -> set[int]:
    moves = outcomes(board, variant)
    value = max(v for v, _ in moves.values())
    keeping = {cell: plies for cell, (v, plies) in moves.items() if v == value}
    if fastest:
        quickest = min(keeping.values())
        return {cell for cell, plies in keeping.items() if plies == quickest}
    return set(keeping)


STAGES = [(raw_lesson, number, raw) for raw_lesson in LESSONS
          for number, raw in enumerate(raw_lesson["stages"], 1)]


def stage_of(lesson_id: str, number: int) -> Stage:
    return lesson(lesson_id).stages[number - 1]


# -- the lessons as a whole ----------------------------------------------------------------------


def test_there_are_eight_standard_two_misere_and_two_last_line_lessons() -> None:
    counts = {variant: len(lessons(variant)) for variant in Variant}
    assert counts == {Variant.STANDARD: 8, Variant.MISERE: 2, Variant.LAST_LINE: 2}
    assert len(all_lessons()) == len(LESSONS) == 12
    assert len({item.id for item in all_lessons()}) == 12


def test_every_lesson_has_three_to_six_stages_as_written() -> None:
    assert (MIN_STAGES, MAX_STAGES) == (3, 6)
    for raw, loaded in zip(LESSONS, all_lessons()):
        assert 3 <= len(raw["stages"]) <= 6
        assert len(loaded.stages) == len(raw["stages"])
        assert [s.number for s in loaded.stages] == list(range(1, len(raw["stages"]) + 1))
        assert (loaded.id, loaded.variant.value, loaded.title) == (raw["id"], raw["variant"],
                                                                  raw["title"])


def test_the_lessons_cover_the_topics_in_order() -> None:
    assert [item.id for item in all_lessons()] == [
        "standard-centre", "standard-corners", "standard-block", "standard-fork",
        "standard-corner-centre", "standard-opposite-corner", "standard-traps", "standard-draw",
        "misere-centre", "misere-mirror", "last-line-later", "last-line-centre"]


def test_no_position_is_taught_twice() -> None:
    seen = [(s.variant, s.board) for item in all_lessons() for s in item.stages]
    assert len(seen) == len(set(seen))


# -- every stage against the independent minimax -------------------------------------------------


@pytest.mark.parametrize(("raw_lesson", "number", "raw"), STAGES,
                         ids=[f"{r['id']}-{n}" for r, n, _ in STAGES])
def test_every_stage_accepts_exactly_what_the_minimax_says(raw_lesson, number, raw) -> None:
    variant = raw_lesson["variant"]
    board = board_of(raw, variant)
    assert board in reachable(variant), f"{board} cannot be reached under {variant}"
    assert reachable(variant)[board] is None, f"{board} is finished"
    stage = stage_of(raw_lesson["id"], number)
    assert stage.board == board and stage.variant.value == variant
    task = Task(raw["task"])
    value, _ = best(board, variant)
    assert stage.value == value >= 0
    accepts = expected_accepts(board, variant, task in (Task.WIN_NOW, Task.FASTEST_WIN))
    assert set(stage.accepts) == accepts
    assert stage.accepts_digits == tuple(sorted(DIGIT_OF_CELL[c] for c in accepts))
    legal = {cell for cell in range(9) if board[cell] == "."}
    assert accepts < legal, "a stage must have a wrong move to learn from"
    if "squares" in raw:
        assert accepts <= {"centre": {CENTRE}, "corners": CORNERS, "edges": EDGES}[raw["squares"]]


@pytest.mark.parametrize(("raw_lesson", "number", "raw"), STAGES,
                         ids=[f"{r['id']}-{n}" for r, n, _ in STAGES])
def test_every_stage_bears_its_task_out(raw_lesson, number, raw) -> None:
    variant = raw_lesson["variant"]
    board = board_of(raw, variant)
    me = turn(board)
    value, _ = best(board, variant)
    task = Task(raw["task"])
    accepts = expected_accepts(board, variant, task in (Task.WIN_NOW, Task.FASTEST_WIN))
    slow_and_fast = expected_accepts(board, variant, fastest=False)
    if task in (Task.WIN, Task.WIN_NOW, Task.FASTEST_WIN, Task.FORK):
        assert value == 1
    if task is Task.KEEP_DRAW:
        assert value == 0
    if task is Task.WIN_NOW:  # each accepted move ends the game, won
        assert all(ended(play(board, c), me, variant) == me for c in accepts)
    if task is Task.FASTEST_WIN:  # there is a slower win to avoid
        assert accepts < slow_and_fast
    if task is Task.FORK:  # nothing to complete now; each move then threatens two squares
        assert not completions(board, me)
        assert all(len(completions(play(board, c), me)) >= 2 for c in accepts)
    if task is Task.BLOCK:  # each move takes a square where the opponent would have a line
        assert accepts <= completions(board, other(me))
    if task is Task.ONLY_MOVE:
        assert len(accepts) == 1
    if task is Task.MIRROR:  # the board looks the same turned half round, marks swapped
        for cell in accepts:
            after = play(board, cell)
            assert after[CENTRE] == me
            swapped = after[::-1].translate(str.maketrans("XO", "OX"))
            assert swapped[:4] + swapped[5:] == after[:4] + after[5:]


@pytest.mark.parametrize(("raw_lesson", "number", "raw"), STAGES,
                         ids=[f"{r['id']}-{n}" for r, n, _ in STAGES])
def test_each_explanation_says_the_side_played_in_short_sentences(raw_lesson, number,
                                                                  raw) -> None:
    board = board_of(raw, raw_lesson["variant"])
    symbol = "○" if turn(board) == "X" else "×"
    assert raw["text"].startswith(f"You play {symbol}. ")
    for text in (raw["text"], raw_lesson["intro"]):
        for sentence in re.split(r"(?<=[.:!?])\s+", text):
            assert len(sentence.split()) <= 22, sentence


def test_a_move_is_judged_with_the_reviews_words() -> None:
    for item in all_lessons():
        for stage in item.stages:
            position = stage.position()
            for cell in position.legal_moves():
                judgement = judge(stage, cell)
                assert judgement.accepted is (cell in stage.accepts)
                assert judgement.review.cell == cell and judgement.review.mover is stage.side
                if not judgement.accepted:  # a wrong move always has a reason to give
                    assert judgement.review.verdict is not Verdict.BEST
                    assert judgement.review.reason not in (
                        ReviewReason.WINS_NOW, ReviewReason.BLOCKED, ReviewReason.MADE_FORK,
                        ReviewReason.KEPT_WIN, ReviewReason.KEPT_DRAW, ReviewReason.HELD_OUT)
                elif stage.task.fastest or stage.value == 0:
                    assert judgement.review.verdict is Verdict.BEST


def test_a_stage_refuses_a_move_that_is_not_legal() -> None:
    stage = stage_of("standard-centre", 1)
    taken = next(c for c in range(9) if stage.board[c] != ".")
    with pytest.raises(ValueError, match="not a legal move"):
        judge(stage, taken)


def test_each_task_has_its_own_sentence() -> None:
    sentences = [task.sentence for task in Task]
    assert len(set(sentences)) == len(Task)
    assert all(s.endswith(".") and s[0].isupper() for s in sentences)
    assert {t for t in Task if t.fastest} == {Task.WIN_NOW, Task.FASTEST_WIN}


# -- playing a lesson: mistakes and stars ---------------------------------------------------------


def test_stars_are_three_for_no_mistake_two_for_one_one_for_more() -> None:
    assert [stars_for(n) for n in range(6)] == [3, 2, 1, 1, 1, 1]
    with pytest.raises(ValueError):
        stars_for(-1)


@examples(30)
@given(st.sampled_from(range(12)), st.lists(st.booleans(), max_size=20), st.randoms())
def test_a_run_counts_every_wrong_try_and_moves_on_at_a_right_one(index, tries, rng) -> None:
    item = all_lessons()[index]
    run = LessonRun(item)
    wrong = 0
    for right in tries:
        stage = run.stage
        if stage is None:
            break
        legal = stage.position().legal_moves()
        pool = [c for c in legal if (c in stage.accepts) is right]
        judgement, after = run.play(rng.choice(pool))
        assert judgement.accepted is right
        wrong += not right
        assert after.mistakes == wrong
        assert after.stage_index == run.stage_index + right
        run = after
    while run.stage is not None:
        _, run = run.play(run.stage.accepts[0])
    assert run.finished and run.stage_index == len(item.stages)
    assert run.mistakes == wrong and run.stars == stars_for(wrong)
    with pytest.raises(ValueError, match="finished"):
        run.play(0)


def test_a_lesson_played_without_a_mistake_earns_three_stars() -> None:
    for item in all_lessons():
        run = LessonRun(item)
        while not run.finished:
            assert run.stage is not None
            judgement, run = run.play(run.stage.accepts[-1])
            assert judgement.accepted
        assert (run.mistakes, run.stars) == (0, 3)


# -- lessons that cannot be used are refused, with the lesson and stage named --------------------


def one(stage: dict[str, str]) -> list[dict[str, object]]:
    """A lesson whose second stage is ``stage`` (the others are fine); a ``variant`` key in it
    is the lesson's."""
    stage = dict(stage)
    variant = stage.pop("variant", "standard")
    good = {"board": "........." if variant != "standard" else "X........", "task": "only-move",
            "text": "Answer."}
    return [{"id": "t", "variant": variant, "title": "T", "intro": "I.",
             "stages": [good, stage, good]}]


@pytest.mark.parametrize(("stage", "message"), [
    ({"moves": "5", "task": "fork", "text": "t"}, "not a win"),
    ({"moves": "5 7 3 8", "task": "fork", "text": "t", "answer": "9"}, "unknown key(s) 'answer'"),
    ({"moves": "7 8 5 3 1", "task": "block", "text": "t"}, "has lost"),
    ({"moves": "7 8 6 2", "task": "fork", "text": "t"}, None),  # fine: block and fork
    ({"moves": "7 5 3", "task": "keep-draw", "squares": "corners", "text": "t"},
     "not every accepted move is on the corners"),
    ({"moves": "7 5 3", "task": "block", "text": "t"}, "stops a line"),
    ({"moves": "7 5 3", "task": "only-move", "text": "t"}, "4 moves keep the value"),
    ({"moves": "7 8 3 6", "task": "win", "text": "t"}, None),
    ({"moves": "7 8 3 6", "task": "fastest-win", "text": "t"}, None),
    ({"moves": "7 3", "task": "fastest-win", "text": "t"}, "every winning move is as fast"),
    ({"moves": "7 3", "task": "win-now", "text": "t"}, "does not end the game now"),
    ({"moves": "7 8 5 3", "task": "win", "text": "t"}, None),
    ({"moves": "1 2 3", "task": "fork", "text": "t"}, "not a win"),
    ({"moves": "7 5 3 1 4 2", "task": "fork", "text": "t", "variant": "misere"},
     "not every accepted move makes two threats"),
    ({"moves": "5 8", "task": "mirror", "text": "t"}, "not every accepted move is the mirror"),
    ({"moves": "5 7", "task": "mirror", "text": "t", "variant": "misere"}, None),
    ({"moves": "7 4 8 5 9", "task": "win", "text": "t"}, "already over"),
    ({"board": "XXX.OO...", "task": "win", "text": "t"}, "already over"),
    ({"board": "XO.......", "task": "win", "text": "t", "variant": "last-line"}, None),
    ({"board": "XXXOOO...", "task": "win", "text": "t"}, "cannot be reached"),
    ({"board": "XX.......", "task": "win", "text": "t"}, "impossible mark counts"),
    ({"moves": "7 7", "task": "win", "text": "t"}, "already taken"),
    ({"moves": "7", "board": "X........", "task": "win", "text": "t"}, "one of them"),
    ({"task": "win", "text": "t"}, "one of them"),
    ({"moves": "7", "task": "win faster", "text": "t"}, "unknown task"),
    ({"moves": "7", "task": "keep-draw", "text": ""}, "'text' must be a text"),
    ({"moves": "7", "task": "keep-draw", "squares": "middle", "text": "t"}, "unknown squares"),
    ({"moves": "", "task": "keep-draw", "text": "t"}, "every move is accepted"),
])
def test_a_stage_the_solver_does_not_bear_out_is_refused(stage, message) -> None:
    data = one(stage)
    if message is None:
        (loaded,) = load_lessons(data)
        assert isinstance(loaded, Lesson) and len(loaded.stages) == 3
        return
    with pytest.raises(LessonError, match=rf"lesson 't', stage 2.*{re.escape(message)}"):
        load_lessons(data)


@pytest.mark.parametrize(("change", "message"), [
    ({"stages": []}, "0 stages; a lesson has 3 to 6"),
    ({"stages": [{"moves": "7", "task": "only-move", "text": "t"}] * 7}, "7 stages"),
    ({"stages": "7 5 3"}, "must be a list"),
    ({"variant": "chess"}, "unknown variant"),
    ({"title": None}, "'title' must be a text"),
    ({"id": ""}, "'id' must be a text"),
])
def test_a_lesson_that_is_not_well_formed_is_refused(change, message) -> None:
    data = one({"moves": "5", "task": "keep-draw", "text": "t"})
    data[0].update(change)
    with pytest.raises(LessonError, match=re.escape(message)):
        load_lessons(data)


def test_two_lessons_with_one_id_are_refused() -> None:
    data = one({"moves": "5", "task": "keep-draw", "text": "t"})
    with pytest.raises(LessonError, match="lesson 't': the id is used twice"):
        load_lessons(data + data)


def test_a_stage_knows_its_side_and_position() -> None:
    stage = stage_of("standard-opposite-corner", 1)
    assert stage.side is Mark.O and stage.moves == (0, 4, 8)
    assert stage.position().moves == (0, 4, 8) and stage.position().board_string() == stage.board
    board_stage = stage_of("last-line-later", 3)
    assert board_stage.moves == () and board_stage.side is Mark.O
    assert board_stage.position().board_string() == "O.OX.XXOX"
