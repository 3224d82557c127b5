"""One game per user: the lock and the second launch's handover (Qt-free, so that a second launch
decides fast), and the running game's end of it (QtCore), on a local socket or pipe.
"""
