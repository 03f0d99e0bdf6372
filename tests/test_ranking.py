"""Bradley-Terry ranking on synthetic tournaments with known strengths."""

import math

import numpy as np
import polars as pl
import pytest

from judge_engine.kernels.ranking import ELO_SCALE, compare_boards, leaderboard, win_rate_matrix

TRUE = {"m0": 0.0, "m1": 0.5, "m2": 1.0, "m3": -0.7}  # natural-log strengths


def tournament(seed, questions=150, tie_share=0.0):
    rng = np.random.default_rng(seed)
    models = list(TRUE)
    rows = []
    for q in range(questions):
        for i in range(len(models)):
            for j in range(i + 1, len(models)):
                a, b = models[i], models[j]
                p = 1 / (1 + math.exp(TRUE[b] - TRUE[a]))
                u = rng.random()
                v = "tie" if rng.random() < tie_share else ("a" if u < p else "b")
                rows.append({"model_a": a, "model_b": b, "verdict": v, "question_id": f"q{q}"})
    return pl.DataFrame(rows)


def test_recovers_order_and_scale():
    board = leaderboard(tournament(0, questions=400), baseline="m0", n_bootstrap=0)
    assert board["model"].to_list() == ["m2", "m1", "m0", "m3"]
    got = dict(zip(board["model"], board["score"]))
    assert got["m0"] == pytest.approx(1000.0)
    for m, th in TRUE.items():  # Elo-like scale: 1000 + 400 log10-odds vs the baseline
        assert got[m] == pytest.approx(1000 + ELO_SCALE * (th - TRUE["m0"]), abs=40)
    assert board["wins"].sum() == board["losses"].sum() and board["ties"].sum() == 0


def test_intervals_cover_true_strengths_at_nominal_rate():
    covered = total = 0
    for seed in range(20):
        board = leaderboard(tournament(seed, questions=60), baseline="m0", n_bootstrap=100, seed=seed)
        for m, lo, hi in board.select("model", "ci_low", "ci_high").iter_rows():
            if m == "m0":
                continue  # the anchor has a degenerate interval
            true = 1000 + ELO_SCALE * (TRUE[m] - TRUE["m0"])
            covered += lo <= true <= hi
            total += 1
    assert 0.85 <= covered / total <= 1.0  # 95 % intervals over 60 seeded checks


def test_ties_half_wins_matrix_and_night_over_night():
    pairs = pl.DataFrame({"model_a": ["x", "x", "y"], "model_b": ["y", "y", "x"], "verdict": ["a", "tie", "b"],
                          "question_id": ["1", "2", "3"]})
    m = win_rate_matrix(pairs)
    # x vs y: a win, a tie, and (y as a) b = x wins -> (1 + 0.5 + 1) / 3
    assert m.filter(pl.col("model") == "x")["win_rate"].item() == pytest.approx(2.5 / 3)
    board = leaderboard(pairs, baseline="y", n_bootstrap=0)
    assert board.filter(pl.col("model") == "x").select("wins", "losses", "ties").row(0) == (2, 0, 1)
    prev = board.with_columns(pl.col("rank").reverse(), pl.col("score") - 100, pl.lit(0.0).alias("ci_low"),
                              pl.lit(1.0).alias("ci_high"))
    cur = board.with_columns(pl.lit(900.0).alias("ci_low"), pl.lit(1200.0).alias("ci_high"))
    cmp = compare_boards(cur, prev)
    assert cmp["rank_change"].to_list() == [1, -1] and cmp["significant"].all()
    with pytest.raises(ValueError, match="baseline 'z'"):
        leaderboard(pairs, baseline="z")


def test_pairs_and_rank_commands_end_to_end_on_replay(tmp_path):
    """Answers of 3 models -> pairs -> replay judge where the better model always wins -> leaderboard."""
    import json

    from click.testing import CliRunner

    from judge_engine.cli import cli

    strength = {"good": 3, "mid": 2, "bad": 1}
    answers = pl.DataFrame([{"question_id": q, "question": f"Q{q}?", "model": m, "answer": f"{m} answer {q}"}
                            for q in range(12) for m in strength])
    answers.write_parquet(tmp_path / "answers.parquet")
    r = CliRunner().invoke(cli, ["pairs", str(tmp_path / "answers.parquet"), "--out", str(tmp_path / "pairs.parquet")])
    assert r.exit_code == 0, r.output
    pairs = pl.read_parquet(tmp_path / "pairs.parquet")
    assert pairs.height == 12 * 3
    again = tmp_path / "again.parquet"
    CliRunner().invoke(cli, ["pairs", str(tmp_path / "answers.parquet"), "--out", str(again)])
    assert pl.read_parquet(again).equals(pairs)  # hash-assigned order: identical on rerun
    assert 0 < (pairs["model_a"] == pairs["pair_id"].str.split("|").list.get(1)).sum() < pairs.height
    rec = []
    for p in pairs.iter_rows(named=True):
        a_better = strength[p["model_a"]] > strength[p["model_b"]]
        for order in ("ab", "ba"):
            first_wins = a_better if order == "ab" else not a_better
            s1, s2 = (8, 3) if first_wins else (3, 8)
            rec.append({"pair_id": p["pair_id"], "order": order, "sample": 0,
                        "text": f"Score of the Assistant 1: {s1}\nScore of the Assistant 2: {s2}"})
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    (tmp_path / "c.toml").write_text('[input]\npaths = ["pairs.parquet"]\n[judge]\nbackend = "replay"\n'
                                     '[judge.replay]\npath = "rec.parquet"\n[sampling]\nk = 1\n')
    out = tmp_path / "out"
    assert CliRunner().invoke(cli, ["run", str(tmp_path / "c.toml"), "--out", str(out), "-q"]).exit_code == 0
    r = CliRunner().invoke(cli, ["rank", str(out), "--baseline", "mid", "--bootstrap", "50"])
    assert r.exit_code == 0, r.output
    doc = json.loads((out / "leaderboard.json").read_text())
    assert [m["model"] for m in doc["models"]] == ["good", "mid", "bad"]
    assert doc["models"][1]["score"] == pytest.approx(1000.0)
    assert {k for k in doc["models"][0]} >= {"model", "rank", "score", "ci_low", "ci_high", "wins", "losses", "ties"}
    assert doc["models"][0]["wins"] == 24 and doc["models"][2]["losses"] == 24
    assert (out / "leaderboard.md").read_text().startswith("| rank | model | score")
    r = CliRunner().invoke(cli, ["rank", str(out), "--previous", str(out)])
    assert r.exit_code == 0 and "rank_change" in r.output
