"""The solver's tables written ahead of time: read back, they are the solver's own, and a file
that cannot be used is ignored (the variant is then solved as before)."""

from __future__ import annotations

import gc
import pickle
from collections.abc import Iterator
from pathlib import Path

import pytest

from ttt_desktop.engine import Variant, solved_tables, solver
from ttt_desktop.engine.solved_tables import read_table, table_path, use_tables_in
from ttt_desktop.engine.solver import write_tables
from ttt_desktop.resources_path import resource_path


@pytest.fixture
def fresh_solver(monkeypatch) -> Iterator[None]:
    """No variant solved yet and no tables folder, and both put back afterwards."""
    monkeypatch.setattr(solver, "_SOLVED", {})
    monkeypatch.setattr(solver, "_SOLVED_COLD", [])
    monkeypatch.setattr(solved_tables, "_folder", None)
    yield


@pytest.mark.parametrize("variant", list(Variant))
def test_a_written_table_reads_back_as_the_solvers_own(tmp_path: Path, variant: Variant):
    write_tables(tmp_path, [variant])
    assert read_table(tmp_path, variant) == solver.build_tables(variant)


def test_solve_reads_the_tables_and_plays_as_if_it_had_solved(tmp_path: Path, fresh_solver,
                                                              monkeypatch):
    write_tables(tmp_path)
    built = {v: solver.build_tables(v) for v in Variant}

    def no_solving(variant: Variant) -> None:
        raise AssertionError(f"{variant} was solved although its table was there")

    monkeypatch.setattr(solver, "build_tables", no_solving)
    use_tables_in(tmp_path)
    for variant in Variant:
        solution = solver.solve(variant)
        assert (solution._nodes, solution._choices) == built[variant]
    assert solver.solved_cold() == ()


@pytest.mark.parametrize("damage", [
    b"",  # empty
    b"not a pickle at all",
    b"\x80\x05K\x01.",  # a pickle of the number 1
])
def test_a_damaged_or_foreign_table_is_ignored_and_the_variant_solved(tmp_path: Path,
                                                                       fresh_solver, damage):
    write_tables(tmp_path, [Variant.STANDARD])
    table_path(tmp_path, Variant.STANDARD).write_bytes(damage)
    assert read_table(tmp_path, Variant.STANDARD) is None
    use_tables_in(tmp_path)
    assert solver.solve(Variant.STANDARD).first_move_values() == (0,) * 9
    assert solver.solved_cold() == (Variant.STANDARD,)


def test_a_table_of_another_format_or_variant_is_ignored(tmp_path: Path, monkeypatch):
    write_tables(tmp_path, [Variant.MISERE])
    misere = table_path(tmp_path, Variant.MISERE)
    misere.rename(table_path(tmp_path, Variant.LAST_LINE))  # a misère table under another name
    assert read_table(tmp_path, Variant.LAST_LINE) is None
    write_tables(tmp_path, [Variant.MISERE])
    monkeypatch.setattr(solved_tables, "TABLE_FORMAT", solved_tables.TABLE_FORMAT + 1)
    assert read_table(tmp_path, Variant.MISERE) is None
    assert read_table(tmp_path / "missing", Variant.MISERE) is None


def test_the_installed_tables_are_current():
    """tools/setup-env builds resources/solved/: what the game reads is what the solver gives."""
    folder = resource_path("solved")
    if not folder.is_dir():
        pytest.skip("no resources/solved/: run tools/build-solved-tables")
    for variant in Variant:
        assert read_table(folder, variant) == solver.build_tables(variant), (
            f"resources/solved/ is stale for {variant.value}: run tools/build-solved-tables")


@pytest.mark.parametrize("stored", [
    (solved_tables.TABLE_FORMAT, "standard", {}, {}),  # no positions at all
    (solved_tables.TABLE_FORMAT, "standard", {0: (0, 9, (4,), 1)}, [4]),  # choices not a dict
    (solved_tables.TABLE_FORMAT, "standard", [(0, 9, (4,), 1)], {0: (4,)}),  # nodes not a dict
    (solved_tables.TABLE_FORMAT, "standard", {1: (0, 9, (4,), 1)}, {0: (4,)}),  # no empty board
    (solved_tables.TABLE_FORMAT, "standard", {0}, {0: (4,)}),  # nodes a set, not a dict
    (solved_tables.TABLE_FORMAT, "standard", {0: (0, 9, (4,), 1)}),  # a part missing
])
def test_a_table_of_the_wrong_shape_is_ignored(tmp_path: Path, stored):
    table_path(tmp_path, Variant.STANDARD).write_bytes(pickle.dumps(stored))
    assert read_table(tmp_path, Variant.STANDARD) is None


def test_writing_makes_the_folder_and_replaces_old_tables(tmp_path: Path):
    folder = tmp_path / "a" / "b"
    write_tables(folder, [Variant.STANDARD])
    write_tables(folder, [Variant.STANDARD])  # again, over the first
    assert sorted(p.name for p in folder.iterdir()) == ["standard.table"]
    assert read_table(folder, Variant.STANDARD) is not None


def test_no_garbage_collection_runs_while_a_table_is_read(tmp_path: Path):
    write_tables(tmp_path, [Variant.LAST_LINE])
    collections: list[int] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            collections.append(info["generation"])

    threshold = gc.get_threshold()
    gc.callbacks.append(note)
    gc.set_threshold(10)  # a collection every few allocations, were it allowed
    try:
        pickle.loads(table_path(tmp_path, Variant.LAST_LINE).read_bytes())
        plain = len(collections)  # the same bytes read with collecting on
        collections.clear()
        assert read_table(tmp_path, Variant.LAST_LINE) is not None
        assert plain > 500 and len(collections) < 20, (plain, len(collections))
        assert gc.isenabled()  # and collecting goes on afterwards
        gc.disable()  # a caller that had it off keeps it off
        assert read_table(tmp_path, Variant.LAST_LINE) is not None
        assert not gc.isenabled()
    finally:
        gc.enable()
        gc.set_threshold(*threshold)
        gc.callbacks.remove(note)
