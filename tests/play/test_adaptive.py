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
from ttt_desktop.play.adaptive_trial import STYLES, Trial, games_to_top, run

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


def test_passing_a_named_level_needs_a_settled_rating_above_it():
    v = Variant.MISERE
    medium = adaptive.level_rating("medium", v)[0]
    settled = adaptive.SETTLED_DEVIATION
    assert adaptive.levels_passed(adaptive.Rating(medium + 1, settled), v) == ["easy", "medium"]
    assert adaptive.levels_passed(adaptive.Rating(medium - 1, settled), v) == ["easy"]
    assert adaptive.levels_passed(adaptive.Rating(medium + 300, settled + 1), v) == []
    top = adaptive.ceiling(v)
    assert adaptive.levels_passed(adaptive.Rating(top + 50, 60.0), v) == ["easy", "medium", "hard"]
    assert adaptive.describe(1.0, v) == ("perfect", round(adaptive.ceiling(v)))


# -- a player who holds Perfect reaches it -------------------------------------------------------

#: The most games a perfect player takes until Adaptive first plays as Perfect, on every seed
#: and in every style (docs/strength.md, "Reaching the top": at most 54 over 200 seeds and three
#: styles; 6 in the median).
GAMES_TO_THE_TOP = 60
TOP_SEEDS = range(60)


@pytest.mark.parametrize("variant", list(Variant))
def test_a_perfect_player_meets_perfect_within_the_documented_number_of_games(variant: Variant):
    """Whatever best moves it prefers, a player who never gives its value away meets Adaptive
    at Perfect soon: within GAMES_TO_THE_TOP games on every seed, within 8 in the median."""
    reached = {style: [games_to_top(variant, seed, style, limit=400) for seed in TOP_SEEDS]
               for style in STYLES}
    for style, games in reached.items():
        assert max(games) <= GAMES_TO_THE_TOP, (style, sorted(games)[-5:])
        assert statistics.median(games) <= 8, (style, statistics.median(games))


@pytest.mark.parametrize("variant", list(Variant))
def test_perfect_is_played_once_it_is_within_one_deviation_of_a_settled_rating(
        variant: Variant):
    top = adaptive.ceiling(variant)
    for deviation in (60.0, 90.0, adaptive.SETTLED_DEVIATION):
        assert adaptive.pick_skill(adaptive.Rating(top - deviation + 0.5, deviation),
                                   variant) == 1.0
        below = adaptive.Rating(top - deviation - 0.5, deviation)
        assert adaptive.pick_skill(below, variant) == adaptive.skill_for(below.rating, variant)
    # not settled yet (a new player after a win or two): only the last few points are the top
    unsettled = adaptive.SETTLED_DEVIATION + 1
    assert adaptive.pick_skill(adaptive.Rating(top - 11.0, unsettled), variant) < 1.0
    assert adaptive.pick_skill(adaptive.Rating(top - 9.0, unsettled), variant) == 1.0


@pytest.mark.parametrize("variant", list(Variant))
def test_a_perfect_player_stays_at_the_top_and_passes_hard(variant: Variant):
    """Once there, a perfect player meets Perfect in (nearly) every later game, and its rating
    passes Hard once it is settled."""
    for seed in range(6):
        trial = run(0.0, variant, 120, seed)
        first = next(i for i, skill in enumerate(trial.skills) if adaptive.at_the_top(skill))
        later = trial.skills[first + 20:]
        assert sum(map(adaptive.at_the_top, later)) >= 0.95 * len(later), seed
        assert "hard" in adaptive.levels_passed(trial.ratings[-1], variant), seed


# -- passing a level needs evidence ---------------------------------------------------------------

def rating_book():
    from types import SimpleNamespace

    from ttt_desktop.play.disk_writer import DiskWriter
    from ttt_desktop.play.game_rating import GameRatingBook

    writer = DiskWriter()
    recorder = SimpleNamespace(store=None, keeps_history=False)
    return GameRatingBook(recorder, writer), writer  # type: ignore[arg-type]


@pytest.mark.parametrize("variant", list(Variant))
def test_one_lucky_first_win_passes_no_level(qapp, variant: Variant):
    """A new player's first game, won against Adaptive at about Easy, says nothing about
    passing a level: one game is not evidence (the rating moves some 230 points, with a
    deviation of 285)."""
    book, writer = rating_book()
    try:
        skill = adaptive.pick_skill(adaptive.new_rating(), variant)
        rated = book.rate_now(variant, "adaptive", skill, 1.0,
                              adaptive.computer_rating(skill, variant), None)
        assert rated.after.rating > adaptive.level_rating("medium", variant)[0]
        assert rated.passed == ()
    finally:
        writer.close()


@pytest.mark.parametrize("variant", list(Variant))
def test_a_level_is_passed_once_with_a_settled_rating_above_it(qapp, variant: Variant):
    """Simulated players' games through the rating book: each named level is announced at most
    once, only when the rating after the game is settled and above the level, and a perfect
    player's games announce Hard."""
    for eps in (0.0, 0.15):
        book, writer = rating_book()
        try:
            trial = run(eps, variant, 80, seed=2)
            said: list[str] = []
            for skill, score in zip(trial.skills, trial.scores):
                rated = book.rate_now(variant, "adaptive", skill, score,
                                      adaptive.computer_rating(skill, variant), None)
                for name in rated.passed:
                    assert adaptive.is_settled(rated.after)
                    assert rated.after.rating > adaptive.level_rating(name, variant)[0]
                said.extend(rated.passed)
            assert len(said) == len(set(said)), said
            if eps == 0.0:
                assert "hard" in said
        finally:
            writer.close()
