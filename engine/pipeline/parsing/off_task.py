"""Evidence before a forced verdict that does the user's task instead of judging it (parser version 90; fresh pass adv63
family O): :func:`off_task`. A small judge sometimes answers the question itself (``Sure! Here is a haiku about the
ocean: ...``, ``Dear Hiring Manager, ...``, a recipe, a function) or echoes the prompt's transcript (``USER: ...\\n
ASSISTANT: ...``, ``[Question]\\n...``, ``<|User Prompt|>``), and a constrained decoder then forces the verdict: the
verdict is the grammar's, not a judgment. Such evidence is read by its structure: an assistant's opener (``Here is a
...``, ``Dear ...``; not ``Sure.`` or ``Hello!`` alone, which judges write too) with no word of judging
(:data:`_JUDGING`: an answer or side named, a comparison, a quality word), or a prompt marker line that starts the
evidence with none of the judge's own lines after the last marker judging (a transcript an answer's code prints, quoted
mid-text, is no echo: false-failure pass ff64 on the first draft). The template's own lines echoed after a marker are
not the judge's words."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.quantities import OWN_LABEL as _OWN_LABEL
from judge_engine.pipeline.parsing.quoting import norm, prompt_lines

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# an assistant answering a request: "Sure! Here's a recipe ...", "Certainly.", "Dear Hiring Manager,", "Hello!"; never
# the judge's own announcement ("Here is my evaluation:", "Sure, let me compare them")
_OPENER = re.compile(
    r"[\s*_#>]*+(?:(?:sure|certainly|of\s++course|absolutely|hello|hi)\b[!,.]?+\s*+)?"
    r"(?:here(?:['\u2019]s|\s++is|\s++are)\s++(?!my\b|the\s++(?:evaluation|verdict|comparison|assessment))"
    r"|dear\s++\w++|i\s++am\s++writing\s++to\b)",
    re.IGNORECASE,
)
# a line of the prompt's transcript or its headers: "USER:", "ASSISTANT:", "[Question]", "[The Start of Assistant
# 1's Answer]", "<|User Prompt|>", "[Instruction]"
_MARKER = re.compile(
    r"(?m)^[ \t]*+(?:\[(?:question|instruction|system|user\s++question|context"
    r"|the\s++(?:start|end)\s++of\s++[^\]\n]{1,60}+)\]"
    r"|<\|[^|\n]{1,40}+\|>|(?:user|assistant|human|system)\s*+:)",
    re.IGNORECASE,
)
_JUDGING = re.compile(
    r"\b(?:assistant\s*+[ab12]|output\s*+\(?+[ab]|response\s*+[ab12]|(?:the|both|either|neither)\s++(?:answers?"
    r"|responses?|outputs?)|better|worse|best|worst|(?:in)?+correct(?:ly)?+|(?:in)?+accurate|(?:un)?+helpful"
    r"|(?:un)?+clear|detailed|(?:ir)?+relevant|good|poor|wrong|fails?|misses|missing|(?:in)?+complete|concise|verbose"
    r"|prefer\w*+|superior|inferior|errors?|mistakes?|strong|weak|excellent|adequate|satisf\w*+|quality|judg\w*+"
    r"|evaluat\w*+|compar\w*+|scor\w*+|rat(?:e|ing)s?+|verdict|right|wins?|won|differ\w*+|off\s++by|cho(?:ice|ose|se)"
    r"|pick\w*+|reason\w*+|(?-i:A|B))\b",
    re.IGNORECASE,
)
_CHARS = 4000


def off_task(evidence: str, template: Template) -> bool:
    """Whether the evidence before a forced verdict (its first :data:`_CHARS` characters) answers the user's request or
    echoes the prompt instead of judging (the module's docstring): it opens as an assistant's answer (:data:`_OPENER`)
    and holds no word of judging, or it starts with a prompt marker line and none of its own lines after the last one
    judges. Linear."""
    text = _OWN_LABEL.sub("", evidence[:_CHARS], count=1)  # "Evaluation evidence:" is the template's, not the judge's
    if _OPENER.match(text) is not None and _JUDGING.search(text) is None:
        return True
    first = _MARKER.match(text, text.rfind("\n", 0, len(text) - len(text.lstrip())) + 1)
    if first is None:
        return False  # an echo starts with the prompt; a transcript an answer's code prints is quoted mid-text (ff64)
    last = first
    for last in _MARKER.finditer(text, first.end()):  # noqa: B007 - the last marker is the one wanted
        pass
    own = prompt_lines(template.system, template.user)
    after = [line for line in text[last.end() :].split("\n") if norm(line) not in own]
    return _JUDGING.search("\n".join(after)) is None
