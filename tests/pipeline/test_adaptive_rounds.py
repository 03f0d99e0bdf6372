"""Adaptive calibration's rounds through the pipeline on the replay backend: a crash mid-round
resumes without duplicates; k_min = k_max is one round."""

import polars as pl

from judge_engine.config import load_config
from judge_engine.pipeline.run import run
from tests.helpers.data import DEMO_PAIRS


def _replay_config(tmp_path, rec, out, flush_rows=1024):
    from tests.helpers.data import DEMO_PAIRS

    return load_config(
        None,
        overrides=[
            "judge.backend=replay",
            f'judge.replay.path="{rec}"',
            "sampling.k=3",
            "calibration.mode=adaptive",
            "calibration.bootstrap_resamples=0",
            f"scheduler.flush_rows={flush_rows}",
            "scheduler.max_in_flight=1",
        ],
        inputs=[str(DEMO_PAIRS)],
        out=str(out),
    )


def test_replay_resumes_mid_round_without_duplicates(tmp_path):
    """Run adaptive to the end, drop the parts written last (a crash in round 2), rerun: the same
    judgments come back, each once, and only the dropped ones are judged again."""
    from judge_engine.testing import recording_from_reviews
    from tests.helpers.data import shared

    rec = tmp_path / "rec.parquet"
    recording_from_reviews(
        shared("faireval-replication-reviews/review/1/review_gpt35_vicuna-13b_gpt-4_mec3_bpc1.jsonl"), rec
    )
    out = tmp_path / "out"
    full = run(_replay_config(tmp_path, rec, out, flush_rows=4), quiet=True)
    rounds = full.summary["adaptive"]["rounds"]
    assert [r["k"] for r in rounds] == [1, 2, 3] and rounds[0]["pairs_judged"] == 80
    parts = sorted((out / "judgments").glob("part-*.parquet"), key=lambda p: p.stat().st_mtime_ns)
    frames = {p: pl.read_parquet(p) for p in parts}
    # keep every round-1 part and the first part of round 2; drop the rest
    r2 = [p for p in parts if frames[p]["sample"].min() >= 1]  # type: ignore[operator]
    assert len(r2) >= 3
    dropped = r2[1:]
    n_dropped = sum(frames[p].height for p in dropped)
    for p in dropped:
        p.unlink()
    again = run(_replay_config(tmp_path, rec, out, flush_rows=4), quiet=True)
    s = again.summary
    assert s["samples_written"] == n_dropped
    assert s["samples_resumed"] == full.summary["judgments"] - n_dropped
    assert s["adaptive"]["rounds"] == rounds
    rows = pl.read_parquet(out / "judgments")  # every part as written, no dedup
    assert rows.height == full.summary["judgments"] == s["judgments"]
    assert rows.select("request_key", "sample").n_unique() == rows.height
    assert s["accuracy"] == full.summary["accuracy"] and s["kappa"] == full.summary["kappa"]


def test_adaptive_with_k_min_equal_k_max_is_one_round(tmp_path):
    """k_min = k_max: uniform sampling, but the round is still decided and reported."""
    from judge_engine.testing import recording_from_reviews
    from tests.helpers.data import shared

    rec = tmp_path / "rec.parquet"
    recording_from_reviews(
        shared("faireval-replication-reviews/review/1/review_gpt35_vicuna-13b_gpt-4_mec3_bpc1.jsonl"), rec
    )
    cfg = load_config(
        None,
        overrides=[
            "judge.backend=replay",
            f'judge.replay.path="{rec}"',
            "sampling.k=3",
            "calibration.mode=adaptive",
            "calibration.k_min=3",
            "calibration.bootstrap_resamples=0",
        ],
        inputs=[str(DEMO_PAIRS)],
        out=str(tmp_path / "out"),
    )
    s = run(cfg, quiet=True).summary
    (r,) = s["adaptive"]["rounds"]
    assert (r["round"], r["k"], r["pairs_judged"], r["pairs_escalated"]) == (1, 3, 80, 0)
    assert s["judgments"] == 480 and s["adaptive"]["budget_ratio"] == 1.0
