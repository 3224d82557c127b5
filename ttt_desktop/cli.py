"""``ttt-solve``: the solver's tables on the command line, as the seeds print them.

Sub-commands: ``first-moves``, ``table``, ``analyze BOARD|GAME``, ``tree BOARD|GAME``,
``review GAME``, ``stats``, ``puzzles``, ``map --side first|second`` (the strategy map;
``--format svg`` with ``--paper a4|a3`` too) and ``lessons`` (every lesson, or one rule's with
``--variant``);
``--variant`` and ``--format`` apply to all. A GAME is its moves in keypad notation (7 8 9 is the
top row), bare (``5739``) or numbered (``"1. ○5 ×7  2. ○3 ×9"``). Every cell shown, in text and in
JSON, is a keypad digit. Bad input prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from fractions import Fraction

from . import __version__
from .arguments import EXIT_USAGE, UsageError
from .arguments import Parser as _Parser
from .engine import Position, Variant, row_and_column, solve
from .engine.analysis import analyze
from .engine.game_tree import GameTree
from .engine.notation import NotationError, format_moves, keypad_digit, parse_moves
from .engine.players import Level, choose_move
from .engine.search_replay import Search, run_to_end
from .engine.stats import game_stats


def _value_text(value: int) -> str:
    return {1: "win", 0: "draw", -1: "loss"}[value]


def _first_player_text(value: int) -> str:
    return {1: "first player wins", 0: "draw", -1: "second player wins"}[value]


def _signed(value: int) -> str:
    return f"{value:+d}" if value else " 0"


def _emit(data: object, text: str, fmt: str) -> None:
    if fmt == "json":
        print(json.dumps(data, separators=(",", ":")))
    else:
        print(text)


def cmd_first_moves(variant: Variant, fmt: str) -> None:
    """The value of each first move for the first player (seed 000's solver())."""
    values = list(solve(variant).first_move_values())
    lines = [f"First moves under the {variant.title.lower()} rules (X moves first):"]
    for cell, value in enumerate(values):
        lines.append(f"  cell {keypad_digit(cell)} ({row_and_column(cell)}): "
                     f"{_signed(value)}  {_first_player_text(value)}")
    grid = "\n".join("  " + " ".join(_signed(v) for v in values[r : r + 3]) for r in (0, 3, 6))
    _emit(values, "\n".join(lines) + "\n\nAs a board:\n" + grid, fmt)


def cmd_table(variant: Variant, fmt: str) -> None:
    """Seed 002's complete strategy table: every reachable position, its value, moves, plies."""
    solution = solve(variant)
    rows = []
    for key in sorted(solution.reachable_keys(), key=lambda k: Position.from_key(k).board_string()):
        position = Position.from_key(key, variant)
        rows.append((position, solution.entry_for_key(key)))
    if fmt == "json":
        table = {
            p.board_string(): {"value": e.value, "best": _digits(e.best), "plies": e.plies}
            for p, e in rows
        }
        print(json.dumps(table, separators=(",", ":"), sort_keys=True))
        return
    out = [f"# {len(rows)} positions reachable under the {variant.title.lower()} rules",
           "# board      to move  value  plies  best moves"]
    for position, entry in rows:
        side = "-" if position.is_game_over() else position.turn.value
        best = " ".join(map(str, _digits(entry.best))) or "(game over)"
        out.append(f"{position.board_string()}  {side:^7}  {_value_text(entry.value):5}  "
                   f"{entry.plies:5}  {best}")
    print("\n".join(out))


def _read_game(text: str, variant: Variant) -> tuple[int, ...]:
    """A game's moves from keypad notation; a bad game is a usage error (one line, status 2)."""
    try:
        return parse_moves(text, variant)
    except NotationError as exc:
        raise UsageError(f"bad game: {exc}") from None


def _digits(cells: Sequence[int]) -> list[int]:
    """Cells as people see them: keypad digits, in board order (top row first)."""
    return [keypad_digit(cell) for cell in cells]


def _is_board(text: str) -> bool:
    """A board string has no digit; a game in keypad notation always has one."""
    return not any(char.isdigit() for char in text)


def _read_position(text: str, variant: Variant) -> Position:
    """A BOARD (9 characters) or a GAME (keypad digits) that the rules can reach; anything else
    is a usage error."""
    if _is_board(text):
        try:
            position = Position.from_string(text, variant)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    else:
        position = Position(variant, _read_game(text, variant))
    if not solve(variant).is_reachable(position):
        raise UsageError(f"{position.board_string()} cannot be reached under the "
                         f"{variant.value} rules")
    return position


def cmd_analyze(variant: Variant, fmt: str, board: str, seed: int) -> None:
    """Each legal move's outcome and distance, the best moves, and each level's choice."""
    position = _read_position(board, variant)
    solution = solve(variant)
    outcome = position.outcome()
    if outcome is not None:
        said = "a draw" if outcome.winner is None else f"{outcome.winner.value} won"
        raise UsageError(f"the game is already over ({said}): there is no move to analyse")
    entry = solution.entry(position)
    moves = analyze(position)
    choices = {level.value: choose_move(level, position, random.Random(seed)) for level in Level}
    data = {
        "board": position.board_string(),
        "variant": variant.value,
        "to_move": position.turn.value,
        "value": entry.value,
        "plies": entry.plies,
        "best": _digits(entry.best),
        "moves": [{"cell": keypad_digit(m.cell), "result": m.result.text, "plies": m.plies}
                  for m in moves],
        "levels": {name: keypad_digit(cell) for name, cell in choices.items()},
    }
    lines = [str(position), "",
             f"{position.turn.value} to move under the {variant.title.lower()} rules: "
             f"{_value_text(entry.value)} in {entry.plies} plies with perfect play.",
             "", "move  result  plies to the end"]
    for m in moves:
        mark = "  <- best" if m.optimal else ""
        lines.append(f"{keypad_digit(m.cell):4}  {m.result.text:6}  {m.plies:5}{mark}")
    lines += ["", "best moves: " + " ".join(map(str, _digits(entry.best))),
              f"levels (seed {seed}): "
              + ", ".join(f"{k} {keypad_digit(v)}" for k, v in choices.items())]
    _emit(data, "\n".join(lines), fmt)


def _tree_rows(tree: GameTree, path: tuple[int, ...], depth: int) -> list[dict[str, object]]:
    """The moves below a node as the JSON's children, nested ``depth`` levels."""
    rows: list[dict[str, object]] = []
    for branch in tree.children(path):
        row: dict[str, object] = {"cell": branch.digit, "value": branch.value,
                                  "plies": branch.plies}
        if depth > 1:
            row["children"] = _tree_rows(tree, branch.path, depth - 1)
        rows.append(row)
    return rows


def _tree_lines(tree: GameTree, path: tuple[int, ...], depth: int) -> list[str]:
    """The text table's rows below a node, each nested level indented two more spaces."""
    lines = []
    indent = "  " * len(path)
    for branch in tree.children(path):
        moves = " ".join(str(keypad_digit(cell)) for cell in branch.path)
        traps = "" if branch.traps is None else str(branch.traps)
        chance = "" if not branch.perfect_weight else str(
            Fraction(branch.perfect_weight, branch.perfect_total))
        hard = f"{branch.hard_score}{'*' if branch.hard_choice else ''}"
        lines.append(f"{indent + moves:12}  {_value_text(branch.value):5}  {branch.plies:5}  "
                     f"{'*' if branch.best else '':4}  {traps:>5}  {chance:>7}  {hard:>5}")
        if depth > 1:
            lines += _tree_lines(tree, branch.path, depth - 1)
    return lines


def _dot_text(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _tree_dot(tree: GameTree, depth: int) -> str:
    """The tree to ``depth`` as a Graphviz digraph: each node's board (rows top to bottom) and
    value, each edge's move as a keypad digit, the best moves in bold."""
    root = tree.position()
    facts = tree.facts()
    lines = [f'digraph "ttt-solve tree {root.board_string()}" {{',
             '  node [shape=box, fontname="monospace"];',
             '  edge [fontname="monospace"];']

    def board_label(position: Position) -> str:
        rows = [position.board_string()[r:r + 3] for r in (0, 3, 6)]
        return "\\n".join(rows)

    said = f"{root.turn.value} to move: {_value_text(facts.value)} in {facts.plies_left} plies"
    lines.append(f'  n0 [label="{board_label(root)}\\n{_dot_text(said)}"];')
    count = 0

    def add(path: tuple[int, ...], name: str, levels: int) -> None:
        nonlocal count
        for branch in tree.children(path):
            count += 1
            child = f"n{count}"
            said = f"{branch.mover.value} moved: {_value_text(branch.value)}, {branch.plies} plies"
            lines.append(f'  {child} [label="{board_label(branch.position())}\\n'
                         f'{_dot_text(said)}"];')
            style = ", style=bold" if branch.best else ""
            lines.append(f'  {name} -> {child} [label="{branch.digit}"{style}];')
            if levels > 1:
                add(branch.path, child, levels - 1)

    if depth > 0:
        add((), "n0", depth)
    lines.append("}")
    return "\n".join(lines)


def cmd_tree(variant: Variant, fmt: str, board: str, depth: int) -> None:
    """The game tree below a position: counts, the three searches' counts, each move."""
    position = _read_position(board, variant)
    tree = GameTree(position)
    if fmt == "dot":
        print(_tree_dot(tree, depth))
        return
    facts = tree.facts()
    counts = tree.counts()
    alphabeta = run_to_end(position, Search.ALPHABETA).counters
    memory = run_to_end(position, Search.MEMO).counters
    data = {
        "board": position.board_string(),
        "variant": variant.value,
        "to_move": position.turn.value,
        "value": facts.value,
        "plies": facts.plies_left,
        "nodes": counts.nodes,
        "games": counts.games,
        "positions": counts.positions,
        "classes": counts.classes,
        "alphabeta_nodes": alphabeta.nodes,
        "alphabeta_cutoffs": alphabeta.cutoffs,
        "memory_hits": memory.hits,
        "children": _tree_rows(tree, (), depth) if depth > 0 else [],
    }
    if facts.finished:
        said = "the game is over"
    else:
        said = (f"{position.turn.value} to move: {_value_text(facts.value)} in "
                f"{facts.plies_left} plies with perfect play")
    lines = [str(position), "", f"Under the {variant.title.lower()} rules, {said}.",
             f"Below: {counts.nodes} nodes of the full game tree, {counts.games} finished "
             f"games, {counts.positions} positions, {counts.classes} up to symmetry.",
             f"Searches (children in keypad order 7 8 9 4 5 6 1 2 3): minimax {counts.nodes} "
             f"nodes; alpha-beta {alphabeta.nodes} nodes, {alphabeta.cutoffs} cut-offs; "
             f"with memory {memory.nodes} nodes, {memory.hits} table hits."]
    if depth > 0 and not facts.finished:
        lines += ["", "moves         value  plies  best  traps  perfect   hard",
                  *_tree_lines(tree, (), depth),
                  "", "value: for the side that moved; plies: from here to the end under best "
                  "play; traps: the opponent's replies that lose after a drawing move; perfect: "
                  "Perfect's chance to play it; hard: Hard's score (* Hard may play it)."]
    _emit(data, "\n".join(lines), fmt)


def _depth(text: str) -> int:
    """--depth: a whole number 0..9."""
    try:
        depth = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 0 <= depth <= 9:
        raise argparse.ArgumentTypeError(f"{depth} is not between 0 and 9")
    return depth


_BOARD_HELP = ('9 characters, row-major: X, O or "." for empty (e.g. X...O....), or a game\'s '
               "moves in keypad notation (e.g. 5739)")


def cmd_review(variant: Variant, fmt: str, game: str) -> None:
    """Each ply's verdict and reason (JSON: one object per ply), and a summary."""
    from .engine.review import english_reason, english_summary, review_game

    moves = _read_game(game, variant)
    review = review_game(variant, moves)
    data = [{"ply": m.ply, "cell": keypad_digit(m.cell), "verdict": m.verdict.value,
             "reason": english_reason(m)} for m in review.moves]
    lines = [f"{format_moves(moves)}   ({variant.title.lower()} rules)", ""]
    for m in review.moves:
        mark = "" if m.verdict.value == "best" else m.verdict.symbol
        lines.append(f"{m.ply:3}. {m.mover.symbol}{keypad_digit(m.cell)}{mark:3} "
                     f"{m.verdict.value:10}  {english_reason(m)}")
    lines += ["", english_summary(review)]
    _emit(data, "\n".join(lines), fmt)


def cmd_stats(variant: Variant, fmt: str) -> None:
    """The counts that tests check: positions, games by result, symmetry classes."""
    s = game_stats(variant)
    data = {
        "variant": variant.value,
        "positions": s.positions,
        "finished_positions": s.finished_positions,
        "symmetry_classes": s.symmetry_classes,
        "games": s.games,
        "first_player_wins": s.first_player_wins,
        "second_player_wins": s.second_player_wins,
        "draws": s.draws,
        "value_of_empty_board": solve(variant).entry(Position(variant)).value,
    }
    width = max(map(len, data))
    text = "\n".join(f"{k.replace('_', ' '):{width}}  {v}" for k, v in data.items())
    _emit(data, text, fmt)


def cmd_puzzles(variant: Variant, fmt: str) -> None:
    """Every puzzle of the variant (one per symmetry class), with its solution, theme and
    difficulty (see :mod:`ttt_desktop.engine.puzzles`)."""
    from .engine.puzzles import puzzles

    found = puzzles(variant)
    if fmt == "json":
        data = [{"board": p.board, "to_move": p.to_move.value, "value": p.value,
                 "plies": p.plies, "solution": list(p.solution_digits), "theme": p.theme.value,
                 "difficulty": p.difficulty} for p in found]
        print(json.dumps(data, separators=(",", ":")))
        return
    out = [f"# {len(found)} puzzles under the {variant.title.lower()} rules "
           "(solution in keypad digits, 7 8 9 on top)",
           "# board      to move  value  plies  solution  difficulty  theme"]
    for p in found:
        solution = " ".join(map(str, p.solution_digits))
        out.append(f"{p.board}  {p.to_move.value:^7}  {_value_text(p.value):5}  {p.plies:5}  "
                   f"{solution:8}  {p.difficulty:10}  {p.theme.value}")
    print("\n".join(out))


def cmd_map(variant: Variant, fmt: str, side: str, paper: str) -> None:
    """The strategy map with no wrong move for one side (:mod:`.engine.strategy_map`): JSON
    ``{"moves": {BOARD: keypad digit}}``, an SVG page, or one line per position."""
    from .engine import Mark
    from .engine.map_svg import map_svg
    from .engine.strategy_map import strategy_map

    found = strategy_map(variant, Mark.X if side == "first" else Mark.O)
    if fmt == "json":
        print(json.dumps({"moves": found.boards()}, separators=(",", ":"), sort_keys=True))
    elif fmt == "svg":
        sys.stdout.write(map_svg(found, paper))
    else:
        promise = {1: "wins", 0: "draws", -1: "loses against best play"}[found.value]
        out = [f"# strategy map, {variant.title.lower()} rules, {found.side.symbol} ({side} "
               f"player): {len(found)} positions; it {promise}",
               "# board      play (keypad digit, 7 8 9 on top)"]
        out += [f"{board}  {digit}" for board, digit in found.boards().items()]
        print("\n".join(out))


def cmd_lessons(variant: Variant | None, fmt: str) -> None:
    """Every lesson (or one rule's) with its stages: the board, the task and the moves the
    solver accepts, as keypad digits (:mod:`.engine.lessons`)."""
    from .engine.lessons import lessons

    found = lessons(variant)
    if fmt == "json":
        data = [{"id": item.id, "variant": item.variant.value, "title": item.title,
                 "intro": item.intro,
                 "stages": [{"board": stage.board, "task": stage.task.value,
                             "accepts": list(stage.accepts_digits), "text": stage.text}
                            for stage in item.stages]} for item in found]
        print(json.dumps(data, separators=(",", ":")))
        return
    out = []
    for item in found:
        out.append(f"{item.id} ({item.variant.value}): {item.title}, "
                   f"{len(item.stages)} stages")
        for stage in item.stages:
            accepts = " ".join(map(str, stage.accepts_digits))
            out.append(f"  {stage.number}. {stage.board}  {stage.side.symbol} to play  "
                       f"{stage.task.value:11}  accepts {accepts}")
    print("\n".join(out))


def _add_common_options(parser: argparse.ArgumentParser, variant: str | None, fmt: str,
                        formats: tuple[str, ...] = ("text", "json", "dot")) -> None:
    parser.add_argument("--variant", choices=[v.value for v in Variant], default=variant,
                        help="rule variant (default: standard)")
    parser.add_argument("--format", choices=formats, default=fmt,
                        help="output format (default: text; dot, Graphviz, for tree only)")


def build_parser() -> argparse.ArgumentParser:
    """The ``ttt-solve`` argument parser."""
    parser = _Parser(
        prog="ttt-solve",
        description="Solve tic-tac-toe and its variants; print the seeds' tables.",
        epilog="Cells are shown as keypad digits, in text and in JSON: 7 8 9 is the top row, "
        "4 5 6 the middle, 1 2 3 the bottom. A BOARD is read row-major (top left first); "
        "first-moves --format json lists its nine values in that order.",
    )
    # No default variant here: ``lessons`` lists every rule's unless one is asked for; the
    # other sub-commands take the standard rules (see main).
    _add_common_options(parser, None, "text")
    # The options are accepted after the sub-command too; there they must not reset a value
    # given before it, hence no defaults on the sub-commands.
    common = _Parser(add_help=False)
    _add_common_options(common, argparse.SUPPRESS, argparse.SUPPRESS)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND",
                                parser_class=_Parser)
    sub.add_parser("first-moves", parents=[common], help="value of each first move")
    sub.add_parser("table", parents=[common],
                   help="every reachable position with its best moves (keypad digits)")
    analyze_parser = sub.add_parser(
        "analyze", parents=[common],
        help="outcome of each move in one position (moves as keypad digits, 7 8 9 on top)")
    analyze_parser.add_argument("board", help=_BOARD_HELP)
    analyze_parser.add_argument("--seed", type=int, default=0,
                                help="seed for the levels' random choices (default: 0)")
    review_parser = sub.add_parser("review", parents=[common],
                                   help="each move's verdict: best, inaccuracy, mistake, blunder")
    review_parser.add_argument("game", help="the moves in keypad notation, 7 8 9 on top "
                               '(e.g. 5739 or "1. ○5 ×7  2. ○3 ×9")')
    tree_parser = sub.add_parser(
        "tree", parents=[common],
        help="the game tree below a position: its counts, the searches' counts, and each "
        "move's value and plies (moves as keypad digits)",
        description="The game tree below a position. JSON: value and plies for the side to "
        "move; nodes (the full tree, root included), games, positions, classes (up to the "
        "board's symmetries); alphabeta_nodes and alphabeta_cutoffs (fail-hard, window "
        "(-1, +1), children in keypad order 7 8 9 4 5 6 1 2 3), memory_hits (minimax with a "
        "table); children: [{cell (keypad digit), value (for the side that moved), plies (from "
        "the root to the end under best play, this move included)}], nested to --depth.",
    )
    tree_parser.add_argument("board", help=_BOARD_HELP)
    tree_parser.add_argument("--depth", type=_depth, default=1,
                             help="levels of moves to show, 0-9 (default: 1; 9 from the empty "
                             "board is the whole tree)")
    sub.add_parser("stats", parents=[common], help="counts of positions and games")
    sub.add_parser("puzzles", parents=[common],
                   help="every position where only one move keeps the value")
    map_options = _Parser(add_help=False)
    _add_common_options(map_options, argparse.SUPPRESS, argparse.SUPPRESS,
                        ("text", "json", "svg"))
    map_parser = sub.add_parser("map", parents=[map_options],
                                help="a strategy map with no wrong move for one side")
    map_parser.add_argument("--side", choices=["first", "second"], required=True,
                            help="the side that follows the map: first (○) or second (×)")
    map_parser.add_argument("--paper", choices=["a4", "a3"], default="a4",
                            help="the page of --format svg (default: a4)")
    sub.add_parser("lessons", parents=[common],
                   help="every lesson's stages with the moves the solver accepts")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ttt-solve``; return the exit status."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        variant = Variant(args.variant or "standard")
        if args.format == "dot" and args.command != "tree":
            raise UsageError(f"--format dot is for the tree command, not {args.command}")
        if args.command == "first-moves":
            cmd_first_moves(variant, args.format)
        elif args.command == "table":
            cmd_table(variant, args.format)
        elif args.command == "analyze":
            cmd_analyze(variant, args.format, args.board, args.seed)
        elif args.command == "tree":
            cmd_tree(variant, args.format, args.board, args.depth)
        elif args.command == "review":
            cmd_review(variant, args.format, args.game)
        elif args.command == "puzzles":
            cmd_puzzles(variant, args.format)
        elif args.command == "map":
            cmd_map(variant, args.format, args.side, args.paper)
        elif args.command == "lessons":
            cmd_lessons(Variant(args.variant) if args.variant else None, args.format)
        else:
            cmd_stats(variant, args.format)
    except UsageError as exc:
        print(f"ttt-solve: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # e.g. `ttt-solve table | head`
        sys.stderr.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
