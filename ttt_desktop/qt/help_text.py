"""The texts of Help > How to Play and Help > About, translated (context ``"HelpText"``)."""

from PySide6.QtCore import QCoreApplication


def how_to_play_html() -> str:
    """Help > How to Play, as HTML."""
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
<li><b>Last line wins</b>: play goes on until the board is full; a player with a line wins. If
both players make a line, the one who completed it last wins, and the game ends there.</li>
</ul>
<h4>Keys</h4>
<table>
<tr><td>Ctrl+N</td><td>new game (or click the board when a game is over)</td></tr>
<tr><td>Ctrl+Z / Ctrl+Shift+Z</td><td>undo to your previous turn / redo</td></tr>
<tr><td>H</td><td>hint: the best move lights up, the status bar says why</td></tr>
<tr><td>A</td><td>show each move's outcome under perfect play</td></tr>
<tr><td>Ctrl+T</td><td>swap sides and start a new game</td></tr>
<tr><td>Ctrl+,</td><td>settings</td></tr>
</table>
<p>The score counts wins, draws and losses for each rule and level. Only a game played from
the empty board, with the computer making all of its own moves, counts: pasted, opened and
replayed games are kept in the history and reviewed, but not scored. Each game counts once,
with the first result it reaches: undoing after the end lets you look back and play on, but does
not change the score. A game left unfinished (a new game, swapping sides, closing the window) is
not counted. Game › Reset Score… asks first, and can reset this rule and level or all of them.</p>
<p>In a terminal, Ctrl+C closes the game as Game › Quit does.</p>
""")

def about_html() -> str:
    """Help > About, as HTML with a ``{version}`` placeholder."""
    return QCoreApplication.translate("HelpText", """
<h3>Tic-tac-toe · 三目並べ</h3>
<p>Version {version}</p>
<p>Tic-tac-toe (マルバツ) with three rule variants and four computer levels, from a random
beginner to a perfect player that solves every position.</p>
<p>Built with Python and Qt for Python (PySide6).</p>
""")
