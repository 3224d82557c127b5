"""The game tree window's words: a node's value, its facts and accessible name, the root's counts,
the conventions of the three searches, their counters and each step of a replay.

Figures are written as the player's locale writes numbers (``549,946``; Arabic digits in Arabic).
Counts stand after a label ("Nodes: 549,946"), so no sentence needs a plural form.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from ...engine import Variant
from ...engine.analysis import Result
from ...engine.game_tree import Branch, NodeFacts, PerfectReason, SubtreeCounts
from ...engine.notation import keypad_digit
from ...engine.search_replay import Search, Step, StepKind
from .names import move_result_name, notation, variant_in_text, variant_title


def number(value: int) -> str:
    """A count as the locale writes it."""
    return QLocale().toString(value)


def percent(part: int, whole: int) -> str:
    """``part`` of ``whole`` as a whole percentage, as the locale writes it."""
    locale = QLocale()
    return locale.toString(round(100 * part / whole)) + locale.percent()


def value_name(value: int) -> str:
    """+1, 0, -1 as the game says them: win, draw, loss."""
    return move_result_name(Result(value))


def signed(value: int) -> str:
    """A value as the searches count it: +1, 0, −1 (kept left to right in Arabic)."""
    return notation({1: "+1", 0: "0", -1: "\u22121"}[value])


def move_text(branch: Branch) -> str:
    """The move a node stands for, in keypad notation: ``○7``, or folded ``○7 9 1 3``."""
    return notation(branch.mover.symbol + " ".join(str(d) for d in branch.digits))


def path_text(path: Sequence[int]) -> str:
    """A path from the root as keypad digits (``7 5 3``), or "the root"."""
    if not path:
        return QCoreApplication.translate("GameTreeWords", "the root")
    return notation(" ".join(str(keypad_digit(cell)) for cell in path))


def root_counts(counts: SubtreeCounts) -> str:
    """What lies below the shown root, in one line."""
    return QCoreApplication.translate(
        "GameTreeWords", "Below this position: nodes {nodes} · finished games {games} · "
        "positions {positions} · up to symmetry {classes}").format(
        nodes=number(counts.nodes), games=number(counts.games),
        positions=number(counts.positions), classes=number(counts.classes))


def root_line(variant: Variant, facts: NodeFacts) -> str:
    """The root's rule and its value, in one line."""
    return QCoreApplication.translate("GameTreeWords", "{rules} · {facts}").format(
        rules=variant_title(variant), facts=root_facts(facts))


def root_facts(facts: NodeFacts) -> str:
    """The root's own value, for the side to move."""
    if facts.finished:
        return QCoreApplication.translate("GameTreeWords", "The game is over here.")
    return QCoreApplication.translate(
        "GameTreeWords", "{mark} to move · value: {value} · plies to the end with best play: "
        "{plies}").format(mark=facts.to_move.symbol, value=value_name(facts.value),
                          plies=number(facts.plies_left))


def hard_errors(variant: Variant, errs: int, positions: int) -> str:
    """How often Hard's three-ply search picks a move that is not among the best."""
    return QCoreApplication.translate(
        "GameTreeWords", "Positions where Hard may play a move that is not best, {rules}: "
        "{count} of {total}").format(rules=variant_in_text(variant), count=number(errs),
                                     total=number(positions))


def conventions() -> str:
    """The three searches' conventions, in one line."""
    return QCoreApplication.translate(
        "GameTreeWords", "Values +1, 0, −1 for the side to move · moves tried in the order "
        "7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta")


def _perfect_reason(reason: PerfectReason) -> str:
    return {
        PerfectReason.GIVES_VALUE_AWAY: QCoreApplication.translate(
            "GameTreeWords", "it gives the value away"),
        PerfectReason.SLOWER: QCoreApplication.translate(
            "GameTreeWords", "it keeps the value, but wins later or loses sooner"),
        PerfectReason.ONLY_CHOICE: QCoreApplication.translate(
            "GameTreeWords", "no other move keeps the value as well"),
        PerfectReason.MORE_WAYS_TO_GO_WRONG: QCoreApplication.translate(
            "GameTreeWords", "it gives you more ways to go wrong"),
        PerfectReason.OPENING_CLASSES: QCoreApplication.translate(
            "GameTreeWords", "centre, corners and edges are equally likely"),
    }[reason]


def node_details(branch: Branch, merge: bool, fold: bool) -> list[str]:
    """Everything known of one node, a line each: value, traps, Perfect's and Hard's view."""
    lines = [QCoreApplication.translate(
        "GameTreeWords", "{move}: {value} for {mark} · plies to the end with best play: "
        "{plies}").format(move=move_text(branch), value=value_name(branch.value),
                          mark=branch.mover.symbol, plies=number(branch.plies))]
    if branch.best:
        lines.append(QCoreApplication.translate("GameTreeWords",
                                                "A best move: it keeps the value."))
    else:
        lines.append(QCoreApplication.translate("GameTreeWords",
                                                "Not a best move: it gives the value away."))
    if branch.traps is not None:
        lines.append(QCoreApplication.translate(
            "GameTreeWords", "Draws are not all equal: of {mark}'s {replies} replies, "
            "{losing} lose.").format(mark=branch.mover.other.symbol,
                                     replies=number(9 - branch.key.bit_count()),
                                     losing=number(branch.traps)))
    lines.append(QCoreApplication.translate(
        "GameTreeWords", "Perfect plays it {percent} of the time: {reason}.").format(
        percent=percent(branch.perfect_weight, branch.perfect_total),
        reason=_perfect_reason(branch.perfect_reason)))
    if branch.hard_choice:
        hard = QCoreApplication.translate(
            "GameTreeWords", "Hard scores it {score} at three plies and may play it.")
    else:
        hard = QCoreApplication.translate(
            "GameTreeWords", "Hard scores it {score} at three plies and does not play it.")
    lines.append(hard.format(score=number(branch.hard_score)))
    if branch.hard_errs:
        lines.append(QCoreApplication.translate(
            "GameTreeWords", "Hard errs in this position: it may play a move that is not best."))
    if merge:
        lines.append(QCoreApplication.translate(
            "GameTreeWords", "Move orders that reach it: {orders}").format(
            orders=number(branch.orders)))
    if fold:
        lines.append(QCoreApplication.translate(
            "GameTreeWords", "Positions it stands for: {positions} · symmetric images of its "
            "position: {size}").format(positions=number(branch.positions),
                                       size=number(branch.class_size)))
    if branch.repeat:
        lines.append(QCoreApplication.translate(
            "GameTreeWords", "Met before, on an earlier branch: open it there."))
    return lines


def accessible_name(branch: Branch) -> str:
    """What a screen reader says of a node: the move, the value and the plies."""
    if branch.best:
        verdict = QCoreApplication.translate("GameTreeWords", "best move")
    else:
        verdict = QCoreApplication.translate("GameTreeWords", "not best")
    return QCoreApplication.translate(
        "GameTreeWords", "{move}: {value} for {mark}, plies to the end {plies}, "
        "{verdict}").format(move=move_text(branch), value=value_name(branch.value),
                            mark=branch.mover.symbol, plies=number(branch.plies),
                            verdict=verdict)


def search_name(search: Search) -> str:
    """The three searches, as the replay's choice names them."""
    return {
        Search.MINIMAX: QCoreApplication.translate("GameTreeWords", "Plain minimax"),
        Search.ALPHABETA: QCoreApplication.translate("GameTreeWords", "Alpha-beta"),
        Search.MEMO: QCoreApplication.translate("GameTreeWords", "Minimax with memory"),
    }[search]


def counters_text(nodes: int, cutoffs: int, hits: int) -> str:
    """The replay's live counters."""
    return QCoreApplication.translate(
        "GameTreeWords", "Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: "
        "{hits}").format(nodes=number(nodes), cutoffs=number(cutoffs), hits=number(hits))


def step_text(step: Step) -> str:
    """One step of a replay, as it is announced."""
    path = path_text(step.path)
    value = signed(step.value) if step.value is not None else ""
    if step.kind is StepKind.ENTER:
        return QCoreApplication.translate("GameTreeWords", "Visit {path}").format(path=path)
    if step.kind is StepKind.LEAVE and not step.path:
        return step_text_done(step.value or 0)
    if step.kind is StepKind.LEAVE:
        return QCoreApplication.translate(
            "GameTreeWords", "Leave {path} with {value}").format(path=path, value=value)
    if step.kind is StepKind.CUTOFF:
        untried = notation(" ".join(str(keypad_digit(cell)) for cell in step.skipped))
        return QCoreApplication.translate(
            "GameTreeWords", "Cut-off at {path}: alpha {value} ≥ beta; {untried} not "
            "tried").format(path=path, value=value, untried=untried)
    return QCoreApplication.translate(
        "GameTreeWords", "Table hit {path}: {value}").format(path=path, value=value)


def step_text_done(value: int) -> str:
    """The end of a replay: the root's value."""
    return QCoreApplication.translate(
        "GameTreeWords", "Done: the root's value is {value}").format(value=signed(value))


def ready_text(search: Search) -> str:
    """A replay not started yet."""
    return QCoreApplication.translate(
        "GameTreeWords", "{search}: press Play or Step to start.").format(
        search=search_name(search))
