"""A panel of three replay judges over six pairs with a hand-worked example (issue 17): the set-up and the check
that the sequential, the killed and resumed, and the Ray panel tests share."""

from __future__ import annotations

import json
from typing import Any

import polars as pl
import pytest

from tests.helpers.configs import merge_sections, panel_config

PAIRS = [f"p{i}" for i in range(1, 7)]
HUMAN = ["a", "a", "b", "b", "tie", "a"]
# each judge's calibrated verdict per pair (both orders, k = 1); "tie*" is a tie made of a conflict:
# [[A]] in both orders, i.e. slot 1 wins each time (order ab says a, order ba says b)
VERDICTS = {
    "j1": ["a", "a", "a", "b", "tie", "b"],
    "j2": ["a", "a", "b", "b", "tie", "a"],
    "j3": ["a", "b", "tie*", "b", "a", "b"],
}
TEXT = {"a": ("[[A]]", "[[B]]"), "b": ("[[B]]", "[[A]]"), "tie": ("[[C]]", "[[C]]"), "tie*": ("[[A]]", "[[A]]")}

# Hand-worked (see the issue-17 notes in the README, "Judge panels"):
# panel (plurality; a three-way split is a tie): a, a, tie, b, tie, b
PANEL = ["a", "a", "tie", "b", "tie", "b"]
# Fleiss: category totals a 8, b 7, tie 3 of 18; P_e = 122/324; P_i = 1, 1/3, 0, 1, 1/3, 1/3 -> P = 1/2;
# kappa = (162 - 122) / (324 - 122) = 20/101
FLEISS = 20 / 101
# Krippendorff (nominal): o_aa 4, o_bb 4, o_tt 1, n_a 8, n_b 7, n_t 3, n 18:
# alpha = (17 * 9 - (56 + 42 + 6)) / (18 * 17 - 104) = 49/202
ALPHA = 49 / 202
# Cohen: j1~j2 agree on 4 of 6, chance 14/36 -> 10/22; j1~j3 3 of 6, chance 13/36 -> 5/23; j2~j3 2 of 6 -> -1/23
PAIRWISE = {("j1", "j2"): 10 / 22, ("j1", "j3"): 5 / 23, ("j2", "j3"): -1 / 23}


def setup_panel(tmp_path, delay_s: float = 0.0, **sections: dict[str, Any]):
    """The pairs, the three judges' recordings and the panel config ``tmp_path/panel.toml`` (``sections`` merged
    over the test sections)."""
    pl.DataFrame(
        {
            "pair_id": PAIRS,
            "question": [f"Question {i}?" for i in range(1, 7)],
            "response_a": [f"First answer {i}." for i in range(1, 7)],
            "response_b": [f"Second answer {i}." for i in range(1, 7)],
            "model_a": ["m1"] * 6,
            "model_b": ["m2"] * 6,
            "human_label": HUMAN,
        }
    ).write_parquet(tmp_path / "pairs.parquet")
    judges = {}
    for name, verdicts in VERDICTS.items():
        rows = [(p, o, 0, TEXT[v][i]) for p, v in zip(PAIRS, verdicts) for i, o in enumerate(("ab", "ba"))]
        rec = tmp_path / f"{name}.parquet"
        pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet(rec)
        judges[name] = {"backend": "replay", "replay": {"path": rec.name, "delay_s": delay_s}}
    base: dict[str, dict[str, Any]] = {
        "input": {"paths": ["pairs.parquet"]},
        "judge": {"template": "pairwise-verdict"},
        "sampling": {"k": 1},
        "scheduler": {"max_in_flight": 1, "flush_rows": 1},
        "calibration": {"bootstrap_resamples": 0},
    }
    return panel_config(tmp_path / "panel.toml", judges, **merge_sections(base, sections))


def check_panel(out, resumed: dict[str, int] | None = None) -> dict:
    """Every figure of the hand-worked example in ``out``; ``resumed``: judge -> samples it resumed."""
    doc = json.loads((out / "panel.json").read_text())
    pairs = pl.read_parquet(out / "pairs.parquet").sort("pair_id")
    assert pairs["verdict"].to_list() == PANEL
    for name, verdicts in VERDICTS.items():
        assert pairs[f"verdict_{name}"].to_list() == [v.rstrip("*") for v in verdicts]
    assert pairs["n_votes"].to_list() == [3] * 6
    p = doc["panel"]
    assert (p["pairs_with_verdict"], p["verdicts"], p["unanimous"]) == (6, {"a": 2, "b": 2, "tie": 2}, 2)
    assert p["accuracy"] == pytest.approx(4 / 6) and p["kappa"] == pytest.approx(0.5)  # chance 12/36
    assert p["mean_agreement"] == pytest.approx(13 / 18)  # vote shares 1, 2/3, 1/3, 1, 2/3, 2/3
    a = doc["agreement"]
    assert a["fleiss_kappa"] == pytest.approx(FLEISS) and a["fleiss_units"] == 6
    assert a["krippendorff_alpha"] == pytest.approx(ALPHA)
    assert {(k["judge_1"], k["judge_2"]): k["kappa"] for k in a["pairwise"]} == pytest.approx(PAIRWISE)
    judges = {j["name"]: j for j in doc["judges"]}
    assert [judges[n]["accuracy"] for n in ("j1", "j2", "j3")] == pytest.approx(
        [4 / 6, 1, 2 / 6]
    )  # j2 is the human labels
    assert [judges[n]["conflict_rate"] for n in ("j1", "j2", "j3")] == pytest.approx([0, 0, 1 / 6])
    # j3's 12 samples: slot 1 wins 7 (one per pair, two in p3's conflict), slot 2 wins 5
    pp = judges["j3"]["position_preference"]
    assert (pp["first"], pp["second"], pp["n"]) == (pytest.approx(7 / 12), pytest.approx(5 / 12), 12)
    assert not any(j["position_free"] for j in judges.values())
    if resumed is not None:
        assert {n: judges[n]["samples_resumed"] for n in resumed} == resumed
    return doc
