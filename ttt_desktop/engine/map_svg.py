"""A strategy map drawn as a printable SVG page (A4 or A3, portrait), in the game's own marks.

The page has a title, a key (the keypad digits of the squares, and how a move is shown) and then
the map's positions, one small board each, grouped by the side's move number and sorted as
:func:`.strategy_map.reading_order` sorts them. Each board shows the marks as the game draws
them, red (#DD3344) circles for ○ and crosses for × with thick strokes; the move to play is the
side's mark in dark blue on a yellow square, with its keypad digit under the board. The boards
take the largest size at which the whole map fits the page.

The page's words come from the caller (:class:`MapWords`): the window passes them in the
player's language; the defaults are English (``ttt-solve map --format svg``).

Pure string building: no I/O (the caller writes the text where it likes).

>>> from ttt_desktop.engine import Mark, Variant
>>> from ttt_desktop.engine.strategy_map import strategy_map
>>> page = map_svg(strategy_map(Variant.STANDARD, Mark.X), "a4")
>>> page.startswith("<?xml") and 'width="210mm" height="297mm"' in page
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape  # the frozen builds leave the xml package out
from typing import Final

from .mark import Mark
from .notation import keypad_digit
from .rules import Variant
from .strategy_map import StrategyMap

#: Paper sizes in millimetres, portrait (width, height).
PAPERS: Final = {"a4": (210.0, 297.0), "a3": (297.0, 420.0)}

MARK_COLOUR: Final = "#DD3344"  # the board's marks (docs/architecture.md, Drawing the board)
MOVE_COLOUR: Final = "#1B3A8C"
MOVE_FILL: Final = "#FFE07A"
GRID_COLOUR: Final = "#333333"
TEXT_COLOUR: Final = "#222222"
FONT: Final = "DejaVu Sans, Noto Sans, Arial, Helvetica, sans-serif"

_MARGIN = 10.0
_HEADER = 34.0  # the title, the lines, the key
_SECTION = 6.0  # a move number's heading
_LABEL = 0.42  # the digit's line under a board, in board sizes
_GAP = 0.22  # between boards, in board sizes


def _positions_line(count: int, mark: str) -> str:
    return (f"{count} position{'s' * (count != 1)}: every one that can arise when {mark} follows "
            "this map, whatever the other side plays.")


def _section(number: int, mark: str, count: int, marks: int) -> str:
    return (f"Move {number} of {mark}: {count} position{'s' * (count != 1)} "
            f"with {marks} mark{'s' * (marks != 1)} on the board")


def _rule_title(variant: Variant) -> str:
    return variant.title


def _rule_description(variant: Variant) -> str:
    return variant.description


@dataclass(frozen=True)
class MapWords:
    """The words of the page. The strings' named placeholders are filled by :func:`map_svg`;
    the functions give the counted sentences (a language's plural forms are the caller's) and
    the rule's name and description. The defaults are English."""

    title_first: str = "Strategy map: {rule}, {mark} (first player)"
    title_second: str = "Strategy map: {rule}, {mark} (second player)"
    #: (the map's positions, the side's mark) -> the first line under the title
    positions: Callable[[int, str], str] = _positions_line
    promise_win: str = "Every move here keeps the win, and wins as fast as it can."
    promise_draw: str = ("Every move here keeps the draw, and leaves the other side the most "
                         "ways to go wrong.")
    promise_loss: str = ("This side loses against best play; every move here leaves the other "
                         "side the most ways to go wrong.")
    rule: str = "Rule: {description}"
    find: str = "Find your board and play the square marked in blue; its keypad digit is under it."
    keypad: str = "keypad"
    #: (the side's move number, its mark, the positions, the marks on their boards) -> a heading
    section: Callable[[int, str, int, int], str] = _section
    rule_title: Callable[[Variant], str] = _rule_title
    rule_description: Callable[[Variant], str] = _rule_description


@dataclass(frozen=True)
class _Layout:
    board: float  # a board's side, mm
    columns: int

    @property
    def pitch_x(self) -> float:
        return self.board * (1 + _GAP)

    @property
    def pitch_y(self) -> float:
        return self.board * (1 + _LABEL + _GAP / 2)


def map_svg(found: StrategyMap, paper: str = "a4", words: MapWords | None = None) -> str:
    """The map as an SVG document on one page of ``paper`` (``"a4"`` or ``"a3"``), in
    ``words`` (English when none are given).

    Raise ``ValueError`` for another paper size.
    """
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r} (choose from {', '.join(PAPERS)})")
    words = words or MapWords()
    width, height = PAPERS[paper]
    k = width / PAPERS["a4"][0]  # the words grow with the paper
    groups = found.by_ply()
    layout = _fit(width - 2 * _MARGIN, height - 2 * _MARGIN - _HEADER * k, _SECTION * k,
                  [len(group) for group in groups.values()])
    out = [f'<?xml version="1.0" encoding="UTF-8"?>\n'
           f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}mm" height="{height:g}mm" '
           f'viewBox="0 0 {width:g} {height:g}" font-family="{FONT}" fill="{TEXT_COLOUR}">',
           f'<title>{escape(_title(found, words))}</title>',
           f'<rect width="{width:g}" height="{height:g}" fill="#FFFFFF"/>']
    out += _header(found, width, k, words)
    y = _MARGIN + _HEADER * k
    side = found.side.symbol
    for number, (ply, group) in enumerate(groups.items(), 1):
        count = len(group)
        out.append(svg_text(_MARGIN, y + 4.2 * k, 3.6 * k,
                            words.section(number, side, count, ply), bold=True))
        y += _SECTION * k
        for index, (board, cell) in enumerate(group):
            row, column = divmod(index, layout.columns)
            x0 = _MARGIN + column * layout.pitch_x
            y0 = y + row * layout.pitch_y
            out += _board(board, cell, found.side, x0, y0, layout.board)
        rows = -(-count // layout.columns)
        y += rows * layout.pitch_y + 1.5
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _title(found: StrategyMap, words: MapWords) -> str:
    title = words.title_first if found.side is Mark.X else words.title_second
    return title.format(rule=words.rule_title(found.variant), mark=found.side.symbol)


def _header(found: StrategyMap, width: float, k: float, words: MapWords) -> list[str]:
    """The title, four lines and the keypad's key, ``k`` times their size on A4."""
    out = [svg_text(_MARGIN, _MARGIN + 6 * k, 6.0 * k, _title(found, words), bold=True)]
    promise = {1: words.promise_win, 0: words.promise_draw, -1: words.promise_loss}
    lines = [
        words.positions(len(found), found.side.symbol),
        promise[found.value],
        words.rule.format(description=words.rule_description(found.variant)),
        words.find,
    ]
    for index, line in enumerate(lines):
        out.append(svg_text(_MARGIN, _MARGIN + (12.5 + 4.2 * index) * k, 3.0 * k, line))
    # the key: the keypad digits of the squares, at the right of the lines
    size = 15.0 * k
    x0, y0 = width - _MARGIN - size, _MARGIN + 12 * k
    out += svg_grid(x0, y0, size, 0.3 * k)
    for cell in range(9):
        row, column = divmod(cell, 3)
        out.append(svg_text(x0 + (column + 0.5) * size / 3, y0 + (row + 0.5) * size / 3 + 1.4 * k,
                         3.8 * k, str(keypad_digit(cell)), anchor="middle"))
    out.append(svg_text(x0 + size / 2, y0 + size + 3.2 * k, 2.6 * k, words.keypad,
                        anchor="middle"))
    return out


def _fit(width: float, height: float, heading: float, counts: list[int]) -> _Layout:
    """The largest boards (to a tenth of a millimetre, at most 34 mm) at which every group fits
    the area, each group starting on a row of its own under its heading."""
    best = _Layout(3.0, max(1, int(width // (3.0 * (1 + _GAP)))))
    low, high = 30, 340  # tenths of a millimetre
    while low <= high:
        size = (low + high) // 2 / 10
        columns = max(1, int((width + size * _GAP) // (size * (1 + _GAP))))
        layout = _Layout(size, columns)
        needed = sum(heading + -(-n // columns) * layout.pitch_y + 1.5 for n in counts)
        if needed <= height:
            best, low = layout, (low + high) // 2 + 1
        else:
            high = (low + high) // 2 - 1
    return best


def _board(board: str, cell: int, side: Mark, x0: float, y0: float, size: float) -> list[str]:
    third = size / 3
    row, column = divmod(cell, 3)
    out = [f'<g aria-label="{board}: play {keypad_digit(cell)}">',
           f'<rect x="{x0 + column * third:.2f}" y="{y0 + row * third:.2f}" '
           f'width="{third:.2f}" height="{third:.2f}" fill="{MOVE_FILL}"/>']
    out += svg_grid(x0, y0, size, max(0.18, size * 0.025))
    for index, letter in enumerate(board):
        if letter != ".":
            out += svg_mark(Mark(letter), x0, y0, third, index, MARK_COLOUR)
    out += svg_mark(side, x0, y0, third, cell, MOVE_COLOUR)
    out.append(svg_text(x0 + size / 2, y0 + size * (1 + _LABEL * 0.82), size * _LABEL * 0.78,
                     str(keypad_digit(cell)), anchor="middle", bold=True, colour=MOVE_COLOUR))
    out.append("</g>")
    return out


def svg_grid(x0: float, y0: float, size: float, stroke: float) -> list[str]:
    """The two inner lines each way, as the game draws its board."""
    third = size / 3
    lines = []
    for k in (1, 2):
        lines.append(f'<line x1="{x0 + k * third:.2f}" y1="{y0:.2f}" x2="{x0 + k * third:.2f}" '
                     f'y2="{y0 + size:.2f}"/>')
        lines.append(f'<line x1="{x0:.2f}" y1="{y0 + k * third:.2f}" x2="{x0 + size:.2f}" '
                     f'y2="{y0 + k * third:.2f}"/>')
    return [f'<g stroke="{GRID_COLOUR}" stroke-width="{stroke:.2f}" stroke-linecap="round">',
            *lines, "</g>"]


def svg_mark(mark: Mark, x0: float, y0: float, third: float, cell: int, colour: str) -> list[str]:
    """A circle (○) or a cross (×) in a cell, in the board's proportions: per 100 units of
    cell, a stroke 10 wide, a circle of radius 30, a cross from 20 to 80."""
    row, column = divmod(cell, 3)
    left, top, unit = x0 + column * third, y0 + row * third, third / 100
    stroke = f'stroke="{colour}" stroke-width="{10 * unit:.2f}" fill="none"'
    if mark is Mark.X:
        return [f'<circle cx="{left + 50 * unit:.2f}" cy="{top + 50 * unit:.2f}" '
                f'r="{30 * unit:.2f}" {stroke}/>']
    a, b = 20 * unit, 80 * unit
    return [f'<path d="M{left + a:.2f},{top + a:.2f}L{left + b:.2f},{top + b:.2f}'
            f'M{left + a:.2f},{top + b:.2f}L{left + b:.2f},{top + a:.2f}" {stroke} '
            'stroke-linecap="round"/>']


def svg_text(x: float, y: float, size: float, words: str, anchor: str = "start", bold: bool = False,
          colour: str = TEXT_COLOUR) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.2f}" y="{y:.2f}" font-size="{size:.2f}" text-anchor="{anchor}" '
            f'fill="{colour}"{weight}>{escape(words)}</text>')
