"""Counts over each variant's whole game tree, against published figures and a textbook count."""

from __future__ import annotations

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.engine.stats import game_stats

from . import reference


def test_standard_counts_match_the_published_figures() -> None:
    stats = game_stats(Variant.STANDARD)
    assert stats.positions == 5478
    assert stats.games == 255_168
    assert stats.first_player_wins == 131_184
    assert stats.second_player_wins == 77_904
    assert stats.draws == 46_080
    assert stats.symmetry_classes == 765
    assert stats.finished_positions == 958


def test_misere_swaps_the_standard_winners() -> None:
    stats = game_stats(Variant.MISERE)
    assert stats.positions == 5478
    assert stats.games == 255_168
    assert (stats.first_player_wins, stats.second_player_wins) == (77_904, 131_184)
    assert stats.draws == 46_080
    assert stats.symmetry_classes == 765


def test_last_line_reaches_6046_positions() -> None:
    stats = game_stats(Variant.LAST_LINE)
    assert stats.positions == 6046
    assert stats.draws == 46_080  # a draw is a full board without a line, as in standard


@pytest.mark.parametrize("variant", list(Variant))
def test_counts_agree_with_a_textbook_enumeration(variant: Variant) -> None:
    stats = game_stats(variant)
    boards = reference.reachable(variant.value)
    x_wins, o_wins, draws = reference.count_games(variant.value)
    assert stats.variant is variant
    assert stats.positions == len(boards)
    assert stats.finished_positions == sum(1 for s in boards.values() if s is not None)
    assert (stats.first_player_wins, stats.second_player_wins, stats.draws) == (
        x_wins,
        o_wins,
        draws,
    )
    assert stats.games == x_wins + o_wins + draws


@pytest.mark.parametrize("variant", list(Variant))
def test_symmetry_classes_agree_with_a_textbook_count(variant: Variant) -> None:
    def rotate(text: str) -> str:  # a quarter turn clockwise
        return "".join(text[i] for i in (6, 3, 0, 7, 4, 1, 8, 5, 2))

    def mirror(text: str) -> str:  # left to right
        return "".join(text[i] for i in (2, 1, 0, 5, 4, 3, 8, 7, 6))

    def canonical(text: str) -> str:
        images = []
        for _ in range(4):
            images += [text, mirror(text)]
            text = rotate(text)
        return min(images)

    classes = {canonical(text) for text in reference.reachable(variant.value)}
    assert game_stats(variant).symmetry_classes == len(classes)
