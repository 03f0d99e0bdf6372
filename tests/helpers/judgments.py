"""Judgment tables for the kernel tests: one built by hand from slot scores, and random ones (hypothesis)."""

from __future__ import annotations

import polars as pl
from hypothesis import strategies as st


def hand_judgments(rows):
    """rows: (pair_id, order, sample, score_first, score_second) with slot scores as the judge gave them."""
    out = []
    for pid, order, sample, s1, s2 in rows:
        a, b = (s1, s2) if order == "ab" else (s2, s1)
        out.append(
            {
                "pair_id": pid,
                "order": order,
                "sample": sample,
                "score_first": s1,
                "score_second": s2,
                "score_a": a,
                "score_b": b,
            }
        )
    return pl.DataFrame(
        out,
        schema={
            "pair_id": pl.String,
            "order": pl.String,
            "sample": pl.Int32,
            "score_first": pl.Float64,
            "score_second": pl.Float64,
            "score_a": pl.Float64,
            "score_b": pl.Float64,
        },
    )


# Pair "p": k = 2 in each order.
#   ab s0: A=8, B=7  -> win (for a)       ab s1: A=6, B=6 -> tie
#   ba s0: B=9, A=7  -> lose              ba s1: B=5, A=8 -> win
# CS_a = (8 + 6 + 7 + 8) / 4 = 7.25 ; CS_b = (7 + 6 + 9 + 5) / 4 = 6.75 -> verdict a
# p_win = 2/4, p_tie = 1/4, p_lose = 1/4
# BPDE = -(0.5 ln 0.5 + 0.25 ln 0.25 + 0.25 ln 0.25) = 0.5 ln 2 + 0.5 ln 4 = 1.5 ln 2 = 1.0397207708
# first-sample conflict: ab s0 win vs ba s0 lose -> conflict
HAND_PAIR = [("p", "ab", 0, 8, 7), ("p", "ab", 1, 6, 6), ("p", "ba", 0, 9, 7), ("p", "ba", 1, 5, 8)]


SCORE = st.one_of(st.none(), st.sampled_from([1.0, 2.0, 2.5, 3.0]))
SCHEMA = {
    "pair_id": pl.String,
    "order": pl.String,
    "sample": pl.Int32,
    "score_a": pl.Float64,
    "score_b": pl.Float64,
    "score_first": pl.Float64,
    "score_second": pl.Float64,
}


@st.composite
def judgment_tables(draw):
    n_pairs = draw(st.integers(0, 7))
    single_order = draw(st.booleans())
    rows = []
    for p in range(n_pairs):
        for order in ("ab",) if single_order else ("ab", "ba"):
            k = draw(st.integers(0, 4))  # ragged; 0 = the order has no row for this pair
            for s in range(k):
                a, b = draw(SCORE), draw(SCORE)
                if a is None or b is None:
                    a = b = None
                s1, s2 = (a, b) if order == "ab" else (b, a)
                rows.append(
                    {
                        "pair_id": f"p{p}",
                        "order": order,
                        "sample": s,
                        "score_a": a,
                        "score_b": b,
                        "score_first": s1,
                        "score_second": s2,
                    }
                )
    gold = {f"p{p}": draw(st.sampled_from([None, "a", "b", "tie"])) for p in range(n_pairs)}
    return rows, gold
