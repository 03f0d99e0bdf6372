"""Percentile-bootstrap intervals: seeded, degenerate cases, nominal coverage."""

import numpy as np

from judge_engine.kernels.bootstrap import bootstrap_kappa, bootstrap_mean


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
