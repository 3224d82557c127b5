"""The puzzle trainer as its window closes: stop() stops the computer's defence."""

from __future__ import annotations

from ttt_desktop.engine.puzzles import puzzle_by_id
from ttt_desktop.play.disk_writer import DiskWriter
from ttt_desktop.play.puzzle_trainer import Phase, PuzzleTrainer


def test_stop_stops_the_defence_that_was_coming(qtbot) -> None:
    writer = DiskWriter()
    trainer = PuzzleTrainer(None, writer, pause_ms=50)
    try:
        puzzle = puzzle_by_id("standard:X........")  # × must take the centre
        assert puzzle is not None
        trainer.start(puzzle)
        trainer.play(trainer.line[0])
        assert trainer.phase is Phase.DEFENCE
        moves = trainer.position.moves
        trainer.stop()
        with qtbot.waitSignal(trainer.changed, timeout=400, raising=False) as defended:
            pass
        assert not defended.signal_triggered
        assert trainer.phase is Phase.DEFENCE and trainer.position.moves == moves
    finally:
        trainer.stop()
        writer.close()
