"""The verdict of a completion whose end a constrained decoder forced (``constrain = "verdict"``:
:func:`with_forced`): the tail is the grammar's verdict, the evidence before it the judge's own words."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.after_verdict import SIDE_NAMES
from judge_engine.pipeline.parsing.contradiction import side_of, tie_contradicts
from judge_engine.pipeline.parsing.error_texts import error_text
from judge_engine.pipeline.parsing.forced_lead import forced_label
from judge_engine.pipeline.parsing.foreign import foreign_decision
from judge_engine.pipeline.parsing.label_words import refused_before_forced
from judge_engine.pipeline.parsing.last_decision import decides_otherwise
from judge_engine.pipeline.parsing.non_judgment import PLACEHOLDER, VERDICT_LEAD_IN, judges_nothing, non_judgment
from judge_engine.pipeline.parsing.off_task import off_task
from judge_engine.pipeline.parsing.preamble import announces_only
from judge_engine.pipeline.parsing.quantities import inverted_scale
from judge_engine.pipeline.parsing.refusals import refusal
from judge_engine.pipeline.parsing.result import Parsed, fail
from judge_engine.pipeline.parsing.scale import other_scale
from judge_engine.pipeline.parsing.spans import conditional
from judge_engine.pipeline.parsing.strength import other_strength
from judge_engine.pipeline.parsing.turns import other_turn
from judge_engine.pipeline.parsing.undecided import undecided
from judge_engine.pipeline.parsing.wrappers import TURN_END

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template


# the verdict's lead-in at the end of the evidence: "My final verdict is: ", "Rating: ", "[RESULT] "
_LEAD_IN = re.compile(r"(?:" + VERDICT_LEAD_IN + r")++\Z", re.IGNORECASE)


def with_forced(
    full: Parsed | None,
    text: str,
    forced_chars: int,
    template: Template,
    parse: Callable[[str, Template], Parsed | None],
) -> Parsed | None:
    """The verdict of ``text`` whose last ``forced_chars`` characters (``0 < forced_chars <= len(text)``) the
    constrained decoder forced; ``full`` is the whole text's reading by ``parse`` (the format's parser) after the
    disowning rules, the tail is read by ``parse`` alone. The tail is the decoder's verdict and is read whatever
    else the evidence ends with (no quotation or hedge rule in it discards it), except that:

    - evidence that refuses or is an error text (:func:`~judge_engine.pipeline.parsing.refusals.refuses`,
      :func:`~judge_engine.pipeline.parsing.refusals.error_text`), or that says the judge cannot decide and
      decides nothing after it (:func:`~judge_engine.pipeline.parsing.undecided.undecided`), makes it
      ``no_verdict`` (the judge declined and the grammar then chose a verdict for it: a made-up score); a
      pairwise judge that cannot pick a side because both are alike keeps a forced tie and makes a forced side
      ``ambiguous`` (two forced scores at most a tenth of the scale apart are kept:
      :func:`~judge_engine.pipeline.parsing.contradiction.tie_contradicts`), and one that decides for a side after
      saying it could not keeps that forced side and makes any other forced verdict ``ambiguous``;
    - evidence that names another turn right before it (:func:`~judge_engine.pipeline.parsing.turns.other_turn`
      on the whole text: ``For the first question, Rating: `` then the forced ``[[9]]`` on a turn-2 template)
      makes it ``ambiguous``, and evidence that states another scale for it
      (:func:`~judge_engine.pipeline.parsing.scale.other_scale`: ``On a scale of 1 to 5, Rating: `` then
      ``[[4]]`` on 1-10) ``no_verdict`` (adversarial pass 11 M4: the judge wrote the turn or the scale, the
      grammar only chose the digit), and so does a condition on the evidence's last line
      (:func:`~judge_engine.pipeline.parsing.spans.conditional`: ``Were A's code to compile, Rating:``; version 81);
    - a different verdict of the evidence's own, or evidence ``ambiguous`` by itself, makes it ``ambiguous``, and so
      does a last decision in the evidence for another verdict
      (:func:`~judge_engine.pipeline.parsing.last_decision.decides_otherwise`, parser version 53), and a five-level
      verdict's side stated with the other strength (:func:`~judge_engine.pipeline.parsing.strength.other_strength`,
      version 78);
    - evidence that is no judgment at all (:func:`~judge_engine.pipeline.parsing.non_judgment.non_judgment`: a bare
      null value, an empty JSON verdict, a filter notice, the prompt's instructions echoed) makes it ``no_verdict``;
      the template's verdict prefix at the end of the evidence (a caller that counted only the decoder's choice,
      ``A]]`` after ``[[``) is read as the verdict's (version 53, adversarial pass 46 H11).

    A tail that does not read ``ok`` is returned as its own failure. Linear in ``len(text)``."""
    evidence, tail_text = text[: len(text) - forced_chars], text[len(text) - forced_chars :]
    prefix = template.verdict_tail[0] if template.verdict_tail is not None else ""
    if prefix and not tail_text.startswith(prefix) and evidence.endswith(prefix):
        # a caller that counted only the decoder's choice ("A]]" after "[["; adversarial pass 46 H11): the prefix the
        # judge wrote belongs to the verdict, not to the evidence (parser version 53)
        evidence, tail_text = evidence[: len(evidence) - len(prefix)], prefix + tail_text
    forced = parse(tail_text, template)
    if forced is None or not forced.ok:
        return full if forced is None else forced
    declined = refusal(evidence, template)
    if declined == "refusal" or error_text(evidence) or non_judgment(evidence) or PLACEHOLDER.search(evidence):
        return fail("no_verdict")  # PLACEHOLDER: "{explanation}", the answer format copied unfilled (version 64)
    if announces_only(evidence):  # "Let me evaluate both responses step by step." and nothing more (version 67)
        return fail("no_verdict")
    if off_task(evidence, template):  # "Sure! Here is a haiku ...", "USER: ...\nASSISTANT: ..." (version 90, adv63)
        return fail("no_verdict")
    if conditional(evidence[evidence.rfind("\n") + 1 :]):  # "Were A's code to compile, Rating: " (version 81)
        return fail("no_verdict")
    got = side_of(forced.score_first, forced.score_second)  # None for a single rating
    scores = got is None or template.output_format == "scores_last"
    if scores and inverted_scale(evidence):
        return fail("no_verdict")  # "Here 1 means best and 10 means worst. Rating: " (version 81, pass 79)
    if forced_label(evidence, scores):
        return fail("no_verdict")  # "Interim rating:\nRating: ", "Penalty: " (stop 53, adversarial pass 80 B1/N1)
    if refused_before_forced(text, template):
        return fail("ambiguous")  # "The user would pick:\n", "Ignoring the factual errors and the length, my verdict: "
    if (turn_end := TURN_END.search(evidence)) is not None and evidence[turn_end.end() :].strip():
        return fail("ambiguous")  # the judge's turn ended before the verdict was forced (version 68, pass 59 H1)
    # "Hello! How can I help you today?" (version 63); a conclusion in another language judges (version 64); the
    # verdict's lead-in is not the judge's judging ("??????\n\nMy final verdict is: "; version 68, pass 59 H4). Not
    # for a single rating: "That's a 7 in my book." and "The response is empty." judge with no listed word
    if got is not None and judges_nothing(_LEAD_IN.sub("", evidence)) and foreign_decision(evidence) is None:
        return fail("no_verdict")
    said = undecided(evidence, template)
    if said is None and declined == "undecided":
        return fail("no_verdict")  # a statement of not deciding that undecided() does not read
    if got is not None and said in ("tie", "a", "b"):  # a tie said, or a side decided after "I can't decide"
        if got != said and (said != "tie" or tie_contradicts(forced.score_first, forced.score_second, template)):
            return fail("ambiguous")
    elif said in ("tie", "undecided"):
        return fail("no_verdict")
    if other_turn(text, template, parse):
        return fail("ambiguous")
    if other_scale(text, template, parse):
        return fail("no_verdict")
    ties = got is not None and tie_contradicts(forced.score_first, forced.score_second, template)
    scored = template.output_format in ("scores_last", "scores_first")
    if got is not None and decides_otherwise(evidence, got, (SIDE_NAMES["a"], SIDE_NAMES["b"]), ties, scored):
        return fail("ambiguous")  # the evidence's last decision is for another verdict (version 53, pass 46 H2, H3)
    five = template.output_format == "verdict5_brackets"
    if five and other_strength(evidence, forced.score_first, forced.score_second):
        return fail("ambiguous")  # "Assistant A is much better." before a forced "A>B]]" (version 78, pass 68 H3)
    if (
        full is not None
        and full.ok
        and (full.score_first, full.score_second) != (forced.score_first, forced.score_second)
    ):
        return fail("ambiguous")
    if full is not None and (full.ok or full.status == "ambiguous"):
        return full
    return forced
