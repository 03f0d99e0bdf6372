"""FairEval's recorded GPT-4 and ChatGPT reviews recast as letter verdicts (parser version 60; issue 13, the realistic
side of adversarial pass 53 and :mod:`~judge_engine.pipeline.parsing.leaning`).

Each record's first review in each order (a third of the reviews, to keep the test under a minute) with two unequal
scores becomes a pairwise completion: its explanation (the two score lines
dropped, ``Assistant 1`` and ``Assistant 2`` renamed ``Assistant A`` and ``Assistant B``), then ``[[A]]`` or ``[[B]]``
by the higher of the judge's own scores, written by the judge and forced by a constrained decoder. The judge's scores
are an independent record of where its reasoning led, so the reasoning must not fail that verdict, except where the
judge itself calls the two close or equal (``It is a very close call``, ``Both responses are equally detailed``,
``both are on par``, ``it's difficult to judge``): every one of the 13 failures measured on version 60 over all three
samples (2 written, 11 forced, of 10,994 reviews; 1 forced of the 3,258 read here) says so, and a tie said before a
side's verdict is read as a failure by design. With every cue word of the after-verdict backstop, or sentences of up
to 40 words, in :mod:`~judge_engine.pipeline.parsing.leaning`, 113 of the 10,994 written verdicts failed."""

import json
import re

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template
from tests.helpers.data import shared

# the judge's own words for a near tie, written by hand from the reviews
_CLOSE = re.compile(r"equal|close\s+call|on\s+par|difficult\s+to|hard\s+to", re.I)


def _recast():
    """(explanation, verdict letter) of each record's first review in each order, with unequal scores, in file
    order."""
    root = shared("faireval-replication-reviews/review")
    for path in sorted(root.glob("*/*.jsonl")):
        for line in path.open():
            record = json.loads(line)
            for text in record["review"][:1] + record["review_bpc"][:1]:  # the first sample of each order
                lines = text.rstrip().split("\n")
                first, second = (float(x.split(":")[-1]) for x in lines[-2:])
                if first != second:
                    body = "\n".join(lines[:-2]).rstrip()
                    body = body.replace("Assistant 1", "Assistant A").replace("Assistant 2", "Assistant B")
                    yield body, "A" if first > second else "B"


def test_recorded_reasoning_keeps_the_verdict_its_own_scores_give():
    template = load_template("mt-bench-pairwise")
    wanted = {"A": (1.0, 0.0), "B": (0.0, 1.0)}
    reviews, failed = 0, []
    for body, letter in _recast():
        reviews += 1
        for forced_chars in (0, 5):
            parsed = parse_completion(f"{body}\n\n[[{letter}]]", template, "stop", forced_chars)
            if (parsed.score_first, parsed.score_second) != wanted[letter] and not _CLOSE.search(body):
                failed.append((forced_chars, parsed.status, body[-300:]))
    assert reviews > 3_000  # every run's 80 questions, both orders, the first sample each
    assert failed == []
