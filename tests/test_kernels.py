"""Kernels on hand-worked examples (numbers worked out by hand in the comments, not by the code)."""

import math

import polars as pl
import pytest

from judge_engine.kernels.agreement import (accuracy, cohen_kappa, conflict_by_score_gap, conflicts,
                                            order_verdicts, position_preference)
from judge_engine.kernels.calibration import calibrate
from judge_engine.kernels.review import review_count, select_for_review


def _judgments(rows):
    """rows: (pair_id, order, sample, score_first, score_second) with slot scores as the judge gave them."""
    out = []
    for pid, order, sample, s1, s2 in rows:
        a, b = (s1, s2) if order == "ab" else (s2, s1)
        out.append({"pair_id": pid, "order": order, "sample": sample, "score_first": s1,
                    "score_second": s2, "score_a": a, "score_b": b})
    return pl.DataFrame(out, schema={"pair_id": pl.String, "order": pl.String, "sample": pl.Int32,
                                     "score_first": pl.Float64, "score_second": pl.Float64,
                                     "score_a": pl.Float64, "score_b": pl.Float64})


# Pair "p": k = 2 in each order.
#   ab s0: A=8, B=7  -> win (for a)       ab s1: A=6, B=6 -> tie
#   ba s0: B=9, A=7  -> lose              ba s1: B=5, A=8 -> win
# CS_a = (8 + 6 + 7 + 8) / 4 = 7.25 ; CS_b = (7 + 6 + 9 + 5) / 4 = 6.75 -> verdict a
# p_win = 2/4, p_tie = 1/4, p_lose = 1/4
# BPDE = -(0.5 ln 0.5 + 0.25 ln 0.25 + 0.25 ln 0.25) = 0.5 ln 2 + 0.5 ln 4 = 1.5 ln 2 = 1.0397207708
# first-sample conflict: ab s0 win vs ba s0 lose -> conflict
HAND_PAIR = [("p", "ab", 0, 8, 7), ("p", "ab", 1, 6, 6), ("p", "ba", 0, 9, 7), ("p", "ba", 1, 5, 8)]


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


def test_position_preference_counts_slots():
    # slot 1 wins in 3 samples, slot 2 in 1, one tie -> 3/5, 1/5, 1/5
    j = _judgments([("p", "ab", 0, 8, 7), ("p", "ab", 1, 6, 6), ("p", "ba", 0, 9, 7), ("p", "ba", 1, 5, 8),
                    ("q", "ab", 0, 9, 2)])
    pp = position_preference(j)
    assert (pp["first"], pp["second"], pp["tie"], pp["n"]) == (0.6, 0.2, 0.2, 5)


def test_cohen_kappa_hand_example():
    # po = 3/4; p_pred = (a .5, b .25, tie .25); p_gold = (a .25, b .5, tie .25)
    # pe = .125 + .125 + .0625 = .3125 ; kappa = (.75 - .3125) / (1 - .3125) = 7/11
    pred, gold = ["a", "a", "b", "tie"], ["a", "b", "b", "tie"]
    assert cohen_kappa(pred, gold) == pytest.approx(7 / 11)
    assert accuracy(pred, gold) == 0.75
    assert cohen_kappa(["a", "a"], ["a", "a"]) is None  # chance agreement 1: undefined
    assert cohen_kappa(["a", "b"], ["b", "a"]) == pytest.approx(-1.0)


def test_review_selection_top_beta_with_deterministic_ties():
    res = pl.DataFrame({"pair_id": ["p1", "p2", "p3", "p4", "p5"], "bpde": [0.1, 0.7, 0.7, 0.0, 0.3],
                        "verdict": ["a", "b", "a", "tie", "a"]})
    # ceil(0.4 * 5) = 2 -> the two 0.7s; ceil(0.5 * 5) = 3 -> plus 0.3; ties by pair_id
    assert select_for_review(res, 0.4).filter("needs_review")["pair_id"].to_list() == ["p2", "p3"]
    assert select_for_review(res, 0.5).filter("needs_review")["pair_id"].to_list() == ["p2", "p3", "p5"]
    assert select_for_review(res, 0.2).filter("needs_review")["pair_id"].to_list() == ["p2"]
    assert review_count(0.2, 80) == 16 and review_count(0.21, 80) == math.ceil(16.8)
    with pytest.raises(ValueError):
        review_count(1.5, 3)


def test_conflict_by_score_gap_buckets():
    # gaps 0.5, 1.0 -> [0, 1]; 1.5 -> (1, 2]; 3.0 -> (2, 3]; conflicts 1 of 2, 0 of 1, 1 of 1
    res = pl.DataFrame({"cs_a": [5.5, 6.0, 7.5, 8.0, 1.0], "cs_b": [5.0, 5.0, 6.0, 5.0, 1.0],
                        "conflict": [True, False, False, True, None]})
    got = conflict_by_score_gap(res)
    assert got["bucket"].to_list() == ["0.0-1.0", "1.0-2.0", "2.0-3.0"]
    assert got["n"].to_list() == [2, 1, 1] and got["conflict_rate"].to_list() == [0.5, 0.0, 1.0]


def test_prompt_trie_counts_distinct_prefix_tokens():
    from judge_engine.backends.prefill import PromptTrie

    t = PromptTrie()
    # trie of [1 2 3 4], [1 2 3 5], [1 2 9], [7], [1 2 3 4] (duplicate): nodes 1,2,3,4,5,9,7 = 7
    for ids in ([1, 2, 3, 4], [1, 2, 3, 5], [1, 2, 9], [7], [1, 2, 3, 4]):
        t.add(ids)
    assert t.distinct_tokens() == 7
    # token ids above 255 keep their order (big-endian bytes): [256, 1] and [1, 256] share nothing
    t = PromptTrie()
    t.add([256, 1])
    t.add([1, 256])
    t.add([256, 2])
    assert t.distinct_tokens() == 2 + 2 + 1
    small = PromptTrie(max_tokens=3)
    small.add([1, 2, 3, 4])
    assert small.distinct_tokens() is None
