"""A game that plays random moves as fast as it can, keeping the game on the board after every
move, and says on stdout which state it is about to keep and which it has kept. The kill test
(tests/play/test_kept_game.py) kills it at random moments.

    python tests/play/kill_driver.py KEPT_FILE SEED
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from ttt_desktop.engine import Variant
from ttt_desktop.play.controller import GameController
from ttt_desktop.play.kept_game import KeptGame, kept_from
from ttt_desktop.play.settings import Settings


def main(path: Path, seed: int) -> None:
    app = QCoreApplication(sys.argv[:1])
    store = QSettings(str(path.with_suffix(".ini")), QSettings.Format.IniFormat)
    empty = KeptGame(Variant.STANDARD, (), (None, None), None, None, False, False, None)
    print("keeping " + empty.to_json(), flush=True)  # the first game, kept as the run starts
    controller = GameController(store, Settings(two_players=True), pause_ms=0, seed=seed,
                                kept_game=path)
    controller.flush_writes()
    print("kept " + kept_from(controller.game, None).to_json(), flush=True)
    rng = random.Random(seed)
    while True:
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
        app.processEvents()


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
