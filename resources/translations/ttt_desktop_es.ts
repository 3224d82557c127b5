<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Board cells</name>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
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
        <translation>última jugada</translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation>pista: la mejor jugada</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation>Muévete con las flechas y juega con Intro, o pulsa del 1 al 9 como en un teclado numérico: el 7 es arriba a la izquierda.</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation>Evaluación tras cada jugada</translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation>Valores para ○ tras cada jugada: {values}</translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation>Quién gana con juego perfecto tras cada jugada, empezando por el tablero vacío a la izquierda: por encima de la línea central gana ○, por debajo gana ×, sobre ella es empate. La marca es la posición del tablero.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <source>Cannot Open Game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>No es una partida</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>{problem}

Nothing was loaded.</source>
        <translation>{problem}

No se ha cargado nada.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {error}.</source>
        <translation>No se pudo guardar la partida en {file}: {error}.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>El archivo de ajustes estaba dañado y se ha restablecido; se guarda una copia como {name}.</translation>
    </message>
    <message>
        <source>Settings changes will not be kept after the game closes: {file} cannot be written ({error}).</source>
        <translation>Los cambios de los ajustes no se conservarán al cerrar el juego: no se puede escribir en {file} ({error}).</translation>
    </message>
</context>
<context>
    <name>FirstStartLine</name>
    <message>
        <source>New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>¿Primera vez aquí? Ayuda › Lecciones te enseña el juego en diez minutos. El ordenador se adapta: juega más o menos tan bien como tú. Los niveles y las tres reglas están en Juego › Ajustes; Juego › Problemas entrena jugadas sueltas.</translation>
    </message>
    <message>
        <source>Got &amp;It</source>
        <translation>Enten&amp;dido</translation>
    </message>
    <message>
        <source>Dismiss this tip</source>
        <translation>Cerrar este consejo</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Primer inicio</translation>
    </message>
</context>
<context>
    <name>GameFileMenu</name>
    <message>
        <source>Open Rec&amp;ent</source>
        <translation>Abrir rec&amp;iente</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Games (*.ttt *.txt);;All files (*)</source>
        <translation>Partidas (*.ttt *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Games (*.ttt);;All files (*)</source>
        <translation>Partidas (*.ttt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Borrar lista</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a regular file, so it cannot hold a game.</source>
        <translation>{file} no es un archivo normal, así que no puede contener una partida.</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}.</source>
        <translation>No se pudo leer {file}: {error}.</translation>
    </message>
    <message>
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>{file} ocupa más de 64 KB, así que no puede contener una partida.</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>{file} no es un archivo de texto, así que no puede contener una partida.</translation>
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
        <translation>Reglas vigentes</translation>
    </message>
</context>
<context>
    <name>GameRatingChart</name>
    <message>
        <source>Game rating over time</source>
        <translation>Puntuación de partidas a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Game rating after each game</source>
        <translation>Puntuación tras cada partida</translation>
    </message>
    <message>
        <source>No rated games yet: play the computer.</source>
        <translation>Aún no hay partidas puntuadas: juega contra el ordenador.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n partida puntuada; puntuación {first:.0f} tras la primera, {last:.0f} ahora, máximo {best:.0f}</numerusform>
            <numerusform>%n partidas puntuadas; puntuación {first:.0f} tras la primera, {last:.0f} ahora, máximo {best:.0f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTreeModel</name>
    <message>
        <source>Move</source>
        <extracomment>The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).</extracomment>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Medias jugadas</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Replies that lose</source>
        <translation>Respuestas que pierden</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfecto</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Game tree: {rules}</source>
        <translation>Árbol de juego: {rules}</translation>
    </message>
    <message>
        <source>Export the Game Tree</source>
        <translation>Exportar el árbol de juego</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Imágenes SVG (*.svg)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>No se ha exportado</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {reason}.</source>
        <translation>No se pudo escribir la imagen en {path}: {reason}.</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Árbol de juego</translation>
    </message>
    <message>
        <source>&amp;Merge transpositions</source>
        <translation>&amp;Unir transposiciones</translation>
    </message>
    <message>
        <source>&amp;Fold symmetry</source>
        <translation>A&amp;grupar simetrías</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Árbol de juego</translation>
    </message>
    <message>
        <source>Show on &amp;Board</source>
        <translation>Mostrar en el &amp;tablero</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Jugar desde a&amp;quí</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>E&amp;xportar SVG…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Watch the search</source>
        <translation>Ver la búsqueda</translation>
    </message>
</context>
<context>
    <name>GameTreeWords</name>
    <message>
        <source>the root</source>
        <translation>la raíz</translation>
    </message>
    <message>
        <source>Below this position: nodes {nodes} · finished games {games} · positions {positions} · up to symmetry {classes}</source>
        <translation>Bajo esta posición: nodos {nodes} · partidas terminadas {games} · posiciones {positions} · salvo simetría {classes}</translation>
    </message>
    <message>
        <source>{rules} · {facts}</source>
        <translation>{rules} · {facts}</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>Aquí la partida ha terminado.</translation>
    </message>
    <message>
        <source>{mark} to move · value: {value} · plies to the end with best play: {plies}</source>
        <translation>Juega {mark} · valor: {value} · medias jugadas hasta el final con el mejor juego: {plies}</translation>
    </message>
    <message>
        <source>Positions where Hard may play a move that is not best, {rules}: {count} of {total}</source>
        <translation>Posiciones en las que Difícil puede hacer una jugada que no es la mejor, {rules}: {count} de {total}</translation>
    </message>
    <message>
        <source>Values +1, 0, −1 for the side to move · moves tried in the order 7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta</source>
        <translation>Valores +1, 0, −1 para el bando que juega · jugadas probadas en el orden 7 8 9 4 5 6 1 2 3 · alfa-beta fail-hard desde (−1, +1), con corte en cuanto alfa ≥ beta</translation>
    </message>
    <message>
        <source>it gives the value away</source>
        <translation>pierde el valor de la posición</translation>
    </message>
    <message>
        <source>it keeps the value, but wins later or loses sooner</source>
        <translation>mantiene el valor, pero gana más tarde o pierde antes</translation>
    </message>
    <message>
        <source>no other move keeps the value as well</source>
        <translation>ninguna otra jugada mantiene el valor tan bien</translation>
    </message>
    <message>
        <source>it gives you more ways to go wrong</source>
        <translation>da al rival más maneras de equivocarse</translation>
    </message>
    <message>
        <source>centre, corners and edges are equally likely</source>
        <translation>centro, esquinas y lados son igual de probables</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark} · plies to the end with best play: {plies}</source>
        <translation>{move}: {value} para {mark} · medias jugadas hasta el final con el mejor juego: {plies}</translation>
    </message>
    <message>
        <source>A best move: it keeps the value.</source>
        <translation>Una de las mejores jugadas: mantiene el valor.</translation>
    </message>
    <message>
        <source>Not a best move: it gives the value away.</source>
        <translation>No es de las mejores: pierde el valor.</translation>
    </message>
    <message>
        <source>Draws are not all equal: of {mark}'s {replies} replies, {losing} lose.</source>
        <translation>No todos los empates son iguales: de las {replies} respuestas de {mark}, {losing} pierden.</translation>
    </message>
    <message>
        <source>Perfect plays it {percent} of the time: {reason}.</source>
        <translation>Perfecto la juega el {percent} de las veces: {reason}.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and may play it.</source>
        <translation>Difícil le da {score} mirando tres medias jugadas y puede jugarla.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and does not play it.</source>
        <translation>Difícil le da {score} mirando tres medias jugadas y no la juega.</translation>
    </message>
    <message>
        <source>Hard errs in this position: it may play a move that is not best.</source>
        <translation>Difícil se equivoca en esta posición: puede hacer una jugada que no es la mejor.</translation>
    </message>
    <message>
        <source>Move orders that reach it: {orders}</source>
        <translation>Órdenes de jugadas que llegan aquí: {orders}</translation>
    </message>
    <message>
        <source>Positions it stands for: {positions} · symmetric images of its position: {size}</source>
        <translation>Posiciones que representa: {positions} · imágenes simétricas de su posición: {size}</translation>
    </message>
    <message>
        <source>Met before, on an earlier branch: open it there.</source>
        <translation>Ya apareció en una rama anterior: ábrela allí.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>mejor jugada</translation>
    </message>
    <message>
        <source>not best</source>
        <translation>no es la mejor</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark}, plies to the end {plies}, {verdict}</source>
        <translation>{move}: {value} para {mark}, medias jugadas hasta el final {plies}, {verdict}</translation>
    </message>
    <message>
        <source>Plain minimax</source>
        <translation>Minimax simple</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alfa-beta</translation>
    </message>
    <message>
        <source>Minimax with memory</source>
        <translation>Minimax con memoria</translation>
    </message>
    <message>
        <source>Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: {hits}</source>
        <translation>Nodos visitados: {nodes} · Cortes: {cutoffs} · Aciertos en la tabla: {hits}</translation>
    </message>
    <message>
        <source>Visit {path}</source>
        <translation>Visita {path}</translation>
    </message>
    <message>
        <source>Leave {path} with {value}</source>
        <translation>Sale de {path} con {value}</translation>
    </message>
    <message>
        <source>Cut-off at {path}: alpha {value} ≥ beta; {untried} not tried</source>
        <translation>Corte en {path}: alfa {value} ≥ beta; {untried} sin probar</translation>
    </message>
    <message>
        <source>Table hit {path}: {value}</source>
        <translation>Acierto en la tabla {path}: {value}</translation>
    </message>
    <message>
        <source>Done: the root's value is {value}</source>
        <translation>Terminado: el valor de la raíz es {value}</translation>
    </message>
    <message>
        <source>{search}: press Play or Step to start.</source>
        <translation>{search}: pulsa Reproducir o Paso para empezar.</translation>
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
&lt;h3&gt;Cómo jugar&lt;/h3&gt;
&lt;p&gt;Dos jugadores ponen por turnos su marca en una casilla vacía: ○ juega primero, × segundo.
Haz clic en una casilla, pulsa un dígito &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; (dispuestos como en un teclado numérico: 7 8 9 es la
fila superior) o mueve el cursor con las &lt;b&gt;flechas&lt;/b&gt; y pulsa &lt;b&gt;Intro&lt;/b&gt; o
&lt;b&gt;Espacio&lt;/b&gt;.&lt;/p&gt;
&lt;h4&gt;Las reglas (Juego › Ajustes…)&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Estándar&lt;/b&gt;: tres en fila, columna o diagonal ganan. Si el tablero se llena sin ninguna línea, es
empate.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Misère&lt;/b&gt;: tres en raya &lt;i&gt;pierden&lt;/i&gt;. Obliga a tu rival a completar una línea.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Gana la última línea&lt;/b&gt;: una línea no termina la partida. Si el otro jugador también hace una después, esa línea posterior gana al momento; si no, la primera línea gana al llenarse el tablero.&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;Teclas&lt;/h4&gt;
{keys}
&lt;p&gt;El marcador cuenta victorias, empates y derrotas para cada regla y nivel. Solo cuenta una partida jugada desde
el tablero vacío en la que el ordenador hace todas sus jugadas: las partidas pegadas, abiertas y
repetidas se guardan en el historial y se revisan, pero no puntúan. Cada partida cuenta una vez,
con el primer resultado que alcanza: deshacer tras el final permite mirar atrás y seguir jugando, pero
no cambia el marcador. Una partida sin terminar (nueva partida, cambio de lado, cerrar la ventana) no
cuenta. Juego › Reiniciar marcador… pregunta antes y puede reiniciar esta regla y nivel o todos.&lt;/p&gt;
&lt;p&gt;En un terminal, Ctrl+C cierra el juego igual que Juego › Salir.&lt;/p&gt;
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
&lt;p&gt;Adaptativo, el nivel de quien empieza a jugar (Juego › Ajustes…), juega más o menos tan bien como tú.
Cada partida que terminas contra el ordenador desde el tablero vacío mueve tu puntuación de partidas en
esas reglas, y Adaptativo juega la siguiente con la fuerza con la que deberías sacar más o menos la mitad
de los puntos (una victoria cuenta 1; un empate, ½). Sobre el tablero aparece como «Adaptativo (1720)», su
puntuación para esa partida. Cuando tu puntuación se ha asentado cerca de la cima, Adaptativo juega como
Perfecto.&lt;/p&gt;
&lt;h4&gt;Problemas&lt;/h4&gt;
&lt;p&gt;Juego › Problemas… muestra una posición en la que exactamente una jugada conserva la victoria o el
empate: encuéntrala. Una jugada equivocada se marca con su motivo y con la jugada correcta, y «Otra vez» te
deja buscarla de nuevo. «Pista» muestra la jugada correcta, y el problema cuenta entonces como fallado;
«Siguiente problema» sigue adelante. Los problemas se eligen cerca de tu puntuación en problemas, y los que
fallaste vuelven más adelante.&lt;/p&gt;
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
&lt;h3&gt;Tres en raya · 三目並べ&lt;/h3&gt;
&lt;p&gt;Versión {version}&lt;/p&gt;
&lt;p&gt;Tres en raya (マルバツ) con tres variantes de reglas y cinco niveles del ordenador: cuatro, desde un
principiante que juega al azar hasta un jugador perfecto que resuelve cualquier posición, y Adaptativo,
que juega a tu mismo nivel.&lt;/p&gt;
&lt;p&gt;Hecho con Python y Qt for Python (PySide6).&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation>Historial dañado</translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation>El historial de partidas está dañado, así que no se guarda ninguna partida. ¿Apartar el archivo dañado (renombrado, no borrado) y empezar un historial nuevo?</translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation>&amp;Empezar un historial nuevo</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Ahora no</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation>El historial dañado se guarda como {file}; se ha empezado un historial nuevo.</translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation>No se pudo renombrar el historial dañado: no se guarda ninguna partida.</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <source>The centre</source>
        <translation>El centro</translation>
    </message>
    <message>
        <source>The centre square is in four lines: the middle row, the middle column and both diagonals. A corner is in three lines. An edge is in only two.</source>
        <translation>La casilla del centro está en cuatro líneas: la fila central, la columna central y las dos diagonales. Una esquina está en tres líneas. Un lado, solo en dos.</translation>
    </message>
    <message>
        <source>You play ○. Your two corners are on one diagonal. The centre joins them. Take it and win.</source>
        <translation>Juegas con ○. Tus dos esquinas están en la misma diagonal. El centro las une. Tómalo y gana.</translation>
    </message>
    <message>
        <source>You play ×. If ○ gets the centre, ○ has two diagonals at once, and you cannot block both. Take the centre first.</source>
        <translation>Juegas con ×. Si ○ consigue el centro, tendrá dos diagonales a la vez, y no podrás bloquear las dos. Toma tú el centro primero.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the middle column. The centre blocks it, and it gives you two lines at once.</source>
        <translation>Juegas con ○. × tiene dos en la columna central. El centro la bloquea y, además, te da dos líneas a la vez.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it in the centre. From there you threaten the middle column too, and you can win.</source>
        <translation>Juegas con ×. ○ tiene dos en la fila central. Bloquéala en el centro. Desde ahí amenazas también la columna central y puedes ganar.</translation>
    </message>
    <message>
        <source>The corners</source>
        <translation>Las esquinas</translation>
    </message>
    <message>
        <source>After the centre, the corners are the best squares. Each corner is in three lines. An edge is in only two.</source>
        <translation>Después del centro, las esquinas son las mejores casillas. Cada esquina está en tres líneas. Un lado solo está en dos.</translation>
    </message>
    <message>
        <source>You play ×. ○ took the centre. Answer in a corner. An edge loses.</source>
        <translation>Juegas con ×. ○ ha tomado el centro. Responde en una esquina. Un lado pierde.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and a corner. Take a free corner. On an edge, ○ could make two threats.</source>
        <translation>Juegas con ×. ○ tiene el centro y una esquina. Toma una esquina libre. Si juegas en un lado, ○ podría crear dos amenazas.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, not the centre. Take another corner: soon you can make two threats at once.</source>
        <translation>Juegas con ○. × ha tomado una esquina, no el centro. Toma otra esquina: pronto podrás crear dos amenazas a la vez.</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloquear</translation>
    </message>
    <message>
        <source>Two marks in a line with the third square empty is a threat: next move, they win there. Put your own mark on that square. That is a block.</source>
        <translation>Dos marcas de un mismo jugador en una línea, con la tercera casilla vacía, son una amenaza: en su siguiente jugada, ese jugador gana ahí. Pon tu propia marca en esa casilla. Eso es un bloqueo.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the top row. Block the third square.</source>
        <translation>Juegas con ×. ○ tiene dos en la fila superior. Bloquea la tercera casilla.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two on a diagonal. Block it.</source>
        <translation>Juegas con ×. ○ tiene dos en una diagonal. Bloquéala.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it.</source>
        <translation>Juegas con ×. ○ tiene dos en la fila central. Bloquéala.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the top row. Block it. Then you threaten the middle column yourself.</source>
        <translation>Juegas con ○. × tiene dos en la fila superior. Bloquéala. Entonces eres tú quien amenaza la columna central.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row, but you can win now. Your own win comes first: a win ends the game.</source>
        <translation>Juegas con ○. × amenaza la fila central, pero tú puedes ganar ya. Tu propia victoria va primero: una victoria termina la partida.</translation>
    </message>
    <message>
        <source>Make two threats</source>
        <translation>Crear dos amenazas</translation>
    </message>
    <message>
        <source>A threat is two of your marks in a line with the third square empty. One move can make two threats at once. The other player can block only one of them. This is called a fork.</source>
        <translation>Una amenaza son dos marcas tuyas en una línea con la tercera casilla vacía. Una jugada puede crear dos amenazas a la vez. El otro jugador solo puede bloquear una de ellas. Esto se llama horquilla.</translation>
    </message>
    <message>
        <source>You play ○. Find a square that makes two threats at once.</source>
        <translation>Juegas con ○. Encuentra una casilla que cree dos amenazas a la vez.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Block it, and the same move makes two threats of yours.</source>
        <translation>Juegas con ○. × amenaza la columna izquierda. Bloquéala, y esa misma jugada crea dos amenazas tuyas.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the right column. Block it with a move that makes two threats.</source>
        <translation>Juegas con ○. × amenaza la columna derecha. Bloquéala con una jugada que cree dos amenazas.</translation>
    </message>
    <message>
        <source>You play ×. ○ has just blocked your middle column. Now make two threats at once.</source>
        <translation>Juegas con ×. ○ acaba de bloquear tu columna central. Ahora crea dos amenazas a la vez.</translation>
    </message>
    <message>
        <source>Answer a corner with the centre</source>
        <translation>Responder a una esquina con el centro</translation>
    </message>
    <message>
        <source>When ○ starts in a corner, × has one good answer: the centre. Every other answer lets ○ make two threats later.</source>
        <translation>Cuando ○ empieza en una esquina, × tiene una sola respuesta buena: el centro. Cualquier otra respuesta deja que ○ cree dos amenazas más adelante.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner. Answer it.</source>
        <translation>Juegas con ×. ○ ha empezado en una esquina. Responde.</translation>
    </message>
    <message>
        <source>You play ×. Another corner. The same answer.</source>
        <translation>Juegas con ×. Otra esquina. La misma respuesta.</translation>
    </message>
    <message>
        <source>You play ×. You have the centre. Now ○ has two in the top row: block it.</source>
        <translation>Juegas con ×. Tienes el centro. Ahora ○ tiene dos en la fila superior: bloquéala.</translation>
    </message>
    <message>
        <source>You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not let ○ make two threats.</source>
        <translation>Juegas con ×. ○ tiene una esquina y un lado, lejos uno del otro. Mantén el empate: no dejes que ○ cree dos amenazas.</translation>
    </message>
    <message>
        <source>The opposite-corner defence</source>
        <translation>La defensa de la esquina opuesta</translation>
    </message>
    <message>
        <source>○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a corner loses for ×. An edge holds the draw.</source>
        <translation>○ toma una esquina, × toma el centro y ○ toma la esquina opuesta. Ahora una esquina pierde para ×. Un lado mantiene el empate.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two opposite corners. Play on an edge. A corner would let ○ make two threats.</source>
        <translation>Juegas con ×. ○ tiene dos esquinas opuestas. Juega en un lado. Una esquina dejaría que ○ creara dos amenazas.</translation>
    </message>
    <message>
        <source>You play ×. The same trap, turned round. Play on an edge.</source>
        <translation>Juegas con ×. La misma trampa, girada. Juega en un lado.</translation>
    </message>
    <message>
        <source>You play ○. × played on an edge and threatens the middle column. Block it.</source>
        <translation>Juegas con ○. × ha jugado en un lado y amenaza la columna central. Bloquéala.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, and that loses. Block × and make two threats with the same move.</source>
        <translation>Juegas con ○. × ha tomado una esquina, y eso pierde. Bloquea a × y crea dos amenazas con la misma jugada.</translation>
    </message>
    <message>
        <source>Traps that lose</source>
        <translation>Trampas que hacen perder</translation>
    </message>
    <message>
        <source>Some moves look safe but lose. Learn to see them, and to win when the other player falls in.</source>
        <translation>Algunas jugadas parecen seguras, pero pierden. Aprende a verlas y a ganar cuando el otro jugador cae en ellas.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and the corner opposite yours. An edge looks safe, but it loses. Take a corner.</source>
        <translation>Juegas con ×. ○ tiene el centro y la esquina opuesta a la tuya. Un lado parece seguro, pero pierde. Toma una esquina.</translation>
    </message>
    <message>
        <source>You play ○. × fell in: × played on an edge. Block × and make two threats.</source>
        <translation>Juegas con ○. × ha caído en la trampa: ha jugado en un lado. Bloquea a × y crea dos amenazas.</translation>
    </message>
    <message>
        <source>You play ○. × answered your centre with an edge. That loses. Block × and make two threats.</source>
        <translation>Juegas con ○. × ha respondido a tu centro con un lado. Eso pierde. Bloquea a × y crea dos amenazas.</translation>
    </message>
    <message>
        <source>You play ○. × answered your corner with an edge, not the centre. That loses for ×. Play a move that keeps your win.</source>
        <translation>Juegas con ○. × ha respondido a tu esquina con un lado, no con el centro. Eso hace perder a ×. Haz una jugada que mantenga tu victoria.</translation>
    </message>
    <message>
        <source>You play ○. The mirror move still works: if anyone makes a line, × makes it first.</source>
        <translation>Juegas con ○. La jugada espejo sigue funcionando: si alguien hace línea, × la hace primero.</translation>
    </message>
    <message>
        <source>In this rule ○ wins by starting in the centre. Then × can make a line only on the edge of the board. ○ has four lines through the middle.</source>
        <translation>Con esta regla, ○ gana si empieza en el centro. Así, × solo puede hacer línea en el borde del tablero. ○ tiene cuatro líneas que pasan por el medio.</translation>
    </message>
    <message>
        <source>Why best play draws</source>
        <translation>Por qué el juego perfecto acaba en empate</translation>
    </message>
    <message>
        <source>When neither player makes a mistake, tic-tac-toe is a draw. Every threat can be blocked, and every fork can be stopped before it is made. Play one whole game where both players block.</source>
        <translation>Cuando ningún jugador comete un error, el tres en raya termina en empate. Toda amenaza se puede bloquear, y toda horquilla se puede impedir antes de que se forme. Juega una partida entera en la que los dos jugadores bloquean.</translation>
    </message>
    <message>
        <source>You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make two threats.</source>
        <translation>Juegas con ×. ○ tiene un lado y una esquina. Mantén el empate: no dejes que ○ cree dos amenazas.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row. Block it.</source>
        <translation>Juegas con ○. × amenaza la fila central. Bloquéala.</translation>
    </message>
    <message>
        <source>You play ×. ○'s block made a threat in the left column. Block it too.</source>
        <translation>Juegas con ×. El bloqueo de ○ ha creado una amenaza en la columna izquierda. Bloquéala también.</translation>
    </message>
    <message>
        <source>You play ○. × threatens a diagonal. Block it.</source>
        <translation>Juegas con ○. × amenaza una diagonal. Bloquéala.</translation>
    </message>
    <message>
        <source>You play ×. ○ threatens the top row. Block it. The last square makes no line for anyone: the game is a draw.</source>
        <translation>Juegas con ×. ○ amenaza la fila superior. Bloquéala. La última casilla no da línea a nadie: la partida termina en empate.</translation>
    </message>
    <message>
        <source>Misère: the centre</source>
        <translation>Misère: el centro</translation>
    </message>
    <message>
        <source>In misère, three in a row loses. ○ moves first, so ○ must put down one mark more than ×. The centre is ○'s only safe start.</source>
        <translation>En misère, tres en raya pierden. ○ juega primero, así que ○ tiene que poner una marca más que ×. El centro es el único comienzo seguro para ○.</translation>
    </message>
    <message>
        <source>You play ○. Start the game. Every start but one loses.</source>
        <translation>Juegas con ○. Empieza la partida. Todos los comienzos menos uno pierden.</translation>
    </message>
    <message>
        <source>You play ○. You started on an edge, and × did not punish it. Take the centre now: it is your only move that does not lose.</source>
        <translation>Juegas con ○. Has empezado en un lado, y × no te ha castigado. Toma el centro ahora: es tu única jugada que no pierde.</translation>
    </message>
    <message>
        <source>You play ○. Neither of you took the centre. Take it now.</source>
        <translation>Juegas con ○. Ninguno de los dos ha tomado el centro. Tómalo ahora.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner, not in the centre. Now you can win. Play on an edge.</source>
        <translation>Juegas con ×. ○ ha empezado en una esquina, no en el centro. Ahora puedes ganar. Juega en un lado.</translation>
    </message>
    <message>
        <source>Misère: mirror play</source>
        <translation>Misère: el juego del espejo</translation>
    </message>
    <message>
        <source>With the centre, ○ answers each × on the square straight across the centre. The board then looks the same turned half round. ○ never makes a line first: a line of ○'s would face a line × had already made.</source>
        <translation>Con el centro, ○ responde a cada × en la casilla opuesta, al otro lado del centro. Así el tablero se ve igual si lo giras media vuelta. ○ nunca hace línea primero: cada línea de ○ tendría enfrente una línea que × ya habría hecho.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner. Answer on the opposite corner.</source>
        <translation>Juegas con ○. × ha tomado una esquina. Responde en la esquina opuesta.</translation>
    </message>
    <message>
        <source>You play ○. × took an edge. Answer on the opposite edge.</source>
        <translation>Juegas con ○. × ha tomado un lado. Responde en el lado opuesto.</translation>
    </message>
    <message>
        <source>You play ○. Keep copying: straight across the centre.</source>
        <translation>Juegas con ○. Sigue copiando: justo enfrente, al otro lado del centro.</translation>
    </message>
    <message>
        <source>You play ○. Copy × again.</source>
        <translation>Juegas con ○. Copia a × otra vez.</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>La línea posterior</translation>
    </message>
    <message>
        <source>In this rule a line does not end the game. Play goes on. If both players make a line, the one who made it later wins.</source>
        <translation>Con esta regla, una línea no termina la partida. Se sigue jugando. Si los dos jugadores hacen una línea, gana quien la hizo después.</translation>
    </message>
    <message>
        <source>You play ×. ○ made a line, but the game goes on. Make your line now: yours is the later line, and it wins.</source>
        <translation>Juegas con ×. ○ ha hecho una línea, pero la partida sigue. Haz tu línea ahora: la tuya es la línea posterior, y gana.</translation>
    </message>
    <message>
        <source>You play ○. You have a line. If × makes one now, ×'s line is later and wins. Block it.</source>
        <translation>Juegas con ○. Tienes una línea. Si × hace una ahora, la línea de × es posterior y gana. Bloquéala.</translation>
    </message>
    <message>
        <source>You play ×. Two squares are left. If you make your line now, ○ makes one after you and wins. Block ○ first: then it is a draw.</source>
        <translation>Juegas con ×. Quedan dos casillas. Si haces tu línea ahora, ○ hace una después de ti y gana. Bloquea primero a ○: así será empate.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the bottom row. You do not have to block it. Make two threats instead: whatever × does, your line comes later.</source>
        <translation>Juegas con ○. × amenaza la fila inferior. No hace falta que la bloquees. Crea dos amenazas en su lugar: haga lo que haga ×, tu línea será la posterior.</translation>
    </message>
    <message>
        <source>Why the first player wins by the centre</source>
        <translation>Por qué el primer jugador gana con el centro</translation>
    </message>
    <message>
        <source>You play ○. Only one first move wins. A corner or an edge gives only a draw.</source>
        <translation>Juegas con ○. Solo una primera jugada gana. Una esquina o un lado solo dan empate.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Make two threats: × can take only one of them, and your line comes later.</source>
        <translation>Juegas con ○. × amenaza la columna izquierda. Crea dos amenazas: × solo puede bloquear una de ellas, y tu línea será la posterior.</translation>
    </message>
    <message>
        <source>You play ○. Make your line through the middle now. × has no line left that you cannot block.</source>
        <translation>Juegas con ○. Haz ahora tu línea por el medio. A × no le queda ninguna línea que no puedas bloquear.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>&amp;Volver a empezar</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>Volver a empezar esta lección</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Siguiente lección</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Siguiente lección</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Close the lessons</source>
        <translation>Cerrar las lecciones</translation>
    </message>
    <message>
        <source>Lesson board</source>
        <translation>Tablero de la lección</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Win with this move.</source>
        <translation>Gana con esta jugada.</translation>
    </message>
    <message>
        <source>Play a move that wins.</source>
        <translation>Haz una jugada que gane.</translation>
    </message>
    <message>
        <source>Find the fastest win.</source>
        <translation>Encuentra la victoria más rápida.</translation>
    </message>
    <message>
        <source>Make two threats at once.</source>
        <translation>Crea dos amenazas a la vez.</translation>
    </message>
    <message>
        <source>Block the line.</source>
        <translation>Bloquea la línea.</translation>
    </message>
    <message>
        <source>Play a move that keeps the draw.</source>
        <translation>Haz una jugada que mantenga el empate.</translation>
    </message>
    <message>
        <source>Find the only good move.</source>
        <translation>Encuentra la única jugada buena.</translation>
    </message>
    <message>
        <source>Play the mirror move.</source>
        <translation>Haz la jugada espejo.</translation>
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
        <translation>Correcto: la jugada en {cell} {reason}.</translation>
    </message>
    <message>
        <source>Not {cell}: it {reason}. Try again.</source>
        <translation>No en {cell}: esa jugada {reason}. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Lesson done with no mistake: {stars} stars.</source>
        <translation>Lección terminada sin ningún error: {stars} estrellas.</translation>
    </message>
    <message>
        <source>Lesson done: {stars} of 3 stars. Play it again for more.</source>
        <translation>Lección terminada: {stars} de 3 estrellas. Repítela para conseguir más.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Abrir partida…</translation>
    </message>
    <message>
        <source>S&amp;ave Game…</source>
        <translation>&amp;Guardar partida…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>&amp;Cambiar de lado</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Re&amp;visar partida</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>Pro&amp;blemas…</translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation>Ver &amp;jugar al ordenador…</translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation>Reiniciar &amp;marcador…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Ajus&amp;tes…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>&amp;Copiar partida</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>&amp;Pegar partida</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>Mostrar &amp;análisis de jugadas</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Jugadas</translation>
    </message>
    <message>
        <source>Game &amp;Tree…</source>
        <translation>Á&amp;rbol de juego…</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lecciones…</translation>
    </message>
    <message>
        <source>Strategy &amp;Map…</source>
        <translation>&amp;Mapa de estrategia…</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cómo jugar</translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation>&amp;Acerca de Tres en raya</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>Tres en raya</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>El portapapeles</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>No es una partida</translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation>{source} no contiene una partida que se pueda jugar.

Línea {line}, columna {column}: {problem}.

No se ha cargado nada.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation>Acerca de Tres en raya</translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation>Errores por partida</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>%n partida; media de errores por partida: {first:.1f} al principio, {last:.1f} últimamente</numerusform>
            <numerusform>%n partidas; media de errores por partida: {first:.1f} al principio, {last:.1f} últimamente</numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>Aún no hay partidas que mostrar.</translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation>Errores por partida; la línea es la media de 10 partidas</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>Resumen de la revisión</translation>
    </message>
    <message>
        <source>Game &amp;Tree from Here…</source>
        <translation>Árbol de &amp;juego desde aquí…</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Jugar desde a&amp;quí</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation>Reintentar desde el p&amp;rimer error</translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation>Reintentar desde el primer error</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Best play: ○ above, × below</source>
        <translation>Mejor juego: ○ arriba, × abajo</translation>
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
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation>ganó {mark}</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>ganaste</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>perdiste</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation>Reglas de los problemas</translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation>Tema de los problemas</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation>Pista: muestra la jugada correcta (cuenta como fallado)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Otra vez</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Otra vez</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Siguiente problema</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Siguiente problema</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Game Tree…</source>
        <translation>Árbol de &amp;juego…</translation>
    </message>
    <message>
        <source>Game tree of this puzzle</source>
        <translation>Árbol de juego de este problema</translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation>Cerrar los problemas</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation>Tu puntuación en problemas</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Tablero del problema</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>Todos los temas</translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation>La jugada incorrecta</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>The right move</source>
        <translation>La jugada correcta</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation>Ganar ya</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloquear</translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation>Crear una horquilla</translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation>Impedir una horquilla</translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation>La única jugada que empata</translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation>No hacer línea</translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation>Obligar al otro a hacerla</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>La línea posterior</translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation>Cuándo no cerrar una línea pronto</translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation>Ningún problema coincide con estos filtros</translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation>Juega {mark} y gana</translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation>Juega {mark} y empata</translation>
    </message>
    <message>
        <source>{rules} · {theme} · from last time: your rating does not move</source>
        <translation>{rules} · {theme} · de la última vez: tu puntuación no cambia</translation>
    </message>
    <message>
        <source>{rules} · {theme} · review: your rating does not move</source>
        <translation>{rules} · {theme} · repaso: tu puntuación no cambia</translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation>{rules} · {theme} · puntuación del problema {rating}</translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation>Elige otras reglas u otro tema.</translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation>Esa no: {mark} en {cell} {reason}. La jugada correcta era {right}. Inténtalo de nuevo; este problema cuenta como fallado.</translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation>Correcto. El ordenador se defiende…</translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation>Terminado. Este problema cuenta como fallado: inténtalo otra vez o pasa al siguiente.</translation>
    </message>
    <message>
        <source>Solved! A review counts for the streak, not for the rating.</source>
        <translation>¡Resuelto! Un repaso cuenta para la racha, no para la puntuación.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation>Pista: juega {cell}. Este problema ahora cuenta como fallado.</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>Correcto. Encuentra la siguiente jugada.</translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation>Encuentra la única jugada que mantiene el resultado: haz clic en una casilla o pulsa su dígito.</translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation>{rating} ({change:+d})</translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation>Tu puntuación: {rating}  ·  Racha: {streak}  ·  Mejor: {best}</translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation>{cell} está ocupada.</translation>
    </message>
    <message>
        <source>Wait for the computer's move.</source>
        <translation>Espera la jugada del ordenador.</translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation>Este problema ha terminado: Siguiente problema u Otra vez.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back as a skip: your rating will not move.</source>
        <translation>Este problema estaba abierto cuando se cerró el juego. Vuelve como saltado: tu puntuación no cambiará.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back and still counts as failed.</source>
        <translation>Este problema estaba abierto cuando se cerró el juego. Ha vuelto y sigue contando como fallado.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is damaged.</source>
        <translation>Los problemas no se guardan: el historial está dañado.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is read-only.</source>
        <translation>Los problemas no se guardan: el historial es de solo lectura.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: another program is using the game history.</source>
        <translation>Los problemas no se guardan: otro programa está usando el historial.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is from a newer version.</source>
        <translation>Los problemas no se guardan: el historial es de una versión más reciente.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history cannot be used.</source>
        <translation>Los problemas no se guardan: no se puede usar el historial.</translation>
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
        <translation>Puntuación en problemas a lo largo del tiempo</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n problema; puntuación {first:.0f} tras el primero, {last:.0f} ahora, máximo {best:.0f}</numerusform>
            <numerusform>%n problemas; puntuación {first:.0f} tras el primero, {last:.0f} ahora, máximo {best:.0f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation>Aún no hay problemas: Juego › Problemas.</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation>Puntuación tras cada problema</translation>
    </message>
</context>
<context>
    <name>ResetScoreDialog</name>
    <message>
        <source>Reset Score</source>
        <translation>Reiniciar marcador</translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation>¿Reiniciar el marcador de {where}?</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Esto no se puede deshacer.</translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation>Reiniciar &amp;este marcador</translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation>Reiniciar &amp;todos los marcadores</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>Resultados a lo largo del tiempo</translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation>partidas {first} a {last}: victorias {wins}, empates {draws}, derrotas {losses}</translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>Aún no hay partidas que mostrar.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
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
        <translation>mejor</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>mantiene la victoria</translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation>deja escapar la victoria en {cell}</translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation>deja abierta la línea en {cell}</translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation>completa tres en raya y pierde</translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation>permite al rival crear dos amenazas con {cell}</translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation>convierte una victoria en empate</translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation>convierte una victoria en derrota</translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation>convierte un empate en derrota</translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation>sigue ganando, pero más despacio</translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation>pierde antes de lo necesario</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason}); equally best: {others}</source>
        <translation>{mark} en {cell}: {reason}; era mejor {better} ({better_reason}); igual de buenas: {others}</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason})</source>
        <translation>{mark} en {cell}: {reason}; era mejor {better} ({better_reason})</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}</source>
        <translation>{mark} en {cell}: {reason}</translation>
    </message>
    <message>
        <source>{verdict}: {reason}</source>
        <translation>{verdict}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n error grave</numerusform>
            <numerusform>%n errores graves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n imprecisión</numerusform>
            <numerusform>%n imprecisiones</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded moves ({first} to {last}): {counts}, first at {move}.</source>
        <translation>Jugadas cargadas ({first} a {last}): {counts}, el primero en {move}.</translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation>Sin errores: cada jugada mantuvo el mejor resultado.</translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation>Con juego perfecto, la posición estaba perdida desde la jugada {move}.</translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation>{counts}: el primero en {move}.</translation>
    </message>
    <message>
        <source>Equally best there: {cells}.</source>
        <translation>También las mejores aquí: {cells}.</translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation>Lo mejor ahí era {cell}.</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>&amp;Speed: {steps} a second</source>
        <extracomment>Steps a second at each stop of the speed slider.</extracomment>
        <translation>&amp;Velocidad: {steps} por segundo</translation>
    </message>
    <message>
        <source>Search to watch</source>
        <translation>Búsqueda que ver</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>Pa&amp;so</translation>
    </message>
    <message>
        <source>Step &amp;Out</source>
        <translation>Terminar el n&amp;odo</translation>
    </message>
    <message>
        <source>Run to the &amp;End</source>
        <translation>Hasta el &amp;final</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Empe&amp;zar de nuevo</translation>
    </message>
    <message>
        <source>Announce each step</source>
        <translation>Anunciar cada paso</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>El ordenador</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>Dos jugadores en este ordenador</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation>&amp;Quién empieza:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Rival:</translation>
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
        <translation>&amp;Animaciones</translation>
    </message>
    <message>
        <source>Marks are drawn as a pen draws them, and the winning line across the board. Off: everything appears at once, and nothing on the board moves.</source>
        <translation>Las marcas se dibujan como con un bolígrafo, y la línea ganadora cruza el tablero. Desactivadas: todo aparece al instante y nada se mueve en el tablero.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volumen del sonido</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation>Hay una partida en curso: estos cambios se aplican desde la próxima partida.</translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation>Juega a la perfección y castiga cada error. Con estas reglas el primer jugador gana abriendo en {cells} (numeración del teclado numérico), así que cuando Perfecto juega segundo contra esa apertura, pierde; nunca pierde una partida que aún se puede salvar.</translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation>Juega a la perfección: con estas reglas nunca pierde y castiga cada error.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Todos los niveles</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Partidas anteriores</translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation>&amp;Abrir en la lista de jugadas</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>Nothing to show yet. Finish a game against the computer and it appears here: your results over time, your mistakes per game, and the game itself to review. Each puzzle you try (Game › Puzzles) adds to your puzzle rating.</source>
        <translation>Aún no hay nada que mostrar. Termina una partida contra el ordenador y aparecerá aquí: tus resultados a lo largo del tiempo, tus errores por partida y la propia partida para revisarla. Cada problema que intentes (Juego › Problemas) cuenta para tu puntuación en problemas.</translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation>&amp;Partidas anteriores (doble clic para revisar una):</translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation>aún se está abriendo; inténtalo de nuevo</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>en esta sesión no se guarda historial</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>Sin historial de partidas no hay estadísticas: {problem}.</translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation>Problemas: aún no has probado ninguno. Juego › Problemas entrena la única jugada que gana o empata.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>Problemas: {solved} de %n resuelto; puntuación {first:.0f} tras el primero, {last:.0f} ahora, máximo {best:.0f}.</numerusform>
            <numerusform>Problemas: {solved} de %n resueltos; puntuación {first:.0f} tras el primero, {last:.0f} ahora, máximo {best:.0f}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game rating in {rules}: {rating:.0f} now, {best:.0f} at best.</source>
        <translation>Puntuación de partidas ({rules}): {rating:.0f} ahora, máximo {best:.0f}.</translation>
    </message>
    <message>
        <source>Game rating: every game you finish against the computer rates you, rule by rule; Adaptive plays at your rating.</source>
        <translation>Puntuación de partidas: cada partida que terminas contra el ordenador te puntúa, regla por regla; Adaptativo juega a tu nivel.</translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation>Aún no hay partidas con estas reglas y este nivel: cada partida que termines contra el ordenador se cuenta aquí.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>%n partida: victorias {wins}, empates {draws}, derrotas {losses} ({share} % sin perder)</numerusform>
            <numerusform>%n partidas: victorias {wins}, empates {draws}, derrotas {losses} ({share} % sin perder)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>Tras %n partida, aquí verás la tendencia de tus errores.</numerusform>
            <numerusform>Tras %n partidas, aquí verás la tendencia de tus errores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>Tus errores bajan: {before:.1f} por partida al principio, {after:.1f} en tu última partida.</numerusform>
            <numerusform>Tus errores bajan: {before:.1f} por partida al principio, {after:.1f} en tus últimas %n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>Tus errores por partida: {before:.1f} al principio, {after:.1f} en tu última partida. Reintenta desde el primer error tras una partida para aprender más rápido.</numerusform>
            <numerusform>Tus errores por partida: {before:.1f} al principio, {after:.1f} en tus últimas %n partidas. Reintenta desde el primer error tras una partida para aprender más rápido.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <source>Computer ({level})</source>
        <translation>Ordenador ({level})</translation>
    </message>
    <message>
        <source>Player ○</source>
        <translation>Jugador ○</translation>
    </message>
    <message>
        <source>Player ×</source>
        <translation>Jugador ×</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Adaptive ({rating})</source>
        <translation>Adaptativo ({rating})</translation>
    </message>
    <message>
        <source>Perfect: the top</source>
        <translation>Perfecto: el máximo</translation>
    </message>
    <message>
        <source>about {level}</source>
        <translation>cerca de {level}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>Gana {mark}</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Gana el ordenador</translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation>{result}: {loser} hizo tres en raya y pierde</translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation>{result}: gana la última línea completada</translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation>{replay}. Pulsa Fin para volver, o Jugar desde aquí.</translation>
    </message>
    <message>
        <source>Hint: {cell} {reason}.</source>
        <translation>Pista: {cell} {reason}.</translation>
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
        <translation>{result}. Haz clic en el tablero o pulsa Ctrl+N para jugar otra vez.</translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation>{owners} tiene una línea: la partida sigue y gana la última línea completada. {turn}</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation>Empieza el ordenador: está pensando…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>El ordenador está pensando…</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation>Empieza {mark}</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation>Turno de {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation>Empiezas tú: juegas con {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation>Tu turno: juegas con {mark}</translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation>Repetición: el inicio</translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation>Repetición: tras {move}</translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation>Estándar: tres en raya ganan.</translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation>Misère: tres en raya pierden.</translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation>Gana la última línea: tras una línea se sigue jugando y gana la última línea completada.</translation>
    </message>
    <message>
        <source>○ {wins} · Draws {draws} · × {losses}</source>
        <translation>○ {wins} · Empates {draws} · × {losses}</translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation>Viendo jugar al ordenador: no puntúa</translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation>No puntúa: partida observada</translation>
    </message>
    <message>
        <source>Not scored: a past game</source>
        <translation>No puntúa: una partida pasada</translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation>No puntúa: partida desde una posición</translation>
    </message>
    <message>
        <source>Wait: your move comes after the computer's.</source>
        <translation>Espera: tu jugada va después de la del ordenador.</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>dos jugadores</translation>
    </message>
    <message>
        <source>A position from the game tree. Press End to go back to the game, or Play from Here in the Game Tree window.</source>
        <translation>Una posición del árbol de juego. Pulsa Fin para volver a la partida, o Jugar desde aquí en la ventana Árbol de juego.</translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation>Victorias {wins} · Empates {draws} · Derrotas {losses}</translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation>{score}   ({table})</translation>
    </message>
    <message>
        <source>{line}, this session only</source>
        <translation>{line}, solo en esta sesión</translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation>dos jugadores, {rules}</translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation>{level}, {rules}</translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation>Solo cuenta una partida jugada desde el tablero vacío en la que el ordenador hace todas sus jugadas: las partidas pegadas, abiertas y repetidas se guardan en el historial pero no puntúan, igual que las partidas observadas. Cada partida cuenta una vez, con el primer resultado que alcanza: deshacer tras el final no cambia el marcador. Una partida sin terminar no cuenta.</translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation>{result} {plies}</translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation>Jugar aquí gana de inmediato.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>Jugar aquí gana en %n jugada con juego perfecto.</numerusform>
            <numerusform>Jugar aquí gana en %n jugadas con juego perfecto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation>Jugar aquí llena el tablero: empate.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>Jugar aquí empata con juego perfecto: el tablero se llena en %n jugada.</numerusform>
            <numerusform>Jugar aquí empata con juego perfecto: el tablero se llena en %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation>Jugar aquí pierde de inmediato.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>Jugar aquí pierde en %n jugada como mucho, contra juego perfecto.</numerusform>
            <numerusform>Jugar aquí pierde en %n jugadas como mucho, contra juego perfecto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: "win 3" wins in 3 moves, "draw 7" draws when the board fills, "loss 4" loses in 4 at the latest.</source>
        <translation>Cada casilla vacía muestra su resultado con juego perfecto de ambos lados y cuántas jugadas faltan para el final: «victoria 3» gana en 3 jugadas, «empate 7» empata al llenarse el tablero, «derrota 4» pierde en 4 como mucho.</translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation>Esa casilla, {cell}, está ocupada: elige una vacía.</translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation>Lados cambiados: ahora juegas con {mark}.</translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation>Se sigue jugando desde el inicio.</translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation>Se sigue jugando tras {move}.</translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>La partida que dejaste vuelve al tablero: %n jugada con las reglas {rules}.</numerusform>
            <numerusform>La partida que dejaste vuelve al tablero: %n jugadas con las reglas {rules}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Partida cargada: %n jugada con las reglas {rules}.</numerusform>
            <numerusform>Partida cargada: %n jugadas con las reglas {rules}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Partida del {date} cargada: %n jugada con las reglas {rules}.</numerusform>
            <numerusform>Partida del {date} cargada: %n jugadas con las reglas {rules}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation>El ordenador no pudo jugar ({message}). Empieza una partida nueva con Ctrl+N.</translation>
    </message>
    <message>
        <source>Your rating in {rules} has passed {level}'s for the first time: Adaptive now plays above it.</source>
        <translation>Tu puntuación en {rules} ha superado por primera vez la de {level}: Adaptativo juega ahora por encima.</translation>
    </message>
    <message>
        <source>This is the top: Adaptive plays as Perfect, which cannot be beaten under these rules, only held to a draw.</source>
        <translation>Es el máximo: Adaptativo juega como Perfecto, que no se puede vencer con estas reglas, solo empatar.</translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>Partida copiada: %n jugada.</numerusform>
            <numerusform>Partida copiada: %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation>Historial dañado: las partidas nuevas no se guardan.</translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation>Historial de solo lectura: las partidas nuevas no se guardan.</translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation>Historial en uso por otro programa: las partidas nuevas no se guardan.</translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation>Historial de una versión más reciente: las partidas nuevas no se guardan.</translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation>No se puede usar el historial: las partidas nuevas no se guardan.</translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation>Esto es una repetición: pulsa Fin en la lista de jugadas para volver a la partida, o Jugar desde aquí para seguir desde este punto.</translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation>Observación detenida: el tablero es vuestro, para dos jugadores. Ctrl+N empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nada que deshacer.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nada que rehacer.</translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation>La partida ha terminado: no hace falta pista. Haz clic en el tablero para una partida nueva.</translation>
    </message>
    <message>
        <source>Wait for the computer's move, then ask for a hint.</source>
        <translation>Espera la jugada del ordenador y luego pide una pista.</translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation>Ajustes guardados: se aplican desde la próxima partida.</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>Esa partida ya no está en el historial.</translation>
    </message>
    <message>
        <source>Your game rating is provisional: the history cannot keep it, so it lasts until you close the game.</source>
        <translation>Tu puntuación de partidas es provisional: el historial no puede guardarla, así que dura hasta que cierres el juego.</translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation>La revisión llega al terminar la partida; aquí están las jugadas hasta ahora.</translation>
    </message>
    <message>
        <source>Waiting for the game history, which is busy: the games that end meanwhile are kept once it is free.</source>
        <translation>Esperando al historial, que está ocupado: las partidas que terminen mientras tanto se guardarán cuando quede libre.</translation>
    </message>
    <message>
        <source>The game history is free again: every finished game is kept.</source>
        <translation>El historial vuelve a estar libre: todas las partidas terminadas están guardadas.</translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation>Todos los marcadores reiniciados.</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>Marcador reiniciado para {where}.</translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message>
        <source>Strategy Map</source>
        <translation>Mapa de estrategia</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Bando:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>○, who moves first</source>
        <translation>○, que empieza</translation>
    </message>
    <message>
        <source>×, who moves second</source>
        <translation>×, que juega segundo</translation>
    </message>
    <message>
        <source>Sa&amp;ve as SVG…</source>
        <translation>Guardar como S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>The strategy map's page</source>
        <translation>Página del mapa de estrategia</translation>
    </message>
    <message>
        <source>Making the map…</source>
        <translation>Creando el mapa…</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>%n posición, con su jugada</numerusform>
            <numerusform>%n posiciones, una jugada en cada una</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Strategy Map</source>
        <translation>Guardar el mapa de estrategia</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Imágenes SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>%n posición: la única que puede surgir cuando {mark} sigue este mapa, juegue lo que juegue el otro lado.</numerusform>
            <numerusform>%n posiciones: todas las que pueden surgir cuando {mark} sigue este mapa, juegue lo que juegue el otro lado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>%n marca en el tablero</numerusform>
            <numerusform>%n marcas en el tablero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>Jugada {number} de {mark}: %n posición con {marks}</numerusform>
            <numerusform>Jugada {number} de {mark}: %n posiciones con {marks}</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (first player)</source>
        <translation>Mapa de estrategia: {rule}, {mark} (primer jugador)</translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (second player)</source>
        <translation>Mapa de estrategia: {rule}, {mark} (segundo jugador)</translation>
    </message>
    <message>
        <source>Every move here keeps the win, and wins as fast as it can.</source>
        <translation>Cada jugada de aquí conserva la victoria y gana lo más rápido posible.</translation>
    </message>
    <message>
        <source>Every move here keeps the draw, and leaves the other side the most ways to go wrong.</source>
        <translation>Cada jugada de aquí conserva las tablas y deja al otro lado el mayor número de maneras de equivocarse.</translation>
    </message>
    <message>
        <source>This side loses against best play; every move here leaves the other side the most ways to go wrong.</source>
        <translation>Este lado pierde contra el mejor juego; cada jugada de aquí deja al otro lado el mayor número de maneras de equivocarse.</translation>
    </message>
    <message>
        <source>Rule: {description}</source>
        <translation>Regla: {description}</translation>
    </message>
    <message>
        <source>Find your board and play the square marked in blue; its keypad digit is under it.</source>
        <translation>Busca tu tablero y juega en la casilla marcada en azul; debajo está su número del teclado numérico.</translation>
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
        <translation>Ver jugar al ordenador</translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation>Nivel de ○</translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation>Nivel de ×</translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation>○ (juega &amp;primero):</translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation>× (juega &amp;segundo):</translation>
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
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfecto</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Adaptativo</translation>
    </message>
    <message>
        <source>Plays about as well as you do: before each game it picks its strength from your rating in these rules, so that you win about as often as you lose. It starts below Medium and follows you all the way to Perfect.</source>
        <translation>Juega más o menos tan bien como tú: antes de cada partida elige su fuerza según tu puntuación en estas reglas, para que ganes más o menos tanto como pierdas. Empieza por debajo de Medio y te sigue hasta Perfecto.</translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation>Juega en cualquier casilla al azar. Ideal para una primera partida.</translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation>Aprovecha una victoria y bloquea la tuya, pero no planea por adelantado.</translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation>Calcula tres jugadas por delante. Fuerte, pero se le puede ganar.</translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation>Juega a la perfección: nunca pierde y castiga cada error.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Last line wins</source>
        <translation>Gana la última línea</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation>estándar</translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation>misère</translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation>«gana la última línea»</translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation>Tres en raya ganan. Si el tablero se llena sin línea, es empate.</translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation>Tres en raya pierden: haz que tu rival complete una línea.</translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation>Una línea no termina la partida. Si el otro jugador también hace una después, esa línea posterior gana al momento; si no, la primera línea gana al llenarse el tablero.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>El ordenador</translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation>Alternar en cada partida</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>wins now</source>
        <translation>gana ya</translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation>bloquea una línea</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>crea dos amenazas</translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation>fuerza la victoria</translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation>mantiene el empate</translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation>resiste más tiempo</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoria</translation>
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
        <translation>arriba izquierda</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>arriba centro</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>arriba derecha</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>centro izquierda</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>centro</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>centro derecha</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>abajo izquierda</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>abajo centro</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>abajo derecha</translation>
    </message>
    <message>
        <source>{place} ({digit})</source>
        <translation>{place} ({digit})</translation>
    </message>
    <message>
        <source>top row</source>
        <translation>fila superior</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>fila central</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>fila inferior</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>columna izquierda</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>columna central</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>columna derecha</translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation>diagonal desde arriba a la izquierda</translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation>diagonal desde arriba a la derecha</translation>
    </message>
</context>
</TS>
