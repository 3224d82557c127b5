"""The shown part of a game tree as an SVG picture: one row a node, indented by its depth, each
with a small board in the game's own marks (#DD3344, thick strokes) and its words.

The caller (the game tree window) says which nodes are shown and gives each its words, already
in the player's language; this module only draws. Pure string building: no I/O.

>>> page = tree_svg("Game tree", [TreeRow(0, "X...O....", None, "root"),
...                               TreeRow(1, "XO..O....", 1, "8: draw in 9 plies")])
>>> page.startswith("<?xml") and page.count('<g aria-label=') == 2
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape  # the frozen builds leave the xml package out
from typing import Final

from .map_svg import FONT, MARK_COLOUR, MOVE_FILL, TEXT_COLOUR, svg_grid, svg_mark, svg_text
from .mark import Mark

_BOARD: Final = 36.0  # a board's side, px
_ROW: Final = 44.0  # a row's height, px
_INDENT: Final = 28.0  # per level of depth, px
_MARGIN: Final = 12.0
_TITLE: Final = 30.0
_FONT_SIZE: Final = 13.0


@dataclass(frozen=True)
class TreeRow:
    """One node as shown: its depth below the shown root (0 for the root), its board (the
    9-character board of ``ttt-solve table``), the cell of the move that led to it (row-major,
    ``None`` for the root) and its words."""

    depth: int
    board: str
    cell: int | None
    words: str


def tree_svg(title: str, rows: Sequence[TreeRow]) -> str:
    """An SVG picture of ``rows`` in order, under ``title``; its width fits the deepest row and
    a generous line of words, its height the rows."""
    deepest = max((row.depth for row in rows), default=0)
    longest = max((len(row.words) for row in rows), default=0)
    width = 2 * _MARGIN + deepest * _INDENT + _BOARD + 12 + longest * _FONT_SIZE * 0.62
    height = 2 * _MARGIN + _TITLE + len(rows) * _ROW
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
           f'viewBox="0 0 {width:.2f} {height:.2f}" font-family="{FONT}">',
           f"<title>{escape(title)}</title>",
           f'<rect width="{width:.2f}" height="{height:.2f}" fill="#FFFFFF"/>',
           svg_text(_MARGIN, _MARGIN + 18, 16, title, bold=True)]
    for number, row in enumerate(rows):
        x = _MARGIN + row.depth * _INDENT
        y = _MARGIN + _TITLE + number * _ROW
        out.append(f'<g aria-label="{escape(row.words)}">')
        if row.depth:  # the branch from the parent's column
            px = x - _INDENT + _BOARD / 2
            out.append(f'<path d="M{px:.2f},{y - _ROW + _BOARD + 2:.2f}V{y + _BOARD / 2:.2f}'
                       f'H{x - 2:.2f}" stroke="#999999" stroke-width="1" fill="none"/>')
        if row.cell is not None:
            third = _BOARD / 3
            r, c = divmod(row.cell, 3)
            out.append(f'<rect x="{x + c * third:.2f}" y="{y + r * third:.2f}" '
                       f'width="{third:.2f}" height="{third:.2f}" fill="{MOVE_FILL}"/>')
        out += svg_grid(x, y, _BOARD, _BOARD * 0.025 + 0.3)
        for cell, letter in enumerate(row.board):
            if letter in "XO":
                out += svg_mark(Mark(letter), x, y, _BOARD / 3, cell, MARK_COLOUR)
        out.append(svg_text(x + _BOARD + 10, y + _BOARD / 2 + _FONT_SIZE * 0.35, _FONT_SIZE,
                            row.words, colour=TEXT_COLOUR))
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"
