"""The ``openai`` backend on Ray (issue 18): two local workers, each a client of the same (fault-injecting)
server, with the API key forwarded and the concurrency limit divided between them."""

import polars as pl
import pytest
from polars.testing import assert_frame_equal

from judge_engine.config import load_config
from judge_engine.pipeline.run import run
from tests.helpers.configs import openai_config
from tests.helpers.fault_server import FaultServer
from tests.helpers.openai_runs import KEY_ENV, raw_parts, write_pairs

ray = pytest.importorskip("ray")
FAULTS = ["429", "500", "drop", "truncated"]


def test_ray_workers_share_one_server_and_its_limits(tmp_path, local_ray, monkeypatch):
    monkeypatch.setenv(KEY_ENV, "sk-local-test")
    write_pairs(tmp_path / "pairs.parquet", n=24)

    def plan(digest, attempt, body):
        return FAULTS[int(digest[:8], 16) % len(FAULTS)] if attempt == 0 else None

    with FaultServer(plan=plan, delay_s=0.05, require_key="sk-local-test") as srv:
        cfg = openai_config(
            tmp_path / "run.toml",
            srv.base_url,
            openai={"max_concurrency": 2},
            scheduler={"max_in_flight": 8},
            ray={"workers": 2, "slice_rows": 4},
        )
        dist = run(load_config(cfg, out=str(tmp_path / "dist")), quiet=True, ray_address="auto")
        faults = srv.faults()
        peak = srv.max_inflight
        srv.plan, srv.max_inflight = (lambda d, a, b: None), 0
        single = run(load_config(cfg, out=str(tmp_path / "single")), quiet=True)
        peak_single = srv.max_inflight
    s = dist.summary
    assert s["judgments"] == 24 * 2 * 2 and s["parse_status"] == {"ok": 96}
    rows = raw_parts(tmp_path / "dist")
    assert rows.height == 96 and rows.select("request_key", "sample").n_unique() == 96
    assert {w["worker"] for w in s["ray"]["workers"]} == {"w0", "w1"} and all(
        w["slices"] >= 1 for w in s["ray"]["workers"]
    )
    # every injected fault was retried by whichever worker met it: the workers' counters add up to the server's log
    inv = s["api"]["invocation"]
    assert inv["retries"] == {
        "http_429": faults["429"],
        "http_500": faults["500"],
        "connection": faults["drop"],
        "malformed_response": faults["truncated"],
    }
    # max_concurrency = 2 for the whole run: one request in flight per worker, never more than 2 at the server
    assert peak <= 2 and peak_single == 2
    keep = [c for c in single.pairs.columns]
    assert_frame_equal(
        pl.read_parquet(tmp_path / "dist" / "pairs.parquet").select(keep).sort("pair_id"),
        single.pairs.select(keep).sort("pair_id"),
    )
