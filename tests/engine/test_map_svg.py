"""The strategy map's printable page: well-formed SVG of the paper's size, one board per position
of the map with its marks and its move, every board inside the page and none over another; and
a PNG made from it by rsvg-convert, where the machine has it."""

from __future__ import annotations

import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.engine.map_svg import MARK_COLOUR, MOVE_COLOUR, PAPERS, MapWords, map_svg
from ttt_desktop.engine.notation import keypad_digit
from ttt_desktop.engine.strategy_map import strategy_map

SVG = "{http://www.w3.org/2000/svg}"
MAPS = [(variant, side, paper) for variant in Variant for side in Mark for paper in PAPERS]


def boards_of(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(f"{SVG}g") if g.get("aria-label")]


def box(board: ET.Element) -> tuple[float, float, float, float]:
    """The board's grid lines' extent: left, top, right, bottom."""
    xs, ys = [], []
    for line in board.iter(f"{SVG}line"):
        xs += [float(line.get("x1", 0)), float(line.get("x2", 0))]
        ys += [float(line.get("y1", 0)), float(line.get("y2", 0))]
    return min(xs), min(ys), max(xs), max(ys)


@pytest.mark.parametrize(("variant", "side", "paper"), MAPS,
                         ids=[f"{v.value}-{s.value}-{p}" for v, s, p in MAPS])
def test_the_page_is_well_formed_svg_with_every_position_of_the_map(variant: Variant, side: Mark,
                                                                   paper: str) -> None:
    found = strategy_map(variant, side)
    root = ET.fromstring(map_svg(found, paper))  # raises on anything but well-formed XML
    width, height = PAPERS[paper]
    assert root.tag == f"{SVG}svg"
    assert (root.get("width"), root.get("height")) == (f"{width:g}mm", f"{height:g}mm")
    assert root.get("viewBox") == f"0 0 {width:g} {height:g}"
    boards = boards_of(root)
    labels = [g.get("aria-label") for g in boards]
    assert labels == [f"{board}: play {keypad_digit(cell)}" for board, cell in found.entries]
    boxes = []
    for g, (board, cell) in zip(boards, found.entries):
        circles = [c for c in g.iter(f"{SVG}circle")]
        crosses = [p for p in g.iter(f"{SVG}path")]
        drawn_x = board.count("X") + (side is Mark.X)
        drawn_o = board.count("O") + (side is Mark.O)
        assert (len(circles), len(crosses)) == (drawn_x, drawn_o)
        colours = [m.get("stroke") for m in circles + crosses]
        assert colours.count(MOVE_COLOUR) == 1
        assert colours.count(MARK_COLOUR) == 9 - board.count(".")
        digit = [t.text for t in g.iter(f"{SVG}text")]
        assert digit == [str(keypad_digit(cell))]
        left, top, right, bottom = box(g)
        assert 0 < left < right < width and 0 < top < bottom < height
        boxes.append((left, top, right, bottom))
    for i, a in enumerate(boxes):  # no board is drawn over another
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def test_a_bigger_paper_gets_bigger_boards() -> None:
    found = strategy_map(Variant.STANDARD, Mark.O)
    sizes = {}
    for paper in PAPERS:
        left, _, right, _ = box(boards_of(ET.fromstring(map_svg(found, paper)))[0])
        sizes[paper] = right - left
    assert sizes["a3"] > sizes["a4"] >= 6.0  # millimetres


def test_the_title_names_the_rule_and_the_side() -> None:
    found = strategy_map(Variant.MISERE, Mark.O)
    page = map_svg(found)
    title = ET.fromstring(page).find(f"{SVG}title")
    assert title is not None
    assert title.text == "Strategy map: Misère, × (second player)"
    assert f">{len(found)} positions: every one that can arise when × follows this map" in page
    assert ">Every move here keeps the draw" in page
    assert ">This side loses against best play" in map_svg(strategy_map(Variant.LAST_LINE,
                                                                        Mark.O))


def test_the_words_come_from_the_caller() -> None:
    found = strategy_map(Variant.LAST_LINE, Mark.O)
    words = MapWords(
        title_first="T1 {rule} {mark}", title_second="T2 {rule} {mark}",
        positions=lambda count, mark: f"P {count} {mark}",
        promise_win="PW", promise_draw="PD", promise_loss="PL", rule="R {description}",
        find="F", keypad="K", section=lambda number, mark, count, marks: f"S {number} {mark} "
                                                                          f"{count} {marks}",
        rule_title=lambda variant: f"name-{variant.value}",
        rule_description=lambda variant: f"about-{variant.value}")
    page = map_svg(found, "a3", words)
    root = ET.fromstring(page)
    texts = [t.text for t in root.iter(f"{SVG}text")
             if not any(t in g.iter(f"{SVG}text") for g in boards_of(root))]
    headings = [f"S {number} × {len(group)} {ply}"
                for number, (ply, group) in enumerate(found.by_ply().items(), 1)]
    assert texts == ["T2 name-last-line ×", f"P {len(found)} ×", "PL", "R about-last-line", "F",
                     *"789456123", "K", *headings]
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == "T2 name-last-line ×"
    win = map_svg(strategy_map(Variant.LAST_LINE, Mark.X), words=words)
    assert ">PW<" in win and ">T1 name-last-line ○<" in win
    assert ">PD<" in map_svg(strategy_map(Variant.STANDARD, Mark.O), words=words)


def test_an_unknown_paper_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown paper 'letter'"):
        map_svg(strategy_map(Variant.STANDARD, Mark.X), "letter")


@pytest.mark.skipif(shutil.which("rsvg-convert") is None and not os.environ.get("CI"),
                    reason="rsvg-convert is not installed (CI installs it and must run this)")
def test_rsvg_convert_draws_the_page(tmp_path: Path) -> None:
    svg = tmp_path / "map.svg"
    svg.write_text(map_svg(strategy_map(Variant.STANDARD, Mark.X), "a4"), "utf-8")
    png = tmp_path / "map.png"
    done = subprocess.run(["rsvg-convert", "-d", "50", "-p", "50", str(svg), "-o", str(png)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    header = png.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")
    assert abs(width - 210 / 25.4 * 50) <= 1 and abs(height - 297 / 25.4 * 50) <= 1
