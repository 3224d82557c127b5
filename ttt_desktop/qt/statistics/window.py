"""Game › Statistics: the player's results over time per rule and level, the mistakes per game
falling as the player learns, and every past game, to open in the move list and review.

It reads the history once when it opens (and again when a game or a puzzle attempt is stored
while it is open); the filters work on what was read, without SQL. Opening a game is a request
to the main window (:attr:`game_open_requested`), which loads it as Open Game does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QSize, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine import Variant
from ...engine.players import Level
from ...engine.sides import Side
from ...statistics import MISTAKES_WINDOW, GameRow, periods, select, totals, trend
from ..widgets.window_fit import fit_to_screen
from ..words.names import adaptive_title, level_title, variant_in_text, variant_title
from .chart import GameRatingChart, MistakesChart, RatingChart, ResultsChart
from .past_games import PastGamesModel

if TYPE_CHECKING:
    from ...history import HistoryStore
    from ...play.recorder import HistoryRecorder


class StatisticsWindow(QDialog):
    """Filters (rules, level), a summary, the two charts and the past games."""

    game_open_requested = Signal(int)  # the stored id of a game to load and review
    problem_found = Signal(str, object)  # the history could not be read: why (English), Problem

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[GameRow] = []
        self._puzzles: tuple[list[float], int] = ([], 0)
        self._recorder: HistoryRecorder | None = None
        self.rules_box = QComboBox()
        self.rules_box.addItem("", None)
        for variant in Variant:
            self.rules_box.addItem("", variant)
        self.level_box = QComboBox()
        self.level_box.addItem("", None)
        for level in Level:
            self.level_box.addItem("", level.value)
        self.level_box.addItem("", Side.ADAPTIVE.value)
        for box in (self.rules_box, self.level_box):
            box.currentIndexChanged.connect(self._show)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.results_chart = ResultsChart()
        self.mistakes_chart = MistakesChart()
        self.trend_label = QLabel()
        self.trend_label.setWordWrap(True)
        self.rating_chart = RatingChart()
        self.game_rating_chart = GameRatingChart()
        self._game_ratings: dict[Variant, list[float]] = {}
        self.game_rating_label = QLabel()
        self.game_rating_label.setWordWrap(True)
        self.puzzles_label = QLabel()
        self.puzzles_label.setWordWrap(True)
        self.games_model = PastGamesModel(self)
        self.games_view = QTableView()
        self.games_view.setModel(self.games_model)
        # once: the view keeps this selection model for as long as it keeps the model
        self.games_view.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.games_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games_view.verticalHeader().hide()
        header = self.games_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)  # the result
        header.setResizeContentsPrecision(50)  # size the columns on a few rows, not on all
        self.games_view.doubleClicked.connect(self._on_double_clicked)
        self.games_view.activated.connect(self._on_double_clicked)  # Enter, as on a list
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self._open_selected)
        self.open_button.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)

        filters = QHBoxLayout()
        self.rules_label = QLabel()
        self.rules_label.setBuddy(self.rules_box)
        self.level_label = QLabel()
        self.level_label.setBuddy(self.level_box)
        for widget in (self.rules_label, self.rules_box, self.level_label, self.level_box):
            filters.addWidget(widget)
        filters.addStretch(1)
        charts = QGridLayout()
        charts.addWidget(self.results_chart, 0, 0)
        charts.addWidget(self.mistakes_chart, 0, 1)
        charts.addWidget(self.game_rating_chart, 1, 0)
        charts.addWidget(self.rating_chart, 1, 1)
        self.games_label = QLabel()
        self.games_label.setBuddy(self.games_view)
        below = QHBoxLayout()
        below.addWidget(self.open_button)
        below.addStretch(1)
        below.addWidget(buttons)
        # an empty history: one welcome that says what will appear, instead of four empty parts
        self.welcome_label = QLabel()
        self.welcome_label.setWordWrap(True)
        self.welcome_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.welcome_label.setMargin(24)
        self.contents = QWidget()
        inside = QVBoxLayout(self.contents)
        inside.setContentsMargins(0, 0, 0, 0)
        inside.addLayout(filters)
        inside.addWidget(self.summary_label)
        inside.addLayout(charts, 3)
        inside.addWidget(self.trend_label)
        inside.addWidget(self.game_rating_label)
        inside.addWidget(self.puzzles_label)
        inside.addWidget(self.games_label)
        inside.addWidget(self.games_view, 2)
        column = QVBoxLayout(self)
        column.addWidget(self.welcome_label, 1)
        column.addWidget(self.contents, 1)
        column.addLayout(below)
        self.welcome_label.hide()
        fit_to_screen(self, QSize(900, 720))  # a laptop's screen may be shorter
        self._retranslate()

    def _retranslate(self) -> None:
        """Every word in the current language (at first, and on a change of language)."""
        self.setWindowTitle(self.tr("Statistics"))
        self.rules_box.setItemText(0, self.tr("All rules"))
        for index, variant in enumerate(Variant, 1):
            self.rules_box.setItemText(index, variant_title(variant))
        self.level_box.setItemText(0, self.tr("All levels"))
        for index, level in enumerate(Level, 1):
            self.level_box.setItemText(index, level_title(level))
        self.level_box.setItemText(len(Level) + 1, adaptive_title())
        self.rules_label.setText(self.tr("&Rules:"))
        self.level_label.setText(self.tr("&Level:"))
        self.welcome_label.setText(self.tr(
            "Nothing to show yet. Finish a game against the computer and it appears here: your "
            "results over time, your mistakes per game, and the game itself to review. Each "
            "puzzle you try (Game › Puzzles) adds to your puzzle rating."))
        self.games_label.setText(self.tr("&Past games (double-click one to review it):"))
        self.games_view.setAccessibleName(self.tr("Past games"))
        self.open_button.setText(self.tr("&Open in Move List"))
        self.games_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                                self.games_model.columnCount() - 1)
        self.games_model.layoutChanged.emit()  # the rows' words (results, rules)
        if self._rows or self._recorder is not None:
            self._show_puzzles(*self._puzzles)
            self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    @staticmethod
    def history_ready(parent: QWidget, recorder: HistoryRecorder) -> bool:
        """True when the history is open to read; else say why there are no statistics."""
        if recorder.store is not None:
            return True
        problem = recorder.problem() or (
            QCoreApplication.translate("StatisticsWindow", "it is still opening; try again")
            if recorder.keeps_history
            else QCoreApplication.translate("StatisticsWindow",
                                            "no history is kept in this session"))
        QMessageBox.information(parent, QCoreApplication.translate("StatisticsWindow",
                                                                   "Statistics"),
                                QCoreApplication.translate(
            "StatisticsWindow", "There are no statistics without the game history: {problem}."
        ).format(problem=problem))
        return False

    def follow(self, recorder: HistoryRecorder) -> None:
        """Read ``recorder``'s history when shown (:meth:`show_history`), and again whenever it
        stores a game or a puzzle attempt while the window is open."""
        self._recorder = recorder
        recorder.game_stored.connect(self._reload)
        recorder.attempt_stored.connect(self._reload)

    def show_history(self) -> None:
        """Read the followed history and show the window in front (or say why it cannot)."""
        if self._read():
            self.show()
            self.raise_()
            self.activateWindow()

    @Slot()
    def _reload(self) -> None:
        if self.isVisible():
            self._read()

    def _read(self) -> bool:
        store = None if self._recorder is None else self._recorder.store
        if store is None:
            return False
        from ...history import HistoryError

        try:
            self.load(store)
        except HistoryError as exc:
            self.problem_found.emit(str(exc), exc.reason)
            return False
        return True

    def load(self, store: HistoryStore) -> None:
        """Read the history (the games against the computer, and every game for the list)."""
        self._rows = store.game_rows()
        self.games_model.set_source(store.listing)
        self.open_button.setEnabled(False)
        self._game_ratings = {variant: [] for variant in Variant}
        for game_rating in store.ratings():
            self._game_ratings[game_rating.variant].append(game_rating.rating)
        attempts = store.attempts()
        first_tries = [a for a in attempts if not a.review]  # a review moves no rating
        self._show_puzzles([a.rating for a in first_tries], sum(a.solved for a in first_tries))
        self._show()
        empty = not attempts and self.games_model.rowCount() == 0
        self.welcome_label.setVisible(empty)
        self.contents.setVisible(not empty)

    def _show_puzzles(self, ratings: list[float], solved: int) -> None:
        """The puzzle rating over time: the chart and a line of figures."""
        self._puzzles = (ratings, solved)
        self.rating_chart.set_ratings(ratings)
        if not ratings:
            self.puzzles_label.setText(self.tr(
                "Puzzles: none tried yet. Game › Puzzles trains the one move that wins or "
                "draws."))
        else:
            self.puzzles_label.setText(self.tr(
                "Puzzles: {solved} of %n solved; rating {first:.0f} after the first, "
                "{last:.0f} now, {best:.0f} at best.", "", len(ratings)).format(
                solved=solved, first=ratings[0], last=ratings[-1], best=max(ratings)))

    def rows_shown(self) -> list[GameRow]:
        """The games the summary and the charts count, after the filters."""
        return select(self._rows, self.rules_box.currentData(), self.level_box.currentData())

    def _show_game_ratings(self) -> None:
        """The game rating over time in the rules chosen (every rule: a line each)."""
        chosen = self.rules_box.currentData()
        variants = [chosen] if chosen is not None else list(Variant)
        self.game_rating_chart.set_series(
            [("" if chosen is not None else variant_title(v), self._game_ratings.get(v, []))
             for v in variants])
        lines = []
        for variant in variants:
            ratings = self._game_ratings.get(variant, [])
            if ratings:
                lines.append(self.tr("Game rating in {rules}: {rating:.0f} now, {best:.0f} at "
                                     "best.").format(rules=variant_in_text(variant),
                                                     rating=ratings[-1], best=max(ratings)))
        self.game_rating_label.setText(" ".join(lines) if lines else self.tr(
            "Game rating: every game you finish against the computer rates you, rule by rule; "
            "Adaptive plays at your rating."))

    @Slot()
    def _show(self) -> None:
        self._show_game_ratings()
        rows = self.rows_shown()
        tally = totals(rows)
        if not rows:
            self.summary_label.setText(self.tr(
                "No games yet under these rules and level: every game you finish against the "
                "computer is counted here."))
        else:
            share = round(100 * (tally.wins + tally.draws) / tally.games)
            self.summary_label.setText(self.tr(
                "%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)", "",
                tally.games).format(wins=tally.wins, draws=tally.draws, losses=tally.losses,
                                    share=share))
        self.results_chart.set_periods(periods(rows))
        mistakes = [row.mistakes for row in rows]
        self.mistakes_chart.set_mistakes(mistakes)
        change = trend(mistakes)
        if change is None:
            self.trend_label.setText(self.tr(
                "After %n game(s) the trend of your mistakes shows here.", "",
                2 * MISTAKES_WINDOW))
        elif change < 0:
            self.trend_label.setText(self.tr(
                "Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your "
                "last %n game(s).", "", MISTAKES_WINDOW).format(
                before=self.mistakes_chart.average()[MISTAKES_WINDOW - 1],
                after=self.mistakes_chart.average()[-1]))
        else:
            self.trend_label.setText(self.tr(
                "Your mistakes per game: {before:.1f} at first, {after:.1f} in your last "
                "%n game(s). Retry from the first mistake after a game to learn faster.", "",
                MISTAKES_WINDOW).format(before=self.mistakes_chart.average()[MISTAKES_WINDOW - 1],
                                        after=self.mistakes_chart.average()[-1]))

    @Slot()
    def _on_selection_changed(self) -> None:
        self.open_button.setEnabled(self.games_view.selectionModel().hasSelection())

    @Slot(QModelIndex)
    def _on_double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.game_open_requested.emit(self.games_model.game_id(index.row()))

    @Slot()
    def _open_selected(self) -> None:
        rows = self.games_view.selectionModel().selectedRows()
        if rows:
            self.game_open_requested.emit(self.games_model.game_id(rows[0].row()))

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.games_view.setFocus(Qt.FocusReason.OtherFocusReason)
