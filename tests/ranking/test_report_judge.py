"""Issue 16 point 5 (part): the report names the judge (backend, model, template) and warns when its
verdicts are near chance or strongly position-biased."""

from types import SimpleNamespace

from judge_engine.ranking.report_judge import judge_warnings
from tests.ranking.test_review_counts import _invoke, _run


def _report(out):
    r = _invoke("report", out)
    assert r.exit_code == 0, r.output
    return (out / "report.html").read_text()


def test_report_names_the_judge_and_warns_about_a_judge_that_always_picks_slot_one(tmp_path):
    # every pair: slot 1 wins in both orders -> the orders disagree on 3 of 3 pairs, slot 1 wins 6 of 6 samples
    page = _report(_run(tmp_path, ["split"] * 3))
    assert "<h2>Judge</h2>" in page
    assert "<tr><th>backend</th><td>replay</td></tr>" in page
    assert "<tr><th>template</th><td>faireval-scoring</td></tr>" in page
    assert "<tr><th>model</th><td>smollm2-135m-instruct</td></tr>" in page
    assert "near chance: its two orders disagree on 100% of 3 pairs" in page
    assert "strongly position-biased: the first slot wins 100% of the 6 parsed samples" in page


def test_report_of_a_consistent_judge_has_no_warning(tmp_path):
    # a wins in both orders: no conflict, slot 1 wins 3 of 6 samples (50%)
    page = _report(_run(tmp_path, ["win"] * 3))
    assert "<h2>Judge</h2>" in page and "Warning:" not in page


def test_the_bias_warning_counts_only_the_samples_with_a_winner():
    """The demo run of a newcomer's trial: 320 parsed samples, slot 1 won 0.396875 of them, slot 2 0.103125 and
    half were ties: 127 + 33 = 160 samples had a winner, 127 / 160 = 79% for slot 1 (the warning said "of the
    320 parsed samples with a winner")."""
    pp = SimpleNamespace(first=0.396875, second=0.103125, tie=0.5, n=320)
    summary = SimpleNamespace(
        metrics=SimpleNamespace(agreement=SimpleNamespace(conflict_rate=None), position_preference=pp),
        pairs_in=80,
        pairs_judged=80,
        gate=None,
    )
    (warning,) = judge_warnings(summary)  # type: ignore[arg-type]  # the two figures it reads
    assert "the first slot wins 79% of the 160 parsed samples with a winner (of 320 parsed" in warning


def test_the_report_says_when_nothing_was_judged_and_when_the_gate_failed():
    """Adversarial pass full84 D3: a run with nothing judged (exit 3, "Gate failed: nothing judged") got a page of
    dashes, and a run over its parse-failure limit a page that never named the gate; both now head the judge section."""
    pp = SimpleNamespace(first=None, second=None, tie=None, n=0)
    gate = SimpleNamespace(passed=False, failures=["parse_failure_rate 0.4000 > 0.2"])
    summary = SimpleNamespace(
        metrics=SimpleNamespace(agreement=SimpleNamespace(conflict_rate=None), position_preference=pp),
        pairs_in=5,
        pairs_judged=0,
        gate=gate,
    )
    nothing, failed = judge_warnings(summary)  # type: ignore[arg-type]
    assert nothing == "Nothing was judged: 0 of 5 input pairs."
    assert failed == "The run failed its gate: parse_failure_rate 0.4000 > 0.2."
