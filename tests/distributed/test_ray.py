"""Scale-out on Ray: a local Ray instance with 2 CPU workers, started by these tests.

The distributed run must give what the single-process run gives on the same input (pairs.parquet
and every summary metric but the timings), keep the row accounting of bad input, and store every
(request_key, sample) exactly once when a worker's process is SIGKILLed mid-run.
"""

import os
import signal
import threading
import time

import polars as pl
import pytest
from polars.testing import assert_frame_equal

from judge_engine.cli.options import DEFAULT_MAX_PARSE_FAILURE_RATE
from judge_engine.config import load_config
from judge_engine.pipeline.run import run
from judge_engine.testing import recording_from_reviews
from tests.helpers.configs import merge_sections, replay_config
from tests.helpers.data import DEMO_PAIRS, shared
from tests.helpers.faireval import by_hand
from tests.helpers.runs import cli_summary as _cli
from tests.helpers.runs import metrics as _metrics

ray = pytest.importorskip("ray")

REVIEWS = "faireval-replication-reviews/review/1/review_gpt35_vicuna-13b_gpt-4_mec3_bpc1.jsonl"


@pytest.fixture(scope="module")
def recording(tmp_path_factory):
    rec = tmp_path_factory.mktemp("rec") / "recording.parquet"
    recording_from_reviews(shared(REVIEWS), rec)
    return rec


def _replay_config(tmp_path, inputs, recording, **sections):
    base = {"judge": {"template": "faireval-scoring"}, "sampling": {"k": 3}, "ray": {"workers": 2, "slice_rows": 8}}
    return replay_config(tmp_path / "replay.toml", recording, inputs, **merge_sections(base, sections))


def test_ray_run_equals_single_process_run_with_bad_input(tmp_path, local_ray, recording):
    # two shards overlapping on 10 pair ids (flagged duplicate_pair_id in the second), a row with an
    # empty question, and a corrupt shard that is skipped and listed
    pairs = pl.read_parquet(DEMO_PAIRS)
    pairs[:50].with_columns(
        pl.when(pl.col("pair_id") == pairs["pair_id"][3])
        .then(pl.lit(" "))
        .otherwise(pl.col("question"))
        .alias("question")
    ).write_parquet(tmp_path / "a.parquet")
    pairs[40:].write_parquet(tmp_path / "b.parquet")
    (tmp_path / "c.parquet").write_bytes(b"PAR1 not really parquet")
    inputs = [tmp_path / "a.parquet", tmp_path / "b.parquet", tmp_path / "c.parquet"]
    cfg = _replay_config(tmp_path, inputs, recording)
    # the corrupt shard fails the gate (exit 3) after every output is written
    single = _cli(cfg, tmp_path / "single", exit_code=3)
    dist = _cli(cfg, tmp_path / "dist", "--ray", exit_code=3)  # "auto": the instance this process started

    # row accounting, worked out from how the input was built
    assert (dist["pairs_in"], dist["pairs_judged"], dist["pairs_flagged"]) == (90, 79, 11)
    assert dist["flag_reasons"] == {"duplicate_pair_id": 10, "empty_question": 1}
    assert [f["file"] for f in dist["shards_failed"]] == [str(tmp_path / "c.parquet")]
    assert dist["judgments"] == 79 * 2 * 3
    assert _metrics(dist) == _metrics(single)
    assert_frame_equal(
        pl.read_parquet(tmp_path / "dist" / "pairs.parquet").sort("source_file", "source_row"),
        pl.read_parquet(tmp_path / "single" / "pairs.parquet").sort("source_file", "source_row"),
    )

    # dynamic assignment over both workers; every slice judged once, none retried
    r = dist["ray"]
    assert r["slices"] == 7 + 5  # ceil(50 / 8) + ceil(40 / 8)
    assert r["retries"] == 0 and r["reassigned_slices"] == []
    assert [w["worker"] for w in r["workers"]] == ["w0", "w1"]
    assert all(w["slices"] >= 1 and w["deaths"] == 0 for w in r["workers"])
    assert sum(w["slices"] for w in r["workers"]) == 12
    assert sum(w["pairs"] for w in r["workers"]) == 90
    assert sum(w["samples_written"] for w in r["workers"]) == 79 * 2 * 3
    parts = sorted(p.name for p in (tmp_path / "dist" / "judgments").glob("part-*.parquet"))
    assert {p.split("-")[1] for p in parts} == {"w0", "w1"}


def test_ray_adaptive_run_equals_single_process(tmp_path, local_ray, recording):
    # adaptive rounds run inside each slice; a pair's decision depends only on its own samples, so the
    # distributed run escalates the same pairs, and the per-round counts add up over the slices
    cfg = _replay_config(tmp_path, [DEMO_PAIRS], recording, calibration={"mode": "adaptive"})
    single = _cli(cfg, tmp_path / "single")
    dist = _cli(cfg, tmp_path / "dist", "--ray")
    assert single["calibration_mode"] == "adaptive" and len(single["adaptive"]["rounds"]) >= 2
    assert single["adaptive"]["rounds"][0]["pairs_judged"] == 80
    assert _metrics(dist) == _metrics(single)
    assert_frame_equal(
        pl.read_parquet(tmp_path / "dist" / "pairs.parquet").sort("pair_id"),
        pl.read_parquet(tmp_path / "single" / "pairs.parquet").sort("pair_id"),
    )


def _to_memory_fs(local, uri):
    import fsspec

    fsspec.filesystem("memory").pipe(uri.split("://", 1)[1], local.read_bytes())
    return uri


def test_ray_run_reproduces_faireval_by_hand(tmp_path, local_ray, recording):
    # the input on an object-store-like filesystem (fsspec memory://): only the driver reads it
    uri = _to_memory_fs(DEMO_PAIRS, "memory://night-1/vicuna80.parquet")
    cfg = _replay_config(tmp_path, ["memory://night-1/*.parquet"], recording)
    s = run(load_config(cfg, out=str(tmp_path / "out")), quiet=True, ray_address="auto").summary
    # fsspec's memory filesystem roots its paths at "/"
    assert pl.read_parquet(tmp_path / "out" / "pairs.parquet")["source_file"].unique().to_list() == [
        uri.replace("memory://", "memory:///")
    ]
    hand = by_hand(shared(REVIEWS))
    assert s["accuracy"] == pytest.approx(hand["accuracy"], abs=1e-12)
    assert s["kappa"] == pytest.approx(hand["kappa"], abs=1e-12)
    assert s["conflict_rate"] == pytest.approx(hand["conflict_rate"], abs=1e-12)
    assert s["ray"]["slices"] == 10


def test_inputs_from_filesystem_uris_read_like_local_files(tmp_path, recording):
    # file:// folder, fsspec memory:// file and glob: the same pairs as the local path
    local = tmp_path / "in"
    local.mkdir()
    pl.read_parquet(DEMO_PAIRS)[:30].write_parquet(local / "a.parquet")
    pl.read_parquet(DEMO_PAIRS)[30:].write_parquet(local / "b.parquet")
    _to_memory_fs(local / "a.parquet", "memory://uri-test/x/a.parquet")
    _to_memory_fs(local / "b.parquet", "memory://uri-test/x/b.parquet")
    results = []
    for i, paths in enumerate(
        ([local], [f"file://{local}"], ["memory://uri-test/x"], ["memory://uri-test/*/?.parquet"])
    ):
        s = _cli(_replay_config(tmp_path, paths, recording), tmp_path / f"o{i}")
        assert (s["pairs_in"], s["pairs_judged"]) == (80, 80)
        results.append(pl.read_parquet(tmp_path / f"o{i}" / "pairs.parquet").drop("source_file").sort("pair_id"))
    for r in results[1:]:
        assert_frame_equal(r, results[0])
    with pytest.raises(Exception, match="input path does not exist: memory://uri-test/nothing"):
        run(load_config(_replay_config(tmp_path, ["memory://uri-test/nothing"], recording), out=str(tmp_path / "o9")))


def _busy_worker_pid(timeout=30.0):
    """PID of a worker of this test's Ray instance (a descendant of this process) that is running
    JudgeWorker.judge_slice: Ray sets the process title to the method it runs."""
    import psutil

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for p in psutil.Process().children(recursive=True):
            try:
                if " ".join(p.cmdline()).startswith("ray::JudgeWorker.judge_slice"):
                    return p.pid
            except psutil.Error:
                continue
        time.sleep(0.01)
    raise AssertionError("no Ray worker was judging a slice")


def test_worker_killed_mid_run_every_judgment_exactly_once(tmp_path, local_ray, recording):
    # 50 ms per request, 2 in flight, a part every 2 requests: slices take ~0.5 s, so the kill lands
    # inside one; the first part is on disk before it
    cfg = _replay_config(
        tmp_path,
        [DEMO_PAIRS],
        recording,
        judge={"replay": {"delay_s": 0.05}},
        ray={"max_retries": 2, "max_restarts": 1},
        scheduler={"max_in_flight": 2, "flush_rows": 6},
    )
    out = tmp_path / "out"
    result = {}

    def driver():
        try:
            # the CLI's default gate, so the summary compares with the CLI run's below
            gate = {"max_parse_failure_rate": DEFAULT_MAX_PARSE_FAILURE_RATE}
            result["run"] = run(load_config(cfg, out=str(out)), quiet=True, ray_address="auto", gate=gate)
        except BaseException as exc:  # surfaced below
            result["error"] = exc  # type: ignore[assignment]

    t = threading.Thread(target=driver)
    t.start()
    parts = out / "judgments"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not (parts.is_dir() and any(parts.glob("part-*.parquet"))):
        assert t.is_alive(), repr(result.get("error"))
        time.sleep(0.01)
    victim = _busy_worker_pid()
    os.kill(victim, signal.SIGKILL)
    t.join(timeout=300)
    assert not t.is_alive(), "the driver did not finish"
    assert "error" not in result, repr(result.get("error"))
    s = result["run"].summary

    # every finished part as written (the dead worker's included), no dedup; a killed worker may
    # leave a .tmp- file behind, which is not a part
    rows = pl.read_parquet(sorted(parts.glob("part-*.parquet")))
    assert rows.height == 80 * 2 * 3
    assert rows.select("request_key", "sample").n_unique() == rows.height
    assert rows.group_by("pair_id", "order").len()["len"].unique().to_list() == [3]
    r = s["ray"]
    assert r["retries"] >= 1 and len(r["reassigned_slices"]) == r["retries"]
    dead = [w for w in r["workers"] if w["deaths"]]
    assert len(dead) == 1 and victim in dead[0]["pids"]
    assert r["reassigned_slices"][0]["worker"] == dead[0]["worker"]
    assert "Error" in r["reassigned_slices"][0]["error"]
    assert s["samples_written"] == 480 and s["judgments"] == 480
    # the result is the undisturbed one; requests_sent counts only the calls that returned, so the
    # requests the dead worker finished (stored, then skipped on reassignment) are not in it
    single = _cli(cfg, tmp_path / "single")
    assert single["requests_sent"] == 160 and s["requests_sent"] <= 160
    assert _metrics(s) | {"requests_sent": None} == _metrics(single) | {"requests_sent": None}
    assert_frame_equal(
        pl.read_parquet(out / "pairs.parquet").sort("pair_id"),
        pl.read_parquet(tmp_path / "single" / "pairs.parquet").sort("pair_id"),
    )


def test_workers_follow_the_cluster_resources():
    from judge_engine.config import RayConfig
    from judge_engine.distributed.cluster import plan_workers
    from judge_engine.errors import BackendError

    # 2 nodes x 8 GPUs: one engine per GPU, or per 2 GPUs
    assert plan_workers(RayConfig(), {"CPU": 128.0, "GPU": 16.0}) == (16, {"num_cpus": 1.0, "num_gpus": 1.0})
    assert plan_workers(RayConfig(gpus_per_worker=2), {"CPU": 128.0, "GPU": 16.0})[0] == 8
    # a CPU cluster: one engine per cpus_per_worker CPUs; a GPU-less cluster never gets num_gpus
    assert plan_workers(RayConfig(cpus_per_worker=4), {"CPU": 10.0}) == (2, {"num_cpus": 4.0, "num_gpus": 0.0})
    assert plan_workers(RayConfig(workers=2, device="cpu"), {"CPU": 2.0, "GPU": 8.0}) == (
        2,
        {"num_cpus": 1.0, "num_gpus": 0.0},
    )
    # more workers than the cluster holds: a clear error, not actors that wait for ever
    with pytest.raises(
        BackendError,
        match=r"ray.workers = 3 needs 3 x ray.cpus_per_worker = 3 CPU\(s\); the Ray cluster has 2 CPU\(s\) \(at most 2",
    ):
        plan_workers(RayConfig(workers=3, device="cpu"), {"CPU": 2.0, "GPU": 8.0})
    with pytest.raises(BackendError, match=r"needs 9 x ray.gpus_per_worker = 9 GPU\(s\); the Ray cluster has 8 GPU"):
        plan_workers(RayConfig(workers=9), {"CPU": 64.0, "GPU": 8.0})
    with pytest.raises(BackendError, match="1 GPU"):
        plan_workers(RayConfig(device="gpu", gpus_per_worker=2), {"CPU": 4.0, "GPU": 1.0})
    with pytest.raises(BackendError, match="fewer than ray.cpus_per_worker"):
        plan_workers(RayConfig(cpus_per_worker=4), {"CPU": 2.0})


def test_unreachable_cluster_address_fails_fast():
    import socket

    from judge_engine.distributed.cluster import address_endpoint, check_reachable
    from judge_engine.errors import BackendError

    assert address_endpoint("auto") is None and address_endpoint("local") is None
    assert address_endpoint("10.0.0.5:6379") == ("10.0.0.5", 6379)
    assert address_endpoint("ray://head.example:10001") == ("head.example", 10001)
    assert address_endpoint("[::1]:6379") == ("::1", 6379)
    assert address_endpoint("somewhere") is None
    # a port nothing listens on (bound, then closed): refused at once, not after Ray's retries
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(BackendError, match=f"nothing answers on 127.0.0.1:{port}"):
        check_reachable(f"127.0.0.1:{port}")
    # a listening port passes
    with socket.socket() as srv:
        srv.bind(("127.0.0.1", 0))
        srv.listen()
        check_reachable(f"ray://127.0.0.1:{srv.getsockname()[1]}")
    check_reachable("auto")


@pytest.mark.parametrize(
    "override, message",
    [
        ("ray.workers=0", "ray.workers must be >= 1, got 0"),
        ("ray.device='tpu'", "ray.device must be 'auto', 'gpu' or 'cpu', got 'tpu'"),
        ("ray.cpus_per_worker=0", "ray.cpus_per_worker must be > 0, got 0"),
        ("ray.slice_rows=0", "ray.slice_rows must be >= 1, got 0"),
        ("ray.max_retries=-1", "ray.max_retries must be >= 0, got -1"),
        ("ray.slices_per_worker=0", "ray.slices_per_worker must be >= 1, got 0"),
        ("ray.object_store_mb=10", "ray.object_store_mb must be >= 80 MiB, got 10"),
        ("ray.nodes=2", "unknown key(s) ray.nodes"),
        ("judge.replay.delay_s=-1", "judge.replay.delay_s must be in [0, 60] seconds, got -1"),
    ],
)
def test_ray_config_is_validated(override, message):
    from judge_engine.errors import ConfigError

    with pytest.raises(ConfigError) as err:
        load_config(None, overrides=[override])
    assert message in str(err.value)
