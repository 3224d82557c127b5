"""Small widgets and helpers that any window may use: labels that keep their room, fitting a window
to the screen, menu accelerators, disabled text and the game's palette. A leaf room.
"""
