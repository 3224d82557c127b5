"""A trial's figures: each is taken over the games its docstring names (the last 200 by
default), whatever came before them."""

from __future__ import annotations

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.engine.strength import rating_of
from ttt_desktop.play.adaptive_trial import Trial
from ttt_desktop.play.rating import Rating


def two_phase_trial(early: int, late: int = 200) -> Trial:
    """``early`` games unlike the ``late`` ones that follow them: a weak start (skill 0, score 0,
    rating 1000 with deviation 900), then skill 0.5, score 1, rating 2000 with deviation 100."""
    return Trial(0.1, Variant.STANDARD,
                 skills=[0.0] * early + [0.5] * late,
                 scores=[0.0] * early + [1.0] * late,
                 ratings=[Rating(1000.0, 900.0)] * early + [Rating(2000.0, 100.0)] * late)


@pytest.mark.parametrize("early", [1, 50])
def test_the_figures_of_a_trial_leave_out_the_games_before_the_last_200(early: int):
    trial = two_phase_trial(early)
    assert len(trial.scores) == early + 200
    assert trial.score_over_last() == 1.0
    assert trial.final_rating() == 2000.0
    assert trial.band() == 100.0
    assert trial.settled_rating() == pytest.approx(rating_of(0.5, Variant.STANDARD))
