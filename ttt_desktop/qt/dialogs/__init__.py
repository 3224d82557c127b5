"""The dialogs: settings, watch, help and the history's rescue.
"""
