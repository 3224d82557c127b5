"""The engine stands alone: it imports on a machine without PySide6."""

import subprocess
import sys
import textwrap


def test_engine_imports_without_pyside6() -> None:
    # Make any import of PySide6 fail, as on a machine where it is not installed.
    code = textwrap.dedent(
        """
        import sys
        class NoQt:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("PySide6", "shiboken6"):
                    raise ImportError("PySide6 is not installed here")
        sys.meta_path.insert(0, NoQt())
        import ttt_desktop.engine, ttt_desktop.engine.players, ttt_desktop.engine.analysis
        import ttt_desktop.engine.stats, ttt_desktop.cli
        try:
            import PySide6
        except ImportError:
            pass
        else:
            raise SystemExit("the blocker did not work")
        assert not [m for m in sys.modules if m.startswith(("PySide6", "shiboken6"))]
        print("engine ok")
        """
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "engine ok"


def test_the_package_version_matches_pyproject() -> None:
    import re
    from pathlib import Path

    import ttt_desktop

    pyproject = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text("utf-8")
    declared = re.search(r'^version = "([^"]+)"', pyproject, re.MULTILINE)
    assert declared is not None
    assert ttt_desktop.__version__ == declared.group(1)
