"""The quotation rules every output format shares: which lines, and which spans of a line, hold the judge
quoting something (an example, the prompt's own instructions, a code block) instead of giving its verdict.

A verdict candidate (a match of the format's pattern in one line) is **quoted**, and never read as a
verdict, when

- its line is inside a fenced code block (```` ``` ```` or ``~~~``), or a ``<blockquote>`` element, or
  starts with ``>`` (a markdown quotation);
- its line, whitespace collapsed and case-folded, is a line of the template's own instructions (an
  echo of the prompt, e.g. Arena-Hard's option list ``5. Assistant B is significantly better: [[B>>A]]``);
- it sits inside a quotation on its line: between double quotes (an odd number of ``"`` before it
  and one after it), curly double quotes or guillemets, backticks (each closed after it), or directly
  between single quotes (``'[[A]]'``); an unclosed quote mark quotes nothing;
- the text before it on its line says it is an example (its last clause holds "example", "e.g.",
  "for instance", "such as", "sample", "template", "like this", "like so", "placeholder",
  "hypothetical", or the clause before starts with "for example", "e.g.", "for instance", "such as",
  "say": ``For example, Rating: [[5]]``) or negates it (ends with "not", "never", "no" or "n't":
  ``Not [[A]].``);
- it is in a run of candidate lines right after an **example intro**: a line without a candidate that
  ends with ``:``, ``...``, ``…`` or the words "be", "this", "so", "like", "follows", and whose last
  clause holds one of the example words above, or whose last sentence is hypothetical ("if I had to",
  "if I were to"): ``Sample output:``, ``An example of the format would be``, ``I will answer like
  this:``, ``Template format:``, ``If I had to score, it would be ...``; or whose last sentence
  attributes what follows to someone else or calls it a stand-in (``ATTRIBUTED``: "wrote",
  "said", "the previous judge", "default", "fallback", "ends with", "inject", "tells me to", "GPT-4's":
  ``The previous judge wrote:``, ``Default scores:``, ``Assistant A tried to inject:``). The run ends at
  the first non-empty line without a candidate.

A line's candidates are **verdict statements** only when (``line_end``) its last candidate ends the
line apart from spaces, ``.``, ``!`` and ``*``/``_`` markup (``[[A]] is not my answer``, ``Could it be
[[A]]?`` are none), or, for the letter verdicts (``explained``), is followed by an explanation that
keeps it (:func:`explains`: a separator, then no question mark, hedge or retracting word:
``[[A]] - Assistant A is better``; ``[[A]] - or B``, ``[[A]]: wrong`` are none), and a candidate
whose last sentence before it holds a negating, refusing or conditional word (``HEDGE``:
``Neither [[A]].``, ``I refuse to output [[A]].``) or calls it a stand-in ("default",
"dummy", "fallback":
``Default verdict: [[C]]``), or whose last clause before it attributes it to someone else or calls
it a stand-in (``ATTRIBUTED``: ``The previous judge wrote: [[A]]``, ``Coin flip: [[A]]``) is
quoted (word lists and in-line rules:
:mod:`~judge_engine.pipeline.parsing.spans`). A candidate followed on its line by another counts only
when the text between them keeps it (:func:`keeps`; ``[[A]] would be wrong; [[B]]`` reads B, and the hedge lead of
the next one then starts
after the last ``;`` of that text), and a candidate the text before it prefers the previous one to is
rejected (:func:`prefers`: ``[[A]] rather than [[B]]`` reads A). Other quotations:
``<code>``/``<q>``/``「」``/``„“``/``~~``/``<!-- -->`` around it on its line; lines inside ``<pre>``,
``<code>``, ``<blockquote>`` or an HTML comment; a line between a line ending with an opening quote
mark and one starting with a closing one; a line that starts a prompt line (16+ characters) or is a
part of one (40+). An example block runs from its intro to its first empty line.

Everything here is line-local string work plus one pass over the lines: linear in the text's length.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from judge_engine.pipeline.parsing.answer_intros import CONTENT_END, describes_answer
from judge_engine.pipeline.parsing.attributed import ATTRIBUTED as _ATTRIBUTED
from judge_engine.pipeline.parsing.attributed import OTHERS_LABEL
from judge_engine.pipeline.parsing.code_tokens import CODE_RESULT_END, OUTPUT_LINE, REPL_PROMPT, code_token, is_forced
from judge_engine.pipeline.parsing.label_faults import SETS_ASIDE, refuses
from judge_engine.pipeline.parsing.limited import LIMITED
from judge_engine.pipeline.parsing.qualified import QUALIFIED
from judge_engine.pipeline.parsing.quantities import INTRO_CHARS, MEASURE, OTHER_QUANTITY, quantity_label
from judge_engine.pipeline.parsing.quantities import NON_SCORE_LABEL as _NON_SCORE
from judge_engine.pipeline.parsing.quantities import OWN_LABEL as _OWN_LABEL
from judge_engine.pipeline.parsing.quote_blocks import block_state, spanning_quote
from judge_engine.pipeline.parsing.result import VERDICT_DECOR, WS
from judge_engine.pipeline.parsing.spans import CLAUSE_END as _CLAUSE_END
from judge_engine.pipeline.parsing.spans import (
    EXAMPLE_WORDS,
    NOT_FINAL_LABEL,
    SUPPOSE_START,
    LineIndex,
    plain,
    quoted_span,
)
from judge_engine.pipeline.parsing.spans import HEDGE as _HEDGE
from judge_engine.pipeline.parsing.spans import LABEL_WINDOW as _LABEL_WINDOW
from judge_engine.pipeline.parsing.spans import SENTENCE_END as _SENTENCE_END
from judge_engine.pipeline.parsing.stand_ins import OWN_FORMAT, QUOTED_ANSWER, STAND_IN
from judge_engine.pipeline.parsing.wrapped import lead_quotes, open_lead, wraps_disowning

# (version 79, adversarial pass 71 F2: "Ignoring the factual error, the scores would be:")
_HYPOTHETICAL = re.compile(
    r"\b(?:if|unless|were i|had i)\b|\b(?:ignoring|disregarding|setting\s++aside|leaving\s++aside)\b[^.]*?\bwould\b"
    r"|\bwould\s++be\s++(?:wrong|incorrect|a\s++mistake|misleading|unfair)\b"  # "... would be wrong:" (version 79)
)
# a word in an explanation after a verdict that calls it a stand-in ("[[A]] - by default", "[[A]] - random
# choice"); the attribution words of :data:`_ATTRIBUTED` are not among them ("[[A]] - Assistant A answered
# correctly" keeps it)
_STAND_IN_AFTER = re.compile(r"\b(?:default|dummy|fallback|placeholder|arbitrary|random|coin\s++(?:flip|toss))\b")
# what ends the statement a candidate makes, in the text after it on its line
_CLAUSE_STOP = re.compile(r"[.!;]")
# a word after a candidate that offers the next one as an alternative, not as a correction
_ALTERNATIVE = re.compile(
    r"\b(?:or|either|maybe|perhaps|possibly|probably|alternatively|otherwise|unsure|uncertain|guess(?:ing)?"
    r"|toss|hard|difficult|unclear|tough|whether)\b"
)
# a condition right after a candidate, before an alternative ("Rating: [[7]] if the code compiles, otherwise
# Rating: [[2]]")
_CONDITION = re.compile(r"[\s,*_(-]*+(?:if|unless|depending|provided|assuming)\b")
# a sentence start that takes back what came before it ("[[A]]. No: [[B]]", "[[A]]. Actually, [[B]]")
_BACK = re.compile(
    r"(?:^|[.!?;:,\u2013\u2014]\s*+)(?:(?:but|oh|hmm|well|and)[\s,]++)?+"
    r"(?:no|nope|wait|actually|oops|sorry|correction|scratch that|never mind|not quite"
    r"|on (?:second thought|reflection))\b"
)
# what may follow a verdict on its line: spaces, a full stop or exclamation mark, bold/italic markup, and
# zero-width characters too, and a verdict's decoration (VERDICT_DECOR: "[[A]] \u2705", "<verdict>[[A]]</verdict>")
# the candidate's own clause is a question: no mark, quote, bracket or code before a "?" that ends it (version 91)
_ASKED = re.compile(r"[^.!?;:,\"'`()\u201c\u201d\u2018\u2019\u00bf\n]{0,240}+\?(?=\s|$)")  # bounded: linear
_VERDICT_TAIL = re.compile(r"(?:[\s.!*_\u200b-\u200d\u2060\ufeff]|" + VERDICT_DECOR + r")*+", re.IGNORECASE)
# an explanation after a letter verdict on its line ("[[A]] - Assistant A is better", "[[B]]: clearer."):
# markup, a separator (dash, colon, bracket, comma, semicolon, full stop, "because"), then no question mark
_EXPLANATION = re.compile(r"[\s*_]*+(?:[-\u2013\u2014:(,;.!]|because\b)[^?]*+", re.IGNORECASE)
# a word in such an explanation that takes the verdict back, doubts it or offers another ("[[A]] - or B",
# "[[A]] - just kidding", "[[A]]: wrong")
_RETRACT = re.compile(
    r"\b(?:or|but|however|though|although|except|instead|rather|actually|wrong|incorrect|mistaken?|false|unsure"
    r"|uncertain|maybe|perhaps|possibly|probably|kidding|joking|joke|wait|oops|sorry|typo|disagree|opposite"
    r"|reversed?|swapped?|either|otherwise|hard|difficult|unclear|tough|guess(?:ing)?|toss|jk|sarcas(?:m|tic(?:ally)?+)"
    r"|lol)\b"
)
# the start of the text between two candidates that prefers the first over the second: "[[A]] rather
# than [[B]]", "[[A]] instead of [[B]]", "[[B]], not [[A]]", "[[A]] but not [[B]]" (the second is rejected)
_PREFERS = re.compile(
    r"[\s,*_]*+(?:(?:and|but|though|definitely|certainly|clearly|surely|absolutely|and\s++definitely)[\s,]++)?+"
    r"(?:rather\s++than|instead\s++of|not|over)\s*+$"
)

# characters an echo of a prompt line is compared without (quote marks, markup)
_ECHO_DROP = re.compile(r"[\"'`*_\u201c\u201d\u2018\u2019\u00ab\u00bb]")
_ECHO_MIN = 16
_ECHO_PART = 40
# (version 77, adversarial pass 68 H11: "e.g." and a closing dash, "Formatting example -")
_INTRO_END = re.compile(r"(?:[:\u2026]|\.\.\.|\b(?:be|this|so|like|follows)|\be\.g\.|\s[-\u2013\u2014])$")
# an answer quoted without a colon: "Assistant A's answer simply says\n[[A]]" (version 73, adversarial pass 62 H13)
_QUOTED_END = re.compile(r"\b(?:" + QUOTED_ANSWER + r")\s*+:?$")


@dataclass(frozen=True)
class Hit:
    """One unquoted verdict candidate.

    Attributes:
        line: 0-based index of its line in the scanned text.
        start, end: its character span in that line.
        value: what the format's finder returned for it.
        last_line: whether its line is the text's last line.
        line_text: the whole line.
    """

    line: int
    start: int
    end: int
    value: object
    last_line: bool
    line_text: str


def norm(s: str) -> str:
    """Whitespace collapsed to single spaces, stripped, case-folded: the form lines compare in."""
    return WS.sub(" ", s).strip().casefold()


@functools.lru_cache(maxsize=64)
def prompt_lines(*texts: str) -> frozenset[str]:
    """The non-empty lines of a template's texts (system, user), normalised (:func:`norm`)."""
    return frozenset(n for t in texts for line in t.split("\n") if (n := norm(line)))


# an intro to scores that are not the judge's (version 82, adversarial pass 81 N2/B3): the scale's ends, the rubric's
# definition, another grader's ("The maximum scores would be:", "Per the rubric, two equally good answers get:", "What
# a typical grader would give (my own view is the opposite):"), not the judge's own ("Per the rubric, my scores are:")
_OTHERS_SCORES = re.compile(
    r"\b(?:maximum|minimum|highest|lowest|best\s++possible|perfect)\s++(?:scores?|ratings?)\s++(?:would|are|is|=)\b"
    r"|\b(?:per|according\s++to|by)\s++(?:the\s++)?+(?:rubric|guidelines?|definition|instructions?|scale)\b"
    r"(?![^.\n]*+\b(?:my|i)\b)[^.\n]{0,80}?\b(?:get|gets|receive|receives|means?|is|are|earn|earns|be)\W*+$"
    r"|\b(?:typical|average|another|other)\s++(?:grader|judge|reviewer|annotator|rater)\s++would\b"
    r"|\b(?:reference|ideal|perfect|model|gold)\s++(?:answer\s++|response\s++)?+would\s++(?:get|receive|earn|score)\b"
)


def is_example_intro(line: str) -> bool:
    """Whether ``line`` (holding no verdict candidate) introduces an example, or a verdict that is not the
    judge's own (attributed to someone else, or a default value; module docstring)."""
    s = norm(line).strip("*_ ")
    if (own := _OWN_LABEL.match(s)) is not None and own.end() < len(s):
        s = s[own.end() :]  # "Evaluation evidence: Number of steps:" is read as "Number of steps:" (version 90)
    if len(s) <= INTRO_CHARS and _NON_SCORE.fullmatch(_SENTENCE_END.split(s)[-1]):
        return True  # "Steps shown:", "Their computed results are:" (version 90, fresh pass adv60)
    if s and (_QUOTED_END.search(s) or CODE_RESULT_END.search(s)):
        return True  # "... ends with the line:", "matmul([[2]], [[3]]) returns" (version 79)
    if CONTENT_END.search(s) and describes_answer(_SENTENCE_END.split(plain(s))[-1]):
        return True  # "Assistant B's response contains the text" (no colon; version 79)
    if len(s) <= INTRO_CHARS and (quantity := OTHER_QUANTITY.search(s)) is not None and quantity_label(s, quantity):
        return True  # "Rank (lower is better)", "Penalty points:", "Number of errors found:" (version 79)
    if len(s) <= INTRO_CHARS and s.endswith(":") and (MEASURE.match(s) or refuses(s[:-1]) or SETS_ASIDE.match(s)):
        return True  # "How much each answer needs to be revised:", "Scores given by the user:" (version 83); "Looking
        # past the factual errors, the scores are:" (version 84, adversarial pass 86 N2)
    if not s or not _INTRO_END.search(s):
        return False
    if _OTHERS_SCORES.search(s):
        return True  # "The maximum scores would be:" (version 82)
    body = plain(s).rstrip(":.\u2026 ")
    if OWN_FORMAT.fullmatch(body):
        return False  # "Following the required format:" (version 83, false-failure pass 84f): the judge's own answer
    last_clause = _CLAUSE_END.split(body)[-1]
    last_sentence = _SENTENCE_END.split(body)[-1]
    if len(last_clause) <= _LABEL_WINDOW and (
        OTHERS_LABEL.fullmatch(last_clause + ":" if s.endswith(":") else last_clause)  # "Ground truth:", "Q:"
        or NOT_FINAL_LABEL.fullmatch(last_clause)  # "Tentative scores:", "Probably:", "Pending verification:"
        or LIMITED.fullmatch(last_clause)  # "Considering only formatting:" (version 64)
    ):
        return True
    return bool(
        EXAMPLE_WORDS.search(last_clause)
        or _HYPOTHETICAL.search(last_sentence)
        or _ATTRIBUTED.search(last_sentence)
        or STAND_IN.search(last_sentence)  # "Scores before checking the math:" (version 79)
        or SUPPOSE_START.match(last_clause)  # "Suppose:", "Assuming Assistant 1's facts are right:"
        or (s.endswith(":") and describes_answer(last_sentence))  # "Assistant B appended this:" (version 78)
    )


def explains(rest: str) -> bool:
    """Whether ``rest`` (the text after a letter verdict on its line) is an explanation that keeps the
    verdict: a separator (``-``, ``:``, ``(``, ``,``, ``;``, ``.``, ``!``, a dash, ``because``) and then
    text without a question mark, a hedge word (:data:`_HEDGE`), a word that takes it back
    (:data:`_RETRACT`: ``or``, ``but``, ``wrong``, ``maybe``, ``kidding`` ...) or one that calls it a
    stand-in (:data:`_STAND_IN_AFTER`: ``[[A]] - by default``, ``random``), and that is not a label calling it
    an example or a condition on it (:data:`~judge_engine.pipeline.parsing.qualified.QUALIFIED`: ``[[A]]
    (example)``, ``[[A]], provided the code runs``)."""
    if not _EXPLANATION.fullmatch(rest):
        return False
    body = plain(rest.casefold())
    if QUALIFIED.fullmatch(body):
        return False  # "[[A]] (example)", "[[A]], provided the code runs"
    return not (_HEDGE.search(body) or _RETRACT.search(body) or _STAND_IN_AFTER.search(body))


def keeps(between: str) -> bool:
    """Whether ``between`` (the text after a candidate on its line, up to the line's next candidate) lets
    it stand: its first sentence or clause (up to ``.``, ``!`` or ``;``) holds no question mark, hedge
    word (:data:`_HEDGE`) or word that takes it back (:data:`_RETRACT`), and no later sentence starts by
    taking it back (:data:`_BACK`: ``No``, ``Wait``, ``Actually`` ...). ``[[A]] would be wrong; [[B]]``,
    ``[[A]]? No: [[B]]``, ``[[A]]. Actually, [[B]]``: the first is no verdict; ``[[B]]. Had I more time,
    maybe [[A]]``: the hedge is the second's. A first clause that offers an alternative
    (:data:`_ALTERNATIVE`: ``[[A]] or [[B]]``, ``[[7]] or maybe [[8]]``) keeps both, unless it puts a condition
    on the first right after it (:data:`_CONDITION`: ``[[7]] if the code compiles, otherwise [[2]]``)."""
    body = plain(between.casefold())
    first = _CLAUSE_STOP.split(body, maxsplit=1)[0]
    if _ALTERNATIVE.search(first) and not _CONDITION.match(first):
        return True  # "[[A]] or [[B]]", "[[7]] or maybe [[8]]": both stand (ambiguous when they differ)
    return not ("?" in first or _HEDGE.search(first) or _RETRACT.search(first) or _BACK.search(body))


def prefers(between: str) -> bool:
    """Whether ``between`` (the text between two candidates on a line) is all a preference of the first
    over the second (:data:`_PREFERS`): ``rather than``, ``instead of``, ``not``, ``over``, after an optional
    ``,``, ``and``, ``but``, ``though`` or ``definitely``: ``[[A]] rather than [[B]]`` reads A,
    ``[[B]], not [[A]]`` reads B."""
    return _PREFERS.match(plain(between.casefold())) is not None


Finder = Callable[[int, str], list[tuple[int, int, object]]]


def _echoes(line: str, prompt: frozenset[str], last: bool = False) -> bool:
    """Whether ``line`` repeats a prompt line, the start of one (at least :data:`_ECHO_MIN`
    characters) or a part of one (at least :data:`_ECHO_PART`), quote marks and markup aside; a part is no echo on the
    text's ``last`` line (version 82, false-failure pass 81f G2: Arena-Hard's ``Assistant A is significantly better:
    [[A>>B]]`` written alone after the explanation is the verdict the prompt asks for, not its numbered option list)."""
    n = norm(line)
    if n in prompt:
        return True
    e = _ECHO_DROP.sub("", n).strip()
    if len(e) < _ECHO_MIN:
        return False
    joined = _echo_text(prompt)  # no newline inside e or a prompt line: "\n" + e in joined = e starts a line
    return "\n" + e in joined or (not last and len(e) >= _ECHO_PART and e in joined)


@functools.lru_cache(maxsize=64)
def _echo_text(prompt: frozenset[str]) -> str:
    """The prompt lines with quote marks and markup dropped (:data:`_ECHO_DROP`), each after a newline."""
    return "".join("\n" + _ECHO_DROP.sub("", p) for p in prompt)


def unquoted_hits(
    text: str,
    prompt: frozenset[str],
    find: Finder,
    spans: bool = True,
    fences: bool = True,
    line_end: bool = True,
    explained: bool = False,
    between: bool | None = None,
    statement: bool = False,
) -> list[Hit]:
    """The verdict candidates of ``text`` that are not quoted, in order (module docstring).

    Args:
        text: the (bounded) completion.
        prompt: :func:`prompt_lines` of the template (echoed lines never count).
        find: (line index, line) -> the line's candidates ``(start, end, value)``.
        spans: apply the in-line rules of :func:`quoted_span` (a finder that judges whole lines,
            such as ``scores_last``'s, applies its own).
        fences: lines in a fenced code block are quoted (``json`` turns this off: judges fence JSON).
        line_end: a line's candidates count only when its last one ends the line (apart from
            spaces, ``.``, ``!`` and ``*``/``_`` markup); ``json`` turns this off.
        explained: with ``line_end``, the last candidate may also be followed by an explanation that
            keeps it (:func:`explains`; the letter verdicts ``[[A]]`` and ``[[A>B]]``).
        between: a candidate followed on its line by another counts only when the text between them
            keeps it (:func:`keeps`, :func:`prefers`); None: as ``line_end`` (``json`` turns it on).
        statement: the hits are statements holding their own negation (refusals, undecided statements): a
            negation in the lead does not discount them, a condition does (:func:`quoted_span`).
    """
    between = line_end if between is None else between
    lines = text.split("\n")
    last = len(lines) - 1
    while last > 0 and not lines[last].strip():
        last -= 1
    hits: list[Hit] = []
    fenced = intro = in_block = doctest = bare_only = False
    lead: str | None = None  # an open lead line before the verdict's line ("For helpfulness:"; version 80)
    blocks: dict[str, bool] = {}
    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            intro, doctest = intro and not in_block, False  # an example block ends at its first empty line
            continue
        if s.startswith("```") or s.startswith("~~~"):
            fenced, intro = fences and not fenced, intro and not fences
            continue
        in_block = in_block or intro  # a line skipped below still ends an intro's block at the next empty line
        here, lead = lead, None  # the open lead line right before this one (blank lines apart), if any
        if OUTPUT_LINE.match(s) or (doctest and not s.startswith(">") and not REPL_PROMPT.match(s)):
            doctest = True
            continue  # what a prompt printed (">>> f()\n[[3]]", "Out[1]: [[6]]"; versions 78, 79)
        doctest = bool(REPL_PROMPT.match(s))
        in_quote = block_state(s.casefold(), blocks)
        found = find(i, line)
        if found and "[[" in line:  # "df[[A]]", "grid = [[5]]" (version 79); never the grammar's forced verdict
            found = [c for c in found if not code_token(line, c[0], c[1]) or is_forced(line, c[1], i == last)]
        if fenced or in_quote or s.startswith(">") or (found and _echoes(line, prompt, i == last and len(found) == 1)):
            continue
        if not found:
            # "If A were better, I'd write\n[[A]]" (version 79); a statement (a refusal) completes no such sentence
            example = is_example_intro(s)
            wrap = None if example or statement else wraps_disowning(s)
            lead = open_lead(s)
            if example or wrap is not None:
                intro, in_block, bare_only = True, False, wrap == "label"
            elif intro:
                in_block = True  # prose inside an example block
            continue
        if intro and bare_only and line[: min(a for a, _, _ in found)].strip(" \t*_#>-"):
            intro = False  # a label line governs only a verdict line without a lead of its own ("Prior\n[[A]]")
        if intro:
            in_block = True
            continue  # a candidate line of an example block: a quotation, not a verdict
        last_end = max(e for _, e, _ in found)
        if line_end and not (_VERDICT_TAIL.fullmatch(line, last_end) or (explained and explains(line[last_end:]))):
            continue  # text after the verdict: "[[A]] is not my answer", "Could it be [[A]]?"
        if spans and spanning_quote(lines, i):
            continue
        lead_from, rejected, index = 0, -1, None
        for k, (start, end, value) in enumerate(found):
            if k == rejected:
                lead_from = end  # "[[A]] rather than [[B]]": the alternative the judge rejects
                continue
            if line_end and k + 1 < len(found) and _ASKED.match(line, end):
                continue  # "Does that mean [[B]] is better than [[A]]? No, ...": asked, not given (adv64, version 91)
            gap = line[end : found[k + 1][0]] if between and k + 1 < len(found) else None
            if gap is not None and prefers(gap):
                rejected = k + 1
            elif gap is not None and not keeps(gap):
                # "[[A]] would be wrong; [[B]]": the text after it rejects it; a ";" there ends that statement
                lead_from = end + gap.rfind(";") + 1 if ";" in gap else lead_from
                continue
            if spans and quoted_span(line, start, end, lead_from, index := index or LineIndex(line), statement):
                continue
            if spans and k == 0 and lead_quotes(here, line, start):
                continue  # "For helpfulness:\n[[A]]" is read as "For helpfulness: [[A]]" (version 80)
            hits.append(Hit(i, start, end, value, i == last, line))
    return hits


def ends_text(text: str, hit: Hit) -> bool:
    """Whether the hit is the completion's very end (its last character, no newline or space after
    it): a completion cut by ``max_tokens`` there may have cut the hit's number."""
    return hit.last_line and not text[-1:].isspace() and hit.end >= len(hit.line_text.rstrip())
