"""What a judge's text wraps its written verdict in (parser version 67; issue 13, adversarial pass 58 M1-M3), taken off
before the format's parser reads it (:func:`unwrapped`), so that an ordinary completion is not a parse failure:

- end-of-sequence tokens the backend left in the text after the verdict (``[[B]]</s>``, ``Rating: [[8]]<|im_end|>``,
  ``<|eot_id|>``, ``<|endoftext|>``, ``<eos>``, ``<end_of_turn>``, ``<|end|>``): only at the very end, where the
  judge stopped (the same tokens before the end are left as they are, and as evidence alone they are no judgment:
  :mod:`~judge_engine.pipeline.parsing.non_judgment`);
- a reasoning model's answer tags round the whole verdict at the end (``<answer>[[B]]</answer>``,
  ``<answer>\\nRating: [[8]]\\n</answer>``): one ``<answer>`` and one ``</answer>``, the latter last;
- backticks round a verdict token on the last line (``Verdict: `[[B]]```);
- a tie's gloss after a tie verdict on the last line (``[[C]] (tie)``, ``[[A=B]] (a tie)``).

Only a completion the judge wrote whole is unwrapped; a forced verdict's text is the grammar's and has none of these.
Linear: a few bounded regex scans of the last line and the text's end."""

from __future__ import annotations

import re

_I = re.IGNORECASE
_EOS = ("</s>", "<|im_end|>", "<|eot_id|>", "<|endoftext|>", "<|end|>", "<eos>", "<end_of_turn>")
_ANSWER_OPEN = re.compile(r"<answer>", _I)
# a verdict token in backticks ("`[[B]]`", "`[[A>>B]]`", "`[[8]]`"): the backticks go
_TICKED = re.compile(r"`(\[\[[^\[\]`\n]{1,12}+\]\])`")
# a tie verdict glossed as a tie: the gloss goes
_TIE_GLOSS = re.compile(r"(\[\[\s*+(?:C|A\s*+=\s*+B|B\s*+=\s*+A)\s*+\]\])\s*+\(\s*+(?:a\s++)?+tie\s*+\)", _I)


def unwrapped(text: str) -> str:
    """``text`` without the wrappings of the module's docstring round its verdict; ``text`` itself when it has none."""
    end = len(text.rstrip())
    while True:  # the end tokens at the very end: an index moved back, so linear however many there are
        ending = next((t for t in _EOS if text[max(0, end - 16) : end].lower().endswith(t)), None)
        if ending is None:
            break
        end -= len(ending)
        while end and text[end - 1].isspace():
            end -= 1
    out = text if end == len(text.rstrip()) else text[:end]
    if out.rstrip().lower().endswith("</answer>") and len(_ANSWER_OPEN.findall(out)) == 1:
        if out.lower().count("</answer>") == 1:
            out = _ANSWER_OPEN.sub("\n", out.rstrip()[: -len("</answer>")])
    cut = out.rfind("\n", 0, len(out.rstrip())) + 1  # the last line's start
    last = _TIE_GLOSS.sub(r"\1", _TICKED.sub(r"\1", out[cut:]))
    return out[:cut] + last
