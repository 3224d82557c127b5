"""The game tree's SVG picture: one group a row, its marks as the board's, its words escaped."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from ttt_desktop.engine.tree_svg import TreeRow, tree_svg


def rows() -> list[TreeRow]:
    return [TreeRow(0, "X...O....", None, "root & <friends>"),
            TreeRow(1, "XO..O....", 1, "×8: loss"),
            TreeRow(2, "XOX.O....", 2, "○9: draw"),
            TreeRow(1, "X.O.O....", 2, "×9: draw")]


def test_each_row_is_a_group_with_its_marks_and_escaped_words() -> None:
    page = tree_svg("Game tree", rows())
    groups = re.findall(r'<g aria-label="([^"]*)">', page)
    assert groups == ["root &amp; &lt;friends&gt;", "×8: loss", "○9: draw", "×9: draw"]
    assert page.count("<circle") == sum(row.board.count("X") for row in rows())  # ○
    crosses = sum(row.board.count("O") for row in rows())  # ×, one path each
    branches = sum(1 for row in rows() if row.depth)  # a line from each row to its parent
    assert page.count('<path d="M') == crosses + branches
    assert "root &amp; &lt;friends&gt;</text>" in page


def test_deeper_rows_are_indented() -> None:
    page = tree_svg("t", rows())
    xs = [float(x) for x in re.findall(r'<text x="([0-9.]+)"', page)[1:]]  # after the title
    assert xs[0] < xs[1] < xs[2] and xs[1] == xs[3]


@pytest.mark.skipif(shutil.which("rsvg-convert") is None and not os.environ.get("CI"),
                    reason="rsvg-convert is not installed (CI installs it and must run this)")
def test_the_picture_renders(tmp_path) -> None:
    svg = tmp_path / "tree.svg"
    svg.write_text(tree_svg("Game tree", rows()), encoding="utf-8")
    png = tmp_path / "tree.png"
    subprocess.run(["rsvg-convert", "-o", str(png), str(svg)], check=True)
    assert png.stat().st_size > 1000
