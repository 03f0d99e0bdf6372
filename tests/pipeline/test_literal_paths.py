"""Adversarial pass 2, finding 1: a ``[`` in the output folder or in an input file name is a character of
the name, never a glob pattern. Before the fix polars read every concrete path as a glob: a run into
``run[1]`` judged everything, then failed "expanded paths were empty", and ``--repair`` moved the good
parts into quarantine; an input file ``pairs[1].parquet`` was an "unreadable shard"."""

import json

import polars as pl
import pytest

from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import pairs_frame, recording, replay_setup, run_cli

ODD_NAMES = ["run[1]", "run[ab]", "r[x", "a*b?c"]


@pytest.mark.parametrize("name", ODD_NAMES)
def test_output_folder_with_glob_characters_is_read_literally(tmp_path, name):
    cfg = replay_setup(tmp_path, n=3)
    out = tmp_path / name
    first = run_cli("run", str(cfg), "--out", str(out), "-q", "--json")
    assert first.exit_code == 0, first.output
    s = json.loads(first.output)
    assert (s["pairs_judged"], s["samples_written"], s["verdicts"]["a"]) == (3, 6, 3)
    # a rerun resumes every judgment; --repair finds nothing to quarantine
    again = run_cli("run", str(cfg), "--out", str(out), "-q", "--json", "--repair")
    assert again.exit_code == 0, again.output
    s = json.loads(again.output)
    assert (s["samples_resumed"], s["samples_written"], s["repair"]["parts_quarantined"]) == (6, 0, 0)
    assert not (out / "quarantine").exists()
    # the commands that read the folder's files back
    assert run_cli("review", "export", str(out), "--beta", "1").exit_code == 0
    assert run_cli("report", str(out)).exit_code == 0


@pytest.mark.parametrize("as_folder", [False, True])
def test_input_file_with_brackets_is_read_literally(tmp_path, as_folder):
    (tmp_path / "in[1]").mkdir()
    shard = tmp_path / "in[1]" / "pairs[1].parquet"
    df = pairs_frame(2)
    df.write_parquet(shard)
    recording(tmp_path / "rec.parquet", df["pair_id"].to_list())
    cfg = replay_config(tmp_path / "c.toml", "rec.parquet", [str(shard.parent if as_folder else shard)])
    # one recorded sample of k = 3: the missing ones fail by design (default parse-failure gate off)
    res = run_cli("run", str(cfg), "--out", str(tmp_path / "o"), "-q", "--json", "--max-parse-failure-rate", "1")
    assert res.exit_code == 0, res.output
    s = json.loads(res.output)
    assert (s["pairs_in"], s["pairs_judged"], s["shards_failed"]) == (2, 2, [])
    assert set(pl.read_parquet(tmp_path / "o" / "pairs.parquet", glob=False)["source_file"]) == {str(shard)}
