"""Issue 21: the run path at scale. The resume index (64-bit keys, a few bytes per sample, the same answers as
a Python set of tuples), the columnar hot path (one frame per written part, not per request), a resume
that asks the backend only for the missing samples of a partly judged request, and the end-of-run compaction
killed (SIGKILL, a real process) at each of its steps."""

import hashlib
import os
import random
import signal
import subprocess

import numpy as np
import polars as pl
import pytest

from judge_engine import envs, run
from judge_engine.backends import replay_index
from judge_engine.backends.replay import ReplayBackend, recording_batches
from judge_engine.backends.replay_index import RecordingIndex
from judge_engine.config import load_config
from judge_engine.errors import InputError
from judge_engine.pipeline import rows as rows_module
from judge_engine.pipeline.compaction import JOURNAL, STEPS
from judge_engine.pipeline.resume_index import ResumeIndex, key_of, sample_keys
from judge_engine.pipeline.store import Store
from tests.helpers.replay_runs import replay_setup, run_cmd


def _keys(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    hexed = [hashlib.sha256(str(rng.random()).encode()).hexdigest()[:32] for _ in range(n)]
    return hexed + [f"k{i}" for i in range(n // 4)]  # keys of other shapes (tests, importers) too


def test_resume_index_answers_as_a_set_of_tuples_does():
    keys = _keys(400, seed=1)
    rng = random.Random(2)
    stored = {(k, s) for k in keys for s in range(3) if rng.random() < 0.6}
    idx = ResumeIndex()
    batch = sorted(stored)
    rng.shuffle(batch)
    for i in range(0, len(batch), 37):  # many small parts: the runs merge
        chunk = batch[i : i + 37]
        idx.add(pl.Series([k for k, _ in chunk]), pl.Series([s for _, s in chunk]))
    idx.add(pl.Series([k for k, _ in batch[:50]]), pl.Series([s for _, s in batch[:50]]))  # stored twice
    probe = [(k, s) for k in keys for s in range(4)]
    want = np.array([p in stored for p in probe])
    got = idx.contains(pl.Series([k for k, _ in probe]), pl.Series([s for _, s in probe]))
    assert (got == want).all()
    assert [p in idx for p in probe[:200]] == want[:200].tolist()
    assert len(idx) == len(stored) and idx == stored
    # 8 bytes per stored key, no Python tuple kept: the 50 keys stored twice sit in the last run (50 keys, too
    # small to merge into the run before it) until a merge; len() counts them once without merging
    assert idx.nbytes == 8 * (len(stored) + 50)
    idx._merge()
    assert idx.nbytes == 8 * len(stored) and len(idx) == len(stored)


def test_one_key_and_the_vectorised_keys_agree():
    keys = _keys(50, seed=3)
    want = [key_of(k, s) for k in keys for s in (0, 1, 7)]
    got = sample_keys(pl.Series([k for k in keys for _ in (0, 1, 7)]), pl.Series([s for _ in keys for s in (0, 1, 7)]))
    assert got.tolist() == want
    # a 32-hex key's number is its first 16 hex digits (a sha256 prefix) plus sample x 0x9E3779B97F4A7C15
    assert key_of("0123456789abcdef" * 2, 2) == (0x0123456789ABCDEF + 2 * 0x9E3779B97F4A7C15) % 2**64


def test_store_keeps_the_index_not_tuples(tmp_path):
    cfg = replay_setup(tmp_path, n=5, k=2)
    run(load_config(cfg, overrides=[f"output.dir={tmp_path / 'out'}"]), quiet=True)
    from judge_engine.schemas.manifest import Manifest

    st = Store(tmp_path / "out", Manifest(judging_hash="x"))
    st.attach()
    assert isinstance(st.done, ResumeIndex) and len(st.done) == 5 * 2 * 2 and st.done.nbytes == 8 * 20


@pytest.mark.parametrize("windows", [False, True])
def test_one_frame_per_part_not_per_request(tmp_path, monkeypatch, windows):
    """20 pairs x 2 orders = 40 requests, flushed every 16 rows: the rows become a frame per written part
    (per request: tuples transposed once per part; a window at a time: the window's frame, cut into parts of
    16 rows)."""
    frames = []
    if not windows:
        monkeypatch.setattr(ReplayBackend, "answers_windows", lambda self: False)

    class CountingPolars:  # polars as judge_engine.pipeline.rows sees it, counting the frames built there
        def __getattr__(self, name):
            return getattr(pl, name)

        def DataFrame(self, *a, **kw):  # noqa: N802
            frames.append(1)
            return pl.DataFrame(*a, **kw)

    monkeypatch.setattr(rows_module, "pl", CountingPolars())
    cfg = replay_setup(tmp_path, n=20, k=1, scheduler={"flush_rows": 16})
    result = run(load_config(cfg, overrides=[f"output.dir={tmp_path / 'out'}"]), quiet=True)
    monkeypatch.undo()
    parts = len(list((tmp_path / "out" / "judgments").glob("part-*.parquet")))
    judging = result.summary.judging
    assert judging is not None and judging.samples_written == 40
    assert parts == 3  # 16 + 16 + 8 rows
    assert len(frames) == (0 if windows else 3)  # the old path built one frame per request (40)


def test_resume_asks_only_for_the_missing_samples(tmp_path):
    """Samples 0 and 2 of every request stored, sample 1 lost: the rerun writes exactly the lost ones."""
    cfg = replay_setup(tmp_path, n=4, k=3)
    out = tmp_path / "out"
    config = load_config(cfg, overrides=[f"output.dir={out}"])
    run(config, quiet=True)
    parts = sorted((out / "judgments").glob("part-*.parquet"))
    all_rows = pl.concat([pl.read_parquet(p) for p in parts])
    for p in parts:
        p.unlink()
    kept = all_rows.filter(pl.col("sample") != 1)
    kept.write_parquet(out / "judgments" / "part-kept.parquet")
    (out / "summary.json").unlink()
    result = run(config, quiet=True)
    judging = result.summary.judging
    assert judging is not None and judging.samples_written == 4 * 2  # sample 1 of the 8 requests
    assert judging.samples_resumed == 4 * 2 * 2
    again = pl.concat([pl.read_parquet(p) for p in sorted((out / "judgments").glob("part-*.parquet"))])
    assert again.height == 4 * 2 * 3 and again.select("request_key", "sample").is_unique().all()


@pytest.mark.parametrize("step", STEPS)
def test_compaction_killed_at_each_step_is_exactly_once_after_resume(tmp_path, step):
    """16 one-row parts (flush_rows = 1); a rerun with flush_rows = 100 compacts them at the end of the run and
    is SIGKILLed (a real process) after ``step``; the next run finishes: every judgment in exactly one part,
    the same pairs as without the kill."""
    cfg = replay_setup(tmp_path, n=8, k=1, scheduler={"max_in_flight": 1, "flush_rows": 1})
    out = tmp_path / "out"
    subprocess.run(run_cmd(cfg, out), check=True, capture_output=True)
    parts = out / "judgments"
    want = pl.read_parquet(out / "pairs.parquet").sort("pair_id")
    assert len(list(parts.glob("part-*.parquet"))) == 16
    big = ["--set", "scheduler.flush_rows=100"]
    env = {**os.environ, envs.COMPACTION_KILL: step}
    killed = subprocess.run(run_cmd(cfg, out, *big), env=env, capture_output=True)
    assert killed.returncode == -signal.SIGKILL, killed.stderr.decode()[-500:]
    after_kill = pl.concat([pl.read_parquet(p) for p in parts.glob("part-*.parquet")])
    assert after_kill.height == (32 if step == "output" else 31 if step == "one_input" else 16)  # as the kill left it
    subprocess.run(run_cmd(cfg, out, *big), check=True, capture_output=True)
    files = list(parts.glob("part-*.parquet"))
    rows = pl.concat([pl.read_parquet(p) for p in files])
    assert rows.height == 16 and rows.select("request_key", "sample").is_unique().all()
    assert len(files) == 1 and not (parts / JOURNAL).exists()
    assert pl.read_parquet(out / "pairs.parquet").sort("pair_id").equals(want)


def _rec(rows):
    return pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row")


def test_replay_index_serves_a_group_split_over_files_and_refuses_a_repeated_sample():
    a = _rec([("p0", "ab", 0, "t0"), ("p1", "ba", 0, None)])
    b = _rec([("p0", "ab", 1, "t1"), ("p0", "ba", 0, "u0")])
    idx = RecordingIndex.build([a, b])
    try:
        assert idx.rows == 4
        assert idx.lookup("p0", "ab") == {0: "t0", 1: "t1"}
        assert idx.lookup("p0", "ba") == {0: "u0"} and idx.lookup("p1", "ba") == {0: None}
        assert idx.lookup("p9", "ab") == {}
    finally:
        idx.close()
    with pytest.raises(InputError, match=r"duplicate recording for pair_id='p0', order=ab, sample=1"):
        RecordingIndex.build([a, b, _rec([("p0", "ab", 1, "again")])], "rec/")


def test_recording_read_in_batches_numbers_rows_by_file_and_finds_a_duplicate_across_batches(tmp_path):
    f = tmp_path / "rec.parquet"
    # 5 rows read 2 at a time: p0/ab is split over the first two batches, p1/ab's sample 0 repeats in batch 3
    _rec([("p0", "ab", 0, "t0"), ("p1", "ab", 0, "u0"), ("p0", "ab", 1, "t1"), ("p1", "ba", 0, "v0")]).write_parquet(f)
    frames = list(recording_batches(f, rows=2))
    assert [df.height for df in frames] == [2, 2]
    idx = RecordingIndex.build(frames, str(f))
    try:
        assert idx.rows == 4 and idx.lookup("p0", "ab") == {0: "t0", 1: "t1"} and idx.lookup("p1", "ba") == {0: "v0"}
    finally:
        idx.close()
    _rec([("p0", "ab", 0, "t0"), ("p1", "ab", 0, "u0"), ("p0", "ab", 1, "t1"), ("p1", "ba", 0, "v0"),
          ("p1", "ab", 0, "again")]).write_parquet(f)  # fmt: skip
    with pytest.raises(InputError, match=r"duplicate recording for pair_id='p1', order=ab, sample=0"):
        RecordingIndex.build(recording_batches(f, rows=2), str(f))
    _rec([("p0", "ab", 0, "t0"), ("p1", "ab", 0, "u0"), ("p0", "xy", 1, "t1")]).write_parquet(f)  # row 2 of the file
    with pytest.raises(InputError, match=r"recording row 2: pair_id='p0', order='xy'"):
        list(recording_batches(f, rows=2))
    pl.DataFrame(
        schema={"pair_id": pl.String, "order": pl.String, "sample": pl.Int64, "text": pl.String}
    ).write_parquet(f)
    assert [df.height for df in recording_batches(f, rows=2)] == [0]


def test_a_released_index_keeps_its_count_and_refuses_look_ups():
    import pickle

    idx = ResumeIndex()
    keys = _keys(3, seed=9)
    idx.add(pl.Series(keys), pl.Series([0, 0, 0]))
    idx.add(pl.Series(keys[:1]), pl.Series([0]))  # stored twice: counted once
    idx.release()
    assert len(idx) == 3 and bool(idx) and idx.nbytes == 0
    with pytest.raises(RuntimeError, match="released"):
        idx.contains(pl.Series(keys), pl.Series([0, 0, 0]))
    with pytest.raises(RuntimeError, match="released"):
        idx.add(pl.Series(keys), pl.Series([1, 1, 1]))
    assert len(pickle.loads(pickle.dumps(idx))) == 3


def test_the_next_windows_look_up_slices_the_rows_after_the_last_ones_and_checks_each(monkeypatch):
    """A recording in the input's order is served by slicing the rows after the last window's (blocks of 3 rows
    here, so a window spans blocks); a guess whose rows are not the samples asked returns None, and the search
    path then answers and moves the cursor."""
    monkeypatch.setattr(replay_index, "BLOCK_ROWS", 3)
    rows = [(f"p{i}", o, s, f"t{i}{o}{s}") for i in range(4) for o in ("ab", "ba") for s in range(2)]
    idx = RecordingIndex.build([_rec(rows)])

    def ask(pairs, samples):
        req = np.repeat(np.arange(len(pairs), dtype=np.uint32), len(samples))
        return (
            pl.Series([p for p, _ in pairs]),
            pl.Series([o for _, o in pairs]),
            req,
            np.tile(np.array(samples, dtype=np.int64), len(pairs)),
        )

    try:
        got = idx.lookup_next(*ask([("p0", "ab"), ("p0", "ba"), ("p1", "ab")], [0, 1]))
        assert got is not None and got["text"].to_list() == ["t0ab0", "t0ab1", "t0ba0", "t0ba1", "t1ab0", "t1ab1"]
        assert got["req"].to_list() == [0, 0, 1, 1, 2, 2] and got["sample"].to_list() == [0, 1] * 3
        got = idx.lookup_next(*ask([("p1", "ba"), ("p2", "ab")], [0, 1]))  # rows 6-9: across blocks 2 and 3
        assert got is not None and got["text"].to_list() == ["t1ba0", "t1ba1", "t2ab0", "t2ab1"]
        assert idx.lookup_next(*ask([("p3", "ab")], [0, 1])) is None  # the next rows are p2/ba's
        got = idx.lookup_next(*ask([("p2", "ba")], [0]))  # sample 0 only: the next row is its sample 1
        assert got is not None and got["text"].to_list() == ["t2ba0"]
        assert idx.lookup_next(*ask([("p3", "ab")], [0, 1])) is None
        found = idx.lookup_window(pl.Series(["p3"]), pl.Series(["ab"]))
        assert found["text"].to_list() == ["t3ab0", "t3ab1"]
        got = idx.lookup_next(*ask([("p3", "ba")], [0, 1]))  # after the rows the search returned
        assert got is not None and got["text"].to_list() == ["t3ba0", "t3ba1"]
        assert idx.lookup_next(*ask([("p9", "ab")], [0])) is None  # past the end
    finally:
        idx.close()


def test_the_added_keys_wait_in_a_file_not_in_memory_until_a_look_up():
    idx = ResumeIndex()
    keys = _keys(50, seed=3)
    for lo in range(0, 50, 10):
        idx.add(pl.Series(keys[lo : lo + 10]), pl.Series(list(range(10))))
    assert idx._runs == [] and all(isinstance(p, tuple) for p in idx._pending)  # (offset, count) in the file
    assert (keys[0], 0) in idx and (keys[13], 3) in idx and (keys[13], 4) not in idx and len(idx) == 50
    idx.add(pl.Series(keys[:2]), pl.Series([7, 1]))  # after the file was read back: it starts again
    assert (keys[0], 7) in idx and len(idx) == 51
