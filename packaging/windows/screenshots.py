"""Screenshots of the Windows build under Wine, for a person to look at.

    .venv/bin/python packaging/windows/screenshots.py [--exe FILE.exe] [--out shots/windows]

On a private Xvfb, with Qt's ``windows`` platform plugin and the Wine prefix that
``packaging/build --windows`` cached, it saves:

* ``main.png``: the window in English after the first move and the computer's answer;
* ``settings.png``: the settings dialog (Ctrl+,) over it;
* ``japanese.png``: a game in Japanese (Wine's display language and code page from a private
  ``ja_JP.UTF-8`` locale made with localedef).

With no window manager under Xvfb, windows have no title bar or frame. Needs xdotool and
ImageMagick's ``import`` (``tools/setup-env --e2e``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.e2e.test_real_clicks import read_board_line  # noqa: E402
from tests.e2e.xserver import missing_tools, xvfb  # noqa: E402


def wine_env() -> dict[str, str]:
    out = subprocess.run([str(ROOT / "packaging/windows/build"), "--print-env"],
                         capture_output=True, text=True, check=True).stdout
    values = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
    if not (Path(values["WINEPREFIX"]) / ".ready").is_file():
        raise SystemExit("screenshots: no Wine prefix yet: run packaging/build --windows")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DISPLAY"))}
    env.update(WINEPREFIX=values["WINEPREFIX"], WINEARCH="win64", WINEDEBUG="-all",
               WINEDLLOVERRIDES="mscoree,mshtml=")
    return env


def run(env: dict[str, str], display: str, exe: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(["wine", str(exe), "--first", "you", "--level", "easy"],
                            env={**env, "DISPLAY": display, "TTT_REPORT_GEOMETRY": "1"},
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, encoding="cp1252",
                            errors="replace")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", type=Path, default=ROOT / "dist" / "ttt-desktop.exe")
    parser.add_argument("--out", type=Path, default=ROOT / "shots" / "windows")
    args = parser.parse_args(argv)
    if not args.exe.is_file():
        parser.error(f"no .exe at {args.exe} (packaging/build --windows)")
    if missing_tools():
        parser.error(f"missing {', '.join(missing_tools())} (tools/setup-env --e2e)")
    args.out.mkdir(parents=True, exist_ok=True)
    env = wine_env()
    with tempfile.TemporaryDirectory() as locales, xvfb(1024, 768) as server:
        keys = {**os.environ, "DISPLAY": server.display}
        game = run(env, server.display, args.exe.resolve())
        board = read_board_line(game)
        server.click(*board.point(4))
        time.sleep(3)
        server.screenshot().save(str(args.out / "main.png"))
        subprocess.run(["xdotool", "key", "ctrl+comma"], env=keys, check=True)
        time.sleep(3)
        server.screenshot().save(str(args.out / "settings.png"))
        subprocess.run(["xdotool", "key", "Escape"], env=keys, check=True)
        time.sleep(1)
        server.key("ctrl+q")
        game.wait(timeout=60)

        subprocess.run(["localedef", "-i", "ja_JP", "-f", "UTF-8",
                        str(Path(locales) / "ja_JP.UTF-8")], check=True, capture_output=True)
        env_ja = {**env, "LANG": "ja_JP.UTF-8", "LC_ALL": "", "LOCPATH": locales}
        game = run(env_ja, server.display, args.exe.resolve())
        board = read_board_line(game)
        server.click(*board.point(4))
        time.sleep(3)
        server.click(*board.point(0))
        time.sleep(3)
        server.screenshot().save(str(args.out / "japanese.png"))
        server.key("ctrl+q")
        game.wait(timeout=60)
    subprocess.run(["wineserver", "-w"], env=env, timeout=60)
    for name in ("main.png", "settings.png", "japanese.png"):
        print(args.out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
