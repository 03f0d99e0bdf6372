"""Adaptive calibration: the escalation rule on hand-worked pairs, the kernel against the plain reference,
the round schedule, config validation and hashing, and a replay run that resumes mid-round."""

import math

import polars as pl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from judge_engine.config import load_config
from judge_engine.errors import ConfigError
from judge_engine.kernels import reference
from judge_engine.kernels.adaptive import round_schedule, uncertain_pairs
from judge_engine.pipeline.plan import judge_identity
from judge_engine.pipeline.run import run
from judge_engine.pipeline.templates import load_template

from tests.conftest import DEMO_PAIRS
from tests.test_kernel_properties import judgment_tables
from tests.test_kernels import HAND_PAIR, _judgments

# Hand-worked pairs; (pair, order, sample, slot-1 score, slot-2 score); order ba shows b first.
#   settled: ab 8-6 (a wins); ba 5-9 -> a = 9, b = 5 (a wins). Orders agree (a, a); outcomes win, win
#            -> BPDE 0; CS_a = (8 + 9) / 2 = 8.5, CS_b = (6 + 5) / 2 = 5.5, gap 3.
#   conflict: ab 8-7 (a); ba 8-7 -> a = 7, b = 8 (b). Orders disagree; outcomes win, lose -> BPDE ln 2
#            = 0.6931; CS_a = CS_b = 7.5, gap 0.
#   close:   ab 7-6 (a); ba 6-7 -> a = 7, b = 6 (a). Agree; BPDE 0; CS 7 vs 6, gap 1.
#   unparsed: ab unparsed; ba 6-7 -> a = 7, b = 6. Order ab has no evidence.
#   p (HAND_PAIR, k = 2, worked in test_kernels.py): mean ab diff (1 + 0) / 2 = 0.5 -> a; mean ba diff
#            (-2 + 3) / 2 = 0.5 -> a: agree; BPDE 1.5 ln 2 = 1.0397; CS 7.25 vs 6.75, gap 0.5.
PAIRS = [("settled", "ab", 0, 8, 6), ("settled", "ba", 0, 5, 9),
         ("conflict", "ab", 0, 8, 7), ("conflict", "ba", 0, 8, 7),
         ("close", "ab", 0, 7, 6), ("close", "ba", 0, 6, 7),
         ("unparsed", "ab", 0, None, None), ("unparsed", "ba", 0, 6, 7), *HAND_PAIR]


@pytest.mark.parametrize("policy, escalated", [
    # defaults: BPDE > 0.7 or gap < 0.5 -> conflict (gap 0), p (BPDE 1.04), unparsed (no evidence)
    (dict(on_disagree=False, bpde_threshold=0.7, gap_threshold=0.5), {"conflict", "p", "unparsed"}),
    # orders disagree only
    (dict(on_disagree=True, bpde_threshold=2.0, gap_threshold=0.0), {"conflict", "unparsed"}),
    # gap below 1.5: conflict (0), close (1), p (0.5); settled has 3
    (dict(on_disagree=False, bpde_threshold=2.0, gap_threshold=1.5), {"conflict", "close", "p", "unparsed"}),
    # BPDE > 0 (any outcome disagreement): conflict (ln 2) and p
    (dict(on_disagree=False, bpde_threshold=0.0, gap_threshold=0.0), {"conflict", "p", "unparsed"}),
    # BPDE > ln 2 only: p; conflict's ln 2 is not above 0.6932
    (dict(on_disagree=False, bpde_threshold=0.6932, gap_threshold=0.0), {"p", "unparsed"}),
    # no rule: only the pair without evidence in an order
    (dict(on_disagree=False, bpde_threshold=2.0, gap_threshold=0.0), {"unparsed"}),
])
def test_escalation_rule_on_hand_worked_pairs(policy, escalated):
    res = uncertain_pairs(_judgments(PAIRS), **policy)
    assert set(res.filter("escalate")["pair_id"]) == escalated
    assert reference.uncertain_pairs(_judgments(PAIRS).to_dicts(), **policy) == {
        p: p in escalated for p in ("settled", "conflict", "close", "unparsed", "p")}


def test_escalation_statistics_by_hand():
    r = {row["pair_id"]: row for row in uncertain_pairs(_judgments(PAIRS)).iter_rows(named=True)}
    assert r["settled"]["bpde"] == 0 and r["settled"]["gap"] == 3 and not r["settled"]["disagree"]
    assert r["conflict"]["bpde"] == pytest.approx(math.log(2)) and r["conflict"]["gap"] == 0 and r["conflict"]["disagree"]
    assert r["close"]["gap"] == 1
    assert r["p"]["bpde"] == pytest.approx(1.5 * math.log(2)) and r["p"]["gap"] == pytest.approx(0.5)
    assert not r["p"]["disagree"]
    assert r["unparsed"]["no_evidence"] and r["unparsed"]["disagree"] and r["unparsed"]["gap"] == 1


@settings(max_examples=300, deadline=None)
@given(judgment_tables(), st.booleans(), st.sampled_from([0.0, 0.5, 0.7, 2.0]), st.sampled_from([0.0, 0.5, 1.0, 2.0]))
def test_kernel_matches_reference(table, on_disagree, bpde, gap):
    rows, _ = table
    df = pl.DataFrame(rows, schema={"pair_id": pl.String, "order": pl.String, "sample": pl.Int32,
                                    "score_a": pl.Float64, "score_b": pl.Float64})
    got = dict(uncertain_pairs(df, on_disagree=on_disagree, bpde_threshold=bpde, gap_threshold=gap)
               .select("pair_id", "escalate").iter_rows())
    assert got == reference.uncertain_pairs(rows, on_disagree, bpde, gap)


def test_round_schedule():
    assert round_schedule(1, 3, 1) == [1, 2, 3]
    assert round_schedule(1, 7, 2) == [1, 3, 5, 7]
    assert round_schedule(2, 5, 2) == [2, 4, 5]
    assert round_schedule(3, 3, 1) == [3]
    with pytest.raises(ValueError):
        round_schedule(0, 3, 1)


def _cfg(tmp_path, text):
    p = tmp_path / "c.toml"
    p.write_text(text)
    return p


def test_adaptive_config_validation_and_hash(tmp_path):
    c = load_config(_cfg(tmp_path, '[sampling]\nk = 5\n[calibration]\nmode = "adaptive"\nk_min = 2\nk_step = 2\n'))
    assert c.adaptive and c.k_max == 5 and c.rounds() == [2, 4, 5]
    assert load_config(_cfg(tmp_path, '[calibration]\nmode = "adaptive"\nk_max = 7\n')).rounds() == list(range(1, 8))
    for text, msg in [
        ('[calibration]\nmode = "sometimes"\n', "calibration.mode must be 'uniform' or 'adaptive', got 'sometimes'"),
        ('[calibration]\nmode = "adaptive"\nk_min = 0\n', "calibration.k_min must be in [1, 256], got 0"),
        ('[calibration]\nk_min = 3\nk_max = 2\n', "calibration.k_max must be in [k_min = 3, 256], got 2"),
        ('[calibration]\nbpde_threshold = -1\n', "calibration.bpde_threshold must be a finite number >= 0"),
        ('[calibration]\ngap_threshold = nan\n', "calibration.gap_threshold must be a finite number >= 0"),
        ('[sampling]\nk = 2\n[calibration]\nmode = "adaptive"\nk_min = 3\n', "calibration.k_min (3) must be <= k_max"),
        ('[sampling]\norders = "ab"\n[calibration]\nmode = "adaptive"\n', "needs sampling.orders = 'both'"),
    ]:
        with pytest.raises(ConfigError, match=msg.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[")):
            load_config(_cfg(tmp_path, text))
    # uniform: the adaptive keys are not part of the judging hash (old folders stay valid) ...
    plain = load_config(_cfg(tmp_path, "[sampling]\nk = 3\n")).judging_hash()
    assert load_config(_cfg(tmp_path, "[sampling]\nk = 3\n[calibration]\nk_min = 2\ngap_threshold = 1.0\n")).judging_hash() == plain
    # ... adaptive: the policy is
    ada = load_config(_cfg(tmp_path, '[calibration]\nmode = "adaptive"\n')).judging_hash()
    assert ada != plain
    assert load_config(_cfg(tmp_path, '[calibration]\nmode = "adaptive"\ngap_threshold = 1.0\n')).judging_hash() != ada
    # the request keys of adaptive runs do not depend on k (a round's extra samples extend the same request)
    t, s3, s5 = load_template("faireval-scoring"), load_config(None).sampling, load_config(None, ["sampling.k=5"]).sampling
    assert judge_identity("m", None, t, s3, adaptive=True) == judge_identity("m", None, t, s5, adaptive=True)
    assert judge_identity("m", None, t, s3) != judge_identity("m", None, t, s5)


def _replay_config(tmp_path, rec, out, flush_rows=1024):
    from tests.conftest import DEMO_PAIRS

    return load_config(None, overrides=[
        "judge.backend=replay", f'judge.replay.path="{rec}"', "sampling.k=3", "calibration.mode=adaptive",
        "calibration.bootstrap_resamples=0", f"scheduler.flush_rows={flush_rows}", "scheduler.max_in_flight=1"],
        inputs=[str(DEMO_PAIRS)], out=str(out))


def test_replay_resumes_mid_round_without_duplicates(tmp_path):
    """Run adaptive to the end, drop the parts written last (a crash in round 2), rerun: the same
    judgments come back, each once, and only the dropped ones are judged again."""
    from tests.conftest import shared
    from tests.test_faireval_replay import recording_from_reviews

    rec = tmp_path / "rec.parquet"
    recording_from_reviews(shared("faireval-replication-reviews/review/1/review_gpt35_vicuna-13b_gpt-4_mec3_bpc1.jsonl"), rec)
    out = tmp_path / "out"
    full = run(_replay_config(tmp_path, rec, out, flush_rows=4), quiet=True)
    rounds = full.summary["adaptive"]["rounds"]
    assert [r["k"] for r in rounds] == [1, 2, 3] and rounds[0]["pairs_judged"] == 80
    parts = sorted((out / "judgments").glob("part-*.parquet"), key=lambda p: p.stat().st_mtime_ns)
    frames = {p: pl.read_parquet(p) for p in parts}
    # keep every round-1 part and the first part of round 2; drop the rest
    r2 = [p for p in parts if frames[p]["sample"].min() >= 1]
    assert len(r2) >= 3
    dropped = r2[1:]
    n_dropped = sum(frames[p].height for p in dropped)
    for p in dropped:
        p.unlink()
    again = run(_replay_config(tmp_path, rec, out, flush_rows=4), quiet=True)
    s = again.summary
    assert s["samples_written"] == n_dropped
    assert s["samples_resumed"] == full.summary["judgments"] - n_dropped
    assert s["adaptive"]["rounds"] == rounds
    rows = pl.read_parquet(out / "judgments")  # every part as written, no dedup
    assert rows.height == full.summary["judgments"] == s["judgments"]
    assert rows.select("request_key", "sample").n_unique() == rows.height
    assert s["accuracy"] == full.summary["accuracy"] and s["kappa"] == full.summary["kappa"]


def test_vllm_extra_samples_are_the_draws_of_the_full_request(vllm_cpu_env):
    """A round asking for samples start..n-1 of a request gets, with per-request seeds, the children
    that one request with n samples would have had: vLLM seeds child j of an n > 1 request with
    seed + j (vllm/v1/engine/parallel_sampling.py); no engine is started."""
    import dataclasses
    from types import SimpleNamespace

    pytest.importorskip("vllm")
    from judge_engine.backends.vllm import VLLMBackend, request_seed
    from judge_engine.pipeline.plan import Request
    from vllm import SamplingParams
    from vllm.v1.engine.parallel_sampling import ParentRequest

    def child_seeds(params):
        parent = ParentRequest(SimpleNamespace(request_id="r", external_req_id="r", params=params))
        return [parent.get_child_info(j)[1].seed for j in range(params.n)]

    backend = VLLMBackend(load_config(None))
    backend._seeding, backend._params = "request", SamplingParams(n=3, temperature=0.7)
    full = Request(request_key="ab12" * 8, pair_id="p", order="ab", n=5, messages=())
    seeds = child_seeds(backend._params_for(full))
    assert seeds == [request_seed(full.request_key) + j for j in range(5)]
    for start in (1, 3, 4):
        later = backend._params_for(dataclasses.replace(full, start=start))
        assert later.n == 5 - start and child_seeds(later) == seeds[start:]
    # engine seeding (CPU): only the count changes
    backend._seeding = "engine"
    p = backend._params_for(dataclasses.replace(full, start=2))
    assert p.n == 3 and p.seed is None


def test_adaptive_with_k_min_equal_k_max_is_one_round(tmp_path):
    """k_min = k_max: uniform sampling, but the round is still decided and reported."""
    from tests.conftest import shared
    from tests.test_faireval_replay import recording_from_reviews

    rec = tmp_path / "rec.parquet"
    recording_from_reviews(shared("faireval-replication-reviews/review/1/review_gpt35_vicuna-13b_gpt-4_mec3_bpc1.jsonl"), rec)
    cfg = load_config(None, overrides=["judge.backend=replay", f'judge.replay.path="{rec}"', "sampling.k=3",
                                       "calibration.mode=adaptive", "calibration.k_min=3", "calibration.bootstrap_resamples=0"],
                      inputs=[str(DEMO_PAIRS)], out=str(tmp_path / "out"))
    s = run(cfg, quiet=True).summary
    (r,) = s["adaptive"]["rounds"]
    assert (r["round"], r["k"], r["pairs_judged"], r["pairs_escalated"]) == (1, 3, 80, 0)
    assert s["judgments"] == 480 and s["adaptive"]["budget_ratio"] == 1.0
