"""The PySide6 window: thin adapters over :mod:`ttt_desktop.engine`."""
