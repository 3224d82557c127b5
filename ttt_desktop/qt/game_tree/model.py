"""The game tree as a Qt item model, opened one node at a time.

Each row is a :class:`~ttt_desktop.engine.game_tree.Branch` below its parent. Nothing below a node
is asked of the engine until the view opens it (``canFetchMore``/``fetchMore``); a node that can
be opened says so (``hasChildren``) without building its children. The columns are the move (with
a small board, drawn by :mod:`.node_delegate`), its value for the side that moved, the plies to the
end, whether it is a best move, the opponent's replies that lose (a draw's traps), Hard's score,
Perfect's chance and, with a switch on, how many move orders or positions the node stands for.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from ...engine import Position
from ...engine.game_tree import Branch, GameTree, Path
from ..words import game_tree as words

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()  # the invisible root's index, as a default

#: The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).
BRANCH_ROLE = Qt.ItemDataRole.UserRole + 1


class Column(enum.IntEnum):
    """The tree's columns."""

    MOVE = 0
    VALUE = 1
    PLIES = 2
    BEST = 3
    TRAPS = 4
    HARD = 5
    PERFECT = 6
    COUNT = 7


@dataclass
class _Node:
    branch: Branch
    parent: int  # the parent's id; 0 for a move of the root
    row: int
    children: list[int] | None = None  # ids, once fetched


class GameTreeModel(QAbstractItemModel):
    """The moves below ``root`` under its rule, with the ``merge`` and ``fold`` switches of
    :class:`~ttt_desktop.engine.game_tree.GameTree`. Node ids start at 1; the root's moves are
    fetched at once."""

    def __init__(self, root: Position, merge: bool = False, fold: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tree = GameTree(root, merge=merge, fold=fold)
        self._nodes: dict[int, _Node] = {}
        self._top: list[int] = []
        self._top = self._make(0, self.tree.children())
        self.fetched = 1  # nodes opened so far, the root included
        self._bold = QFont()  # a best move's
        self._bold.setBold(True)

    # -- the nodes ----------------------------------------------------------------------------

    def _make(self, parent: int, branches: tuple[Branch, ...]) -> list[int]:
        ids = []
        for row, branch in enumerate(branches):
            node_id = len(self._nodes) + 1
            self._nodes[node_id] = _Node(branch, parent, row)
            ids.append(node_id)
        return ids

    def _children_of(self, index: Index) -> list[int] | None:
        if not index.isValid():
            return self._top
        return self._nodes[index.internalId()].children

    def branch(self, index: Index) -> Branch | None:
        """The node at ``index`` (``None`` for the root, above the rows)."""
        return self._nodes[index.internalId()].branch if index.isValid() else None

    def index_for_path(self, path: Path) -> QModelIndex:
        """The index of the node named by ``path`` (plain tree: a cell a level), opening the
        nodes on the way; invalid when the path is not in the tree."""
        index = QModelIndex()
        for depth in range(1, len(path) + 1):
            if self.canFetchMore(index):
                self.fetchMore(index)
            ids = self._children_of(index) or []
            row = next((n for n, node_id in enumerate(ids)
                        if self._nodes[node_id].branch.path == path[:depth]), None)
            if row is None:
                return QModelIndex()
            index = self.index(row, 0, index)
        return index

    # -- QAbstractItemModel -------------------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = _NO_INDEX) -> QModelIndex:
        ids = self._children_of(parent)
        if ids is None or not 0 <= row < len(ids) or not 0 <= column < len(Column):
            return QModelIndex()
        return self.createIndex(row, column, ids[row])

    def parent(self, index: Index = _NO_INDEX) -> QModelIndex:  # type: ignore[override]
        if not index.isValid():
            return QModelIndex()
        parent_id = self._nodes[index.internalId()].parent
        if parent_id == 0:
            return QModelIndex()
        return self.createIndex(self._nodes[parent_id].row, 0, parent_id)

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        if parent.isValid() and parent.column() != 0:
            return 0
        ids = self._children_of(parent)
        return 0 if ids is None else len(ids)

    def columnCount(self, parent: Index = _NO_INDEX) -> int:
        return len(Column)

    def hasChildren(self, parent: Index = _NO_INDEX) -> bool:
        if not parent.isValid():
            return bool(self._top)
        node = self._nodes[parent.internalId()]
        return parent.column() == 0 and node.branch.openable

    def canFetchMore(self, parent: Index) -> bool:
        if not parent.isValid():
            return False
        node = self._nodes[parent.internalId()]
        return node.children is None and node.branch.openable

    def fetchMore(self, parent: Index) -> None:
        if not self.canFetchMore(parent):
            return
        node_id = parent.internalId()
        node = self._nodes[node_id]
        branches = self.tree.children(node.branch.path)
        self.beginInsertRows(parent, 0, len(branches) - 1)
        node.children = self._make(node_id, branches)
        self.fetched += 1
        self.endInsertRows()

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation is not Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return column_title(Column(section))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role not in _SERVED or not index.isValid():  # the view asks for many roles a cell
            return None
        branch = self._nodes[index.internalId()].branch
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return _cell_text(branch, Column(column), self.tree.merge, self.tree.fold)
        if role == BRANCH_ROLE:
            return branch
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return None if column == Column.MOVE else _CENTRED
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if branch.best and column == Column.MOVE else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return _ERRS if branch.hard_errs and column == Column.HARD else None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return (words.accessible_name(branch) if column == Column.MOVE
                    else _cell_text(branch, Column(column), self.tree.merge, self.tree.fold))
        return "\n".join(words.node_details(branch, self.tree.merge, self.tree.fold))  # tip


_SERVED = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole,
                     Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.FontRole,
                     Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.TextAlignmentRole,
                     BRANCH_ROLE})
_CENTRED = int(Qt.AlignmentFlag.AlignCenter)
_ERRS = QBrush(QColor("#B3261E"))  # Hard errs in this position: the column in red


def column_title(column: Column) -> str:
    """A column's heading."""
    return {
        Column.MOVE: QCoreApplication.translate("GameTreeModel", "Move"),
        Column.VALUE: QCoreApplication.translate("GameTreeModel", "Value"),
        Column.PLIES: QCoreApplication.translate("GameTreeModel", "Plies"),
        Column.BEST: QCoreApplication.translate("GameTreeModel", "Best"),
        Column.TRAPS: QCoreApplication.translate("GameTreeModel", "Replies that lose"),
        Column.HARD: QCoreApplication.translate("GameTreeModel", "Hard"),
        Column.PERFECT: QCoreApplication.translate("GameTreeModel", "Perfect"),
        Column.COUNT: QCoreApplication.translate("GameTreeModel", "Count"),
    }[column]


def _cell_text(branch: Branch, column: Column, merge: bool, fold: bool) -> str:
    if column is Column.MOVE:
        return words.move_text(branch)
    if column is Column.VALUE:
        return words.value_name(branch.value)
    if column is Column.PLIES:
        return words.number(branch.plies)
    if column is Column.BEST:
        return "✓" if branch.best else ""
    if column is Column.TRAPS:
        return words.number(branch.traps) if branch.traps is not None else "–"
    if column is Column.HARD:
        mark = " ⚠" if branch.hard_errs else ""
        return ("★ " if branch.hard_choice else "") + words.number(branch.hard_score) + mark
    if column is Column.PERFECT:
        if not branch.perfect_weight:
            return "–"
        return words.percent(branch.perfect_weight, branch.perfect_total)
    if not (merge or fold):
        return ""
    if branch.repeat:
        return "↑ " + words.number(branch.orders if merge else branch.positions)
    return words.number(branch.orders if merge and not fold else branch.positions)
