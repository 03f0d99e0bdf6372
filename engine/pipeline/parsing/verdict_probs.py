"""Verdict probabilities from the top logprobs at the verdict token (G-Eval style weighting)."""

from __future__ import annotations

import bisect
import functools
import math
import re

_VERDICT_TOKENS = {
    "verdict_brackets": ("[[", {"A": "first", "B": "second", "C": "tie"}),
    "output_ab": ("Output (", {"a": "first", "b": "second"}),
}


@functools.lru_cache(maxsize=8)
def _verdict_site(prefix: str, letters: str) -> re.Pattern:
    # zero-width, so overlapping prefixes ("[[[A") are all seen; group 1 is the verdict letter
    return re.compile("(?=" + re.escape(prefix) + " *+([" + re.escape(letters) + "]))")


def verdict_probabilities(
    tokens: list[str], top: list[dict[str, float]], output_format: str
) -> tuple[float, float, float] | None:
    """P(slot 1 wins), P(slot 2 wins), P(tie) at the verdict token, from top logprobs (G-Eval style).

    The verdict position is the last generated token that carries the verdict letter right after
    the format's prefix (``[[`` or ``Output (``, then any spaces), whether the tokenizer splits
    ``[[A]]`` as ``[[`` + ``A`` or ``[[A``. Each alternative at that position that would put a
    verdict letter in the same place adds exp(logprob) to its class; the three are normalised over
    their sum. One regex pass over the joined text and a binary search for the token: linear.

    Args:
        tokens: decoded text of each generated token.
        top: per position, decoded alternative -> logprob (the sampled token included).
        output_format: ``verdict_brackets`` or ``output_ab`` (others give None).

    Returns:
        (p_first, p_second, p_tie), summing to 1, or None when no verdict position is found or no
        alternative names a class (Liu et al. 2023, G-Eval, weight the verdict by its probability).
    """
    spec = _VERDICT_TOKENS.get(output_format)
    if spec is None or len(tokens) != len(top):
        return None
    prefix, classes = spec
    text = "".join(tokens)
    k = -1
    for m in _verdict_site(prefix, "".join(classes)).finditer(text):
        k = m.start(1)  # the letter's offset; the last one wins
    if k < 0:
        return None
    starts = [0]
    for tok in tokens:
        starts.append(starts[-1] + len(tok))
    i = bisect.bisect_right(starts, k) - 1  # the token holding the letter (never an empty one)
    lead = tokens[i][: k - starts[i]]
    mass = {"first": 0.0, "second": 0.0, "tie": 0.0}
    for alt, lp in top[i].items():
        if alt.startswith(lead) and len(alt) > len(lead):
            c = alt[len(lead) :].lstrip(" ")[:1]
        elif not lead.strip():
            c = alt.strip()[:1]
        else:
            continue
        if c in classes:
            mass[classes[c]] += math.exp(lp)
    total = sum(mass.values())
    if total <= 0:
        return None
    return mass["first"] / total, mass["second"] / total, mass["tie"] / total
