"""Issue 13, pass-4 findings 5 and 6: `pairs` / `grade` on malformed answers files give one line naming
file, line and field (exit 2), and `pairs` accounts for every answer it reads: answers in = answers in a
pair + answers left out, per reason, in the summary line and with --json."""

import json

import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import write_config
from tests.helpers.data import shared

MT = "mt-bench/mt_bench"


def _jsonl(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def _questions(tmp_path):
    return _jsonl(tmp_path / "q.jsonl", [{"question_id": 1, "category": "x", "turns": ["q1"]}])


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ({"choices": []}, "field 'choices': an empty list, expected a list of {turns: [...]} objects"),
        ({"choices": "text"}, "field 'choices': a str, expected a list of {turns: [...]} objects"),
        ({"choices": [5]}, "field 'choices[0]': an int, expected an object"),
        ({"choices": [{"turns": []}]}, "field 'choices[0].turns': an empty list, expected a non-empty list of texts"),
        ({"choices": [{"turns": ["ok", 3]}]}, "field 'choices[0].turns[1]': an int, expected text"),
        ({"choices": [{}]}, "field 'choices[0].turns': missing or null, expected a non-empty list of texts"),
        ({"model_id": 5}, "field 'model_id': an int, expected text"),
        ({"question_id": None}, "field 'question_id': missing or null, expected text or an integer"),
    ],
)
def test_malformed_fastchat_answers_are_one_line_errors_in_pairs_and_grade(tmp_path, record, message):
    good = {"question_id": 1, "model_id": "m1", "choices": [{"turns": ["a1"]}]}
    ans = _jsonl(tmp_path / "fc.jsonl", [good, {**good, "model_id": "m2", **record}])
    q = _questions(tmp_path)
    want = f"Error: {ans}: line 2: {message}"
    r = CliRunner().invoke(cli, ["pairs", str(ans), "--questions", str(q), "--out", str(tmp_path / "p.parquet")])
    assert (r.exit_code, r.output.strip()) == (2, want)
    cfg = write_config(tmp_path / "g.toml", judge={"backend": "replay", "template": "mt-bench-single"})
    r = CliRunner().invoke(
        cli, ["grade", str(ans), "--config", str(cfg), "--questions", str(q), "--out", str(tmp_path / "g"), "-q"]
    )
    assert (r.exit_code, r.output.strip()) == (2, want)


def test_malformed_csv_and_name_fields_are_one_line_errors(tmp_path):
    def pairs(*args):
        return CliRunner().invoke(cli, ["pairs", *map(str, args), "--out", str(tmp_path / "p.parquet")])

    m = "question=q,answer=r,model=m"
    (tmp_path / "ragged.csv").write_text("q,r,m\nQ1,R1,m1\nQ1,R2,m2,extra\n")
    r = pairs(tmp_path / "ragged.csv", "--map", m)
    assert (r.exit_code, r.output.strip()) == (
        2,
        f"Error: {tmp_path / 'ragged.csv'}: line 3: 4 fields, the header has 3 (q, r, m)",
    )
    (tmp_path / "short.csv").write_text('q,r,m\n"Q1\nsecond line",R1,m1\nQ1,R2\n')  # a quoted field spans lines 2-3
    r = pairs(tmp_path / "short.csv", "--map", m)
    assert (r.exit_code, r.output.strip()) == (
        2,
        f"Error: {tmp_path / 'short.csv'}: line 4: 2 fields, the header has 3 (q, r, m)",
    )
    (tmp_path / "twice.csv").write_text("q,r,m,q\nQ1,R1,m1,Q2\n")
    r = pairs(tmp_path / "twice.csv", "--map", m)
    assert (r.exit_code, r.output.strip()) == (
        2,
        f"Error: {tmp_path / 'twice.csv'}: line 1: column 'q' is named twice in the header",
    )
    item = {"instruction": "I", "output": "O", "generator": "g"}
    (tmp_path / "a.json").write_text(json.dumps([item, {**item, "generator": 5}]))
    r = pairs(tmp_path / "a.json")
    assert (r.exit_code, r.output.strip()) == (
        2,
        f"Error: {tmp_path / 'a.json'}: item 1: field 'generator': an int, expected text",
    )
    (tmp_path / "b.json").write_text(json.dumps([item, {**item, "generator": "h", "dataset": 5}]))
    r = pairs(tmp_path / "b.json")
    assert (r.exit_code, r.output.strip()) == (
        2,
        f"Error: {tmp_path / 'b.json'}: item 1: field 'dataset': an int, expected text",
    )


def _mt_bench_job(tmp_path):
    """The real gpt-4 and vicuna answers (80 questions each) with questions 81-90 of the real file plus a
    hand-written one-turn question 999, and a third model m3 answering 81 (one turn) and 999."""
    qs = [json.loads(x) for x in shared(f"{MT}/question.jsonl").read_text().splitlines()]
    q = _jsonl(
        tmp_path / "q.jsonl", [x for x in qs if x["question_id"] <= 90] + [{"question_id": 999, "turns": ["Hi?"]}]
    )
    m3 = _jsonl(
        tmp_path / "m3.jsonl",
        [{"question_id": i, "model_id": "m3", "choices": [{"turns": [f"m3 on {i}"]}]} for i in (81, 999)],
    )
    files = [shared(f"{MT}/model_answer/{m}.jsonl") for m in ("gpt-4", "vicuna-13b-v1.3")] + [m3]
    return q, files


def test_pairs_accounts_for_every_answer_it_leaves_out(tmp_path):
    q, files = _mt_bench_job(tmp_path)
    out = tmp_path / "p.parquet"
    r = CliRunner().invoke(cli, ["pairs", *map(str, files), "--questions", str(q), "--out", str(out)])
    assert r.exit_code == 0, r.output
    # 80 + 80 + 2 answers; 70 of gpt-4's and 70 of vicuna's are to questions 91-160 (not in q.jsonl);
    # m3 alone answered 999; pairs: 10 gpt-4/vicuna on 81-90, and m3 with each of them on 81
    assert r.output.strip() == (
        f"12 pairs of 3 models from 162 answers -> {out}; answers in no pair: 140 to questions not in {q}, "
        "1 the only answer to their question"
    )
    r = CliRunner().invoke(cli, ["pairs", *map(str, files), "--questions", str(q), "--out", str(out), "--turn", "2"])
    assert r.exit_code == 0, r.output
    assert r.output.strip().endswith("; answers in no pair: 140 to questions not in " + str(q) + ", 2 without turn 2")
    args = ["pairs", *map(str, files), "--questions", str(q), "--out", str(out), "--json"]
    doc = json.loads(CliRunner().invoke(cli, [*args, "--mode", "baseline", "--baseline", "m3", "--sample", "1"]).output)
    # baseline m3 answered 81 (with gpt-4 and vicuna: 2 pairs) and 999 (alone); 81-90 less 81 have no m3 answer
    assert doc == {
        "answers_in": 162,
        "answers_paired": 3,
        "answers_dropped": {"question_not_in_questions": 140, "no_other_model": 1, "no_baseline_answer": 18},
        "pairs_built": 2,
        "pairs": 1,
        "models": 2,
        "out": str(out),
        "schema_version": 1,
    }
    assert doc["answers_in"] == doc["answers_paired"] + sum(doc["answers_dropped"].values())
