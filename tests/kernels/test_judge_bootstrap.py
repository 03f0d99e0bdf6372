"""Two-level bootstrap (kernels/judge_bootstrap.py): questions, then the judge's samples and orders."""

import math

import numpy as np
import polars as pl
import pytest

from judge_engine.kernels.judge_bootstrap import judge_uncertainty_leaderboard
from judge_engine.kernels.ranking import leaderboard

TRUE = {"m0": 0.0, "m1": 0.4, "m2": 0.8, "m3": -0.5}


def judgments(seed, flip, questions=60, k=3):
    """Per-sample judgments: each pair has a true winner (BT), and each of the 2k samples reports it,
    flipped with probability ``flip`` (0: a deterministic judge)."""
    rng = np.random.default_rng(seed)
    models = list(TRUE)
    rows = []
    for q in range(questions):
        for i in range(4):
            for j in range(i + 1, 4):
                a, b = models[i], models[j]
                a_wins = rng.random() < 1 / (1 + math.exp(TRUE[b] - TRUE[a]))
                for order in ("ab", "ba"):
                    for s in range(k):
                        says_a = a_wins != (rng.random() < flip)
                        rows.append(
                            {
                                "pair_id": f"{q}|{a}|{b}",
                                "question_id": f"q{q}",
                                "model_a": a,
                                "model_b": b,
                                "order": order,
                                "sample": s,
                                "verdict": "a" if says_a else "b",
                                "score_a": 8.0 if says_a else 3.0,
                                "score_b": 3.0 if says_a else 8.0,
                            }
                        )
    return pl.DataFrame(rows)


def test_deterministic_judge_gives_equal_intervals_and_the_plain_leaderboard():
    j = judgments(seed=0, flip=0.0)
    res = judge_uncertainty_leaderboard(j, baseline="m0", n_bootstrap=100, seed=4)
    b = res.board
    assert b["ci_low_question"].to_list() == pytest.approx(b["ci_low_two_level"].to_list(), abs=1e-6)
    assert b["ci_high_question"].to_list() == pytest.approx(b["ci_high_two_level"].to_list(), abs=1e-6)
    # one verdict per pair (all samples agree): the point estimate is the plain Bradley-Terry fit
    pairs = j.group_by("pair_id").agg(pl.col("question_id", "model_a", "model_b", "verdict").first())
    ref = dict(zip(*leaderboard(pairs, baseline="m0", n_bootstrap=0).select("model", "score")))
    for m, s in zip(b["model"], b["score"]):
        assert s == pytest.approx(ref[m], abs=0.05)
    assert b.filter(pl.col("model") == "m2")["n_pairs"].item() == 3 * 60
    assert b.filter(pl.col("model") == "m2")["n_samples"].item() == 3 * 60 * 6
    assert res.notes == ()


def test_a_noisy_judge_widens_only_the_two_level_interval():
    res = judge_uncertainty_leaderboard(judgments(seed=1, flip=0.3), baseline="m0", n_bootstrap=200, seed=2)
    for r in res.board.filter(pl.col("model") != "m0").iter_rows(named=True):
        q = r["ci_high_question"] - r["ci_low_question"]
        two = r["ci_high_two_level"] - r["ci_low_two_level"]
        assert two > 1.1 * q, r
        assert r["ci_low_two_level"] < r["score"] < r["ci_high_two_level"]
    base = res.board.filter(pl.col("model") == "m0").row(0, named=True)
    assert base["score"] == base["ci_low_two_level"] == base["ci_high_two_level"] == 1000.0


def test_scores_give_the_same_result_as_verdicts_and_unparsed_samples_are_counted():
    j = judgments(seed=2, flip=0.2, questions=20)
    by_verdict = judge_uncertainty_leaderboard(j.drop("score_a", "score_b"), n_bootstrap=30)
    by_score = judge_uncertainty_leaderboard(j.drop("verdict"), n_bootstrap=30)
    assert by_verdict.board.equals(by_score.board)
    # unparse every sample of one pair (6) and one sample of another
    first = j["pair_id"][0]
    hole = j.with_columns(
        pl.when((pl.col("pair_id") == first) | (pl.int_range(pl.len()) == 7))
        .then(None)
        .otherwise(pl.col("verdict"))
        .alias("verdict")
    )
    res = judge_uncertainty_leaderboard(hole, n_bootstrap=0)
    assert res.notes == (
        "7 of 720 samples not used (unparsed, or no model name)",
        "1 of 120 pairs have no parsed sample and are not ranked",
    )
    assert res.board["ci_low_question"].null_count() == 4  # n_bootstrap = 0: null, never NaN


def test_bad_judgments_are_named():
    j = judgments(seed=3, flip=0.0, questions=2)
    dup = r"rows 0 and 1: duplicate judgment \(pair_id '0\|m0\|m1', order 'ab', sample 0\)"
    with pytest.raises(ValueError, match=dup):
        judge_uncertainty_leaderboard(
            j.with_columns(pl.when(pl.int_range(pl.len()) == 1).then(0).otherwise(pl.col("sample")).alias("sample"))
        )
    with pytest.raises(ValueError, match=r"pair_id '0\|m0\|m1' \(first at row 0\) has more than one"):
        judge_uncertainty_leaderboard(
            j.with_columns(
                pl.when(pl.int_range(pl.len()) == 2).then(pl.lit("m3")).otherwise(pl.col("model_b")).alias("model_b")
            )
        )
    with pytest.raises(ValueError, match=r"columns \['order'\] are missing"):
        judge_uncertainty_leaderboard(j.drop("order"))
    with pytest.raises(ValueError, match="no pair has a parsed judgment"):
        judge_uncertainty_leaderboard(j.with_columns(pl.lit(None, dtype=pl.String).alias("verdict")))
