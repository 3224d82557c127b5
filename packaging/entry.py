"""PyInstaller's entry script for ttt-desktop: the same as ``python -m ttt_desktop``.

It lives outside the package so that PyInstaller does not put ``ttt_desktop/`` itself on the
module search path. ``packaging/ttt-desktop.spec`` builds from it.
"""

from ttt_desktop.qt.app import main

if __name__ == "__main__":
    raise SystemExit(main())
