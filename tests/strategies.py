"""Hypothesis strategies shared by the property tests, and the examples each test runs.

The profile in force (``tests/conftest.py``) sets how many examples a property draws; a property
that costs more than most (a whole controller, a history file) asks for a share of it with
:func:`examples`, so that the ``dev`` profile still runs it many times longer than ``ci``.
"""

from __future__ import annotations

from hypothesis import settings
from hypothesis import strategies as st

from ttt_desktop.engine import Position, Variant

#: The examples of the "ci" profile, against which :func:`examples` scales.
CI_EXAMPLES = 50


def examples(in_ci: int) -> settings:
    """Settings that run ``in_ci`` examples under the ci profile, and as many times more under
    another profile as it runs more than ci."""
    scale = settings.default.max_examples / CI_EXAMPLES
    return settings(max_examples=max(1, round(in_ci * scale)))


variants = st.sampled_from(list(Variant))


@st.composite
def games(draw: st.DrawFn, variant: Variant | None = None, finished: bool | None = None
          ) -> Position:
    """A legal game under some rules (drawn, unless given): up to a drawn number of moves, each
    drawn among the legal ones, or to the end. ``finished`` True plays to the end; False stops
    one move short of it. Shrinks towards short games on low cells."""
    position = Position(variant if variant is not None else draw(variants))
    limit = 9 if finished else draw(st.integers(0, 9))
    while position.ply < limit and not position.is_game_over():
        position.push(draw(st.sampled_from(position.legal_moves())))
    if finished is False and position.is_game_over():
        position.pop()
    return position
