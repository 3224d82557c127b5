"""The scripts in tools/, run in a copy of the checkout whose other commands are stubs (the stubs
record what they were given): tools/play's own instance; the end-to-end tests that tools/run-tests
runs on a machine without their tools (tools/setup-env's side: tests/test_setup_env.py); the
list of scripts in tools/README.md."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ttt_desktop.instance.launch import KEY_VARIABLE, instance_key

ROOT = Path(__file__).resolve().parents[1]


def _stub(path: Path, body: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/usr/bin/env bash\n{body}\n", encoding="utf-8")
    path.chmod(0o755)


def _checkout(where: Path, *scripts: str) -> Path:
    """A checkout at ``where`` with the real ``scripts`` from tools/."""
    for script in scripts:
        (where / "tools").mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / "tools" / script, where / "tools" / script)
    return where


def _play(checkout: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    _stub(checkout / "tools" / "setup-env", "exit 0")
    # the game's stand-in: prints the key it was given, then its arguments
    _stub(checkout / ".venv" / "bin" / "ttt-desktop", f'echo "${KEY_VARIABLE}"; echo "$@"')
    environment = {k: v for k, v in os.environ.items() if k != KEY_VARIABLE} | env
    return subprocess.run([str(checkout / "tools" / "play"), *args], env=environment,
                          capture_output=True, text=True, timeout=60, check=True)


def test_play_runs_the_checkouts_game_as_its_own_instance_and_says_so(tmp_path, monkeypatch):
    one = _checkout(tmp_path / "one", "play")
    two = _checkout(tmp_path / "two", "play")
    done = _play(one, "--level", "easy")
    key, args = done.stdout.splitlines()
    assert args == "--level easy"
    assert done.stderr.splitlines() == [
        f"tools/play: running this checkout's code ({one}), as its own instance apart from an "
        "installed game"]
    assert key and key == _play(one).stdout.splitlines()[0]  # the same checkout, one game
    assert key != _play(two).stdout.splitlines()[0]  # another checkout, another game
    monkeypatch.delenv(KEY_VARIABLE, raising=False)
    installed = instance_key()
    monkeypatch.setenv(KEY_VARIABLE, key)
    assert instance_key() != installed  # apart from the installed game
    # a key already chosen is kept
    assert _play(one, **{KEY_VARIABLE: "mine"}).stdout.splitlines()[0] == "mine"


E2E = ("tests/e2e/test_real_clicks.py", "tests/e2e/test_screen_reader.py")


def _e2e_without_tools(tmp_path: Path, ci: bool) -> subprocess.CompletedProcess[str]:
    """The end-to-end tests that need tools, run where none is on PATH."""
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "TTT_EXECUTABLE")}
    env["PATH"] = str(tmp_path)  # an empty folder: no Xvfb, xdotool, import or dbus-daemon
    if ci:
        env["CI"] = "true"
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-rsf", "-p", "no:cacheprovider",
                           *E2E], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300, check=False)


@pytest.mark.skipif(sys.platform != "linux", reason="the AT-SPI test is Linux's")
def test_without_their_tools_the_end_to_end_tests_are_skipped_each_with_its_reason(tmp_path):
    done = _e2e_without_tools(tmp_path, ci=False)
    assert done.returncode == 0, done.stdout
    assert "3 skipped" in done.stdout and "passed" not in done.stdout, done.stdout
    skipped = [line for line in done.stdout.splitlines() if line.startswith("SKIPPED")]
    assert len(skipped) == 3, done.stdout  # the clicks, the board and the game tree read aloud
    clicks, *readers = sorted(skipped)
    assert "test_real_clicks.py" in clicks and "missing Xvfb, xdotool, import" in clicks
    assert all("test_screen_reader.py" in reader and "dbus-daemon" in reader
               for reader in readers)


@pytest.mark.skipif(sys.platform != "linux", reason="the AT-SPI test is Linux's")
def test_under_ci_an_end_to_end_test_without_its_tools_fails(tmp_path):
    done = _e2e_without_tools(tmp_path, ci=True)
    assert done.returncode == 1, done.stdout
    assert "3 failed" in done.stdout and "skipped" not in done.stdout, done.stdout
    assert done.stdout.count("CI must run every end-to-end test") >= 3


def test_the_readme_of_tools_lists_every_script_in_one_line():
    scripts = sorted(p.name for p in (ROOT / "tools").iterdir() if p.is_file()
                     and p.name != "README.md" and p.suffix not in (".log", ".pyc"))
    rows = [line for line in (ROOT / "tools" / "README.md").read_text(encoding="utf-8")
            .splitlines() if line.startswith("| `")]
    named = [row.split("`")[1] for row in rows]
    assert named == scripts  # each once, in order, and nothing that is not there
    assert all(row.count("|") == 3 and row.split("|")[2].strip() for row in rows)
