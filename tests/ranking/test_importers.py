"""Every copied LLMBar statistics.json reproduced exactly from its result.json by the kernels."""

import json
import math
import re
from collections import Counter

import pytest

from judge_engine.kernels.agreement import (
    accuracy_by_order,
    cohen_kappa,
    kappa_between_orders,
    order_verdicts,
    positional_agreement,
)
from judge_engine.ranking.importers import load_llmbar
from tests.helpers.data import SHARED, shared

STATS = sorted(SHARED.glob("llmbar/Dataset/**/evaluators/*/*/statistics.json"))


def _count(s):
    m = re.match(r"(\d+) / (\d+) = ", s)
    return int(m.group(1)), int(m.group(2))  # type: ignore[union-attr]


def test_all_statistics_files_are_present():
    assert len(STATS) == 42, "shared/data/llmbar README lists 42 result/statistics pairs with recorded outputs"


@pytest.mark.parametrize("stats_path", STATS, ids=lambda p: "/".join(p.parts[-6:-1]))
def test_llmbar_statistics_reproduced_exactly(stats_path):
    published = json.loads(stats_path.read_text())
    pairs, judgments = load_llmbar(stats_path.with_name("result.json"))
    ov = order_verdicts(judgments)
    acc = accuracy_by_order(ov, pairs, basis="first", unparsed="wrong")
    for ours, key in ((acc["ab"], "correct_False"), (acc["ba"], "correct_True"), (acc["both"], "correct_both")):
        assert (ours["k"], ours["n"]) == _count(published[key]), key
    eq = positional_agreement(ov, basis="first", unparsed="wrong")
    assert (eq["k"], eq["n"]) == _count(published["equal"])
    kappa = kappa_between_orders(ov, basis="first", unparsed="wrong")
    if math.isnan(published["kappa_agreement"]):
        assert kappa is None
    else:
        assert kappa == pytest.approx(published["kappa_agreement"], abs=1e-12)


def test_engine_default_treats_unparsed_as_unparsed():
    # ChatGPT on Adversarial/Neighbor has null winners: LLMBar counts them wrong, the engine leaves them out
    f = None
    for p in STATS:
        items = json.loads(p.with_name("result.json").read_text())
        nulls = sum(it["results"][-1][k]["winner"] is None for it in items for k in ("swap = False", "swap = True"))
        if nulls:
            f, n_null = p, nulls
            break
    assert f is not None
    pairs, judgments = load_llmbar(f.with_name("result.json"))
    ov = order_verdicts(judgments)
    strict = accuracy_by_order(ov, pairs, basis="first", unparsed="wrong")
    default = accuracy_by_order(ov, pairs, basis="first")
    assert strict["ab"]["n"] + strict["ba"]["n"] - default["ab"]["n"] - default["ba"]["n"] == n_null
    assert default["ab"]["k"] == strict["ab"]["k"] and default["ba"]["k"] == strict["ba"]["k"]


def test_kappa_against_gold_is_not_llmbars_kappa_false():
    """GPT-4 / Natural / Vanilla_NoRules: 92 and 95 correct of 100; LLMBar publishes kappa_False 0.252.

    LLMBar's script maps a winner "2" to 0 while the gold labels stay 1 and 2, so its kappa_False
    compares {1, 0} with {1, 2}: every correct "2" counts as a disagreement. Cohen's kappa of the
    verdicts against gold, worked by hand from the confusion counts, is far higher.
    """
    d = shared("llmbar/Dataset/LLMBar/Natural/evaluators/GPT-4/Vanilla_NoRules")
    published = json.loads((d / "statistics.json").read_text())
    items = json.loads((d / "result.json").read_text())
    pred = [it["results"][-1]["swap = False"]["winner"] for it in items]
    gold = [str(it["label"]) for it in items]
    assert sum(p == g for p, g in zip(pred, gold)) == 92
    # hand computation: p_o = 92/100; p_e = sum over labels of (pred share x gold share)
    cp, cg = Counter(pred), Counter(gold)
    pe = sum(cp[c] * cg[c] for c in ("1", "2")) / 100 / 100
    by_hand = (0.92 - pe) / (1 - pe)
    pairs, judgments = load_llmbar(d / "result.json")
    ov = order_verdicts(judgments)
    labels = dict(zip(pairs["pair_id"], pairs["human_label"]))
    ours = cohen_kappa(ov["first_ab"].to_list(), [labels[p] for p in ov["pair_id"]])
    assert ours == pytest.approx(by_hand, abs=1e-12)
    assert ours > 0.8 and abs(ours - published["kappa_False"]) > 0.5  # type: ignore[operator]


def test_import_llmbar_cli(tmp_path):
    from click.testing import CliRunner

    from judge_engine.cli import cli

    d = shared("llmbar/Dataset/LLMBar/Natural/evaluators/GPT-4/Vanilla_NoRules")
    r = CliRunner().invoke(
        cli, ["import-llmbar", str(d / "result.json"), "--out", str(tmp_path / "o"), "--llmbar-convention"]
    )
    assert r.exit_code == 0, r.output
    # the published statistics.json of that folder: 92, 95, 92 and 97 of 100
    assert "correct_False: 92 / 100" in r.output and "correct_True: 95 / 100" in r.output
    assert "correct_both: 92 / 100" in r.output and "equal: 97 / 100" in r.output
    s = json.loads((tmp_path / "o" / "summary.json").read_text())
    assert s["pairs_in"] == 100 and s["llmbar"]["kappa_agreement"] == pytest.approx(
        json.loads((d / "statistics.json").read_text())["kappa_agreement"], abs=1e-12
    )
