"""Help › Lessons: the lessons window, on the lesson coach. Floor 2: it puts the board, the
words and the sound together.
"""
