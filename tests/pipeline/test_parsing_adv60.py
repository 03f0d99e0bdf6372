"""Parser version 70 (issue 13): adversarial pass 60 on version 69. Each row is one of the report's reproductions or its
kept twin; the expected value is what a reader of the completion sees, worked out by hand.

- a label before the verdict that calls it the loser (``Worse response: [[A]]``, ``Rejected: [[A]]``: read backwards on
  version 69; H1);
- each side's score in shorthand before a forced verdict (``A: 3/10\\nB: 9/10`` then ``[[A]]``; equal scores are a tie;
  H2);
- a comparison in another language that names both sides (``El Asistente B es mejor que el Asistente A.``; H3), and
  the same shape agreeing with the verdict, which failed (``因此，助手A比助手B更好。`` then ``[[A]]``; M1);
- HTTP clients' transport and authentication errors (``Connection error.``, ``Invalid API key provided.``; H4);
- refusals in Dutch, Polish, Turkish, Vietnamese, Indonesian, Arabic, Hindi and Swedish (H5);
- a bare letter after a decision label (``Edge: B``; H6).

Forced rows give the evidence and the verdict the constrained decoder forces (:func:`forced_reading`)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, PV, LB = "mt-bench-pairwise", "arena-hard", "pairwise-verdict", "llmbar-vanilla"
MT = "mt-bench-pair-v2-multi-turn"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
E = "Assistant A states the wrong capital, Canberra is correct while A says Sydney.\n\n"


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # a loser label before the verdict (H1): the token is the side the judge calls worse
        (MB, "Worse response: [[A]]", None),
        (MB, "Loser: [[A]]", None),
        (MB, "The weaker answer is [[A]]", None),
        (MB, "Least helpful: [[A]]", None),
        (MB, "Rejected: [[A]]", None),
        (MB, "Runner-up: [[A]]", None),
        (MB, "Second place: [[A]]", None),
        (MB, "The response with more errors is [[A]].", None),
        (MB, "Assistant with the factual error: [[A]]", None),
        (MB, E + "Lower quality: [[A]]", None),
        (PV, "Worse: [[A]]", None),
        (MT, "Worse response: [[A]]", None),
        (AH, "Loser: [[A>>B]]", None),
        (AH, "Worse: [[A>B]]", None),
        (LB, "Worse output:\nOutput (a)", None),
        (LB, "Rejected:\nOutput (a)", None),
        # kept: a winner's label, and a verdict whose lead names no loser
        (MB, "Better response: [[B]]", B),
        (MB, E + "My final verdict is: [[B]]", B),
        (MB, "Assistant A is worse, so:\n[[B]]", B),
        (LB, "Better output:\nOutput (b)", B),
        # transport and authentication errors before a verdict (H4)
        (MB, "Connection error.\n\n[[A]]", None),
        (MB, "Invalid API key provided.\n\n[[A]]", None),
        (MB, "Incorrect API key provided: sk-abc***.\n\n[[A]]", None),
        (MB, "Authentication failed.\n\n[[A]]", None),
        (MB, "Unauthorized\n\n[[A]]", None),
        (MB, "Timeout.\n\n[[A]]", None),
        (MB, "Socket hang up\n\n[[A]]", None),
        (MB, "ECONNRESET\n\n[[A]]", None),
        (MB, "Read timed out.\n\n[[A]]", None),
        (MB, "The operation was aborted.\n\n[[A]]", None),
        # kept: the words inside a judgment
        (MB, "Assistant A's code has no timeout handling, while Assistant B's retries on a timeout.\n\n[[B]]", B),
        # refusals in other languages before a written verdict (H5)
        (MB, "Ik kan deze antwoorden niet beoordelen.\n\n[[A]]", None),
        (MB, "Nie mogę ocenić tych odpowiedzi.\n\n[[A]]", None),
        (MB, "Bu yanıtları değerlendiremem.\n\n[[A]]", None),
        (MB, "Tôi không thể đánh giá các câu trả lời này.\n\n[[A]]", None),
        (MB, "Saya tidak dapat menilai jawaban ini.\n\n[[A]]", None),
        (MB, "لا أستطيع تقييم هذه الإجابات.\n\n[[A]]", None),
        (MB, "मैं इन उत्तरों का मूल्यांकन नहीं कर सकता।\n\n[[A]]", None),
        (MB, "Jag kan inte bedöma dessa svar.\n\n[[A]]", None),
        # a foreign comparison naming both sides, then the other side written (H3)
        (MB, "因此，助手B比助手A更好。\n\n[[A]]", None),
        (MB, "综上所述，助手B的回答优于助手A。\n\n[[A]]", None),
        (MB, "总的来说，我更喜欢助手B的回答。\n\n[[A]]", None),
    ],
)
def test_written(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("template", "evidence", "forced", "expected"),
    [
        # a loser label before a forced side (H1)
        (MB, "Least helpful: A", "A]]", None),
        (MB, "Rejected: Assistant A", "A]]", None),
        (MB, "Runner-up: Assistant A", "A]]", None),
        (MB, "Least helpful: A", "B]]", B),
        # shorthand scores before a forced verdict (H2): the higher one decides; equal ones are a tie
        (MB, "A: 3/10\nB: 9/10", "A]]", None),
        (MB, "A: 3\nB: 9", "A]]", None),
        (MB, "Assistant A (3/10), Assistant B (9/10)", "A]]", None),
        (MB, "Assistant A = 3\nAssistant B = 9", "A]]", None),
        (MB, "Scores: A 3/10, B 9/10", "A]]", None),
        (MB, "Final scores: 3 and 9 (A and B respectively).", "A]]", None),
        (MB, "Assistant A: Grade C-\nAssistant B: Grade A", "A]]", None),
        (MB, "Total: A 12, B 27", "A]]", None),
        (MB, "Correct? A: No, B: Yes", "A]]", None),
        (AH, "A - 3/10\nB - 9/10", "A>>B]]", None),
        (AH, "A → 3/10, B → 9/10", "A>>B]]", None),
        (AH, "Scores (A/B): 3/10, 9/10", "A>>B]]", None),
        (AH, "Assistant A: 30%\nAssistant B: 90%", "A>>B]]", None),
        (PV, "Assistant A [3/10]\nAssistant B [9/10]", "A]]", None),
        (MB, "A: 7/10\nB: 7/10", "A]]", None),
        (MB, "Final scores: 7 and 7 (A and B respectively).", "A]]", None),
        (MB, "Assistant B describes both stages.\n\nScores:\nA: 4/10\nB: 8/10", "A]]", None),
        # kept: the scores agree with the forced verdict
        (MB, "A: 9/10\nB: 3/10", "A]]", A),
        (MB, "A: 7/10\nB: 7/10", "C]]", TIE),
        (MB, "Scores: A 3/10, B 9/10", "B]]", B),
        (AH, "A: 3\nB: 9", "B>>A]]", (0.0, 1.0)),
        # a foreign comparison naming both sides (H3): read by the side before "than"
        (MB, "Por lo tanto, la respuesta del Asistente B es mejor que la del Asistente A.", "A]]", None),
        (MB, "Daher ist Assistent B besser als Assistent A.", "A]]", None),
        (MB, "Quindi, l'assistente B è migliore dell'assistente A.", "A]]", None),
        (AH, "Donc, l'assistant B est meilleur que l'assistant A.", "A>>B]]", None),
        (AH, "Portanto, o Assistente B é melhor do que o Assistente A.", "A>>B]]", None),
        (AH, "Поэтому ассистент B лучше, чем ассистент A.", "A>>B]]", None),
        (MB, "En general, prefiero la respuesta del Asistente B.", "A]]", None),
        (MB, "La respuesta del Asistente A es incorrecta, mientras que la del Asistente B es correcta.", "A]]", None),
        (MB, "Der Assistent A hat einen Rechenfehler gemacht, Assistent B nicht.", "A]]", None),
        (MB, "Asistente A: 3/10. Asistente B: 9/10.", "A]]", None),
        (LB, "Die Ausgabe (b) ist besser als die Ausgabe (a).", "a)", None),
        # ... and agreeing with the verdict (M1: a false failure on version 69)
        (MB, "El Asistente A es mejor que el Asistente B.", "A]]", A),
        (MB, "因此，助手A比助手B更好。", "A]]", A),
        (AH, "因此，助手A比助手B更好。", "A>B]]", (0.75, 0.25)),
        (MB, "助手B的回答包含事实错误，而助手A的回答是正确的。", "A]]", A),
        (MB, "因此，助手B比助手A更好。", "B]]", B),
        (AH, "助手A的回答包含事实错误，而助手B的回答是正确的。", "B>A]]", (0.25, 0.75)),
        # transport errors before a forced verdict (H4)
        (MB, "Connection error.", "A]]", None),
        (LB, "Invalid API key provided.", "a)", None),
        (AH, "Network error.", "A>>B]]", None),
        # a bare letter after a decision label (H6)
        (MB, "Edge: B", "A]]", None),
        (MB, "Head-to-head: B", "A]]", None),
        (MB, "B, clearly.", "A]]", None),
        (MB, "Edge: B", "B]]", B),
    ],
)
def test_forced(template, evidence, forced, expected):
    expect(forced_reading(template, evidence, forced), expected)
