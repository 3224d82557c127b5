"""Guard against a PySide6 release that leaks references on signal delivery.

PySide6 6.12.0 dropped one reference to None (or True) each time a signal reached a Python
callable. Python 3.11 counts references to None, so a game session died with "Fatal Python error:
none_dealloc" after a few thousand signals. pyproject.toml keeps us below 6.12; this test fails if
the PySide6 we run has that bug. It runs in a child process, as the bug kills the interpreter.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_many_signals_to_python_slots_keep_none_and_true_alive():
    code = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

        class Emitter(QObject):
            ping = Signal()
            flag = Signal(bool)

        app = QCoreApplication([])
        emitter = Emitter()
        emitter.ping.connect(lambda: None)
        emitter.flag.connect(lambda value: None)
        before = sys.getrefcount(None), sys.getrefcount(True)
        for _ in range(20_000):
            emitter.ping.emit()
            emitter.flag.emit(True)
        after = sys.getrefcount(None), sys.getrefcount(True)
        print("drift", after[0] - before[0], after[1] - before[1])
        """
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    _, none_drift, true_drift = done.stdout.split()
    assert abs(int(none_drift)) < 100 and abs(int(true_drift)) < 100, done.stdout
