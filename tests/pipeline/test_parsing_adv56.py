"""Parser version 63 (issue 13): adversarial pass 56 on version 62 (a fresh helper, 3,588 probes) and pass 55's
leftovers. Each row is one of the reports' reproductions or its kept twin (the same evidence with the verdict it
states); the expected value is what a reader of the completion sees, worked out by hand.

- read backwards on version 62 (pass 56 H1/M1): ``Assistant A is thorough, but it is not overly long, and it is better
  than Assistant B.`` was read for B (the side that is a comparison's object was taken as deciding for itself), so A's
  consistent verdict failed and B's forced one was read;
- a concession between commas (``Assistant A, while not flawless, is the better answer.``) no longer switches the
  decision off, nor does a negation in another clause (``Assistant A is not too long and is better than Assistant
  B.``), even before a written verdict (pass 56 H2);
- choices in so many words (``My pick would be Assistant A.``, ``Assistant A would get my vote.``, ``... is the one
  that should be chosen.``) and refusals (``I do not prefer Assistant B.``) (pass 56 H4, H5; ``parsing/chosen.py``);
- ties in other words (``I rate them as a tie.``, ``... cancel each other out.``, ``Both miss the point.``; pass 56
  H3; ``parsing/tie_words.py``);
- a forced pairwise verdict after evidence with no word that judges (``Hello! How can I help you today?``) is the
  grammar's alone (pass 56 H11);
- an overall lead before a quality (``On balance, Assistant A is more reliable.``; pass 55 H2) and a pronoun chosen
  (``I therefore prefer it.``, ``That is why it wins.``; pass 55 H3)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, PV = "mt-bench-pairwise", "arena-hard", "pairwise-verdict"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
A_AH, B_AH = (0.75, 0.25), (0.25, 0.75)  # arena-hard's A>B and B>A


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # pass 56 H1 / M1: read backwards on version 62
        (AH, "Assistant B is thorough, but it is not overly long, and it is better than Assistant A.", "A>B]]", None),
        (AH, "Assistant B is thorough, but it is not overly long, and it is better than Assistant A.", "B>A]]", B_AH),
        (MB, "Assistant A is thorough, but it is not overly long, and it is better than Assistant B.", "A]]", A),
        # pass 56 H2: a negation or concession elsewhere in the sentence
        (MB, "Assistant A, while not flawless, is the better answer.", "B]]", None),
        (MB, "Assistant A, while not flawless, is the better answer.", "A]]", A),
        (PV, "Assistant A is not too long and is better than Assistant B.", "B]]", None),
        (PV, "Assistant A is not too long and is better than Assistant B.", "A]]", A),
        # pass 56 H4, H5: choices and refusals
        (PV, "My pick would be Assistant A.", "B]]", None),
        (PV, "My pick would be Assistant A.", "A]]", A),
        (MB, "Assistant A would get my vote.", "B]]", None),
        (MB, "The response by Assistant A is the one that should be chosen.", "B]]", None),
        (MB, "Assistant A's response is the one I'd rather read.", "B]]", None),
        (MB, "If I were the user, Assistant A's answer is the one I would want to receive.", "B]]", None),
        (MB, "Assistant B's answer is riddled with errors, unlike Assistant A's.", "B]]", None),
        (MB, "Assistant B's answer is riddled with errors, unlike Assistant A's.", "A]]", A),
        (MB, "I do not prefer Assistant B.", "B]]", None),
        # kept: a relative clause against the answer, or describing it, chooses nothing
        (MB, "Assistant B uses a table. Assistant A is the answer that gets the date wrong.", "B]]", B),
        # pass 56 H6: idioms of winning and losing, a pronoun that wins or loses
        (MB, "Both answers try to help. Assistant A is a cut above.", "B]]", None),
        (MB, "Assistant B is left in the dust.", "B]]", None),
        (MB, "Assistant A hits the nail on the head.", "A]]", A),
        (MB, "Assistant A explains each step. It wins.", "B]]", None),
        (MB, "Assistant B contains a factual error. It loses.", "B]]", None),
        (MB, "Assistant B contains a factual error. It loses.", "A]]", A),
        # pass 56 H3: ties in other words
        (MB, "I rate them as a tie.", "B]]", None),
        (MB, "I rate them as a tie.", "C]]", TIE),
        (MB, "Both have strengths and weaknesses that cancel each other out.", "B]]", None),
        (MB, "I read both answers. Both miss the point.", "B]]", None),
        # kept: a sameness of a part
        (MB, "Assistant A is more accurate. Both handle the edge case the same way.", "A]]", A),
        # pass 56 H11: no word that judges before a forced verdict
        (MB, "Hello! How can I help you today?", "A]]", None),
        (MB, "The answer is 42.", "A]]", None),
        (MB, "Let me think step by step about", "A]]", None),
        # kept: terse evidence that does judge
        (MB, "A>B", "A]]", A),
        (MB, "They're evenly matched.", "C]]", TIE),
        # pass 55 H2, H3
        (
            MB,
            "Assistant B gives better plating tips. For the user's actual situation, Assistant A is more helpful.",
            "B]]",
            None,
        ),
        (
            MB,
            "Assistant B gives better plating tips. For the user's actual situation, Assistant A is more helpful.",
            "A]]",
            A,
        ),
        (MB, "Assistant A covers every requirement. I therefore prefer it.", "B]]", None),
        (MB, "Assistant A covers every requirement. That is why it wins.", "B]]", None),
        (MB, "Assistant A covers every requirement. That is why it wins.", "A]]", A),
        # kept: "it" is the library the side mentions, not the side
        (MB, "Assistant B mentions a library. I recommend it.", "A]]", A),
    ],
)
def test_pass56_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # written verdicts (no decoder): the evidence decides for the other side or a tie
        ("Assistant A, while not flawless, is the better answer.\n\n[[B]]", None),
        ("I rate them as a tie.\n\n[[B]]", None),
        ("Assistant A is thorough, but it is not overly long, and it is better than Assistant B.\n\n[[A]]", A),
    ],
)
def test_pass56_a_written_verdict_the_evidence_disowns_fails(text, expected):
    expect(got(MB, text), expected)


@pytest.mark.parametrize(
    ("finish", "expected"),
    [("stop", A), ("length", A), ("content_filter", "truncated"), ("tool_calls", "truncated")],
)
def test_a_withheld_completion_is_truncated_whatever_it_holds(finish, expected):
    """Fresh pass full54 L4: the callers map content_filter and tool_calls to the parser's ``withheld``."""
    from judge_engine.schemas.tables import parse_finish

    mapped = parse_finish(finish)
    assert mapped is not None
    expect(got(MB, "Assistant A is better.\n\n[[A]]", finish_reason=mapped), expected)
