"""ttt-desktop: tic-tac-toe (三目並べ / マルバツ) for the desktop.

The package has two layers:

* :mod:`ttt_desktop.engine`: the rules, the solver and the computer players, standard library only;
* :mod:`ttt_desktop.qt`: the PySide6 window, an adapter over the engine.

:mod:`ttt_desktop.cli` (``ttt-solve``) sits beside the window and prints the solver's tables.
"""

#: Kept equal to pyproject.toml's version by a test (importlib.metadata costs 40 ms at start-up).
__version__ = "1.0.0"

__all__ = ["__version__"]
