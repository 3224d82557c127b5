"""The Windows build (packaging/build --windows), run under Wine on Debian.

``TTT_WINDOWS_EXE`` names the .exe (CI sets it after the build; a missing file then fails);
without it these tests skip and say so. They use the Wine prefix that the build cached
(``packaging/windows/build --print-env``), with its Windows Python for reading the PE
resources. The installer is ``dist/ttt-desktop-setup-VERSION.exe`` beside the .exe.

What they check:
* the .exe's archive: the Qt ``windows`` platform plugin, the translations and solver tables
  the Linux build has, and no ICU DLL (the stand-in lives only in the prefix); the same for the
  one-folder build beside it (``dist/ttt-desktop-windows/``), which the installer ships;
* the Windows conventions: GUI subsystem, version resource from pyproject.toml, icon,
  per-monitor DPI awareness in the manifest;
* ``--smoke-test`` offscreen in English; in Japanese with a Japanese code page (the menus
  print in Japanese); in Simplified Chinese from ``LC_ALL=zh_CN.UTF-8``; and with a Japanese
  regional format under an English display language (English: the display language decides);
* on Xvfb with Qt's real ``windows`` plugin: a click on the centre plays ○, the computer
  answers (read from the screenshot's pixels), and Ctrl+Q while the computer thinks exits
  cleanly;
* settings go to the registry (QSettings' native format) and the history under %APPDATA%, and
  both survive a restart;
* the installer, silently, over an earlier one-file install: the program folder holds exactly
  the one-folder build, the uninstaller and the list of what it wrote (nothing stale), the
  Start-menu shortcut and the Uninstall key; the installed program passes the smoke test; the
  silent uninstall leaves no program folder, shortcut or key, but keeps the settings and the
  history;
* one game per user: a second launch hands its game file to the running game (a named pipe)
  and exits; after the installer, ``cmd /c start game.ttt`` opens the game in the running game
  (the .ttt file type under HKCU), and the uninstaller removes the file type.

Screenshots go to ``TTT_E2E_SHOTS`` when it is set.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import subprocess
import threading
import time
from pathlib import Path

import pytest

from ttt_desktop.resources_path import translation_codes

from .helpers import NAME, ROOT, windows_path, wine_prefix_env

pytestmark = pytest.mark.slow
VERSION = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"),
                    re.M).group(1)
UNINSTALL_KEY = rf"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\{NAME}"
SETTINGS_KEY = rf"HKCU\Software\{NAME}\{NAME}"
JA_MENUS = "smoke-test: menus ゲーム(&G) 編集(&E) 表示(&V) ヘルプ(&H)"


def fail_or_skip(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture(scope="module")
def exe() -> Path:
    given = os.environ.get("TTT_WINDOWS_EXE")
    if not given:
        pytest.skip("TTT_WINDOWS_EXE is not set (packaging/build --windows, then set it)")
    path = Path(given).resolve()
    assert path.is_file(), f"TTT_WINDOWS_EXE={given}: no such file"
    return path


@pytest.fixture(scope="module")
def onedir(exe: Path) -> Path:
    """The one-folder build that the installer ships, made beside the .exe."""
    folder = exe.parent / f"{NAME}-windows"
    assert (folder / f"{NAME}.exe").is_file(), f"no one-folder build at {folder}"
    return folder


def tree(folder: Path) -> dict[str, Path]:
    """Every file under a folder, by its path relative to it (with / between parts)."""
    return {p.relative_to(folder).as_posix(): p for p in folder.rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def wine_env(exe: Path) -> dict[str, str]:
    env, reason = wine_prefix_env()
    if env is None:
        fail_or_skip(reason)
    assert env is not None
    return env


def wine(env: dict[str, str], *args: str, encoding: str = "cp1252", timeout: float = 180,
         **extra: str) -> tuple[int, str]:
    """Run a Windows program; its output through a pipe (Wine's Windows CPython cannot write
    to a regular file as stdout), decoded from the console's code page."""
    result = subprocess.run(["wine", *args], env={**env, **extra}, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
    text = result.stdout.decode(encoding, "replace").replace("\r\n", "\n")
    text = "\n".join(line for line in text.splitlines() if "wine32" not in line
                     and "multiarch" not in line and "add-architecture" not in line)
    return result.returncode, text


def smoke(env: dict[str, str], program: str, *, encoding: str = "cp1252", **extra: str) -> str:
    """--smoke-test offscreen: Qt's variables must be set on the Windows side (Wine keeps
    QT_* from the Linux environment for itself)."""
    assert " " not in program, "cmd /c takes the command line unquoted here"
    status, out = wine(env, "cmd", "/c", f"set QT_QPA_PLATFORM=offscreen&& {program} --smoke-test",
                       encoding=encoding, **extra)
    assert status == 0, out
    assert "smoke-test: ok" in out.splitlines(), out
    return out


def user_folder(env: dict[str, str]) -> Path:
    users = [p for p in (Path(env["WINEPREFIX"]) / "drive_c/users").iterdir()
             if p.name not in ("Public",) and not p.is_symlink()]
    assert len(users) == 1, users
    return users[0]


def reg_query(env: dict[str, str], key: str) -> dict[str, str] | None:
    status, out = wine(env, "reg", "query", key)
    if status != 0:
        return None
    values = {}
    for line in out.splitlines():
        match = re.match(r"\s+(\S.*?)\s+(REG_\w+)\s+(.*)$", line)
        if match:
            values[match.group(1)] = match.group(3).strip()
    return values


def reset_player_data(env: dict[str, str]) -> None:
    wine(env, "reg", "delete", rf"HKCU\Software\{NAME}", "/f")
    shutil.rmtree(user_folder(env) / "AppData/Roaming" / NAME, ignore_errors=True)


# --- the file ---------------------------------------------------------------------------------

def check_bundle(names: set[str]) -> None:
    """The Qt windows plugin, Python, every translation and table, and no ICU DLL."""
    icu = sorted(n for n in names if re.search(r"(^|/)(icu\w*|libicu\w*)[\d.]*\.dll$", n, re.I))
    assert not icu, f"ICU DLLs bundled: {icu}"
    assert "PySide6/plugins/platforms/qwindows.dll" in names
    assert "python311.dll" in names
    expected = {f"resources/translations/{p.stem}.qm"
                for p in (ROOT / "resources/translations").glob("*.ts")}
    expected |= {f"resources/solved/{p.name}" for p in (ROOT / "resources/solved").glob("*")}
    assert expected and expected <= names, sorted(expected - names)
    expected |= {f"resources/fonts/{p.name}" for p in (ROOT / "resources/fonts").glob("*.*tf")}
    assert expected <= names, sorted(expected - names)
    for lang in translation_codes():
        assert any(n.endswith(f"qtbase_{lang}.qm") for n in names), lang


def test_archive_bundles_the_windows_plugin_translations_and_tables_but_no_icu(exe: Path) -> None:
    from PyInstaller.archive.readers import CArchiveReader

    check_bundle({name.replace("\\", "/") for name in CArchiveReader(str(exe)).toc})


def test_the_one_folder_build_has_the_same_files_loose(exe: Path, onedir: Path) -> None:
    files = tree(onedir)
    assert set(files) - {f"{NAME}.exe"} == {n for n in files if n.startswith("_internal/")}
    check_bundle({name.removeprefix("_internal/") for name in files})
    # one analysis made both: the same program, packed two ways
    from PyInstaller.archive.readers import CArchiveReader

    packed = {name.replace("\\", "/") for name in CArchiveReader(str(exe)).toc}
    loose = {name.removeprefix("_internal/") for name in files}
    assert {n for n in packed if "/" in n and not n.startswith("pyi")} <= loose


@pytest.mark.parametrize("form", ["onefile", "onedir"])
def test_windows_conventions_version_icon_gui_and_dpi(form: str, exe: Path, onedir: Path,
                                                      wine_env: dict[str, str]) -> None:
    program = exe if form == "onefile" else onedir / f"{NAME}.exe"
    status, out = wine(wine_env, wine_env["WINPYTHON"],
                       windows_path(ROOT / "packaging/windows/inspect_exe.py"),
                       windows_path(program), encoding="utf-8", PYTHONIOENCODING="utf-8")
    assert status == 0, out
    info = json.loads(out.strip().splitlines()[-1])
    assert info["subsystem"] == 2, "not a GUI program (a console window would open)"
    assert info["machine"] == "0x8664"
    strings = info["strings"]
    assert strings["FileVersion"] == strings["ProductVersion"] == VERSION
    assert "Tic-Tac-Toe" in strings["ProductName"] and strings["FileDescription"]
    numbers = [int(n) for n in re.findall(r"\d+", VERSION)][:4]
    assert info["file_version"][: len(numbers)] == numbers
    assert info["icon_count"] >= 4
    assert "PerMonitorV2" in info["manifest"] and "true/pm" in info["manifest"]


def verify_psf(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(ROOT / "packaging/windows/build"), "--verify-psf", str(path)],
                          capture_output=True, text=True, timeout=120)


def test_the_python_signature_check_passes_the_psf_files_and_no_others(
        wine_env: dict[str, str], tmp_path: Path) -> None:
    python_dir = Path(wine_env["WINEPREFIX"]) / "drive_c/python311"
    for name in ("python.exe", "python311.dll"):
        result = verify_psf(python_dir / name)
        assert result.returncode == 0, result.stderr
        assert "signed by the Python Software Foundation" in result.stderr
    changed = tmp_path / "python.exe"
    data = bytearray((python_dir / "python.exe").read_bytes())
    data[5000] ^= 0xFF
    changed.write_bytes(bytes(data))
    result = verify_psf(changed)
    assert result.returncode == 1 and "changed since it was signed" in result.stderr
    result = verify_psf(Path(wine_env["WINEPREFIX"]) / "drive_c/windows/system32/icuuc.dll")
    assert result.returncode == 1 and "no Authenticode signature" in result.stderr
    result = verify_psf(python_dir / "vcruntime140.dll")  # Microsoft's signature
    assert result.returncode == 1 and "not signed by the Python Software Foundation" in (
        result.stderr)


# --- running it -------------------------------------------------------------------------------

def test_smoke_test_offscreen_in_english(exe: Path, wine_env: dict[str, str]) -> None:
    out = smoke(wine_env, windows_path(exe), LANG="en_US.UTF-8", LC_ALL="")
    assert "smoke-test: menus &Game &Edit &View &Help" in out
    assert "smoke-test: solver tables 3 of 3" in out
    assert "smoke-test: solved cold 0 of 3" in out


def test_smoke_test_in_japanese(exe: Path, wine_env: dict[str, str], tmp_path: Path) -> None:
    # A Japanese Windows: display language and code page 932. Wine takes both from the Unix
    # locale, which must exist for the code page, so it is generated here.
    if shutil.which("localedef") is None:
        fail_or_skip("localedef is missing (Debian's libc-bin)")
    subprocess.run(["localedef", "-i", "ja_JP", "-f", "UTF-8", str(tmp_path / "ja_JP.UTF-8")],
                   check=True, capture_output=True)
    out = smoke(wine_env, windows_path(exe), encoding="cp932", LOCPATH=str(tmp_path),
                LANG="ja_JP.UTF-8", LC_ALL="")
    assert JA_MENUS in out


def test_smoke_test_in_simplified_chinese_from_lc_all(exe: Path, wine_env: dict[str, str],
                                                     tmp_path: Path) -> None:
    """A Chinese Windows (display language and code page 936, which Wine takes from LC_ALL):
    System picks Simplified Chinese from the user's UI languages."""
    if shutil.which("localedef") is None:
        fail_or_skip("localedef is missing (Debian's libc-bin)")
    subprocess.run(["localedef", "-i", "zh_CN", "-f", "UTF-8", str(tmp_path / "zh_CN.UTF-8")],
                   check=True, capture_output=True)
    out = smoke(wine_env, windows_path(exe), encoding="gbk", LOCPATH=str(tmp_path),
                LANG="en_US.UTF-8", LC_ALL="zh_CN.UTF-8")
    assert "smoke-test: menus 游戏(&G) 编辑(&E) 视图(&V) 帮助(&H)" in out


def test_the_display_language_decides_not_the_regional_format(exe: Path,
                                                              wine_env: dict[str, str]) -> None:
    # LANG=ja_JP.UTF-8 with no such Unix locale: Wine gives a Japanese regional format
    # (QLocale.system() is ja_JP) but keeps English first among the display languages
    # (uiLanguages: en-US, then ja-JP) and code page 1252. System follows the display
    # language, as on Windows: English. (The output's survival on a code page that cannot
    # encode the menus is tested from source: tests/qt/language/test_translations.py.)
    out = smoke(wine_env, windows_path(exe), LANG="ja_JP.UTF-8", LC_ALL="",
                LOCPATH="/nonexistent")
    assert "smoke-test: menus &Game &Edit &View &Help" in out


@pytest.fixture()
def screen(wine_env: dict[str, str]):
    from ..e2e.xserver import missing_tools, xvfb

    if missing_tools():
        fail_or_skip(f"missing {', '.join(missing_tools())} (apt-get install xvfb xdotool "
                     "imagemagick; tools/setup-env --e2e does)")
    with xvfb() as server:
        yield server
    subprocess.run(["wineserver", "-w"], env=wine_env, timeout=60)


def start(wine_env: dict[str, str], server, exe: Path, *args: str) -> subprocess.Popen[str]:
    env = {**wine_env, "DISPLAY": server.display, "TTT_REPORT_GEOMETRY": "1",
           "TTT_REPORT_GAMES": "1"}
    return subprocess.Popen(["wine", str(exe), *args], env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            encoding="cp1252", errors="replace")


def save_shot(server, name: str) -> None:
    folder = os.environ.get("TTT_E2E_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        server.screenshot().save(str(Path(folder) / name))


def finish(game: subprocess.Popen[str], timeout: float = 60) -> str:
    try:
        status = game.wait(timeout=timeout)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    out = game.stdout.read() if game.stdout else ""
    assert status == 0, f"exit status {status}\n{out}"
    assert "Traceback" not in out and "QThread" not in out, out
    return out


def test_e2e_on_xvfb_with_the_windows_plugin(exe: Path, wine_env: dict[str, str], screen) -> None:
    from ..e2e.test_real_clicks import read_board_line
    from ..e2e.xserver import wait_for

    reset_player_data(wine_env)
    game = start(wine_env, screen, exe, "--first", "you", "--level", "perfect",
                 "--variant", "standard")
    try:
        board = read_board_line(game)
        save_shot(screen, "windows-main.png")
        screen.click(*board.point(4))
        cells = wait_for(lambda: _marks(screen, board, 2), 30, "the computer's reply")
        assert cells[4] == "circle" and cells.count("cross") == 1, cells
        save_shot(screen, "windows-game.png")
        # The next click and Ctrl+Q at once: the window closes while the computer thinks.
        second = cells.index("")
        x, y = board.point(second)
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1", "key", "ctrl+q"],
                       env={**os.environ, "DISPLAY": screen.display}, check=True, timeout=10)
    finally:
        finish(game)


def _marks(server, board, count: int) -> list[str] | None:
    cells = board.read(server.screenshot())
    return cells if sum(bool(c) for c in cells) >= count else None


def play_two_player_win(wine_env: dict[str, str], server, exe: Path) -> None:
    """○ takes the top row against × in the middle row, then Ctrl+Q."""
    from ..e2e.test_real_clicks import read_board_line
    from ..e2e.xserver import wait_for

    game = start(wine_env, server, exe, "--two-players", "--variant", "standard")
    try:
        board = read_board_line(game)
        for count, cell in enumerate((0, 3, 1, 4), start=1):
            server.click(*board.point(cell))
            wait_for(lambda n=count: _marks(server, board, n), 20, f"mark {count}")
        before = board.read(server.screenshot())
        server.click(*board.point(2))  # the winning line is drawn across the row's marks
        wait_for(lambda: board.read(server.screenshot()) != before, 20, "the winning move")
        server.key("ctrl+q")  # closing stores the finished game before the program ends
    finally:
        finish(game)


def history_games(wine_env: dict[str, str]) -> int:
    path = user_folder(wine_env) / "AppData/Roaming" / NAME / NAME / "history.sqlite3"
    assert path.is_file(), f"no history at %APPDATA%\\{NAME}\\{NAME}\\history.sqlite3"
    with sqlite3.connect(path) as db:
        return int(db.execute("SELECT COUNT(*) FROM games").fetchone()[0])


def history_score(wine_env: dict[str, str], table: str) -> tuple[int, int, int] | None:
    from ttt_desktop.history import HistoryStore

    store = HistoryStore.open(user_folder(wine_env) / "AppData/Roaming" / NAME / NAME
                              / "history.sqlite3")
    try:
        return store.scores().get(table)
    finally:
        store.close()


def test_settings_in_the_registry_and_history_under_appdata_survive_a_restart(
        exe: Path, wine_env: dict[str, str], screen) -> None:
    score_key = SETTINGS_KEY + r"\score\standard\two-players"
    reset_player_data(wine_env)
    play_two_player_win(wine_env, screen, exe)
    window = reg_query(wine_env, SETTINGS_KEY + r"\window")
    assert window and "geometry" in window, "the window's settings are not in the registry"
    assert reg_query(wine_env, score_key) is None  # the score is in the history only
    ini = list(user_folder(wine_env).rglob(f"{NAME}.ini"))
    assert not ini, f"settings written as INI files: {ini}"
    assert history_games(wine_env) == 1
    assert history_score(wine_env, "standard/two-players") == (1, 0, 0)
    # A restart: the history file grows, and the score counted from it
    play_two_player_win(wine_env, screen, exe)
    assert history_games(wine_env) == 2
    assert history_score(wine_env, "standard/two-players") == (2, 0, 0)


# --- the installer ----------------------------------------------------------------------------

def test_installer_installs_the_folder_over_a_one_file_install_and_uninstalls_it(
        exe: Path, onedir: Path, wine_env: dict[str, str]) -> None:
    setup = exe.parent / f"{NAME}-setup-{VERSION}.exe"
    assert setup.is_file(), f"no installer at {setup}"
    home = user_folder(wine_env)
    program_dir = home / "AppData/Local/Programs" / NAME
    shortcut = home / "AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Tic-Tac-Toe.lnk"
    wine(wine_env, "reg", "delete", UNINSTALL_KEY, "/f")
    shutil.rmtree(program_dir, ignore_errors=True)
    shortcut.unlink(missing_ok=True)
    # An earlier version's install as its installer left it: the one-file program and the
    # uninstaller; and a file that an earlier one-folder version had and this one has not.
    program_dir.mkdir(parents=True)
    shutil.copy2(exe, program_dir / f"{NAME}.exe")
    (program_dir / "uninstall.exe").write_bytes(b"MZ an earlier uninstaller")
    (program_dir / "_internal").mkdir()
    (program_dir / "_internal" / "dropped-since.dll").write_bytes(b"MZ")

    status, out = wine(wine_env, windows_path(setup), "/S")
    subprocess.run(["wineserver", "-w"], env=wine_env, timeout=120)
    assert status == 0, out
    installed, built = tree(program_dir), tree(onedir)
    ours = {"uninstall.exe", f"{NAME}-files.txt"}  # the list of what the installer wrote
    assert set(installed) == set(built) | ours, sorted(set(installed) ^ (set(built) | ours))
    listed = (program_dir / f"{NAME}-files.txt").read_text(encoding="utf-8").splitlines()
    assert {line.replace("\\", "/") for line in listed if not line.endswith("\\")} == set(built)
    changed = [name for name, path in built.items()
               if installed[name].read_bytes() != path.read_bytes()]
    assert not changed, changed
    assert installed["uninstall.exe"].stat().st_size > 10_000
    assert shortcut.is_file()
    key = reg_query(wine_env, UNINSTALL_KEY)
    assert key is not None, "no Uninstall key under HKCU"
    assert key["DisplayName"] == "Tic-Tac-Toe" and key["DisplayVersion"] == VERSION
    assert key["DisplayIcon"].endswith(f"{NAME}.exe,0")
    assert "uninstall.exe" in key["UninstallString"]
    folder_kib = sum(p.stat().st_size for p in installed.values()) // 1024
    assert folder_kib * 0.95 <= int(key["EstimatedSize"], 16) <= folder_kib * 1.1, (
        key["EstimatedSize"], folder_kib)

    out = smoke(wine_env, rf"%LOCALAPPDATA%\Programs\{NAME}\{NAME}.exe")
    assert "smoke-test: solved cold 0 of 3" in out

    # The player's data, which the uninstaller must keep.
    wine(wine_env, "reg", "add", SETTINGS_KEY, "/v", "kept", "/d", "yes", "/f")
    history = home / "AppData/Roaming" / NAME / NAME / "history.sqlite3"
    history.parent.mkdir(parents=True, exist_ok=True)
    if not history.exists():
        history.write_bytes(b"")
    status, out = wine(wine_env, windows_path(program_dir / "uninstall.exe"), "/S")
    subprocess.run(["wineserver", "-w"], env=wine_env, timeout=120)  # it reruns from %TEMP%
    assert status == 0, out
    assert not program_dir.exists(), list(program_dir.rglob("*"))
    assert not shortcut.exists()
    assert reg_query(wine_env, UNINSTALL_KEY) is None
    assert (reg_query(wine_env, SETTINGS_KEY) or {}).get("kept") == "yes"
    assert history.is_file()


# --- one game per user, and the .ttt file type ----------------------------------------------

class GameLines:
    """Every line a running game prints, read by one thread from its start. The game prints its
    board's place (``board:``, from a timer after the first paint) and ``handover: listening``
    (the server starts after the first paint too) in either order: a reader that stopped at the
    first would pass over the other."""

    def __init__(self, game: subprocess.Popen[str]) -> None:
        self._game = game
        self._lines: list[str] = []
        self._changed = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        for line in self._game.stdout:  # type: ignore[union-attr]
            with self._changed:
                self._lines.append(line.rstrip("\n"))
                self._changed.notify_all()

    def first(self, prefix: str, timeout: float = 60) -> str:
        """The first line that starts with ``prefix``, waiting for it if need be."""
        def found() -> list[str]:
            return [line for line in self._lines if line.startswith(prefix)]

        with self._changed:
            self._changed.wait_for(found, timeout=timeout)
            lines = found()
        assert lines, f"the game never printed {prefix!r}; it printed: {self.text()[-2000:]}"
        return lines[0].strip()

    def board(self):
        """Where the board is on the screen (the ``board: X Y SIDE`` line)."""
        from ..e2e.test_real_clicks import Board

        x, y, side = (int(v) for v in self.first("board: ").split()[1:])
        return Board(x, y, side)

    def text(self) -> str:
        with self._changed:
            return "\n".join(self._lines)

    def close(self, server) -> str:
        """A click on the board gives it the keyboard; Ctrl+Q closes the game, which must end
        with status 0 and no traceback. Return all it printed."""
        server.click(*self.board().point(8))
        server.key("ctrl+q")
        try:
            status = self._game.wait(timeout=60)
        finally:
            if self._game.poll() is None:
                self._game.kill()
                self._game.wait()
        self._reader.join(timeout=10)
        out = self.text()
        assert status == 0, f"exit status {status}\n{out}"
        assert "Traceback" not in out and "QThread" not in out, out
        return out


def saved_game(tmp_path: Path) -> Path:
    saved = tmp_path / "saved.ttt"
    saved.write_text("Variant: standard\n\n5 1 9\n", encoding="utf-8")
    return saved


def test_a_second_launch_hands_its_game_to_the_running_one(exe: Path, wine_env: dict[str, str],
                                                          screen, tmp_path: Path) -> None:
    reset_player_data(wine_env)
    game = GameLines(start(wine_env, screen, exe, "--two-players"))
    try:
        game.first("handover: listening")
        started = time.monotonic()
        status, out = wine({**wine_env, "DISPLAY": screen.display}, str(exe),
                           windows_path(saved_game(tmp_path)), timeout=60)
        took = time.monotonic() - started
        assert status == 0, out
        assert game.first("game:") == "game: 462 live unscored"
        print(f"windows handover: second launch ended after {took * 1000:.0f} ms")
    finally:
        game.close(screen)


def test_the_installed_file_type_opens_a_saved_game_and_leaves_with_the_uninstaller(
        exe: Path, wine_env: dict[str, str], screen, tmp_path: Path) -> None:
    setup = exe.parent / f"{NAME}-setup-{VERSION}.exe"
    assert setup.is_file(), f"no installer at {setup}"
    program_dir = user_folder(wine_env) / "AppData/Local/Programs" / NAME
    status, out = wine(wine_env, windows_path(setup), "/S")
    subprocess.run(["wineserver", "-w"], env=wine_env, timeout=120)
    assert status == 0, out
    assert (reg_query(wine_env, r"HKCU\Software\Classes\.ttt") or {}).get(
        "(Default)") == f"{NAME}.game"
    command = reg_query(wine_env, rf"HKCU\Software\Classes\{NAME}.game\shell\open\command")
    assert command and f"{NAME}.exe" in command["(Default)"] and "%1" in command["(Default)"]

    # Windows' shell reads HKEY_CLASSES_ROOT, a merged view of HKLM\Software\Classes and the
    # user's HKCU\Software\Classes, where the installer writes. Wine 8's shell reads only the
    # machine's half: with the keys in HKCU alone, `start saved.ttt` says "File not found";
    # with the same keys in HKLM it runs the game's command. So the installer's own keys and
    # command are copied there for the shell, as Windows' merged view would show them.
    machine = r"HKLM\Software\Classes"
    wine(wine_env, "reg", "add", rf"{machine}\.ttt", "/ve", "/d", f"{NAME}.game", "/f")
    wine(wine_env, "reg", "add", rf"{machine}\{NAME}.game\shell\open\command", "/ve", "/d",
         command["(Default)"], "/f")
    reset_player_data(wine_env)
    game = GameLines(start(wine_env, screen, program_dir / f"{NAME}.exe", "--two-players"))
    try:
        game.first("handover: listening")
        status, out = wine({**wine_env, "DISPLAY": screen.display}, "cmd", "/c", "start",
                           "/wait", windows_path(saved_game(tmp_path)), timeout=60)
        assert status == 0, out
        assert game.first("game:") == "game: 462 live unscored"
    finally:
        game.close(screen)
        for key in (rf"{machine}\.ttt", rf"{machine}\{NAME}.game"):
            wine(wine_env, "reg", "delete", key, "/f")

    status, out = wine(wine_env, windows_path(program_dir / "uninstall.exe"), "/S")
    subprocess.run(["wineserver", "-w"], env=wine_env, timeout=120)
    assert status == 0, out
    assert reg_query(wine_env, r"HKCU\Software\Classes\.ttt") is None
    assert reg_query(wine_env, rf"HKCU\Software\Classes\{NAME}.game") is None
