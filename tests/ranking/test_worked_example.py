"""The README's worked example ("Two nights on the shipped answers"), replayed: the same commands on the
shipped answers (``configs/data/vicuna80-answers*.parquet``) with the default judge's recorded completions
(``benchmarks/data/nightly-demo-smollm2.parquet``, recorded from the README's live run) instead of the live
engine; the counts are worked by hand from the answers, the verdicts are the live run's (README; parser version 82
reads one of its completions as a failure, counted here by hand), and the report of night 2 is rendered in Chromium (``artifacts/nightly_two_nights.png``) with the night-over-night
table and the judge's name (issue 16)."""

import json

import polars as pl
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import write_config
from tests.helpers.data import REPO
from tests.helpers.score_lines import first_scores, other_pair
from tests.helpers.screenshot import screenshot

DATA = REPO / "configs" / "data"
RECORDING = REPO / "benchmarks" / "data" / "nightly-demo-smollm2.parquet"
QUESTIONS, K = 18, 2  # 2 questions per category x 9 categories; the demo's k


def _invoke(*args):
    r = CliRunner().invoke(cli, [str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r


def _config(path):
    """configs/demo.toml's judging settings on the replay backend (the recording holds its completions)."""
    return write_config(
        path,
        judge={
            "backend": "replay",
            "model": "smollm2-135m-instruct",
            "template": "faireval-vanilla",
            "replay": {"path": str(RECORDING)},
        },
        sampling={"orders": "both", "k": K, "temperature": 0.7, "top_p": 0.95, "max_tokens": 32, "seed": 0},
    )


def test_two_nights_on_the_shipped_answers(tmp_path):
    cfg = _config(tmp_path / "demo-replay.toml")
    # night 1: gpt-3.5-turbo, vicuna-13b, alpaca-13b: 3 model pairs per question
    _invoke("pairs", DATA / "vicuna80-answers.parquet", "--out", tmp_path / "pairs-1.parquet")
    assert pl.read_parquet(tmp_path / "pairs-1.parquet").height == 3 * QUESTIONS == 54
    s1 = json.loads(
        _invoke(
            "run", cfg, "--input", tmp_path / "pairs-1.parquet", "--out", tmp_path / "night1", "-q", "--json"
        ).stdout
    )
    # parser version 82: a completion that writes a second pair of scores for another side is no reading;
    # counted by hand (tests/helpers/score_lines.py), 1 of night 1's 216 recorded completions does (``2 2\n3 2``; README)
    rec = pl.read_parquet(RECORDING).filter(
        pl.col("pair_id").is_in(pl.read_parquet(tmp_path / "pairs-1.parquet")["pair_id"])
    )
    two_pairs = sum(other_pair(t.splitlines(), first_scores(t.splitlines()[0])) for t in rec["text"])
    assert two_pairs == 1
    assert (s1["pairs_judged"], s1["samples_written"], s1["parse_failures"]) == (54, 54 * 2 * K, two_pairs)
    assert s1["verdicts"] == {"a": 18, "b": 32, "tie": 4}  # the live run's (README)
    _invoke("rank", tmp_path / "night1", "--baseline", "gpt-3.5-turbo")
    # night 2: gpt-4's answers added: 6 model pairs per question, the 3 with gpt-4 new
    _invoke(
        "pairs",
        DATA / "vicuna80-answers.parquet",
        DATA / "vicuna80-answers-gpt4.parquet",
        "--out",
        tmp_path / "pairs-2.parquet",
    )
    pairs2 = pl.read_parquet(tmp_path / "pairs-2.parquet")
    assert pairs2.height == 6 * QUESTIONS == 108
    new = pairs2.filter((pl.col("model_a") == "gpt-4") | (pl.col("model_b") == "gpt-4"))
    assert new.height == 3 * QUESTIONS == 54
    s2 = json.loads(
        _invoke(
            "run",
            cfg,
            "--input",
            tmp_path / "pairs-2.parquet",
            "--out",
            tmp_path / "night2",
            "--reuse",
            tmp_path / "night1",
            "-q",
            "--json",
        ).stdout
    )
    # only the 54 new pairs judged (2 orders x k each); night 1's 54 pairs copied
    assert (s2["pairs_judged"], s2["requests_sent"], s2["samples_written"]) == (108, 54 * 2, 54 * 2 * K)
    assert s2["reuse"]["samples"] == 54 * 2 * K and s2["reuse"]["sources"][0]["requests"] == 54 * 2
    # the pairs judged tonight are exactly gpt-4's: their judgments are the ones night 1 lacks
    j1 = pl.read_parquet(tmp_path / "night1" / "judgments")
    j2 = pl.read_parquet(tmp_path / "night2" / "judgments")
    fresh = j2.join(j1, on=["request_key", "sample"], how="anti")
    assert set(fresh["pair_id"]) == set(new["pair_id"])
    r = _invoke("rank", tmp_path / "night2", "--baseline", "gpt-3.5-turbo", "--previous", tmp_path / "night1")
    assert "| new |" in r.stdout
    doc = json.loads((tmp_path / "night2" / "leaderboard.json").read_text())
    assert doc["previous"]["new"] == ["gpt-4"] and doc["previous"]["gone"] == []
    assert doc["judge"]["model"] == "smollm2-135m-instruct"
    # per category: every model meets the 3 others on 2 questions per category
    assert {c["n"] for c in doc["by_category"]} == {3 * 2}
    assert len(doc["by_category"]) == 4 * 9
    _invoke("report", tmp_path / "night2")
    page = (tmp_path / "night2" / "report.html").read_text()
    assert "<h2>Night over night</h2>" in page and "smollm2-135m-instruct" in page
    shot = screenshot(tmp_path / "night2" / "report.html", "nightly_two_nights.png", tmp_path)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000
