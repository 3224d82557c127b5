"""The game's colours, shared by everything that paints: the board, the evaluation strip and the
statistics chart."""

from __future__ import annotations

from PySide6.QtGui import QColor

MARK_COLOUR = QColor("#DD3344")
"""The marks' red, as on the original canvas; losses and the side that is ahead borrow it."""
