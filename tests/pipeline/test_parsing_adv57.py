"""Parser version 64 (issue 13): adversarial pass 57 and fresh pass full57 on version 63, and pass 56's leftovers. Each
row is one of the reports' reproductions or its kept twin (the same evidence with the verdict it states); the expected
value is what a reader of the completion sees, worked out by hand.

- a refusal in another language (``Lo siento, pero no puedo evaluar estas respuestas.``; pass 57 H3), and a conclusion
  or a fault said in one (``Por lo tanto, el Asistente B es mejor.``, ``助手B的回答更好``; pass 57 H1, H4, M1);
- one side following the instruction and the other not (``Output (b) follows the instruction precisely, while Output
  (a) ignores the word limit.``; pass 57 H5, LLMBar's own criterion);
- a verdict labelled for another turn (``Q1: [[B]]`` on turn 2, ``Rating for turn 2: [[9]]`` on a single-turn template;
  pass 57 H6, full57 M4);
- a ranking, a comparison sign or check marks (``Ranking: B, A``, ``Bottom line: B > A.``, ``Assistant B ✅``; pass 57
  H11, full57 H3);
- scores put in the other order (``9 3\\nNote: the first number is for Assistant 2.``; pass 57 H12, read backwards on
  version 63);
- a single rating after the answer called wrong or perfect (``The answer is wrong.`` before a 9; pass 57 H8);
- an unfilled format slot (``{explanation}``), a statement of not having judged (``I did not evaluate the answers.``,
  ``I flipped a coin.``), a verdict limited to a criterion or for now (``Based solely on length, [[A]].``), a tie or a
  win in other words (``I prefer neither.``, ``The advantage goes to Assistant B.``; full57 H1, H2, H3, H5);
- pass 56's leftovers: a concession whose main clause is a pronoun, a bare possessive answering a question, a cleft
  and an apposition naming the rejected side (``Assistant B, not Assistant A, is the better answer.``)."""

import pytest

from tests.helpers.parsing_cases import FAILED, expect, forced_reading, got

MB, AH, PV, LB = "mt-bench-pairwise", "arena-hard", "pairwise-verdict", "llmbar-vanilla"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # another language: a conclusion, a fault, a tie (forced verdicts)
        (MB, "Die Antwort von Assistent B ist genauer. Daher ist Assistent B besser.", "A]]", None),
        (MB, "Die Antwort von Assistent B ist genauer. Daher ist Assistent B besser.", "B]]", B),
        (MB, "助手A的计算有误，而助手B的回答准确且解释清楚。因此，助手B的回答更好。", "A]]", None),
        (MB, "助手A的计算有误，而助手B的回答准确且解释清楚。因此，助手B的回答更好。", "B]]", B),  # no_verdict on v63
        (MB, "El Asistente A no responde a la pregunta.", "A]]", None),
        (MB, "Ambas respuestas son igualmente correctas; no hay diferencia significativa entre ellas.", "A]]", None),
        # instruction following (LLMBar)
        (LB, "Output (b) follows the instruction precisely, while Output (a) ignores the word limit.", "a)", None),
        (LB, "Output (b) follows the instruction precisely, while Output (a) ignores the word limit.", "b)", B),
        (LB, "Output (a) uses 250 words, exceeding the 100-word limit. Output (b) stays within it.", "a)", None),
        (LB, "Output (a) uses 250 words, exceeding the 100-word limit. Output (b) stays within it.", "b)", B),
        (PV, "Assistant B sticks to the three-sentence limit; Assistant A writes five sentences.", "A]]", None),
        (PV, "Assistant A lists exactly five items as asked, but Assistant B lists seven.", "B]]", None),
        (PV, "Assistant A lists exactly five items as asked, but Assistant B lists seven.", "A]]", A),
        # a ranking, a sign, check marks
        (MB, "Ranking: B, A", "A]]", None),
        (MB, "Ranking: B, A", "B]]", B),
        (MB, "Bottom line: B > A.", "A]]", None),
        (MB, "In summary: A < B.", "A]]", None),
        (MB, "Assistant B \u2705\nAssistant A \u274c", "A]]", None),
        (MB, "Assistant B \u2705\nAssistant A \u274c", "B]]", B),
        (AH, "Ranking: 1. Assistant B 2. Assistant A", "A>>B]]", None),
        # pass 56 leftovers
        (MB, "Although Assistant B is longer, it is the better answer.", "A]]", None),
        (MB, "Although Assistant B is longer, it is the better answer.", "B]]", B),
        (MB, "Assistant B, not Assistant A, is the better answer.", "A]]", None),
        (MB, "Assistant B, not Assistant A, is the better answer.", "B]]", B),
        (PV, "It is not Assistant A that wins, but Assistant B.", "A]]", None),
        (PV, "It is not Assistant A that wins, but Assistant B.", "B]]", B),
        (MB, "Which answer is better? Assistant A's.", "B]]", None),
        (MB, "Which answer is better? Assistant A's.", "A]]", A),
    ],
)
def test_forced_verdict_after_evidence(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # a refusal in another language, then a written verdict (pass 57 H3)
        (MB, "Lo siento, pero no puedo evaluar estas respuestas.\n\n[[A]]", None),
        (MB, "Entschuldigung, ich kann diese Antworten nicht bewerten.\n\n[[A]]", None),
        ("mt-bench-single-v1", "抱歉，我无法评估这两个回答。\n\nRating: [[5]]", None),
        (MB, "No puedo verificar las fechas, pero el Asistente A es mejor.\n\n[[A]]", A),  # no refusal: a check
        (MB, "La respuesta del Asistente B es más precisa. Por lo tanto, el Asistente B es mejor.\n\n[[A]]", None),
        (MB, "La respuesta del Asistente B es más precisa. Por lo tanto, el Asistente B es mejor.\n\n[[B]]", B),
        # another turn (pass 57 H6 on turn 2; full57 M4 on a single-turn template)
        ("mt-bench-pair-v2-multi-turn", "Both answer the first question well.\n\nQ1: [[B]]", None),
        ("mt-bench-pair-v2-multi-turn", "Both answer the first question well.\n\nRound 1 verdict: [[B]]", None),
        ("mt-bench-single-v1", "Rating for turn 2: [[9]]", None),
        (MB, "Regarding the follow-up question: [[A]]", None),
        (MB, "For the first question, Assistant A is better.\n\n[[A]]", A),
        # scores in the other order (pass 57 H12: read backwards on version 63)
        ("faireval-vanilla", "9 3\nNote: the first number is for Assistant 2.", None),
        ("faireval-vanilla", "9 3\nAssistant 2 gets the 9; Assistant 1 gets the 3.", None),
        ("faireval-vanilla", "9 3\nAssistant 2 gets the 3 because it is wrong.", (9.0, 3.0)),
        # a single rating after the answer called wrong or perfect (pass 57 H8)
        ("mt-bench-single-v1", "The answer is wrong.\n\nRating: [[9]]", None),
        ("mt-bench-single-v1", "The answer is wrong.\n\nRating: [[2]]", (2.0, None)),
        (
            "mt-bench-single-v1",
            "Perfect answer. Nothing to improve.\nThe response is flawless, a perfect answer.\n\nRating: [[2]]",
            None,
        ),
        (
            "prometheus-absolute",
            "Feedback: The answer is incorrect and does not address the question. [RESULT] 5",
            None,
        ),
        # a format slot copied unfilled (full57 H1)
        (PV, "{explanation}\n[[A]]", None),
        ("faireval-vanilla", "8 3\n[Your explanation here]", None),
        ("prometheus-absolute", "Feedback: {feedback}\n[RESULT] 5", None),
        (PV, "<evaluation>\n</evaluation>\n[[A]]", None),
        (
            "faireval-scoring",
            "Both letters keep the placeholders [Your Name] and [Date].\nScore of the Assistant 1: 9\nScore of the Assistant 2: 9",
            (9.0, 9.0),
        ),
        # no judgment, by the judge's own words (full57 H2)
        (PV, "I did not evaluate the answers. [[A]]", None),
        (PV, "I could not see Assistant B's answer at all. [[A]]", None),
        (PV, "I flipped a coin to decide. [[A]]", None),
        ("faireval-scoring", "I flipped a coin.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3", None),
        (PV, "Final verdict (tentative, low confidence, probably wrong): [[A]]", None),
        (PV, "I did not see any errors in either answer, but Assistant A is clearer. [[A]]", A),
        # a tie or a win in other words (full57 H3)
        (PV, "I prefer neither. [[A]]", None),
        (MB, "I consider this a draw. [[A]]", None),
        (MB, "I consider this a draw. [[C]]", TIE),
        (PV, "The advantage goes to Assistant B. [[A]]", None),
        (PV, "Assistant A failed completely, Assistant B succeeded. [[A]]", None),
        (PV, "Assistant A failed completely, Assistant B succeeded. [[B]]", B),
        # limited to one criterion, another question or for now (full57 H5)
        (PV, "Based solely on length, [[A]].", None),
        (PV, "Considering only formatting: [[A]]", None),
        (PV, "Ignoring correctness entirely, [[A]].", None),
        (PV, "For the previous question, [[A]].", None),
        (PV, "Pending further review: [[A]]", None),
        (AH, "Considering only formatting, my final verdict is: [[A>>B]]", None),
        (PV, "Ignoring the minor typos, Assistant A is more accurate. [[A]]", A),
    ],
)
def test_written_verdict(template, text, expected):
    expect(got(template, text), expected)


def test_a_json_explanation_that_prefers_neither_is_no_win():
    from judge_engine.pipeline.templates import Template

    t = Template(id="j", description="", output_format="json", system="", user="{first}{second}")
    assert got(t, '{"explanation": "I prefer neither.", "winner": "A"}') in FAILED
    assert got(t, '{"explanation": "I could not see Assistant B\'s answer.", "winner": "A"}') in FAILED
    assert got(t, '{"explanation": "Assistant A is more accurate.", "winner": "A"}') == A


# parser version 65 (pass 57 F4): a lead naming the graded turn is the decision on it, not an aspect
MT2, ST2 = "mt-bench-pair-v2-multi-turn", "mt-bench-single-v1-multi-turn"


@pytest.mark.parametrize(
    ("template", "text", "forced", "expected"),
    [
        (MT2, "For the follow-up question, Assistant B is better.\n\n[[A]]", 0, None),
        (MT2, "For the follow-up question, Assistant B is better.\n\n[[A]]", 3, None),
        (MT2, "For the follow-up question, Assistant B is better.\n\n[[B]]", 3, B),
        (MT2, "On question 2, Assistant B wins.\n\n[[A]]", 0, None),
        (MT2, "In the second turn, Assistant B is more helpful and more accurate than Assistant A.\n\n[[A]]", 3, None),
        (MT2, "For the first question, Assistant B is better.\n\n[[A]]", 3, A),  # turn 1: a remark on another turn
        (MT2, "For the second question, [[B]]", 0, B),
        (ST2, "The follow-up answer is completely wrong.\n\nRating: [[9]]", 0, None),
        (ST2, "The follow-up answer is completely wrong.\n\nRating: [[2]]", 0, (2.0, None)),
        (ST2, "The answer to the second question is flawless.\n\nRating: [[2]]", 0, None),
        ("mt-bench-single-v1", "The follow-up answer is completely wrong.\n\nRating: [[9]]", 0, (9.0, None)),
    ],
)
def test_a_lead_naming_the_graded_turn(template, text, forced, expected):
    expect(got(template, text, forced=forced), expected)
