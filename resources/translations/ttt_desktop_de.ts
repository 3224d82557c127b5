<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Board cells</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>{place}, {content}</source>
        <translation>{place}, {content}</translation>
    </message>
    <message>
        <source>key {digit}</source>
        <translation>Taste {digit}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>letzter Zug</translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation>Tipp: der beste Zug</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation>Mit den Pfeiltasten bewegen und mit der Eingabetaste setzen, oder 1 bis 9 wie auf dem Ziffernblock drücken: 7 ist oben links.</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation>Bewertung nach jedem Zug</translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation>Werte für ○ nach jedem Zug: {values}</translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation>Wer bei bestem Spiel nach jedem Zug gewinnt, links beginnend mit dem leeren Brett: über der Mittellinie gewinnt ○, darunter gewinnt ×, auf der Linie ist es unentschieden. Die Markierung ist die Stellung auf dem Brett.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <source>Cannot Open Game</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>Keine Partie</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>{problem}

Nothing was loaded.</source>
        <translation>{problem}

Es wurde nichts geladen.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {error}.</source>
        <translation>Die Partie konnte nicht in {file} gespeichert werden: {error}.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>Die Einstellungsdatei war beschädigt und wurde zurückgesetzt; eine Kopie liegt unter {name}.</translation>
    </message>
    <message>
        <source>Settings changes will not be kept after the game closes: {file} cannot be written ({error}).</source>
        <translation>Änderungen an den Einstellungen bleiben nach dem Schließen des Spiels nicht erhalten: {file} kann nicht geschrieben werden ({error}).</translation>
    </message>
</context>
<context>
    <name>FirstStartLine</name>
    <message>
        <source>New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>Neu hier? Hilfe › Lektionen bringt dir das Spiel in zehn Minuten bei. Der Computer passt sich an: Er spielt ungefähr so gut wie du. Stufen und die drei Regeln findest du unter Spiel › Einstellungen; Spiel › Rätsel trainiert einzelne Züge.</translation>
    </message>
    <message>
        <source>Got &amp;It</source>
        <translation>Ve&amp;rstanden</translation>
    </message>
    <message>
        <source>Dismiss this tip</source>
        <translation>Diesen Hinweis schließen</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Erster Start</translation>
    </message>
</context>
<context>
    <name>GameFileMenu</name>
    <message>
        <source>Open Rec&amp;ent</source>
        <translation>Z&amp;uletzt geöffnet</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Games (*.ttt *.txt);;All files (*)</source>
        <translation>Partien (*.ttt *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Games (*.ttt);;All files (*)</source>
        <translation>Partien (*.ttt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Partien</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a regular file, so it cannot hold a game.</source>
        <translation>{file} ist keine normale Datei und kann daher keine Partie enthalten.</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}.</source>
        <translation>{file} konnte nicht gelesen werden: {error}.</translation>
    </message>
    <message>
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>{file} ist größer als 64 KB und kann daher keine Partie enthalten.</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>{file} ist keine Textdatei und kann daher keine Partie enthalten.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>Geltende Regeln</translation>
    </message>
</context>
<context>
    <name>GameRatingChart</name>
    <message>
        <source>Game rating over time</source>
        <translation>Partiewertung im Verlauf</translation>
    </message>
    <message>
        <source>Game rating after each game</source>
        <translation>Partiewertung nach jeder Partie</translation>
    </message>
    <message>
        <source>No rated games yet: play the computer.</source>
        <translation>Noch keine gewerteten Partien: spiel gegen den Computer.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n gewertete Partie; Wertung {first:.0f} nach der ersten, {last:.0f} jetzt, Bestwert {best:.0f}</numerusform>
            <numerusform>%n gewertete Partien; Wertung {first:.0f} nach der ersten, {last:.0f} jetzt, Bestwert {best:.0f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTreeModel</name>
    <message>
        <source>Move</source>
        <extracomment>The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).</extracomment>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Halbzüge</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bester</translation>
    </message>
    <message>
        <source>Replies that lose</source>
        <translation>Verlierende Antworten</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfekt</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Game tree: {rules}</source>
        <translation>Spielbaum: {rules}</translation>
    </message>
    <message>
        <source>Export the Game Tree</source>
        <translation>Spielbaum exportieren</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>Nicht exportiert</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {reason}.</source>
        <translation>Das Bild konnte nicht nach {path} geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <source>&amp;Merge transpositions</source>
        <translation>&amp;Zugumstellungen zusammenfassen</translation>
    </message>
    <message>
        <source>&amp;Fold symmetry</source>
        <translation>Symmetrie &amp;falten</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <source>Show on &amp;Board</source>
        <translation>Auf dem &amp;Brett zeigen</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>&amp;Von hier spielen</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>SVG e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Watch the search</source>
        <translation>Der Suche zusehen</translation>
    </message>
</context>
<context>
    <name>GameTreeWords</name>
    <message>
        <source>the root</source>
        <translation>die Wurzel</translation>
    </message>
    <message>
        <source>Below this position: nodes {nodes} · finished games {games} · positions {positions} · up to symmetry {classes}</source>
        <translation>Unter dieser Stellung: Knoten {nodes} · beendete Partien {games} · Stellungen {positions} · bis auf Symmetrie {classes}</translation>
    </message>
    <message>
        <source>{rules} · {facts}</source>
        <translation>{rules} · {facts}</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>Hier ist die Partie zu Ende.</translation>
    </message>
    <message>
        <source>{mark} to move · value: {value} · plies to the end with best play: {plies}</source>
        <translation>{mark} am Zug · Wert: {value} · Halbzüge bis zum Ende bei bestem Spiel: {plies}</translation>
    </message>
    <message>
        <source>Positions where Hard may play a move that is not best, {rules}: {count} of {total}</source>
        <translation>Stellungen, in denen „Schwer“ einen nicht besten Zug spielen kann, {rules}: {count} von {total}</translation>
    </message>
    <message>
        <source>Values +1, 0, −1 for the side to move · moves tried in the order 7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta</source>
        <translation>Werte +1, 0, −1 für die Seite am Zug · Züge in der Reihenfolge 7 8 9 4 5 6 1 2 3 · Alpha-Beta fail-hard ab (−1, +1), Schnitt sobald Alpha ≥ Beta</translation>
    </message>
    <message>
        <source>it gives the value away</source>
        <translation>er verschenkt den Wert</translation>
    </message>
    <message>
        <source>it keeps the value, but wins later or loses sooner</source>
        <translation>er hält den Wert, gewinnt aber später oder verliert früher</translation>
    </message>
    <message>
        <source>no other move keeps the value as well</source>
        <translation>kein anderer Zug hält den Wert so gut</translation>
    </message>
    <message>
        <source>it gives you more ways to go wrong</source>
        <translation>er gibt dir mehr Möglichkeiten, dich zu irren</translation>
    </message>
    <message>
        <source>centre, corners and edges are equally likely</source>
        <translation>Mitte, Ecken und Kanten sind gleich wahrscheinlich</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark} · plies to the end with best play: {plies}</source>
        <translation>{move}: {value} für {mark} · Halbzüge bis zum Ende bei bestem Spiel: {plies}</translation>
    </message>
    <message>
        <source>A best move: it keeps the value.</source>
        <translation>Ein bester Zug: er hält den Wert.</translation>
    </message>
    <message>
        <source>Not a best move: it gives the value away.</source>
        <translation>Kein bester Zug: er verschenkt den Wert.</translation>
    </message>
    <message>
        <source>Draws are not all equal: of {mark}'s {replies} replies, {losing} lose.</source>
        <translation>Remis ist nicht gleich Remis: von den {replies} Antworten von {mark} verlieren {losing}.</translation>
    </message>
    <message>
        <source>Perfect plays it {percent} of the time: {reason}.</source>
        <translation>„Perfekt“ spielt ihn in {percent} der Fälle: {reason}.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and may play it.</source>
        <translation>„Schwer“ bewertet ihn drei Halbzüge tief mit {score} und kann ihn spielen.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and does not play it.</source>
        <translation>„Schwer“ bewertet ihn drei Halbzüge tief mit {score} und spielt ihn nicht.</translation>
    </message>
    <message>
        <source>Hard errs in this position: it may play a move that is not best.</source>
        <translation>„Schwer“ irrt sich in dieser Stellung: es kann einen nicht besten Zug spielen.</translation>
    </message>
    <message>
        <source>Move orders that reach it: {orders}</source>
        <translation>Zugfolgen, die hierher führen: {orders}</translation>
    </message>
    <message>
        <source>Positions it stands for: {positions} · symmetric images of its position: {size}</source>
        <translation>Stellungen, für die er steht: {positions} · symmetrische Bilder seiner Stellung: {size}</translation>
    </message>
    <message>
        <source>Met before, on an earlier branch: open it there.</source>
        <translation>Schon auf einem früheren Zweig erreicht: öffne ihn dort.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>bester Zug</translation>
    </message>
    <message>
        <source>not best</source>
        <translation>nicht der beste</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark}, plies to the end {plies}, {verdict}</source>
        <translation>{move}: {value} für {mark}, Halbzüge bis zum Ende {plies}, {verdict}</translation>
    </message>
    <message>
        <source>Plain minimax</source>
        <translation>Einfaches Minimax</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alpha-Beta</translation>
    </message>
    <message>
        <source>Minimax with memory</source>
        <translation>Minimax mit Gedächtnis</translation>
    </message>
    <message>
        <source>Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: {hits}</source>
        <translation>Besuchte Knoten: {nodes} · Schnitte: {cutoffs} · Tabellentreffer: {hits}</translation>
    </message>
    <message>
        <source>Visit {path}</source>
        <translation>Besuche {path}</translation>
    </message>
    <message>
        <source>Leave {path} with {value}</source>
        <translation>Verlasse {path} mit {value}</translation>
    </message>
    <message>
        <source>Cut-off at {path}: alpha {value} ≥ beta; {untried} not tried</source>
        <translation>Schnitt bei {path}: Alpha {value} ≥ Beta; {untried} nicht versucht</translation>
    </message>
    <message>
        <source>Table hit {path}: {value}</source>
        <translation>Tabellentreffer {path}: {value}</translation>
    </message>
    <message>
        <source>Done: the root's value is {value}</source>
        <translation>Fertig: der Wert der Wurzel ist {value}</translation>
    </message>
    <message>
        <source>{search}: press Play or Step to start.</source>
        <translation>{search}: „Abspielen“ oder „Schritt“ drücken, um zu beginnen.</translation>
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
&lt;h3&gt;Spielanleitung&lt;/h3&gt;
&lt;p&gt;Zwei Spieler setzen abwechselnd ihr Zeichen in ein leeres Feld: ○ zieht zuerst, × als Zweiter.
Klicke auf ein Feld, drücke eine Ziffer &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; (angeordnet wie der Ziffernblock: 7 8 9 ist die
obere Reihe) oder bewege den Cursor mit den &lt;b&gt;Pfeiltasten&lt;/b&gt; und drücke die &lt;b&gt;Eingabetaste&lt;/b&gt; oder die
&lt;b&gt;Leertaste&lt;/b&gt;.&lt;/p&gt;
&lt;h4&gt;Die Regeln (Spiel › Einstellungen…)&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Standard&lt;/b&gt;: Drei in einer Reihe, Spalte oder Diagonale gewinnen. Ist das Brett voll und keine Reihe
entstanden, ist es unentschieden.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Misère&lt;/b&gt;: Drei in einer Reihe &lt;i&gt;verlieren&lt;/i&gt;. Zwinge den Gegner, eine Reihe zu vollenden.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Letzte Reihe gewinnt&lt;/b&gt;: Eine Reihe beendet die Partie nicht. Macht der andere Spieler danach auch eine, gewinnt diese spätere Reihe sofort; sonst gewinnt die erste Reihe, wenn das Brett voll ist.&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;Tasten&lt;/h4&gt;
{keys}
&lt;p&gt;Die Bilanz zählt Siege, Unentschieden und Niederlagen für jede Regel und Stufe. Es zählt nur eine Partie,
die auf dem leeren Brett beginnt und in der der Computer alle eigenen Züge selbst macht: Eingefügte, geöffnete
und nachgespielte Partien kommen ins Spielarchiv und werden ausgewertet, aber nicht gezählt. Jede Partie zählt
einmal, mit dem ersten Ergebnis, das sie erreicht: Rückgängig nach dem Ende erlaubt es, zurückzuschauen und
weiterzuspielen, ändert aber die Bilanz nicht. Eine unvollendete Partie (neues Spiel, Seiten getauscht,
Fenster geschlossen) zählt nicht. Spiel › Bilanz zurücksetzen… fragt vorher nach und setzt diese Regel und
Stufe oder alle zurück.&lt;/p&gt;
&lt;p&gt;Im Terminal beendet Ctrl+C das Spiel wie Spiel › Beenden.&lt;/p&gt;
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
&lt;h4&gt;Adaptiv&lt;/h4&gt;
&lt;p&gt;Adaptiv, die Stufe für neue Spieler (Spiel › Einstellungen…), spielt ungefähr so gut wie du. Jede
Partie, die du vom leeren Brett an gegen den Computer zu Ende spielst, bewegt deine Partiewertung in dieser
Regel, und Adaptiv spielt die nächste Partie mit der Stärke, bei der du etwa die Hälfte der Punkte holen
solltest (ein Sieg zählt 1, ein Unentschieden ½). Über dem Brett steht es als „Adaptiv (1720)“, seine
Wertung für diese Partie. Sobald sich deine Wertung nahe der Spitze gefestigt hat, spielt Adaptiv als
Perfekt.&lt;/p&gt;
&lt;h4&gt;Rätsel&lt;/h4&gt;
&lt;p&gt;Spiel › Rätsel… zeigt eine Stellung, in der genau ein Zug den Sieg oder das Unentschieden hält: Finde ihn.
Ein falscher Zug wird mit seinem Grund und dem richtigen Zug markiert, und „Noch einmal“ lässt dich ein
weiteres Mal suchen. „Tipp“ zeigt den richtigen Zug, und das Rätsel zählt dann als nicht gelöst; „Nächstes
Rätsel“ geht weiter. Die Rätsel werden nahe deiner Rätselwertung gewählt, und nicht gelöste Rätsel kommen
später wieder.&lt;/p&gt;
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
&lt;h3&gt;Tic-Tac-Toe · 三目並べ&lt;/h3&gt;
&lt;p&gt;Version {version}&lt;/p&gt;
&lt;p&gt;Tic-Tac-Toe (マルバツ) mit drei Regelvarianten und fünf Computerstufen: vier vom zufällig ziehenden
Anfänger bis zum perfekten Spieler, der jede Stellung löst, und Adaptiv, das so stark spielt wie du.&lt;/p&gt;
&lt;p&gt;Erstellt mit Python und Qt for Python (PySide6).&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation>Spielarchiv beschädigt</translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation>Das Spielarchiv ist beschädigt, daher werden keine Partien gespeichert. Die beschädigte Datei beiseitelegen (umbenannt, nicht gelöscht) und ein neues Archiv beginnen?</translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation>&amp;Neues Archiv beginnen</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Jetzt nicht</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation>Das beschädigte Archiv wurde als {file} aufbewahrt; ein neues Archiv wurde begonnen.</translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation>Das beschädigte Archiv konnte nicht umbenannt werden: Es werden keine Partien gespeichert.</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <source>The centre</source>
        <translation>Die Mitte</translation>
    </message>
    <message>
        <source>The centre square is in four lines: the middle row, the middle column and both diagonals. A corner is in three lines. An edge is in only two.</source>
        <translation>Das Mittelfeld liegt in vier Reihen: in der mittleren Reihe, der mittleren Spalte und beiden Diagonalen. Eine Ecke liegt in drei Reihen. Ein Randfeld nur in zwei.</translation>
    </message>
    <message>
        <source>You play ○. Your two corners are on one diagonal. The centre joins them. Take it and win.</source>
        <translation>Du spielst ○. Deine zwei Ecken liegen auf einer Diagonale. Die Mitte verbindet sie. Nimm sie und gewinne.</translation>
    </message>
    <message>
        <source>You play ×. If ○ gets the centre, ○ has two diagonals at once, and you cannot block both. Take the centre first.</source>
        <translation>Du spielst ×. Bekommt ○ die Mitte, hat ○ zwei Diagonalen auf einmal, und du kannst nicht beide blockieren. Nimm zuerst die Mitte.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the middle column. The centre blocks it, and it gives you two lines at once.</source>
        <translation>Du spielst ○. × hat zwei in der mittleren Spalte. Die Mitte blockiert sie und gibt dir zwei Reihen auf einmal.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it in the centre. From there you threaten the middle column too, and you can win.</source>
        <translation>Du spielst ×. ○ hat zwei in der mittleren Reihe. Blockiere sie in der Mitte. Von dort drohst du auch in der mittleren Spalte und kannst gewinnen.</translation>
    </message>
    <message>
        <source>The corners</source>
        <translation>Die Ecken</translation>
    </message>
    <message>
        <source>After the centre, the corners are the best squares. Each corner is in three lines. An edge is in only two.</source>
        <translation>Nach der Mitte sind die Ecken die besten Felder. Jede Ecke liegt in drei Reihen. Ein Randfeld nur in zwei.</translation>
    </message>
    <message>
        <source>You play ×. ○ took the centre. Answer in a corner. An edge loses.</source>
        <translation>Du spielst ×. ○ hat die Mitte genommen. Antworte in einer Ecke. Ein Randfeld verliert.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and a corner. Take a free corner. On an edge, ○ could make two threats.</source>
        <translation>Du spielst ×. ○ hat die Mitte und eine Ecke. Nimm eine freie Ecke. Spielst du auf ein Randfeld, kann ○ zwei Drohungen schaffen.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, not the centre. Take another corner: soon you can make two threats at once.</source>
        <translation>Du spielst ○. × hat eine Ecke genommen, nicht die Mitte. Nimm eine andere Ecke: Bald kannst du zwei Drohungen auf einmal schaffen.</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Blockieren</translation>
    </message>
    <message>
        <source>Two marks in a line with the third square empty is a threat: next move, they win there. Put your own mark on that square. That is a block.</source>
        <translation>Zwei gleiche Zeichen in einer Reihe mit leerem drittem Feld sind eine Drohung: Wer sie gesetzt hat, gewinnt im nächsten Zug dort. Setze dein eigenes Zeichen auf dieses Feld. Das nennt man Blockieren.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the top row. Block the third square.</source>
        <translation>Du spielst ×. ○ hat zwei in der oberen Reihe. Blockiere das dritte Feld.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two on a diagonal. Block it.</source>
        <translation>Du spielst ×. ○ hat zwei auf einer Diagonale. Blockiere sie.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it.</source>
        <translation>Du spielst ×. ○ hat zwei in der mittleren Reihe. Blockiere sie.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the top row. Block it. Then you threaten the middle column yourself.</source>
        <translation>Du spielst ○. × hat zwei in der oberen Reihe. Blockiere sie. Dann drohst du selbst in der mittleren Spalte.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row, but you can win now. Your own win comes first: a win ends the game.</source>
        <translation>Du spielst ○. × droht in der mittleren Reihe, aber du kannst sofort gewinnen. Dein eigener Sieg geht vor: Ein Sieg beendet die Partie.</translation>
    </message>
    <message>
        <source>Make two threats</source>
        <translation>Zwei Drohungen schaffen</translation>
    </message>
    <message>
        <source>A threat is two of your marks in a line with the third square empty. One move can make two threats at once. The other player can block only one of them. This is called a fork.</source>
        <translation>Eine Drohung sind zwei deiner Zeichen in einer Reihe mit leerem drittem Feld. Ein Zug kann zwei Drohungen auf einmal schaffen. Der andere Spieler kann nur eine davon blockieren. Das nennt man eine Gabel.</translation>
    </message>
    <message>
        <source>You play ○. Find a square that makes two threats at once.</source>
        <translation>Du spielst ○. Finde ein Feld, das zwei Drohungen auf einmal schafft.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Block it, and the same move makes two threats of yours.</source>
        <translation>Du spielst ○. × droht in der linken Spalte. Blockiere sie, und derselbe Zug schafft zwei Drohungen für dich.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the right column. Block it with a move that makes two threats.</source>
        <translation>Du spielst ○. × droht in der rechten Spalte. Blockiere sie mit einem Zug, der zwei Drohungen schafft.</translation>
    </message>
    <message>
        <source>You play ×. ○ has just blocked your middle column. Now make two threats at once.</source>
        <translation>Du spielst ×. ○ hat gerade deine mittlere Spalte blockiert. Schaffe jetzt zwei Drohungen auf einmal.</translation>
    </message>
    <message>
        <source>Answer a corner with the centre</source>
        <translation>Auf eine Ecke mit der Mitte antworten</translation>
    </message>
    <message>
        <source>When ○ starts in a corner, × has one good answer: the centre. Every other answer lets ○ make two threats later.</source>
        <translation>Beginnt ○ in einer Ecke, hat × nur eine gute Antwort: die Mitte. Jede andere Antwort lässt ○ später zwei Drohungen schaffen.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner. Answer it.</source>
        <translation>Du spielst ×. ○ hat in einer Ecke begonnen. Antworte darauf.</translation>
    </message>
    <message>
        <source>You play ×. Another corner. The same answer.</source>
        <translation>Du spielst ×. Eine andere Ecke. Dieselbe Antwort.</translation>
    </message>
    <message>
        <source>You play ×. You have the centre. Now ○ has two in the top row: block it.</source>
        <translation>Du spielst ×. Du hast die Mitte. Jetzt hat ○ zwei in der oberen Reihe: Blockiere sie.</translation>
    </message>
    <message>
        <source>You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not let ○ make two threats.</source>
        <translation>Du spielst ×. ○ hat eine Ecke und ein Randfeld, weit auseinander. Halte das Unentschieden: Lass ○ keine zwei Drohungen schaffen.</translation>
    </message>
    <message>
        <source>The opposite-corner defence</source>
        <translation>Verteidigung gegen gegenüberliegende Ecken</translation>
    </message>
    <message>
        <source>○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a corner loses for ×. An edge holds the draw.</source>
        <translation>○ nimmt eine Ecke, × die Mitte, und ○ die gegenüberliegende Ecke. Jetzt verliert × mit einer Ecke. Ein Randfeld hält das Unentschieden.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two opposite corners. Play on an edge. A corner would let ○ make two threats.</source>
        <translation>Du spielst ×. ○ hat zwei gegenüberliegende Ecken. Spiele auf ein Randfeld. Eine Ecke ließe ○ zwei Drohungen schaffen.</translation>
    </message>
    <message>
        <source>You play ×. The same trap, turned round. Play on an edge.</source>
        <translation>Du spielst ×. Dieselbe Falle, nur gedreht. Spiele auf ein Randfeld.</translation>
    </message>
    <message>
        <source>You play ○. × played on an edge and threatens the middle column. Block it.</source>
        <translation>Du spielst ○. × hat auf ein Randfeld gespielt und droht in der mittleren Spalte. Blockiere sie.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, and that loses. Block × and make two threats with the same move.</source>
        <translation>Du spielst ○. × hat eine Ecke genommen, und das verliert. Blockiere × und schaffe mit demselben Zug zwei Drohungen.</translation>
    </message>
    <message>
        <source>Traps that lose</source>
        <translation>Fallen, die verlieren</translation>
    </message>
    <message>
        <source>Some moves look safe but lose. Learn to see them, and to win when the other player falls in.</source>
        <translation>Manche Züge sehen sicher aus, verlieren aber. Lerne, sie zu erkennen und zu gewinnen, wenn der andere Spieler hineintappt.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and the corner opposite yours. An edge looks safe, but it loses. Take a corner.</source>
        <translation>Du spielst ×. ○ hat die Mitte und die Ecke gegenüber deiner. Ein Randfeld sieht sicher aus, verliert aber. Nimm eine Ecke.</translation>
    </message>
    <message>
        <source>You play ○. × fell in: × played on an edge. Block × and make two threats.</source>
        <translation>Du spielst ○. × ist hineingetappt: × hat auf ein Randfeld gespielt. Blockiere × und schaffe zwei Drohungen.</translation>
    </message>
    <message>
        <source>You play ○. × answered your centre with an edge. That loses. Block × and make two threats.</source>
        <translation>Du spielst ○. × hat auf deine Mitte mit einem Randfeld geantwortet. Das verliert. Blockiere × und schaffe zwei Drohungen.</translation>
    </message>
    <message>
        <source>You play ○. × answered your corner with an edge, not the centre. That loses for ×. Play a move that keeps your win.</source>
        <translation>Du spielst ○. × hat auf deine Ecke mit einem Rand geantwortet, nicht mit der Mitte. Damit verliert ×. Spiel einen Zug, der deinen Sieg hält.</translation>
    </message>
    <message>
        <source>You play ○. The mirror move still works: if anyone makes a line, × makes it first.</source>
        <translation>Du spielst ○. Der Spiegelzug klappt immer noch: Wenn jemand eine Reihe macht, macht × sie zuerst.</translation>
    </message>
    <message>
        <source>In this rule ○ wins by starting in the centre. Then × can make a line only on the edge of the board. ○ has four lines through the middle.</source>
        <translation>Bei dieser Regel gewinnt ○, wenn ○ in der Mitte beginnt. Dann kann × nur noch am Rand des Spielbretts eine Reihe machen. ○ hat vier Reihen durch die Mitte.</translation>
    </message>
    <message>
        <source>Why best play draws</source>
        <translation>Warum bestes Spiel unentschieden endet</translation>
    </message>
    <message>
        <source>When neither player makes a mistake, tic-tac-toe is a draw. Every threat can be blocked, and every fork can be stopped before it is made. Play one whole game where both players block.</source>
        <translation>Macht keiner der Spieler einen Fehler, endet Tic-Tac-Toe unentschieden. Jede Drohung lässt sich blockieren, und jede Gabel lässt sich verhindern, bevor sie entsteht. Spiele eine ganze Partie, in der beide Spieler blockieren.</translation>
    </message>
    <message>
        <source>You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make two threats.</source>
        <translation>Du spielst ×. ○ hat ein Randfeld und eine Ecke. Halte das Unentschieden: Lass ○ keine zwei Drohungen schaffen.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row. Block it.</source>
        <translation>Du spielst ○. × droht in der mittleren Reihe. Blockiere sie.</translation>
    </message>
    <message>
        <source>You play ×. ○'s block made a threat in the left column. Block it too.</source>
        <translation>Du spielst ×. Mit seinem Block hat ○ eine Drohung in der linken Spalte geschaffen. Blockiere auch sie.</translation>
    </message>
    <message>
        <source>You play ○. × threatens a diagonal. Block it.</source>
        <translation>Du spielst ○. × droht auf einer Diagonale. Blockiere sie.</translation>
    </message>
    <message>
        <source>You play ×. ○ threatens the top row. Block it. The last square makes no line for anyone: the game is a draw.</source>
        <translation>Du spielst ×. ○ droht in der oberen Reihe. Blockiere sie. Das letzte Feld ergibt für niemanden eine Reihe: Die Partie endet unentschieden.</translation>
    </message>
    <message>
        <source>Misère: the centre</source>
        <translation>Misère: die Mitte</translation>
    </message>
    <message>
        <source>In misère, three in a row loses. ○ moves first, so ○ must put down one mark more than ×. The centre is ○'s only safe start.</source>
        <translation>Bei Misère verlieren drei in einer Reihe. ○ zieht zuerst und muss daher ein Zeichen mehr setzen als ×. Die Mitte ist der einzige sichere Anfang für ○.</translation>
    </message>
    <message>
        <source>You play ○. Start the game. Every start but one loses.</source>
        <translation>Du spielst ○. Beginne die Partie. Jeder Anfang außer einem verliert.</translation>
    </message>
    <message>
        <source>You play ○. You started on an edge, and × did not punish it. Take the centre now: it is your only move that does not lose.</source>
        <translation>Du spielst ○. Du hast auf einem Randfeld begonnen, und × hat das nicht bestraft. Nimm jetzt die Mitte: Sie ist dein einziger Zug, der nicht verliert.</translation>
    </message>
    <message>
        <source>You play ○. Neither of you took the centre. Take it now.</source>
        <translation>Du spielst ○. Keiner von euch hat die Mitte genommen. Nimm sie jetzt.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner, not in the centre. Now you can win. Play on an edge.</source>
        <translation>Du spielst ×. ○ hat in einer Ecke begonnen, nicht in der Mitte. Jetzt kannst du gewinnen. Spiele auf ein Randfeld.</translation>
    </message>
    <message>
        <source>Misère: mirror play</source>
        <translation>Misère: Spiegelspiel</translation>
    </message>
    <message>
        <source>With the centre, ○ answers each × on the square straight across the centre. The board then looks the same turned half round. ○ never makes a line first: a line of ○'s would face a line × had already made.</source>
        <translation>Hat ○ die Mitte, antwortet ○ auf jedes × auf dem Feld genau gegenüber, quer durch die Mitte. Dann sieht das Brett nach einer halben Drehung gleich aus. ○ macht nie zuerst eine Reihe: Jeder Reihe von ○ stünde eine Reihe gegenüber, die × schon gemacht hätte.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner. Answer on the opposite corner.</source>
        <translation>Du spielst ○. × hat eine Ecke genommen. Antworte in der gegenüberliegenden Ecke.</translation>
    </message>
    <message>
        <source>You play ○. × took an edge. Answer on the opposite edge.</source>
        <translation>Du spielst ○. × hat ein Randfeld genommen. Antworte auf dem gegenüberliegenden Randfeld.</translation>
    </message>
    <message>
        <source>You play ○. Keep copying: straight across the centre.</source>
        <translation>Du spielst ○. Kopiere weiter: genau gegenüber, quer durch die Mitte.</translation>
    </message>
    <message>
        <source>You play ○. Copy × again.</source>
        <translation>Du spielst ○. Kopiere × noch einmal.</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>Die spätere Reihe</translation>
    </message>
    <message>
        <source>In this rule a line does not end the game. Play goes on. If both players make a line, the one who made it later wins.</source>
        <translation>Bei dieser Regel beendet eine Reihe die Partie nicht. Es wird weitergespielt. Machen beide Spieler eine Reihe, gewinnt, wer seine später gemacht hat.</translation>
    </message>
    <message>
        <source>You play ×. ○ made a line, but the game goes on. Make your line now: yours is the later line, and it wins.</source>
        <translation>Du spielst ×. ○ hat eine Reihe gemacht, aber die Partie geht weiter. Mach jetzt deine Reihe: Deine ist die spätere Reihe, und sie gewinnt.</translation>
    </message>
    <message>
        <source>You play ○. You have a line. If × makes one now, ×'s line is later and wins. Block it.</source>
        <translation>Du spielst ○. Du hast eine Reihe. Macht × jetzt eine, ist die Reihe von × die spätere und gewinnt. Blockiere sie.</translation>
    </message>
    <message>
        <source>You play ×. Two squares are left. If you make your line now, ○ makes one after you and wins. Block ○ first: then it is a draw.</source>
        <translation>Du spielst ×. Zwei Felder sind noch frei. Machst du jetzt deine Reihe, macht ○ danach eine und gewinnt. Blockiere zuerst ○: Dann ist es unentschieden.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the bottom row. You do not have to block it. Make two threats instead: whatever × does, your line comes later.</source>
        <translation>Du spielst ○. × droht in der unteren Reihe. Du musst sie nicht blockieren. Schaffe stattdessen zwei Drohungen: Was × auch tut, deine Reihe kommt später.</translation>
    </message>
    <message>
        <source>Why the first player wins by the centre</source>
        <translation>Warum der erste Spieler mit der Mitte gewinnt</translation>
    </message>
    <message>
        <source>You play ○. Only one first move wins. A corner or an edge gives only a draw.</source>
        <translation>Du spielst ○. Nur ein erster Zug gewinnt. Eine Ecke oder ein Randfeld bringt nur ein Unentschieden.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Make two threats: × can take only one of them, and your line comes later.</source>
        <translation>Du spielst ○. × droht in der linken Spalte. Schaffe zwei Drohungen: × kann nur eine davon abwehren, und deine Reihe kommt später.</translation>
    </message>
    <message>
        <source>You play ○. Make your line through the middle now. × has no line left that you cannot block.</source>
        <translation>Du spielst ○. Mach jetzt deine Reihe durch die Mitte. × hat keine Reihe mehr, die du nicht blockieren kannst.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>&amp;Von vorn beginnen</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>Diese Lektion von vorn beginnen</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Nächste Lektion</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Close the lessons</source>
        <translation>Lektionen schließen</translation>
    </message>
    <message>
        <source>Lesson board</source>
        <translation>Lektionsbrett</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Win with this move.</source>
        <translation>Gewinne mit diesem Zug.</translation>
    </message>
    <message>
        <source>Play a move that wins.</source>
        <translation>Spiele einen Zug, der gewinnt.</translation>
    </message>
    <message>
        <source>Find the fastest win.</source>
        <translation>Finde den schnellsten Sieg.</translation>
    </message>
    <message>
        <source>Make two threats at once.</source>
        <translation>Schaffe zwei Drohungen auf einmal.</translation>
    </message>
    <message>
        <source>Block the line.</source>
        <translation>Blockiere die Reihe.</translation>
    </message>
    <message>
        <source>Play a move that keeps the draw.</source>
        <translation>Spiele einen Zug, der das Unentschieden hält.</translation>
    </message>
    <message>
        <source>Find the only good move.</source>
        <translation>Finde den einzigen guten Zug.</translation>
    </message>
    <message>
        <source>Play the mirror move.</source>
        <translation>Spiele den Spiegelzug.</translation>
    </message>
    <message>
        <source>{title}  {stars}</source>
        <translation>{title}  {stars}</translation>
    </message>
    <message>
        <source>Stage {number} of {stages}</source>
        <translation>Schritt {number} von {stages}</translation>
    </message>
    <message>
        <source>Right: {cell} {reason}.</source>
        <translation>Richtig: {cell} {reason}.</translation>
    </message>
    <message>
        <source>Not {cell}: it {reason}. Try again.</source>
        <translation>Nicht {cell}: Dieser Zug {reason}. Versuche es noch einmal.</translation>
    </message>
    <message>
        <source>Lesson done with no mistake: {stars} stars.</source>
        <translation>Lektion ohne Fehler geschafft: {stars} Sterne.</translation>
    </message>
    <message>
        <source>Lesson done: {stars} of 3 stars. Play it again for more.</source>
        <translation>Lektion geschafft: {stars} von 3 Sternen. Spiele sie noch einmal für mehr.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>S&amp;ave Game…</source>
        <translation>Partie spei&amp;chern…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;holen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>Seiten t&amp;auschen</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Partie aus&amp;werten</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>Rätse&amp;l…</translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation>Dem Computer &amp;zusehen…</translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation>&amp;Bilanz zurücksetzen…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Einstellun&amp;gen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>Partie &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>Partie &amp;einfügen</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>&amp;Zuganalyse zeigen</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>Zug&amp;liste</translation>
    </message>
    <message>
        <source>Game &amp;Tree…</source>
        <translation>Spiel&amp;baum…</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektionen…</translation>
    </message>
    <message>
        <source>Strategy &amp;Map…</source>
        <translation>Strategie&amp;karte…</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation>Ü&amp;ber Tic-Tac-Toe</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>Die Zwischenablage</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>Keine Partie</translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation>{source} enthält keine spielbare Partie.

Zeile {line}, Spalte {column}: {problem}.

Es wurde nichts geladen.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation>Über Tic-Tac-Toe</translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation>Fehler pro Partie</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>%n Partie; Fehler pro Partie im Schnitt: anfangs {first:.1f}, zuletzt {last:.1f}</numerusform>
            <numerusform>%n Partien; Fehler pro Partie im Schnitt: anfangs {first:.1f}, zuletzt {last:.1f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>Noch keine Partien vorhanden.</translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation>Fehler pro Partie; die Linie ist der Schnitt über 10 Partien</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>Zusammenfassung der Auswertung</translation>
    </message>
    <message>
        <source>Game &amp;Tree from Here…</source>
        <translation>Spiel&amp;baum von hier…</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>&amp;Von hier spielen</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation>Ab dem ersten &amp;Fehler neu</translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation>Ab dem ersten Fehler neu versuchen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Best play: ○ above, × below</source>
        <translation>Bestes Spiel: ○ oben, × unten</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Person</source>
        <comment>a side of a past game</comment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unvollendet</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation>{mark} hat gewonnen</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>verloren</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Thema:</translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation>Regeln der Rätsel</translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation>Thema der Rätsel</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation>Tipp: den richtigen Zug zeigen (gilt als nicht gelöst)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>Nä&amp;chstes Rätsel</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Nächstes Rätsel</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Game Tree…</source>
        <translation>Spiel&amp;baum…</translation>
    </message>
    <message>
        <source>Game tree of this puzzle</source>
        <translation>Spielbaum dieses Rätsels</translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation>Rätsel schließen</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation>Deine Rätselwertung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Rätselbrett</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>Alle Themen</translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation>Der falsche Zug</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>The right move</source>
        <translation>Der richtige Zug</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation>Sofort gewinnen</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Blockieren</translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation>Eine Gabel bilden</translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation>Eine Gabel verhindern</translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation>Der einzige Remiszug</translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation>Keine Reihe bilden</translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation>Den Gegner zu einer Reihe zwingen</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>Die spätere Reihe</translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation>Wann man eine Reihe nicht früh schließt</translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation>Kein Rätsel passt zu diesen Filtern</translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation>{mark} zieht und gewinnt</translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation>{mark} zieht und hält remis</translation>
    </message>
    <message>
        <source>{rules} · {theme} · from last time: your rating does not move</source>
        <translation>{rules} · {theme} · vom letzten Mal: deine Wertung ändert sich nicht</translation>
    </message>
    <message>
        <source>{rules} · {theme} · review: your rating does not move</source>
        <translation>{rules} · {theme} · Wiederholung: deine Wertung ändert sich nicht</translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation>{rules} · {theme} · Rätselwertung {rating}</translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation>Wähle andere Regeln oder ein anderes Thema.</translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation>Nicht dieser Zug: {mark} auf {cell} {reason}. Richtig war {right}. Versuche es noch einmal; dieses Rätsel gilt als nicht gelöst.</translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation>Richtig. Der Computer verteidigt…</translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation>Ausgespielt. Dieses Rätsel gilt als nicht gelöst: Versuche es noch einmal oder gehe zum nächsten.</translation>
    </message>
    <message>
        <source>Solved! A review counts for the streak, not for the rating.</source>
        <translation>Gelöst! Eine Wiederholung zählt für die Serie, nicht für die Wertung.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation>Tipp: Spiele {cell}. Dieses Rätsel gilt jetzt als nicht gelöst.</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>Richtig. Finde den nächsten Zug.</translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation>Finde den einzigen Zug, der das Ergebnis hält: Klicke auf ein Feld oder drücke seine Ziffer.</translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation>{rating} ({change:+d})</translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation>Deine Wertung: {rating}  ·  Serie: {streak}  ·  Beste: {best}</translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation>{cell} ist besetzt.</translation>
    </message>
    <message>
        <source>Wait for the computer's move.</source>
        <translation>Warte auf den Zug des Computers.</translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation>Dieses Rätsel ist vorbei: Nächstes Rätsel oder Noch einmal.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back as a skip: your rating will not move.</source>
        <translation>Dieses Rätsel war offen, als das Spiel geschlossen wurde. Es ist zurück und gilt als übersprungen: Deine Wertung ändert sich nicht.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back and still counts as failed.</source>
        <translation>Dieses Rätsel war offen, als das Spiel geschlossen wurde. Es ist zurück und gilt weiterhin als nicht gelöst.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is damaged.</source>
        <translation>Rätsel werden nicht gespeichert: Das Spielarchiv ist beschädigt.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is read-only.</source>
        <translation>Rätsel werden nicht gespeichert: Das Spielarchiv ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: another program is using the game history.</source>
        <translation>Rätsel werden nicht gespeichert: Ein anderes Programm benutzt das Spielarchiv.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is from a newer version.</source>
        <translation>Rätsel werden nicht gespeichert: Das Spielarchiv stammt aus einer neueren Version.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history cannot be used.</source>
        <translation>Rätsel werden nicht gespeichert: Das Spielarchiv ist nicht nutzbar.</translation>
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
        <translation>Rätselwertung im Verlauf</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n Rätsel; Wertung {first:.0f} nach dem ersten, jetzt {last:.0f}, Bestwert {best:.0f}</numerusform>
            <numerusform>%n Rätsel; Wertung {first:.0f} nach dem ersten, jetzt {last:.0f}, Bestwert {best:.0f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation>Noch keine Rätsel: Spiel › Rätsel.</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation>Rätselwertung nach jedem Rätsel</translation>
    </message>
</context>
<context>
    <name>ResetScoreDialog</name>
    <message>
        <source>Reset Score</source>
        <translation>Bilanz zurücksetzen</translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation>Bilanz für {where} zurücksetzen?</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation>&amp;Diese Bilanz zurücksetzen</translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation>&amp;Alle Bilanzen zurücksetzen</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>Ergebnisse im Verlauf</translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation>Partien {first} bis {last}: {wins} gewonnen, {draws} unentschieden, {losses} verloren</translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>Noch keine Partien vorhanden.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>best</source>
        <translation>bester Zug</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>hält den Sieg</translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation>verpasst den Sieg auf {cell}</translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation>lässt die Reihe bei {cell} offen</translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation>macht drei in einer Reihe und verliert</translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation>lässt den Gegner mit {cell} zwei Drohungen schaffen</translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation>macht aus einem Sieg ein Unentschieden</translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation>macht aus einem Sieg eine Niederlage</translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation>macht aus einem Unentschieden eine Niederlage</translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation>gewinnt noch, aber langsamer</translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation>verliert früher als nötig</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason}); equally best: {others}</source>
        <translation>{mark} auf {cell}: {reason}; besser war {better} ({better_reason}); ebenso gut: {others}</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason})</source>
        <translation>{mark} auf {cell}: {reason}; besser war {better} ({better_reason})</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}</source>
        <translation>{mark} auf {cell}: {reason}</translation>
    </message>
    <message>
        <source>{verdict}: {reason}</source>
        <translation>{verdict}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n Patzer</numerusform>
            <numerusform>%n Patzer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded moves ({first} to {last}): {counts}, first at {move}.</source>
        <translation>Geladene Züge ({first} bis {last}): {counts}, zuerst bei {move}.</translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation>Keine Fehler: Jeder Zug hat das beste Ergebnis gehalten.</translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation>Bei bestem Spiel war die Stellung ab Zug {move} verloren.</translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation>{counts}: zuerst bei {move}.</translation>
    </message>
    <message>
        <source>Equally best there: {cells}.</source>
        <translation>Ebenso gut wären: {cells}.</translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation>Am besten war dort {cell}.</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>&amp;Speed: {steps} a second</source>
        <extracomment>Steps a second at each stop of the speed slider.</extracomment>
        <translation>&amp;Tempo: {steps} pro Sekunde</translation>
    </message>
    <message>
        <source>Search to watch</source>
        <translation>Zu beobachtende Suche</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>Sc&amp;hritt</translation>
    </message>
    <message>
        <source>Step &amp;Out</source>
        <translation>&amp;Knoten beenden</translation>
    </message>
    <message>
        <source>Run to the &amp;End</source>
        <translation>Bis zum &amp;Ende</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu beginnen</translation>
    </message>
    <message>
        <source>Announce each step</source>
        <translation>Jeden Schritt ansagen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>Zwei Spieler an diesem Computer</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation>&amp;Wer beginnt:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <source>Marks are drawn as a pen draws them, and the winning line across the board. Off: everything appears at once, and nothing on the board moves.</source>
        <translation>Die Zeichen entstehen wie mit einem Stift gezogen, die Gewinnlinie quer über das Spielbrett. Aus: Alles erscheint sofort, und auf dem Spielbrett bewegt sich nichts.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation>Eine Partie läuft: Diese Änderungen gelten ab der nächsten Partie.</translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation>Spielt perfekt und bestraft jeden Fehler. Bei diesen Regeln gewinnt der Anziehende mit der Eröffnung {cells} (Nummern des Ziffernblocks); zieht Perfekt als Zweiter gegen diese Eröffnung, verliert es also. Eine Partie, die noch zu retten ist, verliert es nie.</translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation>Spielt perfekt: Bei diesen Regeln verliert es nie und bestraft jeden Fehler.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Frühere Partien</translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation>In &amp;Zugliste öffnen</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>Nothing to show yet. Finish a game against the computer and it appears here: your results over time, your mistakes per game, and the game itself to review. Each puzzle you try (Game › Puzzles) adds to your puzzle rating.</source>
        <translation>Noch nichts zu zeigen. Beende eine Partie gegen den Computer, dann erscheint hier: deine Ergebnisse im Verlauf, deine Fehler pro Partie und die Partie selbst zum Auswerten. Jedes Rätsel, das du versuchst (Spiel › Rätsel), zählt für deine Rätselwertung.</translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation>&amp;Frühere Partien (Doppelklick zum Auswerten):</translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation>wird noch geöffnet; bitte erneut versuchen</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>in dieser Sitzung wird kein Archiv geführt</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>Ohne Spielarchiv gibt es keine Statistik: {problem}.</translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation>Rätsel: noch keines versucht. Spiel › Rätsel trainiert den einen Zug, der gewinnt oder remis hält.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>Rätsel: {solved} von %n gelöst; Wertung {first:.0f} nach dem ersten, jetzt {last:.0f}, Bestwert {best:.0f}.</numerusform>
            <numerusform>Rätsel: {solved} von %n gelöst; Wertung {first:.0f} nach dem ersten, jetzt {last:.0f}, Bestwert {best:.0f}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game rating in {rules}: {rating:.0f} now, {best:.0f} at best.</source>
        <translation>Partiewertung ({rules}): jetzt {rating:.0f}, Bestwert {best:.0f}.</translation>
    </message>
    <message>
        <source>Game rating: every game you finish against the computer rates you, rule by rule; Adaptive plays at your rating.</source>
        <translation>Partiewertung: Jede Partie, die du gegen den Computer beendest, wertet dich, Regel für Regel; Adaptiv spielt auf deiner Wertung.</translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation>Noch keine Partien mit diesen Regeln und dieser Stufe: Jede Partie, die du gegen den Computer beendest, wird hier gezählt.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>%n Partie: {wins} gewonnen, {draws} unentschieden, {losses} verloren ({share} % nicht verloren)</numerusform>
            <numerusform>%n Partien: {wins} gewonnen, {draws} unentschieden, {losses} verloren ({share} % nicht verloren)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>Nach %n Partie zeigt sich hier der Trend deiner Fehler.</numerusform>
            <numerusform>Nach %n Partien zeigt sich hier der Trend deiner Fehler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>Deine Fehler werden weniger: anfangs {before:.1f} pro Partie, {after:.1f} in deiner letzten Partie.</numerusform>
            <numerusform>Deine Fehler werden weniger: anfangs {before:.1f} pro Partie, {after:.1f} in deinen letzten %n Partien.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>Deine Fehler pro Partie: anfangs {before:.1f}, {after:.1f} in deiner letzten Partie. Spiele nach einer Partie ab dem ersten Fehler neu, um schneller zu lernen.</numerusform>
            <numerusform>Deine Fehler pro Partie: anfangs {before:.1f}, {after:.1f} in deinen letzten %n Partien. Spiele nach einer Partie ab dem ersten Fehler neu, um schneller zu lernen.</numerusform>
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
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Player ○</source>
        <translation>Spieler ○</translation>
    </message>
    <message>
        <source>Player ×</source>
        <translation>Spieler ×</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Adaptive ({rating})</source>
        <translation>Adaptiv ({rating})</translation>
    </message>
    <message>
        <source>Perfect: the top</source>
        <translation>Perfekt: die Spitze</translation>
    </message>
    <message>
        <source>about {level}</source>
        <translation>etwa {level}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} gewinnt</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Du gewinnst</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Der Computer gewinnt</translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation>{result}: {loser} hat drei in einer Reihe und verliert</translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation>{result}: Die zuletzt vollendete Reihe gewinnt</translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation>{replay}. Drücke Ende, um zurückzukehren, oder Von hier spielen.</translation>
    </message>
    <message>
        <source>Hint: {cell} {reason}.</source>
        <translation>Tipp: {cell} {reason}.</translation>
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
        <translation>{result}. Klicke auf das Brett oder drücke Ctrl+N für eine neue Partie.</translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation>{owners} hat eine Reihe: Es geht weiter, und die zuletzt vollendete Reihe gewinnt. {turn}</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation>Der Computer beginnt und denkt nach…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Der Computer denkt nach…</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation>{mark} beginnt</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation>{mark} ist am Zug</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation>Du beginnst: Du spielst {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation>Du bist am Zug: Du spielst {mark}</translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation>Nachspielen: der Anfang</translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation>Nachspielen: nach {move}</translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation>Standard: Drei in einer Reihe gewinnen.</translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation>Misère: Drei in einer Reihe verlieren.</translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation>Letzte Reihe gewinnt: Nach einer Reihe geht es weiter, und die zuletzt vollendete Reihe gewinnt.</translation>
    </message>
    <message>
        <source>○ {wins} · Draws {draws} · × {losses}</source>
        <translation>○ {wins} · Remis {draws} · × {losses}</translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation>Zuschauen: wird nicht gezählt</translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation>Nicht gezählt: Computer gegen Computer</translation>
    </message>
    <message>
        <source>Not scored: a past game</source>
        <translation>Nicht gezählt: eine frühere Partie</translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation>Nicht gezählt: eine Partie aus einer Stellung</translation>
    </message>
    <message>
        <source>Wait: your move comes after the computer's.</source>
        <translation>Warte: Dein Zug kommt nach dem des Computers.</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>zwei Spieler</translation>
    </message>
    <message>
        <source>A position from the game tree. Press End to go back to the game, or Play from Here in the Game Tree window.</source>
        <translation>Eine Stellung aus dem Spielbaum. Drücke Ende, um zur Partie zurückzukehren, oder „Von hier spielen“ im Fenster Spielbaum.</translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation>Siege {wins} · Unentschieden {draws} · Niederlagen {losses}</translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation>{score}   ({table})</translation>
    </message>
    <message>
        <source>{line}, this session only</source>
        <translation>{line}, nur für diese Sitzung</translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation>zwei Spieler, {rules}</translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation>{level}, {rules}</translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation>Es zählt nur eine Partie, die auf dem leeren Brett beginnt und in der der Computer alle eigenen Züge selbst macht: Eingefügte, geöffnete und nachgespielte Partien kommen ins Spielarchiv, werden aber nicht gezählt, ebenso Partien, denen du nur zugesehen hast. Jede Partie zählt einmal, mit dem ersten Ergebnis, das sie erreicht: Rückgängig nach dem Ende ändert die Bilanz nicht. Eine unvollendete Partie zählt nicht.</translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation>{result} {plies}</translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation>Hier zu setzen gewinnt sofort.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>Hier zu setzen gewinnt bei bestem Spiel in %n Zug.</numerusform>
            <numerusform>Hier zu setzen gewinnt bei bestem Spiel in %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation>Hier zu setzen füllt das Brett: unentschieden.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>Hier zu setzen hält bei bestem Spiel remis: Das Brett ist in %n Zug voll.</numerusform>
            <numerusform>Hier zu setzen hält bei bestem Spiel remis: Das Brett ist in %n Zügen voll.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation>Hier zu setzen verliert sofort.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>Hier zu setzen verliert gegen bestes Spiel spätestens in %n Zug.</numerusform>
            <numerusform>Hier zu setzen verliert gegen bestes Spiel spätestens in %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: "win 3" wins in 3 moves, "draw 7" draws when the board fills, "loss 4" loses in 4 at the latest.</source>
        <translation>Jedes leere Feld zeigt sein Ergebnis bei bestem Spiel beider Seiten und die Züge bis zum Ende: „Sieg 3“ gewinnt in 3 Zügen, „Remis 7“ endet unentschieden, wenn das Brett voll ist, „Niederlage 4“ verliert spätestens in 4.</translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation>Das Feld {cell} ist besetzt: Wähle ein leeres.</translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation>Seiten getauscht: Du spielst jetzt {mark}.</translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation>Weiterspielen ab dem Anfang.</translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation>Weiterspielen nach {move}.</translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Die verlassene Partie ist wieder auf dem Spielbrett: %n Zug nach den Regeln {rules}.</numerusform>
            <numerusform>Die verlassene Partie ist wieder auf dem Spielbrett: %n Züge nach den Regeln {rules}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Partie geladen: %n Zug nach den Regeln {rules}.</numerusform>
            <numerusform>Partie geladen: %n Züge nach den Regeln {rules}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Partie vom {date} geladen: %n Zug nach den Regeln {rules}.</numerusform>
            <numerusform>Partie vom {date} geladen: %n Züge nach den Regeln {rules}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation>Der Computer konnte nicht ziehen ({message}). Starte mit Ctrl+N eine neue Partie.</translation>
    </message>
    <message>
        <source>Your rating in {rules} has passed {level}'s for the first time: Adaptive now plays above it.</source>
        <translation>Deine Wertung ({rules}) hat zum ersten Mal die von {level} überholt: Adaptiv spielt jetzt darüber.</translation>
    </message>
    <message>
        <source>This is the top: Adaptive plays as Perfect, which cannot be beaten under these rules, only held to a draw.</source>
        <translation>Das ist die Spitze: Adaptiv spielt wie Perfekt, das unter diesen Regeln nicht zu schlagen ist, nur remis zu halten.</translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>Partie kopiert: %n Zug.</numerusform>
            <numerusform>Partie kopiert: %n Züge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation>Spielarchiv beschädigt: Neue Partien werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation>Spielarchiv schreibgeschützt: Neue Partien werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation>Spielarchiv wird von einem anderen Programm benutzt: Neue Partien werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation>Spielarchiv aus einer neueren Version: Neue Partien werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation>Spielarchiv nicht nutzbar: Neue Partien werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation>Dies ist ein Nachspielen: Drücke Ende in der Zugliste, um zur Partie zurückzukehren, oder Von hier spielen, um von hier weiterzuspielen.</translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation>Zuschauen beendet: Das Brett gehört euch, für zwei Spieler. Ctrl+N startet eine neue Partie.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation>Die Partie ist vorbei: Kein Tipp nötig. Klicke auf das Brett für eine neue Partie.</translation>
    </message>
    <message>
        <source>Wait for the computer's move, then ask for a hint.</source>
        <translation>Warte auf den Zug des Computers und bitte dann um einen Tipp.</translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation>Neue Einstellungen gespeichert: Sie gelten ab der nächsten Partie.</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>Diese Partie ist nicht mehr im Spielarchiv.</translation>
    </message>
    <message>
        <source>Your game rating is provisional: the history cannot keep it, so it lasts until you close the game.</source>
        <translation>Deine Partiewertung ist vorläufig: Das Spielarchiv kann sie nicht speichern, sie gilt nur, bis du das Spiel schließt.</translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation>Die Auswertung kommt am Ende der Partie; die bisherigen Züge sind aufgelistet.</translation>
    </message>
    <message>
        <source>Waiting for the game history, which is busy: the games that end meanwhile are kept once it is free.</source>
        <translation>Warte auf das Spielarchiv, das gerade belegt ist: Partien, die inzwischen enden, werden gespeichert, sobald es frei ist.</translation>
    </message>
    <message>
        <source>The game history is free again: every finished game is kept.</source>
        <translation>Das Spielarchiv ist wieder frei: Alle beendeten Partien sind gespeichert.</translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation>Alle Bilanzen zurückgesetzt.</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>Bilanz für {where} zurückgesetzt.</translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message>
        <source>Strategy Map</source>
        <translation>Strategiekarte</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>Sei&amp;te:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>○, who moves first</source>
        <translation>○, zieht zuerst</translation>
    </message>
    <message>
        <source>×, who moves second</source>
        <translation>×, zieht als Zweiter</translation>
    </message>
    <message>
        <source>Sa&amp;ve as SVG…</source>
        <translation>Als S&amp;VG speichern…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>The strategy map's page</source>
        <translation>Seite der Strategiekarte</translation>
    </message>
    <message>
        <source>Making the map…</source>
        <translation>Die Karte wird erstellt…</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>%n Stellung, mit ihrem Zug</numerusform>
            <numerusform>%n Stellungen, je ein Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Strategy Map</source>
        <translation>Strategiekarte speichern</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>%n Stellung: die einzige, die entstehen kann, wenn {mark} dieser Karte folgt, was die andere Seite auch spielt.</numerusform>
            <numerusform>%n Stellungen: jede, die entstehen kann, wenn {mark} dieser Karte folgt, was die andere Seite auch spielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>%n Zeichen auf dem Brett</numerusform>
            <numerusform>%n Zeichen auf dem Brett</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>Zug {number} von {mark}: %n Stellung mit {marks}</numerusform>
            <numerusform>Zug {number} von {mark}: %n Stellungen mit {marks}</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (first player)</source>
        <translation>Strategiekarte: {rule}, {mark} (erster Spieler)</translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (second player)</source>
        <translation>Strategiekarte: {rule}, {mark} (zweiter Spieler)</translation>
    </message>
    <message>
        <source>Every move here keeps the win, and wins as fast as it can.</source>
        <translation>Jeder Zug hier hält den Sieg und gewinnt so schnell wie möglich.</translation>
    </message>
    <message>
        <source>Every move here keeps the draw, and leaves the other side the most ways to go wrong.</source>
        <translation>Jeder Zug hier hält das Remis und lässt der anderen Seite die meisten Möglichkeiten, sich zu irren.</translation>
    </message>
    <message>
        <source>This side loses against best play; every move here leaves the other side the most ways to go wrong.</source>
        <translation>Diese Seite verliert gegen bestes Spiel; jeder Zug hier lässt der anderen Seite die meisten Möglichkeiten, sich zu irren.</translation>
    </message>
    <message>
        <source>Rule: {description}</source>
        <translation>Regel: {description}</translation>
    </message>
    <message>
        <source>Find your board and play the square marked in blue; its keypad digit is under it.</source>
        <translation>Suche dein Brett und setze auf das blau markierte Feld; seine Ziffer auf dem Ziffernblock steht darunter.</translation>
    </message>
    <message>
        <source>keypad</source>
        <comment>under the key of the squares' keypad digits</comment>
        <translation>Ziffernblock</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch the Computer Play</source>
        <translation>Dem Computer zusehen</translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation>Stufe für ○</translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation>Stufe für ×</translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation>○ (&amp;beginnt):</translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation>× (&amp;zieht als Zweiter):</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfekt</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Adaptiv</translation>
    </message>
    <message>
        <source>Plays about as well as you do: before each game it picks its strength from your rating in these rules, so that you win about as often as you lose. It starts below Medium and follows you all the way to Perfect.</source>
        <translation>Spielt ungefähr so gut wie du: Vor jeder Partie wählt es seine Stärke nach deiner Wertung in diesen Regeln, sodass du etwa so oft gewinnst wie verlierst. Es beginnt unter Mittel und folgt dir bis Perfekt.</translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation>Setzt zufällig irgendwohin. Gut für die erste Partie.</translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation>Nutzt einen Sieg und blockiert deinen, plant aber nicht voraus.</translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation>Denkt drei Züge voraus. Stark, aber schlagbar.</translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation>Spielt perfekt: verliert nie und bestraft jeden Fehler.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Last line wins</source>
        <translation>Letzte Reihe gewinnt</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation>Misère</translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation>„Letzte Reihe gewinnt“</translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation>Drei in einer Reihe gewinnen. Volles Brett ohne Reihe: unentschieden.</translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation>Drei in einer Reihe verlieren: Zwinge den Gegner, eine Reihe zu vollenden.</translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation>Eine Reihe beendet die Partie nicht. Macht der andere Spieler danach auch eine, gewinnt diese spätere Reihe sofort; sonst gewinnt die erste Reihe, wenn das Brett voll ist.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation>Abwechselnd je Partie</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>wins now</source>
        <translation>gewinnt sofort</translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation>blockiert eine Reihe</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>schafft zwei Drohungen</translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation>erzwingt den Sieg</translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation>hält das Unentschieden</translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation>hält am längsten stand</translation>
    </message>
    <message>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>oben Mitte</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>Mitte links</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>Mitte rechts</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>unten Mitte</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>{place} ({digit})</source>
        <translation>{place} ({digit})</translation>
    </message>
    <message>
        <source>top row</source>
        <translation>obere Reihe</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>mittlere Reihe</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>untere Reihe</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>linke Spalte</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>mittlere Spalte</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>rechte Spalte</translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation>Diagonale von oben links</translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation>Diagonale von oben rechts</translation>
    </message>
</context>
</TS>
