"""Fresh pass adv61 D2 and D3, and adv62 D3 (issue 13, accounting and honesty of outputs).

D2: with a pairwise template that shows ``{rubric}``, ``review export`` left out every pair as "input texts changed after
they were judged" and ``rank`` exited 2, with nothing edited: the export recomputed the request key without the rubric
the planner puts in it. D3: ``rank`` (style ``auto``) exited 2 and wrote no leaderboard when the run's input no longer
held any judged text (the input file rewritten with new pair ids, the nightly case); ``auto`` means style control when
the texts can be read, so it now leaves style control out with a note. Expected counts are worked by hand from the
inputs below: 4 pairs, every one split by position (slot 1 wins both orders, a tie with BPDE ln 2), so ``--beta 1``
chooses all 4."""

import json
from pathlib import Path

import polars as pl
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import replay_config

TEMPLATES = Path(__file__).resolve().parents[2] / "configs" / "templates"
N = 4


def _invoke(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def _rubric_template(path: Path) -> Path:
    """faireval-scoring with a ``[Rubric]`` block at the top of its user message."""
    text = (TEMPLATES / "faireval-scoring.toml").read_text(encoding="utf-8")
    text = text.replace('id = "faireval-scoring"', 'id = "faireval-scoring-rubric"', 1)
    text = text.replace('user = """[Question]', 'user = """[Rubric]\n{rubric}\n\n[Question]', 1)
    assert "{rubric}" in text
    path.write_text(text, encoding="utf-8")
    return path


def _pairs(ids: list[str], rubric: list[str] | None) -> pl.DataFrame:
    df = pl.DataFrame(
        {
            "pair_id": ids,
            "question_id": [f"q{i}" for i in range(N)],
            "question": [f"question {i}" for i in range(N)],
            "response_a": [f"x answer {i}" for i in range(N)],
            "response_b": [f"y answer {i}" for i in range(N)],
            "model_a": ["x"] * N,
            "model_b": ["y"] * N,
        }
    )
    return df if rubric is None else df.with_columns(pl.Series("rubric", rubric))


def _run(tmp_path: Path, rubric: bool, shown: bool = True) -> Path:
    ids = [f"p{i}" for i in range(N)]
    _pairs(ids, ["Score helpfulness."] * N if rubric else None).write_parquet(tmp_path / "pairs.parquet")
    text = "Score of the Assistant 1: 8\nScore of the Assistant 2: 2"  # slot 1 wins in both orders
    rows = [{"pair_id": p, "order": o, "sample": 0, "text": text} for p in ids for o in ("ab", "ba")]
    pl.DataFrame(rows).write_parquet(tmp_path / "rec.parquet")
    judge = {"template": str(_rubric_template(tmp_path / "rubric.toml"))} if rubric and shown else {}
    replay_config(tmp_path / "c.toml", "rec.parquet", ["pairs.parquet"], sampling={"k": 1}, judge=judge)
    out = tmp_path / "out"
    r = _invoke("run", tmp_path / "c.toml", "--out", out, "-q")
    assert r.exit_code == 0, r.output
    return out


def test_a_rubric_run_exports_its_unedited_pairs_and_names_the_edited_one(tmp_path):
    out = _run(tmp_path, rubric=True)
    r = _invoke("review", "export", out, "--beta", "1")
    assert r.exit_code == 0, r.output
    assert pl.read_csv(out / "review" / "review.csv").height == N
    # the rubric is part of what was judged: editing it makes that pair's verdict one on other texts
    df = pl.read_parquet(tmp_path / "pairs.parquet")
    df.with_columns(
        pl.when(pl.col("pair_id") == "p0").then(pl.lit("Score brevity.")).otherwise("rubric").alias("rubric")
    ).write_parquet(tmp_path / "pairs.parquet")
    r = _invoke("review", "export", out, "--beta", "1")
    assert r.exit_code == 0, r.output
    assert pl.read_csv(out / "review" / "review.csv").height == N - 1
    assert "('p0')" in r.output


def test_rank_of_a_rubric_run_uses_its_judged_texts(tmp_path):
    out = _run(tmp_path, rubric=True)
    r = _invoke("rank", out, "--baseline", "x", "--bootstrap", "0")
    assert r.exit_code == 0, r.output
    assert "style" in json.loads((out / "leaderboard.json").read_text())


def test_rank_auto_without_any_judged_text_in_the_input_ranks_without_style_control(tmp_path):
    out = _run(tmp_path, rubric=False)
    _pairs([f"night2-{i}" for i in range(N)], None).write_parquet(tmp_path / "pairs.parquet")  # rewritten, new ids
    r = _invoke("rank", out, "--baseline", "x", "--bootstrap", "0")
    assert r.exit_code == 0, r.output
    assert f"no style control: the run's input no longer holds the judged texts of any of the {N} pairs" in r.output
    assert "style" not in json.loads((out / "leaderboard.json").read_text())
    r = _invoke("rank", out, "--baseline", "x", "--bootstrap", "0", "--style", "on")
    assert r.exit_code != 0


def test_a_rubric_column_no_template_shows_is_no_edit(tmp_path):
    """Fresh pass adv62 D3: the planner leaves a rubric out of the key when the template does not show it; review export
    put it in, called all 4 pairs edited and exported none, and ``rank --style on`` exited 2."""
    out = _run(tmp_path, rubric=True, shown=False)
    r = _invoke("review", "export", out, "--beta", "1")
    assert r.exit_code == 0 and "changed after they were judged" not in r.output, r.output
    assert pl.read_csv(out / "review" / "review.csv").height == N
    r = _invoke("rank", out, "--baseline", "x", "--bootstrap", "0", "--style", "on")
    assert r.exit_code == 0, r.output
    assert "style" in json.loads((out / "leaderboard.json").read_text())


def test_rank_auto_when_no_pair_that_keeps_its_texts_involves_the_baseline_ranks_without_style_control(tmp_path):
    """Fresh pass adv62 D4: the baseline's answers regenerated in the input after the run; the pairs left (y against z)
    do not involve it, and the style fit's "baseline 'x' is not among the ranked models" made ``rank`` exit 2."""
    ids = [f"p{i}" for i in range(6)]
    df = pl.DataFrame(
        {
            "pair_id": ids,
            "question_id": [f"q{i % 3}" for i in range(6)],
            "question": [f"question {i % 3}" for i in range(6)],
            "response_a": [f"a answer {i}" for i in range(6)],
            "response_b": [f"b answer {i}" for i in range(6)],
            "model_a": ["x", "x", "x", "y", "y", "y"],
            "model_b": ["y", "y", "y", "z", "z", "z"],
        }
    )
    df.write_parquet(tmp_path / "pairs.parquet")
    text = "Score of the Assistant 1: 8\nScore of the Assistant 2: 2"
    rows = [{"pair_id": p, "order": o, "sample": 0, "text": text} for p in ids for o in ("ab", "ba")]
    pl.DataFrame(rows).write_parquet(tmp_path / "rec.parquet")
    replay_config(tmp_path / "c.toml", "rec.parquet", ["pairs.parquet"], sampling={"k": 1})
    out = tmp_path / "out"
    assert _invoke("run", tmp_path / "c.toml", "--out", out, "-q").exit_code == 0
    df.with_columns(
        pl.when(pl.col("model_a") == "x").then(pl.col("response_a") + " (regenerated)").otherwise("response_a")
    ).write_parquet(tmp_path / "pairs.parquet")
    r = _invoke("rank", out, "--baseline", "x", "--bootstrap", "0", "--min-questions", "1")
    assert r.exit_code == 0, r.output
    assert "no style control: none of the 3 pairs whose judged texts the input still holds involves the baseline" in (
        r.output
    )
    assert "style" not in json.loads((out / "leaderboard.json").read_text())
