"""The Windows driver runs in a Windows Python (under Wine here), never in the tests' own."""

collect_ignore = ["pipe_crowd_driver.py"]
