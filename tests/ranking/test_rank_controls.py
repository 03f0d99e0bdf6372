"""``rank``'s style control, length-controlled win rate and judge-inclusive intervals, end to end on the replay
backend, against tournaments whose truth is known (every model equally strong; a judge swayed by length)."""

import json
import shutil

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.ranking.uncertainty import rank_upper_bound
from judge_engine.schemas.leaderboard import Leaderboard
from tests.helpers.configs import replay_config
from tests.helpers.tournaments import write_tournament

EQUAL = {"a": 0.0, "b": 0.0, "c": 0.0, "d": 0.0}
VERBOSITY = {"a": 12.0, "b": 18.0, "c": 26.0, "d": 36.0}  # mean words; the lengths overlap across models


def _judged(tmp_path, strength, n_questions, k=1, **kw):
    """A round robin of ``strength``'s models judged on replay; returns the run folder."""
    _, _, pairs = write_tournament(tmp_path, strength, n_questions, k=k, **kw)
    pairs.write_parquet(tmp_path / "pairs.parquet")
    replay_config(tmp_path / "c.toml", "rec.parquet", ["pairs.parquet"], sampling={"k": k})
    out = tmp_path / "out"
    r = CliRunner().invoke(cli, ["run", str(tmp_path / "c.toml"), "--out", str(out), "-q"])
    assert r.exit_code == 0, r.output
    return out


def _rank(out, *args):
    r = CliRunner().invoke(cli, ["rank", str(out), "--baseline", "a", *args])
    assert r.exit_code == 0, r.output
    return json.loads((out / "leaderboard.json").read_text()), r


def test_style_control_removes_a_length_preference_from_equally_strong_models(tmp_path):
    """Truth: four equally strong models; the judge prefers the longer answer (log-odds 4 per unit of
    (la - lb) / (la + lb + 1)). Raw Bradley-Terry ranks by verbosity; style control puts all at ~1000."""
    out = _judged(tmp_path, EQUAL, 80, k=1, verbosity=VERBOSITY, length_coef=4.0, pair_level=True)
    doc, r = _rank(out, "--bootstrap", "100")
    models = {m["model"]: m for m in doc["models"]}
    assert [m["model"] for m in doc["models"]] == ["d", "c", "b", "a"]  # raw: by verbosity
    assert models["d"]["ci_low"] > 1100  # raw: the most verbose is far above the baseline
    raw = [m["score"] for m in models.values()]
    ctl = [m["style_score"] for m in models.values()]
    assert max(ctl) - min(ctl) < 0.5 * (max(raw) - min(raw))  # controlled: much closer to the truth (all equal)
    length = {c["covariate"]: c for c in doc["style"]["coefficients"]}["length"]
    # the judge's coefficient per standard deviation of the covariate is 4 x its std: inside the interval
    assert length["status"] == "fitted" and 0 < length["ci_low"] < 4 * length["std"] < length["ci_high"]
    assert {c["covariate"]: c["status"] for c in doc["style"]["coefficients"]}["bold_count"] == "dropped: zero variance"
    assert doc["style"]["pairs_used"] == 6 * 80 and doc["style"]["pairs_without_texts"] == 0
    lc = {x["model"]: x for x in doc["length_controlled"]}
    assert lc["a"]["status"] == "baseline" and lc["a"]["lc_win_rate"] == 0.5
    assert lc["d"]["win_rate"] > 0.7  # raw win rate against the baseline, inflated by length
    assert all(x["lc_win_rate"] == x["lc_win_rate"] for x in lc.values())  # never NaN
    assert "style_rank" in r.output.splitlines()[0]  # leaderboard.md shows the controlled rank


def test_style_control_counts_edited_pairs_and_reports_an_unreadable_input(tmp_path):
    out = _judged(tmp_path, EQUAL, 10, verbosity=VERBOSITY, length_coef=2.0)
    pairs = pl.read_parquet(tmp_path / "pairs.parquet")
    edited = pairs.with_columns(
        pl.when(pl.col("pair_id").is_in(pairs["pair_id"].head(3).implode()))
        .then(pl.lit("edited after the run"))
        .otherwise(pl.col("response_a"))
        .alias("response_a")
    )
    edited.write_parquet(tmp_path / "pairs.parquet")
    doc, _ = _rank(out, "--bootstrap", "10")
    assert doc["style"]["pairs_without_texts"] == 3 and doc["style"]["pairs_used"] == 60 - 3
    r = CliRunner().invoke(cli, ["rank", str(out), "--style-features", "length,emoji"])
    assert r.exit_code == 2 and "style features must be a non-empty subset" in r.output
    doc, _ = _rank(out, "--bootstrap", "10", "--style-features", "length")
    assert [c["covariate"] for c in doc["style"]["coefficients"]] == ["length"]
    (tmp_path / "pairs.parquet").unlink()
    doc, r = _rank(out, "--bootstrap", "10")  # auto: a note, no style columns
    assert "style" not in doc and any("no style control" in n for n in doc["notes"])
    assert all(m["style_score"] is None for m in doc["models"]) and "no style control" in r.stderr
    r = CliRunner().invoke(cli, ["rank", str(out), "--style", "on"])
    assert r.exit_code == 2 and r.output.startswith("Error: style control needs the judged texts")
    r = CliRunner().invoke(cli, ["rank", str(out), "--style", "off", "--style-features", "length"])
    assert r.exit_code == 0, r.output


def test_two_level_intervals_equal_question_only_for_a_judge_without_noise_and_widen_with_noise(tmp_path):
    """Davison & Hinkley's two-stage bootstrap adds nothing when every sample of a pair agrees (the inner
    stage redraws identical values), and widens the intervals when the judge's samples vary."""
    strength = {"a": 0.0, "b": 0.5, "c": 1.0}
    quiet_out = _judged(tmp_path / "quiet", strength, 30, k=2, pair_level=True)
    doc, _ = _rank(quiet_out, "--bootstrap", "60")
    assert doc["flags_use"] == "two_level" and doc["judge_uncertainty"]["samples"] == 3 * 30 * 2 * 2
    for m in doc["models"]:
        assert (m["judge_ci_low"], m["judge_ci_high"]) == pytest.approx((m["judge_q_ci_low"], m["judge_q_ci_high"]))
    noisy_out = _judged(tmp_path / "noisy", strength, 30, k=3, pair_level=False)
    doc, _ = _rank(noisy_out, "--bootstrap", "60")
    others = [m for m in doc["models"] if m["model"] != "a"]
    two = sum(m["judge_ci_high"] - m["judge_ci_low"] for m in others)
    one = sum(m["judge_q_ci_high"] - m["judge_q_ci_low"] for m in others)
    assert two > one
    assert [m["rank_ub"] for m in doc["models"]][0] == 1


def test_rank_upper_bound_by_hand():
    # intervals [10, 20], [5, 15], [0, 8], none: nothing lies above the first two; the first lies above
    # the third (10 > 8), the second does not (5 < 8)
    lo = pl.Series([10.0, 5.0, 0.0, None])
    hi = pl.Series([20.0, 15.0, 8.0, None])
    assert rank_upper_bound(lo, hi).to_list() == [1, 1, 2, None]


def test_significant_judge_against_a_version_1_leaderboard_is_null_and_version_1_files_read(tmp_path):
    out = _judged(tmp_path, {"a": 0.0, "b": 1.0}, 12)
    _rank(out, "--bootstrap", "20")
    prev = tmp_path / "prev"
    shutil.copytree(out, prev)
    pq = pl.read_parquet(prev / "leaderboard.parquet")
    pq.drop([c for c in pq.columns if c.startswith(("judge_", "style_")) or c == "rank_ub"]).write_parquet(
        prev / "leaderboard.parquet"
    )
    v1 = json.loads((prev / "leaderboard.json").read_text())
    v1 = {
        k: v
        for k, v in v1.items()
        if k not in ("style", "length_controlled", "judge_uncertainty", "flags_use", "notes", "board_digest")
    }
    v1["schema_version"] = 1
    v1["models"] = [
        {k: v for k, v in m.items() if not k.startswith(("judge_", "style_")) and k != "rank_ub"} for m in v1["models"]
    ]
    (prev / "leaderboard.json").write_text(json.dumps(v1))
    board = Leaderboard.from_json(prev / "leaderboard.json")
    assert board.schema_version == 1 and board.style is None and board.to_dict() == v1
    doc, _ = _rank(out, "--bootstrap", "20", "--previous", str(prev))
    assert all(m["significant_judge"] is None and m["significant"] is not True for m in doc["models"])
    shutil.copytree(out, tmp_path / "same")  # tonight's own board as last night's (its own folder is refused)
    doc, _ = _rank(out, "--bootstrap", "20", "--previous", str(tmp_path / "same"))
    # never significant against itself (None where a bound is the ridge's: fresh pass full65 M5)
    assert [m["significant_judge"] for m in doc["models"]] in ([False, False], [None, False], [False, None])


@pytest.mark.parametrize("flag", ["--no-judge-intervals", "--bootstrap=0"])
def test_without_two_level_intervals_the_flags_use_the_question_only_ones(tmp_path, flag):
    out = _judged(tmp_path, {"a": 0.0, "b": 1.0, "c": 2.0}, 12)
    doc, _ = _rank(out, flag)
    assert doc["flags_use"] == "question" and "judge_uncertainty" not in doc
    assert all(m["judge_ci_low"] is None for m in doc["models"])
