"""Night over night (``rank --previous``: new and gone models, refusals of another baseline or judge, a
missing folder), tied scores shown as ties, and per-category results; hand-worked examples on the replay
backend (issue 16)."""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.kernels.ranking import category_win_rates, leaderboard
from tests.helpers.configs import replay_config

SCORES = "Score of the Assistant 1: {}\nScore of the Assistant 2: {}"


def _invoke(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def judge_night(tmp_path, name, answers, winner, **judge):
    """Answers -> pairs -> a replay run in ``tmp_path/name`` where ``winner(pair)`` ("a", "b" or "tie")
    holds in both orders (k = 1); ``judge`` goes into ``[judge]`` (e.g. another model or template)."""
    answers.write_parquet(tmp_path / f"{name}-answers.parquet")
    pairs_file = tmp_path / f"{name}-pairs.parquet"
    r = _invoke("pairs", tmp_path / f"{name}-answers.parquet", "--out", pairs_file)
    assert r.exit_code == 0, r.output
    rec = []
    for p in pl.read_parquet(pairs_file).iter_rows(named=True):
        w = winner(p)
        for order in ("ab", "ba"):
            first = {"a": (8, 3), "b": (3, 8), "tie": (5, 5)}[w]
            rec.append(
                {
                    "pair_id": p["pair_id"],
                    "order": order,
                    "sample": 0,
                    "text": SCORES.format(*(first if order == "ab" else first[::-1])),
                }
            )
    pl.DataFrame(rec).write_parquet(tmp_path / f"{name}-rec.parquet")
    cfg = replay_config(
        tmp_path / f"{name}.toml", f"{name}-rec.parquet", [pairs_file.name], sampling={"k": 1}, judge=judge
    )
    out = tmp_path / name
    r = _invoke("run", cfg, "--out", out, "-q")
    assert r.exit_code == 0, r.output
    return out


def answers_of(models, questions=6, categories=("c1", "c2")):
    return pl.DataFrame(
        [
            {
                "question_id": str(q),
                "question": f"Q{q}?",
                "category": categories[q % len(categories)],
                "model": m,
                "answer": f"{m} answers {q}",
            }
            for q in range(questions)
            for m in models
        ]
    )


def by_strength(strength, upset=lambda p: False):
    """The stronger model wins, except on pairs where ``upset(pair)`` holds."""

    def winner(p):
        a_better = strength[p["model_a"]] > strength[p["model_b"]]
        return "a" if a_better != upset(p) else "b"

    return winner


def test_equal_scores_share_a_rank_and_print_as_ties():
    """x and y each beat z on 2 of 3 questions and tie each other: by symmetry their Bradley-Terry strengths
    are equal, so they share rank 1 and z is 3rd (competition ranking); before issue 16 they got 1 and 2."""
    pairs = pl.DataFrame(
        {
            "question_id": ["1", "2", "3"] * 3,
            "model_a": ["x"] * 3 + ["y"] * 3 + ["x"] * 3,
            "model_b": ["z"] * 3 + ["z"] * 3 + ["y"] * 3,
            "verdict": ["a", "a", "b", "a", "a", "b", "tie", "tie", "tie"],
        }
    )
    board = leaderboard(pairs, baseline="z", n_bootstrap=0)
    assert dict(zip(board["model"], board["rank"])) == {"x": 1, "y": 1, "z": 3}


def test_category_win_rates_by_hand():
    pairs = pl.DataFrame(
        {
            "model_a": ["x", "x", "y", "x", "x"],
            "model_b": ["y", "y", "x", "x", "y"],
            "verdict": ["a", "tie", "a", "a", None],
            "category": ["c1", "c1", "c2", "c1", "c2"],
        }
    )
    got = {
        (r["model"], r["category"]): (r["n"], r["wins"], r["losses"], r["ties"], r["win_rate"])
        for r in category_win_rates(pairs).to_dicts()
    }
    # self pair and null verdict left out; c1: x beat y once, tied once; c2: y beat x once
    assert got == {
        ("x", "c1"): (2, 1, 0, 1, 0.75),
        ("y", "c1"): (2, 0, 1, 1, 0.25),
        ("x", "c2"): (1, 0, 1, 0, 0.0),
        ("y", "c2"): (1, 1, 0, 0, 1.0),
    }


def test_night_over_night_new_and_gone_models_and_categories(tmp_path):
    """Night 1: a > b > c (always). Night 2: c is gone, d is new and beats everyone, and b beats a on the
    c2 questions (3 of 6). By hand: a and b now beat each other 3 times each and both lose every pair to d,
    so their strengths are equal: d 1, a and b share rank 2 (printed 2=); a moved down one place, b none."""
    strength = {"a": 3, "b": 2, "c": 1, "d": 4}
    night1 = judge_night(tmp_path, "night1", answers_of("abc"), by_strength(strength))
    r = _invoke("rank", night1, "--baseline", "a", "--bootstrap", "0")
    assert r.exit_code == 0, r.output
    upset = lambda p: {p["model_a"], p["model_b"]} == {"a", "b"} and p["category"] == "c2"  # noqa: E731
    night2 = judge_night(tmp_path, "night2", answers_of("abd"), by_strength(strength, upset))
    # fresh pass full65 (note): a file:// URI was taken as the relative folder "file:/..." (no such folder)
    r = _invoke("rank", night2, "--baseline", "a", "--bootstrap", "0", "--previous", night1.as_uri())
    assert r.exit_code == 0, r.output
    doc = json.loads((night2 / "leaderboard.json").read_text())
    rows = {m["model"]: m for m in doc["models"]}
    assert {m: (x["rank"], x["prev_rank"], x["rank_change"]) for m, x in rows.items()} == {
        "d": (1, None, None),
        "a": (2, 1, -1),
        "b": (2, 2, 0),
    }
    assert doc["previous"]["new"] == ["d"]
    assert [(g["model"], g["rank"]) for g in doc["previous"]["gone"]] == [("c", 3)]
    assert doc["previous"]["baseline"] == "a" and doc["previous"]["mismatch"] == []
    assert doc["judge"]["backend"] == "replay" and doc["judge"]["template"] == "faireval-scoring"
    md = (night2 / "leaderboard.md").read_text()
    d_row = next(line for line in md.splitlines() if line.startswith("| 1 | d |"))
    assert "| new |" in d_row
    assert md.count("| 2= |") == 2  # a and b tied
    assert "Gone since" in md and "c (was 3," in md
    # per category (3 questions each): a vs b: a wins c1 (3), b wins c2 (3); d wins all; b loses to d
    cats = {(c["model"], c["category"]): (c["n"], c["wins"], c["win_rate"]) for c in doc["by_category"]}
    assert cats[("a", "c1")] == (6, 3, 0.5)  # beat b 3 times, lost to d 3 times
    assert cats[("a", "c2")] == (6, 0, 0.0)
    assert cats[("b", "c2")] == (6, 3, 0.5)
    assert cats[("d", "c1")] == (6, 6, 1.0)
    # the report shows the night-over-night table with the judge's name
    r = _invoke("report", night2)
    assert r.exit_code == 0, r.output
    page = (night2 / "report.html").read_text()
    assert "<h2>Night over night</h2>" in page and "<td>new</td>" in page and "gone" in page
    assert "<h2>Results per category</h2>" in page


def test_previous_is_refused_when_missing_unranked_or_not_comparable(tmp_path):
    strength = {"a": 3, "b": 2, "c": 1}
    night1 = judge_night(tmp_path, "night1", answers_of("abc"), by_strength(strength))
    night2 = judge_night(tmp_path, "night2", answers_of("abc"), by_strength(strength))
    r = _invoke("rank", night2, "--baseline", "a", "--previous", tmp_path / "nigth1")  # misspelt
    assert r.exit_code == 2 and "nigth1: no such folder" in r.output and "rank" not in r.output.split(":", 2)[-1]
    r = _invoke("rank", night2, "--baseline", "a", "--previous", "s3://bucket/night1")
    assert r.exit_code == 2 and "--previous s3://bucket/night1 must be a local (or mounted) folder" in r.output
    r = _invoke("rank", night2, "--baseline", "a", "--previous", night1)  # not ranked yet
    assert r.exit_code == 2 and "holds no leaderboard.parquet; rank it first" in r.output
    assert _invoke("rank", night1, "--baseline", "b", "--bootstrap", "0").exit_code == 0
    r = _invoke("rank", night2, "--baseline", "a", "--bootstrap", "0", "--previous", night1)
    assert r.exit_code == 2 and "baseline 'b' then, 'a' now" in r.output
    assert len(r.output.strip().splitlines()) == 1
    # another judge (template) on the same pairs
    other = judge_night(tmp_path, "other", answers_of("abc"), by_strength(strength), model="another-judge")
    assert _invoke("rank", other, "--baseline", "b", "--bootstrap", "0").exit_code == 0
    r = _invoke("rank", night2, "--baseline", "b", "--bootstrap", "0", "--previous", other)
    assert r.exit_code == 2 and "judge model 'another-judge' then" in r.output
    r = _invoke("rank", night2, "--baseline", "b", "--bootstrap", "0", "--previous", other, "--allow-previous-mismatch")
    assert r.exit_code == 0, r.output
    doc = json.loads((night2 / "leaderboard.json").read_text())
    assert doc["previous"]["mismatch"] and "another-judge" in doc["previous"]["mismatch"][0]


@pytest.mark.parametrize("ub", [[1, 1, 3], [1, 2, 2]])
def test_shown_ranks_mark_shared_ranks(ub):
    from judge_engine.ranking.nightly import shown_ranks

    expected = {(1, 1, 3): ["1=", "1=", "3"], (1, 2, 2): ["1", "2=", "2="]}[tuple(ub)]
    assert shown_ranks(ub) == expected and shown_ranks([None, 1]) == ["-", "1"]


def _corrupt_board(fn):
    def f(d):
        fn(pl.read_parquet(d / "leaderboard.parquet")).write_parquet(d / "leaderboard.parquet")

    return f


def _write(name, data):
    return lambda d: (d / name).write_bytes(data)


@pytest.mark.parametrize(
    "corrupt, message",
    [
        (_corrupt_board(lambda b: b.with_columns(pl.col("score").cast(pl.String))), "column 'score' is String"),
        (_corrupt_board(lambda b: pl.concat([b, b.head(1)])), "model 'a' on 2 rows"),
        (_corrupt_board(lambda b: b.head(0)), "(no rows)"),
        (_corrupt_board(lambda b: b.with_columns(pl.lit(None, pl.Int64).alias("rank"))), "3 row(s) without a rank"),
        (_corrupt_board(lambda b: b.with_columns(pl.lit(float("nan")).alias("score"))), "without a finite score"),
        (_write("manifest.json", b"\x00\x01"), "manifest.json: cannot read a run manifest"),
        (_write("leaderboard.json", b"{not json"), "leaderboard.json: cannot read a leaderboard"),
    ],
)
def test_a_corrupt_previous_leaderboard_or_manifest_is_a_one_line_error(tmp_path, corrupt, message):
    """Issue 13 pass 6 H5, H6, H8: a previous board with text scores crashed (traceback), one listing a model
    twice repeated it on tonight's board, an empty or rank-less one printed every model ``new``, and a corrupt
    manifest was skipped (the judge check with it). Each is now one line, exit 2, tonight's board untouched."""
    strength = {"a": 3, "b": 2, "c": 1}
    night1 = judge_night(tmp_path, "night1", answers_of("abc"), by_strength(strength))
    night2 = judge_night(tmp_path, "night2", answers_of("abc"), by_strength(strength))
    assert _invoke("rank", night1, "--baseline", "a", "--bootstrap", "0").exit_code == 0
    corrupt(night1)
    r = _invoke("rank", night2, "--baseline", "a", "--bootstrap", "0", "--previous", night1)
    assert r.exit_code == 2 and message in r.output, r.output
    assert len(r.output.strip().splitlines()) == 1 and not (night2 / "leaderboard.json").exists()


def test_previous_with_an_unknown_judge_is_noted_and_tonights_own_folder_is_refused(tmp_path):
    """Issue 13 pass 6 H8 and L5: a previous folder without manifest.json (its judge unknown) was compared
    silently, ``mismatch: []`` (read as "comparable"); now the note names it and ``previous.unchecked`` records
    it. ``--previous`` naming the folder being ranked was accepted; now refused."""
    strength = {"a": 3, "b": 2, "c": 1}
    night1 = judge_night(tmp_path, "night1", answers_of("abc"), by_strength(strength))
    night2 = judge_night(tmp_path, "night2", answers_of("abc"), by_strength(strength))
    assert _invoke("rank", night1, "--baseline", "a", "--bootstrap", "0").exit_code == 0
    r = _invoke("rank", night1, "--baseline", "a", "--bootstrap", "0", "--previous", night1)
    assert r.exit_code == 2 and r.output.strip() == (
        f"Error: --previous {night1} is the folder being ranked (give last night's run folder)"
    )
    (night1 / "manifest.json").unlink()
    r = _invoke("rank", night2, "--baseline", "a", "--bootstrap", "0", "--previous", night1)
    assert r.exit_code == 0, r.output
    assert f"note: --previous {night1}: its judge is unknown (no manifest.json); compared without checking it" in (
        r.stderr
    )
    prev = json.loads((night2 / "leaderboard.json").read_text())["previous"]
    assert prev["mismatch"] == [] and prev["judge"] is None
    assert prev["unchecked"] == ["its judge is unknown (no manifest.json)"]
