"""The judgment cache across nights (issue 16): each night into a fresh folder, reusing earlier folders'
judgments, judging only what is new; and a failed run leaves nothing that blocks a later valid one.

The recording is rewritten between nights (its path, which the judging hash covers, stays): night 1's
recording makes response_a win, night 2's response_b. So in night 2's folder a pair whose verdict is
``a`` was copied from night 1 and a pair whose verdict is ``b`` was judged that night: the counts below
are read off the verdicts, not off the engine's own accounting alone.
"""

import json

import polars as pl

from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import SCORES, pairs_frame, run_cli

K = 2
SWAPPED = {"ab": SCORES["ba"], "ba": SCORES["ab"]}  # response_b wins


def _recording(path, pair_ids, texts):
    rows = [(p, o, s, texts[o]) for p in pair_ids for o in ("ab", "ba") for s in range(K)]
    pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet(path)


def _setup(tmp_path, n, texts, **sections):
    pairs = pairs_frame(n)
    pairs.write_parquet(tmp_path / f"pairs{n}.parquet")
    _recording(tmp_path / "rec.parquet", pairs["pair_id"].to_list(), texts)
    return replay_config(tmp_path / "c.toml", "rec.parquet", [f"pairs{n}.parquet"], sampling={"k": K}, **sections)


def _night(cfg, out, *args):
    r = run_cli("run", str(cfg), "--out", str(out), "-q", "--json", *args)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def _verdicts(out):
    p = pl.read_parquet(out / "pairs.parquet")
    return dict(zip(p["pair_id"], p["verdict"]))


def test_second_night_judges_only_the_new_pairs(tmp_path):
    cfg = _setup(tmp_path, 4, SCORES)
    _night(cfg, tmp_path / "n1")
    cfg = _setup(tmp_path, 6, SWAPPED)  # two new pairs, p4 and p5; the recording now says b
    s = _night(cfg, tmp_path / "n2", "--reuse", str(tmp_path / "n1"))

    assert _verdicts(tmp_path / "n2") == {"p0": "a", "p1": "a", "p2": "a", "p3": "a", "p4": "b", "p5": "b"}
    assert s["reuse"] == {
        "samples": 4 * 2 * K,
        "sources": [{"dir": str(tmp_path / "n1"), "samples": 4 * 2 * K, "requests": 4 * 2}],
    }
    assert (s["samples_written"], s["samples_resumed"], s["requests_sent"]) == (2 * 2 * K, 0, 2 * 2)
    # each (request_key, sample) once in the new folder, which holds every judgment it used
    j = pl.read_parquet(tmp_path / "n2" / "judgments")
    assert j.height == 6 * 2 * K and j.select("request_key", "sample").n_unique() == 6 * 2 * K
    # the third night reuses the second folder alone (it holds night 1's judgments too), via a glob that
    # also matches the night's own folder, which is skipped
    (tmp_path / "nights").mkdir()
    for n in ("n1", "n2"):
        (tmp_path / n).rename(tmp_path / "nights" / n)
    s3 = _night(cfg, tmp_path / "nights" / "n3", "--reuse", str(tmp_path / "nights" / "*"))
    got = {src["dir"].rsplit("/", 1)[-1]: (src["samples"], src.get("skipped")) for src in s3["reuse"]["sources"]}
    assert got == {"n1": (4 * 2 * K, None), "n2": (2 * 2 * K, None), "n3": (0, "this run's own output folder")}
    assert s3["samples_written"] == 0 and s3["reuse"]["samples"] == 6 * 2 * K


def test_each_sample_is_reused_once_from_the_first_folder_that_holds_it(tmp_path):
    cfg = _setup(tmp_path, 3, SCORES)
    _night(cfg, tmp_path / "a")
    _night(cfg, tmp_path / "b")
    s = _night(cfg, tmp_path / "c", "--reuse", str(tmp_path / "a"), "--reuse", str(tmp_path / "b"))
    assert [(x["samples"], x.get("skipped")) for x in s["reuse"]["sources"]] == [(3 * 2 * K, None), (0, None)]
    assert pl.read_parquet(tmp_path / "c" / "judgments").height == 3 * 2 * K
    # a rerun into the same folder finds everything there: nothing reused twice, nothing judged
    s2 = _night(cfg, tmp_path / "c", "--reuse", str(tmp_path / "a"))
    assert (s2["reuse"]["samples"], s2["samples_resumed"], s2["samples_written"]) == (0, 3 * 2 * K, 0)
    assert pl.read_parquet(tmp_path / "c" / "judgments").height == 3 * 2 * K


def test_a_folder_of_another_judging_config_is_not_reused(tmp_path):
    # judge.constrain is in the judging hash but not in the request key: only the manifest tells them apart
    cfg = _setup(tmp_path, 3, SCORES, judge={"constrain": "off"})
    _night(cfg, tmp_path / "old")
    cfg = _setup(tmp_path, 3, SWAPPED, judge={"constrain": "format"})
    r = run_cli("run", str(cfg), "--out", str(tmp_path / "new"), "-q", "--json", "--reuse", str(tmp_path / "old"))
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)
    (src,) = s["reuse"]["sources"]
    assert src["samples"] == 0 and src["skipped"].startswith("judged with another judging config")
    assert "Warning: not reusing" in r.stderr
    assert set(_verdicts(tmp_path / "new").values()) == {"b"}  # all judged again tonight


def test_edited_pairs_are_judged_again(tmp_path):
    cfg = _setup(tmp_path, 3, SCORES)
    _night(cfg, tmp_path / "n1")
    pairs_frame(3, response_a=["A0", "A1 edited", "A2"]).write_parquet(tmp_path / "pairs3.parquet")
    _recording(tmp_path / "rec.parquet", ["p0", "p1", "p2"], SWAPPED)
    s = _night(cfg, tmp_path / "n2", "--reuse", str(tmp_path / "n1"))
    assert _verdicts(tmp_path / "n2") == {"p0": "a", "p1": "b", "p2": "a"}
    assert s["reuse"]["samples"] == 2 * 2 * K


def test_reuse_from_the_config_and_a_missing_folder(tmp_path):
    cfg = _setup(tmp_path, 2, SCORES)
    _night(cfg, tmp_path / "n1")
    cfg = _setup(tmp_path, 2, SWAPPED, output={"reuse": [str(tmp_path / "n*")]})
    r = run_cli("run", str(cfg), "--out", str(tmp_path / "m2"))
    assert r.exit_code == 0, r.output
    assert "reused from" in r.stdout and "samples judged now / resumed / reused" in r.stdout
    s = json.loads((tmp_path / "m2" / "summary.json").read_text())
    assert s["reuse"]["sources"] == [{"dir": str(tmp_path / "n1"), "samples": 2 * 2 * K, "requests": 2 * 2}]
    assert set(_verdicts(tmp_path / "m2").values()) == {"a"}
    r = run_cli("run", str(cfg), "--out", str(tmp_path / "m3"), "--reuse", str(tmp_path / "nope"))
    assert r.exit_code == 2 and r.output.count("\n") == 1
    assert f"reuse folder {tmp_path / 'nope'} is not a folder" in r.output


def test_a_run_that_judged_nothing_does_not_block_a_valid_one(tmp_path):
    """Issue 16: a failed run (its backend never started: the recording is missing) left a manifest that
    refused every later run with another judging config as "a different judging config"."""
    pairs_frame(2).write_parquet(tmp_path / "pairs2.parquet")
    bad = replay_config(tmp_path / "bad.toml", "missing.parquet", ["pairs2.parquet"], sampling={"k": K})
    out = tmp_path / "out"
    r = run_cli("run", str(bad), "--out", str(out), "-q")
    assert r.exit_code == 2 and (out / "manifest.json").is_file()
    cfg = _setup(tmp_path, 2, SCORES)
    s = _night(cfg, out)
    assert s["pairs_judged"] == 2 and s["samples_written"] == 2 * 2 * K
    # a folder that holds judgments still refuses another judging config
    r = run_cli("run", str(bad), "--out", str(out), "-q")
    assert r.exit_code == 2 and "different judging config" in r.output


def test_people_labels_of_reused_pairs_come_along(tmp_path):
    """Night 1's review labels count in night 2's folder for the pairs whose texts (and judge) are the same;
    a pair edited since keeps its new verdict. Before, night 2 lost every label (rank then fitted the judge's
    verdicts alone)."""
    cfg = _setup(tmp_path, 4, SCORES)  # the judge says a everywhere
    _night(cfg, tmp_path / "n1")
    (tmp_path / "labels.csv").write_text("pair_id,label\np0,b\np1,tie\np2,b\n")
    r = run_cli("review", "import", str(tmp_path / "n1"), str(tmp_path / "labels.csv"))
    assert r.exit_code == 0, r.output
    pairs = pairs_frame(6)
    pairs = pairs.with_columns(  # p2's answer edited: its night-1 label was given on other texts
        pl.when(pl.col("pair_id") == "p2").then(pl.lit("an edited answer")).otherwise("response_a").alias("response_a")
    )
    pairs.write_parquet(tmp_path / "pairs6.parquet")
    _recording(tmp_path / "rec.parquet", pairs["pair_id"].to_list(), SCORES)
    cfg = replay_config(tmp_path / "c.toml", "rec.parquet", ["pairs6.parquet"], sampling={"k": K})
    s = _night(cfg, tmp_path / "n2", "--reuse", str(tmp_path / "n1"))
    assert s["reuse"]["sources"][0]["annotations"] == 2  # p0 and p1; p2's texts changed
    final = pl.read_parquet(tmp_path / "n2" / "pairs.parquet")
    assert dict(zip(final["pair_id"], final["final_verdict"])) == {
        "p0": "b",
        "p1": "tie",
        "p2": "a",
        "p3": "a",
        "p4": "a",
        "p5": "a",
    }
    assert s["review"]["labels_applied"] == 2 and s["review"]["stale"] == 0


def test_reused_labels_merge_per_annotator_and_a_disagreement_stays_a_conflict(tmp_path):
    """Fresh pass full83 H1: reuse carried labels per pair, so bob's vote on p0 (folder B) was dropped when alice's
    (folder A) came first, and alice's lone b overrode the judge's a without a word. Now labels merge per (pair,
    annotator) as ``review import`` does: alice b against bob a on p0 is a conflict (the judge's a kept, as when both
    files are imported into one folder), p1 (alice) and p2 (bob) are applied; a label of an annotator the folder
    already holds for the pair is left behind and counted (``annotations_left``)."""
    cfg = _setup(tmp_path, 4, SCORES)  # the judge says a everywhere
    for name, rows in (("A", "p0,b,alice\np1,a,alice\n"), ("B", "p0,a,bob\np2,b,bob\np1,b,alice\n")):
        _night(cfg, tmp_path / name)
        (tmp_path / f"{name}.csv").write_text("pair_id,label,annotator\n" + rows)
        r = run_cli("review", "import", str(tmp_path / name), str(tmp_path / f"{name}.csv"))
        assert r.exit_code == 0, r.output
    r = run_cli(
        "run",
        str(cfg),
        "--out",
        str(tmp_path / "C"),
        "-q",
        "--reuse",
        str(tmp_path / "A"),
        "--reuse",
        str(tmp_path / "B"),
    )
    assert r.exit_code == 0, r.output
    s = json.loads((tmp_path / "C" / "summary.json").read_text())
    a, b = s["reuse"]["sources"]
    assert (a["annotations"], a.get("annotations_left")) == (2, None)  # alice's p0 and p1
    assert (b["annotations"], b["annotations_left"]) == (2, 1)  # bob's p0 and p2; alice's p1 of B stays behind
    assert "1 review annotation(s) of" in r.stderr
    final = pl.read_parquet(tmp_path / "C" / "pairs.parquet").sort("pair_id")
    assert final["review_conflict"].to_list() == [True, False, False, None]  # p3 unlabelled
    assert final["final_verdict"].to_list() == ["a", "a", "b", "a"]  # p0 a conflict: the judge's a stands


def test_reuse_takes_a_file_uri_and_refuses_another_filesystem(tmp_path):
    """Fresh pass full65 (note): ``--reuse file:///abs/n1`` was taken as the relative folder ``file:/abs/n1`` and
    refused as "not a folder"; ``--input`` and ``--out`` take ``file://`` URIs. Now it reuses the folder's 2 x 2 x K
    samples (2 pairs, both orders, K samples); an ``s3://`` folder is a one-line refusal (only local folders)."""
    cfg = _setup(tmp_path, 2, SCORES)
    _night(cfg, tmp_path / "n1")
    s = _night(cfg, tmp_path / "n2", "--reuse", (tmp_path / "n1").as_uri())
    assert s["reuse"]["samples"] == 2 * 2 * K and s["samples_written"] == 0
    r = run_cli("run", str(cfg), "--out", str(tmp_path / "n3"), "--reuse", "s3://bucket/n1")
    assert r.exit_code == 2 and r.output.count("\n") == 1
    assert "reuse folder s3://bucket/n1 must be a local (or mounted) folder" in r.output
