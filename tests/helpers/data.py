"""Where the tests find their data: the checkout, the public datasets beside it, the demo pairs."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_engine import envs

REPO = Path(__file__).resolve().parents[2]
SHARED = envs.shared_data_dir(REPO)
DEMO_PAIRS = REPO / "configs" / "data" / "faireval-vicuna80.parquet"


def shared(path: str) -> Path:
    """A file of the public datasets (``$JUDGE_ENGINE_SHARED/data``); fails the test when it is missing."""
    p = SHARED / path
    if not p.exists():
        pytest.fail(f"shared data missing: {p} (tests read ../shared/data; set JUDGE_ENGINE_SHARED)")
    return p


# EvalBiasBench item counts per bias type, from shared/data/evalbiasbench/README.md (not from the code)
EBB_COUNTS = {
    "length bias": 17,
    "concreteness": 14,
    "empty reference": 13,
    "content_continuation": 12,
    "nested_instruction": 12,
    "familiar knowledge preference bias": 12,
}
