"""Compound suites (Chen et al. 2024 Knowl 5), every ASR split by the control's quality gap, and the
OffsetBias job's hard cases as a suite: the perturbations' shape, and the audit end to end on scripted
judges with rates worked out by hand."""

import json
import re

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.audit.compound import compound_factual_pairs, compound_pairs, hard_case_table
from judge_engine.audit.perturb import perturbed_side
from judge_engine.audit.run import runnable_suites
from judge_engine.audit.suites import SUITES
from judge_engine.backends import register_backend
from judge_engine.cli import cli
from judge_engine.errors import InputError
from judge_engine.schemas.audit import AuditReport
from judge_engine.schemas.tables import WRITER_LOG_SCHEMA
from tests.helpers.backends import MarkerJudgeWriter
from tests.helpers.configs import write_config
from tests.helpers.data import DEMO_PAIRS

_WORD = re.compile(r"\w+")


def _decorated(orig: str, new: str) -> bool:
    """A fake reference (an inline citation, a reference entry with a DOI) and rich content (a heading,
    bold) around every word of the original."""
    return (
        new.startswith("## ")
        and "**" in new
        and re.search(r"\([A-Z][a-z]+ & [A-Z][a-z]+, 20[0-2]\d\)", new) is not None
        and "Reference:" in new
        and "https://doi.org/10." in new
        and set(_WORD.findall(orig)) <= set(_WORD.findall(new))
    )


def test_compound_puts_both_perturbations_on_one_side():
    pairs = pl.read_parquet(DEMO_PAIRS).head(20).with_columns(pl.col("pair_id").cast(pl.String))
    out = compound_pairs(pairs, seed=0)
    assert out.height == 20 and set(out["perturbed"]) == {"a", "b"}
    for orig, new in zip(pairs.iter_rows(named=True), out.iter_rows(named=True), strict=True):
        p = new["perturbed"]
        q = "b" if p == "a" else "a"
        assert p == perturbed_side("compound", 0, orig["pair_id"])
        assert _decorated(orig[f"response_{p}"], new[f"response_{p}"])
        assert new[f"response_{q}"] == orig[f"response_{q}"]


def test_compound_factual_decorates_the_rewritten_side_only_for_ok_writes():
    pairs = pl.DataFrame(
        {
            "pair_id": ["x", "y", "z"],
            "question": ["Why is the sky blue?"] * 3,
            "response_a": ["Rayleigh scattering. Blue scatters most.", "A.", "A."],
            "response_b": ["Because of the sea.", "B.", "B."],
        }
    )
    log = pl.DataFrame(
        {
            "pair_id": ["x", "y", "z"],
            "perturbed": ["a", "b", "a"],
            "write_key": ["k1", "k2", "k3"],
            "status": ["ok", "no_answer_block", "ok"],
            "text": ["Mie scattering. Red scatters most.", None, "Z wrong."],
            "output": ["...", "...", "..."],
            "finish_reason": ["stop"] * 3,
            "completion_tokens": [9, 9, 9],
        },
        schema=WRITER_LOG_SCHEMA,
    )
    out = compound_factual_pairs(pairs, log, seed=1)
    assert out["pair_id"].to_list() == ["x", "z"]  # y's rewrite is unusable: not a probe
    x = out.row(0, named=True)
    assert x["perturbed"] == "a" and x["response_b"] == "Because of the sea."
    assert _decorated("Mie scattering. Red scatters most.", x["response_a"])
    assert "Rayleigh" not in x["response_a"]


def test_hard_case_table_needs_an_offsetbias_jobs_pairs(tmp_path):
    with pytest.raises(InputError, match="needs --pairs"):
        hard_case_table(None)
    p = tmp_path / "p.parquet"
    pl.DataFrame({"pair_id": ["1"], "question": ["q"], "response_a": ["a"], "response_b": ["b"]}).write_parquet(p)
    with pytest.raises(InputError, match=r"needs column\(s\) \['human_label', 'category'\]"):
        hard_case_table(p)
    pl.DataFrame(
        {
            "pair_id": ["1", "2"],
            "question": ["q"] * 2,
            "response_a": ["a"] * 2,
            "response_b": ["b"] * 2,
            "human_label": ["a", "tie"],
            "category": ["off_topic"] * 2,
        }
    ).write_parquet(p)
    with pytest.raises(InputError, match=r"row 1, column 'human_label': 'tie'"):
        hard_case_table(p)


@pytest.fixture()
def hard_pairs(tmp_path):
    """Four hard cases: the chosen side a, b, a, b; two categories."""
    p = tmp_path / "audit-pairs.parquet"
    pl.DataFrame(
        {
            "pair_id": ["h1", "h2", "h3", "h4"],
            "question": [f"Question {i}?" for i in range(4)],
            "response_a": ["Good one. It is right.", "Bad one.", "Good two. Fine.", "Bad two."],
            "response_b": ["Bad one.", "Good three. Right.", "Bad three.", "Good four. Yes."],
            "human_label": ["a", "b", "a", "b"],
            "category": ["off_topic", "off_topic", "erroneous/incomplete", "erroneous/incomplete"],
        }
    ).write_parquet(p)
    return p


def _rows(doc, suite, mode="uncalibrated"):
    return {(r["subset"], r["metric"]): r[mode] for r in doc["suites"][suite]["rows"]}


def test_compound_and_hard_case_suites_end_to_end(tmp_path, monkeypatch, hard_pairs):
    """The marker judge picks slot 1 on plain pairs (order ab: a, order ba: b), so:
    - offsetbias: a chosen side a is right in ab only, b in ba only: accuracy 2/4 per category, pair
      accuracy 0, positional agreement 0;
    - compound ("moves"): the decorated side carries no marker, the judge still picks slot 1: each
      probe is eligible in exactly one order and never moves: ASR 0/4; the control's calibrated gap is
      0 (a win in each order), so every probe is a close call: asr_small_gap 0/4, asr_large_gap n 0;
    - compound-factual ("stays"): the rewritten side holds ``[wrong]`` and loses in both orders: ASR 0/4,
      and the factual-error writes are made once and reported under the suite."""
    from judge_engine import backends as base

    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))
    register_backend("marker-judge-writer", "tests.helpers.backends:MarkerJudgeWriter")
    monkeypatch.setattr(MarkerJudgeWriter, "written", [])
    cfg = write_config(
        tmp_path / "judge.toml",
        judge={"backend": "marker-judge-writer", "template": "llmbar-vanilla"},
        calibration={"bootstrap_resamples": 50},
    )
    out = tmp_path / "audit"
    args = ["audit", str(cfg), "--pairs", str(hard_pairs), "--out", str(out), "--random-judges", "0", "-q"]
    for s in ("offsetbias", "compound", "compound-factual"):
        args += ["--suite", s]
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 0, r.output
    doc = json.loads((out / "audit.json").read_text())
    assert doc["schema_version"] == 3 and doc["options"]["gap_threshold"] == 0.5
    hc = _rows(doc, "offsetbias")
    for cat in ("off_topic", "erroneous/incomplete", "all"):
        n = 4 if cat != "all" else 8
        assert (hc[(cat, "accuracy")]["value"], hc[(cat, "accuracy")]["n"]) == (0.5, n)
        assert hc[(cat, "pair_accuracy")]["value"] == 0.0 and hc[(cat, "positional_agreement")]["value"] == 0.0
    comp = _rows(doc, "compound")
    assert (comp[("compound", "asr")]["value"], comp[("compound", "asr")]["n"]) == (0.0, 4)
    assert (comp[("compound", "asr_small_gap")]["value"], comp[("compound", "asr_small_gap")]["n"]) == (0.0, 4)
    assert (comp[("compound", "asr_large_gap")]["value"], comp[("compound", "asr_large_gap")]["n"]) == (None, 0)
    cf = doc["suites"]["compound-factual"]
    rows = _rows(doc, "compound-factual")
    assert (rows[("compound-factual", "asr")]["value"], rows[("compound-factual", "asr")]["n"]) == (0.0, 4)
    assert cf["writer"]["statuses"] == {"ok": 4} and cf["by_variant"] == {"control": 4, "compound-factual": 4}
    assert len(MarkerJudgeWriter.written) == 4
    judged = pl.read_parquet(out / "inputs" / "compound-factual.parquet")
    for side, ra, rb in judged.select("perturbed", "response_a", "response_b").iter_rows():
        assert "[wrong]" in (ra if side == "a" else rb) and "[wrong]" not in (rb if side == "a" else ra)
    AuditReport.from_json(out / "audit.json")  # reads back as version 2


def test_default_suites_leave_out_the_hard_cases_and_writer_built_ones(monkeypatch):
    from judge_engine import backends as base

    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))
    register_backend("always-first", "tests.helpers.backends:AlwaysFirst")
    notes: list[str] = []
    got = runnable_suites("always-first", notes.append)
    assert "offsetbias" not in got and "compound-factual" not in got and "compound" in got
    assert set(SUITES) - set(got) == {"offsetbias", "compound-factual", "factual-error", "gender"}
    assert notes == [
        "note: backend 'always-first' cannot write text; skipping the factual-error, gender, compound-factual suites"
    ]
