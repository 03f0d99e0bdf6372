"""What the ``openai`` backend's tests share (issue 18): pairs, the requests a config sends, the parts as
written. The config comes from the one factory (:func:`tests.helpers.configs.openai_config`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import polars as pl

from judge_engine.backends.openai_protocol import build_body
from judge_engine.config import load_config
from judge_engine.pipeline.plan import Request, judge_identity, plan_requests
from judge_engine.pipeline.templates import load_template
from tests.helpers.configs import OPENAI_KEY_ENV as KEY_ENV
from tests.helpers.fault_server import digest_of

__all__ = ["KEY_ENV", "raw_parts", "requests_of", "write_pairs"]


def write_pairs(path: Path, n: int = 12, extra_rows: tuple[dict[str, Any], ...] | list[dict[str, Any]] = ()) -> Path:
    """``n`` arithmetic pairs (``p00``, ``p01``, ...; question ``Question i: what is i + i?``) and ``extra_rows``."""
    rows = [
        {
            "pair_id": f"p{i:02d}",
            "question": f"Question {i}: what is {i} + {i}?",
            "response_a": f"It is {2 * i}.",
            "response_b": f"Perhaps {2 * i + 1}.",
        }
        for i in range(n)
    ]
    rows += list(extra_rows)
    pl.DataFrame(rows).write_parquet(path)
    return path


def requests_of(cfg_path: Path) -> dict[str, tuple[Request, str]]:
    """(request_key -> (request, digest of the messages the backend sends)) for every request of the config."""
    cfg = load_config(cfg_path)
    template = load_template(cfg.judge.template)
    identity = judge_identity(cfg.judge.model, cfg.judge.revision, template, cfg.sampling)
    pairs = pl.read_parquet(cfg.input.paths[0]).with_columns(pl.lit(None, pl.String).alias("flag"))
    out = {}
    for r in plan_requests(pairs, template, cfg.sampling, identity):
        body = build_body(r.chat(), cfg.judge.model, n=1, temperature=0, top_p=1, max_tokens=1)
        out[r.request_key] = (r, digest_of(body["messages"]))
    return out


def raw_parts(out: Path) -> pl.DataFrame:
    """Every judgment row as written, in every part (duplicates and superseded failures included)."""
    return pl.read_parquet(sorted((out / "judgments").glob("part-*.parquet")))
