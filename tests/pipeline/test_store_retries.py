"""Samples of failed requests (issue 18: ``api_error``, ``api_rejected``) in the store: never judged as far
as resuming goes, superseded by a later judgment of the same sample."""

import polars as pl

from judge_engine.pipeline.store import Store
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.tables import JUDGMENT_SCHEMA


def _rows(keys, status, text):
    d: dict[str, list] = {c: [None] * len(keys) for c in JUDGMENT_SCHEMA}
    d.update(
        request_key=keys, sample=[0] * len(keys), pair_id=keys, order=["ab"] * len(keys), parse_status=status, text=text
    )
    d.update(score_first=[8.0 if s == "ok" else None for s in status])  # a row parsed ok has its score (full74 M3)
    return pl.DataFrame(d, schema=JUDGMENT_SCHEMA)


def test_store_prefers_a_later_judgment_over_a_failed_one(tmp_path):
    st = Store(tmp_path / "o", Manifest(judging_hash="h"))
    st.open()
    st.write_part(_rows(["k1", "k2"], ["api_error", "ok"], [None, "k2 judged"]))
    assert st.done == {("k2", 0)}  # the failed sample is missing, so a rerun asks for it
    for _ in range(3):  # whatever order the part files sort in, the retried judgment wins
        st.write_part(_rows(["k1"], ["api_error"], [None]))
    st.write_part(_rows(["k1"], ["ok"], ["k1 retried"]))
    got = dict(st.read_judgments().select("request_key", "text").iter_rows())
    assert got == {"k1": "k1 retried", "k2": "k2 judged"}
    st2 = Store(tmp_path / "o", Manifest(judging_hash="h"))
    st2.open()
    assert st2.done == {("k1", 0), ("k2", 0)} and st2.resumed_rows == 2
