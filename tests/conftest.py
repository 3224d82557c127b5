"""Shared test set-up: offscreen Qt unless a display is given, and never the user's settings."""

from __future__ import annotations

import os
import tempfile

# Before any Qt import: no display in CI, and settings written under a throwaway folder.
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="ttt-test-config-")

# Hypothesis profiles (docs/testing.md): "ci" is derandomized and bounded, so that a CI run is
# the same every time and stays within its time; "dev" explores long. HYPOTHESIS_PROFILE picks
# one; without it, CI (set by the CI runner) means "ci", and a developer's run gets "local":
# "ci"'s bounds with fresh examples each run and the example database in .hypothesis/.
from hypothesis import HealthCheck, settings

settings.register_profile("ci", derandomize=True, database=None, deadline=None,
                          max_examples=50, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("local", deadline=None, max_examples=50,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None, max_examples=2000,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE")
                      or ("ci" if os.environ.get("CI") else "local"))

#: Seconds one test may take before pytest-timeout fails it (a hang fails fast instead of
#: stopping the run): by folder, the first match wins; a test's own ``@pytest.mark.timeout``
#: comes first. A property test gets its folder's time scaled by the profile's examples.
TIMEOUTS = (("tests/play/", 60), ("tests/qt/", 120), ("tests/engine/", 600),
            ("tests/e2e/", 600), ("tests/packaging/", 1800), ("", 300))


def pytest_collection_modifyitems(config, items) -> None:  # type: ignore[no-untyped-def]
    import pytest

    scale = max(1.0, settings.default.max_examples / 50)
    root = str(config.rootpath) + "/"
    for item in items:
        if item.get_closest_marker("timeout") is not None:
            continue
        where = str(item.path).removeprefix(root)
        seconds = next(limit for folder, limit in TIMEOUTS if where.startswith(folder))
        if item.get_closest_marker("hypothesis") is not None:
            seconds = int(seconds * scale)
        item.add_marker(pytest.mark.timeout(seconds))
