<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Board cells</name>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, {content}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>
&lt;h3&gt;How to play&lt;/h3&gt;
&lt;p&gt;Two players take turns to put their mark in an empty cell: ○ moves first, × second.
Click a cell, press a digit &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; (laid out like a numeric keypad: 7 8 9 is the
top row), or move the cursor with the &lt;b&gt;arrow keys&lt;/b&gt; and press &lt;b&gt;Enter&lt;/b&gt; or
&lt;b&gt;Space&lt;/b&gt;.&lt;/p&gt;
&lt;h4&gt;The rules (Game › Settings…)&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Standard&lt;/b&gt;: three in a row, column or diagonal wins. A full board without a line is a
draw.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Misère&lt;/b&gt;: three in a row &lt;i&gt;loses&lt;/i&gt;. Force your opponent to complete a line.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Last line wins&lt;/b&gt;: play goes on until the board is full; a player with a line wins. If
both players make a line, the one who completed it last wins, and the game ends there.&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;Keys&lt;/h4&gt;
{keys}
&lt;p&gt;The score counts wins, draws and losses for each rule and level. Only a game played from
the empty board, with the computer making all of its own moves, counts: pasted, opened and
replayed games are kept in the history and reviewed, but not scored. Each game counts once,
with the first result it reaches: undoing after the end lets you look back and play on, but does
not change the score. A game left unfinished (a new game, swapping sides, closing the window) is
not counted. Game › Reset Score… asks first, and can reset this rule and level or all of them.&lt;/p&gt;
&lt;p&gt;In a terminal, Ctrl+C closes the game as Game › Quit does.&lt;/p&gt;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
&lt;h3&gt;Tic-tac-toe · 三目並べ&lt;/h3&gt;
&lt;p&gt;Version {version}&lt;/p&gt;
&lt;p&gt;Tic-tac-toe (マルバツ) with three rule variants and four computer levels, from a random
beginner to a perfect player that solves every position.&lt;/p&gt;
&lt;p&gt;Built with Python and Qt for Python (PySide6).&lt;/p&gt;
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games (*.txt *.ttt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation: ○ winning above the line, × below, a draw on it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Person</source>
        <comment>a side of a past game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All themes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The right move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The later line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles are not saved: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{verdict}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded moves ({first} to {last}): {counts}, first at {move}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <source>Computer ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player ○</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player ×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {cell} {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result} ({lines})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result}. Click the board or press Ctrl+N to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>○ {wins} · draws {draws} · × {losses}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: &quot;win 3&quot; wins in 3 moves, &quot;draw 7&quot; draws when the board fills, &quot;loss 4&quot; loses in 4 at the latest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking: your move comes next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s move, then ask for a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch the Computer Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misère</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last line wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} ({digit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
