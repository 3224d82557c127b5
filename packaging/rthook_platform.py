"""PyInstaller runtime hook: pick Qt's X11 platform on Linux desktops (Wayland ones included).

The slimmed build carries Qt's xcb (X11) and offscreen platform plugins, not the Wayland one. On a
Wayland session Qt would look for it first and print a warning before falling back to X11
(XWayland), so when an X display is there and nobody chose a platform, choose xcb right away.
"""

import os
import sys

if (sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM")
        and os.environ.get("DISPLAY")):
    os.environ["QT_QPA_PLATFORM"] = "xcb"
