"""The main window, a view of the game controller: it builds the widgets, the menus and the dock,
wires them to the controller, and redraws whenever the controller says the game changed."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, QSize, Slot
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox

from .. import __version__
from ..engine.notation import NotationError
from ..play.controller import GameController
from ..play.motion import load_animations, save_animations
from ..play.notice import Notice, NoticeKind
from ..play.settings import Settings, load_watch_levels
from .actions import ACTIONS, action_texts
from .dialogs.history_rescue import offer_fresh_history
from .dialogs.reset_score import ask_reset
from .first_start import add_first_start_line
from .game_file_menu import GameFileMenu
from .game_panel import GamePanel
from .language.translations import apply_language, load_language, save_language
from .move_list import MoveListPanel, scrolling, trailing_area
from .sound.cues import SoundCues
from .status_line import StatusLine
from .warm_up import IdleWarmUp
from .widgets.menu_keys import MenuKeys
from .widgets.window_fit import fit_to_screen
from .widgets.window_layout import restore_layout, save_layout
from .words import status as status_words
from .words.help import about_html, how_to_play_html

if TYPE_CHECKING:
    from .statistics.window import StatisticsWindow


class MainWindow(QMainWindow):
    """The game window. ``store`` is where settings, score and geometry live. Each action of
    :data:`ACTIONS` is an attribute named after it (``new_action``, ``undo_action``…)."""

    analysis_action: QAction
    save_action: QAction
    undo_action: QAction
    redo_action: QAction
    hint_action: QAction
    sound_action: QAction

    def __init__(self, store: QSettings, settings: Settings, pause_ms: int = 400,
                 seed: int | None = None, history_path: Path | None = None,
                 extra_think_ms: int = 0, kept_game: Path | None = None) -> None:
        super().__init__()
        self._store = store
        self.controller = GameController(store, settings, pause_ms, seed, history_path,
                                         extra_think_ms, self, kept_game)
        self.panel = GamePanel()
        self.panel.board.set_animated(load_animations(store))
        self.setCentralWidget(self.panel)
        self.status_line = StatusLine()
        self.statusBar().addWidget(self.status_line, 1)
        self.move_list = MoveListPanel()
        self.moves_dock = QDockWidget(self)
        self.moves_dock.setObjectName("moves")
        self.moves_dock.setWidget(scrolling(self.move_list))
        self.moves_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                                    | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(trailing_area(self.isRightToLeft()), self.moves_dock)
        self.statistics_window: StatisticsWindow | None = None  # built when first shown
        self.files = GameFileMenu(self, store, self._load_game_text, self.controller.game_text)
        self.sound = SoundCues(self.controller, store, self)  # View › Sound mutes it
        self.first_start_line = add_first_start_line(self, store)
        self.warm_up = IdleWarmUp(self.controller, self.panel, self.move_list, self)
        self._build_actions()
        self.sound.follow(self.sound_action)
        self._retranslate()
        self._wire()
        self._restore_geometry()
        self.redraw()
        self.panel.board.setFocus()

    def _build_actions(self) -> None:
        menus = {"game": self.menuBar().addMenu(""), "edit": self.menuBar().addMenu(""),
                 "view": self.menuBar().addMenu(""), "help": self.menuBar().addMenu("")}
        self.game_menu, self.edit_menu, self.view_menu, self.help_menu = menus.values()
        for entry in ACTIONS:
            action = QAction(self)
            action.setCheckable(entry.toggles)
            sequences = [QKeySequence(key) for key in entry.keys]  # Quit: Windows has no standard
            action.setShortcuts([s for i, s in enumerate(sequences) if s not in sequences[:i]])
            (action.toggled if entry.toggles else action.triggered).connect(entry.slot(self))
            self.addAction(action)
            if entry.menu.endswith("-"):
                menus[entry.menu[:-1]].addSeparator()
            if entry.menu:
                menus[entry.menu.rstrip("-")].addAction(action)
            setattr(self, f"{entry.name}_action", action)
        self.game_menu.insertMenu(self.save_action, self.files.recent_menu)
        self.moves_action = self.moves_dock.toggleViewAction()
        self.moves_action.setShortcut(QKeySequence("Ctrl+M"))
        self.view_menu.addAction(self.moves_action)

    def _retranslate(self) -> None:
        """Put every word in the current language (at start and on each LanguageChange)."""
        self.setWindowTitle(self.tr("Tic-tac-toe"))  # no CJK: the window manager draws it
        for name, text in action_texts().items():
            item = getattr(self, name if name.endswith("_menu") else f"{name}_action")
            (item.setTitle if name.endswith("_menu") else item.setText)(text)
        self.moves_dock.setWindowTitle(self.tr("Moves"))
        self.files.retranslate()
        self.panel.retranslate()
        self.move_list.retranslate()

    def _wire(self) -> None:
        controller = self.controller
        controller.changed.connect(self.redraw)
        controller.notice.connect(self._on_notice)
        controller.puzzle_put_back.connect(self.show_puzzles)  # a puzzle left open: back on it
        self.panel.board.cell_clicked.connect(controller.play)
        self.panel.board.first_painted.connect(controller.recorder.open_later)
        self.panel.board.first_painted.connect(self.warm_up.start)  # the first game's needs
        self.move_list.ply_shown.connect(controller.show_ply)
        self.move_list.play_from_here_requested.connect(controller.play_from)
        self.move_list.retry_requested.connect(controller.retry_from)
        self.move_list.game_tree_requested.connect(self.show_game_tree)
        self.move_list.cell_key_pressed.connect(controller.play)  # digits play from the list too
        self._menu_keys = MenuKeys(self.menuBar(), self.panel.board)  # Escape: keys to the board

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.status_line.clear_note()  # a passing note stays in the language it was said in
            self.redraw()
        elif (event.type() == QEvent.Type.LayoutDirectionChange
              and self.dockWidgetArea(self.moves_dock) == trailing_area(not self.isRightToLeft())):
            # Qt mirrors the widgets but not the dock areas: the list goes after the board
            self.addDockWidget(trailing_area(self.isRightToLeft()), self.moves_dock)
        super().changeEvent(event)

    def _restore_geometry(self) -> None:
        if not restore_layout(self, self._store):  # checked: a damaged layout cannot crash
            fit_to_screen(self, QSize(640, 580))

    # -- the view ---------------------------------------------------------------------------

    @Slot()
    def redraw(self) -> None:
        """Show the controller's state: the panel, the status line, the move list, the actions."""
        controller, game = self.controller, self.controller.game
        self.status_line.set_state(self.panel.show_game(controller,
                                                        self.analysis_action.isChecked()))
        self.move_list.set_game(game.position.moves, controller.review, game.human,
                                controller.replay_ply, game.start_ply or 0)
        self.undo_action.setEnabled(game.can_undo() or game.watching)  # both stop Watch
        self.redo_action.setEnabled(game.can_redo() or game.watching)

    @Slot(object)
    def _on_notice(self, notice: Notice) -> None:
        self.status_line.say(status_words.notice(notice))
        if notice.kind is NoticeKind.HISTORY_PROBLEM:  # the whole problem, with the file's path
            self.status_line.set_fixed_tooltip(notice.text)
            offer_fresh_history(self, self.controller.recorder, self.status_line.say)
        if notice.kind in (NoticeKind.GAME_LOADED, NoticeKind.STORED_GAME_LOADED):
            if self.controller.game.is_over():  # a finished game is there to be reviewed
                self.review_game()
            if notice.kind is NoticeKind.STORED_GAME_LOADED:
                self.raise_()
                self.activateWindow()

    # -- dialogs and the clipboard ------------------------------------------------------------

    @Slot()
    def open_settings(self) -> None:
        """Game > Settings… (Ctrl+,)."""
        from .dialogs.settings import SettingsDialog
        board = self.panel.board
        dialog = SettingsDialog(self.controller.next_settings, self.controller.game.in_progress(),
                                self, load_language(self._store), board.animated(),
                                self.sound.player.volume())
        if dialog.exec() != SettingsDialog.DialogCode.Accepted:
            return
        if dialog.animations() != board.animated():
            save_animations(self._store, dialog.animations())
            board.set_animated(dialog.animations())
        self.sound.set_volume(dialog.volume())  # kept, as the rest of the choice
        if dialog.language() is not load_language(self._store):
            save_language(self._store, dialog.language())
            apply_language(dialog.language())  # every window re-translates at once
        self.controller.apply_settings(dialog.settings())

    @Slot()
    def watch(self) -> None:
        """Game > Watch the Computer…: the computer plays both sides, at the levels chosen."""
        from .dialogs.watch import WatchDialog
        levels = WatchDialog.choose(load_watch_levels(self._store), self)
        if levels is not None:
            self.controller.start_watching(levels)

    @Slot()
    def reset_score(self) -> None:
        """Game > Reset Score…: asks first, for this rule and level or for all of them."""
        where = status_words.score_place(self.controller)
        every_table = ask_reset(self, where)
        if every_table is not None:
            self.controller.reset_score(every_table)
            self.status_line.say(status_words.score_reset(None if every_table else where))

    @Slot()
    def review_game(self) -> None:
        """Game > Review Game: show the move list with the review of the game on the board."""
        self.moves_dock.show()
        if self.controller.game.is_over():  # in a game, the digits stay on the board
            self.move_list.moves_view.setFocus()
        else:
            self._on_notice(Notice(NoticeKind.REVIEW_AFTER_END))

    @Slot()
    def copy_game(self) -> None:
        """Edit > Copy Game: the game on the board as text, in keypad notation."""
        QGuiApplication.clipboard().setText(self.controller.game_text())
        self._on_notice(Notice(NoticeKind.GAME_COPIED, count=self.controller.game.position.ply))

    @Slot()
    def paste_game(self) -> None:
        """Edit > Paste Game: load a game copied as text, to review it or play on."""
        self._load_game_text(QGuiApplication.clipboard().text(), self.tr("The clipboard"))

    def _load_game_text(self, text: str, source: str) -> bool:
        try:
            self.controller.load_text(text)
        except NotationError as exc:
            QMessageBox.warning(self, self.tr("Not a Game"), self.tr(
                "{source} does not hold a game that can be played.\n\nLine {line}, column "
                "{column}: {problem}.\n\nNothing was loaded.").format(
                source=source, line=exc.line, column=exc.column, problem=exc.message))
            return False
        return True

    @Slot()
    def show_statistics(self) -> None:
        """Game > Statistics: results over time, mistakes per game, and past games to review."""
        from .statistics.window import StatisticsWindow
        if not StatisticsWindow.history_ready(self, self.controller.recorder):
            return
        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow()  # not kept above the board
            self.statistics_window.follow(self.controller.recorder)
            self.statistics_window.game_open_requested.connect(self.controller.open_stored)
            self.statistics_window.problem_found.connect(self._on_history_problem)
        self.statistics_window.show_history()

    @Slot()
    def show_puzzles(self) -> None:
        """Game > Puzzles: find the only move that wins or draws (qt/puzzle_window.py)."""
        from .puzzle_window import PuzzleWindow
        PuzzleWindow.show_for(self, self.controller, self._store, self.sound.player)

    @Slot()
    def show_strategy_map(self) -> None:
        """Help > Strategy Map: a move for every position, none wrong (qt/lessons/)."""
        from .lessons.strategy_map import StrategyMapDialog
        StrategyMapDialog.show_for(self)

    @Slot()
    def show_game_tree(self) -> None:
        """View > Game Tree: the search below the position on show (qt/game_tree/)."""
        from .game_tree.window import GameTreeWindow
        GameTreeWindow.show_for(self, self.controller, self.controller.shown_position())

    @Slot()
    def show_lessons(self) -> None:
        """Help > Lessons: the game taught in short stages, with stars (qt/lessons/)."""
        from .lessons.window import LessonWindow
        LessonWindow.show_for(self, self.controller, self.sound.player)

    @Slot(str, object)
    def _on_history_problem(self, problem: str, reason: object) -> None:
        self._on_notice(Notice(NoticeKind.HISTORY_PROBLEM, text=problem, problem=reason))  # type: ignore[arg-type]

    @Slot()
    def show_how_to_play(self) -> None:
        """Help > How to Play (F1)."""
        from .dialogs.help import HelpDialog
        HelpDialog.show_text(self, self.tr("How to play"), how_to_play_html(self.menuBar()))

    @Slot()
    def show_about(self) -> None:
        """Help > About."""
        QMessageBox.about(self, self.tr("About Tic-tac-toe"),
                          about_html().format(version=__version__))

    def closeEvent(self, event: QCloseEvent) -> None:
        save_layout(self, self._store)
        self._store.sync()
        if self.statistics_window is not None:
            self.statistics_window.close()
        self.controller.shutdown()
        self.sound.player.close()
        super().closeEvent(event)
