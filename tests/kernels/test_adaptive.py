"""Adaptive calibration: the escalation rule on hand-worked pairs, the kernel against the plain reference,
the round schedule, config validation and hashing, and a replay run that resumes mid-round."""

import math

import polars as pl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_engine.kernels import reference
from judge_engine.kernels.adaptive import round_schedule, uncertain_pairs
from tests.helpers.judgments import HAND_PAIR, judgment_tables
from tests.helpers.judgments import hand_judgments as _judgments

# Hand-worked pairs; (pair, order, sample, slot-1 score, slot-2 score); order ba shows b first.
#   settled: ab 8-6 (a wins); ba 5-9 -> a = 9, b = 5 (a wins). Orders agree (a, a); outcomes win, win
#            -> BPDE 0; CS_a = (8 + 9) / 2 = 8.5, CS_b = (6 + 5) / 2 = 5.5, gap 3.
#   conflict: ab 8-7 (a); ba 8-7 -> a = 7, b = 8 (b). Orders disagree; outcomes win, lose -> BPDE ln 2
#            = 0.6931; CS_a = CS_b = 7.5, gap 0.
#   close:   ab 7-6 (a); ba 6-7 -> a = 7, b = 6 (a). Agree; BPDE 0; CS 7 vs 6, gap 1.
#   unparsed: ab unparsed; ba 6-7 -> a = 7, b = 6. Order ab has no evidence.
#   p (HAND_PAIR, k = 2, worked in test_kernels.py): mean ab diff (1 + 0) / 2 = 0.5 -> a; mean ba diff
#            (-2 + 3) / 2 = 0.5 -> a: agree; BPDE 1.5 ln 2 = 1.0397; CS 7.25 vs 6.75, gap 0.5.
PAIRS = [
    ("settled", "ab", 0, 8, 6),
    ("settled", "ba", 0, 5, 9),
    ("conflict", "ab", 0, 8, 7),
    ("conflict", "ba", 0, 8, 7),
    ("close", "ab", 0, 7, 6),
    ("close", "ba", 0, 6, 7),
    ("unparsed", "ab", 0, None, None),
    ("unparsed", "ba", 0, 6, 7),
    *HAND_PAIR,
]


@pytest.mark.parametrize(
    "policy, escalated",
    [
        # defaults: BPDE > 0.7 or gap < 0.5 -> conflict (gap 0), p (BPDE 1.04), unparsed (no evidence)
        (dict(on_disagree=False, bpde_threshold=0.7, gap_threshold=0.5), {"conflict", "p", "unparsed"}),
        # orders disagree only
        (dict(on_disagree=True, bpde_threshold=2.0, gap_threshold=0.0), {"conflict", "unparsed"}),
        # gap below 1.5: conflict (0), close (1), p (0.5); settled has 3
        (dict(on_disagree=False, bpde_threshold=2.0, gap_threshold=1.5), {"conflict", "close", "p", "unparsed"}),
        # BPDE > 0 (any outcome disagreement): conflict (ln 2) and p
        (dict(on_disagree=False, bpde_threshold=0.0, gap_threshold=0.0), {"conflict", "p", "unparsed"}),
        # BPDE > ln 2 only: p; conflict's ln 2 is not above 0.6932
        (dict(on_disagree=False, bpde_threshold=0.6932, gap_threshold=0.0), {"p", "unparsed"}),
        # no rule: only the pair without evidence in an order
        (dict(on_disagree=False, bpde_threshold=2.0, gap_threshold=0.0), {"unparsed"}),
    ],
)
def test_escalation_rule_on_hand_worked_pairs(policy, escalated):
    res = uncertain_pairs(_judgments(PAIRS), **policy)
    assert set(res.filter("escalate")["pair_id"]) == escalated
    assert reference.uncertain_pairs(_judgments(PAIRS).to_dicts(), **policy) == {
        p: p in escalated for p in ("settled", "conflict", "close", "unparsed", "p")
    }


def test_escalation_statistics_by_hand():
    r = {row["pair_id"]: row for row in uncertain_pairs(_judgments(PAIRS)).iter_rows(named=True)}
    assert r["settled"]["bpde"] == 0 and r["settled"]["gap"] == 3 and not r["settled"]["disagree"]
    assert (
        r["conflict"]["bpde"] == pytest.approx(math.log(2)) and r["conflict"]["gap"] == 0 and r["conflict"]["disagree"]
    )
    assert r["close"]["gap"] == 1
    assert r["p"]["bpde"] == pytest.approx(1.5 * math.log(2)) and r["p"]["gap"] == pytest.approx(0.5)
    assert not r["p"]["disagree"]
    assert r["unparsed"]["no_evidence"] and r["unparsed"]["disagree"] and r["unparsed"]["gap"] == 1


@settings(max_examples=300, deadline=None)
@given(judgment_tables(), st.booleans(), st.sampled_from([0.0, 0.5, 0.7, 2.0]), st.sampled_from([0.0, 0.5, 1.0, 2.0]))
def test_kernel_matches_reference(table, on_disagree, bpde, gap):
    rows, _ = table
    df = pl.DataFrame(
        rows,
        schema={
            "pair_id": pl.String,
            "order": pl.String,
            "sample": pl.Int32,
            "score_a": pl.Float64,
            "score_b": pl.Float64,
        },
    )
    got = dict(
        uncertain_pairs(df, on_disagree=on_disagree, bpde_threshold=bpde, gap_threshold=gap)
        .select("pair_id", "escalate")
        .iter_rows()
    )
    assert got == reference.uncertain_pairs(rows, on_disagree, bpde, gap)


def test_round_schedule():
    assert round_schedule(1, 3, 1) == [1, 2, 3]
    assert round_schedule(1, 7, 2) == [1, 3, 5, 7]
    assert round_schedule(2, 5, 2) == [2, 4, 5]
    assert round_schedule(3, 3, 1) == [3]
    with pytest.raises(ValueError):
        round_schedule(0, 3, 1)
