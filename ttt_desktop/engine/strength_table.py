"""The strength scale's calibration, written by ``tools/calibrate-strength`` on 2026-11-25
(:mod:`.calibration`: every pair of entrants played 1000 games per rule, sides
alternating, seed 2026).

``SKILL_RATINGS[variant][i]`` is the (rating, deviation) of skill ``SKILL_GRID[i]``;
``LEVEL_RATINGS[variant][name]`` a named level's. Do not edit by hand.
"""

from __future__ import annotations

from typing import Final

from .rules import Variant

GAMES_PER_PAIR: Final = 1000
SKILL_GRID: Final = (0.0, 0.2, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.93, 0.96, 1.0)
SKILL_RATINGS: Final[dict[Variant, tuple[tuple[float, float], ...]]] = {
    Variant.STANDARD: (
        (1349.8, 4.0),
        (1372.9, 3.8),
        (1408.6, 3.7),
        (1435.6, 3.6),
        (1472.7, 3.5),
        (1543.8, 3.4),
        (1588.3, 3.3),
        (1648.8, 3.3),
        (1724.8, 3.4),
        (1804.7, 3.6),
        (1830.0, 3.6),
        (1833.7, 3.6),
        (1838.3, 3.7),
    ),
    Variant.MISERE: (
        (1456.0, 3.5),
        (1470.4, 3.5),
        (1495.7, 3.4),
        (1517.3, 3.3),
        (1551.8, 3.3),
        (1595.0, 3.2),
        (1624.3, 3.2),
        (1664.6, 3.2),
        (1726.3, 3.3),
        (1822.9, 3.5),
        (1853.9, 3.6),
        (1860.5, 3.6),
        (1862.9, 3.6),
    ),
    Variant.LAST_LINE: (
        (1460.7, 3.6),
        (1481.4, 3.5),
        (1509.8, 3.4),
        (1534.6, 3.3),
        (1567.0, 3.2),
        (1619.0, 3.2),
        (1657.7, 3.2),
        (1711.1, 3.2),
        (1767.4, 3.3),
        (1822.4, 3.4),
        (1840.5, 3.5),
        (1843.2, 3.5),
        (1851.1, 3.5),
    ),
}
LEVEL_RATINGS: Final[dict[Variant, dict[str, tuple[float, float]]]] = {
    Variant.STANDARD: {
        'easy': (1349.8, 4.0),
        'medium': (1650.2, 3.3),
        'hard': (1823.2, 3.6),
        'perfect': (1838.3, 3.7),
    },
    Variant.MISERE: {
        'easy': (1456.0, 3.5),
        'medium': (1544.0, 3.3),
        'hard': (1727.6, 3.3),
        'perfect': (1862.9, 3.6),
    },
    Variant.LAST_LINE: {
        'easy': (1460.7, 3.6),
        'medium': (1539.3, 3.3),
        'hard': (1705.4, 3.2),
        'perfect': (1851.1, 3.5),
    },
}
