"""FairEval's recipe written out by hand, independently of the engine (the README of
``shared/data/faireval-replication-reviews``: the text after the last ':' of the last two lines)."""

from __future__ import annotations

import json
from collections import Counter

from tests.helpers.data import shared

LABEL = {"CHATGPT": "a", "VICUNA13B": "b", "TIE": "tie"}
"""FairEval's human labels as the engine's verdicts."""


def by_hand(review_file):
    """FairEval recipe, written out independently of the engine."""

    def scores(text):
        lines = text.split("\n")
        return float(lines[-2].split(":")[-1].strip()), float(lines[-1].split(":")[-1].strip())

    def label(s1, s2):
        return "a" if s1 > s2 else "tie" if s1 == s2 else "b"

    humans = {
        json.loads(l)["question_id"]: LABEL[json.loads(l)["human_label"]]
        for l in open(shared("faireval/human_labels.jsonl"))
    }
    pred, gold, conflicts = [], [], 0
    for line in open(review_file):
        r = json.loads(line)
        ab = [scores(t) for t in r["review"]]  # (chatgpt, vicuna)
        ba = [tuple(reversed(scores(t))) for t in r["review_bpc"]]  # mapped back to (chatgpt, vicuna)
        allx = ab + ba
        s1 = sum(x[0] for x in allx) / len(allx)
        s2 = sum(x[1] for x in allx) / len(allx)
        pred.append(label(s1, s2))
        gold.append(humans[r["question_id"]])
        conflicts += label(*ab[0]) != label(*ba[0])
    n = len(pred)
    po = sum(p == g for p, g in zip(pred, gold)) / n
    cp, cg = Counter(pred), Counter(gold)
    pe = sum(cp[c] * cg[c] for c in ("a", "b", "tie")) / n / n
    return {"accuracy": po, "kappa": (po - pe) / (1 - pe), "conflict_rate": conflicts / n}
