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
    <name>FirstStartLine</name>
    <message>
        <source>New here? The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>第一次來？電腦會自動調整：它的水準和你差不多。難度和三種規則在 遊戲 › 設定 裡；遊戲 › 謎題 用來練習單步棋。</translation>
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
        <source>The game could not be saved to {file}: {error}</source>
        <translation>無法將對局儲存到 {file}：{error}</translation>
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
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>{file} 超過 64 KB，無法存放對局。</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>{file} 不是文字檔，因此不可能包含對局。</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}</source>
        <translation>無法讀取 {file}：{error}</translation>
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
&lt;h3&gt;Tic-tac-toe · 三目並べ&lt;/h3&gt;
&lt;p&gt;Version {version}&lt;/p&gt;
&lt;p&gt;Tic-tac-toe (マルバツ) with three rule variants and four computer levels, from a random
beginner to a perfect player that solves every position.&lt;/p&gt;
&lt;p&gt;Built with Python and Qt for Python (PySide6).&lt;/p&gt;
</source>
        <translation>
&lt;h3&gt;井字遊戲 · Tic-tac-toe&lt;/h3&gt;
&lt;p&gt;版本 {version}&lt;/p&gt;
&lt;p&gt;井字遊戲，有三種規則和四個電腦難度，從隨便亂下的新手到能解出每個局面的完美對手。&lt;/p&gt;
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
        <source>&amp;Moves</source>
        <translation>棋譜(&amp;M)</translation>
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
        <source>it is still opening; try again</source>
        <translation>對局記錄仍在開啟，請稍後再試</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>本次執行不儲存對局記錄</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>沒有對局記錄，無法顯示統計：{problem}。</translation>
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
        <source>Puzzles are not saved: {problem}</source>
        <translation>謎題結果未儲存：{problem}</translation>
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
        <source>blocks a line</source>
        <translation>封堵連線</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>製造雙重威脅</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>保住勝勢</translation>
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
        <source>Every score reset.</source>
        <translation>已重設全部戰績。</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>已重設{where}的戰績。</translation>
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
<context>
    <name>window</name>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>設定檔案已損壞並已重設；副本儲存為 {name}。</translation>
    </message>
</context>
</TS>
