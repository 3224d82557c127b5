"""End to end on a real Wayland compositor (a headless weston, :mod:`.weston`): the game opens a
native Wayland window, picks Wayland by itself on a Wayland session and X11 where the
compositor's socket is gone, names its window after its desktop entry, and at a scale of 2 draws
the board's lines sharp in the compositor's own screenshot.

The game runs from source, and also as the packaged executable when ``TTT_EXECUTABLE`` names
one (CI sets it after ``packaging/build``; there the Linux build's runtime hook makes the choice,
from source Qt's own default does). Screenshots go to ``TTT_E2E_SHOTS`` if it is set.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from .weston import Compositor, missing_tools, weston
from .xserver import missing_tools as missing_x_tools
from .xserver import xvfb

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Wayland is Linux's"),
    pytest.mark.skipif(bool(missing_tools()),
                       reason=f"needs weston's headless compositor: missing "
                              f"{', '.join(missing_tools())} (apt-get install weston)"),
]

LAUNCHERS = {"source": [sys.executable, "-m", "ttt_desktop"]}
if os.environ.get("TTT_EXECUTABLE"):
    LAUNCHERS["executable"] = [os.environ["TTT_EXECUTABLE"]]

DESKTOP_ID = "ttt-desktop"  # resources/ttt-desktop.desktop: the app id a desktop matches
GRID_WIDTH = 4.0  # board_widget.py: grid lines 4 wide per 100-pixel cell
CIRCLES = (4, 2)  # the saved game's circles: keypad 5 (the centre) and 9 (top right)
PLATFORM_LOADED = re.compile(r'platforms/libq(\w+)\.so" loaded library')


def game_env(base: dict[str, str], tmp_path: Path, **extra: str) -> dict[str, str]:
    """``base`` with no platform chosen, private settings and data folders, and ``extra``."""
    env = {key: value for key, value in base.items() if key != "QT_QPA_PLATFORM"}
    env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               **extra)
    return env


def smoke(launcher: str, env: dict[str, str]) -> tuple[str, str | None]:
    """Run ``--smoke-test``: (its output, the platform plugin Qt loaded)."""
    done = subprocess.run([*LAUNCHERS[launcher], "--smoke-test"],
                          env=dict(env, QT_DEBUG_PLUGINS="1"), capture_output=True, text=True,
                          timeout=120, check=False)
    out = done.stdout + done.stderr
    assert done.returncode == 0 and "smoke-test: ok" in done.stdout, out[-3000:]
    loaded = PLATFORM_LOADED.findall(out)
    return out, loaded[-1] if loaded else None


@pytest.mark.parametrize("launcher", sorted(LAUNCHERS))
def test_the_smoke_test_passes_on_wayland_with_the_desktop_entrys_id(tmp_path, launcher):
    with weston() as compositor:
        out, platform = smoke(launcher, game_env(compositor.env(), tmp_path,
                                                 QT_QPA_PLATFORM="wayland"))
        assert platform == "wayland", out[-2000:]
        # the desktop finds the icon and the name through the app id: the .desktop file's id
        assert compositor.requests("xdg_toplevel.set_app_id") == [f'"{DESKTOP_ID}"']
        assert (Path(__file__).parents[2] / "resources" / f"{DESKTOP_ID}.desktop").is_file()
        titles = compositor.requests("xdg_toplevel.set_title")
        assert titles and titles[0] != '""', titles


@pytest.mark.parametrize("launcher", sorted(LAUNCHERS))
def test_on_a_wayland_session_the_game_picks_wayland_by_itself(tmp_path, launcher):
    with weston() as compositor:
        out, platform = smoke(launcher, game_env(compositor.env(), tmp_path))
        assert platform == "wayland", out[-2000:]


@pytest.mark.parametrize("factor", ["1.25", "1.5"])
@pytest.mark.parametrize("launcher", sorted(LAUNCHERS))
def test_the_board_paints_at_fractional_scales(tmp_path, launcher, factor):
    """Weston 10 scales its outputs by whole numbers only; Qt's own factor stands in for a
    desktop's 125 % and 150 % (the smoke test fails on a board painted in one colour)."""
    with weston() as compositor:
        out, platform = smoke(launcher, game_env(compositor.env(), tmp_path,
                                                 QT_QPA_PLATFORM="wayland",
                                                 QT_SCALE_FACTOR=factor))
        assert platform == "wayland", out[-2000:]


@pytest.mark.skipif(bool(missing_x_tools()), reason="needs Xvfb (apt-get install xvfb)")
@pytest.mark.parametrize("launcher", sorted(LAUNCHERS))
def test_where_the_wayland_socket_is_gone_the_game_opens_on_x11(tmp_path, launcher):
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    with xvfb() as server:
        env = game_env(server.env(), tmp_path, XDG_RUNTIME_DIR=str(runtime),
                       WAYLAND_DISPLAY="wayland-gone")
        out, platform = smoke(launcher, env)
        assert platform == "xcb", out[-2000:]
        if launcher == "executable":  # the build's hook does not even try the missing socket
            assert "wl_display" not in out, out[-2000:]


# --- the board's lines at a scale of 2 -----------------------------------------------------------

DARK = re.compile(rb"[\x00-\x3b]+")  # grey levels below 60: the grid's black, not the red marks


@dataclass
class Screen:
    """A screenshot's pixels: 32-bit RGB and grey levels, row after row."""

    width: int
    height: int
    data: bytes  # 0xAARRGGBB little-endian words
    grey: bytes  # one byte a pixel

    @classmethod
    def from_png(cls, png: bytes) -> Screen:
        image = QImage.fromData(png, "PNG")
        assert not image.isNull(), "the screenshot could not be read"
        return cls.from_image(image)

    @classmethod
    def from_image(cls, image: QImage) -> Screen:
        image = image.convertToFormat(QImage.Format.Format_RGB32)
        grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
        width, height = image.width(), image.height()
        rows = [bytes(image.constScanLine(y))[: 4 * width] for y in range(height)]
        grey_rows = [bytes(grey.constScanLine(y))[:width] for y in range(height)]
        return cls(width, height, b"".join(rows), b"".join(grey_rows))

    def image(self) -> QImage:
        return QImage(self.data, self.width, self.height, QImage.Format.Format_RGB32).copy()

    def rgb(self, x: int, y: int) -> tuple[int, int, int]:
        at = 4 * (y * self.width + x)
        blue, green, red = self.data[at], self.data[at + 1], self.data[at + 2]
        return red, green, blue

    def row(self, y: int) -> bytes:
        return self.grey[y * self.width : (y + 1) * self.width]

    def column(self, x: int) -> bytes:
        return self.grey[x :: self.width]


def runs(flags: list[bool]) -> list[tuple[int, int]]:
    """(first, last) index of each run of True."""
    found, start = [], None
    for index, flag in enumerate([*flags, False]):
        if flag and start is None:
            start = index
        elif not flag and start is not None:
            found.append((start, index - 1))
            start = None
    return found


def grid_lines(screen: Screen, side: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The board's vertical and horizontal lines, as (first, last) dark column or row: lines a
    few pixels wide, dark over most of the board's side (``side`` device pixels), which no text,
    frame or mark is."""
    # the lines are GRID_WIDTH per 100 of a cell: side / 75 wide; a frame or rule is thinner
    step, narrowest, widest = 4, max(2, round(side / 150)), side // 20

    def lines(length: int, cuts: int, cut: object) -> list[tuple[int, int]]:
        counts = [0] * length
        for at in range(0, cuts, step):
            for match in DARK.finditer(cut(at)):  # type: ignore[operator]
                if narrowest <= match.end() - match.start() <= widest:
                    for index in range(match.start(), match.end()):
                        counts[index] += 1
        return runs([count * step >= 0.8 * side for count in counts])

    return (lines(screen.width, screen.height, screen.row),
            lines(screen.height, screen.width, screen.column))


RGB = tuple[int, int, int]
TOLERANCE = 12  # per channel: the same colour, give or take the compositor's rounding


def same(a: RGB, b: RGB) -> bool:
    return max(abs(x - y) for x, y in zip(a, b)) <= TOLERANCE


def edge_width(profile: list[RGB], start: int, step: int) -> int:
    """From ``start`` inside a flat stroke, walking by ``step``: how many pixels lie between the
    stroke's colour and the flat colour beyond it (the edge's anti-aliasing; a sharp edge at
    this resolution has at most one)."""
    inside, at = profile[start], start
    while same(profile[at], inside):
        at += step
    outside = profile[at + 5 * step]
    width = 0
    while not same(profile[at], outside) and width < 8:
        width += 1
        at += step
    return width


def non_uniform_blocks(screen: Screen, left: int, top: int, right: int, bottom: int) -> int:
    """2 x 2 blocks (at even device coordinates, one logical pixel each at scale 2) whose four
    pixels differ: a picture drawn at scale 1 and enlarged pixel by pixel has none."""
    count = 0
    for y in range(top - top % 2, bottom - 1, 2):
        for x in range(left - left % 2, right - 1, 2):
            if len({screen.rgb(x, y), screen.rgb(x + 1, y), screen.rgb(x, y + 1),
                    screen.rgb(x + 1, y + 1)}) > 1:
                count += 1
    return count


@dataclass
class Sharpness:
    cores: list[int]  # each grid line's dark width, device pixels
    edges: list[int]  # each edge's anti-aliased pixels: the grid lines' and the circles' rings
    blocks: int  # 2 x 2 blocks of the board that are not one colour


def sharpness(screen: Screen, side: int, circles: tuple[int, ...]) -> Sharpness:
    """How sharply the board is drawn on ``screen`` (its side: ``side`` device pixels; a circle
    in each cell of ``circles``, numbered 0-8 from the top left)."""
    vertical, horizontal = grid_lines(screen, side)
    assert len(vertical) == 2 and len(horizontal) == 2, (vertical, horizontal)
    cell = side / 3
    left, top = vertical[0][0] - cell, horizontal[0][0] - cell  # about the board's corner

    def row(y: int) -> list[RGB]:
        return [screen.rgb(x, y) for x in range(screen.width)]

    def column(x: int) -> list[RGB]:
        return [screen.rgb(x, y) for y in range(screen.height)]

    edges = []
    for lines, across_start, cut in ((vertical, top, row), (horizontal, left, column)):
        for first, last in lines:
            middle = (first + last) // 2
            for band in range(3):  # along the line, in the middle of each cell it borders
                profile = cut(round(across_start + (band + 0.5) * cell))
                edges += [edge_width(profile, middle, -1), edge_width(profile, middle, +1)]
    for index in circles:  # the ring crossed through its centre, across and down
        cx, cy = round(left + (index % 3 + 0.5) * cell), round(top + (index // 3 + 0.5) * cell)
        ring = round(0.30 * cell)  # radius 30 of a 100-pixel cell, the stroke's middle
        for profile, centre in ((row(cy), cx), (column(cx), cy)):
            for middle in (centre - ring, centre + ring):
                edges += [edge_width(profile, middle, -1), edge_width(profile, middle, +1)]
    box = (round(left), round(top), round(left + side), round(top + side))
    return Sharpness([last - first + 1 for first, last in vertical + horizontal], edges,
                     non_uniform_blocks(screen, *box))


def read_board_side(process: subprocess.Popen[str]) -> int:
    found: list[str] = []

    def reader() -> None:
        for line in process.stdout:  # type: ignore[union-attr]
            if line.startswith("board: "):
                found.append(line)
                return

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    thread.join(timeout=60)
    assert found, "the game never reported its board (did the window open?)"
    return int(found[0].split()[3])


@pytest.mark.parametrize("launcher", sorted(LAUNCHERS))
def test_at_a_scale_of_two_the_board_lines_are_sharp(tmp_path, launcher):
    saved = tmp_path / "game.ttt"
    # ○5 ×1 ○9 ×4: your turn (○), so nothing moves while the screenshot is taken
    saved.write_text("Variant: standard\n\n5 1 9 4\n", encoding="utf-8")
    with weston(900, 700, scale=2) as compositor:
        env = game_env(compositor.env(), tmp_path, QT_QPA_PLATFORM="wayland",
                       TTT_REPORT_GEOMETRY="1")
        game = subprocess.Popen([*LAUNCHERS[launcher], str(saved)], env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                start_new_session=True)
        try:
            side = 2 * read_board_side(game)  # device pixels
            screen = wait_for_board(compositor, side)
            save_shot(screen, tmp_path, launcher)
        finally:
            if game.poll() is None:
                game.send_signal(signal.SIGTERM)
            status = game.wait(timeout=30)
        errors = game.stderr.read() if game.stderr else ""
        assert status == 0, errors
        assert "Traceback" not in errors, errors
        # the window's buffer is drawn at the output's scale, not enlarged by the compositor
        assert "2" in compositor.requests("wl_surface.set_buffer_scale")
    shown = sharpness(screen, side, CIRCLES)
    width = GRID_WIDTH * side / 300  # device pixels
    assert all(width - 2 <= core <= width + 1 for core in shown.cores), (shown.cores, width)
    assert max(shown.edges) <= 1, shown.edges  # at most one pixel of anti-aliasing an edge
    assert shown.blocks >= 200, shown.blocks  # the curves drawn in device pixels
    # the same measures tell a picture drawn at scale 1 and enlarged twice by the compositor,
    # pixel by pixel or smoothly
    half = screen.image().scaled(screen.width // 2, screen.height // 2)
    for mode in (Qt.TransformationMode.FastTransformation,
                 Qt.TransformationMode.SmoothTransformation):
        enlarged = sharpness(Screen.from_image(half.scaled(
            screen.width, screen.height, Qt.AspectRatioMode.IgnoreAspectRatio, mode)),
            side, CIRCLES)
        assert max(enlarged.edges) >= 2, (mode, enlarged.edges)


def wait_for_board(compositor: Compositor, side: int) -> Screen:
    """Screenshots until the board's two lines each way are on the screen."""
    from .xserver import wait_for

    found: dict[str, object] = {}

    def look() -> Screen | None:
        screen = Screen.from_png(compositor.screenshot())
        vertical, horizontal = grid_lines(screen, side)
        found["lines"] = (vertical, horizontal)
        return screen if len(vertical) == 2 and len(horizontal) == 2 else None

    try:
        return wait_for(look, 30, "the board on the compositor's screen")  # type: ignore[no-any-return]
    except AssertionError:
        raise AssertionError(f"grid lines found: {found.get('lines')}") from None


def save_shot(screen: Screen, tmp_path: Path, launcher: str) -> None:
    image = screen.image()
    image.save(str(tmp_path / f"wayland-scale2-{launcher}.png"))
    if os.environ.get("TTT_E2E_SHOTS"):
        folder = Path(os.environ["TTT_E2E_SHOTS"])
        folder.mkdir(parents=True, exist_ok=True)
        image.save(str(folder / f"wayland-scale2-{launcher}.png"))


DIALOG_OVER_PARENT = """
import sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication
from ttt_desktop.play.settings import Settings
from ttt_desktop.qt.dialogs.settings import SettingsDialog
from ttt_desktop.qt.main_window import MainWindow
from ttt_desktop.qt.language.translations import Language

app = QApplication(sys.argv[:1])
folder = Path(tempfile.mkdtemp())
store = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
window = MainWindow(store, Settings(), pause_ms=0, history_path=folder / "h.sqlite3",
                    kept_game=folder / "k.json")
def paint(widget, colour):
    palette = widget.palette()
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button):
        palette.setColor(role, QColor(colour))
    widget.setPalette(palette)
    widget.setAutoFillBackground(True)
paint(window, "#00ffff")
window.resize(700, 560)
window.show()
def open_settings():
    dialog = SettingsDialog(Settings(), False, window, Language.ENGLISH)
    paint(dialog, "#ff00ff")
    dialog.open()  # window-modal, as Game > Settings opens it, without blocking this script
    QTimer.singleShot(800, lambda: print("ready", flush=True))
QTimer.singleShot(800, open_settings)
app.exec()
"""


def colour_box(screen: Screen, colour: tuple[int, int, int]) -> tuple[int, int, int, int] | None:
    """The bounding box (left, top, right, bottom) of the pixels of exactly ``colour``."""
    xs, ys = [], []
    for y in range(0, screen.height, 2):
        for x in range(0, screen.width, 2):
            if screen.rgb(x, y) == colour:
                xs.append(x)
                ys.append(y)
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


def test_a_dialog_opens_over_its_parent_window(tmp_path):
    """Wayland lets no client place its windows: a dialog names its parent (xdg_toplevel's
    set_parent) and the compositor puts it over that window."""
    with weston(1280, 900) as compositor:
        env = game_env(compositor.env(), tmp_path, QT_QPA_PLATFORM="wayland")
        game = subprocess.Popen([sys.executable, "-c", DIALOG_OVER_PARENT], env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                start_new_session=True)
        try:
            assert game.stdout is not None
            line = game.stdout.readline()
            assert line.strip() == "ready", (line, game.stderr.read() if game.stderr else "")
            screen = Screen.from_png(compositor.screenshot())
            screen.image().save(str(tmp_path / "dialog-over-parent.png"))
        finally:
            game.send_signal(signal.SIGTERM)
            game.wait(timeout=30)
        parents = compositor.requests("xdg_toplevel.set_parent")
    assert any(arg.startswith("xdg_toplevel@") for arg in parents), parents
    window = colour_box(screen, (0, 255, 255))
    dialog = colour_box(screen, (255, 0, 255))
    assert window is not None and dialog is not None, (window, dialog)
    centre_x, centre_y = (dialog[0] + dialog[2]) // 2, (dialog[1] + dialog[3]) // 2
    assert window[0] <= centre_x <= window[2] and window[1] <= centre_y <= window[3], (
        window, dialog)
