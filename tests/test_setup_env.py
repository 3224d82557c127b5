"""tools/setup-env on a machine where another apt process holds the lock."""

from __future__ import annotations

import os
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
