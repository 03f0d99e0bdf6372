"""Reward-model pairs (issue 17): verdicts from the score difference with a tie margin, the review queue by
margin; hand-worked values."""

import polars as pl
import pytest

from judge_engine.kernels.reward import margin_verdicts, select_by_margin

PAIRS = pl.DataFrame(
    {
        "pair_id": ["p1", "p2", "p3", "p4", "p5", "p6"],
        "cs_a": [2.0, 1.0, 0.5, -1.0, None, 3.0],
        "cs_b": [1.0, 1.25, 0.5, -0.75, None, 3.125],
        "verdict": ["a", "b", "tie", "b", None, "b"],
    }
)


def test_margin_zero_follows_the_sign_of_the_difference():
    out = margin_verdicts(PAIRS, 0.0)
    assert out["verdict"].to_list() == ["a", "b", "tie", "b", None, "b"]
    assert out["reward_margin"].to_list() == [1.0, -0.25, 0.0, -0.25, None, -0.125]


def test_margin_ties_pairs_within_it():
    # |d| = 1, 0.25, 0, 0.25, -, 0.125: a margin of 0.25 ties every pair but p1 (the bound is a tie)
    assert margin_verdicts(PAIRS, 0.25)["verdict"].to_list() == ["a", "tie", "tie", "tie", None, "tie"]
    assert margin_verdicts(PAIRS, 0.2)["verdict"].to_list() == ["a", "b", "tie", "b", None, "tie"]
    with pytest.raises(ValueError, match="tie_margin"):
        margin_verdicts(PAIRS, -0.1)


def test_review_takes_the_smallest_margins_and_every_unscored_pair():
    out = select_by_margin(margin_verdicts(PAIRS, 0.0), 0.4)
    # 5 scored pairs, ceil(0.4 * 5) = 2 by smallest |d|: p3 (0), p6 (0.125); p5 has no verdict: always
    assert out.filter("needs_review")["pair_id"].sort().to_list() == ["p3", "p5", "p6"]
    out = select_by_margin(margin_verdicts(PAIRS, 0.0), 0.6)
    # ceil(3.0) = 3: p3, p6, then the tie at 0.25 between p2 and p4 goes to the smaller pair_id
    assert out.filter("needs_review")["pair_id"].sort().to_list() == ["p2", "p3", "p5", "p6"]
