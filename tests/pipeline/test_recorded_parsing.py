"""Every recorded completion whose verdict the source recorded parses to that same verdict.

FairEval replication reviews: the source kept only completions FairEval.py parsed (last two lines,
text after the last ':'); LLMBar: the recorded ``winner`` (mapped back to the original outputs).
"""

import json
import re

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template
from tests.helpers.data import SHARED
from tests.helpers.parse_memo import parse_once

FAIREVAL = sorted(SHARED.glob("faireval-replication-reviews/review/*/*.jsonl"))
LLMBAR = sorted(SHARED.glob("llmbar/Dataset/**/evaluators/*/*/result.json"))


def test_files_present():
    # 11 files in run 1 and 8 in each of runs 2-4 (the folder README says 34; its own table lists 35)
    assert len(FAIREVAL) == 35 and len(LLMBAR) == 42


# the text ends in one assistant's per-criterion block: its heading, then only "- Criterion: N" lines
_ONE_BLOCK = re.compile(r"\n[ \t]*(?:- )?Assistant [12]:[ \t]*(?:\n[ \t]*(?:- ?)?[A-Za-z ]+: \d+(?:\.\d+)?[ \t]*)+\s*$")


def _reviews(path):
    for line in open(path):
        r = json.loads(line)
        yield from r["review"] + r["review_bpc"]


@pytest.mark.parametrize("path", FAIREVAL, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_faireval_reviews(path):
    """Each recorded review parses to the scores FairEval.py recorded, except those ending in one assistant's
    per-criterion block (``Assistant 2:`` / ``- Accurate: 9`` / ``- Level of detail: 8``): FairEval.py read the block's
    last two criteria as the two assistants' scores, both numbers being Assistant 2's, and those fail (``ambiguous``,
    parser version 67, adversarial pass 58 H7): 21 of the 12,316 reviews (counted over all files below)."""
    t = load_template("faireval-scoring")
    n = 0
    for text in _reviews(path):
        lines = text.split("\n")
        expected = (float(lines[-2].split(":")[-1].strip()), float(lines[-1].split(":")[-1].strip()))
        p = parse_once(text, t)  # the session's memo: test_window_path.py reads these again
        if _ONE_BLOCK.search(text):
            assert p.status == "ambiguous", text[-200:]
        else:
            assert p.ok and (p.score_first, p.score_second) == expected, text[-200:]
        n += 1
    assert n > 0


def test_faireval_reviews_ending_in_one_block():
    """The recorded reviews the test above expects to fail: 21 of 12,316, each ending in one assistant's criteria."""
    texts = [text for path in FAIREVAL for text in _reviews(path)]
    blocks = [text for text in texts if _ONE_BLOCK.search(text)]
    assert (len(texts), len(blocks)) == (12316, 21)
    assert all(text.rstrip().split("\n")[-1].lstrip(" -").split(":")[0].lower().startswith("level") for text in blocks)


@pytest.mark.parametrize("path", LLMBAR, ids=lambda p: "/".join(p.parts[-5:-1]))
def test_llmbar_verdicts(path):
    t = load_template("llmbar-vanilla")
    checked = 0
    for it in json.loads(path.read_text()):
        final = it["results"][-1]
        for key, swapped in (("swap = False", False), ("swap = True", True)):
            winner = final[key]["winner"]
            if winner is None:
                continue
            slot = winner if not swapped else {"1": "2", "2": "1"}[winner]  # winner as shown
            p = parse_completion(final[key]["completion"][0], t)
            assert p.ok and (p.score_first, p.score_second) == ((1.0, 0.0) if slot == "1" else (0.0, 1.0))
            checked += 1
    assert checked > 0
