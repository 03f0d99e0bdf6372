"""Human-review selection and the HITLC curve on hand-worked examples."""

import math

import polars as pl
import pytest

from judge_engine.kernels.review import hitlc_curve, review_count, select_for_review


def test_review_selection_top_beta_with_deterministic_ties():
    res = pl.DataFrame(
        {
            "pair_id": ["p1", "p2", "p3", "p4", "p5"],
            "bpde": [0.1, 0.7, 0.7, 0.0, 0.3],
            "verdict": ["a", "b", "a", "tie", "a"],
        }
    )
    # ceil(0.4 * 5) = 2 -> the two 0.7s; ceil(0.5 * 5) = 3 -> plus 0.3; ties by pair_id
    assert select_for_review(res, 0.4).filter("needs_review")["pair_id"].to_list() == ["p2", "p3"]
    assert select_for_review(res, 0.5).filter("needs_review")["pair_id"].to_list() == ["p2", "p3", "p5"]
    assert select_for_review(res, 0.2).filter("needs_review")["pair_id"].to_list() == ["p2"]
    assert review_count(0.2, 80) == 16 and review_count(0.21, 80) == math.ceil(16.8)
    with pytest.raises(ValueError):
        review_count(1.5, 3)


def test_hitlc_curve_by_hand():
    # ranked by BPDE: p3 (1.0), p1 (0.6), p2 (0.6), p4 (0.0); calibrated verdicts right for p2, p4 only
    res = pl.DataFrame(
        {
            "pair_id": ["p1", "p2", "p3", "p4", "p5"],
            "bpde": [0.6, 0.6, 1.0, 0.0, None],
            "verdict": ["a", "b", "tie", "a", None],
            "human_label": ["b", "b", "a", "a", "a"],
        }
    )
    curve = hitlc_curve(res, [0.0, 0.25, 0.5, 1.0])
    # beta 0: 2/4 right; 0.25 -> ceil(1) = p3 fixed: 3/4; 0.5 -> p3, p1 fixed: 4/4; 1.0: 4/4
    assert curve["reviewed"].to_list() == [0, 1, 2, 4]
    assert curve["accuracy"].to_list() == [0.5, 0.75, 1.0, 1.0]
    assert curve["kappa"][-1] == 1.0
