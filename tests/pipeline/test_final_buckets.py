"""Issue 21: the final stage in buckets of pairs (judge_engine.pipeline.final_buckets) writes the same
``pairs.parquet`` (rows in the same order, same columns and dtypes) and the same ``summary.json`` as the
one-table final stage (B = 1), column by column: on judgment parts written directly (with pairs flagged
``prompt_too_long``), and on a replay run with flagged input rows, categories, people's labels in the input,
unparsed samples and bootstrap intervals. The one-table results are themselves checked against the kernels
(tests/pipeline/test_final_stream.py) and against hand-worked figures elsewhere."""

import json
import shutil

import numpy as np
import polars as pl
import pytest

from benchmarks import final_scale
from judge_engine import run
from judge_engine.config import load_config
from judge_engine.pipeline import final_buckets
from judge_engine.schemas.tables import PROMPT_TOO_LONG
from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import pairs_frame

TIMES = {"wall_s", "judging_wall_s", "engine_start_s", "pairs_per_s", "gen_tokens_per_s"}
"""Summary fields that are clock readings (differ between any two runs)."""


def _summary(out):
    s = json.loads((out / "summary.json").read_text())
    return {k: v for k, v in s.items() if k not in TIMES and "latency" not in k}


def _same(a: pl.DataFrame, b: pl.DataFrame) -> None:
    assert a.columns == b.columns and a.schema == b.schema and a.height == b.height
    for c in a.columns:
        assert a[c].equals(b[c]), c


def _final_twice(monkeypatch, finish, out, per_bucket):
    """``finish()`` with one table, then in buckets of ``per_bucket`` rows: both outputs."""
    counts = []
    real = final_buckets.finish_in_buckets

    def spy(config, judged, buckets, found):
        counts.append(buckets)
        return real(config, judged, buckets, found)

    monkeypatch.setattr("judge_engine.pipeline.finish.finish_in_buckets", spy)
    finish()  # the first start into the folder re-parses its rows (summary ``reparse``); the next ones do not
    finish()
    one = pl.read_parquet(out / "pairs.parquet"), _summary(out)
    monkeypatch.setattr(final_buckets, "BUCKET_PAIRS", per_bucket)
    finish()
    assert counts and counts[-1] > 1  # the second run took the bucketed path
    assert not (out / "run" / "final").exists() and not list(out.glob(".tmp-*"))  # nothing left behind
    return one, (pl.read_parquet(out / "pairs.parquet"), _summary(out))


def test_buckets_equal_one_table_on_written_parts(tmp_path, monkeypatch):
    pairs, k = 420, 3
    config = final_scale.write_final_corpus(tmp_path, pairs, k, seed=5, shards=3, part_rows=120)
    part = sorted((tmp_path / "out" / "judgments").glob("part-*.parquet"))[1]
    df = pl.read_parquet(part)
    too = pl.col("pair_id").is_in(["p21", "p25"]) & (pl.col("order") == "ba") & (pl.col("sample") == 1)
    no_text = {c: None for c in ("text", "score_first", "score_second", "score_a", "score_b", "verdict")}
    df.with_columns(
        pl.when(too).then(pl.lit(PROMPT_TOO_LONG)).otherwise("parse_status").alias("parse_status"),
        *[pl.when(too).then(pl.lit(v, df.schema[c])).otherwise(c).alias(c) for c, v in no_text.items()],
    ).write_parquet(part)  # a prompt too long for the context: no completion
    out = tmp_path / "out"
    (p1, s1), (p2, s2) = _final_twice(monkeypatch, lambda: final_scale.stage(config, pairs, k), out, 50)
    _same(p1, p2)
    assert s1 == s2
    assert s1["pairs_flagged"] == 2 and s1["flag_reasons"] == {PROMPT_TOO_LONG: 2}  # p21, p25
    assert p2["pair_id"].tail(2).to_list() == ["p21", "p25"]  # flagged rows last, in input order
    assert 0 < p2["needs_review"].sum() < pairs
    # a part stored twice: the rows are deduplicated first (OUT/run/final-rows.parquet), then split
    shutil.copy(part, part.with_name("part-zz-duplicate.parquet"))
    final_scale.stage(config, pairs, k)
    _same(p1, pl.read_parquet(out / "pairs.parquet"))
    assert _summary(out) == s1 and not (out / "run" / "final-rows.parquet").exists()


def test_pairs_assembled_in_ranges_of_any_size_equal_one_table(tmp_path, monkeypatch):
    """``pairs.parquet`` gathered from the buckets' files in ranges of input rows whose size follows the rows'
    bytes (``RANGE_BYTES``): ranges of a few rows (about 140 bytes each here) give the one-table rows."""
    pairs, k = 300, 2
    config = final_scale.write_final_corpus(tmp_path, pairs, k, seed=7, shards=2, part_rows=100)
    monkeypatch.setattr(final_buckets, "RANGE_BYTES", 1000)  # about 7 rows a range after the first 10
    (p1, s1), (p2, s2) = _final_twice(monkeypatch, lambda: final_scale.stage(config, pairs, k), tmp_path / "out", 40)
    _same(p1, p2)
    assert s1 == s2 and p2["pair_id"].to_list() == [f"p{i}" for i in range(pairs)]


@pytest.mark.parametrize(("seed", "columns"), [(0, True), (1, True), (2, False)])
def test_buckets_equal_one_table_on_a_replay_run(tmp_path, monkeypatch, seed, columns):
    """With ``category`` and ``human_label`` input columns (figures by category, accuracy, kappa) or without."""
    n, k = 90, 2
    rng = np.random.default_rng(seed)
    ids = [f"p{i}" for i in range(n)]
    labels = [["a", "b", "tie", None][int(x)] for x in rng.integers(0, 4, n)]
    extra: dict[str, list] = {"category": [f"c{i % 4}" for i in range(n)], "human_label": labels} if columns else {}
    df = pairs_frame(n, **extra)
    df = pl.concat([df, df.slice(3, 1)])  # a repeated pair_id: flagged
    df = df.with_columns(pl.when(pl.int_range(pl.len()) == 7).then(None).otherwise("response_a").alias("response_a"))
    (tmp_path / "in").mkdir()
    df.write_parquet(tmp_path / "in" / "pairs.parquet")
    rows = []
    for p in ids:
        for o in ("ab", "ba"):
            for s in range(k):
                a, b = rng.integers(1, 11, 2)
                text = (
                    "I cannot tell."
                    if rng.random() < 0.05
                    else f"Score of the Assistant 1: {a}\nScore of the Assistant 2: {b}"
                )
                rows.append((p, o, s, text))
    pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet(
        tmp_path / "rec.parquet"
    )
    cfg = replay_config(
        tmp_path / "c.toml",
        "rec.parquet",
        ["in/pairs.parquet"],
        sampling={"k": k},
        calibration={"bootstrap_resamples": 50, "review_beta": 0.3},
    )
    out = tmp_path / "out"
    config = load_config(cfg, overrides=[f"output.dir={out}"])
    finish = lambda: run(config, quiet=True, overwrite=True)  # noqa: E731
    (p1, s1), (p2, s2) = _final_twice(monkeypatch, finish, out, 20)
    _same(p1, p2)
    assert s1 == s2
    assert s1["pairs_flagged"] >= 2, s1["flag_reasons"]
    if columns:
        assert set(s1["by_category"]) == {"c0", "c1", "c2", "c3"} and s1["labelled_pairs"] > 0


def test_wide_metadata_takes_more_buckets_and_equals_one_table(tmp_path, monkeypatch):
    """Breaker pass 36 M1: buckets are counted by the input metadata's bytes too (``BUCKET_BYTES``), so wide rows
    are held a few at a time; 300 pairs at 200 a bucket are 2 buckets by rows, and their metadata (well over
    1,000 bytes) makes more."""
    pairs, k = 300, 2
    config = final_scale.write_final_corpus(tmp_path, pairs, k, seed=3, shards=2, part_rows=100)
    monkeypatch.setattr(final_buckets, "BUCKET_BYTES", 1000)
    monkeypatch.setattr(final_buckets, "RANGE_BYTES", 3000)  # ranges of a few blocks, row groups of a few rows
    counts = []
    real = final_buckets.bucket_count

    def spy(config, judged):
        counts.append(real(config, judged))
        return counts[-1]

    monkeypatch.setattr("judge_engine.pipeline.finish.bucket_count", spy)
    (p1, s1), (p2, s2) = _final_twice(monkeypatch, lambda: final_scale.stage(config, pairs, k), tmp_path / "out", 200)
    assert counts[0] == 1 and counts[-1] > 2  # one table first; then more than the 2 buckets by rows
    _same(p1, p2)
    assert s1 == s2 and p2["pair_id"].to_list() == [f"p{i}" for i in range(pairs)]
