"""Writes to disk off the window's thread, in the order they were asked for.

The score (QSettings) and the game history (SQLite) change when a game ends. Writing them on the
window's thread stalled its event loop for a few milliseconds right after the deciding move, so
they go to one background thread instead. Reads never wait for it: the score is kept in memory,
and the history is read through its own lock (:class:`ttt_desktop.history.HistoryStore`).

>>> writer = DiskWriter()
>>> done = []
>>> writer.submit(lambda: done.append(1)); writer.submit(lambda: done.append(2))
>>> writer.flush(); done
[1, 2]
>>> writer.close()
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)


class DiskWriter:
    """One background thread that runs write jobs one after another (started by the first job,
    not while the window opens)."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="ttt-disk", daemon=True)
        self._closed = False

    def submit(self, job: Callable[[], None]) -> None:
        """Run ``job`` after every job submitted before it. An exception it raises is logged:
        a job that must report a failure does so itself (with a queued signal)."""
        if self._closed:
            raise RuntimeError("the disk writer is closed")
        if not self._thread.is_alive():
            self._thread.start()
        self._jobs.put(job)

    def _run(self) -> None:
        while (job := self._jobs.get()) is not None:
            try:
                job()
            except Exception:  # a write that failed must not stop the writes after it
                log.exception("a background write failed")

    def flush(self) -> None:
        """Wait until every job submitted so far has run."""
        if self._thread.is_alive():
            done = threading.Event()
            self._jobs.put(done.set)
            done.wait()

    def close(self) -> None:
        """Run what is waiting, then stop the thread (on closing the window)."""
        self._closed = True
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join()
