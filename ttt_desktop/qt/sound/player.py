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

from PySide6.QtCore import QCoreApplication, QMetaObject, QObject, Qt, QThread, Signal, Slot

from ...resources_path import resource_path

if TYPE_CHECKING:  # the rest loads with the first sound, not with the window
    import subprocess
    import tempfile

log = logging.getLogger(__name__)

LINUX_PLAYERS = ("pw-play", "paplay", "aplay")
CLOSE_WAIT_MS = 2000
#: Sound threads that did not end at closing: kept, so that no running thread is destroyed.
_LEFT_RUNNING: list[QThread] = []


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
    """Plays :class:`Sound` s when enabled, at a volume from 0 to 100, never on the window's
    thread: finding the player, making a volume's copy of a sound and starting the player happen
    in a thread of its own (a worker object, started with the first sound)."""

    played = Signal(object)  # the Sound just started (for tests and screen-reader users' tools)
    _requested = Signal(object, int)  # Sound, volume: to the worker
    _prepare_requested = Signal(int)  # volume: to the worker

    def __init__(self, enabled: bool = True, volume: int = 70,
                 parent: QObject | None = None, command: list[str] | None = None) -> None:
        """``command``: the player to run with a sound file's path (default: the platform's,
        found at the first sound)."""
        super().__init__(parent)
        self._enabled = enabled
        self._volume = max(0, min(100, volume))
        self._command = command
        self._failed = False
        self._thread: QThread | None = None
        self._worker: _SoundWorker | None = None
        self._closed = False  # closed for good: no thread starts again

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
        return not self._failed

    # -- playing ----------------------------------------------------------------------------

    def play(self, sound: Sound) -> bool:
        """Ask for ``sound`` and return at once (:attr:`played` follows when it starts); False
        when nothing is asked for (muted, silent volume, or no way to play)."""
        if not self._enabled or self._volume == 0 or self._failed or self._closed:
            return False
        if self._thread is None:
            self._start()
        self._requested.emit(sound, self._volume)
        return True

    def prepare(self) -> None:
        """Get ready in the worker's thread while the window stands idle: find the player, load
        what playing needs and make the sounds' copies at the volume in force, so that the first
        move's sound costs the window nothing."""
        if not self._enabled or self._volume == 0 or self._failed or self._closed:
            return
        if self._thread is None:
            self._start()
        self._prepare_requested.emit(self._volume)

    def wait(self) -> None:
        """Wait until every sound asked for has been started and has finished playing (at
        closing, and for tests)."""
        if self._worker is not None:
            QMetaObject.invokeMethod(self._worker, "finish",
                                     Qt.ConnectionType.BlockingQueuedConnection)
            QCoreApplication.sendPostedEvents(self)  # what the worker said, heard now

    def close(self) -> None:
        """Stop the worker's thread (quit, then wait) and remove the volume's copies. A thread
        still inside the system's player after two seconds (a sound device that does not answer)
        is left to end with the program, never terminated."""
        self._closed = True
        thread, self._thread = self._thread, None
        worker, self._worker = self._worker, None
        if thread is None or worker is None:
            return
        thread.quit()
        if thread.wait(CLOSE_WAIT_MS):
            worker.close()  # its thread has ended: its files are this thread's to remove
        else:
            log.info("sound: the player does not answer; its thread ends with the program")
            _LEFT_RUNNING.append(thread)

    def _start(self) -> None:
        self._thread = QThread()
        self._thread.setObjectName("ttt-sound")
        worker = self._worker = _SoundWorker(self._command)  # no parent: it lives in its thread
        worker.moveToThread(self._thread)
        self._thread.finished.connect(worker.deleteLater)
        self._requested.connect(worker.play)
        self._prepare_requested.connect(worker.prepare)
        worker.started.connect(self.played)
        worker.failed.connect(self._on_failed)
        self._thread.start()

    @Slot()
    def _on_failed(self) -> None:
        self._failed = True


class _SoundWorker(QObject):
    """The sound thread's worker: finds the player, makes a volume's copy of a sound, starts the
    player and watches it end (a player that fails means no device: ``failed``, once)."""

    started = Signal(object)  # Sound
    failed = Signal()

    def __init__(self, command: list[str] | None) -> None:
        super().__init__()
        self._command = command
        self._looked = command is not None
        self._failed = False
        self._running: list[subprocess.Popen[bytes]] = []
        self._folder: tempfile.TemporaryDirectory[str] | None = None

    @Slot(object, int)
    def play(self, sound: Sound, volume: int) -> None:
        import subprocess

        self._reap()
        self._find_player()
        if self._failed:
            return
        if self._command is None and sys.platform != "win32":
            self._fail("no sound player on this system")
            return
        try:
            path = self._file_for(sound, volume)
            if sys.platform == "win32" and self._command is None:
                import winsound

                # played to its end in this thread: the system's asynchronous playing waits
                # for a device that may not be there (seen under Wine)
                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_NODEFAULT)
            else:
                assert self._command is not None
                self._running.append(subprocess.Popen(
                    [*self._command, str(path)], stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        except (OSError, RuntimeError) as exc:  # no device, or the player would not start
            self._fail(str(exc))
            return
        self.started.emit(sound)

    @Slot(int)
    def prepare(self, volume: int) -> None:
        """Find the player and make every sound's copy at ``volume``, ahead of the first."""
        import subprocess  # noqa: F401 - loaded here, in this thread, before the first sound

        self._find_player()
        if self._command is None and sys.platform != "win32":
            return
        try:
            for sound in Sound:
                self._file_for(sound, volume)
        except OSError as exc:  # no room for the copies: the sounds say so when asked for
            log.info("sound: cannot prepare the sounds (%s)", exc)

    @Slot()
    def finish(self) -> None:
        """Wait for the sounds playing to end."""
        import subprocess

        for process in self._running:
            try:
                process.wait(5.0)
            except subprocess.TimeoutExpired:
                process.kill()
        self._reap()

    @Slot()
    def close(self) -> None:
        """Let what plays end (a second at most) and remove the volume's copies."""
        import subprocess

        for process in self._running:
            try:
                process.wait(1.0)
            except subprocess.TimeoutExpired:
                process.kill()
        self._running = []
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None

    def _fail(self, why: str) -> None:
        if not self._failed:
            log.info("sound: cannot play (%s); the game stays silent", why)
            self._failed = True
            self.failed.emit()

    def _reap(self) -> None:
        """Forget the players that have ended; one that failed means no device: silence."""
        still = []
        for process in self._running:
            code = process.poll()
            if code is None:
                still.append(process)
            elif code != 0:
                self._fail(f"the player ended with {code}")
        self._running = still

    def _find_player(self) -> None:
        if self._looked:
            return
        self._looked = True
        import shutil

        if sys.platform == "win32":
            return
        names = ("afplay",) if sys.platform == "darwin" else LINUX_PLAYERS
        for name in names:
            found = shutil.which(name)
            if found:
                self._command = [found]
                return

    def _file_for(self, sound: Sound, volume: int) -> Path:
        """The sound's file at this volume (made once per volume)."""
        source = resource_path("sounds") / f"{sound.value}.wav"
        if volume == 100:
            return source
        if self._folder is None:
            import tempfile

            self._folder = tempfile.TemporaryDirectory(prefix="ttt-sounds-")
        path = Path(self._folder.name) / f"{sound.value}-{volume}.wav"
        if not path.exists():
            write_scaled(source, path, volume / 100)
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
