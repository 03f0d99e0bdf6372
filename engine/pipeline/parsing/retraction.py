"""A verdict the judge takes back on a later line without giving a new one (:func:`retracted`):
``[[A]]\\nJust kidding.``, ``Rating: [[9]]\\nOops, that should be 3.``, ``[RESULT] 5\\nSorry, I meant 2.``,
``Output (a)\\nSorry, I meant Output (b)`` (that line is no verdict line of LLMBar's format),
``Assistant's answer contains the line\\nRating: [[10]]\\nwhich is an injection.`` (the verdict was a quotation)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.contradiction import side_of, states_other
from judge_engine.pipeline.parsing.result import Parsed, head, tail

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# "should" about the verdict (adv9 M7): "should be 3", "should be B", "should have been a tie", "should have said B",
# "should win"; "Assistant B should have shown its work." or "The response should cite sources." is none
_SHOULD = (
    r"should[ \t]++(?:have[ \t]++)?+(?:be(?:en)?+[ \t]++(?:[0-9]|\[|\(|(?-i:[AB])\b|a[ \t]++tie|tie|(?:the[ \t]++)?+"
    r"(?:winner|better|worse|preferred|higher|lower)|output|assistant|rated|scored|ranked|judged|chosen|picked)"
    r"|win|won|get|receive|score|rated?|said|given|chosen|picked|gone|output|prefer(?:red)?+)"
)
# a word on an "Edit:" / "Update:" / "P.S." line that changes the verdict (issue 13 adv8 H2): "Edit: B is better
# actually.", "P.S. On reflection I think B is better."; "P.S. Assistant A also used nice formatting." is none
_CHANGE = (
    r"(?:actually|reflection|re-?+read(?:ing)?+|looking|second[ \t]++thoughts?|wrong|incorrect|mistake|misread"
    r"|misjudged|" + _SHOULD + r"|instead|better|worse|wins|won|deserves?|rather|changed?|correct(?:ed|ion)?+)"
)
# the words of a "P.S." that reconsider the verdict (naming a side better is not enough: "P.S. In the prompt, [[A]]
# means Assistant A is better.")
_RECONSIDER = (
    r"(?:actually|reflection|re-?+read(?:ing)?+|looking\s++again|second[ \t]++thoughts?|wrong|incorrect|mistake"
    r"|misread|misjudged|" + _SHOULD + r"|instead|changed?)"
)
# an "Edit:" / "Update:" / "P.S." line that says the verdict stands (adv9 M7): "Update: 2 minor typos noted, but
# rating stands.", "Edit: fixed 3 typos; the verdict is unchanged."
_KEPT = (
    r"(?![^\n]*?\b(?:ratings?|scores?|verdicts?|results?|judge?ments?|decisions?|grades?)[ \t]++(?:still[ \t]++)?+"
    r"(?:stands?|holds?|(?:is|are|remains?)[ \t]++(?:unchanged|the[ \t]++same)|(?:does|do)[ \t]*+(?:not|n['\u2019]t)"
    r"[ \t]++change)\b)"
)
# a line that starts by taking back what the judge wrote before it (after spaces, ``*``/``_``/``#``
# markup): "Just kidding.", "Oops, ...", "Sorry, I meant ...", "Wait, that's wrong", "Correction: ...",
# "Scratch that", "Never mind", "I retract ...", "On second thought", "However, on reflection, ...",
# "That's wrong", "The scores above are swapped", "which is an injection. Ignoring it." (the line above was the
# response's text, quoted), "I change my mind", "I was wrong", "I was too generous", "That rating is too high",
# "Disregard that", "No wait", "Err, no", "LOL no", "(Not really.)", "/s", "(jk)", "Upon re-reading",
# "Updated scores:", "Revised:"; issue 13 adv8: "Edit:" / "Update:" / "P.S." with a word that changes the verdict
# (:data:`_CHANGE`) or a number (adv9: not when it says the verdict stands, :data:`_KEPT`), "The verdict should
# be B.", "The above verdict is incorrect.", "I should have said B.", "Hmm, looking again, ...", "No, that's wrong",
# "(These scores are placeholders.)", "Note: scores are provisional."; "Sorry for the length" or "However, A is
# longer" is none
_RETRACTION = re.compile(
    r"^[ \t*_#(]*+(?:(?:note|n\.?+b\.?+)[ \t]*+:[ \t]*+)?+(?:(?:but|however|and|oh|hmm|well|actually|err?|um|no)"
    r"[ \t,]++)?+"
    r"(?:(?:just[ \t]++)?+(?:kidding|joking)\b|(?:wh)?+oops\b|my[ \t]++(?:mistake|bad)\b"
    r"|sorry[ \t,]++(?:i[ \t]++(?:meant|mean|made|was)|that|my[ \t]++(?:mistake|bad)|wrong|typo)\b"
    r"|i[ \t]++meant\b|wait\b|correction\b|scratch[ \t]++that\b|strike[ \t]++that\b|never[ \t]*+mind\b"
    r"|i[ \t]++(?:retract|take[ \t]++(?:that|it)[ \t]++back|made[ \t]++a[ \t]++mistake)\b"
    r"|(?:up)?+on[ \t]++(?:second[ \t]++thoughts?|reflection|further[ \t]++reflection|re-?+reading)\b"
    r"|that(?:['\u2019]s|[ \t]++(?:is|was))[ \t]++(?:wrong|incorrect|a[ \t]++(?:mistake|typo|joke)"
    r"|not[ \t]++(?:right|correct))\b"
    # parser version 57 (adversarial pass 50 H23): "These are example scores."
    r"|(?:these|those|the[ \t]++above)[ \t]++are[ \t]++(?:(?:just|only|merely)[ \t]++)?+(?:example|placeholder|dummy"
    r"|sample|provisional|tentative)[ \t]++(?:scores|ratings|values)\b"
    r"|(?:(?:the|my|that|this|these|those)[ \t]++)?+(?:above[ \t]++)?+(?:scores?|ratings?|verdict|answer|result)"
    r"[ \t]++(?:above[ \t]++)?+(?:(?:is|are|was|were)[ \t]++(?:(?:just|only|merely)[ \t]++)?+(?:wrong|incorrect"
    r"|swapped|reversed|a[ \t]++mistake|too[ \t]++(?:high|low|generous|harsh|lenient|strict)|placeholders?|provisional"
    r"|tentative|not[ \t]++final|dummy|examples?|pending|estimates?|guesses|approximate|approximations?|rough"
    r"|unverified|unconfirmed|subject[ \t]++to[ \t]++change)|should[ \t]++(?:be|have[ \t]++been)"
    r"|(?:may|might|could)[ \t]++be[ \t]++(?:wrong|incorrect|mistaken))\b"
    r"|that(?:['\u2019]s|[ \t]++(?:is|was))[ \t]++too[ \t]++(?:high|low|generous|harsh|lenient|strict|kind)\b"
    r"|i[ \t]++should[ \t]++have[ \t]++(?:said|given|chosen|picked|rated|scored|gone|output)\b"
    r"|looking[ \t]++(?:again|back|more[ \t]++closely)\b|(?:after|upon)[ \t]++(?:re-?+reading|a[ \t]++(?:second|closer)"
    r"[ \t]++look|further[ \t]++review)\b"
    r"|(?:tentative|provisional|preliminary|pending|unconfirmed|not[ \t]++final|tbd|estimates?|guess(?:es)?+)"
    r"(?=[ \t.!)*_]*+$)"
    r"|(?:edit(?:ed)?+|update[d]?+|addendum)(?=[ \t]*+[:.\-\u2013\u2014])"
    + _KEPT
    + r"(?=[^\n]*?(?:[0-9]|\b"
    + _CHANGE
    + r"\b))"
    r"|(?:p\.[ \t]*+s\.|ps[ \t]*+:)" + _KEPT + r"(?=[^\n]*?\b" + _RECONSIDER + r"\b)"
    r"|i[ \t]++(?:(?:have|['\u2019]ve)[ \t]++)?+change[sd]?+[ \t]++my[ \t]++mind\b"
    r"|i[ \t]++(?:was|am|['\u2019]m)[ \t]++(?:wrong|mistaken|too[ \t]++(?:generous|harsh|lenient|strict|kind))\b"
    r"|disregard[ \t]++(?:that|this|it|everything|the[ \t]++(?:above|previous|last|scores?|ratings?|verdicts?"
    r"|results?))\b"
    r"|no[ \t,]++wait\b|no[ \t]*+[.!]|(?:lol|lmao|haha)[ \t,]*+(?:no|jk|j/k|kidding)\b|not[ \t]++really\b"
    r"|(?:jk|j/k|sarcasm)\b|/s[ \t.!]*+$"
    r"|(?:updated|revised|corrected|amended|adjusted)(?:[ \t]++(?:scores?|ratings?|verdicts?|results?|assessment))?+"
    r"[ \t]*+:"
    r"|(?:which|that|this|it)[ \t]++(?:is|was)[ \t]++(?:(?:just|only|clearly|obviously|merely)[ \t]++)?+"
    r"(?:an?[ \t]++)?+(?:(?:prompt[ \t]++)?+injection|injected|quot(?:e|ation|ed)|example|placeholder"
    r"|not[ \t]++(?:mine|my[ \t]++own))\b"
    r"|ignor(?:e|ing)[ \t]++(?:it|that|this|the[ \t]++(?:above|line|rating|verdict|injection))\b"
    # version 90 (fresh pass adv60): a line that is only "Actually" ("8 6\nHmm, actually"): a correction begun
    r"|actually(?=[ \t,.:\u2026]*+$))",
    re.IGNORECASE | re.MULTILINE,
)

# a line starting "Actually," that gives a new number (after "so", "a", "be" ... or ending the line) or names a side
# better (issue 13 adv8 H2): "Actually, a 4 is
# more appropriate.", "Actually, it misses key points, so 3."; not for ``scores_first``, whose explanation follows the
# scores ("8 6\nActually, Assistant 1 gave 3 examples."): there a later line naming the other side better counts
# (:func:`~judge_engine.pipeline.parsing.contradiction.states_other`)
_ACTUALLY = re.compile(
    r"^[ \t*_#(]*+actually[ \t]*+,[ \t]*+(?=[^\n]*?(?:\b(?:so|say|a|an|be|to|is|maybe|rather|like)[ \t]++[0-9]"
    r"|[0-9]++(?:\.[0-9]++)?+[ \t]*+(?:/[ \t]*+[0-9]++)?+[ \t.!)]*+$"
    r"|\b(?:better|worse|deserves?|appropriate|should|instead|wins|rather)\b))",
    re.IGNORECASE | re.MULTILINE,
)

# a line that is only a correction word and new numbers (issue 13 pass 7): "Actually 5 6", "Make that 5 and 6.",
# "Rather: 3"; "Actually 2 points stand out" says more and is none
_CORRECTED = re.compile(
    r"^[ \t*_#(]*+(?:actually|rather|make[ \t]++(?:that|it)|i[ \t]++mean)[ \t,:]*+[0-9]++(?:\.[0-9]++)?+"
    r"(?:(?:[ \t]*+(?:,|/|and|vs\.?+|out[ \t]++of)[ \t]*+|[ \t]++)[0-9]++(?:\.[0-9]++)?+)*+[ \t.!*_)]*+$",
    re.IGNORECASE | re.MULTILINE,
)


def retracted(text: str, template: Template, parse: Callable[[str, Template], Parsed | None]) -> bool:
    """Whether the judge takes its verdict back: the scanned text (the first :data:`MAX_SCAN_CHARS`
    for ``scores_first``, else the last) has a line starting with a retraction (:data:`_RETRACTION`), or one that
    is only a correction word and numbers (:data:`_CORRECTED`: ``8 6\nActually 5 6``), or (not for ``scores_first``)
    starts "Actually," with a new number or side (:data:`_ACTUALLY`),
    after which ``parse`` (the format's parser) finds no verdict, while the text before it holds one.
    A new verdict after the retraction (``[[A]]\\nOops, I meant:\\n[[B]]``) is read by the format's own rules.
    A scores format whose scores a later line contradicts is taken back too (:func:`_scores_contradicted`).
    Linear: one regex scan and at most four more parses of the scanned text."""
    scan = head(text) if template.output_format == "scores_first" else tail(text)
    last = None
    for last in _RETRACTION.finditer(scan):  # noqa: B007 - the last match is the one wanted
        pass
    for pattern in (_CORRECTED, _ACTUALLY) if template.output_format != "scores_first" else (_CORRECTED,):
        for corrected in pattern.finditer(scan):
            if last is None or corrected.start() > last.start():
                last = corrected
    if last is None:
        return _scores_contradicted(scan, template, parse)
    after = parse(scan[last.start() :], template)
    before = parse(scan[: last.start()], template)
    return (after is None and before is not None) or _scores_contradicted(scan, template, parse)


_SCORE_FORMATS = frozenset({"scores_first", "scores_last", "rating_brackets"})


def _scores_contradicted(scan: str, template: Template, parse: Callable[[str, Template], Parsed | None]) -> bool:
    """Whether, for a format of two scores (:data:`_SCORE_FORMATS`), a line after the scores is only a statement
    that the side they rank lower is better, or that the two are equal when they differ
    (:func:`~judge_engine.pipeline.parsing.contradiction.states_other`): ``8 6\nActually, Assistant 2 is better.``
    (issue 13 adv8 H2). The scores must be read from the text before that line. Linear: one fullmatch per line and
    at most two parses."""
    if template.output_format not in _SCORE_FORMATS:
        return False
    whole = parse(scan, template)
    side = side_of(whole.score_first, whole.score_second) if whole is not None and whole.ok else None
    if side is None:
        return False
    start = 0
    for line in scan.split("\n"):
        if states_other(line, side):
            before = parse(scan[:start], template)
            return before is not None and before.ok
        start += len(line) + 1
    return False
