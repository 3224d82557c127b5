<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>Board cells</name>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>{place}, {content}</source>
        <translation>{place}, {content}</translation>
    </message>
    <message>
        <source>key {digit}</source>
        <translation>клавиша {digit}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>последний ход</translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation>подсказка: лучший ход</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation>Перемещайтесь стрелками и ходите клавишей Enter или нажимайте 1–9 как на цифровой клавиатуре: 7 — левая верхняя клетка.</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Игровое поле</translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation>Оценка после каждого хода</translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation>Оценка для ○ после каждого хода: {values}</translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation>Кто выигрывает при лучшей игре после каждого хода, начиная слева с пустого поля: выше средней линии выигрывает ○, ниже — ×, на линии — ничья. Метка — позиция на поле.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <source>Cannot Open Game</source>
        <translation>Не удаётся открыть партию</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>Это не партия</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>Не удаётся сохранить партию</translation>
    </message>
    <message>
        <source>{problem}

Nothing was loaded.</source>
        <translation>{problem}

Ничего не загружено.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {error}.</source>
        <translation>Не удалось сохранить партию в {file}: {error}.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>Файл настроек был повреждён и сброшен; копия сохранена как {name}.</translation>
    </message>
    <message>
        <source>Settings changes will not be kept after the game closes: {file} cannot be written ({error}).</source>
        <translation>Изменения настроек не сохранятся после закрытия игры: не удаётся записать {file} ({error}).</translation>
    </message>
</context>
<context>
    <name>FirstStartLine</name>
    <message>
        <source>New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>Впервые здесь? Справка › Уроки научат вас игре за десять минут. Компьютер подстраивается: он играет примерно так же сильно, как вы. Уровни и три варианта правил — в Игра › Настройки; Игра › Задачи тренируют отдельные ходы.</translation>
    </message>
    <message>
        <source>Got &amp;It</source>
        <translation>&amp;Ясно</translation>
    </message>
    <message>
        <source>Dismiss this tip</source>
        <translation>Закрыть подсказку</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Первый запуск</translation>
    </message>
</context>
<context>
    <name>GameFileMenu</name>
    <message>
        <source>Open Rec&amp;ent</source>
        <translation>Н&amp;едавние партии</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Games (*.ttt *.txt);;All files (*)</source>
        <translation>Партии (*.ttt *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Games (*.ttt);;All files (*)</source>
        <translation>Партии (*.ttt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Очистить список</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Недавних партий нет</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a regular file, so it cannot hold a game.</source>
        <translation>{file} — не обычный файл, поэтому в нём не может быть партии.</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}.</source>
        <translation>Не удалось прочитать {file}: {error}.</translation>
    </message>
    <message>
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>{file} больше 64 КБ, поэтому в нём не может быть партии.</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>{file} — не текстовый файл, поэтому в нём не может быть партии.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>Действующие правила</translation>
    </message>
</context>
<context>
    <name>GameRatingChart</name>
    <message>
        <source>Game rating over time</source>
        <translation>Рейтинг в партиях со временем</translation>
    </message>
    <message>
        <source>Game rating after each game</source>
        <translation>Рейтинг после каждой партии</translation>
    </message>
    <message>
        <source>No rated games yet: play the computer.</source>
        <translation>Рейтинговых партий пока нет: сыграйте с компьютером.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n рейтинговая партия; рейтинг {first:.0f} после первой, {last:.0f} сейчас, лучший {best:.0f}</numerusform>
            <numerusform>%n рейтинговые партии; рейтинг {first:.0f} после первой, {last:.0f} сейчас, лучший {best:.0f}</numerusform>
            <numerusform>%n рейтинговых партий; рейтинг {first:.0f} после первой, {last:.0f} сейчас, лучший {best:.0f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTreeModel</name>
    <message>
        <source>Move</source>
        <extracomment>The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).</extracomment>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Полуходы</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>Replies that lose</source>
        <translation>Проигрывающие ответы</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Идеальный</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Число</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Game tree: {rules}</source>
        <translation>Дерево игры: {rules}</translation>
    </message>
    <message>
        <source>Export the Game Tree</source>
        <translation>Экспорт дерева игры</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>Не экспортировано</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {reason}.</source>
        <translation>Не удалось записать рисунок в {path}: {reason}.</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Дерево игры</translation>
    </message>
    <message>
        <source>&amp;Merge transpositions</source>
        <translation>Объ&amp;единять перестановки</translation>
    </message>
    <message>
        <source>&amp;Fold symmetry</source>
        <translation>&amp;Учитывать симметрию</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Дерево игры</translation>
    </message>
    <message>
        <source>Show on &amp;Board</source>
        <translation>Показать на по&amp;ле</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Играть &amp;отсюда</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>&amp;Экспорт SVG…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Watch the search</source>
        <translation>Наблюдать за поиском</translation>
    </message>
</context>
<context>
    <name>GameTreeWords</name>
    <message>
        <source>the root</source>
        <translation>корень</translation>
    </message>
    <message>
        <source>Below this position: nodes {nodes} · finished games {games} · positions {positions} · up to symmetry {classes}</source>
        <translation>Ниже этой позиции: узлов {nodes} · законченных партий {games} · позиций {positions} · с точностью до симметрии {classes}</translation>
    </message>
    <message>
        <source>{rules} · {facts}</source>
        <translation>{rules} · {facts}</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>Здесь партия окончена.</translation>
    </message>
    <message>
        <source>{mark} to move · value: {value} · plies to the end with best play: {plies}</source>
        <translation>Ход {mark} · оценка: {value} · полуходов до конца при лучшей игре: {plies}</translation>
    </message>
    <message>
        <source>Positions where Hard may play a move that is not best, {rules}: {count} of {total}</source>
        <translation>Позиции, где «Сложный» может сыграть не лучший ход, {rules}: {count} из {total}</translation>
    </message>
    <message>
        <source>Values +1, 0, −1 for the side to move · moves tried in the order 7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta</source>
        <translation>Оценки +1, 0, −1 для стороны, чей ход · ходы перебираются в порядке 7 8 9 4 5 6 1 2 3 · альфа-бета fail-hard от (−1, +1), отсечение при альфа ≥ бета</translation>
    </message>
    <message>
        <source>it gives the value away</source>
        <translation>он упускает оценку</translation>
    </message>
    <message>
        <source>it keeps the value, but wins later or loses sooner</source>
        <translation>он сохраняет оценку, но выигрывает позже или проигрывает раньше</translation>
    </message>
    <message>
        <source>no other move keeps the value as well</source>
        <translation>ни один другой ход не сохраняет оценку так же хорошо</translation>
    </message>
    <message>
        <source>it gives you more ways to go wrong</source>
        <translation>он даёт сопернику больше способов ошибиться</translation>
    </message>
    <message>
        <source>centre, corners and edges are equally likely</source>
        <translation>центр, углы и края равновероятны</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark} · plies to the end with best play: {plies}</source>
        <translation>{move}: {value} для {mark} · полуходов до конца при лучшей игре: {plies}</translation>
    </message>
    <message>
        <source>A best move: it keeps the value.</source>
        <translation>Лучший ход: он сохраняет оценку.</translation>
    </message>
    <message>
        <source>Not a best move: it gives the value away.</source>
        <translation>Не лучший ход: он упускает оценку.</translation>
    </message>
    <message>
        <source>Draws are not all equal: of {mark}'s {replies} replies, {losing} lose.</source>
        <translation>Ничьи бывают разными: из ответов {mark} ({replies}) проигрывают {losing}.</translation>
    </message>
    <message>
        <source>Perfect plays it {percent} of the time: {reason}.</source>
        <translation>«Идеальный» играет его в {percent} случаев: {reason}.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and may play it.</source>
        <translation>«Сложный» оценивает его на глубине трёх полуходов в {score} и может его сыграть.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and does not play it.</source>
        <translation>«Сложный» оценивает его на глубине трёх полуходов в {score} и не играет его.</translation>
    </message>
    <message>
        <source>Hard errs in this position: it may play a move that is not best.</source>
        <translation>«Сложный» ошибается в этой позиции: он может сыграть не лучший ход.</translation>
    </message>
    <message>
        <source>Move orders that reach it: {orders}</source>
        <translation>Порядков ходов, ведущих сюда: {orders}</translation>
    </message>
    <message>
        <source>Positions it stands for: {positions} · symmetric images of its position: {size}</source>
        <translation>Позиций за этим узлом: {positions} · симметричных образов его позиции: {size}</translation>
    </message>
    <message>
        <source>Met before, on an earlier branch: open it there.</source>
        <translation>Уже встречалась на более ранней ветви: раскройте её там.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <source>not best</source>
        <translation>не лучший</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark}, plies to the end {plies}, {verdict}</source>
        <translation>{move}: {value} для {mark}, полуходов до конца {plies}, {verdict}</translation>
    </message>
    <message>
        <source>Plain minimax</source>
        <translation>Простой минимакс</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Альфа-бета</translation>
    </message>
    <message>
        <source>Minimax with memory</source>
        <translation>Минимакс с памятью</translation>
    </message>
    <message>
        <source>Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: {hits}</source>
        <translation>Посещено узлов: {nodes} · Отсечений: {cutoffs} · Попаданий в таблицу: {hits}</translation>
    </message>
    <message>
        <source>Visit {path}</source>
        <translation>Посещение {path}</translation>
    </message>
    <message>
        <source>Leave {path} with {value}</source>
        <translation>Выход из {path} с оценкой {value}</translation>
    </message>
    <message>
        <source>Cut-off at {path}: alpha {value} ≥ beta; {untried} not tried</source>
        <translation>Отсечение в {path}: альфа {value} ≥ бета; {untried} не проверены</translation>
    </message>
    <message>
        <source>Table hit {path}: {value}</source>
        <translation>Попадание в таблицу {path}: {value}</translation>
    </message>
    <message>
        <source>Done: the root's value is {value}</source>
        <translation>Готово: оценка корня {value}</translation>
    </message>
    <message>
        <source>{search}: press Play or Step to start.</source>
        <translation>{search}: нажмите «Пуск» или «Шаг», чтобы начать.</translation>
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
&lt;h3&gt;Как играть&lt;/h3&gt;
&lt;p&gt;Два игрока по очереди ставят свой знак в пустую клетку: ○ ходит первым, × — вторым.
Щёлкните по клетке, нажмите цифру &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; (расположены как на цифровой клавиатуре: 7 8 9 —
верхний ряд) или перемещайте курсор &lt;b&gt;стрелками&lt;/b&gt; и нажимайте &lt;b&gt;Enter&lt;/b&gt; или
&lt;b&gt;Пробел&lt;/b&gt;.&lt;/p&gt;
&lt;h4&gt;Правила (Игра › Настройки…)&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Стандарт&lt;/b&gt;: три в ряд, в столбец или по диагонали выигрывают. Если поле заполнено, а линии нет, —
ничья.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Мизер&lt;/b&gt;: три в ряд &lt;i&gt;проигрывают&lt;/i&gt;. Вынудите соперника замкнуть линию.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Последняя линия побеждает&lt;/b&gt;: линия не заканчивает партию. Если затем другой игрок тоже составит линию, эта более поздняя линия сразу побеждает; если нет, первая линия побеждает, когда поле заполнится.&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;Клавиши&lt;/h4&gt;
{keys}
&lt;p&gt;Счёт учитывает победы, ничьи и поражения для каждых правил и уровня. Засчитывается только партия, сыгранная
с пустого поля, в которой компьютер сам делал все свои ходы: вставленные, открытые и
переигранные партии сохраняются в истории и разбираются, но не засчитываются. Каждая партия засчитывается один раз,
с первым достигнутым результатом: отмена ходов после конца позволяет посмотреть назад и продолжить игру, но
не меняет счёт. Незаконченная партия (новая игра, смена сторон, закрытие окна) не
засчитывается. Игра › Сбросить счёт… сначала спрашивает и может сбросить счёт для этих правил и уровня или весь.&lt;/p&gt;
&lt;p&gt;В терминале Ctrl+C закрывает игру так же, как Игра › Выход.&lt;/p&gt;
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
&lt;h4&gt;Адаптивный&lt;/h4&gt;
&lt;p&gt;Адаптивный — уровень нового игрока (Игра › Настройки…) — играет примерно так же сильно, как вы. Каждая
партия, которую вы доиграли с компьютером с пустого поля, меняет ваш рейтинг в партиях по этим правилам,
и следующую партию Адаптивный играет с той силой, при которой вы должны набирать около половины очков
(победа — 1, ничья — ½). Над полем он показан как «Адаптивный (1720)» — его рейтинг в этой партии. Когда
ваш рейтинг установится у самой вершины, Адаптивный играет как Идеальный.&lt;/p&gt;
&lt;h4&gt;Задачи&lt;/h4&gt;
&lt;p&gt;Игра › Задачи… показывает позицию, где ровно один ход сохраняет победу или ничью: найдите его. Неверный
ход отмечается вместе с причиной и верным ходом, а «Ещё раз» позволяет поискать снова. «Подсказка»
показывает верный ход, и задача тогда засчитывается как нерешённая; «Следующая задача» ведёт дальше.
Задачи подбираются близко к вашему рейтингу в задачах, а нерешённые возвращаются позже.&lt;/p&gt;
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
&lt;h3&gt;Крестики-нолики · 三目並べ&lt;/h3&gt;
&lt;p&gt;Версия {version}&lt;/p&gt;
&lt;p&gt;Крестики-нолики (マルバツ) с тремя вариантами правил и пятью уровнями компьютера: четыре — от новичка,
который ходит наугад, до идеального игрока, решающего любую позицию, — и Адаптивный, который играет в вашу
силу.&lt;/p&gt;
&lt;p&gt;Сделано на Python и Qt for Python (PySide6).&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation>История партий повреждена</translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation>История партий повреждена, поэтому партии не сохраняются. Отложить повреждённый файл (переименовать, не удалять) и начать новую историю?</translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation>&amp;Начать новую историю</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>Н&amp;е сейчас</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation>Повреждённая история сохранена как {file}; начата новая история.</translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation>Не удалось переименовать повреждённую историю: партии не сохраняются.</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <source>The centre</source>
        <translation>Центр</translation>
    </message>
    <message>
        <source>The centre square is in four lines: the middle row, the middle column and both diagonals. A corner is in three lines. An edge is in only two.</source>
        <translation>Центральная клетка входит в четыре линии: средний ряд, средний столбец и обе диагонали. Угол входит в три линии. Боковая клетка — только в две.</translation>
    </message>
    <message>
        <source>You play ○. Your two corners are on one diagonal. The centre joins them. Take it and win.</source>
        <translation>Вы играете за ○. Ваши два угла на одной диагонали. Центр соединяет их. Займите его и выиграйте.</translation>
    </message>
    <message>
        <source>You play ×. If ○ gets the centre, ○ has two diagonals at once, and you cannot block both. Take the centre first.</source>
        <translation>Вы играете за ×. Если ○ займёт центр, у ○ будут сразу две диагонали, и вы не сможете заблокировать обе. Займите центр первым.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the middle column. The centre blocks it, and it gives you two lines at once.</source>
        <translation>Вы играете за ○. У × два знака в среднем столбце. Центр блокирует его и сразу даёт вам две линии.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it in the centre. From there you threaten the middle column too, and you can win.</source>
        <translation>Вы играете за ×. У ○ два знака в среднем ряду. Заблокируйте его в центре. Оттуда вы угрожаете ещё и в среднем столбце и можете выиграть.</translation>
    </message>
    <message>
        <source>The corners</source>
        <translation>Углы</translation>
    </message>
    <message>
        <source>After the centre, the corners are the best squares. Each corner is in three lines. An edge is in only two.</source>
        <translation>После центра лучшие клетки — углы. Каждый угол входит в три линии. Боковая клетка — только в две.</translation>
    </message>
    <message>
        <source>You play ×. ○ took the centre. Answer in a corner. An edge loses.</source>
        <translation>Вы играете за ×. ○ занял центр. Ответьте в угол. Ход на боковую клетку проигрывает.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and a corner. Take a free corner. On an edge, ○ could make two threats.</source>
        <translation>Вы играете за ×. У ○ центр и угол. Займите свободный угол. Если пойти на боковую клетку, ○ сможет создать две угрозы.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, not the centre. Take another corner: soon you can make two threats at once.</source>
        <translation>Вы играете за ○. × занял угол, а не центр. Займите другой угол: скоро вы сможете создать сразу две угрозы.</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Блокировать</translation>
    </message>
    <message>
        <source>Two marks in a line with the third square empty is a threat: next move, they win there. Put your own mark on that square. That is a block.</source>
        <translation>Два знака на одной линии, когда третья клетка пуста, — это угроза: следующим ходом там выигрывают. Поставьте на эту клетку свой знак. Это называется блокировкой.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the top row. Block the third square.</source>
        <translation>Вы играете за ×. У ○ два знака в верхнем ряду. Заблокируйте третью клетку.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two on a diagonal. Block it.</source>
        <translation>Вы играете за ×. У ○ два знака на диагонали. Заблокируйте её.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it.</source>
        <translation>Вы играете за ×. У ○ два знака в среднем ряду. Заблокируйте его.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the top row. Block it. Then you threaten the middle column yourself.</source>
        <translation>Вы играете за ○. У × два знака в верхнем ряду. Заблокируйте его. Тогда вы сами будете угрожать в среднем столбце.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row, but you can win now. Your own win comes first: a win ends the game.</source>
        <translation>Вы играете за ○. × угрожает в среднем ряду, но вы можете выиграть сразу. Свой выигрыш — прежде всего: выигрыш заканчивает партию.</translation>
    </message>
    <message>
        <source>Make two threats</source>
        <translation>Создать две угрозы</translation>
    </message>
    <message>
        <source>A threat is two of your marks in a line with the third square empty. One move can make two threats at once. The other player can block only one of them. This is called a fork.</source>
        <translation>Угроза — это два ваших знака на одной линии, когда третья клетка пуста. Один ход может создать сразу две угрозы. Соперник может заблокировать только одну из них. Это называется вилкой.</translation>
    </message>
    <message>
        <source>You play ○. Find a square that makes two threats at once.</source>
        <translation>Вы играете за ○. Найдите клетку, которая создаёт сразу две угрозы.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Block it, and the same move makes two threats of yours.</source>
        <translation>Вы играете за ○. × угрожает в левом столбце. Заблокируйте его, и тот же ход создаст две ваши угрозы.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the right column. Block it with a move that makes two threats.</source>
        <translation>Вы играете за ○. × угрожает в правом столбце. Заблокируйте его ходом, который создаёт две угрозы.</translation>
    </message>
    <message>
        <source>You play ×. ○ has just blocked your middle column. Now make two threats at once.</source>
        <translation>Вы играете за ×. ○ только что заблокировал ваш средний столбец. Теперь создайте сразу две угрозы.</translation>
    </message>
    <message>
        <source>Answer a corner with the centre</source>
        <translation>На угол — центром</translation>
    </message>
    <message>
        <source>When ○ starts in a corner, × has one good answer: the centre. Every other answer lets ○ make two threats later.</source>
        <translation>Когда ○ начинает в углу, у × только один хороший ответ: центр. Любой другой ответ позволит ○ позже создать две угрозы.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner. Answer it.</source>
        <translation>Вы играете за ×. ○ начал в углу. Ответьте на этот ход.</translation>
    </message>
    <message>
        <source>You play ×. Another corner. The same answer.</source>
        <translation>Вы играете за ×. Другой угол. Тот же ответ.</translation>
    </message>
    <message>
        <source>You play ×. You have the centre. Now ○ has two in the top row: block it.</source>
        <translation>Вы играете за ×. Центр у вас. Теперь у ○ два знака в верхнем ряду: заблокируйте его.</translation>
    </message>
    <message>
        <source>You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not let ○ make two threats.</source>
        <translation>Вы играете за ×. У ○ угол и боковая клетка, далеко друг от друга. Сохраните ничью: не дайте ○ создать две угрозы.</translation>
    </message>
    <message>
        <source>The opposite-corner defence</source>
        <translation>Защита от противоположных углов</translation>
    </message>
    <message>
        <source>○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a corner loses for ×. An edge holds the draw.</source>
        <translation>○ занимает угол, × — центр, а ○ — противоположный угол. Теперь × проигрывает, если пойдёт в угол. Ход на боковую клетку сохраняет ничью.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two opposite corners. Play on an edge. A corner would let ○ make two threats.</source>
        <translation>Вы играете за ×. У ○ два противоположных угла. Ходите на боковую клетку. Угол позволил бы ○ создать две угрозы.</translation>
    </message>
    <message>
        <source>You play ×. The same trap, turned round. Play on an edge.</source>
        <translation>Вы играете за ×. Та же ловушка, только повёрнутая. Ходите на боковую клетку.</translation>
    </message>
    <message>
        <source>You play ○. × played on an edge and threatens the middle column. Block it.</source>
        <translation>Вы играете за ○. × пошёл на боковую клетку и угрожает в среднем столбце. Заблокируйте его.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, and that loses. Block × and make two threats with the same move.</source>
        <translation>Вы играете за ○. × занял угол, а это проигрышный ход. Заблокируйте × и тем же ходом создайте две угрозы.</translation>
    </message>
    <message>
        <source>Traps that lose</source>
        <translation>Проигрышные ловушки</translation>
    </message>
    <message>
        <source>Some moves look safe but lose. Learn to see them, and to win when the other player falls in.</source>
        <translation>Некоторые ходы выглядят безопасными, но проигрывают. Научитесь их замечать и выигрывать, когда соперник в них попадается.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and the corner opposite yours. An edge looks safe, but it loses. Take a corner.</source>
        <translation>Вы играете за ×. У ○ центр и угол напротив вашего. Ход на боковую клетку выглядит безопасным, но проигрывает. Займите угол.</translation>
    </message>
    <message>
        <source>You play ○. × fell in: × played on an edge. Block × and make two threats.</source>
        <translation>Вы играете за ○. × попался: × пошёл на боковую клетку. Заблокируйте × и создайте две угрозы.</translation>
    </message>
    <message>
        <source>You play ○. × answered your centre with an edge. That loses. Block × and make two threats.</source>
        <translation>Вы играете за ○. × ответил на ваш центр боковой клеткой. Это проигрышный ход. Заблокируйте × и создайте две угрозы.</translation>
    </message>
    <message>
        <source>You play ○. × answered your corner with an edge, not the centre. That loses for ×. Play a move that keeps your win.</source>
        <translation>Вы играете за ○. × ответил на ваш угол краем, а не центром. Это проигрыш для ×. Сделайте ход, который сохраняет вашу победу.</translation>
    </message>
    <message>
        <source>You play ○. The mirror move still works: if anyone makes a line, × makes it first.</source>
        <translation>Вы играете за ○. Зеркальный ход по-прежнему работает: если кто-то и составит линию, то × составит её первым.</translation>
    </message>
    <message>
        <source>In this rule ○ wins by starting in the centre. Then × can make a line only on the edge of the board. ○ has four lines through the middle.</source>
        <translation>По этому правилу ○ выигрывает, начиная с центра. Тогда × может составить линию только по краю поля. У ○ четыре линии через середину.</translation>
    </message>
    <message>
        <source>Why best play draws</source>
        <translation>Почему лучшая игра ведёт к ничьей</translation>
    </message>
    <message>
        <source>When neither player makes a mistake, tic-tac-toe is a draw. Every threat can be blocked, and every fork can be stopped before it is made. Play one whole game where both players block.</source>
        <translation>Если никто не ошибается, крестики-нолики заканчиваются ничьей. Любую угрозу можно заблокировать, а любую вилку — предотвратить, пока её не создали. Сыграйте целую партию, в которой оба игрока блокируют.</translation>
    </message>
    <message>
        <source>You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make two threats.</source>
        <translation>Вы играете за ×. У ○ боковая клетка и угол. Сохраните ничью: не дайте ○ создать две угрозы.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row. Block it.</source>
        <translation>Вы играете за ○. × угрожает в среднем ряду. Заблокируйте его.</translation>
    </message>
    <message>
        <source>You play ×. ○'s block made a threat in the left column. Block it too.</source>
        <translation>Вы играете за ×. Блокируя, ○ создал угрозу в левом столбце. Заблокируйте и её.</translation>
    </message>
    <message>
        <source>You play ○. × threatens a diagonal. Block it.</source>
        <translation>Вы играете за ○. × угрожает по диагонали. Заблокируйте её.</translation>
    </message>
    <message>
        <source>You play ×. ○ threatens the top row. Block it. The last square makes no line for anyone: the game is a draw.</source>
        <translation>Вы играете за ×. ○ угрожает в верхнем ряду. Заблокируйте его. Последняя клетка никому не даёт линии: партия заканчивается ничьей.</translation>
    </message>
    <message>
        <source>Misère: the centre</source>
        <translation>Мизер: центр</translation>
    </message>
    <message>
        <source>In misère, three in a row loses. ○ moves first, so ○ must put down one mark more than ×. The centre is ○'s only safe start.</source>
        <translation>В мизере три в ряд проигрывают. ○ ходит первым, поэтому ○ должен поставить на один знак больше, чем ×. Центр — единственное безопасное начало для ○.</translation>
    </message>
    <message>
        <source>You play ○. Start the game. Every start but one loses.</source>
        <translation>Вы играете за ○. Начните партию. Любой первый ход, кроме одного, проигрывает.</translation>
    </message>
    <message>
        <source>You play ○. You started on an edge, and × did not punish it. Take the centre now: it is your only move that does not lose.</source>
        <translation>Вы играете за ○. Вы начали с боковой клетки, и × вас за это не наказал. Займите центр сейчас: это ваш единственный ход, который не проигрывает.</translation>
    </message>
    <message>
        <source>You play ○. Neither of you took the centre. Take it now.</source>
        <translation>Вы играете за ○. Никто из вас не занял центр. Займите его сейчас.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner, not in the centre. Now you can win. Play on an edge.</source>
        <translation>Вы играете за ×. ○ начал в углу, а не в центре. Теперь вы можете выиграть. Ходите на боковую клетку.</translation>
    </message>
    <message>
        <source>Misère: mirror play</source>
        <translation>Мизер: зеркальная игра</translation>
    </message>
    <message>
        <source>With the centre, ○ answers each × on the square straight across the centre. The board then looks the same turned half round. ○ never makes a line first: a line of ○'s would face a line × had already made.</source>
        <translation>Заняв центр, ○ отвечает на каждый ход × в клетку точно напротив, через центр. Тогда поле выглядит так же, если повернуть его на пол-оборота. ○ никогда не составит линию первым: напротив любой линии ○ уже стояла бы линия ×.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner. Answer on the opposite corner.</source>
        <translation>Вы играете за ○. × занял угол. Ответьте в противоположный угол.</translation>
    </message>
    <message>
        <source>You play ○. × took an edge. Answer on the opposite edge.</source>
        <translation>Вы играете за ○. × занял боковую клетку. Ответьте на противоположную боковую клетку.</translation>
    </message>
    <message>
        <source>You play ○. Keep copying: straight across the centre.</source>
        <translation>Вы играете за ○. Продолжайте повторять: точно напротив, через центр.</translation>
    </message>
    <message>
        <source>You play ○. Copy × again.</source>
        <translation>Вы играете за ○. Снова повторите ход × зеркально.</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>Более поздняя линия</translation>
    </message>
    <message>
        <source>In this rule a line does not end the game. Play goes on. If both players make a line, the one who made it later wins.</source>
        <translation>В этих правилах линия не заканчивает партию. Игра продолжается. Если линию составят оба игрока, побеждает тот, кто составил свою позже.</translation>
    </message>
    <message>
        <source>You play ×. ○ made a line, but the game goes on. Make your line now: yours is the later line, and it wins.</source>
        <translation>Вы играете за ×. ○ составил линию, но партия продолжается. Составьте свою линию сейчас: ваша линия более поздняя, и она побеждает.</translation>
    </message>
    <message>
        <source>You play ○. You have a line. If × makes one now, ×'s line is later and wins. Block it.</source>
        <translation>Вы играете за ○. У вас есть линия. Если × сейчас составит свою, линия × будет более поздней и победит. Заблокируйте её.</translation>
    </message>
    <message>
        <source>You play ×. Two squares are left. If you make your line now, ○ makes one after you and wins. Block ○ first: then it is a draw.</source>
        <translation>Вы играете за ×. Осталось две клетки. Если вы составите линию сейчас, ○ составит свою после вас и победит. Сначала заблокируйте ○: тогда будет ничья.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the bottom row. You do not have to block it. Make two threats instead: whatever × does, your line comes later.</source>
        <translation>Вы играете за ○. × угрожает в нижнем ряду. Блокировать его не обязательно. Вместо этого создайте две угрозы: что бы ни сделал ×, ваша линия будет позже.</translation>
    </message>
    <message>
        <source>Why the first player wins by the centre</source>
        <translation>Почему первый игрок выигрывает через центр</translation>
    </message>
    <message>
        <source>You play ○. Only one first move wins. A corner or an edge gives only a draw.</source>
        <translation>Вы играете за ○. Выигрывает только один первый ход. Ход в угол или на боковую клетку даёт лишь ничью.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Make two threats: × can take only one of them, and your line comes later.</source>
        <translation>Вы играете за ○. × угрожает в левом столбце. Создайте две угрозы: × сможет закрыть только одну из них, а ваша линия будет позже.</translation>
    </message>
    <message>
        <source>You play ○. Make your line through the middle now. × has no line left that you cannot block.</source>
        <translation>Вы играете за ○. Составьте сейчас свою линию через середину. У × не осталось линии, которую вы не могли бы заблокировать.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lessons</source>
        <translation>Уроки</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>&amp;Начать заново</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>Начать этот урок заново</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Следующий урок</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Следующий урок</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Close the lessons</source>
        <translation>Закрыть уроки</translation>
    </message>
    <message>
        <source>Lesson board</source>
        <translation>Поле урока</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Оценка хода</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Win with this move.</source>
        <translation>Выиграйте этим ходом.</translation>
    </message>
    <message>
        <source>Play a move that wins.</source>
        <translation>Сделайте выигрывающий ход.</translation>
    </message>
    <message>
        <source>Find the fastest win.</source>
        <translation>Найдите самый быстрый выигрыш.</translation>
    </message>
    <message>
        <source>Make two threats at once.</source>
        <translation>Создайте сразу две угрозы.</translation>
    </message>
    <message>
        <source>Block the line.</source>
        <translation>Заблокируйте линию.</translation>
    </message>
    <message>
        <source>Play a move that keeps the draw.</source>
        <translation>Сделайте ход, который сохраняет ничью.</translation>
    </message>
    <message>
        <source>Find the only good move.</source>
        <translation>Найдите единственный хороший ход.</translation>
    </message>
    <message>
        <source>Play the mirror move.</source>
        <translation>Сделайте зеркальный ход.</translation>
    </message>
    <message>
        <source>{title}  {stars}</source>
        <translation>{title}  {stars}</translation>
    </message>
    <message>
        <source>Stage {number} of {stages}</source>
        <translation>Этап {number} из {stages}</translation>
    </message>
    <message>
        <source>Right: {cell} {reason}.</source>
        <translation>Верно: {cell} — {reason}.</translation>
    </message>
    <message>
        <source>Not {cell}: it {reason}. Try again.</source>
        <translation>Не {cell}: этот ход {reason}. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>Lesson done with no mistake: {stars} stars.</source>
        <translation>Урок пройден без ошибок. Звёзд: {stars}.</translation>
    </message>
    <message>
        <source>Lesson done: {stars} of 3 stars. Play it again for more.</source>
        <translation>Урок пройден: {stars} из 3 звёзд. Пройдите его ещё раз, чтобы получить больше.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Открыть партию…</translation>
    </message>
    <message>
        <source>S&amp;ave Game…</source>
        <translation>Сохран&amp;ить партию…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>О&amp;тменить ход</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>Поменяться &amp;сторонами</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>&amp;Разобрать партию</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Статисти&amp;ка…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Задачи…</translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation>С&amp;мотреть игру компьютера…</translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation>Сбросить с&amp;чёт…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>&amp;Копировать партию</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>&amp;Вставить партию</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>Показывать &amp;анализ ходов</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Ходы</translation>
    </message>
    <message>
        <source>Game &amp;Tree…</source>
        <translation>&amp;Дерево игры…</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Уроки…</translation>
    </message>
    <message>
        <source>Strategy &amp;Map…</source>
        <translation>Карта &amp;стратегии…</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>Крестики-нолики</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>Буфер обмена</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>Это не партия</translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation>{source} не содержит партии, которую можно сыграть.

Строка {line}, столбец {column}: {problem}.

Ничего не загружено.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation>О программе «Крестики-нолики»</translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation>Ошибки за партию</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>Партий: %n; в среднем ошибок за партию: {first:.1f} вначале, {last:.1f} в последнее время</numerusform>
            <numerusform>Партий: %n; в среднем ошибок за партию: {first:.1f} вначале, {last:.1f} в последнее время</numerusform>
            <numerusform>Партий: %n; в среднем ошибок за партию: {first:.1f} вначале, {last:.1f} в последнее время</numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>Пока нет партий для показа.</translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation>Ошибки за партию; линия — среднее по 10 партиям</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>Итоги разбора</translation>
    </message>
    <message>
        <source>Game &amp;Tree from Here…</source>
        <translation>&amp;Дерево игры отсюда…</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>Играть &amp;отсюда</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation>Заново с первой о&amp;шибки</translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation>Переиграть с первой ошибки</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Best play: ○ above, × below</source>
        <translation>Лучшая игра: ○ выше, × ниже</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Person</source>
        <comment>a side of a past game</comment>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>не окончена</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation>победа {mark}</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>вы выиграли</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>вы проиграли</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation>Правила задач</translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation>Тема задач</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation>Подсказка: показать верный ход (задача засчитается как нерешённая)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Ещё раз</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Ещё раз</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Следующая задача</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Следующая задача</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Game Tree…</source>
        <translation>Дерево &amp;игры…</translation>
    </message>
    <message>
        <source>Game tree of this puzzle</source>
        <translation>Дерево игры этой задачи</translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation>Закрыть задачи</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation>Ваш рейтинг в задачах</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Поле задачи</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Все правила</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>Все темы</translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation>Неверный ход</translation>
    </message>
    <message>
        <source>right</source>
        <translation>верно</translation>
    </message>
    <message>
        <source>The right move</source>
        <translation>Верный ход</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation>Выиграть сразу</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Блокировать</translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation>Создать вилку</translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation>Не дать вилку</translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation>Единственный ход к ничьей</translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation>Не составлять линию</translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation>Вынудить соперника составить линию</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>Более поздняя линия</translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation>Когда не стоит замыкать линию рано</translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation>Нет задач под эти фильтры</translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation>{mark} ходит и выигрывает</translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation>{mark} ходит и делает ничью</translation>
    </message>
    <message>
        <source>{rules} · {theme} · from last time: your rating does not move</source>
        <translation>{rules} · {theme} · с прошлого раза: рейтинг не меняется</translation>
    </message>
    <message>
        <source>{rules} · {theme} · review: your rating does not move</source>
        <translation>{rules} · {theme} · повторение: рейтинг не меняется</translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation>{rules} · {theme} · рейтинг задачи {rating}</translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation>Выберите другие правила или другую тему.</translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation>Не тот ход: {mark} на {cell} {reason}. Верный ход был {right}. Попробуйте ещё раз; эта задача засчитана как нерешённая.</translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation>Верно. Компьютер защищается…</translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation>Партия доиграна. Эта задача засчитана как нерешённая: попробуйте ещё раз или переходите к следующей.</translation>
    </message>
    <message>
        <source>Solved! A review counts for the streak, not for the rating.</source>
        <translation>Решено! Повторение идёт в серию, но не в рейтинг.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Решено!</translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation>Подсказка: ходите на {cell}. Теперь задача засчитается как нерешённая.</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>Верно. Найдите следующий ход.</translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation>Найдите единственный ход, сохраняющий результат: щёлкните по клетке или нажмите её цифру.</translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation>{rating} ({change:+d})</translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation>Ваш рейтинг: {rating}  ·  Серия: {streak}  ·  Лучшая: {best}</translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation>Клетка {cell} занята.</translation>
    </message>
    <message>
        <source>Wait for the computer's move.</source>
        <translation>Дождитесь хода компьютера.</translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation>Эта задача закончена: «Следующая задача» или «Ещё раз».</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back as a skip: your rating will not move.</source>
        <translation>Эта задача была открыта, когда игра закрылась. Она вернулась и считается пропущенной: рейтинг не изменится.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back and still counts as failed.</source>
        <translation>Эта задача была открыта, когда игра закрылась. Она вернулась и по-прежнему засчитана как нерешённая.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is damaged.</source>
        <translation>Задачи не сохраняются: история партий повреждена.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is read-only.</source>
        <translation>Задачи не сохраняются: история партий доступна только для чтения.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: another program is using the game history.</source>
        <translation>Задачи не сохраняются: история партий занята другой программой.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is from a newer version.</source>
        <translation>Задачи не сохраняются: история партий из более новой версии.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history cannot be used.</source>
        <translation>Задачи не сохраняются: историю партий нельзя использовать.</translation>
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
        <translation>Рейтинг в задачах со временем</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>Задач: %n; рейтинг {first:.0f} после первой, {last:.0f} сейчас, лучший {best:.0f}</numerusform>
            <numerusform>Задач: %n; рейтинг {first:.0f} после первой, {last:.0f} сейчас, лучший {best:.0f}</numerusform>
            <numerusform>Задач: %n; рейтинг {first:.0f} после первой, {last:.0f} сейчас, лучший {best:.0f}</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation>Задач пока нет: Игра › Задачи.</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation>Рейтинг после каждой задачи</translation>
    </message>
</context>
<context>
    <name>ResetScoreDialog</name>
    <message>
        <source>Reset Score</source>
        <translation>Сброс счёта</translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation>Сбросить счёт для {where}?</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation>Сбросить &amp;этот счёт</translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation>Сбросить &amp;весь счёт</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>Результаты со временем</translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation>партии {first}–{last}: побед {wins}, ничьих {draws}, поражений {losses}</translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>Пока нет партий для показа.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>best</source>
        <translation>лучший</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточность</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>зевок</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>выигрывает</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>сохраняет выигрыш</translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation>упускает выигрыш на {cell}</translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation>оставляет открытой линию на {cell}</translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation>ставит три в ряд и проигрывает</translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation>позволяет сопернику создать две угрозы ходом на {cell}</translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation>превращает выигрыш в ничью</translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation>превращает выигрыш в поражение</translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation>превращает ничью в поражение</translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation>всё ещё выигрывает, но медленнее</translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation>проигрывает раньше, чем нужно</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason}); equally best: {others}</source>
        <translation>{mark} на {cell}: {reason}; лучше было {better} ({better_reason}); так же хороши: {others}</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason})</source>
        <translation>{mark} на {cell}: {reason}; лучше было {better} ({better_reason})</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}</source>
        <translation>{mark} на {cell}: {reason}</translation>
    </message>
    <message>
        <source>{verdict}: {reason}</source>
        <translation>{verdict}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n зевок</numerusform>
            <numerusform>%n зевка</numerusform>
            <numerusform>%n зевков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n неточность</numerusform>
            <numerusform>%n неточности</numerusform>
            <numerusform>%n неточностей</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded moves ({first} to {last}): {counts}, first at {move}.</source>
        <translation>Загруженные ходы ({first}–{last}): {counts}, первая на ходу {move}.</translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation>Ошибок нет: каждый ход сохранил лучший результат.</translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation>При лучшей игре позиция была проиграна начиная с хода {move}.</translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation>{counts}: первая на ходу {move}.</translation>
    </message>
    <message>
        <source>Equally best there: {cells}.</source>
        <translation>Так же хороши: {cells}.</translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation>Лучшим там был ход {cell}.</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>&amp;Speed: {steps} a second</source>
        <extracomment>Steps a second at each stop of the speed slider.</extracomment>
        <translation>Ско&amp;рость: {steps} в секунду</translation>
    </message>
    <message>
        <source>Search to watch</source>
        <translation>Поиск для наблюдения</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Пуск</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>&amp;Шаг</translation>
    </message>
    <message>
        <source>Step &amp;Out</source>
        <translation>&amp;Выйти из узла</translation>
    </message>
    <message>
        <source>Run to the &amp;End</source>
        <translation>До &amp;конца</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Начать за&amp;ново</translation>
    </message>
    <message>
        <source>Announce each step</source>
        <translation>Объявлять каждый шаг</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>Два игрока за этим компьютером</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation>&amp;Кто ходит первым:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Соперник:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Системный</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <source>Marks are drawn as a pen draws them, and the winning line across the board. Off: everything appears at once, and nothing on the board moves.</source>
        <translation>Знаки рисуются, как пером, а выигрышная линия проводится через всё поле. Выключено: всё появляется сразу, и на поле ничего не движется.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Громкость звука</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation>Идёт партия: изменения вступят в силу со следующей партии.</translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation>Играет идеально и наказывает за каждую ошибку. При этих правилах первый игрок выигрывает, начав с {cells} (нумерация цифровой клавиатуры), поэтому «Идеальный», играя вторым против такого начала, проигрывает; партию, которую ещё можно спасти, он не проигрывает никогда.</translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation>Играет идеально: при этих правилах никогда не проигрывает и наказывает за каждую ошибку.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Все правила</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Все уровни</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Прошлые партии</translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation>&amp;Открыть в списке ходов</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <source>Nothing to show yet. Finish a game against the computer and it appears here: your results over time, your mistakes per game, and the game itself to review. Each puzzle you try (Game › Puzzles) adds to your puzzle rating.</source>
        <translation>Пока нечего показать. Доиграйте партию с компьютером, и здесь появятся ваши результаты со временем, ошибки за партию и сама партия для разбора. Каждая задача, которую вы пробуете (Игра › Задачи), влияет на рейтинг в задачах.</translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation>П&amp;рошлые партии (двойной щелчок — разбор):</translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation>файл ещё открывается; попробуйте снова</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>в этом сеансе история не ведётся</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>Без истории партий статистики нет: {problem}.</translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation>Задачи: пока ни одной. Игра › Задачи тренирует поиск единственного хода, который выигрывает или спасает ничью.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>Задачи: решено {solved} из %n; рейтинг {first:.0f} после первой, {last:.0f} сейчас, лучший {best:.0f}.</numerusform>
            <numerusform>Задачи: решено {solved} из %n; рейтинг {first:.0f} после первой, {last:.0f} сейчас, лучший {best:.0f}.</numerusform>
            <numerusform>Задачи: решено {solved} из %n; рейтинг {first:.0f} после первой, {last:.0f} сейчас, лучший {best:.0f}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game rating in {rules}: {rating:.0f} now, {best:.0f} at best.</source>
        <translation>Рейтинг в партиях ({rules}): {rating:.0f} сейчас, лучший {best:.0f}.</translation>
    </message>
    <message>
        <source>Game rating: every game you finish against the computer rates you, rule by rule; Adaptive plays at your rating.</source>
        <translation>Рейтинг в партиях: каждая доигранная партия с компьютером меняет ваш рейтинг, отдельно для каждых правил; Адаптивный играет на вашем рейтинге.</translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation>Пока нет партий с этими правилами и уровнем: здесь учитывается каждая партия, доигранная вами против компьютера.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>%n партия: побед {wins}, ничьих {draws}, поражений {losses} (без поражений: {share}%)</numerusform>
            <numerusform>%n партии: побед {wins}, ничьих {draws}, поражений {losses} (без поражений: {share}%)</numerusform>
            <numerusform>%n партий: побед {wins}, ничьих {draws}, поражений {losses} (без поражений: {share}%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>После %n партии здесь появится динамика ваших ошибок.</numerusform>
            <numerusform>После %n партий здесь появится динамика ваших ошибок.</numerusform>
            <numerusform>После %n партий здесь появится динамика ваших ошибок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>Ваших ошибок становится меньше: {before:.1f} за партию вначале, {after:.1f} в последней %n партии.</numerusform>
            <numerusform>Ваших ошибок становится меньше: {before:.1f} за партию вначале, {after:.1f} в последних %n партиях.</numerusform>
            <numerusform>Ваших ошибок становится меньше: {before:.1f} за партию вначале, {after:.1f} в последних %n партиях.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>Ваши ошибки за партию: {before:.1f} вначале, {after:.1f} в последней %n партии. Чтобы учиться быстрее, после партии переигрывайте её с первой ошибки.</numerusform>
            <numerusform>Ваши ошибки за партию: {before:.1f} вначале, {after:.1f} в последних %n партиях. Чтобы учиться быстрее, после партии переигрывайте её с первой ошибки.</numerusform>
            <numerusform>Ваши ошибки за партию: {before:.1f} вначале, {after:.1f} в последних %n партиях. Чтобы учиться быстрее, после партии переигрывайте её с первой ошибки.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <source>Computer ({level})</source>
        <translation>Компьютер ({level})</translation>
    </message>
    <message>
        <source>Player ○</source>
        <translation>Игрок ○</translation>
    </message>
    <message>
        <source>Player ×</source>
        <translation>Игрок ×</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Adaptive ({rating})</source>
        <translation>Адаптивный ({rating})</translation>
    </message>
    <message>
        <source>Perfect: the top</source>
        <translation>Идеальный: вершина</translation>
    </message>
    <message>
        <source>about {level}</source>
        <translation>около уровня «{level}»</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>Победа {mark}</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Вы выиграли</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Компьютер выиграл</translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation>{result}: {loser} поставил три в ряд и проиграл</translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation>{result}: побеждает последняя замкнутая линия</translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation>{replay}. Нажмите End, чтобы вернуться, или «Играть отсюда».</translation>
    </message>
    <message>
        <source>Hint: {cell} {reason}.</source>
        <translation>Подсказка: {cell} — {reason}.</translation>
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
        <translation>{result}. Щёлкните по полю или нажмите Ctrl+N, чтобы сыграть ещё.</translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation>У {owners} есть линия: игра продолжается, побеждает последняя замкнутая линия. {turn}</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation>Первым ходит компьютер: он думает…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Компьютер думает…</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation>Первым ходит {mark}</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation>Ход {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation>Вы ходите первым: вы играете за {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation>Ваш ход: вы играете за {mark}</translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation>Просмотр: начало</translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation>Просмотр: после {move}</translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation>Стандарт: три в ряд выигрывают.</translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation>Мизер: три в ряд проигрывают.</translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation>Последняя линия побеждает: после линии игра продолжается, побеждает последняя замкнутая линия.</translation>
    </message>
    <message>
        <source>○ {wins} · Draws {draws} · × {losses}</source>
        <translation>○ {wins} · Ничьи {draws} · × {losses}</translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation>Компьютер против компьютера: не засчитывается</translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation>Не засчитано: партия компьютера против компьютера</translation>
    </message>
    <message>
        <source>Not scored: a past game</source>
        <translation>Не засчитано: прошлая партия</translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation>Не засчитано: партия с позиции</translation>
    </message>
    <message>
        <source>Wait: your move comes after the computer's.</source>
        <translation>Подождите: ваш ход после хода компьютера.</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>два игрока</translation>
    </message>
    <message>
        <source>A position from the game tree. Press End to go back to the game, or Play from Here in the Game Tree window.</source>
        <translation>Позиция из дерева игры. Нажмите End, чтобы вернуться к партии, или «Играть отсюда» в окне «Дерево игры».</translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation>Победы {wins} · Ничьи {draws} · Поражения {losses}</translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation>{score}   ({table})</translation>
    </message>
    <message>
        <source>{line}, this session only</source>
        <translation>{line}, только на этот сеанс</translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation>два игрока, {rules}</translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation>{level}, {rules}</translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation>Засчитывается только партия, сыгранная с пустого поля, в которой компьютер сам делал все свои ходы: вставленные, открытые и переигранные партии сохраняются в истории, но не засчитываются, как и просмотренные партии компьютера. Каждая партия засчитывается один раз, с первым достигнутым результатом: отмена ходов после конца не меняет счёт. Незаконченная партия не засчитывается.</translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation>{result} {plies}</translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation>Ход сюда сразу выигрывает.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>Ход сюда выигрывает за %n ход при лучшей игре.</numerusform>
            <numerusform>Ход сюда выигрывает за %n хода при лучшей игре.</numerusform>
            <numerusform>Ход сюда выигрывает за %n ходов при лучшей игре.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation>Ход сюда заполняет поле: ничья.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>Ход сюда при лучшей игре ведёт к ничьей: поле заполнится за %n ход.</numerusform>
            <numerusform>Ход сюда при лучшей игре ведёт к ничьей: поле заполнится за %n хода.</numerusform>
            <numerusform>Ход сюда при лучшей игре ведёт к ничьей: поле заполнится за %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation>Ход сюда сразу проигрывает.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>Ход сюда проигрывает не позже чем за %n ход при лучшей игре соперника.</numerusform>
            <numerusform>Ход сюда проигрывает не позже чем за %n хода при лучшей игре соперника.</numerusform>
            <numerusform>Ход сюда проигрывает не позже чем за %n ходов при лучшей игре соперника.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: "win 3" wins in 3 moves, "draw 7" draws when the board fills, "loss 4" loses in 4 at the latest.</source>
        <translation>Каждая пустая клетка показывает результат при лучшей игре обеих сторон и число ходов до конца: «выигрыш 3» — выигрыш за 3 хода, «ничья 7» — ничья при заполнении поля, «проигрыш 4» — проигрыш не позже чем за 4.</translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation>{cell}: клетка занята, выберите пустую.</translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation>Стороны поменялись: теперь вы играете за {mark}.</translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation>Игра продолжается с начала.</translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation>Игра продолжается после {move}.</translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Оставленная партия снова на поле: ходов — %n, правила — «{rules}».</numerusform>
            <numerusform>Оставленная партия снова на поле: ходов — %n, правила — «{rules}».</numerusform>
            <numerusform>Оставленная партия снова на поле: ходов — %n, правила — «{rules}».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Партия загружена: ходов — %n, правила — «{rules}».</numerusform>
            <numerusform>Партия загружена: ходов — %n, правила — «{rules}».</numerusform>
            <numerusform>Партия загружена: ходов — %n, правила — «{rules}».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Партия от {date} загружена: ходов — %n, правила — «{rules}».</numerusform>
            <numerusform>Партия от {date} загружена: ходов — %n, правила — «{rules}».</numerusform>
            <numerusform>Партия от {date} загружена: ходов — %n, правила — «{rules}».</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation>Компьютер не смог сделать ход ({message}). Начните новую игру клавишами Ctrl+N.</translation>
    </message>
    <message>
        <source>Your rating in {rules} has passed {level}'s for the first time: Adaptive now plays above it.</source>
        <translation>Ваш рейтинг ({rules}) впервые превысил уровень «{level}»: теперь Адаптивный играет сильнее него.</translation>
    </message>
    <message>
        <source>This is the top: Adaptive plays as Perfect, which cannot be beaten under these rules, only held to a draw.</source>
        <translation>Это вершина: Адаптивный играет как Идеальный, которого при этих правилах нельзя обыграть, можно только свести вничью.</translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>Партия скопирована: ходов — %n.</numerusform>
            <numerusform>Партия скопирована: ходов — %n.</numerusform>
            <numerusform>Партия скопирована: ходов — %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation>История партий повреждена: новые партии не сохраняются.</translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation>История партий только для чтения: новые партии не сохраняются.</translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation>История партий занята другой программой: новые партии не сохраняются.</translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation>История партий из более новой версии: новые партии не сохраняются.</translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation>Историю партий нельзя использовать: новые партии не сохраняются.</translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation>Это просмотр: нажмите End в списке ходов, чтобы вернуться к партии, или «Играть отсюда», чтобы продолжить с этого места.</translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation>Игра компьютера остановлена: поле ваше, для двух игроков. Ctrl+N начинает новую игру.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Нечего возвращать.</translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation>Партия окончена: подсказка не нужна. Щёлкните по полю, чтобы начать новую игру.</translation>
    </message>
    <message>
        <source>Wait for the computer's move, then ask for a hint.</source>
        <translation>Дождитесь хода компьютера, затем попросите подсказку.</translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation>Новые настройки сохранены: они вступят в силу со следующей партии.</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>Этой партии больше нет в истории.</translation>
    </message>
    <message>
        <source>Your game rating is provisional: the history cannot keep it, so it lasts until you close the game.</source>
        <translation>Ваш рейтинг в партиях временный: история не может его сохранить, он действует до закрытия игры.</translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation>Разбор появится после окончания партии; пока показаны сделанные ходы.</translation>
    </message>
    <message>
        <source>Waiting for the game history, which is busy: the games that end meanwhile are kept once it is free.</source>
        <translation>Ожидание истории партий, она занята: партии, завершённые за это время, сохранятся, как только она освободится.</translation>
    </message>
    <message>
        <source>The game history is free again: every finished game is kept.</source>
        <translation>История партий снова свободна: все завершённые партии сохранены.</translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation>Весь счёт сброшен.</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>Счёт для {where} сброшен.</translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message>
        <source>Strategy Map</source>
        <translation>Карта стратегии</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Сторона:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Бумага:</translation>
    </message>
    <message>
        <source>○, who moves first</source>
        <translation>○, ходит первым</translation>
    </message>
    <message>
        <source>×, who moves second</source>
        <translation>×, ходит вторым</translation>
    </message>
    <message>
        <source>Sa&amp;ve as SVG…</source>
        <translation>Сохранить как S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>The strategy map's page</source>
        <translation>Страница карты стратегии</translation>
    </message>
    <message>
        <source>Making the map…</source>
        <translation>Карта строится…</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>%n позиция, в каждой один ход</numerusform>
            <numerusform>%n позиции, в каждой один ход</numerusform>
            <numerusform>%n позиций, в каждой один ход</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Strategy Map</source>
        <translation>Сохранить карту стратегии</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>%n позиция: каждая, что может возникнуть, когда {mark} следует этой карте, как бы ни играла другая сторона.</numerusform>
            <numerusform>%n позиции: каждая, что может возникнуть, когда {mark} следует этой карте, как бы ни играла другая сторона.</numerusform>
            <numerusform>%n позиций: каждая, что может возникнуть, когда {mark} следует этой карте, как бы ни играла другая сторона.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>%n знак на доске</numerusform>
            <numerusform>%n знака на доске</numerusform>
            <numerusform>%n знаков на доске</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>Ход {number} за {mark}: %n позиция, {marks}</numerusform>
            <numerusform>Ход {number} за {mark}: %n позиции, {marks}</numerusform>
            <numerusform>Ход {number} за {mark}: %n позиций, {marks}</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (first player)</source>
        <translation>Карта стратегии: {rule}, {mark} (первый игрок)</translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (second player)</source>
        <translation>Карта стратегии: {rule}, {mark} (второй игрок)</translation>
    </message>
    <message>
        <source>Every move here keeps the win, and wins as fast as it can.</source>
        <translation>Каждый ход здесь сохраняет победу и выигрывает как можно быстрее.</translation>
    </message>
    <message>
        <source>Every move here keeps the draw, and leaves the other side the most ways to go wrong.</source>
        <translation>Каждый ход здесь сохраняет ничью и оставляет другой стороне больше всего способов ошибиться.</translation>
    </message>
    <message>
        <source>This side loses against best play; every move here leaves the other side the most ways to go wrong.</source>
        <translation>Эта сторона проигрывает при лучшей игре соперника; каждый ход здесь оставляет другой стороне больше всего способов ошибиться.</translation>
    </message>
    <message>
        <source>Rule: {description}</source>
        <translation>Правило: {description}</translation>
    </message>
    <message>
        <source>Find your board and play the square marked in blue; its keypad digit is under it.</source>
        <translation>Найдите свою доску и сыграйте в клетку, отмеченную синим; её цифра на цифровой клавиатуре стоит под доской.</translation>
    </message>
    <message>
        <source>keypad</source>
        <comment>under the key of the squares' keypad digits</comment>
        <translation>цифровая клавиатура</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch the Computer Play</source>
        <translation>Смотреть игру компьютера</translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation>Уровень для ○</translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation>Уровень для ×</translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation>○ (ходит &amp;первым):</translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation>× (ходит &amp;вторым):</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Идеальный</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Адаптивный</translation>
    </message>
    <message>
        <source>Plays about as well as you do: before each game it picks its strength from your rating in these rules, so that you win about as often as you lose. It starts below Medium and follows you all the way to Perfect.</source>
        <translation>Играет примерно как вы: перед каждой партией выбирает силу по вашему рейтингу в этих правилах, чтобы вы выигрывали примерно так же часто, как проигрываете. Начинает ниже уровня «Средний» и следует за вами до «Идеального».</translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation>Ходит куда попало. Хорош для первой партии.</translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation>Не упустит выигрыш и заблокирует ваш, но вперёд не думает.</translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation>Просчитывает на три хода вперёд. Силён, но победить его можно.</translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation>Играет идеально: никогда не проигрывает и наказывает за каждую ошибку.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандарт</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Мизер</translation>
    </message>
    <message>
        <source>Last line wins</source>
        <translation>Последняя линия побеждает</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation>Стандарт</translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation>Мизер</translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation>Последняя линия побеждает</translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation>Три в ряд выигрывают. Поле заполнено без линии — ничья.</translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation>Три в ряд проигрывают: заставьте соперника замкнуть линию.</translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation>Линия не заканчивает партию. Если затем другой игрок тоже составит линию, эта более поздняя линия сразу побеждает; если нет, первая линия побеждает, когда поле заполнится.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation>По очереди в каждой партии</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <source>wins now</source>
        <translation>сразу выигрывает</translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation>блокирует линию</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>создаёт две угрозы</translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation>форсирует выигрыш</translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation>сохраняет ничью</translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation>дольше всего сопротивляется</translation>
    </message>
    <message>
        <source>win</source>
        <translation>выигрыш</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>проигрыш</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>слева вверху</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>вверху в центре</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>справа вверху</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>слева в центре</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>центр</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>справа в центре</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>слева внизу</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>внизу в центре</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>справа внизу</translation>
    </message>
    <message>
        <source>{place} ({digit})</source>
        <translation>{place} ({digit})</translation>
    </message>
    <message>
        <source>top row</source>
        <translation>верхний ряд</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>средний ряд</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>нижний ряд</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>левый столбец</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>средний столбец</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>правый столбец</translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation>диагональ от левого верхнего угла</translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation>диагональ от правого верхнего угла</translation>
    </message>
</context>
</TS>
