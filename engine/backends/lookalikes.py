"""Control-token strings that a tokenizer's normalizer makes out of other text.

A Hugging Face tokenizer matches an added token whose ``normalized`` flag is set on the *normalized* text:
with an NFKC normalizer the full-width ``［/INST］`` becomes ``[/INST]`` and tokenises to the control
token although no exact ``[/INST]`` was written; a normalizer that strips a character joins
``[/IN<that char>ST]`` into one. :class:`LookalikeBreaker` finds those occurrences by folding the text one
character at a time through the tokenizer's own normalizer and inserts the same invisible breaker
:class:`judge_engine.backends.prompts.PromptEncoder` uses, inside each occurrence, so the normalized text
holds no control-token string either. Text without characters that the normalizer maps onto the
characters of a control token is returned unchanged after one set scan (no per-character work).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any


def normalizer_of(tokenizer: Any) -> Any:
    """The normalizer of a fast tokenizer (``backend_tokenizer.normalizer``), or None."""
    backend = getattr(tokenizer, "backend_tokenizer", None)
    return getattr(backend, "normalizer", None) if backend is not None else None


class LookalikeBreaker:
    """Break control-token strings that appear only after normalization.

    Args:
        normalizer: a ``tokenizers`` normalizer (``normalize_str``).
        strings: the control-token strings (added and special tokens).
        trie_regex: builds one regex matching any of a list of strings (longest first).

    The fold of a character ``c`` is what the normalizer makes of it after a fixed letter
    (``normalize_str("a" + c)`` minus ``normalize_str("a")``), so normalizers that prepend to the whole
    text (``Prepend("▁")``) fold each character on its own; folding a text is folding its characters
    (compositions across characters are not modelled).
    """

    def __init__(self, normalizer: Any, strings: Sequence[str], trie_regex: Callable[[Sequence[str]], str]) -> None:
        self._norm = normalizer
        self._anchor = normalizer.normalize_str("a")
        self._cache: dict[str, str] = {}
        folded = sorted({self.fold(s) for s in strings if self.fold(s)}, key=len, reverse=True)
        self._pattern = re.compile(trie_regex(folded)) if folded else None
        self._chars = set("".join(folded))
        # when a token's own string changes under the fold (a lower-casing normalizer), text made of
        # unchanged characters can match it too, so every text is folded
        self._always = any(self.fold(s) != s for s in strings)

    def fold_char(self, c: str) -> str:
        """What the normalizer makes of one character (cached)."""
        got = self._cache.get(c)
        if got is None:
            n = self._norm.normalize_str("a" + c)
            got = n[len(self._anchor) :] if n.startswith(self._anchor) else self._norm.normalize_str(c)
            self._cache[c] = got
        return got

    def fold(self, text: str) -> str:
        """``text`` folded character by character."""
        return "".join(self.fold_char(c) for c in text)

    def _relevant(self, text: str) -> bool:
        """Whether ``text`` holds a character the normalizer removes or maps onto a control token's characters."""
        if self._always:
            return True
        for c in set(text):
            f = self.fold_char(c)
            if f != c and (not f or any(ch in self._chars for ch in f)):
                return True
        return False

    def neutralise(self, text: str, breaker: str) -> str:
        """``text`` with ``breaker`` inserted inside every occurrence of a control-token string in its
        folded form (after the occurrence's first original character; a single character folding to a
        whole token string is replaced by its fold with the breaker inside). Repeated until none is left
        (at most 4 passes); text with no relevant character is returned as it is."""
        if self._pattern is None or not text or not self._relevant(text):
            return text
        for _ in range(4):
            pieces, origin = [], []
            for i, c in enumerate(text):
                f = self.fold_char(c)
                pieces.append(f)
                origin.extend([i] * len(f))
            folded = "".join(pieces)
            after: set[int] = set()
            inside: set[int] = set()
            for m in self._pattern.finditer(folded):
                first, last = origin[m.start()], origin[m.end() - 1]
                (after if last > first else inside).add(first)
            if not after and not inside:
                return text
            out = []
            for i, c in enumerate(text):
                if i in inside:
                    f = self.fold_char(c)
                    out.append(f[0] + breaker + f[1:])
                else:
                    out.append(c + breaker if i in after else c)
            text = "".join(out)
        return text
