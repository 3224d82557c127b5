<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>Board cells</name>
    <message>
        <source>empty</source>
        <translation>فارغة</translation>
    </message>
    <message>
        <source>{place}, {content}</source>
        <translation>{place}، {content}</translation>
    </message>
    <message>
        <source>key {digit}</source>
        <translation>المفتاح {digit}</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>آخر نقلة</translation>
    </message>
    <message>
        <source>hint: the best move</source>
        <translation>تلميح: أفضل نقلة</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>Move with the arrow keys and play with Enter, or press 1 to 9 as on a numeric keypad: 7 is the top left.</source>
        <translation>تحرّك بمفاتيح الأسهم والعب بـ Enter، أو اضغط من 1 إلى 9 كما في لوحة الأرقام: 7 هو أعلى اليسار.</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>اللوحة</translation>
    </message>
</context>
<context>
    <name>EvaluationStrip</name>
    <message>
        <source>Evaluation after each move</source>
        <translation>التقييم بعد كل نقلة</translation>
    </message>
    <message>
        <source>Values for ○ after each move: {values}</source>
        <translation>القيم لـ ○ بعد كل نقلة: {values}</translation>
    </message>
    <message>
        <source>Who wins with best play after each move, from the empty board on the left: ○ winning above the middle line, × winning below it, a draw on it. The mark is the position on the board.</source>
        <translation>من يفوز مع اللعب الأمثل بعد كل نقلة، بدءًا من اللوحة الفارغة على اليسار: فوز ○ فوق الخط الأوسط، وفوز × تحته، والتعادل عليه. العلامة تشير إلى الوضع المعروض على اللوحة.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <source>Cannot Open Game</source>
        <translation>تعذّر فتح المباراة</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>ليست مباراة</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>تعذّر حفظ المباراة</translation>
    </message>
    <message>
        <source>{problem}

Nothing was loaded.</source>
        <translation>{problem}

لم يُحمَّل شيء.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {error}.</source>
        <translation>تعذّر حفظ المباراة في ⁨{file}⁩: {error}.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been reset; a copy is kept as {name}.</source>
        <translation>كان ملف الإعدادات تالفًا فأُعيد ضبطه؛ احتُفظ بنسخة منه باسم ⁨{name}⁩.</translation>
    </message>
    <message>
        <source>Settings changes will not be kept after the game closes: {file} cannot be written ({error}).</source>
        <translation>لن تُحفظ تغييرات الإعدادات بعد إغلاق اللعبة: تتعذّر الكتابة في ⁨{file}⁩ ({error}).</translation>
    </message>
</context>
<context>
    <name>FirstStartLine</name>
    <message>
        <source>New here? Help › Lessons teaches the game in ten minutes. The computer adapts: it plays about as well as you do. Levels and the three rules are in Game › Settings; Game › Puzzles trains single moves.</source>
        <translation>جديد هنا؟ تعلّمك مساعدة › الدروس اللعبة في عشر دقائق. يتكيّف الحاسوب معك: يلعب تقريبًا بمستواك. المستويات والقواعد الثلاث في اللعبة › الإعدادات، وتدرّبك اللعبة › ألغاز على نقلات منفردة.</translation>
    </message>
    <message>
        <source>Got &amp;It</source>
        <translation>&amp;فهمت</translation>
    </message>
    <message>
        <source>Dismiss this tip</source>
        <translation>إغلاق هذه النصيحة</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>التشغيل الأول</translation>
    </message>
</context>
<context>
    <name>GameFileMenu</name>
    <message>
        <source>Open Rec&amp;ent</source>
        <translation>المباريات الأخ&amp;يرة</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>فتح مباراة</translation>
    </message>
    <message>
        <source>Games (*.ttt *.txt);;All files (*)</source>
        <translation>المباريات (*.ttt *.txt);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>حفظ المباراة</translation>
    </message>
    <message>
        <source>Games (*.ttt);;All files (*)</source>
        <translation>المباريات (*.ttt);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>م&amp;سح القائمة</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>لا توجد مباريات حديثة</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} is not a regular file, so it cannot hold a game.</source>
        <translation>لا يمكن أن يحوي ⁨{file}⁩ مباراة، لأنه ليس ملفًا عاديًا.</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}.</source>
        <translation>تعذّرت قراءة ⁨{file}⁩: {error}.</translation>
    </message>
    <message>
        <source>{file} is over 64 KB, so it cannot hold a game.</source>
        <translation>لا يمكن أن يحوي ⁨{file}⁩ مباراة، لأن حجمه أكبر من 64 KB.</translation>
    </message>
    <message>
        <source>{file} is not a text file, so it cannot hold a game.</source>
        <translation>لا يمكن أن يحوي ⁨{file}⁩ مباراة، لأنه ليس ملفًا نصيًا.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>القواعد المعمول بها</translation>
    </message>
</context>
<context>
    <name>GameRatingChart</name>
    <message>
        <source>Game rating over time</source>
        <translation>تصنيف المباريات عبر الوقت</translation>
    </message>
    <message>
        <source>Game rating after each game</source>
        <translation>تصنيف المباريات بعد كل مباراة</translation>
    </message>
    <message>
        <source>No rated games yet: play the computer.</source>
        <translation>لا مباريات مصنّفة بعد: العب ضد الحاسوب.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>لا مباريات مصنّفة (%n)؛ التصنيف {first:.0f} بعد الأولى، {last:.0f} الآن، {best:.0f} في أفضل حالاته</numerusform>
            <numerusform>مباراة مصنّفة واحدة (%n)؛ التصنيف {first:.0f} بعد الأولى، {last:.0f} الآن، {best:.0f} في أفضل حالاته</numerusform>
            <numerusform>مباراتان مصنّفتان (%n)؛ التصنيف {first:.0f} بعد الأولى، {last:.0f} الآن، {best:.0f} في أفضل حالاته</numerusform>
            <numerusform>%n مباريات مصنّفة؛ التصنيف {first:.0f} بعد الأولى، {last:.0f} الآن، {best:.0f} في أفضل حالاته</numerusform>
            <numerusform>%n مباراة مصنّفة؛ التصنيف {first:.0f} بعد الأولى، {last:.0f} الآن، {best:.0f} في أفضل حالاته</numerusform>
            <numerusform>%n مباراة مصنّفة؛ التصنيف {first:.0f} بعد الأولى، {last:.0f} الآن، {best:.0f} في أفضل حالاته</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTreeModel</name>
    <message>
        <source>Move</source>
        <extracomment>The role a node's branch is read with (a :class:`Branch`; ``None`` for no node).</extracomment>
        <translation>النقلة</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>النقلات المتبقية</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>الأفضل</translation>
    </message>
    <message>
        <source>Replies that lose</source>
        <translation>ردود خاسرة</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>مثالي</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>العدد</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Game tree: {rules}</source>
        <translation>شجرة اللعبة: قواعد «{rules}»</translation>
    </message>
    <message>
        <source>Export the Game Tree</source>
        <translation>تصدير شجرة اللعبة</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>صور SVG (*.svg)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>لم يتم التصدير</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {reason}.</source>
        <translation>تعذّرت كتابة الصورة في ⁨{path}⁩: {reason}.</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>شجرة اللعبة</translation>
    </message>
    <message>
        <source>&amp;Merge transpositions</source>
        <translation>&amp;دمج الأوضاع المتطابقة</translation>
    </message>
    <message>
        <source>&amp;Fold symmetry</source>
        <translation>دمج الأوضاع المتنا&amp;ظرة</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>شجرة اللعبة</translation>
    </message>
    <message>
        <source>Show on &amp;Board</source>
        <translation>عرض على ال&amp;لوحة</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>اللعب من &amp;هنا</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>&amp;تصدير SVG…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>Watch the search</source>
        <translation>مشاهدة البحث</translation>
    </message>
</context>
<context>
    <name>GameTreeWords</name>
    <message>
        <source>the root</source>
        <translation>الجذر</translation>
    </message>
    <message>
        <source>Below this position: nodes {nodes} · finished games {games} · positions {positions} · up to symmetry {classes}</source>
        <translation>تحت هذا الوضع: العُقد {nodes} · المباريات المنتهية {games} · الأوضاع {positions} · بعد دمج المتناظرة {classes}</translation>
    </message>
    <message>
        <source>{rules} · {facts}</source>
        <translation>{rules} · {facts}</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>انتهت المباراة هنا.</translation>
    </message>
    <message>
        <source>{mark} to move · value: {value} · plies to the end with best play: {plies}</source>
        <translation>الدور على {mark} · النتيجة: {value} · النقلات حتى النهاية مع اللعب الأمثل: {plies}</translation>
    </message>
    <message>
        <source>Positions where Hard may play a move that is not best, {rules}: {count} of {total}</source>
        <translation>الأوضاع التي قد يلعب فيها المستوى «صعب» نقلة ليست الأفضل، بقواعد «{rules}»: {count} من {total}</translation>
    </message>
    <message>
        <source>Values +1, 0, −1 for the side to move · moves tried in the order 7 8 9 4 5 6 1 2 3 · alpha-beta fail-hard from (−1, +1), cutting when alpha ≥ beta</source>
        <translation>القيم ‪+1, 0, −1‬ للطرف الذي عليه الدور · تُجرَّب النقلات بالترتيب ‪7 8 9 4 5 6 1 2 3‬ · ألفا-بيتا بأسلوب fail-hard من ‪(−1, +1)‬، ويُقطع البحث عندما ألفا ≥ بيتا</translation>
    </message>
    <message>
        <source>it gives the value away</source>
        <translation>تفرّط في النتيجة</translation>
    </message>
    <message>
        <source>it keeps the value, but wins later or loses sooner</source>
        <translation>تحافظ على النتيجة، لكنها تفوز متأخرةً أو تخسر مبكرًا</translation>
    </message>
    <message>
        <source>no other move keeps the value as well</source>
        <translation>لا نقلة غيرها تحافظ على النتيجة</translation>
    </message>
    <message>
        <source>it gives you more ways to go wrong</source>
        <translation>تمنحك طرقًا أكثر للخطأ</translation>
    </message>
    <message>
        <source>centre, corners and edges are equally likely</source>
        <translation>المركز والزوايا والحواف متساوية الاحتمال</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark} · plies to the end with best play: {plies}</source>
        <translation>{move}: {value} لـ {mark} · النقلات حتى النهاية مع اللعب الأمثل: {plies}</translation>
    </message>
    <message>
        <source>A best move: it keeps the value.</source>
        <translation>أفضل نقلة: تحافظ على النتيجة.</translation>
    </message>
    <message>
        <source>Not a best move: it gives the value away.</source>
        <translation>ليست أفضل نقلة: تفرّط في النتيجة.</translation>
    </message>
    <message>
        <source>Draws are not all equal: of {mark}'s {replies} replies, {losing} lose.</source>
        <translation>ليست كل التعادلات سواء: ردود {mark}: {replies}، الخاسرة منها: {losing}.</translation>
    </message>
    <message>
        <source>Perfect plays it {percent} of the time: {reason}.</source>
        <translation>يلعبها المستوى «مثالي» بنسبة {percent}: {reason}.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and may play it.</source>
        <translation>يمنحها المستوى «صعب» {score} بالنظر ثلاث نقلات إلى الأمام، وقد يلعبها.</translation>
    </message>
    <message>
        <source>Hard scores it {score} at three plies and does not play it.</source>
        <translation>يمنحها المستوى «صعب» {score} بالنظر ثلاث نقلات إلى الأمام، ولا يلعبها.</translation>
    </message>
    <message>
        <source>Hard errs in this position: it may play a move that is not best.</source>
        <translation>يخطئ المستوى «صعب» في هذا الوضع: قد يلعب نقلة ليست الأفضل.</translation>
    </message>
    <message>
        <source>Move orders that reach it: {orders}</source>
        <translation>ترتيبات النقلات المؤدية إليه: {orders}</translation>
    </message>
    <message>
        <source>Positions it stands for: {positions} · symmetric images of its position: {size}</source>
        <translation>الأوضاع التي يمثّلها: {positions} · صور وضعه المتناظرة: {size}</translation>
    </message>
    <message>
        <source>Met before, on an earlier branch: open it there.</source>
        <translation>ظهر من قبل في فرع سابق: افتحه هناك.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>أفضل نقلة</translation>
    </message>
    <message>
        <source>not best</source>
        <translation>ليست الأفضل</translation>
    </message>
    <message>
        <source>{move}: {value} for {mark}, plies to the end {plies}, {verdict}</source>
        <translation>{move}: {value} لـ {mark}، النقلات حتى النهاية {plies}، {verdict}</translation>
    </message>
    <message>
        <source>Plain minimax</source>
        <translation>ميني ماكس البسيط</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>ألفا-بيتا</translation>
    </message>
    <message>
        <source>Minimax with memory</source>
        <translation>ميني ماكس مع الذاكرة</translation>
    </message>
    <message>
        <source>Nodes visited: {nodes} · Cut-offs: {cutoffs} · Table hits: {hits}</source>
        <translation>زيارات العُقد: {nodes} · مرات القطع: {cutoffs} · مرات الإيجاد في الجدول: {hits}</translation>
    </message>
    <message>
        <source>Visit {path}</source>
        <translation>الدخول إلى {path}</translation>
    </message>
    <message>
        <source>Leave {path} with {value}</source>
        <translation>الخروج من {path} بالقيمة {value}</translation>
    </message>
    <message>
        <source>Cut-off at {path}: alpha {value} ≥ beta; {untried} not tried</source>
        <translation>قطع عند {path}: ألفا {value} ≥ بيتا؛ لم تُجرَّب {untried}</translation>
    </message>
    <message>
        <source>Table hit {path}: {value}</source>
        <translation>وُجدت في الجدول عند {path}: {value}</translation>
    </message>
    <message>
        <source>Done: the root's value is {value}</source>
        <translation>انتهى: قيمة الجذر {value}</translation>
    </message>
    <message>
        <source>{search}: press Play or Step to start.</source>
        <translation>{search}: اضغط «تشغيل» أو «خطوة» للبدء.</translation>
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
&lt;h3&gt;طريقة اللعب&lt;/h3&gt;
&lt;p&gt;يتناوب لاعبان على وضع علامتيهما في خانة فارغة: ○ يلعب أولًا، و× ثانيًا.
انقر خانة، أو اضغط رقمًا من &lt;b&gt;1&lt;/b&gt; إلى &lt;b&gt;9&lt;/b&gt; (مرتبة كلوحة الأرقام: 7 8 9 هو الصف العلوي)،
أو حرّك المؤشر بـ&lt;b&gt;مفاتيح الأسهم&lt;/b&gt; واضغط &lt;b&gt;Enter&lt;/b&gt; أو &lt;b&gt;مفتاح المسافة&lt;/b&gt;.&lt;/p&gt;
&lt;h4&gt;القواعد (اللعبة › الإعدادات…)&lt;/h4&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;قياسية&lt;/b&gt;: ثلاثة في صف أو عمود أو قطر تفوز. اللوحة الممتلئة دون خط تعادل.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;معكوسة&lt;/b&gt;: ثلاثة في صف &lt;i&gt;تخسر&lt;/i&gt;. أجبر خصمك على إكمال خط.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;الخط الأخير يفوز&lt;/b&gt;: الخط لا ينهي المباراة. إن صنع اللاعب الآخر خطًا بعده، فاز هذا الخط اللاحق فورًا؛ وإلا فاز الخط الأول حين تمتلئ اللوحة.&lt;/li&gt;
&lt;/ul&gt;
&lt;h4&gt;المفاتيح&lt;/h4&gt;
{keys}
&lt;p&gt;تحسب النتائج الفوز والتعادل والخسارة لكل قواعد ومستوى. لا تُحتسب إلا المباراة التي تبدأ من لوحة فارغة ويلعب فيها الحاسوب كل نقلاته بنفسه: المباريات الملصقة والمفتوحة والمُعاد لعبها تُحفظ في السجل وتُراجَع، لكنها لا تُحتسب. تُحتسب كل مباراة مرة واحدة بأول نتيجة تبلغها: التراجع بعد النهاية يتيح لك النظر إلى الوراء ومتابعة اللعب، لكنه لا يغيّر النتائج. المباراة التي تُترك دون إكمال (مباراة جديدة، تبديل الطرفين، إغلاق النافذة) لا تُحتسب. اللعبة › تصفير النتائج… يسأل أولًا، ويمكنه تصفير نتائج هذه القواعد وهذا المستوى أو نتائجها كلها.&lt;/p&gt;
&lt;p&gt;في الطرفية، يغلق Ctrl+C اللعبة كما يفعل اللعبة › خروج.&lt;/p&gt;
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
&lt;h4&gt;تكيّفي&lt;/h4&gt;
&lt;p&gt;المستوى التكيّفي هو مستوى اللاعب الجديد (اللعبة › الإعدادات…)، ويلعب بمستوى قريب من مستواك. كل مباراة تُنهيها أمام الحاسوب من لوحة فارغة تُحرّك تصنيف المباريات لديك في تلك القواعد، ثم يلعب التكيّفي المباراة التالية بالقوة التي ينبغي أن تحرز عندها نحو نصف النقاط (الفوز بنقطة 1، والتعادل بنصف نقطة ½). يظهر فوق اللوحة باسم «تكيّفي (1720)»، وهو تصنيفه في تلك المباراة. وحين يستقر تصنيفك قرب القمة، يلعب التكيّفي بمستوى «مثالي».&lt;/p&gt;
&lt;h4&gt;ألغاز&lt;/h4&gt;
&lt;p&gt;تعرض اللعبة › ألغاز… وضعًا لا تحفظ فيه الفوز أو التعادل إلا نقلة واحدة بالضبط: جدها. تُعلَّم النقلة الخاطئة مع سببها والنقلة الصحيحة، ويتيح لك «حاول مجددًا» أن تبحث مرة أخرى. يُظهر «تلميح» النقلة الصحيحة، ويُحتسب اللغز عندئذ غير محلول؛ وينقلك «اللغز التالي» إلى ما بعده. تُختار الألغاز قريبة من تصنيفك في الألغاز، وتعود الألغاز التي فاتتك لاحقًا.&lt;/p&gt;
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
&lt;h3&gt;إكس أو · Tic-tac-toe&lt;/h3&gt;
&lt;p&gt;الإصدار {version}&lt;/p&gt;
&lt;p&gt;لعبة إكس أو بثلاث قواعد وخمسة مستويات للحاسوب: أربعة من مبتدئ يلعب عشوائيًا إلى لاعب مثالي يحل كل وضع، والمستوى التكيّفي الذي يلعب بمستواك أنت.&lt;/p&gt;
&lt;p&gt;صُنعت بـ Python وQt for Python (PySide6).&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>HistoryRescue</name>
    <message>
        <source>Game History Damaged</source>
        <translation>سجل المباريات تالف</translation>
    </message>
    <message>
        <source>The game history is damaged, so no game is being kept. Keep the damaged file aside (renamed, not deleted) and start a new history?</source>
        <translation>سجل المباريات تالف، لذا لا تُحفظ أي مباراة. هل تريد الاحتفاظ بالملف التالف جانبًا (بإعادة تسميته، دون حذفه) وبدء سجل جديد؟</translation>
    </message>
    <message>
        <source>&amp;Start a New History</source>
        <translation>&amp;بدء سجل جديد</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;ليس الآن</translation>
    </message>
    <message>
        <source>The damaged history is kept as {file}; a new history is started.</source>
        <translation>حُفظ السجل التالف باسم ⁨{file}⁩، وبدأ سجل جديد.</translation>
    </message>
    <message>
        <source>The damaged history could not be renamed: no game is being kept.</source>
        <translation>تعذّرت إعادة تسمية السجل التالف: لا تُحفظ أي مباراة.</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <source>The centre</source>
        <translation>المركز</translation>
    </message>
    <message>
        <source>The centre square is in four lines: the middle row, the middle column and both diagonals. A corner is in three lines. An edge is in only two.</source>
        <translation>تقع خانة المركز في أربعة خطوط: الصف الأوسط والعمود الأوسط والقطران كلاهما. وتقع الزاوية في ثلاثة خطوط، والخانة الجانبية في خطين فقط.</translation>
    </message>
    <message>
        <source>You play ○. Your two corners are on one diagonal. The centre joins them. Take it and win.</source>
        <translation>تلعب بـ ○. زاويتاك على قطر واحد، والمركز يصل بينهما. خذه لتفوز.</translation>
    </message>
    <message>
        <source>You play ×. If ○ gets the centre, ○ has two diagonals at once, and you cannot block both. Take the centre first.</source>
        <translation>تلعب بـ ×. إن أخذ ○ المركز، صار له قطران معًا، ولن تستطيع سدّ الاثنين. خذ المركز أولًا.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the middle column. The centre blocks it, and it gives you two lines at once.</source>
        <translation>تلعب بـ ○. لدى × علامتان في العمود الأوسط. يسدّه المركز، ويمنحك خطين معًا.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it in the centre. From there you threaten the middle column too, and you can win.</source>
        <translation>تلعب بـ ×. لدى ○ علامتان في الصف الأوسط. سدّه في المركز. ومن هناك تهدّد العمود الأوسط أيضًا، ويمكنك الفوز.</translation>
    </message>
    <message>
        <source>The corners</source>
        <translation>الزوايا</translation>
    </message>
    <message>
        <source>After the centre, the corners are the best squares. Each corner is in three lines. An edge is in only two.</source>
        <translation>بعد المركز، الزوايا هي أفضل الخانات. تقع كل زاوية في ثلاثة خطوط، والخانة الجانبية في خطين فقط.</translation>
    </message>
    <message>
        <source>You play ×. ○ took the centre. Answer in a corner. An edge loses.</source>
        <translation>تلعب بـ ×. أخذ ○ المركز. ردّ في زاوية. اللعب في خانة جانبية يخسر.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and a corner. Take a free corner. On an edge, ○ could make two threats.</source>
        <translation>تلعب بـ ×. لدى ○ المركز وزاوية. خذ زاوية فارغة. فإن لعبت في خانة جانبية، استطاع ○ صنع تهديدين.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, not the centre. Take another corner: soon you can make two threats at once.</source>
        <translation>تلعب بـ ○. أخذ × زاوية، لا المركز. خذ زاوية أخرى: قريبًا تستطيع صنع تهديدين معًا.</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>السدّ</translation>
    </message>
    <message>
        <source>Two marks in a line with the third square empty is a threat: next move, they win there. Put your own mark on that square. That is a block.</source>
        <translation>علامتان في خط واحد وخانته الثالثة فارغة: هذا تهديد، ففي النقلة التالية يفوز صاحبهما هناك. ضع علامتك في تلك الخانة. هذا هو السدّ.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the top row. Block the third square.</source>
        <translation>تلعب بـ ×. لدى ○ علامتان في الصف العلوي. سدّ الخانة الثالثة.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two on a diagonal. Block it.</source>
        <translation>تلعب بـ ×. لدى ○ علامتان على قطر. سدّه.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two in the middle row. Block it.</source>
        <translation>تلعب بـ ×. لدى ○ علامتان في الصف الأوسط. سدّه.</translation>
    </message>
    <message>
        <source>You play ○. × has two in the top row. Block it. Then you threaten the middle column yourself.</source>
        <translation>تلعب بـ ○. لدى × علامتان في الصف العلوي. سدّه. وعندها تهدّد أنت العمود الأوسط.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row, but you can win now. Your own win comes first: a win ends the game.</source>
        <translation>تلعب بـ ○. يهدّد × الصف الأوسط، لكن يمكنك الفوز الآن. فوزك أولًا: الفوز ينهي المباراة.</translation>
    </message>
    <message>
        <source>Make two threats</source>
        <translation>اصنع تهديدين</translation>
    </message>
    <message>
        <source>A threat is two of your marks in a line with the third square empty. One move can make two threats at once. The other player can block only one of them. This is called a fork.</source>
        <translation>التهديد علامتان لك في خط واحد وخانته الثالثة فارغة. يمكن لنقلة واحدة أن تصنع تهديدين معًا، ولا يستطيع اللاعب الآخر أن يسدّ إلا واحدًا منهما. يُسمّى هذا تهديدًا مزدوجًا.</translation>
    </message>
    <message>
        <source>You play ○. Find a square that makes two threats at once.</source>
        <translation>تلعب بـ ○. جد خانة تصنع تهديدين معًا.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Block it, and the same move makes two threats of yours.</source>
        <translation>تلعب بـ ○. يهدّد × العمود الأيسر. سدّه، وستصنع لك النقلة نفسها تهديدين.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the right column. Block it with a move that makes two threats.</source>
        <translation>تلعب بـ ○. يهدّد × العمود الأيمن. سدّه بنقلة تصنع تهديدين.</translation>
    </message>
    <message>
        <source>You play ×. ○ has just blocked your middle column. Now make two threats at once.</source>
        <translation>تلعب بـ ×. سدّ ○ للتوّ عمودك الأوسط. اصنع الآن تهديدين معًا.</translation>
    </message>
    <message>
        <source>Answer a corner with the centre</source>
        <translation>الرد على الزاوية بالمركز</translation>
    </message>
    <message>
        <source>When ○ starts in a corner, × has one good answer: the centre. Every other answer lets ○ make two threats later.</source>
        <translation>حين يبدأ ○ في زاوية، يكون لـ × ردّ جيد واحد: المركز. وكل ردّ آخر يتيح لـ ○ صنع تهديدين لاحقًا.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner. Answer it.</source>
        <translation>تلعب بـ ×. بدأ ○ في زاوية. ردّ عليه.</translation>
    </message>
    <message>
        <source>You play ×. Another corner. The same answer.</source>
        <translation>تلعب بـ ×. زاوية أخرى، والردّ نفسه.</translation>
    </message>
    <message>
        <source>You play ×. You have the centre. Now ○ has two in the top row: block it.</source>
        <translation>تلعب بـ ×. المركز لك. والآن لدى ○ علامتان في الصف العلوي: سدّه.</translation>
    </message>
    <message>
        <source>You play ×. ○ has a corner and an edge, far apart. Keep the draw: do not let ○ make two threats.</source>
        <translation>تلعب بـ ×. لدى ○ زاوية وخانة جانبية متباعدتين. حافظ على التعادل: لا تدع ○ يصنع تهديدين.</translation>
    </message>
    <message>
        <source>The opposite-corner defence</source>
        <translation>الدفاع أمام الزاويتين المتقابلتين</translation>
    </message>
    <message>
        <source>○ takes a corner, × takes the centre, and ○ takes the opposite corner. Now a corner loses for ×. An edge holds the draw.</source>
        <translation>يأخذ ○ زاوية، ويأخذ × المركز، ثم يأخذ ○ الزاوية المقابلة. الآن يخسر × إن لعب في زاوية، أما الخانة الجانبية فتحافظ على التعادل.</translation>
    </message>
    <message>
        <source>You play ×. ○ has two opposite corners. Play on an edge. A corner would let ○ make two threats.</source>
        <translation>تلعب بـ ×. لدى ○ زاويتان متقابلتان. العب في خانة جانبية. أما الزاوية فستتيح لـ ○ صنع تهديدين.</translation>
    </message>
    <message>
        <source>You play ×. The same trap, turned round. Play on an edge.</source>
        <translation>تلعب بـ ×. الفخ نفسه بعد تدوير اللوحة. العب في خانة جانبية.</translation>
    </message>
    <message>
        <source>You play ○. × played on an edge and threatens the middle column. Block it.</source>
        <translation>تلعب بـ ○. لعب × في خانة جانبية ويهدّد العمود الأوسط. سدّه.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner, and that loses. Block × and make two threats with the same move.</source>
        <translation>تلعب بـ ○. أخذ × زاوية، وهذه نقلة خاسرة. سدّ × واصنع تهديدين بالنقلة نفسها.</translation>
    </message>
    <message>
        <source>Traps that lose</source>
        <translation>فخاخ تؤدي إلى الخسارة</translation>
    </message>
    <message>
        <source>Some moves look safe but lose. Learn to see them, and to win when the other player falls in.</source>
        <translation>تبدو بعض النقلات آمنة لكنها تخسر. تعلّم أن تراها، وأن تفوز حين يقع فيها اللاعب الآخر.</translation>
    </message>
    <message>
        <source>You play ×. ○ has the centre and the corner opposite yours. An edge looks safe, but it loses. Take a corner.</source>
        <translation>تلعب بـ ×. لدى ○ المركز والزاوية المقابلة لزاويتك. تبدو الخانة الجانبية آمنة، لكنها تخسر. خذ زاوية.</translation>
    </message>
    <message>
        <source>You play ○. × fell in: × played on an edge. Block × and make two threats.</source>
        <translation>تلعب بـ ○. وقع × في الفخ: لعب × في خانة جانبية. سدّ × واصنع تهديدين.</translation>
    </message>
    <message>
        <source>You play ○. × answered your centre with an edge. That loses. Block × and make two threats.</source>
        <translation>تلعب بـ ○. ردّ × على مركزك بخانة جانبية، وهذه نقلة خاسرة. سدّ × واصنع تهديدين.</translation>
    </message>
    <message>
        <source>You play ○. × answered your corner with an edge, not the centre. That loses for ×. Play a move that keeps your win.</source>
        <translation>أنت تلعب بـ ○. ردّ × على زاويتك بحافة، لا بالمركز. هذا يخسر به ×. العب نقلة تحافظ على فوزك.</translation>
    </message>
    <message>
        <source>You play ○. The mirror move still works: if anyone makes a line, × makes it first.</source>
        <translation>أنت تلعب بـ ○. ما زالت النقلة المعكوسة تنفع: إن صنع أحد خطًا، فـ × يصنعه أولًا.</translation>
    </message>
    <message>
        <source>In this rule ○ wins by starting in the centre. Then × can make a line only on the edge of the board. ○ has four lines through the middle.</source>
        <translation>في هذه القاعدة يفوز ○ إذا بدأ في المركز. عندها لا يستطيع × أن يصنع خطًا إلا على حافة اللوحة. لدى ○ أربعة خطوط تمر بالوسط.</translation>
    </message>
    <message>
        <source>Why best play draws</source>
        <translation>لماذا ينتهي اللعب الأمثل بالتعادل</translation>
    </message>
    <message>
        <source>When neither player makes a mistake, tic-tac-toe is a draw. Every threat can be blocked, and every fork can be stopped before it is made. Play one whole game where both players block.</source>
        <translation>حين لا يخطئ أيّ من اللاعبين، تنتهي إكس أو بالتعادل. يمكن سدّ كل تهديد، ويمكن منع كل تهديد مزدوج قبل أن يُصنع. العب مباراة كاملة يسدّ فيها كلا اللاعبين.</translation>
    </message>
    <message>
        <source>You play ×. ○ has an edge and a corner. Keep the draw: do not let ○ make two threats.</source>
        <translation>تلعب بـ ×. لدى ○ خانة جانبية وزاوية. حافظ على التعادل: لا تدع ○ يصنع تهديدين.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the middle row. Block it.</source>
        <translation>تلعب بـ ○. يهدّد × الصف الأوسط. سدّه.</translation>
    </message>
    <message>
        <source>You play ×. ○'s block made a threat in the left column. Block it too.</source>
        <translation>تلعب بـ ×. صنع ○ بسدّه تهديدًا في العمود الأيسر. سدّه أيضًا.</translation>
    </message>
    <message>
        <source>You play ○. × threatens a diagonal. Block it.</source>
        <translation>تلعب بـ ○. يهدّد × قطرًا. سدّه.</translation>
    </message>
    <message>
        <source>You play ×. ○ threatens the top row. Block it. The last square makes no line for anyone: the game is a draw.</source>
        <translation>تلعب بـ ×. يهدّد ○ الصف العلوي. سدّه. لا تصنع الخانة الأخيرة خطًا لأحد: تنتهي المباراة بالتعادل.</translation>
    </message>
    <message>
        <source>Misère: the centre</source>
        <translation>القواعد المعكوسة: المركز</translation>
    </message>
    <message>
        <source>In misère, three in a row loses. ○ moves first, so ○ must put down one mark more than ×. The centre is ○'s only safe start.</source>
        <translation>في القواعد المعكوسة، ثلاثة في صف تخسر. يلعب ○ أولًا، لذا عليه أن يضع علامةً واحدة أكثر من ×. والمركز هو البداية الآمنة الوحيدة لـ ○.</translation>
    </message>
    <message>
        <source>You play ○. Start the game. Every start but one loses.</source>
        <translation>تلعب بـ ○. ابدأ المباراة. كل بداية تخسر إلا واحدة.</translation>
    </message>
    <message>
        <source>You play ○. You started on an edge, and × did not punish it. Take the centre now: it is your only move that does not lose.</source>
        <translation>تلعب بـ ○. بدأت في خانة جانبية، ولم يعاقبك × على ذلك. خذ المركز الآن: فهو نقلتك الوحيدة التي لا تخسر.</translation>
    </message>
    <message>
        <source>You play ○. Neither of you took the centre. Take it now.</source>
        <translation>تلعب بـ ○. لم يأخذ أيّ منكما المركز. خذه الآن.</translation>
    </message>
    <message>
        <source>You play ×. ○ started in a corner, not in the centre. Now you can win. Play on an edge.</source>
        <translation>تلعب بـ ×. بدأ ○ في زاوية، لا في المركز. الآن يمكنك الفوز. العب في خانة جانبية.</translation>
    </message>
    <message>
        <source>Misère: mirror play</source>
        <translation>القواعد المعكوسة: لعب المرآة</translation>
    </message>
    <message>
        <source>With the centre, ○ answers each × on the square straight across the centre. The board then looks the same turned half round. ○ never makes a line first: a line of ○'s would face a line × had already made.</source>
        <translation>بعد أخذ المركز، يردّ ○ على كل نقلة لـ × في الخانة المقابلة لها تمامًا عبر المركز. فتبدو اللوحة كما هي إذا أُديرت نصف دورة. لا يصنع ○ خطًا أولًا أبدًا: فأي خط لـ ○ يقابله خط صنعه × من قبل.</translation>
    </message>
    <message>
        <source>You play ○. × took a corner. Answer on the opposite corner.</source>
        <translation>تلعب بـ ○. أخذ × زاوية. ردّ في الزاوية المقابلة.</translation>
    </message>
    <message>
        <source>You play ○. × took an edge. Answer on the opposite edge.</source>
        <translation>تلعب بـ ○. أخذ × خانة جانبية. ردّ في الخانة الجانبية المقابلة.</translation>
    </message>
    <message>
        <source>You play ○. Keep copying: straight across the centre.</source>
        <translation>تلعب بـ ○. واصل النسخ: في الخانة المقابلة تمامًا عبر المركز.</translation>
    </message>
    <message>
        <source>You play ○. Copy × again.</source>
        <translation>تلعب بـ ○. انسخ نقلة × مرة أخرى.</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>الخط اللاحق</translation>
    </message>
    <message>
        <source>In this rule a line does not end the game. Play goes on. If both players make a line, the one who made it later wins.</source>
        <translation>في هذه القواعد لا ينهي الخطُّ المباراة، بل يستمر اللعب. وإن صنع كلا اللاعبين خطًا، فاز من صنع خطه لاحقًا.</translation>
    </message>
    <message>
        <source>You play ×. ○ made a line, but the game goes on. Make your line now: yours is the later line, and it wins.</source>
        <translation>تلعب بـ ×. صنع ○ خطًا، لكن المباراة مستمرة. اصنع خطك الآن: خطك هو اللاحق، وهو يفوز.</translation>
    </message>
    <message>
        <source>You play ○. You have a line. If × makes one now, ×'s line is later and wins. Block it.</source>
        <translation>تلعب بـ ○. لديك خط. إن صنع × خطًا الآن، كان خطه هو اللاحق ففاز. سدّه.</translation>
    </message>
    <message>
        <source>You play ×. Two squares are left. If you make your line now, ○ makes one after you and wins. Block ○ first: then it is a draw.</source>
        <translation>تلعب بـ ×. بقيت خانتان. إن صنعت خطك الآن، صنع ○ خطًا بعدك وفاز. سدّ ○ أولًا: عندها تكون النتيجة تعادلًا.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the bottom row. You do not have to block it. Make two threats instead: whatever × does, your line comes later.</source>
        <translation>تلعب بـ ○. يهدّد × الصف السفلي. لست مضطرًا إلى سدّه. اصنع بدلًا من ذلك تهديدين: مهما فعل ×، يأتي خطك لاحقًا.</translation>
    </message>
    <message>
        <source>Why the first player wins by the centre</source>
        <translation>لماذا يفوز اللاعب الأول بالمركز</translation>
    </message>
    <message>
        <source>You play ○. Only one first move wins. A corner or an edge gives only a draw.</source>
        <translation>تلعب بـ ○. نقلة أولى واحدة فقط تفوز. أما الزاوية أو الخانة الجانبية فلا تعطي إلا التعادل.</translation>
    </message>
    <message>
        <source>You play ○. × threatens the left column. Make two threats: × can take only one of them, and your line comes later.</source>
        <translation>تلعب بـ ○. يهدّد × العمود الأيسر. اصنع تهديدين: لا يستطيع × أن يسدّ إلا واحدًا منهما، ويأتي خطك لاحقًا.</translation>
    </message>
    <message>
        <source>You play ○. Make your line through the middle now. × has no line left that you cannot block.</source>
        <translation>تلعب بـ ○. اصنع الآن خطك عبر الوسط. لم يبقَ لـ × خط لا تستطيع سدّه.</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lessons</source>
        <translation>الدروس</translation>
    </message>
    <message>
        <source>Start &amp;Again</source>
        <translation>البدء من &amp;جديد</translation>
    </message>
    <message>
        <source>Start this lesson again</source>
        <translation>بدء هذا الدرس من جديد</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>الدرس ال&amp;تالي</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>الدرس التالي</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>Close the lessons</source>
        <translation>إغلاق الدروس</translation>
    </message>
    <message>
        <source>Lesson board</source>
        <translation>لوحة الدرس</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>المهمة</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>الحكم</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Win with this move.</source>
        <translation>فُز بهذه النقلة.</translation>
    </message>
    <message>
        <source>Play a move that wins.</source>
        <translation>العب نقلة تفوز.</translation>
    </message>
    <message>
        <source>Find the fastest win.</source>
        <translation>جد أسرع فوز.</translation>
    </message>
    <message>
        <source>Make two threats at once.</source>
        <translation>اصنع تهديدين معًا.</translation>
    </message>
    <message>
        <source>Block the line.</source>
        <translation>سدّ الخط.</translation>
    </message>
    <message>
        <source>Play a move that keeps the draw.</source>
        <translation>العب نقلة تحافظ على التعادل.</translation>
    </message>
    <message>
        <source>Find the only good move.</source>
        <translation>جد النقلة الجيدة الوحيدة.</translation>
    </message>
    <message>
        <source>Play the mirror move.</source>
        <translation>العب نقلة المرآة.</translation>
    </message>
    <message>
        <source>{title}  {stars}</source>
        <translation>{title}  {stars}</translation>
    </message>
    <message>
        <source>Stage {number} of {stages}</source>
        <translation>المرحلة {number} من {stages}</translation>
    </message>
    <message>
        <source>Right: {cell} {reason}.</source>
        <translation>صحيح: اللعب في {cell} {reason}.</translation>
    </message>
    <message>
        <source>Not {cell}: it {reason}. Try again.</source>
        <translation>ليس في {cell}: اللعب هناك {reason}. حاول مجددًا.</translation>
    </message>
    <message>
        <source>Lesson done with no mistake: {stars} stars.</source>
        <translation>انتهى الدرس دون أي خطأ: {stars} نجوم.</translation>
    </message>
    <message>
        <source>Lesson done: {stars} of 3 stars. Play it again for more.</source>
        <translation>انتهى الدرس: {stars} من 3 نجوم. العبه مرة أخرى لتنال المزيد.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>مباراة &amp;جديدة</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;فتح مباراة…</translation>
    </message>
    <message>
        <source>S&amp;ave Game…</source>
        <translation>حف&amp;ظ المباراة…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>إ&amp;عادة</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>تل&amp;ميح</translation>
    </message>
    <message>
        <source>&amp;Swap Sides</source>
        <translation>تبديل ال&amp;طرفين</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>م&amp;راجعة المباراة</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>إ&amp;حصاءات…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>أل&amp;غاز…</translation>
    </message>
    <message>
        <source>&amp;Watch the Computer…</source>
        <translation>م&amp;شاهدة الحاسوب يلعب…</translation>
    </message>
    <message>
        <source>Reset S&amp;core…</source>
        <translation>تصفير ال&amp;نتائج…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>الإع&amp;دادات…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Copy Game</source>
        <translation>&amp;نسخ المباراة</translation>
    </message>
    <message>
        <source>&amp;Paste Game</source>
        <translation>&amp;لصق المباراة</translation>
    </message>
    <message>
        <source>Show Move &amp;Analysis</source>
        <translation>إظهار &amp;تحليل النقلات</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>ال&amp;صوت</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>ال&amp;نقلات</translation>
    </message>
    <message>
        <source>Game &amp;Tree…</source>
        <translation>&amp;شجرة اللعبة…</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>ال&amp;دروس…</translation>
    </message>
    <message>
        <source>Strategy &amp;Map…</source>
        <translation>&amp;خريطة الاستراتيجية…</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;طريقة اللعب</translation>
    </message>
    <message>
        <source>&amp;About Tic-tac-toe</source>
        <translation>&amp;حول إكس أو</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ال&amp;لعبة</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;تحرير</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>م&amp;ساعدة</translation>
    </message>
    <message>
        <source>Tic-tac-toe</source>
        <translation>إكس أو</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>النقلات</translation>
    </message>
    <message>
        <source>The clipboard</source>
        <translation>الحافظة</translation>
    </message>
    <message>
        <source>Not a Game</source>
        <translation>ليست مباراة</translation>
    </message>
    <message>
        <source>{source} does not hold a game that can be played.

Line {line}, column {column}: {problem}.

Nothing was loaded.</source>
        <translation>لا يحتوي ⁨{source}⁩ على مباراة يمكن لعبها.

السطر {line}، العمود {column}: {problem}.

لم يُحمَّل شيء.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>طريقة اللعب</translation>
    </message>
    <message>
        <source>About Tic-tac-toe</source>
        <translation>حول إكس أو</translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message>
        <source>Mistakes per game</source>
        <translation>الأخطاء في كل مباراة</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>المباريات: %n؛ متوسط الأخطاء في المباراة: {first:.1f} في البداية، و{last:.1f} مؤخرًا</numerusform>
            <numerusform>المباريات: %n؛ متوسط الأخطاء في المباراة: {first:.1f} في البداية، و{last:.1f} مؤخرًا</numerusform>
            <numerusform>المباريات: %n؛ متوسط الأخطاء في المباراة: {first:.1f} في البداية، و{last:.1f} مؤخرًا</numerusform>
            <numerusform>المباريات: %n؛ متوسط الأخطاء في المباراة: {first:.1f} في البداية، و{last:.1f} مؤخرًا</numerusform>
            <numerusform>المباريات: %n؛ متوسط الأخطاء في المباراة: {first:.1f} في البداية، و{last:.1f} مؤخرًا</numerusform>
            <numerusform>المباريات: %n؛ متوسط الأخطاء في المباراة: {first:.1f} في البداية، و{last:.1f} مؤخرًا</numerusform>
        </translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>لا توجد مباريات لعرضها بعد.</translation>
    </message>
    <message>
        <source>Mistakes per game; the line is the average of 10 games</source>
        <translation>الأخطاء في كل مباراة؛ الخط هو متوسط 10 مباريات</translation>
    </message>
</context>
<context>
    <name>MoveListPanel</name>
    <message>
        <source>Moves</source>
        <translation>النقلات</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>السبب</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>ملخص المراجعة</translation>
    </message>
    <message>
        <source>Game &amp;Tree from Here…</source>
        <translation>&amp;شجرة اللعبة من هنا…</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>اللعب من &amp;هنا</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>اللعب من هنا</translation>
    </message>
    <message>
        <source>Retry from First &amp;Mistake</source>
        <translation>إعادة المحاولة من أول &amp;خطأ</translation>
    </message>
    <message>
        <source>Retry from the first mistake</source>
        <translation>إعادة المحاولة من أول خطأ</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>البداية</translation>
    </message>
    <message>
        <source>Best play: ○ above, × below</source>
        <translation>أفضل لعب: ○ في الأعلى، × في الأسفل</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Person</source>
        <comment>a side of a past game</comment>
        <translation>شخص</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>الأخطاء</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>لم تكتمل</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>{mark} won</source>
        <translation>فاز {mark}</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>فزت</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>خسرت</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Puzzles</source>
        <translation>الألغاز</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ال&amp;قواعد:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>ال&amp;موضوع:</translation>
    </message>
    <message>
        <source>Rules of the puzzles</source>
        <translation>قواعد الألغاز</translation>
    </message>
    <message>
        <source>Theme of the puzzles</source>
        <translation>موضوع الألغاز</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <source>Hint: show the right move (counts as failed)</source>
        <translation>تلميح: إظهار النقلة الصحيحة (يُحسب إخفاقًا)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>حاول م&amp;جددًا</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>حاول مجددًا</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>ال&amp;لغز التالي</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>اللغز التالي</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>&amp;Game Tree…</source>
        <translation>&amp;شجرة اللعبة…</translation>
    </message>
    <message>
        <source>Game tree of this puzzle</source>
        <translation>شجرة اللعبة لهذا اللغز</translation>
    </message>
    <message>
        <source>Close the puzzles</source>
        <translation>إغلاق الألغاز</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>المهمة</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>اللغز</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Your puzzle rating</source>
        <translation>تصنيفك في الألغاز</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>لوحة اللغز</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>كل القواعد</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>كل المواضيع</translation>
    </message>
    <message>
        <source>The wrong move</source>
        <translation>النقلة الخاطئة</translation>
    </message>
    <message>
        <source>right</source>
        <translation>صحيحة</translation>
    </message>
    <message>
        <source>The right move</source>
        <translation>النقلة الصحيحة</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Win now</source>
        <translation>الفوز فورًا</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>السدّ</translation>
    </message>
    <message>
        <source>Make a fork</source>
        <translation>صنع تهديد مزدوج</translation>
    </message>
    <message>
        <source>Stop a fork</source>
        <translation>إحباط تهديد مزدوج</translation>
    </message>
    <message>
        <source>The only drawing move</source>
        <translation>نقلة التعادل الوحيدة</translation>
    </message>
    <message>
        <source>Do not make a line</source>
        <translation>لا تصنع خطًا</translation>
    </message>
    <message>
        <source>Force the other side to make one</source>
        <translation>أجبر الخصم على صنع خط</translation>
    </message>
    <message>
        <source>The later line</source>
        <translation>الخط اللاحق</translation>
    </message>
    <message>
        <source>When not to close a line early</source>
        <translation>متى لا تُكمل خطًا مبكرًا</translation>
    </message>
    <message>
        <source>No puzzle matches these filters</source>
        <translation>لا لغز يطابق هذه المرشحات</translation>
    </message>
    <message>
        <source>{mark} to play and win</source>
        <translation>{mark} يلعب ويفوز</translation>
    </message>
    <message>
        <source>{mark} to play and draw</source>
        <translation>{mark} يلعب ويتعادل</translation>
    </message>
    <message>
        <source>{rules} · {theme} · from last time: your rating does not move</source>
        <translation>{rules} · {theme} · من المرة السابقة: تصنيفك لا يتغيّر</translation>
    </message>
    <message>
        <source>{rules} · {theme} · review: your rating does not move</source>
        <translation>{rules} · {theme} · مراجعة: تصنيفك لا يتغيّر</translation>
    </message>
    <message>
        <source>{rules} · {theme} · puzzle rating {rating}</source>
        <translation>{rules} · {theme} · تصنيف اللغز {rating}</translation>
    </message>
    <message>
        <source>Choose other rules or another theme.</source>
        <translation>اختر قواعد أخرى أو موضوعًا آخر.</translation>
    </message>
    <message>
        <source>Not that one: {mark} at {cell} {reason}. The right move was {right}. Try again; this puzzle counts as failed.</source>
        <translation>ليست هذه: {mark} في {cell} {reason}. النقلة الصحيحة كانت {right}. حاول مجددًا؛ هذا اللغز يُحسب إخفاقًا.</translation>
    </message>
    <message>
        <source>Right. The computer defends…</source>
        <translation>صحيح. الحاسوب يدافع…</translation>
    </message>
    <message>
        <source>Played out. This puzzle counts as failed: try it again or go on to the next.</source>
        <translation>انتهى اللعب. هذا اللغز يُحسب إخفاقًا: حاول مجددًا أو انتقل إلى التالي.</translation>
    </message>
    <message>
        <source>Solved! A review counts for the streak, not for the rating.</source>
        <translation>أحسنت، حللته! المراجعة تُحتسب في المتتالية لا في التصنيف.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>أحسنت، حللته!</translation>
    </message>
    <message>
        <source>Hint: play {cell}. This puzzle now counts as failed.</source>
        <translation>تلميح: العب في {cell}. هذا اللغز يُحسب الآن إخفاقًا.</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>صحيح. جد النقلة التالية.</translation>
    </message>
    <message>
        <source>Find the only move that keeps it: click a cell or press its digit.</source>
        <translation>جد النقلة الوحيدة التي تحافظ على النتيجة: انقر خانة أو اضغط رقمها.</translation>
    </message>
    <message>
        <source>{rating} ({change:+d})</source>
        <translation>{rating} ({change:+d})</translation>
    </message>
    <message>
        <source>Your rating: {rating}  ·  Streak: {streak}  ·  Best: {best}</source>
        <translation>تصنيفك: {rating}  ·  المتتالية: {streak}  ·  الأفضل: {best}</translation>
    </message>
    <message>
        <source>{cell} is taken.</source>
        <translation>الخانة {cell} مشغولة.</translation>
    </message>
    <message>
        <source>Wait for the computer's move.</source>
        <translation>انتظر نقلة الحاسوب.</translation>
    </message>
    <message>
        <source>This puzzle is over: Next Puzzle or Try Again.</source>
        <translation>انتهى هذا اللغز: اختر «اللغز التالي» أو «حاول مجددًا».</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back as a skip: your rating will not move.</source>
        <translation>كان هذا اللغز مفتوحًا حين أُغلقت اللعبة. وقد عاد محسوبًا لغزًا متخطًّى: لن يتغيّر تصنيفك.</translation>
    </message>
    <message>
        <source>This puzzle was open when the game closed. It is back and still counts as failed.</source>
        <translation>كان هذا اللغز مفتوحًا حين أُغلقت اللعبة. وقد عاد، وما زال يُحسب إخفاقًا.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is damaged.</source>
        <translation>لا تُحفظ الألغاز: سجل المباريات تالف.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is read-only.</source>
        <translation>لا تُحفظ الألغاز: سجل المباريات للقراءة فقط.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: another program is using the game history.</source>
        <translation>لا تُحفظ الألغاز: يستخدم برنامج آخر سجل المباريات.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history is from a newer version.</source>
        <translation>لا تُحفظ الألغاز: سجل المباريات من إصدار أحدث.</translation>
    </message>
    <message>
        <source>Puzzles are not saved: the game history cannot be used.</source>
        <translation>لا تُحفظ الألغاز: لا يمكن استخدام سجل المباريات.</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating over time</source>
        <translation>تصنيف الألغاز عبر الوقت</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>الألغاز: %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته</numerusform>
            <numerusform>الألغاز: %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته</numerusform>
            <numerusform>الألغاز: %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته</numerusform>
            <numerusform>الألغاز: %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته</numerusform>
            <numerusform>الألغاز: %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته</numerusform>
            <numerusform>الألغاز: %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzles yet: Game › Puzzles.</source>
        <translation>لا ألغاز بعد: اللعبة › الألغاز.</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle</source>
        <translation>تصنيف الألغاز بعد كل لغز</translation>
    </message>
</context>
<context>
    <name>ResetScoreDialog</name>
    <message>
        <source>Reset Score</source>
        <translation>تصفير النتائج</translation>
    </message>
    <message>
        <source>Reset the score for {where}?</source>
        <translation>هل تريد تصفير النتائج لـ {where}؟</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>لا يمكن التراجع عن هذا.</translation>
    </message>
    <message>
        <source>Reset &amp;This Score</source>
        <translation>تصفير &amp;هذه النتائج</translation>
    </message>
    <message>
        <source>Reset &amp;All Scores</source>
        <translation>تصفير &amp;كل النتائج</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>النتائج عبر الوقت</translation>
    </message>
    <message>
        <source>games {first} to {last}: {wins} won, {draws} drawn, {losses} lost</source>
        <translation>المباريات من {first} إلى {last}: فوز {wins}، تعادل {draws}، خسارة {losses}</translation>
    </message>
    <message>
        <source>No games to show yet.</source>
        <translation>لا توجد مباريات لعرضها بعد.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>خسارة</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>best</source>
        <translation>الأفضل</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>غير دقيقة</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>خطأ فادح</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>يفوز</translation>
    </message>
    <message>
        <source>keeps the win</source>
        <translation>يحافظ على الفوز</translation>
    </message>
    <message>
        <source>misses the win at {cell}</source>
        <translation>يفوّت الفوز في {cell}</translation>
    </message>
    <message>
        <source>leaves the line at {cell} open</source>
        <translation>يترك الخط عند {cell} مفتوحًا</translation>
    </message>
    <message>
        <source>completes three in a row and loses</source>
        <translation>يُكمل ثلاثة في صف فيخسر</translation>
    </message>
    <message>
        <source>lets the opponent make two threats with {cell}</source>
        <translation>يسمح للخصم بصنع تهديدين بـ {cell}</translation>
    </message>
    <message>
        <source>turns a win into a draw</source>
        <translation>يحوّل الفوز إلى تعادل</translation>
    </message>
    <message>
        <source>turns a win into a loss</source>
        <translation>يحوّل الفوز إلى خسارة</translation>
    </message>
    <message>
        <source>turns a draw into a loss</source>
        <translation>يحوّل التعادل إلى خسارة</translation>
    </message>
    <message>
        <source>still wins, but more slowly</source>
        <translation>ما زال يفوز، لكن أبطأ</translation>
    </message>
    <message>
        <source>loses sooner than it had to</source>
        <translation>يخسر أسرع مما ينبغي</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason}); equally best: {others}</source>
        <translation>{mark} في {cell}: {reason}؛ الأفضل كان {better} ({better_reason})؛ وجيدة بالقدر نفسه: {others}</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}; better was {better} ({better_reason})</source>
        <translation>{mark} في {cell}: {reason}؛ الأفضل كان {better} ({better_reason})</translation>
    </message>
    <message>
        <source>{mark} at {cell}: {reason}</source>
        <translation>{mark} في {cell}: {reason}</translation>
    </message>
    <message>
        <source>{verdict}: {reason}</source>
        <translation>{verdict}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n خطأ فادح</numerusform>
            <numerusform>خطأ فادح واحد</numerusform>
            <numerusform>خطآن فادحان</numerusform>
            <numerusform>%n أخطاء فادحة</numerusform>
            <numerusform>%n خطأً فادحًا</numerusform>
            <numerusform>%n خطأ فادح</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n خطأ</numerusform>
            <numerusform>خطأ واحد</numerusform>
            <numerusform>خطآن</numerusform>
            <numerusform>%n أخطاء</numerusform>
            <numerusform>%n خطأً</numerusform>
            <numerusform>%n خطأ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n نقلة غير دقيقة</numerusform>
            <numerusform>نقلة واحدة غير دقيقة</numerusform>
            <numerusform>نقلتان غير دقيقتين</numerusform>
            <numerusform>%n نقلات غير دقيقة</numerusform>
            <numerusform>%n نقلة غير دقيقة</numerusform>
            <numerusform>%n نقلة غير دقيقة</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded moves ({first} to {last}): {counts}, first at {move}.</source>
        <translation>النقلات المحمَّلة ({first} إلى {last}): {counts}، أولها في {move}.</translation>
    </message>
    <message>
        <source>No mistakes: every move kept the best result.</source>
        <translation>لا أخطاء: كل نقلة حافظت على أفضل نتيجة.</translation>
    </message>
    <message>
        <source>The position was lost from move {move} with best play.</source>
        <translation>كان الوضع خاسرًا منذ النقلة {move} مع اللعب الأمثل.</translation>
    </message>
    <message>
        <source>{counts}: first at {move}.</source>
        <translation>{counts}: أولها في {move}.</translation>
    </message>
    <message>
        <source>Equally best there: {cells}.</source>
        <translation>جيدة بالقدر نفسه هنا: {cells}.</translation>
    </message>
    <message>
        <source>Best there was {cell}.</source>
        <translation>الأفضل هناك كان {cell}.</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>&amp;Speed: {steps} a second</source>
        <extracomment>Steps a second at each stop of the speed slider.</extracomment>
        <translation>ال&amp;سرعة: {steps} خطوة في الثانية</translation>
    </message>
    <message>
        <source>Search to watch</source>
        <translation>البحث المراد مشاهدته</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>إي&amp;قاف مؤقت</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>ت&amp;شغيل</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>&amp;خطوة</translation>
    </message>
    <message>
        <source>Step &amp;Out</source>
        <translation>إنهاء ال&amp;عقدة</translation>
    </message>
    <message>
        <source>Run to the &amp;End</source>
        <translation>التشغيل حتى ال&amp;نهاية</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>إعادة ال&amp;بدء</translation>
    </message>
    <message>
        <source>Announce each step</source>
        <translation>الإعلان عن كل خطوة</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>لاعبان على هذا الحاسوب</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>ال&amp;مستوى:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ال&amp;قواعد:</translation>
    </message>
    <message>
        <source>&amp;Who moves first:</source>
        <translation>من &amp;يبدأ:</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>الخصم:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>لغة النظام</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>ال&amp;لغة:</translation>
    </message>
    <message>
        <source>A&amp;nimations</source>
        <translation>ال&amp;رسوم المتحركة</translation>
    </message>
    <message>
        <source>Marks are drawn as a pen draws them, and the winning line across the board. Off: everything appears at once, and nothing on the board moves.</source>
        <translation>تُرسم العلامات كما يرسمها القلم، ويُرسم خط الفوز عبر اللوحة. عند الإيقاف: يظهر كل شيء فورًا، ولا يتحرك شيء على اللوحة.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>مستوى الصوت</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>مستوى ال&amp;صوت:</translation>
    </message>
    <message>
        <source>A game is in progress: these changes apply from the next game.</source>
        <translation>هناك مباراة جارية: تُطبَّق هذه التغييرات من المباراة التالية.</translation>
    </message>
    <message>
        <source>Plays perfectly and punishes every mistake. Under these rules the first player wins by opening at {cells} (keypad numbering), so when Perfect moves second against that opening it loses; it never loses a game that can still be saved.</source>
        <translation>يلعب بإتقان ويعاقب كل خطأ. في هذه القواعد يفوز اللاعب الأول إذا افتتح في {cells} (ترقيم لوحة الأرقام)، لذا حين يلعب المستوى «مثالي» ثانيًا أمام هذا الافتتاح فإنه يخسر؛ ولا يخسر أبدًا مباراة يمكن إنقاذها.</translation>
    </message>
    <message>
        <source>Plays perfectly: under these rules it never loses, and it punishes every mistake.</source>
        <translation>يلعب بإتقان: في هذه القواعد لا يخسر أبدًا، ويعاقب كل خطأ.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>كل القواعد</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>كل المستويات</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>المباريات السابقة</translation>
    </message>
    <message>
        <source>&amp;Open in Move List</source>
        <translation>&amp;فتح في قائمة النقلات</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ال&amp;قواعد:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>ال&amp;مستوى:</translation>
    </message>
    <message>
        <source>Nothing to show yet. Finish a game against the computer and it appears here: your results over time, your mistakes per game, and the game itself to review. Each puzzle you try (Game › Puzzles) adds to your puzzle rating.</source>
        <translation>لا شيء لعرضه بعد. أنهِ مباراة ضد الحاسوب وستظهر هنا: نتائجك عبر الوقت، وأخطاؤك في كل مباراة، والمباراة نفسها لمراجعتها. كل لغز تجرّبه (اللعبة › الألغاز) يُحتسب في تصنيف الألغاز.</translation>
    </message>
    <message>
        <source>&amp;Past games (double-click one to review it):</source>
        <translation>المباريات ال&amp;سابقة (انقر مرتين على مباراة لمراجعتها):</translation>
    </message>
    <message>
        <source>it is still opening; try again</source>
        <translation>السجل ما زال قيد الفتح؛ حاول مرة أخرى</translation>
    </message>
    <message>
        <source>no history is kept in this session</source>
        <translation>لا يُحفظ سجل في هذه الجلسة</translation>
    </message>
    <message>
        <source>There are no statistics without the game history: {problem}.</source>
        <translation>لا إحصاءات بدون سجل المباريات: {problem}.</translation>
    </message>
    <message>
        <source>Puzzles: none tried yet. Game › Puzzles trains the one move that wins or draws.</source>
        <translation>الألغاز: لم تجرّب أيًّا بعد. اللعبة › الألغاز تدرّبك على النقلة الوحيدة التي تفوز أو تتعادل.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>الألغاز: حُلّ {solved} من %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته.</numerusform>
            <numerusform>الألغاز: حُلّ {solved} من %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته.</numerusform>
            <numerusform>الألغاز: حُلّ {solved} من %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته.</numerusform>
            <numerusform>الألغاز: حُلّ {solved} من %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته.</numerusform>
            <numerusform>الألغاز: حُلّ {solved} من %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته.</numerusform>
            <numerusform>الألغاز: حُلّ {solved} من %n؛ التصنيف {first:.0f} بعد الأول، و{last:.0f} الآن، و{best:.0f} في أفضل حالاته.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game rating in {rules}: {rating:.0f} now, {best:.0f} at best.</source>
        <translation>تصنيف المباريات ({rules}): {rating:.0f} الآن، {best:.0f} في أفضل حالاته.</translation>
    </message>
    <message>
        <source>Game rating: every game you finish against the computer rates you, rule by rule; Adaptive plays at your rating.</source>
        <translation>تصنيف المباريات: كل مباراة تنهيها ضد الحاسوب تصنّفك، قاعدةً قاعدة؛ والمستوى التكيّفي يلعب بمستوى تصنيفك.</translation>
    </message>
    <message>
        <source>No games yet under these rules and level: every game you finish against the computer is counted here.</source>
        <translation>لا مباريات بعد بهذه القواعد وهذا المستوى: كل مباراة تُنهيها ضد الحاسوب تُحتسب هنا.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>المباريات: %n — فوز {wins}، تعادل {draws}، خسارة {losses} ({share}% دون خسارة)</numerusform>
            <numerusform>المباريات: %n — فوز {wins}، تعادل {draws}، خسارة {losses} ({share}% دون خسارة)</numerusform>
            <numerusform>المباريات: %n — فوز {wins}، تعادل {draws}، خسارة {losses} ({share}% دون خسارة)</numerusform>
            <numerusform>المباريات: %n — فوز {wins}، تعادل {draws}، خسارة {losses} ({share}% دون خسارة)</numerusform>
            <numerusform>المباريات: %n — فوز {wins}، تعادل {draws}، خسارة {losses} ({share}% دون خسارة)</numerusform>
            <numerusform>المباريات: %n — فوز {wins}، تعادل {draws}، خسارة {losses} ({share}% دون خسارة)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>بعد %n مباراة يظهر هنا اتجاه أخطائك.</numerusform>
            <numerusform>بعد مباراة واحدة يظهر هنا اتجاه أخطائك.</numerusform>
            <numerusform>بعد مباراتين يظهر هنا اتجاه أخطائك.</numerusform>
            <numerusform>بعد %n مباريات يظهر هنا اتجاه أخطائك.</numerusform>
            <numerusform>بعد %n مباراة يظهر هنا اتجاه أخطائك.</numerusform>
            <numerusform>بعد %n مباراة يظهر هنا اتجاه أخطائك.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>أخطاؤك تتناقص: {before:.1f} في المباراة في البداية، و{after:.1f} في آخر %n مباراة.</numerusform>
            <numerusform>أخطاؤك تتناقص: {before:.1f} في المباراة في البداية، و{after:.1f} في آخر مباراة واحدة.</numerusform>
            <numerusform>أخطاؤك تتناقص: {before:.1f} في المباراة في البداية، و{after:.1f} في آخر مباراتين.</numerusform>
            <numerusform>أخطاؤك تتناقص: {before:.1f} في المباراة في البداية، و{after:.1f} في آخر %n مباريات.</numerusform>
            <numerusform>أخطاؤك تتناقص: {before:.1f} في المباراة في البداية، و{after:.1f} في آخر %n مباراة.</numerusform>
            <numerusform>أخطاؤك تتناقص: {before:.1f} في المباراة في البداية، و{after:.1f} في آخر %n مباراة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>أخطاؤك في المباراة: {before:.1f} في البداية، و{after:.1f} في آخر %n مباراة. أعد المحاولة من أول خطأ بعد كل مباراة لتتعلم أسرع.</numerusform>
            <numerusform>أخطاؤك في المباراة: {before:.1f} في البداية، و{after:.1f} في آخر مباراة واحدة. أعد المحاولة من أول خطأ بعد كل مباراة لتتعلم أسرع.</numerusform>
            <numerusform>أخطاؤك في المباراة: {before:.1f} في البداية، و{after:.1f} في آخر مباراتين. أعد المحاولة من أول خطأ بعد كل مباراة لتتعلم أسرع.</numerusform>
            <numerusform>أخطاؤك في المباراة: {before:.1f} في البداية، و{after:.1f} في آخر %n مباريات. أعد المحاولة من أول خطأ بعد كل مباراة لتتعلم أسرع.</numerusform>
            <numerusform>أخطاؤك في المباراة: {before:.1f} في البداية، و{after:.1f} في آخر %n مباراة. أعد المحاولة من أول خطأ بعد كل مباراة لتتعلم أسرع.</numerusform>
            <numerusform>أخطاؤك في المباراة: {before:.1f} في البداية، و{after:.1f} في آخر %n مباراة. أعد المحاولة من أول خطأ بعد كل مباراة لتتعلم أسرع.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <source>Computer ({level})</source>
        <translation>الحاسوب ({level})</translation>
    </message>
    <message>
        <source>Player ○</source>
        <translation>اللاعب ○</translation>
    </message>
    <message>
        <source>Player ×</source>
        <translation>اللاعب ×</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>Adaptive ({rating})</source>
        <translation>تكيّفي ({rating})</translation>
    </message>
    <message>
        <source>Perfect: the top</source>
        <translation>مثالي: القمة</translation>
    </message>
    <message>
        <source>about {level}</source>
        <translation>قرابة {level}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>فاز {mark}</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>فزت</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>فاز الحاسوب</translation>
    </message>
    <message>
        <source>{result}: {loser} made three in a row and loses</source>
        <translation>{result}: {loser} أكمل ثلاثة في صف فخسر</translation>
    </message>
    <message>
        <source>{result}: the last line completed wins</source>
        <translation>{result}: يفوز آخر خط يكتمل</translation>
    </message>
    <message>
        <source>{replay}. Press End to go back, or Play from Here.</source>
        <translation>{replay}. اضغط End للعودة، أو «اللعب من هنا».</translation>
    </message>
    <message>
        <source>Hint: {cell} {reason}.</source>
        <translation>تلميح: {cell} {reason}.</translation>
    </message>
    <message>
        <source>{result} ({lines})</source>
        <translation>{result} ({lines})</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>{result}. Click the board or press Ctrl+N to play again.</source>
        <translation>{result}. انقر اللوحة أو اضغط Ctrl+N للعب مجددًا.</translation>
    </message>
    <message>
        <source>{owners} has a line: play goes on, and the last line completed wins. {turn}</source>
        <translation>لدى {owners} خط: يستمر اللعب، ويفوز آخر خط يكتمل. {turn}</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <comment>start of a game: the computer first</comment>
        <translation>الحاسوب يبدأ، وهو يفكر…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>الحاسوب يفكر…</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <comment>start of a game</comment>
        <translation>{mark} يبدأ</translation>
    </message>
    <message>
        <source>{mark} to move</source>
        <translation>دور {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <comment>start of a game: you first</comment>
        <translation>أنت تبدأ: تلعب بـ {mark}</translation>
    </message>
    <message>
        <source>Your turn: you play {mark}</source>
        <translation>دورك: تلعب بـ {mark}</translation>
    </message>
    <message>
        <source>Replay: the start</source>
        <translation>إعادة عرض: البداية</translation>
    </message>
    <message>
        <source>Replay: after {move}</source>
        <translation>إعادة عرض: بعد {move}</translation>
    </message>
    <message>
        <source>Standard: three in a row wins.</source>
        <translation>قياسية: ثلاثة في صف تفوز.</translation>
    </message>
    <message>
        <source>Misère: three in a row loses.</source>
        <translation>معكوسة: ثلاثة في صف تخسر.</translation>
    </message>
    <message>
        <source>Last line wins: play goes on after a line, and the last line completed wins.</source>
        <translation>الخط الأخير يفوز: يستمر اللعب بعد الخط، ويفوز آخر خط يكتمل.</translation>
    </message>
    <message>
        <source>○ {wins} · Draws {draws} · × {losses}</source>
        <translation>○ {wins} · تعادل {draws} · × {losses}</translation>
    </message>
    <message>
        <source>Watching the computer: not scored</source>
        <translation>مشاهدة الحاسوب: لا تُحتسب</translation>
    </message>
    <message>
        <source>Not scored: a watched game</source>
        <translation>لا تُحتسب: مباراة مُشاهَدة</translation>
    </message>
    <message>
        <source>Not scored: a past game</source>
        <translation>لا تُحتسب: مباراة سابقة</translation>
    </message>
    <message>
        <source>Not scored: a game from a position</source>
        <translation>لا تُحتسب: مباراة من وضع معيّن</translation>
    </message>
    <message>
        <source>Wait: your move comes after the computer's.</source>
        <translation>انتظر: نقلتك بعد نقلة الحاسوب.</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>لاعبان</translation>
    </message>
    <message>
        <source>A position from the game tree. Press End to go back to the game, or Play from Here in the Game Tree window.</source>
        <translation>وضع من شجرة اللعبة. اضغط End للعودة إلى المباراة، أو «اللعب من هنا» في نافذة شجرة اللعبة.</translation>
    </message>
    <message>
        <source>Wins {wins} · Draws {draws} · Losses {losses}</source>
        <translation>فوز {wins} · تعادل {draws} · خسارة {losses}</translation>
    </message>
    <message>
        <source>{score}   ({table})</source>
        <translation>{score}   ({table})</translation>
    </message>
    <message>
        <source>{line}, this session only</source>
        <translation>{line}، لهذه الجلسة فقط</translation>
    </message>
    <message>
        <source>two players, {rules}</source>
        <translation>لاعبان، {rules}</translation>
    </message>
    <message>
        <source>{level}, {rules}</source>
        <translation>{level}، {rules}</translation>
    </message>
    <message>
        <source>Only a game played from the empty board, with the computer making all of its own moves, counts: pasted, opened and replayed games are kept in the history but not scored, and so are watched games. Each game counts once, with the first result it reaches: undoing after the end does not change the score. A game left unfinished is not counted.</source>
        <translation>لا تُحتسب إلا المباراة التي تبدأ من لوحة فارغة ويلعب فيها الحاسوب كل نقلاته بنفسه: المباريات الملصقة والمفتوحة والمُعاد لعبها تُحفظ في السجل لكنها لا تُحتسب، وكذلك المباريات المُشاهَدة. تُحتسب كل مباراة مرة واحدة بأول نتيجة تبلغها: التراجع بعد النهاية لا يغيّر النتائج. المباراة التي لم تكتمل لا تُحتسب.</translation>
    </message>
    <message>
        <source>{result} {plies}</source>
        <translation>{result} {plies}</translation>
    </message>
    <message>
        <source>Playing here wins at once.</source>
        <translation>اللعب هنا يفوز فورًا.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>اللعب هنا يفوز خلال %n نقلة مع اللعب الأمثل.</numerusform>
            <numerusform>اللعب هنا يفوز خلال نقلة واحدة مع اللعب الأمثل.</numerusform>
            <numerusform>اللعب هنا يفوز خلال نقلتين مع اللعب الأمثل.</numerusform>
            <numerusform>اللعب هنا يفوز خلال %n نقلات مع اللعب الأمثل.</numerusform>
            <numerusform>اللعب هنا يفوز خلال %n نقلة مع اللعب الأمثل.</numerusform>
            <numerusform>اللعب هنا يفوز خلال %n نقلة مع اللعب الأمثل.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here fills the board: a draw.</source>
        <translation>اللعب هنا يملأ اللوحة: تعادل.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>اللعب هنا يؤدي إلى التعادل مع اللعب الأمثل: تمتلئ اللوحة بعد %n نقلة.</numerusform>
            <numerusform>اللعب هنا يؤدي إلى التعادل مع اللعب الأمثل: تمتلئ اللوحة بعد نقلة واحدة.</numerusform>
            <numerusform>اللعب هنا يؤدي إلى التعادل مع اللعب الأمثل: تمتلئ اللوحة بعد نقلتين.</numerusform>
            <numerusform>اللعب هنا يؤدي إلى التعادل مع اللعب الأمثل: تمتلئ اللوحة بعد %n نقلات.</numerusform>
            <numerusform>اللعب هنا يؤدي إلى التعادل مع اللعب الأمثل: تمتلئ اللوحة بعد %n نقلة.</numerusform>
            <numerusform>اللعب هنا يؤدي إلى التعادل مع اللعب الأمثل: تمتلئ اللوحة بعد %n نقلة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing here loses at once.</source>
        <translation>اللعب هنا يخسر فورًا.</translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>اللعب هنا يخسر خلال %n نقلة على الأكثر أمام اللعب الأمثل.</numerusform>
            <numerusform>اللعب هنا يخسر خلال نقلة واحدة على الأكثر أمام اللعب الأمثل.</numerusform>
            <numerusform>اللعب هنا يخسر خلال نقلتين على الأكثر أمام اللعب الأمثل.</numerusform>
            <numerusform>اللعب هنا يخسر خلال %n نقلات على الأكثر أمام اللعب الأمثل.</numerusform>
            <numerusform>اللعب هنا يخسر خلال %n نقلة على الأكثر أمام اللعب الأمثل.</numerusform>
            <numerusform>اللعب هنا يخسر خلال %n نقلة على الأكثر أمام اللعب الأمثل.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each empty cell shows its result with best play from both sides, and how many moves until the game ends: "win 3" wins in 3 moves, "draw 7" draws when the board fills, "loss 4" loses in 4 at the latest.</source>
        <translation>تعرض كل خانة فارغة نتيجتها مع اللعب الأمثل من الطرفين، وعدد النقلات حتى نهاية المباراة: «فوز 3» يفوز خلال 3 نقلات، و«تعادل 7» يتعادل حين تمتلئ اللوحة، و«خسارة 4» يخسر خلال 4 نقلات على الأكثر.</translation>
    </message>
    <message>
        <source>That cell, {cell}, is taken: pick an empty one.</source>
        <translation>الخانة {cell} مشغولة: اختر خانة فارغة.</translation>
    </message>
    <message>
        <source>Sides swapped: you now play {mark}.</source>
        <translation>تم تبديل الطرفين: أنت تلعب الآن بـ {mark}.</translation>
    </message>
    <message>
        <source>Playing on from the start.</source>
        <translation>متابعة اللعب من البداية.</translation>
    </message>
    <message>
        <source>Playing on after {move}.</source>
        <translation>متابعة اللعب بعد {move}.</translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>عادت المباراة التي تركتها إلى اللوحة: %n نقلة بقواعد «{rules}».</numerusform>
            <numerusform>عادت المباراة التي تركتها إلى اللوحة: نقلة واحدة بقواعد «{rules}».</numerusform>
            <numerusform>عادت المباراة التي تركتها إلى اللوحة: نقلتان بقواعد «{rules}».</numerusform>
            <numerusform>عادت المباراة التي تركتها إلى اللوحة: %n نقلات بقواعد «{rules}».</numerusform>
            <numerusform>عادت المباراة التي تركتها إلى اللوحة: %n نقلة بقواعد «{rules}».</numerusform>
            <numerusform>عادت المباراة التي تركتها إلى اللوحة: %n نقلة بقواعد «{rules}».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>حُمّلت المباراة: %n نقلة بقواعد «{rules}».</numerusform>
            <numerusform>حُمّلت المباراة: نقلة واحدة بقواعد «{rules}».</numerusform>
            <numerusform>حُمّلت المباراة: نقلتان بقواعد «{rules}».</numerusform>
            <numerusform>حُمّلت المباراة: %n نقلات بقواعد «{rules}».</numerusform>
            <numerusform>حُمّلت المباراة: %n نقلة بقواعد «{rules}».</numerusform>
            <numerusform>حُمّلت المباراة: %n نقلة بقواعد «{rules}».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>حُمّلت مباراة {date}: %n نقلة بقواعد «{rules}».</numerusform>
            <numerusform>حُمّلت مباراة {date}: نقلة واحدة بقواعد «{rules}».</numerusform>
            <numerusform>حُمّلت مباراة {date}: نقلتان بقواعد «{rules}».</numerusform>
            <numerusform>حُمّلت مباراة {date}: %n نقلات بقواعد «{rules}».</numerusform>
            <numerusform>حُمّلت مباراة {date}: %n نقلة بقواعد «{rules}».</numerusform>
            <numerusform>حُمّلت مباراة {date}: %n نقلة بقواعد «{rules}».</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer could not move ({message}). Start a new game with Ctrl+N.</source>
        <translation>تعذّر على الحاسوب أن يلعب ({message}). ابدأ مباراة جديدة بـ Ctrl+N.</translation>
    </message>
    <message>
        <source>Your rating in {rules} has passed {level}'s for the first time: Adaptive now plays above it.</source>
        <translation>تجاوز تصنيفك ({rules}) مستوى {level} لأول مرة: المستوى التكيّفي يلعب الآن فوقه.</translation>
    </message>
    <message>
        <source>This is the top: Adaptive plays as Perfect, which cannot be beaten under these rules, only held to a draw.</source>
        <translation>هذه القمة: المستوى التكيّفي يلعب كالمثالي، الذي لا يُهزم بهذه القواعد، بل يمكن فقط التعادل معه.</translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>نُسخت المباراة: %n نقلة.</numerusform>
            <numerusform>نُسخت المباراة: نقلة واحدة.</numerusform>
            <numerusform>نُسخت المباراة: نقلتان.</numerusform>
            <numerusform>نُسخت المباراة: %n نقلات.</numerusform>
            <numerusform>نُسخت المباراة: %n نقلة.</numerusform>
            <numerusform>نُسخت المباراة: %n نقلة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history damaged: new games are not kept.</source>
        <translation>سجل المباريات تالف: لا تُحفظ المباريات الجديدة.</translation>
    </message>
    <message>
        <source>Game history read-only: new games are not kept.</source>
        <translation>سجل المباريات للقراءة فقط: لا تُحفظ المباريات الجديدة.</translation>
    </message>
    <message>
        <source>Game history in use by another program: new games are not kept.</source>
        <translation>سجل المباريات يستخدمه برنامج آخر: لا تُحفظ المباريات الجديدة.</translation>
    </message>
    <message>
        <source>Game history from a newer version: new games are not kept.</source>
        <translation>سجل المباريات من إصدار أحدث: لا تُحفظ المباريات الجديدة.</translation>
    </message>
    <message>
        <source>Game history cannot be used: new games are not kept.</source>
        <translation>لا يمكن استخدام سجل المباريات: لا تُحفظ المباريات الجديدة.</translation>
    </message>
    <message>
        <source>This is a replay: press End in the move list to go back to the game, or Play from Here to play on from it.</source>
        <translation>هذه إعادة عرض: اضغط End في قائمة النقلات للعودة إلى المباراة، أو «اللعب من هنا» لمتابعة اللعب منها.</translation>
    </message>
    <message>
        <source>Watching stopped: the board is yours, for two players. Ctrl+N starts a new game.</source>
        <translation>توقفت المشاهدة: اللوحة لكما، للاعبَين. Ctrl+N يبدأ مباراة جديدة.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>لا شيء للتراجع عنه.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>لا شيء لإعادته.</translation>
    </message>
    <message>
        <source>The game is over: no hint needed. Click the board for a new game.</source>
        <translation>انتهت المباراة: لا حاجة إلى تلميح. انقر اللوحة لمباراة جديدة.</translation>
    </message>
    <message>
        <source>Wait for the computer's move, then ask for a hint.</source>
        <translation>انتظر نقلة الحاسوب، ثم اطلب تلميحًا.</translation>
    </message>
    <message>
        <source>New settings saved: they apply from the next game.</source>
        <translation>حُفظت الإعدادات الجديدة: تُطبَّق من المباراة التالية.</translation>
    </message>
    <message>
        <source>That game is no longer in the history.</source>
        <translation>تلك المباراة لم تعد في السجل.</translation>
    </message>
    <message>
        <source>Your game rating is provisional: the history cannot keep it, so it lasts until you close the game.</source>
        <translation>تصنيف مبارياتك مؤقت: لا يستطيع السجل حفظه، لذا يبقى حتى تغلق اللعبة.</translation>
    </message>
    <message>
        <source>The review comes when the game ends; the moves so far are listed.</source>
        <translation>تأتي المراجعة عند نهاية المباراة؛ النقلات حتى الآن معروضة.</translation>
    </message>
    <message>
        <source>Waiting for the game history, which is busy: the games that end meanwhile are kept once it is free.</source>
        <translation>في انتظار سجل المباريات لأنه مشغول: تُحفظ المباريات التي تنتهي في الأثناء حين يصبح متاحًا.</translation>
    </message>
    <message>
        <source>The game history is free again: every finished game is kept.</source>
        <translation>أصبح سجل المباريات متاحًا من جديد: حُفظت كل المباريات المنتهية.</translation>
    </message>
    <message>
        <source>Every score reset.</source>
        <translation>صُفّرت كل النتائج.</translation>
    </message>
    <message>
        <source>Score reset for {where}.</source>
        <translation>صُفّرت النتائج لـ {where}.</translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message>
        <source>Strategy Map</source>
        <translation>خريطة الاستراتيجية</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ال&amp;قواعد:</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>ال&amp;جانب:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>ال&amp;ورق:</translation>
    </message>
    <message>
        <source>○, who moves first</source>
        <translation>○، يبدأ أولًا</translation>
    </message>
    <message>
        <source>×, who moves second</source>
        <translation>×، يلعب ثانيًا</translation>
    </message>
    <message>
        <source>Sa&amp;ve as SVG…</source>
        <translation>حفظ بصيغة S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>The strategy map's page</source>
        <translation>صفحة خريطة الاستراتيجية</translation>
    </message>
    <message>
        <source>Making the map…</source>
        <translation>جارٍ إعداد الخريطة…</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>%n وضعية، لكل منها نقلة واحدة</numerusform>
            <numerusform>وضعية واحدة ونقلتها</numerusform>
            <numerusform>وضعيتان، لكل منهما نقلة واحدة</numerusform>
            <numerusform>%n وضعيات، لكل منها نقلة واحدة</numerusform>
            <numerusform>%n وضعية، لكل منها نقلة واحدة</numerusform>
            <numerusform>%n وضعية، لكل منها نقلة واحدة</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Strategy Map</source>
        <translation>حفظ خريطة الاستراتيجية</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>صور SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>%n وضعية: كل ما يمكن أن يظهر حين يتبع {mark} هذه الخريطة، أيًّا كان لعب الطرف الآخر.</numerusform>
            <numerusform>وضعية واحدة: الوحيدة التي يمكن أن تظهر حين يتبع {mark} هذه الخريطة، أيًّا كان لعب الطرف الآخر.</numerusform>
            <numerusform>وضعيتان: كل ما يمكن أن يظهر حين يتبع {mark} هذه الخريطة، أيًّا كان لعب الطرف الآخر.</numerusform>
            <numerusform>%n وضعيات: كل ما يمكن أن يظهر حين يتبع {mark} هذه الخريطة، أيًّا كان لعب الطرف الآخر.</numerusform>
            <numerusform>%n وضعية: كل ما يمكن أن يظهر حين يتبع {mark} هذه الخريطة، أيًّا كان لعب الطرف الآخر.</numerusform>
            <numerusform>%n وضعية: كل ما يمكن أن يظهر حين يتبع {mark} هذه الخريطة، أيًّا كان لعب الطرف الآخر.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>لا علامات على اللوحة</numerusform>
            <numerusform>علامة واحدة على اللوحة</numerusform>
            <numerusform>علامتان على اللوحة</numerusform>
            <numerusform>%n علامات على اللوحة</numerusform>
            <numerusform>%n علامة على اللوحة</numerusform>
            <numerusform>%n علامة على اللوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>النقلة {number} لـ {mark}: %n وضعية فيها {marks}</numerusform>
            <numerusform>النقلة {number} لـ {mark}: وضعية واحدة فيها {marks}</numerusform>
            <numerusform>النقلة {number} لـ {mark}: وضعيتان فيهما {marks}</numerusform>
            <numerusform>النقلة {number} لـ {mark}: %n وضعيات فيها {marks}</numerusform>
            <numerusform>النقلة {number} لـ {mark}: %n وضعية فيها {marks}</numerusform>
            <numerusform>النقلة {number} لـ {mark}: %n وضعية فيها {marks}</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (first player)</source>
        <translation>خريطة الاستراتيجية: {rule}، {mark} (اللاعب الأول)</translation>
    </message>
    <message>
        <source>Strategy map: {rule}, {mark} (second player)</source>
        <translation>خريطة الاستراتيجية: {rule}، {mark} (اللاعب الثاني)</translation>
    </message>
    <message>
        <source>Every move here keeps the win, and wins as fast as it can.</source>
        <translation>كل نقلة هنا تحافظ على الفوز وتفوز بأسرع ما يمكن.</translation>
    </message>
    <message>
        <source>Every move here keeps the draw, and leaves the other side the most ways to go wrong.</source>
        <translation>كل نقلة هنا تحافظ على التعادل وتترك للطرف الآخر أكثر الطرق للخطأ.</translation>
    </message>
    <message>
        <source>This side loses against best play; every move here leaves the other side the most ways to go wrong.</source>
        <translation>هذا الطرف يخسر أمام أفضل لعب؛ وكل نقلة هنا تترك للطرف الآخر أكثر الطرق للخطأ.</translation>
    </message>
    <message>
        <source>Rule: {description}</source>
        <translation>القاعدة: {description}</translation>
    </message>
    <message>
        <source>Find your board and play the square marked in blue; its keypad digit is under it.</source>
        <translation>ابحث عن لوحتك والعب في المربع المعلَّم بالأزرق؛ رقمه على لوحة الأرقام تحتها.</translation>
    </message>
    <message>
        <source>keypad</source>
        <comment>under the key of the squares' keypad digits</comment>
        <translation>لوحة الأرقام</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch the Computer Play</source>
        <translation>مشاهدة الحاسوب يلعب</translation>
    </message>
    <message>
        <source>Level for ○</source>
        <translation>مستوى ○</translation>
    </message>
    <message>
        <source>Level for ×</source>
        <translation>مستوى ×</translation>
    </message>
    <message>
        <source>○ (moves &amp;first):</source>
        <translation>○ (ي&amp;بدأ أولًا):</translation>
    </message>
    <message>
        <source>× (moves &amp;second):</source>
        <translation>× (يلعب &amp;ثانيًا):</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>مثالي</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>تكيّفي</translation>
    </message>
    <message>
        <source>Plays about as well as you do: before each game it picks its strength from your rating in these rules, so that you win about as often as you lose. It starts below Medium and follows you all the way to Perfect.</source>
        <translation>يلعب تقريبًا بمستواك: قبل كل مباراة يختار قوته من تصنيفك في هذه القواعد، لتفوز بقدر ما تخسر تقريبًا. يبدأ أدنى من المتوسط ويتبعك حتى المثالي.</translation>
    </message>
    <message>
        <source>Plays anywhere at random. Good for a first game.</source>
        <translation>يلعب في أي خانة عشوائيًا. مناسب لأول مباراة.</translation>
    </message>
    <message>
        <source>Takes a win and blocks yours, but does not plan ahead.</source>
        <translation>يغتنم الفوز ويسدّ خطوطك، لكنه لا يخطط مسبقًا.</translation>
    </message>
    <message>
        <source>Looks three moves ahead. Strong, yet it can be beaten.</source>
        <translation>ينظر ثلاث نقلات إلى الأمام. قوي، لكن يمكن هزيمته.</translation>
    </message>
    <message>
        <source>Plays perfectly: it never loses and punishes every mistake.</source>
        <translation>يلعب بإتقان: لا يخسر أبدًا ويعاقب كل خطأ.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>قياسية</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>معكوسة</translation>
    </message>
    <message>
        <source>Last line wins</source>
        <translation>الخط الأخير يفوز</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>rules, in a sentence</comment>
        <translation>قياسية</translation>
    </message>
    <message>
        <source>misère</source>
        <comment>rules, in a sentence</comment>
        <translation>معكوسة</translation>
    </message>
    <message>
        <source>last line wins</source>
        <comment>rules, in a sentence</comment>
        <translation>الخط الأخير يفوز</translation>
    </message>
    <message>
        <source>Three in a row wins. A full board without a line is a draw.</source>
        <translation>ثلاثة في صف تفوز. اللوحة الممتلئة دون خط تعادل.</translation>
    </message>
    <message>
        <source>Three in a row loses: make your opponent complete a line.</source>
        <translation>ثلاثة في صف تخسر: اجعل خصمك يُكمل خطًا.</translation>
    </message>
    <message>
        <source>A line does not end the game. If the other player then makes one too, that later line wins at once; if not, the first line wins when the board is full.</source>
        <translation>الخط لا ينهي المباراة. إن صنع اللاعب الآخر خطًا بعده، فاز هذا الخط اللاحق فورًا؛ وإلا فاز الخط الأول حين تمتلئ اللوحة.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>Alternate each game</source>
        <translation>بالتناوب كل مباراة</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>عشوائي</translation>
    </message>
    <message>
        <source>wins now</source>
        <translation>يفوز الآن</translation>
    </message>
    <message>
        <source>blocks a line</source>
        <translation>يسدّ خطًا</translation>
    </message>
    <message>
        <source>makes two threats</source>
        <translation>يصنع تهديدين</translation>
    </message>
    <message>
        <source>forces a win</source>
        <translation>يفرض الفوز</translation>
    </message>
    <message>
        <source>keeps the draw</source>
        <translation>يحافظ على التعادل</translation>
    </message>
    <message>
        <source>holds out longest</source>
        <translation>يصمد أطول مدة</translation>
    </message>
    <message>
        <source>win</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>أعلى اليسار</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>أعلى الوسط</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>أعلى اليمين</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>وسط اليسار</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>المركز</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>وسط اليمين</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>أسفل اليسار</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>أسفل الوسط</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>أسفل اليمين</translation>
    </message>
    <message>
        <source>{place} ({digit})</source>
        <translation>{place} ({digit})</translation>
    </message>
    <message>
        <source>top row</source>
        <translation>الصف العلوي</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>الصف الأوسط</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>الصف السفلي</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>العمود الأيسر</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>العمود الأوسط</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>العمود الأيمن</translation>
    </message>
    <message>
        <source>diagonal from top left</source>
        <translation>القطر من أعلى اليسار</translation>
    </message>
    <message>
        <source>diagonal from top right</source>
        <translation>القطر من أعلى اليمين</translation>
    </message>
</context>
</TS>
