"""A line that lists every option of a letter verdict is the format, not a verdict (issue 13, adversarial pass 36
M3): ``Overall, Assistant A is better. The options are [[A]], [[B]] or [[C]].``, ``I must output [[A]], [[B]], or
[[C]].`` A judge that names the template's whole option list on one line is describing what it may answer; before
parser version 41 the line read as three verdicts (``ambiguous``), which failed the judge's own verdict after it and a
forced one. A partial list (``[[A]] or [[B]]``) still states an undecided choice between two verdicts and is kept
(``ambiguous`` when they differ). Line-local: linear in the number of candidates."""

from __future__ import annotations

import re
from itertools import pairwise

# what may separate two listed options: commas, "or", "and", slashes, bars, semicolons and markup
_SEPARATOR = re.compile(r"[\s*_`]*+(?:[,;/|]\s*+)?+(?:(?:or|and)\s++)?+[\s*_`]*+", re.IGNORECASE)


def option_list(line: str, found: list[tuple[int, int, object]], options: int) -> bool:
    """Whether ``found`` (a line's verdict candidates ``(start, end, value)``, in order) lists every option:
    exactly ``options`` candidates (3 for ``[[A]]``/``[[B]]``/``[[C]]``, 5 for Arena-Hard's five levels), all
    different, separated only by :data:`_SEPARATOR` (``", "``, ``" or "``, ``", or "``, ``" / "``). The format's
    finder then reports none on the line, so the line costs no quotation rules either."""
    return (
        len(found) == options
        and len({repr(v) for _, _, v in found}) == options
        and all(_SEPARATOR.fullmatch(line, a[1], b[0]) for a, b in pairwise(found))
    )
