"""Review export/import round trip and the HTML report, on the replay backend."""

import json
import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.conftest import screenshot

# p0: a wins both orders (BPDE 0); p1: split (BPDE ln 2); p2: tie + a (BPDE ln 2)
TEXTS = {("p0", "ab"): (8, 2), ("p0", "ba"): (2, 8), ("p1", "ab"): (8, 2), ("p1", "ba"): (8, 2),
         ("p2", "ab"): (5, 5), ("p2", "ba"): (3, 7)}


@pytest.fixture()
def run_dir(tmp_path):
    pl.DataFrame({"pair_id": ["p0", "p1", "p2"], "question": ["q0", "q1", "q2"], "response_a": ["a0", "a1", "a2"],
                  "response_b": ["b0", "b1", "b2"], "human_label": ["a", "b", "tie"],
                  "model_a": ["x", "x", "y"], "model_b": ["y", "y", "x"]}).write_parquet(tmp_path / "pairs.parquet")
    pl.DataFrame([{"pair_id": p, "order": o, "sample": 0, "text": f"Score of the Assistant 1: {a}\nScore of the Assistant 2: {b}"}
                  for (p, o), (a, b) in TEXTS.items()]).write_parquet(tmp_path / "rec.parquet")
    (tmp_path / "c.toml").write_text('[input]\npaths = ["pairs.parquet"]\n[judge]\nbackend = "replay"\n'
                                     '[judge.replay]\npath = "rec.parquet"\n[sampling]\nk = 1\n')
    out = tmp_path / "out"
    assert CliRunner().invoke(cli, ["run", str(tmp_path / "c.toml"), "--out", str(out), "-q"]).exit_code == 0
    return out


def test_review_round_trip_changes_merged_verdicts(run_dir):
    r = CliRunner().invoke(cli, ["review", "export", str(run_dir), "--beta", "0.5"])
    assert r.exit_code == 0, r.output
    queue = pl.read_csv(run_dir / "review" / "review.csv")
    # ceil(0.5 * 3) = 2 of the highest BPDE: p1 and p2 (ln 2 each; ties by pair_id)
    assert queue["pair_id"].to_list() == ["p1", "p2"] and queue["question"].to_list() == ["q1", "q2"]
    tasks = json.loads((run_dir / "review" / "labelstudio.json").read_text())
    assert [t["data"]["pair_id"] for t in tasks] == ["p1", "p2"]
    # a person labels p1 "b" (the judge said tie) via CSV
    queue.with_columns(pl.Series("label", ["b", ""])).write_csv(run_dir / "labels.csv")
    r = CliRunner().invoke(cli, ["review", "import", str(run_dir), str(run_dir / "labels.csv")])
    assert r.exit_code == 0, r.output
    pairs = pl.read_parquet(run_dir / "pairs.parquet")
    got = dict(zip(pairs["pair_id"], pairs["final_verdict"]))
    # p0: a (kept); p1: judge tie -> person b; p2: CS_a = (5+7)/2 = 6 > CS_b = 4 -> a (kept)
    assert got == {"p0": "a", "p1": "b", "p2": "a"}
    s = json.loads((run_dir / "summary.json").read_text())["review"]
    assert s == {"imported": 1, "not_in_run": 0, "changed": 1, "accuracy_merged": 2 / 3, "accuracy_calibrated": 1 / 3}
    # a nightly rerun into the same folder rewrites pairs.parquet and summary.json: the label stays applied
    cfg = run_dir.parent / "c.toml"
    assert CliRunner().invoke(cli, ["run", str(cfg), "--out", str(run_dir), "-q"]).exit_code == 0
    pairs = pl.read_parquet(run_dir / "pairs.parquet")
    assert dict(zip(pairs["pair_id"], pairs["final_verdict"])) == {"p0": "a", "p1": "b", "p2": "a"}
    assert json.loads((run_dir / "summary.json").read_text())["review"] == s
    # Label Studio export format, a label for p2 = Tie
    ls = [{"data": {"pair_id": "p2"}, "annotations": [{"result": [{"value": {"choices": ["Tie"]}}]}]}]
    (run_dir / "ls.json").write_text(json.dumps(ls))
    r = CliRunner().invoke(cli, ["review", "import", str(run_dir), str(run_dir / "ls.json")])
    assert r.exit_code == 0
    assert dict(zip(*pl.read_parquet(run_dir / "pairs.parquet").select("pair_id", "final_verdict")))["p2"] == "tie"
    (run_dir / "bad.csv").write_text("pair_id,label\np0,maybe\n")
    r = CliRunner().invoke(cli, ["review", "import", str(run_dir), str(run_dir / "bad.csv")])
    assert r.exit_code == 2 and "is not a, b or tie" in r.output


def test_report_html_is_self_contained_and_renders(run_dir):
    assert CliRunner().invoke(cli, ["rank", str(run_dir), "--bootstrap", "20"]).exit_code == 0
    r = CliRunner().invoke(cli, ["report", str(run_dir)])
    assert r.exit_code == 0, r.output
    page = (run_dir / "report.html").read_text()
    for title in ("Leaderboard", "Win rates", "BPDE histogram", "Conflict by score gap", "Position preference",
                  "Parse failures and flags", "HITLC"):
        assert f"<figcaption>{title}</figcaption>" in page
    assert page.count("data:image/png;base64,") >= 7 and "src=\"http" not in page
    shot = screenshot(run_dir / "report.html", "report.png", run_dir)
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000
