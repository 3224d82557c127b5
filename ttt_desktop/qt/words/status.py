"""Every sentence the window shows about the game: pure functions of the controller's state and
its notices, translated through Qt (context ``"StatusWords"``). Nothing here changes anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...engine import Mark, Position, Variant
from ...engine.lines import marked_lines
from ...engine.notation import move_label
from ...engine.players import Level
from ...play import adaptive
from ...play.controller import GameController
from ...play.notice import Notice, NoticeKind
from ...play.score import Score
from .names import (
    adaptive_title,
    cell_name,
    level_title,
    move_result_name,
    notation,
    reason_text,
    variant_in_text,
)
from .plurals import Counted

if TYPE_CHECKING:
    from ...history import Problem


class StatusWords(Counted):
    """The context of the status words' counted sentences."""


def names(controller: GameController) -> dict[Mark, str]:
    """Who plays each side, e.g. ``You`` and ``Computer``."""
    game = controller.game
    if game.watching:
        return {mark: QCoreApplication.translate("StatusWords", "Computer ({level})").format(
            level=level_title(level)) for mark, level in zip(Mark, game.sides) if level}
    if game.two_players:
        return {Mark.X: QCoreApplication.translate("StatusWords", "Player ○"),
                Mark.O: QCoreApplication.translate("StatusWords", "Player ×")}
    computer = (adaptive_rating(controller) if game.adaptive
                else QCoreApplication.translate("StatusWords", "Computer"))
    return {m: QCoreApplication.translate("StatusWords", "You") if m is game.human
            else computer for m in Mark}


def adaptive_rating(controller: GameController) -> str:
    """Adaptive's name above the board, with its strength in this game as a rating:
    ``Adaptive (1720)`` (the nearest named level is on the score line: short enough for the
    smallest window)."""
    game = controller.game
    assert game.skill is not None
    return QCoreApplication.translate("StatusWords", "Adaptive ({rating})").format(
        rating=adaptive.describe(game.skill, game.variant)[1])


def adaptive_level(controller: GameController) -> str:
    """Adaptive's strength in this game as the nearest named level, for the score line beside
    "Adaptive (1720)" above the board: ``about Hard``, or ``Perfect: the top``."""
    game = controller.game
    assert game.skill is not None
    if adaptive.at_the_top(game.skill):
        return QCoreApplication.translate("StatusWords", "Perfect: the top")
    name = adaptive.describe(game.skill, game.variant)[0]
    return QCoreApplication.translate("StatusWords", "about {level}").format(
        level=level_title(Level(name)))


def possible_names() -> tuple[str, ...]:
    """Every name :func:`names` gives a side in a game that is not watched."""
    return (QCoreApplication.translate("StatusWords", "Player ○"),
            QCoreApplication.translate("StatusWords", "Player ×"),
            QCoreApplication.translate("StatusWords", "You"),
            QCoreApplication.translate("StatusWords", "Computer"))


def result(controller: GameController) -> str:
    """The result of the finished game, e.g. ``You win`` (``""`` before the end)."""
    game = controller.game
    outcome = game.outcome
    if outcome is None:
        return ""
    if outcome.winner is None:
        return _result_words(None, None, game.variant, len(outcome.lines))
    human = game.human
    winner = "mark" if human is None else "you" if outcome.winner is human else "computer"
    return _result_words(outcome.winner, winner, game.variant, len(outcome.lines))


def possible_results(variant: Variant) -> tuple[str, ...]:
    """Every result :func:`result` may give under these rules."""
    said = [_result_words(None, None, variant, 0)]
    for mark in Mark:
        for winner in ("mark", "you", "computer"):
            said += [_result_words(mark, winner, variant, lines) for lines in (1, 2)]
    return tuple(dict.fromkeys(said))


def _result_words(mark: Mark | None, winner: str | None, variant: Variant, lines: int) -> str:
    """A result: a draw (``mark`` ``None``), or a win for ``mark``, said as a mark's win
    (``winner`` "mark": two players, or the computer against itself), the person's or the
    computer's, with why when the rules make it less than plain (misère, or more than one line
    in last line wins)."""
    if mark is None:
        return QCoreApplication.translate("StatusWords", "Draw")
    if winner == "mark":
        said = QCoreApplication.translate("StatusWords", "{mark} wins").format(mark=mark.symbol)
    elif winner == "you":
        said = QCoreApplication.translate("StatusWords", "You win")
    else:
        said = QCoreApplication.translate("StatusWords", "The computer wins")
    if variant is Variant.MISERE:
        return QCoreApplication.translate(
            "StatusWords", "{result}: {loser} made three in a row and loses").format(
            result=said, loser=mark.other.symbol)
    if lines > 1 and variant is Variant.LAST_LINE:
        return QCoreApplication.translate(
            "StatusWords", "{result}: the last line completed wins").format(result=said)
    return said


def state(controller: GameController, deciding_lines: list[str]) -> str:
    """The status line's state of play: the replay, the result (with the deciding lines named
    for those who cannot see them), or whose turn it is."""
    if controller.explored is not None:
        return QCoreApplication.translate(
            "StatusWords", "A position from the game tree. Press End to go back to the game, "
            "or Play from Here in the Game Tree window.")
    replay = controller.replay_ply
    if replay is not None:
        return QCoreApplication.translate(
            "StatusWords", "{replay}. Press End to go back, or Play from Here.").format(
            replay=replay_text(controller.game.position.moves, replay))
    hint = controller.hint
    if hint is not None:  # until the next move, or until H is pressed again
        return QCoreApplication.translate("StatusWords", "Hint: {cell} {reason}.").format(
            cell=cell_name(hint.cell), reason=reason_text(hint.reason))
    said = result(controller)
    if said:
        if deciding_lines:
            said = QCoreApplication.translate("StatusWords", "{result} ({lines})").format(
                result=said, lines=QCoreApplication.translate("StatusWords", ", ").join(
                    deciding_lines))
        return QCoreApplication.translate(
            "StatusWords", "{result}. Click the board or press Ctrl+N to play again.").format(
            result=said)
    turn = _turn(controller)
    made = {m.owner for m in marked_lines(controller.game.position)}
    if made:  # last line wins, in mid-game
        owners = " ".join(sorted(mark.symbol for mark in made))
        return QCoreApplication.translate(
            "StatusWords", "{owners} has a line: play goes on, and the last line completed "
            "wins. {turn}").format(owners=owners, turn=turn)
    return turn


def _turn(controller: GameController) -> str:
    game = controller.game
    # At the first move the same English words carry a "start" disambiguation, so that a
    # translation may also say who moves first (Japanese: 先攻は…です).
    start = game.position.ply == 0
    if controller.is_thinking():
        if start:
            return QCoreApplication.translate("StatusWords", "The computer is thinking…",
                                              "start of a game: the computer first")
        return QCoreApplication.translate("StatusWords", "The computer is thinking…")
    mark = game.position.turn.symbol
    if game.human is None:
        if start:
            return QCoreApplication.translate("StatusWords", "{mark} to move",
                                              "start of a game").format(mark=mark)
        return QCoreApplication.translate("StatusWords", "{mark} to move").format(mark=mark)
    if start:
        return QCoreApplication.translate("StatusWords", "Your turn: you play {mark}",
                                          "start of a game: you first").format(mark=mark)
    return QCoreApplication.translate("StatusWords", "Your turn: you play {mark}").format(
        mark=mark)


def replay_text(moves: Sequence[int], ply: int) -> str:
    """Which position a replay shows, numbered as the move list is: ``Replay: after 2. ○3``."""
    if ply == 0:
        return QCoreApplication.translate("StatusWords", "Replay: the start")
    return QCoreApplication.translate("StatusWords", "Replay: after {move}").format(
        move=notation(move_label(ply, moves[ply - 1])))


def rule(variant: Variant) -> str:
    """One short line under the board: the rule in force."""
    return {
        Variant.STANDARD: QCoreApplication.translate("StatusWords",
                                                     "Standard: three in a row wins."),
        Variant.MISERE: QCoreApplication.translate("StatusWords",
                                                   "Misère: three in a row loses."),
        Variant.LAST_LINE: QCoreApplication.translate(
            "StatusWords", "Last line wins: play goes on after a line, and the last line "
            "completed wins."),
    }[variant]


def score_counts(controller: GameController, score: Score) -> str:
    """The score line without the table it belongs to, for a window too narrow for it (or the
    whole line when it has no table)."""
    game = controller.game
    if game.watching or game.score_table is None:
        return score_line(controller, score)
    if controller.settings_in_force.two_players:
        text = QCoreApplication.translate("StatusWords", "○ {wins} · Draws {draws} · × {losses}")
    else:
        text = QCoreApplication.translate("StatusWords",
                                          "Wins {wins} · Draws {draws} · Losses {losses}")
    return text.format(wins=score.wins, draws=score.draws, losses=score.losses)


def score_line(controller: GameController, score: Score) -> str:
    """The score under the board and the level it belongs to (the rule is on the line above),
    or why the game on the board is not scored: short enough for the smallest window."""
    game = controller.game
    if game.watching:  # the computer against itself: nobody's score moves
        return QCoreApplication.translate("StatusWords", "Watching the computer: not scored")
    if game.score_table is None:
        if game.began_watched:
            return QCoreApplication.translate("StatusWords", "Not scored: a watched game")
        if game.from_history:
            return QCoreApplication.translate("StatusWords", "Not scored: a past game")
        return QCoreApplication.translate("StatusWords", "Not scored: a game from a position")
    s = controller.settings_in_force
    if s.two_players:
        text = QCoreApplication.translate("StatusWords", "○ {wins} · Draws {draws} · × {losses}")
        place = QCoreApplication.translate("StatusWords", "two players")
    else:
        text = QCoreApplication.translate("StatusWords",
                                          "Wins {wins} · Draws {draws} · Losses {losses}")
        place = (adaptive_level(controller) if game.adaptive
                 else adaptive_title() if s.adaptive else level_title(s.level))
    line = QCoreApplication.translate("StatusWords", "{score}   ({table})").format(
        score=text.format(wins=score.wins, draws=score.draws, losses=score.losses), table=place)
    if controller.score_session_only():
        return QCoreApplication.translate("StatusWords", "{line}, this session only").format(
            line=line)
    return line


def score_place(controller: GameController) -> str:
    """The rule and level of the score on show, e.g. ``Perfect, standard``."""
    game = controller.game
    s = controller.settings_in_force if not game.began_watched else controller.next_settings
    rules = variant_in_text(s.variant)
    if s.two_players:
        return QCoreApplication.translate("StatusWords", "two players, {rules}").format(
            rules=rules)
    return QCoreApplication.translate("StatusWords", "{level}, {rules}").format(
        level=adaptive_title() if s.adaptive else level_title(s.level), rules=rules)


def score_rules() -> str:
    """The score line's tooltip: what counts."""
    return QCoreApplication.translate(
        "StatusWords", "Only a game played from the empty board, with the computer making all of "
        "its own moves, counts: pasted, opened and replayed games are kept in the history but "
        "not scored, and so are watched games. Each game counts once, with the first result it "
        "reaches: undoing after the end does not change the score. A game left unfinished is "
        "not counted.")


def analysis_notes(position: Position) -> dict[int, tuple[str, str]]:
    """Each empty cell's result and moves to the end (``win 3``), and the same in words."""
    from ...engine.analysis import Result, analyze

    note = QCoreApplication.translate("StatusWords", "{result} {plies}")
    notes = {}
    for move in analyze(position):
        n = move.plies
        if move.result is Result.WIN:
            tip = (QCoreApplication.translate("StatusWords", "Playing here wins at once.")
                   if n == 1 else StatusWords.tr(
                       "Playing here wins in %n move(s) with best play.", "", n))
        elif move.result is Result.DRAW:
            tip = (QCoreApplication.translate("StatusWords",
                                              "Playing here fills the board: a draw.")
                   if n == 1 else StatusWords.tr(
                       "Playing here draws with best play: the board fills in "
                       "%n move(s).", "", n))
        else:
            tip = (QCoreApplication.translate("StatusWords", "Playing here loses at once.")
                   if n == 1 else StatusWords.tr(
                       "Playing here loses in %n move(s) at the latest, against "
                       "best play.", "", n))
        notes[move.cell] = (note.format(result=move_result_name(move.result), plies=n), tip)
    return notes


def analysis_tooltip() -> str:
    """The board's tooltip while the analysis is on."""
    return QCoreApplication.translate(
        "StatusWords", "Each empty cell shows its result with best play from both sides, and how "
        "many moves until the game ends: \"win 3\" wins in 3 moves, \"draw 7\" draws when the "
        "board fills, \"loss 4\" loses in 4 at the latest.")


def notice(item: Notice) -> str:
    """A notice from the controller in words."""
    kind = item.kind
    if kind is NoticeKind.CELL_TAKEN:
        assert item.cell is not None
        return QCoreApplication.translate(
            "StatusWords", "That cell, {cell}, is taken: pick an empty one.").format(
            cell=cell_name(item.cell))
    if kind is NoticeKind.HINT:
        return ""  # said by the state for as long as the hint is on show
    if kind is NoticeKind.SIDES_SWAPPED:
        assert item.mark is not None
        return QCoreApplication.translate(
            "StatusWords", "Sides swapped: you now play {mark}.").format(mark=item.mark.symbol)
    if kind is NoticeKind.PLAYING_ON:
        if item.cell is None:
            return QCoreApplication.translate("StatusWords", "Playing on from the start.")
        return QCoreApplication.translate("StatusWords", "Playing on after {move}.").format(
            move=notation(move_label(item.count, item.cell)))
    if kind in (NoticeKind.GAME_LOADED, NoticeKind.STORED_GAME_LOADED, NoticeKind.GAME_PUT_BACK):
        assert item.variant is not None
        rules = variant_in_text(item.variant)
        if kind is NoticeKind.GAME_PUT_BACK:
            return StatusWords.tr("The game you left is back on the board: %n move(s) under the "
                                  "{rules} rules.", "", item.count).format(rules=rules)
        if kind is NoticeKind.GAME_LOADED:
            return StatusWords.tr("Game loaded: %n move(s) under the {rules} rules.", "",
                                  item.count).format(rules=rules)
        return StatusWords.tr("Game of {date} loaded: %n move(s) under the {rules} rules.", "",
                              item.count).format(date=item.text, rules=rules)
    if kind is NoticeKind.HISTORY_PROBLEM:
        return history_problem(item.problem)
    if kind is NoticeKind.COMPUTER_FAILED:
        return QCoreApplication.translate(
            "StatusWords", "The computer could not move ({message}). Start a new game with "
            "Ctrl+N.").format(message=item.text)
    if kind is NoticeKind.LEVEL_PASSED:
        assert item.variant is not None
        return QCoreApplication.translate(
            "StatusWords", "Your rating in {rules} has passed {level}'s for the first time: "
            "Adaptive now plays above it.").format(
            rules=variant_in_text(item.variant), level=level_title(Level(item.text)))
    if kind is NoticeKind.TOP_HELD:
        return QCoreApplication.translate(
            "StatusWords", "This is the top: Adaptive plays as Perfect, which cannot be beaten "
            "under these rules, only held to a draw.")
    if kind is NoticeKind.GAME_COPIED:
        return StatusWords.tr("Game copied: %n move(s).", "", item.count)
    return _fixed_notice(kind)


def history_problem(problem: Problem | None) -> str:
    """The history's problem, by its code, short (the whole problem, with the file's path,
    goes in the status line's tooltip)."""
    said = {
        "damaged": QCoreApplication.translate(
            "StatusWords", "Game history damaged: new games are not kept."),
        "read-only": QCoreApplication.translate(
            "StatusWords", "Game history read-only: new games are not kept."),
        "locked": QCoreApplication.translate(
            "StatusWords", "Game history in use by another program: new games are not kept."),
        "newer-version": QCoreApplication.translate(
            "StatusWords", "Game history from a newer version: new games are not kept."),
    }
    return said.get("" if problem is None else problem.value, QCoreApplication.translate(
        "StatusWords", "Game history cannot be used: new games are not kept."))


def _fixed_notice(kind: NoticeKind) -> str:
    return {
        NoticeKind.COMPUTER_TO_MOVE: QCoreApplication.translate(
            "StatusWords", "Wait: your move comes after the computer's."),
        NoticeKind.REPLAYING: QCoreApplication.translate(
            "StatusWords", "This is a replay: press End in the move list to go back to the "
            "game, or Play from Here to play on from it."),
        NoticeKind.WATCH_STOPPED: QCoreApplication.translate(
            "StatusWords", "Watching stopped: the board is yours, for two players. Ctrl+N "
            "starts a new game."),
        NoticeKind.NOTHING_TO_UNDO: QCoreApplication.translate("StatusWords", "Nothing to undo."),
        NoticeKind.NOTHING_TO_REDO: QCoreApplication.translate("StatusWords", "Nothing to redo."),
        NoticeKind.NO_HINT_GAME_OVER: QCoreApplication.translate(
            "StatusWords", "The game is over: no hint needed. Click the board for a new game."),
        NoticeKind.NO_HINT_WAIT: QCoreApplication.translate(
            "StatusWords", "Wait for the computer's move, then ask for a hint."),
        NoticeKind.SETTINGS_NEXT_GAME: QCoreApplication.translate(
            "StatusWords", "New settings saved: they apply from the next game."),
        NoticeKind.STORED_GAME_MISSING: QCoreApplication.translate(
            "StatusWords", "That game is no longer in the history."),
        NoticeKind.RATING_PROVISIONAL: QCoreApplication.translate(
            "StatusWords", "Your game rating is provisional: the history cannot keep it, so "
            "it lasts until you close the game."),
        NoticeKind.REVIEW_AFTER_END: QCoreApplication.translate(
            "StatusWords", "The review comes when the game ends; the moves so far are listed."),
        NoticeKind.HISTORY_WAITING: QCoreApplication.translate(
            "StatusWords", "Waiting for the game history, which is busy: the games that end "
            "meanwhile are kept once it is free."),
        NoticeKind.HISTORY_CAUGHT_UP: QCoreApplication.translate(
            "StatusWords", "The game history is free again: every finished game is kept."),
    }[kind]


def score_reset(where: str | None) -> str:
    """What Reset Score did: one table's score (``where``), or every one (``None``)."""
    if where is None:
        return QCoreApplication.translate("StatusWords", "Every score reset.")
    return QCoreApplication.translate("StatusWords", "Score reset for {where}.").format(
        where=where)
