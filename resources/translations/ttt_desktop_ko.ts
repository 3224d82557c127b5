<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>Board cells</name>
    <message>
        <source>empty</source>
        <translation>빈칸</translation>
    </message>
    <message>
        <source>{place}, {content}</source>
        <translation>{place}, {content}</translation>
    </message>
    <message>
        <source>key {digit}</source>
        <translation>{digit}번 키</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>마지막 수</translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation>힌트: 최선의 수</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation>방향키로 움직이고 Enter로 두거나, 숫자 키패드처럼 1~9를 누르세요. 7이 왼쪽 위입니다.</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>게임판</translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation>수마다의 형세</translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation>수마다 ○ 기준 형세: {values}</translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation>양쪽이 최선을 다할 때 각 수 뒤에 누가 이기는지 보여 줍니다. 왼쪽 끝은 빈 판입니다. 가운데 선보다 위쪽은 ○ 승, 아래쪽은 × 승, 선에 있으면 무승부입니다. 표시는 판에 보이는 국면입니다.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <source>Cannot Open Game</source>
        <translation>기보를 열 수 없음</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>기보가 아닙니다</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>기보를 저장할 수 없음</translation>
    </message>
    <message>
        <source>{problem}

Nothing was loaded.</source>
        <translation>{problem}

아무것도 불러오지 않았습니다.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {error}.</source>
        <translation>{file}에 기보를 저장하지 못했습니다: {error}.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>설정 파일이 손상되어 초기화했습니다. 사본은 {name}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <source>Settings changes will not be kept after the game closes: {file} cannot be written ({error}).</source>
        <translation>설정 변경 사항은 게임을 닫으면 유지되지 않습니다: {file}에 쓸 수 없습니다({error}).</translation>
    </message>
</context>
<context>
    <name>FirstStartLine</name>
    <message>
        <source>New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>처음이신가요? 도움말 › 레슨에서 10분 만에 게임을 배울 수 있습니다. 컴퓨터가 맞춰 줍니다: 당신과 비슷한 실력으로 둡니다. 난이도와 세 가지 규칙은 게임 › 설정에, 한 수 연습은 게임 › 퍼즐에 있습니다.</translation>
    </message>
    <message>
        <source>Got &amp;It</source>
        <translation>알겠습니다(&amp;I)</translation>
    </message>
    <message>
        <source>Dismiss this tip</source>
        <translation>이 안내 닫기</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>첫 실행</translation>
    </message>
</context>
<context>
    <name>GameFileMenu</name>
    <message>
        <source>Open Rec&amp;ent</source>
        <translation>최근 기보(&amp;E)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>기보 열기</translation>
    </message>
    <message>
        <source>Games (*.ttt *.txt);;All files (*)</source>
        <translation>기보 (*.ttt *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>기보 저장</translation>
    </message>
    <message>
        <source>Games (*.ttt);;All files (*)</source>
        <translation>기보 (*.ttt);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>목록 지우기(&amp;C)</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>최근 기보 없음</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a regular file, so it cannot hold a game.</source>
        <translation>{file}은(는) 일반 파일이 아니어서 대국을 담을 수 없습니다.</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}.</source>
        <translation>{file}을(를) 읽을 수 없습니다: {error}.</translation>
    </message>
    <message>
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>{file}은(는) 64 KB를 넘어서 대국을 담을 수 없습니다.</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>{file}은(는) 텍스트 파일이 아니므로 대국을 담을 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>현재 규칙</translation>
    </message>
</context>
<context>
    <name>GameRatingChart</name>
    <message>
        <source>Game rating over time</source>
        <translation>대국 레이팅 추이</translation>
    </message>
    <message>
        <source>Game rating after each game</source>
        <translation>대국마다의 대국 레이팅</translation>
    </message>
    <message>
        <source>No rated games yet: play the computer.</source>
        <translation>아직 레이팅에 반영된 대국이 없습니다: 컴퓨터와 두어 보세요.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>레이팅 대국 %n판; 첫 대국 후 {first:.0f}, 현재 {last:.0f}, 최고 {best:.0f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTreeModel</name>
    <message>
        <source>Move</source>
        <extracomment>The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).</extracomment>
        <translation>수</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>남은 수</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>최선</translation>
    </message>
    <message>
        <source>Replies that lose</source>
        <translation>지는 응수</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>완벽</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>개수</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Game tree: {rules}</source>
        <translation>게임 트리: {rules}</translation>
    </message>
    <message>
        <source>Export the Game Tree</source>
        <translation>게임 트리 내보내기</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 그림 (*.svg)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>내보내지 못함</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {reason}.</source>
        <translation>그림을 {path}에 쓰지 못했습니다: {reason}.</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>게임 트리</translation>
    </message>
    <message>
        <source>&amp;Merge transpositions</source>
        <translation>같은 국면 합치기(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Fold symmetry</source>
        <translation>대칭 국면 합치기(&amp;F)</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>게임 트리</translation>
    </message>
    <message>
        <source>Show on &amp;Board</source>
        <translation>판에 표시(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>여기서부터 두기(&amp;P)</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>SVG로 내보내기(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Watch the search</source>
        <translation>탐색 과정 보기</translation>
    </message>
</context>
<context>
    <name>GameTreeWords</name>
    <message>
        <source>the root</source>
        <translation>루트</translation>
    </message>
    <message>
        <source>Below this position: nodes {nodes} · finished games {games} · positions {positions} · up to symmetry {classes}</source>
        <translation>이 국면 아래: 노드 {nodes} · 끝난 게임 {games} · 국면 {positions} · 대칭을 합치면 {classes}</translation>
    </message>
    <message>
        <source>{rules} · {facts}</source>
        <translation>{rules} · {facts}</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>여기서 게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>{mark} to move · value: {value} · plies to the end with best play: {plies}</source>
        <translation>{mark} 차례 · 결과: {value} · 양쪽이 최선을 다할 때 끝까지 남은 수: {plies}</translation>
    </message>
    <message>
        <source>Positions where Hard may play a move that is not best, {rules}: {count} of {total}</source>
        <translation>어려움 난이도가 최선이 아닌 수를 둘 수 있는 국면({rules} 규칙): {total}개 중 {count}개</translation>
    </message>
    <message>
        <source>Values +1, 0, −1 for the side to move · moves tried in the order 7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta</source>
        <translation>값은 둘 차례인 쪽 기준 +1, 0, −1 · 수는 7 8 9 4 5 6 1 2 3 순서로 시도 · α-β는 fail-hard로 (−1, +1)에서 시작해 α ≥ β이면 가지치기</translation>
    </message>
    <message>
        <source>it gives the value away</source>
        <translation>결과를 내주는 수입니다</translation>
    </message>
    <message>
        <source>it keeps the value, but wins later or loses sooner</source>
        <translation>결과는 지키지만 더 늦게 이기거나 더 빨리 집니다</translation>
    </message>
    <message>
        <source>no other move keeps the value as well</source>
        <translation>결과를 지키는 다른 수가 없습니다</translation>
    </message>
    <message>
        <source>it gives you more ways to go wrong</source>
        <translation>당신이 실수할 여지가 더 많아집니다</translation>
    </message>
    <message>
        <source>centre, corners and edges are equally likely</source>
        <translation>중앙, 모서리, 변을 같은 확률로 고릅니다</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark} · plies to the end with best play: {plies}</source>
        <translation>{move}: {mark} 기준 {value} · 양쪽이 최선을 다할 때 끝까지 남은 수: {plies}</translation>
    </message>
    <message>
        <source>A best move: it keeps the value.</source>
        <translation>최선의 수: 결과를 지킵니다.</translation>
    </message>
    <message>
        <source>Not a best move: it gives the value away.</source>
        <translation>최선의 수가 아닙니다: 결과를 내줍니다.</translation>
    </message>
    <message>
        <source>Draws are not all equal: of {mark}'s {replies} replies, {losing} lose.</source>
        <translation>무승부라고 다 같지 않습니다: {mark}의 응수 {replies}개 중 {losing}개는 집니다.</translation>
    </message>
    <message>
        <source>Perfect plays it {percent} of the time: {reason}.</source>
        <translation>완벽 난이도가 이 수를 둘 확률: {percent}. {reason}.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and may play it.</source>
        <translation>어려움 난이도는 세 수 앞까지 읽어 이 수에 {score}점을 매기며, 이 수를 둘 수 있습니다.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and does not play it.</source>
        <translation>어려움 난이도는 세 수 앞까지 읽어 이 수에 {score}점을 매기며, 이 수는 두지 않습니다.</translation>
    </message>
    <message>
        <source>Hard errs in this position: it may play a move that is not best.</source>
        <translation>이 국면에서 어려움 난이도는 실수합니다: 최선이 아닌 수를 둘 수 있습니다.</translation>
    </message>
    <message>
        <source>Move orders that reach it: {orders}</source>
        <translation>이 국면에 이르는 수순: {orders}가지</translation>
    </message>
    <message>
        <source>Positions it stands for: {positions} · symmetric images of its position: {size}</source>
        <translation>대표하는 국면: {positions}개 · 이 국면의 대칭형: {size}개</translation>
    </message>
    <message>
        <source>Met before, on an earlier branch: open it there.</source>
        <translation>앞선 가지에서 이미 나온 국면입니다: 그곳에서 펼치세요.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>최선의 수</translation>
    </message>
    <message>
        <source>not best</source>
        <translation>최선 아님</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark}, plies to the end {plies}, {verdict}</source>
        <translation>{move}: {mark} 기준 {value}, 끝까지 {plies}수, {verdict}</translation>
    </message>
    <message>
        <source>Plain minimax</source>
        <translation>단순 미니맥스</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>α-β 가지치기</translation>
    </message>
    <message>
        <source>Minimax with memory</source>
        <translation>메모 미니맥스</translation>
    </message>
    <message>
        <source>Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: {hits}</source>
        <translation>방문한 노드: {nodes} · 가지치기: {cutoffs} · 메모 적중: {hits}</translation>
    </message>
    <message>
        <source>Visit {path}</source>
        <translation>{path} 들어감</translation>
    </message>
    <message>
        <source>Leave {path} with {value}</source>
        <translation>{path} 나옴, 값 {value}</translation>
    </message>
    <message>
        <source>Cut-off at {path}: alpha {value} ≥ beta; {untried} not tried</source>
        <translation>{path}에서 가지치기: α {value} ≥ β, {untried} 시도 안 함</translation>
    </message>
    <message>
        <source>Table hit {path}: {value}</source>
        <translation>메모 적중 {path}: {value}</translation>
    </message>
    <message>
        <source>Done: the root's value is {value}</source>
        <translation>완료: 루트의 값은 {value}</translation>
    </message>
    <message>
        <source>{search}: press Play or Step to start.</source>
        <translation>{search}: 재생 또는 한 단계를 눌러 시작하세요.</translation>
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
&lt;h3&gt;게임 방법&lt;/h3&gt;
&lt;p&gt;두 사람이 번갈아 빈칸에 자기 표시를 둡니다. ○가 먼저, ×가 나중에 둡니다.
칸을 클릭하거나, 숫자 키 &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;(숫자 키패드와 같은 배치: 7 8 9가 맨 윗줄)를 누르거나,
&lt;b&gt;방향키&lt;/b&gt;로 커서를 옮긴 뒤 &lt;b&gt;Enter&lt;/b&gt; 키나 &lt;b&gt;스페이스바&lt;/b&gt;를 누르세요.&lt;/p&gt;
&lt;h4&gt;규칙 (게임 › 설정…)&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;기본&lt;/b&gt;: 가로, 세로, 대각선으로 세 개를 이으면 승리. 줄 없이 판이 다 차면 무승부입니다.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;역규칙&lt;/b&gt;: 세 개를 이으면 &lt;i&gt;패배&lt;/i&gt;. 상대가 줄을 완성하도록 몰아가세요.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;마지막 줄 승리&lt;/b&gt;: 줄이 생겨도 게임이 끝나지 않습니다. 그 뒤 상대도 줄을 만들면 나중에 만든 줄이 바로 이기고, 그렇지 않으면 판이 다 찼을 때 먼저 만든 줄이 이깁니다.&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;키&lt;/h4&gt;
{keys}
&lt;p&gt;전적은 규칙과 난이도별로 승, 무, 패를 셉니다. 빈 판에서 시작해 컴퓨터가 자기 수를 모두 직접 둔 대국만 집계됩니다. 붙여넣은 대국, 연 대국, 다시 보기에서 이어 둔 대국은 기록에 남고 복기도 되지만 전적에는 들어가지 않습니다. 각 대국은 처음 나온 결과로 한 번만 집계됩니다. 끝난 뒤 무르기를 하면 되돌아보거나 이어서 둘 수 있지만 전적은 바뀌지 않습니다. 끝내지 않은 대국(새 게임, 선후 바꾸기, 창 닫기)은 집계되지 않습니다. 게임 › 전적 초기화…는 먼저 확인한 뒤 이 규칙과 난이도의 전적 또는 모든 전적을 초기화합니다.&lt;/p&gt;
&lt;p&gt;터미널에서는 Ctrl+C로 게임 › 끝내기와 똑같이 게임을 닫습니다.&lt;/p&gt;
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
&lt;h4&gt;적응형&lt;/h4&gt;
&lt;p&gt;적응형은 처음 시작하는 사람의 난이도로(게임 › 설정…), 당신과 비슷한 실력으로 둡니다. 빈 판에서 시작해 컴퓨터와 끝까지 둔 대국마다 그 규칙의 대국 레이팅이 바뀌고, 적응형은 다음 대국을 당신이 점수의 절반쯤을 얻을 수 있는 세기로 둡니다(승리는 1, 무승부는 ½). 판 위에는 "적응형 (1720)"처럼 그 대국에서의 레이팅이 표시됩니다. 레이팅이 안정되어 꼭대기에 가까워지면 적응형은 완벽으로 둡니다.&lt;/p&gt;
&lt;h4&gt;퍼즐&lt;/h4&gt;
&lt;p&gt;게임 › 퍼즐…은 승리나 무승부를 지키는 수가 정확히 하나뿐인 국면을 보여 줍니다. 그 수를 찾으세요. 틀린 수에는 이유와 올바른 수가 표시되고, "다시 시도"로 한 번 더 찾아볼 수 있습니다. "힌트"는 올바른 수를 보여 주며, 그 퍼즐은 실패로 셉니다. "다음 퍼즐"로 넘어갑니다. 퍼즐은 당신의 퍼즐 레이팅에 가까운 것으로 고르며, 실패한 퍼즐은 나중에 다시 나옵니다.&lt;/p&gt;
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
&lt;h3&gt;틱택토 · Tic-tac-toe&lt;/h3&gt;
&lt;p&gt;버전 {version}&lt;/p&gt;
&lt;p&gt;세 가지 규칙과 다섯 가지 컴퓨터 난이도로 즐기는 틱택토. 무작위로 두는 초보부터 모든 국면을 풀어내는 완벽한 상대까지의 네 가지, 그리고 당신의 실력에 맞춰 두는 적응형.&lt;/p&gt;
&lt;p&gt;Python과 Qt for Python(PySide6)으로 만들었습니다.&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation>대국 기록 손상</translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation>대국 기록이 손상되어 지금은 대국이 저장되지 않습니다. 손상된 파일은 따로 보관하고(이름만 바꾸고 삭제하지 않음) 새 기록을 시작할까요?</translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation>새 기록 시작(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>나중에(&amp;N)</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation>손상된 기록은 {file}(으)로 보관했고, 새 기록을 시작했습니다.</translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation>손상된 기록의 이름을 바꿀 수 없습니다: 대국이 저장되지 않습니다.</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <source>The centre</source>
        <translation>중앙</translation>
    </message>
    <message>
        <source>The centre square is in four lines: the middle row, the middle column and both diagonals. A corner is in three lines. An edge is in only two.</source>
        <translation>중앙 칸은 네 줄에 속합니다: 가운데 가로줄, 가운데 세로줄, 그리고 두 대각선입니다. 모서리 칸은 세 줄에 속합니다. 변 칸은 두 줄에만 속합니다.</translation>
    </message>
    <message>
        <source>You play ○. Your two corners are on one diagonal. The centre joins them. Take it and win.</source>
        <translation>○로 둡니다. 내 모서리 두 개가 같은 대각선 위에 있습니다. 중앙이 둘을 잇습니다. 중앙을 차지해 이기세요.</translation>
    </message>
    <message>
        <source>You play ×. If ○ gets the centre, ○ has two diagonals at once, and you cannot block both. Take the centre first.</source>
        <translation>×로 둡니다. ○가 중앙을 차지하면 ○는 대각선 두 개를 동시에 노리게 되고, 둘 다 막을 수는 없습니다. 먼저 중앙을 차지하세요.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the middle column. The centre blocks it, and it gives you two lines at once.</source>
        <translation>○로 둡니다. ×가 가운데 세로줄에 두 개를 놓았습니다. 중앙에 두면 그 줄을 막으면서 동시에 두 줄을 노릴 수 있습니다.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it in the centre. From there you threaten the middle column too, and you can win.</source>
        <translation>×로 둡니다. ○가 가운데 가로줄에 두 개를 놓았습니다. 중앙에서 막으세요. 그러면 가운데 세로줄도 위협하게 되어 이길 수 있습니다.</translation>
    </message>
    <message>
        <source>The corners</source>
        <translation>모서리</translation>
    </message>
    <message>
        <source>After the centre, the corners are the best squares. Each corner is in three lines. An edge is in only two.</source>
        <translation>중앙 다음으로 좋은 칸은 모서리입니다. 모서리는 모두 세 줄에 속합니다. 변은 두 줄에만 속합니다.</translation>
    </message>
    <message>
        <source>You play ×. ○ took the centre. Answer in a corner. An edge loses.</source>
        <translation>×로 둡니다. ○가 중앙을 차지했습니다. 모서리로 응수하세요. 변에 두면 집니다.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and a corner. Take a free corner. On an edge, ○ could make two threats.</source>
        <translation>×로 둡니다. ○가 중앙과 모서리 하나를 차지했습니다. 비어 있는 모서리를 차지하세요. 변에 두면 ○가 이중 위협을 만들 수 있습니다.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, not the centre. Take another corner: soon you can make two threats at once.</source>
        <translation>○로 둡니다. ×가 중앙이 아닌 모서리를 차지했습니다. 다른 모서리를 차지하세요: 곧 위협 두 개를 동시에 만들 수 있습니다.</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>막기</translation>
    </message>
    <message>
        <source>Two marks in a line with the third square empty is a threat: next move, they win there. Put your own mark on that square. That is a block.</source>
        <translation>한 줄에 같은 기호 두 개가 있고 세 번째 칸이 비어 있으면 위협입니다: 다음 수에 그 칸에 두면 이깁니다. 그 칸에 내 기호를 놓으세요. 그것이 막기입니다.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the top row. Block the third square.</source>
        <translation>×로 둡니다. ○가 위쪽 가로줄에 두 개를 놓았습니다. 세 번째 칸을 막으세요.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two on a diagonal. Block it.</source>
        <translation>×로 둡니다. ○가 대각선에 두 개를 놓았습니다. 막으세요.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it.</source>
        <translation>×로 둡니다. ○가 가운데 가로줄에 두 개를 놓았습니다. 막으세요.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the top row. Block it. Then you threaten the middle column yourself.</source>
        <translation>○로 둡니다. ×가 위쪽 가로줄에 두 개를 놓았습니다. 막으세요. 그러면 이번에는 내가 가운데 세로줄을 위협하게 됩니다.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row, but you can win now. Your own win comes first: a win ends the game.</source>
        <translation>○로 둡니다. ×가 가운데 가로줄을 위협하고 있지만, 지금 바로 이길 수 있습니다. 내 승리가 먼저입니다: 이기면 게임이 끝납니다.</translation>
    </message>
    <message>
        <source>Make two threats</source>
        <translation>위협 두 개 만들기</translation>
    </message>
    <message>
        <source>A threat is two of your marks in a line with the third square empty. One move can make two threats at once. The other player can block only one of them. This is called a fork.</source>
        <translation>위협은 한 줄에 내 기호 두 개가 있고 세 번째 칸이 비어 있는 것입니다. 한 수로 위협 두 개를 동시에 만들 수 있습니다. 상대는 그중 하나만 막을 수 있습니다. 이것을 이중 위협이라고 합니다.</translation>
    </message>
    <message>
        <source>You play ○. Find a square that makes two threats at once.</source>
        <translation>○로 둡니다. 위협 두 개를 동시에 만드는 칸을 찾으세요.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Block it, and the same move makes two threats of yours.</source>
        <translation>○로 둡니다. ×가 왼쪽 세로줄을 위협하고 있습니다. 그 줄을 막으세요. 같은 수로 내 위협 두 개가 생깁니다.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the right column. Block it with a move that makes two threats.</source>
        <translation>○로 둡니다. ×가 오른쪽 세로줄을 위협하고 있습니다. 위협 두 개를 만드는 수로 막으세요.</translation>
    </message>
    <message>
        <source>You play ×. ○ has just blocked your middle column. Now make two threats at once.</source>
        <translation>×로 둡니다. ○가 방금 내 가운데 세로줄을 막았습니다. 이제 위협 두 개를 동시에 만드세요.</translation>
    </message>
    <message>
        <source>Answer a corner with the centre</source>
        <translation>모서리에는 중앙으로 응수하기</translation>
    </message>
    <message>
        <source>When ○ starts in a corner, × has one good answer: the centre. Every other answer lets ○ make two threats later.</source>
        <translation>○가 모서리에서 시작하면 ×의 좋은 응수는 하나뿐입니다: 중앙입니다. 다른 응수는 모두 나중에 ○가 이중 위협을 만들게 해 줍니다.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner. Answer it.</source>
        <translation>×로 둡니다. ○가 모서리에서 시작했습니다. 응수하세요.</translation>
    </message>
    <message>
        <source>You play ×. Another corner. The same answer.</source>
        <translation>×로 둡니다. 다른 모서리입니다. 응수는 같습니다.</translation>
    </message>
    <message>
        <source>You play ×. You have the centre. Now ○ has two in the top row: block it.</source>
        <translation>×로 둡니다. 중앙은 내 것입니다. 이제 ○가 위쪽 가로줄에 두 개를 놓았습니다: 막으세요.</translation>
    </message>
    <message>
        <source>You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not let ○ make two threats.</source>
        <translation>×로 둡니다. ○가 서로 멀리 떨어진 모서리와 변을 차지했습니다. 무승부를 지키세요: ○가 이중 위협을 만들지 못하게 하세요.</translation>
    </message>
    <message>
        <source>The opposite-corner defence</source>
        <translation>맞은편 모서리 방어</translation>
    </message>
    <message>
        <source>○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a corner loses for ×. An edge holds the draw.</source>
        <translation>○가 모서리를, ×가 중앙을, ○가 맞은편 모서리를 차지합니다. 이제 ×는 모서리에 두면 집니다. 변에 두면 무승부를 지킵니다.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two opposite corners. Play on an edge. A corner would let ○ make two threats.</source>
        <translation>×로 둡니다. ○가 서로 맞은편인 모서리 두 개를 차지했습니다. 변에 두세요. 모서리에 두면 ○가 이중 위협을 만들 수 있습니다.</translation>
    </message>
    <message>
        <source>You play ×. The same trap, turned round. Play on an edge.</source>
        <translation>×로 둡니다. 같은 함정을 돌려놓은 것입니다. 변에 두세요.</translation>
    </message>
    <message>
        <source>You play ○. × played on an edge and threatens the middle column. Block it.</source>
        <translation>○로 둡니다. ×가 변에 두어 가운데 세로줄을 위협하고 있습니다. 막으세요.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, and that loses. Block × and make two threats with the same move.</source>
        <translation>○로 둡니다. ×가 모서리를 차지했는데, 그 수는 집니다. ×를 막으면서 같은 수로 이중 위협을 만드세요.</translation>
    </message>
    <message>
        <source>Traps that lose</source>
        <translation>지는 함정</translation>
    </message>
    <message>
        <source>Some moves look safe but lose. Learn to see them, and to win when the other player falls in.</source>
        <translation>안전해 보이지만 지는 수가 있습니다. 그런 수를 알아보고, 상대가 함정에 빠지면 이기는 법을 배우세요.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and the corner opposite yours. An edge looks safe, but it loses. Take a corner.</source>
        <translation>×로 둡니다. ○가 중앙과, 내 모서리의 맞은편 모서리를 차지했습니다. 변은 안전해 보이지만 집니다. 모서리를 차지하세요.</translation>
    </message>
    <message>
        <source>You play ○. × fell in: × played on an edge. Block × and make two threats.</source>
        <translation>○로 둡니다. ×가 함정에 빠졌습니다: ×가 변에 두었습니다. ×를 막고 이중 위협을 만드세요.</translation>
    </message>
    <message>
        <source>You play ○. × answered your centre with an edge. That loses. Block × and make two threats.</source>
        <translation>○로 둡니다. ×가 내 중앙에 변으로 응수했습니다. 그 수는 집니다. ×를 막고 이중 위협을 만드세요.</translation>
    </message>
    <message>
        <source>You play ○. × answered your corner with an edge, not the centre. That loses for ×. Play a move that keeps your win.</source>
        <translation>○로 둡니다. ×가 내 모서리에 중앙이 아닌 변으로 응수했습니다. 이 수로 ×는 집니다. 내 승리를 지키는 수를 두세요.</translation>
    </message>
    <message>
        <source>You play ○. The mirror move still works: if anyone makes a line, × makes it first.</source>
        <translation>○로 둡니다. 대칭 수는 여전히 통합니다. 누군가 줄을 만든다면 먼저 만드는 쪽은 ×입니다.</translation>
    </message>
    <message>
        <source>In this rule ○ wins by starting in the centre. Then × can make a line only on the edge of the board. ○ has four lines through the middle.</source>
        <translation>이 규칙에서는 ○가 중앙에서 시작하면 이깁니다. 그러면 ×는 게임판 가장자리에서만 줄을 만들 수 있습니다. ○에게는 가운데를 지나는 줄이 네 개 있습니다.</translation>
    </message>
    <message>
        <source>Why best play draws</source>
        <translation>최선을 다하면 비기는 이유</translation>
    </message>
    <message>
        <source>When neither player makes a mistake, tic-tac-toe is a draw. Every threat can be blocked, and every fork can be stopped before it is made. Play one whole game where both players block.</source>
        <translation>두 사람 모두 실수하지 않으면 틱택토는 무승부입니다. 모든 위협은 막을 수 있고, 모든 이중 위협은 만들어지기 전에 막을 수 있습니다. 양쪽이 모두 막으면서 한 게임을 끝까지 두어 보세요.</translation>
    </message>
    <message>
        <source>You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make two threats.</source>
        <translation>×로 둡니다. ○가 변과 모서리를 차지했습니다. 무승부를 지키세요: ○가 이중 위협을 만들지 못하게 하세요.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row. Block it.</source>
        <translation>○로 둡니다. ×가 가운데 가로줄을 위협하고 있습니다. 막으세요.</translation>
    </message>
    <message>
        <source>You play ×. ○'s block made a threat in the left column. Block it too.</source>
        <translation>×로 둡니다. ○가 막은 수로 왼쪽 세로줄에 위협이 생겼습니다. 그것도 막으세요.</translation>
    </message>
    <message>
        <source>You play ○. × threatens a diagonal. Block it.</source>
        <translation>○로 둡니다. ×가 대각선을 위협하고 있습니다. 막으세요.</translation>
    </message>
    <message>
        <source>You play ×. ○ threatens the top row. Block it. The last square makes no line for anyone: the game is a draw.</source>
        <translation>×로 둡니다. ○가 위쪽 가로줄을 위협하고 있습니다. 막으세요. 마지막 칸으로는 누구도 줄을 만들 수 없습니다: 무승부입니다.</translation>
    </message>
    <message>
        <source>Misère: the centre</source>
        <translation>역규칙: 중앙</translation>
    </message>
    <message>
        <source>In misère, three in a row loses. ○ moves first, so ○ must put down one mark more than ×. The centre is ○'s only safe start.</source>
        <translation>역규칙에서는 세 개를 이으면 패배합니다. ○가 먼저 두므로 ○는 ×보다 기호를 하나 더 놓아야 합니다. ○가 안전하게 시작할 수 있는 곳은 중앙뿐입니다.</translation>
    </message>
    <message>
        <source>You play ○. Start the game. Every start but one loses.</source>
        <translation>○로 둡니다. 게임을 시작하세요. 한 곳을 빼고는 어디서 시작해도 집니다.</translation>
    </message>
    <message>
        <source>You play ○. You started on an edge, and × did not punish it. Take the centre now: it is your only move that does not lose.</source>
        <translation>○로 둡니다. 변에서 시작했는데 ×가 그 틈을 노리지 않았습니다. 지금 중앙을 차지하세요: 지지 않는 수는 그것뿐입니다.</translation>
    </message>
    <message>
        <source>You play ○. Neither of you took the centre. Take it now.</source>
        <translation>○로 둡니다. 아직 아무도 중앙을 차지하지 않았습니다. 지금 차지하세요.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner, not in the centre. Now you can win. Play on an edge.</source>
        <translation>×로 둡니다. ○가 중앙이 아닌 모서리에서 시작했습니다. 이제 이길 수 있습니다. 변에 두세요.</translation>
    </message>
    <message>
        <source>Misère: mirror play</source>
        <translation>역규칙: 대칭으로 두기</translation>
    </message>
    <message>
        <source>With the centre, ○ answers each × on the square straight across the centre. The board then looks the same turned half round. ○ never makes a line first: a line of ○'s would face a line × had already made.</source>
        <translation>중앙을 차지한 ○는 ×가 둘 때마다 중앙 건너 정반대 칸에 둡니다. 그러면 게임판은 반 바퀴 돌려도 똑같아 보입니다. ○가 먼저 줄을 만드는 일은 없습니다: ○의 줄이 생긴다면 그 맞은편에 ×가 이미 만든 줄이 있을 것이기 때문입니다.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner. Answer on the opposite corner.</source>
        <translation>○로 둡니다. ×가 모서리를 차지했습니다. 맞은편 모서리로 응수하세요.</translation>
    </message>
    <message>
        <source>You play ○. × took an edge. Answer on the opposite edge.</source>
        <translation>○로 둡니다. ×가 변을 차지했습니다. 맞은편 변으로 응수하세요.</translation>
    </message>
    <message>
        <source>You play ○. Keep copying: straight across the centre.</source>
        <translation>○로 둡니다. 계속 따라 두세요: 중앙 건너 정반대 칸입니다.</translation>
    </message>
    <message>
        <source>You play ○. Copy × again.</source>
        <translation>○로 둡니다. 다시 ×를 따라 두세요.</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>나중에 만든 줄</translation>
    </message>
    <message>
        <source>In this rule a line does not end the game. Play goes on. If both players make a line, the one who made it later wins.</source>
        <translation>이 규칙에서는 줄이 생겨도 게임이 끝나지 않습니다. 계속 둡니다. 두 사람 모두 줄을 만들면 나중에 만든 쪽이 이깁니다.</translation>
    </message>
    <message>
        <source>You play ×. ○ made a line, but the game goes on. Make your line now: yours is the later line, and it wins.</source>
        <translation>×로 둡니다. ○가 줄을 만들었지만 게임은 계속됩니다. 지금 내 줄을 만드세요: 내 줄이 나중에 만든 줄이므로 이깁니다.</translation>
    </message>
    <message>
        <source>You play ○. You have a line. If × makes one now, ×'s line is later and wins. Block it.</source>
        <translation>○로 둡니다. 내 줄이 있습니다. ×가 지금 줄을 만들면 ×의 줄이 나중이므로 ×가 이깁니다. 막으세요.</translation>
    </message>
    <message>
        <source>You play ×. Two squares are left. If you make your line now, ○ makes one after you and wins. Block ○ first: then it is a draw.</source>
        <translation>×로 둡니다. 두 칸이 남았습니다. 지금 내 줄을 만들면 ○가 그 뒤에 줄을 만들어 이깁니다. 먼저 ○를 막으세요: 그러면 무승부입니다.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the bottom row. You do not have to block it. Make two threats instead: whatever × does, your line comes later.</source>
        <translation>○로 둡니다. ×가 아래쪽 가로줄을 위협하고 있습니다. 막지 않아도 됩니다. 대신 위협 두 개를 만드세요: ×가 무엇을 하든 내 줄이 나중에 생깁니다.</translation>
    </message>
    <message>
        <source>Why the first player wins by the centre</source>
        <translation>선공이 중앙으로 이기는 이유</translation>
    </message>
    <message>
        <source>You play ○. Only one first move wins. A corner or an edge gives only a draw.</source>
        <translation>○로 둡니다. 이기는 첫 수는 하나뿐입니다. 모서리나 변에 두면 무승부밖에 안 됩니다.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Make two threats: × can take only one of them, and your line comes later.</source>
        <translation>○로 둡니다. ×가 왼쪽 세로줄을 위협하고 있습니다. 위협 두 개를 만드세요: ×는 그중 하나만 차지할 수 있고, 내 줄이 나중에 생깁니다.</translation>
    </message>
    <message>
        <source>You play ○. Make your line through the middle now. × has no line left that you cannot block.</source>
        <translation>○로 둡니다. 지금 가운데를 지나는 줄을 만드세요. ×에게는 내가 막을 수 없는 줄이 더 이상 없습니다.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lessons</source>
        <translation>레슨</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>처음부터 다시(&amp;A)</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>이 레슨을 처음부터 다시 하기</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>다음 레슨(&amp;N)</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>다음 레슨</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Close the lessons</source>
        <translation>레슨 닫기</translation>
    </message>
    <message>
        <source>Lesson board</source>
        <translation>레슨 게임판</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>과제</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Win with this move.</source>
        <translation>이 수로 이기세요.</translation>
    </message>
    <message>
        <source>Play a move that wins.</source>
        <translation>이기는 수를 두세요.</translation>
    </message>
    <message>
        <source>Find the fastest win.</source>
        <translation>가장 빨리 이기는 수를 찾으세요.</translation>
    </message>
    <message>
        <source>Make two threats at once.</source>
        <translation>한 번에 위협 두 개를 만드세요.</translation>
    </message>
    <message>
        <source>Block the line.</source>
        <translation>줄을 막으세요.</translation>
    </message>
    <message>
        <source>Play a move that keeps the draw.</source>
        <translation>무승부를 지키는 수를 두세요.</translation>
    </message>
    <message>
        <source>Find the only good move.</source>
        <translation>단 하나의 좋은 수를 찾으세요.</translation>
    </message>
    <message>
        <source>Play the mirror move.</source>
        <translation>대칭 수를 두세요.</translation>
    </message>
    <message>
        <source>{title}  {stars}</source>
        <translation>{title}  {stars}</translation>
    </message>
    <message>
        <source>Stage {number} of {stages}</source>
        <translation>{stages}단계 중 {number}단계</translation>
    </message>
    <message>
        <source>Right: {cell} {reason}.</source>
        <translation>정답: {cell} — {reason}.</translation>
    </message>
    <message>
        <source>Not {cell}: it {reason}. Try again.</source>
        <translation>{cell}은(는) 정답이 아닙니다: {reason}. 다시 해 보세요.</translation>
    </message>
    <message>
        <source>Lesson done with no mistake: {stars} stars.</source>
        <translation>실수 없이 레슨 완료: 별 {stars}개.</translation>
    </message>
    <message>
        <source>Lesson done: {stars} of 3 stars. Play it again for more.</source>
        <translation>레슨 완료: 별 3개 중 {stars}개. 다시 하면 별을 더 받을 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>기보 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>S&amp;ave Game…</source>
        <translation>기보 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>무르기(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 두기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>선후 바꾸기(&amp;S)</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>게임 복기(&amp;V)</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>통계(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>퍼즐(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation>컴퓨터끼리 대국 관전(&amp;W)…</translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation>전적 초기화(&amp;C)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>설정(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>기보 복사(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>기보 붙여넣기(&amp;P)</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>수 분석 보기(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>소리(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>기보(&amp;M)</translation>
    </message>
    <message>
        <source>Game &amp;Tree…</source>
        <translation>게임 트리(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>레슨(&amp;L)…</translation>
    </message>
    <message>
        <source>Strategy &amp;Map…</source>
        <translation>전략 지도(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>게임 방법(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation>틱택토 정보(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>틱택토</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>기보</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>클립보드</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>기보가 아닙니다</translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation>{source}에는 둘 수 있는 대국이 없습니다.

{line}행 {column}열: {problem}.

아무것도 불러오지 않았습니다.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>게임 방법</translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation>틱택토 정보</translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation>대국당 실수</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>%n판, 대국당 평균 실수: 처음 {first:.1f}, 최근 {last:.1f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>아직 보여 줄 대국이 없습니다.</translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation>대국당 실수. 선은 10판 평균</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>기보</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>복기 요약</translation>
    </message>
    <message>
        <source>Game &amp;Tree from Here…</source>
        <translation>여기서부터 게임 트리(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>여기서부터 두기(&amp;P)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>여기서부터 두기</translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation>첫 실수부터 다시(&amp;M)</translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation>첫 실수부터 다시</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Best play: ○ above, × below</source>
        <translation>최선의 진행: 위는 ○ 우세, 아래는 × 우세</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Person</source>
        <comment>a side of a past game</comment>
        <translation>사람</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>실수</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>미완료</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>무</translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation>{mark} 승리</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>내 승리</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>내 패배</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>퍼즐</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>규칙(&amp;R):</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>주제(&amp;H):</translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation>퍼즐 규칙</translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation>퍼즐 주제</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>힌트(&amp;I)</translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation>힌트: 정답 수 보기(실패로 기록됨)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>다시 시도(&amp;T)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>다음 퍼즐(&amp;N)</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>다음 퍼즐</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Game Tree…</source>
        <translation>게임 트리(&amp;G)…</translation>
    </message>
    <message>
        <source>Game tree of this puzzle</source>
        <translation>이 퍼즐의 게임 트리</translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation>퍼즐 닫기</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>과제</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>퍼즐</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation>내 퍼즐 레이팅</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>메모</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>퍼즐 판</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>모든 규칙</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>모든 주제</translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation>틀린 수</translation>
    </message>
    <message>
        <source>right</source>
        <translation>정답</translation>
    </message>
    <message>
        <source>The right move</source>
        <translation>정답 수</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation>바로 이기기</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>막기</translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation>이중 위협 만들기</translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation>이중 위협 막기</translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation>유일하게 비기는 수</translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation>줄 만들지 않기</translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation>상대가 줄을 만들게 하기</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>나중에 만든 줄</translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation>줄을 일찍 완성하지 말아야 할 때</translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation>이 조건에 맞는 퍼즐이 없습니다</translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation>{mark} 차례: 이기는 수</translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation>{mark} 차례: 비기는 수</translation>
    </message>
    <message>
        <source>{rules} · {theme} · from last time: your rating does not move</source>
        <translation>{rules} · {theme} · 지난번 퍼즐: 레이팅은 변하지 않습니다</translation>
    </message>
    <message>
        <source>{rules} · {theme} · review: your rating does not move</source>
        <translation>{rules} · {theme} · 복습: 레이팅은 변하지 않습니다</translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation>{rules} · {theme} · 퍼즐 레이팅 {rating}</translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation>다른 규칙이나 다른 주제를 고르세요.</translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation>그 수가 아닙니다: {mark} {cell} — {reason}. 정답은 {right}입니다. 다시 해 보세요. 이 퍼즐은 실패로 기록됩니다.</translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation>정답입니다. 컴퓨터가 막는 중…</translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation>끝까지 두었습니다. 이 퍼즐은 실패로 기록됩니다: 다시 하거나 다음 퍼즐로 넘어가세요.</translation>
    </message>
    <message>
        <source>Solved! A review counts for the streak, not for the rating.</source>
        <translation>풀었습니다! 복습은 연속 성공에는 들어가지만 레이팅에는 반영되지 않습니다.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>풀었습니다!</translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation>힌트: {cell}에 두세요. 이제 이 퍼즐은 실패로 기록됩니다.</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>정답입니다. 다음 수를 찾으세요.</translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation>결과를 지키는 단 하나의 수를 찾으세요: 칸을 클릭하거나 그 숫자 키를 누르세요.</translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation>{rating} ({change:+d})</translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation>내 레이팅: {rating}  ·  연속 성공: {streak}  ·  최고: {best}</translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation>{cell}은(는) 이미 찼습니다.</translation>
    </message>
    <message>
        <source>Wait for the computer's move.</source>
        <translation>컴퓨터가 둘 때까지 기다리세요.</translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation>이 퍼즐은 끝났습니다: 다음 퍼즐 또는 다시 시도를 누르세요.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back as a skip: your rating will not move.</source>
        <translation>게임을 닫을 때 열려 있던 퍼즐을 다시 불러왔습니다. 건너뛴 것으로 처리되며 레이팅은 변하지 않습니다.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back and still counts as failed.</source>
        <translation>게임을 닫을 때 열려 있던 퍼즐을 다시 불러왔습니다. 이 퍼즐은 그대로 실패로 기록됩니다.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is damaged.</source>
        <translation>퍼즐 결과가 저장되지 않습니다: 대국 기록이 손상되었습니다.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is read-only.</source>
        <translation>퍼즐 결과가 저장되지 않습니다: 대국 기록이 읽기 전용입니다.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: another program is using the game history.</source>
        <translation>퍼즐 결과가 저장되지 않습니다: 다른 프로그램이 대국 기록을 사용 중입니다.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is from a newer version.</source>
        <translation>퍼즐 결과가 저장되지 않습니다: 대국 기록이 더 새로운 버전의 것입니다.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history cannot be used.</source>
        <translation>퍼즐 결과가 저장되지 않습니다: 대국 기록을 사용할 수 없습니다.</translation>
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
        <translation>퍼즐 레이팅 추이</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>퍼즐 %n개. 레이팅은 첫 퍼즐 뒤 {first:.0f}, 지금 {last:.0f}, 최고 {best:.0f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation>아직 푼 퍼즐이 없습니다: 게임 › 퍼즐.</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation>퍼즐마다의 레이팅</translation>
    </message>
</context>
<context>
    <name>ResetScoreDialog</name>
    <message>
        <source>Reset Score</source>
        <translation>전적 초기화</translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation>{where}의 전적을 초기화할까요?</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>이 작업은 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation>이 전적만 초기화(&amp;T)</translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation>모든 전적 초기화(&amp;A)</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>전적 추이</translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation>{first}~{last}번째 대국: {wins}승 {draws}무 {losses}패</translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>아직 보여 줄 대국이 없습니다.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>승</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>무</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>패</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>best</source>
        <translation>최선</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>부정확</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>실수</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>큰 실수</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>이김</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>승리를 지킴</translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation>{cell}의 승리를 놓침</translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation>{cell}의 줄을 열어 둠</translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation>세 개를 이어 패배함</translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation>상대에게 {cell}의 이중 위협을 허용함</translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation>이길 판을 무승부로 만듦</translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation>이길 판을 진 판으로 만듦</translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation>비길 판을 진 판으로 만듦</translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation>여전히 이기지만 더 느림</translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation>필요 이상으로 빨리 짐</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason}); equally best: {others}</source>
        <translation>{mark} {cell}: {reason}; 더 나은 수는 {better} ({better_reason}); 똑같이 최선인 수: {others}</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason})</source>
        <translation>{mark} {cell}: {reason}; 더 나은 수는 {better} ({better_reason})</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}</source>
        <translation>{mark} {cell}: {reason}</translation>
    </message>
    <message>
        <source>{verdict}: {reason}</source>
        <translation>{verdict}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>큰 실수 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>실수 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>부정확한 수 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded moves ({first} to {last}): {counts}, first at {move}.</source>
        <translation>불러온 수({first}~{last}): {counts}, 첫 번째는 {move}.</translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation>실수 없음: 모든 수가 최선의 결과를 지켰습니다.</translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation>양쪽이 최선을 다하면 {move}번째 수부터 이미 지는 국면이었습니다.</translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation>{counts}: 첫 번째는 {move}.</translation>
    </message>
    <message>
        <source>Equally best there: {cells}.</source>
        <translation>똑같이 최선인 수: {cells}.</translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation>그 자리에서는 {cell}이(가) 최선이었습니다.</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>&amp;Speed: {steps} a second</source>
        <extracomment>Steps a second at each stop of the speed slider.</extracomment>
        <translation>속도(&amp;S): 초당 {steps}단계</translation>
    </message>
    <message>
        <source>Search to watch</source>
        <translation>볼 탐색</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>일시 정지(&amp;U)</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>재생(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>한 단계(&amp;T)</translation>
    </message>
    <message>
        <source>Step &amp;Out</source>
        <translation>현재 노드 끝내기(&amp;O)</translation>
    </message>
    <message>
        <source>Run to the &amp;End</source>
        <translation>끝까지 실행(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>처음부터(&amp;R)</translation>
    </message>
    <message>
        <source>Announce each step</source>
        <translation>단계마다 읽어 주기</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>이 컴퓨터에서 2인 대국</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>난이도(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>규칙(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation>선공(&amp;W):</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>상대:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>시스템 설정</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>언어(&amp;A):</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>애니메이션(&amp;N)</translation>
    </message>
    <message>
        <source>Marks are drawn as a pen draws them, and the winning line across the board. Off: everything appears at once, and nothing on the board moves.</source>
        <translation>기호는 펜으로 그리듯 그려지고, 이긴 줄은 게임판을 가로질러 그어집니다. 끄면 모든 것이 바로 나타나고 게임판 위에서 아무것도 움직이지 않습니다.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>소리 크기</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>음량(&amp;V):</translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation>대국이 진행 중입니다: 변경 사항은 다음 게임부터 적용됩니다.</translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation>완벽하게 두며 모든 실수를 응징합니다. 이 규칙에서는 선공이 {cells}(키패드 번호)에 첫 수를 두면 이기므로, 완벽 난이도가 후공일 때 그 첫 수를 만나면 집니다. 살릴 수 있는 대국은 절대 지지 않습니다.</translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation>완벽하게 둡니다: 이 규칙에서는 절대 지지 않고 모든 실수를 응징합니다.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>모든 규칙</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>모든 난이도</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>지난 대국</translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation>기보에서 열기(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>규칙(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>난이도(&amp;L):</translation>
    </message>
    <message>
        <source>Nothing to show yet. Finish a game against the computer and it appears here: your results over time, your mistakes per game, and the game itself to review. Each puzzle you try (Game › Puzzles) adds to your puzzle rating.</source>
        <translation>아직 표시할 내용이 없습니다. 컴퓨터와 대국을 끝내면 여기에 나타납니다: 시간에 따른 결과, 대국당 실수, 그리고 복기할 대국. 퍼즐(게임 › 퍼즐)을 풀 때마다 퍼즐 레이팅에 반영됩니다.</translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation>지난 대국(두 번 클릭하면 복기)(&amp;P):</translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation>대국 기록을 아직 여는 중입니다. 다시 시도하세요</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>이번 실행에서는 대국 기록을 저장하지 않습니다</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>대국 기록이 없어 통계를 볼 수 없습니다: {problem}.</translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation>퍼즐: 아직 풀어 본 퍼즐이 없습니다. 게임 › 퍼즐에서 이기거나 비기는 단 하나의 수를 연습하세요.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>퍼즐: %n개 중 {solved}개 성공. 레이팅은 첫 퍼즐 뒤 {first:.0f}, 지금 {last:.0f}, 최고 {best:.0f}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game rating in {rules}: {rating:.0f} now, {best:.0f} at best.</source>
        <translation>대국 레이팅 ({rules}): 현재 {rating:.0f}, 최고 {best:.0f}.</translation>
    </message>
    <message>
        <source>Game rating: every game you finish against the computer rates you, rule by rule; Adaptive plays at your rating.</source>
        <translation>대국 레이팅: 컴퓨터와 끝낸 모든 대국이 규칙별로 레이팅에 반영됩니다. 적응형은 당신의 레이팅에 맞춰 둡니다.</translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation>이 규칙과 난이도로 둔 대국이 아직 없습니다: 컴퓨터와 끝낸 대국은 모두 여기에 집계됩니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>%n판: {wins}승 {draws}무 {losses}패 (지지 않은 비율 {share}%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>%n판을 두면 실수 추세가 여기에 나타납니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>실수가 줄고 있습니다: 처음에는 대국당 {before:.1f}, 최근 %n판은 {after:.1f}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>대국당 실수: 처음 {before:.1f}, 최근 %n판 {after:.1f}. 대국이 끝나면 첫 실수부터 다시 두어 보세요. 더 빨리 늡니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <source>Computer ({level})</source>
        <translation>컴퓨터({level})</translation>
    </message>
    <message>
        <source>Player ○</source>
        <translation>플레이어 ○</translation>
    </message>
    <message>
        <source>Player ×</source>
        <translation>플레이어 ×</translation>
    </message>
    <message>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <source>Adaptive ({rating})</source>
        <translation>적응형 ({rating})</translation>
    </message>
    <message>
        <source>Perfect: the top</source>
        <translation>완벽: 최고 수준</translation>
    </message>
    <message>
        <source>about {level}</source>
        <translation>{level} 정도</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} 승리</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>이겼습니다</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>컴퓨터가 이겼습니다</translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation>{result}: {loser}이(가) 세 개를 이어 패배</translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation>{result}: 마지막으로 완성한 줄이 승리</translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation>{replay}. End를 눌러 돌아가거나 여기서부터 두기를 누르세요.</translation>
    </message>
    <message>
        <source>Hint: {cell} {reason}.</source>
        <translation>힌트: {cell} — {reason}.</translation>
    </message>
    <message>
        <source>{result} ({lines})</source>
        <translation>{result} ({lines})</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{result}. Click the board or press Ctrl+N to play again.</source>
        <translation>{result}. 판을 클릭하거나 Ctrl+N을 눌러 다시 하세요.</translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation>{owners}에 줄이 생겼습니다: 게임은 계속되며 마지막으로 완성한 줄이 이깁니다. {turn}</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation>컴퓨터가 먼저 둡니다. 생각 중…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>컴퓨터가 생각 중…</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation>{mark}이(가) 먼저 둡니다</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation>{mark} 차례</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation>내가 먼저 둡니다: 나는 {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation>내 차례: 나는 {mark}</translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation>다시 보기: 시작</translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation>다시 보기: {move} 뒤</translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation>기본: 세 개를 이으면 승리.</translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation>역규칙: 세 개를 이으면 패배.</translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation>마지막 줄 승리: 줄이 생겨도 계속 두며, 마지막으로 완성한 줄이 승리.</translation>
    </message>
    <message>
        <source>○ {wins} · Draws {draws} · × {losses}</source>
        <translation>○ {wins} · 무승부 {draws} · × {losses}</translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation>컴퓨터 대국 관전 중: 전적 미반영</translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation>전적 미반영: 관전한 대국</translation>
    </message>
    <message>
        <source>Not scored: a past game</source>
        <translation>전적 미반영: 지난 대국</translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation>전적 미반영: 중간 국면에서 시작한 대국</translation>
    </message>
    <message>
        <source>Wait: your move comes after the computer's.</source>
        <translation>잠깐만요: 컴퓨터가 둔 다음에 당신 차례입니다.</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>2인 대국</translation>
    </message>
    <message>
        <source>A position from the game tree. Press End to go back to the game, or Play from Here in the Game Tree window.</source>
        <translation>게임 트리의 국면입니다. End를 눌러 게임으로 돌아가거나, 게임 트리 창에서 여기서부터 두기를 누르세요.</translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation>{wins}승 · {draws}무 · {losses}패</translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation>{score}   ({table})</translation>
    </message>
    <message>
        <source>{line}, this session only</source>
        <translation>{line}, 이번 실행에만</translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation>2인 대국, {rules}</translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation>{level}, {rules}</translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation>빈 판에서 시작해 컴퓨터가 자기 수를 모두 직접 둔 대국만 전적에 집계됩니다. 붙여넣은 대국, 연 대국, 다시 보기에서 이어 둔 대국은 기록에는 남지만 전적에는 들어가지 않으며, 관전한 대국도 마찬가지입니다. 각 대국은 처음 나온 결과로 한 번만 집계되므로, 끝난 뒤 무르기를 해도 전적은 바뀌지 않습니다. 끝내지 않은 대국은 집계되지 않습니다.</translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation>{result} {plies}</translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation>여기에 두면 바로 이깁니다.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>여기에 두면 양쪽이 최선을 다해도 %n수 만에 이깁니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation>여기에 두면 판이 다 차서 무승부입니다.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>여기에 두면 양쪽이 최선을 다할 때 무승부입니다: %n수 뒤 판이 다 찹니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation>여기에 두면 바로 집니다.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>여기에 두면 상대가 최선을 다할 때 늦어도 %n수 안에 집니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: "win 3" wins in 3 moves, "draw 7" draws when the board fills, "loss 4" loses in 4 at the latest.</source>
        <translation>빈칸마다 양쪽이 최선을 다했을 때의 결과와 게임이 끝날 때까지 남은 수가 표시됩니다: "승 3"은 3수 만에 승리, "무 7"은 판이 다 차서 무승부, "패 4"는 늦어도 4수 안에 패배입니다.</translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation>그 칸({cell})은 이미 찼습니다: 빈칸을 고르세요.</translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation>선후를 바꿨습니다: 이제 나는 {mark}입니다.</translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation>처음부터 이어서 둡니다.</translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation>{move} 뒤부터 이어서 둡니다.</translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>두고 간 게임을 게임판에 다시 놓았습니다: {rules} 규칙, %n수.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>기보를 불러왔습니다: {rules} 규칙, %n수.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>{date} 대국을 불러왔습니다: {rules} 규칙, %n수.</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation>컴퓨터가 수를 두지 못했습니다({message}). Ctrl+N으로 새 게임을 시작하세요.</translation>
    </message>
    <message>
        <source>Your rating in {rules} has passed {level}'s for the first time: Adaptive now plays above it.</source>
        <translation>{rules} 규칙의 레이팅이 처음으로 {level} 수준을 넘었습니다: 이제 적응형이 그보다 강하게 둡니다.</translation>
    </message>
    <message>
        <source>This is the top: Adaptive plays as Perfect, which cannot be beaten under these rules, only held to a draw.</source>
        <translation>최고 수준입니다: 적응형이 완벽으로 둡니다. 이 규칙에서는 이길 수 없고 비기는 것만 가능합니다.</translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>기보를 복사했습니다: %n수.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation>대국 기록 손상: 새 대국이 저장되지 않습니다.</translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation>대국 기록이 읽기 전용: 새 대국이 저장되지 않습니다.</translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation>다른 프로그램이 대국 기록을 사용 중: 새 대국이 저장되지 않습니다.</translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation>대국 기록이 더 새로운 버전의 것: 새 대국이 저장되지 않습니다.</translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation>대국 기록을 사용할 수 없음: 새 대국이 저장되지 않습니다.</translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation>다시 보기 중입니다: 기보에서 End를 누르면 게임으로 돌아가고, 여기서부터 두기를 누르면 이 국면에서 이어서 둡니다.</translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation>관전을 멈췄습니다: 이제 2인 대국으로 이어 두세요. Ctrl+N으로 새 게임을 시작합니다.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>무를 수가 없습니다.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>다시 둘 수가 없습니다.</translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation>게임이 끝났습니다: 힌트가 필요 없습니다. 판을 클릭하면 새 게임을 시작합니다.</translation>
    </message>
    <message>
        <source>Wait for the computer's move, then ask for a hint.</source>
        <translation>컴퓨터가 둔 다음에 힌트를 요청하세요.</translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation>새 설정을 저장했습니다: 다음 게임부터 적용됩니다.</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>그 대국은 더 이상 기록에 없습니다.</translation>
    </message>
    <message>
        <source>Your game rating is provisional: the history cannot keep it, so it lasts until you close the game.</source>
        <translation>대국 레이팅은 임시입니다: 대국 기록에 저장할 수 없어 게임을 닫을 때까지만 유지됩니다.</translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation>복기는 게임이 끝나면 나옵니다. 지금까지 둔 수를 보여 줍니다.</translation>
    </message>
    <message>
        <source>Waiting for the game history, which is busy: the games that end meanwhile are kept once it is free.</source>
        <translation>대국 기록이 사용 중이라 기다리는 중: 그동안 끝난 대국은 기록이 비는 대로 저장됩니다.</translation>
    </message>
    <message>
        <source>The game history is free again: every finished game is kept.</source>
        <translation>대국 기록을 다시 쓸 수 있습니다: 끝난 대국이 모두 저장되었습니다.</translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation>모든 전적을 초기화했습니다.</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>{where}의 전적을 초기화했습니다.</translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message>
        <source>Strategy Map</source>
        <translation>전략 지도</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>규칙(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>편(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>용지(&amp;P):</translation>
    </message>
    <message>
        <source>○, who moves first</source>
        <translation>○, 먼저 두는 쪽</translation>
    </message>
    <message>
        <source>×, who moves second</source>
        <translation>×, 나중에 두는 쪽</translation>
    </message>
    <message>
        <source>Sa&amp;ve as SVG…</source>
        <translation>SVG로 저장(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>The strategy map's page</source>
        <translation>전략 지도 페이지</translation>
    </message>
    <message>
        <source>Making the map…</source>
        <translation>지도를 만드는 중…</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>국면 %n개, 각각 한 수</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Strategy Map</source>
        <translation>전략 지도 저장</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 그림 (*.svg)</translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>국면 %n개: {mark}가 이 지도를 따르면 상대가 무엇을 두든 나올 수 있는 모든 국면입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>판 위의 표시 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>{mark}의 {number}번째 수: {marks}인 국면 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (first player)</source>
        <translation>전략 지도: {rule}, {mark} (선공)</translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (second player)</source>
        <translation>전략 지도: {rule}, {mark} (후공)</translation>
    </message>
    <message>
        <source>Every move here keeps the win, and wins as fast as it can.</source>
        <translation>여기의 모든 수는 승리를 지키고, 가장 빨리 이깁니다.</translation>
    </message>
    <message>
        <source>Every move here keeps the draw, and leaves the other side the most ways to go wrong.</source>
        <translation>여기의 모든 수는 무승부를 지키고, 상대에게 실수할 길을 가장 많이 남깁니다.</translation>
    </message>
    <message>
        <source>This side loses against best play; every move here leaves the other side the most ways to go wrong.</source>
        <translation>이쪽은 최선의 상대에게 집니다. 여기의 모든 수는 상대에게 실수할 길을 가장 많이 남깁니다.</translation>
    </message>
    <message>
        <source>Rule: {description}</source>
        <translation>규칙: {description}</translation>
    </message>
    <message>
        <source>Find your board and play the square marked in blue; its keypad digit is under it.</source>
        <translation>자기 판을 찾아 파란색으로 표시된 칸에 두세요. 그 칸의 키패드 번호가 판 아래에 있습니다.</translation>
    </message>
    <message>
        <source>keypad</source>
        <comment>under the key of the squares' keypad digits</comment>
        <translation>숫자 키패드</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch the Computer Play</source>
        <translation>컴퓨터끼리 대국 관전</translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation>○ 난이도</translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation>× 난이도</translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation>○ (선공)(&amp;F):</translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation>× (후공)(&amp;S):</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Easy</source>
        <translation>쉬움</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>완벽</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>적응형</translation>
    </message>
    <message>
        <source>Plays about as well as you do: before each game it picks its strength from your rating in these rules, so that you win about as often as you lose. It starts below Medium and follows you all the way to Perfect.</source>
        <translation>당신과 비슷한 실력으로 둡니다: 대국마다 이 규칙에서의 레이팅을 보고 강도를 골라, 이기는 만큼 지도록 맞춥니다. 보통보다 낮은 수준에서 시작해 완벽까지 따라갑니다.</translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation>아무 칸에나 무작위로 둡니다. 첫 게임에 알맞습니다.</translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation>이길 수 있으면 이기고 상대의 줄은 막지만, 앞을 내다보지는 않습니다.</translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation>세 수 앞을 내다봅니다. 강하지만 이길 수 있습니다.</translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation>완벽하게 둡니다: 절대 지지 않고 모든 실수를 응징합니다.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>기본</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>역규칙</translation>
    </message>
    <message>
        <source>Last line wins</source>
        <translation>마지막 줄 승리</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation>기본</translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation>역방향</translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation>마지막 줄 승리</translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation>세 개를 이으면 승리. 줄 없이 판이 다 차면 무승부입니다.</translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation>세 개를 이으면 패배: 상대가 줄을 완성하게 만드세요.</translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation>줄이 생겨도 게임이 끝나지 않습니다. 그 뒤 상대도 줄을 만들면 나중에 만든 줄이 바로 이기고, 그렇지 않으면 판이 다 찼을 때 먼저 만든 줄이 이깁니다.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation>게임마다 번갈아</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>wins now</source>
        <translation>바로 이김</translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation>줄을 막음</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>이중 위협을 만듦</translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation>승리를 강제함</translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation>무승부를 지킴</translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation>가장 오래 버팀</translation>
    </message>
    <message>
        <source>win</source>
        <translation>승</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>무</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>패</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>왼쪽 위</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>가운데 위</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>오른쪽 위</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>왼쪽 가운데</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>중앙</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>오른쪽 가운데</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>왼쪽 아래</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>가운데 아래</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>오른쪽 아래</translation>
    </message>
    <message>
        <source>{place} ({digit})</source>
        <translation>{place}({digit})</translation>
    </message>
    <message>
        <source>top row</source>
        <translation>위쪽 가로줄</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>가운데 가로줄</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>아래쪽 가로줄</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>왼쪽 세로줄</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>가운데 세로줄</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>오른쪽 세로줄</translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation>왼쪽 위에서 시작하는 대각선</translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation>오른쪽 위에서 시작하는 대각선</translation>
    </message>
</context>
</TS>
