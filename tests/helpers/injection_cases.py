"""The injection detector on response texts, for the tests of its wordings."""

import polars as pl

from judge_engine.pipeline.injection import injection_suspect


def flagged(*texts: str) -> list[bool]:
    """Whether :func:`~judge_engine.pipeline.injection.injection_suspect` marks each text as ``response_a`` of a pair
    (question ``q``, ``response_b`` ``b``)."""
    n = len(texts)
    df = pl.DataFrame({"question": ["q"] * n, "response_a": list(texts), "response_b": ["b"] * n})
    return df.select(injection_suspect(df.columns).alias("s"))["s"].to_list()
