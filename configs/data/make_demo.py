"""Rebuild ``faireval-vicuna80.parquet`` from shared/data/faireval (run from the repo root).

    python configs/data/make_demo.py ../shared/data/faireval/pairs_gpt35_vs_vicuna-13b.jsonl

Kept so the shipped file can be checked against its source; not needed at run time.
"""

import sys

import polars as pl

LABELS = {"CHATGPT": "a", "VICUNA13B": "b", "TIE": "tie"}


def main(src: str, dst: str = "configs/data/faireval-vicuna80.parquet") -> None:
    df = pl.read_ndjson(src)
    out = df.select(
        pl.format("vicuna80-{}", pl.col("question_id").cast(pl.String).str.zfill(3)).alias("pair_id"),
        pl.col("question"),
        pl.col("answer_chatgpt").alias("response_a"),
        pl.col("answer_vicuna").alias("response_b"),
        pl.lit("gpt-3.5-turbo").alias("model_a"),
        pl.lit("vicuna-13b").alias("model_b"),
        pl.col("category"),
        pl.col("human_label").replace_strict(LABELS).alias("human_label"),
    ).sort("pair_id")
    assert out.height == 80 and out["human_label"].null_count() == 0
    out.write_parquet(dst, compression="zstd", compression_level=19)
    print(dst, out.height, "rows")


if __name__ == "__main__":
    main(*sys.argv[1:])
