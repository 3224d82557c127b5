"""The player's language: choosing and loading the translations, the fonts that draw every script,
and where a line may break. A leaf room.
"""
