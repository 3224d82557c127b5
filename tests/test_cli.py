"""``ttt-solve``: run as a program (subprocess) and in-process (``main``), output and errors."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable

import pytest

from ttt_desktop.cli import main
from ttt_desktop.engine import Position, Variant, solve
from ttt_desktop.engine.notation import cell_from_digit, keypad_digit
from ttt_desktop.engine.stats import game_stats

Run = Callable[..., tuple[int, str, str]]

#: The cells in board order (row-major, top left first) as keypad digits.
KEYPAD_ORDER = [7, 8, 9, 4, 5, 6, 1, 2, 3]


def run_program(*args: str) -> tuple[int, str, str]:
    """Run ``python -m ttt_desktop.cli ARGS``: (exit status, stdout, stderr)."""
    done = subprocess.run(
        [sys.executable, "-m", "ttt_desktop.cli", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )
    return done.returncode, done.stdout, done.stderr


@pytest.fixture
def run_inside(capsys: pytest.CaptureFixture[str]) -> Run:
    """Call ``ttt_desktop.cli.main(ARGS)``: (exit status, stdout, stderr)."""

    def run(*args: str) -> tuple[int, str, str]:
        status = main(list(args))
        out, err = capsys.readouterr()
        return status, out, err

    return run


@pytest.fixture(params=["program", "in-process"])
def run(request: pytest.FixtureRequest, capsys: pytest.CaptureFixture[str]) -> Run:
    if request.param == "program":
        return run_program

    def inside(*args: str) -> tuple[int, str, str]:
        status = main(list(args))
        out, err = capsys.readouterr()
        return status, out, err

    return inside


def ok_json(run: Run, *args: str) -> object:
    status, out, err = run(*args)
    assert (status, err) == (0, ""), err
    return json.loads(out)


# -- first-moves ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "values"),
    [
        ("standard", [0, 0, 0, 0, 0, 0, 0, 0, 0]),
        ("misere", [-1, -1, -1, -1, 0, -1, -1, -1, -1]),
        ("last-line", [0, 0, 0, 0, 1, 0, 0, 0, 0]),
    ],
)
def test_first_moves_json_is_a_list_of_nine_values(
    run: Run, variant: str, values: list[int]
) -> None:
    data = ok_json(run, "first-moves", "--variant", variant, "--format", "json")
    assert data == values
    assert isinstance(data, list) and all(type(v) is int for v in data)


def test_first_moves_defaults_to_the_standard_rules(run_inside: Run) -> None:
    assert ok_json(run_inside, "first-moves", "--format", "json") == [0] * 9


@pytest.mark.parametrize(
    "args",
    [
        ["--variant", "misere", "--format", "json", "first-moves"],
        ["first-moves", "--variant", "misere", "--format", "json"],
        ["--variant", "misere", "first-moves", "--format", "json"],
        ["--format", "json", "first-moves", "--variant", "misere"],
    ],
)
def test_options_work_before_and_after_the_sub_command(run_inside: Run, args: list[str]) -> None:
    assert ok_json(run_inside, *args) == [-1, -1, -1, -1, 0, -1, -1, -1, -1]


def test_an_option_after_the_sub_command_overrides_the_one_before(run_inside: Run) -> None:
    args = ["--variant", "misere", "first-moves", "--variant", "last-line", "--format", "json"]
    assert ok_json(run_inside, *args) == [0, 0, 0, 0, 1, 0, 0, 0, 0]


def test_first_moves_text_names_each_cell_and_its_result(run_inside: Run) -> None:
    status, out, err = run_inside("--variant", "misere", "first-moves")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith("First moves under the misère rules")
    cell_lines = [line for line in lines if line.lstrip().startswith("cell ")]
    assert len(cell_lines) == 9
    assert "draw" in cell_lines[4] and "row 2, column 2" in cell_lines[4]
    assert [line.split()[1] for line in cell_lines] == list("789456123")  # keypad digits
    for cell in (0, 1, 2, 3, 5, 6, 7, 8):
        assert "second player wins" in cell_lines[cell]
        assert "-1" in cell_lines[cell]


# -- table ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("variant", "count"), [("standard", 5478), ("last-line", 6046)])
def test_table_json_is_one_object_with_every_reachable_board(variant: str, count: int) -> None:
    status, out, err = run_program("table", "--variant", variant, "--format", "json")
    assert (status, err) == (0, "")
    table = json.loads(out)  # fails on anything after the one object
    assert isinstance(table, dict)
    assert len(table) == count
    solution = solve(Variant(variant))
    expected = {Position.from_key(k).board_string() for k in solution.reachable_keys()}
    assert set(table) == expected
    for board, row in table.items():
        assert len(board) == 9 and set(board) <= {"X", "O", "."}
        assert board.count("X") - board.count("O") in (0, 1)
        assert set(row) == {"value", "best", "plies"}
        assert row["value"] in (-1, 0, 1) and type(row["value"]) is int
        assert type(row["plies"]) is int and row["plies"] >= 0
        best = row["best"]  # keypad digits, in board order: 7 8 9 4 5 6 1 2 3
        assert isinstance(best, list) and len(best) == len(set(best))
        assert best == sorted(best, key=KEYPAD_ORDER.index)
        assert all(type(d) is int and board[cell_from_digit(d)] == "." for d in best)
        finished = Position.from_string(board, Variant(variant)).is_game_over()
        assert finished == (best == []) == (row["plies"] == 0), board
        entry = solution.entry(Position.from_string(board, Variant(variant)))
        assert row == {"value": entry.value, "best": [keypad_digit(c) for c in entry.best],
                       "plies": entry.plies}


@pytest.mark.parametrize(
    ("variant", "board", "row"),
    [
        ("standard", ".........", {"value": 0, "best": KEYPAD_ORDER, "plies": 9}),
        ("standard", "X........", {"value": 0, "best": [5], "plies": 8}),
        ("standard", "XO.......", {"value": 1, "best": [4, 5, 1], "plies": 5}),
        ("standard", "XOXOXOOX.", {"value": 1, "best": [3], "plies": 1}),
        ("standard", "XXXOO....", {"value": -1, "best": [], "plies": 0}),
        ("standard", "XOXXOOOXX", {"value": 0, "best": [], "plies": 0}),
        ("misere", ".........", {"value": 0, "best": [5], "plies": 9}),
        ("misere", "XO..XOXO.", {"value": -1, "best": [9, 4, 3], "plies": 1}),
        ("last-line", "XXXOOO...", {"value": -1, "best": [], "plies": 0}),
    ],
)
def test_table_json_has_the_known_entries(
    run_inside: Run, variant: str, board: str, row: dict[str, object]
) -> None:
    table = ok_json(run_inside, "--format", "json", "--variant", variant, "table")
    assert isinstance(table, dict)
    assert table[board] == row


def test_last_line_table_says_only_the_centre_wins_from_the_empty_board(run_inside: Run) -> None:
    table = ok_json(run_inside, "table", "--variant", "last-line", "--format", "json")
    assert isinstance(table, dict)
    assert table["........."]["value"] == 1
    assert table["........."]["best"] == [5]  # the centre
    assert "XXXOO...." in table and table["XXXOO...."]["best"] != []  # a line alone plays on


def test_table_text_lists_every_position_for_reading(run_inside: Run) -> None:
    status, out, err = run_inside("table")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "# 5478 positions reachable under the standard rules"
    rows = [line for line in lines if not line.startswith("#")]
    assert len(rows) == 5478
    empty = next(line for line in rows if line.startswith("........."))
    assert empty.split()[1:4] == ["X", "draw", "9"]
    assert empty.split()[4:] == [str(d) for d in KEYPAD_ORDER]
    won = next(line for line in rows if line.startswith("XXXOO...."))
    assert "(game over)" in won


def test_table_survives_a_reader_that_stops_early() -> None:
    # `ttt-solve table | head -c 100`: no traceback when the pipe closes.
    proc = subprocess.Popen(
        [sys.executable, "-m", "ttt_desktop.cli", "table"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.read(100)
    proc.stdout.close()
    err = proc.stderr.read()
    proc.stderr.close()
    proc.wait(timeout=60)
    assert b"Traceback" not in err


# -- analyze --------------------------------------------------------------------------------


def test_analyze_json_gives_each_move_the_best_moves_and_each_level(run: Run) -> None:
    data = ok_json(run, "analyze", "XO..X...O", "--format", "json")
    assert isinstance(data, dict)
    assert data["board"] == "XO..X...O"
    assert data["variant"] == "standard"
    assert data["to_move"] == "X"
    assert (data["value"], data["plies"], data["best"]) == (1, 3, [4, 1])  # keypad digits
    assert data["moves"] == [
        {"cell": 9, "result": "draw", "plies": 5},
        {"cell": 4, "result": "win", "plies": 3},
        {"cell": 6, "result": "draw", "plies": 5},
        {"cell": 1, "result": "win", "plies": 3},
        {"cell": 2, "result": "draw", "plies": 5},
    ]
    levels = data["levels"]
    assert set(levels) == {"easy", "medium", "hard", "perfect"}
    assert all(levels[name] in (9, 4, 6, 1, 2) for name in levels)
    assert levels["perfect"] in (4, 1)


def test_analyze_is_repeatable_for_a_seed(run_inside: Run) -> None:
    first = ok_json(run_inside, "analyze", ".........", "--seed", "5", "--format", "json")
    again = ok_json(run_inside, "analyze", ".........", "--seed", "5", "--format", "json")
    assert first == again


def test_analyze_text_marks_the_best_moves(run_inside: Run) -> None:
    status, out, err = run_inside("analyze", "XO..X...O")
    assert (status, err) == (0, "")
    assert "X to move under the standard rules: win in 3 plies with perfect play." in out
    best_rows = [line.split() for line in out.splitlines() if line.endswith("<- best")]
    assert [row[:3] for row in best_rows] == [["4", "win", "3"], ["1", "win", "3"]]
    assert "best moves: 4 1" in out
    assert "levels (seed 0): easy" in out


def test_analyze_follows_the_variant(run_inside: Run) -> None:
    data = ok_json(run_inside, "analyze", "XO..XOXO.", "--variant", "misere", "--format", "json")
    assert isinstance(data, dict)
    assert (data["value"], data["best"], data["plies"]) == (-1, [9, 4, 3], 1)
    assert {m["result"] for m in data["moves"]} == {"loss"}


# -- tree -----------------------------------------------------------------------------------

TREE_KEYS = {"board", "variant", "to_move", "value", "plies", "nodes", "games", "positions",
             "classes", "alphabeta_nodes", "alphabeta_cutoffs", "memory_hits", "children"}


@pytest.mark.parametrize("variant", [v.value for v in Variant])
def test_tree_json_gives_the_counts_of_the_engine_for_the_empty_board(run: Run,
                                                                      variant: str) -> None:
    from ttt_desktop.engine.game_tree import subtree_counts
    from ttt_desktop.engine.search_replay import Search, run_to_end

    data = ok_json(run, "tree", ".........", "--variant", variant, "--format", "json")
    assert isinstance(data, dict) and set(data) == TREE_KEYS
    root = Position(Variant(variant))
    counts = subtree_counts(root)
    alphabeta = run_to_end(root, Search.ALPHABETA).counters
    entry = solve(Variant(variant)).entry(root)
    assert (data["value"], data["plies"], data["to_move"]) == (entry.value, entry.plies, "X")
    assert (data["nodes"], data["games"], data["positions"], data["classes"]) == (
        counts.nodes, counts.games, counts.positions, counts.classes)
    assert (data["alphabeta_nodes"], data["alphabeta_cutoffs"]) == (alphabeta.nodes,
                                                                    alphabeta.cutoffs)
    assert data["memory_hits"] == run_to_end(root, Search.MEMO).counters.hits
    stats = game_stats(Variant(variant))
    assert (data["positions"], data["classes"], data["games"]) == (
        stats.positions, stats.symmetry_classes, stats.games)
    assert [child["cell"] for child in data["children"]] == KEYPAD_ORDER
    assert all(set(child) == {"cell", "value", "plies"} for child in data["children"])


def test_tree_json_has_the_published_standard_figures(run_inside: Run) -> None:
    data = ok_json(run_inside, "--format", "json", "tree", ".........")
    assert isinstance(data, dict)
    assert (data["nodes"], data["games"], data["positions"], data["classes"]) == (
        549_946, 255_168, 5478, 765)


@pytest.mark.parametrize(("variant", "board"), [("standard", "X...O...."), ("standard", "58"),
                                                ("misere", "XO..XOXO."),
                                                ("last-line", "XXXOO....")])
def test_tree_children_say_what_analyze_says_of_each_move(run_inside: Run, variant: str,
                                                          board: str) -> None:
    tree = ok_json(run_inside, "tree", board, "--variant", variant, "--format", "json")
    moves = ok_json(run_inside, "analyze", board, "--variant", variant, "--format", "json")
    assert isinstance(tree, dict) and isinstance(moves, dict)
    results = {"win": 1, "draw": 0, "loss": -1}
    assert tree["children"] == [{"cell": m["cell"], "value": results[m["result"]],
                                 "plies": m["plies"]} for m in moves["moves"]]
    assert (tree["board"], tree["value"], tree["plies"]) == (moves["board"], moves["value"],
                                                             moves["plies"])


def test_tree_depth_nests_the_children_with_plies_from_the_root(run_inside: Run) -> None:
    data = ok_json(run_inside, "tree", "X...O....", "--depth", "3", "--format", "json")
    assert isinstance(data, dict)
    solution = solve(Variant.STANDARD)
    seen = 0

    def check(children: list[dict[str, object]], moves: list[int], levels: int) -> None:
        nonlocal seen
        position = Position(Variant.STANDARD, [0, 4, *moves])
        assert [c["cell"] for c in children] == [keypad_digit(m) for m in
                                                 position.legal_moves()]
        for child in children:
            seen += 1
            cell = cell_from_digit(int(str(child["cell"])))
            after = Position(Variant.STANDARD, [0, 4, *moves, cell])
            entry = solution.entry(after)
            assert child["value"] == -entry.value
            assert child["plies"] == len(moves) + 1 + entry.plies
            if levels > 1:
                nested = child["children"]
                assert isinstance(nested, list)
                check(nested, [*moves, cell], levels - 1)
            else:
                assert "children" not in child

    check(data["children"], [], 3)
    assert seen == 7 + 7 * 6 + 7 * 6 * 5


def test_tree_of_a_finished_game_is_its_one_node(run_inside: Run) -> None:
    data = ok_json(run_inside, "tree", "74859", "--format", "json")  # ○ made the top row
    assert isinstance(data, dict)
    assert (data["value"], data["plies"], data["nodes"], data["games"], data["children"]) == (
        -1, 0, 1, 1, [])
    data = ok_json(run_inside, "tree", "5", "--depth", "0", "--format", "json")
    assert isinstance(data, dict) and data["children"] == []


def test_tree_text_shows_the_counts_and_each_move_by_its_keypad_digit(run_inside: Run) -> None:
    status, out, err = run_inside("tree", ".........")
    assert (status, err) == (0, "")
    assert ("Below: 549946 nodes of the full game tree, 255168 finished games, 5478 positions, "
            "765 up to symmetry.") in out
    rows = [line.split() for line in out.splitlines() if line[:1].isdigit()]
    assert [row[0] for row in rows] == [str(d) for d in KEYPAD_ORDER]
    assert all(row[1:4] == ["draw", "9", "*"] for row in rows)


def test_tree_dot_is_one_graphviz_digraph_to_the_depth(run_inside: Run) -> None:
    status, out, err = run_inside("--format", "dot", "tree", "X...O....", "--depth", "2")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith("digraph ") and lines[-1] == "}"
    edges = [line for line in lines if " -> " in line]
    assert len(edges) == 7 + 7 * 6
    labels = [line.split('label="')[1].split('"')[0] for line in edges if line.startswith("  n0 ")]
    assert labels == ["8", "9", "4", "6", "1", "2", "3"]
    dot = shutil.which("dot")
    assert dot is not None or not os.environ.get("CI"), "CI installs Graphviz (setup-env --e2e)"
    if dot is not None:  # Graphviz reads it, when it is installed
        done = subprocess.run([dot, "-Tsvg"], input=out, capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == 0, done.stderr


# -- stats ----------------------------------------------------------------------------------


def test_stats_json_gives_the_standard_counts(run: Run) -> None:
    data = ok_json(run, "stats", "--format", "json")
    assert isinstance(data, dict)
    assert data["positions"] == 5478
    assert data["games"] == 255_168
    assert data["first_player_wins"] == 131_184
    assert data["second_player_wins"] == 77_904
    assert data["draws"] == 46_080
    assert data["symmetry_classes"] == 765
    assert data["value_of_empty_board"] == 0


def test_stats_follow_the_variant(run_inside: Run) -> None:
    data = ok_json(run_inside, "--variant", "last-line", "stats", "--format", "json")
    assert isinstance(data, dict)
    stats = game_stats(Variant.LAST_LINE)
    assert data["variant"] == "last-line"
    assert data["positions"] == 6046
    assert (data["games"], data["first_player_wins"]) == (stats.games, stats.first_player_wins)
    assert data["value_of_empty_board"] == 1


def test_stats_text_is_readable(run_inside: Run) -> None:
    status, out, err = run_inside("stats")
    assert (status, err) == (0, "")
    assert any(line.split() == ["positions", "5478"] for line in out.splitlines())
    assert any(line.split() == ["symmetry", "classes", "765"] for line in out.splitlines())


# -- puzzles --------------------------------------------------------------------------------


@pytest.mark.parametrize(("variant", "count"), [("standard", 303), ("misere", 240),
                                                ("last-line", 279)])
def test_puzzles_json_lists_every_puzzle_with_its_fields(run: Run, variant: str,
                                                         count: int) -> None:
    from ttt_desktop.engine.puzzles import puzzles

    data = ok_json(run, "--variant", variant, "--format", "json", "puzzles")
    assert isinstance(data, list) and len(data) == count
    table = ok_json(run_program, "--variant", variant, "--format", "json", "table")
    assert isinstance(table, dict)
    for entry, puzzle in zip(data, puzzles(Variant(variant))):
        assert set(entry) == {"board", "to_move", "value", "plies", "solution", "theme",
                              "difficulty"}
        assert entry["board"] in table  # the same 9-character boards as `table`
        row = table[entry["board"]]
        assert (entry["value"], entry["plies"]) == (row["value"], row["plies"])
        assert entry["value"] in (0, 1) and entry["to_move"] in ("X", "O")
        assert entry["solution"] and all(type(d) is int and 1 <= d <= 9
                                         for d in entry["solution"])
        assert entry == {"board": puzzle.board, "to_move": puzzle.to_move.value,
                         "value": puzzle.value, "plies": puzzle.plies,
                         "solution": list(puzzle.solution_digits), "theme": puzzle.theme.value,
                         "difficulty": puzzle.difficulty}
        assert type(entry["difficulty"]) is int


def test_puzzles_json_has_the_empty_board_in_misere_with_the_centre(run_inside: Run) -> None:
    data = ok_json(run_inside, "puzzles", "--variant", "misere", "--format", "json")
    assert isinstance(data, list)
    empty = next(p for p in data if p["board"] == ".........")
    assert (empty["to_move"], empty["value"], empty["solution"][0]) == ("X", 0, 5)


def test_puzzles_text_is_one_readable_line_per_puzzle(run_inside: Run) -> None:
    status, out, err = run_inside("puzzles", "--variant", "last-line")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith("# 279 puzzles under the last line wins rules")
    rows = [line for line in lines if not line.startswith("#")]
    assert len(rows) == 279
    empty = rows[0].split()
    assert empty[:5] == [".........", "X", "win", "9", "5"]
    assert rows[0].endswith("the later line")


# -- bad input: one line on stderr, status 2, no traceback -----------------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["analyze", "XO"], "9 cells"),
        (["analyze", "XO........"], "9 cells"),
        (["analyze", "XO..Z...."], "bad character"),
        (["analyze", "XX......."], "impossible mark counts"),
        (["analyze", "OO.X....."], "impossible mark counts"),
        (["analyze", "XXXOO...."], "already over"),
        (["analyze", "XOXXOOOXX"], "already over"),
        (["analyze", "XXXOOO..."], "cannot be reached"),
        (["--variant", "last-line", "analyze", "XXXOOO..."], "already over"),
        (["--variant", "chess", "stats"], "invalid choice: 'chess'"),
        (["stats", "--variant", "chess"], "invalid choice: 'chess'"),
        (["stats", "--colour", "red"], "unrecognized arguments"),
        (["--format", "xml", "first-moves"], "invalid choice: 'xml'"),
        (["solve"], "invalid choice: 'solve'"),
        ([], "required"),
        (["analyze"], "required"),
        (["analyze", "X........", "--seed", "many"], "invalid int value"),
        (["analyze", "5 5"], "line 1, column 3: cell 5 is already taken"),
        (["review", "55"], "line 1, column 2: cell 5 is already taken"),
        (["review", "7485963"], "the game is already over"),
        (["review", "5x"], "a keypad digit 1-9 must follow x"),
        (["review", "57x"], "× is written where ○ is to move"),
        (["review", "5703"], "0 is not a move"),
        (["review", "5;7"], "';' is not a move"),
        # int() refuses a number of 4,301 digits with a bare ValueError (a traceback, status 1)
        (["review", "1" * 4301 + ". ○5"], "expected move number 1, not a number of 4301"),
        (["analyze", "7" * 5000 + "."], "expected move number 1, not a number of 5000"),
        (["--variant", "misere", "review", "748596"], "the game is already over"),
        (["review"], "required"),
        (["puzzles", "extra"], "unrecognized arguments: extra"),
        (["puzzles", "--variant", "go"], "invalid choice: 'go'"),
        (["map"], "the following arguments are required: --side"),
        (["map", "--side", "third"], "invalid choice: 'third'"),
        (["map", "--side", "first", "--paper", "b5"], "invalid choice: 'b5'"),
        (["map", "--side", "first", "--format", "png"], "invalid choice: 'png'"),
        (["--format", "svg", "table"], "invalid choice: 'svg'"),
        (["lessons", "--format", "svg"], "invalid choice: 'svg'"),
        (["lessons", "--variant", "go"], "invalid choice: 'go'"),
        (["lessons", "standard-centre"], "unrecognized arguments: standard-centre"),
        (["tree"], "required"),
        (["tree", "XO..Z...."], "bad character"),
        (["tree", "XXXOOO..."], "cannot be reached"),
        (["tree", "55"], "cell 5 is already taken"),
        (["tree", "5", "--depth", "10"], "10 is not between 0 and 9"),
        (["tree", "5", "--depth", "-1"], "-1 is not between 0 and 9"),
        (["tree", "5", "--depth", "two"], "not a whole number: 'two'"),
        (["tree", "5", "--format", "svg"], "invalid choice: 'svg'"),
        (["--format", "dot", "analyze", "5"], "--format dot is for the tree command"),
        (["stats", "--format", "dot"], "--format dot is for the tree command, not stats"),
    ],
)
def test_bad_input_gets_one_line_on_stderr_and_status_2(
    run: Run, args: list[str], words: str
) -> None:
    status, out, err = run(*args)
    assert status == 2
    assert out == ""
    assert "Traceback" not in err
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("ttt-solve: error: ")
    assert words in err


# -- review: the checked interface ------------------------------------------------------------


def test_review_json_gives_one_object_per_ply_with_the_verdicts(run_inside: Run) -> None:
    status, out, _ = run_inside("review", "--variant", "standard", "--format", "json", "57391")
    assert status == 0
    plies = json.loads(out)
    assert [p["ply"] for p in plies] == [1, 2, 3, 4, 5]
    assert [p["cell"] for p in plies] == [5, 7, 3, 9, 1]
    assert set(plies[0]) == {"ply", "cell", "verdict", "reason"}
    assert [p["verdict"] for p in plies] == ["best"] * 4 + ["mistake"]
    assert "8" in plies[4]["reason"]  # the line left open, and the block that was better


def test_review_reads_numbered_notation_and_follows_the_variant(run_inside: Run) -> None:
    status, out, _ = run_inside("--variant", "misere", "--format", "json", "review",
                                "1. ○7 ×4  2. ○8 ×5  3. ○9")
    assert status == 0
    last = json.loads(out)[-1]
    assert last["verdict"] in ("mistake", "blunder") and "loses" in last["reason"]


def test_review_text_annotates_the_moves_and_sums_up(run_inside: Run) -> None:
    status, out, _ = run_inside("review", "57391")
    assert status == 0
    assert "○1?" in out and out.rstrip().endswith("1 mistake: move 5. Best was 8.")


def test_an_unfinished_game_is_reviewable_and_analyze_takes_a_game_too(run_inside: Run) -> None:
    status, out, _ = run_inside("--format", "json", "review", "5")
    assert status == 0 and len(json.loads(out)) == 1
    status, out, _ = run_inside("--format", "json", "analyze", "58")
    assert status == 0 and json.loads(out)["board"] == ".O..X...."


# -- map: the strategy map with no wrong move -----------------------------------------------------


def table_of(run: Run, variant: str) -> dict[str, dict[str, object]]:
    data = ok_json(run, "table", "--variant", variant, "--format", "json")
    assert isinstance(data, dict)
    return data


KEYPAD = {0: 7, 1: 8, 2: 9, 3: 4, 4: 5, 5: 6, 6: 1, 7: 2, 8: 3}


@pytest.mark.parametrize("variant", ["standard", "misere", "last-line"])
@pytest.mark.parametrize("side", ["first", "second"])
def test_map_json_has_a_keypad_move_that_keeps_the_value_for_each_board(
        run: Run, variant: str, side: str) -> None:
    from ttt_desktop.engine import Mark
    from ttt_desktop.engine.strategy_map import strategy_map

    data = ok_json(run, "map", "--variant", variant, "--side", side, "--format", "json")
    assert isinstance(data, dict) and list(data) == ["moves"]
    moves = data["moves"]
    table = table_of(run, variant)  # the boards of `ttt-solve table`, with their best moves
    letter = "X" if side == "first" else "O"
    for board, digit in moves.items():
        assert board in table and type(digit) is int and 1 <= digit <= 9
        assert board.count("X") - board.count("O") == (0 if letter == "X" else 1)
        best = table[board]["best"]
        assert isinstance(best, list) and digit in best  # table shows keypad digits too
    found = strategy_map(Variant(variant), Mark.X if side == "first" else Mark.O)
    assert moves == found.boards() and len(moves) == len(found)


def test_map_text_is_one_line_per_position_after_a_header(run_inside: Run) -> None:
    status, out, err = run_inside("map", "--variant", "last-line", "--side", "first")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    data = ok_json(run_inside, "map", "--variant", "last-line", "--side", "first",
                   "--format", "json")
    assert isinstance(data, dict)
    moves = data["moves"]
    assert lines[0] == (f"# strategy map, last line wins rules, ○ (first player): "
                        f"{len(moves)} positions; it wins")
    assert lines[2] == ".........  5"
    assert {tuple(line.split()) for line in lines[2:]} == {
        (board, str(digit)) for board, digit in moves.items()}


@pytest.mark.parametrize(("paper", "size"), [("a4", ("210mm", "297mm")),
                                             ("a3", ("297mm", "420mm"))])
def test_map_svg_is_a_page_of_the_paper_asked_for(run: Run, paper: str,
                                                  size: tuple[str, str]) -> None:
    import xml.etree.ElementTree as ET

    status, out, err = run("map", "--side", "second", "--format", "svg", "--paper", paper)
    assert (status, err) == (0, "")
    root = ET.fromstring(out)
    assert (root.get("width"), root.get("height")) == size
    boards = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("aria-label")]
    data = ok_json(run, "map", "--side", "second", "--format", "json")
    assert isinstance(data, dict) and len(boards) == len(data["moves"])


# -- lessons: every lesson as data ----------------------------------------------------------------


def test_lessons_json_lists_every_lesson_with_the_moves_the_solver_keeps(run: Run) -> None:
    data = ok_json(run, "lessons", "--format", "json")
    assert isinstance(data, list) and len(data) == 12
    assert [item["variant"] for item in data].count("standard") == 8
    tables = {v: table_of(run, v) for v in ("standard", "misere", "last-line")}
    for item in data:
        assert set(item) == {"id", "variant", "title", "intro", "stages"}
        assert 3 <= len(item["stages"]) <= 6
        for stage in item["stages"]:
            assert set(stage) == {"board", "task", "accepts", "text"}
            entry = tables[item["variant"]][stage["board"]]
            keeping = set(entry["best"])  # table shows keypad digits
            accepts = stage["accepts"]
            assert accepts == sorted(accepts) and all(type(d) is int for d in accepts)
            if stage["task"] == "fastest-win":  # some slower win is refused
                assert set(accepts) < keeping
            elif stage["task"] == "win-now":
                assert set(accepts) <= keeping
            else:
                assert set(accepts) == keeping


def test_lessons_follow_the_variant_asked_for_and_read_as_text(run_inside: Run) -> None:
    data = ok_json(run_inside, "lessons", "--variant", "misere", "--format", "json")
    assert isinstance(data, list)
    assert [item["id"] for item in data] == ["misere-centre", "misere-mirror"]
    status, out, _ = run_inside("lessons")
    assert status == 0
    assert out.splitlines()[0] == "standard-centre (standard): The centre, 4 stages"
    assert "  1. XO...O..X  ○ to play  win-now      accepts 5" in out.splitlines()
    assert out.count(" stages") == 12
