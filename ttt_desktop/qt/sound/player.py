"""Plays the game's short sounds through the platform's own player, without waiting for them.

The lightest way that works everywhere the game runs: no audio library in the package (Qt's
multimedia module alone would add tens of megabytes), and nothing loaded at start-up.

- Linux: the sound server's player, the first found of ``pw-play`` (PipeWire), ``paplay``
  (PulseAudio) and ``aplay`` (ALSA), started as a process of its own;
- Windows: ``winsound`` from Python's standard library (asynchronous, never the system's default
  beep in place of a missing file);
- macOS: ``afplay``.

The volume is applied to the samples here (a copy of each sound at that volume, made once in a
temporary folder), so it is the same whatever plays it. A system with no player, or whose player
fails (no audio device), makes the game silent for the session, quietly: :meth:`available` says
so. The sounds are ``resources/sounds/*.wav``, made by ``tools/make-sounds``.
"""

from __future__ import annotations

import enum
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...resources_path import resource_path

if TYPE_CHECKING:  # the rest loads with the first sound, not with the window
    import subprocess
    import tempfile

log = logging.getLogger(__name__)

LINUX_PLAYERS = ("pw-play", "paplay", "aplay")


class Sound(enum.Enum):
    """The game's sounds, named as their files are."""

    MOVE = "move"  # your move
    COMPUTER = "computer"  # the computer's move
    REFUSED = "refused"  # a taken cell, or the computer's turn
    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"
    SOLVED = "solved"  # a puzzle solved
    MISSED = "missed"  # a puzzle missed


class SoundPlayer(QObject):
    """Plays :class:`Sound` s when enabled, at a volume from 0 to 100."""

    played = Signal(object)  # the Sound just started (for tests and screen-reader users' tools)

    def __init__(self, enabled: bool = True, volume: int = 70,
                 parent: QObject | None = None, command: list[str] | None = None) -> None:
        """``command``: the player to run with a sound file's path (default: the platform's,
        found at the first sound)."""
        super().__init__(parent)
        self._enabled = enabled
        self._volume = max(0, min(100, volume))
        self._command: list[str] | None = command
        self._looked = command is not None
        self._failed = False
        self._running: list[subprocess.Popen[bytes]] = []
        self._folder: tempfile.TemporaryDirectory[str] | None = None

    # -- the choice -------------------------------------------------------------------------

    def set_enabled(self, enabled: bool) -> None:
        """Sound on, or muted."""
        self._enabled = enabled

    def enabled(self) -> bool:
        """True unless muted."""
        return self._enabled

    def set_volume(self, volume: int) -> None:
        """0 (silent) to 100 (the sounds as made)."""
        self._volume = max(0, min(100, volume))

    def volume(self) -> int:
        """The volume, 0 to 100."""
        return self._volume

    def available(self) -> bool:
        """False once the system has shown it cannot play (no player, no device)."""
        self._find_player()
        return not self._failed and (self._command is not None or sys.platform == "win32")

    # -- playing ----------------------------------------------------------------------------

    def play(self, sound: Sound) -> bool:
        """Start ``sound`` and return at once; False when nothing was started (muted, silent
        volume, or no way to play)."""
        self._reap()
        if not self._enabled or self._volume == 0 or not self.available():
            return False
        import subprocess

        try:
            path = self._file_for(sound)
            if sys.platform == "win32" and self._command is None:
                import winsound

                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC
                                   | winsound.SND_NODEFAULT)
            else:
                assert self._command is not None
                self._running.append(subprocess.Popen(
                    [*self._command, str(path)], stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        except (OSError, RuntimeError) as exc:  # no device, or the player would not start
            log.info("sound: cannot play (%s); the game stays silent", exc)
            self._failed = True
            return False
        self.played.emit(sound)
        return True

    def wait(self, timeout_s: float = 5.0) -> None:
        """Wait until the sounds started have finished (at closing, and for tests)."""
        import subprocess

        for process in self._running:
            try:
                process.wait(timeout_s)
            except subprocess.TimeoutExpired:
                process.kill()
        self._reap()

    def close(self) -> None:
        """Let the sounds still playing end, and remove the volume's copies."""
        self.wait(1.0)
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None

    def _reap(self) -> None:
        """Forget the players that have ended; one that failed means no device: silence."""
        still = []
        for process in self._running:
            code = process.poll()
            if code is None:
                still.append(process)
            elif code != 0:
                if not self._failed:
                    log.info("sound: %s ended with %s; the game stays silent",
                             process.args[0], code)  # type: ignore[index]
                self._failed = True
        self._running = still

    def _find_player(self) -> None:
        if self._looked:
            return
        self._looked = True
        import shutil

        if sys.platform == "darwin":
            names: tuple[str, ...] = ("afplay",)
        elif sys.platform == "win32":
            return
        else:
            names = LINUX_PLAYERS
        for name in names:
            found = shutil.which(name)
            if found:
                self._command = [found]
                return

    def _file_for(self, sound: Sound) -> Path:
        """The sound's file at the volume in force (made once per volume)."""
        source = resource_path("sounds") / f"{sound.value}.wav"
        if self._volume == 100:
            return source
        if self._folder is None:
            import tempfile

            self._folder = tempfile.TemporaryDirectory(prefix="ttt-sounds-")
        path = Path(self._folder.name) / f"{sound.value}-{self._volume}.wav"
        if not path.exists():
            write_scaled(source, path, self._volume / 100)
        return path


def write_scaled(source: Path, target: Path, gain: float) -> None:
    """Copy a 16-bit WAV file with its samples multiplied by ``gain`` (0..1)."""
    import array
    import wave

    with wave.open(str(source), "rb") as reader:
        params = reader.getparams()
        samples = array.array("h", reader.readframes(params.nframes))
    if sys.byteorder == "big":
        samples.byteswap()
    scaled = array.array("h", (round(s * gain) for s in samples))
    if sys.byteorder == "big":
        scaled.byteswap()
    with wave.open(str(target), "wb") as writer:
        writer.setparams(params)
        writer.writeframes(scaled.tobytes())
