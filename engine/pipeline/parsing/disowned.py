"""Why a completion's well-formed verdict is not the judge's own verdict (:func:`disowned`), by the rules of the
modules that know each case: a refusal or an error text (:mod:`~judge_engine.pipeline.parsing.refusals`), a
retraction (:mod:`~judge_engine.pipeline.parsing.retraction`), another turn's verdict
(:mod:`~judge_engine.pipeline.parsing.turns`), a later line stating another verdict
(:mod:`~judge_engine.pipeline.parsing.restated`), text after the verdict speaking for another
(:mod:`~judge_engine.pipeline.parsing.after_verdict`) and another scale
(:mod:`~judge_engine.pipeline.parsing.scale`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.after_verdict import SIDE_NAMES, speaks_past_verdict
from judge_engine.pipeline.parsing.contradiction import side_of, tie_contradicts
from judge_engine.pipeline.parsing.error_texts import error_text
from judge_engine.pipeline.parsing.label_words import unknown_label
from judge_engine.pipeline.parsing.last_decision import decides_otherwise
from judge_engine.pipeline.parsing.loser_lead import labels_loser
from judge_engine.pipeline.parsing.non_judgment import NO_LOOK, PLACEHOLDER, non_judgment
from judge_engine.pipeline.parsing.polarity import contrasted
from judge_engine.pipeline.parsing.quantities import inverted_scale
from judge_engine.pipeline.parsing.refusals import refusal
from judge_engine.pipeline.parsing.relabelled import relabelled
from judge_engine.pipeline.parsing.restated import restates_other
from judge_engine.pipeline.parsing.result import MAX_SCAN_CHARS, Parsed, tail
from judge_engine.pipeline.parsing.retraction import retracted
from judge_engine.pipeline.parsing.scale import other_scale
from judge_engine.pipeline.parsing.scores_disowned import disowns_scores
from judge_engine.pipeline.parsing.scores_others import decimal_commas, evidence_disowns
from judge_engine.pipeline.parsing.strength import other_strength
from judge_engine.pipeline.parsing.turns import other_turn
from judge_engine.pipeline.parsing.undecided import undecided

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template


_SCORED = ("scores_first", "scores_last", "rating_brackets_single", "result_n")


def _no_judgment_before(text: str, template: Template) -> bool:
    """Whether the text before a written verdict's prefix (the last one) is no judgment at all
    (:func:`~judge_engine.pipeline.parsing.non_judgment.non_judgment`: ``No idea.\n\n[[A]]``, ``I'd rather not say
    which is better.\n\n[[A]]``; version 60, adversarial pass 52 H11, H12): the verdict after it is a guess."""
    if template.verdict_tail is None:
        return False
    prefix = template.verdict_tail[0].strip() or template.verdict_tail[0]
    at = text.find(prefix)
    return at > 0 and text.count(prefix) == 1 and non_judgment(text[:at])  # one verdict only


def _other_strength(text: str, template: Template, parse: Callable[[str, Template], Parsed | None]) -> bool:
    """Whether the text before a five-level verdict's last ``[[`` states its side with the other strength
    (:func:`~judge_engine.pipeline.parsing.strength.other_strength`)."""
    got = parse(text, template)
    at = text.rfind("[[")
    return got is not None and got.ok and at > 0 and other_strength(text[:at], got.score_first, got.score_second)


def _far_apart(got: Parsed | None, template: Template) -> bool:
    """Whether two scores are more than a tenth of the template's scale apart (the rule of
    :func:`~judge_engine.pipeline.parsing.contradiction.tie_contradicts` for scored formats): ``Both assistants appear
    equally accurate`` stands beside 9.5 and 9 (a recorded GPT-4 review), not beside 9 and 2."""
    if got is None or got.score_first is None or got.score_second is None:
        return False
    lo, hi = template.score_min, template.score_max
    return lo is None or hi is None or abs(got.score_first - got.score_second) > (hi - lo + 1) / 10


def _explained_otherwise(text: str, template: Template, parse: Callable[[str, Template], Parsed | None]) -> bool:
    """Whether the explanation after a ``scores_first`` format's two scores decides last for another verdict than the
    scores (``"8 6\nAssistant 2 provided a much better answer than Assistant 1, which was incorrect."``; version 59,
    adversarial pass 51 H13): :func:`~judge_engine.pipeline.parsing.last_decision.decides_otherwise` on it, with two
    close scores (:func:`~judge_engine.pipeline.parsing.contradiction.tie_contradicts`) standing with a tie; or that
    disowns the scores (:func:`~judge_engine.pipeline.parsing.scores_disowned.disowns_scores`, version 61)."""
    if template.output_format != "scores_first" or "\n" not in text.lstrip():
        return False
    got = parse(text, template)
    scores = (got.score_first, got.score_second) if got is not None and got.ok else None
    if decimal_commas(text):
        return True  # "7,5\n8,5\nBoth decent.": one score with a decimal comma (version 90, fresh pass adv60)
    if disowns_scores(text.lstrip().split("\n", 1)[1][-MAX_SCAN_CHARS:], template, scores):  # type: ignore[arg-type]
        return True  # "7 3\nThe scores above are just an example." (version 61, fresh pass full54 H1, H2)
    side = side_of(got.score_first, got.score_second) if got is not None and got.ok else None
    explanation = text.lstrip().split("\n", 1)[1][-MAX_SCAN_CHARS:]
    ties = tie_contradicts(got.score_first, got.score_second, template) if got is not None else True
    # v87: "8 3\nAssistant 1 just repeats the prompt; ..."
    if side is None or contrasted(explanation, side, ties and _far_apart(got, template)):
        return side is not None
    names = (SIDE_NAMES["a"], SIDE_NAMES["b"])
    return side != "tie" and decides_otherwise(explanation + "\n", side, names, ties, True)


def disowned(
    text: str, template: Template, parse: Callable[[str, Template], Parsed | None], parsed: Parsed | None = None
) -> str | None:
    """The failure status (``"no_verdict"`` or ``"ambiguous"``) of a completion whose verdict ``parse`` (the format's
    parser) reads ``ok`` but that the judge does not state as its own, or None when it does. In order: a refusal or
    error text (``"I cannot evaluate these answers. Default scores: ..."``, ``"Error 429: ..."``) and a retraction
    (``"[[A]]\\nJust kidding."``) are ``no_verdict``, and so is a statement of not being able to decide (``"I can't
    decide which is better."``) unless the judge decides after it
    (:func:`~judge_engine.pipeline.parsing.undecided.undecided`: for the verdict's side, or a tie for a tie; for
    another, ``ambiguous``); a verdict for another turn (``"Rating for turn 1: [[8]]"`` on turn 2) or a later line
    that states another verdict (``"[[A]]\\nOn second look, B is better."``) is ``ambiguous``, and so is text after a
    verdict-last format's verdict that speaks for a competing one
    (:func:`~judge_engine.pipeline.parsing.after_verdict.speaks_past_verdict`: ``"[[A]]\nB is better, because A is
    wrong."``) or the explanation after a ``scores_first`` format's scores that decides last for another
    (:func:`_explained_otherwise`, version 59; since version 87 also one whose last statement faults the higher-scored
    side and not the other, :func:`~judge_engine.pipeline.parsing.polarity.contrasted`); an unfilled format slot
    (``"{explanation}\\n[[A]]"``, :data:`~judge_engine.pipeline.parsing.non_judgment.PLACEHOLDER`) and, in a JSON
    completion, a statement of not having judged (``"I could not see Assistant B's answer."``,
    :data:`~judge_engine.pipeline.parsing.non_judgment.NO_LOOK`, which :func:`refusal` reads elsewhere) are
    ``no_verdict`` (version 64, fresh pass full57 H1, H2); another scale (``"On a scale of 1 to 5, Rating: [[4]]"`` on
    1-10) is ``no_verdict``. ``parsed`` is ``parse(text, template)`` when the caller has it. The checks share one
    reading of each text they parse (the whole text and its tail are parsed once, not once per check: a 64 KB run of
    verdict lines took 1 s, adversarial pass 17 M5)."""
    memo: dict[str, Parsed | None] = {} if parsed is None else {text: parsed}

    read = parse

    def parse_once(t: str, tpl: Template) -> Parsed | None:
        if tpl is not template:
            return read(t, tpl)
        if t not in memo:
            memo[t] = read(t, tpl)
        return memo[t]

    parse = parse_once
    scan = tail(text)
    declined = refusal(scan, template)
    if (
        declined == "refusal"
        or (template.output_format == "json" and NO_LOOK.search(scan))  # in a JSON string, which refusal() skips
        or error_text(text)
        or retracted(text, template, parse)
        or _no_judgment_before(text, template)
        or (template.output_format == "scores_last" and evidence_disowns(text))  # version 90 (fresh pass adv60)
    ):
        return "no_verdict"
    if declined == "undecided":  # "I can't decide which is better": unless the judge decides after saying so
        said, got = undecided(scan, template), parse(text, template)
        side = side_of(got.score_first, got.score_second) if got is not None else None
        if said not in ("a", "b", "tie") or side is None:
            return "no_verdict"
        if side != said:
            return "ambiguous"
    if other_turn(text, template, parse) or restates_other(text, template, parse):
        return "ambiguous"
    if speaks_past_verdict(text, template, parse) or _explained_otherwise(text, template, parse):
        return "ambiguous"
    if labels_loser(text, template):  # "Worse response: [[A]]" (version 70, adversarial pass 60 H1)
        return "ambiguous"
    if template.protocol == "pairwise" and relabelled(scan):  # "'Assistant A' means the second answer." (v78)
        return "ambiguous"
    if template.output_format == "verdict5_brackets" and _other_strength(text, template, parse):
        return "ambiguous"  # "A is slightly better.\n\nMy final verdict is: [[A>>B]]" (version 78, pass 68 H4)
    if PLACEHOLDER.search(scan):  # "{explanation}\n[[A]]": the answer format copied unfilled (version 64, full57 H1)
        return "no_verdict"
    if template.output_format in _SCORED and inverted_scale(scan):  # "Here 1 means best ..." (version 81, pass 79)
        return "no_verdict"
    if other_scale(text, template, parse):
        return "no_verdict"
    # a label outside the verdict's closed vocabulary: "Lines of code: [[9]]", "Needs the most revision: [[A]]" (v82)
    return "ambiguous" if unknown_label(text, template) else None
