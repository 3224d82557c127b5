"""PyInstaller runtime hook (Linux builds): which of Qt's platform plugins the game opens its
window with, when nobody chose one (``QT_QPA_PLATFORM`` unset).

The build carries Qt's Wayland, xcb (X11) and offscreen platform plugins.

- A Wayland session whose compositor socket is there gets ``wayland;xcb``: the window is native
  on Wayland (sharp under the desktop's scaling, the desktop's own input), and if the Wayland
  plugin cannot load (a system without ``libwayland-client0``/``libwayland-cursor0``), Qt tries
  X11 next (XWayland).
- An X11 session, or a Wayland session whose socket is gone (a ``WAYLAND_DISPLAY`` left over in
  a terminal multiplexer), gets ``xcb`` at once: Qt would otherwise first try Wayland, print
  two warnings and only then fall back.
- Otherwise nothing is chosen, and Qt says what it could not open.

Qt 6's own default order is the same, less the check of the socket; this hook makes the build's
choice explicit and independent of the Qt version. The socket is looked up as libwayland-client
does: ``WAYLAND_SOCKET`` (a connection handed over by the compositor), else ``WAYLAND_DISPLAY``
(an absolute path, or a name in ``XDG_RUNTIME_DIR``), else ``wayland-0`` when
``XDG_SESSION_TYPE`` says ``wayland``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping


def wayland_socket(environ: Mapping[str, str]) -> str | None:
    """The Wayland compositor's socket this session names (a path), or ``None`` if it names
    none. ``WAYLAND_SOCKET`` counts as named (returned as ``fd:N``)."""
    if environ.get("WAYLAND_SOCKET"):
        return f"fd:{environ['WAYLAND_SOCKET']}"
    name = environ.get("WAYLAND_DISPLAY", "")
    if not name and environ.get("XDG_SESSION_TYPE") == "wayland":
        name = "wayland-0"
    if not name:
        return None
    if os.path.isabs(name):
        return name
    runtime = environ.get("XDG_RUNTIME_DIR", "")
    return os.path.join(runtime, name) if runtime else None


def platform_for(environ: Mapping[str, str],
                 exists: Callable[[str], bool] = os.path.exists) -> str | None:
    """The value for ``QT_QPA_PLATFORM``, or ``None`` to leave Qt's default."""
    if environ.get("QT_QPA_PLATFORM"):
        return None  # the player's (or a test's) choice
    order = []
    socket = wayland_socket(environ)
    if socket is not None and (socket.startswith("fd:") or exists(socket)):
        order.append("wayland")
    if environ.get("DISPLAY"):
        order.append("xcb")
    return ";".join(order) or None


if sys.platform.startswith("linux"):
    _chosen = platform_for(os.environ)
    if _chosen:
        os.environ["QT_QPA_PLATFORM"] = _chosen
