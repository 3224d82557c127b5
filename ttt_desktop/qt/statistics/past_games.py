"""The list of past games, as a Qt table model over :class:`ListedGame` rows (newest first).

A model, not a table of items, and read a page at a time (Qt's ``canFetchMore``/``fetchMore``):
the view asks for more rows as it scrolls, so ten thousand stored games cost one small query
when the window opens.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ...engine import Mark
from ...engine.sides import Side
from ..words.names import opponent_title, variant_title

if TYPE_CHECKING:
    from ...history import ListedGame

_Index = QModelIndex | QPersistentModelIndex
Fetch = Callable[[int, int], Sequence["ListedGame"]]


def side_title(side: str) -> str:
    """Who played a side, as stored ("human" or a level), in words."""
    if side == Side.HUMAN.value:
        return QCoreApplication.translate("PastGamesModel", "Person", "a side of a past game")
    return opponent_title(side)


class PastGamesModel(QAbstractTableModel):
    """Columns: date, rules, ○, ×, result, mistakes. ``game_id(row)`` is the stored id."""

    COLUMNS = 6
    PAGE = 200  # rows read at a time

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._games: list[ListedGame] = []
        self._fetch: Fetch | None = None
        self._more = False

    def set_source(self, fetch: Fetch) -> None:
        """Where the games come from, newest first: ``fetch(limit, offset)``. The first page
        is read now, the others as the view scrolls to them."""
        self.beginResetModel()
        self._fetch = fetch
        self._games = list(fetch(self.PAGE, 0))
        self._more = len(self._games) == self.PAGE
        self.endResetModel()

    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self._more

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or self._fetch is None or not self._more:
            return
        from ...history import HistoryError

        try:
            page = list(self._fetch(self.PAGE, len(self._games)))
        except HistoryError:  # the file went away: list what was read
            page = []
        self._more = len(page) == self.PAGE
        if page:
            self.beginInsertRows(QModelIndex(), len(self._games),
                                 len(self._games) + len(page) - 1)
            self._games.extend(page)
            self.endInsertRows()

    def game_id(self, row: int) -> int:
        """The stored id of the game on a row."""
        return self._games[row].id

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._games)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (self.tr("Date"), self.tr("Rules"), "○", "×", self.tr("Result"),
                self.tr("Mistakes"))[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole,
                                               Qt.ItemDataRole.AccessibleTextRole):
            return None
        game = self._games[index.row()]
        column = index.column()
        if column == 0:
            return game.played_at[:16].replace("T", " ")
        if column == 1:
            return variant_title(game.variant)
        if column in (2, 3):
            return side_title(game.circle if column == 2 else game.cross)
        if column == 4:
            return self._result(game)
        return str(game.mistakes) if game.human is not None else ""

    def _result(self, game: ListedGame) -> str:
        if game.result is None:
            return self.tr("unfinished")
        if game.result == 0:
            return self.tr("draw")
        winner = Mark.X if game.result > 0 else Mark.O
        if game.human is None:
            return self.tr("{mark} won").format(mark=winner.symbol)
        return self.tr("you won") if winner is game.human else self.tr("you lost")
