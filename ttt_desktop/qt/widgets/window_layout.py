"""The main window's size, place and dock layout, kept between sessions so that no damaged or
foreign copy can crash the next start.

``QMainWindow.restoreState`` trusts its bytes: one changed byte in a stored state can make it
read past its data and crash the process, at every start. Two guards stand before it:

- a SHA-256 digest of the stored geometry and state, written with them: a copy whose digest
  does not match (a damaged byte anywhere, or a copy edited by hand) is dropped, and the
  window opens at its default size;
- a marker written to the disk just before the restore and removed just after: if the process
  dies during the restore, the next start finds the marker and drops the layout instead of
  crashing again.

A layout stored before the digest existed has no digest: its geometry is restored (Qt checks a
geometry's size and fields before it uses it) and its dock state is dropped once.
"""

from __future__ import annotations

import hashlib
import logging
from typing import Final

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow

log = logging.getLogger(__name__)

GEOMETRY_KEY: Final = "window/geometry"
STATE_KEY: Final = "window/state"
#: The hexadecimal SHA-256 of the stored geometry's bytes, then the state's.
DIGEST_KEY: Final = "window/digest"
#: Present on the disk only while a restore runs: found at start, the last restore crashed.
RESTORING_KEY: Final = "window/restoring"


def layout_digest(geometry: bytes, state: bytes) -> str:
    """The digest kept beside a geometry and a state (each length-prefixed, so that no byte
    can move from one to the other unnoticed).

    >>> layout_digest(b"ab", b"c") == layout_digest(b"a", b"bc")
    False
    >>> len(layout_digest(b"", b""))
    64
    """
    digest = hashlib.sha256()
    for part in (geometry, state):
        digest.update(len(part).to_bytes(8, "big"))
        digest.update(part)
    return digest.hexdigest()


def save_layout(window: QMainWindow, store: QSettings) -> None:
    """Keep ``window``'s geometry and state, with their digest (the caller syncs the store)."""
    geometry, state = window.saveGeometry(), window.saveState()
    store.setValue(GEOMETRY_KEY, geometry)
    store.setValue(STATE_KEY, state)
    store.setValue(DIGEST_KEY, layout_digest(bytes(geometry.data()), bytes(state.data())))
    store.remove(RESTORING_KEY)


def forget_layout(store: QSettings) -> None:
    """Remove every stored part of the layout: the next close writes a fresh one."""
    for key in (GEOMETRY_KEY, STATE_KEY, DIGEST_KEY, RESTORING_KEY):
        store.remove(key)
    store.sync()


def restore_layout(window: QMainWindow, store: QSettings) -> bool:
    """Give ``window`` its stored geometry and state if they are whole and a restore has never
    crashed on them; return True if the geometry was restored (else the caller sizes the window
    itself). A layout that cannot be trusted is removed from the store, with one warning."""
    if store.value(RESTORING_KEY) is not None:
        log.warning("settings: the window's layout crashed the last start; it is dropped")
        forget_layout(store)
        return False
    geometry, state = store.value(GEOMETRY_KEY), store.value(STATE_KEY)
    if not isinstance(geometry, QByteArray):
        geometry = None
    if not isinstance(state, QByteArray):
        state = None
    digest = store.value(DIGEST_KEY)
    if digest is None:  # stored before the digest existed: its geometry only
        state = None
    elif (geometry is None or state is None
          or digest != layout_digest(bytes(geometry.data()), bytes(state.data()))):
        log.warning("settings: the window's stored layout is damaged; it is dropped")
        forget_layout(store)
        return False
    if geometry is None and state is None:
        return False
    store.setValue(RESTORING_KEY, "true")
    store.sync()  # on the disk before Qt reads the bytes: a crash here is not repeated
    if state is not None:
        window.restoreState(state)
    restored = geometry is not None and window.restoreGeometry(geometry)
    store.remove(RESTORING_KEY)
    store.sync()
    return restored
