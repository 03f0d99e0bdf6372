"""The two answers called the same (parser version 68; issue 13, adversarial pass 59 H2), for the last-decision walk
(:mod:`~judge_engine.pipeline.parsing.last_decision`): :func:`identical`. ``The two responses are word-for-word
identical.``, ``There is no difference between the two responses.``, ``Assistant B's response is a verbatim copy of
Assistant A's.``, ``Both assistants gave exactly the same answer, word for word.``, ``Apart from the greeting, the two
answers are copies of each other.``, ``Word for word, the two answers say the same thing.``, ``The responses are
the same apart from capitalization.`` (version 79): a tie, so a verdict for a side after it fails (and a tie verdict
reads). Each
pattern is matched against the whole sentence (``fullmatch``), and a sentence with a contrast (``but``, ``although``,
``except that``) is none: ``Both answers are the same length, but ...`` weighs. Linear: a few possessive regex
matches."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_names import NAME, NAME_Y, OTHER_NAME

_I = re.IGNORECASE
_TWO = r"(?:the\s++two|both|the|their|these)\s++(?:responses|answers|outputs|replies)"
_SAME = (
    r"(?:(?:word[-\s]for[-\s]word|byte[-\s]for[-\s]byte|character[-\s]for[-\s]character|exactly|completely|entirely"
    r"|virtually|essentially)\s++)?+(?:identical|the\s++same(?:\s++text)?+)"  # "byte-for-byte", "the same text" (v86)
)
# differences that change nothing (version 79, adversarial pass 72 H2: "... the same apart from capitalization.")
_TRIVIAL = (
    r"(?:the\s++)?+(?:whitespace|formatting|punctuation|capitali[sz]ation|spacing|casing|case|a\s++typo|typos"
    r"|the\s++greeting)"
)
_POSS = r"(?:['\u2019]s(?:\s++(?:response|answer|output|reply))?+)?+"
_IDENTICAL = re.compile(
    r"\W*+(?:(?:apart\s++from|except\s++for|other\s++than)\s++[^,;.!?]{1,60}+,\s*+)?+"
    r"(?:(?:word|line)\s++for\s++(?:word|line)\s*+,\s*+)?+(?:"  # "Word for word, ..." (version 79)
    r"" + _TWO + r"\s++(?:say|state|give|contain)\s++(?:exactly\s++)?+the\s++same\s++thing|"
    r"there\s++is\s++no\s++difference\s++(?:at\s++all\s++)?+between\s++(?:" + _TWO + r"|them)"
    r"|" + _TWO + r"\s++are\s++(?:" + _SAME + r"|indistinguishable|copies\s++of\s++each\s++other|carbon\s++copies)"
    r"(?:\s*+,?\s*+word\s++for\s++word|\s++(?:apart\s++from|except\s++for|other\s++than)\s++" + _TRIVIAL + r")?+"
    r"|" + _TWO + r"\s++differ\s++only\s++in\s++" + _TRIVIAL + r"(?:\s++(?:and|or)\s++" + _TRIVIAL + r")?+"
    r"(?:\s*+[;,]\s*+(?:their|the)\s++content\s++is\s++(?:the\s++same|identical))?+"
    r"|both\s++(?:responses|answers|assistants|models)\s++(?:gave|give|contain|provide|provided|produced|wrote"
    r"|answered\s++[^,;.!?\s]{1,20}+\s++with)\s++(?:exactly\s++)?+the\s++(?:identical|same)\b[^,;!?]{0,80}?"
    r"(?:\s*+,?\s*+(?:word\s++for\s++word|line\s++for\s++line|in\s++the\s++same\s++order))?+"
    r"|" + NAME + r"\s++and\s++" + NAME_Y + r"\s++(?:produced|gave|wrote|provided)\s++(?:exactly\s++)?+the\s++same\b"
    r"[^,;!?]{0,80}?"
    r"|"
    + OTHER_NAME
    + _POSS
    + r"\s++is\s++an?\s++(?:verbatim|word[-\s]for[-\s]word|exact|literal)\s++copy\s++of\s++"
    + OTHER_NAME
    + _POSS
    + r"|"
    + OTHER_NAME
    + r"['\u2019]s\s++and\s++"
    + OTHER_NAME
    + r"['\u2019]s\s++(?:answers|responses|outputs)\s++are\s++"
    r"(?:indistinguishable|identical|the\s++same)"
    # version 86 (adversarial pass 93 CI): "They are two peas in a pod.", "The difference is nil."
    r"|they\s++are\s++(?:like\s++)?+two\s++peas\s++in\s++a\s++pod|the\s++difference\s++(?:between\s++them\s++)?+is\s++"
    r"(?:nil|zero|none|non-?existent))[\s.!]*+",
    _I,
)
_CONTRAST = re.compile(r"\b(?:but|however|yet|although|though|whereas|while|except\s++that|only\s++that)\b", _I)


def identical(sentence: str) -> bool:
    """Whether ``sentence`` calls the two answers the same (the module's docstring)."""
    return _CONTRAST.search(sentence) is None and _IDENTICAL.fullmatch(sentence) is not None
