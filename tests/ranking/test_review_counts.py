"""Issue 16 point 4: a blind review queue (reference shown, seeded tie-breaking) whose labels reach `rank`."""

import hashlib
import json
import math

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.schemas.leaderboard import Leaderboard
from tests.helpers.configs import replay_config

SCORES = {"win": ((8, 2), (2, 8)), "split": ((8, 2), (8, 2))}
"""Replayed scores per order (ab, ba): ``win``: a wins both orders (verdict a, BPDE 0); ``split``: slot 1
wins both orders, a position bias, so the calibrated verdict is a tie with BPDE ln 2."""


def _invoke(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def _run(tmp_path, kinds, reference=False):
    ids = [f"p{i}" for i in range(len(kinds))]
    df = pl.DataFrame(
        {
            "pair_id": ids,
            "question_id": [f"q{i}" for i in range(len(kinds))],
            "question": [f"question {i}" for i in range(len(kinds))],
            "response_a": [f"x answer {i}" for i in range(len(kinds))],
            "response_b": [f"y answer {i}" for i in range(len(kinds))],
            "model_a": ["x"] * len(kinds),
            "model_b": ["y"] * len(kinds),
        }
    )
    if reference:
        df = df.with_columns(pl.Series("reference", [f"reference {i}" for i in range(len(kinds))]))
    df.write_parquet(tmp_path / "pairs.parquet")
    rows = []
    for pid, kind in zip(ids, kinds):
        for order, (s1, s2) in zip(("ab", "ba"), SCORES[kind]):
            text = f"Score of the Assistant 1: {s1}\nScore of the Assistant 2: {s2}"
            rows.append({"pair_id": pid, "order": order, "sample": 0, "text": text})
    pl.DataFrame(rows).write_parquet(tmp_path / "rec.parquet")
    replay_config(tmp_path / "c.toml", "rec.parquet", ["pairs.parquet"], sampling={"k": 1})
    out = tmp_path / "out"
    r = _invoke("run", tmp_path / "c.toml", "--out", out, "-q")
    assert r.exit_code == 0, r.output
    return out


def _scores(out):
    board = json.loads((out / "leaderboard.json").read_text())
    return {m["model"]: (m["rank"], m["score"]) for m in board["models"]}, board


def test_review_round_trip_changes_the_leaderboard_as_worked_by_hand(tmp_path):
    out = _run(tmp_path, ["win", "split", "split", "split"])
    # (the solver stops within 1e-2 Elo of the closed form)
    # before review: x beats y on q0, ties q1-q3: x's share (1 + 3/2) / 4 = 0.625; with y anchored at 1000,
    # x = 1000 + 400 log10(0.625 / 0.375) = 1088.74 (Bradley-Terry of two models: the log-odds of the share)
    assert _invoke("rank", out, "--baseline", "y", "--bootstrap", "0").exit_code == 0
    before, doc = _scores(out)
    assert before["x"] == (1, pytest.approx(1000 + 400 * math.log10(5 / 3), abs=1e-2))
    assert before["y"] == (2, 1000.0)
    assert doc["verdicts"] == {"column": "verdict", "from_people": 0, "from_judge": 4, "note": None}
    # the queue: ceil(0.75 * 4) = 3 pairs of highest BPDE = the three ties (BPDE ln 2 > 0)
    r = _invoke("review", "export", out, "--beta", "0.75")
    assert r.exit_code == 0, r.output
    queue = pl.read_csv(out / "review" / "review.csv")
    assert sorted(queue["question"]) == ["question 1", "question 2", "question 3"]
    # a person prefers y on all three
    queue.with_columns(pl.lit("b").alias("label")).write_csv(tmp_path / "labels.csv")
    r = _invoke("review", "import", out, tmp_path / "labels.csv")
    assert r.exit_code == 0, r.output
    r = _invoke("rank", out, "--baseline", "y", "--bootstrap", "0")
    assert r.exit_code == 0, r.output
    assert "3 of 4 verdicts came from people" in r.stderr
    # after review: x wins 1 of 4: share 0.25, x = 1000 + 400 log10(1/3) = 809.15: y now ranks first
    after, doc = _scores(out)
    assert after["y"] == (1, 1000.0)
    assert after["x"] == (2, pytest.approx(1000 + 400 * math.log10(1 / 3), abs=1e-2))
    assert doc["verdicts"]["column"] == "final_verdict"
    assert (doc["verdicts"]["from_people"], doc["verdicts"]["from_judge"]) == (3, 1)
    assert doc["schema_version"] == Leaderboard.SCHEMA_VERSION == 8
    # the report says it too
    assert _invoke("report", out).exit_code == 0
    assert "3 of 4 verdicts came from people" in (out / "report.html").read_text()


def test_blind_export_hides_models_and_verdicts_and_shows_the_reference(tmp_path):
    out = _run(tmp_path, ["win", "split", "split"], reference=True)
    assert _invoke("review", "export", out, "--beta", "1").exit_code == 0
    text = (out / "review" / "review.csv").read_text()
    queue = pl.read_csv(out / "review" / "review.csv")
    assert queue.columns == [
        "review_id",
        "question",
        "reference",
        "response_a",
        "response_b",
        "label",
        "judged_key",
        "input_truncated",
    ]
    assert sorted(queue["reference"]) == ["reference 0", "reference 1", "reference 2"]
    # no model name, pair id or judge verdict anywhere in what annotators see
    tasks = (out / "review" / "labelstudio.json").read_text()
    for leak in ('"x"', '"y"', "p0", "p1", "p2", "bpde", "verdict"):
        assert leak not in text and leak not in tasks.replace('"verdict"', ""), leak
    assert '<Text name="reference" value="$reference"/>' in (out / "review" / "labelstudio-config.xml").read_text()
    # asked for, both are shown
    assert _invoke("review", "export", out, "--beta", "1", "--show-models", "--show-verdict").exit_code == 0
    shown = pl.read_csv(out / "review" / "review.csv")
    assert {"pair_id", "model_a", "model_b", "verdict", "bpde"} <= set(shown.columns)
    assert dict(zip(shown["pair_id"], shown["verdict"])) == {"p0": "a", "p1": "tie", "p2": "tie"}
    rec = json.loads((out / "review" / "export.json").read_text())
    assert (rec["id_column"], rec["show_models"], rec["show_verdict"], rec["reference"]) == (
        "pair_id",
        True,
        True,
        True,
    )


def test_blind_ids_map_back_and_foreign_ids_are_refused(tmp_path):
    out = _run(tmp_path, ["split", "split"])
    assert _invoke("review", "export", out, "--beta", "1").exit_code == 0
    queue = pl.read_csv(out / "review" / "review.csv")
    queue.with_columns(
        pl.when(pl.col("question") == "question 1").then(pl.lit("a")).otherwise(pl.lit("")).alias("label")
    ).write_csv(tmp_path / "l.csv")
    assert _invoke("review", "import", out, tmp_path / "l.csv").exit_code == 0
    final = pl.read_parquet(out / "pairs.parquet").select("pair_id", "final_verdict").rows()
    assert final == [("p0", "tie"), ("p1", "a")]
    pl.DataFrame({"review_id": ["r0123456789abcdef"], "label": ["a"]}).write_csv(tmp_path / "bad.csv")
    r = _invoke("review", "import", out, tmp_path / "bad.csv")
    assert r.exit_code == 2
    assert "bad.csv: row 2: review_id 'r0123456789abcdef' is not a pair of" in r.output


def test_a_review_id_and_pair_id_of_different_pairs_are_refused_not_misassigned(tmp_path):
    """Issue 13 pass 4 F8: with both id columns the pair id won silently, so the annotator's label on one
    pair went to another."""
    out = _run(tmp_path, ["win", "win"])
    assert _invoke("review", "export", out, "--beta", "1").exit_code == 0
    queue = pl.read_csv(out / "review" / "review.csv")
    rid = {q: r for q, r in queue.select("question", "review_id").rows()}  # question i is pair p<i>
    pl.DataFrame({"review_id": [rid["question 1"]], "pair_id": ["p0"], "label": ["b"]}).write_csv(tmp_path / "x.csv")
    r = _invoke("review", "import", out, tmp_path / "x.csv")
    assert r.exit_code == 2
    assert r.output.strip() == (
        f"Error: {tmp_path / 'x.csv'}: row 2: review_id {rid['question 1']!r} is pair 'p1''s review id, but pair_id "
        "says 'p0'; keep one id column (nothing imported)"
    )
    assert not (out / "review_labels.parquet").exists()
    # the Label Studio form of the same mistake
    result = [{"from_name": "verdict", "value": {"choices": ["b"]}}]
    task = {"data": {"pair_id": "p0", "review_id": rid["question 1"]}, "annotations": [{"result": result}]}
    (tmp_path / "x.json").write_text(json.dumps([task]))
    r = _invoke("review", "import", out, tmp_path / "x.json")
    assert r.exit_code == 2 and "task 0, annotation 0: review_id" in r.output
    # both ids of one pair: imported, on that pair
    pl.DataFrame({"review_id": [rid["question 1"]], "pair_id": ["p1"], "label": ["b"]}).write_csv(tmp_path / "y.csv")
    assert _invoke("review", "import", out, tmp_path / "y.csv").exit_code == 0
    final = pl.read_parquet(out / "pairs.parquet").select("pair_id", "final_verdict").rows()
    assert final == [("p0", "a"), ("p1", "b")]


def _seeded_first(ids, seed):
    """Independent of the engine: the id with the smallest SHA-256 of "<seed>\\0<id>"."""
    return min(ids, key=lambda p: hashlib.sha256(f"{seed}\0{p}".encode()).hexdigest())


def test_equal_bpde_ties_are_broken_by_the_seed_not_by_pair_id(tmp_path):
    """Issue 16: with k = 2 every disagreeing pair has the same BPDE, and the queue was the first ids."""
    out = _run(tmp_path, ["split"] * 6)
    ids = [f"p{i}" for i in range(6)]
    seeds = [s for s in range(50) if _seeded_first(ids, s) != "p0"][:2]
    picked = []
    for seed in seeds:
        # ceil(0.1 * 6) = 1 pair of the six tied ones
        r = _invoke("review", "export", out, "--beta", "0.1", "--seed", seed, "--show-models")
        assert r.exit_code == 0, r.output
        picked.append(pl.read_csv(out / "review" / "review.csv")["pair_id"].to_list())
        assert json.loads((out / "review" / "export.json").read_text())["seed"] == seed
    assert picked == [[_seeded_first(ids, s)] for s in seeds]
    assert picked[0] != ["p0"]
