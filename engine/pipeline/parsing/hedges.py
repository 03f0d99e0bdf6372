"""What makes a clause of :func:`~judge_engine.pipeline.parsing.decided.decides` no decision though it holds a decision
word: a hedge, a doubt or a retraction in it (:data:`HEDGE`), and what a reason or concession after a decision may hold
that undoes it (:data:`TAIL_DOUBT`). Moved out of ``decided.py`` in parser version 63 (no reading change)."""

from __future__ import annotations

import re

# a hedge, a doubt or a retraction in the clause (adversarial pass 34 H3: "arguably better", "seems better, but I'm not
# sure", "At first I thought A was better, but I'm no longer sure", "Is A better? Possibly.")
HEDGE = re.compile(
    r"\b(?:if|unless|perhaps|maybe|might|may|could|depend\w*+|either|both|neither|whether|while|whereas|when"
    r"|some|would\s++be\s++better\s++if|arguably|possibly|seems?|appears?|not\s++(?:sure|certain|necessarily)"
    r"|not\s++confident|no\s++longer|thought|initially|at\s++first|was\s++going\s++to|case\s++can\s++be\s++made|than\s++i\s++expected"
    r"|should|seemed|looked|appeared|would\s++(?:be|have\s++been)|^\W*+had\s|reader|reviewer|naive|skimm\w*+|not\s++convinced|(?:i|we)\s++doubt|doubtful|tempting|(?:wrong|unfair)\s++to\s++say|said\s++no\s++one|hesitate|reluctant|nothing\s++suggests"
    r"|few\s++would|many\s++would|some\s++would|one\s++could|casual|take\s++(?:that|it)\s++back|changed\s++my\s++mind"
    r"|until|leaning|earlier|no\s++(?:evidence|reason|indication|sign)|provided|assuming"
    r"|argues|states|says|said|claims|notes|mentions|suggests|believes|thinks|writes|recommends|explains|describes"
    r"|concludes|(?:looks|sounds|reads)\s++(?:to\s++be\s++)?+(?:(?:slightly|much|clearly|far|somewhat|marginally|a\s++bit"
    r"|a\s++little)\s++)?+(?:the\s++)?+(?:better|more|good|nicer|cleaner|right|like"
    r"|stronger|best|preferable|superior|ahead|\w++er\b)"
    r"|it\s++(?:looks|sounds)(?!\s++(?:at|for|into|after|up)\b)|haven['\u2019]t\s++(?:tested|run|checked|verified)"
    r"|without\s++(?:testing|running)|(?:better|good)[-\s]looking"
    r"|in\s++case|as\s++long\s++as|not\s++(?:a\s++)?+(?:quality|virtue|merit)|can(?:not|['\u2019]t)\s++(?:be\s++(?:sure"
    r"|certain)|(?:really\s++)?+tell)|hard\s++to\s++tell|i\s++guess|i(?:['\u2019]d|\s++would)?+\s++imagine"
    r"|at\s++a\s++glance|superficially|cosmetically|allegedly|supposedly|apparently|seemingly|ostensibly|presumably)\b|\?|[\"\u201c\u201d]|(?:^|\s)'[^']{3,}+'",
    re.IGNORECASE,
)

# what a reason or concession may hold that undoes the decision before it (adversarial pass 36 H3: "..., although
# I'm not sure about that", "..., since it is shorter, if it were correct", "... until I checked the math", "... but
# that was misleading", a question)
TAIL_DOUBT = re.compile(
    r"\b(?:not\s++(?:sure|certain|confident|convinced|necessarily|right|really)|unsure|uncertain|doubt\w*+"
    r"|(?:could|might|may)\s++be\s++wrong|i\s++(?:was|am|'m)\s++wrong"
    r"|depends?|if|unless|until|had\s++it|but|however|yet|misleading|alone|only|(?:may|might)\s++not"
    r"|not\s++(?:a\s++)?+(?:quality|virtue|merit))\b|,\s*+(?:provided|assuming|in\s++case|as\s++long\s++as)\b|\?"
    r"|[\"\u201c\u201d]",
    re.IGNORECASE,
)
