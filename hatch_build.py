"""The build hook that makes a wheel the whole game, from any door.

``pip install .``, ``pip install -e .``, ``pip wheel .``, ``uv build``, ``pipx install .``,
``uv tool install .`` and a build from the sdist all run hatchling's wheel builder, and it runs
this hook first (pyproject.toml declares it: ``[tool.hatch.build.targets.wheel.hooks.custom]``).
The hook makes the two build products that are not committed, as ``tools/setup-env`` does for a
checkout:

* ``resources/translations/*.qm``: every ``.ts`` there compiled with ``pyside6-lrelease`` from the
  build environment's PySide6-Essentials (a build requirement in pyproject.toml);
* ``resources/solved/*.table``: the solver's tables (``ttt_desktop.engine.solver.write_tables``,
  standard library only), so that the game never solves a variant cold.

They are written into the source tree's ``resources/``, which the wheel carries as
``ttt_desktop/_resources`` (``force-include``) and an editable install reads in place
(``ttt_desktop/resources_path.py``). Both run in a child process of the build's own Python.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# pyside6-lrelease's own entry point, run by the build environment's Python (works on Windows too)
LRELEASE = ("import sys; from PySide6.scripts.pyside_tool import lrelease; "
            "sys.argv[0] = 'pyside6-lrelease'; lrelease()")
SOLVED_TABLES = ("import sys; from pathlib import Path; "
                 "from ttt_desktop.engine.solver import write_tables; "
                 "write_tables(Path(sys.argv[1]))")


class GameFilesHook(BuildHookInterface):  # type: ignore[type-arg]
    """Compile the translations and write the solver's tables before the wheel is packed."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        resources = Path(self.root) / "resources"
        sources = sorted((resources / "translations").glob("*.ts"))
        if not sources:
            raise RuntimeError(f"hatch_build: no .ts translations in {resources / 'translations'}")
        for ts in sources:
            self._run([sys.executable, "-c", LRELEASE, "-silent", str(ts),
                       "-qm", str(ts.with_suffix(".qm"))], f"pyside6-lrelease {ts.name}")
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(
            [str(self.root), *filter(None, [os.environ.get("PYTHONPATH")])]))
        self._run([sys.executable, "-c", SOLVED_TABLES, str(resources / "solved")],
                  "the solver's tables", env=env)
        self.app.display_info(f"hatch_build: {len(sources)} translation(s) compiled and the "
                              "solver's tables written in resources/")

    def _run(self, command: list[str], what: str, env: dict[str, str] | None = None) -> None:
        result = subprocess.run(command, cwd=self.root, env=env, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"hatch_build: {what} failed ({result.returncode}):\n"
                               f"{result.stdout}{result.stderr}")
