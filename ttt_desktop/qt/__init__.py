"""The PySide6 GUI over :mod:`ttt_desktop.play` (the game's flow, QtCore only) and the engine.

The root holds the application and what puts the rooms together: ``app`` (start-up), the main
window, its panel, menus and actions, the move list, the puzzle window. The rooms below it
import only rooms on a lower floor, and never the root (``tests/test_import_graph.py``):

- ``words/``, ``language/``, ``widgets/`` (the leaves): the words the window says, the
  translations and fonts, small shared widgets and the palette;
- ``board/``, ``statistics/``, ``dialogs/``: the painted board and what it tells a screen
  reader, Game › Statistics, the settings, watch, help and history-rescue dialogs.

One game per user (the lock, the handover and its listener) is :mod:`ttt_desktop.instance`,
beside this package.
"""
