"""``python -m ttt_desktop`` opens the game window."""

import sys

from ttt_desktop.qt.app import main

if __name__ == "__main__":
    sys.exit(main())
