"""The main window: menus, status bar, score; it wires the board, the game and the computer."""

from __future__ import annotations

import datetime
import math
import random
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, QTimer, Slot
from PySide6.QtGui import (
    QAction,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QKeySequence,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine import Mark, Position, Variant
from ..engine.lines import LineRole, marked_lines
from ..engine.notation import GameRecord, NotationError, format_game, parse_game
from ..engine.players import Level
from ..engine.solver import is_solved
from ..play.opponent import ComputerOpponent, MoveReply
from ..play.recorder import HistoryRecorder
from ..play.score import GameScorer, Score, ScoreBook
from ..play.session import GameSession
from ..play.settings import FirstMover, Settings, save_changes
from .board_widget import BoardWidget, LineStyle
from .elided_label import ElidedLabel
from .help_text import about_html, how_to_play_html
from .move_list import MoveListPanel
from .status_line import StatusLine
from .translations import apply_language, load_language, save_language
from .watch_controller import WatchController
from .words import (
    cell_name,
    level_title,
    line_name,
    reason_text,
    result_text,
    variant_title,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from .statistics_window import StatisticsWindow

HINT_MS = 1600
#: The player names and the score line grow with the board, within these pixel sizes.
LABEL_PX = (12, 22)


class MainWindow(QMainWindow):
    """The game window. ``store`` is where settings, score and geometry live."""

    def __init__(self, store: QSettings, settings: Settings, pause_ms: int = 400,
                 seed: int | None = None, history_path: Path | None = None) -> None:
        super().__init__()
        self._store = store
        self._settings = settings  # for the next game
        self._game_settings = settings  # in force for the game on the board
        self._scores = ScoreBook(store)
        self._scorer = GameScorer(self._scores)
        self._rng = random.Random(seed)
        self._next_game_id = 1
        self._human_mark = Mark.X  # who the human was in the last game
        self._games_started = 0

        self.board = BoardWidget()
        self.board.cell_clicked.connect(self._on_cell_clicked)
        self.history = HistoryRecorder(history_path, self)
        self.history.problem_found.connect(self._on_history_problem)
        self.board.first_painted.connect(self.history.open_later)
        self.opponent = ComputerOpponent(self, pause_ms=pause_ms, seed=seed)
        self.watcher = WatchController(store, self.opponent, self)
        self.opponent.move_ready.connect(self._on_move_ready)
        self.opponent.solver_ready.connect(self._update_move_list)
        self.opponent.solver_ready.connect(self.history.store_waiting)
        self.history.review_needed.connect(self.opponent.warm_up_requested)
        self.opponent.failed.connect(self._on_computer_failed)
        self.statistics_window: StatisticsWindow | None = None  # built when first shown
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self._clear_hint)

        self._build_layout()
        self._build_move_list()
        self._build_actions()
        self._restore_geometry()
        self.game = self._make_game(self._first_human_mark())
        self._start_turn()

    # -- construction -----------------------------------------------------------------------

    def _build_layout(self) -> None:
        # whose turn it is never changes the window's width (a bold name would widen its label
        # and lay the whole window out again at every turn): see _show_name
        self.circle_label = ElidedLabel()
        self.cross_label = ElidedLabel()
        self.score_label = ElidedLabel()
        for label in (self.circle_label, self.cross_label, self.score_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        players = QHBoxLayout()
        players.addWidget(self.circle_label)
        players.addWidget(self.cross_label)
        # the result shows here, beside the board and never over it, so no line is hidden; the
        # row keeps its height during play so that the board does not move when a game ends
        self.result_label = QLabel()
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result_label.setWordWrap(True)
        self.result_label.setAccessibleDescription(self.tr("Result"))
        result_font = QFont(self.result_label.font())
        result_font.setBold(True)
        result_font.setPointSizeF(result_font.pointSizeF() * 1.3)
        self.result_label.setFont(result_font)
        self.result_label.setMinimumHeight(round(self.result_label.fontMetrics().height() * 1.5))
        column = QVBoxLayout()
        column.addLayout(players)
        column.addWidget(self.result_label)
        column.addWidget(self.board, 1)
        self.rule_label = QLabel()
        self.rule_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rule_label.setWordWrap(True)
        self.rule_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.rule_label.setAccessibleDescription(self.tr("Rules in force"))
        column.addWidget(self.rule_label)
        column.addWidget(self.score_label)
        central = QWidget()
        central.setLayout(column)
        self.setCentralWidget(central)
        self.score_label.set_fixed_tooltip(self.tr(
            "Each game counts once, with the first result it reaches: undoing after the end does "
            "not change the score. A game left unfinished is not counted."))
        self.status_line = StatusLine()
        self.statusBar().addWidget(self.status_line, 1)
        self.board.setFocus()

    def _build_move_list(self) -> None:
        self.move_list = MoveListPanel()
        self.move_list.ply_shown.connect(self._on_ply_shown)
        self.move_list.play_from_here_requested.connect(self._on_play_from_here)
        self.move_list.retry_requested.connect(self._on_retry)
        self.moves_dock = QDockWidget(self.tr("Moves"), self)
        self.moves_dock.setObjectName("moves")
        self.moves_dock.setWidget(self.move_list)
        self.moves_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                                    | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.moves_dock)

    def _action(self, text: str, slot: object, *keys: QKeySequence | str) -> QAction:
        action = QAction(text, self)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.new_action = self._action("", self.new_game, QKeySequence(std.New))
        self.undo_action = self._action("", self.undo, QKeySequence(std.Undo))
        self.redo_action = self._action("", self.redo, "Ctrl+Shift+Z", "Ctrl+Y")
        self.hint_action = self._action("", self.show_hint, "H")
        self.swap_action = self._action("", self.swap_sides, "Ctrl+T")
        self.reset_action = self._action("", self.reset_score)
        self.settings_action = self._action("", self.open_settings, "Ctrl+,")
        self.quit_action = self._action("", self.close, "Ctrl+Q")  # std.Quit: none on Windows
        self.analysis_action = self._action("", self._refresh, "A")
        self.analysis_action.setCheckable(True)
        self.how_to_action = self._action("", self.show_how_to_play,
                                          QKeySequence(std.HelpContents))
        self.about_action = self._action("", self.show_about)
        self.review_action = self._action(self.tr("Re&view Game"), self.review_game, "Ctrl+R")
        self.statistics_action = self._action(self.tr("Stat&istics…"), self.show_statistics,
                                              "Ctrl+I")
        self.watch_action = self._action(self.tr("&Watch the Computer…"), self.watch, "W")
        self.copy_action = self._action(self.tr("&Copy Game"), self.copy_game,
                                        QKeySequence(std.Copy))
        self.paste_action = self._action(self.tr("&Paste Game"), self.paste_game,
                                         QKeySequence(std.Paste))
        self.open_action = self._action(self.tr("&Open Game…"), self.open_game,
                                        QKeySequence(std.Open))
        self.moves_action = self.moves_dock.toggleViewAction()
        self.moves_action.setText(self.tr("&Moves"))
        self.moves_action.setShortcut(QKeySequence("Ctrl+M"))

        menus = self.menuBar()
        self.game_menu = game = menus.addMenu("")
        game.addActions([self.new_action, self.open_action, self.undo_action, self.redo_action,
                         self.hint_action, self.swap_action, self.review_action,
                         self.statistics_action, self.watch_action])
        game.addSeparator()
        game.addActions([self.reset_action, self.settings_action])
        game.addSeparator()
        game.addAction(self.quit_action)
        self.edit_menu = edit = menus.addMenu("")
        edit.addActions([self.copy_action, self.paste_action])
        self.view_menu = view = menus.addMenu("")
        view.addActions([self.analysis_action, self.moves_action])
        self.help_menu = menus.addMenu("")
        self.help_menu.addActions([self.how_to_action, self.about_action])
        self._retranslate()

    def _retranslate(self) -> None:
        """Put every word in the current language (at start and on each LanguageChange)."""
        self.setWindowTitle(self.tr("Tic-tac-toe · 三目並べ"))
        self.new_action.setText(self.tr("&New Game"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.hint_action.setText(self.tr("&Hint"))
        self.swap_action.setText(self.tr("&Swap Sides"))
        self.reset_action.setText(self.tr("Reset S&core…"))
        self.settings_action.setText(self.tr("Se&ttings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.analysis_action.setText(self.tr("Show Move &Analysis"))
        self.how_to_action.setText(self.tr("&How to Play"))
        self.about_action.setText(self.tr("&About Tic-tac-toe"))
        self.review_action.setText(self.tr("Re&view Game"))
        self.statistics_action.setText(self.tr("Stat&istics…"))
        self.watch_action.setText(self.tr("&Watch the Computer…"))
        self.copy_action.setText(self.tr("&Copy Game"))
        self.paste_action.setText(self.tr("&Paste Game"))
        self.open_action.setText(self.tr("&Open Game…"))
        self.moves_action.setText(self.tr("&Moves"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if hasattr(self, "game"):
                self._refresh()
        super().changeEvent(event)

    def _restore_geometry(self) -> None:
        state = self._store.value("window/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)
        geometry = self._store.value("window/geometry")
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            return
        self.resize(640, 520)

    # -- games ------------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        """The settings for the next game."""
        return self._settings

    @property
    def game_settings(self) -> Settings:
        """The settings in force for the game on the board."""
        return self._game_settings

    def score_table(self) -> str:
        """The score table the game on the board counts in, e.g. ``"standard/perfect"``."""
        return self._table()

    def _first_human_mark(self) -> Mark:
        first = self._settings.first
        if first is FirstMover.YOU:
            return Mark.X
        if first is FirstMover.COMPUTER:
            return Mark.O
        if first is FirstMover.RANDOM:
            return self._rng.choice((Mark.X, Mark.O))
        # alternate: the first game of a run is yours to open, then the sides swap every game
        return Mark.X if self._games_started == 0 else self._human_mark.other

    def _make_game(self, human: Mark) -> GameSession:
        self.opponent.cancel()
        self._clear_hint()
        self._game_settings = self._settings
        self._human_mark = human
        self._games_started += 1
        self._scorer.start(self._table())
        game = GameSession(self._next_game_id, self._settings.variant,
                           None if self._settings.two_players else human)
        self._next_game_id += 1
        return game

    @Slot()
    def new_game(self) -> None:
        """Start the next game (Ctrl+N). A game left unfinished is not counted."""
        self.game = self._make_game(self._first_human_mark())
        self._start_turn()

    @Slot()
    def swap_sides(self) -> None:
        """Swap ○ and × and start a new game."""
        self.game = self._make_game(self._human_mark.other)
        self._start_turn()
        self._say(self.tr("Sides swapped: you now play {mark}.").format(
            mark=self._human_mark.symbol))

    def _table(self) -> str:
        s = self._game_settings
        return f"{s.variant.value}/{'two-players' if s.two_players else s.level.value}"

    def _start_turn(self) -> None:
        """Show the position, then finish the game or hand the move to the computer."""
        if self.game.is_over():
            self._finish()
        elif self.game.is_computer_turn():
            level = self.game.level_for(self.game.position.turn) or self._game_settings.level
            self.opponent.request_move(self.game.position, level, self.game.game_id)
        self._refresh()

    def _finish(self) -> None:
        result = self.game.human_result()
        if result is not None:
            self._scorer.finished(result)
        self.history.record(self.game, self._game_settings.level)

    @Slot(str)
    def _on_history_problem(self, message: str) -> None:
        self._say(self.tr("No game history this time: {problem}.").format(problem=message))

    # -- input ------------------------------------------------------------------------------

    @Slot(int)
    def _on_cell_clicked(self, cell: int) -> None:
        game = self.game
        if self.watcher.stop(game):
            self._refresh()
            self._say_watching_stopped()
            return
        if self.move_list.is_replaying():
            self._say(self.tr("This is a replay: press End in the move list to go back to the "
                              "game, or Play from Here to play on from it."))
            return
        if game.is_over():
            self.new_game()
            return
        if game.is_computer_turn():
            self._say(self.tr("The computer is thinking: your move comes next."))
            return
        if game.position[cell] is not None:
            self._say(self.tr("That cell ({cell}) is taken: pick an empty one.").format(
                cell=cell_name(cell)))
            return
        self._clear_hint()
        game.play(cell)
        self._start_turn()

    @Slot(object)
    def _on_move_ready(self, reply: MoveReply) -> None:
        request, game = reply.request, self.game
        if (request.game_id != game.game_id or request.ply != game.position.ply
                or request.key != game.position.key or not game.is_computer_turn()):
            return  # a stale answer: the game moved on
        game.play_computer(reply.cell)
        self._start_turn()

    @Slot(str)
    def _on_computer_failed(self, message: str) -> None:
        self._say(self.tr("The computer could not move ({message}). Start a new game with Ctrl+N.")
                  .format(message=message))

    def _say_watching_stopped(self) -> None:
        self._say(self.tr("Watching stopped: the board is yours, for two players. Ctrl+N "
                          "starts a new game."))

    @Slot()
    def undo(self) -> None:
        """Go back to your previous turn (Ctrl+Z), even while the computer thinks. A watched
        game stops first: the board is then two players'."""
        if not self.game.can_undo():
            self._say(self.tr("Nothing to undo."))
            return
        watched = self.watcher.stop(self.game)
        self.opponent.cancel()
        self._clear_hint()
        self.game.undo()
        self._start_turn()
        if watched:
            self._say_watching_stopped()

    @Slot()
    def redo(self) -> None:
        """Replay what Undo took back (Ctrl+Shift+Z)."""
        if not self.game.can_redo():
            self._say(self.tr("Nothing to redo."))
            return
        watched = self.watcher.stop(self.game)
        self.opponent.cancel()
        self._clear_hint()
        self.game.redo()
        self._start_turn()
        if watched:
            self._say_watching_stopped()

    @Slot()
    def show_hint(self) -> None:
        """Light up the best move for a moment and say why (H)."""
        if self.game.is_over():
            self._say(self.tr("The game is over: no hint needed. Click the board for a new game."))
            return
        if not self.game.is_human_turn():
            self._say(self.tr("Wait for the computer's move, then ask for a hint."))
            return
        if self.move_list.is_replaying():
            self._say(self.tr("This is a replay: press End in the move list to go back to the "
                              "game, or Play from Here to play on from it."))
            return
        from ..engine.analysis import hint

        advice = hint(self.game.position)
        if advice is None:
            return
        self.board.set_highlight(advice.cell)
        self._hint_timer.start(HINT_MS)
        self._say(self.tr("Hint: {cell} {reason}.").format(cell=cell_name(advice.cell),
                                                           reason=reason_text(advice.reason)))

    @Slot()
    def _clear_hint(self) -> None:
        self._hint_timer.stop()
        self.board.set_highlight(None)

    @Slot()
    def reset_score(self) -> None:
        """Game > Reset Score…: asks first, for this rule and level or for all of them."""
        where = self._score_place()
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset Score"),
                          self.tr("Reset the score for {where}?").format(where=where),
                          QMessageBox.StandardButton.Cancel, self)
        box.setInformativeText(self.tr("This cannot be undone."))
        this_one = box.addButton(self.tr("Reset &This Score"), QMessageBox.ButtonRole.AcceptRole)
        every = box.addButton(self.tr("Reset &All Scores"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        if box.clickedButton() is this_one:
            self._scores.reset(self._table())
            said = self.tr("Score reset for {where}.").format(where=where)
        elif box.clickedButton() is every:
            self._scores.reset_all()
            said = self.tr("Every score reset.")
        else:
            return
        self._refresh()
        self._say(said)

    @Slot()
    def open_settings(self) -> None:
        """Game > Settings… (Ctrl+,)."""
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self._settings, self.game.in_progress(), self,
                                load_language(self._store))
        if dialog.exec() != SettingsDialog.DialogCode.Accepted:
            return
        if dialog.language() is not load_language(self._store):
            save_language(self._store, dialog.language())
            apply_language(dialog.language())  # every window re-translates at once
        self.apply_settings(dialog.settings())

    def apply_settings(self, settings: Settings) -> None:
        """Take the settings the dialog gave back. Only what changed is saved, so that a
        command-line override stays for this run only. They take over at once if no game is in
        progress (an untouched board keeps its sides), else from the next game."""
        before = self._settings
        self._settings = settings
        if not save_changes(self._store, before, settings):
            return
        if self.game.in_progress():
            self._say(self.tr("New settings saved: they apply from the next game."))
            return
        untouched = self.game.position.ply == 0 and settings.first is before.first
        self.game = self._make_game(self._human_mark if untouched
                                    else self._first_human_mark())
        self._start_turn()

    # -- the move list, replay and review ----------------------------------------------------

    @Slot()
    def _update_move_list(self) -> None:
        game = self.game
        review = None
        if game.is_over():
            if is_solved(game.variant):
                from ..engine.review import review_game

                review = review_game(game.variant, game.position.moves)
            else:  # the worker builds the table (15-20 ms) and the review follows
                self.opponent.warm_up_requested.emit()
        self.move_list.set_game(game.position.moves, review, game.human)

    @Slot(int)
    def _on_ply_shown(self, ply: int) -> None:
        moves = self.game.position.moves
        if ply >= len(moves):
            self._refresh()
            return
        shown = Position(self.game.variant, moves[:ply])
        self._clear_hint()
        self.board.set_cells(shown.cells())
        self.board.set_last_move(shown.last_move)
        self.board.set_lines(self._line_styles(shown))
        self.board.set_notes({})
        self.board.set_dimmed(False)
        self.result_label.setText("")
        self.status_line.set_state(self.tr(
            "Replay: move {ply} of {count}. Press End to go back, or Play from Here.").format(
            ply=ply, count=len(moves)))

    @Slot(int)
    def _on_play_from_here(self, ply: int) -> None:
        self._continue_from(self.game.position.moves[:ply])

    @Slot(int)
    def _on_retry(self, ply: int) -> None:
        """Back to before the first mistake, with the player to move and the hint on."""
        self._continue_from(self.game.position.moves[:ply - 1])
        if self.game.is_human_turn():
            self.show_hint()

    def _continue_from(self, moves: tuple[int, ...], variant: Variant | None = None,
                       human: Mark | Literal["same"] | None = "same") -> None:
        """A new live game from these moves, with the sides and level of the game on the board
        (and its rules, unless ``variant`` is given; and ``human`` as the person's side, None for
        both sides, unless it is ``"same"``). The game left behind counts only if it had already
        ended. A game these moves finish is there to be reviewed: it is not counted in the score
        and not stored in the history again."""
        self.opponent.cancel()
        self._clear_hint()
        game = GameSession(self._next_game_id, variant or self.game.variant,
                           self.game.human if human == "same" else human)
        self._next_game_id += 1
        for cell in moves:
            game.play(cell)
        self.game = game
        if game.is_over():
            self._scorer.start("")  # no table: never counted
            self.history.already_stored(game.game_id)
        else:
            self._scorer.start(self._table())
        self._start_turn()
        self._say(self.tr("Playing on from move {ply}.").format(ply=len(moves)))

    @Slot()
    def watch(self) -> None:
        """Game > Watch the Computer…: the computer plays both sides, at the levels chosen."""
        levels = self.watcher.choose_levels(self)
        if levels is not None:
            self.start_watching(levels)

    def start_watching(self, levels: tuple[Level, Level]) -> None:
        """A new game that the computer plays against itself (never counted in the score).
        A click on the board, New Game or closing the window stops it."""
        self.opponent.cancel()
        self._clear_hint()
        self.game = GameSession(self._next_game_id, self._settings.variant, None, watch=levels)
        self._next_game_id += 1
        self._scorer.start("")  # watched games are not scored
        self._start_turn()

    @Slot()
    def review_game(self) -> None:
        """Game > Review Game: show the move list with the review of the game on the board."""
        self.moves_dock.show()
        self._update_move_list()
        self.move_list.moves_view.setFocus()
        if not self.game.is_over():
            self._say(self.tr("The review comes when the game ends; the moves so far are listed."))

    @Slot()
    def paste_game(self) -> None:
        """Edit > Paste Game: load a game copied as text, to review it or play on."""
        self._load_game_text(QGuiApplication.clipboard().text(), self.tr("The clipboard"))

    @Slot()
    def open_game(self) -> None:
        """Game > Open Game…: load a game saved as text."""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open Game"), "",
                                              self.tr("Games (*.txt *.ttt);;All files (*)"))
        if not name:
            return
        try:
            text = Path(name).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            QMessageBox.warning(self, self.tr("Open Game"), self.tr(
                "{file} could not be read: {error}").format(file=Path(name).name, error=exc))
            return
        self._load_game_text(text, Path(name).name)

    def _load_game_text(self, text: str, source: str) -> None:
        """Load a game written in keypad notation; text that is not a game loads nothing."""
        try:
            record = parse_game(text)
        except NotationError as exc:
            QMessageBox.warning(self, self.tr("Not a Game"), self.tr(
                "{source} does not hold a game that can be played.\n\nLine {line}, column "
                "{column}: {problem}.\n\nNothing was loaded.").format(
                source=source, line=exc.line, column=exc.column, problem=exc.message))
            return
        self._show_loaded(record.moves, record.variant)
        self._say(self.tr("Game loaded: {count} moves under the {rules} rules.").format(
            count=len(record.moves), rules=variant_title(record.variant).lower()))

    def _show_loaded(self, moves: tuple[int, ...], variant: Variant,
                     human: Mark | Literal["same"] | None = "same") -> None:
        """A loaded game on the board: reviewed if it is over, else played on."""
        self._continue_from(moves, variant, human)
        if self.game.is_over():
            self.review_game()

    @Slot()
    def show_statistics(self) -> None:
        """Game > Statistics: results over time, mistakes per game, and past games to review."""
        store = self.history.store
        if store is None:
            problem = (self.history.problem() or (
                self.tr("it is still opening; try again") if self.history.keeps_history
                else self.tr("no history is kept in this session")))
            QMessageBox.information(self, self.tr("Statistics"), self.tr(
                "There are no statistics without the game history: {problem}.").format(
                problem=problem))
            return
        from ..history import HistoryError
        from .statistics_window import StatisticsWindow

        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow(self)
            self.statistics_window.game_open_requested.connect(self.open_stored_game)
            self.history.game_stored.connect(self._reload_statistics)
        try:
            self.statistics_window.load(store)
        except HistoryError as exc:
            self._on_history_problem(str(exc))
            return
        self.statistics_window.show()
        self.statistics_window.raise_()
        self.statistics_window.activateWindow()

    @Slot()
    def _reload_statistics(self) -> None:
        window, store = self.statistics_window, self.history.store
        if window is not None and window.isVisible() and store is not None:
            from ..history import HistoryError

            try:
                window.load(store)
            except HistoryError as exc:
                self._on_history_problem(str(exc))

    @Slot(int)
    def open_stored_game(self, game_id: int) -> None:
        """Load a game from the history onto the board, reviewed, as Open Game does."""
        store = self.history.store
        if store is None:
            return
        from ..history import HistoryError

        try:
            stored = store.game(game_id)
        except HistoryError as exc:
            self._on_history_problem(str(exc))
            return
        if stored is None:
            self._say(self.tr("That game is no longer in the history."))
            return
        self._show_loaded(stored.moves, stored.variant, stored.human)  # reviewed for its player
        self._say(self.tr("Game of {date} loaded: {count} moves under the {rules} rules.").format(
            date=stored.played_at[:10], count=len(stored.moves),
            rules=variant_title(stored.variant).lower()))
        self.raise_()
        self.activateWindow()

    @Slot()
    def copy_game(self) -> None:
        """Edit > Copy Game: the game on the board as text, in keypad notation."""
        s = self._game_settings
        sides = {}
        for mark, key in ((Mark.X, "○"), (Mark.O, "×")):
            watched = self.game.level_for(mark)
            if watched is not None:
                sides[key] = watched.value
            elif self.game.two_players or mark is self.game.human:
                sides[key] = "human"
            else:
                sides[key] = s.level.value
        record = GameRecord(self.game.variant, self.game.position.moves,
                            {**sides, "Date": datetime.date.today().isoformat()})
        QGuiApplication.clipboard().setText(format_game(record))
        self._say(self.tr("Game copied: {moves} moves.").format(moves=self.game.position.ply))

    # -- help -------------------------------------------------------------------------------

    @Slot()
    def show_how_to_play(self) -> None:
        """Help > How to Play (F1)."""
        QMessageBox.information(self, self.tr("How to play"), how_to_play_html())

    @Slot()
    def show_about(self) -> None:
        """Help > About."""
        QMessageBox.about(self, self.tr("About Tic-tac-toe"),
                          about_html().format(version=__version__))

    # -- display ----------------------------------------------------------------------------

    def _say(self, text: str) -> None:
        self.status_line.say(text)

    def say(self, text: str) -> None:
        """Show a passing note in the status bar, beside the state of play."""
        self._say(text)

    def status_text(self) -> str:
        """What the status bar says now, unelided: a passing note, then the state of play."""
        return self.status_line.full_text()

    def _names(self) -> dict[Mark, str]:
        watch = self.game.watch
        if watch is not None:
            return {Mark.X: self.tr("Computer ({level})").format(level=level_title(watch[0])),
                    Mark.O: self.tr("Computer ({level})").format(level=level_title(watch[1]))}
        if self.game.two_players:
            return {Mark.X: self.tr("Player ○"), Mark.O: self.tr("Player ×")}
        human = self.game.human
        return {m: self.tr("You") if m is human else self.tr("Computer") for m in Mark}

    def _state_text(self) -> str:
        game = self.game
        outcome = game.outcome
        if outcome is not None:
            if outcome.winner is None:
                said = self.tr("Draw")
            elif game.human is None:  # two players, or the computer against itself
                said = self.tr("{mark} wins").format(mark=outcome.winner.symbol)
            else:
                said = (self.tr("You win") if outcome.winner is game.human
                        else self.tr("The computer wins"))
            if outcome.winner is not None and game.variant is Variant.MISERE:
                said += self.tr(": {loser} made three in a row and loses").format(
                    loser=outcome.winner.other.symbol)
            elif outcome.winner is not None and len(outcome.lines) > 1:
                said += self.tr(": the last line completed wins")
            return said
        turn = self._turn_text()
        made = {m.owner for m in marked_lines(game.position)}
        if made:  # last line wins, in mid-game
            owners = " ".join(sorted(mark.symbol for mark in made))
            return self.tr("{owners} has a line: play goes on, and the last line completed "
                           "wins. {turn}").format(owners=owners, turn=turn)
        return turn

    def _turn_text(self) -> str:
        game = self.game
        # At the first move the same English words carry a "start" disambiguation, so that a
        # translation may also say who moves first (Japanese: 先攻は…です).
        start = game.position.ply == 0
        if self.opponent.is_thinking():
            if start:
                return self.tr("The computer is thinking…", "start of a game: the computer first")
            return self.tr("The computer is thinking…")
        if game.two_players:
            if start:
                return self.tr("{mark} to move", "start of a game").format(
                    mark=game.position.turn.symbol)
            return self.tr("{mark} to move").format(mark=game.position.turn.symbol)
        mark = game.human.symbol if game.human else ""
        if start:
            return self.tr("Your turn: you play {mark}", "start of a game: you first").format(
                mark=mark)
        return self.tr("Your turn: you play {mark}").format(mark=mark)

    @staticmethod
    def _line_styles(position: Position) -> list[tuple[tuple[int, int, int], LineStyle]]:
        """How the board draws each completed line: the deciding line strong, a line a later
        one beat faded, a line made in mid-game dashed in its owner's pattern."""
        styles = []
        for marked in marked_lines(position):
            if marked.role is LineRole.MADE:
                style = (LineStyle.DASHED_CIRCLE if marked.owner is Mark.X
                         else LineStyle.DASHED_CROSS)
            else:
                style = LineStyle.FADED if marked.role is LineRole.BEATEN else LineStyle.STRONG
            styles.append((marked.line, style))
        return styles

    @Slot()
    def _refresh(self) -> None:
        game, position = self.game, self.game.position
        outcome = game.outcome
        self.board.set_cells(position.cells())
        self.board.set_last_move(position.last_move)
        line_styles = self._line_styles(position)
        self.board.set_lines(line_styles)
        self.board.set_dimmed(self.opponent.is_thinking())
        state = self._state_text()
        if outcome is not None:
            self.result_label.setText(state)
            deciding = [line_name(line) for line, style in line_styles
                        if style is LineStyle.STRONG]
            if deciding:  # named for those who cannot see the line
                state = self.tr("{result} ({lines})").format(
                    result=state, lines=self.tr(", ").join(deciding))
            self.status_line.set_state(
                self.tr("{result}. Click the board or press Ctrl+N to play again.").format(
                    result=state))
        else:
            self.result_label.setText("")
            self.status_line.set_state(state)
        notes = self._analysis_notes()
        self.board.set_notes({cell: note for cell, (note, _) in notes.items()},
                             {cell: tip for cell, (_, tip) in notes.items()})
        self.board.setToolTip(self.tr(
            "Each empty cell shows its result with best play from both sides, and how many moves "
            "until the game ends: \"win 3\" wins in 3 moves, \"draw 7\" draws when the board "
            "fills, \"loss 4\" loses in 4 at the latest.") if notes else "")
        self.rule_label.setText(self._rule_text())

        names, turn = self._names(), position.turn
        for mark, label in ((Mark.X, self.circle_label), (Mark.O, self.cross_label)):
            active = outcome is None and mark is turn  # whose turn: bold and underlined
            if label.font().bold() != active or label.font().underline() != active:
                font = QFont(label.font())
                font.setBold(active)
                font.setUnderline(active)
                label.setFont(font)
            self._show_name(label, "  ".join((mark.symbol, names[mark])))
        score = self._scores.get(self._table())
        self._show_score(score)
        self.undo_action.setEnabled(game.can_undo())
        self.redo_action.setEnabled(game.can_redo())
        self.hint_action.setEnabled(game.is_human_turn())
        self._update_move_list()
        if self.move_list.is_replaying():  # a redraw keeps the replayed position on show
            self._on_ply_shown(self.move_list.shown_ply())

    def _rule_text(self) -> str:
        """One short line under the board: the rule in force."""
        return {
            Variant.STANDARD: self.tr("Standard: three in a row wins."),
            Variant.MISERE: self.tr("Misère: three in a row loses."),
            Variant.LAST_LINE: self.tr("Last line wins: play goes on after a line, and the last "
                                       "line completed wins."),
        }[self.game.variant]

    def _analysis_notes(self) -> dict[int, tuple[str, str]]:
        """Each empty cell's result and plies to the end ("win 3"), and the same in words, when
        View > Show Move Analysis is on."""
        if not (self.analysis_action.isChecked() and self.game.is_human_turn()):
            return {}
        from ..engine.analysis import Result, analyze

        note = self.tr("{result} {plies}")
        notes = {}
        for move in analyze(self.game.position):
            n = move.plies
            if move.result is Result.WIN:
                tip = (self.tr("Playing here wins at once.") if n == 1 else
                       self.tr("Playing here wins in {n} moves with best play.").format(n=n))
            elif move.result is Result.DRAW:
                tip = (self.tr("Playing here fills the board: a draw.") if n == 1 else
                       self.tr("Playing here draws with best play: the board fills in {n} "
                               "moves.").format(n=n))
            else:
                tip = (self.tr("Playing here loses at once.") if n == 1 else
                       self.tr("Playing here loses in {n} moves at the latest, against best "
                               "play.").format(n=n))
            notes[move.cell] = (note.format(result=result_text(move.result), plies=n), tip)
        return notes

    def _score_place(self) -> str:
        """The rule and level the score on show belongs to, e.g. "Perfect, standard"."""
        s = self._game_settings
        if s.two_players:
            return self.tr("two players, {rules}").format(rules=variant_title(s.variant).lower())
        return self.tr("{level}, {rules}").format(level=level_title(s.level),
                                                  rules=variant_title(s.variant).lower())

    def _show_score(self, score: Score) -> None:
        if self._game_settings.two_players:
            text = self.tr("○ {wins} · draws {draws} · × {losses}").format(
                wins=score.wins, draws=score.draws, losses=score.losses)
        else:
            text = self.tr("Wins {wins} · Draws {draws} · Losses {losses}").format(
                wins=score.wins, draws=score.draws, losses=score.losses)
        text = self.tr("{score}   ({table})").format(score=text, table=self._score_place())
        if self.game.watch is not None:  # the computer against itself: nobody's score moves
            text = self.tr("Watching, not scored · {score}").format(score=text)
        self.score_label.set_full_text(text)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale_labels()

    @staticmethod
    def _show_name(label: ElidedLabel, text: str) -> None:
        """A player's name, never cut at the window's minimum size: the label is at least as wide
        as the name in the smallest, bold font, whoever is to move (so turns never change the
        window's minimum size, and a larger window's larger font cannot hold the window wide)."""
        if text == label.full_text() and label.minimumWidth():
            return  # the same name as before (every move redraws): already measured
        label.set_full_text(text)
        font = QFont(label.font())
        font.setPixelSize(LABEL_PX[0])
        font.setBold(True)
        font.setUnderline(True)
        width = math.ceil(QFontMetricsF(font).horizontalAdvance(text)) + 1 + 2 * label.margin()
        if label.minimumWidth() != width:
            label.setMinimumWidth(width)

    def _scale_labels(self) -> None:
        """The player names and the score line grow with the board, within LABEL_PX."""
        low, high = LABEL_PX
        side = min(self.width(), self.height())
        px = max(low, min(high, round(side * 0.032)))
        for label in (self.circle_label, self.cross_label, self.score_label):
            font = QFont(label.font())
            if font.pixelSize() != px:
                font.setPixelSize(px)
                label.setFont(font)

    # -- closing ----------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self._store.setValue("window/geometry", self.saveGeometry())
        self._store.setValue("window/state", self.saveState())
        self._store.sync()
        self.opponent.shutdown()
        self.history.close()
        super().closeEvent(event)
