"""The fixed geometry of the 3 × 3 board: cells, lines and symmetries.

Cells are numbered 0..8, row-major from the top-left::

    0 1 2
    3 4 5
    6 7 8

A set of cells is an ``int`` bit mask, bit ``i`` for cell ``i``. Tables indexed by such a mask are
precomputed once here, so the rules and the solver never loop over lines on a hot path.

>>> LINES[0]
(0, 1, 2)
>>> HAS_LINE[0b000_000_111], HAS_LINE[0b000_000_011]
(True, False)
"""

from __future__ import annotations

from typing import Final

Line = tuple[int, int, int]

CELLS: Final = range(9)
FULL: Final = 0b111_111_111
CENTRE: Final = 4
CORNERS: Final = (0, 2, 6, 8)
EDGES: Final = (1, 3, 5, 7)

LINES: Final[tuple[Line, ...]] = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)


def mask_of(cells: tuple[int, ...] | list[int]) -> int:
    """Return the bit mask of some cells.

    >>> mask_of([0, 4, 8])
    273
    """
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


LINE_MASKS: Final[tuple[int, ...]] = tuple(mask_of(line) for line in LINES)

#: For every mask, the lines it completely covers.
LINES_IN: Final[tuple[tuple[Line, ...], ...]] = tuple(
    tuple(line for line, lm in zip(LINES, LINE_MASKS) if m & lm == lm) for m in range(512)
)
#: For every mask, whether it covers at least one line.
HAS_LINE: Final[tuple[bool, ...]] = tuple(bool(lines) for lines in LINES_IN)
#: For every mask, how many cells it holds.
POPCOUNT: Final[tuple[int, ...]] = tuple(bin(m).count("1") for m in range(512))
#: For every mask of taken cells, the free cells in ascending order.
FREE_CELLS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(c for c in CELLS if not m >> c & 1) for m in range(512)
)


def _transforms() -> tuple[tuple[int, ...], ...]:
    """The 8 symmetries of the square, each as a permutation: ``new_cell -> old_cell``."""
    identity = tuple(CELLS)
    rotate = tuple(3 * (2 - c % 3) + c // 3 for c in CELLS)  # quarter turn
    mirror = tuple(3 * (c // 3) + 2 - c % 3 for c in CELLS)  # left-right flip
    perms = []
    perm = identity
    for _ in range(4):
        perms.append(perm)
        perms.append(tuple(perm[mirror[c]] for c in CELLS))
        perm = tuple(perm[rotate[c]] for c in CELLS)
    return tuple(perms)


#: The 8 symmetries of the board as cell permutations (the first is the identity).
SYMMETRIES: Final[tuple[tuple[int, ...], ...]] = _transforms()

#: For each of the 8 symmetries, the image of every 9-bit mask.
SYMMETRY_IMAGES: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(sum(1 << new for new, old in enumerate(perm) if mask >> old & 1) for mask in range(512))
    for perm in SYMMETRIES
)


def symmetric_keys(key: int) -> frozenset[int]:
    """The distinct images of a position key (``x_mask | o_mask << 9``) under the 8 symmetries:
    its class, of 1, 2, 4 or 8 positions.

    >>> len(symmetric_keys(0)), len(symmetric_keys(1)), len(symmetric_keys(1 << 4))
    (1, 4, 1)
    """
    x, o = key & 0x1FF, key >> 9
    return frozenset(image[x] | image[o] << 9 for image in SYMMETRY_IMAGES)


def canonical_key(key: int) -> int:
    """The smallest key among a position's 8 symmetric images: one key per class.

    >>> canonical_key(1 << 8) == canonical_key(1 << 0) == 1
    True
    """
    x, o = key & 0x1FF, key >> 9
    return min(image[x] | image[o] << 9 for image in SYMMETRY_IMAGES)


def row_and_column(cell: int) -> str:
    """Name a cell for people: row and column, counted from 1 at the top-left.

    >>> row_and_column(5)
    'row 2, column 3'
    """
    return f"row {cell // 3 + 1}, column {cell % 3 + 1}"
