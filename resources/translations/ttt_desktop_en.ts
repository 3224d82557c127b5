<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GameRatingChart</name>
    <message numerus="yes">
        <source>%n rated game(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n rated game; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</numerusform>
            <numerusform>%n rated games; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MistakesChart</name>
    <message numerus="yes">
        <source>%n game(s); average mistakes per game: {first:.1f} at first, {last:.1f} lately</source>
        <translation>
            <numerusform>%n game; average mistakes per game: {first:.1f} at first, {last:.1f} lately</numerusform>
            <numerusform>%n games; average mistakes per game: {first:.1f} at first, {last:.1f} lately</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message numerus="yes">
        <source>%n puzzle(s); rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</source>
        <translation>
            <numerusform>%n puzzle; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</numerusform>
            <numerusform>%n puzzles; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</source>
        <translation>
            <numerusform>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</numerusform>
            <numerusform>Puzzles: {solved} of %n solved; rating {first:.0f} after the first, {last:.0f} now, {best:.0f} at best.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</source>
        <translation>
            <numerusform>%n game: {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</numerusform>
            <numerusform>%n games: {wins} won, {draws} drawn, {losses} lost ({share}% not lost)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n game(s) the trend of your mistakes shows here.</source>
        <translation>
            <numerusform>After %n game the trend of your mistakes shows here.</numerusform>
            <numerusform>After %n games the trend of your mistakes shows here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n game(s).</source>
        <translation>
            <numerusform>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last game.</numerusform>
            <numerusform>Your mistakes are falling: {before:.1f} per game at first, {after:.1f} in your last %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n game(s). Retry from the first mistake after a game to learn faster.</source>
        <translation>
            <numerusform>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last game. Retry from the first mistake after a game to learn faster.</numerusform>
            <numerusform>Your mistakes per game: {before:.1f} at first, {after:.1f} in your last %n games. Retry from the first mistake after a game to learn faster.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message numerus="yes">
        <source>Playing here wins in %n move(s) with best play.</source>
        <translation>
            <numerusform>Playing here wins in %n move with best play.</numerusform>
            <numerusform>Playing here wins in %n moves with best play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing here draws with best play: the board fills in %n move(s).</source>
        <translation>
            <numerusform>Playing here draws with best play: the board fills in %n move.</numerusform>
            <numerusform>Playing here draws with best play: the board fills in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing here loses in %n move(s) at the latest, against best play.</source>
        <translation>
            <numerusform>Playing here loses in %n move at the latest, against best play.</numerusform>
            <numerusform>Playing here loses in %n moves at the latest, against best play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game you left is back on the board: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>The game you left is back on the board: %n move under the {rules} rules.</numerusform>
            <numerusform>The game you left is back on the board: %n moves under the {rules} rules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Game loaded: %n move under the {rules} rules.</numerusform>
            <numerusform>Game loaded: %n moves under the {rules} rules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game of {date} loaded: %n move(s) under the {rules} rules.</source>
        <translation>
            <numerusform>Game of {date} loaded: %n move under the {rules} rules.</numerusform>
            <numerusform>Game of {date} loaded: %n moves under the {rules} rules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game copied: %n move(s).</source>
        <translation>
            <numerusform>Game copied: %n move.</numerusform>
            <numerusform>Game copied: %n moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StrategyMapDialog</name>
    <message numerus="yes">
        <source>%n position(s), one move each</source>
        <translation>
            <numerusform>%n position, with its move</numerusform>
            <numerusform>%n positions, one move each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StrategyMapPage</name>
    <message numerus="yes">
        <source>%n position(s): every one that can arise when {mark} follows this map, whatever the other side plays.</source>
        <translation>
            <numerusform>%n position: every one that can arise when {mark} follows this map, whatever the other side plays.</numerusform>
            <numerusform>%n positions: every one that can arise when {mark} follows this map, whatever the other side plays.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mark(s) on the board</source>
        <translation>
            <numerusform>%n mark on the board</numerusform>
            <numerusform>%n marks on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} of {mark}: %n position(s) with {marks}</source>
        <translation>
            <numerusform>Move {number} of {mark}: %n position with {marks}</numerusform>
            <numerusform>Move {number} of {mark}: %n positions with {marks}</numerusform>
        </translation>
    </message>
</context>
</TS>
