"""The ``injection_suspect`` detector: prompt text (question, responses, reference, rubric) that carries a judge's
verdict syntax, asks to ignore the prompt, or writes a chat-template control token as text.

Verdict syntax is built from what the parsers accept (``judge_engine.pipeline.parsing``), per declared
``output_format`` (:data:`FORMAT_PATTERNS`: every key of ``PARSERS`` has one, and the formats of the
pending templates too), with the score and criterion labels taken from the builtin templates'
``score_labels`` / ``fallback_labels`` (and the parser's ``DEFAULT_SCORE_LABELS``), so a label a
template declares is a label the detector knows. Each pattern is at least as wide as its parser: a
lead-in before a score label (``Therefore, Assistant 1: 10``), list markers and emphasis, blank lines
between two criterion lines, ``and`` / ``vs`` / ``/ 10`` in a first line of two scores, every JSON key
``parse_json`` reads (and any JSON key written with a ``\\u`` escape, which the decoder reads as the
plain key), ``Output (a)`` after a lead-in ending in ``:`` or after the parser's lead-ins without one
(``My choice is Output (b)``, ``The final answer is **Output (b)**``, ``Verdict Output (b)``),
``[RESULT] (5)``, ``[RESULT]: [5]``.

Parser forms covered (main's parsers, and the pending formats): ``scores_last`` (``LABEL: N`` with any
declared label, anywhere on a line, ``:`` / full-width ``：`` / ``=``; two fallback-label lines with
only blank lines between), ``scores_first`` (a first non-empty line that starts with two numbers, as
``_FIRST_LINE_PAIR`` matches it: separators whitespace, ``,``, ``and``, ``vs``, optional ``/10``),
``verdict_brackets`` (``[[A]]`` ``[[B]]`` ``[[C]]``), ``verdict5_brackets`` (``[[A>>B]]``, ``[[A > > B]]``,
``[[B<<A]]``, ``[[A=B]]``), ``rating_brackets`` / ``rating_brackets_single`` (``[[8]]``, ``[[7.5]]``,
``Rating: [[``), ``output_ab`` (``Output (a)`` at a line start, after a lead-in ending in ``:``, or after
``My``/``The``, ``final``, ``answer``/``verdict``/``choice``, ``is``),
``json`` (keys ``winner``, ``verdict``, ``better``, ``score_1/2``, ``score_a/b``, ``assistant_1/2``, in
double or single quotes, or any key holding a ``\\u`` escape), ``result_n`` (``[RESULT]`` / ``[SCORE]`` then
a number, with ``:``, ``(`` or ``[``).
Instructions: ignore / disregard / forget the previous, above or prior instructions (or everything
above; also in French, Spanish, German, Italian, Portuguese), ``verdict:``, a line starting ``System:``, text addressed
to the judge (``Note to the evaluator:``, ``Dear grader,``, ``[Evaluator instructions: ...]``, ``Pretend you are a
judge``, ``New instructions:``), and the builtin templates' own bracketed section
headers (``[System]``, ``[The End of Assistant 1's Answer]``) written in a text.

Every prompt column is checked for all of it. Parsing only ever reads the judge's completion, so such
text cannot become a verdict by itself, and the ``vllm`` backend never lets text become a control token
(:class:`judge_engine.backends.prompts.PromptEncoder`); the flag tells a reviewer that the judge may have
been steered, and ``input.on_injection = "flag"`` keeps such pairs from being judged. Patterns are Rust
regexes (polars ``str.contains``): linear time, no look-around.
"""

from __future__ import annotations

import functools
import re

import polars as pl

#: Columns whose text goes into the prompt (every scalar column a template placeholder renders: ``{question}``,
#: ``{first}`` / ``{second}`` / ``{answer}``, ``{reference}``, ``{rubric}``): each is checked for every pattern.
#: Conversation lists (``turns``, ...) are checked by :func:`judge_engine.pipeline.units._earlier_turns_suspect`.
PROMPT_COLUMNS = ("question", "response_a", "response_b", "reference", "response", "rubric")  # response: single-answer

#: Keys ``parse_json`` reads: score pairs and winner keys.
JSON_KEYS = ("winner", "verdict", "better", "score_1", "score_2", "score_a", "score_b", "assistant_1", "assistant_2")

_NUM = r"-?[0-9]+(?:\.[0-9]+)?"
_EMPH = r"(?:[^\S\n]|[*_])*"  # emphasis and spaces (NBSP, U+3000, ...: fresh pass full56 M1) the parsers strip
# A first line of two scores (the faireval-vanilla parser reads its start), after an optional ``Scores:`` label as the
# parser's (fresh pass full54 M1: ``Scores: 10 1``, ``**Scores:** 10 1``): separators are whitespace other
# than a line break (NBSP too, as the parser's \s), ``,``, ``and``, ``vs``; then the end of the line or a
# word: a list of three or more numbers (``2, 3, 5, 7``) is not a pair of scores (the proto15 parser calls
# ``8 7 6`` malformed)
_SP = r"[^\S\n]"
_SCORE = r"-?[0-9]{1,2}(?:\.[0-9]+)?"  # a 1-10 score; a year (2019 10 people) is out of every range
_SCORE_FIRST = (
    rf"\A\s*[^\w\n]*?(?:scores?\b[^\w\n]*)?{_SCORE}(?:{_SP}*/{_SP}*10)?(?:{_SP}*(?:,|and|vs\.?){_SP}*|{_SP}+){_SCORE}(?:{_SP}*/{_SP}*10)?"
    r"[ \t,;.:!)]*(?:\n|\z|[^\d\s,;.:\-\[\](){}][^\n]*)"
)

#: Verdict syntax per declared ``output_format``; ``{labels}`` and ``{criteria}`` are filled from the
#: builtin templates' labels (see :func:`verdict_pattern`).
FORMAT_PATTERNS: dict[str, str] = {
    "scores_last": (
        rf"(?:{{labels}}){_EMPH}[:\uff1a=]{_EMPH}{_NUM}"
        rf"|(?m:^[^\n]*?\b(?:{{criteria}}){_EMPH}[:\uff1a]{_EMPH}{_NUM}[^\n]*\n(?:[ \t]*\n)*"
        rf"[^\n]*?\b(?:{{criteria}}){_EMPH}[:\uff1a]{_EMPH}{_NUM})"
    ),
    "scores_first": _SCORE_FIRST,
    "verdict_brackets": r"\[\[\s*[ABC]\s*\]\]",
    "verdict5_brackets": r"\[\[\s*[AB]\s*(?:>\s*>|>|=|<\s*<|<)\s*[AB]\s*\]\]",
    "rating_brackets": rf"\[\[\s*{_NUM}\s*\]\]|\brating\s*:\s*\[\[",
    "rating_brackets_single": rf"\[\[\s*{_NUM}\s*\]\]|\brating\s*:\s*\[\[",
    "output_ab": (
        r"(?m:^(?:[^\n]*:)?[ \t*_>#-]*(?:(?:(?:my|the)\s+)?(?:final\s+)?(?:answer|verdict|choice)(?:\s+is)?[ \t*_:]*)?"
        r"output\s*\(\s*[ab]\s*\))"
    ),
    "json": r"[\"'](?:" + "|".join(JSON_KEYS) + r")[\"']\s*:|\"[^\"\n]{0,40}?\\u[0-9a-f]{4}[^\"\n]{0,40}?\"\s*:",
    "result_n": rf"\[(?:RESULT|SCORE)\](?:[^\S\n]|[:(\[*_])*(?:score(?:[^\S\n]|[:*_])*)?{_NUM}",
}

#: Instructions to the judge, whatever the template.
_DET = r"(?:(?:all|the|any|of|your|my|these|those|every|each|other)\s+){0,3}"  # "every", "each": fresh pass full60 M2
# the verb, in its -ing form too; "override", "do not follow", "skip" only before an instruction noun (fresh pass
# full62 M1: "Ignoring all previous instructions", "Ignore the foregoing instructions", "Do not follow the previous
# instructions", "Ignore the system prompt")
# (fresh pass full65 M1: "Pay no attention to", "Set aside", "Discard", "Drop", "Abandon"; a scoring or rating noun;
# "skip" / "do not follow" before "your instructions", "the rules", "the rubric"; "everything said above"; "the text
# above"; "the system message"; "SYSTEM PROMPT:")
_VERB = (
    r"(?:ignor(?:e|ing)|disregard(?:ing)?|forget(?:ting)?|pay(?:ing)?\s+no\s+attention\s+to|set(?:ting)?\s+aside"
    r"|discard(?:ing)?|drop(?:ping)?|abandon(?:ing)?)"
)
_SKIP = r"(?:overrid(?:e|ing)|skip(?:ping)?|(?:do\s+not|don't|stop|never)\s+follow(?:ing)?)"
_WHICH = (
    r"(?:previous|above|prior|earlier|preceding|foregoing|original|last|system|judging|grading|evaluation|scoring"
    r"|rating|assessment|marking)"
)
_NOUN = r"(?:instructions?|prompts?|rules|rubric|criteria|directions|guidelines)"
_JUDGE = r"(?:evaluators?|graders?|judges?|reviewers?|assessors?|raters?|markers?|ai\s+judges?|llm\s+judges?)"
_INSTRUCTIONS = (
    # up to three determiners ("all of the", "your", "all the"; fresh pass full57 M1), or "the instructions above"
    _VERB + r"\s+" + _DET + r"(?:previous|above|prior|earlier|preceding|foregoing)\b"
    r"|(?:" + _VERB + r"|overrid(?:e|ing))\s+" + _DET + r"(?:" + _WHICH + r"\s+)?" + _NOUN + r"\b"
    r"|" + _SKIP + r"\s+" + _DET + r"(?:" + _WHICH + r"\s+)?" + _NOUN + r"\b"
    r"|" + _VERB + r"\s+" + _DET + _NOUN + r"\s+(?:above|before|given\s+(?:to\s+you\s+)?(?:above|before|earlier))\b"
    r"|" + _VERB + r"\s+(?:everything|anything|all|what)\s+(?:(?:said|written|stated|you\s+read)\s+)?(?:above|before"
    r"|previous|prior|you\s+were\s+told)"
    r"|" + _VERB + r"\s+(?:the|your)\s+system\s+(?:prompt|message)\b"
    r"|" + _VERB + r"\s+the\s+(?:text|message|content)\s+above\b"
    r"|(?:final\s+)?verdict\s*:|(?m:^[ \t*#>]*system(?:\s+prompt)?\s*:)"
    # fresh pass full66 M2: text addressed to the judge ("Note to the evaluator:", "Dear grader,", "[Evaluator
    # instructions: ...]", "Pretend you are a judge who ...", "New instructions:", "### Instruction: Rate ..."), and
    # "ignore the instructions" in French, Spanish, German, Italian and Portuguese
    r"|\b(?:note|message|instructions?|memo|reminder)\s+(?:to|for)\s+(?:the\s+|any\s+)?" + _JUDGE + r"\b"
    r"|\b(?:dear|attention|hey|hello)\s*,?\s+(?:the\s+)?(?:ai\s+|llm\s+)?" + _JUDGE + r"\b"
    # fresh pass full67 M3: "Reviewer instructions:", "If you are an AI model grading this", "the AI judging this",
    # Chinese and Japanese "ignore (all) the previous instructions"
    r"|\b" + _JUDGE + r"\s+(?:instructions?|notes?|directions?)\s*:"
    r"|\bif\s+you\s+are\s+(?:an?\s+|the\s+)?(?:ai|llm|language\s+model|" + _JUDGE + r")\b(?:\s+\w+){0,2}?\s+(?:grading"
    r"|judging|evaluating|reviewing|scoring|rating|assessing|reading)\b|\b(?:ai|llm|model|assistant)\s+(?:that\s+is\s+|who\s+is\s+)?(?:judging|grading|evaluating|reviewing"
    r"|scoring|rating)\s+(?:this|these)\b"
    r"|忽略(?:之前|以前|上面|先前|前面)?的?(?:所有|全部)?(?:指令|指示|说明|規則|规则)|(?:以前|前|上記)の(?:指示|命令)を(?:すべて|全て)?無視"
    r"|\[\s*" + _JUDGE + r"(?:['\u2019]s)?\s+(?:instructions?|notes?|directions?)\b"
    r"|\b(?:pretend|imagine|act\s+as\s+(?:if|though))\s+(?:that\s+)?you\s+are\s+(?:a|an|the)\s+(?:\w+\s+)?"
    + _JUDGE
    + r"\b|\bnew\s+(?:instructions?|rules|criteria)\s*:|(?m:^[ \t*#>]*#+\s*instructions?\s*:\s*(?:rate|score|grade"
    r"|pick|choose|prefer|award|give))"
    r"|\b(?:ignorez|oubliez|ignora|ignore|olvida|ignoriere|ignorieren\s+sie|vergiss|dimentica|esque[cç]a)\s+(?:\w+\s+){0,2}"
    r"(?:instructions|instrucciones|anweisungen|istruzioni|instru[cç][oõ]es)\b"
)

#: Chat-template control tokens written as text: ``<|...|>`` (ChatML ``<|im_start|>``, Llama-3
#: ``<|eot_id|>``, ``<|endoftext|>``, Phi), DeepSeek's ``<｜...｜>``, ``<s>`` / ``</s>``,
#: Llama-2 / Mistral ``[INST]`` ``[/INST]`` ``<<SYS>>``, Mistral's ``[SYSTEM_PROMPT]``,
#: ``[TOOL_CALLS]``, ``[AVAILABLE_TOOLS]``, ``[TOOL_RESULTS]``, Gemma's ``<start_of_turn>`` /
#: ``<end_of_turn>``, ``<bos>`` / ``<eos>`` / ``<pad>`` / ``<unk>``, and the tags code, tool and reasoning
#: models add as tokens (SmolLM2 / StarCoder ``<file_sep>``, ``<repo_name>``, ``<reponame>``,
#: ``<filename>``, ``<gh_stars>``, ``<issue_start>``, ``<jupyter_code>``, ``<empty_output>``,
#: ``<commit_msg>``, ``<fim_prefix>``; Qwen ``<tool_call>``, ``<tool_response>``, ``<think>``, each also
#: as a closing tag), and (version of adversarial pass full84 D2) Nemotron's ``<extra_id_0>`` ...,
#: Command-R's ``<BOS_TOKEN>``, Baichuan's ``<reserved_106>``, ChatGLM's ``[gMASK]`` / ``<sop>`` / ``<eop>``,
#: Idefics' ``<end_of_utterance>``. Case-sensitive, as tokenizers are. (A generic ``<name_with_underscore>`` would
#: also catch C++ headers such as ``#include <unordered_map>``.)
CONTROL_TOKEN = (
    r"<\|[^<>|\s]{1,64}\|>|<\uff5c[^<>\n]{1,64}\uff5c>|</?s>|\[/?INST\]|<</?SYS>>"
    r"|\[/?(SYSTEM_PROMPT|AVAILABLE_TOOLS|TOOL_CALLS|TOOL_RESULTS)\]|<(start|end)_of_turn>"
    # fresh pass adv59 D6: Mistral v7 / Magistral's ("[THINK]", "[IMG_BREAK]", "[TOOL_CONTENT]") and Gemma 3's image
    # markers ("<start_of_image>", "<image_soft_token>")
    r"|\[/?(THINK|IMG|IMG_BREAK|IMG_END|TOOL_CONTENT|ARGS|CALL_ID|PREFIX|MIDDLE|SUFFIX)\]"
    r"|<(start|end)_of_image>|<image_soft_token>"
    r"|<(bos|eos|pad|unk)>|</?(?:file_sep|repo_?name|filename|gh_stars|issue_(?:start|comment|closed)"
    r"|jupyter_(?:start|text|code|output|script)|empty_output|commit_(?:before|msg|after)"
    r"|fim_(?:prefix|middle|suffix|pad)|tool_(?:call|response)|think)>"
    # adversarial pass full84 D2: Nemotron's turn markers, Command-R's, Baichuan's, ChatGLM's, Idefics' and T5-style
    # sentinels ("<extra_id_1>Assistant", "<BOS_TOKEN>", "<reserved_106>", "[gMASK]<sop>", "<end_of_utterance>")
    r"|<extra_id_\d{1,4}>|<(?:BOS|EOS|PAD|UNK|SEP|CLS|MASK)_TOKEN>|<reserved_\d{1,6}>|\[[gs]MASK\]|<[se]op>"
    r"|<end_of_utterance>|<fake_token_around_image>"
)

_HEADER = re.compile(r"^\[([^\[\]{}\n]{3,60})\]$", re.M)


def _label_regex(label: str) -> str:
    """A declared label as the parser compares it (whitespace removed, case folded, ``{n}`` = 1 or 2,
    curly or straight apostrophe): words joined by optional whitespace."""
    words = []
    for word in label.split():
        parts = [re.escape(p).replace("'", "['\u2019]") for p in word.split("{n}")]
        words.append(r"\s*[12]".join(parts))
    return r"\s*".join(words)


def known_pattern() -> str:
    """:func:`verdict_pattern` with the labels of every template file loaded in this process
    (:data:`judge_engine.pipeline.templates.FILE_LABELS`, :data:`~judge_engine.pipeline.templates.FILE_CRITERIA`)."""
    from judge_engine.pipeline.templates import FILE_CRITERIA, FILE_LABELS

    return verdict_pattern(tuple(sorted(FILE_LABELS)), tuple(sorted(FILE_CRITERIA)))


@functools.lru_cache(maxsize=8)
def verdict_pattern(extra_labels: tuple[str, ...] = (), extra_criteria: tuple[str, ...] = ()) -> str:
    """The one case-insensitive regex of every verdict syntax (:data:`FORMAT_PATTERNS`, labels filled in
    from the builtin templates, ``extra_labels`` (score labels) and ``extra_criteria`` (criterion labels)) and
    instruction (``ignore the previous instructions``, the templates' section headers written in a text)."""
    from judge_engine.pipeline.parsing.score_lines import DEFAULT_SCORE_LABELS
    from judge_engine.pipeline.templates import builtin_templates, load_template

    score_labels: set[str] = set(DEFAULT_SCORE_LABELS) | set(extra_labels)
    criteria: set[str] = set(extra_criteria)
    headers: set[str] = set()
    for name in builtin_templates():
        t = load_template(name)
        score_labels.update(t.score_labels)
        criteria.update(t.fallback_labels)
        headers.update(h for h in _HEADER.findall(f"{t.system or ''}\n{t.user}") if not h.startswith("{"))
    fill = {
        "labels": "|".join(sorted({_label_regex(x) for x in score_labels}, key=lambda s: (-len(s), s))),
        "criteria": "|".join(sorted({_label_regex(x) for x in criteria}, key=lambda s: (-len(s), s))) or r"[^\s\S]",
    }
    parts = [
        p.replace("{labels}", fill["labels"]).replace("{criteria}", fill["criteria"]) for p in FORMAT_PATTERNS.values()
    ]
    if headers:
        parts.append(r"(?m:^[ \t]*\[(?:" + "|".join(_label_regex(h) for h in sorted(headers)) + r")\][ \t]*$)")
    parts.append(_INSTRUCTIONS)
    return "(?i)(?:" + "|".join(parts) + ")"


INVISIBLE = "[\u00ad\u034f\u180e\u200b-\u200f\u2060-\u2064\ufeff]"
"""Characters that render as nothing (soft hyphen, combining grapheme joiner, zero-width spaces and joiners, word
joiners, the byte-order mark): taken out before the injection patterns are read."""


CONFUSABLES = dict(
    zip("АВЕКМНОРСТХаеорсухІіЈјЅѕΑΒΕΖΗΙΚΜΝΟΡΤΥΧοι", "ABEKMHOPCTXaeopcyxIiJjSsABEZHIKMNOPTYXoi", strict=True)
)
"""Cyrillic and Greek letters drawn like Latin ones (fresh pass full68 M2: ``Іgnore the previous instructions`` with a
Cyrillic ``І``), read as the Latin letter for the verdict and instruction patterns."""


def injection_suspect(columns: list[str] | tuple[str, ...] = PROMPT_COLUMNS) -> pl.Expr:
    """True when any prompt column present in ``columns`` (:data:`PROMPT_COLUMNS`: question, responses,
    reference, rubric) carries a judge's verdict syntax or an instruction to the judge
    (:func:`verdict_pattern`), or a chat-template control token written as text (:data:`CONTROL_TOKEN`). The text is
    read as written and after NFKC normalization with the invisible characters (:data:`INVISIBLE`: zero-width spaces
    and joiners, soft hyphens, the combining grapheme joiner) taken out and, apart, made spaces: ``Ignore\u200b
    previous instructions`` and full-width letters are flagged (fresh pass full59 M2); and with Cyrillic and Greek
    look-alikes read as Latin letters (:data:`CONFUSABLES`; fresh pass full68 M2)."""
    verdict = known_pattern()
    expr = pl.lit(False)
    for col in PROMPT_COLUMNS:
        if col in columns:
            text = pl.col(col).fill_null("")
            norm = text.str.normalize("NFKC")
            expr = expr | text.str.contains(verdict) | text.str.contains(CONTROL_TOKEN)
            for seen in (norm.str.replace_all(INVISIBLE, ""), norm.str.replace_all(INVISIBLE, " ")):
                expr = expr | seen.str.contains(verdict) | seen.str.contains(CONTROL_TOKEN)
            latin = norm.str.replace_all(INVISIBLE, "").str.replace_many(list(CONFUSABLES), list(CONFUSABLES.values()))
            expr = expr | latin.str.contains(verdict)
    return expr
