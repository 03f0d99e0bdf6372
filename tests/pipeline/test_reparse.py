"""Issue 13, H11: a parser fix reaches stored judgments. A folder whose stored readings are an older parser's
is parsed again from its stored texts on resume (parts rewritten exactly once, even when killed) and when
reused (the source never written); a folder of the current version is left alone.

The example is adv6's G1 re-check: the completion ``[[A]] rather than [[B]]`` states verdict A (the judge
prefers A "rather than" B); main's parser before the G1 fix read the last bracket, B. The folders below are
made by a replay run and then given that old reading by hand (scores (0, 1) for slot 1 / slot 2, verdict b),
with a manifest that records no parser version (as every manifest written before it was recorded).
"""

import json
import os
import signal
import subprocess

import orjson
import polars as pl
import pytest

from judge_engine import envs
from judge_engine.pipeline.compaction import JOURNAL
from judge_engine.pipeline.parsing import PARSER_VERSION
from judge_engine.pipeline.reparse import PARSE_COLUMNS, Reparser, forced_chars_of
from judge_engine.schemas.tables import JUDGMENT_SCHEMA
from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import pairs_frame, run_cli, run_cmd

TEXTS = {"ab": "[[A]] rather than [[B]]", "ba": "[[B]] rather than [[A]]"}
"""Response A preferred in both orders (slot 1 in ab, slot 2 in ba): verdict a for every sample."""
OLD = {"ab": (0.0, 1.0), "ba": (1.0, 0.0)}
"""The old parser's (score_first, score_second): the last bracket read, response B the winner in both orders."""
N = 4


def _setup(tmp_path, **sections):
    pairs = pairs_frame(N)
    pairs.write_parquet(tmp_path / "pairs.parquet")
    rows = [(p, o, 0, TEXTS[o]) for p in pairs["pair_id"] for o in ("ab", "ba")]
    pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet(
        tmp_path / "rec.parquet"
    )
    return replay_config(
        tmp_path / "c.toml",
        "rec.parquet",
        ["pairs.parquet"],
        judge={"template": "pairwise-verdict"},
        sampling={"k": 1},
        **sections,
    )


def _run(cfg, out, *args):
    r = run_cli("run", str(cfg), "--out", str(out), "-q", "--json", *args)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def _judgments(out):
    return pl.concat([pl.read_parquet(p) for p in sorted((out / "judgments").glob("part-*.parquet"))])


def _make_old(out):
    """Give every stored judgment of ``out`` the old parser's reading; drop the manifest's parser version."""
    for part in (out / "judgments").glob("part-*.parquet"):
        df = pl.read_parquet(part)
        first = pl.col("order").replace_strict({o: s[0] for o, s in OLD.items()}, return_dtype=pl.Float64)
        second = pl.col("order").replace_strict({o: s[1] for o, s in OLD.items()}, return_dtype=pl.Float64)
        df = df.with_columns(score_first=first, score_second=second).with_columns(
            score_a=pl.when(pl.col("order") == "ba").then("score_second").otherwise("score_first"),
            score_b=pl.when(pl.col("order") == "ba").then("score_first").otherwise("score_second"),
            verdict=pl.lit("b"),
        )
        df.write_parquet(part)
    manifest = orjson.loads((out / "manifest.json").read_bytes())
    manifest.pop("parser_version", None)
    manifest["schema_version"] = 1
    (out / "manifest.json").write_bytes(orjson.dumps(manifest))


def _verdicts(out):
    p = pl.read_parquet(out / "pairs.parquet")
    return dict(zip(p["pair_id"], p["verdict"], strict=True))


ALL_A = {f"p{i}": "a" for i in range(N)}


def test_a_fresh_folder_records_the_parser_version_and_is_not_reparsed_on_resume(tmp_path):
    cfg = _setup(tmp_path)
    out = tmp_path / "out"
    s = _run(cfg, out)
    assert "reparse" not in s and _verdicts(out) == ALL_A
    assert orjson.loads((out / "manifest.json").read_bytes())["parser_version"] == PARSER_VERSION
    before = {p.name: p.stat().st_mtime_ns for p in (out / "judgments").glob("part-*.parquet")}
    s = _run(cfg, out)
    assert "reparse" not in s
    assert {p.name: p.stat().st_mtime_ns for p in (out / "judgments").glob("part-*.parquet")} == before


def test_resume_reparses_an_older_parsers_readings(tmp_path):
    cfg = _setup(tmp_path)
    out = tmp_path / "out"
    _run(cfg, out)
    _make_old(out)
    (out / "summary.json").unlink()
    s = _run(cfg, out)
    assert _verdicts(out) == ALL_A  # main's code before H11: all b (the stored readings trusted)
    assert s["reparse"] == {
        "parser_version": PARSER_VERSION,
        "samples": 2 * N,
        "changed": 2 * N,
        "origins": [
            {"origin": "resume", "from_version": None, "samples": 2 * N, "changed": 2 * N, "parts_rewritten": 1}
        ],
    }
    assert s["samples_written"] == 0 and s["samples_resumed"] == 2 * N
    assert _verdicts(out) == ALL_A
    j = _judgments(out)
    assert j.height == 2 * N and j.select("request_key", "sample").is_unique().all()
    assert set(j["verdict"]) == {"a"} and set(j["parse_status"]) == {"ok"}
    assert orjson.loads((out / "manifest.json").read_bytes())["parser_version"] == PARSER_VERSION
    assert "reparse" not in _run(cfg, out)  # recorded: not again


def test_an_older_version_with_the_same_readings_is_not_rewritten(tmp_path):
    cfg = _setup(tmp_path)
    out = tmp_path / "out"
    _run(cfg, out)
    manifest = orjson.loads((out / "manifest.json").read_bytes())
    manifest["parser_version"] = PARSER_VERSION - 1
    (out / "manifest.json").write_bytes(orjson.dumps(manifest))
    before = {p.name: p.stat().st_mtime_ns for p in (out / "judgments").glob("part-*.parquet")}
    s = _run(cfg, out)
    assert s["reparse"]["origins"] == [
        {"origin": "resume", "from_version": PARSER_VERSION - 1, "samples": 2 * N, "changed": 0, "parts_rewritten": 0}
    ]
    assert {p.name: p.stat().st_mtime_ns for p in (out / "judgments").glob("part-*.parquet")} == before


def test_reuse_reparses_the_copies_and_never_writes_the_source(tmp_path):
    cfg = _setup(tmp_path)
    n1, n2 = tmp_path / "n1", tmp_path / "n2"
    _run(cfg, n1)
    _make_old(n1)
    source = {p.name: p.read_bytes() for p in (n1 / "judgments").iterdir()}
    s = _run(cfg, n2, "--reuse", str(n1))
    assert s["reuse"]["samples"] == 2 * N and s["samples_written"] == 0
    assert _verdicts(n2) == ALL_A  # main's code before H11: all b (copied as stored)
    assert s["reparse"]["origins"] == [
        {"origin": str(n1), "from_version": None, "samples": 2 * N, "changed": 2 * N, "parts_rewritten": 0}
    ]
    assert _verdicts(n2) == ALL_A and set(_judgments(n2)["verdict"]) == {"a"}
    assert {p.name: p.read_bytes() for p in (n1 / "judgments").iterdir()} == source
    assert "parser_version" not in orjson.loads((n1 / "manifest.json").read_bytes())
    # the new folder holds the current readings: reusing it parses nothing again
    s3 = _run(cfg, tmp_path / "n3", "--reuse", str(n2))
    assert s3["reuse"]["samples"] == 2 * N and "reparse" not in s3


def _mark_newer(out):
    """Record a parser version one newer than this checkout's in ``out``'s manifest (a folder a newer
    judge-engine made); the stored readings are left as they are."""
    manifest = orjson.loads((out / "manifest.json").read_bytes())
    manifest["parser_version"] = PARSER_VERSION + 1
    (out / "manifest.json").write_bytes(orjson.dumps(manifest))


def test_a_folder_of_a_newer_parser_is_refused_on_resume_and_left_alone(tmp_path):
    cfg = _setup(tmp_path)
    out = tmp_path / "out"
    _run(cfg, out)
    _make_old(out)  # readings the current parser would change: a re-parse would rewrite the part
    _mark_newer(out)
    before = {p.name: p.read_bytes() for p in (out / "judgments").glob("part-*.parquet")}
    r = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert r.exit_code != 0
    assert f"parser version {PARSER_VERSION + 1}, newer than this judge-engine's {PARSER_VERSION}" in r.output
    assert {p.name: p.read_bytes() for p in (out / "judgments").glob("part-*.parquet")} == before
    assert orjson.loads((out / "manifest.json").read_bytes())["parser_version"] == PARSER_VERSION + 1


def test_a_folder_a_newer_reparse_left_half_done_is_refused(tmp_path):
    """A newer judge-engine's re-parse rewrote a part, then was killed before it recorded its version (the
    manifest still records none): an older one must not parse that part again with its older rules."""
    from judge_engine.pipeline.reparse import REWRITTEN_KEY

    cfg = _setup(tmp_path)
    out = tmp_path / "out"
    _run(cfg, out)
    _make_old(out)  # the manifest records no version: an older parser would re-parse every part
    (part,) = sorted((out / "judgments").glob("part-*.parquet"))
    meta = {REWRITTEN_KEY: orjson.dumps({"parser_version": PARSER_VERSION + 1, "changed": 3}).decode()}
    pl.read_parquet(part).write_parquet(part, metadata=meta)
    before = part.read_bytes()
    r = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert r.exit_code != 0
    assert f"parser version {PARSER_VERSION + 1}, newer than this judge-engine's {PARSER_VERSION}" in r.output
    assert part.read_bytes() == before and "parser_version" not in orjson.loads((out / "manifest.json").read_bytes())


def test_reuse_skips_a_folder_a_newer_reparse_left_half_done(tmp_path):
    """adversarial pass 9, L2: reuse checks the parts a newer re-parse rewrote too, not only the manifest."""
    from judge_engine.pipeline.reparse import REWRITTEN_KEY

    cfg = _setup(tmp_path)
    n1, n2 = tmp_path / "n1", tmp_path / "n2"
    _run(cfg, n1)
    _make_old(n1)  # the manifest records no version
    (part,) = sorted((n1 / "judgments").glob("part-*.parquet"))
    meta = {REWRITTEN_KEY: orjson.dumps({"parser_version": PARSER_VERSION + 1, "changed": 3}).decode()}
    pl.read_parquet(part).write_parquet(part, metadata=meta)
    s = _run(cfg, n2, "--reuse", str(n1))
    assert s["reuse"]["samples"] == 0 and s["samples_written"] == 2 * N
    assert s["reuse"]["sources"][0]["skipped"].startswith(f"parsed by parser version {PARSER_VERSION + 1}, newer")
    assert _verdicts(n2) == ALL_A


def test_reuse_skips_a_folder_of_a_newer_parser_and_judges_its_pairs_again(tmp_path):
    cfg = _setup(tmp_path)
    n1, n2 = tmp_path / "n1", tmp_path / "n2"
    _run(cfg, n1)
    _mark_newer(n1)
    s = _run(cfg, n2, "--reuse", str(n1))
    assert s["reuse"]["samples"] == 0 and s["samples_written"] == 2 * N and "reparse" not in s
    (src,) = s["reuse"]["sources"]
    assert (
        src["skipped"]
        == f"parsed by parser version {PARSER_VERSION + 1}, newer than this judge-engine's {PARSER_VERSION}"
    )
    assert _verdicts(n2) == ALL_A


@pytest.mark.parametrize("step", ["output", "input"])
def test_a_rewrite_killed_mid_way_resumes_exactly_once(tmp_path, step):
    """One part per request (flush_rows = 1); the resume that parses them again is SIGKILLed (a real process)
    after the first rewritten part is written (``output``) or after its original is removed (``input``); the
    next run finishes the job: every (request_key, sample) once, every reading the current parser's."""
    cfg = _setup(tmp_path, scheduler={"max_in_flight": 1, "flush_rows": 1})
    out = tmp_path / "out"
    subprocess.run(run_cmd(cfg, out), check=True, capture_output=True)
    assert len(list((out / "judgments").glob("part-*.parquet"))) == 2 * N
    _make_old(out)
    killed = subprocess.run(run_cmd(cfg, out), env={**os.environ, envs.REPARSE_KILL: step}, capture_output=True)
    assert killed.returncode == -signal.SIGKILL, killed.stderr.decode()[-500:]
    left = _judgments(out)
    assert left.height == (2 * N + 1 if step == "output" else 2 * N)  # the kill left the rewrite half done
    assert (out / "judgments" / JOURNAL).is_file()
    done = subprocess.run(run_cmd(cfg, out), capture_output=True)
    assert done.returncode == 0, done.stderr.decode()[-500:]
    j = _judgments(out)
    assert j.height == 2 * N and j.select("request_key", "sample").is_unique().all()
    assert set(j["verdict"]) == {"a"} and not (out / "judgments" / JOURNAL).exists()
    # the part the killed attempt rewrote counts too (its metadata; before: 2N - 1 changed, 2N - 1 parts)
    (origin,) = json.loads(done.stdout)["reparse"]["origins"]
    assert (origin["changed"], origin["parts_rewritten"], origin["samples"]) == (2 * N, 2 * N, 2 * N)
    assert _verdicts(out) == ALL_A


def test_a_run_killed_after_its_re_parse_still_reports_it(tmp_path):
    """Fresh pass full78 M1 (stop 53): the resume that parses an older parser's readings again is SIGKILLed (a real
    process) after the manifest records the current version, before its summary (in the end-of-run compaction);
    the next run parses nothing again, yet its summary still says what the killed run parsed again."""
    cfg = _setup(tmp_path, scheduler={"max_in_flight": 1, "flush_rows": 1})
    out = tmp_path / "out"
    subprocess.run(run_cmd(cfg, out), check=True, capture_output=True)
    _make_old(out)
    cfg = _setup(tmp_path, scheduler={"max_in_flight": 1, "flush_rows": 64})  # the 2N one-row parts are compacted
    killed = subprocess.run(run_cmd(cfg, out), env={**os.environ, envs.COMPACTION_KILL: "journal"}, capture_output=True)
    assert killed.returncode == -signal.SIGKILL, killed.stderr.decode()[-500:]
    assert orjson.loads((out / "manifest.json").read_bytes())["parser_version"] == PARSER_VERSION
    assert not (out / "summary.json").exists()
    done = subprocess.run(run_cmd(cfg, out), capture_output=True)
    assert done.returncode == 0, done.stderr.decode()[-500:]
    (origin,) = json.loads(done.stdout)["reparse"]["origins"]  # before: no "reparse" section
    assert origin == {
        "origin": "resume",
        "from_version": None,
        "samples": 2 * N,
        "changed": 2 * N,
        "parts_rewritten": 2 * N,
    }
    assert _verdicts(out) == ALL_A
    assert "reparse" not in _run(cfg, out)  # reported once: the record goes with the summary that holds it


VERDICT_TAIL = ("[[", r"(A|B|C)\]\]")  # pairwise-verdict's (templates.VERDICT_TAILS)


def test_the_forced_tail_is_found_again_from_the_verdict_prefix():
    # pass 1 stopped at the prefix (vLLM leaves it out), pass 2 appended "[[" + "A]]": the last 5 characters
    assert forced_chars_of("I cannot evaluate these answers.\n[[A]]", "stop", VERDICT_TAIL) == 5
    assert forced_chars_of("Evidence ran out at max_toke", "length", VERDICT_TAIL) == 0  # cut short: no tail
    assert forced_chars_of("[[A]]", "stop", None) == 0  # not constrained


def test_a_constrained_rows_forced_verdict_is_read_again():
    """With ``constrain = "verdict"`` the forced verdict is read (README, Parsing), even after a hedge word
    in the free evidence; unconstrained, that hedge makes the sample ``no_verdict``. After a refusal in the
    evidence it is ``no_verdict`` either way (the grammar, not the judge, picked the letter)."""
    from judge_engine.pipeline.templates import load_template

    tm = load_template("pairwise-verdict")
    row = {
        "request_key": ["k"],
        "order": ["ba"],
        "text": ["A is better, I might say [[A]]"],  # (version 83 reads "I would say")
        "finish_reason": ["stop"],
        **{c: [None] for c in PARSE_COLUMNS},
    }
    df = pl.DataFrame(
        row,
        schema={
            "request_key": pl.String,
            "order": pl.String,
            "text": pl.String,
            "finish_reason": pl.String,
            **{c: JUDGMENT_SCHEMA[c] for c in PARSE_COLUMNS},
        },
    )
    got, parsed, changed = Reparser(lambda _k: tm, VERDICT_TAIL).frame(df)
    # slot 1 (response_b in order ba) wins: score_b 1, score_a 0, verdict b
    want = {
        "score_first": 1.0,
        "score_second": 0.0,
        "score_a": 0.0,
        "score_b": 1.0,
        "verdict": "b",
        "parse_status": "ok",
    }
    assert {c: got[c][0] for c in PARSE_COLUMNS} == want
    assert (parsed, changed) == (1, 1)
    free, _, _ = Reparser(lambda _k: tm, None).frame(df)
    assert free["parse_status"].to_list() == ["no_verdict"] and free["verdict"].to_list() == [None]
    refused = df.with_columns(pl.lit("I cannot evaluate these answers.\n[[A]]").alias("text"))
    for tail in (VERDICT_TAIL, None):
        got, _, _ = Reparser(lambda _k: tm, tail).frame(refused)
        assert got["parse_status"].to_list() == ["no_verdict"] and got["verdict"].to_list() == [None]


def test_a_template_familys_rows_are_parsed_again_with_their_variant(tmp_path):
    """mt-bench-single (a family): a writing item is judged by its plain variant, a math item with a reference by
    the ``_reference`` one; stored as an older parser that read no rating (``no_verdict``), both read 8 again."""
    items = pl.DataFrame(
        {
            "item_id": ["w", "m"],
            "question_id": ["q1", "q2"],
            "model": ["m1", "m1"],
            "category": ["writing", "math"],
            "question": ["Write.", "2+2?"],
            "response": ["Text.", "4"],
            "reference": [None, "4"],
        }
    )
    items.write_parquet(tmp_path / "items.parquet")
    rec = [{"pair_id": i, "order": "single", "sample": 0, "text": "Good.\nRating: [[8]]"} for i in ("w", "m")]
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    cfg = replay_config(
        tmp_path / "c.toml", "rec.parquet", ["items.parquet"], judge={"template": "mt-bench-single"}, sampling={"k": 1}
    )
    out = tmp_path / "out"
    _run(cfg, out)
    for part in (out / "judgments").glob("part-*.parquet"):
        pl.read_parquet(part).with_columns(
            score_first=pl.lit(None, pl.Float64), score_a=pl.lit(None, pl.Float64), parse_status=pl.lit("no_verdict")
        ).write_parquet(part)
    manifest = orjson.loads((out / "manifest.json").read_bytes())
    manifest.pop("parser_version", None)
    (out / "manifest.json").write_bytes(orjson.dumps(manifest))
    s = _run(cfg, out)
    assert (s["reparse"]["samples"], s["reparse"]["changed"]) == (2, 2)
    got = pl.read_parquet(out / "items.parquet").sort("item_id")
    assert got["mean_score"].to_list() == [8.0, 8.0]


def test_repeated_texts_are_read_once_and_each_row_by_its_own_order():
    """A part of repeated texts (a format-constrained judge): each row gets its text's reading by its order;
    rows without a text or with an unknown variant keep what was stored. Hand-worked: "Assistant 1: 8" /
    "Assistant 2: 5" in order ba means slot 1 holds response b, so score_a 5, score_b 8, verdict b."""
    from judge_engine.pipeline.templates import load_template

    tm = load_template("faireval-scoring")
    text = "Score of the Assistant 1: 8\nScore of the Assistant 2: 5"
    schema = {"request_key": pl.String, "order": pl.String, "text": pl.String, "finish_reason": pl.String}
    df = pl.DataFrame(
        {
            "request_key": ["k1", "k2", "k3", "k4", "gone"],
            "order": ["ab", "ba", "ab", "ab", "ab"],
            "text": [text, text, text, None, text],
            "finish_reason": ["stop", "stop", None, None, "stop"],
            **{c: [None, None, None, 1.0 if c.startswith("score") else None, None] for c in PARSE_COLUMNS},
        },
        schema={**schema, **{c: JUDGMENT_SCHEMA[c] for c in PARSE_COLUMNS}},
    ).with_columns(parse_status=pl.Series(["no_verdict", "no_verdict", "no_verdict", "request_failed", "no_verdict"]))
    got, parsed, changed = Reparser(lambda key: None if key == "gone" else tm, None).frame(df)
    assert got["score_a"].to_list() == [8.0, 5.0, 8.0, 1.0, None]
    assert got["score_b"].to_list() == [5.0, 8.0, 5.0, 1.0, None]
    assert got["verdict"].to_list() == ["a", "b", "a", None, None]
    assert got["parse_status"].to_list() == ["ok", "ok", "ok", "request_failed", "no_verdict"]
    assert (parsed, changed) == (3, 3)


def test_a_family_pair_out_of_the_input_at_the_re_parse_is_parsed_when_it_comes_back(tmp_path):
    """Adversarial pass 29, H1: a template family's folder re-parsed while some pairs were out of the input kept
    the older parser's readings for those pairs, and the manifest recorded the current version, so when the pairs
    came back they resumed the old readings. Here an "older parser" read every verdict the wrong way round
    (scores and verdicts swapped); the 4 pairs out of the input at the re-parse must read as a fresh run reads
    them once they are back (ab: [[A]] -> a; ba: [[B]] -> slot 2 holds response a -> a)."""
    n = 10
    full, half, rec = tmp_path / "full", tmp_path / "half", tmp_path / "rec"
    for d in (full, half, rec):
        d.mkdir()
    pairs = pairs_frame(n, category=["math", "writing"] * (n // 2), reference=["4"] * n)
    pairs.write_parquet(full / "s.parquet")
    pairs.head(6).write_parquet(half / "s.parquet")
    texts = {"ab": "[[A]]", "ba": "[[B]]"}  # response a wins in both orders
    pl.DataFrame(
        [(f"p{i}", o, 0, texts[o]) for i in range(n) for o in ("ab", "ba")],
        schema=["pair_id", "order", "sample", "text"],
        orient="row",
    ).write_parquet(rec / "r.parquet")
    cfgs = {}
    for name, folder in (("full", full), ("half", half)):
        cfgs[name] = tmp_path / f"{name}.toml"
        cfgs[name].write_text(
            f'[input]\npaths = ["{folder}"]\n[judge]\nbackend = "replay"\ntemplate = "mt-bench-pair"\n'
            f'[judge.replay]\npath = "{rec}"\n[sampling]\norders = "both"\nk = 1\n'
            "[calibration]\nbootstrap_resamples = 0\n"
        )
    out = tmp_path / "out"
    assert run_cli("run", str(cfgs["full"]), "--out", str(out), "-q").exit_code == 0
    manifest = json.loads((out / "manifest.json").read_text())
    manifest["parser_version"] = 20
    (out / "manifest.json").write_text(json.dumps(manifest))
    for part in (out / "judgments").glob("part-*.parquet"):
        pl.read_parquet(part).with_columns(
            score_a=pl.col("score_b"),
            score_b=pl.col("score_a"),
            score_first=pl.col("score_second"),
            score_second=pl.col("score_first"),
            verdict=pl.col("verdict").replace({"a": "b", "b": "a"}),
        ).write_parquet(part)
    assert run_cli("run", str(cfgs["half"]), "--out", str(out), "-q").exit_code == 0  # re-parses 6 pairs
    pending = out / "judgments" / "reparse-pending.parquet"
    held = pl.read_parquet(pending)["request_key"].len() if pending.exists() else 0
    assert run_cli("run", str(cfgs["full"]), "--out", str(out), "-q").exit_code == 0
    assert pl.read_parquet(out / "pairs.parquet")["verdict"].to_list() == ["a"] * n
    assert held == 8  # the 4 pairs out of the input, 2 orders each
    assert not (out / "judgments" / "reparse-pending.parquet").exists()
    summary = json.loads((out / "summary.json").read_text())
    assert summary["reparse"]["origins"][0]["samples"] == 8 and summary["reparse"]["origins"][0]["from_version"] == 20


@pytest.mark.parametrize("step", ["output", "input"])
def test_a_pending_re_parse_killed_mid_way_resumes_exactly_once(tmp_path, step):
    """The re-parse of pending rows (pass 29's fix above) SIGKILLed (a real process) after the first rewritten part
    is written, or after its original is removed: the next run finishes it, every (request_key, sample) once, every
    pair read as a fresh run reads it (a), nothing left pending."""
    n = 10
    full, half, rec = tmp_path / "full", tmp_path / "half", tmp_path / "rec"
    for d in (full, half, rec):
        d.mkdir()
    pairs = pairs_frame(n, category=["math", "writing"] * (n // 2), reference=["4"] * n)
    pairs.write_parquet(full / "s.parquet")
    pairs.head(6).write_parquet(half / "s.parquet")
    texts = {"ab": "[[A]]", "ba": "[[B]]"}
    pl.DataFrame(
        [(f"p{i}", o, 0, texts[o]) for i in range(n) for o in ("ab", "ba")],
        schema=["pair_id", "order", "sample", "text"],
        orient="row",
    ).write_parquet(rec / "r.parquet")
    cfgs = {}
    for name, folder in (("full", full), ("half", half)):
        cfgs[name] = tmp_path / f"{name}.toml"
        cfgs[name].write_text(
            f'[input]\npaths = ["{folder}"]\n[judge]\nbackend = "replay"\ntemplate = "mt-bench-pair"\n'
            f'[judge.replay]\npath = "{rec}"\n[sampling]\norders = "both"\nk = 1\n'
            "[calibration]\nbootstrap_resamples = 0\n"
        )
    out = tmp_path / "out"
    subprocess.run(run_cmd(cfgs["full"], out), check=True, capture_output=True)
    manifest = json.loads((out / "manifest.json").read_text())
    manifest["parser_version"] = 20
    (out / "manifest.json").write_text(json.dumps(manifest))
    for part in (out / "judgments").glob("part-*.parquet"):  # an "older parser" read every verdict the wrong way
        pl.read_parquet(part).with_columns(
            score_a=pl.col("score_b"),
            score_b=pl.col("score_a"),
            score_first=pl.col("score_second"),
            score_second=pl.col("score_first"),
            verdict=pl.col("verdict").replace({"a": "b", "b": "a"}),
        ).write_parquet(part)
    subprocess.run(run_cmd(cfgs["half"], out), check=True, capture_output=True)  # 8 rows left pending
    assert (out / "judgments" / "reparse-pending.parquet").is_file()
    killed = subprocess.run(
        run_cmd(cfgs["full"], out), env={**os.environ, envs.REPARSE_KILL: step}, capture_output=True
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr.decode()[-500:]
    done = subprocess.run(run_cmd(cfgs["full"], out), capture_output=True)
    assert done.returncode == 0, done.stderr.decode()[-500:]
    j = _judgments(out)
    assert j.height == 2 * n and j.select("request_key", "sample").is_unique().all()
    assert set(j["verdict"]) == {"a"} and not (out / "judgments" / JOURNAL).exists()
    assert not (out / "judgments" / "reparse-pending.parquet").exists()
    assert pl.read_parquet(out / "pairs.parquet")["verdict"].to_list() == ["a"] * n
