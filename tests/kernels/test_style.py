"""Style-controlled Bradley-Terry (kernels/style.py) and AlpacaEval's LC win rate (kernels/lc_winrate.py).

Expected values come from hand counts, hand-solved GLMs, the true parameters of seeded synthetic
tournaments (with tolerances from their Fisher information, computed here), and the project's
independent Bradley-Terry implementation (kernels/ranking.py, L-BFGS).
"""

import math
import re
import statistics

import numpy as np
import polars as pl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_engine.kernels.lc_winrate import length_controlled_win_rate
from judge_engine.kernels.ranking import ELO_SCALE, leaderboard
from judge_engine.kernels.style import five_level_verdicts, style_controlled_leaderboard, style_counts, style_covariates

MD = (
    "# Title\n## Part\n####### not a header\n#no space\n- one\n  * two\n+ three\n1. first\n12. second\n"
    "**bold** and __under__ and **not\nbold**\n```\n# inside code\n- inside\n**x**\n```\nend"
)


def test_style_counts_by_hand():
    c = style_counts(pl.Series([MD, "", None, "plain text"])).row(0, named=True)
    # headers: "# Title", "## Part" (7 hashes and "#no" are not headers; the one in code is removed)
    # lists: "- one", "  * two", "+ three", "1. first", "12. second"; bold: **bold**, __under__
    assert c == {"length": len(MD), "header_count": 2, "list_count": 5, "bold_count": 2}
    rest = style_counts(pl.Series([MD, "", None, "plain text"])).slice(1)
    assert rest.rows() == [(0, 0, 0, 0), (0, 0, 0, 0), (10, 0, 0, 0)]


def _reference_counts(text: str) -> tuple[int, int, int, int]:
    """arena-hard-auto utils/add_markdown_info.py count_markdown_elements, in plain Python re
    (whole fenced blocks removed; headers h1..h6 counted one level at a time as the source does)."""
    t = re.sub(r"```[^`]*```", "", text)
    headers = sum(len(re.findall(rf"^#{{{k}}}\s", t, re.MULTILINE)) for k in range(1, 7))
    lists = len(re.findall(r"^\s*\d+\.\s", t, re.MULTILINE)) + len(re.findall(r"^\s*[-*+]\s", t, re.MULTILINE))
    bold = len(re.findall(r"\*\*[^*\n]+\*\*", t)) + len(re.findall(r"__[^_\n]+__", t))
    return len(text), headers, lists, bold


PIECES = st.sampled_from(
    [
        "# ",
        "## ",
        "###### ",
        "####### ",
        "#",
        "- ",
        "* ",
        "+ ",
        "1. ",
        "23. ",
        "  ",
        "\t",
        "**",
        "__",
        "*",
        "_",
        "```",
        "word",
        "é",
        "\n",
        "\n\n",
        " ",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(PIECES, max_size=12).map("".join), min_size=1, max_size=5))
def test_style_counts_equal_plain_regex_reference(texts):
    got = style_counts(pl.Series(texts)).rows()
    assert got == [_reference_counts(t) for t in texts]


def test_style_covariates_by_hand():
    """(f_a - f_b) / (f_a + f_b + 1), then mean 0 and population std 1 (construct_style_matrices);
    a constant column is dropped, a copy of an earlier column is collinear."""
    a = np.array([[3, 2, 7, 1], [1, 2, 7, 3], [0, 2, 7, 0], [5, 2, 7, 0]], dtype=float)
    b = np.array([[1, 0, 7, 3], [3, 0, 7, 1], [0, 0, 7, 0], [0, 0, 7, 5]], dtype=float)
    ratio = [0.4, -0.4, 0.0, 5 / 6]
    z, mean, std, status = style_covariates(a, b)
    assert mean[0] == pytest.approx(statistics.fmean(ratio)) and std[0] == pytest.approx(statistics.pstdev(ratio))
    assert z[:, 0] == pytest.approx([(r - statistics.fmean(ratio)) / statistics.pstdev(ratio) for r in ratio])
    # columns 1 and 2 are constant (2/3 and 0)
    assert status[:3] == ["fitted", "dropped: zero variance", "dropped: zero variance"] and not z[:, 1:3].any()
    # column 3 is column 0 mirrored: (1-3)/5, (3-1)/5, 0, (0-5)/6 = -ratio -> collinear with column 0
    assert status[3] == "dropped: collinear" and not z[:, 3].any()


def _length_tournament(seed, questions=250, beta=1.0):
    """4 models of equal true strength whose answers differ in typical length; the judge prefers the
    longer answer with logit beta * z, z the arena-hard normalised length covariate."""
    rng = np.random.default_rng(seed)
    median = {"m0": 200, "m1": 400, "m2": 800, "m3": 1600}
    models = list(median)
    rows = []
    for q in range(questions):
        length = {m: int(median[m] * math.exp(0.6 * rng.normal())) for m in models}
        for i in range(4):
            for j in range(i + 1, 4):
                a, b = (models[i], models[j]) if rng.random() < 0.5 else (models[j], models[i])  # random sides
                rows.append(
                    {"question_id": f"q{q}", "model_a": a, "model_b": b, "length_a": length[a], "length_b": length[b]}
                )
    df = pl.DataFrame(rows)
    la, lb = df["length_a"].to_numpy().astype(float), df["length_b"].to_numpy().astype(float)
    r = (la - lb) / (la + lb + 1)
    z = (r - r.mean()) / r.std()
    p = 1 / (1 + np.exp(-beta * z))
    df = df.with_columns(pl.Series("verdict", np.where(rng.random(p.size) < p, "a", "b")))
    # Fisher information of (theta_m1..m3, beta) at the truth, theta_m0 = 0 as the baseline
    ia = np.array([models.index(m) for m in df["model_a"]])
    ib = np.array([models.index(m) for m in df["model_b"]])
    x = np.zeros((p.size, 4))
    for k in (1, 2, 3):
        x[:, k - 1] = (ia == k).astype(float) - (ib == k).astype(float)
    x[:, 3] = z
    cov = np.linalg.inv((x * (p * (1 - p))[:, None]).T @ x)
    return df, np.sqrt(np.diag(cov))


def test_length_driven_tournament_recovers_coefficient_and_equal_strengths():
    df, se = _length_tournament(seed=0)
    res = style_controlled_leaderboard(df, baseline="m0", features=("length",), n_bootstrap=100, seed=1)
    coef = res.coefficients.row(0, named=True)
    assert coef["covariate"] == "length" and coef["status"] == "fitted"
    # 4 standard errors of the MLE (Fisher information at the true parameters)
    assert coef["coef"] == pytest.approx(1.0, abs=4 * se[3])
    # the question bootstrap's 95 % interval is as wide as the normal one from the Fisher information
    assert 0.7 < (coef["ci_high"] - coef["ci_low"]) / (2 * 1.96 * se[3]) < 1.4
    assert coef["elo_per_std"] == pytest.approx(coef["coef"] * ELO_SCALE)
    board = {r["model"]: r for r in res.board.iter_rows(named=True)}
    for k, m in enumerate(("m1", "m2", "m3")):
        assert board[m]["score"] == pytest.approx(1000.0, abs=4 * se[k] * ELO_SCALE)  # equal once controlled
        width = board[m]["ci_high"] - board[m]["ci_low"]
        assert 0.7 < width / (2 * 1.96 * se[k] * ELO_SCALE) < 1.4
    # raw scores follow length: m3 (longest) far above m0, beyond its interval
    assert board["m3"]["raw_score"] - 1000 > 8 * se[2] * ELO_SCALE and board["m3"]["raw_ci_low"] > 1000
    assert res.board.sort("raw_rank")["model"].to_list() == ["m3", "m2", "m1", "m0"]
    assert board["m0"]["score"] == 1000.0 and board["m0"]["n"] == 3 * 250
    assert res.notes == ()


def test_without_style_variance_it_is_plain_bradley_terry():
    rng = np.random.default_rng(0)
    rows = [
        {
            "question_id": f"q{q}",
            "model_a": a,
            "model_b": b,
            "response_a": "same text",
            "response_b": "same text",
            "verdict": rng.choice(["a", "b", "tie"], p=[0.5 if a == "x" else 0.3, 0.3, 0.2 if a == "x" else 0.4]),
        }
        for q in range(40)
        for a, b in (("x", "y"), ("y", "z"), ("x", "z"))
    ]
    df = pl.DataFrame(rows)
    res = style_controlled_leaderboard(df, baseline="y", n_bootstrap=0)
    assert res.coefficients["status"].to_list() == ["dropped: zero variance"] * 4
    assert res.coefficients["coef"].to_list() == [0.0] * 4 and res.coefficients["ci_low"].null_count() == 4
    assert len(res.notes) == 4 and all("zero variance" in n for n in res.notes)
    ref = dict(zip(*leaderboard(df, baseline="y", n_bootstrap=0).select("model", "score")))
    for r in res.board.iter_rows(named=True):
        assert r["score"] == pytest.approx(ref[r["model"]], abs=0.05)
        assert r["raw_score"] == pytest.approx(ref[r["model"]], abs=0.05)
        assert r["ci_low"] is None and r["raw_ci_high"] is None  # null, never NaN


def test_ties_count_half_and_weights_count_as_copies():
    """The reference duplicates every battle and makes a tie one win for each side; Arena-Hard's
    strong verdict (weight 3) is the battle written three times."""
    rng = np.random.default_rng(5)
    rows = []
    for q in range(60):
        for a, b in (("p", "q"), ("q", "r"), ("p", "r")):
            rows.append(
                {
                    "question_id": f"q{q}",
                    "model_a": a,
                    "model_b": b,
                    "length_a": int(rng.integers(50, 900)),
                    "length_b": int(rng.integers(50, 900)),
                    "verdict": str(rng.choice(["a", "b", "tie"])),
                    "weight": float(rng.choice([1.0, 3.0])),
                }
            )
    df = pl.DataFrame(rows)
    expanded = []
    for r in rows:
        copies = [dict(r, verdict="a"), dict(r, verdict="b")] if r["verdict"] == "tie" else [dict(r), dict(r)]
        expanded += [dict(c, weight=1.0) for c in copies for _ in range(int(r["weight"]))]  # type: ignore[call-overload]
    got = style_controlled_leaderboard(df, baseline="p", features=("length",), n_bootstrap=0)
    ref = style_controlled_leaderboard(pl.DataFrame(expanded), baseline="p", features=("length",), n_bootstrap=0)
    assert got.board["score"].to_list() == pytest.approx(ref.board["score"].to_list(), abs=1e-6)
    assert got.board["raw_score"].to_list() == pytest.approx(ref.board["raw_score"].to_list(), abs=1e-6)
    assert got.coefficients["coef"][0] == pytest.approx(ref.coefficients["coef"][0], abs=1e-8)
    assert got.coefficients["std"][0] == pytest.approx(ref.coefficients["std"][0], rel=1e-12)


def test_five_level_verdicts():
    out = five_level_verdicts(pl.Series("label", ["A>>B", "A>B", "A=B", "B>A", "B>>A", "B<<A", None]))
    assert out["verdict"].to_list() == ["a", "a", "tie", "b", "b", "a", None]
    assert out["weight"].to_list() == [3.0, 1.0, 1.0, 1.0, 3.0, 3.0, 0.0]
    with pytest.raises(ValueError, match=r"row 1, column 'label': unknown five-level label 'A>>>B'"):
        five_level_verdicts(pl.Series("label", ["A>B", "A>>>B"]))


def test_degenerate_inputs_are_reported_not_nan():
    # x always answers at 300 chars, y at 100, in both orientations equally often: the normalised
    # length covariate is exactly +-1 times the model contrast, so it is confounded with identity
    rows = [
        {
            "question_id": f"q{q}",
            "model_a": a,
            "model_b": b,
            "length_a": 300 if a == "x" else 100,
            "length_b": 300 if b == "x" else 100,
            "verdict": "a" if q % 3 else "b",
        }
        for q in range(30)
        for a, b in (("x", "y"), ("y", "x"))
    ]
    extra = [
        ("q99", "lone1", "lone2", 5, 7, "a"),
        ("q97", "lone2", "lone1", 7, 5, "a"),
        ("q96", "champ", "y", 50, 100, "a"),
        ("q95", "y", "champ", 100, 50, "b"),
        ("q98", "x", "y", 1, 2, None),
    ]
    rows += [dict(zip(("question_id", "model_a", "model_b", "length_a", "length_b", "verdict"), e)) for e in extra]  # type: ignore[arg-type]
    res = style_controlled_leaderboard(pl.DataFrame(rows), baseline="x", features=("length",), n_bootstrap=20)
    notes = " | ".join(res.notes)
    assert "1 of 65 rows not used" in notes and "['champ'] never lost" in notes
    assert "2 disconnected groups" in notes and "confounded" in notes
    assert not any(np.isnan(v) for v in res.board.select(pl.col(pl.Float64)).drop_nulls().to_numpy().ravel())


@pytest.mark.parametrize(
    "change, message",
    [
        ({"verdict": "x"}, r"row 0, column 'verdict': 'x' is not a\|b\|tie\|null"),
        ({"weight": -1.0}, r"row 0, column 'weight'"),
    ],
)
def test_bad_rows_are_named(change, message):
    row = {"model_a": "a", "model_b": "b", "verdict": "a", "length_a": 1, "length_b": 2, "weight": 1.0}
    with pytest.raises(ValueError, match=message):
        style_controlled_leaderboard(pl.DataFrame([dict(row, **change), row]), features=("length",))
    with pytest.raises(ValueError, match="response_a"):
        style_controlled_leaderboard(pl.DataFrame([row]), features=("bold_count",))


# ---- length-controlled win rate (AlpacaEval 2.0) ----------------------------------------------------


def _lc_rows(groups):
    """groups: (n rows, wins, model length - baseline length); model 'm' against baseline 'base'."""
    rows, k = [], 0
    for n, wins, dlen in groups:
        for i in range(n):
            a_is_model = k % 2 == 0  # alternate sides: orientation must not matter
            ml, bl = 300 + dlen, 300
            won = i < wins
            rows.append(
                {
                    "question_id": f"x{k}",
                    "model_a": "m" if a_is_model else "base",
                    "model_b": "base" if a_is_model else "m",
                    "length_a": ml if a_is_model else bl,
                    "length_b": bl if a_is_model else ml,
                    "verdict": ("a" if a_is_model else "b") if won else ("b" if a_is_model else "a"),
                }
            )
            k += 1
    return pl.DataFrame(rows)


def test_lc_win_rate_hand_checked():
    """Longer on 20 questions (15 wins), shorter on 10 (5 wins). One model: no other model to estimate
    difficulty, so the GLM is theta + phi * x with x = +-tanh(100 / sd): saturated, so
    theta + phi c = logit(15/20) = ln 3, theta - phi c = logit(5/10) = 0 -> theta = ln 3 / 2,
    LC = sigmoid(ln 3 / 2) = sqrt 3 / (1 + sqrt 3)."""
    res = length_controlled_win_rate(_lc_rows([(20, 15, 100), (10, 5, -100)]), baseline="base")
    base, m = res.row(0, named=True), res.row(1, named=True)
    assert base["model"] == "base" and base["lc_win_rate"] == 0.5 and base["status"] == "baseline"
    assert m["win_rate"] == pytest.approx(20 / 30)
    assert m["lc_win_rate"] == pytest.approx(math.sqrt(3) / (1 + math.sqrt(3)), abs=1e-4)
    sd = statistics.stdev([100] * 20 + [-100] * 10)
    assert m["phi"] == pytest.approx(math.log(3) / 2 / math.tanh(100 / sd), abs=2e-4)  # ridge 1e-4 bias only
    assert m["theta"] == pytest.approx(math.log(3) / 2, abs=1e-4)
    assert m["status"] == "reduced" and m["terms"] == "model+length" and m["n_rows_unused"] == 0


def test_lc_win_rate_degenerate_inputs_give_a_status():
    same_len = length_controlled_win_rate(_lc_rows([(10, 7, 0)]), baseline="base").row(1, named=True)
    # no length variance: the intercept-only logistic MLE reproduces the raw rate (7/10)
    assert same_len["status"] == "reduced" and same_len["terms"] == "model"
    assert same_len["lc_win_rate"] == pytest.approx(0.7, abs=1e-3)
    all_wins = length_controlled_win_rate(_lc_rows([(6, 6, 50), (4, 4, -50)]), baseline="base").row(1, named=True)
    assert all_wins["status"] == "all_wins" and all_wins["lc_win_rate"] == 1.0 and all_wins["win_rate"] == 1.0
    other = pl.DataFrame(
        [{"question_id": "z", "model_a": "m", "model_b": "k", "length_a": 1, "length_b": 2, "verdict": "a"}]
    )
    mixed = length_controlled_win_rate(pl.concat([_lc_rows([(10, 7, 0)]), other]), baseline="base")
    assert mixed["n_rows_unused"].to_list() == [1, 1]
    with pytest.raises(ValueError, match="no judged row compares a model with the baseline 'nobody'"):
        length_controlled_win_rate(_lc_rows([(10, 7, 0)]), baseline="nobody")


def test_lc_removes_a_pure_length_preference():
    """Three models as good as the baseline but longer by different amounts; the judge's preference
    depends only on the length difference. Raw win rates are far above 0.5; LC rates are 0.5 within
    3.5 standard errors (SE of the model term ~ 1 / sqrt(n p (1 - p)) = 0.063 with n = 1000,
    times the logistic slope 1/4 at 0.5: 0.016)."""
    rng = np.random.default_rng(11)
    rows = []
    for q in range(1000):
        base_len = int(rng.integers(200, 600))
        for m, extra in (("m1", 150), ("m2", 300), ("m3", 450)):
            ml = max(20, base_len + extra + int(rng.normal(0, 250)))
            p = 1 / (1 + math.exp(-1.5 * math.tanh((ml - base_len) / 300)))
            rows.append(
                {
                    "question_id": f"q{q}",
                    "model_a": m,
                    "model_b": "base",
                    "length_a": ml,
                    "length_b": base_len,
                    "verdict": "a" if rng.random() < p else "b",
                }
            )
    res = length_controlled_win_rate(pl.DataFrame(rows), baseline="base").filter(pl.col("model") != "base")
    assert res["status"].to_list() == ["ok"] * 3
    assert all(w > 0.58 for w in res["win_rate"])
    assert res["lc_win_rate"].to_list() == pytest.approx([0.5] * 3, abs=3.5 * 0.016)
