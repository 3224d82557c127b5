"""Animations on or off: the player's choice (Settings › Animations), and for a new profile the
system's own preference where the platform says it.

Off means no motion anywhere: marks and the winning line appear at once and nothing swells.
People who get dizzy or distracted by motion set this once for every program; a new profile
follows it:

- Linux: the desktop's ``enable-animations`` (GNOME and others publish it through the settings
  portal, ``org.freedesktop.portal.Settings``, on the session bus);
- Windows: the "Show animations in Windows" switch (``MinAnimate`` in the registry);
- macOS: Reduce Motion in the accessibility settings.

Where none of these answers (no session bus, no portal), animations are on. The choice is stored
the first time the game starts, so that a later change of the system's preference does not
override what the player has seen, and the Settings dialog can change it.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import Final

from PySide6.QtCore import QSettings

log = logging.getLogger(__name__)

ANIMATIONS_KEY: Final = "display/animations"
PORTAL_TIMEOUT_MS: Final = 300  # a missing portal must not hold up the first start


def load_animations(store: QSettings) -> bool:
    """Whether the board animates. A profile with no choice yet takes the system's preference,
    written at once; a damaged value is read as on (and repaired)."""
    raw = store.value(ANIMATIONS_KEY)
    if raw is None:
        chosen = system_allows_motion()
        save_animations(store, chosen)
        return chosen
    text = str(raw).strip().lower()
    if text in ("true", "false"):
        return text == "true"
    log.warning("settings: %s has the unreadable value %r; animations on", ANIMATIONS_KEY, raw)
    save_animations(store, True)
    return True


def save_animations(store: QSettings, animated: bool) -> None:
    """Keep the player's choice."""
    store.setValue(ANIMATIONS_KEY, "true" if animated else "false")


def system_allows_motion() -> bool:
    """The system's preference: ``False`` where it asks for reduced motion, else ``True``."""
    try:
        if sys.platform == "win32":
            answer = _windows_animations()
        elif sys.platform == "darwin":
            answer = _macos_animations()
        else:
            answer = _portal_animations()
    except Exception as exc:  # a preference we cannot read is no preference: never fail a start
        log.info("motion: the system's preference could not be read (%s)", exc)
        return True
    return True if answer is None else answer


def _portal_animations() -> bool | None:
    """``enable-animations`` through the settings portal, or ``None`` where nothing answers."""
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        return None  # no session bus to ask (and none to start: that would cost the first paint)
    from PySide6.QtDBus import QDBusConnection, QDBusMessage

    bus = QDBusConnection.sessionBus()
    if not bus.isConnected():
        return None
    for method in ("ReadOne", "Read"):  # ReadOne is the portal's newer form
        call = QDBusMessage.createMethodCall(
            "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
            "org.freedesktop.portal.Settings", method)
        call.setArguments(["org.gnome.desktop.interface", "enable-animations"])
        reply = bus.call(call, timeout=PORTAL_TIMEOUT_MS)
        if reply.type() == QDBusMessage.MessageType.ReplyMessage and reply.arguments():
            return _as_bool(reply.arguments()[0])
    return None


def _as_bool(value: object) -> bool | None:
    """A D-Bus answer (a variant, perhaps wrapped again) read as a boolean."""
    for _ in range(3):  # the portal's Read wraps the value in one more variant than ReadOne
        if isinstance(value, bool):
            return value
        variant = getattr(value, "variant", None)
        if variant is None:
            break
        value = variant()
    return None


def _windows_animations() -> bool | None:
    """"Show animations in Windows", as the registry keeps it (the switch sets ``MinAnimate``
    with the client-area animations; read with winreg, which every build has)."""
    if sys.platform == "win32":
        import winreg

        try:
            with winreg.OpenKey(winreg.HKEY_CURRENT_USER,
                                r"Control Panel\Desktop\WindowMetrics") as key:
                value, _kind = winreg.QueryValueEx(key, "MinAnimate")
        except OSError:
            return None
        return str(value).strip() != "0"
    return None


def _macos_animations() -> bool | None:
    import subprocess  # loaded only here: nothing else at start-up needs it

    result = subprocess.run(["defaults", "read", "com.apple.universalaccess", "reduceMotion"],
                            capture_output=True, text=True, timeout=2, check=False)
    if result.returncode != 0:
        return None
    return result.stdout.strip() != "1"
