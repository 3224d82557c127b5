"""The board's fixed geometry: lines, masks and the eight symmetries."""

from __future__ import annotations

from ttt_desktop.engine.geometry import (
    FREE_CELLS,
    HAS_LINE,
    LINES,
    LINES_IN,
    POPCOUNT,
    SYMMETRIES,
    mask_of,
    row_and_column,
)

from . import reference


def test_there_are_eight_lines_the_textbook_ones() -> None:
    assert sorted(LINES) == sorted(reference.ALL_LINES)


def test_mask_tables_agree_with_counting_cell_by_cell() -> None:
    for mask in range(512):
        cells = [c for c in range(9) if mask >> c & 1]
        assert POPCOUNT[mask] == len(cells)
        assert FREE_CELLS[mask] == tuple(c for c in range(9) if c not in cells)
        covered = tuple(line for line in LINES if set(line) <= set(cells))
        assert LINES_IN[mask] == covered
        assert HAS_LINE[mask] == bool(covered)
        assert mask_of(cells) == mask


def test_the_eight_symmetries_are_distinct_and_map_lines_to_lines() -> None:
    assert len(set(SYMMETRIES)) == 8
    assert SYMMETRIES[0] == tuple(range(9))
    lines = {frozenset(line) for line in LINES}
    for perm in SYMMETRIES:
        assert sorted(perm) == list(range(9))
        assert perm[4] == 4
        assert {frozenset(perm[c] for c in line) for line in LINES} == lines


def test_cells_are_named_by_row_and_column_from_one() -> None:
    assert row_and_column(0) == "row 1, column 1"
    assert row_and_column(7) == "row 3, column 2"
