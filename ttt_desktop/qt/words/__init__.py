"""The words the window says, composed from the game's state: names of things, the status line, the
review, the puzzles, How to Play and the counted phrases. A leaf room: it imports no other room
of qt/.
"""
