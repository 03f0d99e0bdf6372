"""The audit of a judge panel (issue 17): three replay judges with a fixed habit each, scored one by one and as a
panel on EvalBiasBench and the position suite, against a hand-worked table.

The judges (template pairwise-verdict, one sample per order):

- ``first`` always picks slot 1 (``[[A]]`` in both orders): order ab says a, order ba says b;
- ``right`` always picks response_a, EvalBiasBench's good response (``[[A]]`` in ab, ``[[B]]`` in ba);
- ``second`` always picks slot 2 (``[[B]]`` in both orders): ab says b, ba says a.

The panel's order verdicts are pluralities: ab (a, a, b) -> a; ba (b, a, a) -> a. So the two position biases
cancel and the panel always says a: on EvalBiasBench (12 items with --limit 2, gold a) its accuracy, pair
accuracy and positional agreement are 1 and its conflict rate on the position suite 0, its slots half and
half. The calibrated verdicts (k = 1): ``first`` and ``second`` tie (their two orders cancel, Wang et al. Eq. 2),
``right`` says a: the plurality over calibrated verdicts is a tie, so the calibrated panel's accuracy is 0.

==================  =====  =====  ======  =====
uncalibrated        first  right  second  panel
==================  =====  =====  ======  =====
accuracy (pooled)   0.5    1      0.5     1
accuracy_ab         1      1      0       1
accuracy_ba         0      1      1       1
pair_accuracy       0      1      0       1
positional_agr.     0      1      0       1
conflict_rate       1      0      1       0
first (slot share)  1      0.5    0       0.5
==================  =====  =====  ======  =====

Random judges on the panel's design: uniform over slot 1, slot 2, tie, pair accuracy (1/3)^2 = 1/9; with the
panel's slot shares (1/2, 1/2, 0), 1/2 * 1/2 = 1/4.
"""

from __future__ import annotations

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.audit.panel import panel_verdict_frame
from judge_engine.audit.suites import build_units
from judge_engine.cli import cli
from judge_engine.schemas.audit import AuditReport
from tests.helpers.configs import panel_config
from tests.helpers.data import shared

HABITS = {"first": ("[[A]]", "[[A]]"), "right": ("[[A]]", "[[B]]"), "second": ("[[B]]", "[[B]]")}
UNCAL = {
    "accuracy": (0.5, 1.0, 0.5, 1.0),
    "accuracy_ab": (1.0, 1.0, 0.0, 1.0),
    "accuracy_ba": (0.0, 1.0, 1.0, 1.0),
    "pair_accuracy": (0.0, 1.0, 0.0, 1.0),
    "positional_agreement": (0.0, 1.0, 0.0, 1.0),
}
NAMES = ("first", "right", "second", "panel")


@pytest.fixture()
def panel_audit_config(tmp_path):
    units = build_units(["evalbiasbench", "position"], data_dir=shared(""), limit=2)
    ids = pl.concat([u.select("pair_id") for u in units.values()])["pair_id"].to_list()
    assert len(ids) == 14  # 12 EvalBiasBench items (2 per bias type) and 2 demo pairs
    judges = {}
    for name, (ab, ba) in HABITS.items():
        rows = [(p, o, 0, t) for p in ids for o, t in (("ab", ab), ("ba", ba))]
        rec = tmp_path / f"{name}.parquet"
        pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet(rec)
        judges[name] = {"backend": "replay", "replay": {"path": str(rec)}}
    return panel_config(
        tmp_path / "panel.toml",
        judges,
        judge={"template": "pairwise-verdict"},
        sampling={"k": 1},
        calibration={"bootstrap_resamples": 50},
    )


def test_panel_audit_hand_worked(tmp_path, panel_audit_config):
    out = tmp_path / "audit"
    args = ["audit", str(panel_audit_config), "--suite", "evalbiasbench", "--suite", "position", "-q"]
    args += ["--data", str(shared("")), "--limit", "2", "--calibrate", "--k", "1", "--out", str(out)]
    args += ["--random-judges", "60"]
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 0, r.output
    assert "judges, panel and random judges" in r.output
    doc = json.loads((out / "audit.json").read_text())
    assert doc["schema_version"] == 3 and doc["judge"]["backend"] == "panel"
    assert [j["name"] for j in doc["panel"]] == ["first", "right", "second"]
    # each judge judged every mode into its own folder, through the panel machinery
    for mode in ("uncalibrated", "calibrated-k1"):
        for name in HABITS:
            assert pl.read_parquet(out / mode / "judges" / name / "judgments").height == 28
        assert (out / mode / "panel.json").is_file()
    table = {(c["suite"], c["subset"], c["metric"], c["mode"]): c for c in doc["comparison"]}
    for metric, want in UNCAL.items():
        row = table[("evalbiasbench", "all", metric, "uncalibrated")]
        assert tuple(row["rates"][n] for n in NAMES) == want, metric
        n = 24 if metric == "accuracy" else 12
        assert tuple(row["n"][n_] for n_ in NAMES) == (n,) * 4
    pa = table[("evalbiasbench", "all", "pair_accuracy", "uncalibrated")]
    assert pa["random"] == pytest.approx(1 / 9, abs=0.03)
    assert pa["random_matched"] == pytest.approx(1 / 4, abs=0.04)
    cal = table[("evalbiasbench", "all", "accuracy", "calibrated")]
    assert tuple(cal["rates"][n] for n in NAMES) == (0.0, 1.0, 0.0, 0.0)
    conflict = table[("position", "all", "conflict_rate", "uncalibrated")]
    assert tuple(conflict["rates"][n] for n in NAMES) == (1.0, 0.0, 1.0, 0.0)
    first = table[("position", "all", "first", "uncalibrated")]
    assert tuple(first["rates"][n] for n in NAMES) == (1.0, 0.5, 0.0, 0.5)
    assert doc["runs"]["uncalibrated"]["slot_shares"] == {"first": 0.5, "second": 0.5, "tie": 0.0}
    # the panel's own rows are the top-level suites, as for one judge; the file reads back typed
    report = AuditReport.from_json(out / "audit.json")
    rows = {(x.subset, x.metric): x for x in report.suites["evalbiasbench"].rows}
    stat = rows[("all", "pair_accuracy")].stat("uncalibrated")
    assert stat is not None and stat.value == 1.0
    assert report.panel is not None and report.panel[1].judge.template == "pairwise-verdict"
    assert "Judges and their panel" in (out / "report.html").read_text()
    # a rerun resumes every judge of every mode
    r = CliRunner().invoke(cli, args + ["--json"])
    assert r.exit_code == 0, r.output
    again = json.loads(r.output)
    for j in again["panel"]:
        assert [j["runs"][m]["samples_written"] for m in ("uncalibrated", "calibrated")] == [0, 0]
    assert again["comparison"] == doc["comparison"]


def test_panel_verdict_frame_by_hand():
    # p1: ab (a, a, b) -> a; ba (b, a, tie) -> split 1-1-1 -> tie; cal (a, None, b) -> split -> tie
    # p2: only judge j1 judged it: ab b, ba None -> one order; cal b
    frames = {
        "j1": pl.DataFrame({"pair_id": ["p1", "p2"], "v_ab": ["a", "b"], "v_ba": ["b", None], "v_cal": ["a", "b"]}),
        "j2": pl.DataFrame(
            {"pair_id": ["p1"], "v_ab": ["a"], "v_ba": ["a"], "v_cal": [None]}, schema_overrides={"v_cal": pl.String}
        ),
        "j3": pl.DataFrame({"pair_id": ["p1"], "v_ab": ["b"], "v_ba": ["tie"], "v_cal": ["b"]}),
    }
    vf = panel_verdict_frame(frames)
    assert vf["pair_id"].to_list() == ["p1", "p2"]
    assert vf["v_ab"].to_list() == ["a", "b"] and vf["v_ba"].to_list() == ["tie", None]
    assert vf["v_cal"].to_list() == ["tie", "b"]
    # p1: ab a -> slot 1; ba tie -> neither. p2: ab b -> slot 2
    assert vf.select("pos_n", "pos_first", "pos_second", "pos_tie").rows() == [(2, 1, 0, 1), (1, 0, 1, 0)]
    assert vf["gap"].null_count() == 2
