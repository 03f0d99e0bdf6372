"""Issue 13 pass 10 H2: a template family's row variant is in every request key, on the row path and the
columnar window path: a plain pair whose category is corrected from ``writing`` (variant
``mt-bench-pairwise``, no reference shown) to ``math`` (``mt-bench-pair-math-v1``, reference-guided) is
judged again, not resumed or reused; a single template's keys are unchanged (main's key, hand-hashed); and
``review export`` of a family run finds its pairs' judged texts (none reported stale).

Night 1's recording says ``[[A]]`` in order ab and ``[[B]]`` in ba (response_a wins, verdict ``a``); night
2's the opposite (verdict ``b``), so a verdict says which night judged the pair.
"""

import hashlib
import json

import polars as pl
import pytest

from judge_engine.backends.replay import ReplayBackend
from judge_engine.config import SamplingConfig
from judge_engine.pipeline.plan import plan_requests
from judge_engine.pipeline.template_sets import load_judge_templates
from judge_engine.pipeline.templates import load_template
from judge_engine.pipeline.windows import plan_window
from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import pairs_frame, run_cli

A_WINS = {"ab": "[[A]]", "ba": "[[B]]"}
B_WINS = {"ab": "[[B]]", "ba": "[[A]]"}


def _night(tmp_path, out, category, texts, *args):
    (tmp_path / "in").mkdir(exist_ok=True)
    pairs_frame(1, category=[category], reference=["The answer is 4."]).write_parquet(tmp_path / "in" / "p.parquet")
    rows = [("p0", o, 0, texts[o]) for o in ("ab", "ba")]
    pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet(
        tmp_path / "rec.parquet"
    )
    cfg = replay_config(
        tmp_path / "c.toml", "rec.parquet", ["in/p.parquet"], sampling={"k": 1}, judge={"template": "mt-bench-pair"}
    )
    r = run_cli("run", str(cfg), "--out", str(out), "-q", "--json", *args)
    assert r.exit_code == 0, r.output
    p = pl.read_parquet(out / "pairs.parquet")
    return json.loads(r.stdout), p.select("template_variant", "verdict").row(0)


@pytest.mark.parametrize("windows", [True, False])
def test_a_changed_row_variant_is_judged_again(tmp_path, monkeypatch, windows):
    if not windows:
        monkeypatch.setattr(ReplayBackend, "answers_windows", lambda self: False)
    out = tmp_path / "o"
    _, got = _night(tmp_path, out, "writing", A_WINS)
    assert got == ("mt-bench-pairwise", "a")
    s, got = _night(tmp_path, out, "math", B_WINS)
    assert got == ("mt-bench-pair-math-v1", "b")
    assert s["samples_written"] == 2
    s, got = _night(tmp_path, out, "math", A_WINS)  # unchanged: resumed (night 2's verdict kept)
    assert got == ("mt-bench-pair-math-v1", "b") and s["samples_written"] == 0


def test_reuse_does_not_copy_another_variants_judgment(tmp_path):
    _night(tmp_path, tmp_path / "n1", "writing", A_WINS)
    s, got = _night(tmp_path, tmp_path / "n2", "math", B_WINS, "--reuse", str(tmp_path / "n1"))
    assert got == ("mt-bench-pair-math-v1", "b") and s["samples_written"] == 2


def test_family_keys_hold_the_variant_on_both_paths_and_single_templates_keep_mains_key():
    df = pairs_frame(
        3, template_variant=["mt-bench-pairwise", "mt-bench-pair-math-v1", None], flag=[None, None, None]
    ).with_columns(pl.col("flag").cast(pl.String))
    ts = load_judge_templates("mt-bench-pair")
    sampling = SamplingConfig(k=1)
    reqs = plan_requests(df, ts, sampling, "ident")
    window, _ = plan_window(df, ts, sampling, "ident", None)
    assert window["request_key"].to_list() == [r.request_key for r in reqs]
    # by hand: the payload's fields each end with U+001F, then ["<variant id>"]
    want = hashlib.sha256(b'ident\x1fp0\x1fq0\x1fA0\x1fB0\x1f\x1fab\x1f["mt-bench-pairwise"]').hexdigest()
    assert reqs[0].request_key == want[:32]
    # the row without a variant is judged by the set's first template (mt-bench-pairwise): the same extra
    want = hashlib.sha256(b'ident\x1fp2\x1fq2\x1fA2\x1fB2\x1f\x1fba\x1f["mt-bench-pairwise"]').hexdigest()
    assert reqs[5].request_key == want[:32]
    single = plan_requests(df.drop("template_variant"), load_template("faireval-vanilla"), sampling, "ident")
    assert single[0].request_key == hashlib.sha256(b"ident\x1fp0\x1fq0\x1fA0\x1fB0\x1f\x1fab\x1f").hexdigest()[:32]


def test_review_export_of_a_family_run_finds_the_judged_texts(tmp_path):
    out = tmp_path / "o"
    _night(tmp_path, out, "math", A_WINS)
    r = run_cli("review", "export", str(out), "--beta", "1")
    assert r.exit_code == 0, r.output
    assert "stale" not in r.output and "edited" not in r.output
    rows = pl.read_csv(out / "review" / "review.csv")
    assert rows.height == 1
