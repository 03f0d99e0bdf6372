"""Fresh pass full84 (on 9922ed3): a judgment part copied into a folder from another run judged on the same request
keys, with other verdicts, silently replaced the folder's own verdicts on the next resume (whichever part's name
sorted first won; D1), and a valid row under the id of a flagged earlier row was judged, so ``pairs.parquet`` held
the id twice (D5); a run over a folder whose `review import` was killed exited 0 without a word (D4). Now two stored rows of one (request_key, sample) with other scores or text stop the run with a
message naming both parts; the same row stored twice (byte-identical) stays silent. Expected values by hand: the
recording makes response_a win every pair; the copied part swaps the two scores of every row."""

import shutil

import polars as pl

from judge_engine.config import InputConfig
from judge_engine.files import atomic_write_parquet
from judge_engine.pipeline.inputs import iter_shards
from judge_engine.pipeline.labels import ANNOTATION_SCHEMA
from judge_engine.pipeline.outputs import PENDING_IMPORT
from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import pairs_frame, recording, run_cli


def _run(tmp_path):
    n = 4
    (tmp_path / "in").mkdir()
    pairs_frame(n, model_a=["x"] * n, model_b=["y"] * n).write_parquet(tmp_path / "in" / "pairs.parquet")
    recording(tmp_path / "rec.parquet", [f"p{i}" for i in range(n)], 1)
    cfg = replay_config(tmp_path / "c.toml", "rec.parquet", ["in/pairs.parquet"], sampling={"k": 1})
    out = tmp_path / "o"
    assert run_cli("run", str(cfg), "--out", str(out), "-q").exit_code == 0
    (part,) = sorted((out / "judgments").glob("part-*.parquet"))
    return cfg, out, part


def test_a_foreign_part_with_other_verdicts_for_the_same_samples_stops_the_resume(tmp_path):
    cfg, out, part = _run(tmp_path)
    assert set(pl.read_parquet(out / "pairs.parquet")["verdict"]) == {"a"}
    flipped = pl.read_parquet(part).with_columns(
        score_first=pl.col("score_second"), score_second=pl.col("score_first"), text=pl.lit("swapped")
    )
    foreign = out / "judgments" / "part-00000000000000000000000000000000.parquet"  # sorts before the run's own
    flipped.write_parquet(foreign)
    r = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert r.exit_code != 0
    assert "disagree" in r.stderr and foreign.name in r.stderr and part.name in r.stderr, r.stderr
    assert set(pl.read_parquet(out / "pairs.parquet")["verdict"]) == {"a"}  # the results were not rewritten


def test_the_same_rows_stored_twice_resume_silently(tmp_path):
    cfg, out, part = _run(tmp_path)
    shutil.copy(part, out / "judgments" / "part-00000000000000000000000000000000.parquet")
    r = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert r.exit_code == 0, r.stderr
    assert set(pl.read_parquet(out / "pairs.parquet")["verdict"]) == {"a"}


def test_a_valid_row_never_takes_the_id_of_a_flagged_first_row(tmp_path):
    """D5: row 0 has no question (flagged ``null_question``), row 1 another pair's texts under the same id; before, row 1
    was judged as p0 beside the flagged p0. Now it is ``duplicate_pair_id``: 3 rows in, 1 valid, 2 flagged."""
    f = tmp_path / "x.parquet"
    pl.DataFrame(
        {
            "pair_id": ["p0", "p0", "p1"],
            "question": [None, "q1", "q2"],
            "response_a": ["a", "a1", "a2"],
            "response_b": ["b", "b1", "b2"],
        },
        schema={c: pl.String for c in ("pair_id", "question", "response_a", "response_b")},
    ).write_parquet(f)
    (shard,) = list(iter_shards(InputConfig(paths=(str(f),))))
    assert shard.pairs["flag"].to_list() == ["null_question", "duplicate_pair_id", None]


def test_a_run_over_an_interrupted_review_import_says_so(tmp_path):
    """D4: the mark of a `review import` killed between its writes (what `apply_review` writes first) stays; the run's
    results leave its labels out, so the run names the import and how to finish it."""
    cfg, out, _ = _run(tmp_path)
    mark = {"record": '{"file": "labels1.csv"}'}
    atomic_write_parquet(out / PENDING_IMPORT, pl.DataFrame(schema=ANNOTATION_SCHEMA), metadata=mark)
    r = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert r.exit_code == 0, r.stderr
    assert f"`judge-engine review import {out} labels1.csv` to finish it" in r.stderr
