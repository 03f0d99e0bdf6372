"""``review import`` killed between its writes (issue 13 pass 10 M1): the labels are never left stored but
unapplied without a word. A real process is killed (``os._exit(137)``) just before each of the import's
writes; the readers refuse the folder with one line until a ``review import`` finishes the interrupted one,
and that import says what the interrupted one did."""

import json
import shutil
import subprocess
import sys
import textwrap

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import replay_config

# calibrated verdicts (k = 1, both orders agree or split): p0 a, p1 tie, p2 a
TEXTS = {("p0", "ab"): (8, 2), ("p0", "ba"): (2, 8), ("p1", "ab"): (8, 2), ("p1", "ba"): (8, 2)}
TEXTS |= {("p2", "ab"): (5, 5), ("p2", "ba"): (3, 7)}
LABELS = "pair_id,label\np0,b\np1,b\np2,tie\n"
KILLER = textwrap.dedent(
    """
    import os, pathlib, sys
    import judge_engine.files as files
    import judge_engine.pipeline.labels as labels
    target = sys.argv.pop(1)

    def killing(write):
        def w(path, *a, **k):
            if pathlib.Path(path).name == target:
                os._exit(137)
            return write(path, *a, **k)
        return w

    labels.atomic_write_parquet = killing(labels.atomic_write_parquet)
    labels.atomic_write_json = killing(labels.atomic_write_json)
    files.atomic_write_json = killing(files.atomic_write_json)  # summary.json (RunSummary.write)
    unlink = pathlib.Path.unlink
    pathlib.Path.unlink = lambda self, *a, **k: os._exit(137) if target == "unlink" else unlink(self, *a, **k)
    from judge_engine.cli import cli
    cli(sys.argv[1:])
    """
)


@pytest.fixture(scope="module")
def judged(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("judged")
    pairs = {"pair_id": ["p0", "p1", "p2"], "question": ["q0", "q1", "q2"], "response_a": ["a0", "a1", "a2"]}
    pairs |= {"response_b": ["b0", "b1", "b2"], "model_a": ["x", "x", "y"], "model_b": ["y", "y", "x"]}
    pl.DataFrame(pairs).write_parquet(tmp / "pairs.parquet")
    rows = [
        {"pair_id": p, "order": o, "sample": 0, "text": f"Score of the Assistant 1: {a}\nScore of the Assistant 2: {b}"}
        for (p, o), (a, b) in TEXTS.items()
    ]
    pl.DataFrame(rows).write_parquet(tmp / "rec.parquet")
    replay_config(tmp / "c.toml", "rec.parquet", ["pairs.parquet"], sampling={"k": 1})
    out = tmp / "out"
    assert CliRunner().invoke(cli, ["run", str(tmp / "c.toml"), "--out", str(out), "-q"]).exit_code == 0
    return out


def _final(out):
    p = pl.read_parquet(out / "pairs.parquet")
    return dict(zip(p["pair_id"], p["final_verdict"])) if "final_verdict" in p.columns else None


@pytest.mark.parametrize(
    "target",
    ["review_import.pending.parquet", "review_labels.parquet", "review_import.json", "pairs.parquet", "summary.json"]
    + ["unlink"],
)
def test_killed_review_import_is_refused_then_finished(judged, tmp_path, target):
    out = tmp_path / "out"
    shutil.copytree(judged, out)
    labels = tmp_path / "labels.csv"
    labels.write_text(LABELS)
    (tmp_path / "kill.py").write_text(KILLER)
    r = subprocess.run(
        [sys.executable, str(tmp_path / "kill.py"), target, "review", "import", str(out), str(labels)],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 137, r.stderr
    rank = CliRunner().invoke(cli, ["rank", str(out)])
    export = CliRunner().invoke(cli, ["review", "export", str(out)])
    again = CliRunner().invoke(cli, ["review", "import", str(out), str(labels)])
    assert again.exit_code == 0, again.output
    if target == "review_import.pending.parquet":  # killed before its first write: nothing happened
        assert rank.exit_code == 0, rank.output
        assert "interrupted" not in again.stderr and "3 imported, 0 updated, 0 unchanged" in again.stderr
    else:
        assert rank.exit_code == 2 and len(rank.output.strip().splitlines()) == 1, rank.output
        assert f"a `review import` of {labels} was interrupted" in rank.output
        assert export.exit_code == 2 and "was interrupted" in export.output
        finished = f"finished an interrupted review import of {labels}: 3 imported, 0 updated, 0 unchanged"
        assert finished in again.stderr
        assert "0 imported, 0 updated, 3 unchanged" in again.stderr
    assert _final(out) == {"p0": "b", "p1": "b", "p2": "tie"}
    assert not (out / "review_import.pending.parquet").exists()
    review = json.loads((out / "summary.json").read_text())["review"]
    assert review["labels_applied"] == 3 and review["changed"] == 3
    assert CliRunner().invoke(cli, ["rank", str(out)]).exit_code == 0
