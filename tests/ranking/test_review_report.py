"""Review export/import round trip and the HTML report, on the replay backend."""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import replay_config
from tests.helpers.screenshot import screenshot

# p0: a wins both orders (BPDE 0); p1: split (BPDE ln 2); p2: tie + a (BPDE ln 2)
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
    pl.DataFrame(
        {
            "pair_id": ["p0", "p1", "p2"],
            "question": ["q0", "q1", "q2"],
            "response_a": ["a0", "a1", "a2"],
            "response_b": ["b0", "b1", "b2"],
            "human_label": ["a", "b", "tie"],
            "model_a": ["x", "x", "y"],
            "model_b": ["y", "y", "x"],
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
    assert CliRunner().invoke(cli, ["run", str(tmp_path / "c.toml"), "--out", str(out), "-q"]).exit_code == 0
    return out


def test_review_round_trip_changes_merged_verdicts(run_dir):
    r = CliRunner().invoke(cli, ["review", "export", str(run_dir), "--beta", "0.5"])
    assert r.exit_code == 0, r.output
    queue = pl.read_csv(run_dir / "review" / "review.csv")
    # ceil(0.5 * 3) = 2 of the highest BPDE: p1 and p2 (ln 2 each), blind: no pair ids, models or verdicts
    assert sorted(queue["question"]) == ["q1", "q2"]
    assert queue.columns == [
        "review_id",
        "question",
        "response_a",
        "response_b",
        "label",
        "judged_key",
        "input_truncated",
    ]
    tasks = json.loads((run_dir / "review" / "labelstudio.json").read_text())
    assert [t["data"]["review_id"] for t in tasks] == queue["review_id"].to_list()
    # a person labels p1 "b" (the judge said tie) via CSV
    queue.with_columns(
        pl.when(pl.col("question") == "q1").then(pl.lit("b")).otherwise(pl.lit("")).alias("label")
    ).write_csv(run_dir / "labels.csv")
    r = CliRunner().invoke(cli, ["review", "import", str(run_dir), str(run_dir / "labels.csv")])
    assert r.exit_code == 0, r.output
    pairs = pl.read_parquet(run_dir / "pairs.parquet")
    got = dict(zip(pairs["pair_id"], pairs["final_verdict"]))
    # p0: a (kept); p1: judge tie -> person b; p2: CS_a = (5+7)/2 = 6 > CS_b = 4 -> a (kept)
    assert got == {"p0": "a", "p1": "b", "p2": "a"}
    s = json.loads((run_dir / "summary.json").read_text())["review"]
    assert {
        k: s[k]
        for k in ("labels_applied", "conflicts", "not_in_run", "changed", "accuracy_merged", "accuracy_calibrated")
    } == {
        "labels_applied": 1,
        "conflicts": 0,
        "not_in_run": 0,
        "changed": 1,
        "accuracy_merged": 2 / 3,
        "accuracy_calibrated": 1 / 3,
    }
    assert {k: s["last_import"][k] for k in ("imported", "updated", "unchanged", "conflicts", "ignored")} == {
        "imported": 1,
        "updated": 0,
        "unchanged": 0,
        "conflicts": 0,
        "ignored": 0,
    }
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
    for title in (
        "Leaderboard",
        "Win rates",
        "BPDE histogram",
        "Conflict by score gap",
        "Position preference",
        "Parse failures and flags",
        "HITLC",
    ):
        assert f"<figcaption>{title}</figcaption>" in page
    assert page.count("data:image/png;base64,") >= 7 and 'src="http' not in page
    shot = screenshot(run_dir / "report.html", "report.png", run_dir)
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000


def _invoke(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def _final(run_dir):
    pairs = pl.read_parquet(run_dir / "pairs.parquet")
    return dict(zip(pairs["pair_id"], pairs["final_verdict"]))


def _csv(path, rows, header="pair_id,label"):
    path.write_text(header + "\n" + "".join(",".join(r) + "\n" for r in rows))
    return path


def test_review_import_merges_by_default_and_replace_counts_what_it_drops(run_dir):
    """Issue 13 #5: a second, smaller import used to replace every stored label."""
    # calibrated verdicts: p0 a, p1 tie, p2 a (see TEXTS)
    r = _invoke("review", "import", run_dir, _csv(run_dir / "l1.csv", [("p0", "b"), ("p1", "b"), ("p2", "tie")]))
    assert r.exit_code == 0, r.output
    assert _final(run_dir) == {"p0": "b", "p1": "b", "p2": "tie"}
    r = _invoke("review", "import", run_dir, _csv(run_dir / "l2.csv", [("p1", "a")]))
    assert r.exit_code == 0, r.output
    assert _final(run_dir) == {"p0": "b", "p1": "a", "p2": "tie"}  # p0 and p2 keep their labels
    s = json.loads((run_dir / "summary.json").read_text())["review"]
    assert s["labels_applied"] == 3
    assert {k: s["last_import"][k] for k in ("imported", "updated", "unchanged", "conflicts")} == {
        "imported": 0,
        "updated": 1,
        "unchanged": 0,
        "conflicts": 0,
    }
    assert "1 annotations added, 1 stored ones of the same annotators replaced" in r.stderr
    assert "0 imported, 1 updated, 0 unchanged" in r.stderr
    r = _invoke("review", "import", run_dir, run_dir / "l2.csv")  # the same file again
    assert json.loads(r.stdout)["last_import"]["unchanged"] == 1
    r = _invoke("review", "import", run_dir, _csv(run_dir / "l3.csv", [("p0", "tie")]), "--replace")
    assert r.exit_code == 0, r.output
    assert _final(run_dir) == {"p0": "tie", "p1": "tie", "p2": "a"}  # p1, p2 back to the calibrated verdicts
    assert json.loads(r.stdout)["last_import"]["dropped"] == 2 and "dropped the labels of 2 pairs" in r.stderr


@pytest.mark.parametrize(
    "content,name,why",
    [
        ("pair_id,label\n", "header.csv", "no labels to import (0 entries"),
        ("pair_id,label\np0,\np1, \n", "blank.csv", "no labels to import (2 entries, 2 without a label"),
        ("", "empty.csv", "empty file"),
        ("[]", "empty.json", "no labels to import (0 entries"),
        (
            json.dumps([{"data": {"pair_id": "p0"}, "annotations": [{"was_cancelled": True, "result": []}]}]),
            "cancelled.json",
            "1 annotations ignored: 1 cancelled",
        ),
    ],
)
def test_review_import_without_labels_is_an_error_and_keeps_the_stored_ones(run_dir, content, name, why):
    """Issue 13 #5: a header-only CSV wiped every label with exit 0."""
    assert _invoke("review", "import", run_dir, _csv(run_dir / "l1.csv", [("p0", "b")])).exit_code == 0
    (run_dir / name).write_text(content)
    r = _invoke("review", "import", run_dir, run_dir / name)
    assert r.exit_code == 2 and why in r.output and len(r.output.strip().splitlines()) == 1, r.output
    assert _final(run_dir)["p0"] == "b"


def test_review_import_duplicates_conflicts_and_cancelled_annotations(run_dir):
    """Issue 13 #5: duplicates, disagreeing annotators and cancelled annotations resolved silently to the last."""
    # CSV without annotators: p0 twice with the same label (two votes: unnamed rows are never one person's
    # repeats, pass 10 L3), p1 "a" then "b" (two rows disagree: conflict)
    r = _invoke(
        "review", "import", run_dir, _csv(run_dir / "l.csv", [("p0", "b"), ("p0", "b"), ("p1", "a"), ("p1", "b")])
    )
    assert r.exit_code == 0, r.output
    li = json.loads(r.stdout)["last_import"]
    assert (li["imported"], li["conflicts"], li["duplicates"]) == (1, 1, 0)
    assert li["conflict_pairs"] == [{"pair_id": "p1", "votes": "a:1 b:1"}] and "conflict: pair 'p1'" in r.stderr
    final = _final(run_dir)
    assert final["p0"] == "b" and final["p1"] == "tie"  # p1's conflict is not applied: calibrated tie stays
    pairs = pl.read_parquet(run_dir / "pairs.parquet")
    assert dict(zip(pairs["pair_id"], pairs["review_conflict"])) == {"p0": False, "p1": True, "p2": None}

    # Label Studio: p2 has annotators 1 tie, 2 tie, 3 a -> majority tie; p0: 1 cancelled, 2 "a" -> a;
    # p1: 1 a, 2 b -> conflict again (votes listed)
    def ann(who, choice=None, cancelled=False):
        res = (
            []
            if choice is None
            else [{"from_name": "verdict", "to_name": "question", "type": "choices", "value": {"choices": [choice]}}]
        )
        return {"completed_by": who, "was_cancelled": cancelled, "result": res}

    ls = [
        {"data": {"pair_id": "p2"}, "annotations": [ann(1, "tie"), ann(2, "tie"), ann(3, "a")]},
        {"data": {"pair_id": "p0"}, "annotations": [ann(1, cancelled=True), ann(2, "a")]},
        {"data": {"pair_id": "p1"}, "annotations": [ann(1, "a"), ann(2, "b"), ann(2, "b"), ann(1, "a")]},
    ]
    (run_dir / "ls.json").write_text(json.dumps(ls))
    # --replace: this file's counts alone (merging with l.csv's unnamed rows: tests/ranking/test_review_annotators.py)
    r = _invoke("review", "import", run_dir, run_dir / "ls.json", "--replace")
    assert r.exit_code == 0, r.output
    li = json.loads(r.stdout)["last_import"]
    assert {k: li[k] for k in ("imported", "updated", "unchanged", "conflicts", "ignored", "duplicates")} == {
        "imported": 1,
        "updated": 1,
        "unchanged": 0,
        "conflicts": 1,
        "ignored": 1,
        "duplicates": 2,
    }
    assert li["ignored_reasons"] == {"cancelled": 1}
    assert _final(run_dir) == {"p0": "a", "p1": "tie", "p2": "tie"}
    stored = pl.read_parquet(run_dir / "review_labels.parquet")
    # every annotation kept with its annotator and source: p0 1 + p1 2 + p2 3
    assert stored.height == 6 and set(stored["source"]) == {"ls.json"}
    assert sorted(stored.filter(pl.col("pair_id") == "p2")["annotator"].to_list()) == ["1", "2", "3"]


def test_unnamed_csv_rows_are_votes_and_a_named_repeat_counts_once(run_dir):
    """Issue 13 pass 10 L3: rows b, a, a without an annotator column (a shared sheet of three reviewers) were
    merged as one person's repeats: a:1 b:1, a conflict. Now a:2 b:1, label a. With annotators, ann2's repeated
    "a" counts once: a:1 b:1, a conflict, one duplicate."""
    r = _invoke("review", "import", run_dir, _csv(run_dir / "l.csv", [("p0", "b"), ("p0", "a"), ("p0", "a")]))
    assert r.exit_code == 0, r.output
    li = json.loads(r.stdout)["last_import"]
    assert (li["imported"], li["conflicts"], li["duplicates"]) == (1, 0, 0)
    assert _final(run_dir)["p0"] == "a"
    rows = [("p0", "b", "ann1"), ("p0", "a", "ann2"), ("p0", "a", "ann2")]
    n_csv = _csv(run_dir / "n.csv", rows, header="pair_id,label,annotator")
    r = _invoke("review", "import", run_dir, n_csv, "--replace")  # without l.csv's unnamed votes
    assert r.exit_code == 0, r.output
    li = json.loads(r.stdout)["last_import"]
    assert (li["conflicts"], li["duplicates"]) == (1, 1)
    assert li["conflict_pairs"] == [{"pair_id": "p0", "votes": "a:1 b:1"}]


@pytest.mark.parametrize(
    "doc,why",
    [
        ({"tasks": []}, "expected a Label Studio export"),
        (["p0"], "task 0: expected a Label Studio export"),
        ([{"annotations": [{"result": [{"value": {"choices": ["a"]}}]}]}], "task 0 has no data.pair_id"),
        ([{"id": 4}], "task 0 (Label Studio id 4) has no 'data'"),
        ([{"data": {"pair_id": "p0"}, "annotations": {"result": []}}], "'annotations' must be a list"),
        ([{"data": {"pair_id": "p0"}, "annotations": [{"result": {"value": 1}}]}], "'result' must be a list"),
        (
            [{"data": {"pair_id": "p0"}, "annotations": [{"result": [{"value": {"choices": ["a", "b"]}}]}]}],
            "expected one choice",
        ),
        (
            [{"data": {"pair_id": "p0"}, "annotations": [{"result": [{"value": {"choices": [3]}}]}]}],
            "is not a, b or tie",
        ),
    ],
)
def test_review_import_labelstudio_wrong_shapes_are_one_line_errors(run_dir, doc, why):
    """Issue 13 #17/#18: wrong-shaped exports gave tracebacks; a task without data a misleading message."""
    (run_dir / "x.json").write_text(json.dumps(doc))
    r = _invoke("review", "import", run_dir, run_dir / "x.json")
    assert r.exit_code == 2 and why in r.output and len(r.output.strip().splitlines()) == 1, r.output


def test_review_import_reads_uppercase_json_and_json_min(run_dir):
    """Issue 13 #18: a `.JSON` export was read as CSV. JSON-MIN rows carry the choice under `verdict`."""
    doc = [
        {
            "data": {"pair_id": "p1"},
            "annotations": [{"completed_by": 1, "result": [{"from_name": "verdict", "value": {"choices": ["b"]}}]}],
        }
    ]
    (run_dir / "EXPORT.JSON").write_text(json.dumps(doc))
    r = _invoke("review", "import", run_dir, run_dir / "EXPORT.JSON")
    assert r.exit_code == 0, r.output
    assert _final(run_dir)["p1"] == "b"
    (run_dir / "min.json").write_text(
        json.dumps(
            [{"pair_id": "p2", "question": "q2", "verdict": "b", "annotator": 1}, {"pair_id": "p0", "question": "q0"}]
        )
    )
    r = _invoke("review", "import", run_dir, run_dir / "min.json")
    assert r.exit_code == 0, r.output
    assert _final(run_dir) == {"p0": "a", "p1": "b", "p2": "b"}
    assert json.loads(r.stdout)["last_import"]["unlabelled"] == 1


DANGEROUS = ["=1+1", "+cmd", "-2+3", "@SUM(A1)", "\tx", "\rx", "'=already", "ok"]


@pytest.fixture()
def formula_run(tmp_path):
    """A run whose pair ids, texts and model names start with spreadsheet formula leaders."""
    return _formula_run(tmp_path, DANGEROUS)


def _formula_run(tmp_path, ids):
    pl.DataFrame(
        {
            "pair_id": ids,
            "question": [f'=HYPERLINK("http://x","{i}")' for i in range(len(ids))],
            "response_a": ["-a"] * len(ids),
            "response_b": ["@b"] * len(ids),
            "model_a": ["=m1"] * len(ids),
            "model_b": ["m2"] * len(ids),
        }
    ).write_parquet(tmp_path / "pairs.parquet")
    rec = [
        {"pair_id": p, "order": o, "sample": 0, "text": "Score of the Assistant 1: 5\nScore of the Assistant 2: 5"}
        for p in ids
        for o in ("ab", "ba")
    ]
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    replay_config(tmp_path / "c.toml", "rec.parquet", ["pairs.parquet"], sampling={"k": 1})
    out = tmp_path / "out"
    r = _invoke("run", tmp_path / "c.toml", "--out", out, "-q")
    assert r.exit_code == 0, r.output
    return out


def test_review_csv_neutralises_formulas_and_import_undoes_exactly_that(formula_run):
    """Issue 13 #9: cells starting with = + - @ tab CR were written verbatim (CSV injection)."""
    import csv

    r = _invoke("review", "export", formula_run, "--beta", "1", "--show-models")
    assert r.exit_code == 0, r.output
    with open(formula_run / "review" / "review.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == len(DANGEROUS)
    # OWASP: one leading single quote before a formula leader (after any quotes already there)
    want = {
        "=1+1": "'=1+1",
        "+cmd": "'+cmd",
        "-2+3": "'-2+3",
        "@SUM(A1)": "'@SUM(A1)",
        "\tx": "'\tx",
        "\rx": "'\rx",
        "'=already": "''=already",
        "ok": "ok",
    }
    assert sorted(r["pair_id"] for r in rows) == sorted(want.values())
    for row in rows:
        for col in ("question", "response_a", "response_b", "model_a"):
            assert row[col][0] == "'", (col, row[col])
        assert row["model_b"] == "m2"
    # a person labels every row "b" in the spreadsheet and saves it: the ids match the run again
    with open(formula_run / "labels.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows({**row, "label": "b"} for row in rows)
    r = _invoke("review", "import", formula_run, formula_run / "labels.csv")
    assert r.exit_code == 0, r.output
    assert _final(formula_run) == {p: "b" for p in DANGEROUS}


def test_a_hand_made_csv_id_that_reads_as_two_pairs_is_refused(tmp_path):
    """Fresh pass full80 L3: with pairs ``=x`` and ``'=x`` in one run, a hand-made CSV's ``'=x`` was read as an
    exported cell (its quote taken off) and its label went to pair ``=x``; it is refused, naming the row, and the
    exported spelling ``''=x`` still reads back exactly."""
    out = _formula_run(tmp_path, ["=x", "'=x", "ok"])
    _csv(tmp_path / "l.csv", [("=x", "a"), ("'=x", "b")])
    r = _invoke("review", "import", out, tmp_path / "l.csv")
    assert r.exit_code == 2 and 'row 3: pair_id "\'=x" is a pair of' in r.output, r.output
    assert "''=x" in r.output and "final_verdict" not in pl.read_parquet(out / "pairs.parquet").columns
    _csv(tmp_path / "l.csv", [("'=x", "a"), ("''=x", "b")])
    r = _invoke("review", "import", out, tmp_path / "l.csv")
    assert r.exit_code == 2 and "row 2:" in r.output, r.output
    _csv(tmp_path / "l.csv", [("=x", "a"), ("''=x", "b")])
    r = _invoke("review", "import", out, tmp_path / "l.csv")
    assert r.exit_code == 0, r.output
    assert _final(out) == {"=x": "a", "'=x": "b", "ok": "tie"}  # ok: the judges' tie, no label


def test_review_export_shows_only_the_texts_that_were_judged(run_dir):
    """Issue 13 #14: after the input was edited, export showed the new texts beside verdicts on the old ones."""
    src = run_dir.parent / "pairs.parquet"
    pl.read_parquet(src).with_columns(
        pl.when(pl.col("pair_id") == "p1").then(pl.lit("EDITED a1")).otherwise(pl.col("response_a")).alias("response_a")
    ).write_parquet(src)
    r = _invoke("review", "export", run_dir, "--beta", "1", "--show-models")
    assert r.exit_code == 0, r.output
    queue = pl.read_csv(run_dir / "review" / "review.csv")
    assert sorted(queue["pair_id"]) == ["p0", "p2"] and "EDITED" not in (run_dir / "review" / "review.csv").read_text()
    tasks = json.loads((run_dir / "review" / "labelstudio.json").read_text())
    assert sorted(t["data"]["pair_id"] for t in tasks) == ["p0", "p2"]
    assert "1 pairs chosen for review were left out because their input texts changed" in r.stderr
    assert "'p1'" in r.stderr
    # after a rerun judges the edited text, it is shown again
    assert _invoke("run", run_dir.parent / "c.toml", "--out", run_dir, "-q").exit_code == 0
    r = _invoke("review", "export", run_dir, "--beta", "1", "--show-models")
    queue = pl.read_csv(run_dir / "review" / "review.csv")
    assert sorted(queue["pair_id"]) == ["p0", "p1", "p2"] and "EDITED a1" in queue["response_a"].to_list()
    assert "left out" not in r.stderr


def test_review_export_writes_the_labelstudio_config_its_tasks_need(run_dir):
    """Issue 13 #19: the user had to write the labeling XML by hand."""
    import xml.etree.ElementTree as ET

    r = _invoke("review", "export", run_dir, "--beta", "1")
    assert r.exit_code == 0, r.output
    root = ET.parse(run_dir / "review" / "labelstudio-config.xml").getroot()
    texts = {t.get("name"): t.get("value") for t in root.iter("Text")}
    assert texts == {"question": "$question", "response_a": "$response_a", "response_b": "$response_b"}
    tasks = json.loads((run_dir / "review" / "labelstudio.json").read_text())
    assert all({v[1:] for v in texts.values()} <= set(t["data"]) for t in tasks)  # type: ignore[index]
    (choices,) = list(root.iter("Choices"))
    assert choices.get("name") == "verdict" and choices.get("choice") == "single"
    assert [c.get("alias") for c in choices.iter("Choice")] == ["a", "b", "tie"]


def test_report_survives_hostile_names_corrupt_files_and_missing_folders(run_dir, tmp_path):
    """Issue 13 #17: math-text model names, a corrupt summary.json and --out into a missing folder."""
    pairs = pl.read_parquet(run_dir / "pairs.parquet").with_columns(
        pl.col("model_a").replace({"x": "$\\x$"}), pl.col("model_b").replace({"x": "$\\x$"})
    )
    pairs.write_parquet(run_dir / "pairs.parquet")
    assert _invoke("rank", run_dir, "--bootstrap", "5").exit_code == 0
    dest = tmp_path / "new" / "folder" / "r.html"
    r = _invoke("report", run_dir, "--out", dest)
    assert r.exit_code == 0, r.output
    assert dest.is_file() and "$\\x$" in dest.read_text()
    (run_dir / "summary.json").write_text("{not json")
    r = _invoke("report", run_dir)
    assert r.exit_code == 2 and "summary.json: cannot read a run summary" in r.output, r.output
    (run_dir / "summary.json").write_text("[1, 2]")
    r = _invoke("report", run_dir)
    assert r.exit_code == 2 and "summary.json: not a run summary" in r.output, r.output


def test_review_export_of_a_folder_without_judged_keys_checks_the_stored_judgments(run_dir):
    """Folders written before `judged_key` existed: a text counts as judged when a stored judgment has its key."""
    pl.read_parquet(run_dir / "pairs.parquet").drop("judged_key").write_parquet(run_dir / "pairs.parquet")
    src = run_dir.parent / "pairs.parquet"
    pl.read_parquet(src).with_columns(
        pl.when(pl.col("pair_id") == "p2").then(pl.lit("EDITED")).otherwise(pl.col("question")).alias("question")
    ).write_parquet(src)
    r = _invoke("review", "export", run_dir, "--beta", "1", "--show-models")
    assert r.exit_code == 0, r.output
    assert sorted(pl.read_csv(run_dir / "review" / "review.csv")["pair_id"]) == ["p0", "p1"]
    assert "'p2'" in r.stderr


def test_review_import_keeps_labels_stored_by_earlier_versions(run_dir):
    """review_labels.parquet used to hold pair_id, review_label: those labels stay and merge."""
    pl.DataFrame({"pair_id": ["p0"], "review_label": ["tie"]}).write_parquet(run_dir / "review_labels.parquet")
    r = _invoke("review", "import", run_dir, _csv(run_dir / "l.csv", [("p1", "a")]))
    assert r.exit_code == 0, r.output
    assert _final(run_dir) == {"p0": "tie", "p1": "a", "p2": "a"}


def test_review_import_reads_only_the_verdict_controls_choice(run_dir):
    """Adversarial pass 3, F8: a choice of another control (``quality``) was taken as the verdict when the
    ``verdict`` control (the name the exported labeling config uses) had none."""

    def task(pair_id, *results):
        return {"data": {"pair_id": pair_id}, "annotations": [{"completed_by": 1, "result": list(results)}]}

    def choice(control, value):
        return {"from_name": control, "to_name": "question", "type": "choices", "value": {"choices": [value]}}

    before = (run_dir / "pairs.parquet").read_bytes()
    (run_dir / "other.json").write_text(json.dumps([task("p0", choice("quality", "b"))]))
    r = _invoke("review", "import", run_dir, run_dir / "other.json")
    assert r.exit_code == 2 and "1 other_control" in r.output and "nothing changed" in r.output, r.output
    assert (run_dir / "pairs.parquet").read_bytes() == before
    both = [task("p0", choice("quality", "b"), choice("verdict", "tie"))]
    (run_dir / "both.json").write_text(json.dumps(both))
    r = _invoke("review", "import", run_dir, run_dir / "both.json")
    assert r.exit_code == 0, r.output
    assert _final(run_dir)["p0"] == "tie"
