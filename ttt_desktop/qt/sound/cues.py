"""Which sound a moment of the game makes: your move, the computer's move, a refused click or
key, and the end (a win, a draw or a loss for the person; with two players or a watched game, a
win is a win). A blind player hears at once what the screen reader says in words.

:class:`SoundCues` listens to the controller, as the window does, and plays through a
:class:`~.player.SoundPlayer`; View › Sound (M) mutes it, and the choice is kept.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Slot
from PySide6.QtGui import QAction

from ...engine import Mark
from ...play.controller import GameController
from ...play.notice import Notice, NoticeKind
from ...play.sound_choice import SoundChoice, load_sound_choice, save_sound_choice
from .player import Sound, SoundPlayer

REFUSALS = (NoticeKind.CELL_TAKEN, NoticeKind.COMPUTER_TO_MOVE, NoticeKind.REPLAYING)


def cue_for_move(controller: GameController) -> Sound | None:
    """The sound of the move just played (``None`` when no move was just played): the end's
    sound if it ended the game, else whose move it was."""
    fresh = controller.fresh_move
    game = controller.game
    if fresh is None or fresh != (game.game_id, game.position.ply):
        return None
    outcome = game.outcome
    if outcome is not None:
        if outcome.winner is None:
            return Sound.DRAW
        if game.human is None or game.began_watched:  # two players, or the computer itself
            return Sound.WIN
        return Sound.WIN if outcome.winner is game.human else Sound.LOSS
    mover = Mark.X if game.position.ply % 2 else Mark.O
    return Sound.COMPUTER if game.level_for(mover) is not None else Sound.MOVE


class SoundCues(QObject):
    """Plays the game's moments; owns the player and the player's choice."""

    def __init__(self, controller: GameController, store: QSettings,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._store = store
        choice = load_sound_choice(store)
        self.player = SoundPlayer(choice.enabled, choice.volume, self)
        self._last: tuple[int, int] | None = None  # the move last heard
        controller.changed.connect(self._on_changed)
        controller.notice.connect(self._on_notice)

    def use_player(self, player: SoundPlayer) -> None:
        """Play through ``player`` from now on (the one before is closed, its thread ended)."""
        self.player.close()
        self.player = player

    def follow(self, action: QAction) -> None:
        """View › Sound: checked while the sound is on; toggling it mutes or unmutes."""
        action.setCheckable(True)
        action.setChecked(self.player.enabled())
        action.toggled.connect(self.set_enabled)

    @Slot(bool)
    def set_enabled(self, enabled: bool) -> None:
        """Sound on or muted, and kept so."""
        self.player.set_enabled(enabled)
        self._save()

    def set_volume(self, volume: int) -> None:
        """The volume (0-100), kept."""
        self.player.set_volume(volume)
        self._save()

    def _save(self) -> None:
        save_sound_choice(self._store, SoundChoice(self.player.enabled(), self.player.volume()))

    @Slot()
    def _on_changed(self) -> None:
        fresh = self._controller.fresh_move
        if fresh is None or fresh == self._last:
            return
        sound = cue_for_move(self._controller)
        if sound is not None:
            self._last = fresh
            self.player.play(sound)

    @Slot(object)
    def _on_notice(self, notice: Notice) -> None:
        if notice.kind in REFUSALS:
            self.player.play(Sound.REFUSED)
