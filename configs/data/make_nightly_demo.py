"""Rebuild the nightly worked example's answers (README, "A worked example: two nights") from
shared/data/faireval (run from the repo root).

    python configs/data/make_nightly_demo.py ../shared/data/faireval

Writes ``vicuna80-answers.parquet`` (night 1: gpt-3.5-turbo, vicuna-13b, alpaca-13b) and
``vicuna80-answers-gpt4.parquet`` (night 2's new model: gpt-4): the answers of the first two
questions of each of the nine Vicuna-80 categories (18 questions), with the columns of
``judge-engine pairs`` (``question_id``, ``question``, ``category``, ``model``, ``answer``). The answer
texts are FastChat's Vicuna-benchmark answers (lm-sys/FastChat ``fastchat/eval/table/answer``,
Apache-2.0), the same files FairEval uses. Kept so the shipped files can be checked against their
source; not needed at run time.
"""

import sys
from pathlib import Path

import polars as pl

FILES = {"gpt35": "gpt-3.5-turbo", "vicuna-13b": "vicuna-13b", "alpaca-13b": "alpaca-13b", "gpt-4": "gpt-4"}
PER_CATEGORY = 2


def main(src: str, dst: str = "configs/data") -> None:
    root = Path(src)
    questions = pl.read_ndjson(root / "question.jsonl")
    keep = questions.sort("question_id").group_by("category", maintain_order=True).head(PER_CATEGORY)
    frames = []
    for fname, model in FILES.items():
        ans = pl.read_ndjson(root / "answer" / f"answer_{fname}.jsonl").select(
            "question_id", pl.col("text").alias("answer")
        )
        frames.append(
            keep.join(ans, on="question_id").select(
                pl.col("question_id").cast(pl.String),
                pl.col("text").alias("question"),
                "category",
                pl.lit(model).alias("model"),
                "answer",
            )
        )
    answers = pl.concat(frames).sort("model", "question_id")
    assert answers.height == len(FILES) * PER_CATEGORY * 9
    new = answers.filter(pl.col("model") == "gpt-4")
    for name, df in (
        ("vicuna80-answers.parquet", answers.filter(pl.col("model") != "gpt-4")),
        ("vicuna80-answers-gpt4.parquet", new),
    ):
        df.write_parquet(Path(dst) / name, compression="zstd", compression_level=19)
        print(Path(dst) / name, df.height, "rows")


if __name__ == "__main__":
    main(*sys.argv[1:])
