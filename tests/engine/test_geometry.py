"""The board's fixed geometry: lines, masks and the eight symmetries."""

from __future__ import annotations

from ttt_desktop.engine.geometry import (
    FREE_CELLS,
    HAS_LINE,
    LINES,
    LINES_IN,
    POPCOUNT,
    SYMMETRIES,
    canonical_key,
    mask_of,
    row_and_column,
    symmetric_keys,
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



def test_a_keys_class_is_its_images_under_the_eight_permutations() -> None:
    def key_of(x_cells: set[int], o_cells: set[int]) -> int:
        return mask_of(sorted(x_cells)) | mask_of(sorted(o_cells)) << 9

    for x_cells, o_cells in [(set(), set()), ({0}, set()), ({4}, {0}), ({0, 8}, {4}),
                             ({0, 1}, {4, 8}), ({0, 5, 7}, {1, 2})]:
        images = {key_of({perm.index(c) for c in x_cells}, {perm.index(c) for c in o_cells})
                  for perm in SYMMETRIES}
        key = key_of(x_cells, o_cells)
        assert symmetric_keys(key) == images
        assert canonical_key(key) == min(images)
