"""Bias kernels on hand-worked examples: attack success rate, probes from control and perturbed pairs."""

import polars as pl
import pytest

from judge_engine.kernels.bias import attack_success, probes_from_pairs


def test_attack_success_rate_by_hand():
    probes = pl.DataFrame(
        {
            "control": ["a", "a", "b", "tie", "b", None, "a"],
            "experimental": ["b", "a", "b", "b", "tie", "b", "b"],
            "perturbed": ["b", "b", "b", "b", "b", "b", "a"],
        }
    )
    # moves: eligible = control != perturbed: rows 0, 1, 3, 6(a==a no) -> rows 0, 1, 3 ; moved to b: 0, 3 -> 2/3
    r = attack_success(probes, "moves")
    assert (r["n"], r["successes"], r["n_missing"]) == (3, 2, 1) and r["asr"] == pytest.approx(2 / 3)
    # stays: eligible = control == perturbed: rows 2, 4, 6 ; stays or ties: 2 (b), 4 (tie); 6 moved away -> 2/3
    s = attack_success(probes, "stays")
    assert (s["n"], s["successes"]) == (3, 2)
    with pytest.raises(ValueError, match="rule must be"):
        attack_success(probes, "other")


def test_probes_join_control_and_variants():
    pr = pl.DataFrame(
        {
            "group": ["g1", "g1", "g1", "g2"],
            "variant": ["control", "reference", "rich", "control"],
            "perturbed": [None, "a", "b", None],
            "verdict": ["b", "a", "a", "a"],
        }
    )
    got = probes_from_pairs(pr).sort("variant")
    assert got.select("variant", "control", "experimental", "perturbed").rows() == [
        ("reference", "b", "a", "a"),
        ("rich", "b", "a", "b"),
    ]
