"""``pairs`` on answers that disagree on what they answer (issue 13 pass 10 M2): one ``question_id`` with two
question texts is refused with one line naming the id and the two files and rows."""

import polars as pl
from click.testing import CliRunner

from judge_engine.cli import cli


def _answers(path, rows):
    pl.DataFrame(rows, schema=["question_id", "question", "model", "answer"], orient="row").write_parquet(path)
    return path


def test_one_question_id_with_two_texts_is_refused(tmp_path):
    v1 = _answers(
        tmp_path / "v1.parquet",
        [("q1", "Q one", "m1", "a"), ("q2", "What is 2+2?", "m1", "4"), ("q2", "What is 2+2?", "m2", "5")],
    )
    v2 = _answers(tmp_path / "v2.parquet", [("q1", "Q one", "x", "b"), ("q2", "What is 3+3?", "x", "6")])
    out = tmp_path / "p.parquet"
    r = CliRunner().invoke(cli, ["pairs", str(v1), str(v2), "--out", str(out)])
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1, r.output
    assert (
        f"question_id 'q2' has two question texts: {v1} row 1 'What is 2+2?' and {v2} row 1 'What is 3+3?'" in r.output
    )
    assert not out.exists()


def test_the_same_text_in_two_files_is_paired(tmp_path):
    v1 = _answers(tmp_path / "v1.parquet", [("q1", "Q one", "m1", "a"), ("q1", "Q one", "m2", "b")])
    v2 = _answers(tmp_path / "v2.parquet", [("q1", "Q one", "x", "c")])
    out = tmp_path / "p.parquet"
    r = CliRunner().invoke(cli, ["pairs", str(v1), str(v2), "--out", str(out)])
    assert r.exit_code == 0, r.output
    p = pl.read_parquet(out)
    # 3 models on q1: 3 * 2 / 2 = 3 pairs, none with a source column
    assert p["pair_id"].to_list() == ["q1|m1|m2", "q1|m1|x", "q1|m2|x"]
    assert p.columns == ["pair_id", "question_id", "question", "response_a", "response_b", "model_a", "model_b"]


def test_model_names_are_read_in_nfc_without_surrounding_spaces(tmp_path):
    """Issue 13 pass 10 L2: "gpt-4 " and "gpt-4", or a decomposed and a composed "café", were two models."""
    rows = [("q1", "Q1", "gpt-4 ", "a"), ("q2", "Q2", "gpt-4", "b"), ("q1", "Q1", "cafe\u0301", "c")]
    rows += [("q2", "Q2", "caf\u00e9", "d")]
    v = _answers(tmp_path / "a.parquet", rows)
    out = tmp_path / "p.parquet"
    r = CliRunner().invoke(cli, ["pairs", str(v), "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("2 pairs of 2 models from 4 answers")
    p = pl.read_parquet(out)
    assert p["pair_id"].to_list() == ["q1|caf\u00e9|gpt-4", "q2|caf\u00e9|gpt-4"]
    assert set(p["model_a"]) | set(p["model_b"]) == {"caf\u00e9", "gpt-4"}


def test_two_spellings_of_one_name_answering_one_question_are_refused(tmp_path):
    a = _answers(tmp_path / "a.parquet", [("q1", "Q1", "caf\u00e9", "x"), ("q1", "Q1", "m", "y")])
    b = _answers(tmp_path / "b.parquet", [("q1", "Q1", "cafe\u0301", "z")])
    r = CliRunner().invoke(cli, ["pairs", str(a), str(b), "--out", str(tmp_path / "p.parquet")])
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1, r.output
    assert (
        f"model names 'caf\\xe9' ({a} row 0) and 'cafe\\u0301' ({b} row 0) both answer question 'q1' and are one "
        "name after Unicode NFC and stripping whitespace" in r.output
    )
