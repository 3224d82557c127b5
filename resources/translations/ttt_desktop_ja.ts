<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Board cells</name>
    <message>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>{place}, {content}</source>
        <translation>{place}、{content}</translation>
    </message>
    <message>
        <source>key {digit}</source>
        <translation>キー {digit}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>直前の手</translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation>ヒント：最善手</translation>
    </message>
    <message>
        <source>; </source>
        <translation>。</translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation>矢印キーで動かして Enter で打ちます。テンキーと同じ並びの 1〜9 でも打てます（7 が左上）。</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>盤面</translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation>一手ごとの形勢</translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation>一手ごとの ○ から見た形勢：{values}</translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation>お互い最善を尽くしたときの、各手のあとの勝ち負けです。左はしが空の盤。まん中の線より上は ○ の勝ち、下は × の勝ち、線の上は引き分けです。印は盤に出ている局面です。</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <source>Cannot Open Game</source>
        <translation>棋譜を開けません</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>棋譜ではありません</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>棋譜を保存できません</translation>
    </message>
    <message>
        <source>{problem}

Nothing was loaded.</source>
        <translation>{problem}

何も読み込んでいません。</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {error}.</source>
        <translation>棋譜を {file} に保存できませんでした：{error}。</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>設定ファイルが壊れていたので初期状態に戻しました。元のファイルは {name} として残してあります。</translation>
    </message>
    <message>
        <source>Settings changes will not be kept after the game closes: {file} cannot be written ({error}).</source>
        <translation>設定の変更はゲームを閉じると失われます：{file} に書き込めません（{error}）。</translation>
    </message>
</context>
<context>
    <name>FirstStartLine</name>
    <message>
        <source>New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>はじめての方へ：「ヘルプ › レッスン」で、10分でゲームを覚えられます。コンピューターはあなたに合わせて強さを変えます（アダプティブ）。強さと三つのルールは「ゲーム › 設定」、一手の練習は「ゲーム › 次の一手」にあります。</translation>
    </message>
    <message>
        <source>Got &amp;It</source>
        <translation>わかった(&amp;I)</translation>
    </message>
    <message>
        <source>Dismiss this tip</source>
        <translation>この案内を閉じる</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>はじめに</translation>
    </message>
</context>
<context>
    <name>GameFileMenu</name>
    <message>
        <source>Open Rec&amp;ent</source>
        <translation>最近の棋譜(&amp;E)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Games (*.ttt *.txt);;All files (*)</source>
        <translation>棋譜 (*.ttt *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <source>Games (*.ttt);;All files (*)</source>
        <translation>棋譜 (*.ttt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>一覧を消す(&amp;C)</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>最近の棋譜はありません</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a regular file, so it cannot hold a game.</source>
        <translation>{file} はふつうのファイルではないので、ゲームを読めません。</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}.</source>
        <translation>{file} を読めませんでした：{error}。</translation>
    </message>
    <message>
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>{file} は 64 KB より大きいので、ゲームを読めません。</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>{file} はテキストファイルではないので、ゲームを読めません。</translation>
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
        <translation>今のルール</translation>
    </message>
</context>
<context>
    <name>GameRatingChart</name>
    <message>
        <source>Game rating over time</source>
        <translation>対局のレートの移り変わり</translation>
    </message>
    <message>
        <source>Game rating after each game</source>
        <translation>一局ごとの対局レート</translation>
    </message>
    <message>
        <source>No rated games yet: play the computer.</source>
        <translation>レートのついた対局はまだありません：コンピューターと対局しましょう。</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>レートのついた対局 %n 局：レートは最初 {first:.0f}、いま {last:.0f}、最高 {best:.0f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTreeModel</name>
    <message>
        <source>Move</source>
        <extracomment>The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).</extracomment>
        <translation>手</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>Replies that lose</source>
        <translation>負けになる応手</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>つよい</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>かんぺき</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Game tree: {rules}</source>
        <translation>ゲーム木：{rules}</translation>
    </message>
    <message>
        <source>Export the Game Tree</source>
        <translation>ゲーム木を書き出す</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>書き出せませんでした</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {reason}.</source>
        <translation>画像を {path} に書き込めませんでした：{reason}。</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>ゲーム木</translation>
    </message>
    <message>
        <source>&amp;Merge transpositions</source>
        <translation>同じ局面をまとめる(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Fold symmetry</source>
        <translation>対称形をまとめる(&amp;F)</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>ゲーム木</translation>
    </message>
    <message>
        <source>Show on &amp;Board</source>
        <translation>盤に表示(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>ここから指す(&amp;P)</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>SVGで書き出す(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Watch the search</source>
        <translation>探索を見る</translation>
    </message>
</context>
<context>
    <name>GameTreeWords</name>
    <message>
        <source>the root</source>
        <translation>ルート</translation>
    </message>
    <message>
        <source>Below this position: nodes {nodes} · finished games {games} · positions {positions} · up to symmetry {classes}</source>
        <translation>この局面から先：ノード {nodes} · 終局 {games} · 局面 {positions} · 対称形をまとめると {classes}</translation>
    </message>
    <message>
        <source>{rules} · {facts}</source>
        <translation>{rules} · {facts}</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>ここで終局です。</translation>
    </message>
    <message>
        <source>{mark} to move · value: {value} · plies to the end with best play: {plies}</source>
        <translation>{mark} の手番 · 結果：{value} · 互いに最善なら終局まで {plies} 手</translation>
    </message>
    <message>
        <source>Positions where Hard may play a move that is not best, {rules}: {count} of {total}</source>
        <translation>「つよい」が最善でない手を指しうる局面（{rules}）：{total} 中 {count}</translation>
    </message>
    <message>
        <source>Values +1, 0, −1 for the side to move · moves tried in the order 7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta</source>
        <translation>値は手番側から見て +1, 0, −1 · 手は 7 8 9 4 5 6 1 2 3 の順に試す · αβ法は fail-hard で (−1, +1) から始め、α ≥ β で枝刈り</translation>
    </message>
    <message>
        <source>it gives the value away</source>
        <translation>結果を手放す手です</translation>
    </message>
    <message>
        <source>it keeps the value, but wins later or loses sooner</source>
        <translation>結果は保ちますが、勝つのが遅くなるか、負けるのが早くなります</translation>
    </message>
    <message>
        <source>no other move keeps the value as well</source>
        <translation>ほかに結果を保つ手はありません</translation>
    </message>
    <message>
        <source>it gives you more ways to go wrong</source>
        <translation>あなたが間違える余地の多い手です</translation>
    </message>
    <message>
        <source>centre, corners and edges are equally likely</source>
        <translation>中央・角・辺を同じ確率で選びます</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark} · plies to the end with best play: {plies}</source>
        <translation>{move}：{mark} から見て{value} · 互いに最善なら終局まで {plies} 手</translation>
    </message>
    <message>
        <source>A best move: it keeps the value.</source>
        <translation>最善手です：結果を保ちます。</translation>
    </message>
    <message>
        <source>Not a best move: it gives the value away.</source>
        <translation>最善手ではありません：結果を手放します。</translation>
    </message>
    <message>
        <source>Draws are not all equal: of {mark}'s {replies} replies, {losing} lose.</source>
        <translation>引き分けにも差があります：{mark} の応手 {replies} 通りのうち、{losing} 通りは負けになります。</translation>
    </message>
    <message>
        <source>Perfect plays it {percent} of the time: {reason}.</source>
        <translation>「かんぺき」がこの手を指す確率は {percent}。{reason}。</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and may play it.</source>
        <translation>「つよい」は三手先まで読んでこの手を {score} と評価し、指すことがあります。</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and does not play it.</source>
        <translation>「つよい」は三手先まで読んでこの手を {score} と評価し、指しません。</translation>
    </message>
    <message>
        <source>Hard errs in this position: it may play a move that is not best.</source>
        <translation>「つよい」はこの局面で間違えます：最善でない手を指すことがあります。</translation>
    </message>
    <message>
        <source>Move orders that reach it: {orders}</source>
        <translation>ここに至る手順：{orders} 通り</translation>
    </message>
    <message>
        <source>Positions it stands for: {positions} · symmetric images of its position: {size}</source>
        <translation>まとめた局面：{positions} · この局面の対称形：{size}</translation>
    </message>
    <message>
        <source>Met before, on an earlier branch: open it there.</source>
        <translation>前の枝ですでに出た局面です：そちらで開いてください。</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>最善手</translation>
    </message>
    <message>
        <source>not best</source>
        <translation>最善ではない</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark}, plies to the end {plies}, {verdict}</source>
        <translation>{move}：{mark} から見て{value}、終局まで {plies} 手、{verdict}</translation>
    </message>
    <message>
        <source>Plain minimax</source>
        <translation>単純なミニマックス</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>αβ法</translation>
    </message>
    <message>
        <source>Minimax with memory</source>
        <translation>メモ付きミニマックス</translation>
    </message>
    <message>
        <source>Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: {hits}</source>
        <translation>訪れたノード：{nodes} · 枝刈り：{cutoffs} · メモのヒット：{hits}</translation>
    </message>
    <message>
        <source>Visit {path}</source>
        <translation>{path} に入る</translation>
    </message>
    <message>
        <source>Leave {path} with {value}</source>
        <translation>{path} から値 {value} で戻る</translation>
    </message>
    <message>
        <source>Cut-off at {path}: alpha {value} ≥ beta; {untried} not tried</source>
        <translation>{path} で枝刈り：α {value} ≥ β、{untried} は試さない</translation>
    </message>
    <message>
        <source>Table hit {path}: {value}</source>
        <translation>メモにあり {path}：{value}</translation>
    </message>
    <message>
        <source>Done: the root's value is {value}</source>
        <translation>完了：ルートの値は {value}</translation>
    </message>
    <message>
        <source>{search}: press Play or Step to start.</source>
        <translation>{search}：「再生」か「ステップ」で始めます。</translation>
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
&lt;h3&gt;遊び方&lt;/h3&gt;
&lt;p&gt;二人が交互に、空いているマスに自分の印を置きます。○ が先攻、× が後攻です。
マスをクリックするか、数字キー &lt;b&gt;1&lt;/b&gt;〜&lt;b&gt;9&lt;/b&gt;（テンキーと同じ並びで、7 8 9 が上の段）を押すか、
&lt;b&gt;矢印キー&lt;/b&gt;でカーソルを動かして &lt;b&gt;Enter&lt;/b&gt; か &lt;b&gt;スペース&lt;/b&gt; を押します。&lt;/p&gt;
&lt;h4&gt;ルール（ゲーム › 設定…）&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;ふつうのルール&lt;/b&gt;：縦・横・斜めのどれかに三つ並べたら勝ち。列ができないまま盤が埋まれば引き分けです。&lt;/li&gt;
&lt;li&gt;&lt;b&gt;逆ルール&lt;/b&gt;：三つ並べたら&lt;i&gt;負け&lt;/i&gt;。相手に列を作らせましょう。&lt;/li&gt;
&lt;li&gt;&lt;b&gt;最後の列の勝ち&lt;/b&gt;：列ができても終わりません。そのあと相手も列を作れば、後の列がその場で勝ち。作れなければ、盤が埋まった時点で先の列の勝ちです。&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;キー&lt;/h4&gt;
{keys}
&lt;p&gt;成績はルールとつよさごとに、勝ち・引き分け・負けを数えます。空の盤面から始め、コンピューターが自分の手をすべて指した対局だけを数えます。貼り付けた対局、開いた対局、途中から続けた対局は記録され、見直せますが、成績には数えません。一局は最初についた結果で一回だけ数えます。終わったあとに待ったをして見直したり続けたりしても、成績は変わりません。途中でやめたゲーム（新しいゲーム、交代、ウィンドウを閉じる）は数えません。ゲーム › 成績をリセット… は確認してから、このルールとつよさの成績か、すべての成績をリセットします。&lt;/p&gt;
&lt;p&gt;端末から起動したときは、Ctrl+C でゲーム › 終了 と同じように閉じます。&lt;/p&gt;
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
&lt;h4&gt;アダプティブ&lt;/h4&gt;
&lt;p&gt;アダプティブは、はじめて遊ぶ人のつよさで（ゲーム › 設定…）、あなたと同じくらいの強さで打ちます。空の盤面から始めてコンピューターと最後まで打った対局ごとに、そのルールの対局レートが動き、アダプティブは次の対局を、あなたがおよそ半分の点を取れる強さで打ちます（勝ちは 1、引き分けは ½）。盤の上には「アダプティブ（1720）」のように、その対局でのレートが出ます。レートが落ち着いて頂上に近づくと、アダプティブはかんぺきとして打ちます。&lt;/p&gt;
&lt;h4&gt;次の一手&lt;/h4&gt;
&lt;p&gt;ゲーム › 次の一手… は、勝ちか引き分けを守る手がちょうど一つだけの局面を出します。その手を見つけてください。まちがった手には理由と正しい手が示され、「もう一度」でもう一度さがせます。「ヒント」は正しい手を見せ、その問題はできなかったことになります。「次の局面」で先へ進みます。問題はあなたの次の一手のレートに近いものから選ばれ、できなかった問題はあとでまた出てきます。&lt;/p&gt;
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
&lt;h3&gt;三目並べ · Tic-tac-toe&lt;/h3&gt;
&lt;p&gt;バージョン {version}&lt;/p&gt;
&lt;p&gt;三つのルールと五つのつよさで遊べる三目並べ（マルバツ）。でたらめに置くパコから、どの局面も読み切るかんぺきな相手までの四つと、あなたの強さに合わせて打つアダプティブ。&lt;/p&gt;
&lt;p&gt;Python と Qt for Python（PySide6）で作りました。&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation>対局の記録が壊れています</translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation>対局の記録が壊れているので、いまは対局を残せません。壊れたファイルはわきに移して取っておき（削除しません）、新しい記録を始めますか？</translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation>新しい記録を始める(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>今はしない(&amp;N)</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation>壊れた記録は {file} に移して取っておきました。新しい記録を始めます。</translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation>壊れた記録をわきに移せませんでした：対局は残せません。</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <source>The centre</source>
        <translation>中央</translation>
    </message>
    <message>
        <source>The centre square is in four lines: the middle row, the middle column and both diagonals. A corner is in three lines. An edge is in only two.</source>
        <translation>中央のマスは四つの列に入っています：真ん中の横の列、真ん中の縦の列、二つの斜めの列です。角のマスは三つの列に入っています。辺のマスは二つの列にしか入っていません。</translation>
    </message>
    <message>
        <source>You play ○. Your two corners are on one diagonal. The centre joins them. Take it and win.</source>
        <translation>あなたは ○ です。あなたの二つの角は同じ斜めの列にあります。中央がその間をつなぎます。中央を取って勝ちましょう。</translation>
    </message>
    <message>
        <source>You play ×. If ○ gets the centre, ○ has two diagonals at once, and you cannot block both. Take the centre first.</source>
        <translation>あなたは × です。○ が中央を取ると、○ は二つの斜めの列を同時にねらえて、あなたは両方を防げません。先に中央を取りましょう。</translation>
    </message>
    <message>
        <source>You play ○. × has two in the middle column. The centre blocks it, and it gives you two lines at once.</source>
        <translation>あなたは ○ です。× は真ん中の縦の列に二つ並べています。中央で防ぐと、あなたは同時に二つの列をねらえます。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it in the centre. From there you threaten the middle column too, and you can win.</source>
        <translation>あなたは × です。○ は真ん中の横の列に二つ並べています。中央で防ぎましょう。そこから真ん中の縦の列にもリーチがかかり、勝つことができます。</translation>
    </message>
    <message>
        <source>The corners</source>
        <translation>角</translation>
    </message>
    <message>
        <source>After the centre, the corners are the best squares. Each corner is in three lines. An edge is in only two.</source>
        <translation>中央の次に良いのは角のマスです。角はどれも三つの列に入っています。辺は二つの列にしか入っていません。</translation>
    </message>
    <message>
        <source>You play ×. ○ took the centre. Answer in a corner. An edge loses.</source>
        <translation>あなたは × です。○ が中央を取りました。角で応じましょう。辺に打つと負けます。</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and a corner. Take a free corner. On an edge, ○ could make two threats.</source>
        <translation>あなたは × です。○ は中央と角を一つ取っています。空いている角を取りましょう。辺に打つと、○ に二か所でリーチをかけられてしまいます。</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, not the centre. Take another corner: soon you can make two threats at once.</source>
        <translation>あなたは ○ です。× は中央ではなく角を取りました。別の角を取りましょう：すぐに一度に二か所でリーチをかけられます。</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>列を防ぐ</translation>
    </message>
    <message>
        <source>Two marks in a line with the third square empty is a threat: next move, they win there. Put your own mark on that square. That is a block.</source>
        <translation>一つの列に同じ印が二つあり、三つ目のマスが空いていたら、それがリーチです：次の手でそこに打てば勝ちになります。そのマスに自分の印を置きましょう。これが「列を防ぐ」ことです。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the top row. Block the third square.</source>
        <translation>あなたは × です。○ は上の横の列に二つ並べています。三つ目のマスをふさいで防ぎましょう。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two on a diagonal. Block it.</source>
        <translation>あなたは × です。○ は斜めの列に二つ並べています。防ぎましょう。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it.</source>
        <translation>あなたは × です。○ は真ん中の横の列に二つ並べています。防ぎましょう。</translation>
    </message>
    <message>
        <source>You play ○. × has two in the top row. Block it. Then you threaten the middle column yourself.</source>
        <translation>あなたは ○ です。× は上の横の列に二つ並べています。防ぎましょう。すると今度は、あなたが真ん中の縦の列でリーチをかけることになります。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row, but you can win now. Your own win comes first: a win ends the game.</source>
        <translation>あなたは ○ です。× は真ん中の横の列でリーチをかけていますが、あなたは今すぐ勝てます。自分の勝ちが先です：勝てばゲームは終わります。</translation>
    </message>
    <message>
        <source>Make two threats</source>
        <translation>二か所でリーチをかける</translation>
    </message>
    <message>
        <source>A threat is two of your marks in a line with the third square empty. One move can make two threats at once. The other player can block only one of them. This is called a fork.</source>
        <translation>リーチとは、同じ列に自分の印が二つあり、三つ目のマスが空いている形です。一手で同時に二か所でリーチをかけることができます。相手はそのうち一つしか防げません。これを両取りといいます。</translation>
    </message>
    <message>
        <source>You play ○. Find a square that makes two threats at once.</source>
        <translation>あなたは ○ です。一度に二か所でリーチがかかるマスを見つけましょう。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Block it, and the same move makes two threats of yours.</source>
        <translation>あなたは ○ です。× は左の縦の列でリーチをかけています。そこを防ぎましょう。同じ手で、あなたの二か所のリーチができます。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the right column. Block it with a move that makes two threats.</source>
        <translation>あなたは ○ です。× は右の縦の列でリーチをかけています。二か所でリーチがかかる手で防ぎましょう。</translation>
    </message>
    <message>
        <source>You play ×. ○ has just blocked your middle column. Now make two threats at once.</source>
        <translation>あなたは × です。○ があなたの真ん中の縦の列を防いだところです。今度は一度に二か所でリーチをかけましょう。</translation>
    </message>
    <message>
        <source>Answer a corner with the centre</source>
        <translation>角には中央で応じる</translation>
    </message>
    <message>
        <source>When ○ starts in a corner, × has one good answer: the centre. Every other answer lets ○ make two threats later.</source>
        <translation>○ が角から始めたら、× の良い応じ方は一つだけ：中央です。ほかの応じ方では、あとで ○ に二か所でリーチをかけられてしまいます。</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner. Answer it.</source>
        <translation>あなたは × です。○ が角から始めました。応じましょう。</translation>
    </message>
    <message>
        <source>You play ×. Another corner. The same answer.</source>
        <translation>あなたは × です。別の角です。応じ方は同じです。</translation>
    </message>
    <message>
        <source>You play ×. You have the centre. Now ○ has two in the top row: block it.</source>
        <translation>あなたは × です。中央はあなたが取っています。今度は ○ が上の横の列に二つ並べています：防ぎましょう。</translation>
    </message>
    <message>
        <source>You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not let ○ make two threats.</source>
        <translation>あなたは × です。○ は角と、そこから離れた辺を取っています。引き分けを保ちましょう：○ に二か所でリーチをかけさせてはいけません。</translation>
    </message>
    <message>
        <source>The opposite-corner defence</source>
        <translation>向かいの角への守り方</translation>
    </message>
    <message>
        <source>○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a corner loses for ×. An edge holds the draw.</source>
        <translation>○ が角を取り、× が中央を取り、○ がその向かいの角を取りました。ここで × は角に打つと負けます。辺なら引き分けを保てます。</translation>
    </message>
    <message>
        <source>You play ×. ○ has two opposite corners. Play on an edge. A corner would let ○ make two threats.</source>
        <translation>あなたは × です。○ は向かい合う二つの角を取っています。辺に打ちましょう。角に打つと、○ に二か所でリーチをかけられてしまいます。</translation>
    </message>
    <message>
        <source>You play ×. The same trap, turned round. Play on an edge.</source>
        <translation>あなたは × です。同じわなの向きを変えたものです。辺に打ちましょう。</translation>
    </message>
    <message>
        <source>You play ○. × played on an edge and threatens the middle column. Block it.</source>
        <translation>あなたは ○ です。× は辺に打って、真ん中の縦の列でリーチをかけています。防ぎましょう。</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, and that loses. Block × and make two threats with the same move.</source>
        <translation>あなたは ○ です。× は角を取りましたが、それは負けの手です。× を防ぎ、同じ手で二か所でリーチをかけましょう。</translation>
    </message>
    <message>
        <source>Traps that lose</source>
        <translation>負けになるわな</translation>
    </message>
    <message>
        <source>Some moves look safe but lose. Learn to see them, and to win when the other player falls in.</source>
        <translation>安全に見えても負けになる手があります。それを見分けられるようになり、相手がわなにかかったら勝てるようになりましょう。</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and the corner opposite yours. An edge looks safe, but it loses. Take a corner.</source>
        <translation>あなたは × です。○ は中央と、あなたの角の向かいの角を取っています。辺は安全に見えますが、負けになります。角を取りましょう。</translation>
    </message>
    <message>
        <source>You play ○. × fell in: × played on an edge. Block × and make two threats.</source>
        <translation>あなたは ○ です。× がわなにかかりました：× は辺に打ちました。× を防いで、二か所でリーチをかけましょう。</translation>
    </message>
    <message>
        <source>You play ○. × answered your centre with an edge. That loses. Block × and make two threats.</source>
        <translation>あなたは ○ です。× はあなたの中央に辺で応じました。それは負けの手です。× を防いで、二か所でリーチをかけましょう。</translation>
    </message>
    <message>
        <source>You play ○. × answered your corner with an edge, not the centre. That loses for ×. Play a move that keeps your win.</source>
        <translation>あなたは ○ です。× はあなたの角に、中央ではなく辺で応じました。これで × の負けです。勝ちを保つ手を打ちましょう。</translation>
    </message>
    <message>
        <source>You play ○. The mirror move still works: if anyone makes a line, × makes it first.</source>
        <translation>あなたは ○ です。まねっこの手はまだ使えます。だれかが列を作るなら、先に作るのは × です。</translation>
    </message>
    <message>
        <source>In this rule ○ wins by starting in the centre. Then × can make a line only on the edge of the board. ○ has four lines through the middle.</source>
        <translation>このルールでは、○ は中央から始めれば勝てます。すると × が列を作れるのは盤のふちだけです。○ には真ん中を通る列が 4 本あります。</translation>
    </message>
    <message>
        <source>Why best play draws</source>
        <translation>最善を尽くすと引き分けになるわけ</translation>
    </message>
    <message>
        <source>When neither player makes a mistake, tic-tac-toe is a draw. Every threat can be blocked, and every fork can be stopped before it is made. Play one whole game where both players block.</source>
        <translation>どちらもミスをしなければ、三目並べは引き分けになります。リーチはどれも防げますし、両取りもできる前に止められます。二人とも防ぎ合いながら、一局を最後まで打ってみましょう。</translation>
    </message>
    <message>
        <source>You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make two threats.</source>
        <translation>あなたは × です。○ は辺と角を取っています。引き分けを保ちましょう：○ に二か所でリーチをかけさせてはいけません。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row. Block it.</source>
        <translation>あなたは ○ です。× は真ん中の横の列でリーチをかけています。防ぎましょう。</translation>
    </message>
    <message>
        <source>You play ×. ○'s block made a threat in the left column. Block it too.</source>
        <translation>あなたは × です。○ が防いだ手で、左の縦の列にリーチができました。そこも防ぎましょう。</translation>
    </message>
    <message>
        <source>You play ○. × threatens a diagonal. Block it.</source>
        <translation>あなたは ○ です。× は斜めの列でリーチをかけています。防ぎましょう。</translation>
    </message>
    <message>
        <source>You play ×. ○ threatens the top row. Block it. The last square makes no line for anyone: the game is a draw.</source>
        <translation>あなたは × です。○ は上の横の列でリーチをかけています。防ぎましょう。最後のマスではだれの列もできません：引き分けです。</translation>
    </message>
    <message>
        <source>Misère: the centre</source>
        <translation>逆ルール：中央</translation>
    </message>
    <message>
        <source>In misère, three in a row loses. ○ moves first, so ○ must put down one mark more than ×. The centre is ○'s only safe start.</source>
        <translation>逆ルールでは、三つ並べたら負けです。○ が先に打つので、○ は × より印を一つ多く置かなければなりません。○ が安全に始められるのは中央だけです。</translation>
    </message>
    <message>
        <source>You play ○. Start the game. Every start but one loses.</source>
        <translation>あなたは ○ です。ゲームを始めましょう。一か所を除いて、どこから始めても負けます。</translation>
    </message>
    <message>
        <source>You play ○. You started on an edge, and × did not punish it. Take the centre now: it is your only move that does not lose.</source>
        <translation>あなたは ○ です。あなたは辺から始めましたが、× はそれをとがめませんでした。今すぐ中央を取りましょう：負けないのはその手だけです。</translation>
    </message>
    <message>
        <source>You play ○. Neither of you took the centre. Take it now.</source>
        <translation>あなたは ○ です。どちらもまだ中央を取っていません。今、取りましょう。</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner, not in the centre. Now you can win. Play on an edge.</source>
        <translation>あなたは × です。○ は中央ではなく角から始めました。これであなたは勝てます。辺に打ちましょう。</translation>
    </message>
    <message>
        <source>Misère: mirror play</source>
        <translation>逆ルール：まねっこ作戦</translation>
    </message>
    <message>
        <source>With the centre, ○ answers each × on the square straight across the centre. The board then looks the same turned half round. ○ never makes a line first: a line of ○'s would face a line × had already made.</source>
        <translation>中央を取った ○ は、× が打つたびに、中央をはさんだ真向かいのマスに打ちます。すると盤は半回転させても同じ形に見えます。○ が先に列を作ることはありません：○ の列ができるとしたら、その向かいに × がもう作った列があるはずだからです。</translation>
    </message>
    <message>
        <source>You play ○. × took a corner. Answer on the opposite corner.</source>
        <translation>あなたは ○ です。× が角を取りました。向かいの角に打ちましょう。</translation>
    </message>
    <message>
        <source>You play ○. × took an edge. Answer on the opposite edge.</source>
        <translation>あなたは ○ です。× が辺を取りました。向かいの辺に打ちましょう。</translation>
    </message>
    <message>
        <source>You play ○. Keep copying: straight across the centre.</source>
        <translation>あなたは ○ です。まねを続けましょう：中央をはさんだ真向かいです。</translation>
    </message>
    <message>
        <source>You play ○. Copy × again.</source>
        <translation>あなたは ○ です。もう一度 × のまねをしましょう。</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>後から作る列</translation>
    </message>
    <message>
        <source>In this rule a line does not end the game. Play goes on. If both players make a line, the one who made it later wins.</source>
        <translation>このルールでは、列ができてもゲームは終わりません。続けて打ちます。二人とも列を作ったら、後から作った方の勝ちです。</translation>
    </message>
    <message>
        <source>You play ×. ○ made a line, but the game goes on. Make your line now: yours is the later line, and it wins.</source>
        <translation>あなたは × です。○ が列を作りましたが、ゲームは続きます。今、あなたの列を作りましょう：あなたの列の方が後なので、勝ちです。</translation>
    </message>
    <message>
        <source>You play ○. You have a line. If × makes one now, ×'s line is later and wins. Block it.</source>
        <translation>あなたは ○ です。あなたには列があります。ここで × が列を作ると、× の列の方が後なので × の勝ちです。防ぎましょう。</translation>
    </message>
    <message>
        <source>You play ×. Two squares are left. If you make your line now, ○ makes one after you and wins. Block ○ first: then it is a draw.</source>
        <translation>あなたは × です。残りは二マスです。今あなたが列を作ると、そのあと ○ も列を作って勝ちます。先に ○ を防ぎましょう：そうすれば引き分けです。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the bottom row. You do not have to block it. Make two threats instead: whatever × does, your line comes later.</source>
        <translation>あなたは ○ です。× は下の横の列でリーチをかけています。防がなくてもかまいません。代わりに二か所でリーチをかけましょう：× がどうしても、あなたの列の方が後になります。</translation>
    </message>
    <message>
        <source>Why the first player wins by the centre</source>
        <translation>先手が中央で勝てるわけ</translation>
    </message>
    <message>
        <source>You play ○. Only one first move wins. A corner or an edge gives only a draw.</source>
        <translation>あなたは ○ です。勝てる最初の手は一つだけです。角や辺では引き分けにしかなりません。</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Make two threats: × can take only one of them, and your line comes later.</source>
        <translation>あなたは ○ です。× は左の縦の列でリーチをかけています。二か所でリーチをかけましょう：× はそのうち一つしかふさげず、あなたの列の方が後になります。</translation>
    </message>
    <message>
        <source>You play ○. Make your line through the middle now. × has no line left that you cannot block.</source>
        <translation>あなたは ○ です。今、真ん中を通る列を作りましょう。× には、あなたが防げない列はもう残っていません。</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>もう一度始める(&amp;A)</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>このレッスンをもう一度始める</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>次のレッスン(&amp;N)</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>次のレッスン</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Close the lessons</source>
        <translation>レッスンを閉じる</translation>
    </message>
    <message>
        <source>Lesson board</source>
        <translation>レッスンの盤</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>やること</translation>
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
        <translation>この一手で勝ちましょう。</translation>
    </message>
    <message>
        <source>Play a move that wins.</source>
        <translation>勝てる手を打ちましょう。</translation>
    </message>
    <message>
        <source>Find the fastest win.</source>
        <translation>いちばん早く勝てる手を見つけましょう。</translation>
    </message>
    <message>
        <source>Make two threats at once.</source>
        <translation>一度に二か所でリーチをかけましょう。</translation>
    </message>
    <message>
        <source>Block the line.</source>
        <translation>相手の列を防ぎましょう。</translation>
    </message>
    <message>
        <source>Play a move that keeps the draw.</source>
        <translation>引き分けを保つ手を打ちましょう。</translation>
    </message>
    <message>
        <source>Find the only good move.</source>
        <translation>ただ一つの良い手を見つけましょう。</translation>
    </message>
    <message>
        <source>Play the mirror move.</source>
        <translation>まねっこの手を打ちましょう。</translation>
    </message>
    <message>
        <source>{title}  {stars}</source>
        <translation>{title}  {stars}</translation>
    </message>
    <message>
        <source>Stage {number} of {stages}</source>
        <translation>ステージ {number} / {stages}</translation>
    </message>
    <message>
        <source>Right: {cell} {reason}.</source>
        <translation>正解：{cell} は{reason}。</translation>
    </message>
    <message>
        <source>Not {cell}: it {reason}. Try again.</source>
        <translation>{cell} ではありません：その手は{reason}。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>Lesson done with no mistake: {stars} stars.</source>
        <translation>ノーミスでレッスン完了：星 {stars} つ。</translation>
    </message>
    <message>
        <source>Lesson done: {stars} of 3 stars. Play it again for more.</source>
        <translation>レッスン完了：星 3 つのうち {stars} つ。もう一度やれば、もっと星がもらえます。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>S&amp;ave Game…</source>
        <translation>棋譜を保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>先手と後手を交代(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>次の一手(&amp;P)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>手の読みを表示(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>サウンド(&amp;S)</translation>
    </message>
    <message>
        <source>Game &amp;Tree…</source>
        <translation>ゲーム木(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>レッスン(&amp;L)…</translation>
    </message>
    <message>
        <source>Strategy &amp;Map…</source>
        <translation>戦略マップ(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation>三目並べについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation>三目並べについて</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>ゲームをふり返る(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation>コンピューター同士の対局を見る(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>棋譜をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>棋譜を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>棋譜を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>棋譜(&amp;M)</translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation>成績をリセット(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>成績(&amp;I)…</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>三目並べ</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>棋譜ではありません</translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation>{source} には指せる棋譜がありません。

{line}行{column}文字目：{problem}。

何も読み込んでいません。</translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation>1 局あたりの悪手</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>%n 局。1 局あたりの悪手の平均：はじめ {first:.1f}、最近 {last:.1f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>まだ表示できる対局がありません。</translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation>1 局あたりの悪手（線は 10 局の平均）</translation>
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
        <translation>理由</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>ふり返りのまとめ</translation>
    </message>
    <message>
        <source>Game &amp;Tree from Here…</source>
        <translation>ここからのゲーム木(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>ここから指す(&amp;P)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>ここから指す</translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation>最初のミスからやり直す(&amp;M)</translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation>最初のミスからやり直す</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Best play: ○ above, × below</source>
        <translation>最善なら：上は○、下は×の勝ち</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Person</source>
        <comment>a side of a past game</comment>
        <translation>人</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>未完</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation>{mark}の勝ち</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>あなたの勝ち</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>あなたの負け</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>次の一手</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R)：</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>テーマ(&amp;H)：</translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation>次の一手のルール</translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation>次の一手のテーマ</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>ヒント(&amp;I)</translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation>ヒント：最善手を示します（負けとして数えます）</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>もう一度(&amp;T)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>もう一度</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>次の局面(&amp;N)</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>次の局面</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Game Tree…</source>
        <translation>ゲーム木(&amp;G)…</translation>
    </message>
    <message>
        <source>Game tree of this puzzle</source>
        <translation>この局面のゲーム木</translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation>次の一手を閉じる</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>やること</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation>あなたのレート</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>一言</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>次の一手の盤</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>すべてのテーマ</translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation>良くない手</translation>
    </message>
    <message>
        <source>right</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>The right move</source>
        <translation>最善手</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation>すぐ勝つ</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>列を防ぐ</translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation>両取りを作る</translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation>両取りを防ぐ</translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation>引き分けにするただ一つの手</translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation>列を作らない</translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation>相手に列を作らせる</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>後から作る列</translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation>早く列を閉じない</translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation>このルールとテーマの局面はありません</translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation>{mark} が打って勝つ</translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation>{mark} が打って引き分けにする</translation>
    </message>
    <message>
        <source>{rules} · {theme} · from last time: your rating does not move</source>
        <translation>{rules} · {theme} · 前回の続き：レートは変わりません</translation>
    </message>
    <message>
        <source>{rules} · {theme} · review: your rating does not move</source>
        <translation>{rules} · {theme} · 見直し：レートは変わりません</translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation>{rules} · {theme} · 局面のレート {rating}</translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation>ちがうルールかテーマを選んでください。</translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation>その手ではありません：{mark} の {cell} は{reason}。最善手は {right} でした。もう一度どうぞ。この局面は負けとして数えます。</translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation>その手です。コンピューターが防ぎます…</translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation>終わりました。この局面は負けとして数えます。もう一度か、次の局面をどうぞ。</translation>
    </message>
    <message>
        <source>Solved! A review counts for the streak, not for the rating.</source>
        <translation>できました！ 見直しは続けてできた数に数えますが、レートは変わりません。</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>できました！</translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation>ヒント：{cell} に打ちます。この局面は負けとして数えます。</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>その手です。次の手を見つけてください。</translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation>結果を保つ手は一つだけです。マスをクリックするか、数字キーを押してください。</translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation>{rating}（{change:+d}）</translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation>あなたのレート：{rating}  ·  続けてできた数：{streak}  ·  最長：{best}</translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation>{cell} は埋まっています。</translation>
    </message>
    <message>
        <source>Wait for the computer's move.</source>
        <translation>コンピューターの手を待ってください。</translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation>この局面は終わりました：次の局面か、もう一度を選んでください。</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back as a skip: your rating will not move.</source>
        <translation>ゲームを閉じたときに開いていた局面を戻しました。スキップした扱いになり、レートは変わりません。</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back and still counts as failed.</source>
        <translation>ゲームを閉じたときに開いていた局面を戻しました。この局面は負けとして数えたままです。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is damaged.</source>
        <translation>次の一手の記録を保存できません：対局の記録が壊れています。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is read-only.</source>
        <translation>次の一手の記録を保存できません：対局の記録は読み取りだけです。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: another program is using the game history.</source>
        <translation>次の一手の記録を保存できません：対局の記録はいま別のプログラムが使用中です。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is from a newer version.</source>
        <translation>次の一手の記録を保存できません：対局の記録は新しいバージョンのものです。</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history cannot be used.</source>
        <translation>次の一手の記録を保存できません：対局の記録を使えません。</translation>
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
        <translation>次の一手のレートの移り変わり</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n 回：レートは初回 {first:.0f}、今 {last:.0f}、最も良いとき {best:.0f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation>次の一手はまだありません：ゲーム › 次の一手</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation>一回ごとのレート</translation>
    </message>
</context>
<context>
    <name>ResetScoreDialog</name>
    <message>
        <source>Reset Score</source>
        <translation>成績をリセット</translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation>{where} の成績をリセットしますか？</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>この操作は元に戻せません。</translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation>この成績だけリセット(&amp;T)</translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation>すべての成績をリセット(&amp;A)</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>成績の移り変わり</translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation>{first}〜{last} 局目：{wins} 勝 {draws} 分 {losses} 敗</translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>まだ表示できる対局がありません。</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>負け</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>best</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>緩手</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>勝ちを決めます</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>勝ちを保ちます</translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation>{cell} の勝ちを逃しています</translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation>{cell} の列を放っています</translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation>三つ並べてしまい負けます</translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation>相手に {cell} で二か所のリーチを許します</translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation>勝ちを引き分けにしてしまいます</translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation>勝ちを負けにしてしまいます</translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation>引き分けを負けにしてしまいます</translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation>勝てますが、遠回りです</translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation>必要以上に早く負けます</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason}); equally best: {others}</source>
        <translation>{mark} {cell}：{reason}。{better} の方が良い手でした（{better_reason}）。{others} も同じく最善でした</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason})</source>
        <translation>{mark} {cell}：{reason}。{better} の方が良い手でした（{better_reason}）</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}</source>
        <translation>{mark} {cell}：{reason}</translation>
    </message>
    <message>
        <source>{verdict}: {reason}</source>
        <translation>{verdict}：{reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>大悪手 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>悪手 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>緩手 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded moves ({first} to {last}): {counts}, first at {move}.</source>
        <translation>読み込んだ手（{first}〜{last}）：{counts}。最初は {move} です。</translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation>ミスはありません。どの手も最善の結果を保ちました。</translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation>お互い最善を尽くすと、{move}手目からもう負けの局面でした。</translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation>{counts}。最初は {move} です。</translation>
    </message>
    <message>
        <source>Equally best there: {cells}.</source>
        <translation>そこでの最善は {cells} のどれでも同じでした。</translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation>そこでの最善は {cell} でした。</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>&amp;Speed: {steps} a second</source>
        <extracomment>Steps a second at each stop of the speed slider.</extracomment>
        <translation>速さ(&amp;S)：毎秒 {steps} ステップ</translation>
    </message>
    <message>
        <source>Search to watch</source>
        <translation>見る探索</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>一時停止(&amp;U)</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>再生(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>ステップ(&amp;T)</translation>
    </message>
    <message>
        <source>Step &amp;Out</source>
        <translation>このノードを終える(&amp;O)</translation>
    </message>
    <message>
        <source>Run to the &amp;End</source>
        <translation>最後まで(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>最初から(&amp;R)</translation>
    </message>
    <message>
        <source>Announce each step</source>
        <translation>ステップごとに読み上げる</translation>
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
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>このパソコンで二人対戦</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>つよさ(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation>先攻(&amp;W):</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>相手:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>言語(&amp;A):</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>アニメーション(&amp;N)</translation>
    </message>
    <message>
        <source>Marks are drawn as a pen draws them, and the winning line across the board. Off: everything appears at once, and nothing on the board moves.</source>
        <translation>印はペンで書くように描かれ、勝ちのラインは盤面を横切って引かれます。オフにすると、すべてがすぐに表示され、盤面の上では何も動きません。</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation>ゲームの途中です。変更は次のゲームから有効になります。</translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation>かんぺきに指し、ミスは必ずとがめます。このルールでは先攻が {cells}（テンキーの番号）に打てば必ず勝つので、後攻でその手を打たれると負けます。救える局面では決して負けません。</translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation>かんぺきに指します。このルールでは決して負けず、ミスは必ずとがめます。</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>すべてのレベル</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>過去の対局</translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation>棋譜で開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>レベル(&amp;L)：</translation>
    </message>
    <message>
        <source>Nothing to show yet. Finish a game against the computer and it appears here: your results over time, your mistakes per game, and the game itself to review. Each puzzle you try (Game › Puzzles) adds to your puzzle rating.</source>
        <translation>まだ何もありません。コンピューターとの対局を終えると、ここに出ます：成績の移り変わり、対局ごとのミスの数、ふり返りのための対局そのもの。次の一手（ゲーム › 次の一手）をためすと、そのレートも出ます。</translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation>過去の対局（ダブルクリックでふり返り）(&amp;P)：</translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation>まだ開いているところです。もう一度どうぞ</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>この起動では記録を残していません</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>対局の記録がないため、成績を表示できません：{problem}。</translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation>次の一手：まだありません。ゲーム › 次の一手 で、勝ちや引き分けを決めるただ一つの手を考えましょう。</translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>次の一手：%n 回のうち {solved} 回できました。レートは初回 {first:.0f}、今 {last:.0f}、最も良いとき {best:.0f}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game rating in {rules}: {rating:.0f} now, {best:.0f} at best.</source>
        <translation>{rules}の対局レート：いま {rating:.0f}、最高 {best:.0f}。</translation>
    </message>
    <message>
        <source>Game rating: every game you finish against the computer rates you, rule by rule; Adaptive plays at your rating.</source>
        <translation>対局レート：コンピューターとの対局を終えるたびに、ルールごとにレートがつきます。アダプティブはあなたのレートに合わせて指します。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>%n 局：{wins} 勝 {draws} 分 {losses} 敗（負けなし {share}%）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>%n 局を終えると、悪手の傾向がここに出ます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>悪手が減っています：はじめは 1 局あたり {before:.1f}、最近の %n 局では {after:.1f}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>1 局あたりの悪手：はじめ {before:.1f}、最近の %n 局で {after:.1f}。対局のあと「最初のミスからやり直す」を使うと上達が早まります。</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation>このルールとレベルの対局はまだありません。コンピューターとの対局を終えるたびに、ここに数えられます。</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation>状況</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <source>Computer ({level})</source>
        <translation>コンピューター（{level}）</translation>
    </message>
    <message>
        <source>Player ○</source>
        <translation>プレイヤー ○</translation>
    </message>
    <message>
        <source>Player ×</source>
        <translation>プレイヤー ×</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Adaptive ({rating})</source>
        <translation>アダプティブ（{rating}）</translation>
    </message>
    <message>
        <source>Perfect: the top</source>
        <translation>かんぺき：頂上</translation>
    </message>
    <message>
        <source>about {level}</source>
        <translation>{level}くらい</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} の勝ち</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>コンピューターの勝ち</translation>
    </message>
    <message>
        <source>A position from the game tree. Press End to go back to the game, or Play from Here in the Game Tree window.</source>
        <translation>ゲーム木の局面です。End で対局に戻るか、「ゲーム木」ウィンドウの「ここから指す」で続けます。</translation>
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
        <translation>{result}。盤をクリックするか Ctrl+N でもう一度遊べます。</translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation>{owners} に列ができました。ゲームは続き、最後にできた列が勝ちです。{turn}</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation>先攻はコンピューターです。考えています…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>コンピューターが考えています…</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation>先攻は {mark} です。どうぞ</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation>{mark} の番です</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation>先攻はあなたです（あなたは {mark}）。どうぞ</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation>あなたの番です（あなたは {mark}）</translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation>再生中：開始の局面</translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation>再生中：{move} のあと</translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation>ふつうのルール：三つ並べたら勝ち。</translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation>逆ルール：三つ並べたら負け。</translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation>最後の列の勝ち：列ができても続け、最後にできた列が勝ち。</translation>
    </message>
    <message>
        <source>○ {wins} · Draws {draws} · × {losses}</source>
        <translation>○ {wins}勝 · 引き分け {draws} · × {losses}勝</translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation>観戦中（成績には数えません）</translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation>記録のみ：観戦した対局は数えません</translation>
    </message>
    <message>
        <source>Not scored: a past game</source>
        <translation>記録のみ：過去の対局は数えません</translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation>記録のみ：途中の局面からの対局は数えません</translation>
    </message>
    <message>
        <source>{line}, this session only</source>
        <translation>{line}（今回の起動中のみ）</translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>前回の対局を盤面に戻しました：{rules}で %n 手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait: your move comes after the computer's.</source>
        <translation>お待ちください。コンピューターの手の次があなたの番です。</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>二人対戦</translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation>二人対戦・{rules}</translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>棋譜を読み込みました：{rules}で %n 手。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>{date} の対局を読み込みました：{rules}で %n 手。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>棋譜をコピーしました：%n 手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation>{wins}勝 {losses}敗 {draws}分</translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation>{result}：{loser} が三つ並べたので負け</translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation>{result}：最後にできた列の勝ち</translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation>{score}　（{table}）</translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation>{level}・{rules}</translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation>空の盤面から始め、コンピューターが自分の手をすべて指した対局だけが成績に数えられます。貼り付けた対局、開いた対局、途中から続けた対局は記録には残りますが成績には数えません。観戦した対局も同じです。各対局は最初に出た結果で一度だけ数え、終局後に待ったをしても成績は変わりません。途中でやめた対局は数えません。</translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation>{result}{plies}手</translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation>ここに打てばすぐに勝ちです。</translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation>ここに打つと盤が埋まり、引き分けです。</translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation>ここに打つとすぐに負けです。</translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: "win 3" wins in 3 moves, "draw 7" draws when the board fills, "loss 4" loses in 4 at the latest.</source>
        <translation>空いたマスには、お互いが最善を尽くしたときの結果と、終局までの手数が出ます。「勝ち3手」は3手で勝ち、「分け7手」は盤が埋まって引き分け、「負け4手」は遅くとも4手で負けです。</translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation>開始の局面から続けます。</translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation>{move} のあとから続けます。</translation>
    </message>
    <message>
        <source>Hint: {cell} {reason}.</source>
        <translation>ヒント：{cell}（{reason}）</translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation>{replay}。End で戻るか、「ここから指す」で続けます。</translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>ここに打てば、互いに最善を尽くしても %n 手で勝てます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>ここに打つと、互いに最善なら引き分け（あと %n 手で盤が埋まります）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>ここに打つと、相手が最善なら遅くとも %n 手で負けます。</numerusform>
        </translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation>{cell} のマスはもう埋まっています。空いているマスを選んでください。</translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation>交代しました。あなたは {mark} です。</translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation>コンピューターが手を指せませんでした（{message}）。Ctrl+N で新しいゲームを始めてください。</translation>
    </message>
    <message>
        <source>Your rating in {rules} has passed {level}'s for the first time: Adaptive now plays above it.</source>
        <translation>{rules}でのあなたのレートが初めて「{level}」を超えました：アダプティブはこれからそれより強く指します。</translation>
    </message>
    <message>
        <source>This is the top: Adaptive plays as Perfect, which cannot be beaten under these rules, only held to a draw.</source>
        <translation>ここが頂上です：アダプティブは「かんぺき」として指しています。このルールでは負かすことはできず、引き分けに持ち込むことだけができます。</translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation>対局の記録が壊れています：新しい対局は残せません。</translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation>対局の記録は読み取りだけです：新しい対局は残せません。</translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation>対局の記録はいま使用中です：新しい対局は残せません。</translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation>対局の記録は新しいバージョンのものです：新しい対局は残せません。</translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation>対局の記録を使えません：新しい対局は残せません。</translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation>いまは再生中です。棋譜で End を押すとゲームに戻り、「ここから指す」でこの局面から続けられます。</translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation>観戦をやめました。ここからは二人で続けられます。Ctrl+N で新しいゲームです。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>戻せる手はありません。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>やり直せる手はありません。</translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation>ゲームは終わりました。盤をクリックすると新しいゲームが始まります。</translation>
    </message>
    <message>
        <source>Wait for the computer's move, then ask for a hint.</source>
        <translation>コンピューターの手を待ってから、ヒントを聞いてください。</translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation>設定を保存しました。次のゲームから有効になります。</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>その対局はもう記録にありません。</translation>
    </message>
    <message>
        <source>Your game rating is provisional: the history cannot keep it, so it lasts until you close the game.</source>
        <translation>対局レートは仮のものです：記録に残せないため、ゲームを閉じるまでしか保たれません。</translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation>ふり返りはゲームが終わってからです。ここまでの手を並べています。</translation>
    </message>
    <message>
        <source>Waiting for the game history, which is busy: the games that end meanwhile are kept once it is free.</source>
        <translation>対局の記録はいま使用中のため待っています：その間に終わった対局は、空きしだい残します。</translation>
    </message>
    <message>
        <source>The game history is free again: every finished game is kept.</source>
        <translation>対局の記録が空きました：終わった対局はすべて残しました。</translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation>すべての成績をリセットしました。</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>{where} の成績をリセットしました。</translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message>
        <source>Strategy Map</source>
        <translation>戦略マップ</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>先後(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>用紙(&amp;P)：</translation>
    </message>
    <message>
        <source>○, who moves first</source>
        <translation>○（先手）</translation>
    </message>
    <message>
        <source>×, who moves second</source>
        <translation>×（後手）</translation>
    </message>
    <message>
        <source>Sa&amp;ve as SVG…</source>
        <translation>SVGで保存(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>The strategy map's page</source>
        <translation>戦略マップのページ</translation>
    </message>
    <message>
        <source>Making the map…</source>
        <translation>マップを作成中…</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>%n 局面、それぞれに一手</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Strategy Map</source>
        <translation>戦略マップを保存</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>%n 局面：{mark} がこのマップどおりに打てば、相手が何を打っても現れる局面のすべてです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>盤上の印 %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>{mark} の {number} 手目：{marks}の %n 局面</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (first player)</source>
        <translation>戦略マップ：{rule}、{mark}（先手）</translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (second player)</source>
        <translation>戦略マップ：{rule}、{mark}（後手）</translation>
    </message>
    <message>
        <source>Every move here keeps the win, and wins as fast as it can.</source>
        <translation>ここの手はどれも勝ちを保ち、いちばん早く勝ちます。</translation>
    </message>
    <message>
        <source>Every move here keeps the draw, and leaves the other side the most ways to go wrong.</source>
        <translation>ここの手はどれも引き分けを保ち、相手がまちがえる手がいちばん多く残ります。</translation>
    </message>
    <message>
        <source>This side loses against best play; every move here leaves the other side the most ways to go wrong.</source>
        <translation>この側は最善の相手には負けます。ここの手はどれも、相手がまちがえる手をいちばん多く残します。</translation>
    </message>
    <message>
        <source>Rule: {description}</source>
        <translation>ルール：{description}</translation>
    </message>
    <message>
        <source>Find your board and play the square marked in blue; its keypad digit is under it.</source>
        <translation>自分の盤を探し、青で示したマスに打ちます。その下の数字がテンキーの番号です。</translation>
    </message>
    <message>
        <source>keypad</source>
        <comment>under the key of the squares' keypad digits</comment>
        <translation>テンキー</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch the Computer Play</source>
        <translation>コンピューター同士の対局を見る</translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation>○ のつよさ</translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation>× のつよさ</translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation>○（先攻）(&amp;F):</translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation>×（後攻）(&amp;S):</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Easy</source>
        <translation>よわい</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>つよい</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>かんぺき</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>アダプティブ</translation>
    </message>
    <message>
        <source>Plays about as well as you do: before each game it picks its strength from your rating in these rules, so that you win about as often as you lose. It starts below Medium and follows you all the way to Perfect.</source>
        <translation>あなたと同じくらいの強さで指します：対局の前に、このルールでのあなたのレートから強さを選び、勝ちと負けがだいたい同じになるようにします。「ふつう」より弱いところから始まり、「かんぺき」まであなたについていきます。</translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation>パコがお相手します。空いているマスにでたらめに置きます。はじめての一局にどうぞ。</translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation>ナコがお相手します。勝てる手は逃さず、あなたの列は防ぎますが、先は読みません。</translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation>なでしこ君がお相手します。三手先まで読みます。強いけれど、勝つこともできます。</translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation>かんぺきに指します。決して負けず、ミスは必ずとがめます。</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>ふつうのルール</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>逆ルール</translation>
    </message>
    <message>
        <source>Last line wins</source>
        <translation>最後の列の勝ち</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation>ふつうのルール</translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation>逆ルール</translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation>最後の列の勝ち</translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation>三つ並べたら勝ち。列ができないまま盤が埋まれば引き分けです。</translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation>三つ並べたら負け。相手に列を作らせましょう。</translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation>列ができても終わりません。そのあと相手も列を作れば、後の列がその場で勝ち。作れなければ、盤が埋まった時点で先の列の勝ちです。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation>一局ごとに交代</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>wins now</source>
        <translation>ここで勝てます</translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation>相手の列を止めます</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>二か所でリーチをかけます</translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation>必勝の手です</translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation>引き分けに持ち込めます</translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation>いちばん長く粘れます</translation>
    </message>
    <message>
        <source>win</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>分け</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>上中央</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>右上</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>左中央</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>中央</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>右中央</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>左下</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>下中央</translation>
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
        <translation>上の横の列</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>真ん中の横の列</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>下の横の列</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>左の縦の列</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>真ん中の縦の列</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>右の縦の列</translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation>左上からの斜め</translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation>右上からの斜め</translation>
    </message>
</context>
</TS>
