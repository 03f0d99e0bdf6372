"""HITLC, bootstrap intervals and attack success rate on hand-worked examples."""

import numpy as np
import polars as pl
import pytest

from judge_engine.kernels.bias import attack_success, probes_from_pairs
from judge_engine.kernels.bootstrap import bootstrap_kappa, bootstrap_mean
from judge_engine.kernels.review import hitlc_curve


def test_hitlc_curve_by_hand():
    # ranked by BPDE: p3 (1.0), p1 (0.6), p2 (0.6), p4 (0.0); calibrated verdicts right for p2, p4 only
    res = pl.DataFrame({"pair_id": ["p1", "p2", "p3", "p4", "p5"], "bpde": [0.6, 0.6, 1.0, 0.0, None],
                        "verdict": ["a", "b", "tie", "a", None], "human_label": ["b", "b", "a", "a", "a"]})
    curve = hitlc_curve(res, [0.0, 0.25, 0.5, 1.0])
    # beta 0: 2/4 right; 0.25 -> ceil(1) = p3 fixed: 3/4; 0.5 -> p3, p1 fixed: 4/4; 1.0: 4/4
    assert curve["reviewed"].to_list() == [0, 1, 2, 4]
    assert curve["accuracy"].to_list() == [0.5, 0.75, 1.0, 1.0]
    assert curve["kappa"][-1] == 1.0


def test_bootstrap_is_seeded_and_degenerate_cases():
    x = np.array([1, 0, 1, 1, 0, 0, 1, 0], dtype=float)
    a, b = bootstrap_mean(x, 500, seed=3), bootstrap_mean(x, 500, seed=3)
    assert a == b and a["value"] == 0.5 and a["low"] < 0.5 < a["high"]
    assert bootstrap_mean(np.ones(10), 200)["low"] == 1.0
    assert bootstrap_mean(np.array([]), 200)["value"] is None
    k = bootstrap_kappa(np.array(["a", "b", "a", "b"]), np.array(["a", "b", "a", "b"]), 200)
    assert k["value"] == 1.0 and k["high"] == 1.0


def test_bootstrap_interval_covers_at_nominal_rate():
    # 200 seeded Bernoulli(0.3) samples of 150: a 95 % percentile interval should cover 0.3 about 95 % of the time
    rng = np.random.default_rng(12345)
    covered = 0
    for rep in range(200):
        x = (rng.random(150) < 0.3).astype(float)
        ci = bootstrap_mean(x, n_resamples=500, seed=rep)
        covered += ci["low"] <= 0.3 <= ci["high"]
    assert 0.88 <= covered / 200 <= 0.99


def test_attack_success_rate_by_hand():
    probes = pl.DataFrame({
        "control":      ["a",  "a",  "b",  "tie", "b",  None, "a"],
        "experimental": ["b",  "a",  "b",  "b",   "tie", "b", "b"],
        "perturbed":    ["b",  "b",  "b",  "b",   "b",  "b",  "a"],
    })
    # moves: eligible = control != perturbed: rows 0, 1, 3, 6(a==a no) -> rows 0, 1, 3 ; moved to b: 0, 3 -> 2/3
    r = attack_success(probes, "moves")
    assert (r["n"], r["successes"], r["n_missing"]) == (3, 2, 1) and r["asr"] == pytest.approx(2 / 3)
    # stays: eligible = control == perturbed: rows 2, 4, 6 ; stays or ties: 2 (b), 4 (tie); 6 moved away -> 2/3
    s = attack_success(probes, "stays")
    assert (s["n"], s["successes"]) == (3, 2)
    with pytest.raises(ValueError, match="rule must be"):
        attack_success(probes, "other")


def test_probes_join_control_and_variants():
    pr = pl.DataFrame({"group": ["g1", "g1", "g1", "g2"], "variant": ["control", "reference", "rich", "control"],
                       "perturbed": [None, "a", "b", None], "verdict": ["b", "a", "a", "a"]})
    got = probes_from_pairs(pr).sort("variant")
    assert got.select("variant", "control", "experimental", "perturbed").rows() == [
        ("reference", "b", "a", "a"), ("rich", "b", "a", "b")]


def test_probability_outcomes_by_hand():
    from judge_engine.kernels.calibration import probability_outcomes

    # pair p: ab sample (P(a) .6, P(b) .3, P(tie) .1), ba sample (.8, .2, 0) -> mean (.7, .25, .05)
    # entropy = -(.7 ln .7 + .05 ln .05 + .25 ln .25)
    j = pl.DataFrame({"pair_id": ["p", "p", "q"], "p_a": [0.6, 0.8, None], "p_b": [0.3, 0.2, None],
                      "p_tie": [0.1, 0.0, None]})
    r = probability_outcomes(j)
    assert r["pair_id"].to_list() == ["p"]
    row = r.row(0, named=True)
    assert (row["pw_win"], row["pw_tie"], row["pw_lose"]) == pytest.approx((0.7, 0.05, 0.25))
    import math
    assert row["prob_entropy"] == pytest.approx(-(0.7 * math.log(0.7) + 0.05 * math.log(0.05) + 0.25 * math.log(0.25)))
