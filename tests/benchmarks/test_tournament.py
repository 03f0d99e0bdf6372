"""The recorded round robin of benchmarks/tournament.py (SmolLM2-135M on 8 MT-Bench models x 16 questions):
its verdicts read by hand from the recorded texts, and the budgeted job replaying it."""

import json

import polars as pl
from click.testing import CliRunner

from benchmarks import tournament as bench
from benchmarks.tournament_data import MODELS, QUESTIONS, RECORDING, mtbench_answers
from judge_engine.cli import cli
from judge_engine.ranking.pairs import build_pairs
from tests.helpers.data import SHARED, shared
from tests.helpers.score_lines import first_scores, other_pair


def _by_hand(rec: pl.DataFrame, pairs: pl.DataFrame) -> dict[str, str]:
    """faireval-vanilla by hand: the first line's two scores per order, mapped back, averaged (Wang et al.); an order
    whose text writes a second, different pair of scores on a later line (``1 2\n2 1``) has no reading, and its pair
    takes the other order's."""
    cs: dict[str, list[float]] = {}
    for pid, order, text in rec.select("pair_id", "order", "text").iter_rows():
        lines = text.splitlines()
        s1, s2 = first_scores(lines[0])
        cs.setdefault(pid, [0.0, 0.0])
        if other_pair(lines, (s1, s2)):
            continue
        a, b = (s1, s2) if order == "ab" else (s2, s1)
        cs[pid][0] += a
        cs[pid][1] += b
    return {p: "a" if x > y else "b" if y > x else "tie" for p, (x, y) in cs.items()}


def test_recorded_round_robin_replays_to_the_verdicts_read_by_hand_and_the_full_budget_job_reproduces_it(tmp_path):
    shared("mt-bench/mt_bench/model_answer/gpt-4.jsonl")
    answers = mtbench_answers(SHARED)
    assert sorted(answers["model"].unique()) == sorted(MODELS) and answers["question_id"].n_unique() == len(QUESTIONS)
    pairs = build_pairs(answers)
    rec = pl.read_parquet(RECORDING)
    assert pairs.height == 448 and rec.height == 448 * 2 and set(rec["pair_id"]) == set(pairs["pair_id"])
    hand = _by_hand(rec, pairs)
    answers.write_parquet(tmp_path / "answers.parquet")
    pairs.write_parquet(tmp_path / "pairs.parquet")
    cfg = bench._config(tmp_path, RECORDING, [tmp_path / "pairs.parquet"])
    r = CliRunner().invoke(cli, ["run", str(cfg), "--out", str(tmp_path / "rr"), "-q"])
    assert r.exit_code == 0, r.output
    got = pl.read_parquet(tmp_path / "rr" / "pairs.parquet").select("pair_id", "verdict")
    assert dict(got.iter_rows()) == hand
    r = CliRunner().invoke(cli, ["rank", str(tmp_path / "rr"), "--bootstrap", "0"])
    assert r.exit_code == 0, r.output
    reference = [m["model"] for m in json.loads((tmp_path / "rr" / "leaderboard.json").read_text())["models"]]
    args = ["--answers", str(tmp_path / "answers.parquet"), "--budget", "448", "--round-size", "96", "--alpha", "0"]
    r = CliRunner().invoke(cli, ["tournament", str(cfg), *args, "--out", str(tmp_path / "t"), "-q", "--bootstrap", "0"])
    assert r.exit_code == 0, r.output
    doc = json.loads((tmp_path / "t" / "run" / "leaderboard.json").read_text())
    assert [m["model"] for m in doc["models"]] == reference  # every pair, whatever the order of the rounds
    t = json.loads((tmp_path / "t" / "run" / "tournament.json").read_text())
    assert t["spent"] == 448 and t["stop_reason"] == "budget"
    # the 135M judge's round robin does not settle its own order: the design never sees a settled ranking
    assert min(r["max_adjacent_swap"] for r in t["rounds"]) > 0.05
