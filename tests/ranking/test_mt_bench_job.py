"""The MT-Bench job's pieces (issue 15, point 5): FastChat answers into items, rank correlation with a
published ranking by hand, and ``judge-engine grade`` end to end on the replay backend."""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.errors import InputError
from judge_engine.ranking.grade import answers_to_pairs, select_questions
from judge_engine.ranking.importers import answers_to_items, import_answers, read_fastchat_answers
from judge_engine.ranking.protocols import rank_correlation
from tests.helpers.configs import write_config
from tests.helpers.data import shared

MT = "mt-bench/mt_bench"


def test_fastchat_answers_become_two_items_per_answer():
    # shared/data/mt-bench/README.md: 80 questions (10 per category), 2 turns each, 30 GPT-4 reference
    # answers for math, reasoning and coding; 80 answers per model
    a = read_fastchat_answers(shared(f"{MT}/model_answer/alpaca-13b.jsonl"))
    assert a.height == 80 and a["model"].unique().to_list() == ["alpaca-13b"]
    answers = import_answers(
        [shared(f"{MT}/model_answer/alpaca-13b.jsonl"), shared(f"{MT}/model_answer/gpt-4.jsonl")],
        shared(f"{MT}/question.jsonl"),
        shared(f"{MT}/reference_answer/gpt-4.jsonl"),
    )
    assert answers.height == 160
    with_ref = answers.filter(pl.col("references").is_not_null())
    assert sorted(with_ref["category"].unique().to_list()) == ["coding", "math", "reasoning"]
    assert with_ref.height == 2 * 30
    items = answers_to_items(answers)
    assert items.height == 320 and items["item_id"].n_unique() == 320
    row = items.filter(pl.col("item_id") == "81|alpaca-13b|t2").row(0, named=True)
    assert (
        row["turn"] == 2
        and row["turns"][1] == "Rewrite your previous response. Start every sentence with the letter A."
    )
    pairs = answers_to_pairs(answers)
    assert pairs.height == 80 * 2 and pairs["pair_id"].str.ends_with("|t2").sum() == 80


def test_parquet_answers_read_as_fastchats_jsonl(tmp_path):
    # the same answers as a Parquet table (question_id, model, answers) and as one-turn answers
    src = shared(f"{MT}/model_answer/vicuna-13b-v1.3.jsonl")
    rows = [json.loads(x) for x in src.read_text().splitlines()]
    pl.DataFrame(
        {
            "question_id": [r["question_id"] for r in rows],
            "model": [r["model_id"] for r in rows],
            "answers": [r["choices"][0]["turns"] for r in rows],
        }
    ).write_parquet(tmp_path / "a.parquet")
    assert read_fastchat_answers(tmp_path / "a.parquet").equals(read_fastchat_answers(src))
    pl.DataFrame({"question_id": [81], "model": ["m"], "answer": ["only turn 1"]}).write_parquet(tmp_path / "b.parquet")
    assert read_fastchat_answers(tmp_path / "b.parquet").row(0) == ("81", "m", ["only turn 1"])
    pl.DataFrame({"question_id": [81], "text": ["x"]}).write_parquet(tmp_path / "c.parquet")
    with pytest.raises(InputError, match=r"c\.parquet: not FastChat answers"):
        read_fastchat_answers(tmp_path / "c.parquet")


def test_question_selection_per_category():
    # shared/data/mt-bench/README.md: question ids 81-160, 10 per category, in blocks of 10
    # (writing 81-90, roleplay 91-100, reasoning 101-110, math 111-120, coding 121-130, ...)
    answers = import_answers([shared(f"{MT}/model_answer/alpaca-13b.jsonl")], shared(f"{MT}/question.jsonl"))
    firsts = select_questions(answers, per_category=1)
    assert sorted(firsts["question_id"].to_list(), key=int) == [str(q) for q in range(81, 161, 10)]
    assert firsts["category"].n_unique() == 8
    two = select_questions(answers, per_category=2, max_questions=3)
    assert sorted(two["question_id"].to_list(), key=int) == ["81", "82", "91"]
    assert select_questions(answers).height == 80


def test_answers_of_questions_the_file_lacks_are_counted_and_left_out(tmp_path):
    q = tmp_path / "q.jsonl"
    q.write_text('{"question_id": 1, "category": "x", "turns": ["hi"]}\n')
    a = tmp_path / "a.jsonl"
    a.write_text('{"question_id": 2, "model_id": "m", "choices": [{"turns": ["hello"]}]}\n')
    notes: list[str] = []
    with pytest.raises(InputError, match="none of its questions has an answer"):
        import_answers([a], q, notify=notes.append)
    assert notes and notes[0].startswith("note: 1 answers to questions not in")


def test_rank_correlation_by_hand(tmp_path):
    pub = tmp_path / "pub.csv"
    pub.write_text("model_id,score\na,9\nb,7\nc,8\nd,1\n")
    # engine a > b > c > d, published a > c > b > d: d = (0, 1, 1, 0), rho = 1 - 6 * 2 / (4 * 15) = 0.8;
    # of the 6 pairs only (b, c) is discordant: tau = (5 - 1) / 6
    c = rank_correlation({"a": 4.0, "b": 3.0, "c": 2.0, "d": 1.0, "e": 0.5}, pub)
    assert (c.models, c.missing) == (4, ["e"])
    assert c.spearman == pytest.approx(0.8) and c.kendall == pytest.approx(4 / 6)


def test_grade_end_to_end_on_recorded_ratings(tmp_path):
    """Three MT-Bench models, 3 questions (a writing, a reasoning and a math one), both turns; the
    recording rates gpt-4 9, vicuna-13b-v1.3 6 and alpaca-13b 3 everywhere, so the ranking is the
    published one (rho = tau = 1); one reasoning reference is left out: those items are flagged."""
    refs = [json.loads(x) for x in shared(f"{MT}/reference_answer/gpt-4.jsonl").read_text().splitlines()]
    (tmp_path / "refs.jsonl").write_text("\n".join(json.dumps(r) for r in refs if r["question_id"] != 101) + "\n")
    qs = [json.loads(x) for x in shared(f"{MT}/question.jsonl").read_text().splitlines()]
    (tmp_path / "q.jsonl").write_text("\n".join(json.dumps(q) for q in qs if q["question_id"] in (81, 101, 111)) + "\n")
    models = {"gpt-4": 9, "vicuna-13b-v1.3": 6, "alpaca-13b": 3}
    rec = [
        {"pair_id": f"{q}|{m}|t{t}", "order": "single", "sample": 0, "text": f"Fine.\nRating: [[{r}]]"}
        for q in (81, 101, 111)
        for m, r in models.items()
        for t in (1, 2)
    ]
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    cfg = write_config(
        tmp_path / "c.toml",
        judge={"backend": "replay", "template": "mt-bench-single", "replay": {"path": str(tmp_path / "rec.parquet")}},
        sampling={"k": 1},
    )
    answers = [str(shared(f"{MT}/model_answer/{m}.jsonl")) for m in models]
    r = CliRunner().invoke(
        cli,
        [
            "grade",
            *answers,
            "--config",
            str(cfg),
            "--out",
            str(tmp_path / "out"),
            "--questions",
            str(tmp_path / "q.jsonl"),
            "--references",
            str(tmp_path / "refs.jsonl"),
            "--published",
            str(shared("mt-bench/published_mt_bench_scores.csv")),
            "-q",
            "--bootstrap",
            "50",
        ],
    )
    assert r.exit_code == 0, r.output
    s = json.loads((tmp_path / "out" / "summary.json").read_text())
    # 3 models x 3 questions x 2 turns = 18 items in; question 101 (reasoning) lost its reference
    assert (s["pairs_in"], s["pairs_judged"], s["pairs_flagged"]) == (18, 12, 6)
    assert s["flag_reasons"] == {"missing_reference": 6} and s["parse_failures"] == 0
    board = json.loads((tmp_path / "out" / "leaderboard.json").read_text())
    assert [m["model"] for m in board["models"]] == ["gpt-4", "vicuna-13b-v1.3", "alpaca-13b"]
    assert board["correlation"]["models"] == 3 and board["correlation"]["spearman"] == pytest.approx(1.0)
    assert board["correlation"]["kendall"] == pytest.approx(1.0)
    assert "| gpt-4 | 9.00 |" in r.output and "Spearman 1.000" in r.output
    page = (tmp_path / "out" / "report.html").read_text()
    assert "Per-model scores (single-answer grading)" in page and "Kendall tau-b 1" in page
