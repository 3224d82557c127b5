"""Command-line parsing shared by ``ttt-solve`` and ``ttt-desktop``: bad input is one line on
stderr and exit status 2, never a traceback."""

from __future__ import annotations

import argparse
from typing import NoReturn

EXIT_USAGE = 2


class UsageError(Exception):
    """Bad input from the user: the caller prints it in one line and exits with status 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser that raises :class:`UsageError` instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)
