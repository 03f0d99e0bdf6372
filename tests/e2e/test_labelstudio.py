"""Review round trip through a real Label Studio server (issue 13 #19): the exported labeling config
and tasks are loaded into a project through Label Studio's API, a few tasks are annotated through
the API by two annotators (one cancelled), the project is exported as JSON and JSON-MIN, and
`judge-engine review import` applies the labels as worked out by hand below.

Label Studio runs from its own virtualenv (`.ci/install` creates `.venv-ls`; never a dependency of
the project), bound to 127.0.0.1 with its data in a temporary folder. The executable is
`$JUDGE_ENGINE_LABEL_STUDIO`, else `.venv-ls/bin/label-studio`, else `label-studio` on PATH. Missing,
the test fails in CI (`CI` set) and skips elsewhere. Slow: the first start migrates a fresh database
(about 30 s to 2 min here).
"""

import json
import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine import envs
from judge_engine.cli import cli
from tests.helpers.configs import replay_config
from tests.helpers.data import REPO

pytestmark = pytest.mark.slow
TOKEN = "judge-engine-test-token-0123456789"
# recorded reviews (FairEval score format): p0 a wins both orders -> a; p1 split -> tie;
# p2 (5, 5) and (3, 7) -> CS_a 6 > CS_b 4 -> a
TEXTS = {
    ("p0", "ab"): (8, 2),
    ("p0", "ba"): (2, 8),
    ("p1", "ab"): (8, 2),
    ("p1", "ba"): (8, 2),
    ("p2", "ab"): (5, 5),
    ("p2", "ba"): (3, 7),
}


@pytest.fixture()
def run_dir(tmp_path):
    """Three judged pairs on the replay backend, with human labels p0 a, p1 b, p2 tie."""
    pl.DataFrame(
        {
            "pair_id": ["p0", "p1", "p2"],
            "question": ["q0", "q1", "q2"],
            "response_a": ["a0", "a1", "a2"],
            "response_b": ["b0", "b1", "b2"],
            "human_label": ["a", "b", "tie"],
        }
    ).write_parquet(tmp_path / "pairs.parquet")
    pl.DataFrame(
        [
            {
                "pair_id": p,
                "order": o,
                "sample": 0,
                "text": f"Score of the Assistant 1: {a}\nScore of the Assistant 2: {b}",
            }
            for (p, o), (a, b) in TEXTS.items()
        ]
    ).write_parquet(tmp_path / "rec.parquet")
    replay_config(tmp_path / "c.toml", "rec.parquet", ["pairs.parquet"], sampling={"k": 1})
    out = tmp_path / "out"
    r = CliRunner().invoke(cli, ["run", str(tmp_path / "c.toml"), "--out", str(out), "-q"])
    assert r.exit_code == 0, r.output
    return out


def label_studio_executable() -> str:
    exe = envs.label_studio_exe(REPO)
    if os.path.isfile(exe) and os.access(exe, os.X_OK):
        return exe
    found = shutil.which("label-studio")
    if found:
        return found
    msg = f"label-studio not found ({exe}, nor on PATH): `bash .ci/install` installs it into .venv-ls"
    if envs.in_ci():
        pytest.fail(msg)
    pytest.skip(msg)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def label_studio(tmp_path_factory):
    """A fresh Label Studio server on 127.0.0.1 (legacy API token enabled); yields its base URL."""
    exe = label_studio_executable()
    data = tmp_path_factory.mktemp("label-studio")
    port = _free_port()
    env = {
        **os.environ,
        "LABEL_STUDIO_BASE_DATA_DIR": str(data),
        "COLLECT_ANALYTICS": "false",
        "LABEL_STUDIO_COLLECT_ANALYTICS": "false",
    }
    log = open(data / "server.log", "wb")
    proc = subprocess.Popen(
        [
            exe,
            "start",
            "--no-browser",
            "--internal-host",
            "127.0.0.1",
            "--port",
            str(port),
            "--data-dir",
            str(data),
            "--username",
            "judge@example.com",
            "--password",
            "judge-engine-pw",
            "--user-token",
            TOKEN,
            "--enable-legacy-api-token",
        ],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 600
        while True:
            try:
                with urllib.request.urlopen(f"{url}/health", timeout=5) as r:
                    if b"UP" in r.read():
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(
                    f"label-studio did not answer /health (exit {proc.poll()}): "
                    + (data / "server.log").read_text(errors="replace")[-2000:]
                )
            time.sleep(1)
        yield url
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
        log.close()


def _api(url: str, method: str, path: str, body=None):
    req = urllib.request.Request(
        url + path,
        method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"Token {TOKEN}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            raw = r.read()
    except urllib.error.HTTPError as exc:
        raise AssertionError(f"{method} {path}: HTTP {exc.code}: {exc.read()[:500]!r}") from None
    return json.loads(raw) if raw else None


def _choice(value: str) -> list[dict]:
    return [{"from_name": "verdict", "to_name": "question", "type": "choices", "value": {"choices": [value]}}]


def test_labelstudio_round_trip(label_studio, run_dir):
    url = label_studio
    r = CliRunner().invoke(cli, ["review", "export", str(run_dir), "--beta", "1", "--show-models"])
    assert r.exit_code == 0, r.output
    review = run_dir / "review"
    project = _api(
        url,
        "POST",
        "/api/projects",
        {"title": "judge-engine review", "label_config": (review / "labelstudio-config.xml").read_text()},
    )
    pid = project["id"]
    # Label Studio read the config: one Choices control whose stored values (aliases) are a / b / tie
    parsed = project["parsed_label_config"]["verdict"]
    assert parsed["type"] == "Choices" and parsed["labels"] == ["a", "b", "tie"]
    # importing checks that every task holds the config's $question / $response_a / $response_b
    with pytest.raises(AssertionError, match="HTTP 400"):
        _api(
            url, "POST", f"/api/projects/{pid}/import", [{"data": {"pair_id": "x", "question": "q", "response_a": "a"}}]
        )
    imported = _api(url, "POST", f"/api/projects/{pid}/import", json.loads((review / "labelstudio.json").read_text()))
    assert imported["task_count"] == 3
    tasks = _api(url, "GET", f"/api/tasks?project={pid}&page_size=100")
    tasks = tasks["tasks"] if isinstance(tasks, dict) else tasks
    by_pair = {t["data"]["pair_id"]: t["id"] for t in tasks}
    assert set(by_pair) == {"p0", "p1", "p2"}
    second = _api(url, "POST", "/api/users", {"email": "second@example.com", "username": "second"})["id"]
    me = _api(url, "GET", "/api/current-user/whoami")["id"]
    # hand-worked plan (calibrated verdicts: p0 a, p1 tie, p2 a; human labels p0 a, p1 b, p2 tie):
    #   p1: both annotators "b"            -> majority b, applied (judge said tie: changed)
    #   p2: "a" and "tie"                  -> conflict, not applied (stays a)
    #   p0: first cancels (skips), second "tie" -> tie applied; 1 ignored
    plan = [
        ("p1", me, "b", False),
        ("p1", second, "b", False),
        ("p2", me, "a", False),
        ("p2", second, "tie", False),
        ("p0", me, None, True),
        ("p0", second, "tie", False),
    ]
    for pair, who, choice, cancelled in plan:
        _api(
            url,
            "POST",
            f"/api/tasks/{by_pair[pair]}/annotations",
            {"completed_by": who, "was_cancelled": cancelled, "result": [] if choice is None else _choice(choice)},
        )
    export = _api(url, "GET", f"/api/projects/{pid}/export?exportType=JSON")
    (run_dir / "ls-export.json").write_text(json.dumps(export))
    r = CliRunner().invoke(cli, ["review", "import", str(run_dir), str(run_dir / "ls-export.json")])
    assert r.exit_code == 0, r.output
    section = json.loads(r.stdout)
    li = section["last_import"]
    assert {
        k: li[k] for k in ("annotations", "imported", "updated", "unchanged", "conflicts", "ignored", "duplicates")
    } == {"annotations": 5, "imported": 2, "updated": 0, "unchanged": 0, "conflicts": 1, "ignored": 1, "duplicates": 0}
    assert li["conflict_pairs"] == [{"pair_id": "p2", "votes": "a:1 tie:1"}]
    pairs = pl.read_parquet(run_dir / "pairs.parquet")
    assert dict(zip(pairs["pair_id"], pairs["final_verdict"])) == {"p0": "tie", "p1": "b", "p2": "a"}
    # merged: p0 tie vs a wrong, p1 b right, p2 a vs tie wrong; calibrated: p0 right, p1 and p2 wrong
    assert {
        k: section[k] for k in ("labels_applied", "conflicts", "changed", "accuracy_merged", "accuracy_calibrated")
    } == {"labels_applied": 2, "conflicts": 1, "changed": 2, "accuracy_merged": 1 / 3, "accuracy_calibrated": 1 / 3}
    stored = pl.read_parquet(run_dir / "review_labels.parquet")
    assert sorted(stored.filter(pl.col("pair_id") == "p1")["annotator"].to_list()) == sorted([str(me), str(second)])
    # the JSON-MIN export of the same project (one flat row per annotation, cancelled ones left out)
    # gives the same labels
    export_min = _api(url, "GET", f"/api/projects/{pid}/export?exportType=JSON_MIN")
    (run_dir / "ls-export-min.json").write_text(json.dumps(export_min))
    r = CliRunner().invoke(cli, ["review", "import", str(run_dir), str(run_dir / "ls-export-min.json"), "--replace"])
    assert r.exit_code == 0, r.output
    li = json.loads(r.stdout)["last_import"]
    assert (li["annotations"], li["unchanged"], li["conflicts"], li["dropped"]) == (5, 2, 1, 0)
    pairs = pl.read_parquet(run_dir / "pairs.parquet")
    assert dict(zip(pairs["pair_id"], pairs["final_verdict"])) == {"p0": "tie", "p1": "b", "p2": "a"}
