"""The wheel is the whole game: built from a clean checkout, installed into a new environment.

A copy of the checkout without any build product (the files git tracks or would track: no
``.qm``, no solver tables, no ``.venv``) goes through ``uv build``, which makes the sdist and then
the wheel from the sdist, as a packager would. The wheel must carry every translation compiled
from ``resources/translations/*.ts`` and the three solver tables (``hatch_build.py`` makes them);
installed with its locked PySide6-Essentials into a new virtual environment, its ``ttt-desktop``
must pass ``--smoke-test`` in Japanese, read every table and solve nothing cold.

Needs uv (``tools/setup-env`` puts it on PATH or in ``.tools/``; without it the tests skip and say
so, except under CI, where they fail) and git; the build environment's packages come from uv's
cache or the package index.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .helpers import ROOT

pytestmark = pytest.mark.slow
JA_MENUS = "smoke-test: menus ゲーム(&G) 編集(&E) 表示(&V) ヘルプ(&H)"
TABLES = ("standard.table", "misere.table", "last-line.table")


def uv() -> str:
    found = shutil.which("uv") or str(ROOT / ".tools" / "bin" / "uv")
    if not Path(found).is_file():
        reason = "uv is missing (tools/setup-env installs it, or: pip install uv)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    return found


def locked(*names: str) -> list[str]:
    """``name==version`` of packages in uv.lock, for the build and the install."""
    lock = (ROOT / "uv.lock").read_text(encoding="utf-8")
    versions = dict(re.findall(r'^name = "([^"]+)"\nversion = "([^"]+)"', lock, re.M))
    return [f"{name}=={versions[name]}" for name in names]


@pytest.fixture(scope="module")
def clean_checkout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The checkout's own files, as a fresh clone (with this working tree's changes) has them."""
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z", "--cached", "--others",
                             "--exclude-standard"], capture_output=True, check=True).stdout
    names = [name for name in listed.decode().split("\0") if name]
    # a virtual environment made inside the checkout under a name .gitignore does not know
    # (venv/, env/, .venv-dev/ ...) is the contributor's, not the checkout's
    environments = [str(Path(name).parent) + "/" for name in names
                    if Path(name).name == "pyvenv.cfg"]
    copy = tmp_path_factory.mktemp("checkout")
    for name in names:
        source = ROOT / name
        if any(name.startswith(folder) for folder in environments):
            continue
        if source.is_file():  # a file deleted but not yet committed is listed too
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, copy / name)
    assert not list(copy.rglob("*.qm")) and not (copy / "resources/solved").exists()
    return copy


@pytest.fixture(scope="module")
def wheel(clean_checkout: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    constraints = out / "build-constraints.txt"
    constraints.write_text("\n".join(locked("pyside6-essentials", "shiboken6")) + "\n")
    result = subprocess.run([uv(), "build", "--out-dir", str(out), "--build-constraint",
                             str(constraints), str(clean_checkout)],
                            capture_output=True, text=True, timeout=600,
                            env=dict(os.environ, UV_PYTHON_DOWNLOADS="never"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert len(list(out.glob("ttt_desktop-*.tar.gz"))) == 1, "no sdist"
    wheels = list(out.glob("ttt_desktop-*-py3-none-any.whl"))
    assert len(wheels) == 1, list(out.iterdir())
    return wheels[0]


def test_the_wheel_carries_every_translation_and_the_solver_tables(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    sources = sorted((ROOT / "resources/translations").glob("*.ts"))
    assert sources
    for ts in sources:
        qm = f"ttt_desktop/_resources/translations/{ts.stem}.qm"
        assert qm in names, f"{qm} is not in the wheel"
        assert zipfile.ZipFile(wheel).getinfo(qm).file_size > 1000
    for table in TABLES:
        assert f"ttt_desktop/_resources/solved/{table}" in names


def test_the_installed_wheel_plays_in_japanese_from_its_tables(wheel: Path,
                                                                tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    env = dict(os.environ, UV_PYTHON_DOWNLOADS="never")
    env.pop("VIRTUAL_ENV", None)
    subprocess.run([uv(), "venv", "--quiet", "--python", sys.executable, str(venv)], check=True,
                   env=env, timeout=120)
    python = venv / "bin" / "python"
    result = subprocess.run([uv(), "pip", "install", "--quiet", "--python", str(python),
                             str(wheel), *locked("pyside6-essentials", "shiboken6")],
                            capture_output=True, text=True, env=env, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr

    game_env = {k: v for k, v in os.environ.items()
                if not k.startswith(("LANG", "LC_", "PYTHON", "VIRTUAL_ENV", "DISPLAY"))}
    game_env.update(LANGUAGE="ja", LANG="ja_JP.UTF-8", QT_QPA_PLATFORM="offscreen",
                    XDG_CONFIG_HOME=str(tmp_path / "config"),
                    XDG_DATA_HOME=str(tmp_path / "data"))
    # run from elsewhere, so that nothing of the checkout can be imported
    done = subprocess.run([str(venv / "bin" / "ttt-desktop"), "--smoke-test"], cwd=tmp_path,
                          capture_output=True, text=True, env=game_env, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert JA_MENUS in lines, done.stdout
    assert "smoke-test: solver tables 3 of 3" in lines, done.stdout
    assert "smoke-test: solved cold 0 of 3" in lines, done.stdout
    assert lines[-1] == "smoke-test: ok"
    where = subprocess.run([str(python), "-c", "from ttt_desktop.resources_path import "
                            "resources_dir; print(resources_dir())"], cwd=tmp_path,
                           capture_output=True, text=True, env=game_env, check=True).stdout
    assert Path(where.strip()) == next(venv.glob("lib/python*/site-packages")) / (
        "ttt_desktop/_resources")
