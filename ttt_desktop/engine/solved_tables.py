"""The solver's tables, built ahead of time and read back, so that a session never solves cold.

A cold solve is 7-16 ms of pure Python per variant. In the game it runs in the computer's thread,
but it shares the interpreter lock with the window's thread and makes work for the garbage
collector. Reading a table written earlier takes about 1.5 ms per variant.

This module is the file format only: :func:`write_table` stores the tables it is given and
:func:`read_table` reads them back. ``tools/build-solved-tables`` builds and writes them with
:func:`ttt_desktop.engine.solver.write_tables` (``tools/setup-env`` and ``packaging/build`` run
it, as they build the translations); the game calls :func:`use_tables_in` with their folder, and
:func:`ttt_desktop.engine.solver.solve` then reads a variant's table instead of solving it. A file
that is missing, damaged or of another format is ignored, and the variant is solved as before:
the tables only ever save time. The files are this program's own build products, read with
:mod:`pickle` like any other part of the installed program.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> write_table(folder, Variant.MISERE, {0: (0, 9, (4,), 1)}, {0: (4,)})
>>> read_table(folder, Variant.MISERE), read_table(folder, Variant.STANDARD)
(({0: (0, 9, (4,), 1)}, {0: (4,)}), None)
"""

from __future__ import annotations

import gc
import pickle
from pathlib import Path
from typing import Final

from .rules import Variant

#: Changes whenever the layout of a solver node changes; files of another format are ignored.
TABLE_FORMAT: Final = 1

#: (nodes, choices) as :class:`ttt_desktop.engine.solver.Solution` holds them.
Tables = tuple[dict[int, tuple[int, int, tuple[int, ...], int]], dict[int, tuple[int, ...]]]

_folder: Path | None = None


def table_path(folder: Path, variant: Variant) -> Path:
    """Where the table of ``variant`` lives in ``folder``."""
    return folder / f"{variant.value}.table"


def use_tables_in(folder: Path | None) -> None:
    """Read the solver's tables from ``folder`` from now on (``None``: always solve)."""
    global _folder
    _folder = folder


def tables_folder() -> Path | None:
    """The folder given to :func:`use_tables_in`, if any."""
    return _folder


def read_table(folder: Path, variant: Variant) -> Tables | None:
    """The tables of ``variant`` written in ``folder``, or ``None`` if there is no usable file."""
    try:
        data = table_path(folder, variant).read_bytes()
    except OSError:
        return None
    # Reading makes some 12,000 tuples at once; a garbage collection started by them would walk
    # the whole program's objects while holding the interpreter lock (about 10 ms here).
    collecting = gc.isenabled()
    gc.disable()
    try:
        stored = pickle.loads(data)
    except (pickle.UnpicklingError, EOFError, ValueError, TypeError, AttributeError, ImportError,
            IndexError):
        return None
    finally:
        if collecting:
            gc.enable()
    if not (isinstance(stored, tuple) and len(stored) == 4
            and stored[:2] == (TABLE_FORMAT, variant.value)
            and isinstance(stored[2], dict) and isinstance(stored[3], dict) and 0 in stored[2]):
        return None
    return stored[2], stored[3]


def write_table(
    folder: Path,
    variant: Variant,
    nodes: dict[int, tuple[int, int, tuple[int, ...], int]],
    choices: dict[int, tuple[int, ...]],
) -> None:
    """Write the tables of ``variant`` in ``folder`` (created if needed), replacing any old file."""
    folder.mkdir(parents=True, exist_ok=True)
    data = pickle.dumps((TABLE_FORMAT, variant.value, nodes, choices),
                        protocol=pickle.HIGHEST_PROTOCOL)
    path = table_path(folder, variant)
    partial = path.with_suffix(".partial")
    partial.write_bytes(data)
    partial.replace(path)  # a reader never sees half a file
