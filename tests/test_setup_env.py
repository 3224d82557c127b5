"""tools/setup-env on a machine where another apt process holds the lock, and where the
end-to-end tests' tools cannot be installed."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _stub(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text(f"#!/usr/bin/env bash\n{body}\n", encoding="utf-8")
    path.chmod(0o755)


def test_setup_env_waits_for_the_apt_lock(tmp_path: Path) -> None:
    """Every apt-get call waits for the dpkg lock instead of failing at once (exit 100)."""
    bin_dir, calls = tmp_path / "bin", tmp_path / "apt-calls"
    bin_dir.mkdir()
    _stub(bin_dir, "dpkg-query", "exit 1")  # every package is missing
    _stub(bin_dir, "id", "echo 0")  # root: no sudo
    # the install stops the script here, before uv and the builds
    _stub(bin_dir, "apt-get", f'echo "$*" >> {calls}; [[ "$*" == *update* ]] || exit 100')
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}
    done = subprocess.run([str(ROOT / "tools" / "setup-env")], env=env, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 100, done.stderr
    lines = calls.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2, lines  # update, install
    for line in lines:
        assert "-o DPkg::Lock::Timeout=" in line, line


E2E_ONLY = ("xvfb", "xdotool", "python3-pyatspi")  # some of setup-env's end-to-end tools


def _without_e2e_tools(tmp_path: Path, ci: bool) -> tuple[subprocess.CompletedProcess[str], Path]:
    """setup-env --e2e run by a user without root or sudo, on a machine with Qt's libraries but
    without some end-to-end tools; in a copy of the checkout whose uv and builds are stubs that
    write down that they ran."""
    checkout, bin_dir, ran = tmp_path / "checkout", tmp_path / "bin", tmp_path / "ran"
    (checkout / "tools").mkdir(parents=True)
    bin_dir.mkdir()
    for script in ("setup-env", "need-debs"):
        shutil.copy2(ROOT / "tools" / script, checkout / "tools" / script)
    for build in ("build-translations", "build-solved-tables"):
        _stub(checkout / "tools", build, f"echo {build} >> {ran}")
    _stub(bin_dir, "uv", f'echo "uv $*" >> {ran}')
    missing = " ".join(E2E_ONLY)
    _stub(bin_dir, "dpkg-query", f'[[ " {missing} " == *" ${{@: -1}} "* ]] && exit 1\n'
          'echo "install ok installed"')
    _stub(bin_dir, "id", "echo 1000")  # not root
    _stub(bin_dir, "sudo", "exit 1")  # and no password-less sudo
    _stub(bin_dir, "apt-get", f"echo apt-get >> {ran}; exit 100")
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env["PATH"] = f"{bin_dir}:{env['PATH']}"
    if ci:
        env["CI"] = "true"
    done = subprocess.run([str(checkout / "tools" / "setup-env"), "--e2e"], env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    return done, ran


def test_without_the_end_to_end_tools_it_names_them_and_sets_up_the_rest(tmp_path: Path) -> None:
    done, ran = _without_e2e_tools(tmp_path, ci=False)
    assert done.returncode == 0, done.stderr
    lines = done.stderr.splitlines()
    named = " ".join(E2E_ONLY)
    assert lines[0] == (f"setup-env: please install these Debian packages first: {named} "
                        f"(sudo apt-get install {named})")
    assert lines[1].startswith("setup-env: going on without the end-to-end tools: the tests that "
                               "need them will be skipped")
    assert len(lines) == 2
    # the environment and the builds are made, with no apt-get
    assert ran.read_text(encoding="utf-8").splitlines() == [
        "uv sync --locked --quiet", "build-translations", "build-solved-tables"]


def test_under_ci_a_missing_end_to_end_tool_stops_it(tmp_path: Path) -> None:
    done, ran = _without_e2e_tools(tmp_path, ci=True)
    assert done.returncode == 1
    assert "CI runs the end-to-end tests" in done.stderr
    assert not ran.exists()  # nothing after: no environment, no builds
