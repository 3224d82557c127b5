"""The game being played: one controller owns it. QtCore only (signals, timers, a thread, settings);
no widgets, no painting and no translated words, which belong to :mod:`ttt_desktop.qt`."""
