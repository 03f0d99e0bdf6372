"""The pair ids (or item ids) a run has read so far, to flag ``duplicate_pair_id`` within and across shards,
held as polars columns (issue 21: the earlier Python dict of id -> (file, row) took about 270 bytes per
input row, 270 MiB at 1M pairs; this takes the id's bytes in a polars string column, 16 for an id of up to 12
bytes, plus 8 for its file and row).

Every row with an id (valid or flagged) whose id no earlier row had is recorded with its file and row; a later valid
row with a recorded id, in the same shard or a later one, is a duplicate (so an id is judged at most once, and only
when its first row is valid: adversarial pass full84 D5).
"""

from __future__ import annotations

from pathlib import Path

import polars as pl

_MAX_CHUNKS = 32
_SCHEMA = {"pair_id": pl.String, "_file": pl.UInt32, "_row": pl.UInt32}


class SeenIds:
    """The first valid row of every id read so far (module docstring): ``len`` is their number."""

    def __init__(self) -> None:
        self._files: list[str] = []
        self._chunks: list[pl.DataFrame] = []
        self._seen = pl.DataFrame(schema=_SCHEMA)

    def __len__(self) -> int:
        return self._seen.height + sum(c.height for c in self._chunks)

    def _table(self) -> pl.DataFrame:
        if self._chunks:  # appended without a copy; made contiguous once it has many chunks
            self._seen = pl.concat([self._seen, *self._chunks])
            self._chunks = []
            if self._seen.n_chunks() > _MAX_CHUNKS:
                self._seen = self._seen.rechunk()
        return self._seen

    def mark(
        self, pair_id: pl.Series, flag: pl.Series, path: Path | str
    ) -> tuple[pl.Series, tuple[int, str, str, int] | None]:
        """Look up and record one shard's ids (aligned ``pair_id`` and ``flag``, String).

        Returns:
            (``flag`` with ``duplicate_pair_id`` on the valid rows whose id an earlier row had, valid or flagged
            (adversarial pass full84 D5: a valid row under the id of a flagged one was judged, so the results held
            the id twice); the first such row as (row, id, file of the id's first row, that row), None when there is
            none).
        """
        rows = pl.DataFrame({"pair_id": pair_id.cast(pl.String), "flag": flag.cast(pl.String)}).with_row_index("_i")
        cand = rows.filter(pl.col("pair_id").is_not_null())  # a flagged row's id counts as seen (full84 D5)
        cand = cand.join(self._table(), on="pair_id", how="left", maintain_order="left")
        here = len(self._files)
        cand = cand.with_columns(
            _dup=pl.col("_row").is_not_null() | ~pl.col("pair_id").is_first_distinct(),
            _file=pl.col("_file").fill_null(pl.lit(here, dtype=pl.UInt32)),
            _row=pl.col("_row").fill_null(pl.col("_i").min().over("pair_id").cast(pl.UInt32)),
        )
        new = cand.filter(~pl.col("_dup"))
        self._files.append(str(path))
        if new.height:
            self._chunks.append(new.select("pair_id", "_file", pl.col("_i").cast(pl.UInt32).alias("_row")))
        dup = cand.filter(pl.col("_dup") & pl.col("flag").is_null())
        if not dup.height:
            return flag.cast(pl.String), None
        first = dup.row(0, named=True)
        where = (int(first["_i"]), str(first["pair_id"]), self._files[first["_file"]], int(first["_row"]))
        marked = rows.select(
            pl.when(pl.col("_i").is_in(dup["_i"].implode()))
            .then(pl.lit("duplicate_pair_id"))
            .otherwise(pl.col("flag"))
            .alias("flag")
        ).to_series()
        return marked, where
