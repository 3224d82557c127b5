"""The disk writer: a job that fails is logged, and the jobs after it still run."""

from __future__ import annotations

import logging
import threading

import pytest

from ttt_desktop.play.disk_writer import DiskWriter


def test_a_failed_job_is_logged_and_the_next_job_still_runs(writer: DiskWriter,
                                                            caplog: pytest.LogCaptureFixture):
    def broken() -> None:
        raise OSError("disk full")

    ran = threading.Event()
    with caplog.at_level(logging.ERROR, logger="ttt_desktop.play.disk_writer"):
        writer.submit(broken)
        writer.submit(ran.set)
        assert ran.wait(timeout=5.0), "the job after the failed one never ran"
    failures = [r for r in caplog.records if r.getMessage() == "a background write failed"]
    assert len(failures) == 1
    assert failures[0].exc_info is not None and isinstance(failures[0].exc_info[1], OSError)
