"""tools/screenshots.py makes the README's pictures from games that can really happen: it drives
the window through its public interface only, and it runs."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

TOOL = Path(__file__).resolve().parents[2] / "tools" / "screenshots.py"


def test_the_screenshot_tool_touches_no_private_attribute():
    tree = ast.parse(TOOL.read_text(encoding="utf-8"))
    private = [f"line {node.lineno}: .{node.attr}" for node in ast.walk(tree)
               if isinstance(node, ast.Attribute) and node.attr.startswith("_")
               and not node.attr.startswith("__")]
    assert private == []


def test_the_screenshot_tool_plays_real_games_to_png(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, str(TOOL), str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    for name in ("light-game", "light-end", "dark-end", "dark-analysis", "language-ar",
                 "language-zh_CN", "language-de"):
        image = QImage(str(tmp_path / f"{name}.png"))
        assert not image.isNull() and image.width() >= 300
