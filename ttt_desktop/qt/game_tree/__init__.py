"""View › Game Tree: the search below a position, opened node by node, and the three searches
replayed step by step. The tree, its counts and the replays come from ``engine/game_tree.py`` and
``engine/search_replay.py``; this room only shows them."""
