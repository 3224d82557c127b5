"""View › Game Tree (Ctrl+G): the game tree below the position on show, opened node by node.

The root is the position the player was looking at: the live game, a replayed ply of the move
list, or a puzzle, under its own rule. Above the tree: the root's value, what lies below it (nodes,
finished games, positions, classes up to symmetry), how often Hard errs under the rule, and the
conventions the counts follow. Two switches merge transpositions and fold symmetry. Each node
shows a small board, its move, value, plies, whether it is best, a draw's traps (the opponent's
replies that lose), Hard's score and Perfect's chance; the line under the tree says all of it in
words. Enter or a double click shows the node's position on the main board, read-only; Play from
Here plays on from it. Export SVG… draws the nodes on show. Below, Watch the Search replays plain
minimax, alpha-beta or minimax with memory from the root, its path highlighted in the tree.
"""

from __future__ import annotations

import functools
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt, Slot
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ...engine import Position, Variant, solve
from ...engine.game_tree import Branch, hard_error_keys
from ...engine.move_order import a_move_order
from ...engine.tree_svg import TreeRow, tree_svg
from ...play.controller import GameController
from ..widgets.window_fit import fit_to_screen
from ..words import game_tree as words
from ..words.names import variant_title
from .model import BRANCH_ROLE, Column, GameTreeModel
from .node_delegate import BOARD_SIDE, NodeDelegate
from .search_panel import SearchPanel


@functools.cache
def _hard_error_figures(variant: Variant) -> tuple[int, int]:
    """Positions where Hard errs under the rule, and the positions where a move is to be made."""
    rules = solve(variant)
    going_on = sum(1 for key in rules.reachable_keys()
                   if not Position.from_key(key, variant).is_game_over())
    return len(hard_error_keys(variant)), going_on


class GameTreeWindow(QWidget):
    """The tree below one root, with the replay of the searches."""

    def __init__(self, controller: GameController, root: Position,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("game_tree")
        self._controller = controller
        self.root = root
        self.root_label = QLabel()
        self.counts_label = QLabel()
        self.hard_label = QLabel()
        self.conventions_label = QLabel()
        for label in (self.root_label, self.counts_label, self.hard_label,
                      self.conventions_label):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.merge_box = QCheckBox()
        self.fold_box = QCheckBox()
        self.view = QTreeView()
        self.view.setItemDelegateForColumn(Column.MOVE, NodeDelegate(self.view))
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.details_label = QLabel()
        self.details_label.setWordWrap(True)
        self.details_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.show_button = QPushButton()
        self.play_button = QPushButton()
        self.export_button = QPushButton()
        self.close_button = QPushButton()
        self.search_box = QGroupBox()
        self.search = SearchPanel(root)
        self._search_layout = QVBoxLayout(self.search_box)
        self._search_layout.addWidget(self.search)

        switches = QHBoxLayout()
        switches.addWidget(self.merge_box)
        switches.addWidget(self.fold_box)
        switches.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self.show_button, self.play_button, self.export_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        whole = QVBoxLayout(self)
        for widget in (self.root_label, self.counts_label, self.hard_label):
            whole.addWidget(widget)
        whole.addLayout(switches)
        whole.addWidget(self.view, 1)
        whole.addWidget(self.details_label)
        whole.addLayout(buttons)
        whole.addWidget(self.search_box)
        whole.addWidget(self.conventions_label)

        self.merge_box.toggled.connect(self._rebuild)
        self.fold_box.toggled.connect(self._rebuild)
        self.view.activated.connect(self._on_activated)
        self.show_button.clicked.connect(self.show_on_board)
        self.play_button.clicked.connect(self.play_from_here)
        self.export_button.clicked.connect(self.export_svg)
        self.close_button.clicked.connect(self.close)
        self.search.path_reached.connect(self._on_path_reached)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        self.model = GameTreeModel(root, parent=self)
        self._install()
        self._retranslate()
        fit_to_screen(self, QSize(780, 760))

    @classmethod
    def show_for(cls, window: QWidget, controller: GameController,
                 root: Position) -> GameTreeWindow:
        """Show ``window``'s game tree (built the first time) on ``root``, in front."""
        tree = window.findChild(GameTreeWindow)
        if tree is None:
            tree = cls(controller, root, window)
        else:
            tree.set_root(root)
        tree.show()
        tree.raise_()
        tree.activateWindow()
        tree.view.setFocus()
        return tree

    def set_root(self, root: Position) -> None:
        """Show the tree below another position."""
        if root == self.root and root.moves == self.root.moves:
            return
        self.search.stop()
        self.root = root
        old = self.search
        self.search = SearchPanel(root)
        self.search.path_reached.connect(self._on_path_reached)
        self._search_layout.replaceWidget(old, self.search)
        old.deleteLater()
        self._rebuild()

    # -- the tree -------------------------------------------------------------------------------

    @Slot()
    def _rebuild(self) -> None:
        """A new model for the root and the switches; the old one goes."""
        old = self.model
        self.model = GameTreeModel(self.root, self.merge_box.isChecked(),
                                   self.fold_box.isChecked(), self)
        self._install()
        old.deleteLater()

    def _install(self) -> None:
        model = self.model
        self.view.setModel(model)
        header = self.view.header()  # sized once: sizing to every opened row costs seconds
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        for column in range(1, model.columnCount()):
            self.view.resizeColumnToContents(column)
        # the moves' column: room for four levels of indentation, the board and a folded move
        text = self.view.fontMetrics().horizontalAdvance("○7 9 1 3")
        self.view.setColumnWidth(Column.MOVE, 4 * self.view.indentation() + BOARD_SIDE + text
                                 + 40)
        self.view.selectionModel().currentChanged.connect(self._on_current_changed)
        counts = model.tree.counts()
        self.counts_label.setText(words.root_counts(counts))
        self.root_label.setText(words.root_line(self.root.variant, model.tree.facts()))
        errs, positions = _hard_error_figures(self.root.variant)
        self.hard_label.setText(words.hard_errors(self.root.variant, errs, positions))
        if model.rowCount():
            self.view.setCurrentIndex(model.index(0, 0))
        self._update_details()

    def current_branch(self) -> Branch | None:
        """The node under the cursor."""
        branch = self.view.currentIndex().data(BRANCH_ROLE)
        return branch if isinstance(branch, Branch) else None

    def node_position(self, branch: Branch) -> Position:
        """A node's position with a history: the root's own moves (when it has them) and the
        node's path."""
        moves = a_move_order(self.root) + branch.path
        return Position(self.root.variant, moves)

    @Slot(QModelIndex, QModelIndex)
    def _on_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._update_details()

    def _update_details(self) -> None:
        branch = self.current_branch()
        self.details_label.setText(
            "\n".join(words.node_details(branch, self.model.tree.merge, self.model.tree.fold))
            if branch is not None else "")
        for button in (self.show_button, self.play_button):
            button.setEnabled(branch is not None)

    @Slot(QModelIndex)
    def _on_activated(self, _index: QModelIndex) -> None:
        self.show_on_board()

    @Slot()
    def show_on_board(self) -> None:
        """The node's position on the main board, read-only, as a replayed ply."""
        branch = self.current_branch()
        if branch is not None:
            self._controller.explore(self.node_position(branch))

    @Slot()
    def play_from_here(self) -> None:
        """A new game from the node's position, on the main board."""
        branch = self.current_branch()
        if branch is None:
            return
        self._controller.play_from_position(self.node_position(branch))
        window = self.parentWidget()
        if window is not None:
            window.raise_()
            window.activateWindow()

    # -- the replay ---------------------------------------------------------------------------

    @Slot(object)
    def _on_path_reached(self, path: tuple[int, ...] | None) -> None:
        if path is None:
            return
        if self.merge_box.isChecked() or self.fold_box.isChecked():  # the replay's tree is plain
            for box in (self.merge_box, self.fold_box):
                box.blockSignals(True)
                box.setChecked(False)
                box.blockSignals(False)
            self._rebuild()
        index = self.model.index_for_path(path)
        if not index.isValid():
            self.view.clearSelection()
            return
        parent = index.parent()
        while parent.isValid():
            self.view.expand(parent)
            parent = parent.parent()
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index)

    # -- export ---------------------------------------------------------------------------------

    def shown_rows(self) -> list[TreeRow]:
        """The root and every node on show (its parents open), in the view's order."""
        root = Position.from_key(self.model.tree.root_key, self.root.variant)
        rows = [TreeRow(0, root.board_string(), self.root.last_move,
                        words.root_facts(self.model.tree.facts()))]

        def walk(parent: QModelIndex, depth: int) -> None:
            for row in range(self.model.rowCount(parent)):
                index = self.model.index(row, 0, parent)
                branch = self.model.branch(index)
                assert branch is not None
                rows.append(TreeRow(depth, branch.position().board_string(), branch.cell,
                                    words.accessible_name(branch)))
                if self.view.isExpanded(index):
                    walk(index, depth + 1)

        walk(QModelIndex(), 1)
        return rows

    def svg_text(self) -> str:
        """The nodes on show as an SVG picture."""
        title = self.tr("Game tree: {rules}").format(rules=variant_title(self.root.variant))
        return tree_svg(title, self.shown_rows())

    @Slot()
    def export_svg(self) -> None:
        """Export SVG…: the nodes on show, to a file the player names."""
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the Game Tree"),
                                              "game-tree.svg", self.tr("SVG pictures (*.svg)"))
        if name:
            self.write_svg(Path(name))

    def write_svg(self, path: Path) -> bool:
        """Write the picture; say so when the file cannot be written (nothing else changes)."""
        try:
            path.write_text(self.svg_text(), encoding="utf-8")
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Not Exported"), self.tr(
                "The picture could not be written to {path}: {reason}.").format(
                path=str(path), reason=exc.strerror or str(exc)))
            return False
        return True

    # -- words ----------------------------------------------------------------------------------

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game Tree"))
        self.merge_box.setText(self.tr("&Merge transpositions"))
        self.fold_box.setText(self.tr("&Fold symmetry"))
        self.view.setAccessibleName(self.tr("Game tree"))
        self.show_button.setText(self.tr("Show on &Board"))
        self.play_button.setText(self.tr("&Play from Here"))
        self.export_button.setText(self.tr("E&xport SVG…"))
        self.close_button.setText(self.tr("&Close"))
        self.search_box.setTitle(self.tr("Watch the search"))
        self.conventions_label.setText(words.conventions())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._rebuild()  # the headings, the counts and the nodes' words
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.search.stop()
        super().closeEvent(event)
