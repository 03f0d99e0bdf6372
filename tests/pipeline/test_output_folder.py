"""The output folder under attack (issue 13): concurrent runs, inputs given as file:// URIs, corrupt
parts and manifests, resource settings on a finished folder, empty runs, odd paths.

The concurrency and crash tests run real ``python -m judge_engine.cli`` processes on the replay
backend, whose ``judge.replay.delay_s`` makes a run last long enough to be raced."""

import json
import os
import signal
import subprocess
import sys
import time
from urllib.parse import quote

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import replay_config
from tests.helpers.data import REPO

SCORES = {
    "ab": "Score of the Assistant 1: 8\nScore of the Assistant 2: 3",
    "ba": "Score of the Assistant 1: 3\nScore of the Assistant 2: 8",
}


def _setup(tmp, n=6, k=1, **sections):
    """n pairs, a recording where response_a always wins (k samples per order), a replay config."""
    (tmp / "in").mkdir(exist_ok=True)
    pl.DataFrame(
        {
            "pair_id": [f"p{i}" for i in range(n)],
            "question": [f"q{i}" for i in range(n)],
            "response_a": [f"A{i}" for i in range(n)],
            "response_b": [f"B{i}" for i in range(n)],
        }
    ).write_parquet(tmp / "in" / "pairs.parquet")
    rows = [(f"p{i}", o, s, SCORES[o]) for i in range(n) for o in ("ab", "ba") for s in range(k)]
    pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet(tmp / "rec.parquet")
    return replay_config(tmp / "c.toml", "rec.parquet", ["in/pairs.parquet"], sampling={"k": k}, **sections)


def _run(cfg, *args):
    return CliRunner().invoke(cli, ["run", str(cfg), "-q", *args])


def _cmd(cfg, out, *args):
    return [sys.executable, "-m", "judge_engine.cli", "run", str(cfg), "--out", str(out), "-q", "--json", *args]


def _parts(out):
    return pl.read_parquet(sorted((out / "judgments").glob("part-*.parquet")))


def _wait_for_lock_holder(out, proc, timeout=120):
    """Poll (bounded) until ``proc`` has opened the folder: its pid in the lock file, or (without a
    lock, as before the fix) the judgments folder exists."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            if json.loads((out / "judge-engine.lock").read_text())["pid"] == proc.pid:
                return
        except (OSError, ValueError, KeyError):
            pass
        if (out / "judgments").is_dir() and not (out / "judge-engine.lock").exists():
            return
        time.sleep(0.1)
    raise AssertionError("the first run never opened the folder")


# -- 1. one writer per folder -----------------------------------------------------------------


def test_second_run_into_a_busy_folder_fails_at_once_and_the_first_completes(tmp_path):
    # 4 pairs x 2 orders, one request at a time, 2.5 s each: the first run is busy for ~20 s
    cfg = _setup(tmp_path, n=4, scheduler={"max_in_flight": 1, "flush_rows": 1})
    out = tmp_path / "o"
    slow = ["--set", "judge.replay.delay_s=2.5"]
    first = subprocess.Popen(_cmd(cfg, out, *slow), cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _wait_for_lock_holder(out, first)
        # the same run again, and one with --overwrite (which used to delete the first run's parts)
        again = subprocess.Popen(
            _cmd(cfg, out, *slow), cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        over = subprocess.Popen(
            _cmd(cfg, out, "--overwrite", *slow), cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        outs = [p.communicate(timeout=300) for p in (again, over)]
        assert first.poll() is None, "the first run ended before the race; make it longer"
        for p, (stdout, stderr) in zip((again, over), outs, strict=True):
            assert p.returncode == 2, stderr
            lines = stderr.strip().splitlines()
            assert len(lines) == 1 and stdout == ""
            assert f"output folder {out} is in use by another judge-engine process (pid {first.pid} on " in lines[0]
        stdout, stderr = first.communicate(timeout=300)
    finally:
        if first.poll() is None:
            first.kill()
    assert first.returncode == 0, stderr
    s = json.loads(stdout)
    rows = _parts(out)  # every part file as written, no dedup
    assert rows.height == 4 * 2 and rows.select("request_key", "sample").n_unique() == 8
    assert s["pairs_judged"] == 4 and s["samples_written"] == 8 and s["verdicts"]["a"] == 4
    assert json.loads((out / "summary.json").read_text())["samples_written"] == 8


def test_lock_is_released_when_the_holder_is_killed(tmp_path):
    cfg = _setup(tmp_path, n=4, scheduler={"max_in_flight": 1, "flush_rows": 1})
    out = tmp_path / "o"
    first = subprocess.Popen(
        _cmd(cfg, out, "--set", "judge.replay.delay_s=2"),
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _wait_for_lock_holder(out, first)
    os.kill(first.pid, signal.SIGKILL)
    first.wait()
    done = subprocess.run(_cmd(cfg, out), cwd=REPO, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    rows = _parts(out)
    assert rows.height == 8 and rows.select("request_key", "sample").n_unique() == 8


def test_review_import_waits_for_no_one_while_a_run_holds_the_folder(tmp_path):
    cfg = _setup(tmp_path, n=2)
    out = tmp_path / "o"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    (tmp_path / "labels.csv").write_text("pair_id,label\np0,b\n")
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\nfrom judge_engine.pipeline.lock import lock_output\n"
            f"with lock_output({str(out)!r}):\n    print('held', flush=True)\n    time.sleep(60)",
        ],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "held"  # type: ignore[union-attr]
        r = CliRunner().invoke(cli, ["review", "import", str(out), str(tmp_path / "labels.csv")])
        assert r.exit_code == 2 and f"pid {holder.pid}" in r.output and "in use" in r.output
        assert "review_label" not in pl.read_parquet(out / "pairs.parquet").columns
    finally:
        holder.kill()
        holder.wait()
    r = CliRunner().invoke(cli, ["review", "import", str(out), str(tmp_path / "labels.csv")])
    assert r.exit_code == 0, r.output
    assert pl.read_parquet(out / "pairs.parquet").filter(pl.col("pair_id") == "p0")["final_verdict"][0] == "b"


def test_readers_say_a_live_run_is_still_writing_the_folder(tmp_path):
    """Fresh pass full78 L1 (stop 53): ``rank``, ``report`` and ``review export`` on a folder whose last run is
    another live process's (its manifest's last invocation, no summary since it started) say so, instead of calling
    the run killed and advising a rerun that the lock would refuse."""
    import datetime as dt
    import socket

    cfg = _setup(tmp_path, n=2)
    out = tmp_path / "o"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        time.sleep(1.1)  # the invocation starts after the process
        manifest = json.loads((out / "manifest.json").read_text())
        started = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        manifest["invocations"].append({"pid": live.pid, "host": socket.gethostname(), "started": started})
        (out / "manifest.json").write_text(json.dumps(manifest))
        (out / "summary.json").unlink()  # what a run does first
        for args in (
            ["rank", str(out)],
            ["report", str(out), "--out", str(tmp_path / "r.html")],
            ["review", "export", str(out)],
        ):
            r = CliRunner().invoke(cli, args)
            assert r.exit_code == 2 and f"still writing it (judge-engine pid {live.pid}" in r.output, r.output
            assert "killed" not in r.output
    finally:
        live.kill()
        live.wait()
    r = CliRunner().invoke(cli, ["rank", str(out)])  # the process gone: the killed run's message again
    assert r.exit_code == 2 and "a killed run" in r.output, r.output


def test_readers_refuse_a_tournament_run_folder_while_its_job_runs(tmp_path):
    """Fresh pass full79 L1: between a live tournament's rounds its ``run`` folder is a finished run, and ``rank
    out/run`` wrote a leaderboard of the partial results into it. The job holds ``OUT/judge-engine.lock`` (its holder
    record: pid, host, started, command) for its whole length; the readers now name it and refuse."""
    import datetime as dt
    import socket

    cfg = _setup(tmp_path, n=2)
    job = tmp_path / "t"
    out = job / "run"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    (job / "tournament.json").write_text("{}")
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        time.sleep(1.1)  # the lock is taken after the process starts
        started = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        holder = {
            "pid": live.pid,
            "host": socket.gethostname(),
            "started": started,
            "command": "judge-engine tournament",
        }
        (job / "judge-engine.lock").write_text(json.dumps(holder))
        for args in (["rank", str(out)], ["report", str(out), "--out", str(tmp_path / "r.html")]):
            r = CliRunner().invoke(cli, args)
            assert r.exit_code == 2 and f"tournament job in {job} (judge-engine pid {live.pid}" in r.output, r.output
        assert not (out / "leaderboard.json").exists()
    finally:
        live.kill()
        live.wait()
    r = CliRunner().invoke(cli, ["rank", str(out)])  # the job gone: the folder is read (these pairs name no models)
    assert "tournament job" not in r.output and "model_a" in r.output, r.output


# -- 2. inputs named as URIs still cannot overlap the output ------------------------------------


@pytest.mark.parametrize("form", ["file", "file-dotdot", "file-folder", "file-encoded"])
def test_file_uri_input_inside_the_output_folder_is_refused(tmp_path, form):
    folder = tmp_path / ("o dir" if form == "file-encoded" else "o")
    cfg = _setup(tmp_path)
    folder.mkdir()
    (tmp_path / "in" / "pairs.parquet").rename(folder / "pairs.parquet")
    before = (folder / "pairs.parquet").read_bytes()
    uri = {
        "file": f"file://{folder}/pairs.parquet",
        "file-dotdot": f"file://{tmp_path}/in/../o/pairs.parquet",
        "file-folder": f"file://{folder}",
        "file-encoded": f"file://{quote(str(folder))}/pairs.parquet",
    }[form]
    r = _run(cfg, "--input", uri, "--out", str(folder))
    assert r.exit_code == 2 and "choose another --out" in r.output, r.output
    assert (folder / "pairs.parquet").read_bytes() == before  # the user's input is untouched
    assert not (folder / "judgments").exists()


@pytest.mark.parametrize("name", ["pairs.parquet", "recording.parquet"])
def test_replay_recording_inside_the_output_folder_is_refused(tmp_path, name):
    """Fresh pass full54 H4: the recording at OUT/pairs.parquet was overwritten by the run's results (exit 0), and the
    rerun judged the destroyed recording without a word. Every file the run reads is an input of the overlap check."""
    cfg = _setup(tmp_path)
    out = tmp_path / "o"
    out.mkdir()
    (tmp_path / "rec.parquet").rename(out / name)
    before = (out / name).read_bytes()
    r = _run(cfg, "--out", str(out), "--set", f"judge.replay.path={out / name}")
    assert r.exit_code == 2 and "choose another --out" in r.output and f"input file {out / name}" in r.output, r.output
    assert (out / name).read_bytes() == before
    assert not (out / "judgments").exists()


def test_reference_answers_inside_the_output_folder_are_refused(tmp_path):
    cfg = _setup(tmp_path)
    out = tmp_path / "o"
    out.mkdir()
    pl.DataFrame({"question_id": ["q0"], "reference": ["r"]}).write_parquet(out / "pairs.parquet")
    r = _run(cfg, "--out", str(out), "--set", f"input.references={out / 'pairs.parquet'}")
    assert r.exit_code == 2 and "choose another --out" in r.output, r.output


# -- 3. corrupt parts and manifests: named, and repaired without losing readable judgments -----


def test_truncated_part_is_named_and_repair_rejudges_only_what_it_held(tmp_path):
    cfg = _setup(tmp_path, n=6, scheduler={"max_in_flight": 1, "flush_rows": 1})
    out = tmp_path / "o"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    parts = sorted((out / "judgments").glob("part-*.parquet"))
    assert len(parts) == 12  # one part per request (flush_rows = 1)
    victim = parts[5]
    held = pl.read_parquet(victim).height
    os.truncate(victim, 100)  # `truncate -s 100`
    r = _run(cfg, "--out", str(out))
    assert r.exit_code == 2 and len(r.output.splitlines()) == 1
    assert f"cannot read 1 of 12 judgment part(s): {victim} (" in r.output
    assert "--repair" in r.output and "--overwrite" not in r.output and "11 readable part(s) are kept" in r.output
    r = _run(cfg, "--out", str(out), "--repair", "--json")
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)
    assert s["samples_written"] == held and s["samples_resumed"] == 12 - held
    assert s["repair"]["parts_quarantined"] == 1 and s["repair"]["parts_rows_unknown"] == 1
    assert s["repair"]["quarantined"][0]["file"] == f"judgments/{victim.name}"
    assert (out / "quarantine" / victim.name).stat().st_size == 100
    assert f"Repaired: unreadable part judgments/{victim.name} (rows unknown;" in r.stderr
    rows = _parts(out)
    assert rows.height == 12 and rows.select("request_key", "sample").n_unique() == 12
    assert s["pairs_judged"] == 6 and s["verdicts"]["a"] == 6


def test_corrupt_page_part_keeps_its_row_count_in_the_repair_report(tmp_path):
    cfg = _setup(tmp_path, n=2, k=3)
    out = tmp_path / "o"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    (part,) = sorted((out / "judgments").glob("part-*.parquet"))
    data = bytearray(part.read_bytes())
    footer = int.from_bytes(data[-8:-4], "little")
    body = len(data) - footer - 8
    for i in range(4, body):  # every data page byte, the footer (row count) kept
        data[i] = 0xFF
    part.write_bytes(bytes(data))
    r = _run(cfg, "--out", str(out), "--repair", "--json")
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)
    assert s["repair"]["rows_quarantined"] == 2 * 2 * 3 and s["repair"]["parts_rows_unknown"] == 0
    assert s["samples_written"] == 12 and s["samples_resumed"] == 0


@pytest.mark.parametrize(
    "content,why",
    [(b"{", "not valid JSON"), (b"[]", "not a JSON object"), (b'{"config": {}}', "it has no judging_hash")],
)
def test_corrupt_manifest_is_named_and_repair_keeps_the_judgments(tmp_path, content, why):
    cfg = _setup(tmp_path, n=3)
    out = tmp_path / "o"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    (out / "manifest.json").write_bytes(content)
    r = _run(cfg, "--out", str(out))
    assert r.exit_code == 2 and len(r.output.splitlines()) == 1
    assert f"{out / 'manifest.json'} cannot be read ({why}" in r.output and "--repair" in r.output
    assert "different judging config" not in r.output and "--overwrite" not in r.output
    r = _run(cfg, "--out", str(out), "--repair", "--json")
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)
    assert s["samples_resumed"] == 6 and s["samples_written"] == 0  # nothing judged again
    assert s["repair"]["manifest"]["moved_to"] == "quarantine/manifest.json"
    assert (out / "quarantine" / "manifest.json").read_bytes() == content
    assert json.loads((out / "manifest.json").read_text())["judging_hash"] == s["judging_hash"]


def test_repair_of_a_manifest_refuses_when_the_summary_shows_another_config(tmp_path):
    cfg = _setup(tmp_path, n=3)
    out = tmp_path / "o"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    (out / "manifest.json").write_bytes(b"{")
    r = _run(cfg, "--out", str(out), "--repair", "--set", "sampling.temperature=0.1")
    assert r.exit_code == 2 and "summary.json says the judgments were made with judging hash" in r.output
    assert (out / "manifest.json").read_bytes() == b"{"  # nothing moved


# -- 4. resource settings are not part of the judging hash --------------------------------------


@pytest.mark.parametrize(
    "setting",
    [
        "judge.gpu_memory_utilization=0.8",
        "judge.cpu_kv_cache_gib=4",
        "judge.block_size=32",
        "judge.enforce_eager=false",
        "judge.tensor_parallel_size=2",
        "judge.replay.delay_s=0.01",
        "scheduler.max_in_flight=3",
    ],
)
def test_resource_setting_on_a_finished_folder_resumes_everything(tmp_path, setting):
    cfg = _setup(tmp_path, n=3)
    out = tmp_path / "o"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    r = _run(cfg, "--out", str(out), "--json", "--set", setting)
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)
    assert s["samples_resumed"] == 6 and s["samples_written"] == 0
    inv = json.loads((out / "manifest.json").read_text())["invocations"]
    section, key = setting.split("=")[0].split(".", 1)
    value = json.loads(setting.split("=")[1])
    assert len(inv) == 2 and inv[1]["resources"][section][key] == value
    assert inv[0]["resources"][section][key] != value


@pytest.mark.parametrize(
    "setting",
    [
        "judge.constrain=off",  # issue 16: "format" is the default
        "judge.max_model_len=2048",
        "judge.dtype=float32",
        "judge.too_long=truncate",
        "sampling.seed=1",
    ],
)
def test_verdict_settings_still_change_the_judging_hash(tmp_path, setting):
    cfg = _setup(tmp_path, n=1)
    out = tmp_path / "o"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    r = _run(cfg, "--out", str(out), "--set", setting)
    assert r.exit_code == 2 and "different judging config" in r.output


# The version-1 hash of this config and template hash, recorded from the code before the split
# (commit 0e59ae8, RunConfig.judging_hash over every [judge] key).
V1_CONFIG = {
    "judge": {
        "backend": "replay",
        "model": "smollm2-135m-instruct",
        "revision": None,
        "template": "faireval-scoring",
        "dtype": "auto",
        "max_model_len": 4096,
        "enforce_eager": None,
        "gpu_memory_utilization": 0.9,
        "tensor_parallel_size": 1,
        "cpu_kv_cache_gib": 2,
        "block_size": None,
        "too_long": "flag",
        "constrain": "off",
        "verdict_probs": False,
        "replay": {"path": "/data/rec.parquet", "delay_s": 0.0},
    },
    "sampling": {"orders": "both", "k": 1, "temperature": 0.7, "top_p": 1.0, "max_tokens": 256, "seed": 0},
    "calibration": {
        "review_beta": 0.2,
        "hitlc_betas": [0.0, 0.1, 0.2, 0.3, 0.4, 0.5],
        "bootstrap_resamples": 1000,
        "bootstrap_seed": 0,
        "ci_level": 0.95,
        "score_gap_width": 1.0,
        "mode": "uniform",
        "k_min": 1,
        "k_max": None,
        "k_step": 1,
        "on_disagree": False,
        "bpde_threshold": 0.7,
        "gap_threshold": 0.5,
    },
}
V1_HASH = "dc2f90bd4abf097a"


def test_legacy_hash_is_reproduced_and_old_folders_are_accepted():
    from judge_engine.config import judging_hash_of, load_config, same_judging_config

    assert judging_hash_of(V1_CONFIG, "abc123", 1) == V1_HASH
    new = load_config(
        None,
        [
            'judge.backend="replay"',
            'judge.replay.path="/data/rec.parquet"',
            "judge.template=faireval-scoring",  # the defaults of commit 0e59ae8 (issue 16 changed them)
            "judge.constrain=off",
            "sampling.k=1",
            "judge.gpu_memory_utilization=0.5",
        ],
    ).judging_hash("abc123")
    old = {"judging_hash": V1_HASH, "config": V1_CONFIG, "template": {"text_hash": "abc123"}}
    assert same_judging_config(old, new)  # made by the old hash with 0.9, rerun with 0.5
    tampered = {**old, "config": {**V1_CONFIG, "sampling": {**V1_CONFIG["sampling"], "k": 2}}}  # type: ignore[dict-item]
    assert not same_judging_config(tampered, new)  # the record does not reproduce its own hash
    other = load_config(
        None, ['judge.backend="replay"', 'judge.replay.path="/data/rec.parquet"', "sampling.k=2"]
    ).judging_hash("abc123")
    assert not same_judging_config(old, other)


def test_folder_made_by_the_legacy_hash_resumes_with_other_resources(tmp_path):
    from judge_engine.config import judging_hash_of

    cfg = _setup(tmp_path, n=3)
    out = tmp_path / "o"
    assert _run(cfg, "--out", str(out)).exit_code == 0
    m = json.loads((out / "manifest.json").read_text())
    for key in ("judging_hash_version", "judging_hash_legacy", "invocations"):  # what the old code wrote
        del m[key]
    m["judging_hash"] = judging_hash_of(m["config"], m["template"]["text_hash"], 1)
    (out / "manifest.json").write_text(json.dumps(m))
    r = _run(cfg, "--out", str(out), "--json", "--set", "judge.cpu_kv_cache_gib=3")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["samples_resumed"] == 6


# -- 12. a run that judged nothing fails the gate; unreadable shards always reach stderr --------


def test_all_unreadable_input_fails_the_gate_and_says_so_under_quiet_json(tmp_path):
    cfg = _setup(tmp_path)
    for name in ("a.parquet", "b.parquet"):
        (tmp_path / "in" / name).write_bytes(b"PAR1 not parquet at all PAR1")
    (tmp_path / "in" / "pairs.parquet").unlink()
    cfg.write_text(cfg.read_text().replace('paths = ["in/pairs.parquet"]', 'paths = ["in"]'))
    out = tmp_path / "o"
    r = _run(cfg, "--out", str(out), "--json")
    assert r.exit_code == 3
    warnings = [ln for ln in r.stderr.splitlines() if ln.startswith("Warning: skipped unreadable shard")]
    assert len(warnings) == 2 and str(tmp_path / "in" / "a.parquet") in warnings[0]
    s = json.loads(r.stdout)
    assert s["gate"]["passed"] is False and s["gate"]["failures"][0].startswith("nothing judged: 0 of 0 input rows")
    assert json.loads((out / "summary.json").read_text())["gate"]["passed"] is False


def test_every_row_flagged_fails_the_gate_without_any_maximum(tmp_path):
    cfg = _setup(tmp_path, n=2)
    pl.DataFrame(
        {"pair_id": ["p0", "p1"], "question": ["", None], "response_a": ["A", "A"], "response_b": ["B", "B"]}
    ).write_parquet(tmp_path / "in" / "pairs.parquet")
    r = _run(cfg, "--out", str(tmp_path / "o"))
    assert r.exit_code == 3 and "Gate failed: nothing judged: 0 of 2 input rows judged (2 flagged" in r.output
    assert (tmp_path / "o" / "pairs.parquet").is_file()


# -- 17. odd output paths are one-line errors ----------------------------------------------------


def test_nul_in_output_folder_is_a_one_line_error(tmp_path):
    cfg = _setup(tmp_path, n=1)
    r = _run(cfg, "--out", str(tmp_path / "o\x00x"))
    assert r.exit_code == 2 and "output.dir must not contain a NUL character" in r.output
    assert "Traceback" not in r.output and len(r.output.splitlines()) == 1
    cfg.write_text(cfg.read_text() + '[output]\ndir = "o\\u0000x"\n')
    r = _run(cfg)
    assert r.exit_code == 2 and "output.dir must not contain a NUL character" in r.output


def test_nul_in_any_string_setting_is_a_one_line_error_before_the_folder_is_made(tmp_path):
    """Fresh pass full80 L4: ``judge.replay.path`` holding a NUL failed with a traceback after the output folder was
    created and locked; every string setting is checked when the config is built."""
    cfg = _setup(tmp_path, n=1)
    r = _run(cfg, "--out", str(tmp_path / "o"), "--set", 'judge.replay.path="rec\u0000.parquet"')
    assert r.exit_code == 2 and "judge.replay.path must not contain a NUL character" in r.output
    assert "Traceback" not in r.output and not (tmp_path / "o").exists()


# -- 15. a rerun that finds the engine of a killed run still alive says so ----------------------


def _record_engine(out, procs, parent_pid):
    import socket

    out.mkdir(exist_ok=True)
    (out / "engine.json").write_text(
        json.dumps(
            {
                "parent_pid": parent_pid,
                "host": socket.gethostname(),
                "started": "2025-01-01T00:00:00+00:00",
                "pids": [{"pid": p.pid, "create_time": p.create_time(), "name": p.name()} for p in procs],
            }
        )
    )


def test_rerun_names_a_leftover_engine_process(tmp_path):
    import psutil

    cfg = _setup(tmp_path, n=1)
    out = tmp_path / "o"
    leftover = subprocess.Popen(["sleep", "60"])
    try:
        _record_engine(out, [psutil.Process(leftover.pid)], 999999)
        r = _run(cfg, "--out", str(out))
        assert r.exit_code == 2 and len(r.output.splitlines()) == 1
        assert f"engine process(es) {leftover.pid} (sleep) of an earlier run" in r.output
        assert f"kill {leftover.pid}" in r.output
    finally:
        leftover.kill()
        leftover.wait()
    assert _run(cfg, "--out", str(out)).exit_code == 0  # gone: the record is ignored


def test_engine_processes_whose_run_still_runs_are_not_called_leftovers(tmp_path):
    """Fresh pass adv62 D10: a folder copied while its run judges carries the live run's engine record; the rerun into
    the copy called the live engine a leftover "of an earlier run" and said to kill it. Here the recorded judge-engine
    process is this test's own (alive)."""
    import os

    import psutil

    cfg = _setup(tmp_path, n=1)
    out = tmp_path / "o"
    engine = subprocess.Popen(["sleep", "60"])
    try:
        _record_engine(out, [psutil.Process(engine.pid)], os.getppid())
        r = _run(cfg, "--out", str(out))
        assert r.exit_code == 2 and len(r.output.splitlines()) == 1, r.output
        assert f"belong to the judge-engine process {os.getppid()}, which is still running" in r.output
        assert "kill" not in r.output and "earlier run" not in r.output
    finally:
        engine.kill()
        engine.wait()


def test_lock_held_by_a_forked_leftover_names_it(tmp_path):
    """A forked engine core inherits the lock's descriptor: after its parent is killed it still holds the lock.
    Here a parent takes the lock, forks a sleeping child, records it as its engine and dies (os._exit)."""
    cfg = _setup(tmp_path, n=1)
    out = tmp_path / "o"
    script = f"""
import json, os, socket, time, psutil
from judge_engine.pipeline.lock import lock_output
with lock_output({str(out)!r}):
    pid = os.fork()
    if pid == 0:
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 1)
        os.dup2(null, 2)
        time.sleep(60)
        os._exit(0)
    p = psutil.Process(pid)
    rec = {{"parent_pid": os.getpid(), "host": socket.gethostname(), "started": "x",
           "pids": [{{"pid": pid, "create_time": p.create_time(), "name": p.name()}}]}}
    open({str(out / "engine.json")!r}, "w").write(json.dumps(rec))
    print(pid, flush=True)
    os._exit(0)  # dies holding the lock, as kill -9 would
"""
    parent = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=60)
    child = int(parent.stdout.strip())
    try:
        r = _run(cfg, "--out", str(out))
        assert r.exit_code == 2 and len(r.output.splitlines()) == 1
        assert f"engine process(es) {child} (" in r.output and f"kill {child}" in r.output
    finally:
        os.kill(child, signal.SIGKILL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        r = _run(cfg, "--out", str(out))
        if r.exit_code != 2:
            break
        time.sleep(0.2)  # the killed child is reaped by init
    assert r.exit_code == 0, r.output
