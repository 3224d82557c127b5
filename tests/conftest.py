"""Shared test set-up: offscreen Qt unless a display is given, and never the user's settings."""

from __future__ import annotations

import os
import tempfile

# Before any Qt import: no display in CI, and settings written under a throwaway folder.
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="ttt-test-config-")
