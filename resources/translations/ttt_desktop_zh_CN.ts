<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Board cells</name>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>{place}, {content}</source>
        <translation>{place}，{content}</translation>
    </message>
    <message>
        <source>key {digit}</source>
        <translation>按键 {digit}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation>提示：最佳着法</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation>用方向键移动，按回车键落子；也可以像数字小键盘那样按 1 到 9：7 是左上角。</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation>每步之后的局势</translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation>每步之后 ○ 的局势：{values}</translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation>双方都走最佳着法时，每步之后谁会获胜，最左边是空棋盘：中线以上是 ○ 胜，中线以下是 × 胜，在线上是平局。标记表示棋盘上显示的局面。</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <source>Cannot Open Game</source>
        <translation>无法打开对局</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>不是对局</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>无法保存对局</translation>
    </message>
    <message>
        <source>{problem}

Nothing was loaded.</source>
        <translation>{problem}

未载入任何内容。</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {error}.</source>
        <translation>无法将对局保存到 {file}：{error}。</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>设置文件已损坏并已重置；副本保存为 {name}。</translation>
    </message>
    <message>
        <source>Settings changes will not be kept after the game closes: {file} cannot be written ({error}).</source>
        <translation>关闭游戏后设置的更改将不会保留：无法写入 {file}（{error}）。</translation>
    </message>
</context>
<context>
    <name>FirstStartLine</name>
    <message>
        <source>New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>第一次来？帮助 › 课程 用十分钟教你学会这个游戏。电脑会自动调整：它的水平和你差不多。难度和三种规则在 游戏 › 设置 里；游戏 › 谜题 用来练习单步棋。</translation>
    </message>
    <message>
        <source>Got &amp;It</source>
        <translation>知道了(&amp;I)</translation>
    </message>
    <message>
        <source>Dismiss this tip</source>
        <translation>关闭此提示</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>首次启动</translation>
    </message>
</context>
<context>
    <name>GameFileMenu</name>
    <message>
        <source>Open Rec&amp;ent</source>
        <translation>最近打开(&amp;E)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Games (*.ttt *.txt);;All files (*)</source>
        <translation>对局 (*.ttt *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Games (*.ttt);;All files (*)</source>
        <translation>对局 (*.ttt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>没有最近的对局</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a regular file, so it cannot hold a game.</source>
        <translation>{file} 不是普通文件，无法存放对局。</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}.</source>
        <translation>无法读取 {file}：{error}。</translation>
    </message>
    <message>
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>{file} 超过 64 KB，无法存放对局。</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>{file} 不是文本文件，因此不可能包含对局。</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>当前规则</translation>
    </message>
</context>
<context>
    <name>GameRatingChart</name>
    <message>
        <source>Game rating over time</source>
        <translation>对局等级分变化</translation>
    </message>
    <message>
        <source>Game rating after each game</source>
        <translation>每局后的对局等级分</translation>
    </message>
    <message>
        <source>No rated games yet: play the computer.</source>
        <translation>还没有计分的对局：和电脑下一局吧。</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n 局计分对局；第一局后等级分 {first:.0f}，现在 {last:.0f}，最高 {best:.0f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTreeModel</name>
    <message>
        <source>Move</source>
        <extracomment>The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).</extracomment>
        <translation>着法</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Replies that lose</source>
        <translation>会输的应着</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Game tree: {rules}</source>
        <translation>博弈树：{rules}</translation>
    </message>
    <message>
        <source>Export the Game Tree</source>
        <translation>导出博弈树</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>未能导出</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {reason}.</source>
        <translation>无法将图片写入 {path}：{reason}。</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>博弈树</translation>
    </message>
    <message>
        <source>&amp;Merge transpositions</source>
        <translation>合并相同局面(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Fold symmetry</source>
        <translation>合并对称局面(&amp;F)</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>博弈树</translation>
    </message>
    <message>
        <source>Show on &amp;Board</source>
        <translation>在棋盘上显示(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>从这里开始下(&amp;P)</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>导出 SVG(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Watch the search</source>
        <translation>观看搜索过程</translation>
    </message>
</context>
<context>
    <name>GameTreeWords</name>
    <message>
        <source>the root</source>
        <translation>根节点</translation>
    </message>
    <message>
        <source>Below this position: nodes {nodes} · finished games {games} · positions {positions} · up to symmetry {classes}</source>
        <translation>此局面之下：节点 {nodes} · 终局 {games} · 局面 {positions} · 合并对称后 {classes}</translation>
    </message>
    <message>
        <source>{rules} · {facts}</source>
        <translation>{rules} · {facts}</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>对局在此已结束。</translation>
    </message>
    <message>
        <source>{mark} to move · value: {value} · plies to the end with best play: {plies}</source>
        <translation>轮到 {mark} · 结果：{value} · 双方都走最佳着法时距终局：{plies} 步</translation>
    </message>
    <message>
        <source>Positions where Hard may play a move that is not best, {rules}: {count} of {total}</source>
        <translation>困难难度可能走出非最佳着法的局面（{rules}）：{total} 个中有 {count} 个</translation>
    </message>
    <message>
        <source>Values +1, 0, −1 for the side to move · moves tried in the order 7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta</source>
        <translation>值 +1、0、−1 以轮到走棋的一方计 · 着法按 7 8 9 4 5 6 1 2 3 的顺序尝试 · α-β 采用 fail-hard，从 (−1, +1) 开始，α ≥ β 时剪枝</translation>
    </message>
    <message>
        <source>it gives the value away</source>
        <translation>这步会使结果变差</translation>
    </message>
    <message>
        <source>it keeps the value, but wins later or loses sooner</source>
        <translation>这步能保住结果，但赢得更晚或输得更早</translation>
    </message>
    <message>
        <source>no other move keeps the value as well</source>
        <translation>没有其他着法能保住结果</translation>
    </message>
    <message>
        <source>it gives you more ways to go wrong</source>
        <translation>这步给你更多出错的机会</translation>
    </message>
    <message>
        <source>centre, corners and edges are equally likely</source>
        <translation>中心、角、边的概率相同</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark} · plies to the end with best play: {plies}</source>
        <translation>{move}：{mark} {value} · 双方都走最佳着法时距终局：{plies} 步</translation>
    </message>
    <message>
        <source>A best move: it keeps the value.</source>
        <translation>最佳着法：保住结果。</translation>
    </message>
    <message>
        <source>Not a best move: it gives the value away.</source>
        <translation>非最佳着法：会使结果变差。</translation>
    </message>
    <message>
        <source>Draws are not all equal: of {mark}'s {replies} replies, {losing} lose.</source>
        <translation>平局并不都一样：{mark} 的 {replies} 种应着中，有 {losing} 种会输。</translation>
    </message>
    <message>
        <source>Perfect plays it {percent} of the time: {reason}.</source>
        <translation>完美难度走这步的概率为 {percent}：{reason}。</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and may play it.</source>
        <translation>困难难度向前看三步，给这步 {score} 分，可能会走这步。</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and does not play it.</source>
        <translation>困难难度向前看三步，给这步 {score} 分，不会走这步。</translation>
    </message>
    <message>
        <source>Hard errs in this position: it may play a move that is not best.</source>
        <translation>困难难度在此局面会出错：可能走出非最佳着法。</translation>
    </message>
    <message>
        <source>Move orders that reach it: {orders}</source>
        <translation>到达此局面的着法顺序：{orders} 种</translation>
    </message>
    <message>
        <source>Positions it stands for: {positions} · symmetric images of its position: {size}</source>
        <translation>代表的局面：{positions} 个 · 此局面的对称形：{size} 个</translation>
    </message>
    <message>
        <source>Met before, on an earlier branch: open it there.</source>
        <translation>已在前面的分支中出现过：请在那里展开。</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>not best</source>
        <translation>非最佳</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark}, plies to the end {plies}, {verdict}</source>
        <translation>{move}：{mark} {value}，距终局 {plies} 步，{verdict}</translation>
    </message>
    <message>
        <source>Plain minimax</source>
        <translation>朴素极小化极大搜索</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>α-β 剪枝</translation>
    </message>
    <message>
        <source>Minimax with memory</source>
        <translation>带记忆的极小化极大搜索</translation>
    </message>
    <message>
        <source>Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: {hits}</source>
        <translation>访问节点：{nodes} · 剪枝：{cutoffs} · 查表命中：{hits}</translation>
    </message>
    <message>
        <source>Visit {path}</source>
        <translation>进入 {path}</translation>
    </message>
    <message>
        <source>Leave {path} with {value}</source>
        <translation>离开 {path}，值为 {value}</translation>
    </message>
    <message>
        <source>Cut-off at {path}: alpha {value} ≥ beta; {untried} not tried</source>
        <translation>在 {path} 剪枝：α {value} ≥ β；{untried} 未尝试</translation>
    </message>
    <message>
        <source>Table hit {path}: {value}</source>
        <translation>查表命中 {path}：{value}</translation>
    </message>
    <message>
        <source>Done: the root's value is {value}</source>
        <translation>完成：根节点的值为 {value}</translation>
    </message>
    <message>
        <source>{search}: press Play or Step to start.</source>
        <translation>{search}：按“播放”或“单步”开始。</translation>
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
&lt;li&gt;&lt;b&gt;Last line wins&lt;/b&gt;: a line does not end the game. If the other player then makes one
too, that later line wins at once; if not, the first line wins when the board is full.&lt;/li&gt;
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
        <translation>
&lt;h3&gt;玩法&lt;/h3&gt;
&lt;p&gt;两名玩家轮流在空格中放下自己的标记：○ 先走，× 后走。
点击一个格子，按数字键 &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;（排列同数字小键盘：7 8 9 是最上一行），
或用&lt;b&gt;方向键&lt;/b&gt;移动光标，再按&lt;b&gt;回车键&lt;/b&gt;或&lt;b&gt;空格键&lt;/b&gt;。&lt;/p&gt;
&lt;h4&gt;规则（游戏 › 设置…）&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;标准&lt;/b&gt;：横、竖或斜连成三个即获胜。棋盘下满仍无连线则为平局。&lt;/li&gt;
&lt;li&gt;&lt;b&gt;反向&lt;/b&gt;：连成三个&lt;i&gt;判负&lt;/i&gt;。要逼对手连成一线。&lt;/li&gt;
&lt;li&gt;&lt;b&gt;最后连线胜&lt;/b&gt;：连成一线不会结束对局。如果对方随后也连成一线，后完成的连线立即获胜；否则棋盘下满时，先完成的连线获胜。&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;按键&lt;/h4&gt;
{keys}
&lt;p&gt;战绩按每种规则和难度分别统计胜、平、负。只有从空棋盘开始、电脑的每一步都由它自己走的对局才计入：粘贴、打开和复演的对局会保存在对局记录中并可复盘，但不计入战绩。每局只按它第一次得到的结果计一次：终局后撤销可以回看和继续下，但不会改变战绩。中途放弃的对局（新游戏、交换先后手、关闭窗口）不计入。游戏 › 重置战绩… 会先询问，可以重置当前规则和难度的战绩，也可以全部重置。&lt;/p&gt;
&lt;p&gt;在终端中，Ctrl+C 会像 游戏 › 退出 一样关闭游戏。&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>
&lt;h4&gt;Adaptive&lt;/h4&gt;
&lt;p&gt;Adaptive, a new player's level (Game › Settings…), plays about as well as you do. Every game
you finish against the computer from the empty board moves your game rating in its rule, and
Adaptive plays the next game at the strength where you should score about half (a win counts 1,
a draw ½). Above the board it shows as "Adaptive (1720)", its rating for the game. Once your
rating has settled near the top, Adaptive plays as Perfect.&lt;/p&gt;
&lt;h4&gt;Puzzles&lt;/h4&gt;
&lt;p&gt;Game › Puzzles… shows a position where exactly one move keeps the win or the draw: find it.
A wrong move is marked with its reason and the right move, and Try Again lets you look once more.
Hint shows the right move, and the puzzle then counts as missed; Next Puzzle goes on. The puzzles
are chosen near your puzzle rating, and the ones you missed come back later.&lt;/p&gt;
</source>
        <translation>
&lt;h4&gt;自适应&lt;/h4&gt;
&lt;p&gt;自适应是新玩家的难度（游戏 › 设置…），下得和你差不多好。你从空棋盘开始、和电脑下完的每一局，都会改变你在该规则下的对局等级分；下一局，自适应会以你大约能拿到一半分数的强度来下（胜计 1 分，平局计 ½ 分）。棋盘上方显示为“自适应（1720）”，即它这一局的等级分。当你的等级分稳定并接近顶端时，自适应就按完美来下。&lt;/p&gt;
&lt;h4&gt;谜题&lt;/h4&gt;
&lt;p&gt;游戏 › 谜题… 给出一个恰好只有一步能保住胜局或平局的局面：找出这一步。走错时会标出原因和正确的一步，点“再试一次”可以再找一次。“提示”会显示正确的一步，这道谜题随即算作没解出；“下一题”继续。谜题按你的谜题等级分就近挑选，没解出的谜题以后会再出现。&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>
&lt;h3&gt;Tic-tac-toe · 三目並べ&lt;/h3&gt;
&lt;p&gt;Version {version}&lt;/p&gt;
&lt;p&gt;Tic-tac-toe (マルバツ) with three rule variants and five computer levels: four from a random
beginner to a perfect player that solves every position, and Adaptive, which plays at your own
strength.&lt;/p&gt;
&lt;p&gt;Built with Python and Qt for Python (PySide6).&lt;/p&gt;
</source>
        <translation>
&lt;h3&gt;井字棋 · Tic-tac-toe&lt;/h3&gt;
&lt;p&gt;版本 {version}&lt;/p&gt;
&lt;p&gt;井字棋，有三种规则和五个电脑难度：从随便乱下的新手到能解出每个局面的完美对手，共四个；另有按你的水平来下的自适应。&lt;/p&gt;
&lt;p&gt;使用 Python 和 Qt for Python（PySide6）制作。&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation>对局记录已损坏</translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation>对局记录已损坏，目前无法保存任何对局。要把损坏的文件留在一旁（重命名，不删除）并开始新的对局记录吗？</translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation>开始新的记录(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>暂不(&amp;N)</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation>损坏的对局记录已保存为 {file}；已开始新的记录。</translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation>无法重命名损坏的对局记录：不会保存任何对局。</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <source>The centre</source>
        <translation>中心</translation>
    </message>
    <message>
        <source>The centre square is in four lines: the middle row, the middle column and both diagonals. A corner is in three lines. An edge is in only two.</source>
        <translation>中心格在四条线上：中间一行、中间列和两条对角线。角格在三条线上。边格只在两条线上。</translation>
    </message>
    <message>
        <source>You play ○. Your two corners are on one diagonal. The centre joins them. Take it and win.</source>
        <translation>你执 ○。你的两个角在同一条对角线上。中心把它们连起来。占住中心，获胜。</translation>
    </message>
    <message>
        <source>You play ×. If ○ gets the centre, ○ has two diagonals at once, and you cannot block both. Take the centre first.</source>
        <translation>你执 ×。如果 ○ 占了中心，○ 就同时有两条对角线，你没法两条都封堵。先占中心。</translation>
    </message>
    <message>
        <source>You play ○. × has two in the middle column. The centre blocks it, and it gives you two lines at once.</source>
        <translation>你执 ○。× 在中间列有两个子。下在中心能封堵它，还能让你同时拥有两条线。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it in the centre. From there you threaten the middle column too, and you can win.</source>
        <translation>你执 ×。○ 在中间一行有两个子。在中心封堵它。从那里你还威胁中间列，可以获胜。</translation>
    </message>
    <message>
        <source>The corners</source>
        <translation>角</translation>
    </message>
    <message>
        <source>After the centre, the corners are the best squares. Each corner is in three lines. An edge is in only two.</source>
        <translation>仅次于中心，角是最好的格子。每个角都在三条线上。边格只在两条线上。</translation>
    </message>
    <message>
        <source>You play ×. ○ took the centre. Answer in a corner. An edge loses.</source>
        <translation>你执 ×。○ 占了中心。在角上应对。下在边上会输。</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and a corner. Take a free corner. On an edge, ○ could make two threats.</source>
        <translation>你执 ×。○ 占了中心和一个角。占一个空着的角。下在边上的话，○ 就能制造两个威胁。</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, not the centre. Take another corner: soon you can make two threats at once.</source>
        <translation>你执 ○。× 占了一个角，而不是中心。再占另一个角：很快你就能同时制造两个威胁。</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>封堵</translation>
    </message>
    <message>
        <source>Two marks in a line with the third square empty is a threat: next move, they win there. Put your own mark on that square. That is a block.</source>
        <translation>一条线上有两个相同的棋子、第三格空着，这就是威胁：下一步就能在那里获胜。把你自己的棋子放在那一格。这就是封堵。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the top row. Block the third square.</source>
        <translation>你执 ×。○ 在第一行有两个子。封堵第三格。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two on a diagonal. Block it.</source>
        <translation>你执 ×。○ 在一条对角线上有两个子。封堵它。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it.</source>
        <translation>你执 ×。○ 在中间一行有两个子。封堵它。</translation>
    </message>
    <message>
        <source>You play ○. × has two in the top row. Block it. Then you threaten the middle column yourself.</source>
        <translation>你执 ○。× 在第一行有两个子。封堵它。这样你自己就威胁中间列了。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row, but you can win now. Your own win comes first: a win ends the game.</source>
        <translation>你执 ○。× 威胁中间一行，但你现在就能获胜。自己的胜利优先：获胜就结束对局。</translation>
    </message>
    <message>
        <source>Make two threats</source>
        <translation>制造两个威胁</translation>
    </message>
    <message>
        <source>A threat is two of your marks in a line with the third square empty. One move can make two threats at once. The other player can block only one of them. This is called a fork.</source>
        <translation>威胁就是你的两个棋子在一条线上、第三格空着。一步棋可以同时制造两个威胁。对方只能封堵其中一个。这叫做双杀。</translation>
    </message>
    <message>
        <source>You play ○. Find a square that makes two threats at once.</source>
        <translation>你执 ○。找一个能同时制造两个威胁的格子。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Block it, and the same move makes two threats of yours.</source>
        <translation>你执 ○。× 威胁左列。封堵它，同一步还能为你制造两个威胁。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the right column. Block it with a move that makes two threats.</source>
        <translation>你执 ○。× 威胁右列。用一步能制造两个威胁的棋封堵它。</translation>
    </message>
    <message>
        <source>You play ×. ○ has just blocked your middle column. Now make two threats at once.</source>
        <translation>你执 ×。○ 刚刚封堵了你的中间列。现在同时制造两个威胁。</translation>
    </message>
    <message>
        <source>Answer a corner with the centre</source>
        <translation>用中心应对角</translation>
    </message>
    <message>
        <source>When ○ starts in a corner, × has one good answer: the centre. Every other answer lets ○ make two threats later.</source>
        <translation>○ 从角开局时，× 只有一个好的应对：中心。其他任何应对都会让 ○ 之后制造两个威胁。</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner. Answer it.</source>
        <translation>你执 ×。○ 从角开局。应对它。</translation>
    </message>
    <message>
        <source>You play ×. Another corner. The same answer.</source>
        <translation>你执 ×。换了一个角。应对相同。</translation>
    </message>
    <message>
        <source>You play ×. You have the centre. Now ○ has two in the top row: block it.</source>
        <translation>你执 ×。你占了中心。现在 ○ 在第一行有两个子：封堵它。</translation>
    </message>
    <message>
        <source>You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not let ○ make two threats.</source>
        <translation>你执 ×。○ 占了一个角和一个边格，相距较远。保住平局：别让 ○ 制造两个威胁。</translation>
    </message>
    <message>
        <source>The opposite-corner defence</source>
        <translation>对角开局的防守</translation>
    </message>
    <message>
        <source>○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a corner loses for ×. An edge holds the draw.</source>
        <translation>○ 占一个角，× 占中心，○ 再占对面的角。这时 × 下角会输。下边格能保住平局。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two opposite corners. Play on an edge. A corner would let ○ make two threats.</source>
        <translation>你执 ×。○ 占了两个相对的角。下在边上。下在角上会让 ○ 制造两个威胁。</translation>
    </message>
    <message>
        <source>You play ×. The same trap, turned round. Play on an edge.</source>
        <translation>你执 ×。同样的陷阱，换了个方向。下在边上。</translation>
    </message>
    <message>
        <source>You play ○. × played on an edge and threatens the middle column. Block it.</source>
        <translation>你执 ○。× 下在边上，威胁中间列。封堵它。</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, and that loses. Block × and make two threats with the same move.</source>
        <translation>你执 ○。× 占了一个角，这步会输。封堵 ×，并用同一步制造两个威胁。</translation>
    </message>
    <message>
        <source>Traps that lose</source>
        <translation>会输的陷阱</translation>
    </message>
    <message>
        <source>Some moves look safe but lose. Learn to see them, and to win when the other player falls in.</source>
        <translation>有些棋看起来安全，其实会输。学会识别它们，并在对方掉进陷阱时获胜。</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and the corner opposite yours. An edge looks safe, but it loses. Take a corner.</source>
        <translation>你执 ×。○ 占了中心和你那个角对面的角。边格看起来安全，但会输。占一个角。</translation>
    </message>
    <message>
        <source>You play ○. × fell in: × played on an edge. Block × and make two threats.</source>
        <translation>你执 ○。× 掉进陷阱了：× 下在了边上。封堵 ×，并制造两个威胁。</translation>
    </message>
    <message>
        <source>You play ○. × answered your centre with an edge. That loses. Block × and make two threats.</source>
        <translation>你执 ○。× 用边格应对你的中心。这步会输。封堵 ×，并制造两个威胁。</translation>
    </message>
    <message>
        <source>You play ○. × answered your corner with an edge, not the centre. That loses for ×. Play a move that keeps your win.</source>
        <translation>你执 ○。× 用边格而不是中心应对你的角。这让 × 输了。走一步保住你胜势的棋。</translation>
    </message>
    <message>
        <source>You play ○. The mirror move still works: if anyone makes a line, × makes it first.</source>
        <translation>你执 ○。对称下法仍然有效：如果有人连成线，先连成的是 ×。</translation>
    </message>
    <message>
        <source>In this rule ○ wins by starting in the centre. Then × can make a line only on the edge of the board. ○ has four lines through the middle.</source>
        <translation>在这种规则下，○ 从中心开局就能获胜。这样 × 只能在棋盘边上连成线。○ 有四条经过中心的线。</translation>
    </message>
    <message>
        <source>Why best play draws</source>
        <translation>为什么双方都走最佳着法会是平局</translation>
    </message>
    <message>
        <source>When neither player makes a mistake, tic-tac-toe is a draw. Every threat can be blocked, and every fork can be stopped before it is made. Play one whole game where both players block.</source>
        <translation>如果双方都不失误，井字棋就是平局。每个威胁都能被封堵，每个双杀都能在形成之前被阻止。下完整整一局，双方都要好好封堵。</translation>
    </message>
    <message>
        <source>You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make two threats.</source>
        <translation>你执 ×。○ 占了一个边格和一个角。保住平局：别让 ○ 制造两个威胁。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row. Block it.</source>
        <translation>你执 ○。× 威胁中间一行。封堵它。</translation>
    </message>
    <message>
        <source>You play ×. ○'s block made a threat in the left column. Block it too.</source>
        <translation>你执 ×。○ 的封堵在左列形成了威胁。也封堵它。</translation>
    </message>
    <message>
        <source>You play ○. × threatens a diagonal. Block it.</source>
        <translation>你执 ○。× 威胁一条对角线。封堵它。</translation>
    </message>
    <message>
        <source>You play ×. ○ threatens the top row. Block it. The last square makes no line for anyone: the game is a draw.</source>
        <translation>你执 ×。○ 威胁第一行。封堵它。最后一格谁也连不成线：这局是平局。</translation>
    </message>
    <message>
        <source>Misère: the centre</source>
        <translation>反向：中心</translation>
    </message>
    <message>
        <source>In misère, three in a row loses. ○ moves first, so ○ must put down one mark more than ×. The centre is ○'s only safe start.</source>
        <translation>在反向规则中，连成三个判负。○ 先走，所以 ○ 要比 × 多下一个子。中心是 ○ 唯一安全的开局。</translation>
    </message>
    <message>
        <source>You play ○. Start the game. Every start but one loses.</source>
        <translation>你执 ○。开始对局。只有一种开局不会输。</translation>
    </message>
    <message>
        <source>You play ○. You started on an edge, and × did not punish it. Take the centre now: it is your only move that does not lose.</source>
        <translation>你执 ○。你从边格开局，× 没有抓住机会。现在占中心：这是你唯一不会输的一步。</translation>
    </message>
    <message>
        <source>You play ○. Neither of you took the centre. Take it now.</source>
        <translation>你执 ○。你们都没有占中心。现在占住它。</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner, not in the centre. Now you can win. Play on an edge.</source>
        <translation>你执 ×。○ 从角开局，而不是中心。现在你能赢。下在边上。</translation>
    </message>
    <message>
        <source>Misère: mirror play</source>
        <translation>反向：对称下法</translation>
    </message>
    <message>
        <source>With the centre, ○ answers each × on the square straight across the centre. The board then looks the same turned half round. ○ never makes a line first: a line of ○'s would face a line × had already made.</source>
        <translation>○ 占了中心后，每次都下在 × 那一步隔着中心的正对面。这样棋盘转半圈后看起来还是一样。○ 永远不会先连成线：○ 的一条线对面，必定已有 × 先连成的线。</translation>
    </message>
    <message>
        <source>You play ○. × took a corner. Answer on the opposite corner.</source>
        <translation>你执 ○。× 占了一个角。在对面的角应对。</translation>
    </message>
    <message>
        <source>You play ○. × took an edge. Answer on the opposite edge.</source>
        <translation>你执 ○。× 占了一个边格。在对面的边格应对。</translation>
    </message>
    <message>
        <source>You play ○. Keep copying: straight across the centre.</source>
        <translation>你执 ○。继续模仿：下在隔着中心的正对面。</translation>
    </message>
    <message>
        <source>You play ○. Copy × again.</source>
        <translation>你执 ○。再模仿 × 一次。</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>后完成的连线</translation>
    </message>
    <message>
        <source>In this rule a line does not end the game. Play goes on. If both players make a line, the one who made it later wins.</source>
        <translation>在这种规则下，连成一线不会结束对局。对局继续。如果双方都连成一线，后完成的一方获胜。</translation>
    </message>
    <message>
        <source>You play ×. ○ made a line, but the game goes on. Make your line now: yours is the later line, and it wins.</source>
        <translation>你执 ×。○ 连成了一线，但对局继续。现在完成你的连线：你的是后完成的连线，它获胜。</translation>
    </message>
    <message>
        <source>You play ○. You have a line. If × makes one now, ×'s line is later and wins. Block it.</source>
        <translation>你执 ○。你已有一条连线。如果 × 现在也连成一线，× 的连线更晚，就会获胜。封堵它。</translation>
    </message>
    <message>
        <source>You play ×. Two squares are left. If you make your line now, ○ makes one after you and wins. Block ○ first: then it is a draw.</source>
        <translation>你执 ×。只剩两格了。如果你现在完成连线，○ 会在你之后连成一线并获胜。先封堵 ○：这样就是平局。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the bottom row. You do not have to block it. Make two threats instead: whatever × does, your line comes later.</source>
        <translation>你执 ○。× 威胁最后一行。你不必封堵它。改为制造两个威胁：不管 × 怎么下，你的连线都会更晚完成。</translation>
    </message>
    <message>
        <source>Why the first player wins by the centre</source>
        <translation>为什么先手从中心开局能赢</translation>
    </message>
    <message>
        <source>You play ○. Only one first move wins. A corner or an edge gives only a draw.</source>
        <translation>你执 ○。只有一种第一步能赢。下在角或边格只能得到平局。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Make two threats: × can take only one of them, and your line comes later.</source>
        <translation>你执 ○。× 威胁左列。制造两个威胁：× 只能占住其中一个，而你的连线会更晚完成。</translation>
    </message>
    <message>
        <source>You play ○. Make your line through the middle now. × has no line left that you cannot block.</source>
        <translation>你执 ○。现在完成经过中心的连线。× 已经没有你封堵不了的线了。</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>重新开始(&amp;A)</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>重新开始本课</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>下一课(&amp;N)</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>下一课</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Close the lessons</source>
        <translation>关闭课程</translation>
    </message>
    <message>
        <source>Lesson board</source>
        <translation>课程棋盘</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Win with this move.</source>
        <translation>用这一步获胜。</translation>
    </message>
    <message>
        <source>Play a move that wins.</source>
        <translation>走一步能获胜的棋。</translation>
    </message>
    <message>
        <source>Find the fastest win.</source>
        <translation>找出最快的获胜方法。</translation>
    </message>
    <message>
        <source>Make two threats at once.</source>
        <translation>同时制造两个威胁。</translation>
    </message>
    <message>
        <source>Block the line.</source>
        <translation>封堵连线。</translation>
    </message>
    <message>
        <source>Play a move that keeps the draw.</source>
        <translation>走一步能保住平局的棋。</translation>
    </message>
    <message>
        <source>Find the only good move.</source>
        <translation>找出唯一的好棋。</translation>
    </message>
    <message>
        <source>Play the mirror move.</source>
        <translation>走对称的一步。</translation>
    </message>
    <message>
        <source>{title}  {stars}</source>
        <translation>{title}  {stars}</translation>
    </message>
    <message>
        <source>Stage {number} of {stages}</source>
        <translation>第 {number} 关，共 {stages} 关</translation>
    </message>
    <message>
        <source>Right: {cell} {reason}.</source>
        <translation>正确：下在 {cell}，{reason}。</translation>
    </message>
    <message>
        <source>Not {cell}: it {reason}. Try again.</source>
        <translation>不是 {cell}：这一步{reason}。再试一次吧。</translation>
    </message>
    <message>
        <source>Lesson done with no mistake: {stars} stars.</source>
        <translation>本课完成，没有失误：{stars} 颗星。</translation>
    </message>
    <message>
        <source>Lesson done: {stars} of 3 stars. Play it again for more.</source>
        <translation>本课完成：3 颗星中得到 {stars} 颗。再玩一次，争取更多星。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>打开对局(&amp;O)…</translation>
    </message>
    <message>
        <source>S&amp;ave Game…</source>
        <translation>保存对局(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>交换先后手(&amp;S)</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>复盘(&amp;V)</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>统计(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>谜题(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation>观看电脑对弈(&amp;W)…</translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation>重置战绩(&amp;C)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>复制对局(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>粘贴对局(&amp;P)</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>显示着法分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>声音(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>棋谱(&amp;M)</translation>
    </message>
    <message>
        <source>Game &amp;Tree…</source>
        <translation>博弈树(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>课程(&amp;L)…</translation>
    </message>
    <message>
        <source>Strategy &amp;Map…</source>
        <translation>策略图(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>玩法(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation>关于井字棋(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>剪贴板</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>不是对局</translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation>{source} 中没有可以下的对局。

第 {line} 行，第 {column} 列：{problem}。

未载入任何内容。</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation>关于井字棋</translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation>每局失误</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>%n 局；每局平均失误：起初 {first:.1f}，最近 {last:.1f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>还没有可显示的对局。</translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation>每局失误；线条为 10 局的平均值</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>复盘总结</translation>
    </message>
    <message>
        <source>Game &amp;Tree from Here…</source>
        <translation>从这里查看博弈树(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>从这里开始下(&amp;P)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>从这里开始下</translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation>从第一个失误重来(&amp;M)</translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation>从第一个失误重来</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Best play: ○ above, × below</source>
        <translation>最佳着法：上方利于 ○，下方利于 ×</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Person</source>
        <comment>a side of a past game</comment>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>平</translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation>{mark} 胜</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>你赢了</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>你输了</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主题(&amp;H)：</translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation>谜题的规则</translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation>谜题的主题</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>提示(&amp;I)</translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation>提示：显示正确的一步（算作失败）</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>再试一次(&amp;T)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再试一次</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Game Tree…</source>
        <translation>博弈树(&amp;G)…</translation>
    </message>
    <message>
        <source>Game tree of this puzzle</source>
        <translation>本题的博弈树</translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation>关闭谜题</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation>你的谜题等级分</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>谜题棋盘</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>所有规则</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>所有主题</translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation>错误的一步</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>The right move</source>
        <translation>正确的一步</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation>立即获胜</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>封堵</translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation>制造双杀</translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation>阻止双杀</translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation>唯一能保住平局的一步</translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation>不要连成一线</translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation>逼对方连成一线</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>后完成的连线</translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation>何时不该过早完成连线</translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation>没有符合这些筛选条件的谜题</translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation>{mark} 走，获胜</translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation>{mark} 走，保住平局</translation>
    </message>
    <message>
        <source>{rules} · {theme} · from last time: your rating does not move</source>
        <translation>{rules} · {theme} · 上次未做完：等级分不变</translation>
    </message>
    <message>
        <source>{rules} · {theme} · review: your rating does not move</source>
        <translation>{rules} · {theme} · 复习：等级分不变</translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation>{rules} · {theme} · 谜题等级分 {rating}</translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation>请选择其他规则或其他主题。</translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation>不是这一步：{mark} 下在 {cell}，{reason}。正确的一步是 {right}。再试一次吧；本题算作失败。</translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation>正确。电脑正在防守…</translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation>已下完。本题算作失败：再试一次，或继续下一题。</translation>
    </message>
    <message>
        <source>Solved! A review counts for the streak, not for the rating.</source>
        <translation>解出来了！复习计入连对，不计入等级分。</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>解出来了！</translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation>提示：下在 {cell}。本题现在算作失败。</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>正确。请找出下一步。</translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation>只有一步能保住结果，找出它：点击格子或按对应的数字键。</translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation>{rating}（{change:+d}）</translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation>你的等级分：{rating}  ·  连对：{streak}  ·  最佳：{best}</translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation>{cell} 已有棋子。</translation>
    </message>
    <message>
        <source>Wait for the computer's move.</source>
        <translation>请等电脑走完。</translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation>本题已结束：请选“下一题”或“再试一次”。</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back as a skip: your rating will not move.</source>
        <translation>游戏关闭时这道题还开着，现已恢复。它按跳过计算：等级分不会改变。</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back and still counts as failed.</source>
        <translation>游戏关闭时这道题还开着，现已恢复。本题仍算作失败。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is damaged.</source>
        <translation>谜题结果未保存：对局记录已损坏。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is read-only.</source>
        <translation>谜题结果未保存：对局记录为只读。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: another program is using the game history.</source>
        <translation>谜题结果未保存：对局记录正被其他程序使用。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is from a newer version.</source>
        <translation>谜题结果未保存：对局记录来自更新的版本。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history cannot be used.</source>
        <translation>谜题结果未保存：无法使用对局记录。</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating over time</source>
        <translation>谜题等级分变化</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n 道谜题；等级分：第一道后 {first:.0f}，现在 {last:.0f}，最高 {best:.0f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation>还没有做过谜题：游戏 › 谜题。</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation>每道谜题后的等级分</translation>
    </message>
</context>
<context>
    <name>ResetScoreDialog</name>
    <message>
        <source>Reset Score</source>
        <translation>重置战绩</translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation>要重置{where}的战绩吗？</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>此操作无法撤销。</translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation>仅重置此项战绩(&amp;T)</translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation>重置全部战绩(&amp;A)</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>战绩变化</translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation>第 {first} 到 {last} 局：胜 {wins}，平 {draws}，负 {losses}</translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>还没有可显示的对局。</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>平</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>负</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>欠佳</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>大错</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>获胜</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>保住胜势</translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation>错过了 {cell} 的胜着</translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation>没有封堵 {cell} 处的连线</translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation>连成三个而判负</translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation>让对手在 {cell} 制造两个威胁</translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation>把胜局变成了平局</translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation>把胜局变成了败局</translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation>把平局变成了败局</translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation>仍能获胜，但更慢</translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation>输得比必要的更早</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason}); equally best: {others}</source>
        <translation>{mark} 下在 {cell}：{reason}；更好的是 {better}（{better_reason}）；同样最佳的还有：{others}</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason})</source>
        <translation>{mark} 下在 {cell}：{reason}；更好的是 {better}（{better_reason}）</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}</source>
        <translation>{mark} 下在 {cell}：{reason}</translation>
    </message>
    <message>
        <source>{verdict}: {reason}</source>
        <translation>{verdict}：{reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n 个大错</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n 个失误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n 步欠佳</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded moves ({first} to {last}): {counts}, first at {move}.</source>
        <translation>载入的着法（{first} 至 {last}）：{counts}，第一个在 {move}。</translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation>没有失误：每一步都保住了最佳结果。</translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation>双方都走最佳着法时，从第 {move} 步起局面已是败局。</translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation>{counts}：第一个在 {move}。</translation>
    </message>
    <message>
        <source>Equally best there: {cells}.</source>
        <translation>同样最佳的还有：{cells}。</translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation>那里最佳的是 {cell}。</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>&amp;Speed: {steps} a second</source>
        <extracomment>Steps a second at each stop of the speed slider.</extracomment>
        <translation>速度(&amp;S)：每秒 {steps} 步</translation>
    </message>
    <message>
        <source>Search to watch</source>
        <translation>要观看的搜索</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>暂停(&amp;U)</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>播放(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <source>Step &amp;Out</source>
        <translation>完成当前节点(&amp;O)</translation>
    </message>
    <message>
        <source>Run to the &amp;End</source>
        <translation>运行到结束(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Announce each step</source>
        <translation>播报每一步</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>本机双人对战</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>难度(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation>先手(&amp;W)：</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>对手：</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>语言(&amp;A)：</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>动画(&amp;N)</translation>
    </message>
    <message>
        <source>Marks are drawn as a pen draws them, and the winning line across the board. Off: everything appears at once, and nothing on the board moves.</source>
        <translation>棋子像用笔画出来一样逐笔绘出，获胜的连线横穿棋盘画出。关闭时：一切立即出现，棋盘上没有任何东西移动。</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>声音音量</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation>对局正在进行：这些更改从下一局开始生效。</translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation>下得完美，抓住每一个失误。在这种规则下，先手开局下在 {cells}（小键盘编号）必胜，所以完美难度作为后手遇到这种开局时会输；只要局面还能挽救，它就绝不会输。</translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation>下得完美：在这种规则下它绝不会输，并会抓住每一个失误。</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>所有规则</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>所有难度</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>历史对局</translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation>在棋谱中打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>难度(&amp;L)：</translation>
    </message>
    <message>
        <source>Nothing to show yet. Finish a game against the computer and it appears here: your results over time, your mistakes per game, and the game itself to review. Each puzzle you try (Game › Puzzles) adds to your puzzle rating.</source>
        <translation>还没有可显示的内容。与电脑下完一局后，这里会显示：你的战绩变化、每局失误数，以及可供复盘的对局。每做一道谜题（游戏 › 谜题）都会计入你的谜题等级分。</translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation>历史对局（双击一局即可复盘）(&amp;P)：</translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation>对局记录仍在打开，请稍后再试</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>本次运行不保存对局记录</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>没有对局记录，无法显示统计：{problem}。</translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation>谜题：还没有做过。游戏 › 谜题 用来练习唯一能获胜或保住平局的那一步。</translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>谜题：%n 道中解出 {solved} 道；等级分：第一道后 {first:.0f}，现在 {last:.0f}，最高 {best:.0f}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game rating in {rules}: {rating:.0f} now, {best:.0f} at best.</source>
        <translation>对局等级分（{rules}）：现在 {rating:.0f}，最高 {best:.0f}。</translation>
    </message>
    <message>
        <source>Game rating: every game you finish against the computer rates you, rule by rule; Adaptive plays at your rating.</source>
        <translation>对局等级分：与电脑下完的每一局都会按规则分别评定你的等级分；自适应按你的等级分下棋。</translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation>在这种规则和难度下还没有对局：你与电脑下完的每一局都会统计在这里。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>%n 局：胜 {wins}，平 {draws}，负 {losses}（{share}% 未输）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>下满 %n 局后，这里会显示你失误的趋势。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>你的失误在减少：起初每局 {before:.1f} 个，最近 %n 局 {after:.1f} 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>你每局的失误：起初 {before:.1f} 个，最近 %n 局 {after:.1f} 个。每局结束后从第一个失误重来，进步会更快。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <source>Computer ({level})</source>
        <translation>电脑（{level}）</translation>
    </message>
    <message>
        <source>Player ○</source>
        <translation>玩家 ○</translation>
    </message>
    <message>
        <source>Player ×</source>
        <translation>玩家 ×</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Adaptive ({rating})</source>
        <translation>自适应（{rating}）</translation>
    </message>
    <message>
        <source>Perfect: the top</source>
        <translation>完美：最高水平</translation>
    </message>
    <message>
        <source>about {level}</source>
        <translation>约等于{level}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} 胜</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>你赢了</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>电脑赢了</translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation>{result}：{loser} 连成三个，判负</translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation>{result}：最后完成的连线获胜</translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation>{replay}。按 End 返回，或选“从这里开始下”。</translation>
    </message>
    <message>
        <source>Hint: {cell} {reason}.</source>
        <translation>提示：{cell}，{reason}。</translation>
    </message>
    <message>
        <source>{result} ({lines})</source>
        <translation>{result}（{lines}）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{result}. Click the board or press Ctrl+N to play again.</source>
        <translation>{result}。点击棋盘或按 Ctrl+N 再来一局。</translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation>{owners} 已连成一线：对局继续，最后完成的连线获胜。{turn}</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation>电脑先手，正在思考…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>电脑正在思考…</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation>{mark} 先手，请落子</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation>轮到 {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation>你先手：你执 {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation>轮到你：你执 {mark}</translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation>复演：开局</translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation>复演：{move} 之后</translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation>标准：连成三个获胜。</translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation>反向：连成三个判负。</translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation>最后连线胜：连成一线后对局继续，最后完成的连线获胜。</translation>
    </message>
    <message>
        <source>○ {wins} · Draws {draws} · × {losses}</source>
        <translation>○ {wins} · 平局 {draws} · × {losses}</translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation>正在观看电脑对弈：不计入战绩</translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation>不计入战绩：观战的对局</translation>
    </message>
    <message>
        <source>Not scored: a past game</source>
        <translation>不计入战绩：过去的对局</translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation>不计入战绩：从局面开始的对局</translation>
    </message>
    <message>
        <source>Wait: your move comes after the computer's.</source>
        <translation>请稍等：电脑下完后才轮到你。</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>双人对战</translation>
    </message>
    <message>
        <source>A position from the game tree. Press End to go back to the game, or Play from Here in the Game Tree window.</source>
        <translation>博弈树中的局面。按 End 返回对局，或在博弈树窗口中选“从这里开始下”。</translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation>胜 {wins} · 平 {draws} · 负 {losses}</translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation>{score}　（{table}）</translation>
    </message>
    <message>
        <source>{line}, this session only</source>
        <translation>{line}，仅限本次</translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation>双人对战，{rules}</translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation>{level}，{rules}</translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation>只有从空棋盘开始、电脑的每一步都由它自己走的对局才计入战绩：粘贴、打开和复演的对局会保存在对局记录中但不计入战绩，观战的对局也一样。每局只按它第一次得到的结果计一次：终局后撤销不会改变战绩。中途放弃的对局不计入。</translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation>{result} {plies}</translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation>下在这里立即获胜。</translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>下在这里，双方都走最佳着法时 %n 步内获胜。</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation>下在这里会下满棋盘：平局。</translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>下在这里，双方都走最佳着法时为平局：再下 %n 步棋盘下满。</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation>下在这里立即告负。</translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>下在这里，对方走最佳着法时最迟 %n 步后告负。</numerusform>
        </translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: "win 3" wins in 3 moves, "draw 7" draws when the board fills, "loss 4" loses in 4 at the latest.</source>
        <translation>每个空格显示双方都走最佳着法时的结果，以及到对局结束还需几步：“胜 3”表示 3 步内获胜，“平 7”表示下满棋盘时平局，“负 4”表示最迟 4 步后告负。</translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation>{cell} 这个格子已有棋子：请选一个空格。</translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation>已交换先后手：你现在执 {mark}。</translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation>从开局继续下。</translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation>从 {move} 之后继续下。</translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>上次的对局已回到棋盘上：{rules}规则下共 %n 步。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>已载入对局：{rules}规则下共 %n 步。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>已载入 {date} 的对局：{rules}规则下共 %n 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation>电脑无法走棋（{message}）。请按 Ctrl+N 开始新游戏。</translation>
    </message>
    <message>
        <source>Your rating in {rules} has passed {level}'s for the first time: Adaptive now plays above it.</source>
        <translation>你在{rules}规则下的等级分首次超过了{level}：自适应现在会下得比它更强。</translation>
    </message>
    <message>
        <source>This is the top: Adaptive plays as Perfect, which cannot be beaten under these rules, only held to a draw.</source>
        <translation>已到最高水平：自适应以完美水平下棋，在这种规则下无法被击败，只能下成平局。</translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>已复制对局：共 %n 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation>对局记录已损坏：不会保存新的对局。</translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation>对局记录为只读：不会保存新的对局。</translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation>对局记录正被其他程序使用：不会保存新的对局。</translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation>对局记录来自更新的版本：不会保存新的对局。</translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation>无法使用对局记录：不会保存新的对局。</translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation>这是复演：在棋谱中按 End 返回对局，或选“从这里开始下”从此处继续。</translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation>已停止观战：棋盘交给你，双人对战。按 Ctrl+N 开始新游戏。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>没有可撤销的步。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>没有可重做的步。</translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation>对局已结束：不需要提示。点击棋盘开始新游戏。</translation>
    </message>
    <message>
        <source>Wait for the computer's move, then ask for a hint.</source>
        <translation>请等电脑走完再要提示。</translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation>新设置已保存：从下一局开始生效。</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>那局对局已不在对局记录中。</translation>
    </message>
    <message>
        <source>Your game rating is provisional: the history cannot keep it, so it lasts until you close the game.</source>
        <translation>你的对局等级分是临时的：对局记录无法保存它，关闭游戏后就会消失。</translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation>复盘在对局结束后进行；目前列出了已下的着法。</translation>
    </message>
    <message>
        <source>Waiting for the game history, which is busy: the games that end meanwhile are kept once it is free.</source>
        <translation>正在等待对局记录（它正被占用）：其间结束的对局会在它空闲后保存。</translation>
    </message>
    <message>
        <source>The game history is free again: every finished game is kept.</source>
        <translation>对局记录已空闲：所有结束的对局都已保存。</translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation>已重置全部战绩。</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>已重置{where}的战绩。</translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message>
        <source>Strategy Map</source>
        <translation>策略图</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>执子(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>纸张(&amp;P)：</translation>
    </message>
    <message>
        <source>○, who moves first</source>
        <translation>○，先手</translation>
    </message>
    <message>
        <source>×, who moves second</source>
        <translation>×，后手</translation>
    </message>
    <message>
        <source>Sa&amp;ve as SVG…</source>
        <translation>另存为 SVG(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>The strategy map's page</source>
        <translation>策略图页面</translation>
    </message>
    <message>
        <source>Making the map…</source>
        <translation>正在生成策略图…</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>%n 个局面，每个一步</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Strategy Map</source>
        <translation>保存策略图</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>%n 个局面：{mark} 按这张图下棋时，无论对方怎么下，可能出现的每一个局面都在这里。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>棋盘上有 %n 个标记</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>{mark} 的第 {number} 步：%n 个局面，{marks}</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (first player)</source>
        <translation>策略图：{rule}，{mark}（先手）</translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (second player)</source>
        <translation>策略图：{rule}，{mark}（后手）</translation>
    </message>
    <message>
        <source>Every move here keeps the win, and wins as fast as it can.</source>
        <translation>这里的每一步都保住胜局，并以最快的方式取胜。</translation>
    </message>
    <message>
        <source>Every move here keeps the draw, and leaves the other side the most ways to go wrong.</source>
        <translation>这里的每一步都保住和局，并给对方留下最多的出错机会。</translation>
    </message>
    <message>
        <source>This side loses against best play; every move here leaves the other side the most ways to go wrong.</source>
        <translation>对方下得最好时这一方必输；这里的每一步都给对方留下最多的出错机会。</translation>
    </message>
    <message>
        <source>Rule: {description}</source>
        <translation>规则：{description}</translation>
    </message>
    <message>
        <source>Find your board and play the square marked in blue; its keypad digit is under it.</source>
        <translation>找到你的棋盘，下在蓝色标出的格子里；格子的小键盘编号写在棋盘下方。</translation>
    </message>
    <message>
        <source>keypad</source>
        <comment>under the key of the squares' keypad digits</comment>
        <translation>小键盘</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch the Computer Play</source>
        <translation>观看电脑对弈</translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation>○ 的难度</translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation>× 的难度</translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation>○（先手）(&amp;F)：</translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation>×（后手）(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>自适应</translation>
    </message>
    <message>
        <source>Plays about as well as you do: before each game it picks its strength from your rating in these rules, so that you win about as often as you lose. It starts below Medium and follows you all the way to Perfect.</source>
        <translation>水平与你相当：每局开始前，它根据你在该规则下的等级分选择强度，让你的胜负大致持平。它从低于中等的水平开始，一直可以跟随你到完美。</translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation>随便乱下。适合第一局。</translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation>能赢就赢，也会堵你的连线，但不会提前计划。</translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation>向前看三步。很强，但可以被打败。</translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation>下得完美：绝不会输，并会抓住每一个失误。</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>Last line wins</source>
        <translation>最后连线胜</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation>标准</translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation>反向</translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation>最后连线胜</translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation>连成三个获胜。棋盘下满仍无连线则为平局。</translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation>连成三个判负：要逼对手完成连线。</translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation>连成一线不会结束对局。如果对方随后也连成一线，后完成的连线立即获胜；否则棋盘下满时，先完成的连线获胜。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation>每局轮换</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>wins now</source>
        <translation>可立即获胜</translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation>封堵连线</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>制造两个威胁</translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation>必胜</translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation>保住平局</translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation>坚持最久</translation>
    </message>
    <message>
        <source>win</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>平</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>负</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>上中</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>右上</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>左中</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>中心</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>右中</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>左下</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>下中</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>右下</translation>
    </message>
    <message>
        <source>{place} ({digit})</source>
        <translation>{place}（{digit}）</translation>
    </message>
    <message>
        <source>top row</source>
        <translation>第一行</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>中间一行</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>最后一行</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>左列</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>中间列</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>右列</translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation>从左上开始的对角线</translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation>从右上开始的对角线</translation>
    </message>
</context>
</TS>
