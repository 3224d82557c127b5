<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Board cells</name>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{place}, {content}</source>
        <translation>{place}, {content}</translation>
    </message>
    <message>
        <source>key {digit}</source>
        <translation>touche {digit}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>dernier coup</translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation>indice : le meilleur coup</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation>Déplacez-vous avec les flèches et jouez avec Entrée, ou tapez 1 à 9 comme sur un pavé numérique : 7 est en haut à gauche.</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation>Évaluation après chaque coup</translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation>Valeurs pour ○ après chaque coup : {values}</translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation>Qui gagne en jeu parfait après chaque coup, en partant de la grille vide à gauche : au-dessus de la ligne médiane ○ gagne, en dessous × gagne, sur la ligne la partie est nulle. La marque est la position sur la grille.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <source>Cannot Open Game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>Pas une partie</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>{problem}

Nothing was loaded.</source>
        <translation>{problem}

Rien n’a été chargé.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {error}.</source>
        <translation>Impossible d’enregistrer la partie dans {file} : {error}.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>Le fichier de paramètres était endommagé et a été réinitialisé ; une copie est conservée sous {name}.</translation>
    </message>
    <message>
        <source>Settings changes will not be kept after the game closes: {file} cannot be written ({error}).</source>
        <translation>Les modifications des paramètres ne seront pas conservées après la fermeture du jeu : impossible d’écrire dans {file} ({error}).</translation>
    </message>
</context>
<context>
    <name>FirstStartLine</name>
    <message>
        <source>New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>Première fois ici ? Aide › Leçons vous apprend le jeu en dix minutes. L'ordinateur s'adapte : il joue à peu près aussi bien que vous. Les niveaux et les trois règles sont dans Jeu › Paramètres ; Jeu › Problèmes entraîne aux coups isolés.</translation>
    </message>
    <message>
        <source>Got &amp;It</source>
        <translation>&amp;Compris</translation>
    </message>
    <message>
        <source>Dismiss this tip</source>
        <translation>Fermer cette astuce</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Premier lancement</translation>
    </message>
</context>
<context>
    <name>GameFileMenu</name>
    <message>
        <source>Open Rec&amp;ent</source>
        <translation>Ouvrir une partie récen&amp;te</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Games (*.ttt *.txt);;All files (*)</source>
        <translation>Parties (*.ttt *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Games (*.ttt);;All files (*)</source>
        <translation>Parties (*.ttt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a regular file, so it cannot hold a game.</source>
        <translation>{file} n'est pas un fichier ordinaire : il ne peut pas contenir de partie.</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}.</source>
        <translation>Impossible de lire {file} : {error}.</translation>
    </message>
    <message>
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>{file} dépasse 64 Ko : il ne peut pas contenir de partie.</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>{file} n'est pas un fichier texte et ne peut donc pas contenir de partie.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>Règles en vigueur</translation>
    </message>
</context>
<context>
    <name>GameRatingChart</name>
    <message>
        <source>Game rating over time</source>
        <translation>Classement aux parties au fil du temps</translation>
    </message>
    <message>
        <source>Game rating after each game</source>
        <translation>Classement après chaque partie</translation>
    </message>
    <message>
        <source>No rated games yet: play the computer.</source>
        <translation>Pas encore de partie classée : jouez contre l'ordinateur.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n partie classée ; classement {first:.0f} après la première, {last:.0f} maintenant, record {best:.0f}</numerusform>
            <numerusform>%n parties classées ; classement {first:.0f} après la première, {last:.0f} maintenant, record {best:.0f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTreeModel</name>
    <message>
        <source>Move</source>
        <extracomment>The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).</extracomment>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Demi-coups</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Replies that lose</source>
        <translation>Réponses perdantes</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Parfait</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Game tree: {rules}</source>
        <translation>Arbre de jeu ({rules})</translation>
    </message>
    <message>
        <source>Export the Game Tree</source>
        <translation>Exporter l'arbre de jeu</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>Export impossible</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {reason}.</source>
        <translation>L'image n'a pas pu être écrite dans {path} : {reason}.</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Arbre de jeu</translation>
    </message>
    <message>
        <source>&amp;Merge transpositions</source>
        <translation>Fusionner les transpositi&amp;ons</translation>
    </message>
    <message>
        <source>&amp;Fold symmetry</source>
        <translation>&amp;Regrouper les symétries</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Arbre de jeu</translation>
    </message>
    <message>
        <source>Show on &amp;Board</source>
        <translation>Montrer sur la &amp;grille</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Jouer à &amp;partir d'ici</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>E&amp;xporter en SVG…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Watch the search</source>
        <translation>Suivre la recherche</translation>
    </message>
</context>
<context>
    <name>GameTreeWords</name>
    <message>
        <source>the root</source>
        <translation>la racine</translation>
    </message>
    <message>
        <source>Below this position: nodes {nodes} · finished games {games} · positions {positions} · up to symmetry {classes}</source>
        <translation>Sous cette position : nœuds {nodes} · parties terminées {games} · positions {positions} · à symétrie près {classes}</translation>
    </message>
    <message>
        <source>{rules} · {facts}</source>
        <translation>{rules} · {facts}</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>Ici, la partie est terminée.</translation>
    </message>
    <message>
        <source>{mark} to move · value: {value} · plies to the end with best play: {plies}</source>
        <translation>Trait à {mark} · valeur : {value} · demi-coups jusqu'à la fin avec le meilleur jeu : {plies}</translation>
    </message>
    <message>
        <source>Positions where Hard may play a move that is not best, {rules}: {count} of {total}</source>
        <translation>Positions où le niveau Difficile peut jouer un coup qui n'est pas le meilleur, {rules} : {count} sur {total}</translation>
    </message>
    <message>
        <source>Values +1, 0, −1 for the side to move · moves tried in the order 7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta</source>
        <translation>Valeurs +1, 0, −1 pour le camp au trait · coups essayés dans l'ordre 7 8 9 4 5 6 1 2 3 · alpha-bêta fail-hard à partir de (−1, +1), coupure dès que alpha ≥ bêta</translation>
    </message>
    <message>
        <source>it gives the value away</source>
        <translation>il perd la valeur de la position</translation>
    </message>
    <message>
        <source>it keeps the value, but wins later or loses sooner</source>
        <translation>il garde la valeur, mais gagne plus tard ou perd plus tôt</translation>
    </message>
    <message>
        <source>no other move keeps the value as well</source>
        <translation>aucun autre coup ne garde aussi bien la valeur</translation>
    </message>
    <message>
        <source>it gives you more ways to go wrong</source>
        <translation>il laisse à l'adversaire plus d'occasions de se tromper</translation>
    </message>
    <message>
        <source>centre, corners and edges are equally likely</source>
        <translation>centre, coins et bords sont également probables</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark} · plies to the end with best play: {plies}</source>
        <translation>{move} : {value} pour {mark} · demi-coups jusqu'à la fin avec le meilleur jeu : {plies}</translation>
    </message>
    <message>
        <source>A best move: it keeps the value.</source>
        <translation>Un meilleur coup : il garde la valeur.</translation>
    </message>
    <message>
        <source>Not a best move: it gives the value away.</source>
        <translation>Pas un meilleur coup : il perd la valeur.</translation>
    </message>
    <message>
        <source>Draws are not all equal: of {mark}'s {replies} replies, {losing} lose.</source>
        <translation>Toutes les nulles ne se valent pas : sur les {replies} réponses de {mark}, {losing} perdent.</translation>
    </message>
    <message>
        <source>Perfect plays it {percent} of the time: {reason}.</source>
        <translation>Le niveau Parfait le joue dans {percent} des cas : {reason}.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and may play it.</source>
        <translation>Le niveau Difficile lui donne {score} à trois demi-coups et peut le jouer.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and does not play it.</source>
        <translation>Le niveau Difficile lui donne {score} à trois demi-coups et ne le joue pas.</translation>
    </message>
    <message>
        <source>Hard errs in this position: it may play a move that is not best.</source>
        <translation>Le niveau Difficile se trompe dans cette position : il peut jouer un coup qui n'est pas le meilleur.</translation>
    </message>
    <message>
        <source>Move orders that reach it: {orders}</source>
        <translation>Ordres de coups qui y mènent : {orders}</translation>
    </message>
    <message>
        <source>Positions it stands for: {positions} · symmetric images of its position: {size}</source>
        <translation>Positions qu'il représente : {positions} · images symétriques de sa position : {size}</translation>
    </message>
    <message>
        <source>Met before, on an earlier branch: open it there.</source>
        <translation>Déjà rencontrée sur une branche précédente : ouvrez-la là-bas.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>meilleur coup</translation>
    </message>
    <message>
        <source>not best</source>
        <translation>pas le meilleur</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark}, plies to the end {plies}, {verdict}</source>
        <translation>{move} : {value} pour {mark}, demi-coups jusqu'à la fin {plies}, {verdict}</translation>
    </message>
    <message>
        <source>Plain minimax</source>
        <translation>Minimax simple</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alpha-bêta</translation>
    </message>
    <message>
        <source>Minimax with memory</source>
        <translation>Minimax avec mémoire</translation>
    </message>
    <message>
        <source>Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: {hits}</source>
        <translation>Nœuds visités : {nodes} · Coupures : {cutoffs} · Valeurs lues dans la table : {hits}</translation>
    </message>
    <message>
        <source>Visit {path}</source>
        <translation>Visite de {path}</translation>
    </message>
    <message>
        <source>Leave {path} with {value}</source>
        <translation>Sortie de {path} avec {value}</translation>
    </message>
    <message>
        <source>Cut-off at {path}: alpha {value} ≥ beta; {untried} not tried</source>
        <translation>Coupure en {path} : alpha {value} ≥ bêta ; {untried} non essayés</translation>
    </message>
    <message>
        <source>Table hit {path}: {value}</source>
        <translation>Valeur lue dans la table pour {path} : {value}</translation>
    </message>
    <message>
        <source>Done: the root's value is {value}</source>
        <translation>Terminé : la valeur de la racine est {value}</translation>
    </message>
    <message>
        <source>{search}: press Play or Step to start.</source>
        <translation>{search} : appuyez sur « Lecture » ou « Pas à pas » pour commencer.</translation>
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
&lt;h3&gt;Comment jouer&lt;/h3&gt;
&lt;p&gt;Deux joueurs placent à tour de rôle leur marque dans une case vide : ○ joue en premier, × en second.
Cliquez sur une case, tapez un chiffre &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; (disposés comme sur un pavé numérique : 7 8 9 est la
rangée du haut), ou déplacez le curseur avec les &lt;b&gt;flèches&lt;/b&gt; et appuyez sur &lt;b&gt;Entrée&lt;/b&gt; ou
&lt;b&gt;Espace&lt;/b&gt;.&lt;/p&gt;
&lt;h4&gt;Les règles (Jeu › Paramètres…)&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Standard&lt;/b&gt; : trois alignés en ligne, en colonne ou en diagonale gagnent. Une grille pleine sans ligne est une
partie nulle.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Misère&lt;/b&gt; : trois alignés &lt;i&gt;perdent&lt;/i&gt;. Forcez votre adversaire à compléter une ligne.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;La dernière ligne gagne&lt;/b&gt; : une ligne ne termine pas la partie. Si l'autre joueur en fait une ensuite, cette seconde ligne gagne aussitôt ; sinon, la première ligne gagne quand la grille est pleine.&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;Touches&lt;/h4&gt;
{keys}
&lt;p&gt;Le score compte les victoires, nulles et défaites pour chaque règle et chaque niveau. Seule compte une partie jouée
depuis la grille vide, où l'ordinateur joue lui-même tous ses coups : les parties collées, ouvertes et
rejouées sont gardées dans l'historique avec leur bilan, mais pas comptées. Chaque partie compte une fois,
avec le premier résultat qu'elle atteint : annuler après la fin permet de revenir en arrière et de continuer, mais
ne change pas le score. Une partie inachevée (nouvelle partie, changement de camp, fermeture de la fenêtre) n'est
pas comptée. Jeu › Remettre le score à zéro… demande d'abord confirmation et remet à zéro cette règle et ce niveau, ou tous.&lt;/p&gt;
&lt;p&gt;Dans un terminal, Ctrl+C ferme le jeu comme Jeu › Quitter.&lt;/p&gt;
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
&lt;h4&gt;Adaptatif&lt;/h4&gt;
&lt;p&gt;Adaptatif, le niveau d'un nouveau joueur (Jeu › Paramètres…), joue à peu près aussi bien que vous.
Chaque partie que vous terminez contre l'ordinateur depuis la grille vide fait bouger votre classement aux
parties dans ces règles, et Adaptatif joue la suivante à la force où vous devriez marquer à peu près la
moitié des points (une victoire compte 1, une partie nulle ½). Au-dessus de la grille, il s'affiche
« Adaptatif (1720) », son classement pour cette partie. Quand votre classement s'est stabilisé près du
sommet, Adaptatif joue comme Parfait.&lt;/p&gt;
&lt;h4&gt;Problèmes&lt;/h4&gt;
&lt;p&gt;Jeu › Problèmes… montre une position où un seul coup garde la victoire ou la partie nulle : trouvez-le.
Un mauvais coup est signalé avec sa raison et le bon coup, et « Réessayer » vous laisse chercher encore
une fois. « Indice » montre le bon coup, et le problème compte alors comme manqué ; « Problème
suivant » continue. Les problèmes sont choisis près de votre classement aux problèmes, et ceux que vous
avez manqués reviennent plus tard.&lt;/p&gt;
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
&lt;h3&gt;Morpion · 三目並べ&lt;/h3&gt;
&lt;p&gt;Version {version}&lt;/p&gt;
&lt;p&gt;Morpion (マルバツ) avec trois variantes de règles et cinq niveaux d'ordinateur : quatre, du débutant
qui joue au hasard au joueur parfait qui résout chaque position, et Adaptatif, qui joue à votre niveau.&lt;/p&gt;
&lt;p&gt;Réalisé avec Python et Qt for Python (PySide6).&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation>Historique endommagé</translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation>L'historique des parties est endommagé, aucune partie n'est donc enregistrée. Mettre le fichier endommagé de côté (renommé, pas supprimé) et commencer un nouvel historique ?</translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation>&amp;Commencer un nouvel historique</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation>L'historique endommagé est conservé sous {file} ; un nouvel historique est commencé.</translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation>L'historique endommagé n'a pas pu être renommé : aucune partie n'est enregistrée.</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <source>The centre</source>
        <translation>Le centre</translation>
    </message>
    <message>
        <source>The centre square is in four lines: the middle row, the middle column and both diagonals. A corner is in three lines. An edge is in only two.</source>
        <translation>La case du centre est sur quatre lignes : la rangée du milieu, la colonne du milieu et les deux diagonales. Un coin est sur trois lignes. Un bord, sur deux seulement.</translation>
    </message>
    <message>
        <source>You play ○. Your two corners are on one diagonal. The centre joins them. Take it and win.</source>
        <translation>Vous jouez ○. Vos deux coins sont sur une même diagonale. Le centre les relie. Prenez-le et gagnez.</translation>
    </message>
    <message>
        <source>You play ×. If ○ gets the centre, ○ has two diagonals at once, and you cannot block both. Take the centre first.</source>
        <translation>Vous jouez ×. Si ○ obtient le centre, ○ a deux diagonales à la fois, et vous ne pouvez pas bloquer les deux. Prenez le centre d'abord.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the middle column. The centre blocks it, and it gives you two lines at once.</source>
        <translation>Vous jouez ○. × en a deux dans la colonne du milieu. Le centre la bloque, et il vous donne deux lignes à la fois.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it in the centre. From there you threaten the middle column too, and you can win.</source>
        <translation>Vous jouez ×. ○ en a deux dans la rangée du milieu. Bloquez-la au centre. De là, vous menacez aussi la colonne du milieu, et vous pouvez gagner.</translation>
    </message>
    <message>
        <source>The corners</source>
        <translation>Les coins</translation>
    </message>
    <message>
        <source>After the centre, the corners are the best squares. Each corner is in three lines. An edge is in only two.</source>
        <translation>Après le centre, les coins sont les meilleures cases. Chaque coin est sur trois lignes. Un bord n'est que sur deux.</translation>
    </message>
    <message>
        <source>You play ×. ○ took the centre. Answer in a corner. An edge loses.</source>
        <translation>Vous jouez ×. ○ a pris le centre. Répondez dans un coin. Un bord perd.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and a corner. Take a free corner. On an edge, ○ could make two threats.</source>
        <translation>Vous jouez ×. ○ a le centre et un coin. Prenez un coin libre. Sur un bord, ○ pourrait créer deux menaces.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, not the centre. Take another corner: soon you can make two threats at once.</source>
        <translation>Vous jouez ○. × a pris un coin, pas le centre. Prenez un autre coin : bientôt, vous pourrez créer deux menaces à la fois.</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloquer</translation>
    </message>
    <message>
        <source>Two marks in a line with the third square empty is a threat: next move, they win there. Put your own mark on that square. That is a block.</source>
        <translation>Deux marques d'un même joueur sur une ligne, avec la troisième case vide, forment une menace : au coup suivant, ce joueur y gagne. Placez votre propre marque sur cette case. C'est un blocage.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the top row. Block the third square.</source>
        <translation>Vous jouez ×. ○ en a deux dans la rangée du haut. Bloquez la troisième case.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two on a diagonal. Block it.</source>
        <translation>Vous jouez ×. ○ en a deux sur une diagonale. Bloquez-la.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it.</source>
        <translation>Vous jouez ×. ○ en a deux dans la rangée du milieu. Bloquez-la.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the top row. Block it. Then you threaten the middle column yourself.</source>
        <translation>Vous jouez ○. × en a deux dans la rangée du haut. Bloquez-la. Ensuite, c'est vous qui menacez la colonne du milieu.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row, but you can win now. Your own win comes first: a win ends the game.</source>
        <translation>Vous jouez ○. × menace la rangée du milieu, mais vous pouvez gagner tout de suite. Votre propre victoire passe d'abord : une victoire termine la partie.</translation>
    </message>
    <message>
        <source>Make two threats</source>
        <translation>Créer deux menaces</translation>
    </message>
    <message>
        <source>A threat is two of your marks in a line with the third square empty. One move can make two threats at once. The other player can block only one of them. This is called a fork.</source>
        <translation>Une menace, ce sont deux de vos marques sur une ligne avec la troisième case vide. Un coup peut créer deux menaces à la fois. L'autre joueur ne peut en bloquer qu'une. C'est ce qu'on appelle une fourchette.</translation>
    </message>
    <message>
        <source>You play ○. Find a square that makes two threats at once.</source>
        <translation>Vous jouez ○. Trouvez une case qui crée deux menaces à la fois.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Block it, and the same move makes two threats of yours.</source>
        <translation>Vous jouez ○. × menace la colonne de gauche. Bloquez-la, et ce même coup crée deux menaces pour vous.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the right column. Block it with a move that makes two threats.</source>
        <translation>Vous jouez ○. × menace la colonne de droite. Bloquez-la avec un coup qui crée deux menaces.</translation>
    </message>
    <message>
        <source>You play ×. ○ has just blocked your middle column. Now make two threats at once.</source>
        <translation>Vous jouez ×. ○ vient de bloquer votre colonne du milieu. Créez maintenant deux menaces à la fois.</translation>
    </message>
    <message>
        <source>Answer a corner with the centre</source>
        <translation>Répondre à un coin par le centre</translation>
    </message>
    <message>
        <source>When ○ starts in a corner, × has one good answer: the centre. Every other answer lets ○ make two threats later.</source>
        <translation>Quand ○ commence dans un coin, × n'a qu'une bonne réponse : le centre. Toute autre réponse permet à ○ de créer deux menaces plus tard.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner. Answer it.</source>
        <translation>Vous jouez ×. ○ a commencé dans un coin. Répondez.</translation>
    </message>
    <message>
        <source>You play ×. Another corner. The same answer.</source>
        <translation>Vous jouez ×. Un autre coin. La même réponse.</translation>
    </message>
    <message>
        <source>You play ×. You have the centre. Now ○ has two in the top row: block it.</source>
        <translation>Vous jouez ×. Vous avez le centre. Maintenant, ○ en a deux dans la rangée du haut : bloquez-la.</translation>
    </message>
    <message>
        <source>You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not let ○ make two threats.</source>
        <translation>Vous jouez ×. ○ a un coin et un bord, éloignés l'un de l'autre. Conservez la nulle : ne laissez pas ○ créer deux menaces.</translation>
    </message>
    <message>
        <source>The opposite-corner defence</source>
        <translation>La défense du coin opposé</translation>
    </message>
    <message>
        <source>○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a corner loses for ×. An edge holds the draw.</source>
        <translation>○ prend un coin, × prend le centre, et ○ prend le coin opposé. Maintenant, un coin perd pour ×. Un bord conserve la nulle.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two opposite corners. Play on an edge. A corner would let ○ make two threats.</source>
        <translation>Vous jouez ×. ○ a deux coins opposés. Jouez sur un bord. Un coin permettrait à ○ de créer deux menaces.</translation>
    </message>
    <message>
        <source>You play ×. The same trap, turned round. Play on an edge.</source>
        <translation>Vous jouez ×. Le même piège, tourné. Jouez sur un bord.</translation>
    </message>
    <message>
        <source>You play ○. × played on an edge and threatens the middle column. Block it.</source>
        <translation>Vous jouez ○. × a joué sur un bord et menace la colonne du milieu. Bloquez-la.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, and that loses. Block × and make two threats with the same move.</source>
        <translation>Vous jouez ○. × a pris un coin, et cela perd. Bloquez × et créez deux menaces avec le même coup.</translation>
    </message>
    <message>
        <source>Traps that lose</source>
        <translation>Les pièges qui font perdre</translation>
    </message>
    <message>
        <source>Some moves look safe but lose. Learn to see them, and to win when the other player falls in.</source>
        <translation>Certains coups ont l'air sans danger mais perdent. Apprenez à les voir, et à gagner quand l'autre joueur tombe dans le piège.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and the corner opposite yours. An edge looks safe, but it loses. Take a corner.</source>
        <translation>Vous jouez ×. ○ a le centre et le coin opposé au vôtre. Un bord a l'air sans danger, mais il perd. Prenez un coin.</translation>
    </message>
    <message>
        <source>You play ○. × fell in: × played on an edge. Block × and make two threats.</source>
        <translation>Vous jouez ○. × est tombé dans le piège : × a joué sur un bord. Bloquez × et créez deux menaces.</translation>
    </message>
    <message>
        <source>You play ○. × answered your centre with an edge. That loses. Block × and make two threats.</source>
        <translation>Vous jouez ○. × a répondu à votre centre par un bord. Cela perd. Bloquez × et créez deux menaces.</translation>
    </message>
    <message>
        <source>You play ○. × answered your corner with an edge, not the centre. That loses for ×. Play a move that keeps your win.</source>
        <translation>Vous jouez ○. × a répondu à votre coin par un bord, pas par le centre. Cela fait perdre ×. Jouez un coup qui garde votre victoire.</translation>
    </message>
    <message>
        <source>You play ○. The mirror move still works: if anyone makes a line, × makes it first.</source>
        <translation>Vous jouez ○. Le coup miroir marche toujours : si quelqu’un fait une ligne, × la fait en premier.</translation>
    </message>
    <message>
        <source>In this rule ○ wins by starting in the centre. Then × can make a line only on the edge of the board. ○ has four lines through the middle.</source>
        <translation>Avec cette règle, ○ gagne en commençant au centre. × ne peut alors faire une ligne que sur le bord de la grille. ○ a quatre lignes qui passent par le milieu.</translation>
    </message>
    <message>
        <source>Why best play draws</source>
        <translation>Pourquoi le jeu parfait mène à la nulle</translation>
    </message>
    <message>
        <source>When neither player makes a mistake, tic-tac-toe is a draw. Every threat can be blocked, and every fork can be stopped before it is made. Play one whole game where both players block.</source>
        <translation>Quand aucun joueur ne fait d'erreur, le morpion se termine par une partie nulle. Chaque menace peut être bloquée, et chaque fourchette peut être empêchée avant d'être créée. Jouez une partie entière où les deux joueurs bloquent.</translation>
    </message>
    <message>
        <source>You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make two threats.</source>
        <translation>Vous jouez ×. ○ a un bord et un coin. Conservez la nulle : ne laissez pas ○ créer deux menaces.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row. Block it.</source>
        <translation>Vous jouez ○. × menace la rangée du milieu. Bloquez-la.</translation>
    </message>
    <message>
        <source>You play ×. ○'s block made a threat in the left column. Block it too.</source>
        <translation>Vous jouez ×. Le blocage de ○ a créé une menace dans la colonne de gauche. Bloquez-la aussi.</translation>
    </message>
    <message>
        <source>You play ○. × threatens a diagonal. Block it.</source>
        <translation>Vous jouez ○. × menace une diagonale. Bloquez-la.</translation>
    </message>
    <message>
        <source>You play ×. ○ threatens the top row. Block it. The last square makes no line for anyone: the game is a draw.</source>
        <translation>Vous jouez ×. ○ menace la rangée du haut. Bloquez-la. La dernière case ne fait de ligne pour personne : la partie est nulle.</translation>
    </message>
    <message>
        <source>Misère: the centre</source>
        <translation>Misère : le centre</translation>
    </message>
    <message>
        <source>In misère, three in a row loses. ○ moves first, so ○ must put down one mark more than ×. The centre is ○'s only safe start.</source>
        <translation>En misère, trois alignés perdent. ○ joue en premier, donc ○ doit poser une marque de plus que ×. Le centre est le seul début sans danger pour ○.</translation>
    </message>
    <message>
        <source>You play ○. Start the game. Every start but one loses.</source>
        <translation>Vous jouez ○. Commencez la partie. Tous les débuts sauf un perdent.</translation>
    </message>
    <message>
        <source>You play ○. You started on an edge, and × did not punish it. Take the centre now: it is your only move that does not lose.</source>
        <translation>Vous jouez ○. Vous avez commencé sur un bord, et × ne l'a pas puni. Prenez le centre maintenant : c'est votre seul coup qui ne perd pas.</translation>
    </message>
    <message>
        <source>You play ○. Neither of you took the centre. Take it now.</source>
        <translation>Vous jouez ○. Aucun de vous deux n'a pris le centre. Prenez-le maintenant.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner, not in the centre. Now you can win. Play on an edge.</source>
        <translation>Vous jouez ×. ○ a commencé dans un coin, pas au centre. Maintenant, vous pouvez gagner. Jouez sur un bord.</translation>
    </message>
    <message>
        <source>Misère: mirror play</source>
        <translation>Misère : le jeu miroir</translation>
    </message>
    <message>
        <source>With the centre, ○ answers each × on the square straight across the centre. The board then looks the same turned half round. ○ never makes a line first: a line of ○'s would face a line × had already made.</source>
        <translation>Avec le centre, ○ répond à chaque × sur la case opposée, de l'autre côté du centre. La grille reste alors la même si on la tourne d'un demi-tour. ○ ne fait jamais de ligne en premier : une ligne de ○ ferait face à une ligne que × aurait déjà faite.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner. Answer on the opposite corner.</source>
        <translation>Vous jouez ○. × a pris un coin. Répondez dans le coin opposé.</translation>
    </message>
    <message>
        <source>You play ○. × took an edge. Answer on the opposite edge.</source>
        <translation>Vous jouez ○. × a pris un bord. Répondez sur le bord opposé.</translation>
    </message>
    <message>
        <source>You play ○. Keep copying: straight across the centre.</source>
        <translation>Vous jouez ○. Continuez à copier : juste en face, de l'autre côté du centre.</translation>
    </message>
    <message>
        <source>You play ○. Copy × again.</source>
        <translation>Vous jouez ○. Copiez × encore une fois.</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>La seconde ligne</translation>
    </message>
    <message>
        <source>In this rule a line does not end the game. Play goes on. If both players make a line, the one who made it later wins.</source>
        <translation>Avec cette règle, une ligne ne termine pas la partie. On continue à jouer. Si les deux joueurs font une ligne, celui qui a fait la sienne en dernier gagne.</translation>
    </message>
    <message>
        <source>You play ×. ○ made a line, but the game goes on. Make your line now: yours is the later line, and it wins.</source>
        <translation>Vous jouez ×. ○ a fait une ligne, mais la partie continue. Faites votre ligne maintenant : la vôtre est la plus tardive, et elle gagne.</translation>
    </message>
    <message>
        <source>You play ○. You have a line. If × makes one now, ×'s line is later and wins. Block it.</source>
        <translation>Vous jouez ○. Vous avez une ligne. Si × en fait une maintenant, la ligne de × est plus tardive et gagne. Bloquez-la.</translation>
    </message>
    <message>
        <source>You play ×. Two squares are left. If you make your line now, ○ makes one after you and wins. Block ○ first: then it is a draw.</source>
        <translation>Vous jouez ×. Il reste deux cases. Si vous faites votre ligne maintenant, ○ en fait une après vous et gagne. Bloquez d'abord ○ : la partie sera alors nulle.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the bottom row. You do not have to block it. Make two threats instead: whatever × does, your line comes later.</source>
        <translation>Vous jouez ○. × menace la rangée du bas. Inutile de la bloquer. Créez plutôt deux menaces : quoi que fasse ×, votre ligne sera la plus tardive.</translation>
    </message>
    <message>
        <source>Why the first player wins by the centre</source>
        <translation>Pourquoi le premier joueur gagne par le centre</translation>
    </message>
    <message>
        <source>You play ○. Only one first move wins. A corner or an edge gives only a draw.</source>
        <translation>Vous jouez ○. Un seul premier coup gagne. Un coin ou un bord ne donne qu'une partie nulle.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Make two threats: × can take only one of them, and your line comes later.</source>
        <translation>Vous jouez ○. × menace la colonne de gauche. Créez deux menaces : × ne peut en bloquer qu'une, et votre ligne sera la plus tardive.</translation>
    </message>
    <message>
        <source>You play ○. Make your line through the middle now. × has no line left that you cannot block.</source>
        <translation>Vous jouez ○. Faites maintenant votre ligne par le milieu. Il ne reste à × aucune ligne que vous ne puissiez pas bloquer.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>Recommencer cette leçon</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>Leçon &amp;suivante</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Leçon suivante</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Close the lessons</source>
        <translation>Fermer les leçons</translation>
    </message>
    <message>
        <source>Lesson board</source>
        <translation>Grille de la leçon</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Win with this move.</source>
        <translation>Gagnez avec ce coup.</translation>
    </message>
    <message>
        <source>Play a move that wins.</source>
        <translation>Jouez un coup gagnant.</translation>
    </message>
    <message>
        <source>Find the fastest win.</source>
        <translation>Trouvez la victoire la plus rapide.</translation>
    </message>
    <message>
        <source>Make two threats at once.</source>
        <translation>Créez deux menaces à la fois.</translation>
    </message>
    <message>
        <source>Block the line.</source>
        <translation>Bloquez la ligne.</translation>
    </message>
    <message>
        <source>Play a move that keeps the draw.</source>
        <translation>Jouez un coup qui conserve la nulle.</translation>
    </message>
    <message>
        <source>Find the only good move.</source>
        <translation>Trouvez le seul bon coup.</translation>
    </message>
    <message>
        <source>Play the mirror move.</source>
        <translation>Jouez le coup miroir.</translation>
    </message>
    <message>
        <source>{title}  {stars}</source>
        <translation>{title}  {stars}</translation>
    </message>
    <message>
        <source>Stage {number} of {stages}</source>
        <translation>Étape {number} sur {stages}</translation>
    </message>
    <message>
        <source>Right: {cell} {reason}.</source>
        <translation>Bien joué : le coup en {cell} {reason}.</translation>
    </message>
    <message>
        <source>Not {cell}: it {reason}. Try again.</source>
        <translation>Pas en {cell} : ce coup {reason}. Réessayez.</translation>
    </message>
    <message>
        <source>Lesson done with no mistake: {stars} stars.</source>
        <translation>Leçon terminée sans aucune erreur : {stars} étoiles.</translation>
    </message>
    <message>
        <source>Lesson done: {stars} of 3 stars. Play it again for more.</source>
        <translation>Leçon terminée. Étoiles : {stars} sur 3. Rejouez-la pour en gagner plus.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>S&amp;ave Game…</source>
        <translation>Enre&amp;gistrer la partie…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>&amp;Changer de camp</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>&amp;Bilan de la partie</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problèmes…</translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation>Regarder l'ordinateur &amp;jouer…</translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation>Remettre le score à &amp;zéro…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Para&amp;mètres…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>&amp;Copier la partie</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>Co&amp;ller la partie</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>Afficher l'&amp;analyse des coups</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>Liste des &amp;coups</translation>
    </message>
    <message>
        <source>Game &amp;Tree…</source>
        <translation>A&amp;rbre de jeu…</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leçons…</translation>
    </message>
    <message>
        <source>Strategy &amp;Map…</source>
        <translation>Carte de &amp;stratégie…</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation>À &amp;propos du Morpion</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>Morpion</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>Le presse-papiers</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>Pas une partie</translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation>{source} ne contient pas de partie jouable.

Ligne {line}, colonne {column} : {problem}.

Rien n'a été chargé.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation>À propos du Morpion</translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation>Erreurs par partie</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>%n partie ; erreurs par partie en moyenne : {first:.1f} au début, {last:.1f} récemment</numerusform>
            <numerusform>%n parties ; erreurs par partie en moyenne : {first:.1f} au début, {last:.1f} récemment</numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>Aucune partie à afficher pour l'instant.</translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation>Erreurs par partie ; la ligne est la moyenne sur 10 parties</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>Bilan de la partie</translation>
    </message>
    <message>
        <source>Game &amp;Tree from Here…</source>
        <translation>&amp;Arbre de jeu à partir d'ici…</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Jouer à &amp;partir d'ici</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d'ici</translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation>Reprendre à la première &amp;erreur</translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation>Reprendre à la première erreur</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Best play: ○ above, × below</source>
        <translation>Meilleur jeu : ○ en haut, × en bas</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Person</source>
        <comment>a side of a past game</comment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation>{mark} a gagné</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>perdu</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Thème :</translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation>Règles des problèmes</translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation>Thème des problèmes</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation>Indice : montrer le bon coup (compte comme un échec)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Ré&amp;essayer</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Game Tree…</source>
        <translation>Arbre de &amp;jeu…</translation>
    </message>
    <message>
        <source>Game tree of this puzzle</source>
        <translation>Arbre de jeu de ce problème</translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation>Fermer les problèmes</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation>Votre classement aux problèmes</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Grille du problème</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>Tous les thèmes</translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation>Le mauvais coup</translation>
    </message>
    <message>
        <source>right</source>
        <translation>bon</translation>
    </message>
    <message>
        <source>The right move</source>
        <translation>Le bon coup</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation>Gagner tout de suite</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloquer</translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation>Créer une fourchette</translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation>Empêcher une fourchette</translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation>Le seul coup qui fait nulle</translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation>Ne pas faire de ligne</translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation>Forcer l'autre camp à en faire une</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>La seconde ligne</translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation>Quand ne pas fermer une ligne trop tôt</translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation>Aucun problème ne correspond à ces filtres</translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation>{mark} joue et gagne</translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation>{mark} joue et fait nulle</translation>
    </message>
    <message>
        <source>{rules} · {theme} · from last time: your rating does not move</source>
        <translation>{rules} · {theme} · de la dernière fois : votre classement ne bouge pas</translation>
    </message>
    <message>
        <source>{rules} · {theme} · review: your rating does not move</source>
        <translation>{rules} · {theme} · révision : votre classement ne bouge pas</translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation>{rules} · {theme} · classement du problème {rating}</translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation>Choisissez d'autres règles ou un autre thème.</translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation>Pas celui-là : {mark} en {cell} {reason}. Le bon coup était {right}. Réessayez ; ce problème compte comme un échec.</translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation>Bien joué. L'ordinateur se défend…</translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation>Partie jouée. Ce problème compte comme un échec : réessayez ou passez au suivant.</translation>
    </message>
    <message>
        <source>Solved! A review counts for the streak, not for the rating.</source>
        <translation>Résolu ! Une révision compte pour la série, pas pour le classement.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Résolu !</translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation>Indice : jouez {cell}. Ce problème compte désormais comme un échec.</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>Bien joué. Trouvez le coup suivant.</translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation>Trouvez le seul coup qui conserve le résultat : cliquez sur une case ou tapez son chiffre.</translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation>{rating} ({change:+d})</translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation>Votre classement : {rating}  ·  Série : {streak}  ·  Record : {best}</translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation>La case {cell} est occupée.</translation>
    </message>
    <message>
        <source>Wait for the computer's move.</source>
        <translation>Attendez le coup de l'ordinateur.</translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation>Ce problème est terminé : Problème suivant ou Réessayer.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back as a skip: your rating will not move.</source>
        <translation>Ce problème était ouvert quand le jeu s’est fermé. Il revient compté comme passé : votre classement ne bougera pas.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back and still counts as failed.</source>
        <translation>Ce problème était ouvert quand le jeu s’est fermé. Il revient et compte toujours comme un échec.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is damaged.</source>
        <translation>Les problèmes ne sont pas enregistrés : l’historique est endommagé.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is read-only.</source>
        <translation>Les problèmes ne sont pas enregistrés : l’historique est en lecture seule.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: another program is using the game history.</source>
        <translation>Les problèmes ne sont pas enregistrés : un autre programme utilise l’historique.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is from a newer version.</source>
        <translation>Les problèmes ne sont pas enregistrés : l’historique vient d’une version plus récente.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history cannot be used.</source>
        <translation>Les problèmes ne sont pas enregistrés : l’historique est inutilisable.</translation>
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
        <translation>Classement aux problèmes au fil du temps</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n problème ; classement {first:.0f} après le premier, {last:.0f} maintenant, record {best:.0f}</numerusform>
            <numerusform>%n problèmes ; classement {first:.0f} après le premier, {last:.0f} maintenant, record {best:.0f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation>Pas encore de problèmes : Jeu › Problèmes.</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation>Classement après chaque problème</translation>
    </message>
</context>
<context>
    <name>ResetScoreDialog</name>
    <message>
        <source>Reset Score</source>
        <translation>Remettre le score à zéro</translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation>Remettre à zéro le score pour {where} ?</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation>Remettre à zéro &amp;ce score</translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation>Remettre à zéro &amp;tous les scores</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>Résultats au fil du temps</translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation>parties {first} à {last} : victoires {wins}, nulles {draws}, défaites {losses}</translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>Aucune partie à afficher pour l'instant.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>conserve la victoire</translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation>manque la victoire en {cell}</translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation>laisse la ligne en {cell} ouverte</translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation>aligne trois et perd</translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation>permet à l'adversaire de créer deux menaces en {cell}</translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation>transforme une victoire en nulle</translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation>transforme une victoire en défaite</translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation>transforme une nulle en défaite</translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation>gagne encore, mais plus lentement</translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation>perd plus tôt que nécessaire</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason}); equally best: {others}</source>
        <translation>{mark} en {cell} : {reason} ; mieux valait {better} ({better_reason}) ; tout aussi bons : {others}</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason})</source>
        <translation>{mark} en {cell} : {reason} ; mieux valait {better} ({better_reason})</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}</source>
        <translation>{mark} en {cell} : {reason}</translation>
    </message>
    <message>
        <source>{verdict}: {reason}</source>
        <translation>{verdict} : {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n imprécision</numerusform>
            <numerusform>%n imprécisions</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded moves ({first} to {last}): {counts}, first at {move}.</source>
        <translation>Coups chargés ({first} à {last}) : {counts}, la première au coup {move}.</translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation>Aucune erreur : chaque coup a conservé le meilleur résultat.</translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation>En jeu parfait, la position était perdue dès le coup {move}.</translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation>{counts} : la première au coup {move}.</translation>
    </message>
    <message>
        <source>Equally best there: {cells}.</source>
        <translation>Également les meilleurs ici : {cells}.</translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation>Le meilleur coup était {cell}.</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>&amp;Speed: {steps} a second</source>
        <extracomment>Steps a second at each stop of the speed slider.</extracomment>
        <translation>&amp;Vitesse : {steps} par seconde</translation>
    </message>
    <message>
        <source>Search to watch</source>
        <translation>Recherche à suivre</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>Pas à pa&amp;s</translation>
    </message>
    <message>
        <source>Step &amp;Out</source>
        <translation>Finir le nœu&amp;d</translation>
    </message>
    <message>
        <source>Run to the &amp;End</source>
        <translation>Aller jusqu'à la fi&amp;n</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Re&amp;commencer</translation>
    </message>
    <message>
        <source>Announce each step</source>
        <translation>Annoncer chaque étape</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>L'ordinateur</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>Deux joueurs sur cet ordinateur</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau :</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation>&amp;Qui commence :</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Adversaire :</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>Marks are drawn as a pen draws them, and the winning line across the board. Off: everything appears at once, and nothing on the board moves.</source>
        <translation>Les marques se dessinent comme au stylo, et la ligne gagnante traverse la grille. Désactivées : tout apparaît d’un coup et rien ne bouge sur la grille.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume du son</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume :</translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation>Une partie est en cours : ces changements s'appliqueront à la prochaine partie.</translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation>Joue parfaitement et punit chaque erreur. Avec ces règles, le premier joueur gagne en ouvrant en {cells} (numérotation du pavé numérique) ; Parfait perd donc quand il joue en second contre cette ouverture, mais il ne perd jamais une partie qui peut encore être sauvée.</translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation>Joue parfaitement : avec ces règles, il ne perd jamais et punit chaque erreur.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Tous les niveaux</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Parties précédentes</translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation>&amp;Ouvrir dans la liste des coups</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau :</translation>
    </message>
    <message>
        <source>Nothing to show yet. Finish a game against the computer and it appears here: your results over time, your mistakes per game, and the game itself to review. Each puzzle you try (Game › Puzzles) adds to your puzzle rating.</source>
        <translation>Rien à montrer pour l'instant. Terminez une partie contre l'ordinateur et elle apparaît ici : vos résultats au fil du temps, vos erreurs par partie et la partie elle-même à revoir. Chaque problème essayé (Jeu › Problèmes) compte pour votre classement aux problèmes.</translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation>&amp;Parties précédentes (double-cliquez pour en revoir une) :</translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation>ouverture en cours ; réessayez</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>aucun historique n'est tenu dans cette session</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>Pas de statistiques sans l'historique des parties : {problem}.</translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation>Problèmes : aucun essayé pour l'instant. Jeu › Problèmes entraîne à trouver le seul coup qui gagne ou fait nulle.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>Problèmes résolus : {solved} sur %n ; classement {first:.0f} après le premier, {last:.0f} maintenant, record {best:.0f}.</numerusform>
            <numerusform>Problèmes résolus : {solved} sur %n ; classement {first:.0f} après le premier, {last:.0f} maintenant, record {best:.0f}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game rating in {rules}: {rating:.0f} now, {best:.0f} at best.</source>
        <translation>Classement aux parties ({rules}) : {rating:.0f} maintenant, record {best:.0f}.</translation>
    </message>
    <message>
        <source>Game rating: every game you finish against the computer rates you, rule by rule; Adaptive plays at your rating.</source>
        <translation>Classement aux parties : chaque partie terminée contre l'ordinateur vous classe, règle par règle ; Adaptatif joue à votre niveau.</translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation>Aucune partie pour l'instant avec ces règles et ce niveau : chaque partie que vous terminez contre l'ordinateur est comptée ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>%n partie : victoires {wins}, nulles {draws}, défaites {losses} ({share} % sans défaite)</numerusform>
            <numerusform>%n parties : victoires {wins}, nulles {draws}, défaites {losses} ({share} % sans défaite)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>Après %n partie, la tendance de vos erreurs s'affiche ici.</numerusform>
            <numerusform>Après %n parties, la tendance de vos erreurs s'affiche ici.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>Vos erreurs diminuent : {before:.1f} par partie au début, {after:.1f} sur votre dernière partie.</numerusform>
            <numerusform>Vos erreurs diminuent : {before:.1f} par partie au début, {after:.1f} sur vos %n dernières parties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>Vos erreurs par partie : {before:.1f} au début, {after:.1f} sur votre dernière partie. Reprenez à la première erreur après une partie pour progresser plus vite.</numerusform>
            <numerusform>Vos erreurs par partie : {before:.1f} au début, {after:.1f} sur vos %n dernières parties. Reprenez à la première erreur après une partie pour progresser plus vite.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <source>Computer ({level})</source>
        <translation>Ordinateur ({level})</translation>
    </message>
    <message>
        <source>Player ○</source>
        <translation>Joueur ○</translation>
    </message>
    <message>
        <source>Player ×</source>
        <translation>Joueur ×</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Adaptive ({rating})</source>
        <translation>Adaptatif ({rating})</translation>
    </message>
    <message>
        <source>Perfect: the top</source>
        <translation>Parfait : le sommet</translation>
    </message>
    <message>
        <source>about {level}</source>
        <translation>proche de {level}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} gagne</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Vous gagnez !</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>L'ordinateur gagne</translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation>{result} : {loser} a aligné trois et perd</translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation>{result} : la dernière ligne complétée gagne</translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation>{replay}. Appuyez sur Fin pour revenir, ou Jouer à partir d'ici.</translation>
    </message>
    <message>
        <source>Hint: {cell} {reason}.</source>
        <translation>Indice : jouer {cell} {reason}.</translation>
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
        <translation>{result}. Cliquez sur la grille ou appuyez sur Ctrl+N pour rejouer.</translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation>{owners} a une ligne : la partie continue, et la dernière ligne complétée gagne. {turn}</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation>L'ordinateur commence et réfléchit…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>L'ordinateur réfléchit…</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation>{mark} commence</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation>Au tour de {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation>Vous commencez : vous jouez {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation>À vous : vous jouez {mark}</translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation>Relecture : le début</translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation>Relecture : après {move}</translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation>Standard : trois alignés gagnent.</translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation>Misère : trois alignés perdent.</translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation>La dernière ligne gagne : le jeu continue après une ligne, et la dernière ligne complétée gagne.</translation>
    </message>
    <message>
        <source>○ {wins} · Draws {draws} · × {losses}</source>
        <translation>○ {wins} · Nulles {draws} · × {losses}</translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation>L'ordinateur joue contre lui-même : non compté</translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation>Non compté : partie regardée</translation>
    </message>
    <message>
        <source>Not scored: a past game</source>
        <translation>Non compté : une partie passée</translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation>Non compté : partie depuis une position</translation>
    </message>
    <message>
        <source>Wait: your move comes after the computer's.</source>
        <translation>Attendez : votre coup vient après celui de l'ordinateur.</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>deux joueurs</translation>
    </message>
    <message>
        <source>A position from the game tree. Press End to go back to the game, or Play from Here in the Game Tree window.</source>
        <translation>Une position de l'arbre de jeu. Appuyez sur Fin pour revenir à la partie, ou sur « Jouer à partir d'ici » dans la fenêtre Arbre de jeu.</translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation>Victoires {wins} · Nulles {draws} · Défaites {losses}</translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation>{score}   ({table})</translation>
    </message>
    <message>
        <source>{line}, this session only</source>
        <translation>{line}, pour cette session seulement</translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation>deux joueurs, {rules}</translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation>{level}, {rules}</translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation>Seule compte une partie jouée depuis la grille vide, où l'ordinateur joue lui-même tous ses coups : les parties collées, ouvertes et rejouées sont gardées dans l'historique mais pas comptées, de même que les parties regardées. Chaque partie compte une fois, avec le premier résultat qu'elle atteint : annuler après la fin ne change pas le score. Une partie inachevée n'est pas comptée.</translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation>{result} {plies}</translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation>Jouer ici gagne tout de suite.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>Jouer ici gagne en %n coup en jeu parfait.</numerusform>
            <numerusform>Jouer ici gagne en %n coups en jeu parfait.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation>Jouer ici remplit la grille : partie nulle.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>Jouer ici fait nulle en jeu parfait : la grille se remplit en %n coup.</numerusform>
            <numerusform>Jouer ici fait nulle en jeu parfait : la grille se remplit en %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation>Jouer ici perd tout de suite.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>Jouer ici perd en %n coup au plus tard, contre un jeu parfait.</numerusform>
            <numerusform>Jouer ici perd en %n coups au plus tard, contre un jeu parfait.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: "win 3" wins in 3 moves, "draw 7" draws when the board fills, "loss 4" loses in 4 at the latest.</source>
        <translation>Chaque case vide montre son résultat en jeu parfait des deux côtés, et le nombre de coups avant la fin : « victoire 3 » gagne en 3 coups, « nulle 7 » fait nulle quand la grille se remplit, « défaite 4 » perd en 4 au plus tard.</translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation>La case {cell} est occupée : choisissez-en une vide.</translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation>Camps échangés : vous jouez maintenant {mark}.</translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation>Reprise depuis le début.</translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation>Reprise après {move}.</translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>La partie laissée en cours est de retour sur la grille : %n coup avec les règles « {rules} ».</numerusform>
            <numerusform>La partie laissée en cours est de retour sur la grille : %n coups avec les règles « {rules} ».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Partie chargée : %n coup avec les règles « {rules} ».</numerusform>
            <numerusform>Partie chargée : %n coups avec les règles « {rules} ».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Partie du {date} chargée : %n coup avec les règles « {rules} ».</numerusform>
            <numerusform>Partie du {date} chargée : %n coups avec les règles « {rules} ».</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation>L'ordinateur n'a pas pu jouer ({message}). Lancez une nouvelle partie avec Ctrl+N.</translation>
    </message>
    <message>
        <source>Your rating in {rules} has passed {level}'s for the first time: Adaptive now plays above it.</source>
        <translation>Votre classement avec les règles « {rules} » a dépassé pour la première fois celui du niveau {level} : Adaptatif joue désormais au-dessus.</translation>
    </message>
    <message>
        <source>This is the top: Adaptive plays as Perfect, which cannot be beaten under these rules, only held to a draw.</source>
        <translation>C'est le sommet : Adaptatif joue comme Parfait, imbattable avec ces règles ; on peut seulement faire nulle.</translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>Partie copiée : %n coup.</numerusform>
            <numerusform>Partie copiée : %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation>Historique endommagé : les nouvelles parties ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation>Historique en lecture seule : les nouvelles parties ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation>Historique utilisé par un autre programme : les nouvelles parties ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation>Historique d'une version plus récente : les nouvelles parties ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation>Historique inutilisable : les nouvelles parties ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation>Ceci est une relecture : appuyez sur Fin dans la liste des coups pour revenir à la partie, ou sur Jouer à partir d'ici pour continuer depuis ce point.</translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation>Fin du visionnage : la grille est à vous, pour deux joueurs. Ctrl+N lance une nouvelle partie.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation>La partie est terminée : pas besoin d'indice. Cliquez sur la grille pour une nouvelle partie.</translation>
    </message>
    <message>
        <source>Wait for the computer's move, then ask for a hint.</source>
        <translation>Attendez le coup de l'ordinateur, puis demandez un indice.</translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation>Nouveaux paramètres enregistrés : ils s'appliqueront à la prochaine partie.</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>Cette partie n'est plus dans l'historique.</translation>
    </message>
    <message>
        <source>Your game rating is provisional: the history cannot keep it, so it lasts until you close the game.</source>
        <translation>Votre classement aux parties est provisoire : l'historique ne peut pas le garder, il dure jusqu'à la fermeture du jeu.</translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation>Le bilan vient à la fin de la partie ; les coups joués jusqu'ici sont listés.</translation>
    </message>
    <message>
        <source>Waiting for the game history, which is busy: the games that end meanwhile are kept once it is free.</source>
        <translation>En attente de l'historique, qui est occupé : les parties terminées entre-temps seront enregistrées dès qu'il sera libre.</translation>
    </message>
    <message>
        <source>The game history is free again: every finished game is kept.</source>
        <translation>L'historique est de nouveau libre : toutes les parties terminées sont enregistrées.</translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation>Tous les scores remis à zéro.</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>Score remis à zéro pour {where}.</translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message>
        <source>Strategy Map</source>
        <translation>Carte de stratégie</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier :</translation>
    </message>
    <message>
        <source>○, who moves first</source>
        <translation>○, qui commence</translation>
    </message>
    <message>
        <source>×, who moves second</source>
        <translation>×, qui joue en second</translation>
    </message>
    <message>
        <source>Sa&amp;ve as SVG…</source>
        <translation>Enregistrer en S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>The strategy map's page</source>
        <translation>Page de la carte de stratégie</translation>
    </message>
    <message>
        <source>Making the map…</source>
        <translation>Création de la carte…</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>%n position, avec son coup</numerusform>
            <numerusform>%n positions, un coup pour chacune</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Strategy Map</source>
        <translation>Enregistrer la carte de stratégie</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>%n position : la seule qui puisse se présenter quand {mark} suit cette carte, quoi que joue l'autre camp.</numerusform>
            <numerusform>%n positions : toutes celles qui peuvent se présenter quand {mark} suit cette carte, quoi que joue l'autre camp.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>%n marque sur le plateau</numerusform>
            <numerusform>%n marques sur le plateau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>Coup {number} de {mark} : %n position avec {marks}</numerusform>
            <numerusform>Coup {number} de {mark} : %n positions avec {marks}</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (first player)</source>
        <translation>Carte de stratégie : {rule}, {mark} (premier joueur)</translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (second player)</source>
        <translation>Carte de stratégie : {rule}, {mark} (second joueur)</translation>
    </message>
    <message>
        <source>Every move here keeps the win, and wins as fast as it can.</source>
        <translation>Chaque coup ici garde la victoire et gagne le plus vite possible.</translation>
    </message>
    <message>
        <source>Every move here keeps the draw, and leaves the other side the most ways to go wrong.</source>
        <translation>Chaque coup ici garde la nulle et laisse à l'autre camp le plus de façons de se tromper.</translation>
    </message>
    <message>
        <source>This side loses against best play; every move here leaves the other side the most ways to go wrong.</source>
        <translation>Ce camp perd contre le meilleur jeu ; chaque coup ici laisse à l'autre camp le plus de façons de se tromper.</translation>
    </message>
    <message>
        <source>Rule: {description}</source>
        <translation>Règle : {description}</translation>
    </message>
    <message>
        <source>Find your board and play the square marked in blue; its keypad digit is under it.</source>
        <translation>Trouvez votre plateau et jouez la case marquée en bleu ; son chiffre du pavé numérique est dessous.</translation>
    </message>
    <message>
        <source>keypad</source>
        <comment>under the key of the squares' keypad digits</comment>
        <translation>pavé numérique</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch the Computer Play</source>
        <translation>Regarder l'ordinateur jouer</translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation>Niveau de ○</translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation>Niveau de ×</translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation>○ (joue en &amp;premier) :</translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation>× (joue en &amp;second) :</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Parfait</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Adaptatif</translation>
    </message>
    <message>
        <source>Plays about as well as you do: before each game it picks its strength from your rating in these rules, so that you win about as often as you lose. It starts below Medium and follows you all the way to Perfect.</source>
        <translation>Joue à peu près aussi bien que vous : avant chaque partie, il choisit sa force d'après votre classement dans ces règles, pour que vous gagniez à peu près autant que vous perdez. Il commence sous Moyen et vous suit jusqu'à Parfait.</translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation>Joue n'importe où au hasard. Idéal pour une première partie.</translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation>Saisit une victoire et bloque la vôtre, mais ne prévoit rien.</translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation>Calcule trois coups à l'avance. Fort, mais on peut le battre.</translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation>Joue parfaitement : ne perd jamais et punit chaque erreur.</translation>
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
        <translation>La dernière ligne gagne</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation>standard</translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation>misère</translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation>la dernière ligne gagne</translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation>Trois alignés gagnent. Une grille pleine sans ligne est une partie nulle.</translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation>Trois alignés perdent : forcez votre adversaire à compléter une ligne.</translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation>Une ligne ne termine pas la partie. Si l'autre joueur en fait une ensuite, cette seconde ligne gagne aussitôt ; sinon, la première ligne gagne quand la grille est pleine.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>L'ordinateur</translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation>Alterner à chaque partie</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>wins now</source>
        <translation>gagne tout de suite</translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation>bloque une ligne</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>crée deux menaces</translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation>force la victoire</translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation>conserve la nulle</translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation>résiste le plus longtemps</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>défaite</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>en haut à gauche</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>en haut au milieu</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>en haut à droite</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>au milieu à gauche</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>au centre</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>au milieu à droite</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>en bas à gauche</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>en bas au milieu</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>en bas à droite</translation>
    </message>
    <message>
        <source>{place} ({digit})</source>
        <translation>{place} ({digit})</translation>
    </message>
    <message>
        <source>top row</source>
        <translation>rangée du haut</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>rangée du milieu</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>rangée du bas</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>colonne de gauche</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>colonne du milieu</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>colonne de droite</translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation>diagonale depuis le haut à gauche</translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation>diagonale depuis le haut à droite</translation>
    </message>
</context>
</TS>
