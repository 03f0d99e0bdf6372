"""Five-level verdicts (Arena-Hard-Auto) and win rates against a baseline: hand-worked values, the
calibration algebra they feed, bad input, and the plain reference."""

import math

import numpy as np
import polars as pl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_engine.kernels import calibration
from judge_engine.kernels import fivelevel as fl
from judge_engine.kernels import reference_protocols as ref
from judge_engine.kernels import winrate as wr

SCHEMA = {
    "pair_id": pl.String,
    "order": pl.String,
    "sample": pl.Int64,
    "label": pl.String,
    "model_a": pl.String,
    "model_b": pl.String,
    "question_id": pl.Int64,
}


def _df(rows):
    return pl.DataFrame(rows, schema=SCHEMA, orient="row")


def test_labels_map_back_to_responses():
    # In order ab slot A is response_a; in order ba slot A is response_b, so "A>>B" there means b >> a.
    df = _df(
        [
            ("p", "ab", 0, "A>>B", "x", "y", 1),
            ("p", "ba", 0, "A>>B", "x", "y", 1),
            ("p", "ab", 1, "B>A", "x", "y", 1),
            ("p", "ba", 1, "B<<A", "x", "y", 1),
            ("p", "ab", 2, None, "x", "y", 1),
        ]
    )
    assert fl.strengths(df)["strength"].to_list() == [2, -2, -1, -2, None]
    three = fl.to_three_way(df)
    assert three["verdict"].to_list() == ["a", "b", "b", "b", None]
    assert three["score_a"].to_list() == [1.0, 0.0, 0.0, 0.0, None]
    # slot scores: in order ba response_b is shown first
    assert three["score_first"].to_list() == [1.0, 1.0, 0.0, 1.0, None]


def _example():
    # p1: ab A>>B (a strong: w 3, v 1), ab A>B (a: w 1, v 1), ba B>A (slot B = response_a: a, w 1, v 1),
    #     ba unparsed.  p2: ab A=B (tie: w 1, v 0.5), ba A>>B (slot A = response_b: b strong, w 3, v 0).
    #     p3: nothing parsed.
    return _df(
        [
            ("p1", "ab", 0, "A>>B", "x", "base", 1),
            ("p1", "ab", 1, "A>B", "x", "base", 1),
            ("p1", "ba", 0, "B>A", "x", "base", 1),
            ("p1", "ba", 1, None, "x", "base", 1),
            ("p2", "ab", 0, "A=B", "x", "base", 2),
            ("p2", "ba", 0, "A>>B", "x", "base", 2),
            ("p3", "ab", 0, None, "x", "base", 3),
        ]
    )


def test_calibrated_five_level_score_hand_worked():
    got = {r["pair_id"]: r for r in fl.calibrate(_example()).iter_rows(named=True)}
    p1, p2, p3 = got["p1"], got["p2"], got["p3"]
    # p1: score_a = (3*1 + 1*1 + 1*1) / (3 + 1 + 1) = 1; strengths 2, 1, 1: mean 4/3; shares 1/3, 2/3 over
    # the five classes -> entropy5 = 0.6365; all three outcomes are wins -> bpde 0; first samples: ab +2,
    # ba +1: same outcome (no conflict), different strength (conflict5)
    assert (p1["n_samples"], p1["n_valid"], p1["score_a"], p1["weight"], p1["verdict"]) == (4, 3, 1.0, 5.0, "a")
    assert p1["mean_strength"] == pytest.approx(4 / 3)
    assert (p1["p_a_much"], p1["p_a_better"]) == (pytest.approx(1 / 3), pytest.approx(2 / 3))
    assert p1["entropy5"] == pytest.approx(0.636514, abs=1e-6) and p1["bpde"] == 0.0
    assert (p1["conflict"], p1["conflict5"]) == (False, True)
    # p2: score_a = (1*0.5 + 3*0) / (1 + 3) = 0.125 -> verdict b; outcomes tie, lose: bpde = ln 2
    assert (p2["score_a"], p2["weight"], p2["verdict"]) == (0.125, 4.0, "b")
    assert p2["bpde"] == pytest.approx(math.log(2)) and (p2["conflict"], p2["conflict5"]) == (True, True)
    assert p2["mean_strength"] == -1.0
    assert p3["n_valid"] == 0 and p3["score_a"] is None and p3["verdict"] is None and p3["conflict"] is None
    # strong_weight = 1 ignores strength: p2 = 0.5 / 2 = 0.25
    assert fl.calibrate(_example(), strong_weight=1)["score_a"][1] == 0.25


def test_three_way_view_agrees_with_the_calibration_kernel():
    # the existing calibration kernel, fed the (1,0)/(0.5,0.5)/(0,1) encoding, gives the same outcome
    # shares and BPDE as the five-level kernel's three-way columns
    mine = fl.calibrate(_example()).filter(pl.col("n_valid") > 0)
    theirs = calibration.calibrate(fl.to_three_way(_example())).filter(pl.col("n_valid") > 0)
    for col in ("p_win", "p_tie", "p_lose", "bpde"):
        assert mine[col].to_list() == pytest.approx(theirs[col].to_list()), col


def test_strong_verdicts_weigh_three_in_the_bradley_terry_fit():
    # x beats base once strongly (A>>B in order ab) and loses once (B>A in order ab): with Arena-Hard's
    # weight 3 that is 3 wins to 1 loss, and the two-model Bradley-Terry MLE is theta_x - theta_base =
    # ln(3 / 1); on the Elo-like scale 400 log10(3) = 190.849 above the baseline's 1000. Adding a tie
    # (half a win each): ln(3.5 / 1.5) -> 400 log10(7 / 3) = 147.196. Without weights (1 win, 1 loss): 1000.
    rows = [("p1", "ab", 0, "A>>B", "x", "base", 1), ("p2", "ab", 0, "B>A", "x", "base", 2)]
    board = fl.weighted_leaderboard(_df(rows), baseline="base", n_bootstrap=0)
    assert board.filter(pl.col("model") == "x")["score"][0] == pytest.approx(1190.849, abs=0.01)
    assert board.filter(pl.col("model") == "x")[["wins", "losses"]].row(0) == (3, 1)
    tie = _df(rows + [("p3", "ba", 0, "A=B", "x", "base", 3)])
    assert fl.weighted_leaderboard(tie, baseline="base", n_bootstrap=0).filter(pl.col("model") == "x")["score"][
        0
    ] == pytest.approx(1147.196, abs=0.01)
    flat = fl.weighted_leaderboard(_df(rows), baseline="base", strong_weight=1, n_bootstrap=0)
    assert flat.filter(pl.col("model") == "x")["score"][0] == pytest.approx(1000.0, abs=0.01)


def _pairs():
    # base vs x on 3 questions: q1 two pairs, x wins both (one with x as response_b); q2 x loses; q3 tie.
    return pl.DataFrame(
        {
            "pair_id": ["a", "b", "c", "d", "e"],
            "model_a": ["x", "base", "x", "x", "y"],
            "model_b": ["base", "x", "base", "base", "base"],
            "question_id": [1, 1, 2, 3, 1],
            "verdict": ["a", "b", "b", "tie", "a"],
        }
    )


def test_baseline_win_rate_and_interval_enumerated():
    # x: (1 + 1 + 0 + 0.5) / 4 = 0.625; by question num/den: q1 2/2, q2 0/1, q3 0.5/1. A resample of
    # 3 questions is all-q1 with p 1/27 (value 6/6 = 1) and all-q2 with p 1/27 (value 0): 3.7% of the mass
    # at each end, more than the 2.5% cut, so the 95% interval of 4000 resamples is exactly (0, 1).
    board = wr.baseline_win_rate(_pairs(), "base", n_bootstrap=4000, seed=3)
    x = board.filter(pl.col("model") == "x").row(0, named=True)
    assert x["win_rate"] == 0.625 and (x["wins"], x["ties"], x["losses"], x["n_pairs"]) == (2, 1, 1, 4)
    assert (x["ci_low"], x["ci_high"]) == (0.0, 1.0)
    # y's only pair (q1) is a win; its resamples are all that one question: (1, 1)
    y = board.filter(pl.col("model") == "y").row(0, named=True)
    assert board["model"].to_list() == ["y", "x"] and (y["win_rate"], y["ci_low"], y["ci_high"]) == (1.0, 1.0, 1.0)


def test_baseline_interval_by_an_independent_numpy_route():
    # the same seeded draws (numpy Generator(PCG64(seed)).integers(0, 3, (B, 3))), but each replicate's
    # win rate recomputed from the pairs themselves, one question at a time, instead of from sums
    b, seed = 500, 11
    draws = np.random.default_rng(seed).integers(0, 3, size=(b, 3))
    outcomes = {0: [1.0, 1.0], 1: [0.0], 2: [0.5]}  # x's outcomes per question, sorted by question_id
    reps = [np.mean([o for q in row for o in outcomes[q]]) for row in draws]
    lo, hi = np.quantile(reps, [0.05, 0.95])
    x = wr.baseline_win_rate(_pairs(), "base", n_bootstrap=b, seed=seed, alpha=0.1).filter(pl.col("model") == "x")
    assert (x["ci_low"][0], x["ci_high"][0]) == (pytest.approx(lo), pytest.approx(hi))


def test_win_rate_units_hand_worked():
    # unit "score": mean of x's calibrated scores; "battle": weighted by the pair weights (Arena-Hard v2.0):
    # p1 score 1 weight 5, p2 score 0.125 weight 4 -> (5 + 0.5) / 9 = 0.6111; "score": 1.125 / 2 = 0.5625;
    # "verdict": a win and a loss = 0.5. p3 (nothing parsed) is counted as unjudged.
    pairs = fl.calibrate(_example())
    got = {u: wr.baseline_win_rate(pairs, "base", u, n_bootstrap=0).row(0, named=True) for u in wr.UNITS}
    assert got["verdict"]["win_rate"] == 0.5 and got["score"]["win_rate"] == 0.5625
    assert got["battle"]["win_rate"] == pytest.approx(5.5 / 9)
    assert all(g["n_unjudged"] == 1 and g["n_pairs"] == 2 for g in got.values())


@pytest.mark.parametrize(
    "row, match",
    [
        (("p", "ab", 0, "A>>>B", "x", "y", 1), "row 0, column 'label'"),
        (("p", "xy", 0, "A>B", "x", "y", 1), "row 0, column 'order'"),
    ],
)
def test_bad_labels_are_named(row, match):
    with pytest.raises(ValueError, match=match):
        fl.calibrate(_df([row]))


def test_duplicates_and_unknown_baseline_are_errors():
    with pytest.raises(ValueError, match="duplicate"):
        fl.calibrate(_df([("p", "ab", 0, "A>B", "x", "y", 1)] * 2))
    with pytest.raises(ValueError, match="in no pair"):
        wr.baseline_win_rate(_pairs(), "nobody")
    with pytest.raises(ValueError, match="needs column"):
        wr.baseline_win_rate(_pairs(), "base", unit="battle")


LABEL = st.one_of(st.none(), st.sampled_from(sorted(fl.SLOT_STRENGTH)))


@st.composite
def judgments(draw):
    rows = []
    for p in range(draw(st.integers(0, 6))):
        ma, mb = draw(st.sampled_from([("x", "base"), ("base", "y"), ("x", "y")]))
        q = draw(st.integers(1, 3))
        for order in draw(st.sampled_from([("ab",), ("ba",), ("ab", "ba")])):
            for s in range(draw(st.integers(1, 3))):
                rows.append((f"p{p}", order, s, draw(LABEL), ma, mb, q))
    return rows


def _close(x, y):
    if x is None or y is None:
        return x is None and y is None
    if isinstance(x, (bool, str)):
        return x == y
    return math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-12)


@settings(max_examples=200, deadline=None)
@given(judgments(), st.sampled_from([1, 3]), st.sampled_from(wr.UNITS))
def test_fivelevel_and_win_rate_match_reference(rows, weight, unit):
    got = fl.calibrate(_df(rows), strong_weight=weight)
    expect = ref.fivelevel_pairs([dict(zip(SCHEMA, r)) for r in rows], weight)
    by_id = {r["pair_id"]: r for r in got.iter_rows(named=True)}
    assert set(by_id) == set(expect)
    for pid, e in expect.items():
        for k, v in e.items():
            assert _close(by_id[pid][k], v), (pid, k, by_id[pid][k], v)
    if got.filter((pl.col("model_a") == "base") | (pl.col("model_b") == "base")).height:
        rates = {r["model"]: r["win_rate"] for r in wr.baseline_win_rate(got, "base", unit, 0).iter_rows(named=True)}
        assert rates.keys() == ref.win_rate(got.to_dicts(), "base", unit).keys()
        for m, v in ref.win_rate(got.to_dicts(), "base", unit).items():
            assert _close(rates[m], v), (m, unit)
