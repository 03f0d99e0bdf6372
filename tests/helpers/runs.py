"""Comparing two runs of the same input through their ``summary.json``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from judge_engine.cli import cli

# what may differ between a single-process and a distributed run of the same input
TIMING = {
    "judging_wall_s",
    "engine_start_s",
    "wall_s",
    "pairs_per_s",
    "gen_tokens_per_s",
    "latency_p50_s",
    "latency_p95_s",
    "latency_p99_s",
    "ray",
    "backend",
    "prefill_tokens",
    "trie_prompt_tokens",
    "prefill_ratio",
    "engine_prefix_cache_hit_rate",
    "cached_tokens",
}


def metrics(summary: Any) -> dict[str, Any]:
    """A summary's figures that do not depend on timing or placement (everything but :data:`TIMING`)."""
    return {k: v for k, v in summary.items() if k not in TIMING}


def cli_summary(cfg: Path, out: Path, *extra: str, exit_code: int = 0) -> dict[str, Any]:
    """``judge-engine run CFG --out OUT -q --json EXTRA...`` in-process, expected to exit ``exit_code``
    (3: the gate failed, outputs written); the summary.json it wrote."""
    res = CliRunner().invoke(cli, ["run", str(cfg), "--out", str(out), "-q", "--json", *extra])
    assert res.exit_code == exit_code, res.output
    return json.loads((out / "summary.json").read_text())


def cli_main() -> Any:
    """The click group (imported when called)."""
    from judge_engine.cli import cli as group

    return group
