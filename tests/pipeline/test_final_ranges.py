"""Issue 21, breaker pass 36 M1: the final stage of a bucketed run cuts the ranges it assembles ``pairs.parquet``
from by the bytes of the rows each range holds (judge_engine.pipeline.final_ranges), so rows that widen part way
through the input give ranges of fewer rows. Expected values are worked out by hand from the rows' bytes."""

import numpy as np
import polars as pl

from judge_engine.pipeline import final_buckets
from judge_engine.pipeline.final_ranges import SIZE_BLOCK, new_tally, range_bounds, tally_row_bytes


def test_range_bounds_of_a_hand_worked_tally():
    tally = np.array([10, 10, 10, 100, 5, 5], dtype=np.int64)
    # 10 + 10 fit 25, a third 10 does not; 100 alone is over the budget but a range holds at least one block
    assert range_bounds(tally, 25, 10) == [(0, 2), (2, 3), (3, 4), (4, 6)]
    assert range_bounds(tally, 1000, 2) == [(0, 2), (2, 4), (4, 6)]  # at most two blocks a range
    assert range_bounds(np.zeros(0, dtype=np.int64), 25, 10) == []


def test_tally_counts_utf8_bytes_and_eight_per_other_column():
    rows = pl.DataFrame(
        {"_row": pl.Series([0, 1, 17], dtype=pl.UInt32), "s": ["ab", None, "\u00e9\u00e9\u00e9"], "x": [1, 2, 3]}
    )
    tally = new_tally(20)  # two blocks of 16 rows
    tally_row_bytes(rows, tally)
    # row 0: 2 + 8 * 2 = 18; row 1: 0 + 16 = 16; row 17: 6 (three two-byte characters) + 16 = 22
    assert tally.tolist() == [34, 22]


def test_ranges_follow_rows_that_widen_part_way(tmp_path, monkeypatch):
    n = 200
    ids = [f"p{i}" for i in range(n)]
    wide = ["x" * 10 if i < 100 else "y" * 1000 for i in range(n)]
    rows = pl.DataFrame({"pair_id": ids, "w": wide}).with_row_index("_row")
    written, tally = [], new_tally(n)
    for b in range(2):  # two buckets, each sorted by _row, as the final stage writes them
        bucket = rows.filter(pl.col("_row") % 2 == b)
        tally_row_bytes(bucket, tally)
        written.append(tmp_path / f"pairs-{b}.parquet")
        bucket.write_parquet(written[-1])
    meta = rows.select("pair_id", "_row").with_columns(pl.lit(None, pl.String).alias("flag")).lazy()
    monkeypatch.setattr(final_buckets, "RANGE_BYTES", 5000)
    staged, ranges = final_buckets._assemble(
        tmp_path,
        meta,
        written,
        pl.lit(False),
        pl.Series("pair_id", [], pl.String),
        ["pair_id", "w", "needs_review"],
        tmp_path,
        tally,
    )
    # rows 0-95 are about 21 bytes each (2,000 in all); the block of rows 96-111 holds 12 rows of 1,012 bytes, so
    # it ends the first range and is a range of its own; every later block (16 x 1,012 bytes) is over 5,000 alone
    assert [pl.read_parquet(r).height for r in ranges] == [96, 16, 16, 16, 16, 16, 16, 8]
    assert pl.read_parquet(staged).select("pair_id", "w").equals(rows.select("pair_id", "w"))
    assert SIZE_BLOCK == 16  # the expected counts above are in blocks of 16 rows
