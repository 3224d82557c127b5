"""Disabled controls that look disabled in a dark palette too.

Some dark themes give disabled button text nearly the colour of enabled text, so a disabled
"Play from Here" looked like the enabled "Retry" beside it. In a dark palette the
disabled text here is the colour halfway between the background and the enabled text.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

_ROLES = ((QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
          (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
          (QPalette.ColorRole.Text, QPalette.ColorRole.Base))


def _mix(a: QColor, b: QColor, share: float) -> QColor:
    return QColor(round(a.red() + (b.red() - a.red()) * share),
                  round(a.green() + (b.green() - a.green()) * share),
                  round(a.blue() + (b.blue() - a.blue()) * share))


def is_dark(palette: QPalette) -> bool:
    """Light text on a dark window."""
    return (palette.color(QPalette.ColorRole.Window).lightness()
            < palette.color(QPalette.ColorRole.WindowText).lightness())


def with_dim_disabled_text(palette: QPalette) -> QPalette:
    """``palette`` with its disabled text halfway to the background, if it is dark (a light
    palette is returned as it is)."""
    if not is_dark(palette):
        return palette
    dimmed = QPalette(palette)
    for text, background in _ROLES:
        enabled = palette.color(QPalette.ColorGroup.Active, text)
        ground = palette.color(QPalette.ColorGroup.Active, background)
        dimmed.setColor(QPalette.ColorGroup.Disabled, text, _mix(ground, enabled, 0.45))
    return dimmed
