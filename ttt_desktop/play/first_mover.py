"""Who moves first: a plain enum without Qt, so that the command line can be read (and a later
launch hand over to the running game) before any of Qt is imported."""

from __future__ import annotations

import enum


class FirstMover(enum.Enum):
    """Who moves first in a new game against the computer."""

    YOU = "you"
    COMPUTER = "computer"
    ALTERNATE = "alternate"
    RANDOM = "random"
