"""Calibration kernels on hand-worked examples (numbers worked out by hand in the comments, not by
the code): calibrated scores, outcomes, BPDE, ties, unparsed samples, probability-weighted outcomes."""

import math

import polars as pl
import pytest

from judge_engine.kernels.agreement import conflicts, order_verdicts
from judge_engine.kernels.calibration import calibrate
from judge_engine.kernels.review import select_for_review
from tests.helpers.judgments import HAND_PAIR
from tests.helpers.judgments import hand_judgments as _judgments


def test_hand_worked_pair_cs_outcomes_bpde():
    res = calibrate(_judgments(HAND_PAIR)).row(0, named=True)
    assert res["n_valid"] == 4
    assert res["cs_a"] == pytest.approx(7.25)
    assert res["cs_b"] == pytest.approx(6.75)
    assert res["verdict"] == "a"
    assert (res["p_win"], res["p_tie"], res["p_lose"]) == pytest.approx((0.5, 0.25, 0.25))
    assert res["bpde"] == pytest.approx(1.0397207708, abs=1e-9)
    ov = order_verdicts(_judgments(HAND_PAIR)).row(0, named=True)
    # first samples: ab a wins, ba b wins -> conflict; means: ab (8-7 + 6-6)/2 > 0 -> a,
    # ba (7-9 + 8-5)/2 = 0.5 > 0 -> a -> no conflict on the k-sample means
    assert (ov["first_ab"], ov["first_ba"], ov["mean_ab"], ov["mean_ba"]) == ("a", "b", "a", "a")
    assert conflicts(order_verdicts(_judgments(HAND_PAIR)))["conflict"].to_list() == [True]
    assert conflicts(order_verdicts(_judgments(HAND_PAIR)), basis="mean")["conflict"].to_list() == [False]


def test_unparsed_samples_do_not_count():
    # pair q: ab s0 A=9 B=3 (win), ab s1 unparsed, ba s0 B=4 A=8 (win), ba s1 unparsed
    # CS_a = (9 + 8) / 2 = 8.5, CS_b = (3 + 4) / 2 = 3.5, all parsed outcomes are wins -> BPDE 0
    j = _judgments([("q", "ab", 0, 9, 3), ("q", "ab", 1, None, None), ("q", "ba", 0, 4, 8), ("q", "ba", 1, None, None)])
    r = calibrate(j).row(0, named=True)
    assert (r["n_samples"], r["n_valid"]) == (4, 2)
    assert (r["cs_a"], r["cs_b"], r["verdict"], r["bpde"]) == (8.5, 3.5, "a", 0.0)
    assert conflicts(order_verdicts(j))["conflict"].to_list() == [False]


def test_all_unparsed_pair_has_no_verdict_and_needs_review():
    j = _judgments([("z", "ab", 0, None, None), ("z", "ba", 0, None, None), ("y", "ab", 0, 5, 5), ("y", "ba", 0, 5, 5)])
    res = calibrate(j)
    z = res.filter(pl.col("pair_id") == "z").row(0, named=True)
    assert z["n_valid"] == 0 and z["verdict"] is None and z["cs_a"] is None and z["bpde"] is None
    y = res.filter(pl.col("pair_id") == "y").row(0, named=True)
    assert y["verdict"] == "tie" and y["p_tie"] == 1.0 and y["bpde"] == 0.0
    sel = select_for_review(res, beta=0.0)
    assert dict(zip(sel["pair_id"], sel["needs_review"])) == {"y": False, "z": True}
    assert conflicts(order_verdicts(j))["pair_id"].to_list() == ["y"]  # z has no parsed sample


def test_tie_only_when_means_equal():
    # ab: A=7 B=8 ; ba: B=6 A=5 -> CS_a = 6, CS_b = 7 -> b ; and a 2-2 split that ties exactly
    j = _judgments([("b", "ab", 0, 7, 8), ("b", "ba", 0, 6, 5), ("t", "ab", 0, 9, 1), ("t", "ba", 0, 9, 1)])
    got = dict(calibrate(j).select("pair_id", "verdict").iter_rows())
    assert got == {"b": "b", "t": "tie"}  # t: CS_a = (9+1)/2 = 5 = CS_b


def test_probability_outcomes_by_hand():
    from judge_engine.kernels.calibration import probability_outcomes

    # pair p: ab sample (P(a) .6, P(b) .3, P(tie) .1), ba sample (.8, .2, 0) -> mean (.7, .25, .05)
    # entropy = -(.7 ln .7 + .05 ln .05 + .25 ln .25)
    j = pl.DataFrame(
        {"pair_id": ["p", "p", "q"], "p_a": [0.6, 0.8, None], "p_b": [0.3, 0.2, None], "p_tie": [0.1, 0.0, None]}
    )
    r = probability_outcomes(j)
    assert r["pair_id"].to_list() == ["p"]
    row = r.row(0, named=True)
    assert (row["pw_win"], row["pw_tie"], row["pw_lose"]) == pytest.approx((0.7, 0.05, 0.25))
    assert row["prob_entropy"] == pytest.approx(-(0.7 * math.log(0.7) + 0.05 * math.log(0.05) + 0.25 * math.log(0.25)))


def test_equal_outcome_shares_tie_exactly_and_review_breaks_the_tie_by_pair_id():
    # p: outcomes win, lose (ab), lose, win (ba) -> shares 2/4 win, 0 tie, 2/4 lose -> BPDE ln 2;
    # q: ab tie (5, 5), ba lose (3 vs 9) -> shares 0 win, 1/2 tie, 1/2 lose -> BPDE ln 2 as well.
    # Equal BPDE, so HITLC (top ceil(0.5 * 2) = 1 pair, ties by pair_id) sends p, not q.
    j = _judgments(
        [
            ("p", "ab", 0, 9, 3),
            ("p", "ab", 1, 3, 9),
            ("p", "ba", 0, 3, 9),
            ("p", "ba", 1, 9, 3),
            ("q", "ab", 0, 5, 5),
            ("q", "ba", 0, 9, 3),
        ]
    )
    res = calibrate(j)
    p, q = res["bpde"].to_list()
    assert p == q == pytest.approx(math.log(2), abs=1e-12)
    review = dict(select_for_review(res, 0.5).select("pair_id", "needs_review").iter_rows())
    assert review == {"p": True, "q": False}
