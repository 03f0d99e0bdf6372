"""Rebuild the packaged bias suites from the original files (run from the repository root):

    python configs/data/make_bias_suites.py ../shared/data

writes ``configs/data/evalbiasbench.parquet`` and ``configs/data/humans-llms.parquet`` with
``judge_engine.audit.suite_data.load_evalbiasbench`` / ``load_humans_llms`` (sources and licences in
``configs/data/BIAS_SUITES.md``). The tables are deterministic: the same input gives the same rows.
"""

from __future__ import annotations

import sys
from pathlib import Path

from judge_engine.audit.suite_data import load_evalbiasbench, load_humans_llms


def main(shared_data: str) -> None:
    here = Path(__file__).resolve().parent
    src = Path(shared_data)
    load_evalbiasbench(src / "evalbiasbench" / "biasbench.json").write_parquet(
        here / "evalbiasbench.parquet", compression="zstd", compression_level=19
    )
    load_humans_llms(src / "humans-llms-judgement-bias").write_parquet(
        here / "humans-llms.parquet", compression="zstd", compression_level=19
    )


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/data")
