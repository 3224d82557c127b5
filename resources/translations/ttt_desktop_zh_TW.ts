<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
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
        <translation>按鍵 {digit}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation>提示：最佳著法</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation>用方向鍵移動，按 Enter 落子；也可以像數字鍵盤那樣按 1 到 9：7 是左上角。</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation>每步之後的局勢</translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation>每步之後 ○ 的局勢：{values}</translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation>雙方都走最佳著法時，每步之後誰會獲勝，最左邊是空棋盤：中線以上是 ○ 勝，中線以下是 × 勝，在線上是和局。標記表示棋盤上顯示的局面。</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <source>Cannot Open Game</source>
        <translation>無法開啟對局</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>不是對局</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>無法儲存對局</translation>
    </message>
    <message>
        <source>{problem}

Nothing was loaded.</source>
        <translation>{problem}

未載入任何內容。</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {error}.</source>
        <translation>無法將對局儲存到 {file}：{error}。</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>設定檔案已損壞並已重設；副本儲存為 {name}。</translation>
    </message>
    <message>
        <source>Settings changes will not be kept after the game closes: {file} cannot be written ({error}).</source>
        <translation>關閉遊戲後設定的變更將不會保留：無法寫入 {file}（{error}）。</translation>
    </message>
</context>
<context>
    <name>FirstStartLine</name>
    <message>
        <source>New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>第一次來？說明 › 課程 用十分鐘教你學會這個遊戲。電腦會自動調整：它的水準和你差不多。難度和三種規則在 遊戲 › 設定 裡；遊戲 › 謎題 用來練習單步棋。</translation>
    </message>
    <message>
        <source>Got &amp;It</source>
        <translation>知道了(&amp;I)</translation>
    </message>
    <message>
        <source>Dismiss this tip</source>
        <translation>關閉此提示</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>首次啟動</translation>
    </message>
</context>
<context>
    <name>GameFileMenu</name>
    <message>
        <source>Open Rec&amp;ent</source>
        <translation>最近開啟(&amp;E)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>開啟對局</translation>
    </message>
    <message>
        <source>Games (*.ttt *.txt);;All files (*)</source>
        <translation>對局 (*.ttt *.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>儲存對局</translation>
    </message>
    <message>
        <source>Games (*.ttt);;All files (*)</source>
        <translation>對局 (*.ttt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除清單(&amp;C)</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>沒有最近的對局</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a regular file, so it cannot hold a game.</source>
        <translation>{file} 不是一般檔案，無法存放對局。</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}.</source>
        <translation>無法讀取 {file}：{error}。</translation>
    </message>
    <message>
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>{file} 超過 64 KB，無法存放對局。</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>{file} 不是文字檔，因此不可能包含對局。</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>目前規則</translation>
    </message>
</context>
<context>
    <name>GameRatingChart</name>
    <message>
        <source>Game rating over time</source>
        <translation>對局等級分變化</translation>
    </message>
    <message>
        <source>Game rating after each game</source>
        <translation>每局後的對局等級分</translation>
    </message>
    <message>
        <source>No rated games yet: play the computer.</source>
        <translation>還沒有計分的對局：和電腦下一局吧。</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n 局計分對局；第一局後等級分 {first:.0f}，現在 {last:.0f}，最高 {best:.0f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTreeModel</name>
    <message>
        <source>Move</source>
        <extracomment>The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).</extracomment>
        <translation>著法</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Replies that lose</source>
        <translation>會輸的應著</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>數量</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Game tree: {rules}</source>
        <translation>賽局樹：{rules}</translation>
    </message>
    <message>
        <source>Export the Game Tree</source>
        <translation>匯出賽局樹</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 圖片 (*.svg)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>未能匯出</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {reason}.</source>
        <translation>無法將圖片寫入 {path}：{reason}。</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>賽局樹</translation>
    </message>
    <message>
        <source>&amp;Merge transpositions</source>
        <translation>合併相同局面(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Fold symmetry</source>
        <translation>合併對稱局面(&amp;F)</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>賽局樹</translation>
    </message>
    <message>
        <source>Show on &amp;Board</source>
        <translation>在棋盤上顯示(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>從這裡開始下(&amp;P)</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>匯出 SVG(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>Watch the search</source>
        <translation>觀看搜尋過程</translation>
    </message>
</context>
<context>
    <name>GameTreeWords</name>
    <message>
        <source>the root</source>
        <translation>根節點</translation>
    </message>
    <message>
        <source>Below this position: nodes {nodes} · finished games {games} · positions {positions} · up to symmetry {classes}</source>
        <translation>此局面之下：節點 {nodes} · 終局 {games} · 局面 {positions} · 合併對稱後 {classes}</translation>
    </message>
    <message>
        <source>{rules} · {facts}</source>
        <translation>{rules} · {facts}</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>對局在此已結束。</translation>
    </message>
    <message>
        <source>{mark} to move · value: {value} · plies to the end with best play: {plies}</source>
        <translation>輪到 {mark} · 結果：{value} · 雙方都走最佳著法時距終局：{plies} 步</translation>
    </message>
    <message>
        <source>Positions where Hard may play a move that is not best, {rules}: {count} of {total}</source>
        <translation>困難難度可能走出非最佳著法的局面（{rules}）：{total} 個中有 {count} 個</translation>
    </message>
    <message>
        <source>Values +1, 0, −1 for the side to move · moves tried in the order 7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta</source>
        <translation>值 +1、0、−1 以輪到走棋的一方計 · 著法按 7 8 9 4 5 6 1 2 3 的順序嘗試 · α-β 採用 fail-hard，從 (−1, +1) 開始，α ≥ β 時剪枝</translation>
    </message>
    <message>
        <source>it gives the value away</source>
        <translation>這步會使結果變差</translation>
    </message>
    <message>
        <source>it keeps the value, but wins later or loses sooner</source>
        <translation>這步能保住結果，但贏得更晚或輸得更早</translation>
    </message>
    <message>
        <source>no other move keeps the value as well</source>
        <translation>沒有其他著法能保住結果</translation>
    </message>
    <message>
        <source>it gives you more ways to go wrong</source>
        <translation>這步給你更多出錯的機會</translation>
    </message>
    <message>
        <source>centre, corners and edges are equally likely</source>
        <translation>中心、角、邊的機率相同</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark} · plies to the end with best play: {plies}</source>
        <translation>{move}：{mark} {value} · 雙方都走最佳著法時距終局：{plies} 步</translation>
    </message>
    <message>
        <source>A best move: it keeps the value.</source>
        <translation>最佳著法：保住結果。</translation>
    </message>
    <message>
        <source>Not a best move: it gives the value away.</source>
        <translation>非最佳著法：會使結果變差。</translation>
    </message>
    <message>
        <source>Draws are not all equal: of {mark}'s {replies} replies, {losing} lose.</source>
        <translation>和局並不都一樣：{mark} 的 {replies} 種應著中，有 {losing} 種會輸。</translation>
    </message>
    <message>
        <source>Perfect plays it {percent} of the time: {reason}.</source>
        <translation>完美難度走這步的機率為 {percent}：{reason}。</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and may play it.</source>
        <translation>困難難度向前看三步，給這步 {score} 分，可能會走這步。</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and does not play it.</source>
        <translation>困難難度向前看三步，給這步 {score} 分，不會走這步。</translation>
    </message>
    <message>
        <source>Hard errs in this position: it may play a move that is not best.</source>
        <translation>困難難度在此局面會出錯：可能走出非最佳著法。</translation>
    </message>
    <message>
        <source>Move orders that reach it: {orders}</source>
        <translation>到達此局面的著法順序：{orders} 種</translation>
    </message>
    <message>
        <source>Positions it stands for: {positions} · symmetric images of its position: {size}</source>
        <translation>代表的局面：{positions} 個 · 此局面的對稱形：{size} 個</translation>
    </message>
    <message>
        <source>Met before, on an earlier branch: open it there.</source>
        <translation>已在前面的分支中出現過：請在那裡展開。</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>最佳著法</translation>
    </message>
    <message>
        <source>not best</source>
        <translation>非最佳</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark}, plies to the end {plies}, {verdict}</source>
        <translation>{move}：{mark} {value}，距終局 {plies} 步，{verdict}</translation>
    </message>
    <message>
        <source>Plain minimax</source>
        <translation>單純極小化極大搜尋</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>α-β 剪枝</translation>
    </message>
    <message>
        <source>Minimax with memory</source>
        <translation>帶記憶的極小化極大搜尋</translation>
    </message>
    <message>
        <source>Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: {hits}</source>
        <translation>造訪節點：{nodes} · 剪枝：{cutoffs} · 查表命中：{hits}</translation>
    </message>
    <message>
        <source>Visit {path}</source>
        <translation>進入 {path}</translation>
    </message>
    <message>
        <source>Leave {path} with {value}</source>
        <translation>離開 {path}，值為 {value}</translation>
    </message>
    <message>
        <source>Cut-off at {path}: alpha {value} ≥ beta; {untried} not tried</source>
        <translation>在 {path} 剪枝：α {value} ≥ β；{untried} 未嘗試</translation>
    </message>
    <message>
        <source>Table hit {path}: {value}</source>
        <translation>查表命中 {path}：{value}</translation>
    </message>
    <message>
        <source>Done: the root's value is {value}</source>
        <translation>完成：根節點的值為 {value}</translation>
    </message>
    <message>
        <source>{search}: press Play or Step to start.</source>
        <translation>{search}：按「播放」或「單步」開始。</translation>
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
&lt;p&gt;兩名玩家輪流在空格中放下自己的標記：○ 先走，× 後走。
點選一個格子，按數字鍵 &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;（排列同數字鍵盤：7 8 9 是最上面一排），
或用&lt;b&gt;方向鍵&lt;/b&gt;移動游標，再按 &lt;b&gt;Enter&lt;/b&gt; 鍵或&lt;b&gt;空白鍵&lt;/b&gt;。&lt;/p&gt;
&lt;h4&gt;規則（遊戲 › 設定…）&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;標準&lt;/b&gt;：橫、直或斜連成三個即獲勝。棋盤下滿仍無連線則為和局。&lt;/li&gt;
&lt;li&gt;&lt;b&gt;反向&lt;/b&gt;：連成三個&lt;i&gt;判負&lt;/i&gt;。要逼對手連成一線。&lt;/li&gt;
&lt;li&gt;&lt;b&gt;最後連線勝&lt;/b&gt;：連成一線不會結束對局。如果對方隨後也連成一線，後完成的連線立即獲勝；否則棋盤下滿時，先完成的連線獲勝。&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;按鍵&lt;/h4&gt;
{keys}
&lt;p&gt;戰績按每種規則和難度分別統計勝、和、負。只有從空棋盤開始、電腦的每一步都由它自己走的對局才計入：貼上、開啟和重播的對局會儲存在對局記錄中並可覆盤，但不計入戰績。每局只按它第一次得到的結果計一次：終局後復原可以回看和繼續下，但不會改變戰績。中途放棄的對局（新遊戲、交換先後手、關閉視窗）不計入。遊戲 › 重設戰績… 會先詢問，可以重設目前規則和難度的戰績，也可以全部重設。&lt;/p&gt;
&lt;p&gt;在終端機中，Ctrl+C 會像 遊戲 › 結束 一樣關閉遊戲。&lt;/p&gt;
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
&lt;h4&gt;自適應&lt;/h4&gt;
&lt;p&gt;自適應是新玩家的難度（遊戲 › 設定…），下得和你差不多好。你從空棋盤開始、和電腦下完的每一局，都會改變你在該規則下的對局等級分；下一局，自適應會以你大約能拿到一半分數的強度來下（勝計 1 分，和局計 ½ 分）。棋盤上方顯示為「自適應（1720）」，即它這一局的等級分。當你的等級分穩定並接近頂端時，自適應就以完美來下。&lt;/p&gt;
&lt;h4&gt;謎題&lt;/h4&gt;
&lt;p&gt;遊戲 › 謎題… 會給出一個恰好只有一步能保住勝局或和局的局面：找出這一步。走錯時會標出原因和正確的一步，按「再試一次」可以再找一次。「提示」會顯示正確的一步，這道謎題隨即算作沒解出；「下一題」繼續。謎題依你的謎題等級分就近挑選，沒解出的謎題之後會再出現。&lt;/p&gt;
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
&lt;h3&gt;井字遊戲 · Tic-tac-toe&lt;/h3&gt;
&lt;p&gt;版本 {version}&lt;/p&gt;
&lt;p&gt;井字遊戲，有三種規則和五個電腦難度：從隨便亂下的新手到能解出每個局面的完美對手，共四個；另有依你的水準來下的自適應。&lt;/p&gt;
&lt;p&gt;使用 Python 和 Qt for Python（PySide6）製作。&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation>對局記錄已損壞</translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation>對局記錄已損壞，目前無法儲存任何對局。要把損壞的檔案留在一旁（重新命名，不刪除）並開始新的對局記錄嗎？</translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation>開始新的記錄(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>暫時不要(&amp;N)</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation>損壞的對局記錄已儲存為 {file}；已開始新的記錄。</translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation>無法重新命名損壞的對局記錄：不會儲存任何對局。</translation>
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
        <translation>中心格在四條線上：中間橫排、中間直排和兩條對角線。角格在三條線上。邊格只在兩條線上。</translation>
    </message>
    <message>
        <source>You play ○. Your two corners are on one diagonal. The centre joins them. Take it and win.</source>
        <translation>你執 ○。你的兩個角在同一條對角線上。中心把它們連起來。佔住中心，獲勝。</translation>
    </message>
    <message>
        <source>You play ×. If ○ gets the centre, ○ has two diagonals at once, and you cannot block both. Take the centre first.</source>
        <translation>你執 ×。如果 ○ 佔了中心，○ 就同時有兩條對角線，你沒辦法兩條都封堵。先佔中心。</translation>
    </message>
    <message>
        <source>You play ○. × has two in the middle column. The centre blocks it, and it gives you two lines at once.</source>
        <translation>你執 ○。× 在中間直排有兩個子。下在中心能封堵它，還能讓你同時擁有兩條線。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it in the centre. From there you threaten the middle column too, and you can win.</source>
        <translation>你執 ×。○ 在中間橫排有兩個子。在中心封堵它。從那裡你還威脅中間直排，可以獲勝。</translation>
    </message>
    <message>
        <source>The corners</source>
        <translation>角</translation>
    </message>
    <message>
        <source>After the centre, the corners are the best squares. Each corner is in three lines. An edge is in only two.</source>
        <translation>僅次於中心，角是最好的格子。每個角都在三條線上。邊格只在兩條線上。</translation>
    </message>
    <message>
        <source>You play ×. ○ took the centre. Answer in a corner. An edge loses.</source>
        <translation>你執 ×。○ 佔了中心。在角上應對。下在邊上會輸。</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and a corner. Take a free corner. On an edge, ○ could make two threats.</source>
        <translation>你執 ×。○ 佔了中心和一個角。佔一個空著的角。下在邊上的話，○ 就能製造雙重威脅。</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, not the centre. Take another corner: soon you can make two threats at once.</source>
        <translation>你執 ○。× 佔了一個角，而不是中心。再佔另一個角：很快你就能同時製造兩個威脅。</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>封堵</translation>
    </message>
    <message>
        <source>Two marks in a line with the third square empty is a threat: next move, they win there. Put your own mark on that square. That is a block.</source>
        <translation>一條線上有兩個相同的棋子、第三格空著，這就是威脅：下一步就能在那裡獲勝。把你自己的棋子放在那一格。這就是封堵。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the top row. Block the third square.</source>
        <translation>你執 ×。○ 在最上橫排有兩個子。封堵第三格。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two on a diagonal. Block it.</source>
        <translation>你執 ×。○ 在一條對角線上有兩個子。封堵它。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it.</source>
        <translation>你執 ×。○ 在中間橫排有兩個子。封堵它。</translation>
    </message>
    <message>
        <source>You play ○. × has two in the top row. Block it. Then you threaten the middle column yourself.</source>
        <translation>你執 ○。× 在最上橫排有兩個子。封堵它。這樣你自己就威脅中間直排了。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row, but you can win now. Your own win comes first: a win ends the game.</source>
        <translation>你執 ○。× 威脅中間橫排，但你現在就能獲勝。自己的勝利優先：獲勝就結束對局。</translation>
    </message>
    <message>
        <source>Make two threats</source>
        <translation>製造兩個威脅</translation>
    </message>
    <message>
        <source>A threat is two of your marks in a line with the third square empty. One move can make two threats at once. The other player can block only one of them. This is called a fork.</source>
        <translation>威脅就是你的兩個棋子在一條線上、第三格空著。一步棋可以同時製造兩個威脅。對方只能封堵其中一個。這就叫做雙重威脅。</translation>
    </message>
    <message>
        <source>You play ○. Find a square that makes two threats at once.</source>
        <translation>你執 ○。找一個能同時製造兩個威脅的格子。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Block it, and the same move makes two threats of yours.</source>
        <translation>你執 ○。× 威脅左直排。封堵它，同一步還能為你製造兩個威脅。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the right column. Block it with a move that makes two threats.</source>
        <translation>你執 ○。× 威脅右直排。用一步能製造兩個威脅的棋封堵它。</translation>
    </message>
    <message>
        <source>You play ×. ○ has just blocked your middle column. Now make two threats at once.</source>
        <translation>你執 ×。○ 剛剛封堵了你的中間直排。現在同時製造兩個威脅。</translation>
    </message>
    <message>
        <source>Answer a corner with the centre</source>
        <translation>用中心應對角</translation>
    </message>
    <message>
        <source>When ○ starts in a corner, × has one good answer: the centre. Every other answer lets ○ make two threats later.</source>
        <translation>○ 從角開局時，× 只有一個好的應對：中心。其他任何應對都會讓 ○ 之後製造雙重威脅。</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner. Answer it.</source>
        <translation>你執 ×。○ 從角開局。應對它。</translation>
    </message>
    <message>
        <source>You play ×. Another corner. The same answer.</source>
        <translation>你執 ×。換了一個角。應對相同。</translation>
    </message>
    <message>
        <source>You play ×. You have the centre. Now ○ has two in the top row: block it.</source>
        <translation>你執 ×。你佔了中心。現在 ○ 在最上橫排有兩個子：封堵它。</translation>
    </message>
    <message>
        <source>You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not let ○ make two threats.</source>
        <translation>你執 ×。○ 佔了一個角和一個邊格，相距較遠。保住和局：別讓 ○ 製造雙重威脅。</translation>
    </message>
    <message>
        <source>The opposite-corner defence</source>
        <translation>對角開局的防守</translation>
    </message>
    <message>
        <source>○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a corner loses for ×. An edge holds the draw.</source>
        <translation>○ 佔一個角，× 佔中心，○ 再佔對面的角。這時 × 下角會輸。下邊格能保住和局。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two opposite corners. Play on an edge. A corner would let ○ make two threats.</source>
        <translation>你執 ×。○ 佔了兩個相對的角。下在邊上。下在角上會讓 ○ 製造雙重威脅。</translation>
    </message>
    <message>
        <source>You play ×. The same trap, turned round. Play on an edge.</source>
        <translation>你執 ×。同樣的陷阱，換了個方向。下在邊上。</translation>
    </message>
    <message>
        <source>You play ○. × played on an edge and threatens the middle column. Block it.</source>
        <translation>你執 ○。× 下在邊上，威脅中間直排。封堵它。</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, and that loses. Block × and make two threats with the same move.</source>
        <translation>你執 ○。× 佔了一個角，這步會輸。封堵 ×，並用同一步製造兩個威脅。</translation>
    </message>
    <message>
        <source>Traps that lose</source>
        <translation>會輸的陷阱</translation>
    </message>
    <message>
        <source>Some moves look safe but lose. Learn to see them, and to win when the other player falls in.</source>
        <translation>有些棋看起來安全，其實會輸。學會識別它們，並在對方掉進陷阱時獲勝。</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and the corner opposite yours. An edge looks safe, but it loses. Take a corner.</source>
        <translation>你執 ×。○ 佔了中心和你那個角對面的角。邊格看起來安全，但會輸。佔一個角。</translation>
    </message>
    <message>
        <source>You play ○. × fell in: × played on an edge. Block × and make two threats.</source>
        <translation>你執 ○。× 掉進陷阱了：× 下在了邊上。封堵 ×，並製造兩個威脅。</translation>
    </message>
    <message>
        <source>You play ○. × answered your centre with an edge. That loses. Block × and make two threats.</source>
        <translation>你執 ○。× 用邊格應對你的中心。這步會輸。封堵 ×，並製造兩個威脅。</translation>
    </message>
    <message>
        <source>You play ○. × answered your corner with an edge, not the centre. That loses for ×. Play a move that keeps your win.</source>
        <translation>你執 ○。× 用邊格而不是中心應對你的角。這讓 × 輸了。走一步保住你勝勢的棋。</translation>
    </message>
    <message>
        <source>You play ○. The mirror move still works: if anyone makes a line, × makes it first.</source>
        <translation>你執 ○。對稱下法仍然有效：如果有人連成線，先連成的是 ×。</translation>
    </message>
    <message>
        <source>In this rule ○ wins by starting in the centre. Then × can make a line only on the edge of the board. ○ has four lines through the middle.</source>
        <translation>在這種規則下，○ 從中心開局就能獲勝。這樣 × 只能在棋盤邊上連成線。○ 有四條經過中心的線。</translation>
    </message>
    <message>
        <source>Why best play draws</source>
        <translation>為什麼雙方都走最佳著法會是和局</translation>
    </message>
    <message>
        <source>When neither player makes a mistake, tic-tac-toe is a draw. Every threat can be blocked, and every fork can be stopped before it is made. Play one whole game where both players block.</source>
        <translation>如果雙方都不失誤，井字遊戲就是和局。每個威脅都能被封堵，每個雙重威脅都能在形成之前被阻止。下完整整一局，雙方都要好好封堵。</translation>
    </message>
    <message>
        <source>You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make two threats.</source>
        <translation>你執 ×。○ 佔了一個邊格和一個角。保住和局：別讓 ○ 製造雙重威脅。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row. Block it.</source>
        <translation>你執 ○。× 威脅中間橫排。封堵它。</translation>
    </message>
    <message>
        <source>You play ×. ○'s block made a threat in the left column. Block it too.</source>
        <translation>你執 ×。○ 的封堵在左直排形成了威脅。也封堵它。</translation>
    </message>
    <message>
        <source>You play ○. × threatens a diagonal. Block it.</source>
        <translation>你執 ○。× 威脅一條對角線。封堵它。</translation>
    </message>
    <message>
        <source>You play ×. ○ threatens the top row. Block it. The last square makes no line for anyone: the game is a draw.</source>
        <translation>你執 ×。○ 威脅最上橫排。封堵它。最後一格誰也連不成線：這局是和局。</translation>
    </message>
    <message>
        <source>Misère: the centre</source>
        <translation>反向：中心</translation>
    </message>
    <message>
        <source>In misère, three in a row loses. ○ moves first, so ○ must put down one mark more than ×. The centre is ○'s only safe start.</source>
        <translation>在反向規則中，連成三個判負。○ 先走，所以 ○ 要比 × 多下一個子。中心是 ○ 唯一安全的開局。</translation>
    </message>
    <message>
        <source>You play ○. Start the game. Every start but one loses.</source>
        <translation>你執 ○。開始對局。只有一種開局不會輸。</translation>
    </message>
    <message>
        <source>You play ○. You started on an edge, and × did not punish it. Take the centre now: it is your only move that does not lose.</source>
        <translation>你執 ○。你從邊格開局，× 沒有抓住機會。現在佔中心：這是你唯一不會輸的一步。</translation>
    </message>
    <message>
        <source>You play ○. Neither of you took the centre. Take it now.</source>
        <translation>你執 ○。你們都沒有佔中心。現在佔住它。</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner, not in the centre. Now you can win. Play on an edge.</source>
        <translation>你執 ×。○ 從角開局，而不是中心。現在你能贏。下在邊上。</translation>
    </message>
    <message>
        <source>Misère: mirror play</source>
        <translation>反向：對稱下法</translation>
    </message>
    <message>
        <source>With the centre, ○ answers each × on the square straight across the centre. The board then looks the same turned half round. ○ never makes a line first: a line of ○'s would face a line × had already made.</source>
        <translation>○ 佔了中心後，每次都下在 × 那一步隔著中心的正對面。這樣棋盤轉半圈後看起來還是一樣。○ 永遠不會先連成線：○ 的一條線對面，必定已有 × 先連成的線。</translation>
    </message>
    <message>
        <source>You play ○. × took a corner. Answer on the opposite corner.</source>
        <translation>你執 ○。× 佔了一個角。在對面的角應對。</translation>
    </message>
    <message>
        <source>You play ○. × took an edge. Answer on the opposite edge.</source>
        <translation>你執 ○。× 佔了一個邊格。在對面的邊格應對。</translation>
    </message>
    <message>
        <source>You play ○. Keep copying: straight across the centre.</source>
        <translation>你執 ○。繼續模仿：下在隔著中心的正對面。</translation>
    </message>
    <message>
        <source>You play ○. Copy × again.</source>
        <translation>你執 ○。再模仿 × 一次。</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>後完成的連線</translation>
    </message>
    <message>
        <source>In this rule a line does not end the game. Play goes on. If both players make a line, the one who made it later wins.</source>
        <translation>在這種規則下，連成一線不會結束對局。對局繼續。如果雙方都連成一線，後完成的一方獲勝。</translation>
    </message>
    <message>
        <source>You play ×. ○ made a line, but the game goes on. Make your line now: yours is the later line, and it wins.</source>
        <translation>你執 ×。○ 連成了一線，但對局繼續。現在完成你的連線：你的是後完成的連線，它獲勝。</translation>
    </message>
    <message>
        <source>You play ○. You have a line. If × makes one now, ×'s line is later and wins. Block it.</source>
        <translation>你執 ○。你已有一條連線。如果 × 現在也連成一線，× 的連線較晚，就會獲勝。封堵它。</translation>
    </message>
    <message>
        <source>You play ×. Two squares are left. If you make your line now, ○ makes one after you and wins. Block ○ first: then it is a draw.</source>
        <translation>你執 ×。只剩兩格了。如果你現在完成連線，○ 會在你之後連成一線並獲勝。先封堵 ○：這樣就是和局。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the bottom row. You do not have to block it. Make two threats instead: whatever × does, your line comes later.</source>
        <translation>你執 ○。× 威脅最下橫排。你不必封堵它。改為製造兩個威脅：不管 × 怎麼下，你的連線都會較晚完成。</translation>
    </message>
    <message>
        <source>Why the first player wins by the centre</source>
        <translation>為什麼先手從中心開局能贏</translation>
    </message>
    <message>
        <source>You play ○. Only one first move wins. A corner or an edge gives only a draw.</source>
        <translation>你執 ○。只有一種第一步能贏。下在角或邊格只能得到和局。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Make two threats: × can take only one of them, and your line comes later.</source>
        <translation>你執 ○。× 威脅左直排。製造兩個威脅：× 只能佔住其中一個，而你的連線會較晚完成。</translation>
    </message>
    <message>
        <source>You play ○. Make your line through the middle now. × has no line left that you cannot block.</source>
        <translation>你執 ○。現在完成經過中心的連線。× 已經沒有你封堵不了的線了。</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lessons</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>重新開始(&amp;A)</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>重新開始本課</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>下一課(&amp;N)</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>下一課</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>Close the lessons</source>
        <translation>關閉課程</translation>
    </message>
    <message>
        <source>Lesson board</source>
        <translation>課程棋盤</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任務</translation>
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
        <translation>用這一步獲勝。</translation>
    </message>
    <message>
        <source>Play a move that wins.</source>
        <translation>走一步能獲勝的棋。</translation>
    </message>
    <message>
        <source>Find the fastest win.</source>
        <translation>找出最快的獲勝方法。</translation>
    </message>
    <message>
        <source>Make two threats at once.</source>
        <translation>同時製造兩個威脅。</translation>
    </message>
    <message>
        <source>Block the line.</source>
        <translation>封堵連線。</translation>
    </message>
    <message>
        <source>Play a move that keeps the draw.</source>
        <translation>走一步能保住和局的棋。</translation>
    </message>
    <message>
        <source>Find the only good move.</source>
        <translation>找出唯一的好棋。</translation>
    </message>
    <message>
        <source>Play the mirror move.</source>
        <translation>走對稱的一步。</translation>
    </message>
    <message>
        <source>{title}  {stars}</source>
        <translation>{title}  {stars}</translation>
    </message>
    <message>
        <source>Stage {number} of {stages}</source>
        <translation>第 {number} 關，共 {stages} 關</translation>
    </message>
    <message>
        <source>Right: {cell} {reason}.</source>
        <translation>正確：下在 {cell}，{reason}。</translation>
    </message>
    <message>
        <source>Not {cell}: it {reason}. Try again.</source>
        <translation>不是 {cell}：這一步{reason}。再試一次吧。</translation>
    </message>
    <message>
        <source>Lesson done with no mistake: {stars} stars.</source>
        <translation>本課完成，沒有失誤：{stars} 顆星。</translation>
    </message>
    <message>
        <source>Lesson done: {stars} of 3 stars. Play it again for more.</source>
        <translation>本課完成：3 顆星中得到 {stars} 顆。再玩一次，爭取更多星。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>開啟對局(&amp;O)…</translation>
    </message>
    <message>
        <source>S&amp;ave Game…</source>
        <translation>儲存對局(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
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
        <translation>交換先後手(&amp;S)</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>覆盤(&amp;V)</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>統計(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>謎題(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation>觀看電腦對弈(&amp;W)…</translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation>重設戰績(&amp;C)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>複製對局(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>貼上對局(&amp;P)</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>顯示著法分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>聲音(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>棋譜(&amp;M)</translation>
    </message>
    <message>
        <source>Game &amp;Tree…</source>
        <translation>賽局樹(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>課程(&amp;L)…</translation>
    </message>
    <message>
        <source>Strategy &amp;Map…</source>
        <translation>策略圖(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>玩法(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation>關於井字遊戲(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>井字遊戲</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>剪貼簿</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>不是對局</translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation>{source} 中沒有可以下的對局。

第 {line} 行，第 {column} 欄：{problem}。

未載入任何內容。</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation>關於井字遊戲</translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation>每局失誤</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>%n 局；每局平均失誤：起初 {first:.1f}，最近 {last:.1f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>還沒有可顯示的對局。</translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation>每局失誤；線條為 10 局的平均值</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>覆盤總結</translation>
    </message>
    <message>
        <source>Game &amp;Tree from Here…</source>
        <translation>從這裡檢視賽局樹(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>從這裡開始下(&amp;P)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>從這裡開始下</translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation>從第一個失誤重來(&amp;M)</translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation>從第一個失誤重來</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Best play: ○ above, × below</source>
        <translation>最佳著法：上方有利於 ○，下方有利於 ×</translation>
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
        <translation>規則</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>失誤</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>和</translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation>{mark} 勝</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>你贏了</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>你輸了</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>謎題</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>規則(&amp;R)：</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主題(&amp;H)：</translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation>謎題的規則</translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation>謎題的主題</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>提示(&amp;I)</translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation>提示：顯示正確的一步（算作失敗）</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>再試一次(&amp;T)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試一次</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>下一題(&amp;N)</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>下一題</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Game Tree…</source>
        <translation>賽局樹(&amp;G)…</translation>
    </message>
    <message>
        <source>Game tree of this puzzle</source>
        <translation>本題的賽局樹</translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation>關閉謎題</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任務</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>謎題</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation>你的謎題等級分</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>謎題棋盤</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>所有規則</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>所有主題</translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation>錯誤的一步</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正確</translation>
    </message>
    <message>
        <source>The right move</source>
        <translation>正確的一步</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation>立即獲勝</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>封堵</translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation>製造雙重威脅</translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation>阻止雙重威脅</translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation>唯一能保住和局的一步</translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation>不要連成一線</translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation>逼對方連成一線</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>後完成的連線</translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation>何時不該過早完成連線</translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation>沒有符合這些篩選條件的謎題</translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation>{mark} 走，獲勝</translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation>{mark} 走，保住和局</translation>
    </message>
    <message>
        <source>{rules} · {theme} · from last time: your rating does not move</source>
        <translation>{rules} · {theme} · 上次未做完：等級分不變</translation>
    </message>
    <message>
        <source>{rules} · {theme} · review: your rating does not move</source>
        <translation>{rules} · {theme} · 複習：等級分不變</translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation>{rules} · {theme} · 謎題等級分 {rating}</translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation>請選擇其他規則或其他主題。</translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation>不是這一步：{mark} 下在 {cell}，{reason}。正確的一步是 {right}。再試一次吧；本題算作失敗。</translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation>正確。電腦正在防守…</translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation>已下完。本題算作失敗：再試一次，或繼續下一題。</translation>
    </message>
    <message>
        <source>Solved! A review counts for the streak, not for the rating.</source>
        <translation>解出來了！複習計入連對，不計入等級分。</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>解出來了！</translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation>提示：下在 {cell}。本題現在算作失敗。</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>正確。請找出下一步。</translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation>只有一步能保住結果，找出它：點選格子或按對應的數字鍵。</translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation>{rating}（{change:+d}）</translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation>你的等級分：{rating}  ·  連對：{streak}  ·  最佳：{best}</translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation>{cell} 已有棋子。</translation>
    </message>
    <message>
        <source>Wait for the computer's move.</source>
        <translation>請等電腦走完。</translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation>本題已結束：請選「下一題」或「再試一次」。</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back as a skip: your rating will not move.</source>
        <translation>遊戲關閉時這道題還開著，現已恢復。它按略過計算：等級分不會改變。</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back and still counts as failed.</source>
        <translation>遊戲關閉時這道題還開著，現已恢復。本題仍算作失敗。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is damaged.</source>
        <translation>謎題結果未儲存：對局記錄已損壞。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is read-only.</source>
        <translation>謎題結果未儲存：對局記錄為唯讀。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: another program is using the game history.</source>
        <translation>謎題結果未儲存：對局記錄正被其他程式使用。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is from a newer version.</source>
        <translation>謎題結果未儲存：對局記錄來自更新的版本。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history cannot be used.</source>
        <translation>謎題結果未儲存：無法使用對局記錄。</translation>
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
        <translation>謎題等級分變化</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n 道謎題；等級分：第一道後 {first:.0f}，現在 {last:.0f}，最高 {best:.0f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation>還沒有做過謎題：遊戲 › 謎題。</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation>每道謎題後的等級分</translation>
    </message>
</context>
<context>
    <name>ResetScoreDialog</name>
    <message>
        <source>Reset Score</source>
        <translation>重設戰績</translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation>要重設{where}的戰績嗎？</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>此操作無法復原。</translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation>僅重設此項戰績(&amp;T)</translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation>重設全部戰績(&amp;A)</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>戰績變化</translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation>第 {first} 到 {last} 局：勝 {wins}，和 {draws}，負 {losses}</translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>還沒有可顯示的對局。</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>負</translation>
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
        <translation>失誤</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>大錯</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>獲勝</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>保住勝勢</translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation>錯過了 {cell} 的勝著</translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation>沒有封堵 {cell} 處的連線</translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation>連成三個而判負</translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation>讓對手在 {cell} 製造雙重威脅</translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation>把勝局變成了和局</translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation>把勝局變成了敗局</translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation>把和局變成了敗局</translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation>仍能獲勝，但更慢</translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation>輸得比必要的更早</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason}); equally best: {others}</source>
        <translation>{mark} 下在 {cell}：{reason}；更好的是 {better}（{better_reason}）；同樣最佳的還有：{others}</translation>
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
            <numerusform>%n 個大錯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n 個失誤</numerusform>
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
        <translation>載入的著法（{first} 至 {last}）：{counts}，第一個在 {move}。</translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation>沒有失誤：每一步都保住了最佳結果。</translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation>雙方都走最佳著法時，從第 {move} 步起局面已是敗局。</translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation>{counts}：第一個在 {move}。</translation>
    </message>
    <message>
        <source>Equally best there: {cells}.</source>
        <translation>同樣最佳的還有：{cells}。</translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation>那裡最佳的是 {cell}。</translation>
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
        <translation>要觀看的搜尋</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>暫停(&amp;U)</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>播放(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>單步(&amp;T)</translation>
    </message>
    <message>
        <source>Step &amp;Out</source>
        <translation>完成目前節點(&amp;O)</translation>
    </message>
    <message>
        <source>Run to the &amp;End</source>
        <translation>執行到結束(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新開始(&amp;R)</translation>
    </message>
    <message>
        <source>Announce each step</source>
        <translation>朗讀每一步</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>本機雙人對戰</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>難度(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>規則(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation>先手(&amp;W)：</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>對手：</translation>
    </message>
    <message>
        <source>System</source>
        <translation>依系統設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>語言(&amp;A)：</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>動畫(&amp;N)</translation>
    </message>
    <message>
        <source>Marks are drawn as a pen draws them, and the winning line across the board. Off: everything appears at once, and nothing on the board moves.</source>
        <translation>棋子像用筆畫出來一樣逐筆繪出，獲勝的連線橫穿棋盤畫出。關閉時：一切立即出現，棋盤上沒有任何東西移動。</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>聲音音量</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation>對局正在進行：這些變更從下一局開始生效。</translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation>下得完美，抓住每一個失誤。在這種規則下，先手開局下在 {cells}（數字鍵盤編號）必勝，所以完美難度作為後手遇到這種開局時會輸；只要局面還能挽救，它就絕不會輸。</translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation>下得完美：在這種規則下它絕不會輸，並會抓住每一個失誤。</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>所有規則</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>所有難度</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>歷史對局</translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation>在棋譜中開啟(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>規則(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>難度(&amp;L)：</translation>
    </message>
    <message>
        <source>Nothing to show yet. Finish a game against the computer and it appears here: your results over time, your mistakes per game, and the game itself to review. Each puzzle you try (Game › Puzzles) adds to your puzzle rating.</source>
        <translation>還沒有可顯示的內容。與電腦下完一局後，這裡會顯示：你的戰績變化、每局失誤數，以及可供覆盤的對局。每做一道謎題（遊戲 › 謎題）都會計入你的謎題等級分。</translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation>歷史對局（雙擊一局即可覆盤）(&amp;P)：</translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation>對局記錄仍在開啟，請稍後再試</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>本次執行不儲存對局記錄</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>沒有對局記錄，無法顯示統計：{problem}。</translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation>謎題：還沒有做過。遊戲 › 謎題 用來練習唯一能獲勝或保住和局的那一步。</translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>謎題：%n 道中解出 {solved} 道；等級分：第一道後 {first:.0f}，現在 {last:.0f}，最高 {best:.0f}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game rating in {rules}: {rating:.0f} now, {best:.0f} at best.</source>
        <translation>對局等級分（{rules}）：現在 {rating:.0f}，最高 {best:.0f}。</translation>
    </message>
    <message>
        <source>Game rating: every game you finish against the computer rates you, rule by rule; Adaptive plays at your rating.</source>
        <translation>對局等級分：與電腦下完的每一局都會依規則分別評定你的等級分；自適應依你的等級分下棋。</translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation>在這種規則和難度下還沒有對局：你與電腦下完的每一局都會統計在這裡。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>%n 局：勝 {wins}，和 {draws}，負 {losses}（{share}% 未輸）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>下滿 %n 局後，這裡會顯示你失誤的趨勢。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>你的失誤在減少：起初每局 {before:.1f} 個，最近 %n 局 {after:.1f} 個。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>你每局的失誤：起初 {before:.1f} 個，最近 %n 局 {after:.1f} 個。每局結束後從第一個失誤重來，進步會更快。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <source>Computer ({level})</source>
        <translation>電腦（{level}）</translation>
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
        <translation>電腦</translation>
    </message>
    <message>
        <source>Adaptive ({rating})</source>
        <translation>自適應（{rating}）</translation>
    </message>
    <message>
        <source>Perfect: the top</source>
        <translation>完美：最高水準</translation>
    </message>
    <message>
        <source>about {level}</source>
        <translation>約等於{level}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} 勝</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>你贏了</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>電腦贏了</translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation>{result}：{loser} 連成三個，判負</translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation>{result}：最後完成的連線獲勝</translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation>{replay}。按 End 返回，或選「從這裡開始下」。</translation>
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
        <translation>{result}。點選棋盤或按 Ctrl+N 再來一局。</translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation>{owners} 已連成一線：對局繼續，最後完成的連線獲勝。{turn}</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation>電腦先手，正在思考…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>電腦正在思考…</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation>{mark} 先手，請落子</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation>輪到 {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation>你先手：你執 {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation>輪到你：你執 {mark}</translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation>重播：開局</translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation>重播：{move} 之後</translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation>標準：連成三個獲勝。</translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation>反向：連成三個判負。</translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation>最後連線勝：連成一線後對局繼續，最後完成的連線獲勝。</translation>
    </message>
    <message>
        <source>○ {wins} · Draws {draws} · × {losses}</source>
        <translation>○ {wins} · 和局 {draws} · × {losses}</translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation>正在觀看電腦對弈：不計入戰績</translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation>不計入戰績：觀戰的對局</translation>
    </message>
    <message>
        <source>Not scored: a past game</source>
        <translation>不計入戰績：過去的對局</translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation>不計入戰績：從局面開始的對局</translation>
    </message>
    <message>
        <source>Wait: your move comes after the computer's.</source>
        <translation>請稍候：電腦下完後才輪到你。</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>雙人對戰</translation>
    </message>
    <message>
        <source>A position from the game tree. Press End to go back to the game, or Play from Here in the Game Tree window.</source>
        <translation>賽局樹中的局面。按 End 返回對局，或在賽局樹視窗中選「從這裡開始下」。</translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation>勝 {wins} · 和 {draws} · 負 {losses}</translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation>{score}　（{table}）</translation>
    </message>
    <message>
        <source>{line}, this session only</source>
        <translation>{line}，僅限本次</translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation>雙人對戰，{rules}</translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation>{level}，{rules}</translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation>只有從空棋盤開始、電腦的每一步都由它自己走的對局才計入戰績：貼上、開啟和重播的對局會儲存在對局記錄中但不計入戰績，觀戰的對局也一樣。每局只按它第一次得到的結果計一次：終局後復原不會改變戰績。中途放棄的對局不計入。</translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation>{result} {plies}</translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation>下在這裡立即獲勝。</translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>下在這裡，雙方都走最佳著法時 %n 步內獲勝。</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation>下在這裡會下滿棋盤：和局。</translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>下在這裡，雙方都走最佳著法時為和局：再下 %n 步棋盤下滿。</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation>下在這裡立即告負。</translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>下在這裡，對方走最佳著法時最遲 %n 步後告負。</numerusform>
        </translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: "win 3" wins in 3 moves, "draw 7" draws when the board fills, "loss 4" loses in 4 at the latest.</source>
        <translation>每個空格顯示雙方都走最佳著法時的結果，以及到對局結束還需幾步：「勝 3」表示 3 步內獲勝，「和 7」表示下滿棋盤時和局，「負 4」表示最遲 4 步後告負。</translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation>{cell} 這個格子已有棋子：請選一個空格。</translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation>已交換先後手：你現在執 {mark}。</translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation>從開局繼續下。</translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation>從 {move} 之後繼續下。</translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>上次的對局已回到棋盤上：{rules}規則下共 %n 步。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>已載入對局：{rules}規則下共 %n 步。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>已載入 {date} 的對局：{rules}規則下共 %n 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation>電腦無法走棋（{message}）。請按 Ctrl+N 開始新遊戲。</translation>
    </message>
    <message>
        <source>Your rating in {rules} has passed {level}'s for the first time: Adaptive now plays above it.</source>
        <translation>你在{rules}規則下的等級分首次超過了{level}：自適應現在會下得比它更強。</translation>
    </message>
    <message>
        <source>This is the top: Adaptive plays as Perfect, which cannot be beaten under these rules, only held to a draw.</source>
        <translation>已到最高水準：自適應以完美水準下棋，在這種規則下無法被擊敗，只能下成和局。</translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>已複製對局：共 %n 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation>對局記錄已損壞：不會儲存新的對局。</translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation>對局記錄為唯讀：不會儲存新的對局。</translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation>對局記錄正被其他程式使用：不會儲存新的對局。</translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation>對局記錄來自更新的版本：不會儲存新的對局。</translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation>無法使用對局記錄：不會儲存新的對局。</translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation>這是重播：在棋譜中按 End 返回對局，或選「從這裡開始下」從此處繼續。</translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation>已停止觀戰：棋盤交給你，雙人對戰。按 Ctrl+N 開始新遊戲。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>沒有可復原的步。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>沒有可重做的步。</translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation>對局已結束：不需要提示。點選棋盤開始新遊戲。</translation>
    </message>
    <message>
        <source>Wait for the computer's move, then ask for a hint.</source>
        <translation>請等電腦走完再要提示。</translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation>新設定已儲存：從下一局開始生效。</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>那局對局已不在對局記錄中。</translation>
    </message>
    <message>
        <source>Your game rating is provisional: the history cannot keep it, so it lasts until you close the game.</source>
        <translation>你的對局等級分是暫時的：對局記錄無法儲存它，關閉遊戲後就會消失。</translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation>覆盤在對局結束後進行；目前列出了已下的著法。</translation>
    </message>
    <message>
        <source>Waiting for the game history, which is busy: the games that end meanwhile are kept once it is free.</source>
        <translation>正在等待對局記錄（它正被占用）：其間結束的對局會在它空閒後儲存。</translation>
    </message>
    <message>
        <source>The game history is free again: every finished game is kept.</source>
        <translation>對局記錄已空閒：所有結束的對局都已儲存。</translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation>已重設全部戰績。</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>已重設{where}的戰績。</translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message>
        <source>Strategy Map</source>
        <translation>策略圖</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>規則(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>執子(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>紙張(&amp;P)：</translation>
    </message>
    <message>
        <source>○, who moves first</source>
        <translation>○，先手</translation>
    </message>
    <message>
        <source>×, who moves second</source>
        <translation>×，後手</translation>
    </message>
    <message>
        <source>Sa&amp;ve as SVG…</source>
        <translation>另存為 SVG(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>The strategy map's page</source>
        <translation>策略圖頁面</translation>
    </message>
    <message>
        <source>Making the map…</source>
        <translation>正在產生策略圖…</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>%n 個局面，每個一步</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Strategy Map</source>
        <translation>儲存策略圖</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 圖片 (*.svg)</translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>%n 個局面：{mark} 照這張圖下棋時，無論對方怎麼下，可能出現的每一個局面都在這裡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>棋盤上有 %n 個標記</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>{mark} 的第 {number} 步：%n 個局面，{marks}</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (first player)</source>
        <translation>策略圖：{rule}，{mark}（先手）</translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (second player)</source>
        <translation>策略圖：{rule}，{mark}（後手）</translation>
    </message>
    <message>
        <source>Every move here keeps the win, and wins as fast as it can.</source>
        <translation>這裡的每一步都保住勝局，並以最快的方式取勝。</translation>
    </message>
    <message>
        <source>Every move here keeps the draw, and leaves the other side the most ways to go wrong.</source>
        <translation>這裡的每一步都保住和局，並給對方留下最多的出錯機會。</translation>
    </message>
    <message>
        <source>This side loses against best play; every move here leaves the other side the most ways to go wrong.</source>
        <translation>對方下得最好時這一方必輸；這裡的每一步都給對方留下最多的出錯機會。</translation>
    </message>
    <message>
        <source>Rule: {description}</source>
        <translation>規則：{description}</translation>
    </message>
    <message>
        <source>Find your board and play the square marked in blue; its keypad digit is under it.</source>
        <translation>找到你的棋盤，下在藍色標出的格子裡；格子的數字鍵盤編號寫在棋盤下方。</translation>
    </message>
    <message>
        <source>keypad</source>
        <comment>under the key of the squares' keypad digits</comment>
        <translation>數字鍵盤</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch the Computer Play</source>
        <translation>觀看電腦對弈</translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation>○ 的難度</translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation>× 的難度</translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation>○（先手）(&amp;F)：</translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation>×（後手）(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>自適應</translation>
    </message>
    <message>
        <source>Plays about as well as you do: before each game it picks its strength from your rating in these rules, so that you win about as often as you lose. It starts below Medium and follows you all the way to Perfect.</source>
        <translation>水準與你相當：每局開始前，它依你在該規則下的等級分選擇強度，讓你的勝負大致持平。它從低於中等的水準開始，一路可以跟隨你到完美。</translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation>隨便亂下。適合第一局。</translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation>能贏就贏，也會堵你的連線，但不會提前計畫。</translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation>向前看三步。很強，但可以被打敗。</translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation>下得完美：絕不會輸，並會抓住每一個失誤。</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>Last line wins</source>
        <translation>最後連線勝</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation>標準</translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation>反向</translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation>最後連線勝</translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation>連成三個獲勝。棋盤下滿仍無連線則為和局。</translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation>連成三個判負：要逼對手完成連線。</translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation>連成一線不會結束對局。如果對方隨後也連成一線，後完成的連線立即獲勝；否則棋盤下滿時，先完成的連線獲勝。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation>每局輪換</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>wins now</source>
        <translation>可立即獲勝</translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation>封堵連線</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>製造雙重威脅</translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation>必勝</translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation>保住和局</translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation>堅持最久</translation>
    </message>
    <message>
        <source>win</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>和</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>負</translation>
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
        <translation>最上橫排</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>中間橫排</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>最下橫排</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>左直排</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>中間直排</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>右直排</translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation>從左上開始的對角線</translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation>從右上開始的對角線</translation>
    </message>
</context>
</TS>
