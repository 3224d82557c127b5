"""The main window: menus, status bar, score; it wires the board, the game and the computer."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from .. import __version__
from ..engine import Mark
from .ai_worker import ComputerOpponent, MoveReply
from .board_widget import BoardWidget
from .game_session import GameSession
from .help_text import about_html, how_to_play_html
from .score import Score, ScoreBook
from .settings import FirstMover, Settings, save_settings
from .translations import apply_language, load_language, save_language
from .words import cell_name, level_title, reason_text, result_text, variant_title

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

HINT_MS = 1600
TRANSIENT_MS = 3000


class MainWindow(QMainWindow):
    """The game window. ``store`` is where settings, score and geometry live."""

    def __init__(self, store: QSettings, settings: Settings, pause_ms: int = 400,
                 seed: int | None = None) -> None:
        super().__init__()
        self._store = store
        self._settings = settings  # for the next game
        self._game_settings = settings  # in force for the game on the board
        self._scores = ScoreBook(store)
        self._recorded: int | None = None  # the result counted for the game on the board
        self._rng = random.Random(seed)
        self._next_game_id = 1
        self._human_mark = Mark.X  # who the human was in the last game
        self._games_started = 0

        self.board = BoardWidget()
        self.board.cell_clicked.connect(self._on_cell_clicked)
        self.opponent = ComputerOpponent(self, pause_ms=pause_ms, seed=seed)
        self.opponent.move_ready.connect(self._on_move_ready)
        self.opponent.failed.connect(self._on_computer_failed)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self._clear_hint)

        self._build_layout()
        self._build_actions()
        self._restore_geometry()
        self.game = self._make_game(self._first_human_mark())
        self._start_turn()

    # -- construction -----------------------------------------------------------------------

    def _build_layout(self) -> None:
        self.circle_label = QLabel()
        self.cross_label = QLabel()
        self.score_label = QLabel()
        for label in (self.circle_label, self.cross_label, self.score_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        players = QHBoxLayout()
        players.addWidget(self.circle_label)
        players.addWidget(self.cross_label)
        column = QVBoxLayout()
        column.addLayout(players)
        column.addWidget(self.board, 1)
        column.addWidget(self.score_label)
        central = QWidget()
        central.setLayout(column)
        self.setCentralWidget(central)
        self.state_label = QLabel()
        self.statusBar().addWidget(self.state_label, 1)
        self.board.setFocus()

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
        self.quit_action = self._action("", self.close, QKeySequence(std.Quit))
        self.analysis_action = self._action("", self._refresh, "A")
        self.analysis_action.setCheckable(True)
        self.how_to_action = self._action("", self.show_how_to_play,
                                          QKeySequence(std.HelpContents))
        self.about_action = self._action("", self.show_about)

        menus = self.menuBar()
        self.game_menu = game = menus.addMenu("")
        game.addActions([self.new_action, self.undo_action, self.redo_action, self.hint_action,
                         self.swap_action])
        game.addSeparator()
        game.addActions([self.reset_action, self.settings_action])
        game.addSeparator()
        game.addAction(self.quit_action)
        self.view_menu = menus.addMenu("")
        self.view_menu.addAction(self.analysis_action)
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
        self.reset_action.setText(self.tr("Reset S&core"))
        self.settings_action.setText(self.tr("Se&ttings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.analysis_action.setText(self.tr("Show Move &Analysis"))
        self.how_to_action.setText(self.tr("&How to Play"))
        self.about_action.setText(self.tr("&About Tic-tac-toe"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if hasattr(self, "game"):
                self._refresh()
        super().changeEvent(event)

    def _restore_geometry(self) -> None:
        geometry = self._store.value("window/geometry")
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            return
        self.resize(420, 520)

    # -- games ------------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        """The settings for the next game."""
        return self._settings

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
        self._recorded = None
        game = GameSession(self._next_game_id, self._settings.variant,
                           None if self._settings.two_players else human)
        self._next_game_id += 1
        return game

    def _abandon(self) -> None:
        """Leaving a game after both sides have moved counts as a loss."""
        if self.game.in_progress() and not self.game.two_players and self.game.position.ply >= 2:
            self._scores.record(self._table(), -1)

    @Slot()
    def new_game(self) -> None:
        """Start the next game (Ctrl+N)."""
        self._abandon()
        self.game = self._make_game(self._first_human_mark())
        self._start_turn()

    @Slot()
    def swap_sides(self) -> None:
        """Swap ○ and × and start a new game."""
        self._abandon()
        self.game = self._make_game(self._human_mark.other)
        self._start_turn()
        self._say(self.tr("Sides swapped: you now play {mark}").format(
            mark=self._human_mark.symbol))

    def _table(self) -> str:
        s = self._game_settings
        return f"{s.variant.value}/{'two-players' if s.two_players else s.level.value}"

    def _start_turn(self) -> None:
        """Show the position, then finish the game or hand the move to the computer."""
        if self.game.is_over():
            self._finish()
        elif self.game.is_computer_turn():
            self.opponent.request_move(self.game.position, self._game_settings.level,
                                       self.game.game_id)
        self._refresh()

    def _finish(self) -> None:
        result = self.game.human_result()
        if result is not None and self._recorded is None:
            self._scores.record(self._table(), result)
            self._recorded = result

    # -- input ------------------------------------------------------------------------------

    @Slot(int)
    def _on_cell_clicked(self, cell: int) -> None:
        game = self.game
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

    @Slot()
    def undo(self) -> None:
        """Go back to your previous turn (Ctrl+Z), even while the computer thinks."""
        if not self.game.can_undo():
            self._say(self.tr("Nothing to undo."))
            return
        self.opponent.cancel()
        self._clear_hint()
        if self._recorded is not None:
            self._scores.retract(self._table(), self._recorded)
            self._recorded = None
        self.game.undo()
        self._start_turn()

    @Slot()
    def redo(self) -> None:
        """Replay what Undo took back (Ctrl+Shift+Z)."""
        if not self.game.can_redo():
            self._say(self.tr("Nothing to redo."))
            return
        self.opponent.cancel()
        self._clear_hint()
        self.game.redo()
        self._start_turn()

    @Slot()
    def show_hint(self) -> None:
        """Light up the best move for a moment and say why (H)."""
        if self.game.is_over():
            self._say(self.tr("The game is over: no hint needed. Click the board for a new game."))
            return
        if not self.game.is_human_turn():
            self._say(self.tr("Wait for the computer's move, then ask for a hint."))
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
        """Set the score of the current variant and level back to zero."""
        self._scores.reset(self._table())
        self._recorded = None
        self._refresh()
        self._say(self.tr("Score reset."))

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
        """Save new settings. They take over at once if no game is in progress, else next game."""
        changed = settings != self._settings
        self._settings = settings
        save_settings(self._store, settings)
        if not changed:
            return
        if self.game.in_progress():
            self._say(self.tr("New settings saved: they apply from the next game."))
        else:
            self.game = self._make_game(self._first_human_mark())
            self._start_turn()

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
        self.statusBar().showMessage(text, TRANSIENT_MS)

    def status_text(self) -> str:
        """What the status bar shows now (a passing message, or else the state of play)."""
        return self.statusBar().currentMessage() or self.state_label.text()

    def _names(self) -> dict[Mark, str]:
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
            elif game.two_players:
                said = self.tr("{mark} wins").format(mark=outcome.winner.symbol)
            else:
                said = (self.tr("You win") if outcome.winner is game.human
                        else self.tr("The computer wins"))
            return said
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

    @Slot()
    def _refresh(self) -> None:
        game, position = self.game, self.game.position
        outcome = game.outcome
        self.board.set_cells(position.cells())
        self.board.set_last_move(position.last_move)
        self.board.set_winning_lines(outcome.lines if outcome else ())
        self.board.set_dimmed(self.opponent.is_thinking())
        state = self._state_text()
        if outcome is not None:
            self.board.set_banner(state + "\n" + self.tr("Click for a new game"))
            self.state_label.setText(
                self.tr("{result}. Click the board or press Ctrl+N to play again.").format(
                    result=state))
        else:
            self.board.set_banner("")
            self.state_label.setText(state)
        self.board.set_notes(self._analysis_notes())

        names, turn = self._names(), position.turn
        for mark, label in ((Mark.X, self.circle_label), (Mark.O, self.cross_label)):
            active = outcome is None and mark is turn  # whose turn: bold and underlined
            font = QFont(label.font())
            font.setBold(active)
            font.setUnderline(active)
            label.setFont(font)
            label.setText("  ".join((mark.symbol, names[mark])))
        score = self._scores.get(self._table())
        self._show_score(score)
        self.undo_action.setEnabled(game.can_undo())
        self.redo_action.setEnabled(game.can_redo())
        self.hint_action.setEnabled(game.is_human_turn())

    def _analysis_notes(self) -> dict[int, str]:
        """Each empty cell's result and plies to the end, when View > Show Move Analysis is on."""
        if not (self.analysis_action.isChecked() and self.game.is_human_turn()):
            return {}
        from ..engine.analysis import analyze

        note = self.tr("{result} {plies}")
        return {m.cell: note.format(result=result_text(m.result), plies=m.plies)
                for m in analyze(self.game.position)}

    def _show_score(self, score: Score) -> None:
        s = self._game_settings
        if s.two_players:
            text = self.tr("○ {wins} · draws {draws} · × {losses}").format(
                wins=score.wins, draws=score.draws, losses=score.losses)
            where = self.tr("two players, {rules}").format(rules=variant_title(s.variant).lower())
        else:
            text = self.tr("Wins {wins} · Draws {draws} · Losses {losses}").format(
                wins=score.wins, draws=score.draws, losses=score.losses)
            where = self.tr("{level}, {rules}").format(level=level_title(s.level),
                                                       rules=variant_title(s.variant).lower())
        self.score_label.setText(self.tr("{score}   ({table})").format(score=text, table=where))

    # -- closing ----------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self._store.setValue("window/geometry", self.saveGeometry())
        self._store.sync()
        self.opponent.shutdown()
        super().closeEvent(event)
