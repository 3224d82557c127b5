"""Starts and closes the real game window on a settings file, in a process of its own (a crash
in ``QMainWindow.restoreState`` kills the process, not the test). Used by
tests/qt/widgets/test_window_layout.py and benchmarks/bench_layout_damage.py.

``python layout_driver.py start SETTINGS [--die-in-restore]``
    start the window on SETTINGS and close it (which stores its layout); print ``closed``.
    With ``--die-in-restore``, the process kills itself (SIGKILL) if the window restores a
    stored dock state: a crash during the restore, made certain. With ``--unguarded``, the
    stored bytes go to Qt unchecked, as before the layout had its digest (a benchmark's
    baseline).
``python layout_driver.py damage GOOD SCRATCH FIRST COUNT [VALUE ...]``
    for each byte position of GOOD's stored state from FIRST to FIRST + COUNT - 1 and each
    VALUE (XORed into that byte), copy GOOD to SCRATCH with that one byte of the state changed
    and start and close a window on it; print each case's ``position value`` before it runs,
    then ``done``.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication, QMainWindow

from ttt_desktop.play.settings import load_settings, quarantine_if_damaged
from ttt_desktop.qt import main_window
from ttt_desktop.qt.main_window import MainWindow


def start_and_close(path: str) -> None:
    store = QSettings(path, QSettings.Format.IniFormat)
    quarantine_if_damaged(store)
    window = MainWindow(store, load_settings(store), pause_ms=0)
    window.show()
    QApplication.processEvents()
    window.close()
    window.controller.opponent.shutdown()
    window.deleteLater()
    QApplication.processEvents()


def damaged_copies(good: str, scratch: str, first: int, count: int,
                   values: list[int]) -> None:
    state = QSettings(good, QSettings.Format.IniFormat).value("window/state")
    assert isinstance(state, QByteArray)
    original = bytes(state.data())
    for position in range(first, min(first + count, len(original))):
        for value in values:
            print(position, value, flush=True)
            shutil.copyfile(good, scratch)
            damaged = bytearray(original)
            damaged[position] ^= value
            store = QSettings(scratch, QSettings.Format.IniFormat)
            store.setValue("window/state", QByteArray(bytes(damaged)))
            store.sync()
            del store
            start_and_close(scratch)
    print("done", len(original), flush=True)


def restore_unchecked(window: QMainWindow, store: QSettings) -> bool:
    state, geometry = store.value("window/state"), store.value("window/geometry")
    if isinstance(state, QByteArray):
        window.restoreState(state)
    return isinstance(geometry, QByteArray) and window.restoreGeometry(geometry)


def main(argv: list[str]) -> None:
    app = QApplication([argv[0]])
    if argv[1] == "start":
        if "--die-in-restore" in argv:
            def die(window: QMainWindow, state: QByteArray, version: int = 0) -> bool:
                os.kill(os.getpid(), signal.SIGKILL)
                return False
            MainWindow.restoreState = die  # type: ignore[assignment,method-assign]
        if "--unguarded" in argv:
            setattr(main_window, "restore_layout", restore_unchecked)  # noqa: B010
        start_and_close(argv[2])
        print("closed", flush=True)
    else:
        damaged_copies(argv[2], argv[3], int(argv[4]), int(argv[5]),
                       [int(value) for value in argv[6:]] or [0xFF])
    del app


if __name__ == "__main__":
    main(sys.argv)
