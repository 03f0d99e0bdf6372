"""OpenAI batch files (issue 18: ``judge-engine batch export`` / ``import``) with results made as vLLM
run-batch writes them (tests/helpers/fault_server.answer_batch_file), and mixed with live runs on the
fault server."""

import json

import polars as pl
import pytest
from click.testing import CliRunner
from polars.testing import assert_frame_equal

from judge_engine.cli import cli
from judge_engine.config import load_config
from judge_engine.pipeline.batchfiles import parse_custom_id
from judge_engine.pipeline.run import run
from tests.helpers.configs import openai_config
from tests.helpers.fault_server import TOO_LONG_MESSAGE, FaultServer, answer_batch_file
from tests.helpers.openai_runs import raw_parts, write_pairs

N, K = 10, 2


def _config(tmp_path, srv, **kw):
    return openai_config(tmp_path / "run.toml", srv.base_url if srv else None, **kw)


def _export(cfg, out, dest, *extra):
    r = CliRunner().invoke(cli, ["batch", "export", str(cfg), "--out", str(out), "--file", str(dest), *extra])
    assert r.exit_code == 0, r.output
    return r.output


def _import(cfg, out, *files):
    r = CliRunner().invoke(cli, ["batch", "import", str(cfg), *map(str, files), "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout), r.stderr


def _write(path, lines, extra_raw=()):
    with open(path, "w") as f:
        for o in lines:
            f.write(json.dumps(o) + "\n")
        for raw in extra_raw:
            f.write(raw + "\n")
    return path


def _custom_id(line):
    cid = parse_custom_id(line["custom_id"])
    assert cid is not None
    return cid


def test_batch_round_trip_equals_a_live_run_and_stores_each_sample_once(tmp_path):
    write_pairs(tmp_path / "pairs.parquet", n=N)
    with FaultServer() as srv:  # the live run's server answers exactly as the batch results below
        cfg = _config(tmp_path, srv, k=K)
        live = run(load_config(cfg, out=str(tmp_path / "live")), quiet=True)
    out = tmp_path / "batch"
    _export(cfg, out, tmp_path / "req.jsonl")
    lines = [json.loads(x) for x in open(tmp_path / "req.jsonl")]
    assert len(lines) == N * 2 and all(_custom_id(x)[1:] == (0, K - 1) for x in lines)
    assert all(x["method"] == "POST" and x["url"] == "/v1/chat/completions" and x["body"]["n"] == K for x in lines)
    # the first half of the results, plus lines that must never be imported
    results = answer_batch_file(tmp_path / "req.jsonl")
    first, rest = results[:N], results[N:]
    foreign = dict(first[0], custom_id="request-17")
    unknown = dict(first[0], custom_id="0" * 32 + ":0-1")
    bad_range = dict(first[1], custom_id=first[1]["custom_id"].replace(f"0-{K - 1}", f"0-{K + 4}"))
    bad_body = dict(first[2], response={"status_code": 200, "body": {"choices": "nope"}})
    failed = dict(
        first[3], response={"status_code": 500, "request_id": "x", "body": None}, error={"message": "engine died"}
    )
    _write(
        tmp_path / "res1.jsonl",
        [*first[:3], *first[4:], foreign, unknown, bad_range, bad_body, failed, first[0]],
        extra_raw=["{not json", '"a string"'],
    )
    s1, err = _import(cfg, out, tmp_path / "res1.jsonl")
    b = s1["batch_import"]
    assert (b["lines"], b["imported_lines"], b["samples_imported"]) == (N + 7, N - 1, (N - 1) * K)
    assert (b["malformed"], b["foreign"], b["errors"], b["duplicates"]) == (4, 2, 1, K)
    assert b["samples_missing"] == (N + 1) * K and len(b["examples"]) == 5
    assert "foreign lines" in err and "res1.jsonl:" in err
    # the next export asks only for what is missing: the failed line and the second half
    _export(cfg, out, tmp_path / "req2.jsonl")
    again = [json.loads(x)["custom_id"] for x in open(tmp_path / "req2.jsonl")]
    assert sorted(again) == sorted([first[3]["custom_id"]] + [r["custom_id"] for r in rest])
    _write(tmp_path / "res2.jsonl", answer_batch_file(tmp_path / "req2.jsonl"))
    s2, _ = _import(cfg, out, tmp_path / "res2.jsonl")
    assert s2["batch_import"]["samples_missing"] == 0 and s2["judgments"] == N * 2 * K
    rows = raw_parts(out)
    assert rows.height == N * 2 * K and rows.select("request_key", "sample").n_unique() == rows.height
    # the same verdicts and metrics as the live run on the same answers
    keep = [c for c in live.pairs.columns if c != "needs_review"]
    assert_frame_equal(
        pl.read_parquet(out / "pairs.parquet").select(keep).sort("pair_id"), live.pairs.select(keep).sort("pair_id")
    )
    for key in ("verdicts", "conflict_rate", "parse_status", "prompt_tokens", "completion_tokens"):
        assert s2[key] == live.summary[key], key


def test_live_failures_go_out_in_the_next_export(tmp_path):
    write_pairs(tmp_path / "pairs.parquet", n=4)
    with FaultServer(plan=lambda d, a, b: "500" if "Question 2:" in b["messages"][-1]["content"] else None) as srv:
        cfg = _config(tmp_path, srv, k=K, openai={"max_retries": 1})
        s = run(load_config(cfg, out=str(tmp_path / "out")), quiet=True).summary
    assert s["samples_failed"] == 2 * K
    _export(cfg, tmp_path / "out", tmp_path / "req.jsonl")
    lines = [json.loads(x) for x in open(tmp_path / "req.jsonl")]
    assert len(lines) == 2 and all("Question 2:" in x["body"]["messages"][-1]["content"] for x in lines)
    s2, _ = _import(cfg, tmp_path / "out", _write(tmp_path / "res.jsonl", answer_batch_file(tmp_path / "req.jsonl")))
    assert s2["parse_status"] == {"ok": 4 * 2 * K} and s2["samples_failed"] == 0


def test_too_long_result_flags_the_pair_and_one_line_per_sample_when_asked(tmp_path):
    write_pairs(tmp_path / "pairs.parquet", n=3)
    cfg = _config(tmp_path, None, k=3, openai={"n_per_request": "never"})
    _export(cfg, tmp_path / "out", tmp_path / "req.jsonl")
    lines = [json.loads(x) for x in open(tmp_path / "req.jsonl")]
    assert len(lines) == 3 * 2 * 3 and all(x["body"]["n"] == 1 for x in lines)
    assert sorted({_custom_id(x)[1] for x in lines}) == [0, 1, 2]
    results = answer_batch_file(tmp_path / "req.jsonl")
    for r in results:
        if "Question 1:" in json.dumps(r) or r["custom_id"] in {
            x["custom_id"] for x in lines if "Question 1:" in x["body"]["messages"][-1]["content"]
        }:
            r["response"] = {"status_code": 400, "request_id": "x", "body": None}
            r["error"] = {"error": {"message": TOO_LONG_MESSAGE, "type": "BadRequestError", "code": 400}}
    s, _ = _import(cfg, tmp_path / "out", _write(tmp_path / "res.jsonl", results))
    assert s["batch_import"]["prompt_too_long"] == 6 and s["flag_reasons"] == {"prompt_too_long": 1}
    assert s["pairs_judged"] == 2 and s["batch_import"]["samples_missing"] == 0


@pytest.mark.parametrize(
    "extra, message",
    [
        (["--set", "judge.backend=replay"], "batch files belong to the openai backend"),
        (["--set", "calibration.mode=adaptive", "--set", "calibration.k_min=1"], "needs calibration.mode = 'uniform'"),
        (["--set", "judge.constrain=verdict"], "judge.constrain = 'verdict' needs the vllm backend"),
    ],
)
def test_batch_export_refuses_what_it_cannot_do(tmp_path, extra, message):
    write_pairs(tmp_path / "pairs.parquet", n=2)
    cfg = _config(tmp_path, None)
    r = CliRunner().invoke(
        cli, ["batch", "export", str(cfg), "--out", str(tmp_path / "o"), "--file", str(tmp_path / "r.jsonl"), *extra]
    )
    assert r.exit_code == 2 and message in r.output


def test_import_into_a_folder_of_another_config_is_refused(tmp_path):
    write_pairs(tmp_path / "pairs.parquet", n=2)
    cfg = _config(tmp_path, None)
    _export(cfg, tmp_path / "o", tmp_path / "r.jsonl")
    _write(tmp_path / "res.jsonl", answer_batch_file(tmp_path / "r.jsonl"))
    r = CliRunner().invoke(
        cli,
        [
            "batch",
            "import",
            str(cfg),
            str(tmp_path / "res.jsonl"),
            "--out",
            str(tmp_path / "o"),
            "--set",
            "sampling.temperature=0.1",
        ],
    )
    assert r.exit_code == 2 and "different judging config" in r.output


def test_batch_export_and_import_reuse_earlier_folders(tmp_path):
    """Issue 16: ``output.reuse`` / ``--reuse`` on the batch path. Night 1 judged N pairs live; night 2 has
    those N and M new ones: the export asks only for the M new pairs' requests (2 orders each, K samples
    per line) and the import's summary counts the N x 2 x K samples reused. Before, every request was
    exported again."""
    m = 3
    write_pairs(tmp_path / "pairs.parquet", n=N)
    with FaultServer() as srv:
        cfg = _config(tmp_path, srv, k=K)
        run(load_config(cfg, out=str(tmp_path / "night1")), quiet=True)
    write_pairs(tmp_path / "pairs.parquet", n=N + m)
    out = tmp_path / "night2"
    said = _export(cfg, out, tmp_path / "req.jsonl", "--reuse", str(tmp_path / "night1"))
    lines = [json.loads(x) for x in open(tmp_path / "req.jsonl")]
    assert len(lines) == m * 2 and f"({N * 2 * K} of them reused from earlier folders)" in said
    _write(tmp_path / "res.jsonl", answer_batch_file(tmp_path / "req.jsonl"))
    s, _ = _import(cfg, out, tmp_path / "res.jsonl")
    assert "reuse" not in s and s["samples_resumed"] == N * 2 * K  # copied in by the export: found stored
    assert s["batch_import"]["samples_imported"] == m * 2 * K and s["batch_import"]["samples_missing"] == 0
    assert s["pairs_judged"] == N + m
    rows = raw_parts(out)
    assert rows.height == (N + m) * 2 * K and rows.select("request_key", "sample").n_unique() == rows.height
    # a fresh folder imported with the same results and --reuse copies night 1's samples at import time
    s3, _ = _import(cfg, tmp_path / "night2b", tmp_path / "res.jsonl")
    assert s3["batch_import"]["samples_missing"] == N * 2 * K  # without --reuse: night 1's pairs missing
    r = CliRunner().invoke(
        cli,
        [
            "batch",
            "import",
            str(cfg),
            str(tmp_path / "res.jsonl"),
            "--out",
            str(tmp_path / "night2c"),
            "--reuse",
            str(tmp_path / "night1"),
            "--json",
        ],
    )
    assert r.exit_code == 0, r.output
    s4 = json.loads(r.stdout)
    assert s4["reuse"]["samples"] == N * 2 * K and s4["batch_import"]["samples_missing"] == 0


@pytest.mark.parametrize("kind", ["empty", "errors_only", "one_line"])
def test_pairs_without_a_sample_are_missing_not_judged_and_nothing_imported_fails_the_gate(tmp_path, kind):
    """Issue 13 pass 6 H2: 6 pairs, 2 orders x K samples each (12 request lines). An empty results file,
    or one whose every line is an error, stores no sample: 0 judged, 6 missing, the gate fails ("nothing
    judged", exit 3). One line answered (one order of one pair): 1 judged, 5 missing, exit 0 (a partial
    import; the rest can come later). Before, every case said pairs_judged 6 and passed the gate."""
    write_pairs(tmp_path / "pairs.parquet", n=6)
    cfg = _config(tmp_path, None, k=K)
    _export(cfg, tmp_path / "out", tmp_path / "req.jsonl")
    results = answer_batch_file(tmp_path / "req.jsonl")
    assert len(results) == 12
    if kind == "errors_only":
        for line in results:
            line["response"] = {"status_code": 500, "request_id": "x", "body": None}
            line["error"] = {"message": "engine died"}
    chosen = {"empty": [], "errors_only": results, "one_line": results[:1]}[kind]
    res = _write(tmp_path / "res.jsonl", chosen)
    r = CliRunner().invoke(cli, ["batch", "import", str(cfg), str(res), "--out", str(tmp_path / "out"), "--json"])
    s = json.loads(r.stdout)
    judged = 1 if kind == "one_line" else 0
    assert (s["pairs_in"], s["pairs_judged"], s["pairs_flagged"], s["pairs_missing"]) == (6, judged, 0, 6 - judged)
    assert s["batch_import"]["samples_missing"] == 12 * K - judged * K
    if judged:
        assert r.exit_code == 0 and s["gate"]["passed"], r.output
    else:
        assert r.exit_code == 3 and not s["gate"]["passed"]
        assert "nothing judged: 0 of 6 input rows judged (0 flagged, 6 without an answered sample" in r.stderr


@pytest.mark.parametrize(
    ("got", "wanted", "same"),
    [
        ("gpt-4o", "gpt-4o", True),
        ("gpt-4o-2024-08-06", "gpt-4o", True),
        ("gpt-4-0613", "gpt-4", True),
        ("gpt-4o-mini", "gpt-4o", False),
        ("gpt-4o-mini-2024-07-18", "gpt-4o", False),
        ("gpt-3.5-turbo-0125", "gpt-4o", False),
        ("gpt-4o", "gpt-4o-2024-08-06", False),
        ("gpt-4o-2024-08", "gpt-4o", False),
    ],
)
def test_same_model_accepts_the_name_and_its_dated_snapshots(got, wanted, same):
    from judge_engine.backends.openai_protocol import same_model

    assert same_model(got, wanted) is same


def test_results_of_another_model_are_foreign_and_named(tmp_path):
    """Issue 13 pass 10 M4: results whose completion names another model than judge.model ("judge" here)
    were stored as its judgments. 3 pairs x 2 orders = 6 lines of K samples: 3 made by judge (the name, two
    dated snapshots) imported, 3 foreign (another model, a variant of the name, no model) counted by model."""
    write_pairs(tmp_path / "pairs.parquet", n=3)
    cfg = _config(tmp_path, None, k=K)
    _export(cfg, tmp_path / "out", tmp_path / "req.jsonl")
    results = answer_batch_file(tmp_path / "req.jsonl")
    names = ["judge", "judge-2024-08-06", "judge-0613", "judge-mini", "gpt-3.5-turbo-0125", None]
    for line, name in zip(results, names, strict=True):
        body = line["response"]["body"]
        if name is None:
            del body["model"]
        else:
            body["model"] = name
    s, err = _import(cfg, tmp_path / "out", _write(tmp_path / "res.jsonl", results))
    b = s["batch_import"]
    assert (b["lines"], b["imported_lines"], b["samples_imported"], b["foreign"]) == (6, 3, 3 * K, 3)
    assert b["foreign_models"] == {"judge-mini": 1, "gpt-3.5-turbo-0125": 1, "(none named)": 1}
    assert b["samples_missing"] == 3 * K
    assert (
        "3 foreign lines (1 made by 'judge-mini', 1 made by 'gpt-3.5-turbo-0125', 1 made by '(none named)', "
        "not judge.model)" in err
    )
    assert raw_parts(tmp_path / "out").height == 3 * K
