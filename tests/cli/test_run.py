"""The CLI end to end with CliRunner, on the replay backend (no model needed)."""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import replay_config

VERDICTS = {  # (pair, order) -> completion; slot scores chosen by hand
    ("p1", "ab"): "Score of the Assistant 1: 8\nScore of the Assistant 2: 6",  # a wins
    ("p1", "ba"): "Score of the Assistant 1: 5\nScore of the Assistant 2: 9",  # a wins (slot 2)
    ("p2", "ab"): "Score of the Assistant 1: 7\nScore of the Assistant 2: 7",  # tie
    ("p2", "ba"): "Score of the Assistant 1: 9\nScore of the Assistant 2: 4",  # b wins -> conflict
    ("p3", "ab"): "I cannot decide.",  # unparsed
}


@pytest.fixture()
def setup(tmp_path):
    pairs = pl.DataFrame(
        {
            "id": ["p1", "p2", "p3", "p4", "p1"],
            "prompt": ["q1", "q2", "q3", "q4", "q1 again"],
            "response_a": ["a1", "a2", "a3", "a4", "a5"],
            "response_b": ["b1", "b2", "b3", None, "b5"],
            "human_label": ["a", "b", "tie", "a", "a"],
        }
    )
    pairs.write_parquet(tmp_path / "pairs.parquet")
    rec = pl.DataFrame([{"pair_id": p, "order": o, "sample": 0, "text": t} for (p, o), t in VERDICTS.items()])
    rec.write_parquet(tmp_path / "rec.parquet")
    cfg = replay_config(
        tmp_path / "run.toml",
        "rec.parquet",
        ["pairs.parquet"],
        input={"columns": {"pair_id": "id", "question": "prompt"}},
        judge={"template": "faireval-scoring"},
        sampling={"k": 1},
        calibration={"review_beta": 0.5},
    )
    return tmp_path, cfg


def test_run_writes_outputs_and_accounts_for_every_row(setup):
    tmp, cfg = setup
    out = tmp / "out"
    # 2 of 6 samples fail by design (unparsed, missing): the default parse-failure gate (0.2) is switched off
    r = CliRunner().invoke(cli, ["run", str(cfg), "--out", str(out), "-q", "--max-parse-failure-rate", "1"])
    assert r.exit_code == 0, r.output
    assert "pairs in / judged / flagged" in r.output and "5 / 3 / 2" in r.output
    s = json.loads((out / "summary.json").read_text())
    assert (s["pairs_in"], s["pairs_judged"], s["pairs_flagged"]) == (5, 3, 2)
    assert s["flag_reasons"] == {"duplicate_pair_id": 1, "null_response_b": 1}
    # 3 pairs x 2 orders x 1 sample; p3 ab unparsed, p3 ba missing
    assert s["judgments"] == 6 and s["parse_failures"] == 2
    assert s["parse_status"] == {"missing": 1, "no_verdict": 1, "ok": 4}
    assert s["conflict_rate"] == 0.5 and s["conflict_n"] == 2  # p1 agrees, p2 conflicts
    # p1: CS_a = (8+9)/2 = 8.5 > CS_b = 5.5 -> a (label a, right); p2: CS_a = (7+4)/2 = 5.5 < 8 -> b (right)
    assert s["accuracy"] == 1.0 and s["labelled_pairs"] == 2 and s["labelled_pairs_without_verdict"] == 1
    # slot preference over 4 parsed samples: slot 1 wins p1ab, p2ba; slot 2 wins p1ba; tie p2ab
    assert s["position_preference"] == {"first": 0.5, "second": 0.25, "tie": 0.25, "n": 4}
    pairs = pl.read_parquet(out / "pairs.parquet")
    assert pairs.height == 5
    got = {
        r["pair_id"] + (r["flag"] or ""): (r["verdict"], r["cs_a"], r["cs_b"], r["needs_review"])
        for r in pairs.iter_rows(named=True)
    }
    assert got["p1"] == ("a", 8.5, 5.5, False)
    assert got["p2"] == ("b", 5.5, 8.0, True)  # p2 (BPDE ln 2) beats p1 (0): ceil(0.5 * 2) = 1 selected
    assert got["p3"] == (None, None, None, True)  # no verdict -> needs review
    assert got["p4null_response_b"][0] is None and got["p1duplicate_pair_id"][0] is None
    judgments = pl.read_parquet(out / "judgments")
    assert judgments.height == 6 and judgments["request_key"].n_unique() == 6


def test_rerun_resumes_and_config_change_is_refused(setup):
    tmp, cfg = setup
    out = tmp / "out"
    runner = CliRunner()
    ungated = ["--max-parse-failure-rate", "1"]  # 2 of 6 samples fail by design
    assert runner.invoke(cli, ["run", str(cfg), "--out", str(out), "-q", *ungated]).exit_code == 0
    r = runner.invoke(cli, ["run", str(cfg), "--out", str(out), "-q", "--json", *ungated])
    s = json.loads(r.output)
    # the 5 samples with a completion are resumed; the one the recording lacks (parse status missing) is no judgment
    # and is asked for again (fresh pass full61 M1: it was kept as judged, so completing the recording never judged it)
    assert s["samples_written"] == 1 and s["samples_resumed"] == 5 and s["judgments"] == 6
    assert s["backend"]["recording_rows"] == 5  # the recording was loaded: the backend was asked again
    r = runner.invoke(cli, ["run", str(cfg), "--out", str(out), "-q", "--set", "sampling.k=2"])
    assert r.exit_code == 2
    assert "holds judgments made with a different judging config" in r.output and "--overwrite" in r.output
    r = runner.invoke(
        cli, ["run", str(cfg), "--out", str(out), "-q", "--set", "sampling.k=2", "--overwrite", "--json", *ungated]
    )
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["judgments"] == 12


@pytest.mark.parametrize(
    "args,message",
    [
        (["--set", "sampling.k=0"], "Error: sampling.k must be in [1, 256], got 0"),
        (["--input", "/nonexistent/x.parquet"], "Error: input path does not exist: /nonexistent/x.parquet"),
        (["--set", "judge.backend=nope"], "Error: unknown backend 'nope'; registered: openai, replay, reward, vllm"),
        (["--set", "judge.template=nope"], "Error: unknown template 'nope'"),
    ],
)
def test_user_errors_are_one_line_exit_2(setup, args, message):
    tmp, cfg = setup
    r = CliRunner().invoke(cli, ["run", str(cfg), "--out", str(tmp / "o"), "-q", *args])
    assert r.exit_code == 2
    assert message in r.output and "Traceback" not in r.output
    assert len(r.output.strip().splitlines()) == 1


def test_missing_config_file():
    r = CliRunner().invoke(cli, ["run", "/nonexistent.toml"])
    assert r.exit_code == 2 and "config file not found: /nonexistent.toml" in r.output
