"""Issue 13, pass-4 finding 7: `grade` has `run`'s parse-failure gate (default 0.2, same flag) and exits 3
when it fails; a job in which no sample parsed never reports success, whatever the maximum."""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import write_config
from tests.helpers.data import shared

MT = "mt-bench/mt_bench"
MODELS = ("gpt-4", "vicuna-13b-v1.3", "alpaca-13b")


def _grade(tmp_path, recorded, *args):
    """Grade the three models on question 81 (two turns: 6 items) into ``tmp_path``; the recording rates the items of
    the ``recorded`` models only (the others' samples are ``missing``)."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    qs = [json.loads(x) for x in shared(f"{MT}/question.jsonl").read_text().splitlines()]
    (tmp_path / "q.jsonl").write_text(json.dumps(next(q for q in qs if q["question_id"] == 81)) + "\n")
    rec = [
        {"pair_id": f"81|{m}|t{t}", "order": "single", "sample": 0, "text": "Fine.\nRating: [[7]]"}
        for m in recorded
        for t in (1, 2)
    ]
    rec.append({"pair_id": "0|other|t1", "order": "single", "sample": 0, "text": "Rating: [[1]]"})
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    cfg = write_config(
        tmp_path / "c.toml",
        judge={"backend": "replay", "template": "mt-bench-single", "replay": {"path": str(tmp_path / "rec.parquet")}},
        sampling={"k": 1},
    )
    out = tmp_path / "out"
    answers = [str(shared(f"{MT}/model_answer/{m}.jsonl")) for m in MODELS]
    cmd = [*answers, "--config", str(cfg), "--out", str(out), "--questions", str(tmp_path / "q.jsonl"), *args]
    r = CliRunner().invoke(cli, ["grade", *cmd, "-q", "--bootstrap", "0"])
    return r, json.loads((out / "summary.json").read_text())


@pytest.mark.parametrize("rate", [None, "1"])
def test_grade_with_no_parsed_sample_fails_its_gate(tmp_path, rate):
    r, s = _grade(tmp_path, (), *(["--max-parse-failure-rate", rate] if rate else []))
    assert r.exit_code == 3, r.output
    assert s["parse_failures"] == s["judgments"] == 6 and s["pairs_with_verdict"] == 0
    assert s["gate"]["passed"] is False
    # every sample is a replay stand-in the recording lacks: no item was judged (fresh pass adv59 D5; before, the 6
    # items counted as judged and the gate said "nothing parsed: all 6 samples failed to parse")
    assert s["pairs_judged"] == 0 and s["pairs_missing"] == 6
    assert (
        "nothing judged: 0 of 6 input rows judged (0 flagged, 6 without an answered sample, 0 unreadable shard(s))"
        in (s["gate"]["failures"])
    )
    assert s["gate"]["max_parse_failure_rate"] == (0.2 if rate is None else 1.0)


def test_grade_gate_defaults_to_runs_and_is_overridable(tmp_path):
    # 2 of 6 samples unparsed (alpaca-13b is not in the recording): 1/3 > 0.2
    r, s = _grade(tmp_path, MODELS[:2])
    assert r.exit_code == 3 and s["parse_failure_rate"] == pytest.approx(1 / 3)
    assert s["gate"]["failures"] == ["parse_failure_rate 0.3333 > 0.2"]
    r, s = _grade(tmp_path / "b", MODELS[:2], "--max-parse-failure-rate", "0.5")
    assert r.exit_code == 0, r.output
    assert s["gate"]["passed"] is True and s["gate"]["max_parse_failure_rate"] == 0.5


def test_grade_help_shows_the_default_gate():
    out = CliRunner().invoke(cli, ["grade", "--help"]).output
    assert "--max-parse-failure-rate RATE" in out and "[default: 0.2]" in out


def test_rank_previous_on_a_single_answer_run_is_refused(tmp_path):
    """Issue 13 pass 6 H7: ``rank --previous`` on a single-answer run was ignored without a word (exit 0, no
    ``previous`` in leaderboard.json), even for a folder that does not exist. Now one line, exit 2."""
    r, _ = _grade(tmp_path, MODELS, "--max-parse-failure-rate", "1")
    assert r.exit_code == 0, r.output
    out = tmp_path / "out"
    r = CliRunner().invoke(cli, ["rank", str(out), "--bootstrap", "0", "--previous", str(tmp_path / "nope")])
    assert r.exit_code == 2
    assert r.output.strip() == f"Error: --previous is not supported for single-answer runs ({out} holds items.parquet)"


def test_review_on_a_single_answer_run_says_so(tmp_path):
    """Issue 13 pass 6 L4: ``review export`` / ``import`` on a single-answer run said "pairs.parquet not found:
    run `judge-engine run` into it first" although it was run."""
    r, _ = _grade(tmp_path, MODELS, "--max-parse-failure-rate", "1")
    assert r.exit_code == 0, r.output
    out = tmp_path / "out"
    (tmp_path / "labels.csv").write_text("pair_id,label\nx,a\n")
    for command, extra in ((["review", "export"], []), (["review", "import"], [str(tmp_path / "labels.csv")])):
        r = CliRunner().invoke(cli, [*command, str(out), *extra])
        assert r.exit_code == 2 and r.output.strip() == (
            f"Error: {out} is a single-answer run (items.parquet): `{' '.join(command)}` works on pairwise runs only"
        )
