"""Grab the real window to PNG files in light and dark palettes (for eyes and the README).

Every game shown is played through the window's public interface, as a player would play it:
clicks on the board, the hint (H) to choose the player's moves, and the computer's own replies
from its worker thread. Nothing is staged: a result on a screenshot is one that can happen.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py OUTDIR
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ttt_desktop.engine import Variant
from ttt_desktop.engine.players import Level
from ttt_desktop.play.settings import FirstMover, Settings, load_settings
from ttt_desktop.qt.main_window import MainWindow


def dark_palette() -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    colours = {role.Window: "#202124", role.Base: "#2b2c30", role.WindowText: "#e8eaed",
               role.Text: "#e8eaed", role.Button: "#303134", role.ButtonText: "#e8eaed",
               role.Highlight: "#8ab4f8", role.PlaceholderText: "#9aa0a6"}
    for which, colour in colours.items():
        palette.setColor(which, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled  # greyed, so that a disabled button looks it
    for which in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(disabled, which, QColor("#6b6f75"))
    return palette


def click(window: MainWindow, cell: int) -> None:
    """A real mouse click in the middle of a cell."""
    centre = window.panel.board.cell_rect(cell).center().toPoint()
    QTest.mouseClick(window.panel.board, Qt.MouseButton.LeftButton, pos=centre)


def wait_for_player(window: MainWindow, timeout: float = 20.0) -> None:
    """Let the event loop run until it is a person's turn or the game is over."""
    deadline = time.monotonic() + timeout
    while not (window.controller.game.is_over() or window.controller.game.is_human_turn()):
        if time.monotonic() > deadline:
            raise TimeoutError("the computer did not move")
        QApplication.processEvents()
        time.sleep(0.005)


def wait_for_review(window: MainWindow, timeout: float = 20.0) -> None:
    """Let the event loop run until the finished game's review is in (it comes in a turn of the
    event loop after the paint that shows the last move)."""
    deadline = time.monotonic() + timeout
    while window.controller.review is None:
        if time.monotonic() > deadline:
            raise TimeoutError("the game was not reviewed")
        QApplication.processEvents()
        time.sleep(0.005)


def play_with_hints(window: MainWindow, plies: int | None = None) -> None:
    """The player takes the hinted move each turn (for ``plies`` of their moves, or to the end)."""
    played = 0
    wait_for_player(window)
    while not window.controller.game.is_over() and (plies is None or played < plies):
        window.controller.show_hint()
        cell = window.panel.board.highlight()
        assert cell is not None
        click(window, cell)
        played += 1
        wait_for_player(window)


def solve_puzzles(window: MainWindow, count: int, rng: object) -> None:
    """Game › Puzzles: ``count`` puzzles, the first move right three times in four (a real
    click on the board each move, the defence played by the trainer)."""
    import random

    from ttt_desktop.engine.solver import solve
    from ttt_desktop.play.puzzle_trainer import Phase
    from ttt_desktop.qt.puzzle_window import PuzzleWindow

    assert isinstance(rng, random.Random)
    window.puzzles_action.trigger()
    puzzles = window.findChild(PuzzleWindow)
    assert puzzles is not None
    trainer = puzzles.trainer
    for number in range(count):
        puzzles.next_button.click()
        careless = number % 4 == 3
        deadline = time.monotonic() + 10
        while trainer.phase not in (Phase.FINISHED, Phase.WRONG, Phase.NONE):
            if time.monotonic() > deadline:
                raise TimeoutError("the puzzle did not finish")
            if trainer.phase is Phase.PLAYER:
                position = trainer.position
                best = solve(position.variant).facts_for_key(position.key)[2]
                wrong = [c for c in position.legal_moves() if c not in best]
                cell = rng.choice(wrong) if careless and wrong else best[0]
                centre = puzzles.board.cell_rect(cell).center().toPoint()
                QTest.mouseClick(puzzles.board, Qt.MouseButton.LeftButton, pos=centre)
            QApplication.processEvents()
            time.sleep(0.005)
    window.controller.flush_writes()
    puzzles.close()


def statistics_shot(folder: Path, png: Path) -> None:
    """Thirty real games against Adaptive, kept in a fresh history: fifteen played carelessly
    (any empty cell), then fifteen following the hints, so the mistakes fall and the game
    rating climbs; twelve puzzles; then Game › Statistics, with both ratings."""
    import random

    rng = random.Random(5)
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(first=FirstMover.ALTERNATE, adaptive=True)
    window = MainWindow(store, settings, pause_ms=0, seed=5,
                        history_path=folder / "history.sqlite3")
    window.resize(640, 520)
    window.show()
    while window.controller.recorder.store is None:  # the history opens after the first paint
        QApplication.processEvents()
    for game in range(30):
        if game >= 15:
            play_with_hints(window)
        else:
            wait_for_player(window)
            while not window.controller.game.is_over():
                click(window, rng.choice(window.controller.game.position.legal_moves()))
                wait_for_player(window)
        click(window, 4)  # the next game
    solve_puzzles(window, 12, rng)
    window.controller.flush_writes()
    window.statistics_action.trigger()
    statistics = window.statistics_window
    assert statistics is not None
    QApplication.processEvents()
    statistics.grab().save(str(png))
    statistics.close()
    window.close()


def first_start_shot(folder: Path, png: Path) -> None:
    """The very first start: a new profile, Adaptive, and the first start's line."""
    store = QSettings(str(folder / "first.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, load_settings(store), pause_ms=0, seed=7)
    window.resize(640, 520)
    window.show()
    wait_for_player(window)
    for _ in range(3):
        QApplication.processEvents()
    window.grab().save(str(png))
    window.close()


def puzzle_shots(window: MainWindow, out: Path, name: str) -> None:
    """Game › Puzzles after a wrong move (its reason and the right move shown), in English and
    in Japanese."""
    from ttt_desktop.engine.solver import solve
    from ttt_desktop.qt.language.fonts import install_fallback_font
    from ttt_desktop.qt.language.translations import Language, apply_language
    from ttt_desktop.qt.puzzle_window import PuzzleWindow

    install_fallback_font()
    for language, suffix in ((Language.ENGLISH, ""), (Language.JAPANESE, "-ja")):
        apply_language(language)
        window.puzzles_action.trigger()
        puzzles = window.findChild(PuzzleWindow)
        assert puzzles is not None
        puzzles.resize(460, 640)
        puzzles.next_button.click()
        position = puzzles.trainer.position
        best = solve(position.variant).facts_for_key(position.key)[2]
        wrong = next(c for c in position.legal_moves() if c not in best)
        centre = puzzles.board.cell_rect(wrong).center().toPoint()
        QTest.mouseClick(puzzles.board, Qt.MouseButton.LeftButton, pos=centre)
        for _ in range(3):  # the new language's layout, then its paint
            QApplication.processEvents()
        puzzles.grab().save(str(out / f"{name}-puzzle{suffix}.png"))
        if language is Language.ENGLISH:  # wide enough for a software centre (620 px or more)
            puzzles.resize(640, 520)
            for _ in range(3):
                QApplication.processEvents()
            puzzles.grab().save(str(out / f"{name}-puzzle-wide.png"))
        puzzles.close()
    apply_language(Language.ENGLISH)


def language_shots(out: Path, folder: Path) -> None:
    """The window at its default size in Arabic (mirrored), Simplified Chinese, German and
    Japanese: a two-player game with a mistake, reviewed, a move of it selected in the list (the
    game of light-review.png)."""
    from ttt_desktop.qt.language.fonts import install_fallback_font
    from ttt_desktop.qt.language.translations import Language, apply_language

    install_fallback_font()
    for language in (Language.ARABIC, Language.CHINESE_SIMPLIFIED, Language.GERMAN,
                     Language.JAPANESE):
        apply_language(language)
        store = QSettings(str(folder / f"{language.value}.ini"), QSettings.Format.IniFormat)
        settings = Settings(two_players=True, variant=Variant.STANDARD)
        window = MainWindow(store, settings, pause_ms=0, seed=3)
        window.resize(640, 520)
        window.show()
        for cell in (4, 0, 8, 2, 6, 1):  # ○'s fifth move (1) leaves ×'s top row open
            click(window, cell)
        wait_for_review(window)
        window.move_list.show_ply(5)
        QApplication.processEvents()
        shot(window, out / f"language-{language.value}.png")
        window.close()
    apply_language(Language.ENGLISH)


def how_to_play_shot(window: MainWindow, png: Path) -> None:
    """Help › How to Play over the window, on a picture of the whole screen (run the tool on a
    1366×768 offscreen screen to see that it fits a laptop: see docs/testing.md)."""
    from PySide6.QtGui import QImage, QPainter

    from ttt_desktop.qt.dialogs.help import HelpDialog
    from ttt_desktop.qt.words.help import how_to_play_html

    dialog = HelpDialog(window.tr("How to play"), how_to_play_html(window.menuBar()), window)
    dialog.show()
    for _ in range(3):
        QApplication.processEvents()
    screen = window.screen().geometry()
    picture = QImage(screen.size(), QImage.Format.Format_RGB32)
    picture.fill(QColor("#5b6b7b"))  # the desktop
    painter = QPainter(picture)
    painter.drawPixmap(window.geometry().topLeft() - screen.topLeft(), window.grab())
    painter.drawPixmap(dialog.geometry().topLeft() - screen.topLeft(), dialog.grab())
    painter.end()
    picture.save(str(png))
    dialog.close()


def review_solve_shot(window: MainWindow, png: Path) -> None:
    """Game › Puzzles after a review solve: a puzzle missed with a wrong move, twenty others
    solved, then the missed one back, marked as a review, and solved (the rating unchanged)."""
    from ttt_desktop.engine.solver import solve
    from ttt_desktop.play.puzzle_trainer import Phase
    from ttt_desktop.qt.puzzle_window import PuzzleWindow

    window.puzzles_action.trigger()
    puzzles = window.findChild(PuzzleWindow)
    assert puzzles is not None
    trainer = puzzles.trainer

    def play(cell: int) -> None:
        centre = puzzles.board.cell_rect(cell).center().toPoint()
        QTest.mouseClick(puzzles.board, Qt.MouseButton.LeftButton, pos=centre)

    def solve_it() -> None:
        while trainer.phase is not Phase.FINISHED:
            if trainer.phase is Phase.DEFENCE:
                QApplication.processEvents()
                continue
            play(trainer.line[len(trainer.position.moves)])

    def wrong_moves() -> list[int]:
        position = trainer.position
        if trainer.phase is not Phase.PLAYER:
            return []
        best = solve(position.variant).facts_for_key(position.key)[2]
        return [c for c in position.legal_moves() if c not in best]

    # the window may reopen on a puzzle left part-way (every move there may keep the value)
    while trainer.phase is Phase.DEFENCE:
        QApplication.processEvents()
    while not wrong_moves():
        puzzles.next_button.click()
    missed = trainer.puzzle
    assert missed is not None
    play(wrong_moves()[0])
    puzzles.next_button.click()
    while trainer.puzzle is not missed:
        solve_it()
        puzzles.next_button.click()
    solve_it()
    for _ in range(3):
        QApplication.processEvents()
    puzzles.grab().save(str(png))
    puzzles.close()


def game_tree_shots(out: Path, folder: Path) -> None:
    """View › Game Tree in English, Japanese and Arabic: after ○5 ×7 of a two-player game, the
    window opened from the View menu, ○3 opened, and plain minimax stepped into it."""
    from ttt_desktop.qt.game_tree.window import GameTreeWindow
    from ttt_desktop.qt.language.fonts import install_fallback_font
    from ttt_desktop.qt.language.translations import Language, apply_language

    install_fallback_font()
    for language in (Language.ENGLISH, Language.JAPANESE, Language.ARABIC):
        apply_language(language)
        store = QSettings(str(folder / f"tree-{language.value}.ini"), QSettings.Format.IniFormat)
        window = MainWindow(store, Settings(two_players=True), pause_ms=0, seed=3)
        window.resize(640, 520)
        window.show()
        for cell in (4, 0):
            click(window, cell)
        window.game_tree_action.trigger()  # View > Game Tree (Ctrl+G)
        tree = window.findChild(GameTreeWindow)
        assert tree is not None
        tree.resize(820, 780)
        third = tree.model.index(7, 0)  # ○3, the corner opposite ×'s
        tree.view.expand(third)
        tree.view.setCurrentIndex(tree.model.index(1, 0, third))
        for _ in range(4):
            tree.search.step_button.click()
        QApplication.processEvents()
        tree.grab().save(str(out / f"game-tree-{language.value}.png"))
        tree.close()
        window.close()
    apply_language(Language.ENGLISH)


def shot(window: MainWindow, png: Path) -> None:
    """The window as it stands once the last mark's stroke has ended."""
    window.panel.board.finish_animations()
    window.grab().save(str(png))


def motion_shots(out: Path, folder: Path) -> None:
    """A mark halfway through its stroke, and Settings with its Animations switch."""
    from ttt_desktop.qt.dialogs.settings import SettingsDialog

    store = QSettings(str(folder / "motion.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, Settings(two_players=True), pause_ms=0, seed=3)
    window.resize(640, 520)
    window.show()
    board = window.panel.board
    for cell in (4, 0):
        click(window, cell)
        board.finish_animations()
    click(window, 8)
    deadline = time.monotonic() + 2
    while board.is_animating() and board.stroke_drawn() < 0.5 and time.monotonic() < deadline:
        QApplication.processEvents()  # the real stroke, on the real clock, caught halfway
    window.grab().save(str(out / "light-stroke.png"))
    dialog = SettingsDialog(window.controller.next_settings, False, window)
    dialog.show()
    QApplication.processEvents()
    dialog.grab().save(str(out / "light-settings.png"))
    dialog.close()
    window.close()


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    from ttt_desktop.qt.language.translations import Language, apply_language

    apply_language(Language.ENGLISH)  # English's own file: its plural forms ("1 mistake")
    light = app.palette()
    with tempfile.TemporaryDirectory() as tmp:
        for name, palette in (("light", light), ("dark", dark_palette())):
            app.setPalette(palette)
            store = QSettings(str(Path(tmp) / f"{name}.ini"), QSettings.Format.IniFormat)
            # against Easy, the player who follows the hints wins: a real game, really won
            settings = Settings(level=Level.EASY, first=FirstMover.YOU, variant=Variant.STANDARD)
            window = MainWindow(store, settings, pause_ms=0, seed=3)
            window.resize(640, 520)
            window.show()
            play_with_hints(window, plies=2)
            shot(window, out / f"{name}-game.png")
            play_with_hints(window)
            shot(window, out / f"{name}-end.png")
            click(window, 4)  # a click on a finished board starts the next game
            wait_for_player(window)
            window.analysis_action.trigger()  # A: each empty cell's outcome
            window.controller.show_hint()  # H: the best move lights up
            shot(window, out / f"{name}-analysis.png")
            window.analysis_action.trigger()
            # two players: ○'s fifth move (1) leaves ×'s top row open; the review says so
            window.controller.apply_settings(settings.with_changes(two_players=True))
            for cell in (4, 0, 8, 2, 6, 1):
                click(window, cell)
            wait_for_review(window)
            window.move_list.show_ply(5)
            shot(window, out / f"{name}-review.png")
            puzzle_shots(window, out, name)
            if name == "light":
                review_solve_shot(window, out / "light-puzzle-review.png")
                how_to_play_shot(window, out / "light-how-to-play.png")
            window.close()
            statistics_shot(Path(tmp) / name, out / f"{name}-statistics.png")
            first_start_shot(Path(tmp) / name, out / f"{name}-first-start.png")
        app.setPalette(light)
        motion_shots(out, Path(tmp))
        language_shots(out, Path(tmp))
        game_tree_shots(out, Path(tmp))
    print(f"screenshots in {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "shots"))
