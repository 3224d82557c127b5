"""Read one program's accessibility tree over AT-SPI, as a screen reader does, and print it as JSON.

Run by the system's Python (Debian's ``python3-pyatspi`` is not on PyPI), never imported by the
tests:

- ``/usr/bin/python3 atspi_probe.py tree PID`` prints ``{"found": false}`` while the program with
  that process id has not registered with the accessibility bus yet, and otherwise every
  object's role, name, description and states, depth first, as ``{"found": true, "nodes": [...]}``;
- ``/usr/bin/python3 atspi_probe.py listen PID SECONDS TEXT COUNT`` prints ``ready`` once it
  listens, then one JSON line per event that a screen reader acts on (a name, a description or the
  focus changed, an announcement) from that program, until COUNT events carrying TEXT have come, or
  SECONDS have passed.
"""

from __future__ import annotations

import json
import sys

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

MAX_DEPTH = 12


def describe(node: object, depth: int, out: list[dict[str, object]]) -> None:
    try:
        states = node.getState().getStates()  # type: ignore[attr-defined]
        out.append({
            "depth": depth,
            "role": node.getRoleName(),  # type: ignore[attr-defined]
            "name": node.name,  # type: ignore[attr-defined]
            "description": node.description,  # type: ignore[attr-defined]
            "states": sorted(pyatspi.stateToString(s) for s in states),
        })
        children = list(node) if depth < MAX_DEPTH else []  # type: ignore[call-overload]
    except Exception as error:  # an object that went away while being read
        out.append({"depth": depth, "error": str(error)})
        return
    for child in children:
        if child is not None:
            describe(child, depth + 1, out)


EVENTS = ("object:property-change:accessible-name",
          "object:property-change:accessible-description", "object:state-changed:focused",
          "object:announcement", "focus:")


def descends_from(pid: int, ancestor: int) -> bool:
    """True if ``pid`` is ``ancestor`` or its child or grandchild (a one-file executable runs the
    game in a child of the process that was started)."""
    for _ in range(3):
        if pid == ancestor:
            return True
        try:
            with open(f"/proc/{pid}/stat") as stat:
                pid = int(stat.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            return False
    return False


def listen(pid: int, seconds: float, until: str, count: int) -> int:
    seen = 0

    def on_event(event: object) -> None:
        nonlocal seen
        try:
            source = event.source  # type: ignore[attr-defined]
            if not descends_from(source.get_process_id(), pid):
                return
            line = {"type": event.type, "role": source.getRoleName(),  # type: ignore[attr-defined]
                    "name": source.name, "detail1": event.detail1,  # type: ignore[attr-defined]
                    "data": str(event.any_data)}  # type: ignore[attr-defined]
        except Exception:  # an object that went away
            return
        print(json.dumps(line), flush=True)
        if until in line["data"]:
            seen += 1
            if seen == count:  # the last event the caller waits for has arrived
                pyatspi.Registry.stop()

    pyatspi.Registry.registerEventListener(on_event, *EVENTS)
    GLib.timeout_add(int(seconds * 1000), pyatspi.Registry.stop)
    print("ready", flush=True)
    pyatspi.Registry.start()
    return 0


def main() -> int:
    if sys.argv[1] == "listen":
        return listen(int(sys.argv[2]), float(sys.argv[3]), sys.argv[4], int(sys.argv[5]))
    pid = int(sys.argv[2])
    for app in pyatspi.Registry.getDesktop(0):
        try:
            if app is not None and descends_from(app.get_process_id(), pid):
                nodes: list[dict[str, object]] = []
                describe(app, 0, nodes)
                print(json.dumps({"found": True, "nodes": nodes}))
                return 0
        except Exception:  # another application that is going away
            continue
    print(json.dumps({"found": False}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
