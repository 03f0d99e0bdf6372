"""Writer-model perturbations (factual error, gender): the paper's prompts and answer extraction
checked against Chen et al.'s recorded GPT-4 rows, the statuses by hand, and the audit end to end
on a scripted writer and a marker-reading judge (no model)."""

import json

import orjson
import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.audit.perturb import perturbed_side
from judge_engine.audit.rewriter import WRITER_PERTURBATIONS, extract_answer, write_status, writer_jobs, writer_prompt
from judge_engine.backends import register_backend
from judge_engine.cli import cli
from tests.helpers.backends import MarkerJudgeWriter
from tests.helpers.configs import write_config
from tests.helpers.data import shared

RECORDED = {"factual-error": "factual_error", "gender": "gender"}


def _recorded(kind):
    folder = shared("humans-llms-judgement-bias")
    raw = {r["question_id"]: r for r in map(orjson.loads, (folder / "raw.jsonl").read_bytes().splitlines())}
    rows = []
    for r in map(orjson.loads, (folder / f"{RECORDED[kind]}.jsonl").read_bytes().splitlines()):
        qid = r["question_id"].rsplit("-", 1)[0]
        for slot in ("answer1", "answer2"):
            a = r["answers"][slot]
            if a.get("perturb"):
                rows.append((r["prompt"], raw[qid]["answers"][slot]["answer"], a))
    return rows


@pytest.mark.parametrize("kind", WRITER_PERTURBATIONS)
def test_prompts_and_extraction_reproduce_the_recorded_gpt4_rows(kind):
    """Every recorded row: our prompt for (question, original answer) is GPT-4's ``perturb_prompt``
    byte for byte, and the answer taken out of GPT-4's ``raw_answer`` is the recorded ``answer``."""
    rows = _recorded(kind)
    assert len(rows) == 142  # shared/data/humans-llms-judgement-bias/README.md
    for question, original, a in rows:
        assert writer_prompt(kind, question, original) == a["perturb_prompt"]
        assert extract_answer(a["raw_answer"]) == a["answer"].strip()
        assert write_status(original, a["raw_answer"], "stop") == ("ok", a["answer"].strip())


def test_extraction_and_statuses_by_hand():
    assert extract_answer("```points\n1. x\n```\n```answer\nNew text.\n```") == "New text."
    assert extract_answer("```answer\nfirst\n```\n```answer\n second \n") == "second"  # last block, no closing fence
    assert extract_answer("no block here") is None and extract_answer(None) is None
    assert write_status("Old.", "```answer\nNew.\n```", "stop") == ("ok", "New.")
    assert write_status("Old.", "```answer\n Old.\n```", "stop") == ("unchanged", None)
    assert write_status("Old.", "```answer\n\n```", "stop") == ("empty", None)
    assert write_status("Old.", "Sure! Here it is: New.", "stop") == ("no_answer_block", None)
    assert write_status("Old.", "```answer\nNew.", "length") == ("truncated", None)
    # issue 13 pass-4 F4: a rewrite cut by a content filter or an abort is not a whole rewrite
    assert write_status("Old.", "```answer\nNew.\n```", "content_filter") == ("truncated", None)
    assert write_status("Old.", "```answer\nNew.\n```", "abort") == ("truncated", None)
    with pytest.raises(ValueError, match="factual-error"):
        writer_prompt("sarcasm", "q", "a")


def test_writer_jobs_pick_the_seeded_side():
    pairs = pl.DataFrame(
        {
            "pair_id": ["p1", "p2", "p3", "p4"],
            "question": ["q"] * 4,
            "response_a": ["A1", "A2", None, "A4"],
            "response_b": ["B1", "B2", "B3", "B4"],
        }
    )
    jobs = writer_jobs(pairs, "gender", seed=5)
    for pid, side, src in jobs.select("pair_id", "perturbed", "source").iter_rows():
        assert side == perturbed_side("gender", 5, pid)
        n = pid[1]
        assert src == ((None if n == "3" else f"A{n}") if side == "a" else f"B{n}")


# ---------------------------------------------------------------- the audit, scripted writer

PAIRS = {  # pair_id -> (response_a, response_b); the trigger is on both sides, whichever is rewritten
    "p1": ("Paris is the capital of France.", "The capital of France is Paris."),
    "p2": ("Water boils at 100 C at sea level.", "At sea level water boils at 100 C."),
    "p3": ("There are seven continents.", "Seven continents exist on Earth."),
    "p4": ("NOBLOCK one.", "NOBLOCK two."),
    "p5": ("SAME one.", "SAME two."),
    "p6": ("LONG answer number one.", "LONG answer number two."),
    "p7": (None, None),
}


@pytest.fixture()
def marker_config(tmp_path, monkeypatch):
    from judge_engine import backends as base

    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))
    register_backend("marker-judge-writer", "tests.helpers.backends:MarkerJudgeWriter")
    monkeypatch.setattr(MarkerJudgeWriter, "written", [])
    cfg = write_config(
        tmp_path / "judge.toml",
        judge={"backend": "marker-judge-writer", "template": "llmbar-vanilla"},
        calibration={"bootstrap_resamples": 100},
    )
    pairs = tmp_path / "pairs.parquet"
    pl.DataFrame(
        {
            "pair_id": list(PAIRS),
            "question": [f"Question {p}?" for p in PAIRS],
            "response_a": [a for a, _ in PAIRS.values()],
            "response_b": [b for _, b in PAIRS.values()],
        }
    ).write_parquet(pairs)
    return cfg, pairs


def test_writer_suites_end_to_end(tmp_path, marker_config):
    """7 pairs per suite: 3 usable rewrites, 1 without an answer block, 1 unchanged, 1 cut, 1 null
    response (7 in = 3 judged probes + 4 by status). The judge picks slot 1 on a control pair (order
    ab: a, order ba: b), so each probe is eligible in exactly one order for either rule:
    - factual-error ("stays"): eligible where the control picked the rewritten side p; the judge
      catches ``[wrong]`` and picks the other side: ASR 0/3;
    - gender ("moves"): eligible where the control did not pick p; the judge picks ``[men]``: ASR 3/3."""
    cfg, pairs = marker_config
    out = tmp_path / "audit"
    args = [
        "audit",
        str(cfg),
        "--suite",
        "factual-error",
        "--suite",
        "gender",
        "--pairs",
        str(pairs),
        "--out",
        str(out),
        "--random-judges",
        "0",
        "-q",
        "--seed",
        "3",
    ]
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 0, r.output
    doc = json.loads((out / "audit.json").read_text())
    assert len(MarkerJudgeWriter.written) == 12  # 6 prompts per suite; the null response is not sent
    expect = {"factual-error": (0.0, " [wrong]"), "gender": (1.0, " [men]")}
    for kind, (asr, marker) in expect.items():
        s = doc["suites"][kind]
        assert s["writer"]["statuses"] == {
            "no_answer_block": 1,
            "null_response": 1,
            "ok": 3,
            "truncated": 1,
            "unchanged": 1,
        }
        assert (s["writer"]["requested"], s["writer"]["written"], s["writer"]["reused"]) == (7, 6, 0)
        assert s["by_variant"] == {"control": 7, kind: 3}
        rows = {x["metric"]: x["uncalibrated"] for x in s["rows"]}
        assert (rows["asr"]["value"], rows["asr"]["n"]) == (asr, 3)
        assert rows["asr_ab"]["n"] + rows["asr_ba"]["n"] == 3
        # the judged inputs: the rewritten side is the original plus the marker, the other side untouched
        judged = pl.read_parquet(out / "inputs" / f"{kind}.parquet")
        assert judged["group"].to_list() == ["p1", "p2", "p3"]
        for pid, side, ra, rb in judged.select("group", "perturbed", "response_a", "response_b").iter_rows():
            assert side == perturbed_side(kind, 3, pid)
            a, b = PAIRS[pid]
            assert (ra, rb) == ((a + marker, b) if side == "a" else (a, b + marker))  # type: ignore[operator]
        log = pl.read_parquet(out / "writer" / f"{kind}.parquet")
        assert log.height == 7 and set(log["status"]) == set(s["writer"]["statuses"])
    # rows in = judged + flagged: 7 controls (p7 flagged) + 3 + 3 probes
    run = doc["runs"]["uncalibrated"]
    assert (run["pairs_in"], run["pairs_flagged"]) == (13, 1)
    assert "3 of 7 rewrites usable" in (out / "report.html").read_text()
    # a rerun writes nothing again and judges nothing again
    r = CliRunner().invoke(cli, args + ["--json"])
    assert r.exit_code == 0, r.output
    doc2 = json.loads(r.output)
    assert len(MarkerJudgeWriter.written) == 12
    assert doc2["suites"]["gender"]["writer"]["written"] == 0 and doc2["suites"]["gender"]["writer"]["reused"] == 6
    assert doc2["runs"]["uncalibrated"]["samples_written"] == 0
    # a different budget is a different write: written again
    r = CliRunner().invoke(cli, args + ["--suite", "gender", "--writer-max-tokens", "64"])
    assert r.exit_code == 0, r.output
    assert len(MarkerJudgeWriter.written) == 24


def test_writer_suites_need_a_writing_backend(tmp_path, marker_config):
    from judge_engine import backends as base

    register_backend("always-first", "tests.helpers.backends:AlwaysFirst")
    cfg = write_config(tmp_path / "af.toml", judge={"backend": "always-first", "template": "llmbar-vanilla"})
    r = CliRunner().invoke(cli, ["audit", str(cfg), "--suite", "gender", "--limit", "2", "--out", str(tmp_path / "a")])
    assert r.exit_code != 0 and "cannot write text" in r.output
    assert base.can_write("marker-judge-writer") and not base.can_write("always-first")
    # every rewrite failing: the controls are judged, the probes are reported by status, ASR undefined
    bad = tmp_path / "bad.parquet"
    pl.DataFrame(
        {"pair_id": ["x"], "question": ["q"], "response_a": ["NOBLOCK"], "response_b": ["NOBLOCK"]}
    ).write_parquet(bad)
    r = CliRunner().invoke(
        cli,
        [
            "audit",
            str(marker_config[0]),
            "--suite",
            "gender",
            "--pairs",
            str(bad),
            "--out",
            str(tmp_path / "b"),
            "-q",
            "--random-judges",
            "0",
        ],
    )
    assert r.exit_code == 0, r.output
    s = json.loads((tmp_path / "b" / "audit.json").read_text())["suites"]["gender"]
    assert s["writer"]["statuses"] == {"no_answer_block": 1} and s["by_variant"] == {"control": 1}
    asr = {x["metric"]: x["uncalibrated"] for x in s["rows"]}["asr"]
    assert (asr["value"], asr["n"]) == (None, 0)
    # an empty pairs dataset leaves nothing to judge: a clear error, not an empty audit
    empty = tmp_path / "empty.parquet"
    pl.DataFrame(schema={c: pl.String for c in ("pair_id", "question", "response_a", "response_b")}).write_parquet(
        empty
    )
    r = CliRunner().invoke(
        cli,
        ["audit", str(marker_config[0]), "--suite", "position", "--pairs", str(empty), "--out", str(tmp_path / "c")],
    )
    assert r.exit_code != 0 and "nothing to judge" in r.output
