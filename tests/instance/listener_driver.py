"""The running game's end of the handover, alone in a process with few file descriptors, for
tests/instance/test_listener_crowd.py.

``python listener_driver.py MAX_FILES``: lower this process's open-file limit to MAX_FILES,
take the instance lock and listen where the game does (:func:`ttt_desktop.instance.launch.
instance_key`, from the environment; :class:`ttt_desktop.instance.server.HandoverServer`),
print ``listening``, then ``handover: FILE ...`` for each handover taken; exit when standard
input closes. Warnings go to standard error, as the game logs them.
"""

from __future__ import annotations

import logging
import resource
import sys

from PySide6.QtCore import QCoreApplication, QSocketNotifier

from ttt_desktop.instance.launch import InstanceLock, instance_key, server_name
from ttt_desktop.instance.server import HandoverServer


def main() -> None:
    max_files = int(sys.argv[1])
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max_files, hard))
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(name)s: %(message)s")
    app = QCoreApplication([sys.argv[0]])
    key = instance_key()
    lock = InstanceLock(key)
    assert lock.try_take()
    server = HandoverServer(server_name(key))
    server.listening.connect(lambda: print("listening", flush=True))
    server.handed_over.connect(
        lambda handover: print("handover:", *handover.files, flush=True))
    stdin = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    stdin.activated.connect(lambda: sys.stdin.readline() or app.quit())
    server.start()
    app.exec()
    lock.release()


if __name__ == "__main__":
    main()
