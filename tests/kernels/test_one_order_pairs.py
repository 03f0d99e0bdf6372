"""Issue 13, item 7: a pair whose samples parsed in one order only has no position calibration. Its
BPDE is null (not a confident 0), it is always sent to review, and the summary counts it; a run
configured with one order (``sampling.orders = "ab"``) has no position calibration by design and
is ranked as before. Values below are worked by hand from Wang et al. 2024 Eq. 2-6."""

import math

import polars as pl
import pytest

from judge_engine.kernels import calibration, review, segments

SCHEMA = {"pair_id": pl.String, "order": pl.String, "sample": pl.Int64, "score_a": pl.Float64, "score_b": pl.Float64}
ROWS = [
    # p1: both orders; outcomes for a: win, tie | win  -> p_win 2/3, p_tie 1/3
    ("p1", "ab", 0, 8.0, 6.0),
    ("p1", "ab", 1, 7.0, 7.0),
    ("p1", "ba", 0, 7.0, 5.0),
    # p2: three agreeing samples in ab, nothing parsed in ba -> one order only
    ("p2", "ab", 0, 9.0, 4.0),
    ("p2", "ab", 1, 9.0, 5.0),
    ("p2", "ab", 2, 8.0, 4.0),
    ("p2", "ba", 0, None, None),
    ("p2", "ba", 1, None, None),
    # p3: nothing parsed
    ("p3", "ab", 0, None, None),
    ("p3", "ba", 0, None, None),
]
BPDE_P1 = -(2 / 3 * math.log(2 / 3) + 1 / 3 * math.log(1 / 3))  # 0.6365 nats


def _judgments():
    return pl.DataFrame(ROWS, schema=SCHEMA, orient="row")


def test_one_order_pair_has_no_bpde_and_is_always_reviewed():
    res = calibration.calibrate(_judgments())
    r = {row["pair_id"]: row for row in res.iter_rows(named=True)}
    assert [r[p]["orders_valid"] for p in ("p1", "p2", "p3")] == [2, 1, 0]
    assert r["p1"]["bpde"] == pytest.approx(BPDE_P1)
    # p2 keeps the verdict and scores of the order it has, but no BPDE (it was a confident 0.0)
    assert r["p2"]["verdict"] == "a" and r["p2"]["cs_a"] == pytest.approx(26 / 3) and r["p2"]["bpde"] is None
    assert r["p3"]["verdict"] is None and r["p3"]["bpde"] is None
    for beta, expected in ((0.0, {"p2", "p3"}), (0.5, {"p1", "p2", "p3"})):
        sel = review.select_for_review(res, beta)
        assert set(sel.filter("needs_review")["pair_id"]) == expected
    st = segments.pair_stats(_judgments())
    arr = calibration.calibrated_arrays(st)
    assert review.review_mask(arr.bpde, arr.rankable, 0.0).tolist() == [False, True, True]


def test_single_order_run_keeps_bpde_and_ranks_as_before():
    res = calibration.calibrate(_judgments(), both_orders=False)
    r = {row["pair_id"]: row for row in res.iter_rows(named=True)}
    assert r["p2"]["bpde"] == 0.0 and r["p2"]["orders_valid"] == 1
    # beta 0: only the pair without a verdict; beta 0.5 of the 2 ranked pairs: the higher BPDE (p1)
    assert set(review.select_for_review(res, 0.0).filter("needs_review")["pair_id"]) == {"p3"}
    assert set(review.select_for_review(res, 0.5).filter("needs_review")["pair_id"]) == {"p1", "p3"}


def test_hitlc_reviews_one_order_pairs_first():
    res = calibration.calibrate(_judgments()).with_columns(pl.Series("human_label", ["b", "b", "a"]))
    curve = {row["beta"]: row for row in review.hitlc_curve(res, [0.0, 1.0]).iter_rows(named=True)}
    # labelled with a verdict: p1 (a, gold b), p2 (a, gold b); p2 has no BPDE, so it takes its label
    # even at beta 0: merged p1 a (wrong), p2 b (right) -> 1/2; at beta 1 both take their label
    assert (curve[0.0]["reviewed"], curve[0.0]["accuracy"]) == (1, 0.5)
    assert (curve[1.0]["reviewed"], curve[1.0]["accuracy"]) == (2, 1.0)
