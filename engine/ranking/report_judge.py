"""The report's judge section: which judge (backend, model, template) gave the verdicts, and warnings when its
verdicts are near chance or strongly position-biased.

Thresholds (conventions of this report, stated in its text):

- **near chance**: the conflict rate (share of pairs whose two orders' verdicts differ; Wang et al. 2024,
  "Large Language Models are not Fair Evaluators", Sec. 2) is at least :data:`CHANCE_CONFLICT` = 0.5, the
  rate of a judge whose verdict in each order is an independent fair coin between a and b
  (P(differ) = 2 x 0.5 x 0.5).
- **position-biased**: among parsed samples with a winner, slot 1 wins a share outside
  [:data:`BIAS_SHARE`, 1 - :data:`BIAS_SHARE`] = [0.3, 0.7] (an unbiased judge's is 0.5 when each pair
  is shown in both orders).
"""

from __future__ import annotations

import html
from pathlib import Path

from judge_engine.errors import InputError
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.summary import RunSummary

CHANCE_CONFLICT = 0.5
BIAS_SHARE = 0.3


def judge_warnings(summary: RunSummary) -> list[str]:
    """The warnings of the module docstring for a run's metrics (empty when none applies or a figure is missing)."""
    out = []
    if summary.pairs_judged == 0:  # adversarial pass full84 D3: an empty run's page was a table of dashes
        out.append(f"Nothing was judged: 0 of {summary.pairs_in} input pairs.")
    if summary.gate is not None and not summary.gate.passed:  # full84 D3: the page never said the gate failed
        out.append("The run failed its gate: " + ("; ".join(summary.gate.failures) or "see summary.json") + ".")
    m = summary.metrics
    rate = m.agreement.conflict_rate
    if rate is not None and rate >= CHANCE_CONFLICT:
        out.append(
            f"The judge is near chance: its two orders disagree on {rate:.0%} of {m.agreement.conflict_n} pairs "
            f"(a judge flipping a coin in each order disagrees on {CHANCE_CONFLICT:.0%})."
        )
    pp = m.position_preference
    if pp.first is not None and pp.second is not None and pp.first + pp.second > 0:
        share = pp.first / (pp.first + pp.second)
        if share >= 1 - BIAS_SHARE or share <= BIAS_SHARE:
            slot = "first" if share > 0.5 else "second"
            # first / second are shares of all pp.n parsed samples (ties included): the winners are their sum
            won = round(pp.n * (pp.first + pp.second))
            out.append(
                f"The judge is strongly position-biased: the {slot} slot wins {max(share, 1 - share):.0%} of the "
                f"{won} parsed samples with a winner (of {pp.n} parsed, {pp.first:.2f} won by the first slot, "
                f"{pp.second:.2f} by the second; unbiased: 50%)."
            )
    return out


def judge_html(d: Path, summary: RunSummary) -> str:
    """``<h2>Judge</h2>``: backend, model and template from ``manifest.json`` (when readable), then the
    warnings of :func:`judge_warnings`."""
    rows: list[tuple[str, str]] = []
    try:
        manifest = Manifest.from_json(d / "manifest.json") if (d / "manifest.json").is_file() else None
    except InputError:
        manifest = None
    judge = ((manifest.config or {}).get("judge") or {}) if manifest is not None else {}
    if isinstance(judge, dict) and judge:
        rows += [("backend", str(judge.get("backend", "-"))), ("model", str(judge.get("model", "-")))]
    if manifest is not None and manifest.template is not None:
        rows.append(("template", manifest.template.id))
    out = "<h2>Judge</h2>"
    if rows:
        out += "<table>" + "".join(f"<tr><th>{k}</th><td>{html.escape(v)}</td></tr>" for k, v in rows) + "</table>"
    else:
        out += "<p>No readable manifest.json: the judge is unknown.</p>"
    for w in judge_warnings(summary):
        out += f'<p class="warning"><strong>Warning:</strong> {html.escape(w)}</p>'
    return out
