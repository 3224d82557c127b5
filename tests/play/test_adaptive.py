"""The Adaptive level's guards: simulated players of known skill (a random legal move with
probability epsilon, a best move otherwise) each play 300 games against Adaptive in every rule,
sides alternating, on several seeds.

- over the last 200 games every one of them scores between 40% and 60%;
- their final strengths are in the order of their epsilon;
- Adaptive's strength settles within 20 games (the median over the seeds) and then stays
  within one rating deviation of where it ends up in most games;
- nobody wins against Perfect in standard or misère: a perfect player who meets it only draws.

The table in docs/strength.md comes from the same runs (``benchmarks/bench_engine.py``).
"""

from __future__ import annotations

import statistics

import pytest

from ttt_desktop.engine import Variant
from ttt_desktop.engine.strength import perfect_can_lose
from ttt_desktop.play import adaptive
from ttt_desktop.play.adaptive_trial import Trial, run

EPSILONS = (0.0, 0.05, 0.15, 0.3, 0.6, 1.0)
SEEDS = range(6)

_RUNS: dict[Variant, dict[float, list[Trial]]] = {}


def trials(variant: Variant) -> dict[float, list[Trial]]:
    if variant not in _RUNS:
        _RUNS[variant] = {eps: [run(eps, variant, 300, seed) for seed in SEEDS]
                          for eps in EPSILONS}
    return _RUNS[variant]


@pytest.mark.parametrize("variant", list(Variant))
def test_every_simulated_player_scores_about_half(variant: Variant):
    for eps, runs in trials(variant).items():
        scores = [trial.score_over_last(200) for trial in runs]
        assert all(0.40 <= score <= 0.60 for score in scores), (eps, scores)


@pytest.mark.parametrize("variant", list(Variant))
def test_final_strengths_are_in_the_order_of_epsilon(variant: Variant):
    finals = [statistics.fmean(t.final_rating() for t in runs)
              for runs in trials(variant).values()]
    assert finals == sorted(finals, reverse=True) and len(set(finals)) == len(finals), finals
    # and on every seed the best and the worst player are far apart
    for seed in SEEDS:
        best, worst = trials(variant)[0.0][seed], trials(variant)[1.0][seed]
        assert best.final_rating() - worst.final_rating() > 200


@pytest.mark.parametrize("variant", list(Variant))
def test_the_adaptive_strength_settles_quickly_and_stays(variant: Variant):
    for eps, runs in trials(variant).items():
        settle = [trial.games_to_settle() for trial in runs]
        assert statistics.median(settle) <= 20, (eps, settle)
        shares = [trial.share_within_deviation() for trial in runs]
        assert statistics.fmean(shares) >= 0.8 and min(shares) >= 0.6, (eps, shares)


@pytest.mark.parametrize("variant", list(Variant))
def test_a_perfect_player_holds_perfect_and_nobody_beats_it_where_it_cannot_lose(
        variant: Variant):
    for runs in trials(variant).values():
        for trial in runs:
            at_top = [score for skill, score in zip(trial.skills, trial.scores)
                      if adaptive.at_the_top(skill)]
            if not perfect_can_lose(variant):
                assert all(score <= 0.5 for score in at_top)
    for trial in trials(variant)[0.0]:  # a perfect player scores half
        assert trial.score_over_last(200) == pytest.approx(0.5, abs=0.01)
        if not perfect_can_lose(variant):  # ... by holding Perfect itself to draws
            assert all(adaptive.at_the_top(s) for s in trial.skills[-200:])
            assert trial.scores[-200:] == [0.5] * 200


def test_a_new_player_starts_below_medium_and_moves_quickly():
    for variant in Variant:
        start = adaptive.pick_skill(adaptive.new_rating(), variant)
        medium = adaptive.skill_for(adaptive.level_rating("medium", variant)[0], variant)
        assert start < medium
        after_win = adaptive.rate_game(adaptive.new_rating(), start, variant, 1.0)
        assert after_win.rating - 1500 > 100  # a new player's deviation of 500: first games count
        later = adaptive.rate_game(adaptive.Rating(1500, 60, 0.06), start, variant, 1.0)
        assert later.rating - 1500 < 25


def test_passing_a_named_level_is_found_once():
    v = Variant.MISERE
    medium = adaptive.level_rating("medium", v)[0]
    assert adaptive.levels_passed(medium - 10, medium + 10, v) == ["medium"]
    assert adaptive.levels_passed(medium + 10, medium + 20, v) == []
    top = adaptive.ceiling(v)
    assert adaptive.levels_passed(1000.0, top + 50, v) == ["easy", "medium", "hard"]
    assert adaptive.describe(1.0, v) == ("perfect", round(adaptive.ceiling(v)))
