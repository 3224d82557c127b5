"""Disabled text in a dark palette stands apart from enabled text and stays readable
(ttt_desktop/qt/widgets/disabled_text.py)."""

from __future__ import annotations


def test_disabled_text_stands_apart_in_a_dark_palette() -> None:
    from PySide6.QtGui import QColor, QPalette

    from ttt_desktop.qt.widgets.disabled_text import with_dim_disabled_text

    dark = QPalette(QColor("#31363b"))  # a dark theme: light text on dark grey
    for role in (QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        dark.setColor(QPalette.ColorGroup.Active, role, QColor("#fcfcfc"))
        dark.setColor(QPalette.ColorGroup.Disabled, role, QColor("#e0e0e0"))  # nearly the same
    fixed = with_dim_disabled_text(dark)
    enabled = fixed.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)
    disabled = fixed.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
    button = fixed.color(QPalette.ColorRole.Button)
    assert contrast(enabled, disabled) >= 2.5  # it was 1.2
    assert contrast(disabled, button) >= 2.0  # still readable
    light = QPalette(QColor("#efefef"))
    assert with_dim_disabled_text(light) == light  # a light palette is left alone


def contrast(a, b) -> float:
    def luminance(colour) -> float:
        channels = []
        for value in (colour.redF(), colour.greenF(), colour.blueF()):
            channels.append(value / 12.92 if value <= 0.03928 else
                            ((value + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)
