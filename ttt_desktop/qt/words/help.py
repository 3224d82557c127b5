"""The texts of Help > How to Play and Help > About, translated (context ``"HelpText"``)."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar


def menu_words(text: str) -> str:
    """An action's text without its mnemonic: "&New Game" → "New Game", "設定(&T)…" → "設定…"."""
    return re.sub(r"\(&[^&]\)|&(?=[^&])", "", text).replace("&&", "&")


def keys_table_html(menu_bar: QMenuBar) -> str:
    """Every menu action that has keys, with its keys and its words, as the menus show them:
    built from the actions themselves, so that it cannot drift from the menus."""
    rows = []
    for menu_action in menu_bar.actions():
        menu = menu_action.menu()
        for action in menu.actions() if isinstance(menu, QMenu) else ():
            names = (key.toString(QKeySequence.SequenceFormat.NativeText)
                     for key in action.shortcuts())
            keys = " / ".join(html.escape(name) for name in names if name)  # none: no key here
            if keys:
                words = html.escape(menu_words(action.text()))
                rows.append(f'<tr><td style="padding-right: 16px"><b>{keys}</b></td>'
                            f"<td>{words}</td></tr>")
    return '<table cellspacing="2">' + "".join(rows) + "</table>"


# Every modifier, and the keys besides letters, digits and F-keys that a menu's shortcut may
# name on some platform (Qt's standard keys: Ctrl+Ins copies, Alt+Backspace undoes on Windows):
# Qt names them in the language in force (qtbase_xx.qm: Strg, Umschalt, 回车).
_NAMED_KEYS = ("Ctrl+Shift+Alt+Meta+Ins", "Del", "Backspace", "Return", "Enter", "Esc", "Tab",
               "Space", "Home", "End", "PgUp", "PgDown", "Left", "Right", "Up", "Down")


def key_words() -> str:
    """Every word the table of keys (:func:`keys_table_html`) may show, in the language in
    force: tools/make-font-subset cuts the bundled fonts from them too, as they are not in the
    game's translations."""
    return " ".join(QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)
                    for keys in _NAMED_KEYS)


def how_to_play_html(menu_bar: QMenuBar) -> str:
    """Help > How to Play, as HTML, with the keys of ``menu_bar``'s actions."""
    return QCoreApplication.translate("HelpText", """
<h3>How to play</h3>
<p>Two players take turns to put their mark in an empty cell: ○ moves first, × second.
Click a cell, press a digit <b>1</b>–<b>9</b> (laid out like a numeric keypad: 7 8 9 is the
top row), or move the cursor with the <b>arrow keys</b> and press <b>Enter</b> or
<b>Space</b>.</p>
<h4>The rules (Game › Settings…)</h4>
<ul>
<li><b>Standard</b>: three in a row, column or diagonal wins. A full board without a line is a
draw.</li>
<li><b>Misère</b>: three in a row <i>loses</i>. Force your opponent to complete a line.</li>
<li><b>Last line wins</b>: a line does not end the game. If the other player then makes one
too, that later line wins at once; if not, the first line wins when the board is full.</li>
</ul>
<h4>Keys</h4>
{keys}
<p>The score counts wins, draws and losses for each rule and level. Only a game played from
the empty board, with the computer making all of its own moves, counts: pasted, opened and
replayed games are kept in the history and reviewed, but not scored. Each game counts once,
with the first result it reaches: undoing after the end lets you look back and play on, but does
not change the score. A game left unfinished (a new game, swapping sides, closing the window) is
not counted. Game › Reset Score… asks first, and can reset this rule and level or all of them.</p>
<p>In a terminal, Ctrl+C closes the game as Game › Quit does.</p>
""").replace("{keys}", keys_table_html(menu_bar)) + adaptive_and_puzzles_html()


def adaptive_and_puzzles_html() -> str:
    """How to Play's paragraphs on Adaptive and the puzzles (a message of its own: the rest of
    How to Play keeps its translations). The buttons are named as the puzzle window names them."""
    return QCoreApplication.translate("HelpText", """
<h4>Adaptive</h4>
<p>Adaptive, a new player's level (Game › Settings…), plays about as well as you do. Every game
you finish against the computer from the empty board moves your game rating in its rule, and
Adaptive plays the next game at the strength where you should score about half (a win counts 1,
a draw ½). Above the board it shows as "Adaptive (1720)", its rating for the game. Once your
rating has settled near the top, Adaptive plays as Perfect.</p>
<h4>Puzzles</h4>
<p>Game › Puzzles… shows a position where exactly one move keeps the win or the draw: find it.
A wrong move is marked with its reason and the right move, and Try Again lets you look once more.
Hint shows the right move, and the puzzle then counts as missed; Next Puzzle goes on. The puzzles
are chosen near your puzzle rating, and the ones you missed come back later.</p>
""")

def about_html() -> str:
    """Help > About, as HTML with a ``{version}`` placeholder."""
    return QCoreApplication.translate("HelpText", """
<h3>Tic-tac-toe · 三目並べ</h3>
<p>Version {version}</p>
<p>Tic-tac-toe (マルバツ) with three rule variants and five computer levels: four from a random
beginner to a perfect player that solves every position, and Adaptive, which plays at your own
strength.</p>
<p>Built with Python and Qt for Python (PySide6).</p>
""")
