"""Regressions from trying to break the inputs: each case must be a clear error or a counted flag."""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli

WIN_A = ("Score of the Assistant 1: 9\nScore of the Assistant 2: 2", "Score of the Assistant 1: 2\nScore of the Assistant 2: 9")
WIN_B = (WIN_A[1], WIN_A[0])


def _setup(tmp, response_a="old A", texts=WIN_A, **pair_cols):
    d = {"pair_id": ["p0"], "question": ["q"], "response_a": [response_a], "response_b": ["B"], **pair_cols}
    (tmp / "in").mkdir(exist_ok=True)
    pl.DataFrame(d).write_parquet(tmp / "in" / "pairs.parquet")
    pl.DataFrame({"pair_id": ["p0", "p0"], "order": ["ab", "ba"], "sample": [0, 0], "text": list(texts)}).write_parquet(tmp / "rec.parquet")
    cfg = tmp / "c.toml"
    cfg.write_text('[input]\npaths = ["in/pairs.parquet"]\n[judge]\nbackend = "replay"\n'
                   '[judge.replay]\npath = "rec.parquet"\n[sampling]\nk = 1\n')
    return cfg


def _run(cfg, *args):
    return CliRunner().invoke(cli, ["run", str(cfg), "-q", *args])


def test_changed_pair_content_is_judged_afresh_not_mixed(tmp_path):
    cfg = _setup(tmp_path)
    assert _run(cfg, "--out", str(tmp_path / "o")).exit_code == 0
    cfg = _setup(tmp_path, response_a="new A, much worse", texts=WIN_B)
    r = _run(cfg, "--out", str(tmp_path / "o"))
    assert r.exit_code == 0, r.output
    p = pl.read_parquet(tmp_path / "o" / "pairs.parquet").row(0, named=True)
    assert (p["verdict"], p["n_samples"], p["cs_a"], p["cs_b"]) == ("b", 2, 2.0, 9.0)


def test_edited_template_file_counts_as_a_new_judging_config(tmp_path):
    cfg = _setup(tmp_path)
    from judge_engine.pipeline.templates import load_template
    t = tmp_path / "t.toml"
    src = (load_template("faireval-scoring").user)
    t.write_text('id = "mine"\noutput_format = "scores_last"\nscore_min = 1\nscore_max = 10\n'
                 f'system = "one"\nuser = """{src}"""\n')
    assert _run(cfg, "--out", str(tmp_path / "o"), "--set", f'judge.template="{t}"').exit_code == 0
    t.write_text(t.read_text().replace('system = "one"', 'system = "two"'))
    r = _run(cfg, "--out", str(tmp_path / "o"), "--set", f'judge.template="{t}"')
    assert r.exit_code == 2 and "different judging config" in r.output


@pytest.mark.parametrize("out", [".", "in", "in/run"])
def test_output_folder_overlapping_input_is_refused(tmp_path, monkeypatch, out):
    cfg = _setup(tmp_path)
    cfg.write_text(cfg.read_text().replace('paths = ["in/pairs.parquet"]', 'paths = ["in"]'))
    monkeypatch.chdir(tmp_path)
    r = _run(cfg, "--out", out)
    assert r.exit_code == 2 and "choose another --out" in r.output
    assert pl.read_parquet(tmp_path / "in" / "pairs.parquet").columns[0] == "pair_id"  # input untouched


def test_output_folder_problems_are_one_line_errors(tmp_path):
    cfg = _setup(tmp_path)
    (tmp_path / "afile").write_text("x")
    r = _run(cfg, "--out", str(tmp_path / "afile"))
    assert r.exit_code == 2 and "is not a folder" in r.output
    out = tmp_path / "o"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    (out / "judgments" / "part-zzz.parquet").write_bytes(b"PAR1garbagePAR1")
    r = _run(cfg, "--out", str(out))
    # the file is named, the remedy keeps the readable judgments (tests/test_output_folder.py: --repair)
    assert r.exit_code == 2 and str(out / "judgments" / "part-zzz.parquet") in r.output and "--repair" in r.output
    assert "--overwrite" not in r.output and len(r.output.splitlines()) == 1
    r = _run(cfg, "--out", str(out), "--overwrite")
    assert r.exit_code == 0, r.output
    (out / "manifest.json").write_text("[]")
    r = _run(cfg, "--out", str(out))
    assert r.exit_code == 2 and "manifest.json cannot be read (not a JSON object" in r.output and "--repair" in r.output
    assert "different judging config" not in r.output and len(r.output.splitlines()) == 1


def test_null_typed_optional_column_and_categorical_text(tmp_path):
    cfg = _setup(tmp_path)
    df = pl.DataFrame({"pair_id": ["p0"], "question": ["q"], "response_a": ["A"], "response_b": ["B"],
                       "human_label": [None]}, schema_overrides={"human_label": pl.Null})
    df.with_columns(pl.col("question").cast(pl.Categorical)).write_parquet(tmp_path / "in" / "pairs.parquet")
    r = _run(cfg, "--out", str(tmp_path / "o"), "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["pairs_judged"] == 1


@pytest.mark.parametrize("rec,message", [
    ({"pair_id": ["p0"], "order": ["ab"], "sample": ["x"], "text": ["t"]}, "column 'sample' must be integer"),
    ({"pair_id": ["p0"], "order": ["ab"], "sample": [0.7], "text": ["t"]}, "column 'sample' must be integer"),
    ({"pair_id": ["p0", "p0"], "order": ["ab", None], "sample": [0, 0], "text": ["t", "t"]}, "recording row 1"),
    ({"pair_id": ["p0", "p0"], "order": ["ab", "ba"], "sample": [0, None], "text": ["t", "t"]}, "recording row 1"),
    ({"pair_id": [1.0], "order": ["ab"], "sample": [0], "text": ["t"]}, "column 'pair_id' must be string or integer"),
    ({"pair_id": ["p0"], "order": ["ab"], "sample": [0], "text": [["a"]]}, "column 'text' must be string"),
])
def test_bad_recordings_are_errors(tmp_path, rec, message):
    cfg = _setup(tmp_path)
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    r = _run(cfg, "--out", str(tmp_path / "o"))
    assert r.exit_code == 2 and message in r.output and len(r.output.splitlines()) == 1


@pytest.mark.parametrize("text,message", [
    ("judge = 5\n", "[judge] must be a table, got int"),
    ("[sampling]\ntemperature = nan\n", "sampling.temperature must be a finite number >= 0, got nan"),
    ("[input.columns]\nquestion = \"response_a\"\n", "both read column 'response_a'"),
    ("[output]\ndir = \"\"\n", "output.dir must not be empty"),
    ("[sampling]\nseed = 99999999999999999999\n", "sampling.seed must be in [0, 2**63)"),
])
def test_more_config_errors(tmp_path, text, message):
    cfg = tmp_path / "c.toml"
    cfg.write_text(text)
    r = CliRunner().invoke(cli, ["run", str(cfg), "-q"])
    assert r.exit_code == 2 and message in r.output and "Traceback" not in r.output


def test_folder_reading_skips_hidden_files_and_takes_any_case(tmp_path):
    from judge_engine.pipeline.paths import resolve_paths

    pl.DataFrame({"a": [1]}).write_parquet(tmp_path / "A.PARQUET")
    pl.DataFrame({"a": [1]}).write_parquet(tmp_path / ".tmp-x.parquet")
    pl.DataFrame({"a": [1]}).write_parquet(tmp_path / "data[1].parquet")
    assert [p.name for p in resolve_paths([str(tmp_path)])] == ["A.PARQUET", "data[1].parquet"]
    assert [p.name for p in resolve_paths([str(tmp_path / "data[1].parquet")])] == ["data[1].parquet"]
