"""Adversarial pass 3 (issue 13), findings F1, F2, F7 and F10: where a command writes. ``--out`` given as a
``file://`` URI is the real folder for every user of it; no command's output may overwrite one of its inputs
or a file a run folder owns; a run file of the wrong kind is refused before judging; an empty pair id is
flagged; ``--overwrite --repair`` is a usage error; the outputs of before an unfinished ``--overwrite``
are not read as the run's.

Expected values are by hand: the replay recording makes response_a win every pair (verdict ``a``)."""

import json
import os
import signal
import subprocess
import time
from urllib.parse import quote

import polars as pl
import pytest

from tests.helpers.data import shared
from tests.helpers.replay_runs import pairs_frame, recording, replay_setup, run_cli, run_cmd, wait_for_lock_holder


def _one_line_error(r, *needles):
    assert r.exit_code == 2, r.output
    assert "Traceback" not in r.output and len(r.output.strip().splitlines()) == 1, r.output
    for n in needles:
        assert n in r.output, r.output


@pytest.fixture()
def finished(tmp_path):
    """A finished run folder ``tmp/o`` of 4 pairs, and its config."""
    cfg = replay_setup(tmp_path, n=4)
    r = run_cli("run", str(cfg), "--out", str(tmp_path / "o"), "-q")
    assert r.exit_code == 0, r.output
    return tmp_path / "o", cfg


# -- F1: --out as a file:// URI -------------------------------------------------------------------


@pytest.mark.parametrize("form", ["file:///{p}", "file://localhost/{p}", "file:///{q}"])
def test_file_uri_out_is_the_real_folder_for_lock_store_and_outputs(tmp_path, monkeypatch, form):
    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "o dir"
    uri = form.format(p=str(out).lstrip("/"), q=quote(str(out)).lstrip("/"))
    monkeypatch.chdir(tmp_path)
    r = run_cli("run", str(cfg), "--out", uri, "-q", "--json")
    assert r.exit_code == 0, r.output
    assert not (tmp_path / "file:").exists()  # nothing in a cwd-relative "file:" folder
    assert (out / "summary.json").is_file() and (out / "manifest.json").is_file()
    assert (out / "judge-engine.lock").is_file()  # the real folder's lock was the one taken
    assert not list((out / "judgments").glob(".tmp-*"))
    assert pl.read_parquet(out / "pairs.parquet")["verdict"].to_list() == ["a"] * 4
    # the same folder by its plain path: every judgment is found, nothing judged again
    again = json.loads(run_cli("run", str(cfg), "--out", str(out), "-q", "--json").output)
    assert again["samples_resumed"] == 8 and again["samples_written"] == 0 and again["pairs_judged"] == 4


def test_out_on_another_filesystem_is_a_one_line_error(tmp_path):
    cfg = replay_setup(tmp_path, n=1)
    _one_line_error(run_cli("run", str(cfg), "--out", "memory://bucket/o", "-q"), "must be a local")


# -- F2: no command writes over its input or a run folder's files --------------------------------


def _answers(path):
    pl.DataFrame(
        {
            "question_id": ["q1", "q1", "q2", "q2"],
            "question": ["Q1", "Q1", "Q2", "Q2"],
            "model": ["m1", "m2", "m1", "m2"],
            "answer": ["a", "b", "c", "d"],
        }
    ).write_parquet(path)


@pytest.mark.parametrize("form", ["same", "dot", "uri", "inside-folder"])
def test_pairs_out_over_its_answers_is_refused(tmp_path, monkeypatch, form):
    (tmp_path / "ans").mkdir()
    _answers(tmp_path / "ans" / "answers.parquet")
    before = (tmp_path / "ans" / "answers.parquet").read_bytes()
    monkeypatch.chdir(tmp_path)
    src, dest = {
        "same": ("ans/answers.parquet", "ans/answers.parquet"),
        "dot": ("ans/answers.parquet", "./ans/../ans/answers.parquet"),
        "uri": ("ans/answers.parquet", f"file://{tmp_path}/ans/answers.parquet"),
        "inside-folder": ("ans", "ans/pairs.parquet"),  # the next `pairs ans` would read it as answers
    }[form]
    _one_line_error(run_cli("pairs", src, "--out", dest), "would overwrite input")
    assert (tmp_path / "ans" / "answers.parquet").read_bytes() == before
    assert not (tmp_path / "ans" / "pairs.parquet").exists()


def test_pairs_out_beside_its_answers_is_written(tmp_path):
    _answers(tmp_path / "answers.parquet")
    r = run_cli("pairs", str(tmp_path / "answers.parquet"), "--out", str(tmp_path / "pairs.parquet"))
    assert r.exit_code == 0, r.output
    assert pl.read_parquet(tmp_path / "pairs.parquet").height == 2  # m1 vs m2 on q1 and q2


@pytest.mark.parametrize(
    "name", ["pairs.parquet", "summary.json", "manifest.json", "review_labels.parquet", "judgments/r.html"]
)
def test_report_out_over_a_file_the_run_folder_owns_is_refused(finished, name):
    out, _ = finished
    pl.DataFrame({"pair_id": ["p0"], "label": ["b"]}).write_parquet(out / "review_labels.parquet")
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file() and p.name != "judge-engine.lock"}
    _one_line_error(run_cli("report", str(out), "--out", str(out / name)), "run folder")
    after = {p: p.read_bytes() for p in out.rglob("*") if p.is_file() and p.name != "judge-engine.lock"}
    assert after == before


def test_pairs_out_into_a_run_folders_pairs_is_refused(finished, tmp_path):
    out, _ = finished
    _answers(tmp_path / "answers.parquet")
    before = (out / "pairs.parquet").read_bytes()
    _one_line_error(run_cli("pairs", str(tmp_path / "answers.parquet"), "--out", str(out / "pairs.parquet")))
    assert (out / "pairs.parquet").read_bytes() == before


def _part(out):
    return next((out / "judgments").glob("*.parquet"))


@pytest.mark.parametrize("target", ["part", "summary.json", "manifest.json", "pairs.parquet", "folder"])
def test_offsetbias_instructions_out_over_a_run_folder_is_refused(finished, target):
    """Fresh pass full56 H1 and M3: ``offsetbias-instructions --out`` replaced a run's judgment part, summary,
    manifest or pairs with the instruction table (exit 0), and an existing folder was a traceback."""
    out, _ = finished
    dest = _part(out) if target == "part" else out if target == "folder" else out / target
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file() and p.name != "judge-engine.lock"}
    r = run_cli("offsetbias-instructions", "mt-bench", "--data", str(shared("")), "--out", str(dest))
    _one_line_error(r, "is a folder" if target == "folder" else "run folder")
    after = {p: p.read_bytes() for p in out.rglob("*") if p.is_file() and p.name != "judge-engine.lock"}
    assert after == before


# -- F7: a run file of the wrong kind is refused at the start ------------------------------------


@pytest.mark.parametrize("name", ["summary.json", "pairs.parquet"])
def test_run_file_that_is_a_folder_is_refused_before_judging(tmp_path, name):
    cfg = replay_setup(tmp_path, n=2)
    out = tmp_path / "o"
    (out / name).mkdir(parents=True)
    _one_line_error(run_cli("run", str(cfg), "--out", str(out), "-q"), str(out / name), "is not a file")
    assert not (out / "judgments").exists()  # refused before anything was judged


# -- F10: empty pair ids, --overwrite --repair, outputs of before an unfinished --overwrite ------


def test_empty_pair_id_is_flagged(tmp_path):
    cfg = replay_setup(tmp_path, n=3)
    pairs_frame(3, pair_id=["p0", "", "  "]).write_parquet(tmp_path / "in" / "pairs.parquet")
    r = run_cli("run", str(cfg), "--out", str(tmp_path / "o"), "-q", "--json")
    assert r.exit_code == 0, r.output
    pairs = pl.read_parquet(tmp_path / "o" / "pairs.parquet").sort("source_row")
    assert pairs["flag"].to_list() == [None, "empty_pair_id", "empty_pair_id"]
    summary = json.loads(r.output)
    assert summary["pairs_judged"] == 1 and summary["flag_reasons"] == {"empty_pair_id": 2}


def test_overwrite_with_repair_is_a_one_line_usage_error(finished):
    out, cfg = finished
    before = (out / "summary.json").read_bytes()
    _one_line_error(run_cli("run", str(cfg), "--out", str(out), "--overwrite", "--repair", "-q"), "--overwrite")
    assert (out / "summary.json").read_bytes() == before


def _after_tools(out, tmp_path):
    labels = tmp_path / "labels.csv"
    labels.write_text("pair_id,label\np0,b\n")
    return {
        "rank": run_cli("rank", str(out)),
        "report": run_cli("report", str(out)),
        "review export": run_cli("review", "export", str(out)),
        "review import": run_cli("review", "import", str(out), str(labels)),
    }


def test_outputs_of_before_an_unfinished_overwrite_are_refused(finished, tmp_path):
    # what a killed --overwrite of another config leaves when its old outputs survive: the new
    # manifest beside the old summary.json / pairs.parquet
    out, _ = finished
    m = json.loads((out / "manifest.json").read_text())
    m["judging_hash"], m["judging_hash_legacy"] = "0" * 16, "1" * 16
    (out / "manifest.json").write_text(json.dumps(m))
    for tool, r in _after_tools(out, tmp_path).items():
        assert r.exit_code == 2, (tool, r.output)
        assert "another judging config than manifest.json" in r.output and len(r.output.strip().splitlines()) == 1, (
            r.output
        )
    assert not (out / "review_labels.parquet").exists()


@pytest.mark.parametrize("content", ["{", "", "[]", "{}"])
def test_outputs_beside_a_damaged_summary_are_refused_by_every_tool(finished, tmp_path, content):
    # breaker pass 36 M2: rank and review export read the folder as finished when summary.json could not be read
    out, _ = finished
    (out / "summary.json").write_text(content)
    for tool, r in _after_tools(out, tmp_path).items():
        assert r.exit_code == 2, (tool, r.output)
        assert "summary.json" in r.output and len(r.output.strip().splitlines()) == 1, (tool, r.output)
        assert "Traceback" not in r.output
    assert not (out / "review_labels.parquet").exists() and not (out / "leaderboard.json").exists()


def test_killed_overwrite_leaves_no_outputs_the_tools_would_read(finished, tmp_path):
    out, cfg = finished
    old_hash = json.loads((out / "manifest.json").read_text())["judging_hash"]
    slow = ["--set", "sampling.k=2", "--set", "judge.replay.delay_s=2", "--set", "scheduler.max_in_flight=1"]
    proc = subprocess.Popen(run_cmd(cfg, out, "--overwrite", *slow), stdout=subprocess.DEVNULL)
    try:
        wait_for_lock_holder(out, proc.pid, lambda: proc.poll() is None)
        deadline = time.monotonic() + 120
        while json.loads((out / "manifest.json").read_text())["judging_hash"] == old_hash:  # its own manifest
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait()
    assert not (out / "summary.json").exists() and not (out / "pairs.parquet").exists()
    for tool, r in _after_tools(out, tmp_path).items():
        assert r.exit_code == 2 and "has not finished" in r.output, (tool, r.output)


def test_killed_rerun_into_a_finished_folder_is_refused_not_read_as_the_old_results(finished, tmp_path):
    """Issue 13 pass 14b M1: a rerun with the same config (the input grown from 4 to 8 pairs) killed while
    judging left the old summary.json, so rank / report / review showed the 4-pair results as current."""
    out, cfg = finished
    df = pairs_frame(8)
    df.write_parquet(tmp_path / "in" / "pairs.parquet")
    recording(tmp_path / "rec.parquet", df["pair_id"].to_list())
    slow = ["--set", "judge.replay.delay_s=2", "--set", "scheduler.max_in_flight=1"]
    proc = subprocess.Popen(run_cmd(cfg, out, *slow), stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while len(json.loads((out / "manifest.json").read_text()).get("invocations") or []) < 2:  # its manifest
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait()
    assert not (out / "summary.json").exists()
    for tool, r in _after_tools(out, tmp_path).items():
        assert r.exit_code == 2 and "has not finished" in r.output, (tool, r.output)
    r = run_cli("run", str(cfg), "--out", str(out), "-q", "--json")  # finished: read again, all 8 pairs
    assert r.exit_code == 0, r.output
    assert json.loads((out / "summary.json").read_text())["pairs_judged"] == 8
    assert run_cli("review", "export", str(out)).exit_code == 0  # the finished folder is read again
