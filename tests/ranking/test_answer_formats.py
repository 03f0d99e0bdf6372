"""Issue 16 point 3: `pairs` reads the answer formats peers write (FastChat, alpaca_eval, arena-hard-auto,
JSONL / CSV with a column mapping); errors name the file, the line and the field."""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.data import shared

MT = "mt-bench/mt_bench"


def _pairs(tmp_path, *args):
    r = CliRunner().invoke(cli, ["pairs", *map(str, args), "--out", str(tmp_path / "p.parquet")])
    return r, (pl.read_parquet(tmp_path / "p.parquet") if r.exit_code == 0 else None)


def _jsonl(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def _raw(path):
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def test_fastchat_answers_of_the_real_mt_bench_files(tmp_path):
    models = ["gpt-4", "alpaca-13b", "claude-v1"]
    files = [shared(f"{MT}/model_answer/{m}.jsonl") for m in models]
    questions, refs = shared(f"{MT}/question.jsonl"), shared(f"{MT}/reference_answer/gpt-4.jsonl")
    r, df = _pairs(tmp_path, *files, "--questions", questions, "--references", refs)
    assert r.exit_code == 0, r.output
    # 80 questions, every one answered by the three models: 3 pairs each
    assert df.height == 80 * 3 and df["question_id"].n_unique() == 80
    # the texts are the files' own, read here with the json module
    q = {str(x["question_id"]): x for x in _raw(questions)}
    ans = {(str(a["question_id"]), a["model_id"]): a["choices"][0]["turns"] for f in files for a in _raw(f)}
    ref = {str(x["question_id"]): x["choices"][0]["turns"] for x in _raw(refs)}
    for row in df.iter_rows(named=True):
        qid = row["question_id"]
        assert row["question"] == q[qid]["turns"][0] and row["category"] == q[qid]["category"]
        assert row["response_a"] == ans[(qid, row["model_a"])][0]
        assert row["response_b"] == ans[(qid, row["model_b"])][0]
        assert row["reference"] == (ref[qid][0] if qid in ref else None)
    assert df["reference"].is_not_null().sum() == 3 * len(ref) == 3 * 30
    # the second turn
    r, df2 = _pairs(tmp_path, *files[:2], "--questions", questions, "--turn", "2")
    assert r.exit_code == 0, r.output
    row = df2.filter(pl.col("question_id") == "81").row(0, named=True)
    assert row["question"] == q["81"]["turns"][1]
    assert {row["response_a"], row["response_b"]} == {ans[("81", m)][1] for m in models[:2]}


def test_fastchat_answers_without_questions_say_what_to_add(tmp_path):
    f = shared(f"{MT}/model_answer/gpt-4.jsonl")
    r, _ = _pairs(tmp_path, f, shared(f"{MT}/model_answer/alpaca-13b.jsonl"))
    assert r.exit_code == 2
    assert r.output.strip() == f"Error: {f}: FastChat answers hold no question text: give --questions question.jsonl"


def test_alpaca_eval_outputs_pair_by_instruction(tmp_path):
    # two models' outputs in different orders; the second instruction only x answered
    (tmp_path / "x.json").write_text(
        json.dumps(
            [
                {"instruction": "Name a colour.", "output": "Red.", "generator": "x", "dataset": "helpful_base"},
                {"instruction": "Add 2 and 2.", "output": "4", "generator": "x", "dataset": "vicuna"},
                {"instruction": "Only x.", "output": "x only", "generator": "x", "dataset": "vicuna"},
            ]
        )
    )
    (tmp_path / "y.json").write_text(
        json.dumps(
            [
                {"instruction": "Add 2 and 2.", "output": "Four.", "generator": "y", "dataset": "vicuna"},
                {"instruction": "Name a colour.", "output": "Blue.", "generator": "y", "dataset": "helpful_base"},
            ]
        )
    )
    r, df = _pairs(tmp_path, tmp_path / "x.json", tmp_path / "y.json")
    assert r.exit_code == 0, r.output
    got = {
        row["question"]: ({row["model_a"]: row["response_a"], row["model_b"]: row["response_b"]}, row["category"])
        for row in df.iter_rows(named=True)
    }
    assert got == {
        "Name a colour.": ({"x": "Red.", "y": "Blue."}, "helpful_base"),
        "Add 2 and 2.": ({"x": "4", "y": "Four."}, "vicuna"),
    }
    (tmp_path / "bad.json").write_text(json.dumps([{"instruction": "q", "output": "o", "generator": "z"}, {"x": 1}]))
    r, _ = _pairs(tmp_path, tmp_path / "x.json", tmp_path / "bad.json")
    assert r.exit_code == 2
    assert (
        r.output.strip()
        == f"Error: {tmp_path / 'bad.json'}: item 1: field 'instruction': missing or null, expected text"
    )


def test_arena_hard_answers_v2_and_v01(tmp_path):
    def v2(model, uid, prompt, answer):
        return {
            "uid": uid,
            "ans_id": "id",
            "model": model,
            "messages": [{"role": "user", "content": prompt}, {"role": "assistant", "content": {"answer": answer}}],
            "tstamp": 0,
        }

    a = _jsonl(tmp_path / "a.jsonl", [v2("m1", "u1", "Why?", "Because."), v2("m1", "u2", "How?", "So.")])
    b = _jsonl(tmp_path / "b.jsonl", [v2("m2", "u1", "Why?", "No idea."), v2("m2", "u2", "How?", "Thus.")])
    r, df = _pairs(tmp_path, a, b)
    assert r.exit_code == 0, r.output
    assert sorted(df.select("question_id", "question").rows()) == [("u1", "Why?"), ("u2", "How?")]
    row = df.filter(pl.col("question_id") == "u1").row(0, named=True)
    assert {row["model_a"]: row["response_a"], row["model_b"]: row["response_b"]} == {
        "m1": "Because.",
        "m2": "No idea.",
    }
    # v0.1: answers without the question text, questions from question.jsonl
    q = _jsonl(
        tmp_path / "question.jsonl",
        [{"question_id": "q1", "category": "arena-hard-v0.1", "cluster": "c", "turns": [{"content": "Prove it."}]}],
    )

    def v01(model, text):
        return {
            "question_id": "q1",
            "answer_id": "x",
            "model_id": model,
            "choices": [{"index": 0, "turns": [{"content": text, "token_len": 2}]}],
        }

    c = _jsonl(tmp_path / "c.jsonl", [v01("m3", "Done.")])
    d = _jsonl(tmp_path / "d.jsonl", [v01("m4", "Cannot.")])
    r, df = _pairs(tmp_path, c, d, "--questions", q)
    assert r.exit_code == 0, r.output
    assert df.select("question", "category").row(0) == ("Prove it.", "arena-hard-v0.1")
    assert sorted([df["response_a"][0], df["response_b"][0]]) == ["Cannot.", "Done."]
    broken = _jsonl(
        tmp_path / "e.jsonl", [v2("m5", "u1", "Why?", "Yes."), {"uid": "u2", "model": "m5", "messages": []}]
    )
    r, _ = _pairs(tmp_path, a, broken)
    assert r.exit_code == 2
    assert r.output.strip() == (f"Error: {broken}: line 2: field 'messages': needs a user and an assistant message")


def test_generic_jsonl_and_csv_with_a_column_mapping(tmp_path):
    _jsonl(
        tmp_path / "a.jsonl",
        [
            {"id": 1, "prompt": "P1", "response": "A1", "generator": "ma"},
            {"id": 2, "prompt": "P2", "response": "A2", "generator": "ma"},
        ],
    )
    (tmp_path / "b.csv").write_text('id,prompt,response,generator\n1,P1,B1,mb\n2,P2,"B2, with a comma",mb\n')
    m = "question_id=id,question=prompt,answer=response,model=generator"
    r, df = _pairs(tmp_path, tmp_path / "a.jsonl", tmp_path / "b.csv", "--map", m)
    assert r.exit_code == 0, r.output
    got = {
        row["question_id"]: {row["model_a"]: row["response_a"], row["model_b"]: row["response_b"]}
        for row in df.iter_rows(named=True)
    }
    assert got == {"1": {"ma": "A1", "mb": "B1"}, "2": {"ma": "A2", "mb": "B2, with a comma"}}
    # errors name the file, the line and the field
    (tmp_path / "c.csv").write_text("id,prompt,response,generator\n1,P1,C1,mc\n2,,C2,mc\n")
    r, _ = _pairs(tmp_path, tmp_path / "a.jsonl", tmp_path / "c.csv", "--map", m)
    assert r.exit_code == 2
    assert r.output.strip() == f"Error: {tmp_path / 'c.csv'}: line 3: field 'prompt': missing or null, expected text"
    (tmp_path / "d.jsonl").write_text('{"id": 1, "prompt": "P1", "response": "D1", "generator": "md"}\n{not json\n')
    r, _ = _pairs(tmp_path, tmp_path / "d.jsonl", "--map", m)
    assert r.exit_code == 2 and r.output.startswith(f"Error: {tmp_path / 'd.jsonl'}: line 2: not JSON")
    _jsonl(tmp_path / "e.jsonl", [{"id": 1, "prompt": "P1", "response": ["a list"], "generator": "me"}])
    r, _ = _pairs(tmp_path, tmp_path / "e.jsonl", "--map", m)
    assert r.output.strip() == f"Error: {tmp_path / 'e.jsonl'}: line 1: field 'response': a list, expected text"
    r, _ = _pairs(tmp_path, tmp_path / "a.jsonl", "--map", "prompt")
    assert r.output.strip() == "Error: --map: 'prompt' is not TARGET=SOURCE (e.g. question=prompt)"
    r, _ = _pairs(tmp_path, tmp_path / "a.jsonl", "--map", "text=prompt")
    assert "unknown column 'text'" in r.output


def test_pairs_help_says_which_formats_it_reads():
    out = CliRunner().invoke(cli, ["pairs", "--help"]).output
    for fmt in ("parquet", "fastchat", "alpaca_eval", "arena_hard", "jsonl", "csv", "--map", "--questions"):
        assert fmt in out, fmt


@pytest.mark.parametrize("fmt", ["fastchat", "auto"])
def test_a_folder_of_fastchat_answers(tmp_path, fmt):
    src = shared(f"{MT}/model_answer")
    folder = tmp_path / "answers"
    folder.mkdir()
    for m in ("gpt-4", "vicuna-13b-v1.3"):
        (folder / f"{m}.jsonl").write_bytes((src / f"{m}.jsonl").read_bytes())
    r, df = _pairs(tmp_path, folder, "--format", fmt, "--questions", shared(f"{MT}/question.jsonl"))
    assert r.exit_code == 0, r.output
    assert df.height == 80 and set(df["model_a"]) | set(df["model_b"]) == {"gpt-4", "vicuna-13b-v1.3"}
