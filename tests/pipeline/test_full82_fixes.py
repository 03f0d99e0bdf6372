"""Fresh pass full82 (on c30ee1f): ``tournament`` and ``audit`` writing into another command's finished folder, and
``run`` / ``panel`` into a tournament's or an audit's (M1); ``rank`` on a run that failed its gate without a word (M2);
``report`` showing a summary whose counts do not agree with ``pairs.parquet`` (L1). Expected values by hand: the
replay recording below gives 2 of the 4 pairs a verdict (the other two read ``I refuse to judge.`` in both orders)."""

import json

import polars as pl
import pytest

from judge_engine.errors import InputError
from judge_engine.pipeline.paths import check_output_dir
from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import SCORES, recording, replay_setup, run_cli
from tests.helpers.tournaments import write_tournament

# the marks each command leaves in its folder (pipeline/other_command.py): a file or a folder
MARKS = {
    "run": ("manifest.json", "file"),
    "panel": ("panel.json", "file"),
    "audit": ("audit.json", "file"),
    "tournament": ("rounds", "dir"),
}


@pytest.mark.parametrize("made", sorted(MARKS))
@pytest.mark.parametrize("kind", ["run", "panel", "audit", "tournament"])
def test_a_command_refuses_another_commands_folder(tmp_path, made, kind):
    out = tmp_path / "o"
    out.mkdir()
    name, what = MARKS[made]
    (out / name).mkdir() if what == "dir" else (out / name).write_text("{}")
    if made == kind:
        assert check_output_dir(out, [], kind=kind) == out.resolve()  # its own folder: a resume
        return
    with pytest.raises(InputError, match="choose another --out"):
        check_output_dir(out, [], kind=kind)


def test_a_tournament_into_a_finished_run_folder_is_refused_and_the_run_stays_readable(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "o"
    assert run_cli("run", str(cfg), "--out", str(out), "-q").exit_code == 0
    before = sorted(p.name for p in out.iterdir())
    answers, _, _ = write_tournament(tmp_path / "t", {"m0": 0.0, "m1": 1.0}, 3, k=1, pair_level=True)
    tcfg = replay_config(tmp_path / "t" / "c.toml", "rec.parquet", None, sampling={"k": 1})
    r = run_cli("tournament", str(tcfg), "--answers", str(answers), "--out", str(out), "-q", "--budget", "4")
    assert r.exit_code == 2 and "is a run folder" in r.output, r.output
    assert sorted(p.name for p in out.iterdir()) == before  # nothing written beside the run's results
    assert run_cli("report", str(out), "--out", str(tmp_path / "r.html")).exit_code == 0


def _half_unparsed(tmp_path):
    """4 pairs of models m0..m2; pairs p2 and p3 unparsed in both orders."""
    (tmp_path / "in").mkdir()
    pairs = pl.DataFrame(
        {
            "pair_id": ["p0", "p1", "p2", "p3"],
            "question": ["q0", "q1", "q2", "q3"],
            "question_id": ["q0", "q1", "q2", "q3"],
            "model_a": ["m0", "m1", "m0", "m1"],
            "model_b": ["m1", "m2", "m2", "m0"],
            "response_a": ["a0", "a1", "a2", "a3"],
            "response_b": ["b0", "b1", "b2", "b3"],
        }
    )
    pairs.write_parquet(tmp_path / "in" / "pairs.parquet")
    refuse = {"p2", "p3"}
    recording(
        tmp_path / "rec.parquet",
        pairs["pair_id"].to_list(),
        texts=lambda p, o: "I refuse to judge." if p in refuse else SCORES[o],
    )
    return replay_config(tmp_path / "c.toml", "rec.parquet", ["in/pairs.parquet"], sampling={"k": 1})


def test_rank_on_a_run_that_failed_its_gate_says_so_and_counts_the_pairs_left_out(tmp_path):
    cfg = _half_unparsed(tmp_path)
    out = tmp_path / "o"
    r = run_cli("run", str(cfg), "--out", str(out), "-q", "--max-parse-failure-rate", "0.2")
    assert r.exit_code == 3, r.output  # 4 of 8 samples unparsed: the gate fails
    r = run_cli("rank", str(out), "--baseline", "m0", "--bootstrap", "0")
    assert r.exit_code == 0, r.output
    notes = json.loads((out / "leaderboard.json").read_text())["notes"]
    assert any("2 of 4 pairs have no verdict" in n and "the run failed its gate" in n for n in notes), notes
    assert "2 of 4 pairs have no verdict" in (out / "leaderboard.md").read_text()
    assert "2 of 4 pairs have no verdict" in r.output  # said on stderr too


def test_report_warns_when_the_summary_counts_do_not_agree_with_pairs_parquet(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "o"
    assert run_cli("run", str(cfg), "--out", str(out), "-q").exit_code == 0
    page = tmp_path / "r.html"
    assert run_cli("report", str(out), "--out", str(page)).exit_code == 0
    assert "counts do not agree" not in page.read_text()
    summary = json.loads((out / "summary.json").read_text())
    summary["pairs_judged"] = 3  # 4 in, 3 judged, 0 flagged: an edited or another run's summary
    (out / "summary.json").write_text(json.dumps(summary))
    assert run_cli("report", str(out), "--out", str(page)).exit_code == 0
    assert "summary.json counts do not agree: 4 in, 3 judged + flagged + missing, 4 rows in pairs.parquet" in (
        page.read_text()
    )
