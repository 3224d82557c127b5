"""The end-to-end tests' shared settings."""

# Run by the system's Python (it needs Debian's pyatspi), never collected: see its docstring.
collect_ignore = ["atspi_probe.py"]
