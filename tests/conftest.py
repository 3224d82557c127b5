"""Shared test set-up: offscreen Qt unless a display is given, and never the user's settings."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

# Before any Qt import: no display in CI, and settings written under a throwaway folder.
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="ttt-test-config-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="ttt-test-data-")  # the history too


def _missing_before_tests() -> str | None:
    """What the tests need that a checkout does not have until it is set up, or None."""
    from importlib.util import find_spec
    from pathlib import Path

    for module, package in (("pytestqt", "pytest-qt"), ("fontTools", "fonttools"),
                            ("hypothesis", "hypothesis"), ("pytest_timeout", "pytest-timeout"),
                            ("highspy", "highspy")):
        if find_spec(module) is None:
            return f"{package} is missing: run tools/setup-env (or: pip install --group dev -e .)"
    resources = Path(__file__).resolve().parent.parent / "resources"
    for ts in sorted((resources / "translations").glob("*.ts")):
        qm = ts.with_suffix(".qm")
        if not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime:
            state = "older than its .ts" if qm.is_file() else "missing"
            return (f"resources/translations/{qm.name} is {state}: run tools/build-translations "
                    "(or tools/setup-env, or pip install -e .)")
    from ttt_desktop.engine import Variant

    missing = [f"{v.value}.table" for v in Variant
               if not (resources / "solved" / f"{v.value}.table").is_file()]
    if missing:
        return (f"resources/solved/{missing[0]} is missing: run tools/build-solved-tables "
                "(or tools/setup-env, or pip install -e .)")
    return None


@pytest.fixture
def store(tmp_path: Path) -> QSettings:
    """Settings in a temporary INI file, never the user's (for the controller's and the window's
    tests; Qt is imported here, after the environment above is set)."""
    from PySide6.QtCore import QSettings

    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def pytest_configure(config) -> None:
    missing = _missing_before_tests()
    if missing:
        pytest.exit(missing, returncode=4)
    _load_hypothesis_profile()


# Hypothesis profiles (docs/testing.md): "ci" is derandomized and bounded, so that a CI run is
# the same every time and stays within its time; "dev" explores long. HYPOTHESIS_PROFILE picks
# one; without it, CI (set by the CI runner) means "ci", and a developer's run gets "local":
# "ci"'s bounds with fresh examples each run and the example database in .hypothesis/.
def _load_hypothesis_profile() -> None:
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
TIMEOUTS = (("tests/play/", 60), ("tests/qt/", 120), ("tests/instance/", 120),
            ("tests/engine/", 600), ("tests/e2e/", 600), ("tests/packaging/", 1800), ("", 300))


def pytest_collection_modifyitems(config, items) -> None:  # type: ignore[no-untyped-def]
    from hypothesis import settings

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
