"""Single-answer (pointwise) kernels: hand-worked values, bad input, and the plain reference."""

import math

import polars as pl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_engine.kernels import pointwise as pw
from judge_engine.kernels import reference_protocols as ref

SCHEMA = {
    "item_id": pl.String,
    "sample": pl.Int64,
    "score": pl.Float64,
    "model": pl.String,
    "question_id": pl.Int64,
    "turn": pl.Int64,
    "category": pl.String,
}


def _df(rows):
    return pl.DataFrame(rows, schema=SCHEMA, orient="row")


def _rows(item, scores, model="m", q=1, turn=1, cat="writing"):
    return [(item, i, s, model, q, turn, cat) for i, s in enumerate(scores)]


def test_item_mean_spread_entropy_hand_worked():
    df = _df(
        _rows("i1", [7.0, 8.0, 8.0, None])
        + _rows("i2", [6.5, 7.4, 7.0], q=2)
        + _rows("i3", [1.0, 2.0, 3.0, 4.0], q=3)
        + _rows("i4", [None, None], q=4)
    )
    got = {r["item_id"]: r for r in pw.item_stats(df).iter_rows(named=True)}
    # i1: 3 valid of 4; mean 23/3 = 7.6667; deviations -2/3, 1/3, 1/3 -> sum of squares 6/9 = 2/3;
    # ddof 0: sqrt((2/3) / 3) = 0.4714; bins {7: 1, 8: 2}: H = (1/3) ln 3 + (2/3) ln(3/2) = 0.3662 + 0.2703 = 0.6365
    assert (got["i1"]["n_samples"], got["i1"]["n_valid"]) == (4, 3)
    assert got["i1"]["mean_score"] == pytest.approx(7.666667, abs=1e-6)
    assert got["i1"]["std_score"] == pytest.approx(0.471405, abs=1e-6)
    assert got["i1"]["entropy"] == pytest.approx(0.636514, abs=1e-6)
    # i2: non-integer scores go to the nearest scale value (halves up): 6.5 -> 7, 7.4 -> 7, 7.0 -> 7,
    # one bin, H = 0; mean 20.9/3 = 6.9667, squares 0.21778 + 0.18778 + 0.00111 = 0.40667, /3 -> sqrt = 0.3682
    assert got["i2"]["entropy"] == 0.0
    assert got["i2"]["std_score"] == pytest.approx(0.368179, abs=1e-6)
    # i3: four different values, uniform: H = ln 4 = 1.386294 (the bound for 4 samples)
    assert got["i3"]["entropy"] == pytest.approx(1.386294, abs=1e-6)
    assert pw.max_entropy(4, pw.Scale()) == pytest.approx(1.386294, abs=1e-6)
    # i4: nothing parsed: no mean, no spread, no entropy (never 0)
    assert got["i4"]["n_valid"] == 0 and got["i4"]["mean_score"] is None and got["i4"]["entropy"] is None
    # ddof = 1 (sample standard deviation): i1 sqrt((2/3) / 2) = 0.5774; one-sample items get null
    s1 = {r["item_id"]: r["std_score"] for r in pw.item_stats(df, ddof=1).iter_rows(named=True)}
    assert s1["i1"] == pytest.approx(0.577350, abs=1e-6)
    one = pw.item_stats(_df(_rows("x", [5.0, None])), ddof=1).row(0, named=True)
    assert one["std_score"] is None and one["mean_score"] == 5.0


def test_needs_review_by_entropy_hand_worked():
    # entropies: a = ln 2 (5, 6), b = 0 (5, 5), c = ln 3 (1, 2, 3), d = ln 2 (7, 8), e: nothing parsed.
    df = _df(
        _rows("a", [5.0, 6.0])
        + _rows("b", [5.0, 5.0])
        + _rows("c", [1.0, 2.0, 3.0])
        + _rows("d", [7.0, 8.0])
        + _rows("e", [None])
    )
    # beta = 0.5 over the N = 4 items with a score: ceil(2) = 2 -> c (ln 3), then a (ln 2, before d by id); plus e
    got = pw.with_review(pw.item_stats(df), 0.5)
    assert set(got.filter("needs_review")["item_id"]) == {"c", "a", "e"}
    assert set(pw.with_review(pw.item_stats(df), 0.0).filter("needs_review")["item_id"]) == {"e"}


def test_model_mean_pools_turns_like_fastchat():
    # FastChat display_result_single averages all (question, turn) rows of a model, after dropping the
    # unparsed ones: turn 1 scores 8 (q1) and 6 (q2), turn 2 score 9 (q1), q2 turn 2 unparsed:
    # Average = (8 + 6 + 9) / 3 = 7.6667, not the mean of the turn means (7 + 9) / 2 = 8.
    df = _df(
        _rows("q1t1", [8.0], q=1, turn=1)
        + _rows("q2t1", [6.0], q=2, turn=1)
        + _rows("q1t2", [9.0], q=1, turn=2)
        + _rows("q2t2", [None], q=2, turn=2)
    )
    table = pw.mt_bench_table(pw.item_stats(df), n_bootstrap=0).row(0, named=True)
    assert table["score"] == pytest.approx(23 / 3)
    assert table["turn_1"] == pytest.approx(7.0) and table["turn_2"] == pytest.approx(9.0)
    assert (table["n_items"], table["n_unscored"]) == (3, 1)


def test_model_interval_enumerated_over_questions():
    # Question q1 holds two items (means 8 and 9), q2 one item (6). Resampling two questions:
    # {q1, q1}: 34/4 = 8.5 (p 1/4), {q1, q2}: 23/3 (p 1/2), {q2, q2}: 6 (p 1/4). With a quarter of the
    # mass at each end, the 2.5 and 97.5 percentiles of 2000 resamples are the extremes 6 and 8.5.
    df = _df(_rows("a", [8.0], q=1, turn=1) + _rows("b", [9.0], q=1, turn=2) + _rows("c", [6.0], q=2))
    r = pw.model_scores(pw.item_stats(df), n_bootstrap=2000, seed=7).row(0, named=True)
    assert r["score"] == pytest.approx(23 / 3)
    assert (r["ci_low"], r["ci_high"]) == (pytest.approx(6.0), pytest.approx(8.5))
    assert r["n_questions"] == 2
    by_cat = pw.model_scores(pw.item_stats(df), by=("model", "category"), n_bootstrap=0)
    assert by_cat["score"].to_list() == [pytest.approx(23 / 3)] and by_cat["ci_low"].to_list() == [None]


@pytest.mark.parametrize(
    "rows, match",
    [
        (_rows("x", [11.0]), "outside the scale"),
        (_rows("x", [float("nan")]), "NaN"),
        ([("x", 0, 5.0, "m", 1, 1, "w"), ("x", 0, 6.0, "m", 1, 1, "w")], "duplicate"),
        ([("x", 0, 5.0, "m", 1, 1, "w"), ("x", 1, 6.0, "m2", 1, 1, "w")], "'model' varies within item_id='x'"),
        ([("x", 0, 5.0, "m", 1, 1, "w"), (None, 1, 6.0, "m", 1, 1, "w")], "row 1, column 'item_id': null"),
    ],
)
def test_bad_input_is_named(rows, match):
    with pytest.raises(ValueError, match=match):
        pw.item_stats(_df(rows))


def test_scale_is_validated():
    with pytest.raises(ValueError, match="step"):
        pw.Scale(1, 10, 0)
    with pytest.raises(ValueError, match="whole number"):
        pw.Scale(1, 10, 2)
    assert pw.Scale(1, 5).n_values == 5


VALUES = st.one_of(st.none(), st.sampled_from([1.0, 2.0, 4.0, 4.5, 5.0]))


@st.composite
def tables(draw):
    rows = []
    for i in range(draw(st.integers(0, 8))):
        model, q, turn = draw(st.sampled_from(["m1", "m2"])), draw(st.integers(1, 3)), draw(st.integers(1, 2))
        for s in range(draw(st.integers(1, 4))):
            rows.append((f"i{i}", s, draw(VALUES), model, q, turn, "c"))
    return rows


def _close(x, y):
    if x is None or y is None:
        return x is None and y is None
    return math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9)


@settings(max_examples=200, deadline=None)
@given(tables(), st.sampled_from([0, 1]), st.sampled_from([0.0, 0.3, 1.0]))
def test_pointwise_matches_reference(rows, ddof, beta):
    items = pw.item_stats(_df(rows), scale=pw.Scale(1, 5), ddof=ddof)
    expect = ref.item_stats([{"item_id": r[0], "score": r[2]} for r in rows], lo=1.0, step=1.0, ddof=ddof)
    got = {r["item_id"]: r for r in items.iter_rows(named=True)}
    assert set(got) == set(expect)
    for item, e in expect.items():
        for k, v in e.items():
            assert _close(got[item][k], v), (item, k, got[item][k], v)
    flagged = set(pw.with_review(items, beta).filter("needs_review")["item_id"])
    assert flagged == ref.review_items(expect, beta)
    if items.height:
        means = ref.group_means(items.to_dicts(), ("model", "turn"))
        for r in pw.model_scores(items, ("model", "turn"), n_bootstrap=0).iter_rows(named=True):
            assert _close(r["score"], means[(r["model"], r["turn"])])
