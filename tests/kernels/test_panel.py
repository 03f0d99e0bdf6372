"""Judge panels: published worked examples of Fleiss' kappa and Krippendorff's alpha, panel votes,
the kappa matrix, and the plain reference."""

import math

import numpy as np
import polars as pl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_engine.kernels import panel
from judge_engine.kernels import reference_protocols as ref
from judge_engine.kernels.reference import cohen_kappa as ref_kappa

# Wikipedia "Fleiss' kappa", worked example: 10 subjects, 14 raters, 5 categories (n_ij).
FLEISS_TABLE = np.array(
    [
        [0, 0, 0, 0, 14],
        [0, 2, 6, 4, 2],
        [0, 0, 3, 5, 6],
        [0, 3, 9, 2, 0],
        [2, 2, 8, 1, 1],
        [7, 7, 0, 0, 0],
        [3, 2, 6, 3, 0],
        [2, 5, 3, 2, 2],
        [6, 5, 2, 1, 0],
        [0, 2, 2, 3, 7],
    ]
)

# Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", Sec. C: 4 observers, 12 units,
# nominal values 1..5, "." = missing.
K = None
KRIPP = {
    "A": [1, 2, 3, 3, 2, 1, 4, 1, 2, K, K, K],
    "B": [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, K, 3],
    "C": [K, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, K],
    "D": [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, K],
}


def test_fleiss_kappa_wikipedia_worked_example():
    # sum_j n_ij^2 - 14 per subject: 182, 46, 56, 80, 60, 84, 44, 32, 52, 52 (sum 688), each / (14 * 13):
    # P-bar = 688 / 1820 = 0.37802. Column totals 20, 28, 39, 21, 32 of 140: P_e = (400 + 784 + 1521 +
    # 441 + 1024) / 19600 = 0.212755. kappa = (0.37802 - 0.212755) / (1 - 0.212755) = 0.20993 (published 0.210).
    assert panel.fleiss_kappa(FLEISS_TABLE) == pytest.approx(0.20993, abs=5e-5)
    assert round(panel.fleiss_kappa(FLEISS_TABLE), 3) == 0.210  # type: ignore[arg-type]


def test_fleiss_needs_equal_ratings_per_subject():
    with pytest.raises(ValueError, match="row 1 has 3"):
        panel.fleiss_kappa(np.array([[2, 0], [2, 1]]))


def _kripp_frame():
    return pl.DataFrame(
        [{"judge": j, "pair_id": u, "verdict": v} for j, vals in KRIPP.items() for u, v in enumerate(vals)],
        schema={"judge": pl.String, "pair_id": pl.Int64, "verdict": pl.Int64},
    )


def test_krippendorff_alpha_worked_example_with_missing_values():
    # Unit 12 has one value: not pairable. Coincidences o_ck (sum over units of value pairs / (m_u - 1)):
    #   1: 7, 4/3, 1/3, 1/3, 0 (n_1 = 9)    2: 4/3, 10, 4/3, 1/3, 0 (13)    3: 1/3, 4/3, 8, 1/3, 0 (10)
    #   4: 1/3, 1/3, 1/3, 4, 0 (5)          5: 0, 0, 0, 0, 3 (3)           n = 40, sum_c o_cc = 32
    # sum_c n_c (n_c - 1) = 72 + 156 + 90 + 20 + 6 = 344
    # alpha = (39 * 32 - 344) / (40 * 39 - 344) = 904 / 1216 = 0.7434 (published 0.743)
    got = panel.agreement(_kripp_frame())
    assert got["krippendorff_alpha"] == pytest.approx(904 / 1216, abs=1e-12)
    assert round(got["krippendorff_alpha"], 3) == 0.743
    assert (got["alpha_units"], got["alpha_values"], got["n_raters"]) == (11, 40, 4)
    # Fleiss over the 8 units all four observers rated; the other 4 are reported, not hidden
    assert (got["fleiss_units"], got["fleiss_dropped"]) == (8, 4)


def test_krippendorff_cross_check_with_the_pypi_package():
    krippendorff = pytest.importorskip("krippendorff")  # test-only, optional: not a dependency
    data = np.array([[np.nan if v is None else v for v in KRIPP[j]] for j in "ABCD"], dtype=float)
    expect = krippendorff.alpha(reliability_data=data, level_of_measurement="nominal")
    assert panel.agreement(_kripp_frame())["krippendorff_alpha"] == pytest.approx(expect, abs=1e-9)


def test_panel_votes_and_tie_handling():
    rows = [
        ("j1", "p1", "a"),
        ("j2", "p1", "a"),
        ("j3", "p1", "b"),  # 2-1: a
        ("j1", "p2", "a"),
        ("j2", "p2", "b"),
        ("j3", "p2", "tie"),  # 1-1-1: no plurality -> tie
        ("j1", "p3", "b"),
        ("j2", "p3", "tie"),
        ("j3", "p3", None),  # 1-1 (b, tie): shared top -> tie
        ("j1", "p4", None),
        ("j2", "p4", None),
        ("j3", "p4", None),
    ]  # no vote -> null
    df = pl.DataFrame(rows, schema={"judge": pl.String, "pair_id": pl.String, "verdict": pl.String}, orient="row")
    df = df.with_columns(pl.Series("score_a", [0.9, 0.7, 0.2, 0.6, 0.4, 0.5, 0.1, 0.5, None, None, None, None]))
    got = {r["pair_id"]: r for r in panel.panel_verdicts(df, scores=("score_a",)).iter_rows(named=True)}
    assert [got[p]["verdict"] for p in ("p1", "p2", "p3", "p4")] == ["a", "tie", "tie", None]
    assert got["p1"]["agreement"] == pytest.approx(2 / 3) and got["p2"]["agreement"] == pytest.approx(1 / 3)
    assert (got["p3"]["n_judges"], got["p3"]["n_votes"]) == (3, 2)
    # mean over the judges that gave a score: p1 (0.9 + 0.7 + 0.2) / 3 = 0.6; p3 (0.1 + 0.5) / 2 = 0.3
    assert got["p1"]["mean_score_a"] == pytest.approx(0.6) and got["p3"]["mean_score_a"] == pytest.approx(0.3)
    assert got["p4"]["mean_score_a"] is None


def test_kappa_matrix_hand_worked():
    # j1 vs j2 on 4 pairs: (a,a) (a,b) (b,b) (b,b): p_o = 3/4; marginals j1 a 2/4 b 2/4, j2 a 1/4 b 3/4:
    # p_e = 2/4*1/4 + 2/4*3/4 = 1/2; kappa = (3/4 - 1/2) / (1/2) = 0.5. j3 judged only p1 (with j1: a, a:
    # p_e = 1, kappa undefined -> null).
    rows = [
        ("j1", "p1", "a"),
        ("j1", "p2", "a"),
        ("j1", "p3", "b"),
        ("j1", "p4", "b"),
        ("j2", "p1", "a"),
        ("j2", "p2", "b"),
        ("j2", "p3", "b"),
        ("j2", "p4", "b"),
        ("j3", "p1", "a"),
        ("j3", "p2", None),
    ]
    df = pl.DataFrame(rows, schema={"judge": pl.String, "pair_id": pl.String, "verdict": pl.String}, orient="row")
    m = {(r["judge_1"], r["judge_2"]): r for r in panel.kappa_matrix(df).iter_rows(named=True)}
    assert m[("j1", "j2")]["kappa"] == pytest.approx(0.5) and m[("j1", "j2")]["n"] == 4
    assert m[("j1", "j3")]["n"] == 1 and m[("j1", "j3")]["kappa"] is None


def test_bad_panel_input():
    df = pl.DataFrame({"judge": ["j", "j"], "pair_id": ["p", "p"], "verdict": ["a", "b"]})
    with pytest.raises(ValueError, match="duplicate"):
        panel.panel_verdicts(df)
    with pytest.raises(ValueError, match="not a\\|b\\|tie"):
        panel.panel_verdicts(pl.DataFrame({"judge": ["j"], "pair_id": ["p"], "verdict": ["A"]}))


VERDICT = st.one_of(st.none(), st.sampled_from(["a", "b", "tie"]))


@st.composite
def panels(draw):
    judges = [f"j{i}" for i in range(draw(st.integers(2, 4)))]
    rows = []
    for p in range(draw(st.integers(1, 8))):
        for j in judges:
            if draw(st.booleans()) or p == 0:
                rows.append((j, f"p{p}", draw(VERDICT)))
    return rows


def _close(x, y):
    if x is None or y is None:
        return x is None and y is None
    return math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9)


@settings(max_examples=200, deadline=None)
@given(panels())
def test_panel_kernels_match_reference(rows):
    df = pl.DataFrame(rows, schema={"judge": pl.String, "pair_id": pl.String, "verdict": pl.String}, orient="row")
    got = {r["pair_id"]: r for r in panel.panel_verdicts(df).iter_rows(named=True)}
    expect = ref.panel([{"judge": j, "pair_id": p, "verdict": v} for j, p, v in rows])
    assert set(got) == set(expect)
    for pid, e in expect.items():
        assert all(_close(got[pid][k], v) if k == "agreement" else got[pid][k] == v for k, v in e.items()), pid
    by_unit: dict = {}
    for _, p, v in rows:
        if v is not None:
            by_unit.setdefault(p, []).append(v)
    res = panel.agreement(df)
    assert _close(res["krippendorff_alpha"], ref.krippendorff_alpha(list(by_unit.values())))
    n_raters = len({j for j, _, _ in rows})
    complete = [u for u in by_unit.values() if len(u) == n_raters]
    assert res["fleiss_units"] == len(complete)
    if complete:
        assert _close(res["fleiss_kappa"], ref.fleiss_kappa(complete))
    for r in panel.kappa_matrix(df).iter_rows(named=True):
        d1 = {p: v for j, p, v in rows if j == r["judge_1"] and v is not None}
        d2 = {p: v for j, p, v in rows if j == r["judge_2"] and v is not None}
        both = sorted(set(d1) & set(d2))
        assert r["n"] == len(both)
        assert _close(r["kappa"], ref_kappa([d1[p] for p in both], [d2[p] for p in both]))
