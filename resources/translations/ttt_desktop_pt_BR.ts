<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Board cells</name>
    <message>
        <source>empty</source>
        <translation>vazia</translation>
    </message>
    <message>
        <source>{place}, {content}</source>
        <translation>{place}, {content}</translation>
    </message>
    <message>
        <source>key {digit}</source>
        <translation>tecla {digit}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>última jogada</translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation>dica: a melhor jogada</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation>Mova com as setas e jogue com Enter, ou tecle de 1 a 9 como num teclado numérico: 7 é o canto superior esquerdo.</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation>Avaliação após cada jogada</translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation>Valores para ○ após cada jogada: {values}</translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation>Quem vence com jogo perfeito após cada jogada, a partir do tabuleiro vazio à esquerda: acima da linha do meio ○ vence, abaixo × vence, sobre ela é empate. A marca é a posição no tabuleiro.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <source>Cannot Open Game</source>
        <translation>Não é possível abrir a partida</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>Não é uma partida</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>Não é possível salvar a partida</translation>
    </message>
    <message>
        <source>{problem}

Nothing was loaded.</source>
        <translation>{problem}

Nada foi carregado.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {error}.</source>
        <translation>Não foi possível salvar a partida em {file}: {error}.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>O arquivo de configurações estava danificado e foi redefinido; uma cópia foi guardada como {name}.</translation>
    </message>
    <message>
        <source>Settings changes will not be kept after the game closes: {file} cannot be written ({error}).</source>
        <translation>As alterações nas configurações não serão mantidas depois que o jogo fechar: não é possível gravar em {file} ({error}).</translation>
    </message>
</context>
<context>
    <name>FirstStartLine</name>
    <message>
        <source>New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>Primeira vez aqui? Ajuda › Lições ensina o jogo em dez minutos. O computador se adapta: joga mais ou menos tão bem quanto você. Os níveis e as três regras ficam em Jogo › Configurações; Jogo › Quebra-cabeças treina jogadas isoladas.</translation>
    </message>
    <message>
        <source>Got &amp;It</source>
        <translation>E&amp;ntendi</translation>
    </message>
    <message>
        <source>Dismiss this tip</source>
        <translation>Fechar esta dica</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Primeira execução</translation>
    </message>
</context>
<context>
    <name>GameFileMenu</name>
    <message>
        <source>Open Rec&amp;ent</source>
        <translation>A&amp;brir recente</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Games (*.ttt *.txt);;All files (*)</source>
        <translation>Partidas (*.ttt *.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Salvar partida</translation>
    </message>
    <message>
        <source>Games (*.ttt);;All files (*)</source>
        <translation>Partidas (*.ttt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Limpar lista</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Nenhuma partida recente</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a regular file, so it cannot hold a game.</source>
        <translation>{file} não é um arquivo comum, então não pode conter uma partida.</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}.</source>
        <translation>Não foi possível ler {file}: {error}.</translation>
    </message>
    <message>
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>{file} tem mais de 64 KB, então não pode conter uma partida.</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>{file} não é um arquivo de texto, então não pode conter uma partida.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>Regras em vigor</translation>
    </message>
</context>
<context>
    <name>GameRatingChart</name>
    <message>
        <source>Game rating over time</source>
        <translation>Pontuação nas partidas ao longo do tempo</translation>
    </message>
    <message>
        <source>Game rating after each game</source>
        <translation>Pontuação após cada partida</translation>
    </message>
    <message>
        <source>No rated games yet: play the computer.</source>
        <translation>Ainda não há partidas pontuadas: jogue contra o computador.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n partida pontuada; pontuação {first:.0f} após a primeira, {last:.0f} agora, máxima {best:.0f}</numerusform>
            <numerusform>%n partidas pontuadas; pontuação {first:.0f} após a primeira, {last:.0f} agora, máxima {best:.0f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTreeModel</name>
    <message>
        <source>Move</source>
        <extracomment>The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).</extracomment>
        <translation>Jogada</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Meias-jogadas</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Replies that lose</source>
        <translation>Respostas que perdem</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfeito</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Quantidade</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Game tree: {rules}</source>
        <translation>Árvore do jogo: {rules}</translation>
    </message>
    <message>
        <source>Export the Game Tree</source>
        <translation>Exportar a árvore do jogo</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Imagens SVG (*.svg)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>Não exportado</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {reason}.</source>
        <translation>Não foi possível gravar a imagem em {path}: {reason}.</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Árvore do jogo</translation>
    </message>
    <message>
        <source>&amp;Merge transpositions</source>
        <translation>&amp;Unir transposições</translation>
    </message>
    <message>
        <source>&amp;Fold symmetry</source>
        <translation>A&amp;grupar simetrias</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Árvore do jogo</translation>
    </message>
    <message>
        <source>Show on &amp;Board</source>
        <translation>Mostrar no &amp;tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Jogar da&amp;qui</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>E&amp;xportar SVG…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Watch the search</source>
        <translation>Acompanhar a busca</translation>
    </message>
</context>
<context>
    <name>GameTreeWords</name>
    <message>
        <source>the root</source>
        <translation>a raiz</translation>
    </message>
    <message>
        <source>Below this position: nodes {nodes} · finished games {games} · positions {positions} · up to symmetry {classes}</source>
        <translation>Abaixo desta posição: nós {nodes} · partidas terminadas {games} · posições {positions} · a menos de simetria {classes}</translation>
    </message>
    <message>
        <source>{rules} · {facts}</source>
        <translation>{rules} · {facts}</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>Aqui a partida terminou.</translation>
    </message>
    <message>
        <source>{mark} to move · value: {value} · plies to the end with best play: {plies}</source>
        <translation>Vez de {mark} · valor: {value} · meias-jogadas até o fim com o melhor jogo: {plies}</translation>
    </message>
    <message>
        <source>Positions where Hard may play a move that is not best, {rules}: {count} of {total}</source>
        <translation>Posições em que o Difícil pode fazer uma jogada que não é a melhor, {rules}: {count} de {total}</translation>
    </message>
    <message>
        <source>Values +1, 0, −1 for the side to move · moves tried in the order 7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta</source>
        <translation>Valores +1, 0, −1 para o lado da vez · jogadas testadas na ordem 7 8 9 4 5 6 1 2 3 · alfa-beta fail-hard a partir de (−1, +1), com corte assim que alfa ≥ beta</translation>
    </message>
    <message>
        <source>it gives the value away</source>
        <translation>perde o valor da posição</translation>
    </message>
    <message>
        <source>it keeps the value, but wins later or loses sooner</source>
        <translation>mantém o valor, mas vence mais tarde ou perde mais cedo</translation>
    </message>
    <message>
        <source>no other move keeps the value as well</source>
        <translation>nenhuma outra jogada mantém o valor tão bem</translation>
    </message>
    <message>
        <source>it gives you more ways to go wrong</source>
        <translation>dá ao adversário mais maneiras de errar</translation>
    </message>
    <message>
        <source>centre, corners and edges are equally likely</source>
        <translation>centro, cantos e laterais são igualmente prováveis</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark} · plies to the end with best play: {plies}</source>
        <translation>{move}: {value} para {mark} · meias-jogadas até o fim com o melhor jogo: {plies}</translation>
    </message>
    <message>
        <source>A best move: it keeps the value.</source>
        <translation>Uma das melhores jogadas: mantém o valor.</translation>
    </message>
    <message>
        <source>Not a best move: it gives the value away.</source>
        <translation>Não é das melhores: perde o valor.</translation>
    </message>
    <message>
        <source>Draws are not all equal: of {mark}'s {replies} replies, {losing} lose.</source>
        <translation>Nem todo empate é igual: das {replies} respostas de {mark}, {losing} perdem.</translation>
    </message>
    <message>
        <source>Perfect plays it {percent} of the time: {reason}.</source>
        <translation>O Perfeito a joga em {percent} das vezes: {reason}.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and may play it.</source>
        <translation>O Difícil dá {score} a ela olhando três meias-jogadas e pode jogá-la.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and does not play it.</source>
        <translation>O Difícil dá {score} a ela olhando três meias-jogadas e não a joga.</translation>
    </message>
    <message>
        <source>Hard errs in this position: it may play a move that is not best.</source>
        <translation>O Difícil erra nesta posição: pode fazer uma jogada que não é a melhor.</translation>
    </message>
    <message>
        <source>Move orders that reach it: {orders}</source>
        <translation>Ordens de jogadas que chegam aqui: {orders}</translation>
    </message>
    <message>
        <source>Positions it stands for: {positions} · symmetric images of its position: {size}</source>
        <translation>Posições que representa: {positions} · imagens simétricas da sua posição: {size}</translation>
    </message>
    <message>
        <source>Met before, on an earlier branch: open it there.</source>
        <translation>Já apareceu em um ramo anterior: abra-o lá.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>melhor jogada</translation>
    </message>
    <message>
        <source>not best</source>
        <translation>não é a melhor</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark}, plies to the end {plies}, {verdict}</source>
        <translation>{move}: {value} para {mark}, meias-jogadas até o fim {plies}, {verdict}</translation>
    </message>
    <message>
        <source>Plain minimax</source>
        <translation>Minimax simples</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alfa-beta</translation>
    </message>
    <message>
        <source>Minimax with memory</source>
        <translation>Minimax com memória</translation>
    </message>
    <message>
        <source>Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: {hits}</source>
        <translation>Nós visitados: {nodes} · Cortes: {cutoffs} · Acertos na tabela: {hits}</translation>
    </message>
    <message>
        <source>Visit {path}</source>
        <translation>Visita {path}</translation>
    </message>
    <message>
        <source>Leave {path} with {value}</source>
        <translation>Sai de {path} com {value}</translation>
    </message>
    <message>
        <source>Cut-off at {path}: alpha {value} ≥ beta; {untried} not tried</source>
        <translation>Corte em {path}: alfa {value} ≥ beta; {untried} não testadas</translation>
    </message>
    <message>
        <source>Table hit {path}: {value}</source>
        <translation>Acerto na tabela {path}: {value}</translation>
    </message>
    <message>
        <source>Done: the root's value is {value}</source>
        <translation>Pronto: o valor da raiz é {value}</translation>
    </message>
    <message>
        <source>{search}: press Play or Step to start.</source>
        <translation>{search}: pressione Reproduzir ou Passo para começar.</translation>
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
&lt;h3&gt;Como jogar&lt;/h3&gt;
&lt;p&gt;Dois jogadores se revezam colocando sua marca numa casa vazia: ○ joga primeiro, × em segundo.
Clique numa casa, tecle um dígito &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; (dispostos como num teclado numérico: 7 8 9 é a
linha de cima) ou mova o cursor com as &lt;b&gt;setas&lt;/b&gt; e pressione &lt;b&gt;Enter&lt;/b&gt; ou
&lt;b&gt;Espaço&lt;/b&gt;.&lt;/p&gt;
&lt;h4&gt;As regras (Jogo › Configurações…)&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Padrão&lt;/b&gt;: três em linha, coluna ou diagonal vencem. Tabuleiro cheio sem nenhuma linha é
empate.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Misère&lt;/b&gt;: três em linha &lt;i&gt;perdem&lt;/i&gt;. Force o adversário a completar uma linha.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Vence a última linha&lt;/b&gt;: uma linha não encerra a partida. Se o outro jogador também fizer uma depois, essa linha posterior vence na hora; se não, a primeira linha vence quando o tabuleiro enche.&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;Teclas&lt;/h4&gt;
{keys}
&lt;p&gt;O placar conta vitórias, empates e derrotas para cada regra e nível. Só conta uma partida jogada a partir
do tabuleiro vazio, com o computador fazendo todas as suas próprias jogadas: partidas coladas, abertas e
repetidas ficam no histórico e são revisadas, mas não pontuam. Cada partida conta uma vez,
com o primeiro resultado que alcança: desfazer após o fim permite rever e continuar jogando, mas
não muda o placar. Uma partida não terminada (nova partida, troca de lado, janela fechada) não
conta. Jogo › Zerar placar… pergunta antes e pode zerar esta regra e nível ou todos.&lt;/p&gt;
&lt;p&gt;Num terminal, Ctrl+C fecha o jogo como Jogo › Sair.&lt;/p&gt;
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
&lt;h4&gt;Adaptativo&lt;/h4&gt;
&lt;p&gt;O Adaptativo, o nível de quem está começando (Jogo › Configurações…), joga mais ou menos tão bem quanto
você. Cada partida que você termina contra o computador a partir do tabuleiro vazio muda sua pontuação nas
partidas nessas regras, e o Adaptativo joga a próxima com a força em que você deve fazer cerca de metade
dos pontos (uma vitória vale 1, um empate vale ½). Acima do tabuleiro ele aparece como "Adaptativo (1720)",
sua pontuação nessa partida. Quando sua pontuação se firma perto do topo, o Adaptativo joga como
Perfeito.&lt;/p&gt;
&lt;h4&gt;Quebra-cabeças&lt;/h4&gt;
&lt;p&gt;Jogo › Quebra-cabeças… mostra uma posição em que exatamente uma jogada mantém a vitória ou o empate:
encontre-a. Uma jogada errada é marcada com o motivo e a jogada certa, e "Tentar novamente" deixa você
procurar mais uma vez. "Dica" mostra a jogada certa, e o quebra-cabeça passa a contar como não resolvido;
"Próximo quebra-cabeça" segue adiante. Os quebra-cabeças são escolhidos perto da sua pontuação nos
quebra-cabeças, e os que você errou voltam mais tarde.&lt;/p&gt;
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
&lt;h3&gt;Jogo da velha · 三目並べ&lt;/h3&gt;
&lt;p&gt;Versão {version}&lt;/p&gt;
&lt;p&gt;Jogo da velha (マルバツ) com três variantes de regras e cinco níveis do computador: quatro, de um
iniciante que joga ao acaso a um jogador perfeito que resolve qualquer posição, e o Adaptativo, que joga
no seu nível.&lt;/p&gt;
&lt;p&gt;Feito com Python e Qt for Python (PySide6).&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation>Histórico danificado</translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation>O histórico de partidas está danificado, então nenhuma partida está sendo guardada. Deixar o arquivo danificado de lado (renomeado, não excluído) e começar um novo histórico?</translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation>&amp;Iniciar um novo histórico</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Agora não</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation>O histórico danificado foi guardado como {file}; um novo histórico foi iniciado.</translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation>Não foi possível renomear o histórico danificado: nenhuma partida está sendo guardada.</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <source>The centre</source>
        <translation>O centro</translation>
    </message>
    <message>
        <source>The centre square is in four lines: the middle row, the middle column and both diagonals. A corner is in three lines. An edge is in only two.</source>
        <translation>A casa do centro está em quatro linhas: a linha do meio, a coluna do meio e as duas diagonais. Um canto está em três linhas. Uma lateral, em apenas duas.</translation>
    </message>
    <message>
        <source>You play ○. Your two corners are on one diagonal. The centre joins them. Take it and win.</source>
        <translation>Você joga com ○. Seus dois cantos estão na mesma diagonal. O centro os une. Ocupe-o e vença.</translation>
    </message>
    <message>
        <source>You play ×. If ○ gets the centre, ○ has two diagonals at once, and you cannot block both. Take the centre first.</source>
        <translation>Você joga com ×. Se ○ ficar com o centro, terá duas diagonais de uma vez, e você não consegue bloquear as duas. Ocupe o centro primeiro.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the middle column. The centre blocks it, and it gives you two lines at once.</source>
        <translation>Você joga com ○. × tem duas na coluna do meio. O centro a bloqueia e ainda dá a você duas linhas de uma vez.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it in the centre. From there you threaten the middle column too, and you can win.</source>
        <translation>Você joga com ×. ○ tem duas na linha do meio. Bloqueie-a no centro. Dali você também ameaça a coluna do meio e pode vencer.</translation>
    </message>
    <message>
        <source>The corners</source>
        <translation>Os cantos</translation>
    </message>
    <message>
        <source>After the centre, the corners are the best squares. Each corner is in three lines. An edge is in only two.</source>
        <translation>Depois do centro, os cantos são as melhores casas. Cada canto está em três linhas. Uma lateral está em apenas duas.</translation>
    </message>
    <message>
        <source>You play ×. ○ took the centre. Answer in a corner. An edge loses.</source>
        <translation>Você joga com ×. ○ ocupou o centro. Responda num canto. Uma lateral perde.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and a corner. Take a free corner. On an edge, ○ could make two threats.</source>
        <translation>Você joga com ×. ○ tem o centro e um canto. Ocupe um canto livre. Se você jogar numa lateral, ○ poderá criar duas ameaças.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, not the centre. Take another corner: soon you can make two threats at once.</source>
        <translation>Você joga com ○. × ocupou um canto, não o centro. Ocupe outro canto: logo você poderá criar duas ameaças de uma vez.</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloquear</translation>
    </message>
    <message>
        <source>Two marks in a line with the third square empty is a threat: next move, they win there. Put your own mark on that square. That is a block.</source>
        <translation>Duas marcas do mesmo jogador numa linha, com a terceira casa vazia, são uma ameaça: na próxima jogada, esse jogador vence ali. Coloque a sua própria marca nessa casa. Isso é um bloqueio.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the top row. Block the third square.</source>
        <translation>Você joga com ×. ○ tem duas na linha de cima. Bloqueie a terceira casa.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two on a diagonal. Block it.</source>
        <translation>Você joga com ×. ○ tem duas numa diagonal. Bloqueie-a.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it.</source>
        <translation>Você joga com ×. ○ tem duas na linha do meio. Bloqueie-a.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the top row. Block it. Then you threaten the middle column yourself.</source>
        <translation>Você joga com ○. × tem duas na linha de cima. Bloqueie-a. Aí é você quem ameaça a coluna do meio.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row, but you can win now. Your own win comes first: a win ends the game.</source>
        <translation>Você joga com ○. × ameaça a linha do meio, mas você pode vencer já. Sua própria vitória vem primeiro: uma vitória encerra a partida.</translation>
    </message>
    <message>
        <source>Make two threats</source>
        <translation>Criar duas ameaças</translation>
    </message>
    <message>
        <source>A threat is two of your marks in a line with the third square empty. One move can make two threats at once. The other player can block only one of them. This is called a fork.</source>
        <translation>Uma ameaça são duas marcas suas numa linha com a terceira casa vazia. Uma jogada pode criar duas ameaças de uma vez. O outro jogador só consegue bloquear uma delas. Isso se chama garfo.</translation>
    </message>
    <message>
        <source>You play ○. Find a square that makes two threats at once.</source>
        <translation>Você joga com ○. Encontre uma casa que crie duas ameaças de uma vez.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Block it, and the same move makes two threats of yours.</source>
        <translation>Você joga com ○. × ameaça a coluna da esquerda. Bloqueie-a, e a mesma jogada cria duas ameaças suas.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the right column. Block it with a move that makes two threats.</source>
        <translation>Você joga com ○. × ameaça a coluna da direita. Bloqueie-a com uma jogada que crie duas ameaças.</translation>
    </message>
    <message>
        <source>You play ×. ○ has just blocked your middle column. Now make two threats at once.</source>
        <translation>Você joga com ×. ○ acabou de bloquear sua coluna do meio. Agora crie duas ameaças de uma vez.</translation>
    </message>
    <message>
        <source>Answer a corner with the centre</source>
        <translation>Responder a um canto com o centro</translation>
    </message>
    <message>
        <source>When ○ starts in a corner, × has one good answer: the centre. Every other answer lets ○ make two threats later.</source>
        <translation>Quando ○ começa num canto, × tem só uma resposta boa: o centro. Qualquer outra resposta deixa ○ criar duas ameaças mais tarde.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner. Answer it.</source>
        <translation>Você joga com ×. ○ começou num canto. Responda.</translation>
    </message>
    <message>
        <source>You play ×. Another corner. The same answer.</source>
        <translation>Você joga com ×. Outro canto. A mesma resposta.</translation>
    </message>
    <message>
        <source>You play ×. You have the centre. Now ○ has two in the top row: block it.</source>
        <translation>Você joga com ×. Você tem o centro. Agora ○ tem duas na linha de cima: bloqueie-a.</translation>
    </message>
    <message>
        <source>You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not let ○ make two threats.</source>
        <translation>Você joga com ×. ○ tem um canto e uma lateral, longe um do outro. Mantenha o empate: não deixe ○ criar duas ameaças.</translation>
    </message>
    <message>
        <source>The opposite-corner defence</source>
        <translation>A defesa do canto oposto</translation>
    </message>
    <message>
        <source>○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a corner loses for ×. An edge holds the draw.</source>
        <translation>○ ocupa um canto, × ocupa o centro, e ○ ocupa o canto oposto. Agora um canto perde para ×. Uma lateral mantém o empate.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two opposite corners. Play on an edge. A corner would let ○ make two threats.</source>
        <translation>Você joga com ×. ○ tem dois cantos opostos. Jogue numa lateral. Um canto deixaria ○ criar duas ameaças.</translation>
    </message>
    <message>
        <source>You play ×. The same trap, turned round. Play on an edge.</source>
        <translation>Você joga com ×. A mesma armadilha, girada. Jogue numa lateral.</translation>
    </message>
    <message>
        <source>You play ○. × played on an edge and threatens the middle column. Block it.</source>
        <translation>Você joga com ○. × jogou numa lateral e ameaça a coluna do meio. Bloqueie-a.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, and that loses. Block × and make two threats with the same move.</source>
        <translation>Você joga com ○. × ocupou um canto, e isso perde. Bloqueie × e crie duas ameaças com a mesma jogada.</translation>
    </message>
    <message>
        <source>Traps that lose</source>
        <translation>Armadilhas que fazem perder</translation>
    </message>
    <message>
        <source>Some moves look safe but lose. Learn to see them, and to win when the other player falls in.</source>
        <translation>Algumas jogadas parecem seguras, mas perdem. Aprenda a reconhecê-las e a vencer quando o outro jogador cai nelas.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and the corner opposite yours. An edge looks safe, but it loses. Take a corner.</source>
        <translation>Você joga com ×. ○ tem o centro e o canto oposto ao seu. Uma lateral parece segura, mas perde. Ocupe um canto.</translation>
    </message>
    <message>
        <source>You play ○. × fell in: × played on an edge. Block × and make two threats.</source>
        <translation>Você joga com ○. × caiu na armadilha: jogou numa lateral. Bloqueie × e crie duas ameaças.</translation>
    </message>
    <message>
        <source>You play ○. × answered your centre with an edge. That loses. Block × and make two threats.</source>
        <translation>Você joga com ○. × respondeu ao seu centro com uma lateral. Isso perde. Bloqueie × e crie duas ameaças.</translation>
    </message>
    <message>
        <source>You play ○. × answered your corner with an edge, not the centre. That loses for ×. Play a move that keeps your win.</source>
        <translation>Você joga com ○. × respondeu ao seu canto com uma lateral, não com o centro. Isso faz × perder. Faça uma jogada que mantenha a sua vitória.</translation>
    </message>
    <message>
        <source>You play ○. The mirror move still works: if anyone makes a line, × makes it first.</source>
        <translation>Você joga com ○. A jogada espelhada ainda funciona: se alguém fizer linha, × faz primeiro.</translation>
    </message>
    <message>
        <source>In this rule ○ wins by starting in the centre. Then × can make a line only on the edge of the board. ○ has four lines through the middle.</source>
        <translation>Nesta regra, ○ vence começando no centro. Assim, × só consegue fazer linha na borda do tabuleiro. ○ tem quatro linhas que passam pelo meio.</translation>
    </message>
    <message>
        <source>Why best play draws</source>
        <translation>Por que o jogo perfeito termina em empate</translation>
    </message>
    <message>
        <source>When neither player makes a mistake, tic-tac-toe is a draw. Every threat can be blocked, and every fork can be stopped before it is made. Play one whole game where both players block.</source>
        <translation>Quando nenhum jogador erra, o jogo da velha termina em empate. Toda ameaça pode ser bloqueada, e todo garfo pode ser impedido antes de ser feito. Jogue uma partida inteira em que os dois jogadores bloqueiam.</translation>
    </message>
    <message>
        <source>You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make two threats.</source>
        <translation>Você joga com ×. ○ tem uma lateral e um canto. Mantenha o empate: não deixe ○ criar duas ameaças.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row. Block it.</source>
        <translation>Você joga com ○. × ameaça a linha do meio. Bloqueie-a.</translation>
    </message>
    <message>
        <source>You play ×. ○'s block made a threat in the left column. Block it too.</source>
        <translation>Você joga com ×. O bloqueio de ○ criou uma ameaça na coluna da esquerda. Bloqueie-a também.</translation>
    </message>
    <message>
        <source>You play ○. × threatens a diagonal. Block it.</source>
        <translation>Você joga com ○. × ameaça uma diagonal. Bloqueie-a.</translation>
    </message>
    <message>
        <source>You play ×. ○ threatens the top row. Block it. The last square makes no line for anyone: the game is a draw.</source>
        <translation>Você joga com ×. ○ ameaça a linha de cima. Bloqueie-a. A última casa não forma linha para ninguém: a partida termina em empate.</translation>
    </message>
    <message>
        <source>Misère: the centre</source>
        <translation>Misère: o centro</translation>
    </message>
    <message>
        <source>In misère, three in a row loses. ○ moves first, so ○ must put down one mark more than ×. The centre is ○'s only safe start.</source>
        <translation>Na regra misère, três em linha perdem. ○ joga primeiro, então ○ precisa colocar uma marca a mais que ×. O centro é o único começo seguro para ○.</translation>
    </message>
    <message>
        <source>You play ○. Start the game. Every start but one loses.</source>
        <translation>Você joga com ○. Comece a partida. Todo começo perde, menos um.</translation>
    </message>
    <message>
        <source>You play ○. You started on an edge, and × did not punish it. Take the centre now: it is your only move that does not lose.</source>
        <translation>Você joga com ○. Você começou numa lateral, e × não puniu isso. Ocupe o centro agora: é a sua única jogada que não perde.</translation>
    </message>
    <message>
        <source>You play ○. Neither of you took the centre. Take it now.</source>
        <translation>Você joga com ○. Nenhum dos dois ocupou o centro. Ocupe-o agora.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner, not in the centre. Now you can win. Play on an edge.</source>
        <translation>Você joga com ×. ○ começou num canto, não no centro. Agora você pode vencer. Jogue numa lateral.</translation>
    </message>
    <message>
        <source>Misère: mirror play</source>
        <translation>Misère: jogo espelhado</translation>
    </message>
    <message>
        <source>With the centre, ○ answers each × on the square straight across the centre. The board then looks the same turned half round. ○ never makes a line first: a line of ○'s would face a line × had already made.</source>
        <translation>Com o centro, ○ responde a cada × na casa oposta, do outro lado do centro. Assim o tabuleiro fica igual se você o girar meia-volta. ○ nunca faz linha primeiro: cada linha de ○ ficaria de frente para uma linha que × já teria feito.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner. Answer on the opposite corner.</source>
        <translation>Você joga com ○. × ocupou um canto. Responda no canto oposto.</translation>
    </message>
    <message>
        <source>You play ○. × took an edge. Answer on the opposite edge.</source>
        <translation>Você joga com ○. × ocupou uma lateral. Responda na lateral oposta.</translation>
    </message>
    <message>
        <source>You play ○. Keep copying: straight across the centre.</source>
        <translation>Você joga com ○. Continue copiando: bem em frente, do outro lado do centro.</translation>
    </message>
    <message>
        <source>You play ○. Copy × again.</source>
        <translation>Você joga com ○. Copie × de novo.</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>A linha posterior</translation>
    </message>
    <message>
        <source>In this rule a line does not end the game. Play goes on. If both players make a line, the one who made it later wins.</source>
        <translation>Nesta regra, uma linha não encerra a partida. O jogo continua. Se os dois jogadores fizerem uma linha, vence quem fez a sua depois.</translation>
    </message>
    <message>
        <source>You play ×. ○ made a line, but the game goes on. Make your line now: yours is the later line, and it wins.</source>
        <translation>Você joga com ×. ○ fez uma linha, mas a partida continua. Faça sua linha agora: a sua é a linha posterior, e ela vence.</translation>
    </message>
    <message>
        <source>You play ○. You have a line. If × makes one now, ×'s line is later and wins. Block it.</source>
        <translation>Você joga com ○. Você tem uma linha. Se × fizer uma agora, a linha de × é posterior e vence. Bloqueie-a.</translation>
    </message>
    <message>
        <source>You play ×. Two squares are left. If you make your line now, ○ makes one after you and wins. Block ○ first: then it is a draw.</source>
        <translation>Você joga com ×. Restam duas casas. Se você fizer sua linha agora, ○ faz uma depois de você e vence. Bloqueie ○ primeiro: assim dá empate.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the bottom row. You do not have to block it. Make two threats instead: whatever × does, your line comes later.</source>
        <translation>Você joga com ○. × ameaça a linha de baixo. Você não precisa bloqueá-la. Em vez disso, crie duas ameaças: faça × o que fizer, sua linha será a posterior.</translation>
    </message>
    <message>
        <source>Why the first player wins by the centre</source>
        <translation>Por que o primeiro jogador vence pelo centro</translation>
    </message>
    <message>
        <source>You play ○. Only one first move wins. A corner or an edge gives only a draw.</source>
        <translation>Você joga com ○. Só uma primeira jogada vence. Um canto ou uma lateral só dão empate.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Make two threats: × can take only one of them, and your line comes later.</source>
        <translation>Você joga com ○. × ameaça a coluna da esquerda. Crie duas ameaças: × só pode bloquear uma delas, e sua linha será a posterior.</translation>
    </message>
    <message>
        <source>You play ○. Make your line through the middle now. × has no line left that you cannot block.</source>
        <translation>Você joga com ○. Faça agora sua linha pelo meio. × não tem mais nenhuma linha que você não consiga bloquear.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>&amp;Recomeçar</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>Recomeçar esta lição</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Próxima lição</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Próxima lição</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Close the lessons</source>
        <translation>Fechar as lições</translation>
    </message>
    <message>
        <source>Lesson board</source>
        <translation>Tabuleiro da lição</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarefa</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredito</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Win with this move.</source>
        <translation>Vença com esta jogada.</translation>
    </message>
    <message>
        <source>Play a move that wins.</source>
        <translation>Faça uma jogada que vença.</translation>
    </message>
    <message>
        <source>Find the fastest win.</source>
        <translation>Encontre a vitória mais rápida.</translation>
    </message>
    <message>
        <source>Make two threats at once.</source>
        <translation>Crie duas ameaças de uma vez.</translation>
    </message>
    <message>
        <source>Block the line.</source>
        <translation>Bloqueie a linha.</translation>
    </message>
    <message>
        <source>Play a move that keeps the draw.</source>
        <translation>Faça uma jogada que mantenha o empate.</translation>
    </message>
    <message>
        <source>Find the only good move.</source>
        <translation>Encontre a única jogada boa.</translation>
    </message>
    <message>
        <source>Play the mirror move.</source>
        <translation>Faça a jogada espelhada.</translation>
    </message>
    <message>
        <source>{title}  {stars}</source>
        <translation>{title}  {stars}</translation>
    </message>
    <message>
        <source>Stage {number} of {stages}</source>
        <translation>Etapa {number} de {stages}</translation>
    </message>
    <message>
        <source>Right: {cell} {reason}.</source>
        <translation>Certo: a jogada em {cell} {reason}.</translation>
    </message>
    <message>
        <source>Not {cell}: it {reason}. Try again.</source>
        <translation>Não em {cell}: essa jogada {reason}. Tente novamente.</translation>
    </message>
    <message>
        <source>Lesson done with no mistake: {stars} stars.</source>
        <translation>Lição concluída sem nenhum erro: {stars} estrelas.</translation>
    </message>
    <message>
        <source>Lesson done: {stars} of 3 stars. Play it again for more.</source>
        <translation>Lição concluída: {stars} de 3 estrelas. Jogue de novo para ganhar mais.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Abrir partida…</translation>
    </message>
    <message>
        <source>S&amp;ave Game…</source>
        <translation>Sa&amp;lvar partida…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>&amp;Trocar de lado</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Re&amp;visar partida</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Quebra-cabeças…</translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation>Assistir ao &amp;computador…</translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation>Zerar &amp;placar…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Confi&amp;gurações…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>&amp;Copiar partida</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>Co&amp;lar partida</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>Mostrar &amp;análise das jogadas</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Som</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Jogadas</translation>
    </message>
    <message>
        <source>Game &amp;Tree…</source>
        <translation>Á&amp;rvore do jogo…</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lições…</translation>
    </message>
    <message>
        <source>Strategy &amp;Map…</source>
        <translation>&amp;Mapa de estratégia…</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Como jogar</translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation>&amp;Sobre o Jogo da velha</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>Jogo da velha</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>A área de transferência</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>Não é uma partida</translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation>{source} não contém uma partida que possa ser jogada.

Linha {line}, coluna {column}: {problem}.

Nada foi carregado.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation>Sobre o Jogo da velha</translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation>Erros por partida</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>%n partida; média de erros por partida: {first:.1f} no início, {last:.1f} recentemente</numerusform>
            <numerusform>%n partidas; média de erros por partida: {first:.1f} no início, {last:.1f} recentemente</numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>Ainda não há partidas para mostrar.</translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation>Erros por partida; a linha é a média de 10 partidas</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por quê</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>Resumo da revisão</translation>
    </message>
    <message>
        <source>Game &amp;Tree from Here…</source>
        <translation>Árvore do &amp;jogo a partir daqui…</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Jogar da&amp;qui</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jogar daqui</translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation>&amp;Repetir do primeiro erro</translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation>Repetir do primeiro erro</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Best play: ○ above, × below</source>
        <translation>Melhor jogo: ○ acima, × abaixo</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Person</source>
        <comment>a side of a past game</comment>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erros</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>não terminada</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation>{mark} venceu</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>você venceu</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>você perdeu</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Quebra-cabeças</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regras:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation>Regras dos quebra-cabeças</translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation>Tema dos quebra-cabeças</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation>Dica: mostrar a jogada certa (conta como falha)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Tentar &amp;novamente</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar novamente</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Próximo quebra-cabeça</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Próximo quebra-cabeça</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>&amp;Game Tree…</source>
        <translation>Árvore do &amp;jogo…</translation>
    </message>
    <message>
        <source>Game tree of this puzzle</source>
        <translation>Árvore do jogo deste quebra-cabeça</translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation>Fechar os quebra-cabeças</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarefa</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Quebra-cabeça</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation>Sua pontuação nos quebra-cabeças</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Observação</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Tabuleiro do quebra-cabeça</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Todas as regras</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>Todos os temas</translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation>A jogada errada</translation>
    </message>
    <message>
        <source>right</source>
        <translation>certa</translation>
    </message>
    <message>
        <source>The right move</source>
        <translation>A jogada certa</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation>Vencer já</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloquear</translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation>Criar um garfo</translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation>Impedir um garfo</translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation>A única jogada que empata</translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation>Não fazer linha</translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation>Forçar o outro lado a fazer uma</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>A linha posterior</translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation>Quando não fechar uma linha cedo</translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation>Nenhum quebra-cabeça corresponde a esses filtros</translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation>{mark} joga e vence</translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation>{mark} joga e empata</translation>
    </message>
    <message>
        <source>{rules} · {theme} · from last time: your rating does not move</source>
        <translation>{rules} · {theme} · da última vez: sua pontuação não muda</translation>
    </message>
    <message>
        <source>{rules} · {theme} · review: your rating does not move</source>
        <translation>{rules} · {theme} · revisão: sua pontuação não muda</translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation>{rules} · {theme} · pontuação do quebra-cabeça {rating}</translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation>Escolha outras regras ou outro tema.</translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation>Não é essa: {mark} em {cell} {reason}. A jogada certa era {right}. Tente novamente; este quebra-cabeça conta como falha.</translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation>Certo. O computador se defende…</translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation>Fim da partida. Este quebra-cabeça conta como falha: tente novamente ou passe para o próximo.</translation>
    </message>
    <message>
        <source>Solved! A review counts for the streak, not for the rating.</source>
        <translation>Resolvido! Uma revisão conta para a sequência, não para a pontuação.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Resolvido!</translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation>Dica: jogue {cell}. Este quebra-cabeça agora conta como falha.</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>Certo. Encontre a próxima jogada.</translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation>Encontre a única jogada que mantém o resultado: clique numa casa ou tecle o dígito dela.</translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation>{rating} ({change:+d})</translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation>Sua pontuação: {rating}  ·  Sequência: {streak}  ·  Melhor: {best}</translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation>{cell} está ocupada.</translation>
    </message>
    <message>
        <source>Wait for the computer's move.</source>
        <translation>Espere a jogada do computador.</translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation>Este quebra-cabeça terminou: Próximo quebra-cabeça ou Tentar novamente.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back as a skip: your rating will not move.</source>
        <translation>Este quebra-cabeça estava aberto quando o jogo foi fechado. Ele volta como pulado: sua pontuação não vai mudar.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back and still counts as failed.</source>
        <translation>Este quebra-cabeça estava aberto quando o jogo foi fechado. Ele voltou e continua contando como falha.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is damaged.</source>
        <translation>Os quebra-cabeças não são salvos: o histórico está danificado.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is read-only.</source>
        <translation>Os quebra-cabeças não são salvos: o histórico é somente leitura.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: another program is using the game history.</source>
        <translation>Os quebra-cabeças não são salvos: outro programa está usando o histórico.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is from a newer version.</source>
        <translation>Os quebra-cabeças não são salvos: o histórico é de uma versão mais nova.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history cannot be used.</source>
        <translation>Os quebra-cabeças não são salvos: o histórico não pode ser usado.</translation>
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
        <translation>Pontuação nos quebra-cabeças ao longo do tempo</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n quebra-cabeça; pontuação {first:.0f} após o primeiro, {last:.0f} agora, máxima {best:.0f}</numerusform>
            <numerusform>%n quebra-cabeças; pontuação {first:.0f} após o primeiro, {last:.0f} agora, máxima {best:.0f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation>Ainda não há quebra-cabeças: Jogo › Quebra-cabeças.</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation>Pontuação após cada quebra-cabeça</translation>
    </message>
</context>
<context>
    <name>ResetScoreDialog</name>
    <message>
        <source>Reset Score</source>
        <translation>Zerar placar</translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation>Zerar o placar de {where}?</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation>Zerar &amp;este placar</translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation>Zerar &amp;todos os placares</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>Resultados ao longo do tempo</translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation>partidas {first} a {last}: vitórias {wins}, empates {draws}, derrotas {losses}</translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>Ainda não há partidas para mostrar.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Derrotas</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>best</source>
        <translation>melhor</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisão</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>erro grave</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>vence</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>mantém a vitória</translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation>deixa escapar a vitória em {cell}</translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation>deixa a linha em {cell} aberta</translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation>completa três em linha e perde</translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation>deixa o adversário criar duas ameaças com {cell}</translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation>transforma uma vitória em empate</translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation>transforma uma vitória em derrota</translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation>transforma um empate em derrota</translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation>ainda vence, mas mais devagar</translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation>perde antes do necessário</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason}); equally best: {others}</source>
        <translation>{mark} em {cell}: {reason}; melhor era {better} ({better_reason}); igualmente boas: {others}</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason})</source>
        <translation>{mark} em {cell}: {reason}; melhor era {better} ({better_reason})</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}</source>
        <translation>{mark} em {cell}: {reason}</translation>
    </message>
    <message>
        <source>{verdict}: {reason}</source>
        <translation>{verdict}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n erro grave</numerusform>
            <numerusform>%n erros graves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n imprecisão</numerusform>
            <numerusform>%n imprecisões</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded moves ({first} to {last}): {counts}, first at {move}.</source>
        <translation>Jogadas carregadas ({first} a {last}): {counts}, o primeiro em {move}.</translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation>Nenhum erro: cada jogada manteve o melhor resultado.</translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation>Com jogo perfeito, a posição estava perdida desde a jogada {move}.</translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation>{counts}: o primeiro em {move}.</translation>
    </message>
    <message>
        <source>Equally best there: {cells}.</source>
        <translation>Também as melhores aqui: {cells}.</translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation>O melhor ali era {cell}.</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>&amp;Speed: {steps} a second</source>
        <extracomment>Steps a second at each stop of the speed slider.</extracomment>
        <translation>&amp;Velocidade: {steps} por segundo</translation>
    </message>
    <message>
        <source>Search to watch</source>
        <translation>Busca a acompanhar</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Reproduzir</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>Pa&amp;sso</translation>
    </message>
    <message>
        <source>Step &amp;Out</source>
        <translation>Terminar o &amp;nó</translation>
    </message>
    <message>
        <source>Run to the &amp;End</source>
        <translation>Até o f&amp;im</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Re&amp;começar</translation>
    </message>
    <message>
        <source>Announce each step</source>
        <translation>Anunciar cada passo</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>O computador</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>Dois jogadores neste computador</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nível:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regras:</translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation>&amp;Quem começa:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Adversário:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>&amp;Animações</translation>
    </message>
    <message>
        <source>Marks are drawn as a pen draws them, and the winning line across the board. Off: everything appears at once, and nothing on the board moves.</source>
        <translation>As marcas são desenhadas como com uma caneta, e a linha vencedora atravessa o tabuleiro. Desligadas: tudo aparece de uma vez e nada se move no tabuleiro.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume do som</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation>Há uma partida em andamento: estas mudanças valem a partir da próxima partida.</translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation>Joga com perfeição e pune cada erro. Com estas regras, o primeiro jogador vence abrindo em {cells} (numeração do teclado numérico); assim, quando o Perfeito joga em segundo contra essa abertura, ele perde. Ele nunca perde uma partida que ainda pode ser salva.</translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation>Joga com perfeição: com estas regras nunca perde e pune cada erro.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Todas as regras</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Todos os níveis</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Partidas anteriores</translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation>&amp;Abrir na lista de jogadas</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regras:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nível:</translation>
    </message>
    <message>
        <source>Nothing to show yet. Finish a game against the computer and it appears here: your results over time, your mistakes per game, and the game itself to review. Each puzzle you try (Game › Puzzles) adds to your puzzle rating.</source>
        <translation>Ainda não há nada para mostrar. Termine uma partida contra o computador e ela aparece aqui: seus resultados ao longo do tempo, seus erros por partida e a própria partida para revisar. Cada quebra-cabeça que você tentar (Jogo › Quebra-cabeças) conta para sua pontuação nos quebra-cabeças.</translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation>&amp;Partidas anteriores (clique duas vezes para revisar):</translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation>ainda está abrindo; tente de novo</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>nenhum histórico é guardado nesta sessão</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>Não há estatísticas sem o histórico de partidas: {problem}.</translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation>Quebra-cabeças: nenhum tentado ainda. Jogo › Quebra-cabeças treina a única jogada que vence ou empata.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>Quebra-cabeças: {solved} de %n resolvido; pontuação {first:.0f} após o primeiro, {last:.0f} agora, máxima {best:.0f}.</numerusform>
            <numerusform>Quebra-cabeças: {solved} de %n resolvidos; pontuação {first:.0f} após o primeiro, {last:.0f} agora, máxima {best:.0f}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game rating in {rules}: {rating:.0f} now, {best:.0f} at best.</source>
        <translation>Pontuação nas partidas ({rules}): {rating:.0f} agora, máxima {best:.0f}.</translation>
    </message>
    <message>
        <source>Game rating: every game you finish against the computer rates you, rule by rule; Adaptive plays at your rating.</source>
        <translation>Pontuação nas partidas: cada partida que você termina contra o computador te pontua, regra por regra; o Adaptativo joga na sua pontuação.</translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation>Ainda não há partidas com estas regras e este nível: cada partida que você terminar contra o computador é contada aqui.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>%n partida: vitórias {wins}, empates {draws}, derrotas {losses} ({share}% sem perder)</numerusform>
            <numerusform>%n partidas: vitórias {wins}, empates {draws}, derrotas {losses} ({share}% sem perder)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>Depois de %n partida, a tendência dos seus erros aparece aqui.</numerusform>
            <numerusform>Depois de %n partidas, a tendência dos seus erros aparece aqui.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>Seus erros estão caindo: {before:.1f} por partida no início, {after:.1f} na sua última partida.</numerusform>
            <numerusform>Seus erros estão caindo: {before:.1f} por partida no início, {after:.1f} nas suas últimas %n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>Seus erros por partida: {before:.1f} no início, {after:.1f} na sua última partida. Repita do primeiro erro depois de uma partida para aprender mais rápido.</numerusform>
            <numerusform>Seus erros por partida: {before:.1f} no início, {after:.1f} nas suas últimas %n partidas. Repita do primeiro erro depois de uma partida para aprender mais rápido.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <source>Computer ({level})</source>
        <translation>Computador ({level})</translation>
    </message>
    <message>
        <source>Player ○</source>
        <translation>Jogador ○</translation>
    </message>
    <message>
        <source>Player ×</source>
        <translation>Jogador ×</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Adaptive ({rating})</source>
        <translation>Adaptativo ({rating})</translation>
    </message>
    <message>
        <source>Perfect: the top</source>
        <translation>Perfeito: o topo</translation>
    </message>
    <message>
        <source>about {level}</source>
        <translation>perto de {level}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} vence</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>O computador venceu</translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation>{result}: {loser} fez três em linha e perde</translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation>{result}: vence a última linha completada</translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation>{replay}. Pressione End para voltar, ou Jogar daqui.</translation>
    </message>
    <message>
        <source>Hint: {cell} {reason}.</source>
        <translation>Dica: {cell} {reason}.</translation>
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
        <translation>{result}. Clique no tabuleiro ou pressione Ctrl+N para jogar de novo.</translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation>{owners} tem uma linha: o jogo continua, e vence a última linha completada. {turn}</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation>O computador começa e está pensando…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>O computador está pensando…</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation>{mark} começa</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation>Vez de {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation>Você começa: você joga com {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation>Sua vez: você joga com {mark}</translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation>Replay: o início</translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation>Replay: após {move}</translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation>Padrão: três em linha vencem.</translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation>Misère: três em linha perdem.</translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation>Vence a última linha: o jogo continua após uma linha, e vence a última linha completada.</translation>
    </message>
    <message>
        <source>○ {wins} · Draws {draws} · × {losses}</source>
        <translation>○ {wins} · Empates {draws} · × {losses}</translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation>Assistindo ao computador: não conta no placar</translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation>Não conta: partida assistida</translation>
    </message>
    <message>
        <source>Not scored: a past game</source>
        <translation>Não conta: uma partida antiga</translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation>Não conta: partida a partir de uma posição</translation>
    </message>
    <message>
        <source>Wait: your move comes after the computer's.</source>
        <translation>Espere: sua jogada vem depois da do computador.</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>dois jogadores</translation>
    </message>
    <message>
        <source>A position from the game tree. Press End to go back to the game, or Play from Here in the Game Tree window.</source>
        <translation>Uma posição da árvore do jogo. Pressione End para voltar à partida, ou Jogar daqui na janela Árvore do jogo.</translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation>Vitórias {wins} · Empates {draws} · Derrotas {losses}</translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation>{score}   ({table})</translation>
    </message>
    <message>
        <source>{line}, this session only</source>
        <translation>{line}, só nesta sessão</translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation>dois jogadores, {rules}</translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation>{level}, {rules}</translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation>Só conta uma partida jogada a partir do tabuleiro vazio, com o computador fazendo todas as suas próprias jogadas: partidas coladas, abertas e repetidas ficam no histórico mas não pontuam, assim como partidas assistidas. Cada partida conta uma vez, com o primeiro resultado que alcança: desfazer após o fim não muda o placar. Uma partida não terminada não conta.</translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation>{result} {plies}</translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation>Jogar aqui vence na hora.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>Jogar aqui vence em %n jogada com jogo perfeito.</numerusform>
            <numerusform>Jogar aqui vence em %n jogadas com jogo perfeito.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation>Jogar aqui enche o tabuleiro: empate.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>Jogar aqui empata com jogo perfeito: o tabuleiro enche em %n jogada.</numerusform>
            <numerusform>Jogar aqui empata com jogo perfeito: o tabuleiro enche em %n jogadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation>Jogar aqui perde na hora.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>Jogar aqui perde em no máximo %n jogada, contra jogo perfeito.</numerusform>
            <numerusform>Jogar aqui perde em no máximo %n jogadas, contra jogo perfeito.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: "win 3" wins in 3 moves, "draw 7" draws when the board fills, "loss 4" loses in 4 at the latest.</source>
        <translation>Cada casa vazia mostra seu resultado com jogo perfeito dos dois lados e quantas jogadas faltam até o fim: “vitória 3” vence em 3 jogadas, “empate 7” empata quando o tabuleiro enche, “derrota 4” perde em no máximo 4.</translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation>Essa casa, {cell}, está ocupada: escolha uma vazia.</translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation>Lados trocados: agora você joga com {mark}.</translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation>Continuando a partir do início.</translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation>Continuando após {move}.</translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>A partida que você deixou está de volta ao tabuleiro: %n jogada com as regras “{rules}”.</numerusform>
            <numerusform>A partida que você deixou está de volta ao tabuleiro: %n jogadas com as regras “{rules}”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Partida carregada: %n jogada com as regras “{rules}”.</numerusform>
            <numerusform>Partida carregada: %n jogadas com as regras “{rules}”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Partida de {date} carregada: %n jogada com as regras “{rules}”.</numerusform>
            <numerusform>Partida de {date} carregada: %n jogadas com as regras “{rules}”.</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation>O computador não conseguiu jogar ({message}). Comece uma nova partida com Ctrl+N.</translation>
    </message>
    <message>
        <source>Your rating in {rules} has passed {level}'s for the first time: Adaptive now plays above it.</source>
        <translation>Sua pontuação em {rules} passou a do nível {level} pela primeira vez: o Adaptativo agora joga acima dele.</translation>
    </message>
    <message>
        <source>This is the top: Adaptive plays as Perfect, which cannot be beaten under these rules, only held to a draw.</source>
        <translation>Este é o topo: o Adaptativo joga como Perfeito, que não pode ser vencido nestas regras, só empatado.</translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>Partida copiada: %n jogada.</numerusform>
            <numerusform>Partida copiada: %n jogadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation>Histórico danificado: novas partidas não são guardadas.</translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation>Histórico somente leitura: novas partidas não são guardadas.</translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation>Histórico em uso por outro programa: novas partidas não são guardadas.</translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation>Histórico de uma versão mais nova: novas partidas não são guardadas.</translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation>O histórico não pode ser usado: novas partidas não são guardadas.</translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation>Isto é um replay: pressione End na lista de jogadas para voltar à partida, ou Jogar daqui para continuar a partir deste ponto.</translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation>Fim da observação: o tabuleiro é de vocês, para dois jogadores. Ctrl+N inicia uma nova partida.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nada para desfazer.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nada para refazer.</translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation>A partida terminou: não precisa de dica. Clique no tabuleiro para uma nova partida.</translation>
    </message>
    <message>
        <source>Wait for the computer's move, then ask for a hint.</source>
        <translation>Espere a jogada do computador e depois peça uma dica.</translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation>Novas configurações salvas: valem a partir da próxima partida.</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>Essa partida não está mais no histórico.</translation>
    </message>
    <message>
        <source>Your game rating is provisional: the history cannot keep it, so it lasts until you close the game.</source>
        <translation>Sua pontuação nas partidas é provisória: o histórico não pode guardá-la, então ela dura até você fechar o jogo.</translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation>A revisão vem quando a partida termina; as jogadas até agora estão listadas.</translation>
    </message>
    <message>
        <source>Waiting for the game history, which is busy: the games that end meanwhile are kept once it is free.</source>
        <translation>Aguardando o histórico, que está ocupado: as partidas que terminarem enquanto isso serão guardadas quando ele ficar livre.</translation>
    </message>
    <message>
        <source>The game history is free again: every finished game is kept.</source>
        <translation>O histórico está livre de novo: todas as partidas terminadas estão guardadas.</translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation>Todos os placares zerados.</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>Placar zerado para {where}.</translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message>
        <source>Strategy Map</source>
        <translation>Mapa de estratégia</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regras:</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Lado:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>○, who moves first</source>
        <translation>○, quem começa</translation>
    </message>
    <message>
        <source>×, who moves second</source>
        <translation>×, quem joga em segundo</translation>
    </message>
    <message>
        <source>Sa&amp;ve as SVG…</source>
        <translation>Salvar como S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>The strategy map's page</source>
        <translation>Página do mapa de estratégia</translation>
    </message>
    <message>
        <source>Making the map…</source>
        <translation>Criando o mapa…</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>%n posição, com sua jogada</numerusform>
            <numerusform>%n posições, uma jogada em cada</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Strategy Map</source>
        <translation>Salvar o mapa de estratégia</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Imagens SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>%n posição: a única que pode surgir quando {mark} segue este mapa, jogue o que jogar o outro lado.</numerusform>
            <numerusform>%n posições: todas as que podem surgir quando {mark} segue este mapa, jogue o que jogar o outro lado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>%n marca no tabuleiro</numerusform>
            <numerusform>%n marcas no tabuleiro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>Jogada {number} de {mark}: %n posição com {marks}</numerusform>
            <numerusform>Jogada {number} de {mark}: %n posições com {marks}</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (first player)</source>
        <translation>Mapa de estratégia: {rule}, {mark} (primeiro jogador)</translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (second player)</source>
        <translation>Mapa de estratégia: {rule}, {mark} (segundo jogador)</translation>
    </message>
    <message>
        <source>Every move here keeps the win, and wins as fast as it can.</source>
        <translation>Cada jogada aqui mantém a vitória e vence o mais rápido possível.</translation>
    </message>
    <message>
        <source>Every move here keeps the draw, and leaves the other side the most ways to go wrong.</source>
        <translation>Cada jogada aqui mantém o empate e deixa ao outro lado o maior número de jeitos de errar.</translation>
    </message>
    <message>
        <source>This side loses against best play; every move here leaves the other side the most ways to go wrong.</source>
        <translation>Este lado perde contra o melhor jogo; cada jogada aqui deixa ao outro lado o maior número de jeitos de errar.</translation>
    </message>
    <message>
        <source>Rule: {description}</source>
        <translation>Regra: {description}</translation>
    </message>
    <message>
        <source>Find your board and play the square marked in blue; its keypad digit is under it.</source>
        <translation>Encontre o seu tabuleiro e jogue na casa marcada em azul; o número dela no teclado numérico está embaixo.</translation>
    </message>
    <message>
        <source>keypad</source>
        <comment>under the key of the squares' keypad digits</comment>
        <translation>teclado numérico</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch the Computer Play</source>
        <translation>Assistir ao computador</translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation>Nível de ○</translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation>Nível de ×</translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation>○ (joga &amp;primeiro):</translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation>× (joga em &amp;segundo):</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfeito</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Adaptativo</translation>
    </message>
    <message>
        <source>Plays about as well as you do: before each game it picks its strength from your rating in these rules, so that you win about as often as you lose. It starts below Medium and follows you all the way to Perfect.</source>
        <translation>Joga mais ou menos tão bem quanto você: antes de cada partida escolhe a força pela sua pontuação nestas regras, para você vencer mais ou menos tanto quanto perde. Começa abaixo do Médio e acompanha você até o Perfeito.</translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation>Joga em qualquer lugar ao acaso. Bom para a primeira partida.</translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation>Aproveita uma vitória e bloqueia a sua, mas não planeja adiante.</translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation>Pensa três jogadas à frente. Forte, mas dá para vencer.</translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation>Joga com perfeição: nunca perde e pune cada erro.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Last line wins</source>
        <translation>Vence a última linha</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation>padrão</translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation>misère</translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation>vence a última linha</translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation>Três em linha vencem. Tabuleiro cheio sem linha é empate.</translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation>Três em linha perdem: faça o adversário completar uma linha.</translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation>Uma linha não encerra a partida. Se o outro jogador também fizer uma depois, essa linha posterior vence na hora; se não, a primeira linha vence quando o tabuleiro enche.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>O computador</translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation>Alternar a cada partida</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>wins now</source>
        <translation>vence já</translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation>bloqueia uma linha</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>cria duas ameaças</translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation>força a vitória</translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation>mantém o empate</translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation>resiste por mais tempo</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vitória</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>derrota</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>superior esquerda</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>superior meio</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>superior direita</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>meio esquerda</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>centro</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>meio direita</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>inferior esquerda</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>inferior meio</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>inferior direita</translation>
    </message>
    <message>
        <source>{place} ({digit})</source>
        <translation>{place} ({digit})</translation>
    </message>
    <message>
        <source>top row</source>
        <translation>linha de cima</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>linha do meio</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>linha de baixo</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>coluna da esquerda</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>coluna do meio</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>coluna da direita</translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation>diagonal a partir do canto superior esquerdo</translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation>diagonal a partir do canto superior direito</translation>
    </message>
</context>
</TS>
