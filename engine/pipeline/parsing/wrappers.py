"""What a judge's text wraps its written verdict in (parser versions 67, 68; issue 13, adversarial passes 58 M1-M3 and
59 H1), taken off
before the format's parser reads it (:func:`unwrapped`), so that an ordinary completion is not a parse failure:

- the end of the judge's turn (:data:`TURN_END`: ``[[B]]</s>``, ``Rating: [[8]]<|im_end|>``, ``<|eot_id|>``,
  ``<|endoftext|>``, ``<eos>``, ``<end_of_turn>``, ``<|end|>``) and everything after it: the completion is cut at the
  first such token outside an inline code span (a token the judge names, ```</s>```, is none), so a next turn the
  model made up after it (``[[A]]<|im_end|>\\n<|im_start|>user\\n...<|im_start|>assistant\\n[[B]]``, read ``B``
  on version 67: adversarial pass 59 H1) is not read, and text that starts with one is empty;
- HTML strike-through (``<s>[[A]]</s>``, ``<del>``, ``<strike>``), written as Markdown's ``~~[[A]]~~`` (struck out);
- a reasoning block (``<think>``, ``<thinking>``, ``<reasoning>`` at a line's start) never closed, and all after it: the
  judge was still reasoning (version 77, adversarial pass 67 H1: ``<think>\\n... So [[B]].`` was read ``B``);
- an echo of the prompt's chat turns before the judge's own (``<|im_start|>user\\n[[A]]<|im_end|>\\n
  <|im_start|>assistant\\n[[B]]``): only the first assistant turn is read (:func:`_assistant_turn`; version 77);
- gpt-oss's harmony framing (``<|channel|>analysis<|message|>...<|end|>...<|channel|>final<|message|>[[B]]``): the
  analysis becomes a ``<think>`` block before the final message, and a completion with no final message is empty
  (:func:`_harmony`);
- a reasoning model's answer tags round the whole verdict at the end (``<answer>[[B]]</answer>``,
  ``<answer>\\nRating: [[8]]\\n</answer>``): one ``<answer>`` and one ``</answer>``, the latter last;
- backticks round a verdict token on the last line (``Verdict: `[[B]]```);
- a tie's gloss after a tie verdict on the last line (``[[C]] (tie)``, ``[[A=B]] (a tie)``).

Only a completion the judge wrote whole is unwrapped; a forced verdict's text is the grammar's and has none of these
(evidence holding the end of a turn before a forced verdict is :func:`~judge_engine.pipeline.parsing.forced_tail.
with_forced`'s: ``ambiguous``). Linear: a few bounded regex scans of the last line and the text's end."""

from __future__ import annotations

import re

_I = re.IGNORECASE
# the end of a turn: the judge's completion ends at the first, and what a model writes after it (a next turn it made
# up: "<|im_start|>user ... <|im_start|>assistant\n[[B]]") is none of its verdict (version 68, adversarial pass 59 H1);
# harmony's end of a final answer, "<|return|>" (version 76, adversarial pass 66 M1)
TURN_END = re.compile(
    r"</s>|<\|im_end\|>|<\|eot_id\|>|<\|endoftext\|>|<\|end\|>|<eos>|<end_of_turn>|<\|eot\|>|<\|return\|>", re.I
)
# an end token the judge names in an inline code span ("`</s>`", "`<|im_end|>`"; version 76, adversarial pass 66 M2)
# is no end of its turn: the scan steps over code spans
_CUT = re.compile(r"`[^`\n]{0,200}+`|(" + TURN_END.pattern + ")", re.I)
# HTML strike-through on one line ("<s>[[A]]</s> [[B]]", "<del>", "<strike>"): written as Markdown's "~~...~~", which
# the parser reads as struck out, so that its "</s>" ends no turn (version 76, adversarial pass 66 H3)
_STRUCK = re.compile(r"<(s|del|strike)>([^<>\n]{0,400}+)</\1>", re.I)
# gpt-oss's harmony format written out with its special tokens (adversarial pass 66 H1, M1): the final channel's
# message is the answer; the messages before it (the analysis channel) are the judge's reasoning
_HARMONY_FINAL = re.compile(
    r"<\|channel\|>\s*+final\b[^<\n]{0,60}+(?:<\|constrain\|>[^<\n]{0,60}+)?+<\|message\|>", re.I
)
_HARMONY_FRAME = re.compile(
    r"<\|start\|>[^<\n]{0,60}+|<\|channel\|>[^<\n]{0,60}+|<\|constrain\|>[^<\n]{0,60}+|<\|message\|>|<\|end\|>", re.I
)
# a reasoning block opened at a line's start ("<think>", "<thinking>", "<reasoning>") and never closed after: the judge
# was still reasoning when the text ended, so nothing from its opening on is its answer (adversarial pass 67 H1)
_REASONING_OPEN = re.compile(r"^[ \t]*+<(think|thinking|reasoning)>", re.I | re.M)
# a chat template's role header written out (adversarial pass 68 H6, H7): ChatML "<|im_start|>user", Llama 3
# "<|start_header_id|>user<|end_header_id|>", Phi "<|user|>", Gemma "<start_of_turn>model"; group "r": the role
_ROLE_HEADER = re.compile(
    r"<\|im_start\|>[ \t]*+(?P<r1>\w++)|<\|start_header_id\|>[ \t]*+(?P<r2>\w++)[ \t]*+<\|end_header_id\|>"
    r"|<\|(?P<r3>system|user|assistant)\|>|<start_of_turn>[ \t]*+(?P<r4>\w++)",
    re.I,
)
_ANSWER_OPEN = re.compile(r"<answer>", _I)
# a verdict token in backticks ("`[[B]]`", "`[[A>>B]]`", "`[[8]]`"): the backticks go
_TICKED = re.compile(r"`(\[\[[^\[\]`\n]{1,12}+\]\])`")
# a tie verdict glossed as a tie: the gloss goes
_TIE_GLOSS = re.compile(r"(\[\[\s*+(?:C|A\s*+=\s*+B|B\s*+=\s*+A)\s*+\]\])\s*+\(\s*+(?:a\s++)?+tie\s*+\)", _I)


def _harmony(text: str) -> str:
    """A completion in gpt-oss's harmony format (``<|channel|>analysis<|message|>...<|end|><|start|>assistant
    <|channel|>final<|message|>[[B]]<|return|>``) as a reasoning model's text: the messages before the last final
    channel's (the analysis: the judge's reasoning) in a ``<think>`` block, each on its own line, then the final
    message; ``""`` when no final message was written (reasoning only: no verdict of the judge's)."""
    finals = list(_HARMONY_FINAL.finditer(text))
    if not finals:
        return ""
    reasoning = _HARMONY_FRAME.sub("\n", text[: finals[-1].start()]).strip()
    return (f"<think>\n{reasoning}\n</think>\n" if reasoning else "") + text[finals[-1].end() :]


def _assistant_turn(text: str) -> str:
    """A completion that opens with a chat template's role header (an echo of the prompt's turns): the text of the
    first assistant (or model) turn after it, up to the next header; ``""`` when there is none (adversarial pass 68
    H6, H7: a verdict in an echoed user turn was read, and the judge's own turn after it dropped). Text before the first
    header is the judge's own turn (what follows it, a next turn the model made up, is cut by :data:`TURN_END`)."""
    headers = list(_ROLE_HEADER.finditer(text))
    if not headers or text[: headers[0].start()].strip():
        return text
    for i, h in enumerate(headers):
        role = next(g for g in h.group("r1", "r2", "r3", "r4") if g).lower()
        if role in ("assistant", "model"):
            return text[h.end() : headers[i + 1].start() if i + 1 < len(headers) else len(text)]
    return ""


def unwrapped(text: str) -> str:
    """``text`` without the wrappings of the module's docstring round its verdict; ``text`` itself when it has none."""
    if "<|channel|>" in text:
        text = _harmony(text)
    elif "<" in text and _ROLE_HEADER.search(text) is not None:
        text = _assistant_turn(text)
    text = _STRUCK.sub(r"~~\2~~", text) if "<" in text else text
    opened = [m for m in _REASONING_OPEN.finditer(text)] if "<" in text else []
    if opened and f"</{opened[-1].group(1).lower()}>" not in text[opened[-1].end() :].lower():
        text = text[: opened[-1].start()]  # "<think>\n... So [[B]]." and no "</think>": unfinished reasoning
    turn_end = next((m for m in _CUT.finditer(text) if m.group(1) is not None), None)  # linear: one scan
    out = text if turn_end is None else text[: turn_end.start()].rstrip()
    if out.rstrip().lower().endswith("</answer>") and len(_ANSWER_OPEN.findall(out)) == 1:
        if out.lower().count("</answer>") == 1:
            out = _ANSWER_OPEN.sub("\n", out.rstrip()[: -len("</answer>")])
    cut = out.rfind("\n", 0, len(out.rstrip())) + 1  # the last line's start
    last = _TIE_GLOSS.sub(r"\1", _TICKED.sub(r"\1", out[cut:]))
    return out[:cut] + last
