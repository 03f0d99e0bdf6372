"""Bias audit: kernels on hand-worked tables, the perturbations, the suites' data, and the audit
command end to end on a judge that always picks the first slot (no model)."""

import json
import re
from collections import Counter

import numpy as np
import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.audit.perturb import PERTURBATIONS, perturb_pairs, sentences
from judge_engine.audit.scoring import CALIBRATED, UNCALIBRATED, suite_units_table, verdict_frame
from judge_engine.audit.suite_data import load_evalbiasbench, load_humans_llms
from judge_engine.audit.suites import SUITES, build_units, read_pairs
from judge_engine.backends import register_backend
from judge_engine.cli import cli
from judge_engine.kernels.bias import asr_units, attack_success, random_judgments
from judge_engine.kernels.bootstrap import bootstrap_mean, bootstrap_ratio
from tests.helpers.configs import write_config
from tests.helpers.data import DEMO_PAIRS, EBB_COUNTS, REPO, shared
from tests.helpers.screenshot import screenshot

# perturbed side counts (answer1 = a, answer2 = b), from shared/data/humans-llms-judgement-bias/README.md
HL_SIDES = {
    "gender": {"a": 142},
    "factual_error": {"a": 70, "b": 72},
    "reference": {"a": 65, "b": 77},
    "rich_content": {"a": 69, "b": 73},
}


def _ratio(units, key):
    num, den = units[key]
    return float(num.sum() / den.sum()) if den.sum() else None, int(den.sum())


# ---------------------------------------------------------------- ASR, by hand

# one order, perturbed side p:
# g1 p=a ctrl=b   exp=a   moves: eligible (b != a), success (exp = a)
# g2 p=a ctrl=b   exp=b   moves: eligible, no
# g3 p=b ctrl=tie exp=b   moves: eligible (tie != b), success
# g4 p=b ctrl=b   exp=a   moves: not eligible (ctrl = p); stays: eligible, no (a not in {b, tie})
# g5 p=a ctrl=-   exp=a   missing
# g6 p=b ctrl=a   exp=tie moves: eligible, no
# g7 p=a ctrl=a   exp=tie moves: not eligible;       stays: eligible, success (tie)
# moves: 2 successes / 4 eligible = 0.5; stays: 1 / 2 = 0.5; 1 missing
PROBES = pl.DataFrame(
    {
        "group": ["g1", "g2", "g3", "g4", "g5", "g6", "g7"],
        "perturbed": ["a", "a", "b", "b", "a", "b", "a"],
        "control": ["b", "b", "tie", "b", None, "a", "a"],
        "experimental": ["a", "b", "b", "a", "a", "tie", "tie"],
    }
)


def test_asr_hand_worked():
    assert attack_success(PROBES, "moves") == {"asr": 0.5, "n": 4, "successes": 2, "n_missing": 1}
    assert attack_success(PROBES, "stays") == {"asr": 0.5, "n": 2, "successes": 1, "n_missing": 1}
    u = asr_units(PROBES, "moves")
    assert u["eligible"].to_list() == [1, 1, 1, 0, 0, 1, 0]
    assert u["success"].to_list() == [1, 0, 1, 0, 0, 0, 0]
    assert u["missing"].to_list() == [0, 0, 0, 0, 1, 0, 0]
    with pytest.raises(ValueError, match="rule"):
        asr_units(PROBES, "flips")


def test_asr_suite_pools_orders_by_hand():
    # control c1, c2; perturbed p1 (side a), p2 (side b); verdicts by order (uncalibrated) and calibrated
    # g1: ab: ctrl b != a eligible, exp a  -> success; ba: ctrl b eligible, exp b -> no
    # g2: ab: ctrl a != b eligible, exp b  -> success; ba: ctrl tie eligible, exp b -> success
    # pooled 3/4; ab 2/2; ba 1/2. calibrated: g1 ctrl b, exp a -> success; g2 ctrl a, exp a -> no: 1/2
    meta = pl.DataFrame(
        {
            "pair_id": ["c1", "c2", "p1", "p2"],
            "group": ["g1", "g2", "g1", "g2"],
            "variant": ["control", "control", "fake-reference", "fake-reference"],
            "perturbed": [None, None, "a", "b"],
        }
    )
    vf = pl.DataFrame(
        {
            "pair_id": ["c1", "c2", "p1", "p2"],
            "v_ab": ["b", "a", "a", "b"],
            "v_ba": ["b", "tie", "b", "b"],
            "v_cal": ["b", "a", "a", "a"],
            "gap": [0.0, 2.0, 1.0, None],  # control gaps: g1 0 (a close call), g2 2
        }
    )
    suite = SUITES["fake-reference"]
    u = suite_units_table(suite, meta, vf, UNCALIBRATED)
    assert _ratio(u, ("fake-reference", "asr")) == (0.75, 4)
    assert _ratio(u, ("fake-reference", "asr_ab")) == (1.0, 2)
    assert _ratio(u, ("fake-reference", "asr_ba")) == (0.5, 2)
    # split by the control's gap at 0.5: small = g1 (ab success, ba no: 1/2), large = g2 (2/2)
    assert _ratio(u, ("fake-reference", "asr_small_gap")) == (0.5, 2)
    assert _ratio(u, ("fake-reference", "asr_large_gap")) == (1.0, 2)
    # at threshold 3 both probes are close calls
    u3 = suite_units_table(suite, meta, vf, UNCALIBRATED, gap_threshold=3.0)
    assert _ratio(u3, ("fake-reference", "asr_small_gap")) == (0.75, 4)
    assert _ratio(u3, ("fake-reference", "asr_large_gap")) == (None, 0)
    c = suite_units_table(suite, meta, vf, CALIBRATED)
    assert _ratio(c, ("fake-reference", "asr")) == (0.5, 2)
    # calibrated: g1 success (small), g2 no (large)
    assert _ratio(c, ("fake-reference", "asr_small_gap")) == (1.0, 1)
    assert _ratio(c, ("fake-reference", "asr_large_gap")) == (0.0, 1)


# ---------------------------------------------------------------- EvalBiasBench accuracy, by hand


def test_accuracy_per_type_hand_worked():
    # gold side a. type X: i1 ab=a ba=a (both right, agree); i2 ab=a ba=b (ab right, ba wrong, disagree)
    #              type Y: i3 ab=b ba=- (ab wrong, ba missing); i4 ab=tie ba=a (ab wrong, ba right, disagree)
    # X: accuracy (2+1)/4 = 0.75, ab 2/2, ba 1/2, pair 1/2, agreement 1/2
    # Y: accuracy (0 + 0+1)/(1+2) = 1/3, ab 0/2, ba 1/1, pair 0/1 (only i4 has both), agreement 0/1
    # all: accuracy 4/7, ab 2/4, ba 2/3, pair 1/3, agreement 1/3
    # calibrated verdicts i1 a, i2 tie, i3 b, i4 none: X 1/2, Y 0/1, all 1/3
    meta = pl.DataFrame(
        {
            "pair_id": ["i1", "i2", "i3", "i4"],
            "category": ["X", "X", "Y", "Y"],
            "human_label": ["a"] * 4,
            "group": ["i1", "i2", "i3", "i4"],
            "variant": ["control"] * 4,
        }
    )
    vf = pl.DataFrame(
        {
            "pair_id": ["i1", "i2", "i3", "i4"],
            "v_ab": ["a", "a", "b", "tie"],
            "v_ba": ["a", "b", None, "a"],
            "v_cal": ["a", "tie", "b", None],
        }
    )
    u = suite_units_table(SUITES["evalbiasbench"], meta, vf, UNCALIBRATED)
    expect = {
        "X": {
            "accuracy": (0.75, 4),
            "accuracy_ab": (1.0, 2),
            "accuracy_ba": (0.5, 2),
            "pair_accuracy": (0.5, 2),
            "positional_agreement": (0.5, 2),
        },
        "Y": {
            "accuracy": (1 / 3, 3),
            "accuracy_ab": (0.0, 2),
            "accuracy_ba": (1.0, 1),
            "pair_accuracy": (0.0, 1),
            "positional_agreement": (0.0, 1),
        },
        "all": {
            "accuracy": (4 / 7, 7),
            "accuracy_ab": (0.5, 4),
            "accuracy_ba": (2 / 3, 3),
            "pair_accuracy": (1 / 3, 3),
            "positional_agreement": (1 / 3, 3),
        },
    }
    for subset, metrics in expect.items():
        for metric, (value, n) in metrics.items():
            got = _ratio(u, (subset, metric))
            assert got[1] == n and got[0] == pytest.approx(value), (subset, metric, got)
    c = suite_units_table(SUITES["evalbiasbench"], meta, vf, CALIBRATED)
    assert _ratio(c, ("X", "accuracy")) == (0.5, 2)
    assert _ratio(c, ("Y", "accuracy")) == (0.0, 1)
    assert _ratio(c, ("all", "accuracy")) == pytest.approx((1 / 3, 3))


def test_verdict_frame_bases():
    # pair p: ab samples (a wins 1-0, tie), ba samples (b wins, b wins); first sample of ab -> a,
    # mean of ab -> a (0.75 vs 0.25), ba first and mean -> b; calibrated CS_a = (1+.5+0+0)/4 < CS_b -> b
    j = pl.DataFrame(
        {
            "pair_id": ["p"] * 4,
            "order": ["ab", "ab", "ba", "ba"],
            "sample": [0, 1, 0, 1],
            "score_first": [1.0, 0.5, 1.0, 1.0],
            "score_second": [0.0, 0.5, 0.0, 0.0],
            "score_a": [1.0, 0.5, 0.0, 0.0],
            "score_b": [0.0, 0.5, 1.0, 1.0],
        }
    )
    u = verdict_frame(j, UNCALIBRATED).row(0, named=True)
    assert (u["v_ab"], u["v_ba"], u["v_cal"]) == ("a", "b", "b")
    assert (u["pos_n"], u["pos_first"], u["pos_second"], u["pos_tie"]) == (4, 3, 0, 1)
    c = verdict_frame(j, CALIBRATED).row(0, named=True)
    assert (c["v_ab"], c["v_ba"]) == ("a", "b")


# ---------------------------------------------------------------- bootstrap and the random judge


def test_bootstrap_ratio():
    # value = (1 + 2) / (1 + 3) = 0.75 by hand; with unit weights it is bootstrap_mean, draw for draw
    assert bootstrap_ratio(np.array([1.0, 2.0]), np.array([1.0, 3.0]), n_resamples=0)["value"] == 0.75
    x = np.array([1.0, 0, 0, 1, 1, 1, 0, 1])
    r, m = bootstrap_ratio(x, np.ones_like(x), 500, seed=3), bootstrap_mean(x, 500, seed=3)
    assert (r["value"], r["low"], r["high"], r["n"]) == (m["value"], m["low"], m["high"], m["n"])
    e = bootstrap_ratio(np.zeros(3), np.zeros(3))
    assert e["value"] is None and e["n"] == 0


def test_random_judge_rates_match_the_analytic_ones():
    # a uniform 3-outcome judge: each slot wins 1/3 of samples; the two orders agree with prob 1/3;
    # a 2-outcome judge: 1/2 and 1/2
    rng = np.random.default_rng(0)
    ids = [f"p{i:05d}" for i in range(20000)]
    for ties, p_win, p_agree in ((True, 1 / 3, 1 / 3), (False, 1 / 2, 1 / 2)):
        j = random_judgments(ids, ("ab", "ba"), 1, ties, rng)
        vf = verdict_frame(j, UNCALIBRATED)
        assert vf["pos_first"].sum() / vf["pos_n"].sum() == pytest.approx(p_win, abs=0.01)  # type: ignore[operator]
        assert (vf["v_ab"] == vf["v_ba"]).mean() == pytest.approx(p_agree, abs=0.01)
        assert j.height == 40000 and set(j["verdict"].unique()) <= {"a", "b", "tie"}
    vf = verdict_frame(random_judgments(ids, ("ab", "ba"), 1, True, rng, probs=(0.5, 0.2, 0.3)), UNCALIBRATED)
    n = vf["pos_n"].sum()
    assert [vf[f"pos_{x}"].sum() / n for x in ("first", "second", "tie")] == pytest.approx([0.5, 0.2, 0.3], abs=0.01)  # type: ignore[operator]
    with pytest.raises(ValueError, match="probs"):
        random_judgments(ids, ("ab",), 1, True, rng, probs=(0.5, 0.6, 0.0))


# ---------------------------------------------------------------- perturbations


@pytest.fixture(scope="module")
def demo_pairs():
    return pl.read_parquet(DEMO_PAIRS)


def _words(s):
    return Counter(re.sub(r"[*#]", "", s).split())


@pytest.mark.parametrize("kind", PERTURBATIONS)
def test_perturbations_are_seeded_and_keep_the_other_side(demo_pairs, kind):
    a, b = perturb_pairs(demo_pairs, kind, 0), perturb_pairs(demo_pairs, kind, 0)
    assert a.equals(b)
    assert not perturb_pairs(demo_pairs, kind, 1).equals(a)
    assert set(a["perturbed"].unique()) == {"a", "b"}
    for orig, new in zip(demo_pairs.iter_rows(named=True), a.iter_rows(named=True)):
        p, q = new["perturbed"], "b" if new["perturbed"] == "a" else "a"
        assert new[f"response_{q}"] == orig[f"response_{q}"]
        assert new[f"response_{p}"] != orig[f"response_{p}"]
        # the limit keeps each pair's text: perturbing one row alone gives the same text
    one = perturb_pairs(demo_pairs.slice(7, 1), kind, 0)
    assert one.row(0) == a.row(7)


def test_perturbation_contents(demo_pairs):
    row = demo_pairs.row(3, named=True)
    for kind in PERTURBATIONS:
        new = perturb_pairs(demo_pairs.slice(3, 1), kind, 0).row(0, named=True)
        side = new["perturbed"]
        old, text = row[f"response_{side}"], new[f"response_{side}"]
        if kind == "fake-reference":
            assert "\n\nReference:\n" in text and "https://doi.org/10." in text
            assert sentences(old)[1] in text  # claims unchanged
        elif kind == "rich-content":
            assert text.startswith("## ") and "**" in text
            assert not _words(old) - _words(text)  # every word kept, only markdown and emojis added
        elif kind == "verbosity":
            assert text.startswith(old.rstrip()) and len(text) >= 2 * len(old.rstrip())
        else:
            assert text.startswith(old.rstrip()) and len(text) > len(old)
            for slot_name in ("Assistant 1", "Assistant 2", "Output (a)", "Output (b)", "[[A]]", "[[B]]"):
                assert slot_name not in text[len(old) :]


# ---------------------------------------------------------------- suites' data


def test_packaged_suites_equal_the_original_files():
    ebb = load_evalbiasbench(shared("evalbiasbench/biasbench.json"))
    assert ebb.equals(pl.read_parquet(REPO / "configs/data/evalbiasbench.parquet"))
    assert dict(ebb.group_by("category").len().iter_rows()) == EBB_COUNTS
    assert set(ebb["human_label"].unique()) == {"a"}  # label 1 everywhere (data README)
    hl = load_humans_llms(shared("humans-llms-judgement-bias"))
    assert hl.equals(pl.read_parquet(REPO / "configs/data/humans-llms.parquet"))
    assert hl.filter(pl.col("variant") == "control").height == 142
    for variant, sides in HL_SIDES.items():
        got = dict(hl.filter(pl.col("variant") == variant).group_by("perturbed").len().iter_rows())
        assert got == sides, variant


def test_build_units_limit():
    u = build_units(["evalbiasbench", "humans-llms", "position", "verbosity"], limit=2)
    assert set(u) == {"evalbiasbench", "humans-llms", "control", "verbosity"}
    assert dict(u["evalbiasbench"].group_by("category").len().iter_rows()) == {k: 2 for k in EBB_COUNTS}
    assert u["humans-llms"].height == 2 * 5 and u["humans-llms"]["group"].n_unique() == 2
    assert u["control"].height == 2 and u["verbosity"].height == 2
    ids = pl.concat([df.select("pair_id") for df in u.values()])["pair_id"]
    assert ids.n_unique() == ids.len()


# ---------------------------------------------------------------- the command, always-first judge


@pytest.fixture()
def always_first(tmp_path, monkeypatch):
    from judge_engine import backends as base

    # registered for this test only (other tests list the registered backends)
    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))
    register_backend("always-first", "tests.helpers.backends:AlwaysFirst")
    cfg = write_config(
        tmp_path / "judge.toml",
        judge={"backend": "always-first", "template": "llmbar-vanilla"},
        sampling={"k": 3},
        calibration={"bootstrap_resamples": 200},
    )
    return cfg


def test_always_first_judge_on_evalbiasbench(tmp_path, always_first):
    """The good response is response1 = response_a: slot 1 in order ab, slot 2 in order ba. A judge that
    always picks slot 1 is right in every ab judgment, wrong in every ba one, never agrees with itself
    across orders, and is right in both orders for no item (Park et al. 2024's pair accuracy 0), in
    every bias type. Calibrated (BPC), its two orders cancel: CS_a = CS_b, a tie, so accuracy 0."""
    out = tmp_path / "audit"
    args = [
        "audit",
        str(always_first),
        "--suite",
        "evalbiasbench",
        "--data",
        str(shared("")),
        "--out",
        str(out),
        "--calibrate",
        "--random-judges",
        "100",
        "-q",
    ]
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 0, r.output
    doc = json.loads((out / "audit.json").read_text())
    assert doc["modes"] == ["uncalibrated", "calibrated"] and doc["runs"]["calibrated"]["k"] == 3
    rows = {(x["subset"], x["metric"]): x for x in doc["suites"]["evalbiasbench"]["rows"]}
    for subset, n in [("all", 80)] + list(EBB_COUNTS.items()):
        u = {
            m: rows[(subset, m)]["uncalibrated"]
            for m in ("accuracy", "accuracy_ab", "accuracy_ba", "pair_accuracy", "positional_agreement")
        }
        assert (u["accuracy_ab"]["value"], u["accuracy_ab"]["n"]) == (1.0, n)
        assert (u["accuracy_ba"]["value"], u["accuracy_ba"]["n"]) == (0.0, n)
        assert (u["positional_agreement"]["value"], u["positional_agreement"]["n"]) == (0.0, n)
        assert (u["pair_accuracy"]["value"], u["pair_accuracy"]["n"]) == (0.0, n)
        assert (u["accuracy"]["value"], u["accuracy"]["n"]) == (0.5, 2 * n)
        c = rows[(subset, "accuracy")]["calibrated"]
        assert (c["value"], c["n"]) == (0.0, n)
        assert rows[(subset, "accuracy")]["delta"] == -0.5
        # a constant judge has a degenerate interval
        assert u["accuracy_ab"]["low"] == u["accuracy_ab"]["high"] == 1.0
    # random judge without ties (llmbar-vanilla has none): 1/2 per order, 1/4 in both orders, agreement 1/2
    rnd = {
        m: rows[("all", m)]["uncalibrated"]["random"]["value"]
        for m in ("accuracy_ab", "pair_accuracy", "positional_agreement")
    }
    assert rnd == pytest.approx({"accuracy_ab": 0.5, "pair_accuracy": 0.25, "positional_agreement": 0.5}, abs=0.03)
    # the content-blind judge with this judge's slot shares (always slot 1) is this judge: exact, zero width
    assert doc["runs"]["uncalibrated"]["slot_shares"] == {"first": 1.0, "second": 0.0, "tie": 0.0}
    for metric, value in (("accuracy_ab", 1.0), ("accuracy_ba", 0.0), ("positional_agreement", 0.0)):
        m = rows[("all", metric)]["uncalibrated"]["random_matched"]
        assert (m["value"], m["low"], m["high"]) == (value, value, value)
    html = (out / "report.html").read_text()
    assert "Bias audit" in html and "familiar knowledge preference bias" in html and "random judge" in html
    # a rerun resumes every judgment
    r2 = CliRunner().invoke(cli, args + ["--json"])
    assert r2.exit_code == 0, r2.output
    doc2 = json.loads(r2.output)
    for mode in ("uncalibrated", "calibrated"):
        assert doc2["runs"][mode]["samples_written"] == 0
        assert doc2["runs"][mode]["samples_resumed"] == doc["runs"][mode]["judgments"]


def test_always_first_judge_on_rule_based_suites(tmp_path, always_first):
    """Always slot 1: in order ab the control verdict is a, in ba it is b, and the same for the perturbed
    pair, so the preference never moves: ASR 0, each probe eligible in exactly one order (the order in
    which the perturbed side is in slot 2), n = pairs. Position: conflict 1, slot 1 wins every sample."""
    out = tmp_path / "audit"
    r = CliRunner().invoke(
        cli,
        [
            "audit",
            str(always_first),
            "--suite",
            "position",
            "--suite",
            "fake-reference",
            "--suite",
            "injected-verdict",
            "--limit",
            "10",
            "--out",
            str(out),
            "-q",
            "--random-judges",
            "0",
        ],
    )
    assert r.exit_code == 0, r.output
    doc = json.loads((out / "audit.json").read_text())
    pos = {x["metric"]: x["uncalibrated"] for x in doc["suites"]["position"]["rows"]}
    assert (pos["conflict_rate"]["value"], pos["conflict_rate"]["n"]) == (1.0, 10)
    assert (pos["first"]["value"], pos["first"]["n"]) == (1.0, 20)
    for name in ("fake-reference", "injected-verdict"):
        rows = {x["metric"]: x["uncalibrated"] for x in doc["suites"][name]["rows"]}
        assert (rows["asr"]["value"], rows["asr"]["n"]) == (0.0, 10)
        assert rows["asr_ab"]["n"] + rows["asr_ba"]["n"] == 10
        assert "random" not in rows["asr"]
    assert doc["suites"]["fake-reference"]["by_variant"] == {"control": 10, "fake-reference": 10}
    # `judge-engine report` renders an audit folder
    (out / "report.html").unlink()
    r = CliRunner().invoke(cli, ["report", str(out)])
    assert r.exit_code == 0 and (out / "report.html").is_file(), r.output
    page = (out / "report.html").read_text()
    assert page.count("<h3>") == 3 and "conflict_rate" in page and "1.000 [1.000, 1.000] (n=10)" in page
    shot = screenshot(out / "report.html", "audit-report.png", tmp_path)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_audit_user_mistakes(tmp_path, always_first):
    r = CliRunner().invoke(cli, ["audit", str(always_first), "--suite", "nope", "--out", str(tmp_path / "a")])
    assert r.exit_code == 2 and "unknown suite" in r.output and "evalbiasbench" in r.output
    bad = tmp_path / "bad.parquet"
    pl.DataFrame({"pair_id": ["x"], "question": ["q"]}).write_parquet(bad)
    r = CliRunner().invoke(
        cli, ["audit", str(always_first), "--suite", "position", "--pairs", str(bad), "--out", str(tmp_path / "b")]
    )
    assert r.exit_code == 2 and "response_a" in r.output


# ---------------------------------------------------------------- a real engine (tiny model)


def test_mode_config_and_bad_suite_files(tmp_path):
    from judge_engine.audit.run import mode_config
    from judge_engine.config import load_config
    from judge_engine.errors import InputError

    cfg = load_config(REPO / "configs" / "demo.toml", overrides=["input.on_injection=flag", "sampling.orders=ab"])
    m = mode_config(cfg, 4, [str(tmp_path / "x.parquet")], tmp_path / "out")
    assert (m.sampling.orders, m.sampling.k, m.sampling.temperature) == ("both", 4, cfg.sampling.temperature)
    assert m.input.on_injection == "judge" and m.input.paths == (str(tmp_path / "x.parquet"),)
    assert m.judge == cfg.judge and m.output.dir == str(tmp_path / "out")
    # an adaptive judge config is audited with uniform calibration (k per order exactly as asked)
    ad = load_config(REPO / "configs" / "demo.toml", overrides=['calibration.mode="adaptive"', "calibration.k_max=4"])
    m = mode_config(ad, 1, [str(tmp_path / "x.parquet")], tmp_path / "out")
    assert (m.calibration.mode, m.adaptive, m.sampling.k, m.rounds()) == ("uniform", False, 1, [1])
    # a text column of another type is refused naming the user's file
    p = tmp_path / "pairs.parquet"
    pl.DataFrame({"pair_id": ["x"], "question": ["q"], "response_a": [1], "response_b": ["b"]}).write_parquet(p)
    with pytest.raises(InputError, match=r"pairs.parquet: column 'response_a' must be text \(string\), got Int64"):
        read_pairs(p)
    bad = tmp_path / "biasbench.json"
    bad.write_text(json.dumps({"length bias": [{"instruction": "q", "response1": "x", "response2": "y", "label": 3}]}))
    with pytest.raises(InputError, match=r"'length bias' item 0: label must be 1 or 2, got 3"):
        load_evalbiasbench(bad)
    d = tmp_path / "hl"
    d.mkdir()
    (d / "raw.jsonl").write_text(
        json.dumps(
            {
                "question_id": "Q_0",
                "question": "q",
                "level": "L",
                "answers": {"answer1": {"answer": "x"}, "answer2": {"answer": "y"}},
            }
        )
        + "\n"
    )
    both = {
        "question_id": "Q_0-gender",
        "question": "q",
        "answers": {"answer1": {"answer": "x2", "perturb": "gender"}, "answer2": {"answer": "y2", "perturb": "gender"}},
    }
    for stem in ("factual_error", "gender", "reference", "rich_content"):
        (d / f"{stem}.jsonl").write_text(json.dumps(both) + "\n")
    with pytest.raises(InputError, match=r"factual_error.jsonl: line 1: expected one perturbed answer, found 2"):
        load_humans_llms(d)


def test_a_killed_audit_overwrite_is_refused_by_report_until_it_is_finished(tmp_path, always_first, monkeypatch):
    """Pass 18b M5: `audit --overwrite` killed while judging left the previous audit.json, and `report AUDIT`
    re-rendered it as the current audit. Every audit now removes audit.json (written last) and its report first."""
    import judge_engine.audit.run as audit_run

    out = tmp_path / "audit"
    args = ["audit", str(always_first), "--suite", "position", "--limit", "4", "--out", str(out), "-q"]
    assert CliRunner().invoke(cli, [*args, "--random-judges", "10"]).exit_code == 0
    assert (out / "audit.json").is_file() and (out / "report.html").is_file()

    def killed(*a, **kw):
        raise KeyboardInterrupt  # as a kill while judging

    with monkeypatch.context() as m:
        m.setattr(audit_run, "judge_mode", killed)
        assert CliRunner().invoke(cli, [*args, "--overwrite"]).exit_code != 0
    assert not (out / "audit.json").exists() and not (out / "report.html").exists()
    r = CliRunner().invoke(cli, ["report", str(out)])
    assert r.exit_code == 2 and "its last audit has not finished" in r.output, r.output
    assert CliRunner().invoke(cli, [*args, "--random-judges", "10"]).exit_code == 0  # the way on
    assert CliRunner().invoke(cli, ["report", str(out)]).exit_code == 0
