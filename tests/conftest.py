"""Shared test set-up: offscreen Qt unless a display is given, and never the user's settings."""

from __future__ import annotations

import os
import tempfile

import pytest

# Before any Qt import: no display in CI, and settings written under a throwaway folder.
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="ttt-test-config-")


def _missing_before_tests() -> str | None:
    """What the tests need that a checkout does not have until it is set up, or None."""
    from importlib.util import find_spec
    from pathlib import Path

    for module, package in (("pytestqt", "pytest-qt"), ("fontTools", "fonttools")):
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


def pytest_configure(config) -> None:
    missing = _missing_before_tests()
    if missing:
        pytest.exit(missing, returncode=4)
