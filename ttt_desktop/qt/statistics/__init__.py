"""Game › Statistics: the window, its charts and the model of past games.
"""
