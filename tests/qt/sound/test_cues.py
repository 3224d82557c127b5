"""Each moment of a game makes its sound: your move, the computer's, a refusal, the end as the
person lived it; View › Sound (M) mutes, and the choice is kept."""

from __future__ import annotations

from ttt_desktop.play.settings import FirstMover, Settings
from ttt_desktop.play.sound_choice import load_sound_choice
from ttt_desktop.qt.sound.player import Sound, SoundPlayer

from ..helpers import click_cell, play_and_wait_reply


def listen(window) -> list[Sound]:
    """The sounds the window starts, through a player that runs the real `true` command."""
    window.sound.use_player(SoundPlayer(command=["true"]))
    heard: list[Sound] = []
    window.sound.player.played.connect(heard.append)
    return heard


def heard_by(window, heard: list[Sound]) -> list[Sound]:
    """The sounds started so far, once the sound thread has caught up."""
    window.sound.player.wait()
    return heard


def test_your_move_and_the_computer_s_sound_apart(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU), pause_ms=0)
    heard = listen(window)
    play_and_wait_reply(qtbot, window, 4)
    qtbot.waitUntil(lambda: len(heard_by(window, heard)) == 2)
    assert heard == [Sound.MOVE, Sound.COMPUTER]


def test_a_refused_click_sounds(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    heard = listen(window)
    click_cell(qtbot, window, 4)
    click_cell(qtbot, window, 4)  # taken
    assert heard_by(window, heard) == [Sound.MOVE, Sound.REFUSED]


def test_the_end_sounds_as_the_person_lived_it(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    heard = listen(window)
    for cell in (0, 3, 1, 4, 2):
        click_cell(qtbot, window, cell)
    assert heard_by(window, heard)[-1] is Sound.WIN and heard.count(Sound.MOVE) == 4
    window.controller.new_game()
    for cell in (4, 0, 8, 2, 1, 7, 6, 3, 5):  # a draw
        click_cell(qtbot, window, cell)
    assert heard_by(window, heard)[-1] is Sound.DRAW


def test_a_loss_against_the_computer_sounds_as_a_loss(qtbot, make_window):
    window = make_window(Settings(first=FirstMover.YOU), pause_ms=0)
    heard = listen(window)
    for cell in (1, 3, 5, 7, 6, 8, 0, 2):  # Perfect punishes these
        game = window.controller.game
        if game.is_over():
            break
        if game.position[cell] is None:
            play_and_wait_reply(qtbot, window, cell)
    assert window.controller.game.is_over()
    outcome = window.controller.game.outcome
    assert heard_by(window, heard)[-1] is (Sound.DRAW if outcome.winner is None else Sound.LOSS)


def test_undo_and_redo_make_no_move_sound(qtbot, make_window):
    window = make_window(Settings(two_players=True))
    heard = listen(window)
    click_cell(qtbot, window, 4)
    window.controller.undo()
    window.controller.redo()
    assert heard_by(window, heard) == [Sound.MOVE]


def test_view_sound_mutes_and_the_choice_is_kept(qtbot, make_window, store):
    window = make_window(Settings(two_players=True))
    heard = listen(window)
    assert window.sound_action.isChecked()
    window.sound_action.trigger()  # M
    assert not window.sound_action.isChecked()
    click_cell(qtbot, window, 4)
    assert heard_by(window, heard) == []
    assert load_sound_choice(store).enabled is False
