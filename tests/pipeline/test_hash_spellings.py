"""Path spellings are not in the judging hash (issue 13 pass 14b M5): the same template file or recording
given as ``t.toml`` / ``./t.toml`` / an absolute path / ``in/../t.toml``, or found in a copied project
folder, resumes the folder; a folder written by the previous release (version-2 hash, a checked-in
fixture) is still accepted and its manifest rewritten; a model folder spelled another way (its spelling is
in every request key) is refused with the stored spelling named."""

import json
import shutil
from pathlib import Path

import polars as pl

from tests.helpers.replay_runs import replay_setup, run_cli

FIXTURE = Path(__file__).parent / "fixtures" / "v2_hash_run"
TEMPLATE = Path(__file__).resolve().parents[2] / "configs" / "templates" / "faireval-scoring.toml"
SAMPLES = 8  # 4 pairs x 2 orders x k = 1


def _run(cfg, out, *sets):
    args = ["run", str(cfg), "--out", str(out), "-q", "--json"]
    for s in sets:
        args += ["--set", s]
    return run_cli(*args)


def _resumed(out):
    summary = json.loads((Path(out) / "summary.json").read_text())
    return summary["samples_written"], summary["samples_resumed"]


def test_template_file_spellings_resume(tmp_path, monkeypatch):
    cfg = replay_setup(tmp_path)
    shutil.copy(TEMPLATE, tmp_path / "t.toml")
    monkeypatch.chdir(tmp_path)
    assert _run(cfg, "o", 'judge.template="t.toml"').exit_code == 0
    assert _resumed("o") == (SAMPLES, 0)
    for spelling in ("./t.toml", str(tmp_path / "t.toml"), str(tmp_path / "in" / ".." / "t.toml")):
        res = _run(cfg, "o", f'judge.template="{spelling}"')
        assert res.exit_code == 0, res.output
        assert _resumed("o") == (0, SAMPLES), spelling


def test_recording_spellings_resume(tmp_path, monkeypatch):
    cfg = replay_setup(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert _run(cfg, "o").exit_code == 0  # the config's rec.parquet, made absolute by the loader
    for spelling in ("rec.parquet", "./rec.parquet", "in/../rec.parquet"):
        res = _run(cfg, "o", f'judge.replay.path="{spelling}"')
        assert res.exit_code == 0, res.output
        assert _resumed("o") == (0, SAMPLES), spelling


def test_copied_project_folder_resumes(tmp_path):
    (tmp_path / "p1").mkdir()
    cfg = replay_setup(tmp_path / "p1")
    assert _run(cfg, tmp_path / "p1" / "o").exit_code == 0
    shutil.copytree(tmp_path / "p1", tmp_path / "p2")
    shutil.copytree(tmp_path / "p1", tmp_path / "p3")
    res = _run(tmp_path / "p2" / "c.toml", tmp_path / "p2" / "o")
    assert res.exit_code == 0, res.output
    assert _resumed(tmp_path / "p2" / "o") == (0, SAMPLES)
    # a copy whose recording says something else is another judge (its path and its bytes both differ)
    rec = pl.read_parquet(tmp_path / "p3" / "rec.parquet")
    rec.with_columns(pl.col("text").str.replace("8", "9")).write_parquet(tmp_path / "p3" / "rec.parquet")
    res = _run(tmp_path / "p3" / "c.toml", tmp_path / "p3" / "o")
    assert res.exit_code == 2 and "different judging config" in res.output


def test_folder_of_the_previous_hash_version_is_accepted(tmp_path, monkeypatch):
    for name, sets in [
        ("same", ("judge.replay.path=rec.parquet", "judge.template=t.toml")),
        ("respelled", ("judge.replay.path=./rec.parquet", f"judge.template={tmp_path / 'respelled' / 't.toml'}")),
    ]:
        shutil.copytree(FIXTURE, tmp_path / name)
        monkeypatch.chdir(tmp_path / name)
        old = json.loads(Path("o/manifest.json").read_text())
        assert (old["judging_hash"], old["judging_hash_version"]) == ("375bd015ad52ac5b", 2)
        res = _run("c.toml", "o", *sets)
        assert res.exit_code == 0, res.output
        assert _resumed("o") == (0, SAMPLES), name
        new = json.loads(Path("o/manifest.json").read_text())
        assert new["judging_hash_version"] == 3 and new["judging_hash"] != "375bd015ad52ac5b"
        assert json.loads(Path("o/summary.json").read_text())["judging_hash"] == new["judging_hash"]


def test_model_folder_spelled_another_way_names_the_stored_spelling(tmp_path, monkeypatch):
    cfg = replay_setup(tmp_path)
    (tmp_path / "m").mkdir()
    (tmp_path / "m" / "config.json").write_text("{}")
    monkeypatch.chdir(tmp_path)
    assert _run(cfg, "o", 'judge.model="m"').exit_code == 0
    for spelling in ("./m", str(tmp_path / "m"), "m/"):
        res = _run(cfg, "o", f'judge.model="{spelling}"')
        assert res.exit_code == 2, res.output
        assert "only judge.model differs" in res.output and "--set judge.model='m'" in res.output, spelling
    (tmp_path / "m" / "config.json").write_text('{"other": 1}')  # other files: no hint, a different judge
    res = _run(cfg, "o", 'judge.model="./m"')
    assert res.exit_code == 2 and "different judging config" in res.output
    assert "only judge.model differs" not in res.output
