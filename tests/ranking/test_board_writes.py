"""Issue 13 pass 18b M1 / M2: ``rank`` recorded ``fitted_on`` from the ``pairs.parquet`` on disk after the fit (a
``review import`` during the fit made the old board look current), and wrote ``leaderboard.parquet`` before
``leaderboard.json`` non-atomically (a rank stopped between them left new scores beside the old baseline, and
``rank --previous`` compared across scales). Expected values by hand: the replay recording makes response_a win every
pair."""

import hashlib
import json

import polars as pl

from judge_engine.schemas.leaderboard import Leaderboard
from tests.helpers.replay_runs import lock_held_by_another_process, pairs_frame, recording, replay_setup, run_cli

BOARD = "<th>wins</th>"  # the leaderboard table's header cell in report.html


def _setup(tmp_path, model_a):
    cfg = replay_setup(tmp_path, n=len(model_a))
    df = pairs_frame(len(model_a), model_a=model_a, model_b=["m2" if m == "m1" else "m1" for m in model_a])
    df.write_parquet(tmp_path / "in" / "pairs.parquet")
    recording(tmp_path / "rec.parquet", df["pair_id"].to_list())
    return cfg


def _ok(*args):
    r = run_cli(*[str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r


def _page(out):
    _ok("report", out)
    return (out / "report.html").read_text()


def _sha(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_rank_stopped_before_its_json_is_never_compared_or_shown_as_current(tmp_path, monkeypatch):
    cfg = _setup(tmp_path, ["m1", "m1", "m1", "m2"])  # m1 wins 3, m2 wins 1: finite scores
    n1, n2 = tmp_path / "n1", tmp_path / "n2"
    for out in (n1, n2):
        _ok("run", cfg, "--out", out, "-q")
    _ok("rank", n1, "--baseline", "m1", "--bootstrap", "0")
    doc = json.loads((n1 / "leaderboard.json").read_text())
    assert doc["board_digest"] == _sha(n1 / "leaderboard.parquet")

    def killed(self, folder):
        raise OSError("killed")

    with monkeypatch.context() as m:  # the rank with another baseline stops at its last write
        m.setattr(Leaderboard, "write", killed)
        assert run_cli("rank", str(n1), "--baseline", "m2", "--bootstrap", "0").exit_code != 0
    assert json.loads((n1 / "leaderboard.json").read_text())["baseline"] == "m1"  # the old record stays

    r = run_cli("rank", str(n2), "--baseline", "m1", "--bootstrap", "0", "--previous", str(n1))
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1, r.output
    assert "leaderboard.parquet is not the board" in r.output and "judge-engine rank" in r.output
    page = _page(n1)
    assert BOARD not in page and "a rank stopped between its writes" in page

    _ok("rank", n1, "--baseline", "m1", "--bootstrap", "0")  # the way on
    _ok("rank", n2, "--baseline", "m1", "--bootstrap", "0", "--previous", n1)
    board = pl.read_parquet(n2 / "leaderboard.parquet")
    assert board["score_change"].to_list() == [0.0, 0.0]  # the same results both nights
    assert BOARD in _page(n1)


def test_a_review_import_during_the_fit_leaves_the_board_marked_as_fitted_on_the_old_pairs(tmp_path, monkeypatch):
    import judge_engine.ranking.leaderboard as lb
    from judge_engine.ranking.review_queue import import_review

    cfg = _setup(tmp_path, ["m1"] * 4)  # m1 wins all 4 by the judge
    out = tmp_path / "o"
    _ok("run", cfg, "--out", out, "-q")
    before = _sha(out / "pairs.parquet")
    labels = tmp_path / "l.csv"
    labels.write_text("pair_id,label\np0,b\np1,b\np2,b\np3,b\n")  # people: m2 wins all 4
    fit = lb.leaderboard

    def import_then_fit(*args, **kwargs):
        import_review(out, labels)  # as a `review import` in another process while rank fits
        return fit(*args, **kwargs)

    monkeypatch.setattr(lb, "leaderboard", import_then_fit)
    _ok("rank", out, "--baseline", "m1", "--bootstrap", "0")
    monkeypatch.undo()
    doc = json.loads((out / "leaderboard.json").read_text())
    assert {m["model"]: m["wins"] for m in doc["models"]} == {"m1": 4, "m2": 0}  # fitted on the judge's verdicts
    assert doc["fitted_on"] == before != _sha(out / "pairs.parquet")
    page = _page(out)
    assert BOARD not in page and "fitted on an earlier pairs.parquet" in page
    _ok("rank", out, "--baseline", "m1", "--bootstrap", "0")
    doc = json.loads((out / "leaderboard.json").read_text())
    assert {m["model"]: m["wins"] for m in doc["models"]} == {"m1": 0, "m2": 4}


def test_a_rank_while_another_process_holds_the_folder_is_refused_and_writes_nothing(tmp_path):
    """Fresh pass full80 L2: two ``rank`` processes on one folder interleaved their three writes, leaving the
    ``leaderboard.md`` of one board beside the ``leaderboard.json`` of the other. The holder here is a real
    process holding the folder's lock (as a second ``rank`` does while it writes)."""
    cfg = _setup(tmp_path, ["m1", "m1", "m1", "m2"])
    out = tmp_path / "n1"
    _ok("run", cfg, "--out", out, "-q")
    _ok("rank", out, "--baseline", "m1", "--bootstrap", "0")
    before = {f: _sha(out / f) for f in ("leaderboard.json", "leaderboard.md", "leaderboard.parquet")}
    with lock_held_by_another_process(out) as holder:
        r = run_cli("rank", str(out), "--baseline", "m2", "--bootstrap", "0")
        assert r.exit_code != 0 and len(r.output.strip().splitlines()) == 1, r.output
        assert "in use by another judge-engine process" in r.output and f"pid {holder.pid}" in r.output
        assert {f: _sha(out / f) for f in before} == before  # the board of m1 stays whole
    _ok("rank", out, "--baseline", "m2", "--bootstrap", "0")  # the holder is gone: the rank runs
    assert json.loads((out / "leaderboard.json").read_text())["baseline"] == "m2"
