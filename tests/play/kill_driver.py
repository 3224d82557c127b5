"""A game that plays random moves as fast as it can, keeping the game on the board after every
move, and says on stdout which state it is about to keep and which it has kept. The kill test
(tests/play/test_kept_game.py) kills it at random moments.

    python tests/play/kill_driver.py KEPT_FILE SEED [puzzle]

With ``puzzle``, the puzzles are open too, as in Game › Puzzles: between the game's moves it
plays random moves on random puzzles (right and wrong ones, the hint, Try Again, Next, the
puzzles' window closed and opened again), keeping the puzzle in progress beside the game, and
says ``keeping-puzzle``/``kept-puzzle`` with that state (``none``: no puzzle file). Each puzzle
step holds the disk writer until its state has been announced, so that no write comes before
the line that announces it.
"""

from __future__ import annotations

import random
import sys
import threading
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from ttt_desktop.engine import Variant
from ttt_desktop.play.controller import GameController
from ttt_desktop.play.kept_game import KeptGame, kept_from
from ttt_desktop.play.puzzle_trainer import Phase, PuzzleTrainer
from ttt_desktop.play.settings import Settings


class PuzzlePlayer:
    """Random steps in the puzzles' window, each one's kept state announced before its write."""

    def __init__(self, app: QCoreApplication, controller: GameController,
                 rng: random.Random) -> None:
        self._app, self._controller, self._rng = app, controller, rng
        self.trainer = PuzzleTrainer(None, controller.writer, pause_ms=0,
                                     seed=rng.randrange(10**6))
        self._open = False
        print("kept-puzzle none", flush=True)  # a new folder: no puzzle file yet

    def step(self) -> None:
        writer, keeper, trainer, rng = (self._controller.writer,
                                        self._controller.puzzles_kept, self.trainer, self._rng)
        gate = threading.Event()
        writer.submit(gate.wait)  # the writes of this step wait for its announcement
        if not self._open:
            self._open = True  # Game › Puzzles: the window shows the puzzle it had, or a new one
            if trainer.puzzle is None:
                trainer.next_puzzle()
            keeper.follow(trainer)
        elif rng.random() < 0.04:
            self._open = False  # the puzzles' window closed
            keeper.forget()
        elif trainer.phase is Phase.DEFENCE:
            self._app.processEvents()  # the computer's defence
        elif trainer.phase in (Phase.NONE, Phase.FINISHED) or rng.random() < 0.05:
            trainer.next_puzzle()
        elif trainer.phase is Phase.PLAYER and rng.random() < 0.05:
            trainer.show_hint()
        elif trainer.phase is Phase.WRONG and rng.random() < 0.5:
            trainer.try_again()
        else:
            if trainer.phase is Phase.PLAYER and rng.random() < 0.7:  # mostly the right move
                cell = trainer.line[len(trainer.position.moves)]
            else:
                cell = rng.choice(trainer.position.legal_moves() or [0])
            trainer.play(cell)
        now = trainer.kept() if self._open else None
        text = "none" if now is None else now.to_json()
        print("keeping-puzzle " + text, flush=True)
        gate.set()
        writer.flush()
        print("kept-puzzle " + text, flush=True)


def main(path: Path, seed: int, with_puzzles: bool) -> None:
    app = QCoreApplication(sys.argv[:1])
    store = QSettings(str(path.with_suffix(".ini")), QSettings.Format.IniFormat)
    empty = KeptGame(Variant.STANDARD, (), (None, None), None, None, False, False, None)
    print("keeping " + empty.to_json(), flush=True)  # the first game, kept as the run starts
    controller = GameController(store, Settings(two_players=True), pause_ms=0, seed=seed,
                                kept_game=path)
    controller.flush_writes()
    print("kept " + kept_from(controller.game, None).to_json(), flush=True)
    rng = random.Random(seed)
    puzzles = PuzzlePlayer(app, controller, rng) if with_puzzles else None
    while True:
        if puzzles is not None and rng.random() < 0.5:
            puzzles.step()  # the events (the defence's timer) run inside its step only
            continue
        game = controller.game
        now = kept_from(game, None)
        if game.is_over() or rng.random() < 0.05:
            print("keeping " + replace(now, moves=()).to_json(), flush=True)
            controller.new_game()
        else:
            cell = rng.choice(game.position.legal_moves())
            print("keeping " + replace(now, moves=(*now.moves, cell)).to_json(), flush=True)
            controller.play(cell)
        controller.flush_writes()
        print("kept " + kept_from(controller.game, controller.replay_ply).to_json(), flush=True)
        if puzzles is None:
            app.processEvents()


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3:] == ["puzzle"])
