"""Sound: the game's short sounds (your move, the computer's, a refusal, the end, a puzzle) and
the platform's own player that plays them. A leaf room.
"""
